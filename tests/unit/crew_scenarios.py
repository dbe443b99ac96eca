"""Judge scenarios shared by The Crew's token and mission tests: a context from task triples, and tricks fed
to the judge one by one."""

from __future__ import annotations

from parlour.games.crew import cards as C
from parlour.games.crew import judge

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
