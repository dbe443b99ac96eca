"""The Crew: every rule code of the mission table, each with a passing and a failing scenario."""

from __future__ import annotations

import pytest

from parlour.engine import IllegalMove
from parlour.games.crew import GAME, judge
from parlour.games.crew import cards as C
from parlour.games.crew import missions as M
from parlour.games.crew import table as T
from parlour.games.crew.scenario import arrange
from tests.unit.crew_scenarios import act, make_ctx, play, run, to_phase

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


def answer_all(state: dict, answer: str) -> dict:
    while state["phase"] == "question":
        state = act(state, min(GAME.to_act(state)), {"type": "answer", "answer": answer})
    return state


def test_the_table_uses_only_known_codes_and_all_50_missions():
    assert sorted(M.MISSIONS) == list(range(1, 51))
    used = {code for m in M.MISSIONS.values() for code in m.codes}
    assert used <= M.ALL_CODES
    assert used == M.ALL_CODES
    assert [M.MISSIONS[n].tasks for n in (1, 10, 23, 47, 50)] == [1, 4, 5, 10, 0]
    assert M.MISSIONS[49].tokens == (">", ">>", ">>>")


# -- communication modifiers ---------------------------------------------------------------------------
def communicated(mission: int) -> tuple[str, str]:
    """The token another crew member sees on the first card communicated in ``mission``, and the log's line."""
    state = GAME.setup(NAMES[:4], {"mission": mission, "distress": False}, "dz")
    state = to_phase(state, "communicate")
    seat = min(GAME.to_act(state))
    card = GAME.view(state, seat)["communicable"][0]["card"]
    state = act(state, seat, {"type": "communicate", "card": card})
    view = GAME.view(state, (seat + 1) % 4)
    return view["crew"][seat]["radio"]["token"], view["log"][-1]["text"]


def test_dead_zone_hides_the_token():
    token, line = communicated(6)  # DEAD_ZONE
    assert token == "hidden"
    # what is hidden comes first: a panel cuts the line, and "…: the highest, th…" read as if the kind were known
    assert line.split(": ", 1)[1].startswith("kind hidden by the dead zone"), line
    assert communicated(4)[0] in ("top", "middle", "bottom")


@pytest.mark.parametrize(("mission", "first"), [(18, 2), (19, 3)])
def test_disruption_opens_the_radio_only_from_trick_n(mission, first):
    state = GAME.setup(NAMES[:4], {"mission": mission, "distress": False}, "dis")
    state = to_phase(state, "play")
    assert state["trick_no"] == 1
    seat = state["turn"]
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, {"type": "communicate", "card": state["hands"][seat][0]})
    while state["trick_no"] < first and GAME.outcome(state) is None:
        assert state["phase"] == "play"  # no window before trick N
        seat = T.seat_of(state, state["turn"])
        state = act(state, seat, GAME.legal_moves(state, seat)[0])
    if GAME.outcome(state) is None:
        assert state["phase"] == "communicate"


def test_chosen_silent_player_gets_no_radio():
    state = GAME.setup(NAMES[:4], {"mission": 11, "distress": False}, "silent")
    state = to_phase(state, "designate")
    commander = state["commander"]
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "designate", "player": commander})
    silent = (commander + 1) % 4
    state = act(state, commander, {"type": "designate", "player": silent})
    state = to_phase(state, "communicate")
    assert silent not in state["waiting"]
    assert sorted(state["waiting"]) == sorted(p for p in range(4) if p != silent)


def test_jarvis_cannot_be_the_silent_player():
    state = GAME.setup(NAMES[:2], {"mission": 11, "distress": False}, "silent2")
    state = to_phase(state, "designate")
    with pytest.raises(IllegalMove):
        GAME.apply(state, state["commander"], {"type": "designate", "player": 2})


# -- selection modifiers -------------------------------------------------------------------------------
def test_commander_decision_hides_tasks_and_gives_all_to_another():
    state = GAME.setup(NAMES[:4], {"mission": 20, "distress": False}, "cd")
    commander = state["commander"]
    view = GAME.view(state, commander)
    assert [t["card"] for t in view["tasks"]] == [None, None]
    assert view["phase"] == "question" and commander not in state["waiting"]
    state = answer_all(state, "yes")
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "designate", "player": commander})
    chosen = (commander + 2) % 4
    state = act(state, commander, {"type": "designate", "player": chosen})
    assert all(t["owner"] == chosen and t["shown"] for t in state["tasks"])
    assert None not in [t["card"] for t in GAME.view(state, 0)["tasks"]]


