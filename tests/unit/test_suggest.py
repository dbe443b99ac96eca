"""Suggestions: the strongest bot's move for a seat, from that seat's view only, in words; the word games'
best-earning plays."""

from __future__ import annotations

import random

import pytest

from parlour import api, engine
from tests.conformance.hidden import perturb_hidden
from tests.unit.api_calls import GAMES, call


@pytest.mark.parametrize("game", GAMES)
def test_a_suggestion_is_a_legal_move_in_words_and_can_be_played(game):
    call("open", match=game, record={"game": game, "players": GAMES[game], "options": {}, "seed": "advice"})
    rules = engine.game(game)
    worded = 0
    for _ in range(60):
        view = call("view", match=game)
        if view["outcome"]:
            break
        seat = view["to_act"][0]
        advice = call("suggest", match=game, seat=seat)
        assert call("check", match=game, seat=seat, move=advice["move"])["legal"]
        assert advice["text"].endswith(".") and advice["text"][0].isupper()
        assert not advice["text"].startswith("Choose "), f"{advice['move']} has no words of its own"
        for play in advice.get("words", []):
            assert call("check", match=game, seat=seat, move=play["move"])["legal"], play
            worded += 1
        call("move", match=game, seat=seat, move=advice["move"])
    if rules.id in ("hardback", "lettertycoon"):
        assert worded, "no best words were ever listed"


def test_the_suggestion_depends_only_on_the_seats_view():
    """Two deals that differ only in the other hands give seat 0 the same view, so the same advice."""
    rules = engine.game("odin")
    state = rules.setup(GAMES["odin"], {}, "advice")
    other = {**state, "hands": [state["hands"][0], sorted(reversed(state["hands"][1]))]}
    assert rules.view(state, 0) == rules.view(other, 0)
    seat = sorted(rules.to_act(state))[0]
    assert rules.suggest(state, seat) == rules.suggest(other, seat)


@pytest.mark.parametrize("game", GAMES)
def test_no_game_suggests_from_what_the_seat_cannot_see(game):
    """A friend asks the host's engine, which holds every hand: with what the seat cannot see dealt otherwise (and
    another random generator), the advice is the same."""
    rules = engine.game(game)
    state = rules.setup(GAMES[game], {}, "from the seat's view")
    chooser = random.Random(game)
    for _ in range(12):
        if rules.outcome(state) is not None:
            break
        seat = sorted(rules.to_act(state))[0]
        twin = perturb_hidden(game, state, seat, chooser)
        assert rules.suggest(twin, seat) == rules.suggest(state, seat)
        state, _ = rules.apply(state, seat, rules.legal_moves(state, seat)[0])


def test_no_suggestion_out_of_turn():
    call("open", match="late", record={"game": "odin", "players": GAMES["odin"], "options": {}, "seed": "advice"})
    waiting = next(s for s in range(2) if s not in call("view", match="late")["to_act"])
    answer = api.call("suggest", {"match": "late", "seat": waiting})
    assert answer["error"] == {"kind": "illegal", "message": "A suggestion is for your own turn."}


@pytest.mark.parametrize("players", [3, 5])
def test_every_crew_move_of_every_mission_has_words_of_its_own(players):
    crew = engine.game("crew")
    kinds = set()
    for mission in range(1, 51):
        state = crew.setup(["Ann", "Ben", "Cy", "Di", "Ed"][:players], {"mission": mission}, "words")
        while crew.outcome(state) is None:
            seat = sorted(crew.to_act(state))[0]
            moves = crew.legal_moves(state, seat)
            for move in moves:
                text = crew.describe_move(state, seat, move)
                assert text.endswith(".") and not text.startswith("Choose "), (mission, move, text)
                kinds.add(move["type"])
            state, _ = crew.apply(state, seat, moves[-1])
    assert {"swap_tokens", "move_token", "answer", "designate", "assign"} <= kinds
    assert players < 5 or "handover" in kinds
