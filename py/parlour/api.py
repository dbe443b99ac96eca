"""The one JSON-in / JSON-out surface the page (through the Web Worker) uses.

A request is ``{"op": name, "args": {...}}``; the answer is ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {"kind": ..., "message": ...}}``. Nothing here knows a game's rules: each operation
calls the engine protocol. Open matches are kept in memory by id; the page keeps each match's record
(game, players, options, seed, moves) in the browser and reopens it by replaying.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from itertools import accumulate
from typing import Any

from . import engine, takeback
from . import match as fair
from .engine import BadOptions, CorruptState, IllegalMove, JSONObject, Move, State, UnknownGame, View


class BadRequest(ValueError):
    """A request the API cannot read: unknown operation, missing or mistyped argument."""


# Far above what play needs (the longest records and views measured nest 10 deep, hold under 10,000 values
# and take under 100 KB), so that only a damaged or hostile request meets them, before anything walks it.
MAX_DEPTH = 64
MAX_VALUES = 250_000
MAX_REQUEST_CHARS = 4_000_000


class _Match:
    def __init__(self, record: JSONObject, states: list[State]) -> None:
        self.rules = engine.game(record["game"])
        self.record = record
        #: The state before each move and after the last: a take-back returns to an earlier one.
        self.states = states

    @property
    def state(self) -> State:
        return self.states[-1]


_matches: dict[str, _Match] = {}


def _arg(args: JSONObject, name: str, kind: type | tuple[type, ...], optional: bool = False) -> Any:
    if args.get(name) is None:
        if optional:
            return None
        raise BadRequest(f'Missing argument "{name}".')
    value = args[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise BadRequest(f'Argument "{name}" must be {_KIND_WORDS[kind]}.')
    return value


_KIND_WORDS = {
    str: "text",
    int: "a whole number",
    (int, float): "a number",
    bool: "true or false",
    dict: "an object",
    list: "a list",
}


def _match(args: JSONObject) -> _Match:
    match_id = _arg(args, "match", str)
    if match_id not in _matches:
        raise BadRequest(f"No open match {match_id!r}.")
    return _matches[match_id]


def _optional_seat(args: JSONObject, match: _Match) -> int | None:
    """The seat ``args`` names, or None (a spectator) when they name none."""
    seat: int | None = _arg(args, "seat", int, optional=True)
    if seat is not None and not 0 <= seat < len(match.state["players"]):
        raise BadRequest(f"There is no seat {seat}.")
    return seat


def _seat(args: JSONObject, match: _Match) -> int:
    seat = _optional_seat(args, match)
    if seat is None:
        raise BadRequest('Missing argument "seat".')
    return seat


def version(args: JSONObject) -> JSONObject:
    """Which engine and Python answer (peers compare engine versions before a match)."""
    import sys

    from . import __version__

    return {"parlour": __version__, "python": sys.version.split()[0]}


def catalogue(args: JSONObject) -> list[JSONObject]:
    """Every game of the home screen; built ones with their seats, options, bot levels and rules help."""
    entries = []
    for entry in engine.CATALOGUE:
        item = {
            "id": entry.id,
            "title": entry.title,
            "built": entry.module is not None,
            "blurb": entry.blurb,
            "minutes": list(entry.minutes),
            "modes": list(entry.modes),
        }
        if entry.module is not None:
            rules = engine.game(entry.id)
            item.update(
                min_players=rules.min_players,
                max_players=rules.max_players,
                options=[o.describe() for o in rules.options],
                bots=list(rules.bots),
                help=rules.help,
                campaign=rules.campaign is not None,
                acts_with_bots=rules.people_act_with_bots,
                guide=rules.guide.describe() if rules.guide else None,
            )
        entries.append(item)
    return entries


def open_match(args: JSONObject) -> JSONObject:
    """Open (or reopen) a match from its record, replaying its moves; returns its summary."""
    match_id = _arg(args, "match", str)
    record = _arg(args, "record", dict)
    _matches[match_id] = _Match(record, engine.replay_states(record))
    return _summary(_matches[match_id])


def check_record(args: JSONObject) -> JSONObject:
    """Whether a match record (a saved game read from the browser's storage, or a file being imported) loads,
    without opening it: replayed to its last move, its summary; else CorruptState with the sentence saying why.

    >>> check_record({"record": {"game": "odin", "players": ["Ann", "Ben"], "seed": "s"}})["moves"]
    0
    """
    record = _arg(args, "record", dict)
    states = engine.replay_states(record)
    rules = engine.game(record["game"])
    return {
        "moves": len(states) - 1,
        "to_act": sorted(rules.to_act(states[-1])),
        "outcome": rules.outcome(states[-1]),
    }


def campaign(args: JSONObject) -> JSONObject:
    """A game's campaign record (The Crew's logbook), which the page keeps in the browser: read it and, given an
    open match, that match's attempt number, logging the attempt once the match has ended (unless a practice).
    Returns the book to keep, its summary, and the attempt (None for a practice or a locked mission)."""
    rules = engine.game(_arg(args, "game", str))
    if rules.campaign is None:
        raise BadRequest(f"{rules.title} is not played as a campaign.")
    book = rules.campaign.read(args.get("book"))
    attempt = None
    if args.get("match") is not None:
        match = _match(args)
        if match.rules is not rules:
            raise BadRequest(f"Match {args['match']!r} is not a game of {rules.title}.")
        practice = _arg(args, "practice", bool, optional=True) or False
        outcome = match.rules.outcome(match.state)
        book, attempt = rules.campaign.attempt_of(book, args["match"], match.state["options"], outcome, practice)
    return {"book": book, "summary": rules.campaign.summary(book), "attempt": attempt}


def word_lists(args: JSONObject) -> JSONObject:
    """The word lists a match record needs, and their files: the browser fetches them before opening it."""
    record = _arg(args, "record", dict)
    rules = engine.game(_arg(record, "game", str))
    names = rules.word_lists(rules._check_options(record.get("options", {})))
    if not names:
        return {"lists": [], "files": []}
    from . import words  # only word games pay for importing the word engine

    return {
        "lists": names,
        "files": sorted({file for name in names for file in words.files_for(name)}),
    }


def word_source(args: JSONObject) -> None:
    """Read word-list files from ``folder`` (where the browser put the ones it fetched)."""
    from . import words

    words.set_source(_arg(args, "folder", str))


def prepare_words(args: JSONObject) -> JSONObject:
    """Build the search indexes of ``lists`` for about ``max_ms``; ``done`` once every index is built."""
    from . import words

    lists = _arg(args, "lists", list)
    budget = _arg(args, "max_ms", (int, float))
    for name in lists:
        if not isinstance(name, str) or name not in words.LISTS:
            raise BadRequest(f"There is no word list called {name!r}; the lists are: {', '.join(words.LISTS)}.")
    return {"done": all([words.load(name).prepare(max_ms=budget) for name in lists])}


def _summary(match: _Match) -> JSONObject:
    return {
        "to_act": sorted(match.rules.to_act(match.state)),
        "may_act": sorted(match.rules.may_act(match.state)),
        "outcome": match.rules.outcome(match.state),
        "moves": len(match.record.get("moves", [])),
    }


def view(args: JSONObject) -> View:
    """What ``seat`` sees now, or after the first ``at`` moves of the record (a replay steps through them); with
    ``open``, once the match is over, every hand too (``open_hands``, None where the game hides none)."""
    match = _match(args)
    at = _arg(args, "at", int, optional=True)
    if at is not None and not 0 <= at < len(match.states):
        raise BadRequest(f"The match has no move {at}: it holds {len(match.states) - 1}.")
    state = match.state if at is None else match.states[at]
    shown = match.rules.view(state, _optional_seat(args, match))
    if _arg(args, "open", bool, optional=True):
        if match.rules.outcome(match.state) is None:
            # every hand open during play would give the game away
            raise BadRequest("Every hand is shown once the match is over.")
        shown = {**shown, "open_hands": match.rules.open_hands(state)}
    return shown


def move(args: JSONObject) -> JSONObject:
    """Apply a move; on success the record grows by it and the events come back."""
    match = _match(args)
    seat = _seat(args, match)
    played = _arg(args, "move", dict)
    state, events = match.rules.apply(match.state, seat, played)
    match.states.append(state)
    match.record.setdefault("moves", []).append({"seat": seat, "move": played})
    return {"events": events, **_summary(match)}


def take_back(args: JSONObject) -> JSONObject:
    """Whether ``seat`` may take back its last move now (with the bots' moves after it), and why not; with
    ``apply``, take it back. ``people`` are the seats played by persons at this device. The record shrinks
    by ``taken`` moves, which the page drops from its saved copy too. ``holder``, in hot-seat: the person the device
    was handed to, who may take back no one else's move."""
    match = _match(args)
    seat = _seat(args, match)
    people = _arg(args, "people", list)
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in people):
        raise BadRequest('Argument "people" must be a list of seats.')
    holder = _arg(args, "holder", int, optional=True)
    if holder is not None and not 0 <= holder < len(match.state["players"]):
        raise BadRequest(f"There is no seat {holder}: it cannot hold the device.")
    moves = match.record.get("moves", [])
    found = takeback.verdict(match.rules, match.states, moves, seat, {seat, *people}, holder)
    if found.allowed and _arg(args, "apply", bool, optional=True):
        del match.states[-found.taken :]
        del moves[-found.taken :]
    return {**found.as_dict(), **_summary(match)}


