"""Odin's cards and sets: card ids, set values, what counts as a set, and every set a hand can make.

A card id is ``"<colour>-<value>"`` (``"blue-5"``) or ``"goat"`` for the Grumpy Goat joker. These functions
are pure and shared by the rules and the bots (which call them on their own view, never on the state).

>>> play_value(["blue-5", "blue-2", "blue-8"])
852
>>> set_problem(["blue-5", "red-5", "green-5"]) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

#: The six colours, in the order used for sorting and for dealing a fresh deck.
COLOURS = ("blue", "red", "pink", "green", "black", "orange")
VALUES = range(1, 10)
GOAT = "goat"
#: The goat stands for the digit 0 and costs this many points when left in hand (other cards cost 1).
GOAT_DIGIT = 0
GOAT_PENALTY = 5
HAND_SIZE = 9
#: Two players play with four colours; one of these two is always removed (colour-blind readability, as BGA).
NEVER_TOGETHER = ("red", "black")

_COLOUR_RANK = {c: i for i, c in enumerate(COLOURS)}


def card_id(colour: str, value: int) -> str:
    """The id of a numbered card.

    >>> card_id("green", 7)
    'green-7'
    """
    return f"{colour}-{value}"


def parse(card: object) -> tuple[str, int] | None:
    """``(colour, value)`` of a card id (``("", 0)`` for the goat), or ``None`` if it is no card of the game.

    >>> parse("pink-9"), parse("goat"), parse("pink-0")
    (('pink', 9), ('', 0), None)
    """
    if card == GOAT:
        return ("", GOAT_DIGIT)
    if not isinstance(card, str) or len(card) < 3 or card[-2] != "-":
        return None
    colour, digit = card[:-2], card[-1]
    if colour not in _COLOUR_RANK or not "1" <= digit <= "9":
        return None
    return (colour, int(digit))


def colour_of(card: str) -> str:
    """The colour of a card; ``""`` for the goat, which joins any colour."""
    return _COLOUR[card]


def value_of(card: str) -> int:
    """The digit of a card (0 for the goat)."""
    return _VALUE[card]


def deck(colours: Iterable[str], goat: bool) -> list[str]:
    """Every card of a game played with ``colours`` (and the goat if it is in play), in a fixed order."""
    cards = [card_id(c, v) for c in colours for v in VALUES]
    return [*cards, GOAT] if goat else cards


def sort_key(card: str) -> tuple[int, int]:
    """Order of a sorted hand: value high to low, then colour order (the goat, worth 0, comes last)."""
    return _SORT_KEY[card]


def sorted_cards(cards: Iterable[str]) -> list[str]:
    """``cards`` sorted as a hand is shown."""
    return sorted(cards, key=_SORT_KEY.__getitem__)


def play_value(cards: Iterable[str]) -> int:
    """A play's value: its digits sorted high to low and read as one number (the goat's 0 comes last).

    >>> play_value(["blue-3", "blue-6"]), play_value(["red-9", "pink-9"]), play_value(["goat", "red-7", "red-2"])
    (63, 99, 720)
    """
    value = 0
    for digit in sorted(map(_VALUE.__getitem__, cards), reverse=True):
        value = value * 10 + digit
    return value


# Lookup tables: bots call these functions thousands of times per move.
_ALL = deck(COLOURS, True)
_COLOUR = {c: ("" if c == GOAT else c[:-2]) for c in _ALL}
_VALUE = {c: (GOAT_DIGIT if c == GOAT else int(c[-1])) for c in _ALL}
_SORT_KEY = {c: (-_VALUE[c], _COLOUR_RANK.get(_COLOUR[c], len(COLOURS))) for c in _ALL}


#: Each colour's symbol, as printed on its cards, so that words name colours without relying on colour alone.
GLYPHS = {"blue": "●", "red": "▲", "pink": "◆", "green": "✚", "black": "■", "orange": "★"}


def describe(card: str) -> str:
    """A card as a player says it: ``"the green ✚ 7"``, ``"the goat"``."""
    return "the goat" if card == GOAT else f"the {colour_of(card)} {GLYPHS[colour_of(card)]} {value_of(card)}"


def describe_play(cards: list[str]) -> str:
    """A play as a player says it, highest card first: one colour is named once, one value names each colour.

    >>> describe_play(["blue-6", "blue-5"]), describe_play(["red-4", "blue-4"]), describe_play(["goat", "pink-3"])
    ('blue ● 6 and 5', 'blue ● 4 and red ▲ 4', 'pink ◆ 3 and the goat')
    """
    ordered = sorted_cards(cards)
    colours = {colour_of(c) for c in ordered if c != GOAT}
    if len(colours) == 1:
        (colour,) = colours
        words = [str(value_of(c)) if c != GOAT else "the goat" for c in ordered]
        words[0] = f"{colour} {GLYPHS[colour]} {words[0]}"
    else:
        words = [describe(c).removeprefix("the ") for c in ordered]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def set_problem(cards: list[str]) -> str | None:
    """Why ``cards`` (distinct, at least one) are not one set, or ``None`` when they are.

    A set is one card, or cards all of one colour, or all of one value. The goat joins any one-colour set but
    never a one-value set (it is a 0, not a wild number).
    """
    if len(cards) <= 1:
        return None
    numbered = [c for c in cards if c != GOAT]
    if len({colour_of(c) for c in numbered}) <= 1:
        return None
    if GOAT not in cards and len({value_of(c) for c in numbered}) == 1:
        return None
    if GOAT in cards and len({value_of(c) for c in numbered}) == 1:
        return "The goat joins cards of one colour, never cards of one value."
    return "Two or more cards must all be the same colour or all the same value."


def is_set(cards: list[str]) -> bool:
    """Whether ``cards`` form one set (see :func:`set_problem`)."""
    return set_problem(cards) is None


def _subsets(cards: list[str]) -> Iterator[tuple[str, ...]]:
    for size in range(1, len(cards) + 1):
        yield from combinations(cards, size)


def all_sets(hand: list[str]) -> list[list[str]]:
    """Every set that can be made from ``hand``, each once, cards sorted as in a hand.

    >>> len(all_sets(["blue-1", "blue-2", "red-2"]))  # 3 singles, blue 21, 22
    5
    """
    ordered = sorted_cards(hand)
    has_goat = GOAT in ordered
    found: list[list[str]] = [[c] for c in ordered]
    by_colour: dict[str, list[str]] = {}
    by_value: dict[int, list[str]] = {}
    for card in ordered:
        if card != GOAT:
            by_colour.setdefault(colour_of(card), []).append(card)
            by_value.setdefault(value_of(card), []).append(card)
    for colour in COLOURS:
        group = by_colour.get(colour, [])
        for subset in _subsets(group):
            if len(subset) >= 2:
                found.append(list(subset))
            if has_goat:
                found.append([*subset, GOAT])
    for value in sorted(by_value, reverse=True):
        group = by_value[value]
        # Two cards of one value and one colour cannot exist, so every subset of 2+ here is new.
        found.extend(list(s) for s in _subsets(group) if len(s) >= 2)
    return found


def play_problem(hand: list[str], table: list[str] | None, cards: list[str]) -> str | None:
    """Why ``cards`` (distinct cards of ``hand``) may not be played on ``table``, or ``None`` if they may.

    This is the one place that says what a play must be. ``table`` is ``None`` or empty when leading: one
    card, or the whole hand when it is one set. Following: as many cards as the table or exactly one more,
    one set, of strictly higher value.
    """
    if not table:
        if len(cards) == 1 or (len(cards) == len(hand) and is_set(cards)):
            return None
        return "You lead this round: play one card, or your whole hand if it is one colour or one value."
    size = len(table)
    if not size <= len(cards) <= size + 1:
        noun = "card" if size == 1 else "cards"
        return f"The table has {size} {noun}: play {size} or {size + 1}."
    problem = set_problem(cards)
    if problem:
        return problem
    beat = play_value(table)
    if play_value(cards) <= beat:
        return f"Your play must beat {beat}."
    return None


def beating_sets(hand: list[str], table: list[str] | None) -> list[list[str]]:
    """Every play ``hand`` may make on ``table`` (``None`` or empty: leading), sorted by size, value, cards."""
    if table:
        size = len(table)
        candidates = [s for s in all_sets(hand) if size <= len(s) <= size + 1]
    else:
        candidates = [[c] for c in sorted_cards(hand)]
        if len(hand) >= 2:
            candidates.append(sorted_cards(hand))
    plays = [s for s in candidates if play_problem(hand, table, s) is None]
    plays.sort(key=lambda s: (len(s), play_value(s), [_SORT_KEY[c] for c in s]))
    return plays
