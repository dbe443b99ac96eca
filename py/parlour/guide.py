"""A guided first game: a short match on the real table, with the words that lead a newcomer through it.

Each game declares a :class:`Guide`: who plays (the newcomer and bots), the options and the fixed deal, the
regions of the table to point at first (``players``, ``table``, ``own``, ``log``) with what to say of each, and
a tip for each kind of event the first time it happens (a trick won, a patent bought, a box filled, a word
paid). The page follows the match: it points, waits for the player's move, and explains what happened.
"""

from __future__ import annotations

from dataclasses import dataclass, field

REGIONS = ("players", "table", "own", "log")


@dataclass(frozen=True)
class Guide:
    bots: int
    intro: tuple[tuple[str, str], ...]
    tips: dict[str, str]
    options: dict = field(default_factory=dict)
    seed: str = "guided-first-game"
    level: str = "easy"

    def __post_init__(self) -> None:
        unknown = [region for region, _ in self.intro if region not in REGIONS]
        if unknown:
            raise ValueError(f"A guide points at {unknown}, not a region of the table ({', '.join(REGIONS)}).")

    def describe(self) -> dict:
        """The guide as the page reads it (catalogue.json)."""
        return {
            "bots": self.bots,
            "level": self.level,
            "options": dict(self.options),
            "seed": self.seed,
            "intro": [{"point": region, "say": text} for region, text in self.intro],
            "tips": dict(self.tips),
        }
