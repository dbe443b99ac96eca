"""The Crew: random and bot playouts of every mission, conservation, junk moves, leaks and round trips."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine import IllegalMove
from parlour.games.crew import GAME
from parlour.games.crew import cards as C
from parlour.games.crew import table as T

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]
PROFILE = settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])


def all_cards(state: dict) -> list[str]:
    """Every card the state knows of: hands, JARVIS's columns, the trick, finished tricks, set aside."""
    cards = [c for hand in state["hands"] for c in hand]
    cards += [c for column in state["columns"] for c in column if c is not None]
    cards += [c for _, c in state["trick"]] + [c for t in state["tricks"] for _, c in t["cards"]]
    return cards + list(state["aside"])


def random_playout(mission: int, players: int, seed: int, check=None) -> dict:
    """Play random legal moves to the end; ``check(state)`` runs after every move."""
    chooser = random.Random(seed)
    state = GAME.setup(NAMES[:players], {"mission": mission}, seed)
    deck = sorted(C.deck())
    steps = 0
    while GAME.outcome(state) is None:
        seat = chooser.choice(sorted(GAME.to_act(state)))
        moves = GAME.legal_moves(state, seat)
        assert moves, f"no legal move for seat {seat} in phase {state['phase']}"
        state, events = GAME.apply(state, seat, chooser.choice(moves))
        assert all(isinstance(e["type"], str) and isinstance(e["text"], str) for e in events)
        assert sorted(all_cards(state)) == deck
        if check:
            check(state)
        steps += 1
        assert steps < 400
    return state


def assert_finished(state: dict) -> None:
    outcome = GAME.outcome(state)
    n = len(state["players"])
    assert isinstance(outcome["success"], bool) and outcome["reason"].endswith(".")
    assert outcome["mission"] == state["options"]["mission"]
    assert outcome["winners"] == (list(range(n)) if outcome["success"] else [])
    assert outcome["ranks"] == [1] * n and len(outcome["scores"]) == n
    assert GAME.to_act(state) == set()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mission", range(1, 51))
def test_random_playouts_of_every_mission_end_with_a_reason(mission, players):
    state = random_playout(mission, players, mission * 10 + players)
    assert_finished(state)
    assert GAME.load(GAME.dump(state)) == state


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("mission", range(1, 51))
def test_easy_bot_playouts_of_every_mission(mission, players):
    state = GAME.setup(NAMES[:players], {"mission": mission}, f"bots{mission}")
    bot = GAME.bots["easy"]
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        view = GAME.view(state, seat)
        move = bot.choose(view)
        assert move in view["legal"]
        state, _ = GAME.apply(state, seat, move)
    assert_finished(state)


@pytest.mark.parametrize(
    ("mission", "players", "level"),
    [(3, 4, "hard"), (13, 3, "hard"), (24, 5, "hard"), (12, 2, "hard"), (46, 4, "hard"), (48, 5, "medium")],
)
def test_look_ahead_bot_playouts(mission, players, level):
    state = GAME.setup(NAMES[:players], {"mission": mission}, f"{level}{mission}")
    bot = GAME.bots[level]
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        view = GAME.view(state, seat)
        move = bot.choose(view)
        assert move in view["legal"]
        assert bot.choose(view) == move  # deterministic
        state, _ = GAME.apply(state, seat, move)
    assert_finished(state)


def test_challenge_for_three_playouts():
    for mission in (1, 13, 44, 46):
        state = GAME.setup(NAMES[:3], {"mission": mission, "challenge": True}, mission)
        chooser = random.Random(mission)
        while GAME.outcome(state) is None:
            seat = min(GAME.to_act(state))
            state, _ = GAME.apply(state, seat, chooser.choice(GAME.legal_moves(state, seat)))
            assert sorted(all_cards(state)) == sorted(C.deck(challenge=True))
        assert_finished(state)


