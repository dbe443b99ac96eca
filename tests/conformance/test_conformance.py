"""The conformance suite: what every game of the catalogue must do, checked the same way for each (as OpenSpiel tests
every registered game), over seeded games played to the end by bots and random players.

At every position: ``apply`` leaves its input as it was (its canonical JSON text is the same); a refused move (out
of turn, or with a field the rules do not read) changes nothing and says why in a sentence; ``load(dump(state))``
is the state; each seat's view, log included, and a spectator's, stay the same when what that seat cannot see is
dealt differently (:mod:`tests.conformance.hidden`). At the end, replaying the record gives every state again (the
same canonical text, the same ``state_hash``), and at a few points of the game a take-back is asked through the api
for a person at the table: when allowed, the match returns to the state a replay of the shortened record gives, as
that person sees it.

The log is checked event by event rather than state by state: it is the one part of a state that grows with the game
(Roll to the Top's reaches 400 events), and dumping it whole at every move was most of the suite's time. A state's
text holds its log's length in place of the log; at every move the input's log must still be the same events, the new
state's log those events and then the move's own, and the move's events load back; at the end every event must have
kept the text it had when logged, and the last state loads back whole. As events are shared from state to state, no
event can change unseen, so this is the whole-state check at every position, its log part done once per event.

``CONFORMANCE_GAMES`` sets how many games of each game are played (CI plays a few; ``make soak`` ten thousand), and
``CONFORMANCE_FIRST`` the seed of the first (0), so that a soak can be run in parts.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random

import pytest

from parlour import api, engine
from parlour.engine import IllegalMove, dump_json
from tests import tables
from tests.conformance.hidden import PERTURB, perturb_hidden
from tests.messages import assert_sentence

GAMES = int(os.environ.get("CONFORMANCE_GAMES", "6"))
FIRST = int(os.environ.get("CONFORMANCE_FIRST", "0"))
#: Games per test item: the soak's ten thousand are spread over the test processes in batches of this many.
BATCH = 25
#: Take-backs asked about in each game (each opens the match through the api, replaying its record).
TAKE_BACKS = 3


def batches() -> list[tuple[str, range]]:
    """Each game's seeds in batches, the games taking turns: a soak stopped early has played each about as often."""
    end = FIRST + GAMES
    return [
        pytest.param(game_id, range(first, min(first + BATCH, end)), id=f"{game_id}-{first}")
        for first in range(FIRST, end, BATCH)
        for game_id in tables.GAME_IDS
    ]


def test_every_game_can_be_stirred():
    assert set(PERTURB) == set(tables.GAME_IDS)


@pytest.mark.parametrize(("game_id", "seeds"), batches())
def test_bot_games_keep_every_promise_of_the_protocol(game_id, seeds, record_property):
    record_property("moves", sum(play_checked(tables.table(game_id, seed), seed) for seed in seeds))


def rewrite_first_event(state: dict) -> None:
    state["log"][0]["text"] += " (rewritten)"


def replace_first_event(state: dict) -> None:
    state["log"][0] = {**state["log"][0], "text": "another first event"}


@pytest.mark.parametrize(
    ("fault", "complaint"),
    [
        (rewrite_first_event, "an event changed after it was logged"),
        (replace_first_event, "a move changed the events logged before it"),
    ],
    ids=["event-changed-in-place", "event-replaced"],
)
def test_a_move_that_changes_the_log_behind_it_is_caught(monkeypatch, fault, complaint):
    """The log is checked event by event (module doc): a move changing an earlier event, which every state shares,
    or putting another in its place, fails the game."""
    table = tables.table("odin", 0)
    apply = table.rules._apply

    def faulty(state: dict, seat: int, move: dict) -> list:
        fault(state)
        return apply(state, seat, move)

    monkeypatch.setattr(table.rules, "_apply", faulty)
    with pytest.raises(AssertionError, match=complaint):
        play_checked(table, 0)


