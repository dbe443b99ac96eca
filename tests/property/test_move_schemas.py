"""Every game's move schema against its rules, over many seeded games: each move the rules list or a bot plays fits
its schema, and moves that fit a schema but mean nothing (a card nobody holds, a missing field, another move's
fields) are refused by the rules with a sentence, never with Python's text, and change nothing."""

from __future__ import annotations

import copy
import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour import engine
from parlour.engine import IllegalMove
from parlour.schema import Fields, Flag, Kind, ListOf, Text, Whole
from tests import tables
from tests.messages import assert_sentence

GAMES_EACH = 12
POSITIONS_EACH = 60


@pytest.mark.parametrize("game_id", tables.GAME_IDS)
def test_every_listed_and_every_bot_move_fits_its_schema(game_id):
    rules = engine.game(game_id)
    for seed in range(GAMES_EACH):
        for before, _, move, _ in tables.play(tables.table(game_id, seed)):
            assert rules.move_schema.problem(move, rules.title) is None, move
            for seat in sorted(rules.to_act(before) | rules.may_act(before)):
                for listed in rules.legal_moves(before, seat):
                    assert rules.move_schema.problem(listed, rules.title) is None, listed


@functools.cache
def positions(game_id: str) -> list[tuple[dict, list[dict]]]:
    """Positions met in seeded games of ``game_id``, each with the moves seen there (listed or a bot's), whose
    values the fuzzing below borrows to reach past the first checks of the rules."""
    rules = engine.game(game_id)
    found: list[tuple[dict, list[dict]]] = []
    seed = 0
    while len(found) < POSITIONS_EACH:
        for number, (before, _, move, _) in enumerate(tables.play(tables.table(game_id, seed))):
            if number % 7 == seed % 7:
                seats = rules.to_act(before) | rules.may_act(before)
                found.append((before, [move, *(m for s in sorted(seats) for m in rules.legal_moves(before, s))]))
        seed += 1
    return found


def leaves(value: object) -> list:
    """The texts and whole numbers inside a move's fields."""
    if isinstance(value, dict):
        return [leaf for key, inner in value.items() if key != "type" for leaf in leaves(inner)]
    if isinstance(value, list):
        return [leaf for inner in value for leaf in leaves(inner)]
    return [value]


def fitting(kind: Kind, seen: list) -> st.SearchStrategy:
    """Values of ``kind``: drawn at random, or (most often) among those seen in moves of the position."""
    if isinstance(kind, Whole):
        near = [v for v in seen if type(v) is int and kind.low <= v <= kind.high]
        drawn = st.integers(kind.low, kind.high)
    elif isinstance(kind, Text):
        near = [v for v in seen if isinstance(v, str) and len(v) <= kind.longest]
        drawn = st.text(max_size=kind.longest)
    elif isinstance(kind, Flag):
        return st.booleans()
    elif isinstance(kind, ListOf):
        return st.lists(fitting(kind.item, seen), max_size=min(kind.most, 6))
    else:
        assert isinstance(kind, Fields)
        return st.fixed_dictionaries({}, optional={name: fitting(k, seen) for name, k in kind.fields.items()})
    return st.one_of(st.sampled_from(near), drawn) if near else drawn


@st.composite
def moves_that_fit(draw, game_id: str) -> tuple[dict, int, dict]:
    """A position, a seat that may move in it and a move that fits the schema of some move type."""
    rules = engine.game(game_id)
    state, seen = draw(st.sampled_from(positions(game_id)))
    seat = draw(st.sampled_from(sorted(rules.to_act(state) | rules.may_act(state))))
    kind = draw(st.sampled_from(sorted(rules.move_schema.moves)))
    fields = draw(fitting(rules.move_schema.moves[kind], [leaf for move in seen for leaf in leaves(move)]))
    return state, seat, {"type": kind, **fields}


@pytest.mark.parametrize("game_id", tables.GAME_IDS)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_moves_that_fit_a_schema_but_mean_nothing_get_a_sentence(game_id, data):
    rules = engine.game(game_id)
    state, seat, move = data.draw(moves_that_fit(game_id))
    untouched = copy.deepcopy(state)
    try:
        rules.apply(state, seat, move)
    except IllegalMove as refusal:
        assert_sentence(str(refusal))
    assert state == untouched
