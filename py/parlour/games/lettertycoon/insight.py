"""Letter Tycoon's result-sheet insight: for each of a seat's turns, the play it made beside the play that
earned the most from the same hand and pool."""

from __future__ import annotations

from ...insight import table
from . import advice


def of(game, states: list[dict], moves: list[dict], seat: int) -> dict:
    rows = []
    for before, entry in zip(states, moves, strict=False):
        if entry["seat"] != seat or before["phase"] != "play" or entry["move"]["type"] not in ("play", "pass"):
            continue
        best = advice.best_words(game.view(before, seat))
        mine = "passed"
        if entry["move"]["type"] == "play":
            said = game.preview(before, seat, entry["move"])
            words = " + ".join(w["word"] for w in said["words"])
            mine = f"{words}: ${said['money']}" + (f" and {said['stock']} stock" if said["stock"] else "")
        rows.append([str(before["turn_number"]), mine, f"{best[0]['word']}: {best[0]['earns']}" if best else "no word"])
    return {"table": table("Your words and the best ones", ["Turn", "You played", "The best-earning play"], rows)}
