"""Roll to the Top: the number placement rules, each with a legal and an illegal case, in normal and Reverse
mode, through the engine's moves (sums, each die once, dice in the pool only)."""

from __future__ import annotations

import pytest

from parlour.engine import IllegalMove
from parlour.games.rolltothetop import GAME
from parlour.games.rolltothetop import placement as P
from parlour.games.rolltothetop.boards import board

# The Great Pyramid: base 0-4 (dotted); 5 rests on 0 and 1, 6 on 1 and 2, 7 on 2 and 3, 8 on 3 and 4;
# 9 on 5 and 6, 10 on 6 and 7, 11 on 7 and 8; 12 on 9 and 10, 13 on 10 and 11; 14 (the top) on 12 and 13.
PYRAMID = board("pyramid")
# The Matterhorn: 9 and 10 are rising ledges left of 11; 16 and 17 rising ledges right of 15; 18 a steep summit.
MATTERHORN = board("matterhorn")
# The Leaning Tower: 3 hangs right of 2; 14 (the bell) is steep on 12 and 13.
LEANING = board("leaning")


def position(
    players: int = 1,
    board_id: str = "pyramid",
    reverse: bool = False,
    pool: tuple = ("d4", "d6", "d8"),
    roll: tuple = (3, 5, 2),
    sheets: list[dict] | None = None,
    face: str = "add",
    rounds: int = 1,
) -> dict:
    """A game in its placement phase with chosen dice and sheets (``{box: value}`` per seat), checked by load."""
    names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"][:players]
    state = GAME.setup(names, {"board": board_id, "reverse": reverse, "rounds": rounds}, "fixture")
    state["pool"], state["roll"], state["face"] = list(pool), list(roll), face
    for seat, filled in enumerate(sheets or []):
        for box, value in filled.items():
            state["sheets"][seat]["values"][box] = value
    return GAME.load(GAME.dump(state))


def place(state: dict, box: int, dice: list[str], seat: int = 0) -> dict:
    return GAME.apply(state, seat, {"type": "place", "box": box, "dice": dice})[0]


def refused(state: dict, move: dict, seat: int = 0) -> str:
    """The reason ``move`` is refused; the state must be left exactly as it was."""
    before = GAME.dump(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, move)
    assert GAME.dump(state) == before
    return str(err.value)


def pending(state: dict, seat: int = 0) -> list[tuple[int, int]]:
    return [(p["box"], p["value"]) for p in state["sheets"][seat]["pending"]]


# -- rule 1: one number a box ---------------------------------------------------------------------------
def test_a_box_holds_one_number():
    state = position(sheets=[{0: 4}])
    assert pending(place(state, 1, ["d4"])) == [(1, 3)]
    assert "already holds" in refused(state, {"type": "place", "box": 0, "dice": ["d4"]})


def test_a_box_written_this_roll_is_taken_too():
    state = place(position(), 0, ["d4"])
    assert "already holds" in refused(state, {"type": "place", "box": 0, "dice": ["d6"]})


# -- rules 2 and 3: sums, each die once -----------------------------------------------------------------
def test_a_number_may_be_a_sum_of_dice():
    state = place(position(roll=(3, 5, 2)), 2, ["d8", "d4", "d6"])
    assert pending(state) == [(2, 10)]
    assert state["sheets"][0]["pending"][0]["dice"] == ["d4", "d6", "d8"]


def test_each_die_counts_once_per_player():
    state = place(position(), 0, ["d4", "d6"])
    assert "already used the d4" in refused(state, {"type": "place", "box": 1, "dice": ["d4"]})
    assert "only once" in refused(state, {"type": "place", "box": 1, "dice": ["d8", "d8"]})
    assert pending(place(state, 1, ["d8"])) == [(0, 8), (1, 2)]


def test_each_player_uses_every_die():
    state = place(position(players=2), 0, ["d4", "d6", "d8"], seat=0)
    state = place(state, 3, ["d4", "d6", "d8"], seat=1)
    assert pending(state, 0) == [(0, 10)] and pending(state, 1) == [(3, 10)]


def test_only_rolled_dice_count():
    assert "in the reserve" in refused(position(), {"type": "place", "box": 0, "dice": ["d20"]})
    assert "no die" in refused(position(), {"type": "place", "box": 0, "dice": ["d10"]})


# -- rule 4: writing nothing ------------------------------------------------------------------------------
def test_writing_nothing_is_allowed():
    state, events = GAME.apply(position(), 0, {"type": "confirm"})
    assert (state["phase"], state["effect"], state["reason"]) == ("adjust", "add", "nobody wrote a number")
    assert events[0]["text"] == "Ana writes nothing."
    assert state["sheets"][0]["values"] == [None] * 15


# -- rule 5: dotted boxes -----------------------------------------------------------------------------------
@pytest.mark.parametrize("reverse", [False, True])
def test_dotted_boxes_take_any_number(reverse):
    for value in (1, 17, 50):
        assert P.problem(PYRAMID, [None] * 15, 3, value, reverse) is None
    # The Twin Peaks camp (a dotted box high up) needs nothing below it.
    camp = next(b["id"] for b in board("twinpeaks")["boxes"] if b["kind"] == "dotted" and b["y"] == 2)
    assert P.problem(board("twinpeaks"), [None] * 20, camp, 9, reverse) is None


# -- rule 6: boxes without dots -------------------------------------------------------------------------------
def test_a_plain_box_needs_both_supports_filled():
    values = [None] * 15
    values[0] = 2
    assert P.problem(PYRAMID, values, 5, 6, False) == "Both boxes below that one must hold numbers first."
    values[1] = 4
    assert P.problem(PYRAMID, values, 5, 6, False) is None


