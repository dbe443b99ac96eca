"""The bots' search for plays, on what a seat's view shows: its hand, the pool and the patent board.

:func:`plays` finds the plays of one word through the shared word search (:mod:`parlour.words`), which
knows the X patent (one card twice) and the Z patent (a free final S). :func:`best_pair` finds the best two
words for the V patent: a word's earnings never depend on which of two same-letter cards it uses, so pairs
are checked on how many cards of each (letter, hand or pool) group the two words need, packed into one int;
it fits the words of a length only while a pair with them could still earn more than the best pair found.
Earnings come from :mod:`.scoring`, the rules' own function, so a play earns exactly what the search says.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from ...words import Candidate, Speller, WordList
from .cards import DOUBLERS, MIN_LETTERS, letter_of, money_for, stock_for
from .scoring import alone, assign, base, doubler_options, earnings

FIELD = 5  # bits per card group in a packed usage: room for 12 uses + the overflow bit
OVERFLOW = 1 << (FIELD - 1)
# A word for pairing: (earnings alone, rank in the search, packed usage, doubled, plural S, (money, stock) before
# the patents, doubler options, the candidate).
_Entry = tuple[int, tuple, int, bool, bool, tuple[int, int], list[frozenset[str]], Candidate]
# What a word earns alone, its (money, stock) before the patents and its doubler options (Searcher.worth).
_Worth = tuple[int, tuple[int, int], list[frozenset[str]]]
# The best pair so far: (earnings, the words' ranks, first word, second word, whether they share a card).
_Best = tuple[int, tuple, Candidate, Candidate, bool]


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


@dataclass
class Packing:
    """A word's card usage as one int: a :data:`FIELD`-bit count per card group (a letter in the hand or in
    the pool), biased so that two words' usages added overflow a group's top bit when they need more cards of
    it than the rack holds."""

    group_of: list[int]
    bias: int
    mask: int

    def __init__(self, letters: str, kinds: Sequence[str]) -> None:
        groups: dict[tuple[str, str], int] = {}
        self.group_of = [groups.setdefault(group, len(groups)) for group in zip(letters, kinds, strict=True)]
        capacity = [0] * len(groups)
        for g in self.group_of:
            capacity[g] += 1
        self.bias = sum((OVERFLOW - 1 - cap) << (FIELD * g) for g, cap in enumerate(capacity))
        self.mask = sum(OVERFLOW << (FIELD * g) for g in range(len(groups)))


def _first(pair: tuple) -> tuple:
    return pair[0]


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
        self._worth: dict[str, _Worth] = {}
        self._of_length: dict[int, list[Candidate]] = {}
        self.has_q = "Q" in self.letters.upper()
        self.top = multiplier(rack) * (2 if self.has_q else 1)

    def worth(self, word: str) -> _Worth:
        """What ``word`` (uppercase) earns alone (money + stock) with the best Y choices, its (money, stock)
        before the patents and its doubler options (what a pair's doublers are assigned from)."""
        found = self._worth.get(word)
        if found is None:
            value = base(word)
            options = doubler_options(word, self.rack.owned)
            found = self._worth[word] = (alone(value, options), value, options)
        return found

    def bound(self, length: int) -> float:
        """The most a word of ``length`` letters could earn here."""
        return (money_for(length) + stock_for(length)) * self.top

    @cached_property
    def speller(self) -> Speller:
        """The rack under the spelling rules of this player's patents (X: a card twice, Z: a free S)."""
        owned = self.rack.owned
        return Speller(
            self.wordlist,
            self.letters,
            use_one_of=range(len(self.rack.hand)),
            double="X" in owned,
            plural_s="Z" in owned,
            kinds=self.kinds,
            by_position=False,
        )

    def search(self, limit: int | None, max_tier: int | None = None, length: int | None = None) -> list[Candidate]:
        """One-word candidates, best earnings first (``limit``: only the best; ``length``: only words of so
        many letters)."""
        return self.speller.search(
            min_length=length or MIN_LETTERS,
            max_length=length,
            max_tier=max_tier,
            score=lambda c: self.worth(c.word.upper())[0],
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

    def of_length(self, length: int) -> list[Candidate]:
        """The candidates of ``length`` letters, best first (fitted once: the pair search reuses them)."""
        found = self._of_length.get(length)
        if found is None:
            found = self._of_length[length] = self.search(None, length=length)
        return found

    def best_by_length(self, limit: int) -> list[Candidate]:
        """What ``search(limit)`` gives, from :meth:`of_length`: the longest lengths first, until no shorter
        word can beat the ``limit``-th best."""
        owned = self.rack.owned
        ranked: list[tuple[tuple, Candidate]] = []
        for length in range(len(self.cards) + ("X" in owned) + ("Z" in owned), MIN_LETTERS - 1, -1):
            if len(ranked) >= limit and self.bound(length) < ranked[limit - 1][1].score:
                break
            ranked += (((-c.score, c.tier, c.word, k), c) for k, c in enumerate(self.of_length(length)))
            ranked.sort(key=_first)
        return [cand for _, cand in ranked[:limit]]

    # -- the V patent: two words ---------------------------------------------------------------------
    @cached_property
    def pair_doublings(self) -> list[tuple[int, int]]:
        """How many times the player's B, J and K patents can double each of two words (each patent one word)."""
        mine = len(self.rack.owned & set(DOUBLERS))
        most = multiplier(self.rack).bit_length() - 1  # per word
        return [(k, m) for k in range(most + 1) for m in range(most + 1) if k + m <= mine]

    @cached_property
    def packing(self) -> Packing:
        """How the pair search packs the cards a word uses into one int."""
        return Packing(self.letters, self.kinds)

    def best_pair(self, floor: int) -> Option | None:
        """The two-word play that earns most, if it earns more than ``floor``; None otherwise.

        Pairs of word lengths are tried in descending order of what they could earn, and a length's words are
        fitted only when a pair of lengths with it could still beat the best pair found (once fitted, what its
        words earn bounds it); two words hold at most the cards' letters, the X patent's second use and the Z
        patent's S. Of the pairs that earn alike, the one whose words the search ranks first wins."""
        owned = self.rack.owned
        room = len(self.cards) + ("X" in owned) + ("Z" in owned)
        lengths = range(MIN_LETTERS, room - MIN_LETTERS + 1)
        pairs = [(a, b) for a in lengths for b in lengths if a <= b and a + b <= room]
        fitted: dict[int, list[_Entry]] = {}

        def plain(length: int) -> int:
            """The most a word of ``length`` letters earns here before the B, J and K patents."""
            entries = fitted.get(length)
            if entries is None:
                return (money_for(length) + stock_for(length)) * (2 if self.has_q else 1)
            return max((sum(e[5]) for e in entries), default=0)

        def reach(length: int) -> float:
            entries = fitted.get(length)
            return self.bound(length) if entries is None else entries[0][0] if entries else 0

        def most(a: int, b: int) -> int:
            # Each of B, J and K doubles one word of the two at most.
            doubled = max((plain(a) << k) + (plain(b) << m) for k, m in self.pair_doublings)
            return min(doubled, reach(a) + reach(b))

        # Most first; of pairs that could earn alike, the one whose better word could earn most first: the
        # first to find a pair that later ties can only lose to.
        pairs.sort(key=lambda p: (-most(*p), -self.bound(p[1])))
        best: _Best | None = None
        goal = floor + 1  # what a pair must earn to count (a pair that earns as much as the best then needs rank)

        def may_beat(a: int, b: int) -> bool:
            top = most(a, b)
            # A tie wins only with a better first word: the search ranks words by what they earn first.
            return top > goal or (top == goal and (best is None or max(reach(a), reach(b)) >= -best[1][0][0]))

        for a, b in pairs:
            for length in (b, a):  # the longer first: fewer words, and it may spare fitting the shorter
                if length not in fitted and may_beat(a, b):
                    fitted[length] = self._entries(length)
            if may_beat(a, b):
                best = self._best_within(fitted[a], fitted[b], a == b, goal, best)
                if best is not None:
                    goal = best[0]
        if best is None:
            return None
        _, _, first, second, shared = best
        return self.option([first, second], [None, self._remap(first, second, shared)])

    def _entries(self, length: int) -> list[_Entry]:
        """The words of ``length`` letters for pairing, best earnings first: words that need the same cards
        and earn alike are one entry (anagrams, mostly), the one the search ranks first."""
        packing = self.packing
        entries = []
        seen = set()
        for index, cand in enumerate(self.of_length(length)):
            earned, value, options = self.worth(cand.word.upper())
            packed = sum(1 << (FIELD * packing.group_of[i]) for i in cand.used)
            key = (packed, cand.doubled is not None, cand.plural_s, value, tuple(options))
            if key not in seen:
                seen.add(key)
                rank = (-earned, cand.tier, cand.word, index)
                entries.append((earned, rank, packed, cand.doubled is not None, cand.plural_s, value, options, cand))
        return entries

    def _best_within(
        self, firsts: list[_Entry], seconds: list[_Entry], same: bool, goal: int, best: _Best | None
    ) -> _Best | None:
        """The best pair of a word of ``firsts`` and one of ``seconds`` (the same list when ``same``: then each
        pair once, a word with itself included) if it earns ``goal`` or more and beats ``best``; else ``best``."""
        if not seconds:
            return best
        bias, mask, share = self.packing.bias, self.packing.mask, "X" in self.rack.owned
        for i, (ub_i, rank_i, packed_i, doubled_i, plural_i, value_i, options_i, cand_i) in enumerate(firsts):
            start = i if same else 0
            if start >= len(seconds) or ub_i + seconds[start][0] < goal:
                break
            for ub_j, rank_j, packed_j, doubled_j, plural_j, value_j, options_j, cand_j in seconds[start:]:
                if ub_i + ub_j < goal:
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
                if total < goal:
                    continue
                if rank_j < rank_i:
                    found: _Best = (total, (rank_j, rank_i), cand_j, cand_i, bool(over))
                else:
                    found = (total, (rank_i, rank_j), cand_i, cand_j, bool(over))
                if best is None or total > best[0] or found[1] < best[1]:
                    best, goal = found, total
        return best

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
    pairing = pairs and "V" in rack.owned
    # The pair search fits words length by length: the single words come from the same fits then.
    found = searcher.best_by_length(limit) if pairing else searcher.search(limit)
    singles = [searcher.option([c]) for c in found]
    if pairing:
        floor = singles[0].earned if singles else 0
        pair = searcher.best_pair(floor)
        if pair is not None:
            return [pair, *singles]
    return singles