def test_commander_distribution_keeps_the_spread_fair():
    state = GAME.setup(NAMES[:4], {"mission": 24, "distress": False}, "dist")
    commander = state["commander"]
    shown = [t["shown"] for t in state["tasks"]]
    assert shown == [True, False, False, False, False, False]
    for _ in range(4):  # one task to each player first
        state = answer_all(state, "no")
        owned = [sum(t["owner"] == p for t in state["tasks"]) for p in range(4)]
        target = owned.index(min(owned))
        state = act(state, commander, {"type": "assign", "player": target})
    # 6 tasks among 4: at most 2 each, and at most two players may have 2
    state = answer_all(state, "yes")
    state = act(state, commander, {"type": "assign", "player": 0})
    state = answer_all(state, "yes")
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "assign", "player": 0})
    state = act(state, commander, {"type": "assign", "player": 1})
    owned = sorted(sum(t["owner"] == p for t in state["tasks"]) for p in range(4))
    assert owned == [1, 1, 2, 2]


def test_commander_distribution_tokens_go_with_the_first_cards():
    state = GAME.setup(NAMES[:4], {"mission": 36, "distress": False}, "dist36")
    assert [t["token"] for t in state["tasks"][:3]] == ["1", "2", None]


def test_swap_two_tokens():
    state = GAME.setup(NAMES[:4], {"mission": 23, "distress": False}, "swap")
    commander = state["commander"]
    a, b = state["tasks"][0]["card"], state["tasks"][4]["card"]
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "move_token", "from": a, "to": b})
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "swap_tokens", "cards": [a, a]})
    after = act(state, commander, {"type": "swap_tokens", "cards": [a, b]})
    assert [t["token"] for t in after["tasks"]] == ["5", "2", "3", "4", "1"]
    assert after["phase"] == "pick"


def test_move_one_token():
    state = GAME.setup(NAMES[:4], {"mission": 40, "distress": False}, "move")
    commander = state["commander"]
    first, second, free = (state["tasks"][i]["card"] for i in (0, 1, 7))
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "move_token", "from": first, "to": second})
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "swap_tokens", "cards": [first, second]})
    after = act(state, commander, {"type": "move_token", "from": first, "to": free})
    assert after["tasks"][0]["token"] is None and after["tasks"][7]["token"] == "1"


def test_five_player_handover():
    state = GAME.setup(NAMES, {"mission": 25, "distress": False}, "hand")
    state = to_phase(state, "handover")
    assert GAME.to_act(state) == {0, 1, 2, 3, 4}
    seat = next(p for p in range(5) if any(t["owner"] == p for t in state["tasks"]))
    other = next(p for p in range(5) if p != seat)
    theirs = next((t["card"] for t in state["tasks"] if t["owner"] not in (seat, None)), None)
    if theirs:
        with pytest.raises(IllegalMove):
            GAME.apply(state, seat, {"type": "handover", "card": theirs, "to": other})
    mine = next(t["card"] for t in state["tasks"] if t["owner"] == seat)
    after = act(state, seat, {"type": "handover", "card": mine, "to": other})
    assert next(t["owner"] for t in after["tasks"] if t["card"] == mine) == other
    assert after["phase"] in ("communicate", "play")
    # not with four players, and not before mission 25
    assert "handover" not in GAME.setup(NAMES[:4], {"mission": 25}, "x")["steps"]
    assert "handover" not in GAME.setup(NAMES, {"mission": 24}, "x")["steps"]


# -- trick rules (judge) -------------------------------------------------------------------------------
def test_chosen_no_tricks():
    ctx = make_ctx([], codes=[M.CHOSEN_NO_TRICKS], tricks_total=2, designee=2)
    assert run(ctx, [["b9", "b1", "b2", "b3"], ["g9", "g1", "g2", "g3"]]) == [None, judge.WIN]
    assert run(ctx, [["b1", "b2", "b9", "b3"]]) == [("sick", 2)]


def test_each_rocket_wins():
    ctx = make_ctx([], codes=[M.EACH_ROCKET_WINS], tricks_total=5)
    tricks = [["r1", "b1", "b2", "b3"], ["r2", "b4", "b5", "b6"], ["r3", "b7", "g1", "g2"], ["r4", "g3", "g4", "g5"]]
    assert run(ctx, tricks, held=["y1"]) == [None, None, None, judge.WIN]
    assert run(ctx, [["r1", "r2", "b2", "b3"]], held=["r3", "r4"]) == [("rocket_lost", 1)]


def test_each_rocket_wins_without_rocket_1_in_the_challenge():
    ctx = make_ctx([], codes=[M.EACH_ROCKET_WINS], tricks_total=4, rockets_present=0b1110)
    tricks = [["r2", "b4", "b5", "b6"], ["r3", "b7", "b1", "b2"], ["r4", "y3", "y4", "y5"]]
    assert run(ctx, tricks, held=["y1"]) == [None, None, judge.WIN]


