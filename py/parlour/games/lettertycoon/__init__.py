"""Letter Tycoon: the rules (:mod:`.rules`), the cards (:mod:`.cards`), what words earn (:mod:`.scoring`),
reading a play (:mod:`.plays`), the views (:mod:`.views`) and the bots (:mod:`.bots`, :mod:`.tactics`)."""

from .bots import BOTS
from .rules import LetterTycoon

GAME = LetterTycoon(bots=BOTS)

__all__ = ["GAME", "LetterTycoon"]
