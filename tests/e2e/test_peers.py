"""Play with friends by link: WebRTC matches between browser contexts on 127.0.0.1, with no game server.

Each test drives the pages like people: the host sets a seat to "Friend (by link)", copies the invite link from
the page, the friend opens it in another browser context and copies back the reply code, the host pastes it.
Faults are injected from outside the app: raw data channels captured by an init script, a closed context, a
host whose engine is fed another seed (a stacked deck)."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser import NOBODYS_HOST_KEY, choose_seats, peer_connection_report, wait_for_engine
from tests.e2e.test_odin import hand_cards

pytestmark = pytest.mark.browser
MAX_TURNS = 400

# The page's data channels and everything it sent on them, from what tests/browser.py's LOCAL_AND_WATCHED_WEBRTC
# keeps, so a test can send raw messages on the app's own channel (the app is not changed for tests).
CAPTURE_CHANNELS = """
Object.defineProperty(window, "__channels", { get: () => window.__peerConnections.flatMap((pc) => pc.channels) });
Object.defineProperty(window, "__sent", { get: () => window.__channels.flatMap((channel) => channel.sent) });
"""

# Makes the host's engine deal from another seed than the fair one (the record and secrets stay honest).
STACK_THE_DECK = """
const plainPost = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.op === "open" && message.args && message.args.record) {
    message = { ...message, args: { ...message.args, record: { ...message.args.record, seed: "stacked-deck" } } };
  }
  return plainPost.call(this, message, ...rest);
};
"""


# Makes the host page learn late that the friend's reply code was applied, as a busy page may: the friend's
# hello then comes through the new connection before the host's Connect handler goes on. window.__replyNoticed is set
# as the handler goes on, which it does in the same task: a test that sees it set sees what the handler did.
SLOW_TO_NOTICE_THE_REPLY = """
const plainSetRemote = RTCPeerConnection.prototype.setRemoteDescription;
RTCPeerConnection.prototype.setRemoteDescription = async function (...args) {
  await plainSetRemote.apply(this, args);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  window.__replyNoticed = true;
};
"""


# Loses the host's first welcome on the fresh channel, as Chromium now and then loses a channel's first message.
LOSES_THE_FIRST_WELCOME = """
const sendOnward = RTCDataChannel.prototype.send;
window.__welcomesLost = 0;
RTCDataChannel.prototype.send = function (data) {
  if (!window.__welcomesLost && typeof data === "string" && data.includes('"type":"welcome"')) {
    window.__welcomesLost = 1;
    return;
  }
  return sendOnward.call(this, data);
};
"""


def log_lines(page: Page) -> list[str]:
    """The log's entries, read whether the log is in view or in a closed drawer (a phone-sized friend)."""
    return page.get_by_test_id("log").locator("li").all_text_contents()


def new_page(browser_context, site_url: str, init: str = "", query: str = "") -> Page:
    if init:
        browser_context.add_init_script(init)
    tab = browser_context.new_page()
    tab.goto(site_url + "?botDelay=0" + query)
    wait_for_engine(tab)
    return tab


SHORT_ODIN = {"length": "A single hand"}


def set_up_friends(
    host: Page, seats: list[str], names: list[str] | None = None, game: str = "odin", options: dict | None = None
) -> None:
    """The host sets up a match of ``game`` (Odin's single hand unless ``options`` names option labels)."""
    choose_seats(host, game, seats, names)
    for option, label in (SHORT_ODIN if options is None and game == "odin" else options or {}).items():
        host.get_by_test_id(f"option-{option}").select_option(label=label)
    host.get_by_test_id("start").click()
    expect(host.get_by_test_id("lobby")).to_be_visible()


