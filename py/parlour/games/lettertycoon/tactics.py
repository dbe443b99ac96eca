"""The bots' search for plays, on what a seat's view shows: its hand, the pool and the patent board.

:func:`plays` finds the plays of one word through the shared word search (:mod:`parlour.words`), which
knows the X patent (one card twice) and the Z patent (a free final S). :func:`best_pair` finds the best two
words for the V patent: a word's earnings never depend on which of two same-letter cards it uses, so pairs
are checked on how many cards of each (letter, hand or pool) group the two words need, packed into one int;
it fits the words of a length only while a pair with them could still earn more than the best pair found, first
judged on the letters of the words the rack might spell (their sketch), which costs a fraction of fitting them.
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
# A letter multiset a word of a length might have, before fitting: (most earned alone, (money + stock) before the
# B, J and K patents, packed letters).
_Sketch = tuple[int, int, int]
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


@dataclass
class LetterPacking:
    """A word's letters as one int, a :data:`FIELD`-bit count per letter of the rack and S, biased like
    :class:`Packing`: whether two words' letters could come from the rack, the X patent's second use of one
    card and the Z patent's S at all, whichever cards of a letter they take (before their words are fitted)."""

    unit: dict[str, int]
    bias: int
    mask: int
    plural_s: int  # the S field's unit with the Z patent, else 0
    doublable: int  # with the X patent, the overflow bits of the letters the rack has a card of; else 0

    def __init__(self, letters: str, double: bool, plural_s: bool) -> None:
        capacity = dict.fromkeys(sorted({*letters, "s"}), 0)
        for c in letters:
            capacity[c] += 1
        self.unit = {c: 1 << (FIELD * g) for g, c in enumerate(capacity)}
        self.bias = sum((OVERFLOW - 1 - cap) * self.unit[c] for c, cap in capacity.items())
        self.mask = OVERFLOW * sum(self.unit.values())
        self.plural_s = self.unit["s"] if plural_s else 0
        self.doublable = OVERFLOW * sum(self.unit[c] for c, cap in capacity.items() if cap) if double else 0

    def pack(self, word: str) -> int:
        """The letters of ``word`` (lowercase, only the rack's letters and S)."""
        return sum(map(self.unit.__getitem__, word))

    def fits(self, letters: int) -> bool:
        """Whether two words whose packed letters add up to ``letters`` could be played together."""
        over = (letters + self.bias) & self.mask
        if over & (self.plural_s * OVERFLOW):  # the Z patent's S is one S more
            letters -= self.plural_s
            over = (letters + self.bias) & self.mask
        if over & self.doublable and not over & (over - 1):  # the X patent's second use is one letter more
            over = (letters + self.bias - (over >> (FIELD - 1))) & self.mask
        return not over


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

    def search(
        self, limit: int | None, max_tier: int | None = None, length: int | None = None, least: float | None = None
    ) -> list[Candidate]:
        """One-word candidates, best earnings first (``limit``: only the best; ``length``: only words of so
        many letters; ``least``: only the words that earn at least so much)."""
        return self.speller.search(
            min_length=length or MIN_LETTERS,
            max_length=length,
            max_tier=max_tier,
            score=lambda c: self.worth(c.word.upper())[0],
            bound=self.bound if limit is not None else None,
            word_bound=lambda word: self.worth(word.upper())[0],
            least=least,
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

    @cached_property
    def letter_packing(self) -> LetterPacking:
        """How the pair search packs a word's letters into one int, before fitting."""
        return LetterPacking(self.letters, "X" in self.rack.owned, "Z" in self.rack.owned)

    def best_pair(self, floor: int) -> Option | None:
        """The two-word play that earns most, if it earns more than ``floor``; None otherwise.

        Pairs of word lengths are tried in descending order of what they could earn, and a length's words are
        fitted only when a pair of lengths with it could still beat the best pair found: first by the table,
        then by a sketch of the words the rack might spell (looked up, not fitted): what they earn, and whether
        two of them that could earn enough have letters the rack, the X patent's second use and the Z patent's
        S could give together; once fitted, by their cards. Of the pairs that earn alike, the one whose words
        the search ranks first wins."""
        owned = self.rack.owned
        room = len(self.cards) + ("X" in owned) + ("Z" in owned)
        lengths = range(MIN_LETTERS, room - MIN_LETTERS + 1)
        pairs = [(a, b) for a in lengths for b in lengths if a <= b and a + b <= room]
        fitted: dict[int, list[_Entry]] = {}
        sketched: dict[int, list[_Sketch]] = {}
        # Per length, the most a word earns here before the B, J and K patents and the most it earns: from the
        # table until the length is sketched, then from its sketch; the most it earns from its best fitted word.
        plain = {n: (money_for(n) + stock_for(n)) * (2 if self.has_q else 1) for n in lengths}
        reach = {n: self.bound(n) for n in lengths}
        tops: dict[tuple[int, int], int] = {}  # what the sketches of two lengths allow a pair of them to earn

        def most(a: int, b: int) -> float:
            # Each of B, J and K doubles one word of the two at most.
            doubled = max((plain[a] << k) + (plain[b] << m) for k, m in self.pair_doublings)
            return min(doubled, reach[a] + reach[b], tops.get((a, b), doubled))

        # Most first; of pairs that could earn alike, the one whose better word could earn most first: the
        # first to find a pair that later ties can only lose to.
        pairs.sort(key=lambda p: (-most(*p), -self.bound(p[1])))
        best: _Best | None = None
        goal = floor + 1  # what a pair must earn to count (a pair that earns as much as the best then needs rank)

        def may_beat(a: int, b: int) -> bool:
            top = most(a, b)
            # A tie wins only with a better first word: the search ranks words by what they earn first.
            return top > goal or (top == goal and (best is None or max(reach[a], reach[b]) >= -best[1][0][0]))

        for a, b in pairs:
            if may_beat(a, b) and (a not in fitted or b not in fitted):
                # Before fitting: whether any two words of these lengths have letters the rack could give.
                for length in (b, a):
                    if length not in sketched:
                        sketch = sketched[length] = self._sketch(length)
                        plain[length] = max((value for _, value, _ in sketch), default=0)
                        reach[length] = sketch[0][0] if sketch else 0
                tops[a, b] = self._sketch_top(sketched[a], sketched[b], a == b, goal)
            for length in (b, a):  # the longer first: fewer words, and it may spare fitting the shorter
                if length not in fitted and may_beat(a, b):
                    # Only the words that could make enough with the best word of any length: the goal only
                    # rises, and what a length's words could earn only falls.
                    partner = max(reach[n] for n in lengths if n + length <= room)
                    entries = fitted[length] = self._entries(length, goal - partner)
                    if entries:
                        reach[length] = entries[0][0]
            if may_beat(a, b):
                best = self._best_within(fitted[a], fitted[b], a == b, goal, best)
                if best is not None:
                    goal = best[0]
        if best is None:
            return None
        _, _, first, second, shared = best
        return self.option([first, second], [None, self._remap(first, second, shared)])

    def _entries(self, length: int, least: float) -> list[_Entry]:
        """The words of ``length`` letters that earn at least ``least``, for pairing, best earnings first: words
        that need the same cards and earn alike are one entry (anagrams, mostly), the one the search ranks first."""
        packing = self.packing
        entries = []
        seen = set()
        for index, cand in enumerate(self.search(None, length=length, least=least)):
            earned, value, options = self.worth(cand.word.upper())
            packed = sum(1 << (FIELD * packing.group_of[i]) for i in cand.used)
            key = (packed, cand.doubled is not None, cand.plural_s, value, tuple(options))
            if key not in seen:
                seen.add(key)
                rank = (-earned, cand.tier, cand.word, index)
                entries.append((earned, rank, packed, cand.doubled is not None, cand.plural_s, value, options, cand))
        return entries

    def _sketch(self, length: int) -> list[_Sketch]:
        """The words of ``length`` letters the rack might spell, unfitted (a superset of :meth:`_entries`'s):
        per letter multiset, the most one of its words earns alone and before the B, J and K patents, best
        first."""
        packing = self.letter_packing
        most: dict[int, tuple[int, int]] = {}
        for word, _ in self.speller.found(length):
            earned, value, _ = self.worth(word.upper())
            letters = packing.pack(word)
            had = most.get(letters)
            if had is None or earned > had[0]:
                most[letters] = (earned, sum(value))  # the same letters: the same length and Q, the same value
        return sorted(((earned, value, letters) for letters, (earned, value) in most.items()), reverse=True)

    def _sketch_top(self, firsts: list[_Sketch], seconds: list[_Sketch], same: bool, goal: int) -> int:
        """The most two words of these sketches earn alone, if their letters could be played together and that
        is ``goal`` or more; else less than ``goal``."""
        fits = self.letter_packing.fits
        top = goal - 1
        for i, (earned_i, _, letters_i) in enumerate(firsts):
            start = i if same else 0
            if start >= len(seconds) or earned_i + seconds[start][0] <= top:
                break
            for earned_j, _, letters_j in seconds[start:]:
                if earned_i + earned_j <= top:
                    break
                if fits(letters_i + letters_j):
                    top = earned_i + earned_j
                    break
        return top

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
    singles = [searcher.option([c]) for c in searcher.search(limit)]
    if pairs and "V" in rack.owned:
        floor = singles[0].earned if singles else 0
        pair = searcher.best_pair(floor)
        if pair is not None:
            return [pair, *singles]
    return singles
