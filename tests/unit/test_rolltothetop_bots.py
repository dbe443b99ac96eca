"""Roll to the Top bots: their price table is the measured one, they play legal and deterministic moves from
the view alone, finish a board when one roll can, and resolve the action die with one of the offered dice."""

from __future__ import annotations

import random

import pytest

from parlour.games.rolltothetop import GAME
from parlour.games.rolltothetop import bots as B
from parlour.games.rolltothetop import placement as P
from parlour.games.rolltothetop.boards import BOARD_IDS, MAX_VALUE, board
from parlour.styles import style_of
from tests.unit.test_rolltothetop_placement import position

LEVELS = list(GAME.bots)


@pytest.mark.parametrize("reverse", [False, True])
def test_the_price_table_is_the_measured_one(reverse):
    assert B.COST[reverse] == B.measure_cost(reverse)


def test_levels_are_named_easiest_first():
    assert LEVELS == ["easy", "hard"] and all(GAME.bots[level].level == level for level in LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_finishes_the_board_when_one_roll_can(level):
    # Everything is filled but base box 1 and box 5 above it (on 0 = 1 and 1): one roll fills both.
    sheet = {b: 1 for b in range(15)}
    del sheet[1], sheet[5]
    state = position(sheets=[sheet], roll=(1, 2, 6))
    bot = GAME.bots[level]
    while GAME.outcome(state) is None:
        state, _ = GAME.apply(state, 0, bot.choose(GAME.view(state, 0)))
    assert GAME.outcome(state)["winners"] == [0] and state["rolls"] == 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("reverse", [False, True])
def test_bot_moves_are_legal_and_depend_on_the_view_only(level, reverse):
    state = GAME.setup(["Ana", "Bo"], {"board": "bridge", "reverse": reverse}, f"bot-{level}")
    bot = GAME.bots[level]
    for _ in range(60):
        if GAME.outcome(state) is not None:
            break
        seat = min(GAME.to_act(state))
        view = GAME.view(state, seat)
        move = bot.choose(view)
        fresh = B.Bot(level, search=bot.use_search, budget=bot.budget, keep=bot.keep, samples=bot.samples)
        assert fresh.choose(view) == move  # the memo never changes a decision
        assert move in GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, move)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_resolves_the_action_die_with_an_offered_die(level):
    state = position(players=2, face="swap")
    for seat in (0, 1):
        if seat == 0:
            state, _ = GAME.apply(state, 0, {"type": "place", "box": 0, "dice": ["d4"]})
        state, _ = GAME.apply(state, seat, {"type": "confirm"})
    adjuster = min(GAME.to_act(state))
    view = GAME.view(state, adjuster)
    assert GAME.bots[level].choose(view) in view["choices"]


def test_a_bot_hands_back_a_planned_sheet_it_did_not_start():
    # A person wrote a number, then handed the seat to the bot: it plans from there.
    state = position(roll=(3, 5, 2))
    state, _ = GAME.apply(state, 0, {"type": "place", "box": 4, "dice": ["d6"]})
    move = GAME.bots["hard"].choose(GAME.view(state, 0))
    assert move in GAME.legal_moves(state, 0)


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_the_planner_knows_the_placement_rules(board_id, reverse):
    the_board = board(board_id)
    planner = B.Planner(B.shape_of(the_board), reverse)
    chance = random.Random(f"{board_id}-{reverse}")
    for _ in range(20):
        values: list = [None] * len(the_board["boxes"])
        for _ in range(chance.randrange(len(values))):
            box, value = chance.randrange(len(values)), chance.randint(1, MAX_VALUE)
            if P.verdict(the_board, values, box, value, reverse) is None:
                values[box] = value
        keys = [None if v is None else planner.sign * v for v in values]
        for box in range(len(values)):
            assert planner.fillable(box, keys) == any(
                P.verdict(the_board, values, box, v, reverse) is None for v in range(1, MAX_VALUE + 1)
            )
            for value in range(1, MAX_VALUE + 1):
                legal = P.verdict(the_board, values, box, value, reverse) is None
                assert legal == (keys[box] is None and planner.fits(box, planner.sign * value, keys))


def test_sample_rolls_are_fixed_and_spread_over_the_faces():
    rolls = B.sample_rolls(["d4", "d20"], 8)
    assert rolls == B.sample_rolls(["d4", "d20"], 8)
    assert sorted(r[0] for r in rolls) == [1, 1, 2, 2, 3, 3, 4, 4]
    assert all(1 <= r[1] <= 20 for r in rolls) and len({r[1] for r in rolls}) == 8


def test_two_bots_of_one_level_at_one_table_play_in_styles_of_their_own():
    # Every seat reads the same dice: with one style each roll would be written alike and every game tied.
    views = [{"players": ["North", "South", "East"], "seat": seat} for seat in range(3)]
    assert len({style_of(view, B.RISKS) for view in views}) == 3
    alike = 0
    for seed in range(10):
        state = GAME.setup(["North", "South"], {}, f"styles-{seed}")
        while GAME.outcome(state) is None:
            seat = sorted(GAME.to_act(state))[0]
            state, _ = GAME.apply(state, seat, GAME.bots["hard"].choose(GAME.view(state, seat)))
        sheets = [sheet["values"] for sheet in GAME.view(state, 0)["sheets"]]
        alike += sheets[0] == sheets[1]
    assert alike <= 2