def connect(host: Page, guest_context, site_url: str, seat: int, init: str = "") -> Page:
    """The friend opens the invite link in their browser; the host pastes the reply code back."""
    link = host.get_by_test_id(f"invite-link-{seat}")
    host.wait_for_function(
        f"document.querySelector('[data-testid=invite-link-{seat}]')?.value.includes('#join?')", timeout=15_000
    )
    url = link.input_value()
    assert url.startswith(site_url) and len(url) < 2000
    if init:
        guest_context.add_init_script(init)
    guest = guest_context.new_page()
    guest.goto(url)
    wait_for_engine(guest)
    reply = guest.get_by_test_id("reply-code")
    expect(reply).to_be_visible(timeout=15_000)
    host.get_by_test_id(f"reply-{seat}").fill(reply.input_value())
    host.get_by_test_id(f"reply-ok-{seat}").click()
    try:
        expect(host.get_by_test_id(f"peer-status-{seat}")).to_have_attribute("data-state", "connected", timeout=45_000)
    except AssertionError as failure:
        guest_state = guest.get_by_test_id("connection").get_attribute("data-state")
        report = f"host: {peer_connection_report(host)}\nguest ({guest_state}): {peer_connection_report(guest)}"
        raise AssertionError(f"{failure}\n{report}") from None
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "connected")
    return guest


def turn_state(page: Page) -> str:
    page.wait_for_function(
        """() => document.querySelector('[data-testid=outcome]')
              || [...document.querySelectorAll('[data-testid=hand] .card')].some(c => !c.disabled)
              || document.querySelector('[data-testid=take]')""",
        timeout=30_000,
    )
    return "over" if page.get_by_test_id("outcome").count() else "turn"


def take_turn(page: Page) -> None:
    take = page.get_by_test_id("take")
    if take.count():
        take.locator(".card").first.click()
        return
    play = page.get_by_test_id("play")
    for card in hand_cards(page):
        page.get_by_test_id(f"card-{card}").click()
        # the host's verdict arrives over the channel: the play button lights up or a reason appears
        page.wait_for_function(
            """() => !document.querySelector('[data-testid=play]')?.disabled
                  || document.querySelector('[data-testid=reason]')?.textContent""",
            timeout=10_000,
        )
        if play.is_enabled():
            play.click()
            return
        page.get_by_test_id("clear").click()
    page.get_by_test_id("pass").click()


def log_count(page: Page) -> int:
    return page.get_by_test_id("log").locator("li").count()


def play_round_robin(pages: list[Page], stop_after: int | None = None) -> int:
    """Whoever may act plays, until the end (or ``stop_after`` moves by people); returns moves made."""
    for made in range(MAX_TURNS):
        pages[0].wait_for_function(
            """() => document.querySelector('[data-testid=outcome]')
                  || !/thinking/.test(document.querySelector('[data-testid=status]').textContent)""",
            timeout=30_000,
        )
        ready = None
        for _ in range(200):
            for p in pages:
                if p.get_by_test_id("outcome").count():
                    return made
                if p.locator("[data-testid=hand] .card:not([disabled]), [data-testid=take]").count():
                    ready = p
                    break
            if ready:
                break
            pages[0].wait_for_timeout(50)
        assert ready, "nobody could act"
        before = log_count(pages[0])
        take_turn(ready)
        pages[0].wait_for_function(
            f"document.querySelectorAll('[data-testid=log] li').length > {before}", timeout=15_000
        )
        if stop_after is not None and made + 1 >= stop_after:
            return made + 1
    pytest.fail("the game did not end")


def ends_alike_and_fair(host: Page, *guests: Page) -> None:
    """Each friend's page shows the outcome, the host's log line for line, and an audit that says fair."""
    for guest in guests:
        expect(guest.get_by_test_id("outcome")).to_be_visible(timeout=15_000)
        assert log_lines(guest) == log_lines(host)
        expect(guest.get_by_test_id("audit")).to_have_attribute("data-fair", "true", timeout=15_000)


def test_a_whole_match_with_a_friend_by_link_is_verified_fair(context, other_context, site_url):
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend", "bot:easy"])
    friend_context = other_context(viewport={"width": 390, "height": 800})
    guest = connect(host, friend_context, site_url, 1)
    # The friend has the rules too (a guided game is not offered: it would leave the match).
    guest.get_by_test_id("rules").click()
    rules = guest.get_by_test_id("help")
    expect(rules.get_by_role("heading", name="Odin: rules")).to_be_visible()
    expect(rules.get_by_test_id("guided-odin")).to_have_count(0)
    guest.get_by_role("button", name="Close the rules").click()
    expect(rules).to_be_hidden()
    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    play_round_robin([host, guest])
    expect(host.get_by_test_id("outcome")).to_be_visible()
    ends_alike_and_fair(host, guest)
    expect(guest.get_by_test_id("audit")).to_contain_text("Verified fair")
    expect(guest.get_by_test_id("audit-box")).to_contain_text("could see every hidden card")


