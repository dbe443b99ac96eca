"""Peers over WebRTC, measured in one Chromium run: how often and how fast a friend connects, and the latency from a
host's move to the friend's redraw over the data channel.

    python bench/p2p.py [--moves 40] [--trials 5] [--loss 0,10,30]

**Connecting.** For each mode (invite link and reply code; one link through a relay, here the test relay of
tests/relay.py) and each simulated loss of WebRTC packets (Chrome's network emulation, on both pages), fresh browser
profiles set up a match with a friend ``--trials`` times. Time to connect runs from the friend's page opening the
link to both pages saying "connected": the friend's page boots meanwhile, and in invite mode the reply code is pasted
back the moment it shows (a person takes longer). A trial not connected within 60 s failed.

**Latency.**
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
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402

from tests.browser import SITE, confine, launch_options  # noqa: E402
from tests.e2e.test_peers import connect, log_count, new_page, set_up_friends, take_turn  # noqa: E402
from tests.relay import RelayThread  # noqa: E402
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


CONNECT_WITHIN_MS = 60_000
CONNECTED = "[data-testid=connection][data-state=connected]"


def lose_packets(page, percent: float) -> None:
    """Drop ``percent`` % of the page's WebRTC packets: Chrome's network emulation, as a rule with an empty URL
    pattern, which applies to peer-to-peer connections too (and changes no speed of HTTP or the relay's socket)."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    rule = {"urlPattern": "", "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1, "packetLoss": percent}
    session.send("Network.emulateNetworkConditionsByRule", {"matchedNetworkConditions": [rule]})


def connect_once(browser, site_url: str, relay_url: str | None, loss: float) -> float | None:
    """One friend joining one host in fresh profiles: seconds to connect, or None if not within the limit."""
    host_context, guest_context = browser.new_context(), browser.new_context()
    try:
        for context in (host_context, guest_context):
            confine(context)
        host = new_page(host_context, site_url, query=f"&relay={relay_url}" if relay_url else "")
        lose_packets(host, loss)
        set_up_friends(host, ["person", "friend"])
        if relay_url:
            host.get_by_test_id("connect-relay").check()
            host.wait_for_function("document.querySelector('[data-testid=invite-link-1]')?.value.includes('&r=')")
        else:
            host.wait_for_function("document.querySelector('[data-testid=invite-link-1]')?.value.includes('#join?')")
        link = host.get_by_test_id("invite-link-1").input_value()
        guest = guest_context.new_page()
        lose_packets(guest, loss)
        started = time.perf_counter()
        guest.goto(link, wait_until="domcontentloaded")
        try:
            if not relay_url:
                reply = guest.get_by_test_id("reply-code")
                reply.wait_for(timeout=CONNECT_WITHIN_MS)
                host.get_by_test_id("reply-1").fill(reply.input_value())
                host.get_by_test_id("reply-ok-1").click()
            left = CONNECT_WITHIN_MS - (time.perf_counter() - started) * 1000
            host.wait_for_selector("[data-testid=peer-status-1][data-state=connected]", timeout=max(left, 1))
            left = CONNECT_WITHIN_MS - (time.perf_counter() - started) * 1000
            guest.wait_for_selector(CONNECTED, timeout=max(left, 1))
        except PlaywrightTimeout:
            return None
        return time.perf_counter() - started
    finally:
        host_context.close()
        guest_context.close()


def connections(browser, site_url: str, trials: int, losses: list[float]) -> None:
    """Print, per mode and packet loss, how many trials connected and their times to connect."""
    relay = RelayThread()
    try:
        for mode, relay_url in (("invite link + reply code", None), ("one link, through a relay", relay.url)):
            for loss in losses:
                times = [connect_once(browser, site_url, relay_url, loss) for _ in range(trials)]
                made = sorted(t for t in times if t is not None)
                timing = f"median {statistics.median(made):.1f} s, slowest {made[-1]:.1f} s" if made else "-"
                print(f"connect, {mode}, {loss:g}% of WebRTC packets lost: {len(made)}/{trials} connected; {timing}")
    finally:
        relay.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40, help="host moves to time (default 40)")
    parser.add_argument("--trials", type=int, default=5, help="connections per mode and loss (default 5)")
    parser.add_argument("--loss", default="0,10,30", help="WebRTC packet loss in percent, comma-separated")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = serve.start(SITE)
    site_url = f"http://127.0.0.1:{server.server_port}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        connections(browser, site_url, args.trials, [float(x) for x in args.loss.split(",")])
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
