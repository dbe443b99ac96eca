"""Odin's result-sheet insight: the race to empty the hand, or the penalty points hand after hand."""

from __future__ import annotations

from ...insight import chart


def of(states: list[dict], seat: int) -> dict:
    names = states[-1]["players"]
    hands = [e for e in states[-1]["log"] if e["type"] == "hand_end"]
    if len(hands) > 1:
        rows = [[0] * len(names), *(e["totals"] for e in hands)]
        labels = ["start", *(f"hand {e['number']}" for e in hands)]
        return {"chart": chart("Penalty points after each hand", "Hand", names, rows, labels)}
    # One hand: how many cards each player held, play after play.
    rows: list[list[int]] = []
    labels: list[str] = []
    for state in states:
        counts = [len(hand) for hand in state["hands"]]
        if not rows or counts != rows[-1]:
            rows.append(counts)
            labels.append(str(len(rows) - 1))
    return {"chart": chart("Cards in hand, play after play", "Play", names, rows, labels)}
