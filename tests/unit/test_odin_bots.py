"""Odin's bots: legal, deterministic, sensible in hand-built spots, and the hard bot clearly beats the easy one."""

from __future__ import annotations

import copy

import pytest

import parlour
from parlour.games.odin import bots as B
from tests.unit.test_odin_rules import ODIN, position
from tests.unit.test_styles import positions_where_styles_differ

HARD, EASY = ODIN.bots["hard"], ODIN.bots["easy"]


def test_levels_easiest_first():
    assert list(ODIN.bots) == ["easy", "medium", "hard"]
    assert parlour.bots("odin")["hard"] is HARD


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_are_deterministic_and_leave_the_view_alone(level):
    state = ODIN.setup(["Ana", "Bo", "Cy"], {"goat": True}, "bots")
    for _ in range(30):
        (seat,) = ODIN.to_act(state)
        view = ODIN.view(state, seat)
        before = copy.deepcopy(view)
        move = ODIN.bots[level].choose(view)
        assert view == before and ODIN.bots[level].choose(view) == move
        assert move in ODIN.legal_moves(state, seat)
        state, _ = ODIN.apply(state, seat, move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_go_out_when_they_can(level):
    leading = position([["pink-4", "pink-6", "pink-1"], ["blue-1", "blue-2"], ["red-3"]], current=0)
    assert ODIN.bots[level].choose(ODIN.view(leading, 0)) == {"type": "play", "cards": ["pink-6", "pink-4", "pink-1"]}
    following = position([["pink-4", "pink-6", "red-1"], ["blue-1", "blue-2"], ["red-3"]], table=(1, ["green-1"]))
    view = ODIN.view(following, 0)
    view["hand"] = ["pink-6", "pink-4"]  # as if the red 1 were gone: the pair ends the hand
    assert ODIN.bots[level].choose(view) == {"type": "play", "cards": ["pink-6", "pink-4"]}


FIVE = ["pink-1", "pink-2", "pink-3", "pink-4", "pink-5"]
FIVE_MORE = ["red-1", "red-3", "red-4", "red-5", "red-6"]


def test_hard_takes_back_the_card_that_fits_its_hand():
    hand = ["blue-9", "blue-8", "green-4", "green-2", "green-1"]
    state = position([hand, FIVE, FIVE_MORE], table=(1, ["orange-6", "green-6"]))
    state, _ = ODIN.apply(state, 0, {"type": "play", "cards": ["blue-9", "blue-8"]})
    assert HARD.choose(ODIN.view(state, 0)) == {"type": "take", "card": "green-6"}
    assert EASY.choose(ODIN.view(state, 0))["type"] == "take"


def test_hard_leads_a_loose_low_card_and_keeps_its_group():
    state = position([["green-9", "green-7", "green-5", "green-3", "red-2", "blue-8"], FIVE, FIVE_MORE[1:]])
    assert HARD.choose(ODIN.view(state, 0)) == {"type": "play", "cards": ["red-2"]}


def test_hard_leads_high_when_an_opponent_holds_one_card():
    state = position([["green-9", "green-7", "green-5", "green-3", "red-2", "blue-8"], FIVE, ["red-1"]])
    led = HARD.choose(ODIN.view(state, 0))["cards"]
    assert len(led) == 1 and int(led[0][-1]) >= 8


def test_hard_passes_rather_than_break_its_colour():
    hand = ["green-9", "green-8", "green-7", "green-6", "green-5", "blue-1"]
    state = position([hand, FIVE, FIVE_MORE], table=(2, ["orange-8"]))
    assert HARD.choose(ODIN.view(state, 0)) == {"type": "pass"}


def test_group_helpers():
    assert B.shape(["blue-9", "blue-4", "red-4", "green-4", "goat"]) == (3, 4)
    assert B.shape(["goat"]) == (1, 0)
    assert B.shape(["blue-9", "blue-4", "red-4", "green-7"]) == (2, 3)
    assert B.shape(["blue-9", "red-4", "goat"]) == (2, 0)


def _share(players: int, games: int, strong: str = "hard", weak: str = "easy") -> float:
    """The stronger level's share of the wins at 10-point games where the two levels alternate seats."""
    won = 0.0
    for number in range(games):
        levels = [strong if (seat + number) % 2 == 0 else weak for seat in range(players)]
        state = ODIN.setup([f"P{s}" for s in range(players)], {"length": 10}, f"duel-{players}-{number}")
        while ODIN.outcome(state) is None:
            (seat,) = ODIN.to_act(state)
            state, _ = ODIN.apply(state, seat, ODIN.bots[levels[seat]].choose(ODIN.view(state, seat)))
        winners = ODIN.outcome(state)["winners"]
        won += sum(1 / len(winners) for w in winners if levels[w] == strong)
    return won / games


def test_hard_clearly_beats_easy():
    # Measured: 1.00 of 2-player games and 0.99 of 4-player games (half the seats hard) over 40 seeds each.
    assert _share(2, 24) >= 0.9
    assert _share(4, 12) >= 0.8


def test_levels_are_ordered():
    # Measured over 60 seeds: medium beats easy 1.00 (2 players) and 0.94 (4); hard beats medium 0.78 and 0.74.
    assert _share(2, 12, "medium", "easy") >= 0.8
    assert _share(2, 30, "hard", "medium") >= 0.6


def test_hard_bots_of_one_table_play_in_styles_of_their_own():
    # The same positions asked of a hard bot in each personal style: bolder or more careful, quicker to shed
    # cards or slower to break a set. Each style is deterministic and legal, and they part ways now and then.
    states = [ODIN.setup(["Ana", "Bo", "Cy"], {}, f"styles-{number}") for number in range(2)]
    differing = positions_where_styles_differ(ODIN, HARD, states, lambda s: min(ODIN.to_act(s)))
    assert sum(differing.values()) >= 8  # 17 of 297 positions
