"""Roll to the Top: the turn — the simultaneous writing phase, undo, the action die and its overrides in order,
the end of a game with shared wins, Rounds mode scoring, and exact legal-move counts."""

from __future__ import annotations

import pytest

from parlour.engine import BadOptions, IllegalMove
from parlour.games.rolltothetop import GAME
from parlour.games.rolltothetop.boards import BOARD_IDS, FACE_TEXT, MAX_ROLLS, START_POOL
from tests.unit.test_rolltothetop_placement import pending, place, position, refused

CONFIRM = {"type": "confirm"}


def confirm_all(state: dict, skip: tuple = ()) -> tuple[dict, list[dict]]:
    events = []
    for seat in sorted(GAME.to_act(state)):
        if seat not in skip:
            state, more = GAME.apply(state, seat, CONFIRM)
            events += more
    return state, events


def full_pyramid(top_missing: bool = True) -> dict:
    """A pyramid sheet filled with 1s and 2s, the top (box 14) left empty."""
    sheet = {b: 1 for b in range(5)} | {b: 2 for b in range(5, 14)}
    if not top_missing:
        sheet[14] = 2
    return sheet


# -- the simultaneous writing phase -------------------------------------------------------------------------
def test_everyone_writes_at_once_and_to_act_shrinks_as_they_confirm():
    state = position(players=3)
    assert GAME.to_act(state) == {0, 1, 2}
    state, events = GAME.apply(state, 1, CONFIRM)
    assert events == [] and GAME.to_act(state) == {0, 2}
    assert "not Bo's turn" in refused(state, {"type": "place", "box": 0, "dice": ["d4"]}, seat=1)
    state = place(state, 0, ["d4"], seat=2)
    assert pending(state, 2) == [(0, 3)]


def test_unconfirmed_numbers_are_hidden_then_revealed_together():
    state = position(players=2)
    before = [GAME.view(state, 1), GAME.view(state, None)]
    mine = place(state, 0, ["d4", "d8"], seat=0)
    assert [GAME.view(mine, 1), GAME.view(mine, None)] == before
    assert GAME.view(mine, 0)["pending"] == [{"box": 0, "dice": ["d4", "d8"], "value": 5}]
    assert GAME.view(mine, 0)["sheets"][0]["values"][0] is None  # the public sheet shows confirmed numbers only
    mine, events = GAME.apply(mine, 0, CONFIRM)
    assert events == [] and GAME.view(mine, 1)["sheets"][0]["values"][0] is None
    assert GAME.view(mine, 1)["sheets"][0]["done"] is True
    mine, events = GAME.apply(mine, 1, CONFIRM)
    assert [e["text"] for e in events[:2]] == ["Ana writes 5.", "Bo writes nothing."]
    assert events[0]["placements"] == [{"box": 0, "dice": ["d4", "d8"], "value": 5}]
    assert GAME.view(mine, 1)["sheets"][0]["values"][0] == 5


def test_undo_takes_back_the_last_or_a_chosen_number():
    state = place(place(place(position(), 0, ["d4"]), 1, ["d6"]), 2, ["d8"])
    assert pending(GAME.apply(state, 0, {"type": "undo"})[0]) == [(0, 3), (1, 5)]
    assert pending(GAME.apply(state, 0, {"type": "undo", "box": 1})[0]) == [(0, 3), (2, 2)]
    assert "nothing in that box" in refused(state, {"type": "undo", "box": 4})
    assert '"box" must be a whole number' in refused(state, {"type": "undo", "box": "1"})
    freed = GAME.apply(state, 0, {"type": "undo", "box": 1})[0]
    assert pending(place(freed, 3, ["d6"])) == [(0, 3), (2, 2), (3, 5)]


def test_undo_refuses_to_pull_a_box_from_under_another():
    state = place(place(position(sheets=[{1: 1}], roll=(3, 5, 2)), 0, ["d8"]), 5, ["d4"])
    assert "relies on that number" in refused(state, {"type": "undo", "box": 0})
    assert {"type": "undo", "box": 0} not in GAME.legal_moves(state, 0)
    assert {"type": "undo", "box": 5} in GAME.legal_moves(state, 0)


