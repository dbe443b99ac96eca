"""Hand-made Crew positions: a chosen deal and task assignment, ready for its first trick.

Used by the tests (rules examples, solver puzzles) and by anyone who wants to pose a puzzle to the
solver. Cards that are in no hand are set aside (out of the attempt).

>>> from parlour.games.crew import GAME
>>> state = arrange(["Ana", "Ben", "Cy"], 1, [["b9", "r4"], ["b5", "g1"], ["b1", "g2"]], [("b5", None, 0)])
>>> state["phase"], state["commander"], state["tricks_total"]
('play', 0, 2)
"""

from __future__ import annotations

from . import cards as C
from . import rules
from . import table as T


def arrange(
    players: list[str],
    mission: int,
    hands: list[list[str]],
    tasks: list[tuple[str, str | None, int]],
    *,
    columns: list[list[str | None]] | None = None,
    designee: int | None = None,
    designee_last: int | None = None,
    challenge: bool = False,
    communicate: bool = False,
) -> dict:
    """A state at the start of the first trick with these hands and tasks ``(card, token, owner)``.

    ``columns``: JARVIS's ``[face-up, face-down]`` columns with two players. The commander is the holder of
    rocket 4 (seat 0 if nobody holds it). ``communicate``: open the communication window before trick 1.
    """
    from . import GAME

    state = GAME.setup(players, {"mission": mission, "distress": False, "challenge": challenge}, "arranged")
    state["log"] = []
    state["hands"] = [C.sorted_cards(h) for h in hands]
    if state["jarvis"] is not None:
        state["columns"] = [list(col) for col in (columns or [])]
        state["hands"][state["jarvis"]] = []
    held = {c for p in range(T.count(state)) for c in T.holding(state, p)}
    state["aside"] = [c for c in C.deck(challenge) if c not in held]
    humans = range(len(players))
    state["tricks_total"] = min(len(state["hands"][p]) for p in humans)
    state["commander"] = next((p for p in humans if C.COMMANDER_CARD in state["hands"][p]), 0)
    state["tasks"] = [
        {"card": card, "token": token, "owner": owner, "shown": True, "done": False, "trick": None}
        for card, token, owner in tasks
    ]
    state.update(
        designee=designee,
        designee_last=designee_last,
        question=None,
        waiting=[],
        turn=None,
        leader=state["commander"],
        steps=["play"],
    )
    game: rules.Crew = GAME
    events = game._advance(state)
    if not communicate and state["phase"] == "communicate":
        state["waiting"] = []
        state["phase"], state["turn"] = "play", state["leader"]
    state["log"].extend(events)
    return state
