"""Letter Tycoon bots. They read only their own seat's view (and the public word list the game names).

- ``easy``: plays a common word (SCOWL tier 35 or less when it can) picked at random among its few best,
  one word only, never replaces or discards, buys a random patent it can afford.
- ``hard``: plays what earns most this turn — V pairs, X and Z, the Q card and its B, J, K conditions
  included — then, among plays that earn as much, the one paying the fewest royalties to others and opening
  the best patent; buys the patent worth most to it (royalties to come and abilities), replaces (Q) and
  discards the cards that spell least. Each seat leans to a personal style there: a bold one churns more cards
  and sinks more money in a patent; a quick one values royalties and money, a slow one abilities and openings.

Both challenge exactly the words the dictionary does not hold (players' challenge variant).
"""

from __future__ import annotations

from ... import rng, words
from ...engine import dump_json
from ...styles import STYLES, Style, style_of
from .cards import COUNT, PATENT_COST, VOWELS, letter_of
from .tactics import Option, Rack, Searcher, best_plays

#: How useful a letter card is for spelling (a bot's rough sense: S and E best, J Q X Z worst).
KEEP = {
    **dict.fromkeys("S", 3.0),
    **dict.fromkeys("E", 2.6),
    **dict.fromkeys("AIORTNL", 2.2),
    **dict.fromkeys("DU", 1.8),
    **dict.fromkeys("CGHMP", 1.5),
    **dict.fromkeys("BFY", 1.2),
    **dict.fromkeys("KWV", 0.9),
    **dict.fromkeys("JXZQ", 0.5),
}
#: The extra worth of owning a patent's ability, in dollars (beyond its price, which counts for the score).
ABILITY_WORTH = {"V": 4.0, "Z": 4.0, "X": 3.0, "J": 3.0, "K": 2.5, "B": 2.0, "Q": 1.0}
#: Expected royalties per copy of a letter in the deck, per opponent (a few turns each are left, on average).
ROYALTY_WORTH = 0.25


def _seeded(view: dict) -> list:
    """A generator seeded from what the bot sees, so the same view always gives the same move."""
    seen = {k: view[k] for k in ("seat", "hand", "pool", "turn_number", "phase", "money")}
    return rng.new(rng.derive_seed(dump_json(seen), str(len(view["log"]))))


def wordlist(view: dict) -> words.WordList:
    """The word list of the game."""
    return words.load(view["dictionary"]["name"])


def respond(view: dict) -> dict:
    """Challenge a word not in the list, accept one that is."""
    known = wordlist(view)
    texts = [w["word"].lower() for w in view["turn"]["play"]["words"]]
    return {"type": "challenge" if any(t not in known for t in texts) else "accept"}


def keep_worth(hand: list[str]) -> list[tuple[float, str]]:
    """Each card's worth to keep, lowest first: its letter, less for third copies and for unbalanced vowels."""
    letters = [letter_of(c) for c in hand]
    vowels = sum(c in VOWELS for c in letters)
    worth = []
    seen: dict[str, int] = {}
    for card, letter in zip(hand, letters, strict=True):
        seen[letter] = seen.get(letter, 0) + 1
        value = KEEP[letter]
        if letter == "Q" and "U" in letters:
            value = 2.0  # a Q with a U doubles a word
        if seen[letter] >= 2:
            value -= 0.8 * (seen[letter] - 1)
        if letter in VOWELS and vowels > 4:
            value -= 0.8
        if letter not in VOWELS and vowels < 2:
            value -= 0.4
        worth.append((value, card))
    return sorted(worth)


