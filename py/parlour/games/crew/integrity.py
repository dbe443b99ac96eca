"""Checks that a loaded Crew state is one the rules could have produced (shape and card conservation)."""

from __future__ import annotations

from typing import Any

from ...engine import CorruptState
from . import cards as C
from . import missions as M
from . import table as T

PHASES = (
    "tokens",
    "question",
    "designate",
    "assign",
    "pick",
    "handover",
    "distress",
    "pass",
    "communicate",
    "play",
    "over",
)
STEPS = ("tokens", "question", "designate", "distribute", "assign", "pick", "handover", "distress", "pass", "play")


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def _position(value: Any, n: int, what: str, optional: bool = False) -> None:
    if optional and value is None:
        return
    if not _is_int(value, 0, n):
        raise CorruptState(f"the {what} is not a crew position.")


def check_state(state: dict) -> None:
    """Raise CorruptState (or KeyError/TypeError, which the base class reports) if ``state`` is not sane."""
    players = len(state["players"])
    jarvis = state["jarvis"]
    if jarvis != (2 if players == 2 else None):
        raise CorruptState("JARVIS sits at position 2 exactly when two people play.")
    hands, columns = state["hands"], state["columns"]
    n = players + (jarvis is not None)
    if not isinstance(hands, list) or len(hands) != n or not all(isinstance(h, list) for h in hands):
        raise CorruptState("there must be one hand per crew position.")
    if not isinstance(columns, list) or (jarvis is None) != (columns == []):
        raise CorruptState("JARVIS's columns do not match the player count.")
    for column in columns:
        if not (isinstance(column, list) and len(column) == 2):
            raise CorruptState("a JARVIS column is malformed.")
    if jarvis is not None and hands[jarvis]:
        raise CorruptState("JARVIS's cards belong in its columns.")
    if state["phase"] not in (*PHASES, "setup"):
        raise CorruptState(f"unknown phase {state['phase']!r}.")
    steps = state["steps"]
    if not isinstance(steps, list) or any(s not in STEPS for s in steps):
        raise CorruptState("the steps to come are malformed.")
    mission = M.MISSIONS[state["options"]["mission"]]
    _check_cards(state, n)
    _check_tasks(state, mission, n)
    _position(state["commander"], n, "commander")
    _position(state["leader"], n, "leader")
    _position(state["turn"], n, "player to act", optional=True)
    _position(state["designee"], n, "named crew member", optional=True)
    _position(state["designee_last"], n, "named crew member", optional=True)
    if not isinstance(state["waiting"], list):
        raise CorruptState("the list of crew members to act is malformed.")
    for p in state["waiting"]:
        _position(p, n, "crew member to act")
    if state["phase"] in ("pick", "play") and state["turn"] is None:
        raise CorruptState("nobody is to act.")
    if not (_is_int(state["trick_no"], 0, 15) and _is_int(state["tricks_total"], 1, 15)):
        raise CorruptState("the trick numbers are malformed.")
    won = state["won"]
    if not (isinstance(won, list) and len(won) == n and all(_is_int(w, 0, 15) for w in won)):
        raise CorruptState("the tricks won are malformed.")
    if sum(won) != len(state["tricks"]):
        raise CorruptState("the tricks won do not add up.")
    radio = state["radio"]
    if not (isinstance(radio, list) and len(radio) == n):
        raise CorruptState("the radio tokens are malformed.")
    for entry in radio:
        if entry is not None and not (isinstance(entry, dict) and C.is_card(entry["card"])):
            raise CorruptState("a communicated card is malformed.")
    secrets = state["secrets"]
    if not (isinstance(secrets, list) and len(secrets) == n and all(isinstance(s, list) for s in secrets)):
        raise CorruptState("the private notes are malformed.")
    result = state["result"]
    if (result is None) == (state["phase"] == "over"):
        raise CorruptState("only a finished mission has a result.")
    if result is not None and not (isinstance(result.get("success"), bool) and isinstance(result.get("reason"), str)):
        raise CorruptState("the result is malformed.")
    progress = state["progress"]
    if progress is not None:
        if not (isinstance(progress, list) and len(progress) == 4 and isinstance(progress[1], list)):
            raise CorruptState("the mission progress is malformed.")
        T.progress(state)


def _check_cards(state: dict, n: int) -> None:
    """Every card of the deck is exactly once in a hand, a JARVIS column, the trick or a finished trick."""
    found = [c for hand in state["hands"] for c in hand] + list(state["aside"])
    found += [c for column in state["columns"] for c in column if c is not None]
    trick = state["trick"]
    if not isinstance(trick, list) or len(trick) >= n + 1:
        raise CorruptState("the trick is malformed.")
    for entry in trick:
        _position(entry[0], n, "player of a trick card")
        found.append(entry[1])
    for done in state["tricks"]:
        if len(done["cards"]) != n:
            raise CorruptState("a finished trick does not have one card per crew position.")
        _position(done["winner"], n, "winner of a trick")
        found += [c for _, c in done["cards"]]
    if not all(C.is_card(c) for c in found):
        raise CorruptState("a card is unknown.")
    if sorted(found, key=C.sort_key) != C.sorted_cards(C.deck(state["options"]["challenge"])):
        raise CorruptState("the cards do not add up to the deck.")


def _check_tasks(state: dict, mission: M.Mission, n: int) -> None:
    tasks = state["tasks"]
    if not isinstance(tasks, list) or len(tasks) != mission.tasks:
        raise CorruptState("the number of tasks does not match the mission.")
    cards = [t["card"] for t in tasks]
    if len(set(cards)) != len(cards) or not all(C.is_card(c) and not C.is_rocket(c) for c in cards):
        raise CorruptState("the task cards are malformed.")
    tokens = sorted(t["token"] for t in tasks if t["token"] is not None)
    if tokens != sorted(mission.tokens):
        raise CorruptState("the task tokens do not match the mission.")
    for task in tasks:
        _position(task["owner"], n, "owner of a task", optional=True)
        if not (isinstance(task["shown"], bool) and isinstance(task["done"], bool)):
            raise CorruptState("a task is malformed.")
