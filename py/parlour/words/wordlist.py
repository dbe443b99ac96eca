"""A loaded word list: membership, commonness tier, and the anagram index that search uses."""

from __future__ import annotations

import re
import time
import unicodedata
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from functools import cache
from heapq import merge
from itertools import compress, groupby
from operator import itemgetter, ne
from typing import TYPE_CHECKING, Any

from . import store

if TYPE_CHECKING:
    from .search import Candidate

# The order indexes are built in ahead of time: 12 letters down to 2 (the lengths the games search, longest
# first as bounded searches try them), then the longer words.
PREPARE_ORDER = (*range(12, 1, -1), *range(13, 256))

# Per letter, a bytes.translate table that turns that letter into "1" and every other byte into "0".
_ONE_WHERE = {c: bytes(49 if b == ord(c) else 48 for b in range(256)) for c in "abcdefghijklmnopqrstuvwxyz"}

# American byte (see store) -> the word's tier in the American list (0: not in it; 1: the same tier).
_AMERICAN_TIER = (0, 0, *store.TIERS) + (0,) * (256 - 2 - len(store.TIERS))


class WordError(ValueError):
    """Text that cannot be a word (digits, punctuation, spaces...). The message is a sentence for a player."""


def normalize(text: str) -> str:
    """The word a player typed, as the lists store it: trimmed, lowercase, accents dropped.

    >>> normalize("  Café ")
    'cafe'
    >>> normalize("don't")
    Traceback (most recent call last):
    ...
    parlour.words.wordlist.WordError: "don't" has a character that is not a letter: '. Use the letters A to Z only.
    """
    if not isinstance(text, str):
        raise WordError("A word must be text.")
    trimmed = text.strip()
    if trimmed.isascii() and trimmed.isalpha():  # the usual case, a-z and A-Z only: no Unicode work
        return trimmed.lower()
    if not trimmed:
        raise WordError("Type a word first.")
    if any(ch.isspace() for ch in trimmed):
        raise WordError(f'"{trimmed}" is more than one word: type a single word, without spaces.')
    # NFKD splits "é" into "e" and a combining accent, which is then dropped; casefold turns "ß" into "ss".
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", trimmed) if not unicodedata.combining(ch))
    word = folded.casefold()
    bad = sorted({ch for ch in word if not "a" <= ch <= "z"})
    if bad:
        what = "a character that is not a letter" if len(bad) == 1 else "characters that are not letters"
        raise WordError(f'"{trimmed}" has {what}: {" ".join(bad)}. Use the letters A to Z only.')
    return word


