"""Roll to the Top boards: every board is consistent (supports, hanging boxes, positions) and can be completed
in both modes; the views carry what the page needs to draw them."""

from __future__ import annotations

import pytest

from parlour.games.rolltothetop import GAME
from parlour.games.rolltothetop import placement as P
from parlour.games.rolltothetop.boards import BOARD_IDS, MAX_VALUE, board, board_copy, rule_notes

BOARDS = [board(b) for b in BOARD_IDS]


def at(the_board: dict) -> dict[tuple[int, int], dict]:
    return {(b["y"], b["x"]): b for b in the_board["boxes"]}


def test_there_are_at_least_six_boards_of_different_shapes():
    shapes = {frozenset((b["x"], b["y"]) for b in the_board["boxes"]) for the_board in BOARDS}
    assert len(BOARDS) >= 6 and len(shapes) == len(BOARDS)
    assert len({the_board["name"] for the_board in BOARDS}) == len(BOARDS)
    heights = {the_board["height"] for the_board in BOARDS}
    assert len(heights) >= 4  # low walls to tall towers


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_supports_are_consistent(board_id):
    the_board = board(board_id)
    boxes, where = the_board["boxes"], at(the_board)
    assert [b["id"] for b in boxes] == list(range(len(boxes)))
    assert [(b["y"], b["x"]) for b in boxes] == sorted(where)  # numbered bottom row first, left to right
    assert len(where) == len(boxes)  # no two boxes in one place
    for b in boxes:
        below = [where.get((b["y"] - 1, b["x"] + dx)) for dx in (-1, 1)]
        assert 0 <= b["x"] <= the_board["width"] - 2 and 0 <= b["y"] < the_board["height"]
        assert b["neighbours"] == [
            where[(b["y"], b["x"] + dx)]["id"] for dx in (-2, 2) if (b["y"], b["x"] + dx) in where
        ]
        for n in b["neighbours"]:
            assert b["id"] in boxes[n]["neighbours"]  # neighbours are mutual
        if b["kind"] == "normal":
            assert None not in below and b["supports"] == [s["id"] for s in below]
            assert b["rule"] in (None, "steep")
        else:
            assert b["supports"] == []
        if b["kind"] == "hanging":
            assert None in below, "a hanging box must not rest on two boxes"
            assert b["neighbours"], "a hanging box needs a neighbour to hang from"
            assert b["rule"] in (None, "rising")
        if b["kind"] == "dotted":
            assert b["rule"] is None
    assert any(b["y"] == 0 for b in boxes) and all(b["kind"] == "dotted" for b in boxes if b["y"] == 0)


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_every_board_can_be_completed(board_id, reverse):
    the_board = board(board_id)
    steps = P.solve(the_board, reverse)
    assert steps is not None and sorted(b for b, _ in steps) == list(range(len(the_board["boxes"])))
    values: list = [None] * len(the_board["boxes"])
    for box, value in steps:
        assert 1 <= value <= MAX_VALUE
        assert P.problem(the_board, values, box, value, reverse) is None
        values[box] = value
    assert P.empty_count(values) == 0


def test_solve_reports_a_board_that_cannot_be_completed():
    broken = board_copy("pyramid")
    broken["boxes"][0]["kind"] = "hanging"  # a base box with no neighbour filled first and nothing below
    for b in broken["boxes"][:5]:
        b["kind"] = "hanging"
    assert P.solve(broken, False) is None


def test_board_rules_are_worded_for_the_mode():
    assert rule_notes("pyramid", False) == []
    assert rule_notes("matterhorn", False) == [
        "Steep boxes (▲) need a number strictly bigger than both numbers below them.",
        "Rising ledges (↗) need a number at least that of a filled neighbour on their row.",
    ]
    assert "strictly smaller" in rule_notes("matterhorn", True)[0] and "at most" in rule_notes("matterhorn", True)[1]


def test_the_view_carries_the_board_to_draw():
    state = GAME.setup(["Ana"], {"board": "matterhorn", "reverse": True}, "draw")
    drawn = GAME.view(state, 0)["board"]
    assert drawn["id"] == "matterhorn" and drawn["name"] == "Matterhorn"
    assert (drawn["width"], drawn["height"]) == (13, 5)
    assert drawn["boxes"][18] == {"id": 18, "x": 6, "y": 4, "kind": "normal", "rule": "steep",
                                  "supports": [14, 15], "neighbours": []}  # fmt: skip
    assert drawn["rules"] == rule_notes("matterhorn", True)
    drawn["boxes"][0]["kind"] = "changed"  # the view is a copy: the board data is untouched
    assert board("matterhorn")["boxes"][0]["kind"] == "dotted"
