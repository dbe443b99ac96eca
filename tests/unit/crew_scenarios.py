"""Scenarios shared by The Crew's tests: a judge context from task triples, tricks fed to the judge one by
one, and moves applied to a game state (a phase reached, communication windows skipped, cards played)."""

from __future__ import annotations

from parlour.games.crew import GAME, judge
from parlour.games.crew import cards as C
from parlour.games.crew import table as T

# Four players; every trick below is led by seat 0, so the winner is the seat of the winning card.
N = 4


def make_ctx(tasks, codes=(), tricks_total=10, **kw) -> judge.Ctx:
    """A judge context for ``tasks`` = [(card, token, owner)]."""
    return judge.Ctx(
        n=N,
        tricks_total=tricks_total,
        commander=0,
        task_cards=tuple(C.index(c) for c, _, _ in tasks),
        task_owners=tuple(o for _, _, o in tasks),
        task_tokens=tuple(t for _, t, _ in tasks),
        codes=frozenset(codes),
        **kw,
    )


def run(ctx: judge.Ctx, tricks: list[list[str]], held: list[str] = ()) -> list:
    """Feed tricks (cards in play order, seat 0 leading) to the judge; the verdict after each trick.

    ``held`` are cards still in hands after the last trick given (for the rules that look ahead).
    """
    progress = ctx.start()
    verdicts = []
    remaining = C.mask_of([c for t in tricks for c in t] + list(held))
    for number, cards in enumerate(tricks, 1):
        played = [C.index(c) for c in cards]
        for c in cards:
            remaining &= ~(1 << C.index(c))
        winner = C.winner_index(played)
        progress, verdict = judge.after_trick(ctx, progress, played, winner, number, remaining)
        verdicts.append(verdict)
        if verdict is not None:
            break
    return verdicts


def act(state: dict, seat: int, move: dict) -> dict:
    state, _ = GAME.apply(state, seat, move)
    return state


def to_phase(state: dict, phase: str) -> dict:
    """Take the first legal move until ``phase`` is reached."""
    while state["phase"] != phase:
        seat = min(GAME.to_act(state))
        state = act(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def skip_windows(state: dict) -> dict:
    while state["phase"] == "communicate":
        state = act(state, min(GAME.to_act(state)), {"type": "skip"})
    return state


def play(state: dict, *cards: str) -> dict:
    """Play ``cards`` in turn order (skipping communication windows)."""
    for card in cards:
        state = skip_windows(state)
        state = act(state, T.seat_of(state, state["turn"]), {"type": "play", "card": card})
    return state
