"""Challenges: the automatic variant with its retries, and the players' variant where the dictionary decides."""

from __future__ import annotations

from parlour.games.lettertycoon import insight as lettertycoon_insight
from tests.unit.test_lettertycoon_rules import LT, OTHER, ids, play, position, reason


def _tca(state, spelled="TCA"):
    return {"type": "play", "words": [{"cards": ids(state, 0, spelled)}]}


def _refused(state, spelled="TCA"):
    """A word of the hand that is not in the list, other than the one just refused (that one cannot be sent again)."""
    last = (state["turn"]["rejected"] or {"words": [""]})["words"][0].upper()
    return _tca(state, "CTA" if last == spelled else spelled)


# -- automatic ---------------------------------------------------------------------------------------------
def test_a_refused_word_comes_back_with_retries_left():
    state = position(["CATBDFG", OTHER], "XYZ")
    assert LT.view(state, 0)["turn"]["retries_left"] == 3
    texts = []
    for left in (3, 2, 1):
        state, events = LT.apply(state, 0, _refused(state))
        assert state["phase"] == "play" and state["turn"]["failures"] == 4 - left
        texts.append(LT.view(state, 0)["rejected"]["text"])
        assert LT.view(state, 0)["turn"]["retries_left"] == left
        retries = "retry" if left == 1 else "retries"
        assert events[0]["text"] == f"Ana tries a word that is not in the list ({left} {retries} left)."
        assert "TCA" not in str(events) and LT.view(state, 1)["rejected"] is None
    assert texts[0] == "'TCA' is not in the Common English list — 3 retries left."
    assert texts[2] == "'TCA' is not in the Common English list — 1 retry left."
    assert state["money"] == [0, 0] and len(state["hands"][0]) == 7
    state, events = LT.apply(state, 0, _refused(state))
    assert state["phase"] == "penalty" and LT.view(state, 0)["turn"]["retries_left"] == 0
    assert LT.view(state, 0)["rejected"]["text"] == (
        "'CTA' is not in the Common English list — no retries left: take your cards back and discard one card."
    )
    assert len(LT.legal_moves(state, 0)) == 7
    assert reason(state, 0, {"type": "discard", "cards": []}) == "Discard exactly one card of your hand as the penalty."
    assert reason(state, 0, {"type": "pass"}).startswith("Not now: it is time to discard one card as the penalty")
    done, events = LT.apply(state, 0, {"type": "discard", "cards": ["G1"]})
    assert [e["type"] for e in events] == ["discard", "draw", "turn"]
    assert "G1" in done["discard"] and len(done["hands"][0]) == 7 and done["current"] == 1
    assert done["pool"] == state["pool"] and done["money"] == [0, 0]


def test_the_word_just_refused_cannot_be_sent_again_and_cost_another_retry():
    # A second press of Play (or Enter) on the refused word burnt the retries one by one, then the turn.
    state = position(["CATBDFG", OTHER], "XYZ")
    state, _ = LT.apply(state, 0, _tca(state))
    said = "TCA was just refused: it would cost another retry."
    assert reason(state, 0, _tca(state)) == said
    assert LT.preview(state, 0, _tca(state)) == {"legal": False, "reason": said}
    assert LT.preview(state, 0, _tca(state, "CTA"))["legal"]
    state, _ = LT.apply(state, 0, _tca(state, "CTA"))  # another word is a retry as before
    assert state["turn"]["failures"] == 2 and LT.preview(state, 0, _tca(state))["legal"]


def test_a_good_word_after_a_refused_one_scores():
    state = position(["CATBDFG", OTHER], "XYZ")
    state, _ = LT.apply(state, 0, _tca(state))
    state, events = play(state, 0, "CAT")
    assert state["money"] == [1, 0] and events[0]["type"] == "word"


def test_no_retry_and_unlimited_retries():
    state = position(["CATBDFG", OTHER], "XYZ", options={"retries": 0})
    after, _ = LT.apply(state, 0, _tca(state))
    assert after["phase"] == "penalty"
    state = position(["CATBDFG", OTHER], "XYZ", options={"retries": -1})
    for _ in range(8):
        state, _ = LT.apply(state, 0, _refused(state))
    assert state["phase"] == "play" and LT.view(state, 0)["turn"]["retries_left"] is None
    assert LT.view(state, 0)["rejected"]["text"] == "'CTA' is not in the Common English list: try again."


def test_a_v_play_is_refused_if_either_word_is_not_in_the_list():
    state = position(["CATDOGB", OTHER], "XSE", patents={"V": 0}, options={"dictionary": "american"})
    after, _ = play(state, 0, "CAT", "GDO")
    assert after["turn"]["rejected"]["words"] == ["GDO"] and after["money"] == [0, 0]
    assert after["turn"]["rejected"]["text"] == "'GDO' is not in the American large list — 3 retries left."


