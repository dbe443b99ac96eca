"""The engine inside Pyodide (CPython 3.14 compiled to WebAssembly, in Chromium's Web Worker) plays the same
games as CPython here: the same seeds and bots give the same moves and the same state hashes."""

from __future__ import annotations

import pytest

import parlour
from parlour import api, engine

pytestmark = pytest.mark.browser

# (game, players, options, bot level per seat)
GAMES = [
    ("odin", ["A", "B"], {"length": 15}, ["hard", "easy"]),
    ("odin", ["A", "B", "C"], {"length": 10}, ["hard", "hard", "easy"]),
    ("odin", ["A", "B", "C", "D", "E", "F"], {"length": 0, "goat": True}, ["easy", "hard"] * 3),
    ("odin", ["A", "B", "C", "D"], {"length": 20}, ["hard"] * 4),
    ("rolltothetop", ["A", "B", "C"], {"board": "twinpeaks", "reverse": True}, ["hard", "easy", "hard"]),
    ("rolltothetop", ["A"], {"rounds": 2}, ["hard"]),
    ("lettertycoon", ["A", "B", "C"], {"dictionary": "common"}, ["hard", "easy", "hard"]),
    ("lettertycoon", ["A", "B"], {"dictionary": "british", "challenges": "players"}, ["easy", "hard"]),
    ("hardback", ["A", "B"], {"target": 40, "awards": True, "adverts": True}, ["hard", "easy"]),
    ("hardback", ["A", "B"], {"mode": "coop", "target": 40, "signature": "random"}, ["hard", "hard"]),
    ("crew", ["A", "B", "C"], {"mission": 13}, ["hard", "easy", "hard"]),
    ("crew", ["A", "B"], {"mission": 4}, ["hard", "hard"]),
    ("crew", ["A", "B", "C", "D", "E"], {"mission": 25}, ["hard"] * 5),
]


def test_every_game_of_the_catalogue_is_played():
    assert {game for game, *_ in GAMES} == {entry["id"] for entry in api.catalogue({})}


PLAY_IN_BROWSER = """async ({games}) => {
  const { startEngine } = await import("/js/engine.js");
  const engine = startEngine();
  await engine.ready;
  const results = [];
  for (const [index, [game, players, options, levels, seed]] of games.entries()) {
    const match = `pyodide-${index}`;
    let summary = await engine.call("open", { match, record: { game, players, options, seed, moves: [] } });
    const moves = [];
    while (!summary.outcome && moves.length < 5000) {
      const seat = summary.to_act[0];
      const move = await engine.call("bot_move", { match, seat, level: levels[seat] });
      summary = await engine.call("move", { match, seat, move });
      moves.push({ seat, move });
    }
    results.push({ moves, hash: await engine.call("state_hash", { match }) });
  }
  return results;
}"""


def test_seeded_bot_games_match_cpython(context, site_url):
    games = [[g, players, options, levels, f"seed-{i}"] for i, (g, players, options, levels) in enumerate(GAMES)]
    page = context.new_page()
    page.goto(site_url + "build.json")
    results = page.evaluate(PLAY_IN_BROWSER, {"games": games})

    for (game_id, players, options, levels, seed), result in zip(games, results, strict=True):
        rules = parlour.game(game_id)
        state = rules.setup(players, options, seed)
        for step in result["moves"]:
            seat = step["seat"]
            assert rules.bots[levels[seat]].choose(rules.view(state, seat)) == step["move"]
            state, _ = rules.apply(state, seat, step["move"])
        assert rules.outcome(state) is not None, "the game in Pyodide ended, so must the replay"
        assert rules.state_hash(state) == result["hash"]
        record = {"game": game_id, "players": players, "options": options, "seed": seed, "moves": result["moves"]}
        assert rules.state_hash(engine.replay(record)) == result["hash"]
