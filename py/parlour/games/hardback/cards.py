"""Hardback's cards as data: the 140 genre cards of the offer deck, the starters, adverts and literary awards.

Values are Board Game Arena's (the licensed adaptation, the rules sheet's primary source); where the sheet
marks a card UNVERIFIED the BGA value is used, and the Horror H (cost 7) is BGA's current card: 1¢ and 2
prestige, and with its genre 1 prestige per inked card in the word.

A card is named by an int id. Genre cards are 1–140 (the sheet's numbering). Starters are physical cards too:
each seat has its own eight 1¢ starters A E I L N R S T (ids 141–180, eight per seat), and the ten 1-prestige
starters B C D G H M O P U Y (ids 181–190) are shared out at random, two per seat.

Benefit codes (the sheet's glossary): ``coins``, ``prestige``, ``coins_or_prestige``, ``ink_or_remover``,
``trash_self_for_coins``, ``trash_self_for_prestige``, ``trash_discard_for_coins``, ``double_adjacent``,
``uncover_adjacent_wild``, ``jail``, ``coins_per_adventure_in_play``, ``prestige_per_wild_in_play``,
``prestige_per_inked_card_in_play``, ``preview_top3``.
"""

from __future__ import annotations

from functools import cache

GENRES = ("adventure", "horror", "mystery", "romance")
STARTER = "starter"
HAND_SIZE = 5
ROW_SIZE = 7
MIN_WORD = 2

#: Benefit amounts that Double multiplies (a card doubled twice is tripled): every ¢ and prestige number.
NUMBERS = frozenset(
    {
        "coins",
        "prestige",
        "coins_or_prestige",
        "trash_self_for_coins",
        "trash_self_for_prestige",
        "trash_discard_for_coins",
        "coins_per_adventure_in_play",
        "prestige_per_wild_in_play",
        "prestige_per_inked_card_in_play",
    }
)

