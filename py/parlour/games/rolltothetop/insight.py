"""Roll to the Top's result-sheet insight: each climber's empty boxes, roll after roll."""

from __future__ import annotations

from ...insight import chart


def empty(sheet: dict) -> int:
    written = {p["box"] for p in sheet["pending"]}
    return sum(1 for box, value in enumerate(sheet["values"]) if value is None and box not in written)


def of(states: list[dict], seat: int) -> dict:
    names = states[-1]["players"]
    rounds = len(states[-1]["boards"])
    points: dict[tuple[int, int], list[int]] = {}  # (game, roll) -> empty boxes once that roll was written
    for state in states:
        # The roll's last state may be just before its reveal: count its written numbers too.
        points[(state["round"], state["rolls"])] = [empty(sheet) for sheet in state["sheets"]]
    labels = [f"{game}.{roll}" if rounds > 1 else str(roll) for game, roll in points]
    title = "Empty boxes after each roll" + (" (game.roll)" if rounds > 1 else "")
    return {"chart": chart(title, "Roll", names, list(points.values()), labels)}
