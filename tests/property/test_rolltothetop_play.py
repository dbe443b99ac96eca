"""Roll to the Top, random play: bot games end on every board and mode; junk and illegal moves raise
IllegalMove and change nothing; views never show another seat's unconfirmed numbers; states round-trip."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine import IllegalMove
from parlour.games.rolltothetop import GAME
from parlour.games.rolltothetop.boards import BOARD_IDS, MAX_ROLLS

FEW = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(state: dict, levels: list[str], steps: int = 10_000, check=None) -> dict:
    """Let the bots play ``steps`` moves (or to the end), calling ``check(state)`` after each."""
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        seat = min(GAME.to_act(state))
        move = GAME.bots[levels[seat]].choose(GAME.view(state, seat))
        state, _ = GAME.apply(state, seat, move)
        if check:
            check(state)
    return state


def round_trips(state: dict) -> None:
    text = GAME.dump(state)
    assert GAME.load(text) == state and GAME.dump(GAME.load(text)) == text


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_bot_games_end_on_every_board_and_mode(board_id, reverse):
    solo = play(GAME.setup(["Ana"], {"board": board_id, "reverse": reverse}, f"solo-{board_id}"), ["easy"])
    assert GAME.outcome(solo)["winners"] == [0] and solo["history"][0]["rolls"] < MAX_ROLLS
    duel = GAME.setup(["Ana", "Bo"], {"board": board_id, "reverse": reverse}, f"duel-{board_id}")
    duel = play(duel, ["hard", "easy"], check=round_trips)
    result = GAME.outcome(duel)
    assert result["winners"] and all(result["scores"][w] == 0 for w in result["winners"])


@FEW
@given(seed=st.integers(0, 10**6), players=st.integers(1, 6), reverse=st.booleans(), rounds=st.integers(1, 3))
def test_rounds_of_bot_games_add_up(seed, players, reverse, rounds):
    levels = ["easy", "hard"] * 3
    options = {"board": "tour", "reverse": reverse, "rounds": rounds}
    state = play(GAME.setup([f"P{i}" for i in range(players)], options, seed), levels)
    result = GAME.outcome(state)
    assert len(state["history"]) == rounds and len(set(state["boards"])) == rounds
    assert result["scores"] == [sum(h["empty"][s] for h in state["history"]) for s in range(players)]
    assert result["winners"] == [s for s in range(players) if result["scores"][s] == min(result["scores"])]
    assert sorted(result["ranks"])[0] == 1


def hidden_check(state: dict) -> None:
    """No view but a seat's own shows its unconfirmed numbers: wiping them changes no other view."""
    round_trips(state)
    if state["phase"] != "place":
        return
    for seat, sheet in enumerate(state["sheets"]):
        if not sheet["pending"]:
            continue
        wiped = copy.deepcopy(state)
        wiped["sheets"][seat]["pending"] = []
        for other in [None, *range(len(state["players"]))]:
            if other != seat:
                assert GAME.view(wiped, other) == GAME.view(state, other)


@FEW
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), board_id=st.sampled_from(BOARD_IDS))
def test_views_hide_unconfirmed_numbers(seed, players, board_id):
    state = GAME.setup([f"P{i}" for i in range(players)], {"board": board_id}, seed)
    # Seats take turns one move at a time, so several sheets hold unconfirmed numbers at once.
    for _ in range(30):
        if GAME.outcome(state) is not None:
            break
        for seat in sorted(GAME.to_act(state)):
            if seat in GAME.to_act(state):
                move = GAME.bots["easy"].choose(GAME.view(state, seat))
                state, _ = GAME.apply(state, seat, move)
                hidden_check(state)


JUNK = st.one_of(
    st.none(),
    st.integers(-3, 60),
    st.booleans(),
    st.text(max_size=4),
    st.sampled_from(["d4", "d6", "d8", "d12", "d20", "d10", ""]),
    st.lists(st.sampled_from(["d4", "d6", "d8", "d12", "d20", "d10", 4, None]), max_size=6),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
MOVES = st.fixed_dictionaries(
    {"type": st.sampled_from(["place", "undo", "confirm", "adjust", "roll", "", "PLACE"])},
    optional={"box": JUNK, "dice": JUNK, "add": JUNK, "remove": JUNK},
)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40), moves=st.lists(MOVES, min_size=1, max_size=25))
def test_junk_moves_are_refused_and_change_nothing(seed, steps, moves):
    state = play(GAME.setup(["Ana", "Bo"], {"board": "matterhorn"}, seed), ["easy", "hard"], steps)
    for move in moves:
        for seat in [0, 1, 2, -1]:
            before = GAME.dump(state)
            try:
                after, events = GAME.apply(state, seat, move)
            except IllegalMove as err:
                assert str(err) and GAME.dump(state) == before
                continue
            assert GAME.dump(state) == before  # apply never mutates its input
            assert move["type"] in ("place", "undo", "confirm", "adjust") and isinstance(events, list)
            round_trips(after)
            state = after


@FEW
@given(seed=st.integers(0, 10**6), reverse=st.booleans(), picks=st.lists(st.integers(0, 10**6), max_size=60))
def test_every_listed_move_is_legal_and_unlisted_placements_are_not(seed, reverse, picks):
    state = GAME.setup(["Ana", "Bo"], {"board": "leaning", "reverse": reverse}, seed)
    for pick in picks:
        if GAME.outcome(state) is not None:
            break
        seat = sorted(GAME.to_act(state))[pick % len(GAME.to_act(state))]
        moves = GAME.legal_moves(state, seat)
        if state["phase"] == "place":
            listed = {(m["box"], tuple(m["dice"])) for m in moves if m["type"] == "place"}
            for target in GAME.view(state, seat)["targets"]:
                for box in range(len(state["sheets"][seat]["values"])):
                    move = {"type": "place", "box": box, "dice": target["dice"]}
                    legal = GAME.check(state, seat, move) is None
                    assert legal == ((box, tuple(target["dice"])) in listed) == (box in target["boxes"])
        state, _ = GAME.apply(state, seat, moves[pick % len(moves)])
        round_trips(state)


def test_a_damaged_save_is_refused():
    state = GAME.setup(["Ana", "Bo"], {}, "save")
    state = GAME.apply(state, 0, {"type": "place", "box": 0, "dice": ["d4"]})[0]
    for damage in (
        lambda s: s.update(pool=["d4", "d4"]),
        lambda s: s.update(roll=[99, 1, 1]),
        lambda s: s["sheets"][0]["values"].append(None),
        lambda s: s["sheets"][0]["pending"][0].update(value=77),
        lambda s: s["sheets"][1]["pending"].append({"box": 0, "dice": ["d20"], "value": 1}),
        lambda s: s.update(phase="adjust"),
        lambda s: s.update(boards=["moon"]),
        lambda s: s.update(rolls="3"),
        lambda s: s["sheets"].pop(),
    ):
        broken = copy.deepcopy(state)
        damage(broken)
        with pytest.raises(ValueError):
            GAME.load(GAME.dump(broken))