# -- players challenge ---------------------------------------------------------------------------------------
PLAYERS = {"challenges": "players"}


def _three(money=(0, 2, 2)):
    return position(["CATBDFG", OTHER, "NNRRUUA"], "XYZ", options=PLAYERS, money=list(money))


def test_others_get_a_window_to_challenge_or_accept():
    state = _three()
    after, events = play(state, 0, "TCA")
    assert after["phase"] == "challenge" and LT.to_act(after) == {1, 2}
    assert events[0]["text"] == "Ana plays TCA; the others may challenge."
    assert LT.legal_moves(after, 1) == [{"type": "challenge"}, {"type": "accept"}]
    assert LT.legal_moves(after, 0) == []
    assert LT.view(after, 1)["actions"]["respond"] and not LT.view(after, 0)["actions"]["respond"]
    assert LT.view(after, 1)["prompt"] == (
        "Ana plays TCA: challenge it if it is not in the Common English list, or accept it."
    )
    assert reason(after, 0, {"type": "accept"}) == "It is not Ana's turn."


def test_an_unchallenged_word_stands_even_if_not_in_the_list():
    state, _ = play(_three(), 0, "TCA")
    state, _ = LT.apply(state, 1, {"type": "accept"})
    assert state["phase"] == "challenge" and LT.to_act(state) == {2}
    state, events = LT.apply(state, 2, {"type": "accept"})
    assert events[-1]["type"] != "challenge_won" and state["money"] == [1, 2, 2]


def test_a_right_challenge_sends_the_cards_back_and_costs_a_card():
    state, _ = play(_three(), 0, "TCA")
    state, events = LT.apply(state, 1, {"type": "challenge"})
    assert events[-1]["text"] == (
        "Bo is right: 'TCA' is not in the Common English list. Ana takes the cards back and discards a card."
    )
    assert state["phase"] == "penalty" and LT.to_act(state) == {0} and state["money"] == [0, 2, 2]
    assert len(state["hands"][0]) == 7
    state, _ = LT.apply(state, 0, {"type": "discard", "cards": ["B1"]})
    assert state["current"] == 1 and len(state["hands"][0]) == 7


def test_a_wrong_challenge_pays_the_player_a_dollar():
    state, _ = play(_three(), 0, "CAT")
    state, events = LT.apply(state, 1, {"type": "challenge"})
    assert events[-3]["text"] == "Bo is wrong: CAT is in the list; Bo pays Ana $1."
    assert state["money"] == [2, 1, 2]


def test_a_challenger_without_money_makes_the_bank_pay():
    state, _ = play(_three(money=(0, 0, 0)), 0, "CAT")
    state, events = LT.apply(state, 1, {"type": "challenge"})
    assert "Bo has no money, so Ana takes $1 from the bank." in events[-3]["text"]
    assert state["money"] == [2, 0, 0]


def test_the_first_challenger_after_the_player_counts():
    state, _ = play(_three(), 0, "CAT")
    state, events = LT.apply(state, 2, {"type": "challenge"})
    assert state["phase"] == "challenge" and LT.to_act(state) == {1}  # Bo comes first: wait for Bo
    assert [e["type"] for e in events] == ["challenge"]
    state, _ = LT.apply(state, 1, {"type": "challenge"})
    assert state["money"] == [2, 1, 2]  # Bo pays, not Cy
    state, _ = play(_three(), 0, "CAT")
    state, _ = LT.apply(state, 2, {"type": "challenge"})
    state, _ = LT.apply(state, 1, {"type": "accept"})
    assert state["money"] == [2, 2, 1]  # Bo accepted: Cy's challenge counts


def _turn_rows(state, plays):
    """The result sheet's rows for seat 0 after ``plays`` (seat, move) from ``state``."""
    states, moves = [state], []
    for seat, move in plays:
        state, _ = LT.apply(state, seat, move(state))
        states.append(state)
        moves.append({"seat": seat, "move": move(states[-2])})
    return lettertycoon_insight.of(LT, states, moves, 0)["table"]["rows"]


def test_the_result_sheet_names_a_refused_word_in_the_row_of_the_play_that_ended_the_turn():
    state = position(["CATBDFG", OTHER], "XYZ")
    cat = lambda s: {"type": "play", "words": [{"cards": ids(s, 0, "CAT")}]}  # noqa: E731
    rows = _turn_rows(state, [(0, _tca), (0, cat)])
    assert [row[:2] for row in rows] == [["1", "TCA refused; CAT: $1"]]
    state = position(["CATBDFG", OTHER], "XYZ", options={"retries": 0})
    assert [row[:2] for row in _turn_rows(state, [(0, _tca)])] == [["1", "TCA refused; no word"]]
