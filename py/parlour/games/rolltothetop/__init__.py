"""Roll to the Top: Journeys: the rules (:mod:`.rules`), placement (:mod:`.placement`), boards and dice
(:mod:`.boards`), views (:mod:`.views`) and bots (:mod:`.bots`)."""

from .bots import BOTS
from .rules import RollToTheTop

GAME = RollToTheTop(bots=BOTS)

__all__ = ["GAME", "RollToTheTop"]
