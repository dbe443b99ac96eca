"""Letter Tycoon's data: the 102 letter cards, the 26 patents, the scoring table and the goals.

From the team's sheet (shared/rules/letter-tycoon.md, section 12). A card's id is its letter and a copy
number, ``"E1"`` to ``"E12"``: the letter is always the first character.

>>> len(DECK), DECK[:3], letter_of("E12")
(102, ['A1', 'A2', 'A3'], 'E')
>>> sum(PATENT_COST.values())
110
"""

from __future__ import annotations

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: Copies of each letter among the 102 cards.
COUNT = dict(zip(LETTERS, (9, 2, 2, 4, 12, 2, 3, 4, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 6, 6, 4, 2, 2, 1, 2, 1), strict=True))

#: The price of each letter's patent, which is also its value at the end.
PATENT_COST = dict(
    zip(LETTERS, (8, 2, 3, 4, 10, 3, 3, 5, 7, 2, 2, 4, 3, 7, 7, 3, 2, 6, 6, 8, 3, 2, 3, 2, 3, 2), strict=True)
)

#: What the seven special patents let their owner do (the patent board's text).
ABILITY = {
    "B": "Earn double if your word begins and ends with a vowel.",
    "J": "Earn double if vowels make up at least half of your word.",
    "K": "Earn double if your word has exactly one vowel.",
    "Q": "At the start of your turn you may replace one card of your hand or of the pool.",
    "V": "You may play two words, each scored on its own.",
    "X": "You may use one letter card twice.",
    "Z": "You may add an S to the end of your word.",
}

#: The patents that double a word's earnings when its condition holds (see :mod:`.scoring`).
DOUBLERS = ("B", "J", "K")

VOWELS = frozenset("AEIOU")
HAND_SIZE = 7
POOL_SIZE = 3
MIN_LETTERS = 3

#: Players -> (patent value that triggers the last round, minimum number of patents owned).
GOAL = {2: (45, 6), 3: (34, 5), 4: (26, 3), 5: (21, 3)}

#: The retry counts of the automatic challenge; -1 means unlimited.
UNLIMITED = -1

DECK = [f"{letter}{n}" for letter in LETTERS for n in range(1, COUNT[letter] + 1)]
_KNOWN = frozenset(DECK)


def letter_of(card: str) -> str:
    """The letter of a card id."""
    return card[0]


def is_card(card: object) -> bool:
    """Whether ``card`` is the id of one of the 102 cards."""
    return isinstance(card, str) and card in _KNOWN


def sort_key(card: str) -> tuple[str, int]:
    """Hands are shown in alphabetical order, copies by number."""
    return card[0], int(card[1:])


def money_for(length: int) -> int:
    """Dollars for a word of ``length`` letters, before doubling: $1 for 3 letters ... $6 for 7 or more."""
    return 0 if length < MIN_LETTERS else length - 2 if length <= 6 else 6


def stock_for(length: int) -> int:
    """Stock for a word of ``length`` letters, before doubling: 1 at 6 and 7 letters, then one more a letter.

    >>> [(n, money_for(n), stock_for(n)) for n in (3, 6, 7, 8, 12)]
    [(3, 1, 0), (6, 4, 1), (7, 6, 1), (8, 6, 2), (12, 6, 6)]
    """
    return 0 if length < 6 else 1 if length <= 7 else length - 6


SCORING = [{"length": n, "money": money_for(n), "stock": stock_for(n)} for n in range(MIN_LETTERS, 13)]
"""The scoring card, for the view."""
