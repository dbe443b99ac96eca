"""The Crew: how often an all-bot crew succeeds, compared with how often the deal could be won at all.

Usage: ``python bench/crew.py [N] [--players 3,4,5] [--level hard] [--missions 1-50]``

For every player count and mission it plays N deals (fixed seeds) with a crew of bots, and for each failed deal
asks the perfect-information solver whether it was winnable with all hands open (a success counts as winnable).
It prints per mission the bot success rate, the solvable rate and their ratio, and, as the floor, the success rate
of a crew that plays uniformly random legal moves on the same deals; then the totals per player count (goal, issue
#21: success / solvable >= 0.80 over at least 300 deals each), the bots' time per decision in CPU time (a shared
machine's wall clock counts the other work too), and the solver's time on 4-player 10-card deals.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from parlour.games.crew import GAME
from parlour.games.crew.solver import solve

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


GOAL = 0.80


def play(mission: int, players: int, seed: str, level: str, timings: list[float]) -> dict:
    """One attempt with a crew of ``level`` bots (``random``: uniformly random legal moves); the final state."""
    state = GAME.setup(NAMES[:players], {"mission": mission}, seed)
    bot = GAME.bots.get(level)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        if bot is None:
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
            continue
        view = GAME.view(state, seat)
        began = time.process_time()
        move = bot.choose(view)
        timings.append(time.process_time() - began)
        state, _ = GAME.apply(state, seat, move)
    return state


def parse_range(text: str) -> list[int]:
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=3, help="deals per mission (default 3)")
    parser.add_argument("--players", default="4", help="player counts, as 3,4,5 (default 4)")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--missions", default="1-50")
    parser.add_argument("--solver-seconds", type=float, default=2.0)
    args = parser.parse_args()
    timings: list[float] = []
    totals = [crew_size(args, int(players), timings) for players in args.players.split(",")]
    for line in totals:
        print(line)
    ms = sorted(t * 1000 for t in timings)
    print(
        f"bot decisions: {len(ms)}, CPU median {statistics.median(ms):.2f} ms, "
        f"p90 {ms[int(0.9 * len(ms))]:.1f} ms, p95 {ms[int(0.95 * len(ms))]:.1f} ms, max {ms[-1]:.1f} ms"
    )
    solver_times()


def crew_size(args: argparse.Namespace, players: int, timings: list[float]) -> str:
    """Every mission's deals with ``players`` in the crew, a line each; the totals' line."""
    success_total = winnable_total = unknown_total = floor_total = deals = 0
    ratios = []
    print(f"{players} players, {args.level} bots, {args.n} deals per mission")
    print("mission  success  solvable  unknown  ratio  random   (solvable: proved winnable; unknown: out of budget)")
    for mission in parse_range(args.missions):
        success = winnable = unknown = floor = 0
        for i in range(args.n):
            seed = f"bench-{mission}-{i}"
            floor += GAME.outcome(play(mission, players, seed, "random", []))["success"]
            state = play(mission, players, seed, args.level, timings)
            if GAME.outcome(state)["success"]:
                success += 1
                winnable += 1
                continue
            status = solve(state, max_seconds=args.solver_seconds)["status"]
            winnable += status == "winnable"
            unknown += status == "unknown"
        ratio = success / winnable if winnable else None
        if ratio is not None:
            ratios.append(ratio)
        success_total += success
        winnable_total += winnable
        unknown_total += unknown
        floor_total += floor
        deals += args.n
        shown = f"{ratio:.2f}" if ratio is not None else "  - "
        rates = f"{success / args.n:7.2f}  {winnable / args.n:8.2f}  {unknown:7d}  {shown:>5}  {floor / args.n:6.2f}"
        print(f"{mission:7d}  {rates}", flush=True)
    return (
        f"{players} players, {deals} deals: success {success_total}, solvable {winnable_total} (+{unknown_total} "
        f"unknown), ratio {success_total / max(1, winnable_total):.3f} (counting the unknown deals as solvable: "
        f"{success_total / max(1, winnable_total + unknown_total):.3f}; goal {GOAL}); mean per-mission ratio "
        f"{statistics.mean(ratios) if ratios else 0:.3f}; random legal play succeeds in {floor_total}"
    )


def solver_times() -> None:
    """The solver on 4-player 10-card deals (mission 10, tasks picked by the easy bots, from the first trick)."""
    times, statuses = [], []
    for i in range(5):
        state = GAME.setup(NAMES[:4], {"mission": 10, "distress": False}, f"solver-{i}")
        while state["phase"] not in ("communicate", "play"):
            seat = min(GAME.to_act(state))
            state, _ = GAME.apply(state, seat, GAME.bots["easy"].choose(GAME.view(state, seat)))
        result = solve(state, max_seconds=2.0)
        times.append(result["seconds"])
        statuses.append(result["status"])
    print(
        "solver, 4 players x 10 cards (mission 10):",
        ", ".join(f"{s} {t:.2f}s" for s, t in zip(statuses, times, strict=True)),
    )


if __name__ == "__main__":
    main()
