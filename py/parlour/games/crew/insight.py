"""The Crew's result-sheet insight: after a failed attempt, whether the deal could have been won with every
hand open, and a winning line of play, trick by trick."""

from __future__ import annotations

from . import cards as C
from . import solver
from . import table as T


def of(state: dict) -> dict:
    if state["result"]["success"]:
        return {}
    found = solver.solve(state)
    if found["winnable"] is None:
        return {"text": "Whether this deal could be won with every hand open is not known: the search gave up."}
    if not found["winnable"]:
        return {"text": "With every hand open, this deal could not be won: no line of play fulfils the mission."}
    names, size = T.names(state), T.count(state)
    plays = [f"{names[step['player']]}: {C.describe(step['move']['card'])}" for step in found["line"]]
    tricks = [plays[i : i + size] for i in range(0, len(plays), size)]
    return {
        "text": "With every hand open, this deal could be won. One winning line, from the first trick:",
        "steps": [{"title": f"Trick {number}", "lines": trick} for number, trick in enumerate(tricks, 1)],
    }
