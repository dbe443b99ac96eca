"""Odin played out many times by bots and random players: invariants, illegal moves, hidden cards, saves."""

from __future__ import annotations

import contextlib
import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import parlour
from parlour import IllegalMove, rng
from parlour.games.odin import cards as C
from tests.property.refusals import assert_out_of_turn_refused

ODIN = parlour.game("odin")
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
LEVELS = ("easy", "medium", "hard", "random")
#: Most games are single hands (they are quick); some run to a points target to test the scoring between hands.
LENGTHS = (0,) * 17 + (10, 15, 20)


def new_game(gen: list, lengths: tuple = LENGTHS) -> tuple[dict, list[str]]:
    """A random table: 2–6 seats, random options, a bot level (or a random player) per seat."""
    count = 2 + rng.below(gen, 5)
    options = {"length": rng.choice(gen, lengths), "goat": rng.below(gen, 2) == 1}
    levels = [rng.choice(gen, LEVELS) for _ in range(count)]
    return ODIN.setup(NAMES[:count], options, rng.derive_seed(*map(str, gen))), levels


def shared_view(state: dict, seat: int) -> dict:
    """``Game.view`` without its deep copy of the log (the bots only read it), for the long playouts."""
    base = {"game": "odin", "seat": seat, "players": state["players"], "options": state["options"]}
    return {**base, "to_act": [seat], "outcome": None, "log": state["log"], **ODIN._view(state, seat)}


def choose(state: dict, seat: int, level: str, gen: list, view=ODIN.view) -> dict:
    if level == "random":
        return rng.choice(gen, ODIN.legal_moves(state, seat))
    move = ODIN.bots[level].choose(view(state, seat))
    assert move in ODIN.legal_moves(state, seat), move
    return move


def check_cards(state: dict) -> None:
    """Every card of the game is in exactly one place; hands hold 1 to 9 cards while a hand is played."""
    piles = [*state["hands"], state["beaten"], state["discard"], state["aside"]]
    if state["table"]:
        piles.append(state["table"]["cards"])
    found = Counter(c for pile in piles for c in pile)
    expected = C.deck(state["colours"], state["options"]["goat"])
    assert found == Counter(expected)
    assert len(expected) == (36 if len(state["players"]) == 2 else 54) + state["options"]["goat"]
    if state["phase"] != "over":
        assert all(1 <= len(h) <= C.HAND_SIZE for h in state["hands"])
        assert ODIN.to_act(state) == {state["current"]}


def check_scores(state: dict) -> None:
    """Totals are the sums of the hands' penalties, the end came at the right time, winners have the fewest."""
    count = len(state["players"])
    ends = [e for e in state["log"] if e["type"] == "hand_end"]
    totals = [0] * count
    target = state["options"]["length"]
    for number, end in enumerate(ends, 1):
        assert end["number"] == number and end["penalties"][end["went_out"]] == 0
        totals = [t + p for t, p in zip(totals, end["penalties"], strict=True)]
        assert end["totals"] == totals
        finished = target == 0 or max(totals) >= target
        assert finished == (number == len(ends))
    result = ODIN.outcome(state)
    assert result["scores"] == totals == state["scores"]
    assert result["winners"] == [s for s in range(count) if totals[s] == min(totals)]
    assert [result["ranks"][s] for s in result["winners"]] == [1] * len(result["winners"])
    assert all(
        result["ranks"][a] < result["ranks"][b] for a in range(count) for b in range(count) if totals[a] < totals[b]
    )
    assert state["log"][-1]["type"] == "game_end"


def apply_in_place(state: dict, seat: int, move: dict) -> tuple[dict, list[dict]]:
    """What ``Game.apply`` does after its defensive deep copy, which dominates the time of long playouts
    (the copy grows with the log). The public ``apply`` and ``view``, and that ``apply`` never mutates its
    input, are exercised by the other tests here and in tests/unit."""
    assert ODIN.outcome(state) is None and seat in ODIN.to_act(state)
    events = ODIN._apply(state, seat, move)
    state["log"].extend(events)
    return state, events


def play_game(gen: list, on_move=None, lengths: tuple = LENGTHS, fast: bool = False) -> dict:
    state, levels = new_game(gen, lengths)
    check_cards(state)
    moves = 0
    while ODIN.outcome(state) is None:
        (seat,) = ODIN.to_act(state)
        move = choose(state, seat, levels[seat], gen, shared_view if fast else ODIN.view)
        if on_move:
            on_move(state, seat, move)
        state, events = (apply_in_place if fast else ODIN.apply)(state, seat, move)
        assert events and all(isinstance(e["text"], str) and e["text"] for e in events)
        check_cards(state)
        moves += 1
        assert moves < 5000, "the game does not end"
    check_scores(state)
    return state


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**32))
def test_a_thousand_games_keep_every_invariant(seed):
    gen = rng.new(f"playouts-{seed}")
    for _ in range(20):
        play_game(gen, fast=True)