#: The most moves a check may try first (a Hardback turn's chosen purchases are a handful).
MOST_MOVES_BEFORE_CHECK = 12


def check(args: JSONObject) -> JSONObject:
    """Whether a move is legal now, and why not: the page's play button and its message. With ``after``, whether it
    would be legal after those moves of the same seat, which are only tried (a person's chosen purchases, before
    they are confirmed); only the verdict comes back, never what the moves would show."""
    match = _match(args)
    seat = _seat(args, match)
    move = _arg(args, "move", dict)
    earlier = _arg(args, "after", list, optional=True) or []
    if len(earlier) > MOST_MOVES_BEFORE_CHECK or not all(isinstance(m, dict) for m in earlier):
        raise BadRequest(f'Argument "after" must be a list of at most {MOST_MOVES_BEFORE_CHECK} moves.')
    state = match.state
    try:
        for tried in earlier:
            state, _ = match.rules.apply(state, seat, tried)
    except IllegalMove as err:
        return {"legal": False, "reason": str(err)}
    reason = match.rules.check(state, seat, move)
    return {"legal": reason is None, "reason": reason}


def preview(args: JSONObject) -> JSONObject:
    """What a move would earn, without playing it (for word games' previews); never reveals hidden facts."""
    match = _match(args)
    show = getattr(match.rules, "preview", None)
    if show is None:
        raise BadRequest(f"{match.rules.title} has no preview.")
    shown: JSONObject = show(match.state, _seat(args, match), _arg(args, "move", dict))
    return shown


