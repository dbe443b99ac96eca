"""Roll to the Top bots: the average number of rolls each bot level needs to finish each board alone, and
how long a bot takes to decide (CPython; Pyodide is a few times slower).

Run: ``python bench/rolltothetop.py [games per board] [reverse]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "py")]

from parlour.games.rolltothetop import GAME  # noqa: E402
from parlour.games.rolltothetop.boards import BOARD_IDS  # noqa: E402


def solo(board: str, level: str, reverse: bool, seed: int, times: list[float], plans: list[float]) -> int:
    """Rolls the bot ``level`` takes to finish ``board`` alone (the safety limit if it never does). Appends
    the time of every decision to ``times``, and of each roll's first one (where the bot plans) to ``plans``."""
    state = GAME.setup(["Bot"], {"board": board, "reverse": reverse}, f"bench-{seed}")
    bot = GAME.bots[level]
    while GAME.outcome(state) is None:
        view = GAME.view(state, 0)
        start = time.perf_counter()
        move = bot.choose(view)
        times.append(time.perf_counter() - start)
        if view["phase"] == "place" and not view["pending"]:
            plans.append(times[-1])
        state, _ = GAME.apply(state, 0, move)
    return state["history"][-1]["rolls"]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    modes = [sys.argv[2] == "reverse"] if len(sys.argv) > 2 else [False, True]
    levels = list(GAME.bots)
    for reverse in modes:
        print(f"\n{'Reverse mode' if reverse else 'Normal mode'}: average rolls to finish alone ({games} games)")
        print(f"{'board':<12}" + "".join(f"{level:>10}" for level in levels))
        times: dict[str, list[float]] = {level: [] for level in levels}
        plans: dict[str, list[float]] = {level: [] for level in levels}
        totals: dict[str, list[int]] = {level: [] for level in levels}
        for board in BOARD_IDS:
            row = f"{board:<12}"
            for level in levels:
                rolls = [solo(board, level, reverse, seed, times[level], plans[level]) for seed in range(games)]
                totals[level] += rolls
                row += f"{statistics.mean(rolls):>10.2f}"
            print(row)
        print(f"{'all boards':<12}" + "".join(f"{statistics.mean(totals[level]):>10.2f}" for level in levels))
        for level in levels:
            for what, found in (("every decision", times[level]), ("planning a roll", plans[level])):
                ms = sorted(t * 1000 for t in found)
                print(
                    f"{level}, {what}: median {statistics.median(ms):.2f} ms, "
                    f"90th percentile {ms[int(len(ms) * 0.9)]:.2f} ms, max {ms[-1]:.1f} ms ({len(ms)} decisions)"
                )


if __name__ == "__main__":
    main()
