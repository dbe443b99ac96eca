"""The Crew played by clicking, as a person does: mission 1 with three bots, a reload mid-mission."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser import wait_for_engine

pytestmark = pytest.mark.browser
MAX_STEPS = 120

READY = """() => document.querySelector('[data-testid=crew-result]')
  || document.querySelector('[data-testid^=pick-]:not(:disabled), [data-testid=distress-no]:not(:disabled),'
     + ' [data-testid=communicate] [data-testid=skip]:not(:disabled), [data-testid=hand] .card:not(:disabled)')"""


def set_up(page: Page, seats: list[str]) -> None:
    page.get_by_test_id("new-crew").click()
    while page.get_by_test_id(f"seat-name-{len(seats)}").count():
        page.get_by_test_id(f"seat-remove-{len(seats)}").click()
    while not page.get_by_test_id(f"seat-name-{len(seats) - 1}").count():
        page.get_by_test_id("seat-add").click()
    for i, kind in enumerate(seats):
        page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
    page.get_by_test_id("option-mission").select_option(index=0)
    page.get_by_test_id("start").click()


def hand_cards(page: Page) -> list[str]:
    ids = page.get_by_test_id("hand").locator(".card").evaluate_all("els => els.map(e => e.dataset.testid)")
    return [i.removeprefix("card-") for i in ids]


def log_length(page: Page) -> int:
    return page.get_by_test_id("log").locator("li").count()


def test_a_person_and_three_bots_play_mission_one(page: Page):
    set_up(page, ["person", "bot:easy", "bot:easy", "bot:easy"])
    expect(page.get_by_test_id("requirement")).to_contain_text("1")
    expect(page.get_by_test_id("hand").locator(".card")).to_have_count(10)
    communicated = reloaded = False
    for _ in range(MAX_STEPS):
        page.wait_for_function(READY, timeout=30_000)
        if page.get_by_test_id("crew-result").count():
            break
        before = log_length(page)
        picks = page.locator("[data-testid^=pick-]:not(:disabled)")
        if picks.count():
            task = picks.first.get_attribute("data-testid").removeprefix("pick-")
            picks.first.click()
            expect(page.get_by_test_id("player-0").get_by_test_id(f"task-{task}")).to_be_visible()
        elif page.get_by_test_id("distress-no").count():
            expect(page.get_by_test_id("distress-left")).to_be_visible()
            page.get_by_test_id("distress-no").click()
        elif page.get_by_test_id("communicate").count():
            if not communicated:
                option = page.get_by_test_id("communicate").locator("[data-testid^=communicate-]").first
                card = option.get_attribute("data-testid").removeprefix("communicate-")
                option.click()
                communicated = True
                expect(page.get_by_test_id("radio-0").locator(f"[title='{card_title(card)}']")).to_be_visible()
                expect(page.get_by_test_id("radio-0")).to_contain_text("(")
            else:
                page.keyboard.press("Enter")  # "Not now" is the default
        else:
            if not reloaded:
                # Reload mid-mission: the same hand comes back, still this seat's turn.
                hand = hand_cards(page)
                log = page.get_by_test_id("log").inner_text()
                page.reload()
                wait_for_engine(page)
                page.wait_for_function(READY, timeout=30_000)
                assert hand_cards(page) == hand
                assert page.get_by_test_id("log").inner_text() == log
                reloaded = True
                before = log_length(page)
            page.get_by_test_id("hand").locator(".card:not(:disabled)").first.click()
        page.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}", timeout=15_000)
    else:
        pytest.fail("the mission did not end")
    result = page.get_by_test_id("crew-result")
    expect(result).to_be_visible()
    assert "accomplished" in result.inner_text() or "failed" in result.inner_text()
    expect(page.get_by_test_id("result-reason")).not_to_be_empty()
    expect(page.get_by_test_id("retry")).to_be_visible()
    expect(page.get_by_test_id("outcome")).to_have_count(0)  # the mission result replaces the ranking table
    assert communicated, "the person was never offered to communicate"
    assert reloaded
    page.get_by_test_id("next-mission").click()
    expect(page.get_by_test_id("mission")).to_contain_text("2")
    expect(page.get_by_test_id("crew-result")).to_have_count(0)


def card_title(card: str) -> str:
    suit = {"p": "pink", "b": "blue", "g": "green", "y": "yellow", "r": "rocket"}[card[0]]
    return f"{suit} {card[1:]}"
