"""The number placement rules, as pure functions over a board dict and a list of box values.

``values`` has one entry per box: an int, or ``None`` for an empty box. ``reverse`` is Reverse mode, where every
size rule turns around (the board's own rules too). This module is the one place the placement rules live: the
game, its views and its bots all ask it.
"""

from __future__ import annotations

from .boards import MAX_VALUE


def fits_above(new: int, below: int, reverse: bool, strict: bool = False) -> bool:
    """Whether ``new`` may stand above (or rise from) ``below``: no smaller (Reverse: no bigger).

    >>> fits_above(5, 5, False), fits_above(5, 5, False, strict=True), fits_above(3, 5, True)
    (True, False, True)
    """
    if reverse:
        return new < below if strict else new <= below
    return new > below if strict else new >= below


def verdict(board: dict, values: list, box: int, value: int, reverse: bool) -> tuple | None:
    """``None`` when ``value`` may go in ``box``, else why not, as a short code with its data.

    Codes: ``("filled",)``, ``("unsupported",)``, ``("size", below, steep)``, ``("alone",)``,
    ``("ledge", neighbours)``.
    """
    if values[box] is not None:
        return ("filled",)
    spec = board["boxes"][box]
    kind = spec["kind"]
    if kind == "dotted":
        return None
    if kind == "normal":
        below = [values[s] for s in spec["supports"]]
        if None in below:
            return ("unsupported",)
        steep = spec["rule"] == "steep"
        if not all(fits_above(value, b, reverse, steep) for b in below):
            return ("size", below, steep)
        return None
    filled = [values[n] for n in spec["neighbours"] if values[n] is not None]
    if not filled:
        return ("alone",)
    if spec["rule"] == "rising" and not any(fits_above(value, n, reverse) for n in filled):
        return ("ledge", filled)
    return None


def problem(board: dict, values: list, box: int, value: int, reverse: bool) -> str | None:
    """Why ``value`` may not go in ``box`` as a sentence for the player, or ``None`` if it may."""
    found = verdict(board, values, box, value, reverse)
    if found is None:
        return None
    code = found[0]
    if code == "filled":
        return "That box already holds a number."
    if code == "unsupported":
        return "Both boxes below that one must hold numbers first."
    if code == "alone":
        return "A hanging box needs a filled neighbour on its row first."
    if code == "size":
        below, steep = found[1], found[2]
        limit = min(below) if reverse else max(below)
        if reverse:
            need = f"below {limit}" if steep else f"at most {limit}"
        else:
            need = f"above {limit}" if steep else f"at least {limit}"
        return f"That box needs a number {need} (the numbers below it are {' and '.join(map(str, below))})."
    neighbours = found[1]
    limit = max(neighbours) if reverse else min(neighbours)
    need = f"at most {limit}" if reverse else f"at least {limit}"
    return f"That rising ledge needs a number {need}, to rise from a filled neighbour."


def open_boxes(board: dict, values: list, value: int, reverse: bool) -> list[int]:
    """Every box where ``value`` may go now."""
    return [b for b in range(len(values)) if verdict(board, values, b, value, reverse) is None]


def empty_count(values: list) -> int:
    """How many boxes are still empty."""
    return sum(v is None for v in values)


def solve(board: dict, reverse: bool) -> list[tuple[int, int]] | None:
    """A way to fill the whole board, as ``(box, value)`` steps in order, or ``None`` if there is none.

    It writes, at each step, the lowest-numbered box that can be filled, with the gentlest value the rules
    allow (the smallest, or in Reverse mode the biggest), so every later box keeps as much room as possible.
    """
    values: list = [None] * len(board["boxes"])
    steps = []
    candidates = range(1, MAX_VALUE + 1)
    ordered = list(reversed(candidates)) if reverse else list(candidates)
    while None in values:
        step = next(((b, v) for b in range(len(values)) if values[b] is None for v in ordered
                     if verdict(board, values, b, v, reverse) is None), None)  # fmt: skip
        if step is None:
            return None
        values[step[0]] = step[1]
        steps.append(step)
    return steps
