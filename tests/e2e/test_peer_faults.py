"""Peer matches that survive faults: a friend's page that reloads comes back to its seat with the link it has, a host
that reloads resumes from its save and its friends come back (by themselves in one-link mode, with a fresh reply code
in invite mode), no move lost; the TURN server a host names travels in the invite."""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import Page, expect

from tests.browser import wait_for_engine
from tests.e2e.test_peers import (
    ends_alike_and_fair,
    log_lines,
    new_page,
    play_round_robin,
    same_log,
    set_up_friends,
)

pytestmark = pytest.mark.browser

SHOTS = os.environ.get("PARLOUR_SHOTS")  # a folder: the friend's states are photographed there, to look at


def shoot(page: Page, name: str, scroll_to: str | None = None) -> None:
    """With PARLOUR_SHOTS set, photograph the page at a phone's size and a laptop's, then give it its size back."""
    if not SHOTS:
        return
    size = page.viewport_size
    for width, height in ((390, 844), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        if scroll_to:
            page.get_by_test_id(scroll_to).scroll_into_view_if_needed()
        page.wait_for_timeout(300)  # the layout settles (a photograph only: nothing waits on it otherwise)
        page.screenshot(path=os.path.join(SHOTS, f"{name}-{width}.png"))
    if size:
        page.set_viewport_size(size)


# What each RTCPeerConnection of the page was asked for, before tests/browser.py strips the ICE servers (no packet of
# a test leaves this machine, so the TURN server named here is never reached).
RECORD_ICE_SERVERS = """
window.__iceAsked = [];
const Watched = window.RTCPeerConnection;
window.RTCPeerConnection = class extends Watched {
  constructor(config = {}, ...rest) {
    window.__iceAsked.push(JSON.parse(JSON.stringify(config.iceServers ?? [])));
    super(config, ...rest);
  }
};
"""
TURN = "turn:127.0.0.1:3478"


def match_id(page: Page) -> str:
    return page.evaluate("new URLSearchParams(location.hash.slice(6)).get('m')")


def test_reloads_lose_no_move_then_a_rematch_and_a_host_gone_for_good(context, other_context, site_url, relay):
    """One link, a TURN server named on the host's page: the friend reloads, then the host; the match goes on to
    its end and checks out; a rematch over the same connection; then the host goes for good."""
    host = new_page(context, site_url, query=f"&relay={relay.url}&turn={TURN}&turnuser=group&turncred=s3cret")
    set_up_friends(host, ["person", "friend", "bot:easy"])
    expect(host.get_by_test_id("turn-url")).to_have_value(TURN)
    host.get_by_test_id("connect-relay").check()
    host.wait_for_function("document.querySelector('[data-testid=invite-link-1]')?.value.includes('&r=')")
    link = host.get_by_test_id("invite-link-1").input_value()
    assert "turn=turn%3A127.0.0.1%3A3478" in link and "turnuser=group" in link and "turncred=s3cret" in link
    friend_context = other_context(viewport={"width": 390, "height": 844})
    friend_context.add_init_script(RECORD_ICE_SERVERS)
    guest = friend_context.new_page()
    guest.goto(link)
    wait_for_engine(guest)
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "connected", timeout=45_000)
    turn = {"urls": [TURN], "username": "group", "credential": "s3cret"}
    assert any(turn in asked for asked in guest.evaluate("window.__iceAsked")), "the friend did not ask the TURN server"

    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    play_round_robin([host, guest], stop_after=2)

    # The link passed on: another browser opens it and waits in the seat's room for its turn to be heard
    intruder = other_context().new_page()
    intruder.goto(link)
    wait_for_engine(intruder)
    guest.reload()  # the friend's tab reloads: its page comes back to the seat with the link it has
    wait_for_engine(guest)
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "connected", timeout=45_000)
    same_log(guest, host)
    # whichever came first, the seat is the friend's: the other browser was turned away, or is still unheard
    expect(intruder.get_by_test_id("connection")).not_to_have_attribute("data-state", "connected")
    assert intruder.get_by_test_id("hand").locator(".card").count() == 0
    intruder.context.close()
    shoot(guest, "friend-rejoined")
    play_round_robin([host, guest], stop_after=1)

    log = log_lines(host)
    host.reload()  # the host's tab reloads: the match resumes from its save; the friend waits, then is back
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "reconnecting", timeout=30_000)
    expect(guest.get_by_test_id("connection")).to_contain_text("The host is reconnecting")
    expect(guest.get_by_test_id("hand").locator(".card:not([disabled])")).to_have_count(0)  # nothing to press
    shoot(guest, "friend-host-reconnecting")
    wait_for_engine(host)
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "connected", timeout=45_000)
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "connected")
    assert log_lines(host)[: len(log)] == log  # every move kept (a bot may have moved since)
    same_log(guest, host)
    play_round_robin([host, guest])
    ends_alike_and_fair(host, guest)
    first = match_id(guest)

    host.get_by_test_id("play-again").click()  # a rematch over the same connection: nobody sends a link again
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "connected", timeout=15_000)
    expect(host.get_by_test_id("invite-link-1")).to_have_count(0)
    expect(guest.get_by_test_id("rematch")).to_be_visible()
    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    expect(guest.get_by_test_id("outcome")).to_have_count(0)
    assert match_id(guest) != first
    same_log(guest, host)
    shoot(guest, "friend-rematch")

    host.goto("about:blank")  # the host closes its tab for good: the friend keeps what it saw, marked abandoned
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "reconnecting", timeout=30_000)
    guest.get_by_test_id("leave-match").click()
    history = guest.get_by_test_id("guest-history")
    expect(history.locator("[data-testid^=abandoned-]")).to_have_count(1)
    expect(history.locator("[data-testid^=abandoned-]")).to_contain_text("while the host was away")
    expect(history).to_contain_text("Verified fair")  # the first match, seen to its end
    shoot(guest, "friend-history", scroll_to="guest-history")