def test_a_friend_connected_before_the_host_page_noticed_the_reply_stays_connected(context, other_context, site_url):
    host = new_page(context, site_url, init=SLOW_TO_NOTICE_THE_REPLY)
    set_up_friends(host, ["person", "friend"])
    guest = connect(host, other_context(), site_url, 1)
    host.wait_for_function("window.__replyNoticed === true")  # the Connect handler has gone on
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "connected")
    expect(host.get_by_test_id("lobby-start")).to_be_enabled()
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "connected")


@pytest.mark.parametrize("start", ["when both pages say connected", "as soon as the host page does"])
def test_a_friend_whose_welcome_was_lost_gets_it_again_and_plays(context, other_context, site_url, start):
    host = new_page(context, site_url, init=LOSES_THE_FIRST_WELCOME)
    set_up_friends(host, ["person", "friend", "bot:easy"])
    if start == "when both pages say connected":
        guest = connect(host, other_context(), site_url, 1)
    else:  # the host's first views go out before the friend has any welcome, and are refused as skipping ahead
        guest = other_context().new_page()
        guest.goto(host.get_by_test_id("invite-link-1").input_value())
        wait_for_engine(guest)
        reply = guest.get_by_test_id("reply-code")
        expect(reply).to_be_visible(timeout=15_000)
        host.get_by_test_id("reply-1").fill(reply.input_value())
        host.get_by_test_id("reply-ok-1").click()
        expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "connected", timeout=45_000)
    host.get_by_test_id("lobby-start").click()
    assert host.evaluate("window.__welcomesLost") == 1  # the first welcome never left the host
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "connected", timeout=15_000)
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    play_round_robin([host, guest])
    ends_alike_and_fair(host, guest)
    expect(host.get_by_test_id("peer-problem-1")).to_have_count(0)  # the friend's complaints were answered


def test_one_link_mode_meets_through_a_relay_and_the_friend_sends_nothing_back(context, other_context, site_url, relay):
    published_before = relay.relay.published  # the relay serves the whole session
    host = new_page(context, site_url, query=f"&relay={relay.url}")
    set_up_friends(host, ["person", "friend", "bot:easy"])
    host.get_by_test_id("connect-relay").check()
    expect(host.get_by_test_id("lobby-explain")).to_contain_text("opening it is all they do")
    host.wait_for_function("document.querySelector('[data-testid=invite-link-1]')?.value.includes('&r=')")
    expect(host.get_by_test_id("reply-1")).to_have_count(0)  # nothing to paste in this mode
    host.get_by_test_id("invite-qr-1").locator("summary").click()
    expect(host.get_by_test_id("invite-qr-1").locator("svg path")).to_have_count(1)

    guest = other_context(viewport={"width": 390, "height": 800}).new_page()
    guest.goto(host.get_by_test_id("invite-link-1").input_value())
    wait_for_engine(guest)
    expect(guest.get_by_test_id("reply-code")).to_have_count(0)
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "connected", timeout=45_000)
    expect(guest.get_by_test_id("connection")).to_have_attribute("data-state", "connected")
    assert relay.relay.published > published_before, "the pages did not meet through the test relay"

    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    play_round_robin([host, guest])
    ends_alike_and_fair(host, guest)

    guest.context.close()  # the friend's browser goes away without a word
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "lost", timeout=30_000)


