"""Hardback played out by its bots in every variant and for 1–5 seats: every card is conserved after every
move, the game ends by its rules, the outcome is consistent; junk and illegal moves change nothing; a seat's
view does not change when hidden cards are shuffled; saves round-trip."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour import IllegalMove, rng
from parlour.engine import CorruptState
from parlour.games.hardback import GAME as HB
from parlour.games.hardback import cards as C
from parlour.games.hardback import table as T
from parlour.games.hardback import turns as U
from parlour.games.hardback.rules import MOVES
from tests.conformance.hidden import perturb_hidden

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
SIGNATURES = ("none", "random", *C.GENRES)


def expected(state: dict) -> Counter:
    """The cards of this game: the 140, each seat's eight 1¢ starters, and two 1-prestige starters per seat."""
    count = len(state["players"])
    found = Counter(T.all_cards(state))
    prestige = [c for c in found if c in C.prestige_starters()]
    assert len(prestige) == 2 * count
    cards = C.genre_cards() + prestige + [c for s in range(count) for c in C.coin_starters(s)]
    return Counter(cards)


def check_cards(state: dict, cards: Counter) -> None:
    assert Counter(T.all_cards(state)) == cards
    for me in state["seats"]:
        assert set(me["inked"]) <= set(me["hand"]) and min(me["ink"], me["remover"]) >= 0
    assert len(state["offer"]) <= C.ROW_SIZE


def next_seat(state: dict) -> int:
    """The seat the game waits for: the active one (off-turn seats in ``may_act`` are never waited for)."""
    (seat,) = HB.to_act(state)
    assert seat == state["active"] and seat not in HB.may_act(state)
    return seat


def play_out(state: dict, levels: list[str], limit: int = 3000, check=None) -> dict:
    """Bots play every turn; now and then an off-turn seat that may use ink or remover does so."""
    cards = expected(state)
    gen = rng.new(f"off-turn ink {HB.state_hash(state)}")
    for _ in range(limit):
        if HB.outcome(state) is not None:
            return state
        off_turn = sorted(HB.may_act(state))
        if off_turn and rng.below(gen, 6) == 0:
            seat = off_turn[rng.below(gen, len(off_turn))]
            moves = HB.legal_moves(state, seat)
            assert moves and all(m["type"] in ("ink", "remover") for m in moves), moves
            move = moves[rng.below(gen, len(moves))]
        else:
            seat = next_seat(state)
            move = HB.bots[levels[seat]].choose(HB.view(state, seat))
            if move["type"] != "spell":
                assert move in HB.legal_moves(state, seat), move
        state, _ = HB.apply(state, seat, move)
        check_cards(state, cards)
        if check:
            check(state)
    raise AssertionError("the game did not end")


def check_end(state: dict) -> None:
    result = HB.outcome(state)
    count = len(state["players"])
    assert state["log"][-1]["type"] == "game_end" and HB.to_act(state) == HB.may_act(state) == set()
    if state["penny"] is None:
        assert state["turns"] % count == 0, "every author had the same number of turns"
        assert max(m["prestige"] for m in state["seats"]) >= state["target"]
        scores = U.final_scores(state)
        assert result["scores"] == scores
        keys = [(scores[s], state["seats"][s]["ink"]) for s in range(count)]
        assert result["winners"] == [s for s in range(count) if keys[s] == max(keys)]
        for a in range(count):
            for b in range(count):
                assert (result["ranks"][a] < result["ranks"][b]) == (keys[a] > keys[b])
    else:
        team = U.team_score(state)
        # The first side to reach the target ends the game at once: the other one never gets there.
        assert (team >= state["target"]) != (state["penny"]["prestige"] >= state["target"])
        assert result["team"] == team + U.award_points(state) and result["penny"] == state["penny"]["prestige"]
        assert (result["winners"] == list(range(count))) == (result["team"] > result["penny"])


VARIANTS = [
    ("competitive", 2, {}),
    ("competitive", 3, {"awards": True}),
    ("competitive", 4, {"adverts": True}),
    ("competitive", 5, {"awards": True, "adverts": True, "target": 40}),
    ("competitive", 2, {"dictionary": "british", "target": 40}),
    ("coop", 1, {"signature": "none"}),
    ("coop", 2, {"signature": "adventure", "awards": True}),
    ("coop", 3, {"signature": "horror", "target": 40}),
    ("coop", 4, {"signature": "mystery", "adverts": True, "target": 40}),
    ("coop", 1, {"signature": "romance", "dictionary": "american"}),
    ("coop", 2, {"signature": "random", "target": 40}),
]


