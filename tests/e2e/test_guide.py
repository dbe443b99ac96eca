"""The guided first game, as a newcomer meets it: offered on a game's first setup, it points at the table's
regions, waits for the player's moves, explains what happened, and ends with the match; skippable, and
replayable from the game's tile and its Rules."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import test_odin, test_rolltothetop

pytestmark = pytest.mark.browser


def through_the_intro(page: Page) -> list[str]:
    said = []
    while page.get_by_test_id("guide-next").count():
        said.append(page.get_by_test_id("guide-text").inner_text())
        pointed = page.locator(".guide-point")
        expect(pointed).to_have_count(1)
        page.get_by_test_id("guide-next").click()
    return said


def test_odin_the_offer_leads_a_guided_game_to_its_end(page):
    page.get_by_test_id("new-odin").click()
    page.get_by_test_id("guide-offer").get_by_test_id("guided-odin").click()
    expect(page.get_by_test_id("guide")).to_be_visible(timeout=30_000)
    expect(page.get_by_test_id("players").locator("li")).to_have_count(2)
    said = through_the_intro(page)
    assert len(said) == 3 and "hand" in said[2]
    expect(page.get_by_test_id("own")).to_have_class("region-own guide-point")
    tips = set()

    def note_tips(p: Page) -> None:
        tips.update(p.get_by_test_id("guide-tip").all_inner_texts())

    for _ in range(test_odin.MAX_TURNS):
        if test_odin.my_turn(page) == "over":
            break
        expect(page.get_by_test_id("guide-text")).to_contain_text("Your turn: ")
        note_tips(page)
        test_odin.take_turn(page)
    expect(page.get_by_test_id("guide-text")).to_contain_text("That was your first game of Odin")
    assert tips, "no move was ever explained"
    page.get_by_test_id("guide-close").click()
    expect(page.get_by_test_id("guide")).to_have_count(0)

    page.get_by_test_id("leave").click()
    page.get_by_test_id("new-odin").click()
    expect(page.get_by_test_id("setup")).to_be_visible()
    expect(page.get_by_test_id("guide-offer")).to_have_count(0)  # offered once


def test_roll_to_the_top_the_guide_is_skipped_and_started_again_from_the_rules(page):
    page.get_by_test_id("guided-rolltothetop").click()  # from the game's tile
    expect(page.get_by_test_id("guide-text")).to_contain_text("Your board", timeout=30_000)
    page.get_by_test_id("guide-skip").click()
    expect(page.get_by_test_id("guide")).to_have_count(0)
    assert test_rolltothetop.situation(page) == "write"  # the match goes on without the guide
    page.get_by_test_id("rules").click()
    page.locator("#help-dialog").get_by_test_id("guided-rolltothetop").click()
    expect(page.get_by_test_id("guide-text")).to_contain_text("Your board")
