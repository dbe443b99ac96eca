"""The hard bots' communication: which card to show, and what a crew member's choice tells the others.

A crew member communicates at its first chance (not in the last two tricks) the card whose message is worth
most: how much it says about the open tasks (:func:`task_value`), plus how many live cards it rules out of
the hand (a singleton rules out the rest of its colour). The choice is a pure function of the hand and of
what was public when it was made, so the others can replay it on a dealt world and keep only the worlds
where that crew member would have made the same choice: a message says which card it
shows, and also that no other card of the hand would have said more.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cards as C

SUITS = C.SUIT_MASKS
EXCLUDED_WEIGHT = 0.25  # the worth of each live card a message rules out of the hand


@dataclass(frozen=True)
class Moment:
    """What was public when a message was chosen: the open tasks ``(card index, owner)`` and the cards gone."""

    tasks: tuple[tuple[int, int], ...]
    gone: int


def tokens(hand: int) -> list[tuple[int, str]]:
    """The ``(card index, token)`` pairs a hand (bit set) may communicate, low cards first."""
    out = []
    for suit in SUITS[:4]:
        cards = hand & suit
        if not cards:
            continue
        low = (cards & -cards).bit_length() - 1
        high = cards.bit_length() - 1
        if low == high:
            out.append((low, "middle"))
        else:
            out += [(low, "bottom"), (high, "top")]
    return out  # low cards first: the suits and each suit's two ends come in order of their card indices


def task_value(hand: int, me: int, card: int, token: str, tasks: tuple[tuple[int, int], ...]) -> float:
    """What showing ``card`` (with ``token``; "hidden" in the dead zone) tells about the open tasks."""
    value = 0.0
    for t, owner in tasks:
        if t // 9 != card // 9:
            continue
        if t == card:
            # where a task card lies is news for its owner; my own task card only if I can also win it
            value += 3.0 if owner != me else (1.5 if token == "top" else 0.3)
        elif owner == me and card > t and not hand >> t & 1:
            value += 2.5 if token in ("top", "middle", "hidden") else 0.5
        elif owner != me:
            if token == "middle" or (token == "top" and card < t):
                value += 1.0  # I cannot overtake the task card, or I am nearly out of its colour
            elif token == "top":
                value += 0.5
    return value


def excluded(hand: int, card: int, token: str, gone: int) -> int:
    """How many live cards of other hands the message rules out of this one."""
    suit = SUITS[card // 9]
    if token == "top":
        ruled = suit & ~((2 << card) - 1)
    elif token == "bottom":
        ruled = suit & ((1 << card) - 1)
    elif token == "middle":
        ruled = suit & ~(1 << card)
    else:
        return 0
    return (ruled & ~gone & ~hand).bit_count()


def choose(hand: int, me: int, moment: Moment, hidden: bool) -> int | None:
    """The card index to communicate from ``hand`` (None: no card can be shown); ``hidden``: dead zone."""
    best, best_value = None, -1.0
    for card, token in tokens(hand):
        if hidden:  # the dead zone hides the token, so nothing is ruled out for sure
            value = task_value(hand, me, card, "hidden", moment.tasks)
        else:
            value = task_value(hand, me, card, token, moment.tasks) + EXCLUDED_WEIGHT * excluded(
                hand, card, token, moment.gone
            )
        if value > best_value:  # ties go to the lowest card, the first one met
            best, best_value = card, value
    return best


def moment_of(view: dict, trick_no: int) -> Moment:
    """The public facts before trick ``trick_no`` began, read from a view."""
    gone = 0
    for trick in view["tricks"]:
        if trick["number"] < trick_no:
            for entry in trick["cards"]:
                gone |= 1 << C.index(entry["card"])
    tasks = tuple(
        (C.index(t["card"]), t["owner"])
        for t in view["tasks"]
        if t["card"] is not None and t["owner"] is not None and not (t["done"] and t["trick"] < trick_no)
    )
    return Moment(tasks, gone)
