"""Fair matches between peers: commitments, the derived seed, and the audit that catches a cheating host."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour import api, engine, match, rng
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
    assert answer == {
        "ok": True,
        "result": {"fair": True, "checked": 5, "differ": [], "problems": [], "moves": 4, "replayed": 4},
    }
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


def takeback_branch(length: int = 8) -> tuple[dict, dict, int]:
    """A fair record whose last move (by the "asker") was taken back after the others saw it, then played
    otherwise: (the record before the take-back, the published record, the number of moves kept)."""
    odin = parlour.game("odin")
    before = played_record(rng.derive_seed(*SECRETS), moves=length)
    kept = before["moves"][:-1]
    state = engine.replay({**before, "moves": kept})
    asker = before["moves"][-1]["seat"]
    other = next(m for m in odin.legal_moves(state, asker) if m != before["moves"][-1]["move"])
    after = {**before, "moves": [*kept, {"seat": asker, "move": other}]}
    state, _ = odin.apply(state, asker, other)
    bot = parlour.bots("odin")["easy"]
    for _ in range(3):
        (seat,) = odin.to_act(state)
        move = bot.choose(odin.view(state, seat))
        after["moves"].append({"seat": seat, "move": move})
        state, _ = odin.apply(state, seat, move)
    return before, after, len(kept)


def audit_with_takeback(before: dict, after: dict, kept: int, seat: int, **changes) -> dict:
    """The audit op as a guest at ``seat`` asks it: the views drawn before the take-back go with it."""
    drawn = hashes_sent(before, seat)
    branch = {
        "at": kept,
        "moves": before["moves"][kept:],
        "received": {i: h for i, h in drawn.items() if int(i) > kept},
    }
    args = {
        "record": after,
        "seat": seat,
        "commitments": [match.commitment(s) for s in SECRETS],
        "secrets": SECRETS,
        "received": hashes_sent(after, seat),
        "takebacks": [{**branch, **changes}],
    }
    return api.call("audit", args)


def test_views_shown_before_an_agreed_take_back_pass_the_audit():
    before, after, kept = takeback_branch()
    for seat in range(3):
        answer = audit_with_takeback(before, after, kept, seat)["result"]
        assert answer["fair"] and answer["problems"] == [], (seat, answer)
        assert answer["checked"] == len(after["moves"]) + 1 + 1  # every view of the record, and the one taken back


def test_a_false_view_hidden_behind_a_take_back_is_caught():
    before, after, kept = takeback_branch()
    answer = audit_with_takeback(before, after, kept, 0, received={str(kept + 1): "0" * 24})["result"]
    assert not answer["fair"]
    assert answer["problems"] == [
        f"The view you were shown after move {kept + 1}, before the take-back to move {kept}, differs."
    ]


def test_a_take_back_the_rules_would_not_allow_is_caught():
    """A host that took back two moves, the second another player's that the guest saw, passes no audit."""
    before, _, _ = takeback_branch()
    kept = len(before["moves"]) - 2
    first, second = before["moves"][kept]["seat"], before["moves"][kept + 1]["seat"]
    viewer = next(s for s in range(3) if s not in (first, second))
    after = {**before, "moves": before["moves"][:kept]}
    answer = audit_with_takeback(before, after, kept, viewer)["result"]
    assert not answer["fair"]
    assert "was not one the rules allow" in answer["problems"][0] and "you saw it" in answer["problems"][0]


def test_taken_back_moves_that_do_not_replay_or_a_take_back_beyond_the_record_are_caught():
    before, after, kept = takeback_branch()
    illegal = [{"seat": 0, "move": {"type": "play", "cards": ["blue-99"]}}]
    answer = audit_with_takeback(before, after, kept, 0, moves=illegal)["result"]
    assert not answer["fair"] and "does not replay" in answer["problems"][0]
    beyond = audit_with_takeback(before, after, kept, 0, at=len(after["moves"]) + 1)["result"]
    assert beyond["problems"] == [
        f"A take-back back to move {len(after['moves']) + 1} is beyond the record, which holds {len(after['moves'])}."
    ]
    for bad in [{"at": "2", "moves": illegal, "received": {}}, {"at": 2, "moves": [], "received": {}}, 7]:
        refused = api.call(
            "audit",
            {
                "record": after,
                "seat": 0,
                "commitments": [match.commitment(s) for s in SECRETS],
                "secrets": SECRETS,
                "takebacks": [bad],
            },
        )
        assert refused["error"] == {
            "kind": "corrupt",
            "message": "A take-back must name the move it went back to and the moves it removed.",
        }
