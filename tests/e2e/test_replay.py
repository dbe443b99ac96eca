"""Watching a match again: from the result sheet and from the home screen's finished matches, step by step and
playing; shared as a link that opens a read-only replay in another tab, offline too."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for_engine, wait_until
from tests.e2e import test_odin
from tests.e2e.layout import layout_problems
from tests.e2e.test_offline import ALL_CACHED

pytestmark = pytest.mark.browser


def test_a_finished_match_is_watched_again_and_shared_as_a_link_that_works_offline(context, site_url):
    page = context.new_page()
    page.goto(site_url + "?botDelay=0")
    wait_for_engine(page)
    test_odin.set_up(page, ["person", "bot:easy"])
    test_odin.play_to_the_end(page)
    final_log = page.get_by_test_id("log").locator("li").count()

    page.get_by_test_id("result-sheet").get_by_test_id("watch-again").click()
    position = page.get_by_test_id("replay-position")
    expect(position).to_contain_text("Move 0 of ", timeout=30_000)
    total = int(position.inner_text().rsplit(" ", 1)[1])
    hand = page.get_by_test_id("hand").locator(".card")
    expect(hand).to_have_count(9, timeout=30_000)  # the deal, before anyone played
    page.get_by_test_id("replay-forward").click()
    expect(position).to_have_text(f"Move 1 of {total}")
    page.keyboard.press("End")
    expect(position).to_have_text(f"Move {total} of {total}")
    expect(page.get_by_test_id("log").locator("li")).to_have_count(final_log)
    page.get_by_test_id("replay-start").click()
    page.get_by_test_id("replay-play").click()
    expect(position).to_have_text(f"Move 2 of {total}", timeout=10_000)  # it plays on by itself
    page.get_by_test_id("replay-play").click()  # pause
    paused = position.inner_text()
    page.get_by_test_id("replay-seat").select_option(index=1)
    expect(position).to_have_text(paused)
    hands = page.get_by_test_id("open-hands")
    expect(hands).to_be_hidden()
    page.get_by_test_id("replay-open").check()  # the match is over: every hand may be shown
    page.get_by_test_id("replay-start").click()
    expect(hands.locator("p")).to_have_count(2)
    for hand in hands.locator("p").all():  # the deal: nine cards each
        expect(hand).to_have_text(re.compile(r"^\w+: ([^,]+, ){8}[^,]+$"))

    page.get_by_test_id("replay-share").click()
    link = page.get_by_test_id("replay-link").input_value()
    assert "#replay=" in link
    page.get_by_test_id("leave").click()
    expect(page.get_by_test_id("history").get_by_test_id("watch-again")).to_have_count(1)

    wait_until(page, ALL_CACHED)
    context.set_offline(True)
    friend = context.new_page()
    friend.goto(link)
    expect(friend.get_by_test_id("replay-position")).to_have_text(f"Move 0 of {total}", timeout=60_000)
    friend.get_by_test_id("replay-end").click()
    expect(friend.get_by_test_id("result-sheet")).to_contain_text("wins")
    context.set_offline(False)


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_a_replay_on_a_phone_has_finger_sized_controls_and_no_moves_to_make(sized_page):
    # Its |◀ ◀ ▶ ▶| were 29 px tall, and the game's disabled Play, Pass, Clear stood under the replay's own Play.
    page = sized_page
    test_odin.set_up(page, ["person", "bot:easy"])
    test_odin.play_to_the_end(page)
    page.get_by_test_id("result-sheet").get_by_test_id("watch-again").click()
    expect(page.get_by_test_id("replay-position")).to_contain_text("Move 0 of ", timeout=30_000)
    page.get_by_test_id("replay-forward").tap()
    expect(page.get_by_test_id("replay-position")).to_contain_text("Move 1 of ")
    expect(page.get_by_test_id("hand")).to_be_visible()
    expect(page.get_by_test_id("play")).to_be_hidden()
    _, problems = layout_problems(page)  # the watch measures every enabled button of the table under a finger
    assert not problems, "\n".join(problems[:5])


def test_a_damaged_replay_link_is_refused_with_a_sentence(page, site_url):
    page.goto(site_url + "?botDelay=0#replay=not-a-record")
    wait_for_engine(page)
    expect(page.get_by_test_id("status")).to_contain_text("This replay link is damaged")
    expect(page.get_by_test_id("new-odin")).to_be_visible()