# id: (genre, letter, cost, prestige on purchase, timeless classic, basic benefits, genre benefits)
GENRE_CARDS: dict[int, tuple] = {
    1: ("adventure", "A", 5, 1, False, {"prestige": 2, "trash_self_for_coins": 3}, {"prestige": 1}),
    2: ("adventure", "A", 7, 0, False, {"prestige": 3}, {"prestige": 2}),
    3: ("adventure", "B", 4, 3, False, {"prestige": 2}, {"prestige": 2}),
    4: ("adventure", "C", 3, 0, False, {"coins": 1, "trash_self_for_coins": 2}, {"coins": 1}),
    5: ("adventure", "C", 5, 0, True, {"prestige": 2}, {"prestige": 1}),
    6: ("adventure", "D", 4, 1, False, {"coins": 2}, {"prestige": 3}),
    7: ("adventure", "E", 3, 0, False, {"prestige": 1, "trash_self_for_coins": 2}, {"prestige": 1}),
    8: ("adventure", "F", 8, 1, False, {"prestige": 5}, {"prestige": 2}),
    9: ("adventure", "G", 2, 0, False, {"prestige": 1}, {"prestige": 2}),
    10: ("adventure", "G", 6, 0, False, {"prestige": 4, "trash_self_for_coins": 4}, {"prestige": 1}),
    11: ("adventure", "H", 3, 3, False, {"prestige": 1, "trash_self_for_prestige": 1}, {"prestige": 1}),
    12: ("adventure", "I", 3, 0, True, {"prestige": 2}, {}),
    13: ("adventure", "I", 6, 0, False, {"prestige": 3}, {"prestige": 1}),
    14: ("adventure", "J", 3, 0, False, {"prestige": 2, "trash_self_for_coins": 2}, {"prestige": 1}),
    15: ("adventure", "J", 5, 0, False, {"prestige": 3, "trash_self_for_prestige": 2}, {"prestige": 2}),
    16: ("adventure", "K", 9, 2, False, {"prestige": 5}, {"prestige": 3}),
    17: ("adventure", "L", 2, 1, False, {"prestige": 1}, {"prestige": 1}),
    18: ("adventure", "L", 4, 3, False, {"prestige": 2}, {"prestige": 1}),
    19: ("adventure", "M", 6, 3, False, {"prestige": 3}, {"prestige": 2}),
    20: ("adventure", "N", 4, 1, False, {"coins": 2}, {"coins": 1, "prestige": 1}),
    21: ("adventure", "O", 6, 0, False, {"prestige": 2}, {"coins_per_adventure_in_play": 2}),
    22: ("adventure", "P", 4, 1, False, {"prestige": 2}, {"prestige": 2}),
    23: ("adventure", "P", 8, 0, True, {"prestige": 2}, {"prestige": 2}),
    24: ("adventure", "Q", 7, 0, False, {"prestige": 3, "trash_self_for_prestige": 3}, {"prestige": 4}),
    25: ("adventure", "R", 3, 1, False, {"prestige": 1}, {"prestige": 2}),
    26: ("adventure", "S", 5, 1, False, {"prestige": 2, "trash_self_for_prestige": 2}, {"prestige": 1}),
    27: ("adventure", "T", 4, 2, False, {"prestige": 2}, {"prestige": 1}),
    28: ("adventure", "U", 4, 0, False, {"prestige": 1, "trash_self_for_prestige": 2}, {"prestige": 3}),
    29: ("adventure", "V", 2, 0, False, {"prestige": 1}, {"prestige": 2}),
    30: ("adventure", "W", 3, 0, False, {"prestige": 2, "trash_self_for_coins": 2}, {"prestige": 1}),
    31: ("adventure", "W", 5, 2, True, {"prestige": 2}, {}),
    32: ("adventure", "X", 4, 0, False, {"coins": 2, "trash_self_for_prestige": 2}, {"coins": 2}),
    33: ("adventure", "Y", 2, 0, False, {"prestige": 1, "trash_self_for_coins": 1}, {"prestige": 1}),
    34: ("adventure", "Y", 4, 3, False, {"coins": 2, "trash_self_for_coins": 2}, {"coins": 1}),
    35: ("adventure", "Z", 5, 3, False, {"prestige": 4}, {"prestige": 1}),
    36: ("horror", "A", 3, 0, False, {"coins_or_prestige": 2}, {}),
    37: ("horror", "B", 6, 0, False, {"coins": 3}, {"coins": 2, "ink_or_remover": 1}),
    38: ("horror", "C", 5, 0, False, {"prestige": 2, "ink_or_remover": 1}, {"prestige": 1}),
    39: ("horror", "C", 8, 0, False, {"coins": 2, "ink_or_remover": 1}, {"coins": 3}),
    40: ("horror", "D", 4, 0, True, {"coins_or_prestige": 1}, {"coins": 1, "prestige": 1}),
    41: ("horror", "D", 9, 0, False, {"prestige": 3, "ink_or_remover": 1}, {"prestige": 3}),
    42: ("horror", "E", 5, 0, True, {"coins_or_prestige": 2}, {"prestige": 1}),
    43: ("horror", "E", 8, 0, False, {"coins": 2, "ink_or_remover": 1}, {"coins_or_prestige": 2}),
    44: ("horror", "F", 3, 0, False, {"prestige": 2}, {"coins_or_prestige": 2, "ink_or_remover": 1}),
    45: ("horror", "G", 4, 0, False, {"prestige": 2}, {"prestige": 2, "ink_or_remover": 1}),
    46: ("horror", "H", 7, 0, False, {"coins": 1, "prestige": 2}, {"prestige_per_inked_card_in_play": 1}),
    47: ("horror", "I", 4, 0, False, {"prestige": 2}, {"coins_or_prestige": 2}),
    48: ("horror", "J", 5, 0, False, {"prestige": 3, "ink_or_remover": 1}, {"prestige": 2}),
    49: ("horror", "K", 2, 0, False, {"coins_or_prestige": 1}, {"coins": 2}),
    50: ("horror", "L", 3, 0, False, {"prestige": 2}, {"ink_or_remover": 1}),
    51: ("horror", "M", 3, 0, False, {"prestige": 2}, {"prestige": 1}),
    52: ("horror", "N", 5, 0, False, {"coins": 2, "ink_or_remover": 1}, {"coins": 1}),
    53: ("horror", "N", 6, 0, True, {"coins_or_prestige": 1}, {"prestige": 2, "ink_or_remover": 1}),
    54: ("horror", "O", 4, 0, False, {"coins_or_prestige": 2}, {"coins_or_prestige": 1}),
    55: ("horror", "P", 3, 0, False, {"prestige": 2, "ink_or_remover": 1}, {}),
    56: ("horror", "Q", 4, 0, False, {"coins": 3}, {"coins": 1, "ink_or_remover": 1}),
    57: ("horror", "R", 4, 0, False, {"coins_or_prestige": 1}, {"coins": 2, "ink_or_remover": 1}),
    58: ("horror", "S", 2, 0, False, {"prestige": 1}, {"prestige": 1}),
    59: ("horror", "S", 7, 0, False, {"prestige": 3, "ink_or_remover": 1}, {"prestige": 1}),
    60: ("horror", "T", 4, 0, False, {"prestige": 2}, {"prestige": 1, "ink_or_remover": 1}),
    61: ("horror", "U", 2, 0, False, {"prestige": 1}, {"prestige": 2}),
    62: ("horror", "U", 6, 0, False, {"prestige": 4}, {"prestige": 1}),
    63: ("horror", "V", 4, 0, False, {"coins": 2}, {"coins": 2, "ink_or_remover": 1}),
    64: ("horror", "V", 5, 0, True, {"coins": 1}, {"coins": 1, "ink_or_remover": 1}),
    65: ("horror", "W", 4, 0, False, {"prestige": 2, "ink_or_remover": 1}, {"prestige": 2}),
    66: ("horror", "W", 5, 0, False, {"coins": 2, "ink_or_remover": 1}, {"coins": 3}),
    67: ("horror", "X", 2, 0, False, {"coins_or_prestige": 1}, {"prestige": 2}),
    68: ("horror", "X", 6, 0, False, {"prestige": 3, "ink_or_remover": 1}, {"prestige": 3}),
    69: ("horror", "Y", 3, 0, False, {"coins": 2}, {"coins": 1, "ink_or_remover": 1}),
    70: ("horror", "Z", 3, 0, False, {"coins_or_prestige": 2}, {"coins_or_prestige": 1, "ink_or_remover": 1}),
    71: ("mystery", "A", 3, 0, False, {"prestige": 1, "uncover_adjacent_wild": 1}, {}),
    72: ("mystery", "A", 5, 0, True, {"coins": 2}, {"coins": 1}),
    73: ("mystery", "B", 4, 0, False, {"coins": 2, "jail": 1}, {"coins": 2}),
    74: ("mystery", "C", 5, 0, False, {"prestige": 2, "uncover_adjacent_wild": 1}, {"jail": 1}),
    75: ("mystery", "D", 4, 0, False, {"prestige": 1, "uncover_adjacent_wild": 1}, {"prestige": 2}),
    76: ("mystery", "E", 4, 0, False, {"coins": 2}, {"uncover_adjacent_wild": 1}),
    77: ("mystery", "F", 2, 0, False, {"prestige": 1, "jail": 1}, {"prestige": 1}),
    78: ("mystery", "F", 5, 0, True, {"prestige": 1, "jail": 1}, {"prestige": 1}),
    79: ("mystery", "G", 6, 0, False, {"prestige": 3}, {"prestige": 2, "uncover_adjacent_wild": 1}),
    80: ("mystery", "H", 3, 0, False, {"prestige": 1, "jail": 1}, {"prestige": 2}),
    81: ("mystery", "I", 3, 0, False, {"prestige": 2}, {"jail": 1}),
    82: ("mystery", "I", 5, 0, False, {"coins": 2, "uncover_adjacent_wild": 1}, {}),
    83: ("mystery", "J", 8, 0, False, {"prestige": 5, "uncover_adjacent_wild": 1}, {"prestige": 2}),
    84: ("mystery", "K", 2, 0, False, {"prestige": 1}, {"prestige": 1, "uncover_adjacent_wild": 1}),
    85: ("mystery", "K", 4, 0, False, {"coins": 2, "uncover_adjacent_wild": 1}, {"coins": 2}),
    86: ("mystery", "L", 6, 0, False, {"prestige": 3}, {"prestige": 1, "uncover_adjacent_wild": 1}),
    87: ("mystery", "M", 3, 0, False, {"coins": 1, "uncover_adjacent_wild": 1}, {"coins": 1}),
    88: ("mystery", "M", 4, 0, True, {"coins": 1}, {"coins": 1, "jail": 1}),
    89: ("mystery", "N", 7, 0, False, {"prestige": 3}, {"prestige": 1, "prestige_per_wild_in_play": 1}),
    90: ("mystery", "O", 3, 0, False, {"prestige": 1, "jail": 1}, {"uncover_adjacent_wild": 1}),
    91: ("mystery", "P", 2, 0, False, {"coins": 1}, {"coins": 1, "jail": 1}),
    92: ("mystery", "P", 4, 0, False, {"prestige": 1, "uncover_adjacent_wild": 1}, {"prestige": 2}),
    93: ("mystery", "Q", 3, 0, False, {"prestige": 2}, {"prestige": 2, "uncover_adjacent_wild": 1}),
    94: ("mystery", "Q", 5, 0, False, {"prestige": 2, "uncover_adjacent_wild": 1}, {"prestige": 3}),
    95: ("mystery", "R", 4, 0, False, {"coins": 1}, {"coins": 2, "uncover_adjacent_wild": 1}),
    96: ("mystery", "R", 6, 0, False, {"prestige": 2, "uncover_adjacent_wild": 1}, {"prestige": 1, "jail": 1}),
    97: ("mystery", "S", 4, 0, False, {"coins": 1, "jail": 1}, {"coins": 2}),
    98: ("mystery", "T", 6, 0, False, {"prestige": 2, "uncover_adjacent_wild": 1}, {"prestige": 2}),
    99: ("mystery", "T", 8, 0, True, {"prestige": 2}, {"prestige": 2, "jail": 1}),
    100: ("mystery", "U", 2, 0, False, {"coins": 1}, {"coins": 1, "uncover_adjacent_wild": 1}),
    101: ("mystery", "V", 9, 0, False, {"prestige": 4, "uncover_adjacent_wild": 1}, {"prestige": 4}),
    102: ("mystery", "W", 4, 0, False, {"coins": 2}, {"coins": 2, "uncover_adjacent_wild": 1}),
    103: ("mystery", "X", 3, 0, False, {"prestige": 3, "jail": 1}, {}),
    104: ("mystery", "Y", 7, 0, False, {"prestige": 4}, {"prestige": 2, "uncover_adjacent_wild": 1}),
    105: ("mystery", "Z", 5, 0, False, {"prestige": 3}, {"prestige": 2, "uncover_adjacent_wild": 1}),
    106: ("romance", "A", 4, 0, False, {"coins": 1, "trash_discard_for_coins": 1}, {"coins": 1}),
    107: ("romance", "B", 3, 0, False, {"coins": 2}, {"double_adjacent": 1}),
    108: ("romance", "B", 5, 0, True, {"coins": 1}, {"coins": 1, "trash_discard_for_coins": 1}),
    109: ("romance", "C", 3, 0, False, {"prestige": 2}, {"trash_discard_for_coins": 1}),
    110: ("romance", "D", 4, 0, False, {"coins": 2}, {"double_adjacent": 1}),
    111: ("romance", "E", 2, 0, False, {"coins": 1}, {"coins": 1}),
    112: ("romance", "E", 6, 0, False, {"prestige": 3}, {"trash_discard_for_coins": 1}),
    113: ("romance", "F", 4, 0, False, {"prestige": 2, "trash_discard_for_coins": 1}, {"prestige": 1}),
    114: ("romance", "F", 6, 0, False, {"coins": 2, "double_adjacent": 1}, {"coins": 1, "trash_discard_for_coins": 1}),
    115: ("romance", "G", 3, 0, False, {"prestige": 1, "trash_discard_for_coins": 1}, {"prestige": 1}),
    116: ("romance", "H", 3, 0, False, {"coins": 1, "trash_discard_for_coins": 1}, {"coins": 1}),
    117: ("romance", "H", 7, 0, False, {"prestige": 3}, {"prestige": 2, "double_adjacent": 1}),
    118: ("romance", "I", 2, 0, False, {"coins": 1}, {"coins": 1}),
    119: ("romance", "J", 6, 0, False, {"coins": 2, "double_adjacent": 1}, {"coins": 2, "trash_discard_for_coins": 1}),
    120: ("romance", "K", 3, 0, False, {"coins": 2}, {"coins": 1, "trash_discard_for_coins": 1}),
    121: ("romance", "K", 5, 0, True, {"coins": 1}, {"coins": 1, "trash_discard_for_coins": 1}),
    122: ("romance", "L", 8, 0, False, {"prestige": 3}, {"prestige": 2, "double_adjacent": 1}),
    123: ("romance", "M", 2, 0, False, {"coins": 1, "trash_discard_for_coins": 1}, {}),
    124: ("romance", "N", 2, 0, False, {"prestige": 1}, {"trash_discard_for_coins": 1}),
    125: ("romance", "N", 5, 0, False, {"coins": 2, "trash_discard_for_coins": 1}, {"coins": 1}),
    126: ("romance", "O", 4, 0, False, {"coins": 2}, {"double_adjacent": 1}),
    127: ("romance", "O", 8, 0, True, {"coins": 2, "prestige": 1}, {"coins": 1, "prestige": 1}),
    128: ("romance", "P", 6, 0, False, {"prestige": 2, "double_adjacent": 1}, {"prestige": 1}),
    129: ("romance", "Q", 4, 0, False, {"prestige": 2, "trash_discard_for_coins": 1}, {"prestige": 2}),
    130: ("romance", "R", 5, 0, False, {"prestige": 2}, {"prestige": 1, "preview_top3": 1}),
    131: ("romance", "R", 5, 0, True, {"prestige": 2}, {"trash_discard_for_coins": 1}),
    132: ("romance", "S", 4, 0, False, {"prestige": 1}, {"prestige": 1, "double_adjacent": 1}),
    133: ("romance", "T", 3, 0, False, {"coins": 1}, {"coins": 1, "trash_discard_for_coins": 1}),
    134: ("romance", "U", 9, 0, False, {"prestige": 5}, {"prestige": 1, "double_adjacent": 1}),
    135: ("romance", "V", 3, 0, False, {"prestige": 2}, {"prestige": 1, "trash_discard_for_coins": 1}),
    136: ("romance", "W", 4, 0, False, {"prestige": 1, "double_adjacent": 1}, {"prestige": 1}),
    137: ("romance", "X", 7, 0, False, {"prestige": 4, "trash_discard_for_coins": 1}, {"prestige": 2}),
    138: ("romance", "Y", 4, 0, False, {"prestige": 1, "double_adjacent": 1}, {"trash_discard_for_coins": 1}),
    139: ("romance", "Z", 4, 0, False, {"prestige": 2, "trash_discard_for_coins": 1}, {"prestige": 2}),
    140: ("romance", "Z", 5, 0, False, {"prestige": 2, "double_adjacent": 1}, {"coins": 2}),
}

