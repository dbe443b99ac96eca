"""Watching a finished match with every hand open: each hidden hand in words, and never before the end."""

from __future__ import annotations

import pytest

from parlour import api, engine
from tests.unit.api_calls import GAMES, call, finish


@pytest.mark.parametrize("game", ["odin", "crew", "hardback", "lettertycoon"])
def test_every_hand_is_the_one_its_seat_holds(game):
    rules = engine.game(game)
    state = rules.setup(GAMES[game], seed="open")
    hands = rules.open_hands(state)
    assert [hand["name"] for hand in hands] == GAMES[game]
    for seat, hand in enumerate(hands):
        own = rules.view(state, seat)
        assert len(hand["cards"]) == len(own.get("you", own)["hand"]) > 0  # Hardback keeps a seat's own cards in "you"
        assert all(isinstance(card, str) and card for card in hand["cards"])


def test_jarvis_shows_its_face_down_cards():
    rules = engine.game("crew")
    hands = rules.open_hands(rules.setup(["Ann", "Ben"], seed="open"))
    assert [hand["name"] for hand in hands] == ["Ann", "Ben", "JARVIS, face down"]
    assert len(hands[-1]["cards"]) == 7


def test_a_game_with_no_hidden_hand_has_none_to_open():
    assert engine.game("rolltothetop").open_hands(engine.game("rolltothetop").setup(["Ann", "Ben"], seed="x")) is None


def test_hands_open_only_once_the_match_is_over():
    call("open", match="playing", record={"game": "odin", "players": ["Ann", "Ben"], "options": {}, "seed": "x"})
    answer = api.call("view", {"match": "playing", "seat": 0, "open": True})
    assert answer["error"]["kind"] == "request" and "once the match is over" in answer["error"]["message"]
    match = finish("odin", ["Ann", "Ben"], {"length": 0})
    dealt = call("view", match=match, seat=0, at=0, open=True)["open_hands"]
    assert [len(hand["cards"]) for hand in dealt] == [9, 9]
    last = call("view", match=match, seat=0, open=True)["open_hands"]
    assert min(len(hand["cards"]) for hand in last) == 0  # someone went out
