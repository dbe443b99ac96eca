"""The Crew's campaign logbook: per mission the attempts logged, whether and on which attempt it was first
accomplished, and whether the distress signal was used on the way there (the printed logbook adds 1 for it).

Missions unlock in order: mission n+1 once mission n is accomplished. A practice attempt (any mission) is not
logged. An attempt is logged when its match ends, once per match id, so a redraw, a reload of the finished match
or a hot-seat hand-off never counts it twice. The page keeps the book in the browser as plain JSON and asks
this module everything about it; a damaged book is read as a fresh one rather than breaking the setup screen.

>>> book = empty()
>>> book, attempt = log_attempt(book, "m1", {"mission": 1, "success": False, "distress": False})
>>> book, attempt = log_attempt(book, "m2", {"mission": 1, "success": True, "distress": True})
>>> attempt, entry(book, 1), score(entry(book, 1)), unlocked(book, 2), unlocked(book, 3)
(2, {'attempts': 2, 'done': True, 'done_in': 2, 'distress': True}, 3, True, False)
>>> log_attempt(book, "m2", {"mission": 1, "success": True, "distress": True})[1]  # the same match: once
2
"""

from __future__ import annotations

from typing import Any

from .missions import MISSIONS

VERSION = 2
#: Match ids kept to make logging idempotent.
REMEMBERED = 200
_FRESH_ENTRY = {"attempts": 0, "done": False, "done_in": None, "distress": False}


def empty() -> dict:
    """A logbook with nothing logged."""
    return {"version": VERSION, "missions": {}, "logged": []}


def read(book: Any) -> dict:
    """The logbook as stored, checked; a missing or damaged one (or one of an older shape) reads as fresh.

    >>> read({"version": 2, "missions": {"1": {"attempts": "x"}}, "logged": []}) == empty()
    True
    """
    if not isinstance(book, dict) or book.get("version") != VERSION:
        return _upgrade(book)
    missions, logged = book.get("missions"), book.get("logged")
    if not isinstance(missions, dict) or not isinstance(logged, list):
        return empty()
    clean = empty()
    for key, value in missions.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) in MISSIONS and _is_entry(value)):
            return empty()
        clean["missions"][key] = {name: value[name] for name in _FRESH_ENTRY}
    for item in logged[-REMEMBERED:]:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and _count(item[1])):
            return empty()
        clean["logged"].append([item[0], item[1]])
    return clean


def _upgrade(book: Any) -> dict:
    """A logbook of the page's first shape (version 1, ``doneIn``), read into today's; anything else is fresh."""
    if not (isinstance(book, dict) and book.get("version") == 1 and isinstance(book.get("missions"), dict)):
        return empty()
    missions = {}
    for key, value in book["missions"].items():
        if isinstance(value, dict) and "doneIn" in value:
            value = {**{k: v for k, v in value.items() if k != "doneIn"}, "done_in": value["doneIn"]}
        missions[key] = value
    return read({**book, "version": VERSION, "missions": missions})


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_entry(value: Any) -> bool:
    if not isinstance(value, dict) or not _count(value.get("attempts")):
        return False
    done, done_in = value.get("done"), value.get("done_in")
    if not isinstance(done, bool) or not isinstance(value.get("distress"), bool):
        return False
    return (done_in is None and not done) or (done and _count(done_in) and 1 <= done_in <= value["attempts"])


def entry(book: dict, mission: int) -> dict:
    """What the logbook says of one mission: attempts, done, done_in (the attempt that first succeeded), distress."""
    return {**_FRESH_ENTRY, **book["missions"].get(str(mission), {})}


def highest_done(book: dict) -> int:
    """The highest mission accomplished (0 when none)."""
    return max((int(n) for n, e in book["missions"].items() if e["done"]), default=0)


def unlocked(book: dict, mission: int) -> bool:
    """Whether ``mission`` may be played for the logbook: mission 1, or up to the one after the highest done."""
    return mission <= highest_done(book) + 1


def logged_as(book: dict, match_id: str) -> int | None:
    """The attempt number a match was logged as, or None if it was not logged."""
    return next((attempt for known, attempt in book["logged"] if known == match_id), None)


def log_attempt(book: dict, match_id: str, outcome: dict) -> tuple[dict, int | None]:
    """Log the finished attempt ``match_id`` (once: later calls change nothing): the new book and the attempt's
    number, or None when the mission is still locked (it can only have been a practice)."""
    mission = outcome["mission"]
    known = logged_as(book, match_id)
    if known is not None:
        return book, known
    if not unlocked(book, mission):
        return book, None
    before = entry(book, mission)
    after = {**before, "attempts": before["attempts"] + 1}
    if not before["done"]:
        after["distress"] = before["distress"] or bool(outcome.get("distress"))
        if outcome.get("success"):
            after.update(done=True, done_in=after["attempts"])
    logged = [*book["logged"], [match_id, after["attempts"]]][-REMEMBERED:]
    return {**book, "missions": {**book["missions"], str(mission): after}, "logged": logged}, after["attempts"]


def attempt_of(
    book: dict, match_id: str, options: dict, outcome: dict | None, practice: bool
) -> tuple[dict, int | None]:
    """A match's attempt number, its mission taken from its ``options``: logged (once) when it has ended; None for
    a practice, or for a mission still locked (which can only be played as a practice)."""
    if practice:
        return book, None
    if outcome is not None:
        return log_attempt(book, match_id, outcome)
    known = logged_as(book, match_id)
    if known is not None:
        return book, known
    mission = options["mission"]
    return book, (entry(book, mission)["attempts"] + 1 if unlocked(book, mission) else None)


def score(e: dict) -> int | None:
    """The printed logbook's figure for an accomplished mission: attempts needed, +1 if distress was used."""
    return e["done_in"] + (1 if e["distress"] else 0) if e["done"] else None


def status(e: dict, is_open: bool) -> str:
    """One mission's line, in words."""
    if not is_open:
        return "locked"
    if e["done"]:
        extra = " (+1 for the distress signal)" if e["distress"] else ""
        return f"accomplished on attempt {e['done_in']}{extra}, {e['attempts']} logged"
    if e["attempts"]:
        return f"not accomplished yet, {e['attempts']} attempt{'' if e['attempts'] == 1 else 's'} logged"
    return "not tried yet"


def summary(book: dict) -> dict:
    """Everything the setup screen shows: each mission's entry, whether it is open and its status in words, the
    mission to offer first (the highest unlocked), and the campaign's totals."""
    missions = []
    for number in sorted(MISSIONS):
        e = entry(book, number)
        is_open = unlocked(book, number)
        missions.append({"number": number, **e, "unlocked": is_open, "score": score(e), "status": status(e, is_open)})
    done = [m for m in missions if m["done"]]
    return {
        "missions": missions,
        "latest": min(highest_done(book) + 1, max(MISSIONS)),
        "accomplished": len(done),
        "attempts": sum(m["attempts"] for m in missions),
        "score": sum(m["score"] for m in done),
    }
