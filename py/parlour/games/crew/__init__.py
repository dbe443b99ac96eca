"""The Crew: the rules (:mod:`.rules`), the missions (:mod:`.missions`), the checks (:mod:`.judge`), the bots
(:mod:`.bots`) and the perfect-information solver (:mod:`.solver`)."""

from .bots import BOTS
from .rules import Crew

GAME = Crew(bots=BOTS)

__all__ = ["GAME", "Crew"]
