"""The engine judges a saved match record before the page uses it (a save read from the browser's storage, or a
file being imported): ``check_record`` replays it without opening it, and refuses a damaged one with a sentence,
leaving every open match as it was."""

from __future__ import annotations

import pytest

from parlour import api
from tests.tables import bot_record
from tests.unit.api_calls import GAMES, call

ODIN = {"game": "odin", "players": ["Ann", "Ben"], "options": {}, "seed": "saves"}


def _played(moves: int) -> dict:
    """An Odin record with ``moves`` moves played by its bot."""
    return bot_record(ODIN["game"], ODIN["players"], ODIN["options"], ODIN["seed"], moves)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_new_record_of_every_game_loads(game):
    found = call("check_record", record={"game": game, "players": GAMES[game], "seed": "s"})
    assert found["moves"] == 0 and found["outcome"] is None and found["to_act"]


def test_a_played_record_loads_with_its_summary():
    record = _played(5)
    assert call("check_record", record=record) | {"to_act": []} == {"moves": 5, "to_act": [], "outcome": None}


DAMAGED = [
    ("no game", lambda r: r.pop("game"), "The match record does not say which game it is."),
    ("game is an object", lambda r: r.update(game={"id": "odin"}), "The match record does not say which game it is."),
    ("unknown game", lambda r: r.update(game="chess"), "The match record is damaged"),
    ("no players", lambda r: r.pop("players"), "The match record has no players."),
    ("no seed", lambda r: r.pop("seed"), "The match record has no seed."),
    (
        "seed is a list",
        lambda r: r.update(seed=[1]),
        "The match record is damaged: The seed must be text or a whole number.",
    ),
    (
        "players are not names",
        lambda r: r.update(players=[1, 2]),
        "The match record is damaged: Players must be a list of names.",
    ),
    ("too many players", lambda r: r.update(players=["a"] * 9), "The match record is damaged: Odin is for"),
    (
        "unknown option",
        lambda r: r.update(options={"colour": 1}),
        "The match record is damaged: Odin has no option 'colour'.",
    ),
    ("moves not a list", lambda r: r.update(moves={"0": {}}), "The match record's moves must be a list."),
    ("a move without its move", lambda r: r["moves"][2].pop("move"), "Move 3 of the match record is not"),
    ("a seat that is false", lambda r: r["moves"][0].update(seat=False), "Move 1 of the match record does not name"),
    ("a seat that is 0.0", lambda r: r["moves"][1].update(seat=1.0), "Move 2 of the match record does not name"),
    ("a move out of turn", lambda r: r["moves"][3].update(seat=1 - r["moves"][3]["seat"]), "Move 4 of the match"),
    ("a card nobody holds", lambda r: r["moves"][0].update(move={"type": "play", "cards": ["blue-99"]}), "Move 1"),
]


@pytest.mark.parametrize(("damage", "message"), [(d, m) for _, d, m in DAMAGED], ids=[n for n, _, _ in DAMAGED])
def test_a_damaged_record_is_refused_with_a_sentence(damage, message):
    record = _played(4)
    damage(record)
    answer = api.call("check_record", {"record": record})
    assert not answer["ok"]
    assert answer["error"]["kind"] in {"corrupt", "request"}
    assert answer["error"]["message"].startswith(message), answer
    assert "Error" not in answer["error"]["message"] and "'NoneType'" not in answer["error"]["message"]


def test_a_record_that_is_not_an_object_is_refused():
    answer = api.call("check_record", {"record": ["odin"]})
    assert answer["error"] == {"kind": "request", "message": 'Argument "record" must be an object.'}


def test_checking_a_record_opens_no_match_and_leaves_open_ones_alone():
    call("open", match="kept", record=_played(2))
    before = call("state_hash", match="kept")
    record = _played(6)
    call("check_record", record=record)
    assert record == _played(6), "the record checked is left as it was"
    assert call("state_hash", match="kept") == before
    assert api.call("view", {"match": "checked"})["error"]["kind"] == "request"
    api.call("close", {"match": "kept"})
