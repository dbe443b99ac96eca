"""The bots' search for plays, on what a seat's view shows: its hand, the pool and the patent board.

:func:`plays` finds the plays of one word through the shared word search (:mod:`parlour.words`), which
knows the X patent (one card twice) and the Z patent (a free final S). :func:`best_pair` finds the best two
words for the V patent: a word's earnings never depend on which of two same-letter cards it uses, so pairs
are checked on how many cards of each (letter, hand or pool) group the two words need, packed into one int.
Earnings come from :mod:`.scoring`, the rules' own function, so a play earns exactly what the search says.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...words import Candidate, WordList
from .cards import DOUBLERS, letter_of, money_for, stock_for
from .scoring import assign, base, doubler_options, earnings

FIELD = 5  # bits per card group in a packed usage: room for 12 uses + the overflow bit
OVERFLOW = 1 << (FIELD - 1)


@dataclass
class Rack:
    """A seat's cards and patents, as its view shows them."""

    hand: list[str]
    pool: list[str]
    owned: frozenset[str]
    owners: dict[str, int | None]
    seat: int

    @property
    def cards(self) -> list[str]:
        """The rack the word search reads: the hand, then the pool."""
        return [*self.hand, *self.pool]

    @classmethod
    def from_view(cls, view: dict) -> Rack:
        """The rack of the seat that ``view`` belongs to."""
        seat = view["seat"]
        owners = {p["letter"]: p["owner"] for p in view["patents"]}
        owned = frozenset(c for c, o in owners.items() if o == seat)
        return cls(list(view["hand"]), [c for c in view["pool"] if c is not None], owned, owners, seat)


@dataclass
class Option:
    """A play the bots consider: its move, what it earns the player, the royalties it pays the others."""

    words: list[dict]
    earned: int
    money: int
    royalties: int
    letters: str  # the letters of the distinct cards used (patents it lets the player buy)
    tier: int
    texts: list[str] = field(default_factory=list)

    @property
    def move(self) -> dict:
        """The play as a move."""
        return {"type": "play", "words": [dict(w) for w in self.words]}


def multiplier(rack: Rack) -> int:
    """The most B, J and K can multiply a word by for this player (J and K, or B and K, never hold together)."""
    mine = rack.owned & set(DOUBLERS)
    return 4 if {"B", "J"} <= mine else 2 if mine else 1


def _word_spec(rack: Rack, cand: Candidate, mapping: dict[int, int] | None = None) -> dict:
    ids = rack.cards
    cards = [ids[i if mapping is None else mapping[i]] for i in cand.cards if i is not None]
    return {"cards": cards, "add_s": cand.plural_s}


