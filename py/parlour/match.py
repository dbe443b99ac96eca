"""Fair matches between peers: commitments to secrets, the seed they make, and the audit of a host's record.

Before setup every peer picks a secret and publishes ``commitment(secret)``; once every commitment is known the
guests reveal their secrets to the host, who derives the seed from all of them (host first, then the friends in
seat order), so no single peer chooses the shuffle or the dice. At the end the host publishes every secret and
the full move log; each guest calls :func:`audit` with its own engine and compares the view hashes it returns
with the hashes of the views it was sent during the match (:func:`view_hash`). A host that dealt from another
seed, altered a move or a card, or lied about a secret is caught. (The host can still *see* hidden cards.)

A take-back the players agreed to shortens the record, so views a guest was shown before it are not views of the
published record: :func:`audit_takebacks` checks them against the record as it stood then, which the published
record and the moves each take-back removed (the host sends them with it) rebuild, and checks that the rules
allowed each take-back.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from . import engine, rng, takeback
from .engine import CorruptState, JSONObject, dump_json

_SECRET = re.compile(r"^[0-9a-f]{32,128}$")


class Unfair(ValueError):
    """Secrets that do not match their commitments, or a seed not derived from them."""


def commitment(secret: str) -> str:
    """The public commitment to a secret: SHA-256 of its text, in hex."""
    if not isinstance(secret, str) or not _SECRET.match(secret):
        raise Unfair("A secret must be 32 to 128 lowercase hex digits.")
    return hashlib.sha256(("parlour-commit:" + secret).encode()).hexdigest()


def fair_seed(commitments: list[str], secrets: list[str]) -> str:
    """The seed of a match from every peer's secret (host first, then friends in seat order), after checking
    each secret against the commitment published before any was revealed."""
    if not isinstance(commitments, list) or not isinstance(secrets, list) or len(commitments) != len(secrets):
        raise Unfair("There must be one secret for each commitment.")
    if not secrets:
        raise Unfair("A fair seed needs at least one secret.")
    for number, (commit, secret) in enumerate(zip(commitments, secrets, strict=True), 1):
        if commitment(secret) != commit:
            raise Unfair(f"Secret {number} does not match its commitment.")
    return rng.derive_seed(*secrets)


def _plain(value: Any) -> Any:
    """The value as it looks after a trip through JSON in a browser: integral floats become ints."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def view_hash(view: Any) -> str:
    """A fingerprint of one view, equal on the host and on a guest for equal views (canonical JSON)."""
    return hashlib.sha256(dump_json(_plain(view)).encode()).hexdigest()[:24]


def audit(
    record: JSONObject, seat: int, commitments: list[str], secrets: list[str], partial: bool = False
) -> list[str]:
    """Replay a published match record and return the hash of the view ``seat`` should have received before
    the first move (index 0) and after every move (index i). Raises :class:`Unfair` if the secrets do not
    match the commitments or the record's seed is not the one they make, CorruptState if a move is illegal
    (with ``partial``, the hashes up to the illegal move instead: the comparison then shows where it broke)."""
    if not isinstance(record, dict):
        raise CorruptState("A match record must be an object.")
    seed = fair_seed(commitments, secrets)
    if record.get("seed") != seed:
        raise Unfair("The match was not dealt from the seed the secrets make.")
    game_id = record.get("game")
    if not isinstance(game_id, str):
        raise CorruptState("The match record does not say which game it is.")
    rules = engine.game(game_id)
    players = record.get("players")
    if (
        not isinstance(seat, int)
        or isinstance(seat, bool)
        or not isinstance(players, list)
        or not 0 <= seat < len(players)
    ):
        raise CorruptState(f"There is no seat {seat!r}.")
    state = engine.replay({**record, "moves": []})
    hashes = [view_hash(rules.view(state, seat))]
    moves = record.get("moves", [])
    if not isinstance(moves, list):
        raise CorruptState("The match record's moves must be a list.")
    for number, entry in enumerate(moves, 1):
        try:
            state, _ = rules.apply(state, entry["seat"], entry["move"])
        except (engine.IllegalMove, KeyError, TypeError) as err:
            if partial:
                break
            raise CorruptState(f"Move {number} of the published record is not legal: {err}") from None
        hashes.append(view_hash(rules.view(state, seat)))
    return hashes