COIN_STARTERS = "AEILNRST"
PRESTIGE_STARTERS = "BCDGHMOPUY"
FIRST_COIN_STARTER = 141
FIRST_PRESTIGE_STARTER = 181
MAX_SEATS = 5

#: The Adverts variant: (cost in ¢, prestige), bought strictly in this order, each once per player.
ADVERTS = ((6, 3), (9, 6), (12, 10), (15, 15), (18, 20))

#: The Literary Awards variant: prestige at the end for the longest word (lengths over 12 count as 12).
AWARDS = {7: 5, 8: 6, 9: 7, 10: 9, 11: 12, 12: 15}

#: Penny Dreadful's signature genres (co-operative variant), with BGA's titles.
SIGNATURES = {
    "adventure": "Adventures in Peril: while an Adventure card is in the offer row, Penny scores 1 for each card "
    "bought.",
    "horror": "The Horrors of Fear: while a Horror card is in the offer row, Penny scores 1 for each ink used.",
    "mystery": "A Mysterious Mystery: when Penny claims a Mystery card she also discards the cheapest card in the "
    "offer row.",
    "romance": "Romancing the Heart: Romance cards Penny claims score double their cost.",
}


def coin_starters(seat: int) -> list[int]:
    """The eight 1¢ starters of ``seat`` (A E I L N R S T)."""
    first = FIRST_COIN_STARTER + len(COIN_STARTERS) * seat
    return list(range(first, first + len(COIN_STARTERS)))