# -- illegal moves ---------------------------------------------------------------------------------------------
def normal(move: dict) -> str:
    if move.get("type") == "play" and isinstance(move.get("cards"), list):
        with contextlib.suppress(TypeError, ValueError, KeyError, AttributeError, IndexError):
            move = {**move, "cards": C.sorted_cards(move["cards"])}
    return json.dumps(move, sort_keys=True, default=str)


def candidates(state: dict, seat: int, gen: list) -> list:
    """Moves to try: random selections from the hand and the deck, takes, passes, and junk."""
    hand = state["hands"][seat]
    deck = C.deck(C.COLOURS, True)
    tries: list = [{"type": "pass"}, {"type": "take", "card": rng.choice(gen, deck)}]
    for _ in range(4):
        chosen = [c for c in hand if rng.below(gen, 3) == 0] or [rng.choice(gen, hand)]
        tries.append({"type": "play", "cards": chosen})
        tries.append({"type": "play", "cards": [*chosen, rng.choice(gen, deck)]})
    tries += [
        {"type": "play"},
        {"type": "play", "cards": None},
        {"type": "play", "cards": [hand[0], hand[0]]},
        {"type": "play", "cards": [{"card": hand[0]}]},
        {"type": "play", "cards": hand[0]},
        {"type": "take"},
        {"type": "take", "card": 3},
        {"type": "fold"},
        {"type": ["play"]},
        {},
        [],
        "pass",
        None,
    ]
    return tries


def try_moves(state: dict, seat: int, move: dict, gen: list) -> None:
    legal = {normal(m) for m in ODIN.legal_moves(state, seat)}
    before = ODIN.dump(state)
    for attempt in candidates(state, seat, gen):
        if isinstance(attempt, dict) and normal(attempt) in legal:
            ODIN.apply(state, seat, attempt)  # a legal move in any card order is accepted
        else:
            try:
                ODIN.apply(state, seat, attempt)
            except IllegalMove as err:
                assert str(err)
            else:
                raise AssertionError(f"{attempt!r} is not in legal_moves but was accepted")
        assert ODIN.dump(state) == before
    assert_out_of_turn_refused(ODIN, state, move)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32))
def test_moves_not_listed_are_refused_without_change(seed):
    gen = rng.new(f"illegal-{seed}")
    play_game(gen, on_move=lambda state, seat, move: try_moves(state, seat, move, gen), lengths=(0,))


# -- hidden cards ---------------------------------------------------------------------------------------------
def strings(data) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []


def check_views(state: dict) -> None:
    """No view shows a card of another seat's hand or the set-aside cards unless it was played this hand."""
    log = state["log"]
    last_deal = max(i for i, e in enumerate(log) if e["type"] == "deal")
    shown = {c for e in log[last_deal:] if e["type"] == "play" for c in e["cards"]}
    ever_played = {c for e in log if e["type"] == "play" for c in e["cards"]}
    for event in log:
        named = set(strings(event)) & set(C.deck(C.COLOURS, True))
        if event["type"] == "play":
            assert named == set(event["cards"])
        elif event["type"] == "take":
            assert named == {event["card"]} and event["card"] in ever_played
        else:
            assert not named, event
    for seat in [None, *range(len(state["players"]))]:
        view = ODIN.view(state, seat)
        assert view["log"] == log
        seen = set(strings({k: v for k, v in view.items() if k != "log"}))
        secret = {c for s, hand in enumerate(state["hands"]) if s != seat for c in hand} | set(state["aside"])
        assert not (seen & secret) - shown, (seat, (seen & secret) - shown)
        assert all(not any(c in text for c in secret - shown) for text in seen)
        if seat is not None:
            assert view["hand"] == C.sorted_cards(state["hands"][seat])


def check_round_trip(state: dict) -> None:
    assert ODIN.load(ODIN.dump(state)) == state
    assert json.loads(json.dumps(state)) == state


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32))
def test_views_hide_other_hands_and_saves_round_trip(seed):
    gen = rng.new(f"views-{seed}")

    def on_move(state: dict, seat: int, move: dict) -> None:
        check_views(state)
        check_round_trip(state)

    final = play_game(gen, on_move=on_move, lengths=(0, 0, 0, 10))
    check_views(final)
    check_round_trip(final)
