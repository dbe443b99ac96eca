"""Think time of the Hardback bots in this interpreter, per level, in milliseconds.

Run ``python bench/hardback.py [games]``. Each level plays seeded self-play games (2 to 5 authors, and solo
co-operative games) with the word list loaded beforehand; every call to ``choose`` is timed on the view its
seat sees. Spelling decisions (the word search) are reported apart from the rest (ink, prompts, buying).
Then the hard bots play co-operative games against Penny Dreadful (1 to 3 authors, default options), and it
prints how often they win.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from decisions import summary, time_decisions
from parlour import words
from parlour.games.hardback import GAME


def the_active_last(state: dict) -> int:
    """The seat to act: the active author's opponents answer prompts (e.g. a shared double) before it goes on."""
    return next((s for s in sorted(GAME.to_act(state)) if s != state["active"]), state["active"])


def think_times(level: str, games: int) -> dict[str, list[float]]:
    """Seconds per ``choose`` call of ``level``, split into "spell" decisions and "other" ones."""
    times: dict[str, list[float]] = {"spell": [], "other": []}
    for number in range(games):
        coop = number % 4 == 3
        count = 1 + number % 4 if coop else 2 + number % 4
        options = {"mode": "coop" if coop else "competitive", "adverts": number % 2 == 0, "awards": number % 3 == 0}
        state = GAME.setup([f"P{i}" for i in range(count)], options, f"bench-{number}")
        time_decisions(
            GAME,
            GAME.bots[level],
            state,
            times,
            seat=the_active_last,
            kind=lambda view, move: "spell" if move["type"] == "spell" else "other",
        )
    return times


def coop_wins(authors: int, games: int) -> str:
    """How often a team of hard bots beats Penny Dreadful, and the mean prestige per author of each side."""
    wins = team = penny = 0
    for number in range(games):
        state = GAME.setup([f"P{i}" for i in range(authors)], {"mode": "coop"}, f"coop-{number}")
        state = time_decisions(GAME, GAME.bots["hard"], state, {}, seat=the_active_last, kind=lambda view, move: "")
        outcome = GAME.outcome(state)
        wins += outcome["team"] > outcome["penny"]
        team += outcome["team"] / authors
        penny += outcome["penny"] / authors
    return (
        f"{authors} author(s): {wins} wins in {games} ({wins / games:.0%}); "
        f"prestige per author: team {team / games:.1f}, Penny {penny / games:.1f}"
    )


def main() -> None:
    """Print the spelling and the other decisions of each bot level."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    start = time.perf_counter()
    common = words.load("common")
    common.contains("word")
    print(f"Hardback bot think time, CPython {sys.version.split()[0]}, {games} games per level")
    print(f"word list loaded in {(time.perf_counter() - start) * 1000:.0f} ms")
    for level in GAME.bots:
        times = think_times(level, games)
        print(summary(f"{level:>5} spell", times["spell"]))
        print(summary(f"{level:>5} other", times["other"]))
    print(f"Hard bots against Penny Dreadful, {games * 10} games per team size")
    for authors in (1, 2, 3):
        print(coop_wins(authors, games * 10))


if __name__ == "__main__":
    main()
