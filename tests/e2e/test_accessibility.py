"""axe-core on every screen a player meets, at a phone size and a laptop size: home, setup, the rules, and each
game's table in several phases. No serious or critical finding is allowed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import choose_seats
from tests.e2e import crew_play, test_crew, test_hardback, test_lettertycoon, test_odin, test_rolltothetop
from tests.e2e.a11y import serious_findings

pytestmark = [pytest.mark.browser, pytest.mark.parametrize("sized_page", ["phone", "laptop"], indirect=True)]


def assert_clean(page, screen: str) -> None:
    findings = serious_findings(page)
    assert not findings, f"{screen}:\n" + "\n".join(findings)


def test_home_setup_and_rules(sized_page):
    page = sized_page
    assert_clean(page, "home")
    page.get_by_test_id("rules-hardback").click()
    expect(page.get_by_test_id("help")).to_be_visible()
    assert_clean(page, "Hardback's rules")
    page.get_by_test_id("help").get_by_role("button", name="Close").click()
    for game in ("odin", "crew", "hardback", "lettertycoon", "rolltothetop"):
        choose_seats(page, game, ["person", "bot:easy"] if game != "crew" else ["person", "bot:easy", "bot:easy"])
        assert_clean(page, f"{game}'s setup")
        page.get_by_role("button", name="Back").click()


def test_odin_table_in_play_and_at_the_end(sized_page):
    page = sized_page
    test_odin.set_up(page, ["person", "bot:easy", "bot:hard"])
    assert test_odin.my_turn(page) == "turn"
    assert_clean(page, "Odin, a turn")
    test_odin.play_to_the_end(page)
    assert_clean(page, "Odin, the result")


def test_the_crew_table_in_play_and_at_the_mission_result(sized_page):
    page = sized_page
    crew_play.set_up(page, ["person", "bot:easy", "bot:easy"])
    crew_play.wait_ready(page)
    assert_clean(page, "The Crew, the first decision")
    test_crew.play_to_the_end(page)
    assert_clean(page, "The Crew, the mission result")


def test_the_roll_to_the_top_table_writing_and_at_the_end(sized_page):
    page = sized_page
    test_rolltothetop.set_up(page, ["person", "bot:easy"], board="Great Wall")
    assert test_rolltothetop.situation(page) == "write"
    test_rolltothetop.write_one(page)
    assert_clean(page, "Roll to the Top, a number written")
    test_rolltothetop.climb_to_the_end(page)
    assert_clean(page, "Roll to the Top, the end")


def test_the_hardback_table_spelling_buying_and_at_the_end(sized_page):
    page = sized_page
    test_hardback.set_up(page, ["person", "bot:easy"])
    seen = set()
    bought: list[int] = []
    for _ in range(test_hardback.MAX_STEPS):
        state = test_hardback.situation(page)
        if state not in seen:
            assert_clean(page, f"Hardback, {state}")
            seen.add(state)
        if state == "over":
            break
        test_hardback.take_turn(page, state, bought)
    assert {"spell", "buy", "over"} <= seen, seen


def test_the_letter_tycoon_table_spelling_and_at_the_end(sized_page):
    page = sized_page
    test_lettertycoon.set_up(page, ["person", "bot:easy"])
    assert test_lettertycoon.situation(page) == "play"
    assert_clean(page, "Letter Tycoon, spelling")
    test_lettertycoon.play_to_the_end(page)
    assert_clean(page, "Letter Tycoon, the end")