def test_a_friend_whose_host_never_comes_is_told_so_and_keeps_waiting(context, site_url, relay):
    link = f"{site_url}?botDelay=0#join?m=nobody-hosts-this&s=1&g=odin&r={'ab' * 16}&relay={relay.url}"
    guest = context.new_page()
    guest.goto(f"{link}&k=not-a-key")
    wait_for_engine(guest)
    expect(guest.get_by_test_id("join-error")).to_contain_text("does not carry its host's key whole")
    expect(guest.get_by_test_id("connection")).to_have_text("Could not join")
    guest.get_by_test_id("friend-home").click()  # the way back from a link that cannot work
    expect(guest.get_by_test_id("game-odin")).to_be_visible()
    guest.close()

    guest = context.new_page()
    guest.clock.install()
    guest.goto(f"{link}&k={NOBODYS_HOST_KEY}")
    wait_for_engine(guest)
    meeting = guest.get_by_test_id("meeting")
    expect(meeting).to_contain_text("Looking for the host")
    guest.clock.fast_forward("00:31")
    expect(meeting).to_contain_text("has not appeared yet")
    expect(meeting).to_contain_text("ask them for a new link")
    expect(guest.get_by_test_id("connection")).not_to_have_attribute("data-state", "lost")


def same_log(guest: Page, host: Page, timeout_s: float = 15) -> None:
    """Wait until the guest's page shows the host's log, line for line (a bot may still be moving meanwhile)."""
    deadline = time.monotonic() + timeout_s
    while (text := log_lines(guest)) != log_lines(host):
        assert time.monotonic() < deadline, f"the friend's log stayed behind the host's:\n{text}"
        guest.wait_for_timeout(100)


def crew_step(page: Page) -> str | None:
    """If this page's seat may act in The Crew, act once as a person would (the first task offered, no
    distress signal, no communication, the first playable card) and say what it did."""
    for what, selector in (
        ("pick", "[data-testid^=pick-]"),
        ("distress", "[data-testid=distress-no]"),
        ("play", "[data-testid=hand] .card"),
    ):
        choice = page.locator(f"{selector}:not(:disabled)")
        if choice.count():
            choice.first.click()
            return what
    skip = page.get_by_test_id("communicate").locator("[data-testid=skip]:not(:disabled)")
    if skip.count():
        skip.click()
        return "skip"
    return None


def crew_move(host: Page, guest: Page) -> tuple[Page, str | None]:
    """One move of a person in The Crew, the friend's if it may act, waited for until both pages show it: the page
    that acted and what it did (None: nobody here could act, the bot's turn or a move still travelling)."""
    before = log_count(host)
    acted, done = guest, crew_step(guest)
    if not done:
        acted, done = host, crew_step(host)
    if not done:
        host.wait_for_timeout(100)
        return acted, None
    if done == "skip":  # "not now" is a move that logs nothing: wait for the offer to go
        expect(acted.get_by_test_id("communicate").locator("[data-testid=skip]:not(:disabled)")).to_have_count(0)
    else:
        try:
            grown = f"document.querySelectorAll('[data-testid=log] li').length > {before}"
            host.wait_for_function(grown, timeout=10_000)
        except PlaywrightTimeoutError:
            # Once in CI a move never reached the log: a friend's table can be a move behind the host's (a bot had
            # just played), and the host refuses a move made on it. The loop looks again.
            return acted, None
    same_log(guest, host)
    return acted, done


def test_a_crew_mission_with_a_friend_and_a_bot_goes_into_the_friends_logbook(context, other_context, site_url):
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend", "bot:easy"], game="crew")
    guest = connect(host, other_context(), site_url, 1)
    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("mission")).to_contain_text("1")
    hand = guest.get_by_test_id("hand").locator("[data-key^=card-]")  # buttons to communicate are cards of it too
    hand.first.wait_for(timeout=15_000)
    dealt = hand.count()
    assert dealt in (13, 14)  # 40 cards among three: the friend sees their own hand only
    plays = 0
    for _ in range(MAX_TURNS):
        if host.get_by_test_id("crew-result").count() or plays >= 4:
            break
        acted, done = crew_move(host, guest)
        plays += acted is guest and done == "play"
    assert plays >= 4 or host.get_by_test_id("crew-result").count(), "the friend hardly got to play"
    same_log(guest, host)
    expect(hand).to_have_count(dealt - plays)

    # To the mission's end: the friend's audit passes, and the attempt goes into the friend's own logbook. A deadline,
    # not a number of rounds: each round that finds the bot to play waits 0.1 s, and on a loaded machine (it failed
    # so once) a bot's turns used up the rounds.
    deadline = time.monotonic() + 240
    while not host.get_by_test_id("crew-result").count():
        assert time.monotonic() < deadline, "the mission did not end"
        crew_move(host, guest)
    expect(guest.get_by_test_id("audit")).to_have_attribute("data-fair", "true", timeout=30_000)
    guest.get_by_test_id("home").click()
    guest.get_by_test_id("new-crew").click()
    expect(guest.get_by_test_id("logbook-summary")).to_contain_text(" · 1 attempt logged")


