"""Fair matches between peers: commitments, the derived seed, and the audit that catches a cheating host."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour import api, match, rng
from parlour.engine import CorruptState

SECRETS = ["a" * 32, "b" * 32, "0123456789abcdef" * 2]


def played_record(seed: str, moves: int = 12) -> dict:
    odin = parlour.game("odin")
    bot = parlour.bots("odin")["easy"]
    record = {"game": "odin", "players": ["Ana", "Ben", "Cleo"], "options": {"length": 0}, "seed": seed, "moves": []}
    state = odin.setup(record["players"], record["options"], seed)
    while odin.outcome(state) is None and len(record["moves"]) < moves:
        (seat,) = odin.to_act(state)
        move = bot.choose(odin.view(state, seat))
        record["moves"].append({"seat": seat, "move": move})
        state, _ = odin.apply(state, seat, move)
    return record


def hashes_sent(record: dict, seat: int) -> dict:
    """The view hashes an honest host sends to ``seat``: one before the first move and one after each."""
    odin = parlour.game("odin")
    state = odin.setup(record["players"], record["options"], record["seed"])
    sent = {"0": match.view_hash(odin.view(state, seat))}
    for i, entry in enumerate(record["moves"], 1):
        state, _ = odin.apply(state, entry["seat"], entry["move"])
        sent[str(i)] = match.view_hash(json.loads(json.dumps(odin.view(state, seat))))
    return sent


def test_commitment_is_a_hash_and_refuses_weak_secrets():
    assert match.commitment(SECRETS[0]) != match.commitment(SECRETS[1])
    assert len(match.commitment(SECRETS[0])) == 64
    for bad in ["", "short", "A" * 32, 5, None]:
        with pytest.raises(match.Unfair):
            match.commitment(bad)


def test_seed_comes_from_every_secret_in_order():
    commits = [match.commitment(s) for s in SECRETS]
    seed = match.fair_seed(commits, SECRETS)
    assert seed == rng.derive_seed(*SECRETS)
    assert seed != match.fair_seed(commits[::-1], SECRETS[::-1])


def test_a_secret_that_does_not_match_its_commitment_is_refused():
    commits = [match.commitment(s) for s in SECRETS]
    with pytest.raises(match.Unfair, match="Secret 2"):
        match.fair_seed(commits, [SECRETS[0], "c" * 32, SECRETS[2]])
    with pytest.raises(match.Unfair):
        match.fair_seed(commits, SECRETS[:2])


def test_an_honest_record_passes_the_audit_for_every_seat():
    commits = [match.commitment(s) for s in SECRETS]
    record = played_record(rng.derive_seed(*SECRETS))
    for seat in range(3):
        expected = match.audit(record, seat, commits, SECRETS)
        assert len(expected) == len(record["moves"]) + 1
        assert match.compare(expected, hashes_sent(record, seat)) == {
            "fair": True,
            "checked": len(expected),
            "differ": [],
        }


def test_a_host_that_dealt_another_deck_is_caught_from_the_first_view():
    commits = [match.commitment(s) for s in SECRETS]
    honest = played_record(rng.derive_seed(*SECRETS))
    stacked = played_record("stacked-deck")
    received = hashes_sent(stacked, 1)  # what a cheating host sent
    verdict = match.compare(match.audit(honest, 1, commits, SECRETS), received)
    assert not verdict["fair"] and verdict["differ"][0] == 0


def test_a_host_that_claims_a_seed_the_secrets_do_not_make_is_caught():
    commits = [match.commitment(s) for s in SECRETS]
    with pytest.raises(match.Unfair, match="seed"):
        match.audit(played_record("stacked-deck"), 0, commits, SECRETS)


def test_an_altered_move_in_the_published_log_is_caught():
    commits = [match.commitment(s) for s in SECRETS]
    record = played_record(rng.derive_seed(*SECRETS))
    received = hashes_sent(record, 0)
    record["moves"] = record["moves"][:-1]
    verdict = match.compare(match.audit(record, 0, commits, SECRETS), received)
    assert verdict["differ"] == [len(received) - 1]
    record["moves"].append({"seat": 0, "move": {"type": "play", "cards": ["blue-99"]}})
    with pytest.raises(CorruptState):
        match.audit(record, 0, commits, SECRETS)


def test_view_hash_survives_a_trip_through_javascript_numbers():
    assert match.view_hash({"a": 1.0, "b": [2.0, "x"]}) == match.view_hash({"b": [2, "x"], "a": 1})


def test_api_ops_for_the_fair_seed_and_the_audit():
    commits = [api.call("commitment", {"secret": s})["result"] for s in SECRETS]
    seed = api.call("fair_seed", {"commitments": commits, "secrets": SECRETS})["result"]
    record = played_record(seed, moves=4)
    received = hashes_sent(record, 2)
    answer = api.call(
        "audit", {"record": record, "seat": 2, "commitments": commits, "secrets": SECRETS, "received": received}
    )
    assert answer == {"ok": True, "result": {"fair": True, "checked": 5, "differ": [], "moves": 4, "replayed": 4}}
    lied = api.call("fair_seed", {"commitments": commits, "secrets": SECRETS[::-1]})
    assert lied["ok"] is False and lied["error"]["kind"] == "unfair"
    assert api.call("view_hash", {"view": {"x": 1}})["result"] == match.view_hash({"x": 1})
    assert api.call("audit", {"record": "nope", "seat": 0, "commitments": [], "secrets": []})["ok"] is False


def test_the_audit_op_shows_where_an_illegal_published_move_breaks_the_replay():
    commits = [match.commitment(s) for s in SECRETS]
    record = played_record(rng.derive_seed(*SECRETS), moves=6)
    received = hashes_sent(record, 0)
    record["moves"][3] = {"seat": record["moves"][3]["seat"], "move": {"type": "play", "cards": ["blue-99"]}}
    answer = api.call(
        "audit", {"record": record, "seat": 0, "commitments": commits, "secrets": SECRETS, "received": received}
    )
    assert answer["ok"] and answer["result"]["differ"][0] == 4 and answer["result"]["replayed"] == 3