def solve(args: JSONObject) -> JSONObject:
    """With every hand open, could this deal have been won, and how (The Crew's "was this winnable?")."""
    match = _match(args)
    solver = getattr(match.rules, "solve", None)
    if solver is None:
        raise BadRequest(f"{match.rules.title} has no solver.")
    if match.rules.outcome(match.state) is None:
        # the answer lays every hand open: told during play, it would give the game away
        raise BadRequest("The mission is not over: whether the deal could be won is told once it has ended.")
    solved: JSONObject = solver(match.state)
    return solved


def suggest(args: JSONObject) -> JSONObject:
    """What the strongest bot would do in ``seat``'s place, from that seat's view only, in words; the word games
    add the plays that earn the most."""
    match = _match(args)
    return match.rules.suggest(match.state, _seat(args, match))


def insight(args: JSONObject) -> JSONObject:
    """What the finished match can teach ``seat`` (a score chart, the best words, a winning line): only once it
    is over, since it may speak of cards that were hidden."""
    match = _match(args)
    seat = _seat(args, match)
    if match.rules.outcome(match.state) is None:
        raise BadRequest("The match is not over: its insight comes at the end.")
    return match.rules.insight(match.states, match.record.get("moves", []), seat)


def legal_moves(args: JSONObject) -> list[Move]:
    match = _match(args)
    return match.rules.legal_moves(match.state, _seat(args, match))


def bot_move(args: JSONObject) -> Move:
    """The move a bot of ``level`` chooses for ``seat``, from that seat's view only (not yet applied)."""
    match = _match(args)
    seat = _seat(args, match)
    level = _arg(args, "level", str)
    if level not in match.rules.bots:
        raise BadRequest(f"{match.rules.title} has no bot level {level!r}.")
    chosen: Move = match.rules.bots[level].choose(match.rules.view(match.state, seat))
    return chosen


def state_hash(args: JSONObject) -> str:
    match = _match(args)
    return match.rules.state_hash(match.state)


def commitment(args: JSONObject) -> str:
    """The public commitment to a peer's secret (fair seed, step 1)."""
    return fair.commitment(_arg(args, "secret", str))


def fair_seed(args: JSONObject) -> str:
    """The seed made from every peer's secret, each checked against its commitment (fair seed, step 2)."""
    return fair.fair_seed(_arg(args, "commitments", list), _arg(args, "secrets", list))


def view_hash(args: JSONObject) -> str:
    """The fingerprint of a view a guest received; the audit compares it with the replayed one."""
    return fair.view_hash(_arg(args, "view", dict))


def audit(args: JSONObject) -> JSONObject:
    """Replay a host's published record for ``seat`` and compare with the view hashes the guest kept; with
    ``takebacks`` (see :func:`parlour.match.audit_takebacks`), the views drawn before each take-back too."""
    record = _arg(args, "record", dict)
    seat = _arg(args, "seat", int)
    expected = fair.audit(record, seat, _arg(args, "commitments", list), _arg(args, "secrets", list), partial=True)
    received = _arg(args, "received", dict, optional=True) or {}
    before, problems = fair.audit_takebacks(record, seat, _arg(args, "takebacks", list, optional=True) or [])
    moves = record_moves if isinstance(record_moves := record.get("moves"), list) else []
    verdict = fair.compare(expected, received)
    return {
        **verdict,
        "fair": verdict["fair"] and not problems,
        "checked": verdict["checked"] + before,
        "problems": problems,
        "moves": len(moves),
        "replayed": len(expected) - 1,
    }