@pytest.mark.parametrize("game", ["hardback", "lettertycoon", "rolltothetop"])
def test_every_other_game_reaches_a_friend_over_webrtc(context, other_context, site_url, game):
    """The host's bot moves first; the friend's page draws each view it is sent and gets the turn."""
    host = new_page(context, site_url)
    set_up_friends(host, ["bot:easy", "friend"], game=game)
    guest = connect(host, other_context(), site_url, 1)
    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("status")).to_have_text("Your turn", timeout=30_000)
    same_log(guest, host)
    assert log_count(guest) >= 1
    assert guest.get_by_test_id("board").locator("button:not([disabled])").count(), "nothing for the friend to do"


def open_link(page: Page, host: Page, seat: int) -> None:
    """The friend opens a (re)join link the host made, in ``page``, and the host pastes the reply code."""
    host.wait_for_function(
        f"document.querySelector('[data-testid=invite-link-{seat}]')?.value.includes('#join?')", timeout=15_000
    )
    page.goto(host.get_by_test_id(f"invite-link-{seat}").input_value())
    wait_for_engine(page)
    reply = page.get_by_test_id("reply-code")
    expect(reply).to_be_visible(timeout=15_000)
    host.get_by_test_id(f"reply-{seat}").fill(reply.input_value())
    host.get_by_test_id(f"reply-ok-{seat}").click()
    expect(host.get_by_test_id(f"peer-status-{seat}")).to_have_attribute("data-state", "connected", timeout=45_000)


HOSTILE = "<img src=x onerror=p=1>"


def test_three_players_a_friend_drops_out_and_rejoins_and_names_stay_text(context, other_context, site_url):
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend", "friend"], names=["Ana", "Ben", HOSTILE])
    contexts = [other_context(viewport={"width": 390, "height": 800}) for _ in range(3)]
    ben = connect(host, contexts[0], site_url, 1)
    eve = connect(host, contexts[1], site_url, 2)
    host.get_by_test_id("lobby-start").click()
    for guest in (ben, eve):
        expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    expect(eve.get_by_test_id("connection")).to_contain_text(HOSTILE)
    assert eve.evaluate("() => window.p === undefined && !document.querySelector('img[src=x]')")
    assert host.evaluate("() => window.p === undefined && !document.querySelector('img[src=x]')")
    play_round_robin([host, ben, eve], stop_after=3)

    contexts[1].close()  # the third player's browser goes away mid-game: the host's page makes its seat a new link
    expect(host.get_by_test_id("peer-status-2")).to_have_attribute("data-state", "invited", timeout=30_000)
    # The host is told, in the top bar too (a phone's Friends panel is in the log's drawer): "invited: waiting for
    # the reply code" read as if nothing had happened.
    expect(host.get_by_test_id("peer-status-2")).to_have_text("disconnected: paste their new reply code below")
    expect(host.get_by_test_id("status")).to_have_text(f"{HOSTILE} is disconnected: their seat waits for them.")
    expect(host.get_by_test_id("invite-2")).not_to_contain_text("—")  # "Eve —" dangled above her status
    moves_so_far = log_lines(host)
    host.get_by_test_id("rejoin-2").click()  # she comes back on another device, which the seat's token cannot know
    eve = contexts[2].new_page()
    open_link(eve, host, 2)
    expect(eve.get_by_test_id("log").locator("li")).to_have_count(len(moves_so_far))
    assert log_lines(eve) == moves_so_far  # nothing lost while away

    play_round_robin([host, ben, eve])
    ends_alike_and_fair(host, ben, eve)


