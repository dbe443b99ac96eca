"""Word search: every word of a list that can be spelled from a rack of letter cards, ranked by the caller.

A search runs in two steps. *Find* lists the words that might fit: it generates every sorted multiset of
letters the rack can make (with the extra copies that a doubled card, a free final S or wilds allow) and
looks each one up in the list's anagram index; when wilds make that too many keys it scans the list with a
C-level letter filter instead. *Fit* then works out, for each of those words, exactly how the rack spells
it — which card fills which position, which positions are wild — under every constraint. Fit is the one
place the rules of spelling live; find only has to never miss a word.

Assignments. When several cards carry the same letter, a word can be spelled in more than one way and the
ways may score differently (a hand card or a pool card, a Hardback card with a benefit or without). The
search *enumerates the distinct assignments* and scores each: two assignments are the same when they differ
only by swapping cards of the same letter and the same ``kinds`` entry (and the same role: must-use,
use-one-of, may-be-wild). Pass ``kinds`` to say which cards are interchangeable (Letter Tycoon: "hand" or
"pool"); by default every card is distinct. With ``by_position=False`` the positions of same-letter cards
inside the word do not matter either (Letter Tycoon), so each distinct *set* of cards appears once.

Wilds. A position is wild only where no card of its letter is left: the search never turns a card face down
when it could fill a position face up (a wild gives no benefit). Which rack card serves as a wild is not
enumerated: wild positions take the free ``wildcards`` first, then the lowest-numbered spare cards that may
be wild; a caller may swap in any other card that is not used face up and may be wild.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from heapq import heappush, heapreplace
from itertools import combinations_with_replacement, product
from math import comb
from typing import TYPE_CHECKING

from .wordlist import WordError

if TYPE_CHECKING:
    from .wordlist import Part, WordList

ALPHABET = "abcdefghijklmnopqrstuvwxyz"
# Look up at most this many letter multisets per word of the list, else scan it (measured crossovers: with
# wilds a key costs ~10 scanned words, most keys missing; without, ~2, and a scan would fit more words).
KEYS_PER_WORD = {"wilds": 0.12, "no wilds": 0.5}
# With wilds, find the words that hold a letter multiset (per length) while there are at most this many.
MOST_BASES = 64
_WILD = -1  # an arrangement item: a wild position
_NO_CARD: list[list[tuple[int, ...]]] = [[()]]  # the ways to use the cards of a letter the rack lacks


@dataclass(slots=True)
class Candidate:
    """One way to spell one word from the rack.

    ``cards[k]`` is the rack index that fills position ``k`` of ``word``, or ``None`` for a free wildcard or
    the free final S; ``wild[k]`` says the position is played face down (by the card ``cards[k]``, or by a
    free wildcard). ``doubled`` is the rack index of the card used twice (Letter Tycoon's X patent);
    ``plural_s`` says the last letter is the free S (Z patent). ``tier`` is the word's SCOWL size (10 common
    ... 80 rare); ``score`` is what the caller's scoring function gave it.
    """

    word: str
    cards: tuple[int | None, ...]
    wild: tuple[bool, ...]
    tier: int
    doubled: int | None = None
    plural_s: bool = False
    score: float = 0.0

    @property
    def used(self) -> tuple[int, ...]:
        """The rack indexes used face up, each once, ascending."""
        return tuple(sorted({i for i, w in zip(self.cards, self.wild, strict=True) if i is not None and not w}))

    @property
    def wilds(self) -> int:
        """How many positions are wild."""
        return sum(self.wild)

    def to_json(self) -> dict:
        """The candidate as plain JSON data (for views and hints)."""
        return {
            "word": self.word,
            "cards": list(self.cards),
            "wild": list(self.wild),
            "tier": self.tier,
            "doubled": self.doubled,
            "plural_s": self.plural_s,
            "score": self.score,
        }


def search(
    words: WordList,
    rack: Sequence[str] | str,
    *,
    min_length: int = 2,
    max_length: int | None = None,
    must_use: Iterable[int] = (),
    use_one_of: Iterable[int] | None = None,
    wildcards: int = 0,
    face_down: bool | Iterable[int] = False,
    max_wilds: int | None = None,
    double: bool = False,
    plural_s: bool = False,
    max_tier: int | None = None,
    kinds: Sequence[Hashable] | None = None,
    by_position: bool = True,
    score: Callable[[Candidate], float] | None = None,
    bound: Callable[[int], float] | None = None,
    limit: int | None = None,
) -> list[Candidate]:
    """Every way to spell a word of ``words`` from ``rack``, best first.

    - ``rack``: one letter per card (a string or a sequence of one-letter strings; any case). Results name
      cards by their index in the rack.
    - ``min_length``, ``max_length``: word length bounds (letters, counting wilds and the free S).
    - ``must_use``: cards that must be used face up (Hardback's inked cards). ``use_one_of``: at least one of
      these cards must be used face up (Letter Tycoon: a hand card).
    - ``wildcards``: free wildcards that are not cards. ``face_down``: ``True`` if any card not used face
      up may be turned face down as a wild (Hardback), or the indexes of the cards that may (not the
      Timeless Classics). Must-use cards are never wild. ``max_wilds``: at most this many wild positions.
    - ``double``: one card may fill two positions (Letter Tycoon's X patent; then at least 3 cards are used).
      ``plural_s``: an S that is not a card may end the word (Z patent).
    - ``max_tier``: only words of at most this SCOWL size (easy bots: 35 or 50).
    - ``kinds``, ``by_position``: which assignments count as distinct (module docstring).
    - ``score``: ``score(candidate) -> number``, higher is better (default: the word's length). Ties go to
      the more common word, then alphabetical order. ``limit``: keep only the best ``limit`` candidates.
    - ``bound``: ``bound(n) -> number``, the highest score any candidate of ``n`` letters can get (default,
      with the default score: ``n``). With a ``limit``, words are tried longest first and the search stops
      when no shorter length can beat the ``limit``-th best: Letter Tycoon's best word costs a fraction.

    Letter Tycoon, hand ``ceilnrt`` and pool ``ahs``, longest word, with the X and Z patents: the pool's S
    (card 9) is used twice and a free S ends the word.

    >>> from parlour import words
    >>> best = words.load("american").search(
    ...     "ceilnrtahs", min_length=3, use_one_of=range(7), double=True, plural_s=True,
    ...     kinds=["hand"] * 7 + ["pool"] * 3, by_position=False, limit=1)
    >>> best[0].word, best[0].cards, best[0].doubled, best[0].plural_s
    ('starchiness', (9, 6, 7, 5, 0, 8, 2, 4, 1, 9, None), 9, True)

    Hardback, cards ``q u a k e``, the inked ``k`` (card 3) must be used, any card may be a wild (at most
    one), a wild costs two points: in "quack" card 4 (the E) is played face down as the C.

    >>> hits = words.load("common").search("quake", must_use=[3], face_down=True, max_wilds=1,
    ...     score=lambda c: len(c.word) - 2 * c.wilds, limit=3)
    >>> [(c.word, c.cards, c.wild.count(True)) for c in hits]
    [('quake', (0, 1, 2, 3, 4), 0), ('quack', (0, 1, 2, 4, 3), 1), ('quark', (0, 1, 2, 4, 3), 1)]
    """
    speller = Speller(
        words,
        rack,
        must_use=must_use,
        use_one_of=use_one_of,
        wildcards=wildcards,
        face_down=face_down,
        max_wilds=max_wilds,
        double=double,
        plural_s=plural_s,
        kinds=kinds,
        by_position=by_position,
    )
    return speller.search(
        min_length=min_length, max_length=max_length, max_tier=max_tier, score=score, bound=bound, limit=limit
    )


class Speller:
    """A rack and its constraints on one word list, for searches that follow one another (Letter Tycoon's
    pair search asks for one word length at a time): the rack's letter multisets are listed once for every
    length, and the fits share the plan's memos. The arguments are :func:`search`'s."""

    def __init__(
        self,
        words: WordList,
        rack: Sequence[str] | str,
        *,
        must_use: Iterable[int] = (),
        use_one_of: Iterable[int] | None = None,
        wildcards: int = 0,
        face_down: bool | Iterable[int] = False,
        max_wilds: int | None = None,
        double: bool = False,
        plural_s: bool = False,
        kinds: Sequence[Hashable] | None = None,
        by_position: bool = True,
    ) -> None:
        letters = rack_letters(rack)
        self.words = words
        self.plan = Plan(
            letters, must_use, use_one_of, wildcards, face_down, max_wilds, double, plural_s, kinds, by_position
        )
        self.longest = len(letters) + wildcards + double + plural_s
        self._keys: dict[int, list[str]] | None = None
        self._keys_listed = False
        self._found: dict[int, list[tuple[str, int]]] = {}  # by length, what find looked up

    def search(
        self,
        *,
        min_length: int = 2,
        max_length: int | None = None,
        max_tier: int | None = None,
        score: Callable[[Candidate], float] | None = None,
        bound: Callable[[int], float] | None = None,
        word_bound: Callable[[str], float] | None = None,
        least: float | None = None,
        limit: int | None = None,
    ) -> list[Candidate]:
        """Every way to spell a word of ``min_length`` to ``max_length`` letters, best first (:func:`search`).

        ``word_bound``: ``word_bound(word) -> number``, the highest score a candidate of that word can get: with
        a ``limit``, a word that cannot beat the ``limit``-th best so far is not fitted (Letter Tycoon's score
        depends on the word alone, and most words of the shorter lengths earn too little); with ``least``, nor
        is a word whose bound is below it."""
        plan = self.plan
        hi = self.longest if max_length is None else min(max_length, self.longest)
        lo = max(min_length, 1)
        if hi < lo or plan.impossible or (limit is not None and limit < 1):
            return []
        if score is None:
            score, bound = _length, bound or float  # the default score is the length: so is its bound
        # reach[n]: the best score a word of at most n letters can get, to know when to stop.
        reach = {}
        if bound is not None and limit is not None:
            top = float("-inf")
            for n in range(lo, hi + 1):
                top = reach[n] = max(top, bound(n))
        results: list[tuple[tuple, Candidate]] = []
        best: list[float] = []  # a min-heap of the best ``limit`` scores so far
        seq = 0
        for length, found in self.find(lo, hi):
            if reach and len(best) == limit and reach[length] < best[0]:
                break
            for word, tier in found:
                if max_tier is not None and tier > max_tier:
                    continue
                if word_bound is not None:
                    most = word_bound(word)
                    if (least is not None and most < least) or (len(best) == limit and most < best[0]):
                        continue
                for cand in plan.fit(word, tier):
                    cand.score = value = score(cand)
                    seq += 1
                    results.append(((-value, tier, cand.word, seq), cand))
                    if limit is not None:
                        if len(best) < limit:
                            heappush(best, value)
                        elif value > best[0]:
                            heapreplace(best, value)
        results.sort(key=_first)
        if limit is not None:
            del results[limit:]
        return [cand for _, cand in results]

    def find(self, lo: int, hi: int) -> Iterator[tuple[int, list[tuple[str, int]]]]:
        """``(length, [(word, tier), ...])`` for the words the rack might spell, longest first.

        A superset: :meth:`Plan.fit` decides. Letter multisets are looked up in the anagram indexes while
        there are few enough of them (:data:`KEYS_PER_WORD`); otherwise the list is scanned.
        """
        words, plan = self.words, self.plan
        bases = held_bases(plan, lo, hi)
        if bases is not None:
            yield from holding(words, bases)
            return
        keys = self._letter_keys()
        if keys is None:
            by_length: dict[int, list[tuple[str, int]]] = {}
            for part in words.parts:
                for i in scan(part, plan, lo, hi):
                    tier = words.tier_at(part, i)
                    if tier:
                        by_length.setdefault(len(part.words[i]), []).append((part.words[i], tier))
            for length in sorted(by_length, reverse=True):
                yield length, by_length[length]
            return
        for length in range(hi, lo - 1, -1):
            if length not in keys:
                continue
            found = self._found.get(length)
            if found is None:
                wanted = set(keys[length])
                found = self._found[length] = []
                for part in words.parts:
                    index = part.index(length)
                    for hit in map(index.__getitem__, sorted(index.keys() & wanted)):  # C-level; sorted: fixed order
                        for i in (hit,) if type(hit) is int else hit:
                            tier = words.tier_at(part, i)
                            if tier:
                                found.append((part.words[i], tier))
            yield length, found

    def found(self, length: int) -> list[tuple[str, int]]:
        """``[(word, tier), ...]`` of :meth:`find` for words of ``length`` letters alone (looked up once)."""
        return next((found for _, found in self.find(length, length)), [])

    def _letter_keys(self) -> dict[int, list[str]] | None:
        """:func:`letter_keys` for every length, listed on first use (as cheap as for the longer lengths only:
        a key's letters are chosen one letter at a time, and every partial key gets there)."""
        if not self._keys_listed:
            size = sum(len(part.words) for part in self.words.parts)
            most = int(size * KEYS_PER_WORD["wilds" if self.plan.wild_budget else "no wilds"])
            self._keys = letter_keys(self.plan, self.longest, most)
            self._keys_listed = True
        return self._keys


def _length(cand: Candidate) -> float:
    return len(cand.word)


def _first(pair: tuple) -> tuple:
    return pair[0]


def rack_letters(rack: Sequence[str] | str) -> list[str]:
    """The rack as lowercase letters; anything else is a :class:`WordError`."""
    letters = []
    for k, entry in enumerate(rack):
        letter = entry.lower() if isinstance(entry, str) else None
        if letter is None or len(letter) != 1 or not "a" <= letter <= "z":
            raise WordError(f"Card {k + 1} of the rack is {entry!r}, not a letter from A to Z.")
        letters.append(letter)
    return letters


def held_bases(plan: Plan, lo: int, hi: int) -> dict[int, list[str]] | None:
    """For a rack with two wilds or more: per word length, the letter multisets (sorted) such that the words
    the rack might spell are exactly the words of that length that hold one of them; None if another way
    is cheaper (fewer wilds, the doubled card or the free S, or many optional cards).

    A word of ``n`` letters that lacks at most ``w`` of the rack's (``w`` the wild budget) holds the must-use
    cards' letters and, of the other cards' letters, at least ``n - w`` in all: so the bases of length ``n``
    are the must-use letters plus each choice of ``max(0, n - w - must)`` of the other cards' letters.
    Listing the multisets with their wild letters instead (:func:`letter_keys`) would take 351 times as many
    keys for two wilds, 2,925 for three.
    """
    w = plan.wild_budget
    if w < 2 or plan.double or plan.plural:
        return None
    must = "".join(c * k for c, k in sorted(plan.must_count.items()))
    optional = {c: k - plan.must_count.get(c, 0) for c, k in plan.count.items() if k > plan.must_count.get(c, 0)}
    bases: dict[int, list[str]] = {}
    top = min(hi, len(plan.letters) + w)
    for length in range(max(lo, len(must)), top + 1):
        extra = max(0, length - w - len(must))
        chosen = [
            "".join(sorted(must + "".join(c * k for c, k in zip(optional, counts, strict=True))))
            for counts in product(*(range(k + 1) for k in optional.values()))
            if sum(counts) == extra
        ]
        if len(chosen) > MOST_BASES:
            return None
        bases[length] = chosen
    return bases


def holding(words: WordList, bases: dict[int, list[str]]) -> Iterator[tuple[int, list[tuple[str, int]]]]:
    """What :meth:`Speller.find` yields for the bases of :func:`held_bases`: per length, longest first, the words
    that hold one of its bases."""
    for length in sorted(bases, reverse=True):
        found: list[tuple[str, int]] = []
        for part in words.parts:
            hits: set[int] = set()
            for base in bases[length]:
                hits.update(part.containing(length, base))
            for i in sorted(hits):
                tier = words.tier_at(part, i)
                if tier:
                    found.append((part.words[i], tier))
        yield length, found


def letter_keys(plan: Plan, hi: int, most: int) -> dict[int, list[str]] | None:
    """Every sorted letter multiset of at most ``hi`` letters the rack might spell, by length; None if the rack
    makes more than ``most`` multisets.

    A multiset is the rack's letters (0..count of each, at least the must-use ones) plus an *excess*: copies
    beyond the rack's, paid for by the free S (an ``s``), the doubled card (a letter on the rack) and the
    wild budget (any letter). Each coverable excess is enumerated once, with its letters' counts fixed, so
    every multiset comes out exactly once.
    """
    have = plan.count
    floor = plan.must_count
    room = plan.wild_budget + plan.double + plan.plural
    pool = ALPHABET if plan.wild_budget else "".join(sorted(set(have) | ({"s"} if plan.plural else set())))
    subsets = 1
    for c, n in have.items():
        subsets *= n + 1 - floor.get(c, 0)
    if sum(comb(len(pool) + size - 1, size) for size in range(room + 1)) * subsets > 4 * most:
        return None  # too many even to list the excesses
    excesses = [x for size in range(room + 1) for x in combinations_with_replacement(pool, size) if plan.covers(x)]
    if len(excesses) * subsets > most:
        return None
    keys: dict[int, list[str]] = {}
    for excess in excesses:
        fixed = {c: have.get(c, 0) + excess.count(c) for c in excess}
        letters = sorted(set(have) | set(fixed))
        choices = [
            [c * fixed[c]] if c in fixed else [c * j for j in range(floor.get(c, 0), have[c] + 1)] for c in letters
        ]
        partial = {0: [""]}  # the keys built so far, by length
        for copies in choices:
            grown: dict[int, list[str]] = {}
            for size, built in partial.items():
                for more in copies:
                    if size + len(more) <= hi:
                        grown.setdefault(size + len(more), []).extend([k + more for k in built])
            partial = grown
        for size, built in partial.items():
            keys.setdefault(size, []).extend(built)
    return keys


def scan(part: Part, plan: Plan, lo: int, hi: int) -> list[int]:
    """Positions in ``part`` of the words of ``lo..hi`` letters that lack at most the wild budget of letters.

    All in C: the rack's letters are deleted from the part's newline-joined text, and a regex finds the
    lines with at most that many letters left; counting newlines turns a match into a word position.
    """
    on_rack = "".join(sorted(set(plan.count) | ({"s"} if plan.plural else set())))
    rest = part.blob().translate(None, on_rack.encode("ascii"))
    short = re.compile(rb"\n[^\n]{0,%d}(?=\n)" % plan.wild_budget)
    found = []
    line = -1  # the text starts with a newline: line 0 begins after it
    seen = 0
    word_list = part.words
    for match in short.finditer(rest):
        start = match.start()
        line += rest.count(b"\n", seen, start + 1)
        seen = start + 1
        if lo <= len(word_list[line]) <= hi:
            found.append(line)
    return found


class Plan:
    """A rack and its constraints, ready to fit words (the rules of spelling, in one place)."""

    def __init__(
        self,
        letters: list[str],
        must_use: Iterable[int],
        use_one_of: Iterable[int] | None,
        wildcards: int,
        face_down: bool | Iterable[int],
        max_wilds: int | None,
        double: bool,
        plural: bool,
        kinds: Sequence[Hashable] | None,
        by_position: bool,
    ) -> None:
        n = len(letters)
        self.letters = letters
        self.must = _indexes(must_use, n, "must_use")
        self.need = None if use_one_of is None else _indexes(use_one_of, n, "use_one_of")
        if face_down is True:
            may_wild = frozenset(range(n))
        elif face_down is False:
            may_wild = frozenset()
        else:
            may_wild = _indexes(face_down, n, "face_down")
        self.may_wild = may_wild - self.must
        if wildcards < 0 or (max_wilds is not None and max_wilds < 0):
            raise ValueError("wildcards and max_wilds cannot be negative")
        if kinds is not None and len(kinds) != n:
            raise ValueError(f"kinds has {len(kinds)} entries for a rack of {n} cards")
        self.free = wildcards
        budget = wildcards + len(self.may_wild)
        self.wild_budget = budget if max_wilds is None else min(budget, max_wilds)
        self.double = double
        self.plural = plural
        self.by_position = by_position
        self.impossible = self.need is not None and not self.need
        self.count: dict[str, int] = {}
        self.cards_of: dict[str, list[int]] = {}
        for i, c in enumerate(letters):
            self.count[c] = self.count.get(c, 0) + 1
            self.cards_of.setdefault(c, []).append(i)
        self.must_count: dict[str, int] = {}
        for i in sorted(self.must):
            self.must_count[letters[i]] = self.must_count.get(letters[i], 0) + 1
        # Cards are interchangeable when they share a letter, a kind and every role the constraints give them.
        self.kind = [
            (
                i if kinds is None else kinds[i],
                i in self.must,
                self.need is not None and i in self.need,
                i in self.may_wild,
            )
            for i in range(n)
        ]
        self.wild_order = sorted(self.may_wild)
        self._groups: dict[str, list[list[int]]] = {}
        self._choices: dict[tuple, list[tuple[int, ...]]] = {}
        self._arrangements: dict[tuple, list[tuple]] = {}
        # letter -> [the ways to fill f of its positions without a doubled card, for f = 0, 1, ...]
        self._plain = {c: [self.choices(c, f, None) for f in range(k + 1)] for c, k in self.count.items()}

    def covers(self, excess: tuple[str, ...]) -> bool:
        """Whether copies ``excess`` beyond the rack's can be paid for: free S, doubled card, then wilds."""
        left = list(excess)
        if self.plural and "s" in left:
            left.remove("s")
        if self.double and any(c in self.count for c in left):
            return len(left) - 1 <= self.wild_budget
        return len(left) <= self.wild_budget

    def groups(self, c: str) -> list[list[int]]:
        """The cards of letter ``c``, in groups of interchangeable cards (ascending)."""
        if c not in self._groups:
            by_kind: dict[Hashable, list[int]] = {}
            for i in self.cards_of.get(c, ()):
                by_kind.setdefault(self.kind[i], []).append(i)
            self._groups[c] = list(by_kind.values())
        return self._groups[c]

    def choices(self, c: str, f: int, doubled: int | None) -> list[tuple[int, ...]]:
        """The distinct ways to fill ``f`` positions of letter ``c`` with its cards (must-use cards included).

        With ``doubled``, that card fills two of them; it appears twice in each tuple.
        """
        memo = (c, f, doubled)
        if memo in self._choices:
            return self._choices[memo]
        groups = [[i for i in g if i != doubled] for g in self.groups(c)]
        take = f - (2 if doubled is not None else 0)
        found: list[tuple[int, ...]] = []
        if take >= 0:
            # A group of must-use cards is taken whole; any other group gives 0..all of its cards.
            ranges = [range(len(g), len(g) + 1) if g and self.kind[g[0]][1] else range(len(g) + 1) for g in groups]
            for counts in product(*ranges):
                if sum(counts) == take:
                    chosen = [i for g, k in zip(groups, counts, strict=True) for i in g[:k]]
                    if doubled is not None:
                        chosen += [doubled, doubled]
                    found.append(tuple(sorted(chosen)))
        self._choices[memo] = found
        return found

    def arrangements(self, items: tuple[int, ...]) -> list[tuple[int, ...]]:
        """The distinct orders of ``items`` (cards, and ``_WILD``) over a letter's positions, modulo kinds."""
        if items in self._arrangements:
            return self._arrangements[items]
        if not self.by_position or len(items) < 2:
            found = [items]
        else:
            # The doubled card (the one item that appears twice) is told apart from its kind's other cards.
            tags = [
                ("wild",) if i == _WILD else ("double", self.kind[i]) if items.count(i) == 2 else self.kind[i]
                for i in items
            ]
            cards_by_tag: dict[tuple, list[int]] = {}
            for tag, i in zip(tags, items, strict=True):
                cards_by_tag.setdefault(tag, []).append(i)
            found = []
            for order in _distinct_orders(tags):
                queues = {tag: iter(cards) for tag, cards in cards_by_tag.items()}
                found.append(tuple(next(queues[tag]) for tag in order))
        self._arrangements[items] = found
        return found

    def fit(self, word: str, tier: int) -> list[Candidate]:
        """Every distinct way to spell ``word`` (empty if there is none)."""
        out: list[Candidate] = []
        tails = (False, True) if self.plural and len(word) > 1 and word[-1] == "s" else (False,)
        for tail in tails:
            core = word[:-1] if tail else word
            counts: dict[str, int] = {}
            for c in core:
                counts[c] = counts.get(c, 0) + 1
            if self.must_count and any(counts.get(c, 0) < k for c, k in self.must_count.items()):
                continue
            tries: list[int | None] = [None]  # the card used twice, if any
            if self.double:
                # The positions no card of their letter can fill must be wild (a doubled card fills one of them):
                # counted first, the tries that would need too many wilds are not made (most, on a rack without
                # wilds: a try per letter that appears twice and per group of its cards).
                short = {c: m - self.count.get(c, 0) for c, m in counts.items() if m > self.count.get(c, 0)}
                wilds = sum(short.values())
                tries = [None] if wilds <= self.wild_budget else []
                for c, m in counts.items():
                    if m >= 2 and wilds - (c in short) <= self.wild_budget:
                        tries += [group[0] for group in self.groups(c)]
            for doubled in tries:
                self._fit(word, tier, core, counts, doubled, tail, out)
        return out

    def _fit(
        self,
        word: str,
        tier: int,
        core: str,
        counts: dict[str, int],
        doubled: int | None,
        tail: bool,
        out: list[Candidate],
    ) -> None:
        """Append the ways to spell ``word`` with ``doubled`` (or no card) used twice and ``tail`` (free S)."""
        plain = self._plain
        d_letter = None if doubled is None else self.letters[doubled]
        wilds = 0
        options = []
        several = False
        for c, m in counts.items():
            if c == d_letter:
                f = m if m <= self.count[c] + 1 else self.count[c] + 1
                found = self.choices(c, f, doubled)
            else:
                ways = plain.get(c, _NO_CARD)
                f = m if m < len(ways) else len(ways) - 1
                found = ways[f]
            if not found:
                return
            wilds += m - f
            options.append((c, found, m - f))
            if len(found) > 1:
                several = True
        if wilds > self.wild_budget:
            return
        spare_needed = max(0, wilds - self.free)
        if not several and (not self.by_position or all(len(found[0]) + w == 1 for _, found, w in options)):
            # The common case: one way per letter, and one order (letters once each, or order ignored).
            queues = {c: iter(found[0] + (_WILD,) * w) for c, found, w in options}
            items = [next(queues[c]) for c in core]
            self._emit(word, tier, items, doubled, tail, spare_needed, out)
            return
        positions = {c: [k for k, x in enumerate(core) if x == c] for c in counts}
        for combo in product(*[[(c, ch, w) for ch in found] for c, found, w in options]):
            per_letter = [self.arrangements(ch + (_WILD,) * w) for _, ch, w in combo]
            for arrangement in product(*per_letter):
                items = [_WILD] * len(core)
                for (c, _, _), order in zip(combo, arrangement, strict=True):
                    for k, i in zip(positions[c], order, strict=True):
                        items[k] = i
                self._emit(word, tier, items, doubled, tail, spare_needed, out)

    def _emit(
        self,
        word: str,
        tier: int,
        items: list[int],
        doubled: int | None,
        tail: bool,
        spare_needed: int,
        out: list[Candidate],
    ) -> None:
        """Append the candidate that puts ``items`` (a card or ``_WILD`` per core position) on ``word``, if
        it meets the constraints on the cards it uses."""
        used = set(items)
        used.discard(_WILD)
        if self.need is not None and self.need.isdisjoint(used):
            return
        if doubled is not None and len(used) < 3:
            return
        cards: list[int | None] = items  # type: ignore[assignment]
        wild = [i == _WILD for i in items]
        if True in wild:
            spots = [k for k, w in enumerate(wild) if w]
            spare = [i for i in self.wild_order if i not in used][:spare_needed]
            if len(spare) < spare_needed:
                return
            cards = [None if w else i for i, w in zip(items, wild, strict=True)]
            for k, i in zip(spots[len(spots) - spare_needed :], spare, strict=True):
                cards[k] = i
        if tail:
            cards = [*cards, None]
            wild.append(False)
        out.append(Candidate(word, tuple(cards), tuple(wild), tier, doubled, tail))


def _indexes(values: Iterable[int], n: int, what: str) -> frozenset[int]:
    found = set()
    for i in values:
        if type(i) is not int or not 0 <= i < n:
            raise ValueError(f"{what} holds {i!r}, which is not a card of a rack of {n}")
        found.add(i)
    return frozenset(found)


def _distinct_orders(tags: list[tuple]) -> list[list[tuple]]:
    """Every distinct permutation of a list of (hashable) tags, in a fixed order."""
    distinct = list(dict.fromkeys(tags))
    left = {t: tags.count(t) for t in distinct}
    out: list[list[tuple]] = []
    order: list[tuple] = []

    def walk() -> None:
        if len(order) == len(tags):
            out.append(list(order))
            return
        for t in distinct:
            if left[t]:
                left[t] -= 1
                order.append(t)
                walk()
                order.pop()
                left[t] += 1

    walk()
    return out