class Searcher:
    """The plays of one rack, scored by the rules' own earnings (cached per word)."""

    def __init__(self, wordlist: WordList, rack: Rack) -> None:
        self.wordlist = wordlist
        self.rack = rack
        self.cards = rack.cards
        self.letters = "".join(letter_of(c).lower() for c in self.cards)
        self.kinds = ["hand"] * len(rack.hand) + ["pool"] * len(rack.pool)
        self._earned: dict[str, tuple[int, int]] = {}
        self.has_q = "Q" in self.letters.upper()
        self.top = multiplier(rack) * (2 if self.has_q else 1)

    def earn(self, word: str) -> tuple[int, int]:
        """(money + stock, money) that ``word`` (uppercase) earns alone, with the best Y choices."""
        found = self._earned.get(word)
        if found is None:
            (e,) = earnings([word], self.rack.owned)
            found = self._earned[word] = (e.money + e.stock, e.money)
        return found

    def bound(self, length: int) -> float:
        """The most a word of ``length`` letters could earn here."""
        return (money_for(length) + stock_for(length)) * self.top

    def search(self, limit: int | None, max_tier: int | None = None, xz: bool = True) -> list[Candidate]:
        """One-word candidates, best earnings first (``limit``: only the best)."""
        owned = self.rack.owned
        return self.wordlist.search(
            self.letters,
            min_length=3,
            use_one_of=range(len(self.rack.hand)),
            double=xz and "X" in owned,
            plural_s=xz and "Z" in owned,
            max_tier=max_tier,
            kinds=self.kinds,
            by_position=False,
            score=lambda c: self.earn(c.word.upper())[0],
            bound=self.bound if limit is not None else None,
            limit=limit,
        )

    def option(self, cands: Sequence[Candidate], mappings: Sequence[dict[int, int] | None] | None = None) -> Option:
        """The play of one or two candidates (the second one's cards remapped to spare copies)."""
        mappings = mappings or [None] * len(cands)
        specs = [_word_spec(self.rack, c, m) for c, m in zip(cands, mappings, strict=True)]
        texts = [c.word.upper() for c in cands]
        earned = earnings(texts, self.rack.owned)
        used = list(dict.fromkeys(card for s in specs for card in s["cards"]))
        owners, seat = self.rack.owners, self.rack.seat
        royalty = sum(1 for c in used if owners.get(letter_of(c)) not in (None, seat))
        letters = "".join(sorted({letter_of(c) for c in used}))
        total = sum(e.money + e.stock for e in earned)
        money = sum(e.money for e in earned)
        return Option(specs, total, money, royalty, letters, max(c.tier for c in cands), texts)

    # -- the V patent: two words ---------------------------------------------------------------------
    def best_pair(self, floor: int) -> Option | None:
        """The two-word play that earns most, if it earns more than ``floor``; None otherwise."""
        cands = self.search(None)
        groups: dict[tuple[str, str], int] = {}
        group_of = []
        for letter, kind in zip(self.letters, self.kinds, strict=True):
            group_of.append(groups.setdefault((letter, kind), len(groups)))
        capacity = [0] * len(groups)
        for g in group_of:
            capacity[g] += 1
        bias = sum((OVERFLOW - 1 - cap) << (FIELD * g) for g, cap in enumerate(capacity))
        mask = sum(OVERFLOW << (FIELD * g) for g in range(len(groups)))
        owned = self.rack.owned
        share = "X" in owned
        entries = []
        seen = set()
        for cand in cands:
            word = cand.word.upper()
            packed = sum(1 << (FIELD * group_of[i]) for i in cand.used)
            value = base(word)
            options = doubler_options(word, owned)
            # Words that need the same cards and earn alike are the same for pairing (anagrams, mostly).
            key = (packed, cand.doubled is not None, cand.plural_s, value, tuple(options))
            if key not in seen:
                seen.add(key)
                best = self.earn(word)[0]
                entries.append((best, packed, cand.doubled is not None, cand.plural_s, value, options, cand))
        entries.sort(key=lambda e: -e[0])
        found = None
        count = len(entries)
        for i in range(count):
            ub_i, packed_i, doubled_i, plural_i, value_i, options_i, cand_i = entries[i]
            if 2 * ub_i <= floor:
                break
            # j == i: the same word twice, spelled with other copies of its letters.
            for j in range(i, count):
                ub_j, packed_j, doubled_j, plural_j, value_j, options_j, cand_j = entries[j]
                if ub_i + ub_j <= floor:
                    break
                if (plural_i and plural_j) or (doubled_i and doubled_j):
                    continue
                over = (packed_i + packed_j + bias) & mask
                if over:
                    # The X patent may share one card between the two words (one group one over its count).
                    if not share or doubled_i or doubled_j or over & (over - 1):
                        continue
                    if (packed_i + packed_j + bias - (over >> (FIELD - 1))) & mask:
                        continue
                chosen = assign([value_i, value_j], [options_i, options_j])
                total = sum((m + s) << len(d) for (m, s), d in zip((value_i, value_j), chosen, strict=True))
                if total > floor:
                    floor, found = total, (cand_i, cand_j, bool(over))
        if found is None:
            return None
        first, second, shared = found
        return self.option([first, second], [None, self._remap(first, second, shared)])

    def _remap(self, first: Candidate, second: Candidate, shared: bool) -> dict[int, int]:
        """Cards for the second word that the first does not use (one shared card when X allows it)."""
        taken = set(first.used)
        mapping: dict[int, int] = {}
        for i in second.used:
            same = [k for k in range(len(self.cards)) if self.letters[k] == self.letters[i]]
            same = [k for k in same if self.kinds[k] == self.kinds[i]]
            spare = [k for k in same if k not in taken]
            if spare:
                mapping[i] = spare[0]
                taken.add(spare[0])
            else:
                assert shared, "the pair check let two words use one card"
                mapping[i] = next(k for k in same if k in first.used)
                shared = False
        return mapping


def best_plays(wordlist: WordList, rack: Rack, limit: int = 12, pairs: bool = True) -> list[Option]:
    """The plays that earn most (up to ``limit`` one-word plays, best first, and the best two-word play
    first if it earns more than any one word)."""
    searcher = Searcher(wordlist, rack)
    singles = [searcher.option([c]) for c in searcher.search(limit)]
    if pairs and "V" in rack.owned:
        floor = singles[0].earned if singles else 0
        pair = searcher.best_pair(floor)
        if pair is not None:
            return [pair, *singles]
    return singles
