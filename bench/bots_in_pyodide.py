"""Bot think time inside Pyodide, in Chromium: each `bot_move` round trip through the page's engine API.

    python bench/bots_in_pyodide.py [--game odin] [--games 3] [--players 4]

Plays whole all-bot games of every game (or of ``--game``) in the browser's engine worker, on default options (The
Crew on missions from 1 to 50), and prints, per game and bot level, the median and p95 time of a bot's decision as
the page sees it (worker round trip included). Goal (#21): median <= 50 ms, p95 <= 300 ms for every game and level.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tests.browser import SITE, launch_options  # noqa: E402
from tools import serve  # noqa: E402

#: Players at each game's table, as people usually play it.
PLAYERS = {"odin": 4, "crew": 4, "hardback": 2, "lettertycoon": 3, "rolltothetop": 2}
#: Options other than the defaults: The Crew's first mission is a single task, so its bots are timed over the logbook.
OPTIONS = {"crew": [{"mission": m} for m in (1, 10, 20, 30, 40, 50)]}

PLAY = """async ({game, players, optionSets, levels, games}) => {
  const { startEngine } = await import("/js/engine.js");
  const engine = startEngine();
  await engine.ready;
  const times = {};
  for (let g = 0; g < games * optionSets.length; g++) {
    const match = `bench-${g}`;
    const options = optionSets[g % optionSets.length];
    const record = { game, players, options, seed: `bench-${g}`, moves: [] };
    let summary = await engine.call("open", { match, record });
    let moves = 0;
    while (!summary.outcome && moves++ < 5000) {
      const seat = summary.to_act[0];
      const level = levels[seat % levels.length];
      const start = performance.now();
      const move = await engine.call("bot_move", { match, seat, level });
      (times[level] ??= []).push(performance.now() - start);
      summary = await engine.call("move", { match, seat, move });
    }
  }
  return times;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game's id (default: every game)")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, help="players a game (default: each game's usual table)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    import parlour

    server = serve.start(SITE)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/build.json")
        for game in [args.game] if args.game else list(PLAYERS):
            count = args.players or PLAYERS[game]
            players = [f"P{i + 1}" for i in range(count)]
            levels = list(parlour.bots(game))
            options = OPTIONS.get(game, [{}])
            times = page.evaluate(
                PLAY,
                {"game": game, "players": players, "optionSets": options, "levels": levels, "games": args.games},
            )
            played = f"{args.games * len(options)} games of {count} players"
            if game in OPTIONS:
                played += f", options {', '.join(json.dumps(o) for o in options)}"
            print(f"{game}: bot decision time in Pyodide (Chromium), {played} (ms)")
            for level, samples in times.items():
                samples.sort()
                p95 = samples[int(0.95 * (len(samples) - 1))]
                median = statistics.median(samples)
                print(f"  {level:<8} median {median:7.1f}   p95 {p95:7.1f}   ({len(samples)} decisions)", flush=True)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
