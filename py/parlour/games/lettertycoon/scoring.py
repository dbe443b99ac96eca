"""What a word earns: the scoring table, the Q card and the B, J and K patents, and royalties.

A word's letters include the letters no card gives (the second use of an X card, the S of the Z patent):
they count for its length and for B, J and K. Doublers multiply (rules as written): the Q card and each of
the player's B, J and K patents whose condition holds double the word's money and stock. With two words (V)
the Q card doubles the word it is in, and each of B, J and K doubles at most one of the two words: the
engine gives each to the word where it earns most. A Y is a vowel or a consonant as the player declares; when
they do not, the engine picks what earns most (the choice only ever matters to the player's own doublers).

>>> [(w.word, w.money, w.stock, w.doublers) for w in earnings(["QUEUE"], {"J"})]
[('QUEUE', 12, 0, ('Q', 'J'))]
>>> [(w.word, w.money, w.doublers) for w in earnings(["IDEA", "SKY"], {"B", "K"})]
[('IDEA', 4, ('B',)), ('SKY', 2, ('K',))]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .cards import DOUBLERS, VOWELS, letter_of, money_for, stock_for


@dataclass(frozen=True)
class Earned:
    """What one word earns: its money and stock after doubling, and what doubled it (``"Q"`` is the card)."""

    word: str
    money: int
    stock: int
    doublers: tuple[str, ...]

    def to_json(self) -> dict:
        """As plain data for views and events."""
        return {"word": self.word, "money": self.money, "stock": self.stock, "doublers": list(self.doublers)}


def vowel_patterns(word: str, y: Sequence[bool] | None = None) -> list[tuple[bool, ...]]:
    """Which letters of ``word`` are vowels: one pattern per way to declare its Ys (``y``: the declared ones).

    >>> vowel_patterns("SKY")
    [(False, False, False), (False, False, True)]
    """
    spots = [k for k, c in enumerate(word) if c == "Y"]
    fixed = [c in VOWELS for c in word]
    choices = [tuple(y)] if y is not None else list(product((False, True), repeat=len(spots)))
    patterns = []
    for choice in choices:
        pattern = list(fixed)
        for k, is_vowel in zip(spots, choice, strict=True):
            pattern[k] = is_vowel
        patterns.append(tuple(pattern))
    return patterns


def conditions(vowels: Sequence[bool]) -> frozenset[str]:
    """The doubling patents whose condition a word with this vowel pattern meets.

    >>> sorted(conditions((True, False, True))), sorted(conditions((False, True, False)))
    (['B', 'J'], ['K'])
    """
    count = sum(vowels)
    met = set()
    if vowels and vowels[0] and vowels[-1]:
        met.add("B")
    if 2 * count >= len(vowels):
        met.add("J")
    if count == 1:
        met.add("K")
    return frozenset(met)


def doubler_options(word: str, owned: Iterable[str], y: Sequence[bool] | None = None) -> list[frozenset[str]]:
    """The sets of the player's B/J/K patents that can double ``word`` together, one per Y declaration that
    gives a different set (largest first); ``[frozenset()]`` when none applies."""
    mine = frozenset(owned) & frozenset(DOUBLERS)
    found = {conditions(p) & mine for p in vowel_patterns(word, y)} if mine else {frozenset()}
    return sorted(found, key=lambda s: (-len(s), sorted(s)))


def base(word: str) -> tuple[int, int]:
    """Money and stock before the patents: the table, doubled if the word has a Q."""
    factor = 2 if "Q" in word else 1
    return money_for(len(word)) * factor, stock_for(len(word)) * factor


def alone(value: tuple[int, int], options: Sequence[frozenset[str]]) -> int:
    """The money plus stock a word played alone earns, from its ``value`` (:func:`base`) and its ``options``
    (:func:`doubler_options`, largest first): :func:`assign` gives one word every patent of its largest option.

    >>> alone(base("IDEA"), doubler_options("IDEA", {"B", "J", "K"}))
    8
    """
    return sum(value) << len(options[0])


def _subsets(option: frozenset[str]) -> list[frozenset[str]]:
    items = sorted(option)
    return [frozenset(c) for k in range(len(items), -1, -1) for c in combinations(items, k)]


def assign(values: Sequence[tuple[int, int]], options: Sequence[Sequence[frozenset[str]]]) -> list[frozenset[str]]:
    """The doublers each word gets: each patent doubles at most one word, for the most money plus stock (then
    the most money). ``values`` are the words' (money, stock) before the patents."""
    choices = [[s for option in opts for s in _subsets(option)] for opts in options]
    best: tuple | None = None
    for combo in product(*choices):
        if len(combo) == 2 and combo[0] & combo[1]:
            continue
        money = sum(m << len(s) for (m, _), s in zip(values, combo, strict=True))
        stock = sum(st << len(s) for (_, st), s in zip(values, combo, strict=True))
        key = (money + stock, money)
        if best is None or key > best[0]:
            best = (key, list(combo))
    assert best is not None
    return best[1]


def earnings(
    words: Sequence[str], owned: Iterable[str], ys: Sequence[Sequence[bool] | None] | None = None
) -> list[Earned]:
    """What each word of a turn earns for a player who owns the patents ``owned`` (letters).

    ``words`` are uppercase, with every letter the player plays (X copies and the Z patent's S included);
    ``ys``: per word, the declared Y choices (True = vowel), or None for the best.
    """
    owned = frozenset(owned)
    ys = ys or [None] * len(words)
    values = [base(w) for w in words]
    options = [doubler_options(w, owned, y) for w, y in zip(words, ys, strict=True)]
    chosen = assign(values, options)
    result = []
    for word, (money, stock), patents in zip(words, values, chosen, strict=True):
        shift = len(patents)
        doublers = (("Q",) if "Q" in word else ()) + tuple(p for p in DOUBLERS if p in patents)
        result.append(Earned(word, money << shift, stock << shift, doublers))
    return result


def royalties(cards: Iterable[str], player: int, owners: dict[str, int | None], seats: int) -> list[int]:
    """Dollars the bank pays each seat: $1 per card played whose patent another player owns.

    ``cards`` are the distinct cards of the play (a card used twice with X pays once; the Z patent's S is no
    card).

    >>> royalties(["E1", "E2", "T1"], 0, {"E": 1, "T": 0}, 3)
    [0, 2, 0]
    """
    paid = [0] * seats
    for card in cards:
        owner = owners.get(letter_of(card))
        if owner is not None and owner != player:
            paid[owner] += 1
    return paid
