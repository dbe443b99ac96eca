"""Hardback bots. They see only their own seat's view and are deterministic.

- ``easy``: spells the best word among common words (SCOWL tier 35 or less, when there is one), counting ¢ and
  prestige alike; uses ink only when it has plenty; buys the dearest card it can afford; takes prestige.
- ``hard``: spells the word worth the most by its :class:`Valuation` (the finder guarantees the maximum over
  every legal word of its cards); draws with ink and uses remover when it pays; plans its purchases (cards,
  adverts, trading ink) to get the most value, and answers every benefit prompt by the same plan; in the
  co-operative game it buys (or jails) the dear cards Penny Dreadful would claim before the end. Each seat
  leans its :class:`Valuation` to a personal style.
The game never waits for a bot off its turn (it is only in ``may_act`` then): bots use ink at the start of their
own turn, and ``choose`` answers ``None`` for a view in which the bot's seat is not the active one.
"""

from __future__ import annotations

import math
import statistics
from itertools import combinations

from ...styles import STYLES, Style, style_of
from . import cards as C
from .benefits import Earnings
from .finder import Finder

#: How much harder a letter is to fit into words than an E (used to value cards for buying).
LETTER_EASE = {"q": 0.6, "x": 0.65, "z": 0.65, "j": 0.65, "k": 0.8, "v": 0.8, "w": 0.85, "y": 0.85, "f": 0.9}
VOWELS = set("aeiou")
#: The mean cost of a card of the offer deck.
AVERAGE_COST = statistics.fmean(C.card(c)["cost"] for c in C.genre_cards())
#: What a prestige kept from Penny Dreadful is worth, in the team's prestige. More than one: her points also bring
#: the end nearer, before the team's bought cards have paid. Measured (`bench/hardback.py`, 150 fresh deals per team
#: size): 1 won 50/43/40% solo/two/three authors, 3 won 53/59/65%, 8 won 69/76/81%, 15 no more (69/77/79%).
DENIAL = 8.0


class Valuation:
    """A seat's measure of what things are worth now: prestige 1, a ¢ less as the game goes on.

    ``style`` leans it (the bots pass their seat's, :func:`.styles.style_of`; advice takes the tuned one): a quick
    style (tempo) values ¢ less than prestige now, a slow one more, to buy cards that earn later; a bold one
    (risk) spends ink and remover more readily.
    """

    def __init__(self, view: dict, style: Style = STYLES[0]) -> None:
        seat = view["seat"]
        count = len(view["seats"])
        me = view["seats"][seat]
        if view["penny"] is not None:
            lead = max(view["penny"]["team"], view["penny"]["prestige"])
        else:
            lead = max(s["prestige"] for s in view["seats"])
        rounds = max(1.0, view["turns"] / count)
        rate = max(4.0, lead / rounds) if view["turns"] >= count else 5.0
        self.progress = min(1.0, lead / view["target"])
        self.rounds_left = min(30.0, max(1.0, (view["target"] - lead) / rate))
        self.prestige = 1.0
        self.coins = max(0.3, 0.9 - 0.6 * self.progress) * (1 - 0.3 * style.tempo)
        self.ink = 0.5
        self.remover = 0.35 * (1 - 0.5 * style.risk)
        #: The ink held from which the bot draws a third card with ink in one turn (two below it).
        self.plenty_of_ink = 4 - 2 * style.risk
        self.jail = 0.3
        self.look = 0.3
        self.ink_left = 0.35  # what an unspent ¢ (turned into ink) is worth
        word = view["turn"]["word"] if view["active"] == seat else []
        self.draw_pile = me["deck"]
        self.deck_size = me["deck"] + me["discard"] + me["hand"] + sum(1 for e in word if not e["classic"])
        known = list(view["you"]["hand"]) + list(view["you"]["discard"]) + list(me["classics"])
        self.genres = {g: sum(1 for c in known if C.card(c)["genre"] == g) for g in C.GENRES}
        # Co-op: Penny claims the oldest offer-row card after every author's turn, so every card of the row that she
        # reaches before the end is hers unless bought; a card bought leaves her the one that then comes within reach
        # in its place (a card of the row, or one of the deck, which costs the deck's average).
        self.denial: dict[int, float] = {}
        row = view["offer"]
        if view["penny"] is not None:
            claims = math.ceil(self.rounds_left * count)
            instead = C.card(row[claims])["cost"] if claims < len(row) else AVERAGE_COST
            for card in row[:claims]:
                self.denial[card] = DENIAL * (C.card(card)["cost"] - instead)

    # -- words -----------------------------------------------------------------------------------------
    def _code(self, code: str, value: int, context: dict) -> float:
        either = max(self.prestige, self.coins)
        return {
            "coins": self.coins * value,
            "prestige": self.prestige * value,
            "coins_or_prestige": either * value,
            "ink_or_remover": self.ink,
            "trash_self_for_coins": 0.5 * self.coins * value,
            "trash_self_for_prestige": 0.5 * self.prestige * value,
            "trash_discard_for_coins": self.coins * value + 0.3,
            "jail": self.jail,
            "preview_top3": self.look,
            "coins_per_adventure_in_play": self.coins * value * context["adventures"],
            "prestige_per_wild_in_play": self.prestige * value * context["wilds"],
            "prestige_per_inked_card_in_play": self.prestige * value * context["inked"],
        }.get(code, 0.0)

    def worth(self, e: Earnings) -> float:
        """What a word's earnings are worth (the finder maximises this)."""
        either = max(self.prestige, self.coins)
        total = self.prestige * e.prestige + self.coins * e.coins + either * e.flexible
        total += self.ink * len(e.ink_or_remover) + self.jail * len(e.jail) + self.look * len(e.preview)
        total += sum(0.5 * (self.coins if g == "coins" else self.prestige) * a for _, g, a in e.trash_self)
        total += sum(self.coins * a + 0.3 for _, a in e.trash_discard)
        return total

    def potential(self, card: int, context: dict) -> tuple[float, float]:
        """The most one live card's basic line and genre line can add to :meth:`worth` (not doubled)."""
        info = C.card(card)
        basic = sum(self._code(code, value, context) for code, value in info["basic"].items())
        return basic, sum(self._code(code, value, context) for code, value in info["genre_bonus"].items())

    # -- cards -----------------------------------------------------------------------------------------
    def per_play(self, card: int) -> float:
        """What the card is expected to earn each time it is played."""
        info = C.card(card)
        typical = {"adventures": 1.5, "wilds": 0.5, "inked": 0.5}
        basic = sum(self._code(k, v, typical) for k, v in info["basic"].items())
        bonus = sum(self._code(k, v, typical) for k, v in info["genre_bonus"].items())
        lines = set(info["basic"]) | set(info["genre_bonus"])
        extra = (1.0 if "double_adjacent" in lines else 0.0) + (0.3 if "uncover_adjacent_wild" in lines else 0.0)
        chance = min(0.85, 0.25 + 0.12 * self.genres.get(info["genre"], 0)) if info["genre"] in C.GENRES else 0.0
        ease = LETTER_EASE.get(info["letter"].lower(), 1.0)
        return ease * (basic + chance * (bonus + extra))

    def card_value(self, card: int) -> float:
        """What buying the card is worth: its plays for the rest of the game, and any prestige on purchase."""
        info = C.card(card)
        # a bought card goes to the discard pile: it is first drawn after the draw pile runs out
        rounds = max(0.0, self.rounds_left - self.draw_pile / C.HAND_SIZE)
        plays = rounds * C.HAND_SIZE / (self.deck_size + 1)
        if info["timeless"] and self.rounds_left > 3:
            plays *= 1.6  # once played it earns every turn until someone uses it
        return self.per_play(card) * plays + self.prestige * (info["buy_prestige"] + self.denial.get(card, 0.0))

    def keep_value(self, card: int) -> float:
        """What keeping a card of the deck is worth (for trashing): its plays, vowels count for spelling."""
        plays = self.rounds_left * C.HAND_SIZE / (self.deck_size + 1)
        vowel = 0.6 if C.letter(card) in VOWELS else 0.0
        return (self.per_play(card) + vowel) * plays


