"""The app shell in Chromium: it boots from 127.0.0.1 alone, shows its progress and the games."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for_engine

pytestmark = pytest.mark.browser


@pytest.mark.first_visit
def test_boots_with_progress_and_lists_the_five_games(context, site_url):
    page = context.new_page()
    seen_progress = []
    page.expose_function("noteProgress", lambda text: seen_progress.append(text))
    page.add_init_script(
        """new MutationObserver(() => {
             const stage = document.querySelector('[data-testid=boot-stage]');
             if (stage) window.noteProgress(stage.textContent);
           }).observe(document, {subtree: true, childList: true, characterData: true});"""
    )
    page.goto(site_url)
    wait_for_engine(page)
    downloads = [re.search(r"([\d.]+) / ([\d.]+) MB", text) for text in seen_progress]
    counts = [(float(m[1]), float(m[2])) for m in downloads if m]
    assert counts, seen_progress
    # The bytes counted never pass the total, and reach it: each file is counted once (the wasm was counted twice).
    assert all(loaded <= total for loaded, total in counts), seen_progress
    assert counts[-1][0] >= 0.9 * counts[-1][1], seen_progress
    for game in ("odin", "crew", "hardback", "lettertycoon", "rolltothetop"):
        expect(page.get_by_test_id(f"game-{game}")).to_be_visible()
    expect(page.get_by_test_id("new-odin")).to_be_visible()


def test_start_before_the_engine_is_ready_shows_the_table_at_once_and_one_start_makes_one_match(context, site_url):
    held = []  # the engine worker's request for build.json, held: the engine cannot start until it is let go
    context.route("**/build.json", lambda route: held.append(route))
    page = context.new_page()
    page.goto(site_url + "?botDelay=0")
    page.get_by_test_id("new-odin").click()  # the home screen and the setup are up before the engine
    start = page.get_by_test_id("start")
    box = start.bounding_box()
    start.click()
    # A person who thinks nothing happened clicks Start again, and again.
    for _ in range(2):
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(page.get_by_test_id("board")).to_have_count(1)  # the table's frame, while the engine still starts
    expect(page.get_by_test_id("start-progress")).to_be_visible()
    expect(page.get_by_test_id("start-stage")).to_contain_text("engine")
    expect(page.get_by_test_id("engine-note")).to_be_hidden()  # the table shows the progress itself
    assert page.evaluate("document.documentElement.dataset.engine") == "loading"
    expect(page.get_by_test_id("hand")).to_have_count(0)
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(100)
    for route in held:
        route.fallback()
    wait_for_engine(page)
    expect(page.get_by_test_id("hand").locator(".card")).to_have_count(9)  # the match began once the engine was ready
    expect(page.get_by_test_id("starting")).to_have_count(0)
    expect(page.get_by_test_id("board")).to_have_count(1)
    page.get_by_test_id("home").click()
    expect(page.get_by_test_id("game-odin")).to_be_visible()
    expect(page.locator("[data-testid^=resume-]")).to_have_count(1)


def test_rules_help_opens_for_a_built_game(page):
    page.get_by_test_id("rules-odin").click()
    help_dialog = page.get_by_test_id("help")
    expect(help_dialog).to_be_visible()
    expect(help_dialog).to_contain_text("Odin")
    # It opens at its top, with its heading in view, not scrolled down to its Close button.
    assert help_dialog.evaluate("d => d.scrollTop") == 0
    expect(help_dialog.get_by_role("heading", name="Odin: rules")).to_be_in_viewport()
    help_dialog.get_by_role("button", name="Close", exact=True).click()
    expect(help_dialog).to_be_hidden()


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_the_rules_close_from_their_top_and_from_a_tap_beside_them_on_a_phone(sized_page):
    """A phone has no Escape key, and the rules' Close button is at the foot of a long text."""
    page = sized_page
    page.get_by_test_id("rules-odin").tap()
    help_dialog = page.get_by_test_id("help")
    expect(help_dialog).to_be_visible()
    assert help_dialog.evaluate("d => d.scrollHeight > d.clientHeight")  # the text is longer than the screen
    help_dialog.evaluate("d => d.scrollTo(0, d.scrollHeight / 2)")
    close = page.get_by_role("button", name="Close the rules")
    expect(close).to_be_in_viewport()  # scrolled halfway down, the close button is still at the top
    close.tap()
    expect(help_dialog).to_be_hidden()

    page.get_by_test_id("rules-odin").tap()
    expect(help_dialog).to_be_visible()
    help_dialog.get_by_role("heading", name="Odin: rules").tap()  # a tap inside the dialog leaves it open
    expect(help_dialog).to_be_visible()
    box = help_dialog.bounding_box()
    assert box and box["y"] > 8  # there is dimmed page above it to tap
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] / 2)
    expect(help_dialog).to_be_hidden()


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_a_setup_longer_than_the_screen_keeps_start_in_view(sized_page):
    # The Crew's logbook of fifty missions put Start 1,500 px down a phone's setup.
    page = sized_page
    page.get_by_test_id("new-crew").tap()
    page.get_by_test_id("logbook-mission-50").wait_for()
    assert page.evaluate("document.documentElement.scrollHeight > innerHeight * 1.5")
    expect(page.get_by_test_id("start")).to_be_in_viewport(ratio=1)
    page.get_by_test_id("logbook-mission-1").scroll_into_view_if_needed()
    expect(page.get_by_test_id("logbook-mission-1")).to_be_in_viewport(ratio=1)  # not under the bar
    expect(page.get_by_test_id("start")).to_be_in_viewport(ratio=1)
    page.get_by_test_id("start").tap()
    expect(page.get_by_test_id("mission")).to_contain_text("Mission 1")


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_a_new_screen_opens_at_its_top_with_the_focus_on_its_heading(sized_page):
    # A setup opened as far down as the home screen had been scrolled (its seats above the fold), and the focus fell
    # to the page's body: the next Tab started again from the site's header.
    page = sized_page
    tile = page.get_by_test_id("new-rolltothetop")
    tile.scroll_into_view_if_needed()
    assert page.evaluate("scrollY") > 200
    tile.focus()
    page.keyboard.press("Enter")
    heading = page.get_by_test_id("setup").get_by_role("heading", level=1)
    expect(heading).to_be_focused()
    assert page.evaluate("scrollY") == 0
    page.keyboard.press("Tab")
    page.wait_for_function("() => document.activeElement.closest('[data-testid=setup]')")
    names = page.locator("[data-testid^=seat-name-]")
    seats = names.count()
    page.get_by_test_id("seat-add").focus()
    page.keyboard.press("Enter")
    expect(names).to_have_count(seats + 1)
    page.get_by_test_id("seat-remove-1").focus()
    page.keyboard.press("Enter")  # the seat goes, and the focus stays among the seats: on the next one's ✕
    expect(names).to_have_count(seats)
    expect(page.get_by_test_id("seat-remove-1")).to_be_focused()
    page.get_by_role("button", name="Back").focus()
    page.keyboard.press("Enter")  # back at the game's New game, scrolled to it
    expect(tile).to_be_focused()
    expect(tile).to_be_in_viewport()
    page.keyboard.press("Enter")
    page.get_by_test_id("start").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".match-bar h1")).to_be_focused()  # the match's title, where Tab leads on to its buttons


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_boxes_to_tick_are_finger_sized_on_a_phone(sized_page):
    # The lobby's two ways to connect were radio buttons 17 and 13 px wide: their long labels squeezed them.
    page = sized_page
    page.get_by_test_id("new-odin").tap()
    page.get_by_test_id("seat-kind-1").select_option("friend")
    page.get_by_test_id("start").tap()
    page.get_by_test_id("connect-relay").wait_for()
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('input[type=radio], input[type=checkbox]')]
                 .map((e) => [e.dataset.testid, Math.round(e.getBoundingClientRect().width),
                              Math.round(e.getBoundingClientRect().height)])"""
    )
    assert len(boxes) >= 3 and all(w >= 24 and h >= 24 for _, w, h in boxes), boxes


def test_about_credits_the_word_lists_and_links_their_licences(page, site_url):
    page.get_by_test_id("about-open").click()
    about = page.get_by_test_id("about")
    expect(about).to_contain_text("SCOWL")
    expect(about).to_contain_text("UK Advanced Cryptics Dictionary")
    licences = about.get_by_role("link", name="wordlists/LICENSES")
    response = page.request.get(site_url + licences.get_attribute("href"))
    assert response.ok and "Kevin Atkinson" in response.text()


@pytest.mark.first_visit
def test_the_engine_boots_from_pyodide_glue_that_asks_v8_to_compile_it_whole(context, site_url):
    """The build's compile hint (tools/build_site.py) is the first line the browser gets, where V8 reads it."""
    page = context.new_page()
    page.goto(site_url)
    wait_for_engine(page)
    first_line = page.evaluate(
        "fetch('vendor/pyodide/pyodide.asm.mjs').then((r) => r.text()).then((t) => t.slice(0, t.indexOf('\\n')))"
    )
    assert first_line == "//# allFunctionsCalledOnLoad"
