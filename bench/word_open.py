"""How soon a word game is on the table after Start, with the engine ready: a player's view, in Chromium.

    python bench/word_open.py [--runs 3] [--app NAME=SITE_DIR ...]

Each site gets a fresh persistent profile; after its first visit (the service worker has cached the build and the
interpreter snapshot is stored), each run reloads the page, waits for the engine and a moment of quiet, opens
Hardback's and then Letter Tycoon's setup and times Start until the player's hand is drawn (the word lists are
read from the cache, their index built in slices after that). Prints the medians. Goal (issue #22): 300 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from bench.boot import ALL_CACHED, HAS_SNAPSHOT  # noqa: E402

from tests.browser import SITE, launch_options, wait_until  # noqa: E402
from tools import serve  # noqa: E402

GAMES = ("hardback", "lettertycoon")


def measure(playwright, site: Path, runs: int) -> dict[str, list[float]]:
    server = serve.start(site)
    times: dict[str, list[float]] = {game: [] for game in GAMES}
    with tempfile.TemporaryDirectory(prefix="parlour-bench-words-") as profile:
        context = playwright.chromium.launch_persistent_context(profile, **launch_options())
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/?botDelay=0")
        page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
        wait_until(page, HAS_SNAPSHOT, timeout_s=60)
        wait_until(page, ALL_CACHED, timeout_s=120)
        for _ in range(runs):
            for game in GAMES:
                page.reload()
                page.wait_for_selector("html[data-engine=ready]", timeout=120_000)
                page.wait_for_timeout(2500)  # the start's background work settles
                page.get_by_test_id(f"new-{game}").click()
                started = time.perf_counter()
                page.get_by_test_id("start").click()
                page.locator("[data-testid=hand] svg").first.wait_for(timeout=60_000)
                times[game].append((time.perf_counter() - started) * 1000)
                page.get_by_test_id("leave").click()
        context.close()
    server.shutdown()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--app", action="append", default=[], metavar="NAME=DIR", help="another built site")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    builds = {"app": SITE, **{n: Path(d) for n, d in (a.split("=", 1) for a in args.app)}}
    with sync_playwright() as playwright:
        results = {name: measure(playwright, site, args.runs) for name, site in builds.items()}
    print(f"Start -> the hand drawn, engine ready (ms, median of {args.runs}; goal <= 300):")
    for name, times in results.items():
        cells = ", ".join(
            f"{game} {statistics.median(t):.0f} ({' '.join(f'{x:.0f}' for x in t)})" for game, t in times.items()
        )
        print(f"{name:<10}{cells}")


if __name__ == "__main__":
    main()
