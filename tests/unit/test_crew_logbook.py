"""The Crew's campaign logbook (parlour.games.crew.logbook) and the API's ``campaign`` operation that the page asks."""

from __future__ import annotations

from parlour import api
from parlour.games.crew import GAME
from parlour.games.crew import logbook as L

FAIL = {"mission": 1, "success": False, "distress": False}
WIN = {"mission": 1, "success": True, "distress": False}


def test_a_fresh_logbook_opens_mission_one_only():
    summary = L.summary(L.empty())
    assert [m["unlocked"] for m in summary["missions"][:3]] == [True, False, False]
    assert len(summary["missions"]) == 50 and summary["latest"] == 1
    assert summary["missions"][0]["status"] == "not tried yet" and summary["missions"][1]["status"] == "locked"
    assert (summary["accomplished"], summary["attempts"], summary["score"]) == (0, 0, 0)


def test_attempts_count_until_the_first_success_which_unlocks_the_next_mission():
    book, first = L.log_attempt(L.empty(), "a", FAIL)
    book, second = L.log_attempt(book, "b", {**WIN, "distress": True})
    book, third = L.log_attempt(book, "c", FAIL)  # played again after success: counted, the record stays
    assert (first, second, third) == (1, 2, 3)
    assert L.entry(book, 1) == {"attempts": 3, "done": True, "done_in": 2, "distress": True}
    assert L.score(L.entry(book, 1)) == 3  # two attempts, +1 for the distress signal
    assert L.unlocked(book, 2) and not L.unlocked(book, 3)
    summary = L.summary(book)
    assert summary["latest"] == 2 and summary["score"] == 3 and summary["attempts"] == 3
    assert summary["missions"][0]["status"] == "accomplished on attempt 2 (+1 for the distress signal), 3 logged"


def test_a_match_is_logged_once_and_a_locked_mission_never():
    book, attempt = L.log_attempt(L.empty(), "a", FAIL)
    again, same = L.log_attempt(book, "a", WIN)
    assert again == book and same == attempt == 1
    untouched, none = L.log_attempt(book, "z", {"mission": 5, "success": True, "distress": False})
    assert untouched == book and none is None


def test_a_damaged_logbook_reads_as_fresh_and_the_first_shape_is_upgraded():
    for damaged in (
        None,
        "x",
        [],
        {"version": 2},
        {"version": 2, "missions": {"1": {"attempts": -1}}, "logged": []},
        {"version": 2, "missions": {"99": dict(L.empty())}, "logged": []},
        {"version": 2, "missions": {}, "logged": [["a", "b"]]},
    ):
        assert L.read(damaged) == L.empty(), damaged
    first_shape = {
        "version": 1,
        "missions": {"1": {"attempts": 2, "done": True, "doneIn": 2, "distress": False}},
        "logged": [["m", 2]],
    }
    book = L.read(first_shape)
    assert L.entry(book, 1)["done_in"] == 2 and L.logged_as(book, "m") == 2 and L.unlocked(book, 2)


def finished_record(seed: str) -> dict:
    """Mission 1 for three players played to its end by taking the first legal move each time."""
    record = {"game": "crew", "players": ["Ana", "Ben", "Cleo"], "options": {"mission": 1}, "seed": seed, "moves": []}
    state = GAME.setup(record["players"], record["options"], seed)
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        move = GAME.legal_moves(state, seat)[0]
        record["moves"].append({"seat": seat, "move": move})
        state, _ = GAME.apply(state, seat, move)
    return record


def test_the_api_logs_an_open_finished_match_once_and_never_a_practice():
    record = finished_record("logbook")
    assert api.call("open", {"match": "log-1", "record": record})["ok"]
    practice = api.call("campaign", {"game": "crew", "book": None, "match": "log-1", "practice": True})["result"]
    assert practice["attempt"] is None and practice["book"] == L.empty()
    first = api.call("campaign", {"game": "crew", "book": None, "match": "log-1"})["result"]
    again = api.call("campaign", {"game": "crew", "book": first["book"], "match": "log-1"})["result"]
    assert first["attempt"] == again["attempt"] == 1
    assert again["book"] == first["book"] and again["summary"]["attempts"] == 1


def test_the_api_gives_an_unfinished_match_its_coming_attempt_number():
    record = {"game": "crew", "players": ["Ana", "Ben", "Cleo"], "options": {"mission": 1}, "seed": "s", "moves": []}
    assert api.call("open", {"match": "log-2", "record": record})["ok"]
    book, _ = L.log_attempt(L.empty(), "earlier", FAIL)
    answer = api.call("campaign", {"game": "crew", "book": book, "match": "log-2"})["result"]
    assert answer["attempt"] == 2 and answer["book"] == book


def test_the_api_refuses_a_game_without_a_campaign_with_a_sentence():
    answer = api.call("campaign", {"game": "odin"})
    assert answer == {"ok": False, "error": {"kind": "request", "message": "Odin is not played as a campaign."}}
