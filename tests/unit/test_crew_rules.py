"""The Crew: dealing, tricks, task picks, communication, the distress signal, JARVIS, views and outcome."""

from __future__ import annotations

import pytest

from parlour.engine import BadOptions, IllegalMove
from parlour.games.crew import GAME
from parlour.games.crew import cards as C
from parlour.games.crew import table as T
from parlour.games.crew.scenario import arrange
from tests.unit.crew_scenarios import act, play, skip_windows, to_phase

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


# -- cards and tricks ----------------------------------------------------------------------------------
def test_forty_cards():
    assert len(C.CARDS) == 40 and len(set(C.CARDS)) == 40
    assert sum(C.is_rocket(c) for c in C.CARDS) == 4
    assert len(C.task_deck()) == 36 and not any(C.is_rocket(c) for c in C.task_deck())
    assert len(C.deck(challenge=True)) == 30 and "r1" not in C.deck(True) and not any(c[0] == "g" for c in C.deck(True))


@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        (["b3", "b7", "g9", "b5"], 1),  # highest of the led suit; an off-suit 9 never wins
        (["b3", "r1", "b9"], 1),  # any rocket beats every colour
        (["b3", "r1", "r2", "b9"], 2),  # the highest rocket wins
        (["r2", "r1", "b9"], 0),  # rockets led: highest rocket
        (["y1", "p9", "g9", "b9"], 0),  # nobody followed: the leader wins with a 1
    ],
)
def test_trick_winner(trick, winner):
    assert C.winner_index([C.index(c) for c in trick]) == winner


def test_follow_options():
    hand = ["b2", "b7", "g3", "r1"]
    assert C.follow_options(hand, "b") == ["b2", "b7"]
    assert C.follow_options(hand, "y") == hand  # void: anything, rockets included
    assert C.follow_options(hand, "r") == ["r1"]
    assert C.follow_options(hand, None) == hand


def test_follow_suit_is_enforced_and_the_winner_leads():
    hands = [["b2", "b9", "r4"], ["b5", "g1", "g2"], ["g3", "y1", "y2"]]
    state = arrange(NAMES[:3], 1, hands, [("g1", None, 0)])
    assert state["turn"] == 0 and state["commander"] == 0
    state = play(state, "b2")
    with pytest.raises(IllegalMove, match="Follow suit"):
        GAME.apply(state, 1, {"type": "play", "card": "g1"})
    assert GAME.legal_moves(state, 1) == [{"type": "play", "card": "b5"}]
    state = play(state, "b5")
    assert len(GAME.legal_moves(state, 2)) == 3  # void in blue: any card
    state = skip_windows(play(state, "g3"))
    assert state["leader"] == 1 and state["turn"] == 1 and state["won"] == [0, 1, 0]


def test_a_rocket_wins_and_the_task_is_fulfilled():
    hands = [["b2", "b9", "r4"], ["b5", "g1", "g2"], ["g3", "y1", "y2"]]
    state = arrange(NAMES[:3], 1, hands, [("b5", None, 0)])
    state = play(state, "r4", "g1", "y1")  # nobody can follow a rocket lead: rocket 4 wins
    assert state["won"][0] == 1
    state = play(state, "b9", "b5", "g3")
    outcome = GAME.outcome(state)
    assert outcome["success"] is True and outcome["winners"] == [0, 1, 2] and outcome["mission"] == 1
    assert outcome["scores"] == [1, 1, 1] and outcome["ranks"] == [1, 1, 1]


def test_failure_outcome_names_the_player():
    hands = [["b2", "b9", "r4"], ["b5", "g1", "g2"], ["b8", "y1", "y2"]]
    state = arrange(NAMES[:3], 1, hands, [("b5", None, 1)])
    state = play(state, "b9", "b5", "b8")
    outcome = GAME.outcome(state)
    assert outcome["success"] is False and outcome["winners"] == [] and outcome["scores"] == [0, 0, 0]
    assert outcome["reason"] == "The blue ● 5 was won by Ana, but it was Ben's task."
    assert outcome["summary"].startswith("Mission 1 failed")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, {"type": "play", "card": "b2"})


# -- dealing -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "sizes", "tricks"), [(3, [13, 13, 14], 13), (4, [10] * 4, 10), (5, [8] * 5, 8)])
def test_dealing(players, sizes, tricks):
    for seed in range(5):
        state = GAME.setup(NAMES[:players], {"mission": 1}, seed)
        assert sorted(len(h) for h in state["hands"]) == sizes
        assert sorted(c for h in state["hands"] for c in h) == sorted(C.CARDS)
        assert state["tricks_total"] == tricks
        assert "r4" in state["hands"][state["commander"]]


