"""Think time of the Letter Tycoon bots in this interpreter, per level, in milliseconds.

Run ``python bench/lettertycoon.py [games] [list]`` (default: 12 games, the ``american`` list). Each level plays
seeded games against itself at 2 to 5 players; every call to ``choose`` is timed on the view its seat sees.
The list is loaded and indexed first (in the browser that happens while the game opens), so the figures are
decisions, not the first index build. A second line per level gives the word plays alone, and a third the
word plays of games where the seven special patents (B J K Q V X Z) are handed out at the start, the
heaviest case (two-word searches with X and Z).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import parlour
from decisions import summary, time_decisions
from parlour import words


def think_times(level: str, games: int, dictionary: str, specials: bool) -> dict[str, list[float]]:
    """Seconds per ``choose`` call of ``level``, by phase, over ``games`` seeded self-play games."""
    rules = parlour.game("lettertycoon")
    times: dict[str, list[float]] = {}
    for number in range(games):
        players = [f"P{i}" for i in range(2 + number % 4)]
        state = rules.setup(players, {"dictionary": dictionary}, f"bench-{number}")
        if specials:
            for k, letter in enumerate("BJKQVXZ"):
                state["patents"][letter] = k % len(players)
        time_decisions(
            rules,
            rules.bots[level],
            state,
            times,
            seat=lambda state: min(rules.to_act(state)),
            kind=lambda view, move: view["phase"],
        )
    return times


def main() -> None:
    """Print three lines per bot level."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    dictionary = sys.argv[2] if len(sys.argv) > 2 else "american"
    start = time.perf_counter()
    words.load(dictionary).prepare()
    ready = (time.perf_counter() - start) * 1000
    print(f"Letter Tycoon bot think time, CPython {sys.version.split()[0]}, {games} games per level")
    print(f"{dictionary} list loaded and indexed in {ready:.0f} ms")
    for level in parlour.bots("lettertycoon"):
        plain = think_times(level, games, dictionary, specials=False)
        print(summary(f"{level:>5}, {'every decision':<15}", [t for ts in plain.values() for t in ts]))
        print(summary(f"{level:>5}, {'word plays':<15}", plain["play"]))
        heavy = think_times(level, games, dictionary, specials=True)
        print(summary(f"{level:>5}, {'plays, specials':<15}", heavy["play"]))


if __name__ == "__main__":
    main()
