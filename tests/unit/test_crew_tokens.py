"""The Crew: task fulfilment and every task token's order, checked through the judge (sheet 5.2–5.3)."""

from __future__ import annotations

import pytest

from parlour.games.crew import judge
from tests.unit.crew_scenarios import make_ctx, run


def test_task_done_when_owner_wins_its_card():
    ctx = make_ctx([("g7", None, 2)])
    assert run(ctx, [["g1", "g2", "g7", "g3"]]) == [judge.WIN]


def test_task_fails_at_once_when_another_player_wins_it():
    ctx = make_ctx([("g7", None, 2)])
    verdict = run(ctx, [["g1", "g2", "g7", "g8"]])[-1]
    assert verdict == ("taken", 0, 3)
    names = ["Ana", "Ben", "Cy", "Dee"]
    assert judge.explain(ctx, verdict, names) == "The green ✚ 7 was won by Dee, but it was Cy's task."


def test_one_trick_can_fulfil_several_tasks():
    ctx = make_ctx([("g7", None, 2), ("g2", None, 2)])
    assert run(ctx, [["g1", "g2", "g7", "g3"]]) == [judge.WIN]


def test_unfulfilled_task_fails_after_the_last_trick():
    ctx = make_ctx([("g7", None, 2)], tricks_total=1)
    assert run(ctx, [["b1", "b2", "b3", "b4"]], held=["g7"]) == [("undone", 0)]


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_numbered_tokens_in_order_pass(k):
    # tasks numbered 1..k plus one unmarked task; each task card is won by seat 1 in its own trick
    cards = ["p9", "b9", "g9", "y9", "p8"][:k]
    tasks = [(c, str(i + 1), 1) for i, c in enumerate(cards)] + [("b8", None, 1)]
    ctx = make_ctx(tasks)
    tricks = [["p1", c, "p2", "p3"] if c[0] == "p" else [c[0] + "1", c, c[0] + "2", c[0] + "3"] for c in cards]
    tricks.append(["b1", "b8", "b2", "b3"])
    verdicts = run(ctx, tricks)
    assert verdicts[-1] == judge.WIN and all(v is None for v in verdicts[:-1])


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_numbered_token_k_fails_when_another_task_comes_before_it(k):
    cards = ["p9", "b9", "g9", "y9", "p8"][:k]
    tasks = [(c, str(i + 1), 1) for i, c in enumerate(cards)] + [("b8", None, 1)]
    ctx = make_ctx(tasks)
    # fulfil 1..k-1 in order, then the unmarked task before task k
    tricks = [[c[0] + "1", c, c[0] + "2", c[0] + "3"] for c in cards[:-1]]
    tricks.append(["b1", "b8", "b2", "b3"])
    verdict = run(ctx, tricks)[-1]
    assert verdict == ("early", k - 1, k)


def test_numbered_token_two_fails_when_done_before_one():
    ctx = make_ctx([("p9", "1", 1), ("b9", "2", 1)])
    assert run(ctx, [["b1", "b9", "b2", "b3"]])[-1] == ("early", 0, 1)


def test_numbered_tasks_done_in_the_same_trick_count_as_simultaneous():
    ctx = make_ctx([("b9", "1", 1), ("b8", "2", 1), ("g5", None, 1)])
    # 1 and 2 together (consecutive tokens), then the unmarked one
    assert run(ctx, [["b1", "b9", "b8", "b3"], ["g1", "g5", "g2", "g3"]]) == [None, judge.WIN]
    # a numbered task together with an unmarked one: allowed (BGA's reading)
    ctx = make_ctx([("b9", "1", 1), ("b8", None, 1)])
    assert run(ctx, [["b1", "b9", "b8", "b3"]]) == [judge.WIN]


def test_omega_last_passes():
    ctx = make_ctx([("b9", "omega", 1), ("g9", None, 2)])
    assert run(ctx, [["g1", "g2", "g9", "g3"], ["b1", "b9", "b2", "b3"]]) == [None, judge.WIN]


def test_omega_fails_when_done_while_another_task_is_open():
    ctx = make_ctx([("b9", "omega", 1), ("g9", None, 2)])
    verdict = run(ctx, [["b1", "b9", "b2", "b3"]])[-1]
    assert verdict == ("late", 0, 1)
    text = judge.explain(ctx, verdict, ["Ana", "Ben", "Cy", "Dee"])
    assert text == "Ben's blue ● 9 (token Ω) was fulfilled while Cy's green ✚ 9 was still open."


def test_omega_together_with_the_last_other_task_is_allowed():
    ctx = make_ctx([("b9", "omega", 1), ("b8", None, 1)])
    assert run(ctx, [["b1", "b9", "b8", "b3"]]) == [judge.WIN]


@pytest.mark.parametrize("arrows", [2, 3, 4])
def test_arrows_in_order_pass_and_unmarked_tasks_are_free(arrows):
    marks = [">", ">>", ">>>", ">>>>"][:arrows]
    cards = ["p9", "b9", "g9", "y9"][:arrows]
    tasks = [(c, m, 1) for c, m in zip(cards, marks, strict=True)] + [("p8", None, 1)]
    ctx = make_ctx(tasks)
    tricks = [["p1", "p8", "p2", "p3"]]  # the unmarked task first: no constraint
    tricks += [[c[0] + "1", c, c[0] + "2", c[0] + "3"] for c in cards]
    verdicts = run(ctx, tricks)
    assert verdicts[-1] == judge.WIN and all(v is None for v in verdicts[:-1])


@pytest.mark.parametrize("arrows", [2, 3, 4])
def test_higher_arrow_before_lower_fails(arrows):
    marks = [">", ">>", ">>>", ">>>>"][:arrows]
    cards = ["p9", "b9", "g9", "y9"][:arrows]
    ctx = make_ctx([(c, m, 1) for c, m in zip(cards, marks, strict=True)])
    last = cards[-1]
    verdict = run(ctx, [[last[0] + "1", last, last[0] + "2", last[0] + "3"]])[-1]
    assert verdict == ("late", arrows - 1, 0)


def test_completion_breaks_reports_the_order_problem():
    ctx = make_ctx([("p9", "1", 1), ("b9", "2", 1), ("g9", None, 1)])
    assert judge.completion_breaks(ctx, 0, 0b001) is None
    assert judge.completion_breaks(ctx, 0, 0b100) == ("early", 0, 2)
    assert judge.completion_breaks(ctx, 0b001, 0b010) is None
