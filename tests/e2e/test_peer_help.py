"""Help at the table in a peer match (#18): a take-back is a request the other players accept or refuse, and
suggestions are the host's option, shown to everyone. One Odin match: the host (Ana), a bot (Ben) after her and the
friend (Cleo) after him, so that the friend's move can be taken back while it is the host's turn, and the host's
cannot once the bot has played; then a rematch without suggestions."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_odin import hand_cards
from tests.e2e.test_peers import (
    CAPTURE_CHANNELS,
    connect,
    ends_alike_and_fair,
    log_lines,
    new_page,
    set_up_friends,
    take_turn,
)

pytestmark = pytest.mark.browser

CAN_ACT = "[data-testid=hand] .card:not([disabled]), [data-testid=take]"
SUGGESTIONS_OFF = "The host has not allowed suggestions in this match."


def whose_turn(host: Page, guest: Page) -> str:
    """Wait until the host or the friend may act (the bot moves by itself): "host" or "guest", or "over"."""
    for _ in range(300):
        if host.get_by_test_id("outcome").count():
            return "over"
        for name, page in (("host", host), ("guest", guest)):
            if page.locator(CAN_ACT).count():
                return name
        host.wait_for_timeout(50)
    raise AssertionError("nobody could act")


def play_until(host: Page, guest: Page, whose: str) -> None:
    """The others play (as test_peers' round robin does) until it is ``whose`` turn."""
    pages = {"host": host, "guest": guest}
    while (now := whose_turn(host, guest)) != whose:
        before = len(log_lines(host))
        take_turn(pages[now])
        host.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}")


def send_raw(guest: Page, host: Page, type_: str, body: dict) -> dict:
    """The friend's page sends a message of its own making on its channel, numbered next; the host's answer."""
    match = guest.evaluate("new URLSearchParams(location.hash.slice(6)).get('m')")
    sent = [json.loads(m) for m in guest.evaluate("window.__sent")]
    seq = max(m["seq"] for m in sent if m.get("match") == match) + 1
    raw = json.dumps({"v": 2, "match": match, "seq": seq, "type": type_, "body": body})
    guest.evaluate("(raw) => window.__channels.find((c) => c.readyState === 'open').send(raw)", raw)
    req = f'"req":{body["req"]},'
    host.wait_for_function("(req) => window.__sent.some((m) => m.includes(req))", arg=req)
    return next(json.loads(m) for m in host.evaluate("window.__sent") if req in m)


def pass_to_the_end(host: Page, guest: Page) -> None:
    """The people pass whenever they may (a lead plays any card, and a take takes): the bot sheds its hand within a
    few tricks, with no checks over the channel (test_peers' round robin tries card after card)."""
    while (now := whose_turn(host, guest)) != "over":
        page = {"host": host, "guest": guest}[now]
        before = len(log_lines(host))
        if page.get_by_test_id("take").count():
            page.get_by_test_id("take").locator(".card").first.click()
        elif page.get_by_test_id("pass").is_enabled():
            page.get_by_test_id("pass").click()
        else:
            take_turn(page)
        grown = f"document.querySelectorAll('[data-testid=log] li').length > {before}"
        host.wait_for_function(f"document.querySelector('[data-testid=outcome]') || {grown}")