# -- purchase planning ----------------------------------------------------------------------------------
def plan(view: dict, value: Valuation, coins: int) -> tuple[float, list[dict]]:
    """The best purchases with ``coins``: (value, moves), cards first, then adverts, the rest becomes ink."""
    seat = view["seat"]
    shop = list(view["offer"]) + ([view["seats"][seat]["jail"]] if view["seats"][seat]["jail"] else [])
    affordable = [c for c in shop if C.card(c)["cost"] <= coins]
    wanted = [c for c in affordable if value.card_value(c) > value.ink_left * C.card(c)["cost"]]
    wanted.sort(key=lambda c: -value.card_value(c))
    wanted = wanted[:6]
    steps = C.ADVERTS[view["seats"][seat]["adverts"] :] if view["adverts"] else ()
    best = (value.ink_left * coins, [])
    for size in range(len(wanted) + 1):
        for group in combinations(wanted, size):
            cost = sum(C.card(c)["cost"] for c in group)
            if cost > coins:
                continue
            total = sum(value.card_value(c) for c in group)
            left = coins - cost
            moves = [{"type": "buy", "card": c} for c in group]
            for price, prestige in steps:
                if price > left or value.prestige * prestige <= value.ink_left * price:
                    break
                left -= price
                total += value.prestige * prestige
                moves.append({"type": "advert"})
            total += value.ink_left * left
            if total > best[0] + 1e-9:
                best = (total, moves)
    return best


class EasyBot:
    """Common words, simple choices."""

    level = "easy"

    def choose(self, view: dict) -> dict | None:
        moves = view["moves"]
        seat = view["seat"]
        if seat != view["active"] or view["phase"] == "over":
            return None
        phase = view["phase"]
        if phase == "spell":
            me = view["seats"][seat]
            if {"type": "ink"} in moves and me["ink"] >= 3 and not view["you"]["inked"]:
                return {"type": "ink"}
            for tier, wilds in ((35, 2), (None, 2), (None, None)):
                finder = Finder(view, _simple_worth, _simple_potential, max_tier=tier, exact=False, max_wilds=wilds)
                choice = finder.best()
                if choice is not None:
                    return choice.move
            return {"type": "skip"}
        if phase == "resolve":  # keep cards, take prestige and ink, jail and trash nothing
            return next((m for m in moves if m["pick"] in ("keep", "skip", "prestige", "ink")), moves[0])
        buys = [m for m in moves if m["type"] == "buy"]
        if buys:
            return max(buys, key=lambda m: (C.card(m["card"])["cost"], -m["card"]))
        if {"type": "advert"} in moves:
            return {"type": "advert"}
        return {"type": "end_turn"}


