"""Personal styles of bots, so that two bots of one level at one table do not play alike.

A style is chosen from what a seat's view holds (the players' names and the seat), never from a hidden draw, so a
bot stays a pure function of its view and plays the same moves in CPython and in Pyodide. Each game reads a
:class:`Style` in its own terms (what a bold move or a quick point is in that game).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Style:
    """How a bot leans, each from -1 to 1 (0 is the bot as tuned).

    ``risk``: how readily it commits (empties its hand, buys, spends ink) rather than waits for a better chance.
    ``tempo``: how much it goes for points now rather than builds for later.
    """

    risk: float
    tempo: float


#: The styles a table's bots take in turn (:func:`style_of`): the tuned play first, then each lean.
STYLES = (
    Style(0.0, 0.0),
    Style(0.5, 0.5),
    Style(-0.5, -0.5),
    Style(0.5, -0.5),
    Style(-0.5, 0.5),
    Style(1.0, 0.0),
)


def style_of(view: dict, styles: Sequence[T]) -> T:
    """The style of the seat of ``view`` among ``styles``. At one table each seat takes the next one, from a start
    seeded by the players' names (crc32, the same on every runtime; ``hash()`` of a string is salted per
    process), so seats differ while the table has no more seats than there are styles.

    >>> [style_of({"players": ["Ann", "Ben", "Cy"], "seat": seat}, "abcdef") for seat in range(3)]
    ['d', 'e', 'f']
    """
    start = zlib.crc32("\n".join(view["players"]).encode())
    return styles[(start + view["seat"]) % len(styles)]
