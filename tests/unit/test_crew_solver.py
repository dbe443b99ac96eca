"""The Crew's perfect-information solver on small hand-made deals (winnable and not) and on dealt games."""

from __future__ import annotations

import pytest

from parlour.games.crew import GAME
from parlour.games.crew import cards as C
from parlour.games.crew import table as T
from parlour.games.crew.bots import BOTS
from parlour.games.crew.scenario import arrange
from parlour.games.crew.solver import Search, position_from_state, solve

NAMES = ["Ana", "Ben", "Cy", "Dee"]


def replay_line(state: dict, line: list[dict]) -> dict:
    """Play the solver's line in the game (skipping communication windows)."""
    for step in line:
        while state["phase"] == "communicate":
            state, _ = GAME.apply(state, min(GAME.to_act(state)), {"type": "skip"})
        assert step["player"] == state["turn"]
        state, _ = GAME.apply(state, step["seat"], step["move"])
    return state


def test_winnable_deal_and_its_line():
    state = arrange(NAMES[:3], 1, [["b9", "r4"], ["b5", "g1"], ["b1", "g2"]], [("b5", None, 0)])
    result = solve(state)
    assert result["status"] == "winnable" and result["winnable"] is True
    assert result["line"][0] == {"player": 0, "seat": 0, "move": {"type": "play", "card": "b9"}}
    assert GAME.outcome(replay_line(state, result["line"]))["success"] is True


def test_unwinnable_deal():
    # Cy can only win with the green 2, but never gets the lead, and Ben must follow green with the green 1
    state = arrange(NAMES[:3], 1, [["b9", "r4"], ["b5", "g1"], ["b1", "g2"]], [("b5", None, 2)])
    result = solve(state)
    assert result["status"] == "unwinnable" and result["winnable"] is False and result["line"] == []


def test_order_tokens_make_a_deal_unwinnable():
    hands = [["b9", "g9", "r4"], ["b5", "g5", "y1"], ["b1", "g1", "y2"]]
    # Ana must take the blue 5 first and the green 5 second: possible
    ok = arrange(NAMES[:3], 3, hands, [("b5", "1", 0), ("g5", "2", 0)])
    assert solve(ok)["status"] == "winnable"
    # ... but Ben's green 5 must come first and it can only fall to Ana: impossible
    bad = arrange(NAMES[:3], 3, hands, [("b5", "2", 0), ("g5", "1", 1)])
    assert solve(bad)["status"] == "unwinnable"


def test_budget_gives_unknown():
    state = GAME.setup(NAMES, {"mission": 10, "distress": False}, "budget")
    while state["phase"] == "pick":
        state, _ = GAME.apply(state, state["turn"], GAME.legal_moves(state, state["turn"])[0])
    result = solve(state, max_nodes=5)
    assert result["status"] == "unknown" and result["winnable"] is None and result["nodes"] <= 5


def test_jarvis_deal():
    columns = [["b9", "g1"], ["y2", "b8"], ["p1", None]]
    hands = [["b1", "r4", "y5"], ["b3", "g2", "y1"], []]
    state = arrange(NAMES[:2], 1, hands, [("b8", None, 2)], columns=columns)
    result = solve(state)
    # JARVIS's blue 8 lies under its blue 9: JARVIS must play the 9 first, then win the 8 later
    assert result["status"] == "winnable"
    assert GAME.outcome(replay_line(state, result["line"]))["success"] is True


def test_solving_a_finished_failed_attempt_from_its_first_trick():
    state = GAME.setup(NAMES, {"mission": 2, "distress": False}, "fin")
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[-1])
    result = solve(state)
    assert result["status"] in ("winnable", "unwinnable")
    if result["winnable"]:
        start = GAME.setup(NAMES, {"mission": 2, "distress": False}, "fin")
        while start["phase"] not in ("communicate", "play"):
            seat = min(GAME.to_act(start))
            start, _ = GAME.apply(start, seat, GAME.legal_moves(start, seat)[-1])
        assert GAME.outcome(replay_line(start, result["line"]))["success"] is True


