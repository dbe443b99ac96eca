"""Odin bots. They read only their own seat's view and use the shared set rules of :mod:`.cards`.

- ``easy``: plays the lowest play that beats the table, passes now and then, leads its lowest card.
- ``medium``: the hard bot's plan without its finer points, and now and then the easy bot's move.
- ``hard``: scores each possible play by the hand it leaves (fewer cards, and above all fewer cards outside
  its biggest one-colour or one-value group, the group it will finish with), takes back the card that fits
  that group best, passes when beating would break the group, and goes out whenever it can.
"""

from __future__ import annotations

from ... import rng
from ...engine import dump_json
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


class HardBot:
    """Plays towards one finishing set: see the module docstring.

    The weights were tuned by seeded bot-against-bot matches (bench/odin_bots.py measures the speed).
    """

    level = "hard"

    #: Cost of a card outside the biggest set and of any card in hand (the goat counts 5); bonus per connected
    #: card; cost of passing; cost per point of a lead's value (lead low); weight of an opponent's chance to go
    #: out on the table we leave.
    OFF_GROUP = 1.0
    CARD = 1.0
    CONNECTED = 0.6
    PASS_COST = 0.3
    LEAD_LOW = 0.01
    DANGER = 3.0
    #: Chance that h random cards form one set, for h = 1, 2, 3 (an opponent about to go out).
    SET_CHANCE = (0.0, 1.0, 0.3, 0.08)

    def score(self, hand: list[str]) -> float:
        """How far ``hand`` is from going out (lower is better)."""
        if not hand:
            return -100.0
        biggest, linked = shape(hand)
        penalty = len(hand) + (C.GOAT_PENALTY - 1 if C.GOAT in hand else 0)
        return self.OFF_GROUP * (len(hand) - biggest) + self.CARD * penalty - self.CONNECTED * linked

    def best_take(self, hand: list[str], beaten: list[str]) -> tuple[float, str]:
        """The card to take back from ``beaten`` into ``hand``, with the score of the hand it makes."""
        return min((self.score([*hand, c]), -C.value_of(c), c) for c in beaten)[0::2]

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        hand = view["hand"]
        if view["phase"] == "take":
            return {"type": "take", "card": self.best_take(hand, view["take_from"])[1]}
        table = _table_cards(view)
        plays = C.beating_sets(hand, table)
        finishing = [p for p in plays if len(p) == len(hand)]
        if finishing:
            return _play(finishing[-1])
        if table is None:
            others = [n for s, n in enumerate(view["hand_counts"]) if s != view["seat"]]
            return _play(self._lead(hand, plays, others))
        others = [n for s, n in enumerate(view["hand_counts"]) if s != view["seat"]]
        best = (self.score(hand) + self.PASS_COST + self.danger(table, others), 0, None)
        for play in plays:
            rest = [c for c in hand if c not in play]
            after = self.best_take(rest, table)[0] + self.danger(play, others)
            best = min(best, (after, C.play_value(play), play), key=lambda b: b[:2])
        return {"type": "pass"} if best[2] is None else _play(best[2])

    def danger(self, table: list[str], others: list[int]) -> float:
        """A rough chance-weighted cost that an opponent goes out on ``table`` (they hold few cards)."""
        size, top = len(table), max(C.value_of(c) for c in table)
        risk = 0.0
        for count in others:
            if count < len(self.SET_CHANCE) and size <= count <= size + 1:
                beat = 1.0 if count > size else (9 - top) / 9 + (0.0 if size == 1 else 0.1)
                risk += self.SET_CHANCE[count] * beat
        return self.DANGER * risk

    def _lead(self, hand: list[str], plays: list[list[str]], others: list[int]) -> list[str]:
        scored = []
        for play in plays:
            rest = [c for c in hand if c not in play]
            cost = self.score(rest) + self.LEAD_LOW * C.play_value(play) + self.danger(play, others)
            scored.append((cost, play))
        return min(scored, key=lambda s: s[0])[1]


class MediumBot(HardBot):
    """Between the two: the hard bot's sense of groups, but blind to connected cards and to opponents about
    to go out, and one move in five is the easy bot's."""

    level = "medium"
    CONNECTED = 0.0
    DANGER = 0.0

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        if rng.below(_seeded(view), 5) == 0:
            return EasyBot().choose(view)
        return super().choose(view)


BOTS = {"easy": EasyBot(), "medium": MediumBot(), "hard": HardBot()}
