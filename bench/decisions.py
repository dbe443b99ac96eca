"""Timing bots' decisions over self-play, shared by the bench scripts of the games."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def time_decisions(
    rules,
    bot,
    state: dict,
    times: dict[str, list[float]],
    seat: Callable[[dict], int],
    kind: Callable[[dict, dict], str],
) -> dict:
    """Play ``state`` to its end with ``bot`` at every ``seat(state)``, adding the seconds of each ``choose`` call
    to ``times[kind(view, move)]``; the final state."""
    while rules.outcome(state) is None:
        acting = seat(state)
        view = rules.view(state, acting)
        start = time.perf_counter()
        move = bot.choose(view)
        times.setdefault(kind(view, move), []).append(time.perf_counter() - start)
        state, _ = rules.apply(state, acting, move)
    return state


def summary(label: str, times: list[float]) -> str:
    """One line: median, p95 and max in milliseconds, and the number of calls."""
    ordered = sorted(times)
    median = statistics.median(ordered) * 1000
    p95 = ordered[int(0.95 * (len(ordered) - 1))] * 1000
    slowest = ordered[-1] * 1000
    return f"{label}: median {median:7.2f} ms, p95 {p95:7.2f} ms, max {slowest:7.2f} ms, {len(ordered)} calls"
