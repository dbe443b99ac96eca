"""Hardback's result-sheet insight: for each of a seat's turns, the word it spelled beside the word the
strongest bot would have spelled from the same hand, with what each earned."""

from __future__ import annotations

from ...insight import table
from . import advice, spelling


def of(game, states: list[dict], moves: list[dict], seat: int) -> dict:
    rows = []
    for before, entry in zip(states, moves, strict=False):
        turn = before["turns"] + 1  # numbered as the match bar numbered it ("Turn 13"), not by rounds
        if entry["seat"] != seat or before["phase"] != "spell" or entry["move"]["type"] not in ("spell", "skip"):
            continue
        best = advice.best_words(game.view(before, seat))
        mine = "skipped"
        if entry["move"]["type"] == "spell":
            entries = spelling.read(before, seat, entry["move"])
            earned = spelling.resolve(before, seat, entries, entry["move"])
            mine = f"{spelling.text(entries).upper()}: {advice.earns(earned)}"
        rows.append([str(turn), mine, f"{best[0]['word']}: {best[0]['earns']}" if best else "no word"])
    return {
        "table": table("Your words and the best ones", ["Turn", "You spelled", "The strongest bot would spell"], rows)
    }
