"""Every game's guided first game can be set up as the page sets it up, and its tips speak of events the game
really logs."""

from __future__ import annotations

import pytest

from parlour import api, engine

GAMES = [entry.id for entry in engine.CATALOGUE if entry.module]


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_match_sets_up_and_its_tips_name_real_events(game):
    rules = engine.game(game)
    guide = next(g for g in api.catalogue({}) if g["id"] == game)["guide"]
    players = ["You", *(f"Bot {i}" for i in range(guide["bots"]))]
    assert guide["level"] in rules.bots and guide["intro"]
    logged: set[str] = set()
    bot = rules.bots[guide["level"]]
    for seed in (guide["seed"], "another deal", "a third deal"):  # a tip may need a luckier deal than the guide's
        state = rules.setup(players, guide["options"], seed)
        while rules.outcome(state) is None:
            seat = sorted(rules.to_act(state))[0]
            state, events = rules.apply(state, seat, bot.choose(rules.view(state, seat)))
            logged.update(e["type"] for e in events)
    assert set(guide["tips"]) <= logged, f"tips for events that never came: {set(guide['tips']) - logged}"
