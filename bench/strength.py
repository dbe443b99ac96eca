"""Bot strength, heads-up: each pairing plays seeded two-player games with the seats alternating, and prints the
first bot's share (a win 1, a shared win ½) and how many games ended in a tie. ``random`` plays a uniformly random
legal move (the floor). Two bots of one level are paired too: with personal styles they should rarely tie. The
players' names change with the seed, and with them the seats' personal styles (:mod:`parlour.styles`), so every
style plays its share of the games.

Run: ``python bench/strength.py [games] [game ...]`` (default 200 games of Odin and Roll to the Top). With
``--styles``, each pairing is played once per style, the first bot's seat in that style (:data:`.styles.STYLES`;
Roll to the Top's bots read the same place of their own list), and the shares are printed side by side.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "py")]

import parlour  # noqa: E402
from parlour.styles import STYLES, style_of  # noqa: E402


class RandomPlayer:
    """A uniformly random legal move, seeded per game."""

    def __init__(self, rules, seed: int) -> None:
        self.rules, self.rng = rules, random.Random(seed)

    def choose_in(self, state: dict, seat: int) -> dict:
        return self.rng.choice(self.rules.legal_moves(state, seat))


def names_for(seed: int, seat: int, style: int | None) -> list[str]:
    """The players' names of game ``seed``: with ``style``, the first names under which ``seat`` takes that place of
    the styles (the styles follow the names)."""
    names, attempt = [f"North {seed}", f"South {seed}"], 0
    while style is not None and style_of({"players": names, "seat": seat}, range(len(STYLES))) != style:
        attempt += 1
        names = [f"North {seed}.{attempt}", f"South {seed}.{attempt}"]
    return names


def play(rules, levels: tuple[str, str], seed: int, options: dict, style: int | None = None) -> tuple[float, bool]:
    """One game of ``levels[0]`` (seat ``seed % 2``, in ``style`` if given) against ``levels[1]``: the first
    level's share, and whether it was a tie."""
    first = seed % 2
    state = rules.setup(names_for(seed, first, style), options, f"strength-{seed}")
    chooser = {}
    for seat in (0, 1):
        level = levels[0] if seat == first else levels[1]
        if level == "random":
            player = RandomPlayer(rules, seed * 2 + seat)
            chooser[seat] = player.choose_in
        else:
            bot = rules.bots[level]
            chooser[seat] = lambda state, seat, bot=bot: bot.choose(rules.view(state, seat))
    while (outcome := rules.outcome(state)) is None:
        seat = sorted(rules.to_act(state))[0]
        state, _ = rules.apply(state, seat, chooser[seat](state, seat))
    ranks = outcome["ranks"]
    tie = ranks[0] == ranks[1]
    return (0.5 if tie else float(ranks[first] == 1)), tie


def main() -> None:
    by_style = "--styles" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--styles"]
    games = int(args[0]) if args else 200
    chosen = args[1:] or ["odin", "rolltothetop"]
    options = {"odin": {}, "rolltothetop": {"rounds": 3}, "lettertycoon": {}, "hardback": {"target": 40}}
    for name in chosen:
        rules = parlour.game(name)
        levels = list(rules.bots)
        hard = levels[-1]
        pairings = [(hard, level) for level in levels] + [(hard, "random")]
        print(f"\n{rules.title}: {games} heads-up games per pairing, seats alternating")
        if by_style:
            print(f"{'pairing':<22}" + "".join(f"{'style ' + str(i):>9}" for i in range(len(STYLES))))
            for pairing in pairings:
                shares = [
                    sum(play(rules, pairing, seed, options.get(name, {}), style)[0] for seed in range(games)) / games
                    for style in range(len(STYLES))
                ]
                print(f"{pairing[0] + ' vs ' + pairing[1]:<22}" + "".join(f"{share:>9.3f}" for share in shares))
            continue
        print(f"{'pairing':<22}{'share':>8}{'ties':>8}{'seconds':>10}")
        for pairing in pairings:
            start = time.perf_counter()
            results = [play(rules, pairing, seed, options.get(name, {})) for seed in range(games)]
            share = sum(r[0] for r in results) / games
            ties = sum(r[1] for r in results)
            print(f"{pairing[0] + ' vs ' + pairing[1]:<22}{share:>8.3f}{ties:>8}{time.perf_counter() - start:>10.1f}")


if __name__ == "__main__":
    main()