def test_a_plain_box_needs_no_smaller_number_than_below():
    values = [2, 4] + [None] * 13
    assert P.problem(PYRAMID, values, 5, 4, False) is None  # equal is allowed
    assert P.problem(PYRAMID, values, 5, 3, False) == (
        "That box needs a number at least 4 (the numbers below it are 2 and 4)."
    )


def test_reverse_a_plain_box_needs_no_bigger_number_than_below():
    values = [9, 6] + [None] * 13
    assert P.problem(PYRAMID, values, 5, 6, True) is None
    assert (
        P.problem(PYRAMID, values, 5, 7, True)
        == "That box needs a number at most 6 (the numbers below it are 9 and 6)."
    )
    assert P.problem(PYRAMID, [9, None] + [None] * 13, 5, 1, True) is not None  # still needs both supports


def test_plain_box_through_moves_in_both_modes():
    state = position(sheets=[{0: 3, 1: 5}], roll=(4, 5, 1))
    assert pending(place(state, 5, ["d6"])) == [(5, 5)]
    assert "at least 5" in refused(state, {"type": "place", "box": 5, "dice": ["d4"]})
    state = position(reverse=True, sheets=[{0: 3, 1: 5}], roll=(4, 5, 1))
    assert pending(place(state, 5, ["d8"])) == [(5, 1)]
    assert "at most 3" in refused(state, {"type": "place", "box": 5, "dice": ["d4"]})


def test_a_number_written_this_roll_supports_the_next():
    state = position(sheets=[{0: 1}], roll=(2, 5, 1))
    state = place(state, 1, ["d4"])
    assert pending(place(state, 5, ["d6"])) == [(1, 2), (5, 5)]


# -- rule 7: hanging boxes ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("reverse", [False, True])
def test_a_hanging_box_needs_a_filled_neighbour(reverse):
    values = [None] * 15
    assert P.problem(LEANING, values, 3, 12, reverse) == "A hanging box needs a filled neighbour on its row first."
    values[0], values[1], values[2] = 20, 20, 20
    assert P.problem(LEANING, values, 3, 1, reverse) is None
    assert P.problem(LEANING, values, 3, 50, reverse) is None


def test_hanging_box_through_moves():
    state = position(board_id="leaning", sheets=[{0: 1, 1: 2}], roll=(3, 1, 2))
    assert "neighbour" in refused(state, {"type": "place", "box": 3, "dice": ["d6"]})
    state = place(state, 2, ["d4"])
    assert pending(place(state, 3, ["d6"])) == [(2, 3), (3, 1)]


# -- board rules: steep boxes and rising ledges, and their reversal ----------------------------------------------
def test_steep_box_needs_a_strictly_bigger_number():
    values = [None] * 15
    values[12], values[13] = 7, 5
    assert P.problem(LEANING, values, 14, 8, False) is None
    assert (
        P.problem(LEANING, values, 14, 7, False)
        == "That box needs a number above 7 (the numbers below it are 7 and 5)."
    )


def test_reverse_steep_box_needs_a_strictly_smaller_number():
    values = [None] * 15
    values[12], values[13] = 7, 5
    assert P.problem(LEANING, values, 14, 4, True) is None
    assert (
        P.problem(LEANING, values, 14, 5, True) == "That box needs a number below 5 (the numbers below it are 7 and 5)."
    )


def test_rising_ledge_needs_at_least_a_filled_neighbour():
    values = [None] * 19
    values[11] = 9
    assert P.problem(MATTERHORN, values, 10, 9, False) is None
    assert P.problem(MATTERHORN, values, 10, 8, False) == (
        "That rising ledge needs a number at least 9, to rise from a filled neighbour."
    )
    assert P.problem(MATTERHORN, values, 9, 20, False) is not None  # its only neighbour is empty


def test_reverse_rising_ledge_needs_at_most_a_filled_neighbour():
    values = [None] * 19
    values[11] = 9
    assert P.problem(MATTERHORN, values, 10, 9, True) is None
    assert P.problem(MATTERHORN, values, 10, 10, True) == (
        "That rising ledge needs a number at most 9, to rise from a filled neighbour."
    )


def test_a_ledge_rises_from_any_filled_neighbour():
    values = [None] * 19
    values[15], values[17] = 12, 4
    assert P.problem(MATTERHORN, values, 16, 5, False) is None  # 5 >= 4 (the outer neighbour)
    assert P.problem(MATTERHORN, values, 16, 3, False) is not None


# -- malformed moves -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ({"type": "place", "box": 20, "dice": ["d4"]}, "no box 20"),
        ({"type": "place", "box": 99, "dice": ["d4"]}, '"box" must be a whole number from 0 to'),
        ({"type": "place", "box": True, "dice": ["d4"]}, '"box" must be a whole number'),
        ({"type": "place", "box": "0", "dice": ["d4"]}, '"box" must be a whole number'),
        ({"type": "place", "dice": ["d4"]}, "Choose the box"),
        ({"type": "place", "box": 0}, "at least one die"),
        ({"type": "place", "box": 0, "dice": []}, "at least one die"),
        ({"type": "place", "box": 0, "dice": "d4"}, '"dice" must be a list'),
        ({"type": "place", "box": 0, "dice": [4]}, 'Item 1 of "dice" must be text'),
        ({"type": "place", "box": 0, "dice": ["d7"]}, "no die 'd7'"),
        ({"type": "fly"}, "no move 'fly'"),
        ({"type": "adjust", "add": "d12"}, "only after everyone"),
        ({"type": "undo"}, "nothing this roll"),
    ],
)
def test_malformed_moves_are_refused_with_a_reason(move, reason):
    assert reason in refused(position(), move)
