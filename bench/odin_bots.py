"""Think time of the Odin bots in this interpreter: median and 95th percentile per level, in milliseconds.

Run ``python bench/odin_bots.py [games]``. Each level plays seeded games against itself at 2 to 6 players
(with and without the goat); every call to ``choose`` is timed on the view its seat sees.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import parlour


def think_times(level: str, games: int) -> list[float]:
    """Seconds per ``choose`` call of ``level`` over ``games`` seeded self-play games."""
    rules = parlour.game("odin")
    bot = rules.bots[level]
    times = []
    for number in range(games):
        players = [f"P{i}" for i in range(2 + number % 5)]
        state = rules.setup(players, {"goat": number % 3 == 0}, f"bench-{number}")
        while rules.outcome(state) is None:
            (seat,) = rules.to_act(state)
            view = rules.view(state, seat)
            start = time.perf_counter()
            move = bot.choose(view)
            times.append(time.perf_counter() - start)
            state, _ = rules.apply(state, seat, move)
    return times


def main() -> None:
    """Print one line per bot level."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"Odin bot think time, CPython {sys.version.split()[0]}, {games} games per level")
    for level in parlour.bots("odin"):
        times = sorted(think_times(level, games))
        median = statistics.median(times) * 1000
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        worst = times[-1] * 1000
        print(f"{level:>6}: median {median:.3f} ms, p95 {p95:.3f} ms, max {worst:.3f} ms, {len(times)} moves")


if __name__ == "__main__":
    main()
