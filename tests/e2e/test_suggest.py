"""Suggest, as a person uses it: the strongest bot's move for the player's own seat is said in words and set up
on the table (cards selected, a box lit, the button to press outlined), and playing it is one more click."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser import act, wait_for_engine
from tests.e2e import crew_play, test_hardback, test_lettertycoon, test_odin, test_rolltothetop

pytestmark = pytest.mark.browser


def ask(page: Page) -> str:
    page.get_by_test_id("suggest").click()
    advice = page.get_by_test_id("advice-text")
    # the strongest bot thinks within its time budget, which a loaded machine (tests in parallel) stretches
    expect(advice).to_contain_text("Suggestion: ", timeout=15_000)
    return advice.inner_text().removeprefix("Suggestion: ")


def test_odin_the_suggested_cards_are_selected_and_played(page):
    test_odin.set_up(page, ["person", "bot:hard"])
    while test_odin.my_turn(page) != "turn" or page.get_by_test_id("take").count():
        test_odin.take_turn(page)
    said = ask(page)
    assert re.fullmatch(r"(Play .+|Pass)\.", said), said
    if said == "Pass.":
        expect(page.locator("[data-testid=pass].suggested")).to_be_visible()
        return
    selected = page.locator("[data-testid=hand] .card[aria-pressed=true]")
    expect(selected.first).to_be_visible()
    cards = [c.removeprefix("card-") for c in selected.evaluate_all("els => els.map(e => e.dataset.testid)")]
    for card in cards:  # the sentence names each card's value
        assert card.split("-")[-1] in said or card == "goat", (card, said)
    expect(page.locator("[data-testid=play].suggested")).to_be_enabled()
    act(page, page.get_by_test_id("play").click)
    expect(page.get_by_test_id("advice")).to_be_hidden()
    held = test_odin.hand_cards(page)
    assert not set(cards) & set(held)


def test_roll_to_the_top_the_suggested_box_is_lit_stays_lit_while_a_bot_writes_and_is_written(context, site_url):
    page = context.new_page()
    page.goto(site_url + "?botDelay=2500&seed=suggest-climb")  # the bot writes after the suggestion is asked
    wait_for_engine(page)
    test_rolltothetop.set_up(page, ["person", "bot:easy"])
    assert test_rolltothetop.situation(page) == "write"
    said = ask(page)
    if not said.startswith("Write "):
        pytest.skip(f"the bot writes nothing on this roll: {said}")
    # Everyone writes at once: each of the bot's moves redraws the table, and the suggestion stays on it.
    expect(page.get_by_test_id("player-1")).to_have_attribute("data-done", "true", timeout=30_000)
    suggested = page.locator("[data-testid^=box-].suggested")
    expect(suggested).to_have_attribute("data-state", "target")
    box = page.get_by_test_id(suggested.get_attribute("data-testid"))
    value = re.match(r"Write (\d+)", said)[1]
    expect(page.get_by_test_id("selection-value")).to_have_text(value)
    box.click()
    expect(box).to_have_attribute("data-state", "pending")
    expect(box).to_have_attribute("data-value", value)


def test_roll_to_the_top_a_choice_of_ones_own_outlasts_the_bots_moves(context, site_url):
    # The suggested dice were chosen again at every redraw: after Esc (or other dice chosen), a bot's move brought
    # them back, with the box outlined.
    page = context.new_page()
    page.goto(site_url + "?botDelay=2500&seed=suggest-climb")
    wait_for_engine(page)
    test_rolltothetop.set_up(page, ["person", "bot:easy"])
    assert test_rolltothetop.situation(page) == "write"
    if not ask(page).startswith("Write "):
        pytest.skip("the suggestion writes nothing on this roll")
    expect(page.locator("[data-testid^=box-].suggested")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("selection-value")).to_have_count(0)
    expect(page.locator("[data-testid^=box-].suggested")).to_have_count(0)
    expect(page.get_by_test_id("player-1")).to_have_attribute("data-done", "true", timeout=30_000)
    expect(page.get_by_test_id("selection-value")).to_have_count(0)
    expect(page.locator("[data-testid^=box-].suggested")).to_have_count(0)


def test_crew_the_suggested_choice_is_outlined_and_taken(context, site_url):
    page = crew_play.open_with_seed(context, site_url, "take-back")
    crew_play.set_up(page, ["person", "bot:easy", "bot:easy"])
    for _ in range(3):
        crew_play.wait_ready(page)
        ask(page)
        pointed = page.locator(".suggested")
        expect(pointed).to_have_count(1)
        crew_play.answered(page, pointed.click)


def test_hardback_the_suggested_word_is_laid_out_and_spelled(context, site_url):
    page = context.new_page()
    page.goto(site_url + "?botDelay=0&seed=hb1")  # a first hand that spells a word
    wait_for_engine(page)
    test_hardback.set_up(page, ["person", "bot:easy"])
    while (state := test_hardback.situation(page)) != "spell":
        test_hardback.take_turn(page, state, [])
    said = ask(page)
    assert said.startswith("Spell "), said
    word = said.removeprefix("Spell ").rstrip(".")
    expect(page.get_by_test_id("word-input")).to_have_value(word.lower())
    expect(page.get_by_test_id("preview")).to_have_attribute("data-legal", "true")
    assert page.locator(".advice-words button").count() >= 1  # the best-earning words, with their earnings
    expect(page.locator("[data-testid=spell].suggested")).to_be_visible()
    # The word changed: Spell no longer points at the suggestion (it kept its mark for any word typed)
    last_was_wild = page.locator("[data-testid^=tile-]").last.get_attribute("data-wild") == "true"
    page.get_by_test_id("word-input").press("End")
    page.keyboard.press("Backspace")
    expect(page.get_by_test_id("word-input")).to_have_value(word.lower()[:-1])
    expect(page.get_by_test_id("spell")).not_to_have_class(re.compile(r"\bsuggested\b"))
    page.keyboard.press(word[-1].lower())
    if last_was_wild:  # typing frees the wild's card; the letter asks for one again, as the player decides which
        expect(page.get_by_test_id("wild-offer")).to_contain_text(f"No free card shows {word[-1]}")
        page.locator("[data-testid^=wild-from-]").first.click()
    expect(page.get_by_test_id("preview")).to_have_attribute("data-legal", "true")
    act(page, page.get_by_test_id("spell").click)
    expect(page.get_by_test_id("log")).to_contain_text(f"spells {word}")


def test_letter_tycoon_a_listed_word_is_laid_out_and_played(page):
    test_lettertycoon.set_up(page, ["person", "bot:easy"])
    while test_lettertycoon.situation(page) != "play":
        act(page, lambda: page.keyboard.press("Enter"))
    ask(page)
    listed = page.locator(".advice-words button")
    expect(listed.first).to_be_visible()
    choice = listed.last
    word = choice.locator("strong").inner_text()
    choice.click()
    expect(choice).to_have_attribute("aria-pressed", "true")
    if " + " in word:
        pytest.skip("a two-word play (the V patent)")
    expect(page.get_by_test_id("word-text-0")).to_have_text(word)
    expect(page.locator("[data-testid=play].suggested")).to_be_visible()
    # Another word typed: Play no longer points at the suggestion; the listed word laid out again, it does
    other = next((w for w in test_lettertycoon.known_words(page) if w != word), None)
    if other:
        test_lettertycoon.type_word(page, other)
        expect(page.get_by_test_id("play")).not_to_have_class(re.compile(r"\bsuggested\b"))
        choice.click()
        expect(page.get_by_test_id("word-text-0")).to_have_text(word)
        expect(page.locator("[data-testid=play].suggested")).to_be_visible()
    act(page, page.get_by_test_id("play").click)
    expect(page.get_by_test_id("log")).to_contain_text(f"plays {word}")
