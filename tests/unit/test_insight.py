"""What a finished match teaches: charts for Odin and Roll to the Top, the best words for the word games, a
winning line for a failed Crew mission; and never before the end."""

from __future__ import annotations

from itertools import pairwise

import pytest

from parlour import api, insight
from parlour.games.crew import GAME as CREW
from parlour.games.crew import insight as crew_insight
from tests.unit.api_calls import call, finish


def test_no_insight_before_the_end():
    call("open", match="early", record={"game": "odin", "players": ["Ann", "Ben"], "options": {}, "seed": "x"})
    answer = api.call("insight", {"match": "early", "seat": 0})
    assert answer["error"]["kind"] == "request" and "not over" in answer["error"]["message"]


@pytest.mark.parametrize(("game", "options"), [("odin", {}), ("odin", {"length": 10}), ("rolltothetop", {"rounds": 2})])
def test_a_chart_has_one_line_a_player_and_one_value_a_label(game, options):
    chart = call("insight", match=finish(game, ["Ann", "Ben", "Cy"], options), seat=0)["chart"]
    assert [line["name"] for line in chart["series"]] == ["Ann", "Ben", "Cy"]
    assert all(len(line["values"]) == len(chart["labels"]) >= 2 for line in chart["series"])
    outcome = call("view", match=game)["outcome"]
    if game == "odin" and options:  # penalty points: the chart ends on the final scores
        assert [line["values"][-1] for line in chart["series"]] == outcome["scores"]


@pytest.mark.parametrize("game", ["hardback", "lettertycoon"])
def test_each_turn_shows_the_word_played_beside_the_best_one(game):
    table = call("insight", match=finish(game, ["Ann", "Ben"], {}), seat=0)["table"]
    assert len(table["headers"]) == 3 and len(table["rows"]) >= 3
    played = [row[1] for row in table["rows"] if row[1] not in ("skipped", "passed")]
    assert played and all(":" in cell for cell in played)
    assert all(best != "no word" for _, mine, best in table["rows"] if mine not in ("skipped", "passed"))
    # numbered as the match bar numbers turns (Hardback's rows said "Round 9" after the bar said "Turn 13")
    assert table["headers"][0] == "Turn"
    turns = [int(row[0]) for row in table["rows"]]
    assert {later - earlier for earlier, later in pairwise(turns)} == {2}, turns


def failed_mission() -> dict:
    for n in range(40):
        state = CREW.setup(["Ann", "Ben", "Cy"], {"mission": 10}, f"fail-{n}")
        while CREW.outcome(state) is None:
            seat = sorted(CREW.to_act(state))[0]
            state, _ = CREW.apply(state, seat, CREW.legal_moves(state, seat)[0])
        if not state["result"]["success"]:
            return state
    raise AssertionError("every mission succeeded")


def test_a_failed_crew_mission_is_told_whether_it_could_be_won_and_how():
    found = crew_insight.of(failed_mission())
    assert found["text"].startswith("With every hand open, this deal could")
    if "could be won" in found["text"]:
        tricks = found["steps"]
        assert tricks[0]["title"] == "Trick 1" and all(len(t["lines"]) == 3 for t in tricks)


def test_the_chart_shape():
    made = insight.chart("t", "x", ["A"], [[1], [2]])
    assert made == {"title": "t", "x": "x", "labels": ["0", "1"], "series": [{"name": "A", "values": [1, 2]}]}