class Part:
    """The decoded words of one file (sorted), their tiers and American bytes, and its anagram index.

    The lists share parts: the common list is the first file, the two large lists are both files (the
    American one reading only the words its American byte marks), so each file is decoded and indexed once.
    """

    def __init__(self, words: list[str], tiers: bytes, american: bytes) -> None:
        self.words = words
        self.tiers = tiers
        self.american = american
        self._lengths: bytes | None = None
        self._indexes: dict[int, dict[str, int | tuple[int, ...]]] = {}
        # Per length: the positions of its words, and their sorted letters end to end (fixed width).
        self._by_length: dict[int, tuple[list[int], bytes]] = {}
        self._columns: dict[tuple[int, str], list[int]] = {}
        self._holding: dict[tuple[int, str, int], int] = {}
        self._blob: bytes | None = None

    def blob(self) -> bytes:
        """The words as one ASCII text, each between newlines (for C-level scans); built on first use."""
        if self._blob is None:
            self._blob = ("\n" + "\n".join(self.words) + "\n").encode("ascii")
        return self._blob

    def find(self, word: str) -> int | None:
        """The position of ``word``, or None."""
        i = bisect_left(self.words, word)
        return i if i < len(self.words) and self.words[i] == word else None

    def index(self, length: int) -> dict[str, int | tuple[int, ...]]:
        """For the words of ``length`` letters: sorted letters -> the position of the word with exactly those
        letters (a tuple of positions for anagrams). Built per length on first use: a search that stops at
        long words (a ``bound``) or needs only short ones (a small rack) never pays for the other lengths."""
        found = self._indexes.get(length)
        if found is None:
            if self._lengths is None:
                self._lengths = bytes(map(len, self.words))  # words are at most 45 letters: a byte each
            positions = [m.start() for m in re.finditer(re.escape(bytes([length])), self._lengths)]
            keys = sorted_letters(self.words, positions)
            self._by_length[length] = (positions, "".join(keys).encode("ascii"))
            found = self._indexes[length] = anagram_index(keys, positions)
        return found

    def containing(self, length: int, letters: str) -> list[int]:
        """The positions, ascending, of the words of ``length`` letters that hold every letter of ``letters``
        (repeats counted: ``"ee"`` needs two E's).

        A search with wilds asks this: a word of a rack's letters and ``k`` wilds holds the letters it takes
        from the rack and ``k`` others, and the others can be any of 26 letters (17,550 multisets of three):
        cheaper to find than to list. Each answer is an AND of C-level bit masks over the length's words,
        one per (letter, copies) of ``letters``, built on first use from the columns of their sorted letters.
        """
        self.index(length)
        positions = self._by_length[length][0]
        if not letters:
            return positions
        found = -1
        for letter, copies in groupby(letters):
            found &= self._holding_mask(length, letter, len(list(copies)))
            if not found:
                return []
        bits = format(found, "b")  # word j is the j-th digit of len(positions) (leading zeros dropped)
        skip = len(positions) - len(bits)
        out = []
        k = bits.find("1")
        while k >= 0:
            out.append(positions[skip + k])
            k = bits.find("1", k + 1)
        return out

    def _holding_mask(self, length: int, letter: str, copies: int) -> int:
        """The bits (word j: the j-th of ``len(words)`` binary digits) of the words of ``length`` letters
        with at least ``copies`` of ``letter``. Their letters are sorted, so the copies are side by side:
        position ``o`` and ``o + copies - 1`` both hold ``letter`` for some ``o``."""
        memo = (length, letter, copies)
        mask = self._holding.get(memo)
        if mask is None:
            columns = self._columns.get((length, letter))
            if columns is None:
                blob = self._by_length[length][1]
                table = _ONE_WHERE[letter]
                columns = self._columns[(length, letter)] = [
                    int(blob[o::length].translate(table) or b"0", 2) for o in range(length)
                ]
            mask = 0
            for o in range(length - copies + 1):
                mask |= columns[o] & columns[o + copies - 1]
            self._holding[memo] = mask
        return mask

    def pending(self) -> list[int]:
        """The word lengths whose index is not built yet, in :data:`PREPARE_ORDER`."""
        if self._lengths is None:
            self._lengths = bytes(map(len, self.words))
        present = set(self._lengths)
        return [n for n in PREPARE_ORDER if n in present and n not in self._indexes]


class WordList:
    """One of the three lists: its parts, and for the American list the American bytes as a filter.

    The anagram index that :meth:`search` needs is built on first use, or ahead of time by :meth:`prepare`.
    """

    def __init__(self, name: str, label: str, parts: Sequence[Part], american: bool = False) -> None:
        self.name = name
        self.label = label
        self.parts = tuple(parts)
        self.american = american
        self._len = sum(len(p.words) - p.american.count(0) if american else len(p.words) for p in parts)

    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[str]:
        """Every word, in alphabetical order."""
        return (word for word, _ in self.items())

    def __contains__(self, word: object) -> bool:
        """``word in wordlist``, for words as stored (lowercase a–z); :meth:`contains` takes what a player typed."""
        return isinstance(word, str) and self._tier(word) is not None

    def __repr__(self) -> str:
        return f"<WordList {self.name}: {len(self)} words>"

    def items(self) -> Iterator[tuple[str, int]]:
        """Every ``(word, tier)``, in alphabetical order."""
        return merge(*(self._items(part) for part in self.parts))

    def _items(self, part: Part) -> Iterator[tuple[str, int]]:
        if not self.american:
            yield from zip(part.words, part.tiers, strict=True)
            return
        for i in compress(range(len(part.words)), part.american):
            yield part.words[i], self.tier_at(part, i)

    def tier_at(self, part: Part, i: int) -> int:
        """The tier in this list of word ``i`` of ``part``, or 0 if this list does not hold it."""
        if not self.american:
            return part.tiers[i]
        mark = part.american[i]
        return part.tiers[i] if mark == 1 else _AMERICAN_TIER[mark]

    def _tier(self, word: str) -> int | None:
        for part in self.parts:
            i = part.find(word)
            if i is not None:
                return self.tier_at(part, i) or None
        return None

    def contains(self, word: str) -> bool:
        """Whether ``word`` (as a player typed it: any case, spaces around) is in this list.

        Raises :class:`WordError` for text with anything but letters (a player-readable sentence).

        >>> from parlour import words
        >>> words.load("common").contains(" Apple ")
        True
        """
        return self._tier(normalize(word)) is not None

    def tier(self, word: str) -> int | None:
        """The word's SCOWL size (10, 20, 35, 40, 50, 55, 60, 70 or 80; smaller is more common), or None."""
        return self._tier(normalize(word))

    def prepare(self, max_ms: float | None = None) -> bool:
        """Build the anagram indexes ahead of the searches (which otherwise build the ones they need).

        With ``max_ms``, stop after about that long (one length of one file at a time, a few tens of ms):
        call again, e.g. in a worker's idle time, until it returns True, meaning every index is built.
        """
        deadline = None if max_ms is None else time.perf_counter() + max_ms / 1000
        todo = [(length, part) for part in self.parts for length in part.pending()]
        todo.sort(key=lambda job: PREPARE_ORDER.index(job[0]))  # a length in every file, then the next one
        for length, part in todo:
            part.index(length)
            if deadline is not None and time.perf_counter() > deadline:
                return not any(p.pending() for p in self.parts)
        return True

    def search(self, rack: Sequence[str] | str, **options: Any) -> list[Candidate]:
        """The words that can be spelled from ``rack``: see :func:`parlour.words.search.search`."""
        from .search import search  # search imports this module

        return search(self, rack, **options)


