"""A check may try moves first without playing them: a Hardback turn's chosen purchases, before they are bought."""

from __future__ import annotations

from parlour import api, engine
from tests.unit.api_calls import call


def buying_match() -> tuple[str, int, list[dict]]:
    """A Hardback match whose active seat is buying with at least one card it can afford: (match, seat, buys)."""
    call("open", match="shop", record={"game": "hardback", "players": ["Ann", "Ben"], "options": {}, "seed": "shop"})
    level = next(iter(engine.bots("hardback")))
    for _ in range(200):
        seat = call("view", match="shop")["to_act"][0]
        buys = [m for m in call("legal_moves", match="shop", seat=seat) if m["type"] == "buy"]
        if buys:
            return "shop", seat, buys
        call("move", match="shop", seat=seat, move=call("bot_move", match="shop", seat=seat, level=level))
    raise AssertionError("nobody could buy anything")


def test_moves_tried_first_are_only_tried():
    match, seat, buys = buying_match()
    before = call("state_hash", match=match)
    first = buys[0]
    assert call("check", match=match, seat=seat, move={"type": "end_turn"}, after=[first])["legal"]
    again = call("check", match=match, seat=seat, move=first, after=[first])
    assert not again["legal"] and again["reason"] == "You can buy only a card of the offer row or your own jailed card."
    assert call("state_hash", match=match) == before
    assert call("check", match=match, seat=seat, move=first)["legal"]  # nothing was bought


def test_a_refused_move_tried_first_gives_its_own_reason():
    match, seat, buys = buying_match()
    answer = call("check", match=match, seat=seat, move=buys[0], after=[{"type": "spell", "cards": []}])
    assert not answer["legal"] and "spell" in answer["reason"].lower()


def test_too_many_moves_tried_first_are_refused():
    match, seat, buys = buying_match()
    answer = api.call("check", {"match": match, "seat": seat, "move": buys[0], "after": [buys[0]] * 13})
    assert answer["error"]["kind"] == "request" and "at most 12 moves" in answer["error"]["message"]