@pytest.mark.parametrize("players", [2, 3])
def test_mission_12_draw_is_replayed_exactly(players):
    # the solver sees the same random draw after trick 1 as the game: its line must win in the game
    found = 0
    for seed in range(12):
        state = GAME.setup(NAMES[:players], {"mission": 12, "distress": False}, f"draw{seed}")
        while state["phase"] not in ("communicate", "play"):
            seat = min(GAME.to_act(state))
            state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
        result = solve(state, max_seconds=1.0)
        if result["winnable"]:
            found += 1
            assert GAME.outcome(replay_line(state, result["line"]))["success"] is True
        if found == 2:
            break
    assert found >= 1


def test_current_position_is_solved_from_where_it_stands():
    state = arrange(NAMES[:3], 1, [["b9", "b2", "r4"], ["b5", "g1", "g3"], ["b1", "g2", "y3"]], [("b5", None, 0)])
    state, _ = GAME.apply(state, 0, {"type": "play", "card": "b2"})
    # Ben must follow blue with his only blue, the 5, which beats the 2: Ana can no longer win it
    assert solve(state, from_start=False)["status"] == "unwinnable"
    assert solve(state, from_start=True)["status"] == "winnable"
    assert T.count(state) == 3


def test_positions_keyed_by_rank_are_judged_as_when_keyed_by_card():
    """Keyed by the cards' ranks, the table of lost positions merges positions that differ only in which of two
    neighbouring cards is left: the verdicts must be those of the table keyed by the cards themselves, in fewer
    nodes. Positions part-way through the hand (easy bots play the first tricks) of missions with every kind of
    special card: tasks, ordered tokens, rockets, the 9s, the 1s."""
    verdicts, nodes = [], [0, 0]
    for players in (3, 4, 5):
        for mission in range(2, 51, 3):
            state = GAME.setup(["Ana", "Ben", "Cy", "Dee", "Eve"][:players], {"mission": mission}, "by-rank")
            while GAME.outcome(state) is None and not (state["phase"] == "play" and state["trick_no"] > 3):
                seat = min(GAME.to_act(state))
                state, _ = GAME.apply(state, seat, BOTS["easy"].choose(GAME.view(state, seat)))
            if GAME.outcome(state) is not None:
                continue
            position = position_from_state(state, from_start=False)
            searches = [Search(position, 400_000, 30.0, by_rank=by_rank) for by_rank in (False, True)]
            found = [search.run() for search in searches]
            if None in found:
                continue
            assert found[0] == found[1], (players, mission)
            assert searches[1].nodes <= searches[0].nodes
            verdicts.append(found[0])
            nodes = [nodes[0] + searches[0].nodes, nodes[1] + searches[1].nodes]
    assert len(verdicts) >= 30 and False in verdicts and True in verdicts
    assert nodes[1] < nodes[0]


def test_a_position_keyed_by_rank_keeps_the_task_cards_known():
    state = arrange(NAMES[:3], 1, [["b9", "b3"], ["b5", "g1"], ["b1", "g2"]], [("b5", None, 0)])
    search = Search(position_from_state(state), by_rank=True)

    def key(*hands: list[str]) -> tuple:
        masks = [C.mask_of(hand) for hand in hands]
        return search._by_rank(masks, C.mask_of([card for hand in hands for card in hand]))

    left_with_the_3 = key(["b9", "b3"], ["b5", "g1"], ["b1", "g2"])
    assert key(["b9", "b2"], ["b5", "g1"], ["b1", "g2"]) == left_with_the_3  # the 2 and the 3: the same
    assert key(["b9", "b6"], ["b5", "g1"], ["b1", "g2"]) != left_with_the_3  # the 6 beats Ben's task card
    assert key(["b9", "b3"], ["b4", "g1"], ["b1", "g2"]) != left_with_the_3  # Ben's card ranks alike, no task


def test_doctests_of_the_crew_modules():
    import doctest

    from parlour.games.crew import cards, scenario, solver

    for module in (cards, scenario, solver):
        failed, attempted = doctest.testmod(module)
        assert failed == 0 and attempted > 0