def test_duplicated_stale_and_malformed_messages_change_nothing(context, other_context, site_url):
    context.add_init_script(CAPTURE_CHANNELS)
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend"])
    friend_context = other_context()
    guest = connect(host, friend_context, site_url, 1, init=CAPTURE_CHANNELS)
    host.get_by_test_id("lobby-start").click()
    expect(guest.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    play_round_robin([host, guest], stop_after=2)
    host_log, guest_hand = log_lines(host), hand_cards(guest)

    # From the guest's side: garbage of every kind, a well-formed message that skips ahead (which would make every
    # later genuine message look stale if it were taken), one nested too deep, then a copy of one it sent before.
    errors = guest.evaluate(
        """async () => {
             const ch = window.__channels[0];
             const { v, match } = JSON.parse(window.__sent[0]);
             const base = { v, match, seq: 10 ** 6, type: "move", body: { req: 1, move: {} } };
             const deep = JSON.parse(`{"cards":${"[".repeat(100)}${"]".repeat(100)}}`);
             const bad = [
               "not json", "[]", "null", JSON.stringify("x".repeat(40000)),
               JSON.stringify({ ...base, v: 99 }), JSON.stringify({ ...base, match: "other" }),
               JSON.stringify({ ...base, seq: -1 }), JSON.stringify({ ...base, type: "view" }),
               JSON.stringify({ ...base, body: { req: "one", move: {} } }),
               JSON.stringify({ ...base, body: { req: 1, move: [] } }),
               JSON.stringify({ ...base, type: "check", body: { req: 1, move: { type: "pass" } } }),
               JSON.stringify({ ...base, body: { req: 1, move: deep } }),
               window.__sent.filter((m) => /"type":"(reveal|check|move)"/.test(m)).at(-1),  // a replay
               "still not json",  // its error reply marks the end of the answers
             ];
             const got = ch.received;
             const before = got.length;
             for (const text of bad) ch.send(text);
             const deadline = Date.now() + 10000;
             while (got.length < before + bad.length && Date.now() < deadline) {
               await new Promise((r) => setTimeout(r, 20));
             }
             return got.slice(before).map((m) => JSON.parse(m));
           }"""
    )
    assert [m["type"] for m in errors] == ["error"] * 14, "\n".join(m["body"]["message"] for m in errors)
    assert [m["seq"] for m in errors] == [0] * 14  # notices, outside the sequence
    assert "too large" in errors[3]["body"]["message"]
    assert "out of order" in errors[10]["body"]["message"]
    assert "nested too deeply" in errors[11]["body"]["message"]
    assert "came again" in errors[12]["body"]["message"]
    expect(guest.get_by_test_id("status")).to_contain_text("refused")

    # From the host's side: an old view again (stale), the last one again (duplicate), a malformed view, and an old
    # view numbered far ahead.
    host.evaluate(
        """() => {
             const ch = window.__channels.find((c) => c.readyState === "open");
             const views = window.__sent.filter((m) => m.includes('"type":"view"'));
             ch.send(views[0]);
             ch.send(views.at(-1));
             const last = JSON.parse(views.at(-1));
             ch.send(JSON.stringify({ ...last, seq: last.seq + 500, body: { index: 1, view: "x" } }));
             ch.send(JSON.stringify({ ...JSON.parse(views[0]), seq: last.seq + 600 }));
           }"""
    )
    expect(host.get_by_test_id("peer-problem-1")).to_contain_text("refused", timeout=10_000)
    assert hand_cards(guest) == guest_hand
    assert log_lines(host) == host_log == log_lines(guest)

    # ...and the match goes on to the end with no move lost, and checks out.
    play_round_robin([host, guest])
    ends_alike_and_fair(host, guest)


def test_a_host_that_stacks_the_deck_is_caught_by_the_audit(context, other_context, site_url):
    context.add_init_script(STACK_THE_DECK)
    host = new_page(context, site_url)
    set_up_friends(host, ["bot:easy", "friend"])
    friend_context = other_context()
    guest = connect(host, friend_context, site_url, 1)
    host.get_by_test_id("lobby-start").click()
    play_round_robin([guest])
    audit = guest.get_by_test_id("audit")
    expect(audit).to_have_attribute("data-fair", "false", timeout=15_000)
    expect(audit).to_contain_text("differed from the rules at move 0")


def test_a_friend_who_goes_home_mid_match_is_seen_to_leave_and_rejoins_from_the_home_screen(
    context, other_context, site_url
):
    # A friend's page that went home kept its connection, unseen: the host went on waiting for its move.
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend"])
    ben = connect(host, other_context(), site_url, 1)
    host.get_by_test_id("lobby-start").click()
    expect(ben.get_by_test_id("hand").locator(".card")).to_have_count(9, timeout=15_000)
    log = log_lines(host)
    ben.get_by_test_id("leave").click()  # the match bar's ⌂, as on the host's page
    expect(ben.get_by_test_id("new-odin")).to_be_visible()
    told = "Ben is disconnected: their seat waits for them."
    expect(host.get_by_test_id("status")).to_have_text(told, timeout=30_000)
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "invited")
    rejoin = ben.get_by_test_id("guest-history").get_by_role("link", name="Rejoin")
    rejoin.click()
    reply = ben.get_by_test_id("reply-code")
    expect(reply).to_be_visible(timeout=15_000)
    host.get_by_test_id("reply-1").fill(reply.input_value())
    host.get_by_test_id("reply-ok-1").click()
    expect(ben.get_by_test_id("connection")).to_have_attribute("data-state", "connected", timeout=45_000)
    expect(ben.get_by_test_id("log").locator("li")).to_have_count(len(log))


