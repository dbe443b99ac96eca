"""Odin bots. They read only their own seat's view and use the shared set rules of :mod:`.cards`.

- ``easy``: plays the lowest play that beats the table, passes now and then, leads its lowest card.
- ``medium``: the hard bot's plan without its finer points, and now and then the easy bot's move.
- ``hard``: scores each possible play by the hand it leaves (fewer cards, and above all fewer cards outside
  its biggest one-colour or one-value group, the group it will finish with), picks up the card that fits
  that group best, passes when beating would break the group, and goes out whenever it can.

The medium and hard bots of each seat lean to a personal style (:class:`Weights`): bolder or more careful, quicker
to shed cards or slower to break a set.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ... import rng
from ...engine import dump_json
from ...styles import STYLES, Style, style_of
from . import cards as C


def _table_cards(view: dict) -> list[str] | None:
    table = view["table"]
    return table["cards"] if table else None


def _seeded(view: dict) -> list:
    """A generator seeded from what the bot sees, so the same view always gives the same move."""
    seen = {k: view[k] for k in ("seat", "hand", "table", "take_from", "hand_number", "scores", "hand_counts")}
    return rng.new(rng.derive_seed(dump_json(seen), str(len(view["log"]))))


def _play(cards: list[str]) -> dict:
    return {"type": "play", "cards": list(cards)}


class EasyBot:
    """A gentle opponent: cheapest beating play, a pass one time in four, lowest card to lead."""

    level = "easy"

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        hand = view["hand"]
        if view["phase"] == "take":
            return {"type": "take", "card": max(view["take_from"], key=C.value_of)}
        table = _table_cards(view)
        plays = C.beating_sets(hand, table)
        finishing = [p for p in plays if len(p) == len(hand)]
        if finishing:
            return _play(finishing[0])
        if table is None:
            return _play([C.sorted_cards(hand)[-1]])
        if not plays or rng.below(_seeded(view), 4) == 0:
            return {"type": "pass"}
        return _play(min(plays, key=C.play_value))


def shape(hand: list[str]) -> tuple[int, int]:
    """``(biggest, connected)``: the size of the biggest set in ``hand`` (one colour with the goat, or one
    value), and how many numbered cards share a colour or a value with another one (future sets).

    >>> shape(["blue-9", "blue-4", "red-4", "green-4", "goat"])
    (3, 4)
    >>> shape(["blue-9", "red-4", "goat"])
    (2, 0)
    """
    colours: dict[str, int] = {}
    values: dict[int, int] = {}
    numbered = [c for c in hand if c != C.GOAT]
    for card in numbered:
        colour, value = C.colour_of(card), C.value_of(card)
        colours[colour] = colours.get(colour, 0) + 1
        values[value] = values.get(value, 0) + 1
    goat = len(numbered) < len(hand)
    biggest = max(max(colours.values(), default=0) + goat, max(values.values(), default=0))
    linked = sum(1 for c in numbered if colours[C.colour_of(c)] > 1 or values[C.value_of(c)] > 1)
    return biggest, linked


@dataclass(frozen=True)
class Weights:
    """What the hard bot counts against a hand. The defaults were tuned by seeded bot-against-bot matches;
    :meth:`styled` leans them to a seat's personal style."""

    #: Cost of a card outside the biggest set.
    off_group: float = 1.0
    #: Cost of any card in hand (the goat counts 5).
    card: float = 1.0
    #: Bonus per connected card (a future set).
    connected: float = 0.6
    #: Cost of passing.
    pass_cost: float = 0.3
    #: Cost per point of a lead's value (lead low).
    lead_low: float = 0.01
    #: Weight of an opponent's chance to go out on the table we leave.
    danger: float = 3.0

    def styled(self, style: Style) -> Weights:
        """These weights leaning to ``style``: a bold bot (risk) passes less and fears an opponent going out
        less; a quick one (tempo) sheds cards now rather than keeping its sets whole and connected."""
        return replace(
            self,
            pass_cost=self.pass_cost * (1 + style.risk),
            danger=self.danger * (1 - 0.3 * style.risk),
            card=self.card * (1 + 0.3 * style.tempo),
            connected=self.connected * (1 - 0.5 * style.tempo),
        )


#: Chance that h random cards form one set, for h = 1, 2, 3 (an opponent about to go out).
SET_CHANCE = (0.0, 1.0, 0.3, 0.08)


def score(hand: list[str], weights: Weights) -> float:
    """How far ``hand`` is from going out (lower is better)."""
    if not hand:
        return -100.0
    biggest, linked = shape(hand)
    penalty = len(hand) + (C.GOAT_PENALTY - 1 if C.GOAT in hand else 0)
    return weights.off_group * (len(hand) - biggest) + weights.card * penalty - weights.connected * linked


def best_take(hand: list[str], beaten: list[str], weights: Weights) -> tuple[float, str]:
    """The card to pick up from ``beaten`` into ``hand``, with the score of the hand it makes."""
    return min((score([*hand, c], weights), -C.value_of(c), c) for c in beaten)[0::2]


def danger(table: list[str], others: list[int], weights: Weights) -> float:
    """A rough chance-weighted cost that an opponent goes out on ``table`` (they hold few cards)."""
    size, top = len(table), max(C.value_of(c) for c in table)
    risk = 0.0
    for count in others:
        if count < len(SET_CHANCE) and size <= count <= size + 1:
            beat = 1.0 if count > size else (9 - top) / 9 + (0.0 if size == 1 else 0.1)
            risk += SET_CHANCE[count] * beat
    return weights.danger * risk


class HardBot:
    """Plays towards one finishing set: see the module docstring. Each seat leans its :class:`Weights` to its
    personal style (:func:`.styles.style_of`)."""

    level = "hard"
    weights = Weights()

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        weights = self.weights.styled(style_of(view, STYLES))
        hand = view["hand"]
        if view["phase"] == "take":
            return {"type": "take", "card": best_take(hand, view["take_from"], weights)[1]}
        table = _table_cards(view)
        plays = C.beating_sets(hand, table)
        finishing = [p for p in plays if len(p) == len(hand)]
        if finishing:
            return _play(finishing[-1])
        others = [n for s, n in enumerate(view["hand_counts"]) if s != view["seat"]]
        if table is None:
            return _play(_lead(hand, plays, others, weights))
        best = (score(hand, weights) + weights.pass_cost + danger(table, others, weights), 0, None)
        for play in plays:
            rest = [c for c in hand if c not in play]
            after = best_take(rest, table, weights)[0] + danger(play, others, weights)
            best = min(best, (after, C.play_value(play), play), key=lambda b: b[:2])
        return {"type": "pass"} if best[2] is None else _play(best[2])


def _lead(hand: list[str], plays: list[list[str]], others: list[int], weights: Weights) -> list[str]:
    scored = []
    for play in plays:
        rest = [c for c in hand if c not in play]
        cost = score(rest, weights) + weights.lead_low * C.play_value(play) + danger(play, others, weights)
        scored.append((cost, play))
    return min(scored, key=lambda s: s[0])[1]


class MediumBot(HardBot):
    """Between the two: the hard bot's sense of groups, but blind to connected cards and to opponents about
    to go out, and one move in five is the easy bot's."""

    level = "medium"
    weights = Weights(connected=0.0, danger=0.0)

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        if rng.below(_seeded(view), 5) == 0:
            return EasyBot().choose(view)
        return super().choose(view)


BOTS = {"easy": EasyBot(), "medium": MediumBot(), "hard": HardBot()}