def compare(expected: list[str], received: JSONObject) -> JSONObject:
    """Compare the audit's hashes with those a guest kept (``{move index: hash}``): the verdict for the page."""
    differ = sorted(int(i) for i, h in received.items() if int(i) >= len(expected) or expected[int(i)] != h)
    return {"fair": not differ, "checked": len(received), "differ": differ}


def _records_before(moves: list[Any], takebacks: list[JSONObject]) -> list[list[Any]]:
    """The moves of the record just before each take-back, oldest first: the record after take-back ``j`` kept its
    first ``at`` moves, so the record before it is those and the moves it removed, and the published record (or
    the one before the next take-back) grew from there."""
    before = []
    later = moves
    for taken in reversed(takebacks):
        at = taken["at"]
        if at > len(later):
            raise CorruptState(f"A take-back back to move {at} is beyond the record, which holds {len(later)}.")
        later = [*later[:at], *taken["moves"]]
        before.append(later)
    return before[::-1]


def _check_takeback_shape(taken: Any) -> None:
    if (
        not isinstance(taken, dict)
        or not isinstance(taken.get("at"), int)
        or isinstance(taken["at"], bool)
        or taken["at"] < 0
        or not isinstance(taken.get("moves"), list)
        or not taken["moves"]
        or not all(isinstance(m, dict) for m in taken["moves"])
        or not isinstance(taken.get("received"), dict)
    ):
        raise CorruptState("A take-back must name the move it went back to and the moves it removed.")


def audit_takebacks(record: JSONObject, seat: int, takebacks: list[JSONObject]) -> tuple[int, list[str]]:
    """Check what ``seat`` was shown before each take-back of a published ``record`` (its secrets already checked
    by :func:`audit`): ``takebacks`` holds, in the order they came, ``{"at", "moves", "received"}``: the number of
    moves the record kept, the moves it removed, and the hashes of the views the guest drew after move ``at`` before
    it (``{move index: hash}``). Returns how many views were checked and what was wrong, in sentences: a view that
    differs from a replay of the record as it then stood, moves that were not legal, a take-back the rules did not
    allow (across a roll, a shuffle, a card drawn, or a move that showed this seat something).

    >>> audit_takebacks({"game": "odin", "players": ["Ann", "Ben"], "seed": "s", "moves": []}, 0, [])
    (0, [])
    """
    for taken in takebacks:
        _check_takeback_shape(taken)
    moves = record.get("moves", [])
    try:
        befores = _records_before(moves if isinstance(moves, list) else [], takebacks)
    except CorruptState as err:
        return 0, [str(err)]
    rules = engine.game(record["game"])
    checked, problems = 0, []
    for taken, before in zip(takebacks, befores, strict=True):
        at = taken["at"]
        try:
            states = engine.replay_states({**record, "moves": before})
        except CorruptState as err:
            problems.append(f"The record before the take-back to move {at} does not replay: {err}")
            continue
        asker = before[at]["seat"]
        allowed = takeback.verdict(rules, states, before, asker, {asker, seat})
        if not allowed.allowed:
            problems.append(f"The take-back to move {at} was not one the rules allow: {allowed.reason}")
        elif allowed.taken != len(taken["moves"]):
            problems.append(f"The take-back to move {at} removed {len(taken['moves'])} moves, not {allowed.taken}.")
        for index, drawn in taken["received"].items():
            checked += 1
            i = int(index) if str(index).isdigit() else -1
            if not at < i < len(states) or view_hash(rules.view(states[i], seat)) != drawn:
                problems.append(f"The view you were shown after move {i}, before the take-back to move {at}, differs.")
    return checked, problems
