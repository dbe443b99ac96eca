"""Peer latency, measured in one Chromium run: from a host's move to the friend's redraw over the data channel.

    python bench/p2p.py [--moves 40]

Two browser profiles on 127.0.0.1 play Odin (10 points) through an invite link and reply code, like the
end-to-end tests. For each of the host's moves it takes the time from the host's click to the moment the
friend's page has redrawn its log and table with the move (a MutationObserver on the friend's log): the host's
engine applying the move, the friend's view made and sent, the message crossing the data channel, the friend's
page drawing it. Both pages share the machine's clock. Prints the median and the 95th percentile.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tests.browser import SITE, confine, launch_options  # noqa: E402
from tests.e2e.test_peers import connect, log_count, new_page, set_up_friends, take_turn  # noqa: E402
from tools import serve  # noqa: E402

NOTE_CLICKS = """() => document.addEventListener(
  "click", () => (window.clickAt = performance.timeOrigin + performance.now()), true)"""
NOTE_DRAWS = """() => {
  window.draws = [];
  const log = document.querySelector("[data-testid=log]");
  new MutationObserver(() => window.draws.push([log.children.length, performance.timeOrigin + performance.now()]))
    .observe(log, { childList: true });
}"""


def can_act(page) -> bool:
    return bool(page.locator("[data-testid=hand] .card:not([disabled]), [data-testid=take]").count())


def measure(host, guest, wanted: int) -> list[float]:
    """Play until ``wanted`` host moves were timed (or the game ends); the delays in milliseconds."""
    delays: list[float] = []
    while len(delays) < wanted and not host.get_by_test_id("outcome").count():
        host.wait_for_function(
            """() => document.querySelector('[data-testid=outcome]')
                  || !/thinking/.test(document.querySelector('[data-testid=status]').textContent)"""
        )
        before = log_count(host)
        if can_act(host):
            take_turn(host)
            host.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}")
            guest.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}")
            clicked = host.evaluate("window.clickAt")
            drawn = guest.evaluate(f"window.draws.find(([n]) => n > {before})[1]")
            delays.append(drawn - clicked)
        elif can_act(guest):
            take_turn(guest)
            host.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}")
            guest.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}")
        else:
            host.wait_for_timeout(20)
    return delays


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40, help="host moves to time (default 40)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = serve.start(SITE)
    site_url = f"http://127.0.0.1:{server.server_port}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        host_context, guest_context = browser.new_context(), browser.new_context()
        for context in (host_context, guest_context):
            confine(context)
        host = new_page(host_context, site_url)
        set_up_friends(host, ["person", "friend"], options={"length": "10 points"})
        guest = connect(host, guest_context, site_url, 1)
        host.get_by_test_id("lobby-start").click()
        guest.get_by_test_id("hand").locator(".card").first.wait_for()
        host.evaluate(NOTE_CLICKS)
        guest.evaluate(NOTE_DRAWS)
        delays = sorted(measure(host, guest, args.moves))
        browser.close()
    server.shutdown()
    if not delays:
        sys.exit("no host move was timed")
    p95 = delays[min(len(delays) - 1, round(0.95 * (len(delays) - 1)))]
    median = statistics.median(delays)
    print(f"host move -> friend's redraw over WebRTC, {len(delays)} moves: median {median:.1f} ms, p95 {p95:.1f} ms")


if __name__ == "__main__":
    main()
