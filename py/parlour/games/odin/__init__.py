"""Odin: the rules (:mod:`.rules`), the cards and sets (:mod:`.cards`) and the bots (:mod:`.bots`)."""

from .bots import BOTS
from .rules import Odin

GAME = Odin(bots=BOTS)

__all__ = ["GAME", "Odin"]
