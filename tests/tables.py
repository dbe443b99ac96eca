"""Seeded tables of every game in the catalogue, and games played on them by bots and random players.

The tests that hold for every game (the move schemas, the conformance suite, ``make soak``) take their games from
here, so a game added to the catalogue is played by all of them without a line of its own.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from parlour import engine
from parlour.engine import BadOptions, Game

GAME_IDS = tuple(entry.id for entry in engine.CATALOGUE if entry.module is not None)
NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")
#: No game of the catalogue needs more moves than this (a Hardback game of 90 prestige by five weak bots needs
#: about 1,500): a game still going after it is stuck.
MOST_MOVES = 6_000
#: The word lists every word game is played with here; the others take seconds to index (the word tests try them).
QUICK_WORDS = "common"


@dataclass
class Table:
    """A game set up with random players and options, and who sits where: a bot level, or "random"."""

    rules: Game
    state: dict
    levels: list[str]
    chooser: random.Random


def table(game_id: str, seed: int) -> Table:
    """A random table of ``game_id``: players, options and levels drawn from ``seed``; options a game refuses for
    that many players are drawn again."""
    rules = engine.game(game_id)
    chooser = random.Random(f"{game_id}:{seed}")
    while True:
        count = chooser.randint(rules.min_players, rules.max_players)
        options = {o.name: chooser.choice(o.choices) for o in rules.options}
        if "dictionary" in options:
            options["dictionary"] = QUICK_WORDS
        try:
            state = rules.setup(list(NAMES[:count]), options, f"table {seed}")
        except BadOptions:
            continue
        levels = [chooser.choice([*rules.bots, "random"]) for _ in range(count)]
        return Table(rules, state, levels, chooser)


def next_move(table: Table) -> tuple[int, dict]:
    """A seat that may move now and its move: now and then an optional mover's (Hardback's ink off turn) or a
    random legal move; otherwise the seat's bot. A game whose legal moves leave out some kinds (words) relies on
    its bots for those, so every table has a bot playing the "random" seats' other moves."""
    rules, state, chooser = table.rules, table.state, table.chooser
    optional = sorted(rules.may_act(state) - rules.to_act(state))
    if optional and chooser.random() < 0.1:
        seat = chooser.choice(optional)
        return seat, chooser.choice(rules.legal_moves(state, seat))
    seat = chooser.choice(sorted(rules.to_act(state)))
    level = table.levels[seat]
    legal = rules.legal_moves(state, seat)
    if legal and ((level == "random" and chooser.random() < 0.5) or chooser.random() < 0.05):
        return seat, chooser.choice(legal)
    bot = rules.bots[level if level != "random" else next(iter(rules.bots))]
    return seat, bot.choose(rules.view(state, seat))


def play(table: Table) -> Iterator[tuple[dict, int, dict, dict]]:
    """Play ``table`` to the end: ``(before, seat, move, after)`` for every move, ``table.state`` following."""
    for _ in range(MOST_MOVES):
        if table.rules.outcome(table.state) is not None:
            return
        before = table.state
        seat, move = next_move(table)
        table.state, _ = table.rules.apply(before, seat, move)
        yield before, seat, move, table.state
    raise AssertionError(f"{table.rules.title} did not end in {MOST_MOVES} moves")


def bot_record(game_id: str, players: list[str], options: dict, seed: str, moves: int) -> dict:
    """A match record of ``game_id`` (as the api takes one) whose first ``moves`` moves its first bot level played."""
    rules = engine.game(game_id)
    bot = next(iter(rules.bots.values()))
    record: dict = {"game": game_id, "players": list(players), "options": dict(options), "seed": seed, "moves": []}
    state = rules.setup(players, options, seed)
    for _ in range(moves):
        seat = sorted(rules.to_act(state))[0]
        move = bot.choose(rules.view(state, seat))
        record["moves"].append({"seat": seat, "move": move})
        state, _ = rules.apply(state, seat, move)
    return record
