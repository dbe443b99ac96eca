"""Bot think time inside Pyodide, in Chromium: each `bot_move` round trip through the page's engine API.

    python bench/bots_in_pyodide.py [--game odin] [--games 3] [--players 4]

Plays whole all-bot games in the browser's engine worker and prints, per bot level, the median and p95 time
of a bot's decision as the page sees it (worker round trip included). Goal for Odin: median <= 100 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tests.browser import SITE, launch_options  # noqa: E402
from tools import serve  # noqa: E402

PLAY = """async ({game, players, options, levels, games}) => {
  const { startEngine } = await import("/js/engine.js");
  const engine = startEngine();
  await engine.ready;
  const times = {};
  for (let g = 0; g < games; g++) {
    const match = `bench-${g}`;
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
    parser.add_argument("--game", default="odin")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    import parlour

    levels = list(parlour.bots(args.game))
    players = [f"P{i + 1}" for i in range(args.players)]
    server = serve.start(SITE)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/build.json")
        times = page.evaluate(
            PLAY, {"game": args.game, "players": players, "options": {}, "levels": levels, "games": args.games}
        )
        browser.close()
    server.shutdown()
    print(f"{args.game}: bot decision time in Pyodide (Chromium), {args.games} games of {args.players} players (ms)")
    for level, samples in times.items():
        samples.sort()
        p95 = samples[int(0.95 * (len(samples) - 1))]
        print(f"  {level:<8} median {statistics.median(samples):7.1f}   p95 {p95:7.1f}   ({len(samples)} decisions)")


if __name__ == "__main__":
    main()
