"""The dice and the boards of Roll to the Top: Journeys, as data.

The published journey boards are not public, so these eight boards are the team's own designs, named after
landmarks. Each board is drawn as text, one line per row with the top row first; a character's column is its
``x`` in half-box units, so boxes of one row stand two columns apart and a box rests on the boxes one column
to its left and right in the row below::

    o   a dotted box: takes any number
    #   a box without dots: both boxes below it must hold numbers no bigger than the new one
    ^   a steep box (board rule): like #, but strictly bigger than both boxes below
    h   a hanging box: nothing (or only one box) below it; needs a filled neighbour on its row
    r   a rising ledge (board rule): a hanging box whose number is at least that of a filled neighbour

:func:`board` turns a drawing into the board dict the rules, the bots and the views share (plain JSON).
"""

from __future__ import annotations

from functools import cache

#: The five exploration dice (the original game's set: the faces of the Journeys dice are not public).
DICE = ("d4", "d6", "d8", "d12", "d20")
SIDES = {"d4": 4, "d6": 6, "d8": 8, "d12": 12, "d20": 20}
#: The dice in the pool at the start of every game; the others wait in the reserve.
START_POOL = ("d4", "d6", "d8")
#: The biggest number the dice can make (every die at its top face).
MAX_VALUE = sum(SIDES.values())
#: A game also ends after this many rolls, so a board nobody can finish cannot run forever (a team choice).
MAX_ROLLS = 60

#: The six faces of the action die.
ACTION_FACES = ("add", "add", "remove", "remove", "either", "swap")
FACE_TEXT = {
    "add": "add a die",
    "remove": "remove a die",
    "either": "add or remove a die",
    "swap": "swap a pool die for a reserve die",
}

KINDS = {"o": ("dotted", None), "#": ("normal", None), "^": ("normal", "steep"), "h": ("hanging", None),
         "r": ("hanging", "rising")}  # fmt: skip

# id: (name, blurb, drawing)
DRAWINGS: dict[str, tuple[str, str, str]] = {
    "pyramid": (
        "Great Pyramid",
        "A plain pyramid: five dotted boxes at the base, one at the top.",
        """
    #
   # #
  # # #
 # # # #
o o o o o
""",
    ),
    "leaning": (
        "Leaning Tower",
        "A tower two boxes wide that leans to the right: every floor has a hanging box. The bell at the top is steep.",
        """
       ^
      # h
     # h
    # h
   # h
  # h
 # h
o o
""",
    ),
    "matterhorn": (
        "Matterhorn",
        "A sharp mountain with rising ledges on both flanks and a steep summit.",
        """
      ^
     # # r r
r r # # #
   # # # #
  o o o o o
""",
    ),
    "twinpeaks": (
        "Twin Peaks",
        "Two steep summits over a long ridge, with a dotted camp in the saddle between them.",
        """
   ^     ^
  # # o # #
 # # # # # #
o o o o o o o
""",
    ),
    "bridge": (
        "Stone Bridge",
        "Two piers joined by a deck of hanging boxes, with a road along the top.",
        """
   # # # # #
  # h h h h #
 # #       # #
o o o     o o o
""",
    ),
    "eiffel": (
        "Eiffel Tower",
        "Four legs, an arch of hanging boxes between them, and a steep spire.",
        """
     ^
    # #
   # # #
  # # # #
 # h h h #
o o     o o
""",
    ),
    "wall": (
        "Great Wall",
        "A long, low wall of nine dotted boxes with three steep watchtowers on top.",
        """
  ^     ^     ^
 # # # # # # # #
o o o o o o o o o
""",
    ),
    "clocktower": (
        "Clock Tower",
        "A straight tower three boxes wide whose corner boxes hang, with a steep clock at the top.",
        """
  ^
 # #
h # h
 # #
h # h
 # #
o o o
""",
    ),
}

#: Board ids in the order the setup screen offers them; TOUR: a different board each game.
BOARD_IDS = tuple(DRAWINGS)
TOUR = "tour"


@cache
def _parsed(board_id: str) -> dict:
    name, blurb, drawing = DRAWINGS[board_id]
    lines = [line.rstrip() for line in drawing.strip("\n").split("\n")]
    cells = []
    for row, line in enumerate(reversed(lines)):
        for x, char in enumerate(line):
            if char != " ":
                kind, rule = KINDS[char]
                cells.append((row, x, kind, rule))
    cells.sort()
    index = {(row, x): i for i, (row, x, _, _) in enumerate(cells)}
    boxes = []
    for i, (row, x, kind, rule) in enumerate(cells):
        below = [index.get((row - 1, x - 1)), index.get((row - 1, x + 1))]
        if kind == "normal" and None in below:
            raise ValueError(f"{board_id}: box {i} at row {row}, x {x} lacks a box below it")
        if kind == "hanging" and None not in below:
            raise ValueError(f"{board_id}: hanging box {i} at row {row}, x {x} rests on two boxes")
        neighbours = [index[(row, nx)] for nx in (x - 2, x + 2) if (row, nx) in index]
        boxes.append(
            {
                "id": i,
                "x": x,
                "y": row,
                "kind": kind,
                "rule": rule,
                "supports": below if kind == "normal" else [],
                "neighbours": neighbours,
            }
        )
    width = max(x for _, x, _, _ in cells) + 2
    return {"id": board_id, "name": name, "blurb": blurb, "width": width, "height": len(lines), "boxes": boxes}


def board(board_id: str) -> dict:
    """The board ``board_id`` as plain data, shared and read-only: copy it before changing anything.

    Boxes are numbered from the bottom row up, left to right. ``x`` is in half-box units (a box is 2 wide),
    ``y`` is the row (0 at the bottom); ``supports`` are the two boxes a box without dots rests on.

    >>> b = board("pyramid")
    >>> len(b["boxes"]), b["boxes"][5]["supports"], b["boxes"][14]["kind"]
    (15, [0, 1], 'normal')
    """
    return _parsed(board_id)


def board_copy(board_id: str) -> dict:
    """A fresh copy of the board ``board_id`` that callers may keep or change."""
    parsed = _parsed(board_id)
    return {**parsed, "boxes": [{**b, "supports": list(b["supports"]), "neighbours": list(b["neighbours"])}
                                for b in parsed["boxes"]]}  # fmt: skip


def rule_notes(board_id: str, reverse: bool) -> list[str]:
    """The board's own rules as sentences, worded for the mode."""
    rules = {b["rule"] for b in _parsed(board_id)["boxes"]}
    bigger = "smaller" if reverse else "bigger"
    notes = []
    if "steep" in rules:
        notes.append(f"Steep boxes (▲) need a number strictly {bigger} than both numbers below them.")
    if "rising" in rules:
        at_least = "at most" if reverse else "at least"
        notes.append(f"Rising ledges (↗) need a number {at_least} that of a filled neighbour on their row.")
    return notes