@pytest.mark.parametrize(("mode", "count", "options"), VARIANTS)
def test_bot_playouts_of_every_variant(mode, count, options):
    state = HB.setup(NAMES[:count], {"mode": mode, **options}, f"{mode}{count}{sorted(options.items())}")
    levels = ["hard" if s % 2 == 0 else "easy" for s in range(count)]
    state = play_out(state, levels)
    check_end(state)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    coop=st.booleans(),
    count=st.integers(1, 5),
    awards=st.booleans(),
    adverts=st.booleans(),
    signature=st.sampled_from(SIGNATURES),
    levels=st.lists(st.sampled_from(["easy", "hard"]), min_size=5, max_size=5),
)
def test_random_tables_play_to_a_proper_end(seed, coop, count, awards, adverts, signature, levels):
    count = min(count, 4) if coop else max(count, 2)
    options = {"mode": "coop" if coop else "competitive", "awards": awards, "adverts": adverts}
    options |= {"signature": signature, "target": 40}
    state = play_out(HB.setup(NAMES[:count], options, seed), levels)
    check_end(state)


# -- junk, hidden information, saves -------------------------------------------------------------------
def positions(seed: int, count: int = 3, stops: int = 8) -> list[dict]:
    """Positions along a bot game, including benefit prompts and purchase phases."""
    state = HB.setup(NAMES[:count], {"adverts": True}, seed)
    gen = rng.new(f"positions {seed}")
    found = []
    for _ in range(400):
        if HB.outcome(state) is not None or len(found) >= stops:
            break
        if rng.below(gen, 6) == 0 or state["phase"] == "resolve":
            found.append(state)
        seat = next_seat(state)
        state, _ = HB.apply(state, seat, HB.bots["hard"].choose(HB.view(state, seat)))
    return found


JUNK_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 200),
    st.text(max_size=4),
    st.lists(st.integers(-1, 200), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
JUNK_ENTRY = st.dictionaries(st.sampled_from(["card", "wild", "letter", "x"]), JUNK_VALUES, max_size=3)
JUNK_MOVES = st.fixed_dictionaries(
    {"type": st.one_of(st.sampled_from(list(MOVES.moves)), st.text(max_size=5))},
    optional={
        "card": JUNK_VALUES,
        "pick": st.one_of(st.sampled_from(["coins", "prestige", "trash", "keep", "skip", "reserve"]), JUNK_VALUES),
        "cards": st.one_of(JUNK_VALUES, st.lists(JUNK_ENTRY, max_size=6)),
        "uncover": JUNK_VALUES,
        "double": JUNK_VALUES,
    },
)
STATES = positions(7)


@settings(max_examples=250, deadline=None)
@given(index=st.integers(0, len(STATES) - 1), seat=st.integers(0, 2), move=JUNK_MOVES)
def test_junk_and_illegal_moves_change_nothing(index, seat, move):
    state = STATES[index]
    before = HB.dump(state)
    try:
        after, _ = HB.apply(state, seat, move)
    except IllegalMove as err:
        assert str(err) and HB.dump(state) == before
        return
    assert HB.dump(state) == before
    assert Counter(T.all_cards(after)) == Counter(T.all_cards(state))


def test_a_view_does_not_change_when_hidden_cards_move():
    checked = 0
    for state in positions(11, count=3, stops=12):
        for viewer in (0, 1, 2, None):
            view = HB.view(state, viewer)
            assert view == HB.view(perturb_hidden("hardback", state, viewer, random.Random(checked)), viewer)
            assert isinstance(view["offer_deck"], int)
            if viewer is None:
                assert view["you"] is None
            checked += 1
    assert checked >= 40


def test_saves_round_trip():
    for state in positions(5, count=4, stops=6):
        text = HB.dump(state)
        assert HB.load(text) == state and HB.state_hash(HB.load(text)) == HB.state_hash(state)
        json.loads(text)


def test_damaged_saves_are_refused():
    state = positions(5, count=2, stops=1)[0]
    broken = json.loads(HB.dump(state))
    broken["seats"][0]["hand"].append(broken["offer"][0])
    with pytest.raises(CorruptState):
        HB.load(json.dumps(broken))
    broken = json.loads(HB.dump(state))
    del broken["seats"][1]["deck"]
    with pytest.raises(CorruptState):
        HB.load(json.dumps(broken))
    broken = json.loads(HB.dump(state))
    broken["offer"].pop()
    with pytest.raises(CorruptState, match="missing"):
        HB.load(json.dumps(broken))
    broken = json.loads(HB.dump(state))
    broken["phase"] = "lunch"
    with pytest.raises(CorruptState):
        HB.load(json.dumps(broken))