def test_a_reloaded_friend_comes_back_by_a_reply_code_a_reloaded_host_reinvites_a_left_seat_goes_to_a_bot(
    context, other_context, site_url
):
    host = new_page(context, site_url)
    set_up_friends(host, ["person", "friend", "friend"])
    contexts = [other_context() for _ in range(2)]
    ben = connect(host, contexts[0], site_url, 1)
    cleo = connect(host, contexts[1], site_url, 2)
    host.get_by_test_id("lobby-start").click()
    play_round_robin([host, ben, cleo], stop_after=2)
    log = log_lines(host)

    # Ben's tab reloads: with the link he has, his page shows a reply code at once (for the offer the host gave it to
    # come back with), and that code alone brings him back to his seat
    joined_at = ben.url
    ben.reload()
    wait_for_engine(ben)
    expect(host.get_by_test_id("peer-status-1")).to_have_attribute("data-state", "invited", timeout=30_000)
    reply = ben.get_by_test_id("reply-code")
    expect(reply).to_be_visible(timeout=15_000)
    expect(ben.get_by_test_id("connection")).to_contain_text("send the host the reply code")
    host.get_by_test_id("reply-1").fill(reply.input_value())
    host.get_by_test_id("reply-ok-1").click()
    expect(ben.get_by_test_id("connection")).to_have_attribute("data-state", "connected", timeout=45_000)
    assert ben.url == joined_at
    expect(ben.get_by_test_id("log").locator("li")).to_have_count(len(log))
    play_round_robin([host, ben, cleo], stop_after=1)
    log = log_lines(host)

    host.reload()  # the host's tab reloads: the match is restored from this browser's storage
    wait_for_engine(host)
    expect(host.get_by_test_id("log").locator("li")).to_have_count(len(log))
    assert log_lines(host) == log
    # Ben's page keeps the match and says the host is reconnecting; the host's page has made him a new link
    expect(ben.get_by_test_id("connection")).to_have_attribute("data-state", "reconnecting", timeout=30_000)
    # (the reply code his page offers answers the offer the host's page lost in its reload)
    expect(ben.get_by_test_id("connection")).to_contain_text("open a new link they send you")
    open_link(ben, host, 1)  # Ben opens the new link in the same tab and sends back a fresh reply code
    expect(ben.get_by_test_id("log").locator("li")).to_have_count(len(log))
    assert log_lines(ben) == log

    host.get_by_test_id("to-bot-2").click()  # Cleo is gone for good: a bot takes her seat
    expect(host.get_by_test_id("invite-2")).to_have_count(0)
    play_round_robin([host, ben])
    ends_alike_and_fair(host, ben)
