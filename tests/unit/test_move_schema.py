"""Every game's move schema: a move with a field the rules never read, or a field of the wrong kind, is refused with
a sentence and never stored; the schema mechanism's own messages."""

from __future__ import annotations

import json
import math

import pytest

from parlour import api, engine
from parlour.schema import Fields, Flag, ListOf, MoveSchema, Text, Whole
from tests import tables
from tests.messages import assert_sentence

#: Values no field of any game holds: NaN, infinities, a float as big as floats go, true for 1 and 0.0 for 0, a
#: number with 31 digits, 16 KB of text, an object and a list of nothing useful.
JUNK = (math.nan, math.inf, -math.inf, 1e308, True, 0.0, 10**30, "x" * 16_384, {"a": 1}, [None])


def call(op: str, **args) -> dict:
    return json.loads(api.handle(json.dumps({"op": op, "args": args})))


def a_move_with_fields(game_id: str) -> tuple[dict, int, dict]:
    """A match record of ``game_id`` and a seat's move that has fields besides its type, legal in that match."""
    table = tables.table(game_id, seed=7)
    record = {
        "game": game_id,
        "players": table.state["players"],
        "options": table.state["options"],
        "seed": "table 7",
        "moves": [],
    }
    for _, seat, move, _ in tables.play(table):
        if len(move) > 1:
            return record, seat, move
        record["moves"].append({"seat": seat, "move": move})
    raise AssertionError(f"no move with fields in a whole game of {game_id}")


@pytest.fixture(params=tables.GAME_IDS)
def open_match(request):
    """An open match of each game, a legal move of it with fields and how many moves the match has had; the match
    is closed afterwards."""
    record, seat, move = a_move_with_fields(request.param)
    match = f"schema-{request.param}"
    assert call("open", match=match, record=record)["ok"]
    yield match, seat, move, len(record["moves"])
    call("close", match=match)


def refused(match: str, seat: int, move: dict) -> str:
    """The sentence the api answers a refused move with; the match has not moved on."""
    hash_before = call("state_hash", match=match)["result"]
    answer = call("move", match=match, seat=seat, move=move)
    assert not answer["ok"] and answer["error"]["kind"] == "illegal", answer
    assert call("state_hash", match=match)["result"] == hash_before
    assert_sentence(answer["error"]["message"])
    return answer["error"]["message"]


def test_an_unknown_field_is_refused_and_never_stored(open_match):
    match, seat, move, count = open_match
    for junk in JUNK:
        message = refused(match, seat, {**move, "junk": junk})
        assert message.endswith('"junk" is not part of it.')
    # The same move without the extra field is the record's next move: none of the refused ones was stored.
    assert call("move", match=match, seat=seat, move=move)["result"]["moves"] == count + 1


def test_a_field_of_the_wrong_kind_is_refused(open_match):
    match, seat, move, _ = open_match
    for field in (name for name in move if name != "type"):
        for junk in JUNK:
            if isinstance(junk, bool) and isinstance(move[field], bool):
                continue  # true is a fine value of a field that holds true or false
            assert f'"{field}" must be' in refused(match, seat, {**move, field: junk})


def test_junk_inside_a_list_or_an_object_is_refused(open_match):
    match, seat, move, _ = open_match
    lists = [name for name, value in move.items() if isinstance(value, list) and value]
    for field in lists:
        for junk in JUNK:
            inner = move[field][0]
            if isinstance(inner, dict):
                changed = [{**inner, "junk": junk}, *move[field][1:]]
            else:
                changed = [junk, *move[field][1:]]
            assert "item 1 of" in refused(match, seat, {**move, field: changed}).lower()


def test_nan_and_huge_numbers_sent_as_json_text_are_refused():
    record, seat, move = a_move_with_fields("rolltothetop")
    assert call("open", match="json-text", record=record)["ok"]
    for number in ("NaN", "Infinity", "-Infinity", "1e308", "1" + "0" * 400):
        text = json.dumps({"op": "move", "args": {"match": "json-text", "seat": seat, "move": move}})
        text = text.replace(json.dumps(move["box"]), number, 1)
        answer = json.loads(api.handle(text))
        assert answer["error"]["kind"] == "illegal" and answer["error"]["message"].startswith('"box" must be')
    call("close", match="json-text")


def test_a_saved_move_with_an_unknown_field_is_not_replayed():
    record, seat, move = a_move_with_fields("odin")
    record["moves"].append({"seat": seat, "move": {**move, "note": "x" * 16_384}})
    answer = call("open", match="damaged", record=record)
    assert answer["error"]["kind"] == "corrupt"
    assert answer["error"]["message"].endswith('"note" is not part of it.')
    assert len(answer["error"]["message"]) < 200


def test_every_game_declares_a_schema_for_each_move_its_rules_handle():
    for game_id in tables.GAME_IDS:
        rules = engine.game(game_id)
        assert isinstance(rules.move_schema, MoveSchema) and rules.move_schema.moves
        assert rules.check(rules.setup(list(tables.NAMES[:2]), {}, 1), 0, {"type": "dance"}).startswith(
            f"There is no move 'dance' in {rules.title}: "
        )


# -- the mechanism's sentences ------------------------------------------------------------------------------------
LETTER = Fields({"card": Whole(1, 9), "wild": Flag()})
SCHEMA = MoveSchema({"spell": Fields({"cards": ListOf(LETTER, 4), "note": Text(3)}), "end_turn": Fields()})
LETTER_WORDS = 'an object that may hold "card" and "wild"'
CARD_WORDS = "a whole number from 1 to 9"


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ({"type": "spell", "cards": [{"card": 5}]}, None),
        ({"type": "spell"}, None),  # what a move lacks is the rules' to say
        ({"type": "end_turn", "now": 1}, 'The "end_turn" move holds only its "type": "now" is not part of it.'),
        ({"type": "spell", "x": 1}, 'The "spell" move holds only its "type", "cards" and "note": "x" is not part of '
                                    "it."),
        ({"type": "spell", "cards": [{"card": True}]}, f'"card" in item 1 of "cards" must be {CARD_WORDS}.'),
        ({"type": "spell", "cards": [{}, {"card": 5.0}]}, f'"card" in item 2 of "cards" must be {CARD_WORDS}.'),
        ({"type": "spell", "cards": [{"wild": 1}]}, '"wild" in item 1 of "cards" must be true or false.'),
        ({"type": "spell", "cards": [{"x" * 99: 1}]}, f'Item 1 of "cards" holds only "card" and "wild": "{"x" * 23}…" '
                                                      "is not part of it."),
        ({"type": "spell", "cards": [5]}, f'Item 1 of "cards" must be {LETTER_WORDS}.'),
        ({"type": "spell", "cards": [{}] * 5}, f'"cards" must be a list of at most 4 items, each {LETTER_WORDS}.'),
        ({"type": "spell", "note": "long"}, '"note" must be text of at most 3 characters.'),
        ({"type": "x" * 99}, f"There is no move '{'x' * 23}…' in Hardback: spell or end_turn."),
    ],
)  # fmt: skip
def test_the_schema_says_what_is_wrong_in_a_sentence(move, message):
    assert SCHEMA.problem(move, "Hardback") == message
    if message:
        assert_sentence(message)