def test_the_commander_takes_the_first_task_and_leads_the_first_trick():
    state = GAME.setup(NAMES[:4], {"mission": 4, "distress": False}, "lead")
    commander = state["commander"]
    assert state["phase"] == "pick" and GAME.to_act(state) == {commander}
    for i in range(3):
        seat = (commander + i) % 4
        assert GAME.to_act(state) == {seat}
        state = act(state, seat, GAME.legal_moves(state, seat)[-1])
    state = to_phase(state, "play")
    assert state["turn"] == commander and state["trick_no"] == 1


def test_challenge_for_three():
    state = GAME.setup(NAMES[:3], {"mission": 13, "challenge": True}, "ch")
    assert [len(h) for h in state["hands"]] == [10, 10, 10]
    assert not any(c[0] == "g" or c == "r1" for h in state["hands"] for c in h)
    with pytest.raises(BadOptions):
        GAME.setup(NAMES[:4], {"mission": 1, "challenge": True}, "ch")


def test_bad_options_are_refused():
    with pytest.raises(BadOptions):
        GAME.setup(NAMES[:4], {"mission": 51}, 1)
    with pytest.raises(BadOptions):
        GAME.setup(NAMES[:4], {"mission": "3"}, 1)
    with pytest.raises(BadOptions):
        GAME.setup(NAMES[:1], {}, 1)


# -- JARVIS --------------------------------------------------------------------------------------------
def test_two_player_deal_with_jarvis():
    for seed in range(5):
        state = GAME.setup(NAMES[:2], {"mission": 1}, seed)
        assert state["jarvis"] == 2 and [len(h) for h in state["hands"]] == [13, 13, 0]
        assert len(state["columns"]) == 7 and all(up and down for up, down in state["columns"])
        assert "r4" not in T.holding(state, 2) and state["commander"] in (0, 1)
        assert state["tricks_total"] == 13
        every = [c for h in state["hands"] for c in h] + T.holding(state, 2)
        assert sorted(every) == sorted(C.CARDS)


def jarvis_state() -> dict:
    columns = [["b9", "g1"], ["y2", "b8"], ["p1", "p2"], ["g4", None]]
    hands = [["b1", "b2", "r4", "y5"], ["b3", "g2", "y1", "p9"], []]
    return arrange(NAMES[:2], 1, hands, [("b8", None, 2)], columns=columns)


def test_jarvis_plays_face_up_cards_chosen_by_the_commander():
    state = jarvis_state()
    state = play(state, "b1", "b3")
    assert state["turn"] == 2 and GAME.to_act(state) == {0}  # Ana, the commander, plays for JARVIS
    # follow suit uses JARVIS's face-up cards only: the blue 9 (its face-down blue 8 does not count)
    assert GAME.legal_moves(state, 0) == [{"type": "play", "card": "b9"}]
    view = GAME.view(state, 0)
    assert view["acting_for"] == 2 and "for JARVIS" in view["prompt"]
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, {"type": "play", "card": "g1"})  # face down: not playable
    state = play(state, "b9")
    assert state["columns"][0] == ["g1", None]  # turned up once the trick is over
    assert state["leader"] == 2


def test_jarvis_face_down_cards_stay_hidden_in_views():
    state = jarvis_state()
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        assert view["jarvis"]["columns"][0] == {"up": "b9", "down": True}
        text = str({k: v for k, v in view.items() if k not in ("tasks", "aside")})
        assert "'g1'" not in text and "'b8'" not in text and "'p2'" not in text


def test_jarvis_picks_tasks_through_the_commander_and_never_communicates():
    state = GAME.setup(NAMES[:2], {"mission": 10, "distress": False}, "jt")
    commander = state["commander"]
    order = [(commander + i) % 3 for i in range(4)]  # clockwise, JARVIS included
    for position in order:
        assert state["turn"] == position and GAME.to_act(state) == {T.seat_of(state, position)}
        state = act(state, T.seat_of(state, position), GAME.legal_moves(state, T.seat_of(state, position))[0])
    owned = [sum(t["owner"] == p for t in state["tasks"]) for p in range(3)]
    assert owned[2] >= 1 and sum(owned) == 4
    assert state["phase"] == "communicate" and 2 not in state["waiting"]


# -- communication -------------------------------------------------------------------------------------
def comm_state() -> dict:
    hands = [["b2", "b5", "b7", "g1", "r4"], ["b1", "b3", "g2", "y1", "r1"], ["b4", "g3", "y2", "y3", "r2"]]
    return arrange(NAMES[:3], 1, hands, [("y3", None, 1)], communicate=True)


