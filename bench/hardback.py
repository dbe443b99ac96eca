"""Think time of the Hardback bots in this interpreter, per level, in milliseconds.

Run ``python bench/hardback.py [games]``. Each level plays seeded self-play games (2 to 5 authors, and solo
co-operative games) with the word list loaded beforehand; every call to ``choose`` is timed on the view its
seat sees. Spelling decisions (the word search) are reported apart from the rest (ink, prompts, buying).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from decisions import summary, time_decisions
from parlour import words
from parlour.games.hardback import GAME


def think_times(level: str, games: int) -> dict[str, list[float]]:
    """Seconds per ``choose`` call of ``level``, split into "spell" decisions and "other" ones."""
    times: dict[str, list[float]] = {"spell": [], "other": []}
    for number in range(games):
        coop = number % 4 == 3
        count = 1 + number % 4 if coop else 2 + number % 4
        options = {"mode": "coop" if coop else "competitive", "adverts": number % 2 == 0, "awards": number % 3 == 0}
        state = GAME.setup([f"P{i}" for i in range(count)], options, f"bench-{number}")
        time_decisions(
            GAME,
            GAME.bots[level],
            state,
            times,
            # the active author's opponents answer prompts (e.g. a shared double) before the author goes on
            seat=lambda state: next((s for s in sorted(GAME.to_act(state)) if s != state["active"]), state["active"]),
            kind=lambda view, move: "spell" if move["type"] == "spell" else "other",
        )
    return times


def main() -> None:
    """Print the spelling and the other decisions of each bot level."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    start = time.perf_counter()
    common = words.load("common")
    common.contains("word")
    print(f"Hardback bot think time, CPython {sys.version.split()[0]}, {games} games per level")
    print(f"word list loaded in {(time.perf_counter() - start) * 1000:.0f} ms")
    for level in GAME.bots:
        times = think_times(level, games)
        print(summary(f"{level:>5} spell", times["spell"]))
        print(summary(f"{level:>5} other", times["other"]))


if __name__ == "__main__":
    main()
