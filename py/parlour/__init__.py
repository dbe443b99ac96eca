"""Parlour: the rules engines of five table games, pure Python, for the browser (Pyodide) and CPython."""

from .engine import (
    CATALOGUE,
    BadOptions,
    CorruptState,
    Game,
    IllegalMove,
    Option,
    UnknownGame,
    bots,
    game,
    replay,
)

__all__ = [
    "CATALOGUE",
    "BadOptions",
    "CorruptState",
    "Game",
    "IllegalMove",
    "Option",
    "UnknownGame",
    "bots",
    "game",
    "replay",
]
__version__ = "0.1.0"