def play_checked(table: tables.Table, seed: int) -> int:
    """Play ``table`` to its end checking every promise (module doc); how many moves it took."""
    rules = table.rules
    record = {
        "game": rules.id,
        "players": table.state["players"],
        "options": table.state["options"],
        "seed": f"table {seed}",
        "moves": [],
    }
    chooser = random.Random(f"checks {seed}")
    # Each state's text (its log cut to a length) is made once: compared, and its digest kept for the replay.
    text = rules.dump(but_the_log(table.state))
    digests = [digest(text)]
    logged = list(table.state["log"])
    logged_texts = [dump_json(event) for event in logged]
    stirred = 0
    for _ in range(tables.MOST_MOVES):
        state = table.state
        if rules.outcome(state) is not None:
            break
        stirred += views_ignore_what_is_hidden(rules, state, chooser)
        seat, move = tables.next_move(table)
        refusals_change_nothing(rules, state, seat, move)
        assert rules.dump(but_the_log(state)) == text and state["log"] == logged, "a refused move changed the state"
        after, _ = rules.apply(state, seat, move)
        assert rules.dump(but_the_log(state)) == text and state["log"] == logged, "apply changed its input"
        assert after["log"][: len(logged)] == logged, "a move changed the events logged before it"
        events = after["log"][len(logged) :]
        logged += events
        logged_texts += [dump_json(event) for event in events]
        with_its_events = {**after, "log": events}
        assert rules.load(rules.dump(with_its_events)) == with_its_events
        text = rules.dump(but_the_log(after))
        record["moves"].append({"seat": seat, "move": move})
        digests.append(digest(text))
        table.state = after
    else:
        raise AssertionError(f"{rules.title} did not end in {tables.MOST_MOVES} moves")
    last = table.state
    assert [dump_json(event) for event in last["log"]] == logged_texts, "an event changed after it was logged"
    assert rules.load(rules.dump(last)) == last
    replayed = engine.replay_states(record)
    assert [digest(rules.dump(but_the_log(s))) for s in replayed] == digests
    assert all(s["log"] == replayed[-1]["log"][: len(s["log"])] for s in replayed), "a replayed move changed the log"
    assert rules.state_hash(replayed[-1]) == rules.state_hash(last)
    assert stirred or len(record["moves"]) < 5, "no hidden information was ever stirred"
    for cut in chooser.sample(range(1, len(record["moves"]) + 1), min(TAKE_BACKS, len(record["moves"]))):
        take_back_returns_to_a_replay(rules, {**record, "moves": record["moves"][:cut]}, replayed, chooser)
    return len(record["moves"])


def but_the_log(state: dict) -> dict:
    """``state`` with its log's length in place of the log, which the suite checks event by event (module doc)."""
    return {**state, "log": len(state["log"])}


def views_ignore_what_is_hidden(rules: engine.Game, state: dict, chooser: random.Random) -> int:
    """Each seat's view and a spectator's are the same with what they cannot see dealt differently; how many of the
    stirred states differed from ``state``."""
    differed = 0
    for seat in [None, *range(len(state["players"]))]:
        twin = perturb_hidden(rules.id, state, seat, chooser)
        assert rules.view(twin, seat) == rules.view(state, seat), f"seat {seat} sees what it cannot know"
        differed += twin != state
    return differed


def digest(text: str) -> bytes:
    return hashlib.sha256(text.encode()).digest()


def refusals_change_nothing(rules: engine.Game, state: dict, seat: int, move: dict) -> None:
    """``move`` from a seat that may not move now, and with a field the rules do not read, is refused with a
    sentence (the caller checks that ``state`` is as it was)."""
    waiting = rules.to_act(state) | rules.may_act(state)
    refused = [(seat, {**move, "note": "not a field of any move"})]
    refused += [(other, move) for other in range(len(state["players"])) if other not in waiting][:1]
    for mover, wrong in refused:
        with pytest.raises(IllegalMove) as refusal:
            rules.apply(state, mover, wrong)
        assert_sentence(str(refusal.value))


def take_back_returns_to_a_replay(
    rules: engine.Game, record: dict, replayed: list[dict], chooser: random.Random
) -> None:
    """Ask the api whether the last mover of ``record`` (a person, with some others) may take back; when allowed, the
    match it returns to is, as that seat sees it, the replay of the record without the moves taken back
    (``replayed[n]``: the state after the first n moves)."""
    seat = record["moves"][-1]["seat"]
    people = [s for s in range(len(record["players"])) if s == seat or chooser.random() < 0.3]
    match = f"conformance {rules.id}"
    opened = call("open", match=match, record=copy.deepcopy(record))
    assert opened["ok"], opened
    before = call("view", match=match, seat=seat)["result"]
    answer = call("take_back", match=match, seat=seat, people=people, apply=True)["result"]
    assert_sentence(answer["reason"])
    now = call("view", match=match, seat=seat)["result"]
    call("close", match=match)
    if not answer["allowed"]:
        assert answer["taken"] == 0 and now == before
        return
    left = len(record["moves"]) - answer["taken"]
    assert answer["taken"] >= 1 and answer["moves"] == left
    assert now == json.loads(json.dumps(rules.view(replayed[left], seat)))


def call(op: str, **args) -> dict:
    return json.loads(api.handle(json.dumps({"op": op, "args": args})))
