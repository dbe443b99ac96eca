"""Taking back a move: what the engine allows, what it refuses and why, and that a take-back is exactly a
shorter record."""

from __future__ import annotations

import pytest

from parlour import api, engine
from tests.unit.api_calls import GAMES, call


def open_match(game: str, seed: str = "take-back") -> str:
    call("open", match=game, record={"game": game, "players": GAMES[game], "options": {}, "seed": seed, "moves": []})
    return game


def bot_step(match: str) -> int:
    """One move by the strongest bot for the first seat the game waits for; returns that seat."""
    seat = call("view", match=match)["to_act"][0]
    level = list(engine.bots(match))[-1]
    call("move", match=match, seat=seat, move=call("bot_move", match=match, seat=seat, level=level))
    return seat


@pytest.mark.parametrize("game", GAMES)
def test_every_allowed_take_back_returns_to_the_record_without_the_moves(game):
    """Play bot games where seat 0 is the person; whenever the engine allows it a take-back, the match must be
    exactly the replay of the shorter record (state and views), and playing on from there works."""
    match = open_match(game)
    taken = 0
    for _ in range(120):
        if call("view", match=match)["outcome"]:
            break
        if bot_step(match) != 0:
            continue
        verdict = call("take_back", match=match, seat=0, people=[0])
        if not verdict["allowed"]:
            continue
        record = api._matches[match].record
        shorter = {**record, "moves": record["moves"][: -verdict["taken"]]}
        result = call("take_back", match=match, seat=0, people=[0], apply=True)
        assert result["taken"] == verdict["taken"] and result["moves"] == len(shorter["moves"])
        assert call("state_hash", match=match) == engine.game(game).state_hash(engine.replay(shorter))
        taken += 1
    assert taken, "no move could ever be taken back"


def test_nothing_to_take_back_before_a_move_or_after_the_end():
    match = open_match("odin")
    refused = call("take_back", match=match, seat=0, people=[0], apply=True)
    assert refused == {**refused, "allowed": False, "reason": "You have not moved yet.", "taken": 0}
    while not call("view", match=match)["outcome"]:
        bot_step(match)
    assert call("take_back", match=match, seat=0, people=[0])["reason"] == "The game is over."


def test_a_roll_since_the_move_cannot_be_taken_back():
    match = open_match("rolltothetop")
    rolls = len([e for e in call("view", match=match)["log"] if e["type"] == "roll"])
    while len([e for e in call("view", match=match)["log"] if e["type"] == "roll"]) == rolls:
        bot_step(match)
    verdict = call("take_back", match=match, seat=0, people=[0])
    assert not verdict["allowed"] and "a roll or a deal came since" in verdict["reason"]


def test_an_undo_is_not_taken_back_into_a_redo():
    """Roll to the Top: a number written this roll can be taken back; its undo cannot, which would write it again
    (Undo, then Ctrl+Z, wrote the number back where the player wanted one more undo)."""
    match = open_match("rolltothetop")
    place = next(m for m in call("legal_moves", match=match, seat=0) if m["type"] == "place")
    call("move", match=match, seat=0, move=place)
    assert call("take_back", match=match, seat=0, people=[0])["allowed"]
    call("move", match=match, seat=0, move={"type": "undo"})
    verdict = call("take_back", match=match, seat=0, people=[0], apply=True)
    assert verdict == {**verdict, "allowed": False, "taken": 0}
    assert verdict["reason"] == "An undo cannot be taken back."
    assert call("view", match=match, seat=0)["pending"] == []


def test_a_card_drawn_since_the_move_cannot_be_taken_back():
    """Hardback: buying refills the offer row from the face-down offer deck."""
    match = open_match("hardback")
    rules = engine.game("hardback")
    while True:
        state = api._matches[match].state
        seat = sorted(rules.to_act(state))[0]
        buys = [m for m in rules.legal_moves(state, seat) if m["type"] == "buy"]
        if buys:
            call("move", match=match, seat=seat, move=buys[0])
            break
        bot_step(match)
    verdict = call("take_back", match=match, seat=seat, people=[seat])
    assert not verdict["allowed"]
    assert verdict["reason"] == "Too late: a card has been drawn since."


