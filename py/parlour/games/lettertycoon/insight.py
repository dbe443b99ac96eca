"""Letter Tycoon's result-sheet insight: for each of a seat's turns, the play it made beside the play that
earned the most from the same hand and pool. A word the dictionary or a challenge refused earned nothing: it
is named as refused, before the play that ended the turn."""

from __future__ import annotations

from ...insight import table
from . import advice


def of(game, states: list[dict], moves: list[dict], seat: int) -> dict:
    rows: list[list[str]] = []
    refused: list[str] = []  # this turn's words sent back so far
    for i, (before, entry) in enumerate(zip(states, moves, strict=False)):
        if entry["seat"] != seat or before["phase"] != "play" or entry["move"]["type"] not in ("play", "pass"):
            continue
        if entry["move"]["type"] == "pass":
            mine = "passed"
        else:
            said = game.preview(before, seat, entry["move"])
            words = " + ".join(w["word"] for w in said["words"])
            after = settled(states, i)
            if after["turn_number"] == before["turn_number"] and after["phase"] in ("play", "penalty"):
                refused.append(words)  # sent back: the turn is still at its play (a retry) or pays the penalty
                if after["phase"] == "play":
                    continue  # the retry follows, from the same hand and pool
                mine = "no word"
            else:
                mine = f"{words}: ${said['money']}" + (f" and {said['stock']} stock" if said["stock"] else "")
        if refused:
            mine = f"{', '.join(refused)} refused; {mine}"
            refused = []
        best = advice.best_words(game.view(before, seat))
        rows.append([str(before["turn_number"]), mine, f"{best[0]['word']}: {best[0]['earns']}" if best else "no word"])
    return {"table": table("Your words and the best ones", ["Turn", "You played", "The best-earning play"], rows)}


def settled(states: list[dict], i: int) -> dict:
    """The first state after move ``i`` that no challenge holds open (the last one if the match ends first)."""
    later = states[i + 1 :]
    return next((state for state in later if state["phase"] != "challenge"), later[-1])