def test_confirmed_numbers_cannot_be_undone():
    state = place(position(players=2), 0, ["d4"])
    state, _ = GAME.apply(state, 0, CONFIRM)
    assert "not Ana's turn" in refused(state, {"type": "undo"})


# -- the action die: overrides in order ----------------------------------------------------------------------
ALL = ("d4", "d6", "d8", "d12", "d20")


@pytest.mark.parametrize(
    ("pool", "write", "face", "effect", "reason", "choices"),
    [
        (ALL, True, "add", "remove", "the pool holds five dice", 5),
        (ALL, False, "add", "remove", "the pool holds five dice", 5),  # five dice beats nobody wrote
        (("d4", "d6", "d8"), False, "remove", "add", "nobody wrote a number", 2),
        (("d6",), False, "remove", "add", "nobody wrote a number", 4),  # nobody wrote comes before one die
        (("d6",), True, "remove", "add", "the pool holds a single die", 4),
        (("d4", "d6", "d8"), True, "remove", "remove", None, 3),
        (("d4", "d6", "d8"), True, "add", "add", None, 2),
        (("d4", "d6", "d8"), True, "either", "either", None, 5),
        (("d4", "d6", "d8"), True, "swap", "swap", None, 6),
        (("d4", "d20"), True, "swap", "swap", None, 6),
    ],
)
def test_the_overrides_come_first_in_order(pool, write, face, effect, reason, choices):
    state = position(players=2, pool=pool, roll=tuple(1 for _ in pool), face=face)
    if write:
        state = place(state, 0, [pool[0]], seat=1)
    state, _ = confirm_all(state)
    assert (state["phase"], state["effect"], state["reason"]) == ("adjust", effect, reason)
    adjuster = (state["active"] + 1) % 2
    assert GAME.to_act(state) == {adjuster}
    assert len(GAME.legal_moves(state, adjuster)) == choices
    assert GAME.view(state, adjuster)["choices"] == GAME.legal_moves(state, adjuster)
    assert GAME.view(state, 1 - adjuster)["choices"] == []
    # the page says what the die does, not only what it shows (js/games/rolltothetop-panels.js)
    assert GAME.view(state, 1 - adjuster)["effect_text"] == FACE_TEXT[effect]


def test_the_next_player_resolves_the_die_and_rolls():
    state = place(position(players=3, face="swap"), 0, ["d4"])
    state, _ = confirm_all(state)
    roller = state["active"]
    adjuster = (roller + 1) % 3
    other = (roller + 2) % 3
    assert "turn" in refused(state, {"type": "adjust", "add": "d20", "remove": "d4"}, seat=other)
    assert (
        refused(state, {"type": "adjust", "add": "d20"}, seat=adjuster)
        == "Swap one die of the pool (d4, d6 and d8) for one of the reserve (d12 and d20)."
    )
    assert "Swap" in refused(state, {"type": "adjust", "add": "d4", "remove": "d20"}, seat=adjuster)
    assert '"add" must be text' in refused(state, {"type": "adjust", "add": ["d20"], "remove": "d4"}, seat=adjuster)
    after, events = GAME.apply(state, adjuster, {"type": "adjust", "add": "d20", "remove": "d4"})
    assert events[0]["text"] == f"{after['players'][adjuster]} swaps the d4 for the d20."
    assert after["pool"] == ["d6", "d8", "d20"] and len(after["roll"]) == 3
    assert after["active"] == adjuster and after["phase"] == "place" and after["rolls"] == state["rolls"] + 1
    assert events[1]["type"] == "roll" and GAME.to_act(after) == {0, 1, 2}


def test_a_single_possible_die_is_added_by_itself():
    state = place(position(pool=("d4", "d6", "d8", "d12"), roll=(1, 1, 1, 1), face="add"), 0, ["d4"])
    state, events = GAME.apply(state, 0, CONFIRM)
    assert [e["type"] for e in events] == ["write", "adjust", "roll"]
    assert events[1]["text"] == "Ana adds the d20 to the pool."
    assert state["pool"] == list(ALL) and state["phase"] == "place"


