"""Letter Tycoon played out by bots and random players: invariants, illegal moves, hidden cards, saves."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from parlour import IllegalMove, rng
from parlour.games.lettertycoon import GAME as LT
from parlour.games.lettertycoon.cards import DECK, GOAL, HAND_SIZE, LETTERS
from parlour.games.lettertycoon.views import patent_value
from tests.property.refusals import assert_out_of_turn_refused

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
LEVELS = ("easy", "hard", "random")
KNOWN = set(DECK)


def new_game(gen: list) -> tuple[dict, list[str]]:
    """A random table: 2–5 seats, random options (the common list, quick to index), at least one hard bot."""
    count = 2 + rng.below(gen, 4)
    options = {
        "dictionary": "common",
        "challenges": rng.choice(gen, ["automatic", "players"]),
        "retries": rng.choice(gen, [0, 1, 3, -1]),
    }
    levels = [rng.choice(gen, LEVELS) for _ in range(count)]
    levels[rng.below(gen, count)] = "hard"
    state = LT.setup(NAMES[:count], options, rng.derive_seed(*map(str, gen)))
    if rng.below(gen, 2):
        # Half the games start with the special patents handed out, so that every ability is used often.
        for letter in "BJKQVXZ":
            state["patents"][letter] = rng.below(gen, count)
    return LT.load(LT.dump(state)), levels


def random_play(state: dict, seat: int, gen: list) -> dict:
    """Three to five cards of the hand and the pool in a random order: rarely a word."""
    cards = [*state["hands"][seat], *state["pool"]]
    rng.shuffle(gen, cards)
    return {"type": "play", "words": [{"cards": cards[: 3 + rng.below(gen, 3)]}]}


def choose(state: dict, seat: int, level: str, gen: list) -> dict:
    if level == "random":
        if state["phase"] == "play" and rng.below(gen, 4) == 0:
            move = random_play(state, seat, gen)
            if LT.check(state, seat, move) is None:  # e.g. no hand card: not a play at all
                return move
        return rng.choice(gen, LT.legal_moves(state, seat))
    move = LT.bots[level].choose(LT.view(state, seat))
    if move["type"] != "play":
        assert move in LT.legal_moves(state, seat), move
    else:
        assert LT.check(state, seat, move) is None, move
        known = LT.dictionary(state)
        assert all(w["word"].lower() in known for w in LT.preview(state, seat, move)["words"])
    return move


def check_state(state: dict) -> None:
    """Every card in exactly one place; hands of 7 while a word is being played; money never negative."""
    piles = [*state["hands"], [c for c in state["pool"] if c], state["deck"], state["discard"]]
    assert Counter(c for p in piles for c in p) == Counter(DECK)
    assert all(len(h) <= HAND_SIZE for h in state["hands"])
    assert min(state["money"]) >= 0 and min(state["stock"]) >= 0
    if state["phase"] in ("play", "challenge", "penalty"):
        assert len(state["hands"][state["current"]]) == HAND_SIZE and None not in state["pool"]
    if state["phase"] != "over":
        assert LT.to_act(state)


def check_end(state: dict) -> None:
    """The game ended after a full round once someone's patents reached the goal; the scores add up."""
    count = len(state["players"])
    outcome = LT.outcome(state)
    values = [patent_value(state, s) for s in range(count)]
    assert outcome["scores"] == [m + s + v for m, s, v in zip(state["money"], state["stock"], values, strict=True)]
    keys = list(zip(outcome["scores"], values, strict=True))
    assert outcome["winners"] == [s for s in range(count) if keys[s] == max(keys)]
    assert all(outcome["ranks"][s] == 1 + sum(k > keys[s] for k in keys) for s in range(count))
    trigger = state["final_round"]
    goal, least = GOAL[count]
    assert trigger is not None and values[trigger] >= goal
    assert sum(o == trigger for o in state["patents"].values()) >= least
    turns = Counter(e["seat"] for e in state["log"] if e["type"] == "turn")
    assert len(set(turns.values())) == 1 and len(turns) == count  # everyone had the same number of turns
    assert state["log"][-1]["type"] == "game_end"
    bought = [e["letter"] for e in state["log"] if e["type"] == "patent"]
    owned = {c for c in LETTERS if state["patents"][c] is not None}
    assert len(set(bought)) == len(bought) and set(bought) <= owned
    assert owned - set(bought) <= set("BJKQVXZ")  # those may have been handed out at the start


def play_game(gen: list, on_move=None) -> dict:
    state, levels = new_game(gen)
    check_state(state)
    moves = 0
    while LT.outcome(state) is None:
        seats = sorted(LT.to_act(state))
        seat = seats[rng.below(gen, len(seats))]
        move = choose(state, seat, levels[seat], gen)
        if on_move:
            on_move(state, seat, move)
        state, events = LT.apply(state, seat, move)
        assert events and all(isinstance(e["text"], str) and e["text"] for e in events)
        check_state(state)
        moves += 1
        assert moves < 4000, "the game does not end"
    check_end(state)
    return state


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_bot_games_keep_every_invariant_and_end(seed):
    gen = rng.new(f"playouts-{seed}")
    for _ in range(3):
        play_game(gen)


