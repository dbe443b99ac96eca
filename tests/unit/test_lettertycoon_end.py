"""The goal, the last round, the final scores and the tie-break; and perft-like counts of legal moves."""

from __future__ import annotations

import pytest

from parlour.games.lettertycoon import rules as R
from parlour.games.lettertycoon.cards import GOAL
from parlour.games.lettertycoon.tactics import Rack, Searcher
from tests.unit.test_lettertycoon_rules import LT, OTHER, play, position

HANDS = ["HATBDFG", "LLMMPPW", "NNRRUUA", "EEOOIIS", "CCKJVVY"]


def _buy(count: int, owned: str, buy_seat: int = 0, start: int = 0) -> tuple[dict, list[dict]]:
    """Seat ``buy_seat`` owns ``owned``, plays HAT and buys the H patent ($5)."""
    hands = list(HANDS[:count])
    hands[0], hands[buy_seat] = hands[buy_seat], hands[0]
    state = position(hands, "XYZ", patents=dict.fromkeys(owned, buy_seat), current=buy_seat, start=start)
    state["money"][buy_seat] = 10
    state, _ = play(state, buy_seat, "HAT")
    assert state["phase"] == "patent" and "H" in LT.buyable(state)
    return LT.apply(state, buy_seat, {"type": "patent", "letter": "H"})


@pytest.mark.parametrize(
    ("count", "below", "reached"),
    [(2, "EATIR", "EATIN"), (3, "EATB", "EATI"), (4, "EAB", "EAT"), (5, "ECB", "EAB")],
)
def test_the_goal_for_each_player_count(count, below, reached):
    goal, least = GOAL[count]
    after, events = _buy(count, below)
    assert after["final_round"] is None and "final_round" not in [e["type"] for e in events]
    assert R.views.patent_value(after, 0) == goal - 1
    after, events = _buy(count, reached)
    assert R.views.patent_value(after, 0) >= goal and len(LT.owned(after, 0)) >= least
    assert after["final_round"] == 0
    (event,) = [e for e in events if e["type"] == "final_round"]
    assert event["text"] == f"Ana's patents are worth ${R.views.patent_value(after, 0)}: this is the last round."


def test_the_minimum_number_of_patents(monkeypatch):
    monkeypatch.setitem(R.GOAL, 3, (10, 3))
    after, _ = _buy(3, "C")  # $8 of patents, 2 patents
    assert after["final_round"] is None
    after, _ = _buy(3, "E")  # $15, 2 patents: the value is reached, not the number
    assert after["final_round"] is None
    after, _ = _buy(3, "EC")  # $18, 3 patents
    assert after["final_round"] == 0


def _finish_turn(state: dict, seat: int) -> dict:
    state, _ = LT.apply(state, seat, {"type": "pass"})
    if state["phase"] == "discard":
        state, _ = LT.apply(state, seat, {"type": "discard", "cards": []})
    return state


def test_the_round_is_finished_so_everyone_has_the_same_turns():
    after, _ = _buy(3, "EATI", buy_seat=0, start=0)  # the first player triggers it: the others still play
    assert after["phase"] == "discard"
    after, _ = LT.apply(after, 0, {"type": "discard", "cards": []})
    after = _finish_turn(after, 1)
    assert after["current"] == 2 and LT.view(after, 2)["last_turn"]
    after, events = LT.apply(after, 2, {"type": "pass"})  # the last turn: no discard
    assert after["phase"] == "over" and LT.to_act(after) == set()
    assert events[-1]["type"] == "game_end"


def test_triggered_by_the_seat_before_the_first_player_ends_at_once():
    after, events = _buy(3, "EATI", buy_seat=2, start=0)
    assert after["phase"] == "over"  # no discard on the last turn; the hand is drawn back to 7
    assert [e["type"] for e in events][-2:] == ["draw", "game_end"]
    outcome = LT.outcome(after)
    assert outcome["winners"] == [2] and outcome["scores"][2] == 10 + 1 - 5 + 38
    assert LT.view(after, 0)["prompt"] == outcome["summary"]