def test_no_win_with_9():
    ctx = make_ctx([], codes=[M.NO_WIN_WITH_9], tricks_total=5)
    # 9s thrown off-suit or beaten by a rocket: fine, and the mission is settled once all 9s are gone
    tricks = [["b8", "p9", "b2", "b3"], ["r1", "g9", "b4", "b5"], ["y1", "y9", "r2", "b9"]]
    assert run(ctx, tricks, held=["g1"]) == [None, None, judge.WIN]
    assert run(ctx, [["b1", "b9", "b2", "b3"]], held=["g1"]) == [("nine", C.index("b9"))]


def test_no_win_with_9_keeps_playing_after_the_tasks():
    ctx = make_ctx([("g5", None, 1)], codes=[M.NO_WIN_WITH_9], tricks_total=5)
    assert run(ctx, [["g1", "g5", "g2", "g3"]], held=["y9"]) == [None]
    assert run(ctx, [["g1", "g5", "g2", "y9"]]) == [judge.WIN]


@pytest.mark.parametrize(("code", "needed"), [(M.COLOUR_1_WINS_X1, 1), (M.COLOUR_1_WINS_X2, 2)])
def test_colour_ones_must_win(code, needed):
    ctx = make_ctx([], codes=[code], tricks_total=4)
    tricks = [["b1", "g2", "g3", "g4"], ["y1", "p2", "p3", "p4"]][:needed]
    assert run(ctx, tricks, held=["p1", "g1"])[-1] == judge.WIN
    # rocket 1 does not count, and the mission fails as soon as too few colour 1s are left
    assert run(ctx, [["r1", "g2", "g3", "g4"], ["b9", "b1", "p1", "g1"]], held=["y2"])[-1] == ("ones", needed)


def test_balanced_tricks():
    ctx = make_ctx([], codes=[M.BALANCED_TRICKS], tricks_total=4)
    tricks = [["b9", "b1", "b2", "b3"], ["g1", "g9", "g2", "g3"], ["y1", "y2", "y9", "y3"], ["p1", "p2", "p3", "p9"]]
    assert run(ctx, tricks) == [None, None, None, judge.WIN]
    assert run(ctx, [["b9", "b1", "b2", "b3"], ["g9", "g1", "g2", "g3"]]) == [None, ("balance", 0)]


def test_commander_first_and_last():
    ctx = make_ctx([], codes=[M.COMMANDER_FIRST_AND_LAST], tricks_total=3)
    assert run(ctx, [["b9", "b1", "b2", "b3"], ["g1", "g9", "g2", "g3"], ["y9", "y1", "y2", "y3"]])[-1] == judge.WIN
    assert run(ctx, [["b1", "b9", "b2", "b3"]]) == [("commander", 1, 1)]
    assert run(ctx, [["b9", "b1", "b2", "b3"], ["g1", "g9", "g2", "g3"], ["y1", "y9", "y2", "y3"]])[-1] == (
        "commander",
        3,
        1,
    )


def test_chosen_exactly_one_no_rocket():
    ctx = make_ctx([], codes=[M.CHOSEN_EXACTLY_ONE_NO_ROCKET], tricks_total=2, designee=1)
    assert run(ctx, [["b1", "b9", "b2", "b3"], ["g9", "g1", "g2", "g3"]]) == [None, judge.WIN]
    assert run(ctx, [["b1", "r1", "b2", "b3"]]) == [("one_rocket", 1)]
    assert run(ctx, [["b1", "b9", "b2", "b3"], ["g1", "g9", "g2", "g3"]])[-1] == ("one_second", 1)
    assert run(ctx, [["b9", "b1", "b2", "b3"], ["g9", "g1", "g2", "g3"]])[-1] == ("one_none", 1)


def test_chosen_only_first_and_last_no_rocket():
    ctx = make_ctx([], codes=[M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET], tricks_total=3, designee=1)
    good = [["b1", "b9", "b2", "b3"], ["g9", "g1", "g2", "g3"], ["y1", "y9", "y2", "y3"]]
    assert run(ctx, good)[-1] == judge.WIN
    assert run(ctx, [["b9", "b1", "b2", "b3"]]) == [("fl_end", 1, 0)]
    assert run(ctx, [["b1", "b9", "b2", "b3"], ["g1", "g9", "g2", "g3"]])[-1] == ("fl_middle", 2, 1)
    assert run(ctx, [["b1", "r1", "b2", "b3"]]) == [("fl_rocket", 1, 1)]


