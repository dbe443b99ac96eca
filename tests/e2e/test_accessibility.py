"""axe-core on every screen a player meets, at a phone size and a laptop size: home, setup and the rules here; each
game's table in its phases where tests/e2e/test_table_layout.py plays it to its end at those sizes. No serious or
critical finding is allowed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import choose_seats
from tests.e2e.a11y import assert_clean

pytestmark = [pytest.mark.browser, pytest.mark.parametrize("sized_page", ["phone", "laptop"], indirect=True)]


def test_home_setup_and_rules(sized_page):
    page = sized_page
    assert_clean(page, "home")
    page.get_by_test_id("rules-hardback").click()
    expect(page.get_by_test_id("help")).to_be_visible()
    assert_clean(page, "Hardback's rules")
    page.get_by_test_id("help").get_by_role("button", name="Close", exact=True).click()
    for game in ("odin", "crew", "hardback", "lettertycoon", "rolltothetop"):
        choose_seats(page, game, ["person", "bot:easy"] if game != "crew" else ["person", "bot:easy", "bot:easy"])
        assert_clean(page, f"{game}'s setup")
        page.get_by_role("button", name="Back").click()