def test_games_with_the_large_lists():
    for number, name in enumerate(("american", "british")):
        gen = rng.new(f"large-{number}")
        state, levels = new_game(gen)
        state["options"]["dictionary"] = name
        while LT.outcome(state) is None:
            seats = sorted(LT.to_act(state))
            seat = seats[rng.below(gen, len(seats))]
            state, _ = LT.apply(state, seat, choose(state, seat, levels[seat], gen))
            check_state(state)
        check_end(state)


# -- illegal moves ---------------------------------------------------------------------------------------------
def junk(state: dict, seat: int, gen: list) -> list:
    """Moves to try: plays with cards from elsewhere, broken shapes, moves of other phases, and junk."""
    outside = [c for c in DECK if c not in state["hands"][seat] and c not in state["pool"]]
    hand = [*state["hands"][seat], *outside][:7]  # padded: after a long word the hand may be short
    deck = outside
    return [
        {"type": "play", "words": [{"cards": [hand[0], hand[1], rng.choice(gen, deck)]}]},
        {"type": "play", "words": [{"cards": hand[:3]}, {"cards": hand[3:6]}, {"cards": hand[:1]}]},
        {"type": "play", "words": [{"cards": [hand[0], hand[0], hand[0], hand[1]]}]},
        {"type": "play", "words": [{"cards": hand[:2]}]},
        {"type": "play", "words": [{"cards": list(state["pool"])}]},
        {"type": "play", "words": [{"cards": hand[:3], "add_s": 1}]},
        {"type": "play", "words": [{"cards": hand[:3], "y": [True]}]},
        {"type": "play", "words": "CAT"},
        {"type": "play", "words": [{"cards": [3, 4, 5]}]},
        {"type": "play"},
        {"type": "patent", "letter": rng.choice(gen, list(LETTERS))},
        {"type": "patent", "letter": "é"},
        {"type": "patent"},
        {"type": "replace", "card": rng.choice(gen, deck)},
        {"type": "discard", "cards": [rng.choice(gen, deck)]},
        {"type": "discard", "cards": [hand[0], hand[0]]},
        {"type": "discard", "cards": hand[0]},
        {"type": "discard"},
        {"type": "challenge"},
        {"type": "accept"},
        {"type": "skip_patent"},
        {"type": "pass"},
        {"type": "buy"},
        {"type": 7},
        {},
        [],
        "pass",
        None,
    ]


def try_moves(state: dict, seat: int, move: dict, gen: list) -> None:
    legal = [json.dumps(m, sort_keys=True) for m in LT.legal_moves(state, seat)]
    before = LT.dump(state)
    for attempt in junk(state, seat, gen):
        listed = isinstance(attempt, dict) and json.dumps(attempt, sort_keys=True) in legal
        try:
            LT.apply(state, seat, attempt)
        except IllegalMove as err:
            assert str(err) and not listed, (attempt, str(err))
        else:
            assert listed or attempt.get("type") == "play", f"{attempt!r} is not a legal move but was accepted"
        assert LT.dump(state) == before
    assert_out_of_turn_refused(LT, state, move)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**32))
def test_moves_not_allowed_are_refused_without_change(seed):
    gen = rng.new(f"illegal-{seed}")
    count = [0]

    def sometimes(state: dict, seat: int, move: dict) -> None:
        count[0] += 1
        if count[0] % 3 == 1:  # every third move: each try copies the whole state
            try_moves(state, seat, move, gen)

    play_game(gen, on_move=sometimes)


# -- hidden cards and saves -----------------------------------------------------------------------------------
def strings(data) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []


def check_views(state: dict, after: dict, events: list[dict]) -> None:
    """Events name only cards on the table; no view shows another seat's hand or the deck."""
    shown = set(state["pool"]) | set(after["pool"])
    for event in events:
        for key in ("play",):
            if key in event:
                shown |= set(event[key]["used"])
    for event in events:
        named = set(strings(event)) & KNOWN
        assert named <= shown, (event, named - shown)
    revealed = {c for e in after["log"] for c in strings(e) if c in KNOWN}
    for seat in [None, *range(len(after["players"]))]:
        view = LT.view(after, seat)
        assert view["log"] == after["log"]
        seen = set(strings({k: v for k, v in view.items() if k != "log"})) & KNOWN
        secret = {c for s, hand in enumerate(after["hands"]) if s != seat for c in hand} | set(after["deck"])
        assert not (seen & secret) - revealed, (seat, (seen & secret) - revealed)
        if seat is not None:
            assert view["hand"] == after["hands"][seat]
        if seat != after["current"]:
            assert view["rejected"] is None


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32))
def test_views_hide_other_hands_and_the_deck_and_saves_round_trip(seed):
    gen = rng.new(f"views-{seed}")
    state, levels = new_game(gen)
    while LT.outcome(state) is None:
        seats = sorted(LT.to_act(state))
        seat = seats[rng.below(gen, len(seats))]
        after, events = LT.apply(state, seat, choose(state, seat, levels[seat], gen))
        check_views(state, after, events)
        assert LT.load(LT.dump(after)) == after and json.loads(json.dumps(after)) == after
        state = after
    check_end(state)
