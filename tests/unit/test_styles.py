"""Personal styles of bots: the seats of one table differ, and a style is read from the view alone. The helpers
here let each game's bot tests ask one position of a bot in every style."""

from __future__ import annotations

import copy
import itertools
import json
from collections import Counter

from parlour.styles import STYLES, Style, style_of


def in_style(view: dict, style: Style) -> dict:
    """``view`` with the players renamed so that its seat plays in ``style``: the same position at another table."""
    for number in itertools.count():
        names = [f"{name}{number}" for name in view["players"]]
        if style_of({"players": names, "seat": view["seat"]}, STYLES) == style:
            return {**view, "players": names}
    raise AssertionError("unreachable: the names run through every style")


def moves_in_each_style(bot, view: dict) -> list[dict]:
    """The bot's move on ``view`` in each style, each asked of a copy; the bot's own style is asked twice (one
    view, one move)."""
    moves = [bot.choose(copy.deepcopy(in_style(view, style))) for style in STYLES]
    assert bot.choose(copy.deepcopy(view)) == moves[STYLES.index(style_of(view, STYLES))]
    return moves


def styles_differ(moves: list[dict]) -> bool:
    """Whether two styles chose differently."""
    return len({json.dumps(m, sort_keys=True) for m in moves}) > 1


def positions_where_styles_differ(rules, bot, states: list[dict], seat_of) -> Counter:
    """Play each of ``states`` to its end with ``bot`` in every seat that moves (``seat_of(state)``), asking each
    position of the bot in every style, whose moves must all be legal: how many positions of each phase (the
    view's) the styles chose differently."""
    differing: Counter = Counter()
    for state in states:
        while rules.outcome(state) is None:
            seat = seat_of(state)
            view = rules.view(state, seat)
            moves = moves_in_each_style(bot, view)
            assert all(rules.check(state, seat, move) is None for move in moves)
            differing[view["phase"]] += styles_differ(moves)
            state, _ = rules.apply(state, seat, bot.choose(view))
    return differing


def test_every_seat_of_a_table_has_a_style_of_its_own():
    for names in (["Ann", "Ben"], ["North", "South", "East"], [f"P{n}" for n in range(len(STYLES))]):
        styles = [style_of({"players": names, "seat": seat}, STYLES) for seat in range(len(names))]
        assert len(set(styles)) == len(names)
    assert len(set(STYLES)) == len(STYLES) and STYLES[0] == Style(0.0, 0.0)


def test_the_style_follows_the_names_not_the_process():
    view = {"players": ["Ann", "Ben", "Cy"], "seat": 1}
    assert style_of(view, STYLES) == STYLES[4]  # crc32 is the same in every run and in Pyodide
    seen = {style_of({"players": [f"A{n}", f"B{n}"], "seat": 0}, STYLES) for n in range(40)}
    assert seen == set(STYLES)