def test_a_wrong_die_is_refused_with_the_dice_to_choose_from():
    state = place(position(pool=ALL, roll=(1, 1, 1, 1, 1), face="swap"), 0, ["d4"])
    state, _ = GAME.apply(state, 0, CONFIRM)
    assert refused(state, {"type": "adjust"}) == "Remove one die from the pool (d4, d6, d8, d12 and d20)."
    assert refused(state, {"type": "adjust", "add": "d20"}) == "Remove one die from the pool (d4, d6, d8, d12 and d20)."


def test_either_face_lets_the_player_add_or_remove():
    state = place(position(face="either"), 0, ["d4"])
    state, _ = GAME.apply(state, 0, CONFIRM)
    removed, _ = GAME.apply(state, 0, {"type": "adjust", "remove": "d6"})
    added, _ = GAME.apply(state, 0, {"type": "adjust", "add": "d12"})
    assert removed["pool"] == ["d4", "d8"] and added["pool"] == ["d4", "d6", "d8", "d12"]


# -- the end: at once, shared wins ------------------------------------------------------------------------------
def test_the_game_ends_at_once_and_finishers_share_the_win():
    sheets = [full_pyramid(), full_pyramid(), {0: 5}]
    state = position(players=3, sheets=sheets, roll=(4, 1, 1), face="add")
    state = place(state, 14, ["d4"], seat=0)
    state = place(state, 14, ["d4"], seat=1)
    state, events = confirm_all(state)
    assert state["phase"] == "over" and GAME.to_act(state) == set()
    result = GAME.outcome(state)
    assert result["winners"] == [0, 1] and result["scores"] == [0, 0, 14] and result["ranks"] == [1, 1, 3]
    assert result["summary"] == "Ana and Bo reach the top in 1 roll."
    assert events[-2]["text"] == "Ana and Bo complete the Great Pyramid after 1 roll!"
    assert events[-1]["type"] == "match_end"
    assert "over" in refused(state, CONFIRM, seat=2)
    assert GAME.view(state, 2)["prompt"] == result["summary"]


def test_one_finisher_wins_alone_even_if_the_others_are_close():
    state = position(players=2, sheets=[full_pyramid(), full_pyramid()], roll=(2, 1, 1))
    state = place(state, 14, ["d4"], seat=1)
    state, _ = confirm_all(state)
    assert GAME.outcome(state)["winners"] == [1] and GAME.outcome(state)["scores"] == [1, 0]


def test_the_safety_limit_ends_a_hopeless_climb():
    state = position(players=2, sheets=[{0: 1, 1: 1}, {0: 1}])
    state["rolls"] = MAX_ROLLS
    state, events = confirm_all(state)
    result = GAME.outcome(state)
    assert result["winners"] == [0] and result["scores"] == [13, 14]
    assert "nobody at the top" in events[-2]["text"]
    assert result["summary"].startswith("Nobody reached the top; Ana comes closest")


# -- Rounds mode -------------------------------------------------------------------------------------------------
def test_rounds_mode_scores_empty_boxes_and_the_lowest_total_wins():
    state = position(players=2, rounds=2, sheets=[full_pyramid(), {0: 1, 1: 1, 2: 1}], roll=(2, 3, 4))
    first = state["active"]
    state = place(state, 14, ["d4"], seat=0)
    state = place(state, 3, ["d6"], seat=1)
    state, events = confirm_all(state)
    assert state["round"] == 2 and state["phase"] == "place" and state["history"][0]["empty"] == [0, 11]
    assert state["pool"] == list(START_POOL) and state["active"] == (first + 1) % 2
    assert all(v is None for sheet in state["sheets"] for v in sheet["values"])
    assert "Empty boxes: Ana 0, Bo 11." in [e["text"] for e in events]
    assert GAME.view(state, 0)["totals"] == [0, 11]
    # Game 2: Bo finishes, Ana leaves 12 empty boxes: 12 > 11, so Bo wins the match.
    state["sheets"][0]["values"][:3] = [1, 1, 1]
    state["sheets"][1]["values"] = [1] * 5 + [2] * 9 + [None]
    state["roll"] = [5] * len(state["pool"])
    state = place(state, 14, [state["pool"][0]], seat=1)
    state, _ = confirm_all(state)
    result = GAME.outcome(state)
    assert result["scores"] == [12, 11] and result["winners"] == [1] and result["ranks"] == [2, 1]
    assert result["summary"] == "Bo wins with 11 empty boxes in all."