def test_rockets_in_order():
    ctx = make_ctx([], codes=[M.ROCKETS_IN_ORDER], tricks_total=5)
    tricks = [["r1", "b1", "b2", "b3"], ["r2", "b4", "b5", "b6"], ["r3", "b7", "g1", "g2"], ["r4", "g3", "g4", "g5"]]
    assert run(ctx, tricks, held=["y1"])[-1] == judge.WIN
    assert run(ctx, [["r2", "b1", "b2", "b3"]], held=["r1", "r3", "r4"]) == [("rocket_order", 2)]


def test_pink_cards_for_the_left_of_the_pink_9_holder():
    hands = [["p9", "b1", "r4"], ["p1", "b2", "g1"], ["p2", "b3", "g2"]]
    state = arrange(NAMES[:3], 46, hands, [])
    assert state["designee"] == 1  # Ben sits left of Ana, who holds the pink 9
    failed = play(state, "p9", "p1", "p2")
    assert GAME.outcome(failed)["reason"] == "Ana won a pink card, but Ben had to win them all."
    # Ben, out of pink, trumps the pink 9 and the pink 2 falls in the same trick: every pink card is his
    state = arrange(NAMES[:3], 46, [["p9", "r4", "g9"], ["r3", "b2", "b4"], ["p2", "b3", "g2"]], [])
    won = play(state, "g9", "b2", "g2", "p9", "r3", "p2")
    assert GAME.outcome(won)["success"] is True


def test_omega_in_last_trick():
    ctx = make_ctx([("b9", "omega", 1), ("g5", None, 1)], codes=[M.OMEGA_IN_LAST_TRICK], tricks_total=2)
    assert run(ctx, [["g1", "g5", "g2", "g3"], ["b1", "b9", "b2", "b3"]]) == [None, judge.WIN]
    ctx = make_ctx([("b9", "omega", 1), ("g5", None, 1)], codes=[M.OMEGA_IN_LAST_TRICK], tricks_total=3)
    assert run(ctx, [["g1", "g5", "g2", "g3"], ["b1", "b9", "b2", "b3"]])[-1] == ("omega_early", 0)


def test_roles_first_four_middle_last():
    ctx = make_ctx([], codes=[M.ROLES_FIRST4_MIDDLE_LAST], tricks_total=6, designee=1, designee_last=2)
    first4 = [["b1", "b9", "b2", "b3"]] * 4
    good = [*first4, ["g1", "g2", "g3", "g9"], ["y1", "y2", "y9", "y3"]]
    assert run(ctx, good)[-1] == judge.WIN
    assert run(ctx, [["b9", "b1", "b2", "b3"]]) == [("role_first", 1, 0)]
    assert run(ctx, [*first4, ["g1", "g9", "g3", "g2"]])[-1] == ("role_middle", 5, 1)
    assert run(ctx, [*first4, ["g1", "g2", "g3", "g9"], ["y9", "y2", "y1", "y3"]])[-1] == ("role_last", 6, 0)


def test_roles_are_named_by_the_commander():
    state = GAME.setup(NAMES[:3], {"mission": 50, "distress": False}, "roles")
    state = answer_all(state, "in_between")
    commander = state["commander"]
    with pytest.raises(IllegalMove):
        GAME.apply(state, commander, {"type": "designate", "first_four": 1, "last": 1})
    state = act(state, commander, {"type": "designate", "first_four": commander, "last": (commander + 1) % 3})
    assert (state["designee"], state["designee_last"]) == (commander, (commander + 1) % 3)


def test_draw_from_the_right_after_trick_one():
    hands = [["b1", "b2", "g1", "r4"], ["b3", "b4", "g2", "g3"], ["b5", "b6", "g4", "g5"]]
    tasks = [("y1", None, 0), ("y2", None, 1), ("y3", None, 2), ("y4", "omega", 0)]
    hands[0] += ["y1", "y4"]
    hands[1] += ["y2", "y5"]
    hands[2] += ["y3", "y6"]
    state = arrange(NAMES[:3], 12, hands, tasks, communicate=True)
    # Ben communicates his highest green, which then cannot be drawn
    state = act(state, 1, {"type": "communicate", "card": "g3"})
    state = act(state, 0, {"type": "skip"})
    state = act(state, 2, {"type": "skip"})
    before = [set(h) for h in state["hands"]]
    state = play(state, "b1", "b3", "b5")
    assert [len(h) for h in state["hands"]] == [5, 5, 5]
    notes = state["secrets"]
    for p in range(3):
        gave = [n for n in notes[p] if n["kind"] == "gave"]
        got = [n for n in notes[p] if n["kind"] == "received"]
        assert len(gave) == 1 and gave[0]["player"] == (p + 1) % 3
        assert len(got) == 1 and got[0]["player"] == (p - 1) % 3
        assert got[0]["card"] in before[(p - 1) % 3]
    assert all(n["card"] != "g3" for n in notes[1])  # the communicated card stays with Ben
    assert "g3" in state["hands"][1]