def test_communication_highest_only_lowest():
    state = comm_state()
    assert state["phase"] == "communicate" and GAME.to_act(state) == {0, 1, 2}
    moves = GAME.legal_moves(state, 0)
    assert moves == [{"type": "skip"}] + [{"type": "communicate", "card": c} for c in ("b2", "b7", "g1")]
    view = GAME.view(state, 0)
    assert view["communicable"] == [
        {"card": "b2", "token": "bottom"},
        {"card": "b7", "token": "top"},
        {"card": "g1", "token": "middle"},
    ]
    for card, reason in (("b5", "neither"), ("r4", "Rocket"), ("y3", "from your hand"), (7, "must be text")):
        with pytest.raises(IllegalMove, match=reason):
            GAME.apply(state, 0, {"type": "communicate", "card": card})
    after = act(state, 0, {"type": "communicate", "card": "b7"})
    assert after["radio"][0] == {"card": "b7", "token": "top", "trick": 1, "played": False}
    with pytest.raises(IllegalMove):  # once decided for this trick
        GAME.apply(after, 0, {"type": "skip"})
    view = GAME.view(after, 1)
    assert view["crew"][0]["radio"] == {"card": "b7", "token": "top", "trick": 1, "played": False}


def test_communication_is_once_per_mission_and_only_before_a_trick():
    state = comm_state()
    state = act(state, 0, {"type": "communicate", "card": "g1"})
    state = act(state, 1, {"type": "skip"})
    state = act(state, 2, {"type": "skip"})
    assert state["phase"] == "play"
    with pytest.raises(IllegalMove):  # not during a trick
        GAME.apply(state, 0, {"type": "communicate", "card": "b7"})
    state = play(state, "g1", "g2", "g3")  # the communicated card is played: the reminder goes back
    assert state["radio"][0]["played"] is True
    assert state["phase"] == "communicate" and 0 not in state["waiting"]  # Ana's radio is used
    assert sorted(state["waiting"]) == [1, 2]


def test_the_communication_window_does_not_tell_who_holds_only_rockets():
    # Ben and Cy swap cards: in the first deal Cy holds only rockets, which can never be communicated.
    rockets = [["b2", "b7", "g1"], ["b1", "b3", "y1"], ["r1", "r2", "r3"]]
    mixed = [["b2", "b7", "g1"], ["r1", "r2", "y1"], ["b1", "b3", "r3"]]
    deals = [arrange(NAMES[:3], 1, hands, [("g1", None, 0)], communicate=True) for hands in (rockets, mixed)]
    for viewer in (0, None):
        assert GAME.view(deals[0], viewer) == GAME.view(deals[1], viewer)
    decided = [act(state, 0, {"type": "skip"}) for state in deals]
    for viewer in (0, None):
        assert GAME.view(decided[0], viewer) == GAME.view(decided[1], viewer)
    # Cy still decides, and can only let the chance go.
    cy = GAME.view(decided[0], 2)
    assert cy["to_act"] == [1, 2] and cy["legal"] == [{"type": "skip"}] and cy["communicable"] == []
    assert cy["prompt"] == "Before trick 1 you have no card you could communicate (rockets never can): skip."
    assert GAME.bots["easy"].choose(cy) == {"type": "skip"}


def test_no_communication_before_the_tasks_are_taken():
    state = GAME.setup(NAMES[:3], {"mission": 4, "distress": False}, "early")
    assert state["phase"] == "pick"
    with pytest.raises(IllegalMove):
        GAME.apply(state, state["commander"], {"type": "communicate", "card": state["hands"][0][0]})


# -- distress signal -----------------------------------------------------------------------------------
def distress_state(seed: str = "ds") -> dict:
    state = GAME.setup(NAMES[:4], {"mission": 2}, seed)
    return to_phase(state, "distress")


def test_distress_votes_direction_and_simultaneous_passing():
    state = distress_state()
    commander = state["commander"]
    assert GAME.to_act(state) == {0, 1, 2, 3}
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, {"type": "distress", "vote": "up"})
    votes = {commander: "no", (commander + 1) % 4: "right", (commander + 2) % 4: "left", (commander + 3) % 4: "no"}
    for seat in range(4):
        state = act(state, seat, {"type": "distress", "vote": votes[seat]})
    # the first asker clockwise from the commander decides the direction
    assert state["distress"] == {**state["distress"], "used": True, "direction": "right"}
    assert state["phase"] == "pass"
    rocket = next((c for h in state["hands"] for c in h if C.is_rocket(c)), None)
    holder = next(p for p in range(4) if rocket in state["hands"][p])
    with pytest.raises(IllegalMove, match="Rocket"):
        GAME.apply(state, holder, {"type": "pass_card", "card": rocket})
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, {"type": "pass_card", "card": state["hands"][1][0]})
    before = [list(h) for h in state["hands"]]
    given = {}
    for seat in range(4):
        card = next(c for c in state["hands"][seat] if not C.is_rocket(c))
        given[seat] = card
        state = act(state, seat, {"type": "pass_card", "card": card})
        if seat < 3:
            assert state["hands"] == before  # nothing moves until everyone has chosen
    for seat in range(4):
        assert given[seat] in state["hands"][(seat - 1) % 4]
        assert len(state["hands"][seat]) == 10
    assert state["phase"] in ("communicate", "play")
    # the log never names a passed card
    texts = [e["text"] for e in state["log"] if e["type"] == "exchange"]
    assert len(texts) == 4 and all("a card" in t for t in texts)


