"""What a finished match can teach: the shapes a game's ``insight`` returns, which the page draws on the result
sheet without knowing the game (a score chart, a sentence, steps of a line of play, a table of turns).

>>> chart("Cards in hand", "Turn", ["Ann", "Ben"], [[9, 9], [7, 8], [4, 8]])["series"][1]
{'name': 'Ben', 'values': [9, 8, 8]}
"""

from __future__ import annotations


def chart(title: str, x_label: str, names: list[str], rows: list[list[int]], labels: list[str] | None = None) -> dict:
    """A line chart, one series per player: ``rows[i]`` holds every player's value at point ``i``."""
    return {
        "title": title,
        "x": x_label,
        "labels": labels or [str(i) for i in range(len(rows))],
        "series": [{"name": name, "values": [row[seat] for row in rows]} for seat, name in enumerate(names)],
    }


def table(title: str, headers: list[str], rows: list[list[str]]) -> dict:
    """A table of text, e.g. each turn's word beside the best one."""
    return {"title": title, "headers": headers, "rows": rows}