def _final(money, stock, patents) -> dict:
    state = position(["CATBDFG", OTHER, "NNRRUUA"], "XYZ", patents=patents)
    state["money"], state["stock"] = money, stock
    state["phase"], state["current"], state["final_round"] = "over", None, 0
    return LT.load(LT.dump(state))


def test_score_is_money_plus_stock_plus_patents_and_ties_go_to_patent_value():
    state = _final([10, 20, 3], [5, 0, 1], {"E": 0, "A": 2, "T": 2, "B": 2})  # 25, 20, 22
    outcome = LT.outcome(state)
    assert outcome["scores"] == [25, 20, 22] and outcome["winners"] == [0] and outcome["ranks"] == [1, 3, 2]
    assert outcome["summary"] == "Ana wins with 25 points."
    state = _final([15, 25, 7], [0, 0, 0], {"E": 0, "A": 2, "T": 2})  # 25, 25, 23
    outcome = LT.outcome(state)
    assert outcome["winners"] == [0] and outcome["ranks"] == [1, 2, 3]
    assert outcome["summary"] == "Ana wins with 25 points (patents worth $10 break the tie)."
    state = _final([15, 15, 0], [0, 0, 0], {"E": 0, "C": 1, "G": 1, "D": 1})  # 25 and 25, $10 each
    outcome = LT.outcome(state)
    assert outcome["winners"] == [0, 1] and outcome["ranks"] == [1, 1, 3]
    assert outcome["summary"] == "Ana and Bo share the win with 25 points and patents worth $10 each."


# -- perft-like: exact counts --------------------------------------------------------------------------------
def test_legal_move_counts_in_each_phase():
    state = position(["CATBDFG", OTHER], "ESO", money=[5, 0])
    assert len(LT.legal_moves(state, 0)) == 1 and LT.legal_moves(state, 1) == []
    state["patents"]["Q"] = 0
    assert len(LT.legal_moves(state, 0)) == 11
    after, _ = play(state, 0, "CATs")
    assert LT.legal_moves(after, 0) == [{"type": "patent", "letter": "C"}, {"type": "patent", "letter": "S"},
                                        {"type": "skip_patent"}]  # fmt: skip
    after, _ = LT.apply(after, 0, {"type": "skip_patent"})
    assert len(LT.legal_moves(after, 0)) == 2**4
    full = position(["CATBDFG", OTHER], "ESO")
    done, _ = LT.apply(full, 0, {"type": "pass"})
    assert len(LT.legal_moves(done, 0)) == 2**7


@pytest.mark.parametrize(
    ("hand", "pool", "patents", "count", "best"),
    [
        ("CATSDOG", "EIR", "", 614, ("ACRIDEST", 8)),
        ("QUEENBT", "AIS", "", 228, ("ANTIQUES", 16)),
        ("CATSDOG", "EIR", "XZ", 2036, ("CATEGORISED", 11)),  # an E used twice: 11 letters
        ("BOOKEYS", "AIL", "BJK", 185, ("EASILY", 20)),  # B and J with the Y a vowel
    ],
)
def test_every_one_word_play_of_a_rack(hand, pool, patents, count, best):
    """The one-word plays the bots consider (distinct card sets), counted and all accepted by the rules."""
    state = position([hand, OTHER], pool, patents=dict.fromkeys(patents, 0))
    view = LT.view(state, 0)
    searcher = Searcher(LT.dictionary(state), Rack.from_view(view))
    found = searcher.search(None)
    options = [searcher.option([c]) for c in found]
    assert len(options) == count
    top = max(options, key=lambda o: o.earned)
    assert (top.texts[0], top.earned) == best
    for option in options[:: max(1, count // 40)]:
        assert LT.check(state, 0, option.move) is None
        assert LT.preview(state, 0, option.move)["money"] + LT.preview(state, 0, option.move)["stock"] == option.earned
