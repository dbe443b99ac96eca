"""Peers that misbehave: a host that shows a friend two different views of one moment, a friend that floods its
host before the handshake is done, a friend whose move is nested thousands of levels deep, a page posing as the host
in a one-link room. Each attack is made from outside the app, by wrapping the page's data channels in an init
script or by driving the app's own modules from the test (the app is not changed for tests)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.test_peers import (
    CAPTURE_CHANNELS,
    connect,
    ends_alike_and_fair,
    log_lines,
    new_page,
    open_link,
    play_round_robin,
    same_log,
    set_up_friends,
)

pytestmark = pytest.mark.browser

# The host's page sends the friend two views of the moment its turn first comes (the deal or the bot's lead, as
# the seed says; that view stays on screen): a made-up one (a card missing from its hand, scores 99 and -99, an
# invented log line) and the genuine one, in the order FIRST says, each with its own sequence number (later
# messages are renumbered to match), as a host that wanted to pass the friend's audit with a false view would.
TWO_VIEWS_OF_ITS_TURN = """
window.__twoViewsAt = null;
const sendOnward = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) {
  const message = typeof data === "string" && data.startsWith("{") ? JSON.parse(data) : null;
  if (!message || !message.seq) return sendOnward.call(this, data);
  if (this.shiftFrom !== undefined) {
    if (message.seq >= this.shiftFrom) message.seq += 1;
    return sendOnward.call(this, JSON.stringify(message));
  }
  const view = message.type === "view" ? message.body.view : null;
  if (!view?.to_act.includes(view.seat)) return sendOnward.call(this, data);
  const made_up = {
    ...view,
    scores: view.scores.map((_, seat) => (seat === view.seat ? 99 : -99)),
    hand: view.hand.slice(1),
    log: [...view.log, { text: "An invented line." }],
  };
  const forged = { ...message, body: { ...message.body, view: made_up } };
  const [one, two] = "FIRST" === "false" ? [forged, message] : [message, forged];
  this.shiftFrom = message.seq + 1;
  sendOnward.call(this, JSON.stringify(one));
  sendOnward.call(this, JSON.stringify({ ...two, seq: message.seq + 1 }));
  window.__twoViewsAt = message.body.index;
};
"""


@pytest.mark.parametrize("first", ["false", "genuine"])
def test_a_second_different_view_of_a_move_is_refused_and_the_audit_fails(context, other_context, site_url, first):
    context.add_init_script(TWO_VIEWS_OF_ITS_TURN.replace("FIRST", first))
    host = new_page(context, site_url)
    set_up_friends(host, ["bot:easy", "friend"])
    guest = connect(host, other_context(viewport={"width": 390, "height": 844}), site_url, 1)
    host.get_by_test_id("lobby-start").click()

    warning = guest.get_by_test_id("view-refused")
    expect(warning).to_contain_text("two different views", timeout=30_000)
    index = host.evaluate("window.__twoViewsAt")
    moment = "of the deal" if index == 0 else f"after move {index}"
    expect(warning).to_contain_text(f"two different views {moment}: the second was refused")
    expect(warning).to_contain_text("cannot be verified fair")
    expect(host.get_by_test_id("peer-problem-1")).to_contain_text(f"differs from the view {index}")
    # the view drawn is the first; the second changed nothing on the page
    assert ("An invented line." in log_lines(guest)) == (first == "false")
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(8 if first == "false" else 9)

    play_round_robin([guest])
    expect(guest.get_by_test_id("outcome")).to_be_visible(timeout=15_000)
    audit = guest.get_by_test_id("audit")
    expect(audit).to_have_attribute("data-fair", "false", timeout=15_000)
    expect(audit).to_contain_text(f"two different views {moment}")
    if first == "false":  # what was drawn is also checked against the replay
        expect(audit).to_contain_text(f"differed from the rules at move {index}")
    else:
        expect(audit).not_to_contain_text("differed from the rules")
    expect(warning).to_be_visible()


def test_a_flood_from_a_friend_before_the_handshake_is_done_is_bounded(context, other_context, site_url):
    """The friend says hello, sends 3,000 junk messages, then its hello 30 times more: the host answers a
    bounded number of them (it once sent back 90,030), then hangs up; a new link works."""
    context.add_init_script(CAPTURE_CHANNELS)
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend"])
    friend_context = other_context()
    guest = connect(host, friend_context, site_url, 1, init=CAPTURE_CHANNELS)
    guest.evaluate(
        """() => {
             const ch = window.__channels[0];
             const hello = window.__sent[0];
             const match = JSON.parse(hello).match;
             const move = (i) => JSON.stringify({ v: 2, match, seq: i, type: "move", body: {} });
             const junk = (i) => [`junk ${i}`, move(i), "[]"][i % 3];
             for (let i = 0; i < 3000; i++) ch.send(junk(i));
             for (let i = 0; i < 30; i++) ch.send(hello);
           }"""
    )
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "lost", timeout=30_000)
    expect(host.get_by_test_id("peer-problem-1")).to_contain_text("more than 64 messages came before the handshake")
    host.wait_for_function("window.__channels[0].readyState === 'closed'")
    sent = host.evaluate("window.__sent.map((m) => JSON.parse(m).type)")
    # (a comeback: the offer this seat's friend would come back with after a drop, if it came before the hang-up)
    assert sent.count("welcome") == 1 and sent.count("comeback") <= 1 and set(sent) <= {"welcome", "error", "comeback"}
    assert len(sent) <= 66, f"the host sent {len(sent)} messages"
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "lost")

    # A new link for the seat: its friend repeats its hello 30 times and gets the welcome again each time, nothing
    # more; the match then starts.
    host.get_by_test_id("rejoin-1").click()
    friend = friend_context.new_page()
    comebacks = "window.__sent.filter((m) => JSON.parse(m).type === 'comeback').length"
    given = host.evaluate(comebacks)
    open_link(friend, host, 1)
    expect(friend.get_by_test_id("connection")).to_have_attribute("data-state", "connected")
    before = host.evaluate("window.__sent.length")
    friend.evaluate(
        """() => {
             const ch = window.__channels.find((c) => c.readyState === "open");
             for (let i = 0; i < 30; i++) ch.send(ch.sent[0]);
           }"""
    )
    host.wait_for_function(f"window.__sent.length >= {before + 30}")
    again = host.evaluate(f"window.__sent.slice({before}).map((m) => JSON.parse(m).type)")
    assert again == ["welcome"] * 30
    host.get_by_test_id("lobby-start").click()
    expect(friend.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    # the offer to come back with goes only once the friend has proved its connection (by its reveal)
    host.wait_for_function(f"{comebacks} === {given} + 1")


# Makes the friend's page send its next move or check (as window.__deepen says) nested 4,000 levels deep, about
# 8 KB: under the 16 KB limit, as a friend's modified page could.
DEEPENS_A_REQUEST = """
window.__deepen = null;
window.__after = null;
const sendOnward = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) {
  const marker = `"type":"${window.__deepen}"`;
  if (window.__deepen && typeof data === "string" && data.includes(marker)) {
    const levels = 4000;
    data = data.slice(0, data.indexOf('"move":') + 7) + `{"cards":${"[".repeat(levels)}${"]".repeat(levels)}}}}`;
  }
  if (window.__after && typeof data === "string" && data.includes('"type":"check"')) {
    data = data.replace('"move":', `"after":${JSON.stringify(window.__after)},"move":`);
  }
  return sendOnward.call(this, data);
};
"""


def test_a_move_or_check_nested_thousands_deep_is_refused_and_the_match_goes_on(context, other_context, site_url):
    host = new_page(context, site_url)
    set_up_friends(host, ["friend", "bot:easy"])
    guest = connect(host, other_context(), site_url, 0, init=DEEPENS_A_REQUEST)
    host.get_by_test_id("lobby-start").click()
    status = guest.get_by_test_id("status")
    expect(status).to_have_text("Your turn", timeout=30_000)
    # the friend's turn may show before the host's page has drawn its own log
    expect(host.get_by_test_id("log").locator("li")).not_to_have_count(0)
    same_log(guest, host)
    log = log_lines(host)

    guest.evaluate("window.__deepen = 'check'")
    guest.get_by_test_id("hand").locator(".card").first.click()
    expect(guest.get_by_test_id("reason")).to_contain_text("nested too deeply")
    guest.get_by_test_id("clear").click()

    # A check may carry moves for the host's engine to try first (Hardback's chosen purchases): they reach it, and
    # are held to its limits; a field of the wrong shape is refused before anything reads it.
    guest.evaluate("window.__deepen = null; window.__after = Array(13).fill({type: 'pass'})")
    guest.get_by_test_id("hand").locator(".card").first.click()
    expect(guest.get_by_test_id("reason")).to_contain_text("at most 12 moves")
    guest.get_by_test_id("clear").click()
    guest.evaluate("window.__after = [7]")
    guest.get_by_test_id("hand").locator(".card").first.click()
    expect(guest.get_by_test_id("reason")).to_contain_text('Field "after" of a check message')
    guest.get_by_test_id("clear").click()
    guest.evaluate("window.__after = null")

    guest.evaluate("window.__deepen = 'move'")
    if guest.get_by_test_id("pass").is_enabled():  # the bot led (as the seed says): passing is a move too
        guest.get_by_test_id("pass").click()
    else:  # the friend leads: any card may
        guest.get_by_test_id("hand").locator(".card").first.click()
        expect(guest.get_by_test_id("play")).to_be_enabled()  # the check went as it was
        guest.get_by_test_id("play").click()
    expect(status).to_contain_text("nested too deeply")
    assert log_lines(host) == log_lines(guest) == log

    guest.evaluate("window.__deepen = null")
    if guest.get_by_test_id("clear").is_enabled():  # the refused play left its card chosen
        guest.get_by_test_id("clear").click()
    play_round_robin([guest])
    ends_alike_and_fair(host, guest)


MAKE_HOST_KEY = """async () => {
  const keys = await import("./js/net/host-key.js");
  const jwk = await keys.makeHostKey();
  return { jwk, publicKey: (await keys.hostSigner(jwk)).publicKey };
}"""

# Joins a one-link room as a host (signing with `key`, a JWK) or as a friend (hearing only the host of `key`, the
# link's public key); window.met lists the peers this page took as its other end. Returns this page's peer id.
MEET = """async ({ secret, relay, role, key }) => {
  const { meet } = await import("./js/net/relay.js");
  const keys = await import("./js/net/host-key.js");
  const { selfId } = await import("@trystero-p2p/nostr");
  const options = { relays: [relay] };
  if (role === "friend") options.verify = await keys.hostVerifier(key);
  else options.sign = (await keys.hostSigner(key)).sign;
  window.met = [];
  const meeting = await meet(secret, options);
  meeting.arrived.then((channel) => window.met.push(channel.peerId));
  return selfId;
}"""


def meeting_page(context, site_url):
    """The site's page, whose import map lets the test load js/net/relay.js in it, as a page of modified code
    would (the app's home screen meanwhile joins no room)."""
    page = context.new_page()
    page.goto(site_url)
    return page


def test_a_page_posing_as_the_host_in_a_one_link_room_is_not_heard(context, other_context, site_url, relay):
    """Another holder of the link comes to the room first and says it is the host, with a key of its own: the
    friend does not take it (it would have sent it the seat's token, then waited for good), and meets the real host
    that comes after."""
    secret = "cd" * 16
    impostor, friend = meeting_page(context, site_url), meeting_page(other_context(), site_url)
    host = meeting_page(other_context(), site_url)
    host_key, impostor_key = host.evaluate(MAKE_HOST_KEY), impostor.evaluate(MAKE_HOST_KEY)

    meet = {"secret": secret, "relay": relay.url}
    impostor.evaluate(MEET, {**meet, "role": "host", "key": impostor_key["jwk"]})
    friend_id = friend.evaluate(MEET, {**meet, "role": "friend", "key": host_key["publicKey"]})
    impostor.wait_for_function("id => window.met.includes(id)", arg=friend_id, timeout=45_000)  # it said it hosts

    host_id = host.evaluate(MEET, {**meet, "role": "host", "key": host_key["jwk"]})
    friend.wait_for_function("() => window.met.length > 0", timeout=45_000)
    assert friend.evaluate("window.met") == [host_id], "the friend took a peer that is not the link's host"
