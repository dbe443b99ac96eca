"""The shared machinery (engine registry, replay, JSON API, loading, rng), exercised through Odin."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

import parlour
from parlour import CorruptState, IllegalMove, UnknownGame, api, engine, rng

ODIN = parlour.game("odin")


def bot_record(players: int = 3, moves: int = 40, seed: str = "api", options: dict | None = None) -> dict:
    """A match record of ``moves`` bot moves (hard and easy bots alternating seats)."""
    record = {"game": "odin", "players": [f"P{i}" for i in range(players)], "options": options or {}, "seed": seed}
    state = ODIN.setup(record["players"], record["options"], seed)
    played = []
    for _ in range(moves):
        (seat,) = ODIN.to_act(state)
        move = ODIN.bots["hard" if seat % 2 else "easy"].choose(ODIN.view(state, seat))
        state, _ = ODIN.apply(state, seat, move)
        played.append({"seat": seat, "move": move})
    return {**record, "moves": played}, state


def call(op: str, **args) -> dict:
    return json.loads(api.handle(json.dumps({"op": op, "args": args})))


# -- registry -------------------------------------------------------------------------------------------------
def test_registry():
    assert parlour.game("odin") is ODIN and ODIN.id == "odin" and ODIN.title == "Odin"
    levels = parlour.bots("odin")
    assert list(levels) == ["easy", "medium", "hard"] and all(bot.level == level for level, bot in levels.items())
    with pytest.raises(UnknownGame):
        parlour.game("chess")


# -- replay ---------------------------------------------------------------------------------------------------
def test_replay_gives_the_same_state():
    record, state = bot_record()
    assert ODIN.dump(engine.replay(record)) == ODIN.dump(state)


def test_replay_names_the_first_bad_move():
    record, _ = bot_record(moves=5)
    record["moves"][3] = {"seat": record["moves"][3]["seat"], "move": {"type": "play", "cards": ["nope"]}}
    with pytest.raises(CorruptState, match="Move 4 "):
        engine.replay(record)
    with pytest.raises(CorruptState):
        engine.replay({"game": "odin", "players": ["A"], "seed": 1})
    with pytest.raises(CorruptState):
        engine.replay(["odin"])
    with pytest.raises(CorruptState):
        engine.replay({"game": "odin", "players": ["A", "B"], "seed": 1, "moves": {"seat": 0}})


# -- the JSON API ---------------------------------------------------------------------------------------------
def test_api_round_trip():
    catalogue = call("catalogue")
    assert catalogue["ok"]
    odin = next(g for g in catalogue["result"] if g["id"] == "odin")
    assert odin["built"] and odin["min_players"] == 2 and odin["max_players"] == 6
    assert odin["bots"] == ["easy", "medium", "hard"] and "## Goal" in odin["help"]
    assert [o["name"] for o in odin["options"]] == ["length", "goat"]
    # only where everyone writes at once does a person act while the bots think
    built = [g for g in catalogue["result"] if g["built"]]
    assert [g["id"] for g in built if g["acts_with_bots"]] == ["rolltothetop"]

    record, state = bot_record(moves=9)
    assert state["phase"] == "play"
    opened = call("open", match="m1", record=record)
    assert opened == {
        "ok": True,
        "result": {"to_act": sorted(ODIN.to_act(state)), "may_act": [], "outcome": None, "moves": 9},
    }
    (seat,) = ODIN.to_act(state)
    view = call("view", match="m1", seat=seat)["result"]
    assert view["hand"] == ODIN.view(state, seat)["hand"] and view["current"] == seat
    assert call("view", match="m1")["result"]["hand"] is None  # a spectator
    legal = call("legal_moves", match="m1", seat=seat)["result"]
    assert legal == ODIN.legal_moves(state, seat)
    assert call("check", match="m1", seat=seat, move=legal[0])["result"] == {"legal": True, "reason": None}
    bad = call("check", match="m1", seat=seat, move={"type": "play", "cards": ["goat"]})["result"]
    assert bad == {"legal": False, "reason": "You don't have the goat."}
    chosen = call("bot_move", match="m1", seat=seat, level="hard")["result"]
    assert chosen in legal
    moved = call("move", match="m1", seat=seat, move=chosen)["result"]
    assert moved["moves"] == 10 and moved["events"]
    after, _ = ODIN.apply(state, seat, chosen)
    assert call("state_hash", match="m1")["result"] == ODIN.state_hash(after)
    assert call("close", match="m1") == {"ok": True, "result": None}
    assert call("view", match="m1")["error"]["kind"] == "request"


@pytest.mark.parametrize(
    ("request_text", "kind"),
    [
        ("not json", "request"),
        ("[1, 2]", "request"),
        ('{"args": {}}', "request"),
        ('{"op": "fly", "args": {}}', "request"),
        ('{"op": {"name": "view"}, "args": {}}', "request"),
        ('{"op": ["view"], "args": {}}', "request"),
        ('{"op": 5, "args": {}}', "request"),
        ('{"op": "view", "args": []}', "request"),
        ('{"op": "view", "args": {"match": 5}}', "request"),
        ('{"op": "view", "args": {"match": "nope"}}', "request"),
        ('{"op": "open", "args": {"match": "x", "record": "odin"}}', "request"),
        ('{"op": "open", "args": {"match": "x", "record": {"game": "chess", "players": [], "seed": 1}}}', "corrupt"),
        ('{"op": "open", "args": {"match": "x", "record": {"game": "odin", "players": ["a"], "seed": 1}}}', "corrupt"),
        ('{"op": "open", "args": {"match": "x", "record": {"game": {"id": "odin"}, "seed": 1}}}', "corrupt"),
        ('{"op": "prepare_words", "args": {"lists": ["klingon"], "max_ms": 5}}', "request"),
        ('{"op": "prepare_words", "args": {"lists": [{"name": "common"}], "max_ms": 5}}', "request"),
    ],
)
def test_api_bad_requests(request_text, kind):
    answer = json.loads(api.handle(request_text))
    assert answer["ok"] is False and answer["error"]["kind"] == kind and answer["error"]["message"]


def test_api_bad_arguments_on_an_open_match():
    record, state = bot_record(moves=3)
    assert call("open", match="m2", record=record)["ok"]
    (seat,) = ODIN.to_act(state)
    other = (seat + 1) % 3
    answers = {
        "seat as text": call("view", match="m2", seat="0"),
        "seat as bool": call("view", match="m2", seat=True),
        "no such seat": call("view", match="m2", seat=9),
        "move not object": call("move", match="m2", seat=seat, move="pass"),
        "missing move": call("check", match="m2", seat=seat),
        "unknown level": call("bot_move", match="m2", seat=seat, level="godlike"),
        "out of turn": call("move", match="m2", seat=other, move={"type": "pass"}),
        "junk move": call("move", match="m2", seat=seat, move={"type": "play", "cards": [[1]]}),
        "no type": call("move", match="m2", seat=seat, move={"cards": []}),
    }
    kinds = {name: answer["error"]["kind"] for name, answer in answers.items() if not answer["ok"]}
    assert kinds == {
        "seat as text": "request",
        "seat as bool": "request",
        "no such seat": "request",
        "move not object": "request",
        "missing move": "request",
        "unknown level": "request",
        "out of turn": "illegal",
        "junk move": "illegal",
        "no type": "illegal",
    }
    assert call("summary", match="m2")["ok"] is False
    assert call("state_hash", match="m2")["result"] == ODIN.state_hash(state)  # nothing changed
    call("close", match="m2")


# -- malformed requests and records --------------------------------------------------------------------------
def nested(levels: int) -> dict:
    """An object ``levels`` deep: {"x": {"x": ... {} }}."""
    value: dict = {}
    for _ in range(levels - 1):
        value = {"x": value}
    return value


def test_deep_requests_are_refused_before_they_are_read():
    # Real requests nest about 10 deep (a Letter Tycoon view in a view_hash); the limit is 64 below "args".
    text = "[" * 5000 + "]" * 5000
    for request in (
        '{"op": "view_hash", "args": {"view": {"x": ' + text + "}}}",
        '{"op": "view_hash", "args": {"view": {"x": "' + "[" * 5000 + '"}, "y": ' + text + "}}",
        '{"op": "view_hash", "args": {"view": ' + "[" * 20_000 + "}}",  # unterminated
    ):
        error = json.loads(api.handle(request))["error"]
        assert error == {"kind": "request", "message": "The request is nested too deeply: more than 64 levels."}
    deepest = nested(api.MAX_DEPTH - 1)  # with "view" inside the arguments: 64 levels
    assert call("view_hash", view=deepest)["ok"]
    assert api.call("view_hash", {"view": deepest})["ok"]
    assert call("view_hash", view={"x": '"[{' * 100, "y": nested(api.MAX_DEPTH - 2)})["ok"]  # strings do not count
    assert call("view_hash", view=nested(api.MAX_DEPTH))["error"]["kind"] == "request"
    assert api.call("view_hash", {"view": nested(100_000)})["error"]["kind"] == "request"  # walked, not recursed


def test_huge_requests_are_refused():
    many = [0] * (api.MAX_VALUES + 1)
    error = api.call("fair_seed", {"commitments": many, "secrets": []})["error"]
    assert error == {"kind": "request", "message": "The request is too large: it holds more than 250,000 values."}
    text = json.dumps({"op": "commitment", "args": {"secret": "x" * api.MAX_REQUEST_CHARS}})
    error = json.loads(api.handle(text))["error"]
    assert error == {"kind": "request", "message": "The request is too large: more than 4,000,000 characters."}


@pytest.mark.parametrize("failure", [RecursionError, MemoryError])
def test_running_out_of_stack_or_memory_never_escapes(monkeypatch, failure):
    def exhausted(args: dict) -> None:
        raise failure

    monkeypatch.setitem(api.OPERATIONS, "version", exhausted)
    error = json.loads(api.handle('{"op": "version"}'))["error"]
    assert error == {"kind": "request", "message": "The request is too large for the engine to answer."}


def test_seats_are_whole_numbers_only():
    record, state = bot_record(moves=3)
    (seat,) = ODIN.to_act(state)
    assert call("open", match="m3", record=record)["ok"]
    for wrong in (bool(seat), float(seat), seat + 0.5):
        for op in ("view", "legal_moves", "move"):
            error = call(op, match="m3", seat=wrong, move={"type": "pass"})["error"]
            assert error == {"kind": "request", "message": 'Argument "seat" must be a whole number.'}
    call("close", match="m3")
    with pytest.raises(IllegalMove, match="A seat is a whole number"):
        ODIN.apply(state, float(seat), {"type": "pass"})
    with pytest.raises(IllegalMove):
        ODIN.view(state, True)


def test_a_saved_move_whose_seat_is_not_a_whole_number_is_refused():
    record, _ = bot_record(moves=6)
    number = next(i for i, entry in enumerate(record["moves"], 1) if entry["seat"] in (0, 1))
    original = record["moves"][number - 1]["seat"]
    for wrong in (bool(original), float(original), str(original), None):
        damaged = copy.deepcopy(record)
        damaged["moves"][number - 1]["seat"] = wrong
        message = f"Move {number} of the match record does not name its seat by a whole number."
        with pytest.raises(CorruptState) as refused:
            engine.replay(damaged)
        assert str(refused.value) == message
        assert call("open", match="m4", record=damaged)["error"] == {"kind": "corrupt", "message": message}
    for entry in (None, [0, {"type": "pass"}], {"seat": 0}):
        with pytest.raises(CorruptState) as refused:
            engine.replay({**record, "moves": [entry]})
        assert str(refused.value) == "Move 1 of the match record is not a seat and a move."


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(game={"id": "odin"}), "The match record does not say which game it is."),
        (lambda r: r.pop("game"), "The match record does not say which game it is."),
        (lambda r: r.pop("seed"), "The match record has no seed."),
        (lambda r: r.pop("players"), "The match record has no players."),
    ],
)
def test_a_record_without_its_game_players_or_seed_gets_a_sentence(change, message):
    record, _ = bot_record(moves=2)
    change(record)
    with pytest.raises(CorruptState) as refused:
        engine.replay(record)
    assert str(refused.value) == message


def test_the_crew_solver_answers_only_once_the_mission_is_over():
    crew = parlour.game("crew")
    record = {"game": "crew", "players": ["A", "B", "C"], "options": {"mission": 1}, "seed": "solve", "moves": []}
    assert call("open", match="crew-1", record=record)["ok"]
    state = engine.replay(record)
    while crew.outcome(state) is None:
        error = call("solve", match="crew-1")["error"]
        assert error == {
            "kind": "request",
            "message": "The mission is not over: whether the deal could be won is told once it has ended.",
        }
        seat = min(crew.to_act(state))
        move = crew.bots["easy"].choose(crew.view(state, seat))
        state, _ = crew.apply(state, seat, move)
        assert call("move", match="crew-1", seat=seat, move=move)["ok"]
    answer = call("solve", match="crew-1")
    assert answer["ok"] and isinstance(answer["result"], dict)
    call("close", match="crew-1")


# -- loading --------------------------------------------------------------------------------------------------
def _damaged(change) -> str:
    _, state = bot_record(moves=12)
    state = copy.deepcopy(state)
    change(state)
    return json.dumps(state)


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.update(game="crew"),
        lambda s: s.update(version=99),
        lambda s: s.update(players=["solo"]),
        lambda s: s.update(options={"length": 7, "goat": False}),
        lambda s: s["hands"][0].append(s["hands"][1][0]),  # a card twice
        lambda s: s["hands"][0].pop(),  # a card lost
        lambda s: s["hands"][0].__setitem__(0, "blue-0"),
        lambda s: s.update(phase="dancing"),
        lambda s: s.update(current=7),
        lambda s: s.update(scores=[0, "1", 0]),
        lambda s: s.update(colours=["blue"]),
        lambda s: s.pop("table"),
        lambda s: s.update(rng="seed"),
        lambda s: s.update(hands=None),
    ],
)
def test_corrupt_saves_are_refused(change):
    with pytest.raises(CorruptState):
        ODIN.load(_damaged(change))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"odin"', '{"game": "odin"}'])
def test_unreadable_saves_are_refused(text):
    with pytest.raises(CorruptState):
        ODIN.load(text)


def test_dump_and_load_round_trip():
    _, state = bot_record(moves=25, options={"goat": True})
    assert ODIN.load(ODIN.dump(state)) == state


# -- rng ------------------------------------------------------------------------------------------------------
def test_rng_is_deterministic_and_resumable():
    one, two = rng.new("seed"), rng.new("seed")
    assert [rng.below(one, 1000) for _ in range(20)] == [rng.below(two, 1000) for _ in range(20)]
    saved = json.loads(json.dumps(one))
    assert rng.below(saved, 10**9) == rng.below(one, 10**9)
    assert rng.new(5) == rng.new("5") and rng.new("a") != rng.new("b")
    assert rng.derive_seed("a", "bc") != rng.derive_seed("ab", "c")


def test_rng_below_bounds_and_rough_uniformity():
    gen = rng.new("uniform")
    draws = [rng.below(gen, 6) for _ in range(6000)]
    counts = Counter(draws)
    assert set(counts) == set(range(6))
    assert all(850 < n < 1150 for n in counts.values())
    assert all(rng.below(gen, 1) == 0 for _ in range(10))
    big = [rng.below(gen, 3 * 2**62) for _ in range(200)]
    assert all(0 <= b < 3 * 2**62 for b in big)
    with pytest.raises(ValueError):
        rng.below(gen, 0)


def test_rng_shuffle_is_a_permutation():
    items = list(range(54))
    shuffled = rng.shuffle(rng.new("deck"), list(items))
    assert sorted(shuffled) == items and shuffled != items
    assert rng.shuffle(rng.new("deck"), list(items)) == shuffled


# -- purity ---------------------------------------------------------------------------------------------------
def test_apply_never_mutates_its_input():
    _, state = bot_record(moves=15)
    for _ in range(60):
        (seat,) = ODIN.to_act(state)
        before = copy.deepcopy(state)
        for junk in ({"type": "play", "cards": ["blue-0"]}, {"type": "take", "card": None}, {"type": 3}, "pass"):
            with pytest.raises(IllegalMove):
                ODIN.apply(state, seat, junk)
            assert state == before
        move = ODIN.bots["hard"].choose(ODIN.view(state, seat))
        after, _ = ODIN.apply(state, seat, move)
        assert state == before and after is not state
        ODIN.view(state, seat)
        ODIN.legal_moves(state, seat)
        assert state == before
        if ODIN.outcome(after) is not None:
            break
        state = after


def test_version_names_the_engine_and_its_python():
    answer = call("version")
    assert answer["ok"] and answer["result"]["parlour"] == parlour.__version__
    assert answer["result"]["python"].startswith("3.")