def test_distress_not_used_when_nobody_asks_and_never_after_play_starts():
    state = distress_state()
    for seat in range(4):
        state = act(state, seat, {"type": "distress", "vote": "no"})
    assert state["distress"]["used"] is False and state["phase"] in ("communicate", "play")
    seat = min(GAME.to_act(state))
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, {"type": "distress", "vote": "left"})
    state = GAME.setup(NAMES[:4], {"mission": 2, "distress": False}, "off")
    assert "distress" not in state["steps"]


def test_distress_is_recorded_in_the_outcome():
    state = distress_state("rec")
    for seat in range(4):
        state = act(state, seat, {"type": "distress", "vote": "left"})
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        state = act(state, seat, GAME.legal_moves(state, seat)[0])
    assert GAME.outcome(state)["distress"] is True


# -- moves that are not moves --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "move",
    [
        None,
        [],
        {},
        {"type": 3},
        {"type": "dance"},
        {"type": "play"},
        {"type": "play", "card": None},
        {"type": "play", "card": "b10"},
        {"type": "play", "card": ["b1"]},
        {"type": "pick", "card": "b1"},
        {"type": "answer", "answer": "yes"},
    ],
)
def test_junk_moves_raise_illegal_move_and_change_nothing(move):
    state = comm_state()
    state = act(state, 0, {"type": "skip"})
    state = act(state, 1, {"type": "skip"})
    state = act(state, 2, {"type": "skip"})
    dumped = GAME.dump(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, move)
    assert GAME.dump(state) == dumped


def test_out_of_turn_is_refused():
    state = arrange(NAMES[:3], 1, [["b2", "r4"], ["b5", "g1"], ["g3", "y1"]], [("g1", None, 0)])
    with pytest.raises(IllegalMove, match="not Ben's turn"):
        GAME.apply(state, 1, {"type": "play", "card": "b5"})


def test_view_shapes():
    state = GAME.setup(NAMES[:4], {"mission": 3}, "view")
    view = GAME.view(state, 1)
    for key in ("phase", "prompt", "mission", "hand", "crew", "tasks", "trick", "tricks", "legal", "notes"):
        assert key in view
    assert view["mission"]["tokens"] == ["1", "2"] and view["mission"]["requirement"]
    assert view["hand"] == state["hands"][1]
    assert GAME.view(state, None)["hand"] is None
    assert [m["cards"] for m in view["crew"]] == [10, 10, 10, 10]


def test_damaged_saves_are_refused():
    from parlour.engine import CorruptState

    state = GAME.setup(NAMES[:4], {"mission": 3}, "save")
    assert GAME.load(GAME.dump(state)) == state
    damaged = [
        lambda s: s["hands"][0].append(s["hands"][1][0]),  # a card twice
        lambda s: s["hands"][0].pop(),  # a card missing
        lambda s: s.update(phase="dance"),
        lambda s: s.update(commander=7),
        lambda s: s["tasks"].pop(),
        lambda s: s["tasks"][0].update(token="5"),
        lambda s: s.update(jarvis=2),
        lambda s: s.update(result={"success": "yes"}),
        lambda s: s.pop("radio"),
    ]
    for damage in damaged:
        copy = GAME.load(GAME.dump(state))
        damage(copy)
        with pytest.raises(CorruptState):
            GAME.load(GAME.dump(copy))


@pytest.mark.parametrize(
    ("mission", "players", "phase", "ending"),
    [
        (25, 5, "handover", "or nobody hands over."),  # the button: "Nobody hands over"
        (40, 3, "tokens", "move one, or keep the tokens."),  # the button: "Keep the tokens"
        (23, 3, "tokens", "swap two, or keep the tokens."),
    ],
)
def test_a_prompt_names_the_way_out_as_its_button_does(mission, players, phase, ending):
    names = ["Ana", "Ben", "Cy", "Di", "Ed"][:players]
    state = to_phase(GAME.setup(names, {"mission": mission, "distress": False}, "prompt"), phase)
    seat = min(GAME.to_act(state))
    assert GAME.view(state, seat)["prompt"].endswith(ending)


def test_the_communicate_prompt_offers_what_its_button_says():
    # The prompt said "or skip" over a button that says "Not now".
    state = to_phase(GAME.setup(["Ana", "Ben", "Cy"], {"mission": 1, "distress": False}, "prompt"), "communicate")
    seat = min(GAME.to_act(state))
    assert GAME.view(state, seat)["prompt"].endswith("communicate one card (once per mission), or not now.")