class EasyBot:
    """A gentle opponent: a common word, not the best; a random patent."""

    level = "easy"

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        phase, gen = view["phase"], _seeded(view)
        if phase == "challenge":
            return respond(view)
        if phase == "patent":
            buy = view["actions"]["buy"]
            return {"type": "patent", "letter": rng.choice(gen, buy)} if buy else {"type": "skip_patent"}
        if phase == "discard":
            return {"type": "discard", "cards": []}
        if phase == "penalty":
            return {"type": "discard", "cards": [keep_worth(view["hand"])[0][1]]}
        rack = Rack.from_view(view)
        known = wordlist(view)
        for tier in (35, 50, None):
            options = best_plays_tier(known, rack, tier)
            if options:
                return rng.choice(gen, options[:5]).move
        return {"type": "pass"}


def best_plays_tier(known: words.WordList, rack: Rack, tier: int | None) -> list[Option]:
    """One-word plays of words of at most this tier (the easy bot's search)."""
    searcher = Searcher(known, rack)
    return [searcher.option([c]) for c in searcher.search(8, max_tier=tier)]


class HardBot:
    """Earns the most it can each turn: see the module docstring. What it does with the rest leans to its seat's
    personal style (:func:`.styles.style_of`)."""

    level = "hard"

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        phase, style = view["phase"], style_of(view, STYLES)
        if phase == "challenge":
            return respond(view)
        if phase == "patent":
            return self._patent(view, style)
        if phase in ("discard", "penalty"):
            return self._discard(view, style)
        worth = keep_worth(view["hand"])
        if view["actions"]["replace"] and worth[0][0] < poor_below(style):
            return {"type": "replace", "card": worth[0][1]}
        options = best_plays(wordlist(view), Rack.from_view(view))
        if not options:
            return {"type": "pass"}
        top = max(o.earned for o in options)

        def preference(option: Option) -> tuple:
            # Every play here earns as much: a quick style keeps the money, a slow one opens the best patent.
            opening = self._opening(view, option, style)
            if style.tempo < 0:
                return (opening, option.money, -option.royalties, -option.tier)
            return (option.money, -option.royalties, opening, -option.tier)

        return max((o for o in options if o.earned == top), key=preference).move

    def patent_worth(self, view: dict, letter: str, style: Style) -> float:
        """What owning ``letter``'s patent adds beyond its price: royalties to come and its ability (a quick
        style counts the royalties more, a slow one the ability it will build words for)."""
        others = len(view["players"]) - 1
        royalties = COUNT[letter] * ROYALTY_WORTH * others
        return royalties * (1 + 0.25 * style.tempo) + ABILITY_WORTH.get(letter, 0.0) * (1 - 0.25 * style.tempo)

    def _opening(self, view: dict, option: Option, style: Style) -> float:
        """The best patent a play would let the bot buy (its worth), 0 if none."""
        seat = view["seat"]
        money = view["money"][seat] + option.money
        owners = {p["letter"]: p["owner"] for p in view["patents"]}
        worths = [
            self.patent_worth(view, c, style) for c in option.letters if owners[c] is None and PATENT_COST[c] <= money
        ]
        return max(worths, default=0.0)

    def _patent(self, view: dict, style: Style) -> dict:
        buy = view["actions"]["buy"]
        if not buy:
            return {"type": "skip_patent"}
        # The price comes back at the end; a bold style sinks more of its money at once, a careful one keeps
        # some for the next patent.
        dear = 0.1 * style.risk
        letter = max(buy, key=lambda c: (self.patent_worth(view, c, style) + dear * PATENT_COST[c], PATENT_COST[c]))
        return {"type": "patent", "letter": letter}

    def _discard(self, view: dict, style: Style) -> dict:
        worth = keep_worth(view["hand"])
        if view["phase"] == "penalty":
            return {"type": "discard", "cards": [worth[0][1]]}
        poor = {card for value, card in worth[:3] if value < poor_below(style)}  # the three worst at most
        return {"type": "discard", "cards": [c for c in view["hand"] if c in poor]}


def poor_below(style: Style) -> float:
    """The worth (:func:`keep_worth`) under which a card is given up for a new one: a bold style churns more."""
    return 1.0 + 0.4 * style.risk


BOTS = {"easy": EasyBot(), "hard": HardBot()}