def test_a_bots_card_seen_since_cannot_be_taken_back_but_one_not_yet_seen_can():
    match = open_match("odin")
    while bot_step(match) != 0:
        pass
    allowed = call("take_back", match=match, seat=0, people=[0])
    assert allowed["allowed"]
    # the move in words, as the log told everyone: what a peer match's request shows the other players
    told = [e["text"] for e in call("view", match=match)["log"] if e["text"] in allowed["what"]]
    assert allowed["what"] == " ".join(told[-2:]) or allowed["what"] == told[-1]
    assert allowed["what"].startswith("Ann plays") or allowed["what"] == "Ann passes."
    while call("view", match=match)["to_act"] != [1]:  # Ann may still take a card back into her hand
        bot_step(match)
    bot_step(match)
    verdict = call("take_back", match=match, seat=0, people=[0])
    assert not verdict["allowed"] and verdict["reason"].startswith("Too late: Ben has moved since")


def test_in_hot_seat_a_move_is_not_taken_back_once_another_person_has_moved():
    match = open_match("odin")
    while bot_step(match) != 0:
        pass
    while call("view", match=match)["to_act"] != [1]:
        bot_step(match)
    assert call("take_back", match=match, seat=0, people=[0, 1])["allowed"]
    bot_step(match)  # Ben, a person at this device too, moves
    verdict = call("take_back", match=match, seat=0, people=[0, 1])
    assert not verdict["allowed"] and verdict["reason"].startswith("Too late: Ben has moved since")


def test_in_hot_seat_a_move_is_not_taken_back_once_the_device_went_to_the_next_person():
    # Ana's Take back undid Ben's move and showed her his hand: the page drew the table of the seat taken back.
    match = open_match("odin")
    while bot_step(match) != 0:
        pass
    assert call("take_back", match=match, seat=0, people=[0, 1], holder=0)["allowed"]  # still in Ann's hands
    verdict = call("take_back", match=match, seat=0, people=[0, 1], holder=1)
    assert not verdict["allowed"] and verdict["reason"] == "Too late: Ann has passed the device on."
    assert not call("take_back", match=match, seat=0, people=[0, 1], holder=1, apply=True)["allowed"]
    assert call("view", match=match)["to_act"] != [0], "the move was taken back"
    answer = api.call("take_back", {"match": match, "seat": 0, "people": [0, 1], "holder": 7})
    assert answer["error"] == {"kind": "request", "message": "There is no seat 7: it cannot hold the device."}


def test_a_card_passed_to_the_player_cannot_be_taken_back():
    """The Crew's distress signal: once the cards are passed, each player knows the card they received."""
    rules = engine.game("crew")
    state = rules.setup(GAMES["crew"], {"mission": 2}, "distress")
    moves, states = [], [state]
    while rules.to_act(state):
        seat = sorted(rules.to_act(state))[0]
        choices = rules.legal_moves(state, seat)
        move = next((m for m in choices if m["type"] == "distress" and m.get("vote") != "no"), None)
        move = move or next((m for m in choices if m["type"] == "pass_card"), None) or choices[0]
        state, events = rules.apply(state, seat, move)
        moves.append({"seat": seat, "move": move})
        states.append(state)
        if any(e["type"] == "exchange" for e in events):
            break
    else:
        pytest.skip("no distress signal in this deal")
    from parlour import takeback

    verdict = takeback.verdict(rules, states, moves, moves[-1]["seat"], {moves[-1]["seat"]})
    assert not verdict.allowed and verdict.reason == "Too late: you have received a card since."


def test_people_must_be_seats():
    match = open_match("odin")
    answer = api.call("take_back", {"match": match, "seat": 0, "people": [True]})
    assert answer["error"]["kind"] == "request"