def _simple_worth(e: Earnings) -> float:
    return e.coins + e.prestige + e.flexible


def _simple_potential(card: int, context: dict) -> tuple[float, float]:
    info = C.card(card)
    return _simple_line(info["basic"], context), _simple_line(info["genre_bonus"], context)


def _simple_line(line: dict, context: dict) -> float:
    total = 0.0
    for code, v in line.items():
        if code in ("coins", "prestige", "coins_or_prestige"):
            total += v
        elif code == "coins_per_adventure_in_play":
            total += v * context["adventures"]
        elif code == "prestige_per_wild_in_play":
            total += v * context["wilds"]
        elif code == "prestige_per_inked_card_in_play":
            total += v * context["inked"]
    return total


class HardBot:
    """The most valuable word every turn, planned purchases."""

    level = "hard"

    def choose(self, view: dict) -> dict | None:
        seat = view["seat"]
        if seat != view["active"] or view["phase"] == "over":
            return None
        value = Valuation(view, style_of(view, STYLES))
        phase = view["phase"]
        if phase == "spell":
            return self._spell(view, value)
        if phase == "resolve":
            return self._resolve(view, value)
        return self._buy(view, value)

    def _spell(self, view: dict, value: Valuation) -> dict:
        moves = view["moves"]
        me = view["seats"][view["seat"]]
        inked = view["you"]["inked"]
        cap = 3 if me["ink"] >= value.plenty_of_ink else 2
        if {"type": "ink"} in moves and len(inked) < cap and me["deck"] + me["discard"] > 0:
            return {"type": "ink"}
        best = Finder(view, value.worth, value.potential).best()
        if me["remover"] and inked:
            for card in inked:
                rest = [c for c in inked if c != card]
                freed = Finder(view, value.worth, value.potential, inked=rest).best()
                if freed is not None and (best is None or freed.value > best.value + value.remover):
                    return {"type": "remover", "card": card}
        return best.move if best is not None else {"type": "skip"}

    def _resolve(self, view: dict, value: Valuation) -> dict:
        prompt = view["turn"]["prompt"]
        kind, options = prompt["kind"], prompt["options"]
        coins = view["turn"]["coins"]
        me = view["seats"][view["seat"]]

        def pick(name: str, card: int | None = None) -> dict:
            return next(m for m in options if m["pick"] == name and (card is None or m.get("card") == card))

        if kind == "trash_self":
            weight = value.coins if prompt["gain"] == "coins" else value.prestige
            trash = weight * prompt["amount"] > value.keep_value(prompt["card"])
            return pick("trash" if trash else "keep")
        if kind == "trash_discard":
            cards = [m["card"] for m in options if m["pick"] == "trash"]
            return pick("trash", min(cards, key=lambda c: (value.keep_value(c), c))) if cards else pick("skip")
        if kind == "preview":
            card = options[0]["card"]
            return pick("keep" if value.per_play(card) >= 1.2 else "discard", card)
        if kind == "either":
            amount = prompt["amount"]
            richer = plan(view, value, coins + amount)[0]
            return pick("coins" if richer > plan(view, value, coins)[0] + value.prestige * amount else "prestige")
        if kind == "ink_or_remover":
            return pick("remover" if me["remover"] == 0 and me["ink"] >= 2 else "ink")
        # jail: reserve the most valuable card out of reach now (in co-op, taking Penny's next card counts),
        # if it beats the one held
        held = value.card_value(me["jail"]) if me["jail"] else 0.0
        targets = [m["card"] for m in options if m["pick"] == "reserve" and C.card(m["card"])["cost"] > coins]
        targets += [c for c in value.denial if value.denial[c] >= 2 and c not in targets]
        if targets:
            card = max(targets, key=lambda c: (value.card_value(c), -c))
            if value.card_value(card) > max(held, 2.0):
                return pick("reserve", card)
        return pick("skip")

    def _buy(self, view: dict, value: Valuation) -> dict:
        moves = view["moves"]
        coins = view["turn"]["coins"]
        worth, steps = plan(view, value, coins)
        if {"type": "flush"} in moves and not steps and coins >= 4:
            return {"type": "flush"}
        shop = view["shop"]
        if shop and shop["convert"]:
            ink = shop["convert"]["ink"]
            richer = plan(view, value, coins + shop["convert"]["coins"])[0] - value.ink_left * ink
            if richer > worth + 0.5:
                return {"type": "convert"}
        return steps[0] if steps else {"type": "end_turn"}


BOTS = {"easy": EasyBot(), "hard": HardBot()}
