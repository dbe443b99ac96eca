"""Hardback: the rules (:mod:`.rules`), the card data (:mod:`.cards`) and the bots (:mod:`.bots`)."""

from .bots import BOTS
from .rules import Hardback

GAME = Hardback(bots=BOTS)

__all__ = ["GAME", "Hardback"]