def close(args: JSONObject) -> None:
    _matches.pop(_arg(args, "match", str), None)


OPERATIONS: dict[str, Callable[[JSONObject], Any]] = {
    "version": version,
    "catalogue": catalogue,
    "word_lists": word_lists,
    "campaign": campaign,
    "word_source": word_source,
    "prepare_words": prepare_words,
    "open": open_match,
    "check_record": check_record,
    "view": view,
    "move": move,
    "take_back": take_back,
    "check": check,
    "legal_moves": legal_moves,
    "preview": preview,
    "solve": solve,
    "bot_move": bot_move,
    "suggest": suggest,
    "insight": insight,
    "state_hash": state_hash,
    "close": close,
    "commitment": commitment,
    "fair_seed": fair_seed,
    "view_hash": view_hash,
    "audit": audit,
}

_ERROR_KINDS = (
    (IllegalMove, "illegal"),
    (BadOptions, "options"),
    (CorruptState, "corrupt"),
    (UnknownGame, "unknown-game"),
    (BadRequest, "request"),
    (fair.Unfair, "unfair"),
)


def _error(kind: str, message: str) -> JSONObject:
    return {"ok": False, "error": {"kind": kind, "message": message}}


def _check_shape(args: Any) -> None:
    """Refuse arguments nested deeper than MAX_DEPTH or holding more than MAX_VALUES values, walking them
    without recursion: the operations copy, hash and print what they are given, recursively."""
    pending = [(args, 1)]
    count = 0
    while pending:
        value, depth = pending.pop()
        count += 1
        if count > MAX_VALUES:
            raise BadRequest(f"The request is too large: it holds more than {MAX_VALUES:,} values.")
        if not isinstance(value, (dict, list)):
            continue
        if depth > MAX_DEPTH:
            raise BadRequest(f"The request is nested too deeply: more than {MAX_DEPTH} levels.")
        pending.extend((child, depth + 1) for child in (value.values() if isinstance(value, dict) else value))


def call(op: str, args: JSONObject) -> JSONObject:
    """Run one operation; every error a caller can cause comes back as data, never as an exception."""
    try:
        if not isinstance(op, str):
            raise BadRequest('The request\'s "op" must be the name of an operation.')
        if op not in OPERATIONS:
            raise BadRequest(f"Unknown operation {op!r}.")
        if not isinstance(args, dict):
            raise BadRequest("Arguments must be an object.")
        _check_shape(args)
        return {"ok": True, "result": OPERATIONS[op](args)}
    except (RecursionError, MemoryError):
        # Only a request far beyond any real match gets here: the shape check lets through what play needs.
        return _error("request", "The request is too large for the engine to answer.")
    except Exception as err:  # every failure must reach the page as a message, never as a crash
        kind = next((k for cls, k in _ERROR_KINDS if isinstance(err, cls)), "internal")
        message = str(err) if kind != "internal" else f"Internal error: {type(err).__name__}: {err}"
        return _error(kind, message)


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*\\?(?:"|\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _text_depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest, found without parsing it: in Pyodide, the parser
    overflows the JavaScript stack some thousands of levels down, which kills the engine instead of raising
    RecursionError.

    Strings are taken out first (an unterminated one runs to the end: the parser stops there anyway).

    >>> _text_depth('{"a": [1, {"b": "[[["}], "c": []}')
    3
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _answer(request: str) -> JSONObject:
    unreadable = _error("request", "The request is not valid JSON with an op.")
    if not isinstance(request, str):
        return unreadable
    if len(request) > MAX_REQUEST_CHARS:
        return _error("request", f"The request is too large: more than {MAX_REQUEST_CHARS:,} characters.")
    if _text_depth(request) > MAX_DEPTH + 1:  # the request object holds the arguments: one level more
        return _error("request", f"The request is nested too deeply: more than {MAX_DEPTH} levels.")
    try:
        parsed = json.loads(request)
    except ValueError:
        return unreadable
    if not isinstance(parsed, dict) or "op" not in parsed:
        return unreadable
    return call(parsed["op"], parsed.get("args", {}))


def handle(request: str) -> str:
    """The worker's entry point: a JSON request text in, a JSON answer text out; nothing escapes."""
    try:
        return json.dumps(_answer(request))
    except (RecursionError, MemoryError):
        return json.dumps(_error("request", "The request is too large for the engine to answer."))
    except Exception as err:  # an answer that is not JSON data: a fault of the engine, told as one
        return json.dumps(_error("internal", f"Internal error: {type(err).__name__}: {err}"))
