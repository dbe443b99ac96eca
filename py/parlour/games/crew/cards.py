"""The 40 playing cards of The Crew, their names, and who wins a trick.

A card is a short string: a colour letter and a value, ``"p7"`` (pink 7), ``"b1"``, ``"g9"``, ``"y3"``,
and the rockets ``"r1"`` to ``"r4"`` (the trump suit). Inside the solver and the mission checks a card is an
index 0–39: colour ``c`` (pink 0, blue 1, green 2, yellow 3) value ``v`` is ``9 * c + v - 1`` and rocket
``v`` is ``35 + v``. So within a suit a higher index is a higher card, and every rocket is above every
colour card, which makes the trick winner a simple maximum.

>>> winner_index([index("b3"), index("b7"), index("g9")])
1
>>> winner_index([index("b3"), index("r1"), index("b9")])
1
"""

from __future__ import annotations

COLOURS = ("p", "b", "g", "y")
ROCKET = "r"
SUITS = (*COLOURS, ROCKET)
SUIT_NAMES = {"p": "pink", "b": "blue", "g": "green", "y": "yellow", "r": "rocket"}
#: The symbol printed on each colour's cards, so that words name a suit without relying on its colour alone.
SUIT_GLYPHS = {"p": "◆", "b": "●", "g": "✚", "y": "★"}
ROCKET_SUIT = 4  # the suit number of the rockets in index form

CARDS = tuple(f"{c}{v}" for c in COLOURS for v in range(1, 10)) + tuple(f"r{v}" for v in range(1, 5))
INDEX = {card: i for i, card in enumerate(CARDS)}
ALL_MASK = (1 << 40) - 1
ROCKET_MASK = 0b1111 << 36
SUIT_MASKS = (*(0b111111111 << (9 * s) for s in range(4)), ROCKET_MASK)
COLOUR_MASK = ALL_MASK & ~ROCKET_MASK
COMMANDER_CARD = "r4"


def index(card: str) -> int:
    """The index 0–39 of ``card``."""
    return INDEX[card]


def is_card(card: object) -> bool:
    """Whether ``card`` is the text of one of the 40 cards."""
    return isinstance(card, str) and card in INDEX


def suit(card: str) -> str:
    """The suit letter of ``card``: a colour or ``"r"``."""
    return card[0]


def value(card: str) -> int:
    """The value printed on ``card``."""
    return int(card[1:])


def is_rocket(card: str) -> bool:
    """Whether ``card`` is a rocket (a trump)."""
    return card[0] == ROCKET


def suit_words(suit: str) -> str:
    """A suit in words, with its symbol: ``"blue ●"``, ``"rocket"``."""
    return f"{SUIT_NAMES[suit]} {SUIT_GLYPHS[suit]}" if suit in SUIT_GLYPHS else SUIT_NAMES[suit]


def describe(card: str) -> str:
    """``card`` in words: ``"the blue ● 6"``, ``"rocket 4"``."""
    if is_rocket(card):
        return f"rocket {card[1:]}"
    return f"the {suit_words(card[0])} {card[1:]}"


def sort_key(card: str) -> int:
    """Hand order: pink, blue, green, yellow, rockets; low to high."""
    return INDEX[card]


def sorted_cards(cards: list[str]) -> list[str]:
    """``cards`` in hand order."""
    return sorted(cards, key=sort_key)


def deck(challenge: bool = False) -> list[str]:
    """The playing cards of a mission: all 40, or without green and rocket 1 in the challenge for three."""
    if challenge:
        return [c for c in CARDS if c[0] != "g" and c != "r1"]
    return list(CARDS)


def task_deck(challenge: bool = False) -> list[str]:
    """The task cards: one for each colour card of the deck (no rockets)."""
    return [c for c in deck(challenge) if not is_rocket(c)]


def suit_of(i: int) -> int:
    """The suit number (0–3 colours, 4 rockets) of card index ``i``."""
    return 4 if i >= 36 else i // 9


def value_of(i: int) -> int:
    """The printed value of card index ``i``."""
    return i - 35 if i >= 36 else i % 9 + 1


def winner_index(played: list[int]) -> int:
    """The position in ``played`` (card indices in play order) of the card that wins the trick.

    The highest rocket if there is one, else the highest card of the led suit: in index form both are the
    maximum over the cards of the led suit and the rockets.
    """
    led = played[0] // 9  # 0-3 for the colours, 4 for the rockets (36-39)
    best, at = -1, 0
    for i, card in enumerate(played):
        if card > best and (card >= 36 or card // 9 == led):
            best, at = card, i
    return at


def follow_options(hand: list[str], led: str | None) -> list[str]:
    """The cards of ``hand`` that may be played to a trick whose led suit is ``led`` (None: leading)."""
    if led is None:
        return list(hand)
    same = [c for c in hand if c[0] == led]
    return same or list(hand)


def mask_of(cards: list[str]) -> int:
    """The bit set of ``cards`` (bit ``index(card)``)."""
    mask = 0
    for card in cards:
        mask |= 1 << INDEX[card]
    return mask


def cards_of(mask: int) -> list[str]:
    """The cards of bit set ``mask``, in hand order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def communication_token(hand: list[str], card: str) -> str | None:
    """Where the radio token would go if ``card`` were communicated from ``hand``.

    ``"top"``: the highest of its colour in the hand, ``"middle"``: the only one, ``"bottom"``: the lowest;
    None if the card cannot be communicated (a rocket, not in the hand, or neither highest, only nor lowest).

    >>> communication_token(["b2", "b5", "b7", "g1"], "b7"), communication_token(["b2", "b5", "b7"], "b5")
    ('top', None)
    >>> communication_token(["b2", "g1"], "g1"), communication_token(["r2", "g1"], "r2")
    ('middle', None)
    """
    if card not in hand or is_rocket(card):
        return None
    same = [value(c) for c in hand if c[0] == card[0]]
    if len(same) == 1:
        return "middle"
    if value(card) == max(same):
        return "top"
    if value(card) == min(same):
        return "bottom"
    return None