def prestige_starters() -> list[int]:
    """The ten 1-prestige starters B C D G H M O P U Y."""
    return list(range(FIRST_PRESTIGE_STARTER, FIRST_PRESTIGE_STARTER + len(PRESTIGE_STARTERS)))


def genre_cards() -> list[int]:
    """The 140 cards of the offer deck."""
    return list(GENRE_CARDS)


@cache
def card(card_id: int) -> dict:
    """A card's printed data: ``{"id", "genre", "letter", "cost", "buy_prestige", "timeless", "basic",
    "genre_bonus"}`` (letters in upper case). Raises KeyError for an id that is no card.

    >>> card(46)["basic"], card(46)["genre_bonus"]
    ({'coins': 1, 'prestige': 2}, {'prestige_per_inked_card_in_play': 1})
    >>> card(141)["letter"], card(181)["basic"]
    ('A', {'prestige': 1})
    """
    if card_id in GENRE_CARDS:
        genre, letter, cost, bought, timeless, basic, bonus = GENRE_CARDS[card_id]
        return {
            "id": card_id,
            "genre": genre,
            "letter": letter,
            "cost": cost,
            "buy_prestige": bought,
            "timeless": timeless,
            "basic": basic,
            "genre_bonus": bonus,
        }
    if FIRST_COIN_STARTER <= card_id < FIRST_COIN_STARTER + len(COIN_STARTERS) * MAX_SEATS:
        letter, benefit = COIN_STARTERS[(card_id - FIRST_COIN_STARTER) % len(COIN_STARTERS)], "coins"
    elif FIRST_PRESTIGE_STARTER <= card_id < FIRST_PRESTIGE_STARTER + len(PRESTIGE_STARTERS):
        letter, benefit = PRESTIGE_STARTERS[card_id - FIRST_PRESTIGE_STARTER], "prestige"
    else:
        raise KeyError(card_id)
    return {
        "id": card_id,
        "genre": STARTER,
        "letter": letter,
        "cost": 0,
        "buy_prestige": 0,
        "timeless": False,
        "basic": {benefit: 1},
        "genre_bonus": {},
    }


def is_card(value: object) -> bool:
    """Whether ``value`` is the id of a card of the game (an int, not a bool)."""
    if type(value) is not int:
        return False
    try:
        card(value)
    except KeyError:
        return False
    return True


def letter(card_id: int) -> str:
    """The card's letter, lower case."""
    return card(card_id)["letter"].lower()


def name(card_id: int) -> str:
    """How the log names a card: "the Mystery Q", "the starter E"."""
    info = card(card_id)
    return f"the {info['genre'].capitalize()} {info['letter']}" if info["genre"] != STARTER else f"the {info['letter']}"


def title(card_id: int) -> str:
    """:func:`name` at the start of a sentence: "The Mystery Q"."""
    text = name(card_id)
    return text[0].upper() + text[1:]
