"""What each seat sees of a Roll to the Top game, and the sanity check of a loaded state.

Numbers written with the current roll stay private until every player has confirmed: a seat sees its own
unconfirmed numbers (``pending``), and of the others only whether they are done.
"""

from __future__ import annotations

from typing import Any

from . import placement as P
from .boards import ACTION_FACES, BOARD_IDS, DICE, FACE_TEXT, MAX_ROLLS, MAX_VALUE, SIDES, board, board_copy, rule_notes

PHASES = ("place", "adjust", "over")
EFFECTS = ("add", "remove", "either", "swap")


def names_text(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``.

    >>> names_text(["Ana", "Bo", "Cy"])
    'Ana, Bo and Cy'
    """
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def plural(count: int, word: str, words: str = "") -> str:
    """``1 roll``, ``2 rolls``.

    >>> plural(1, "roll"), plural(3, "empty box", "empty boxes")
    ('1 roll', '3 empty boxes')
    """
    return f"{count} {word if count == 1 else words or word + 's'}"


def rolled_dice(state: dict) -> dict[str, int]:
    """The number each pool die shows: ``{"d4": 3, ...}``."""
    return dict(zip(state["pool"], state["roll"], strict=True))


def view(game: Any, state: dict, seat: int | None) -> dict:
    """The view of ``seat`` (``None``: a spectator); see the report of the module's game for its shape."""
    phase = state["phase"]
    the_board = game.board_of(state)
    reverse = state["options"]["reverse"]
    acting = seat is not None and seat in game.to_act(state)
    placing = acting and phase == "place"
    own = state["sheets"][seat] if seat is not None else None
    pending = [dict(p, dice=list(p["dice"])) for p in own["pending"]] if own and phase == "place" else []
    used = {d for p in pending for d in p["dice"]}
    rolled = rolled_dice(state)
    dice = [{"die": d, "sides": SIDES[d], "in_pool": d in rolled, "value": rolled.get(d), "used": d in used}
            for d in DICE]  # fmt: skip
    sheets = [{"seat": s, "values": list(sheet["values"]), "done": sheet["done"],
               "empty": sum(v is None for v in sheet["values"]), "complete": None not in sheet["values"]}
              for s, sheet in enumerate(state["sheets"])]  # fmt: skip
    return {
        "phase": phase,
        "prompt": prompt(game, state, seat),
        "round": state["round"],
        "rounds": len(state["boards"]),
        "boards": list(state["boards"]),
        "reverse": reverse,
        "board": {**board_copy(the_board["id"]), "rules": rule_notes(the_board["id"], reverse)},
        "rolls": state["rolls"],
        "max_rolls": MAX_ROLLS,
        "active": state["active"],
        "adjuster": (state["active"] + 1) % len(state["players"]),
        "dice": dice,
        "pool": list(state["pool"]),
        "reserve": [d for d in DICE if d not in rolled],
        "face": state["face"],
        "face_text": FACE_TEXT[state["face"]],
        "effect": state["effect"],
        "effect_text": FACE_TEXT[state["effect"]] if state["effect"] else None,
        "reason": state["reason"],
        "sheets": sheets,
        "pending": pending,
        "free_dice": [d for d in state["pool"] if d not in used] if placing else [],
        "targets": game.targets(state, seat) if placing else [],
        "choices": game.legal_moves(state, seat) if acting and phase == "adjust" else [],
        "history": [_past(h) for h in state["history"]],
        "totals": [sum(h["empty"][s] for h in state["history"]) for s in range(len(state["players"]))],
    }


def _past(entry: dict) -> dict:
    return {**entry, "board_name": board(entry["board"])["name"], "finished": list(entry["finished"]),
            "empty": list(entry["empty"]), "values": [list(v) for v in entry["values"]]}  # fmt: skip


def prompt(game: Any, state: dict, seat: int | None) -> str:
    """What ``seat`` should do now, as a sentence."""
    phase, names = state["phase"], state["players"]
    if phase == "over":
        return game.outcome(state)["summary"]
    if phase == "adjust":
        adjuster = (state["active"] + 1) % len(names)
        effect = FACE_TEXT[state["effect"]]
        why = f" ({state['reason']})" if state["reason"] else ""
        if seat == adjuster:
            return f"Resolve the action die{why}: {effect}. Choose the die."
        return f"Waiting for {names[adjuster]} to resolve the action die: {effect}{why}."
    waiting = [names[s] for s in sorted(game.to_act(state)) if s != seat]
    if seat is None or state["sheets"][seat]["done"]:
        return f"Waiting for {names_text(waiting)} to finish writing."
    if state["sheets"][seat]["pending"]:
        return "Write more numbers, undo one, or confirm when you are done."
    size = "small" if state["options"]["reverse"] else "big"
    return (
        f"Pick one or more dice and a box for their sum (a box without dots needs a number at least as {size} "
        "as both numbers below it), or confirm to write nothing."
    )


# -- loading ---------------------------------------------------------------------------------------------
def is_count(value: Any, low: int = 0, high: int | None = None) -> bool:
    """Whether ``value`` is an int (not a bool) in ``low..high``."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= low and (high is None or value <= high)


def _check_values(values: Any, boxes: int) -> None:
    if not isinstance(values, list) or len(values) != boxes:
        raise ValueError("a sheet does not match its board.")
    if not all(v is None or is_count(v, 1, MAX_VALUE) for v in values):
        raise ValueError("a sheet holds something that is not a number the dice can make.")


def check_state(game: Any, state: dict) -> None:
    """Raise ValueError if ``state`` is not one the game could have produced (enough to keep it safe to play)."""
    count = len(state["players"])
    boards, rounds = state["boards"], state["options"]["rounds"]
    if not isinstance(boards, list) or len(boards) != rounds or not all(b in BOARD_IDS for b in boards):
        raise ValueError("the boards of the games are wrong.")
    if not is_count(state["round"], 1, rounds) or state["phase"] not in PHASES:
        raise ValueError("the round or the phase is wrong.")
    gen = state["rng"]
    if not (isinstance(gen, list) and len(gen) == 2 and isinstance(gen[0], str) and is_count(gen[1])):
        raise ValueError("the random generator is malformed.")
    pool, roll = state["pool"], state["roll"]
    if not isinstance(pool, list) or pool != [d for d in DICE if d in pool] or not 1 <= len(pool) <= len(DICE):
        raise ValueError("the pool of dice is wrong.")
    if not isinstance(roll, list) or len(roll) != len(pool):
        raise ValueError("the rolled dice do not match the pool.")
    if not all(is_count(v, 1, SIDES[d]) for d, v in zip(pool, roll, strict=True)):
        raise ValueError("a die shows a face it does not have.")
    if state["face"] not in ACTION_FACES or not is_count(state["active"], 0, count - 1):
        raise ValueError("the action die or the active player is wrong.")
    if not is_count(state["rolls"], 1, MAX_ROLLS) or not isinstance(state["wrote"], bool):
        raise ValueError("the roll count is wrong.")
    if (state["phase"] == "adjust") != (state["effect"] in EFFECTS):
        raise ValueError("the action die's effect is out of place.")
    if state["reason"] is not None and not isinstance(state["reason"], str):
        raise ValueError("the action die's reason is malformed.")
    boxes = len(game.board_of(state)["boxes"])
    sheets = state["sheets"]
    if not isinstance(sheets, list) or len(sheets) != count:
        raise ValueError("there must be one sheet per player.")
    for sheet in sheets:
        _check_values(sheet["values"], boxes)
        if not isinstance(sheet["done"], bool) or not isinstance(sheet["pending"], list):
            raise ValueError("a sheet is malformed.")
        if state["phase"] != "place" and (sheet["pending"] or sheet["done"]):
            raise ValueError("unconfirmed numbers are out of place.")
        _check_pending(game, state, sheet, boxes)
    if state["phase"] == "place" and all(sheet["done"] for sheet in sheets):
        raise ValueError("everyone has confirmed but the numbers were not revealed.")
    history = state["history"]
    if not isinstance(history, list) or len(history) != state["round"] - (state["phase"] != "over"):
        raise ValueError("the history of the games is wrong.")
    for entry in history:
        if not isinstance(entry, dict) or not isinstance(entry["empty"], list) or len(entry["empty"]) != count:
            raise ValueError("the history of the games is malformed.")
        if not all(is_count(e) for e in entry["empty"]) or not isinstance(entry["values"], list):
            raise ValueError("the history of the games is malformed.")


def _check_pending(game: Any, state: dict, sheet: dict, boxes: int) -> None:
    rolled = rolled_dice(state)
    values, used = list(sheet["values"]), set()
    the_board, reverse = game.board_of(state), state["options"]["reverse"]
    for p in sheet["pending"]:
        dice = p["dice"] if isinstance(p, dict) else None
        if not isinstance(dice, list) or not dice or not all(d in rolled and d not in used for d in dice):
            raise ValueError("an unconfirmed number uses dice it may not.")
        used.update(dice)
        if not is_count(p["box"], 0, boxes - 1) or p["value"] != sum(rolled[d] for d in dice):
            raise ValueError("an unconfirmed number is malformed.")
        if P.verdict(the_board, values, p["box"], p["value"], reverse) is not None:
            raise ValueError("an unconfirmed number breaks the placement rules.")
        values[p["box"]] = p["value"]
