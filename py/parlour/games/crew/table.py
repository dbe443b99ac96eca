"""Reading a Crew state: crew positions, seats, hands (JARVIS's columns included) and the mission context.

A *position* is a place at the table in play order (clockwise). Positions 0..n-1 are the players' seats;
in the two-player game JARVIS is one more position (2), sitting after seat 1, and its moves are made by
the commander's seat. The left neighbour of position ``p`` is ``p + 1`` (the next to play).
"""

from __future__ import annotations

from . import cards as C
from . import judge
from . import missions as M

JARVIS_NAME = "JARVIS"


def count(state: dict) -> int:
    """The number of crew positions (players, plus JARVIS)."""
    return len(state["hands"])


def names(state: dict) -> list[str]:
    """The name of every crew position."""
    return [*state["players"], JARVIS_NAME] if state["jarvis"] is not None else list(state["players"])


def seat_of(state: dict, position: int) -> int:
    """The seat that makes the moves of ``position`` (JARVIS: the commander's)."""
    return state["commander"] if position == state["jarvis"] else position


def positions_of(state: dict, seat: int) -> list[int]:
    """The positions ``seat`` acts for: its own, and JARVIS's when it is the commander."""
    own = [seat]
    if state["jarvis"] is not None and seat == state["commander"]:
        own.append(state["jarvis"])
    return own


def left(state: dict, position: int) -> int:
    """The next position clockwise."""
    return (position + 1) % count(state)


def right(state: dict, position: int) -> int:
    """The previous position clockwise."""
    return (position - 1) % count(state)


def mission(state: dict) -> M.Mission:
    """The mission being played."""
    return M.MISSIONS[state["options"]["mission"]]


def holding(state: dict, position: int) -> list[str]:
    """Every card ``position`` holds (for JARVIS face-up and face-down), in hand order."""
    if position == state["jarvis"]:
        return C.sorted_cards([c for column in state["columns"] for c in column if c is not None])
    return list(state["hands"][position])


def playable(state: dict, position: int) -> list[str]:
    """The cards ``position`` could put on a trick: the hand, or JARVIS's face-up cards."""
    if position == state["jarvis"]:
        return C.sorted_cards([up for up, _ in state["columns"] if up is not None])
    return list(state["hands"][position])


def face_up(state: dict) -> list[str | None]:
    """JARVIS's face-up card per column (public)."""
    return [up for up, _ in state["columns"]]


def take(state: dict, position: int, card: str) -> int | None:
    """Remove ``card`` from ``position``; for JARVIS returns the column it came from."""
    if position == state["jarvis"]:
        for i, column in enumerate(state["columns"]):
            if column[0] == card:
                column[0] = None
                return i
        raise ValueError(f"JARVIS has no face-up {card}")
    state["hands"][position].remove(card)
    return None


def give(state: dict, position: int, card: str, column: int | None = None) -> None:
    """Add ``card`` to ``position``; JARVIS puts it face up on ``column``."""
    if position == state["jarvis"]:
        if column is None:
            column = next((i for i, col in enumerate(state["columns"]) if col[0] is None), None)
        if column is None:
            state["columns"].append([card, None])
        else:
            state["columns"][column][0] = card
        return
    hand = state["hands"][position]
    hand.append(card)
    hand.sort(key=C.sort_key)


def flip_jarvis(state: dict) -> list[str]:
    """Turn up the face-down card of every column whose face-up card was played; the cards turned up."""
    turned = []
    for column in state["columns"]:
        if column[0] is None and column[1] is not None:
            column[0], column[1] = column[1], None
            turned.append(column[0])
    return turned


def remaining_mask(state: dict) -> int:
    """The bit set of every card still held by someone."""
    mask = 0
    for p in range(count(state)):
        mask |= C.mask_of(holding(state, p))
    return mask


def context(state: dict) -> judge.Ctx:
    """The judge's context for this attempt (valid once the tasks have owners)."""
    tasks = state["tasks"]
    in_play = C.mask_of(C.deck(state["options"]["challenge"])) & ~C.mask_of(state["aside"])
    return judge.Ctx(
        n=count(state),
        tricks_total=state["tricks_total"],
        commander=state["commander"],
        task_cards=tuple(C.index(t["card"]) for t in tasks),
        task_owners=tuple(-1 if t["owner"] is None else t["owner"] for t in tasks),
        task_tokens=tuple(t["token"] for t in tasks),
        codes=frozenset(c for c in mission(state).codes if c in judge.CHECKED_CODES),
        designee=state["designee"],
        designee_last=state["designee_last"],
        rockets_present=in_play >> 36,
    )


def progress(state: dict) -> tuple:
    """The judge's progress tuple from its JSON form."""
    done, wins, rockets, ones = state["progress"]
    return (done, tuple(wins), rockets, ones)
