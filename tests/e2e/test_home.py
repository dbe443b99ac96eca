"""The home screen invites: a tile per game with its emblem, a line on it, players, length and modes, and its
buttons; unfinished matches with whose turn it is and when they were played; The Crew's logbook on its tile."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e import test_lettertycoon, test_odin

pytestmark = pytest.mark.browser

GAMES = ["odin", "crew", "hardback", "lettertycoon", "rolltothetop"]


def test_each_game_has_a_tile_that_says_what_it_is(page):
    for game in GAMES:
        tile = page.get_by_test_id(f"game-{game}")
        expect(tile.locator("svg.emblem")).to_be_visible()
        expect(tile.locator(".tile-blurb")).not_to_be_empty()
        expect(tile.get_by_test_id(f"facts-{game}")).to_have_text(re.compile(r"^\d–\d players · \d+–\d+ min"))
        for button in (f"new-{game}", f"rules-{game}", f"guided-{game}"):
            expect(tile.get_by_test_id(button)).to_be_visible()
    expect(page.get_by_test_id("facts-crew")).to_contain_text("co-operative")
    expect(page.get_by_test_id("facts-rolltothetop")).to_contain_text("solo")
    expect(page.get_by_test_id("campaign-crew")).to_have_text("Logbook: mission 1 awaits")


def test_an_unfinished_match_says_whose_turn_and_when_and_can_be_deleted(page):
    test_odin.set_up(page, ["person", "bot:easy"])
    assert test_odin.my_turn(page) == "turn"
    test_odin.take_turn(page)
    page.wait_for_function("document.querySelectorAll('[data-testid=log] li').length > 2")
    page.get_by_test_id("leave").click()
    row = page.locator("[data-testid^=resume-]")
    expect(row).to_have_count(1)
    expect(row).to_contain_text(re.compile(r"Odin: Ana, Ben · (Ana|Ben) to play · just now"))
    page.get_by_role("button", name="Delete this saved game").click()
    expect(row).to_have_count(0)


def test_a_match_left_before_anyone_moved_says_whose_turn_it_is(page):
    # Letter Tycoon's person starts: nothing was played, and the row said "move 0" where the others say who plays.
    test_lettertycoon.set_up(page, ["person", "bot:easy"])
    assert test_lettertycoon.situation(page) == "play"
    page.get_by_test_id("leave").click()
    row = page.locator("[data-testid^=resume-]")
    expect(row).to_contain_text(re.compile(r"Letter Tycoon: Ana, Ben · Ana to play · "))