def sorted_letters(words: list[str], positions: list[int]) -> list[str]:
    """The letters of each ``words[i]``, ``i`` in ``positions``, in alphabetical order (its anagram key); the
    words are all of one length.

    Sorting is nearly the whole cost of an index, so it is done for all the words at once, not word by word
    (``"".join(sorted(w))`` for each took twice as long, in CPython and in Pyodide): :func:`sort_columns`.
    """
    if not positions:
        return []
    pick = itemgetter(*positions) if len(positions) > 1 else lambda seq: (seq[positions[0]],)
    chosen: tuple[str, ...] = pick(words)
    width = len(chosen[0])
    ordered = sort_columns("".join(chosen).encode("ascii"), width).decode("ascii")
    return [ordered[k : k + width] for k in range(0, len(ordered), width)]


def sort_columns(text: bytes, width: int) -> bytes:
    """``text``, records of ``width`` bytes end to end, with the bytes of each record sorted.

    A sorting network run on whole columns at once: column ``o`` (the ``o``-th byte of every record) is one big
    ``int`` with a 16-bit lane per record, and each compare-exchange of two columns is a dozen C-level integer
    operations over all the records: ``(a | 0x100) - b`` keeps the lane's 0x100 bit exactly where ``a >= b``,
    which becomes a 0xFF mask that picks each lane's smaller byte.
    """
    count = len(text) // width
    guard = int.from_bytes(b"\x00\x01" * count, "little")
    low_bytes = int.from_bytes(b"\xff\x00" * count, "little")
    lanes = bytearray(2 * count)
    columns = []
    for o in range(width):
        lanes[0::2] = text[o::width]
        columns.append(int.from_bytes(lanes, "little"))
    for i, j in _network(width):
        a, b = columns[i], columns[j]
        keep_b = ((((a | guard) - b) & guard) >> 8) * 0xFF  # 0xFF in the lanes where a >= b
        smaller = (b & keep_b) | (a & (keep_b ^ low_bytes))
        columns[i], columns[j] = smaller, a ^ b ^ smaller
    out = bytearray(len(text))
    for o, column in enumerate(columns):
        out[o::width] = column.to_bytes(2 * count, "little")[0::2]
    return bytes(out)


@cache
def _network(size: int) -> list[tuple[int, int]]:
    """The compare-exchanges of Batcher's odd-even merge sort of ``size`` items (19 for 8, 59 for 15)."""
    pairs = []
    span = 1
    while span < size:
        step = span
        while step >= 1:
            for start in range(step % span, size - step, 2 * step):
                for k in range(min(step, size - start - step)):
                    if (start + k) // (2 * span) == (start + k + step) // (2 * span):
                        pairs.append((start + k, start + k + step))
            step //= 2
        span *= 2
    return pairs


def anagram_index(keys: list[str], positions: list[int]) -> dict[str, int | tuple[int, ...]]:
    """Map each key ``keys[k]`` (a word's sorted letters) to ``positions[k]`` (to a tuple of the positions, in
    order, for anagrams), with C-level zip and map calls."""
    index: dict[str, int | tuple[int, ...]] = dict(zip(keys, positions, strict=True))  # the last one wins
    if len(index) < len(keys):
        last = map(index.__getitem__, keys)
        extra: dict[str, list[int]] = {}
        for k in compress(range(len(keys)), map(ne, last, positions)):
            extra.setdefault(keys[k], []).append(positions[k])
        for key, more in extra.items():
            more.append(index[key])  # type: ignore[arg-type]
            index[key] = tuple(more)
    return index
