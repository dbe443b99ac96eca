"""The Crew: how often an all-bot crew succeeds, compared with how often the deal could be won at all.

Usage: ``python bench/crew.py [N] [--players 3,4,5] [--level hard] [--missions 1-50] [--why]``

For every player count and mission it plays N deals (fixed seeds) with a crew of bots, and for each failed deal
asks the perfect-information solver whether it was winnable with all hands open (a success counts as winnable).
It prints per mission the bot success rate, the solvable rate and their ratio, and, as the floor, the success rate
of a crew that plays uniformly random legal moves on the same deals; then the totals per player count (goal, issue
#21: success / solvable >= 0.80 over at least 300 deals each), the bots' time per decision in CPU time (a shared
machine's wall clock counts the other work too), and the solver's time on 4-player 10-card deals.

With ``--why``, for every deal the bots lost although it was winnable, the play that lost it: the first card
after which the solver, with every hand open, finds no winning line any more. It prints where those plays fall
(trick, place in the trick) and what the bot saw when it made them: whether its look-ahead favoured the losing
card itself, had no preference, or was overruled by the rules of thumb.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from parlour.games.crew import GAME
from parlour.games.crew import cards as C
from parlour.games.crew.solver import solve

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


GOAL = 0.80


def play(mission: int, players: int, seed: str, level: str, timings: list[float], plays: list | None = None) -> dict:
    """One attempt with a crew of ``level`` bots (``random``: uniformly random legal moves); the final state.
    ``plays`` gets each card play's state before it and the view it was chosen from."""
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
        if plays is not None and move["type"] == "play":
            plays.append((state, view, C.index(move["card"])))
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
    parser.add_argument("--why", action="store_true", help="where the winnable deals the bots lost were lost")
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
    losses: list[str | tuple[int, int, str]] = []
    print(f"{players} players, {args.level} bots, {args.n} deals per mission")
    print("mission  success  solvable  unknown  ratio  random   (solvable: proved winnable; unknown: out of budget)")
    for mission in parse_range(args.missions):
        success = winnable = unknown = floor = 0
        for i in range(args.n):
            seed = f"bench-{mission}-{i}"
            floor += GAME.outcome(play(mission, players, seed, "random", []))["success"]
            plays: list | None = [] if args.why else None
            state = play(mission, players, seed, args.level, timings, plays)
            if GAME.outcome(state)["success"]:
                success += 1
                winnable += 1
                continue
            status = solve(state, max_seconds=args.solver_seconds)["status"]
            winnable += status == "winnable"
            if plays and status == "winnable":
                losses.append(losing_play(plays, GAME.bots[args.level], args.solver_seconds))
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
    if args.why:
        print(why_lost(losses))
    return (
        f"{players} players, {deals} deals: success {success_total}, solvable {winnable_total} (+{unknown_total} "
        f"unknown), ratio {success_total / max(1, winnable_total):.3f} (counting the unknown deals as solvable: "
        f"{success_total / max(1, winnable_total + unknown_total):.3f}; goal {GOAL}); mean per-mission ratio "
        f"{statistics.mean(ratios) if ratios else 0:.3f}; random legal play succeeds in {floor_total}"
    )


def losing_play(plays: list, bot, seconds: float) -> str | tuple[int, int, str]:
    """The first card play after which the deal was no longer winnable with every hand open: its trick, its
    place in the trick (0: the lead) and what the bot's look-ahead said about it (:func:`judged`); "unknown"
    when the solver ran out of budget on a position before that play was found."""
    for (_, view, card), following in zip(plays, [*plays[1:], None], strict=True):
        if following is not None:  # else the last play: the attempt failed with it
            status = solve(following[0], from_start=False, max_seconds=seconds)["status"]
            if status == "unknown":
                return "unknown"
            if status == "winnable":
                continue
        return view["trick_no"], len(view["trick"]), judged(bot, view, card)
    return "unknown"


def judged(bot, view: dict, card: int) -> str:
    """What the bot saw at a losing play: "favoured" (its look-ahead voted highest for the card played, or
    tied), "no preference" (every card's vote within 0.05 of the others') or "overruled" (a card with a higher
    vote lost to the rules of thumb)."""
    votes = bot.weigh(view)[1]
    top = max(votes.values())
    if top - min(votes.values()) <= 0.05:
        return "no preference"
    return "favoured" if votes[card] >= top else "overruled"


def why_lost(losses: list) -> str:
    """The losing plays, counted by trick, by place in the trick and by what the bot saw."""
    found = [loss for loss in losses if loss != "unknown"]
    by_trick = Counter(trick for trick, _, _ in found)
    by_place = Counter(place for _, place, _ in found)
    by_kind = Counter(kind for _, _, kind in found)
    return "\n".join(
        [
            f"winnable deals lost: {len(losses)}; the losing play found in {len(found)} (the rest: the solver ran "
            "out of budget first)",
            "  by trick: " + ", ".join(f"{t}: {by_trick[t]}" for t in sorted(by_trick)),
            "  by place in the trick (1: the lead): " + ", ".join(f"{p + 1}: {by_place[p]}" for p in sorted(by_place)),
            "  what the look-ahead said: " + "; ".join(f"{k}: {n}" for k, n in by_kind.most_common()),
        ]
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