def test_take_backs_are_asked_and_answered_and_suggestions_follow_the_hosts_option(context, other_context, site_url):
    host = new_page(context, site_url, init=CAPTURE_CHANNELS)
    set_up_friends(host, ["person", "bot:easy", "friend"], names=["Ana", "Ben", "Cleo"])
    host.get_by_test_id("allow-suggestions").check()
    guest = connect(host, other_context(viewport={"width": 390, "height": 844}), site_url, 2, init=CAPTURE_CHANNELS)
    expect(guest.get_by_test_id("suggestions-setting")).to_have_text("Suggestions: allowed")
    expect(guest.get_by_test_id("take-back")).to_have_attribute("title", "You have not moved yet.")
    expect(guest.get_by_test_id("take-back")).to_have_attribute("aria-disabled", "true")  # it looked ready to press
    host.get_by_test_id("lobby-start").click()
    expect(host.get_by_test_id("suggestions-setting")).to_have_text("Suggestions: allowed")

    # The friend's suggestion comes from the host's engine, for the friend's seat, and shows on the friend's table.
    play_until(host, guest, "guest")
    guest.get_by_test_id("suggest").click()
    expect(guest.get_by_test_id("advice-text")).to_contain_text(re.compile(r"^Suggestion: (Play|Take|Pass)"))
    if guest.get_by_test_id("clear").is_enabled():  # the suggested cards are chosen: the friend chooses its own
        guest.get_by_test_id("clear").click()

    hand, log = sorted(hand_cards(guest)), log_lines(host)
    while whose_turn(host, guest) == "guest":  # a play, and the card it picks up into the hand
        take_turn(guest)
        host.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {len(log)}")
    played, after = sorted(hand_cards(guest)), log_lines(host)  # a pass changes no hand, but it is a move

    # Asked and refused: nothing changes, and the friend is told who refused.
    guest.get_by_test_id("take-back").click()
    request = host.get_by_test_id("takeback-request")
    expect(request).to_contain_text(re.compile("^Cleo asks to take back their last move: Cleo (plays|passes)"))
    expect(guest.get_by_test_id("takeback-waiting")).to_be_visible()
    expect(host.get_by_test_id("hand").locator(".card:not([disabled])")).to_have_count(0)  # the table waits
    host.get_by_test_id("takeback-refuse").click()
    expect(guest.get_by_test_id("takeback-refused")).to_have_text("Ana refused to take back Cleo's move: it stands.")
    expect(host.get_by_test_id("takeback")).to_be_hidden()
    assert log_lines(host) == log_lines(guest) == after and sorted(hand_cards(guest)) == played

    # Asked again, by the keys this time (Ctrl+Z, as at a table on one device), and accepted: both pages are back
    # before the move, and the log says so.
    guest.keyboard.press("Control+z")
    host.get_by_test_id("takeback-accept").click()
    told = re.compile(r"^Cleo took back their move, as everyone agreed: Cleo (plays|passes)")
    expect(host.get_by_test_id("log").locator("li").last).to_have_text(told)
    expect(guest.get_by_test_id("log").locator("li").last).to_have_text(told)
    assert log_lines(host)[:-1] == log
    assert log_lines(guest) == log_lines(host)
    expect(guest.get_by_test_id("takeback")).to_be_hidden()
    assert whose_turn(host, guest) == "guest" and sorted(hand_cards(guest)) == hand

    # The host's move, once the bot has played after it, cannot be taken back: the bot's cards were seen.
    play_until(host, guest, "host")
    before_host = len(log_lines(host))
    while whose_turn(host, guest) == "host":
        moves = len(log_lines(host))
        take_turn(host)
        host.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {moves}")
    # Ben's move may be followed by a line of its own (a round won, a new lead): any line since the host's is his.
    lines = "[...document.querySelectorAll('[data-testid=log] li')]"
    host.wait_for_function(f"{lines}.slice({before_host}).some((li) => /^Ben /.test(li.textContent.trim()))")
    button = host.get_by_test_id("take-back")
    expect(button).to_have_attribute("title", re.compile("Ben has moved since, and you saw it"))
    button.click(force=True)  # aria-disabled: a person can still press it, and is told why
    expect(host.get_by_test_id("status")).to_contain_text("Ben has moved since, and you saw it")

    # The friend's audit replays the record after the take-back and the views drawn before it: fair.
    pass_to_the_end(host, guest)
    ends_alike_and_fair(host, guest)
    verdict = re.search(
        r"all (\d+) views .* of the (\d+) moves and the 1 taken back", guest.get_by_test_id("audit").inner_text()
    )
    assert (
        verdict and int(verdict[1]) == int(verdict[2]) + 2
    )  # one before each move and after the last, and the undone one

    # A rematch without suggestions: every page says so, and the host refuses a friend's suggest message.
    host.get_by_test_id("play-again").click()
    expect(host.get_by_test_id("allow-suggestions")).to_be_checked()
    host.get_by_test_id("allow-suggestions").uncheck()
    expect(guest.get_by_test_id("suggestions-setting")).to_have_text("Suggestions: off")
    expect(host.get_by_test_id("peer-status-2")).to_have_attribute("data-state", "connected", timeout=15_000)
    host.get_by_test_id("lobby-start").click()
    expect(host.get_by_test_id("suggestions-setting")).to_have_text("Suggestions: off")
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    expect(guest.get_by_test_id("suggest")).to_have_attribute("title", SUGGESTIONS_OFF)
    refused = send_raw(guest, host, "suggest", {"req": 999})
    assert refused == {**refused, "type": "answer", "body": {"req": 999, "ok": False, "message": SUGGESTIONS_OFF}}

    # A friend's own messages about take-backs: one asked before moves it had not seen, an answer to no request.
    stale = send_raw(guest, host, "take_back", {"req": 1000, "at": 999})["body"]
    assert re.fullmatch(
        r"Moves were made since you asked \(you saw 999, the match has \d+\): ask again\.", stale["message"]
    )
    unasked = send_raw(guest, host, "consent", {"req": 1001, "ask": 1, "accept": True})["body"]
    assert unasked["message"] == "There is no open request 1 to answer: it was answered or withdrawn."


# The host's help (js/net/help.js) with a session of stand-ins: Ana plays at the host, Ben is a friend.
ASKER_LEAVES = """async () => {
  const { HostHelp } = await import("./js/net/help.js");
  const notices = [];
  const session = {
    record: { id: "m", players: ["Ana", "Ben"], seats: [{ kind: "person" }, { kind: "friend" }], moves: [] },
    shell: { engine: { call: async () => ({ allowed: true, what: "Ben plays blue ● 5.", taken: 1 }) } },
    send: () => {},
    friendSeats: () => [1],
    connected: () => true,
    sendViews: async () => {},
    inOrder: (send) => send(),
  };
  const help = new HostHelp(session, { advance: () => notices.push("advance") });
  help.onNotice = (notice) => notices.push(`${notice.state}: ${notice.text}`);
  await help.ask(1);
  const waiting = help.busy();
  help.dropped(1);
  return { waiting, after: help.busy(), notices };
}"""


def test_a_take_back_asked_by_a_friend_who_then_leaves_lapses_and_the_table_goes_on(page):
    # The host's page kept "Ben asks to take back their last move… Accept / Refuse" for a friend long gone, and the
    # table waited on it.
    found = page.evaluate(ASKER_LEAVES)
    assert found["waiting"], "the request did not make the table wait"
    assert found["after"] is None, f"the table still waits: {found['after']}"
    assert found["notices"][-2:] == ["lapsed: Ben left before the answers: their take-back lapsed.", "advance"]