JUNK = st.one_of(
    st.none(),
    st.integers(),
    st.text(max_size=5),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(
        st.sampled_from(["type", "card", "cards", "player", "vote", "answer", "to", "from", "first_four", "last"]),
        st.one_of(
            st.sampled_from(
                [
                    *("play", "pick", "skip", "communicate", "answer", "designate", "assign", "distress"),
                    *("pass_card", "handover", "swap_tokens", "move_token", "left", "yes", "b5", "r4", "x1", ""),
                ]
            ),
            st.integers(-2, 6),
            st.booleans(),
            st.none(),
            st.lists(st.sampled_from(["b5", "r4", "p1", 3]), max_size=3),
        ),
        max_size=4,
    ),
)


@PROFILE
@given(
    mission=st.integers(1, 50),
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    moves=st.integers(0, 60),
    junk=st.lists(JUNK, min_size=1, max_size=8),
)
def test_junk_and_illegal_moves_raise_and_change_nothing(mission, players, seed, moves, junk):
    chooser = random.Random(seed)
    state = GAME.setup(NAMES[:players], {"mission": mission}, seed)
    for _ in range(moves):
        if GAME.outcome(state) is not None:
            break
        seat = chooser.choice(sorted(GAME.to_act(state)))
        state, _ = GAME.apply(state, seat, chooser.choice(GAME.legal_moves(state, seat)))
    before = GAME.dump(state)
    for move in junk:
        for seat in range(players):
            if move in GAME.legal_moves(state, seat):
                continue
            with pytest.raises(IllegalMove):
                GAME.apply(state, seat, move)
            assert GAME.dump(state) == before


def hidden_cards(state: dict, position: int) -> list[str]:
    """Cards of ``position`` nobody else may see (not communicated, not JARVIS's face-up), leaving out the
    pink 9 (its holder is announced in mission 46) and a card already chosen for the distress pass."""
    if position == state["jarvis"]:
        return [down for _, down in state["columns"] if down is not None]
    radio = state["radio"][position]
    keep = {radio["card"] if radio else None, "p9", state["distress"]["chosen"][position]}
    return [c for c in state["hands"][position] if c not in keep]


def swapped(state: dict, viewer: int | None, chooser: random.Random) -> dict | None:
    """A copy of ``state`` where two other crew positions exchange one hidden card, or None."""
    others = [p for p in range(T.count(state)) if p != viewer and hidden_cards(state, p)]
    if len(others) < 2:
        return None
    p, q = chooser.sample(others, 2)
    a, b = chooser.choice(hidden_cards(state, p)), chooser.choice(hidden_cards(state, q))
    twin = GAME.load(GAME.dump(state))
    for position, old, new in ((p, a, b), (q, b, a)):
        if position == twin["jarvis"]:
            column = next(col for col in twin["columns"] if col[1] == old)
            column[1] = new
        else:
            hand = twin["hands"][position]
            hand[hand.index(old)] = new
            hand.sort(key=C.sort_key)
    return twin


@PROFILE
@given(mission=st.integers(1, 50), players=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_views_and_events_never_reveal_another_hand(mission, players, seed):
    """Swapping hidden cards between two other players changes neither a seat's view nor any event."""
    chooser = random.Random(seed)

    def check(state: dict) -> None:
        for viewer in [*range(players), None]:
            twin = swapped(state, viewer, chooser)
            if twin is not None:
                assert GAME.view(twin, viewer) == GAME.view(state, viewer)
        if GAME.outcome(state) is None and state["jarvis"] is None:
            mover = chooser.choice(sorted(GAME.to_act(state)))
            twin = swapped(state, mover, chooser)
            if twin is not None:
                move = chooser.choice(GAME.legal_moves(state, mover))
                if move in GAME.legal_moves(twin, mover):
                    assert GAME.apply(twin, mover, move)[1] == GAME.apply(state, mover, move)[1]

    random_playout(mission, players, seed, check)


@PROFILE
@given(mission=st.integers(1, 50), players=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_dump_load_round_trip_at_every_step(mission, players, seed):
    def check(state: dict) -> None:
        assert GAME.load(GAME.dump(state)) == state

    random_playout(mission, players, seed, check)