def test_a_tour_visits_a_different_board_each_game():
    state = GAME.setup(["Ana"], {"board": "tour", "rounds": 8}, "tour")
    assert sorted(state["boards"]) == sorted(BOARD_IDS)
    assert GAME.setup(["Ana"], {"rounds": 3}, "same")["boards"] == ["pyramid"] * 3


# -- setup, options and help ----------------------------------------------------------------------------------------
def test_setup_rolls_the_starting_pool():
    state = GAME.setup(["Ana", "Bo"], {}, "start")
    assert state["pool"] == ["d4", "d6", "d8"] and state["phase"] == "place" and state["rolls"] == 1
    assert [e["type"] for e in state["log"]] == ["game_start", "roll"]
    with pytest.raises(BadOptions):
        GAME.setup(["Ana"], {"board": "moon"}, "x")
    with pytest.raises(BadOptions):
        GAME.setup(["Ana"], {"rounds": 0}, "x")
    with pytest.raises(BadOptions):
        GAME.setup(["A"] * 7, {}, "x")


def test_help_states_the_dice_and_secret_writing_choices():
    assert "d4, d6, d8, d12 and d20" in GAME.help
    assert "starts with the d4, d6 and d8 in the pool" in GAME.help
    assert "hidden" in GAME.help


MATTERHORN_SHEET = {b: 1 for b in range(5)} | {5: 4, 6: 3}


# -- exact legal-move counts ("perft") --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("board_id", "reverse", "sheet", "roll", "before", "count"),
    [
        ("pyramid", False, {}, (3, 5, 2), [], 7 * 5 + 1),
        ("pyramid", False, {}, (3, 5, 2), [(0, ["d4"])], 3 * 4 + 1 + 1),
        # base 0=1, 1=4: three base boxes for all seven sums; box 5 (at least 4) for 5, 8, 5, 7, 10
        ("pyramid", False, {0: 1, 1: 4}, (3, 5, 2), [], 7 * 3 + 5 + 1),
        # Reverse: box 5 takes at most 1, and no sum is that small
        ("pyramid", True, {0: 1, 1: 4}, (3, 5, 2), [], 7 * 3 + 1),
        # Matterhorn, base all 1s, 5=4 and 6=3: boxes 7 and 8 take all seven sums; 11 (on 5 and 6) takes
        # 5, 8, 5, 7 and 10; the ledge 10 waits for 11
        ("matterhorn", False, MATTERHORN_SHEET, (3, 5, 2), [], 7 * 2 + 5 + 1),
        # after 5 (d6) in 11: 3, 2 and 5 for boxes 7 and 8; ledge 10 rises from 5 only with 5; undo; confirm
        ("matterhorn", False, MATTERHORN_SHEET, (3, 5, 2), [(11, ["d6"])], 3 * 2 + 1 + 1 + 1),
    ],
)
def test_legal_move_counts(board_id, reverse, sheet, roll, before, count):
    state = position(board_id=board_id, reverse=reverse, sheets=[sheet], roll=roll)
    for box, dice in before:
        state = place(state, box, dice)
    moves = GAME.legal_moves(state, 0)
    assert len(moves) == count
    for move in moves:
        GAME.apply(state, 0, move)  # every listed move is legal
    targets = GAME.view(state, 0)["targets"]
    assert sum(len(t["boxes"]) for t in targets) == sum(m["type"] == "place" for m in moves)


def test_no_moves_for_a_seat_that_is_not_acting():
    state, _ = GAME.apply(position(players=2), 0, CONFIRM)
    assert GAME.legal_moves(state, 0) == [] and GAME.view(state, 0)["targets"] == []
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, CONFIRM)
