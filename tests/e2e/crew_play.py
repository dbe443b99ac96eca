"""What the Crew browser tests share: opening the page on a known deal, the setup screen with its logbook, and
one ordinary step of play made the way a person makes it."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser import choose_seats, take_the_device, wait_for_engine

# Something for the person on screen to do, or the end of the mission.
READY = """() => document.querySelector('[data-testid=crew-result], [data-testid=handoff]')
  || document.querySelector('[data-testid^=pick-]:not(:disabled), [data-testid=distress-no]:not(:disabled),'
     + ' [data-testid=communicate] [data-testid=skip]:not(:disabled), [data-testid=hand] .card:not(:disabled),'
     + ' [data-testid=jarvis] .card:not(:disabled), [data-testid^=answer-]:not(:disabled),'
     + ' [data-testid^=designate-]:not(:disabled), [data-testid=tokens], [data-testid=handover]')"""


PLAYABLE = "[data-testid=hand] button.card:not(:disabled), [data-testid=jarvis] button.card:not(:disabled)"


def open_with_seed(context, site_url: str, seed: str) -> Page:
    """A tab of the app in which every match deals from ``seed`` (its deal looked up in CPython beforehand)."""
    page = context.new_page()
    page.goto(f"{site_url}?botDelay=0&seed={seed}")
    wait_for_engine(page)
    return page


def set_up(
    page: Page, seats: list[str], mission: int = 1, practice: bool = False, distress: bool | None = None
) -> None:
    """From the home screen: a new Crew match with these seat kinds, choosing ``mission`` in the logbook."""
    choose_seats(page, "crew", seats)
    if practice:
        page.get_by_test_id("practice").check()
    page.get_by_test_id(f"logbook-mission-{mission}").click()
    expect(page.get_by_test_id(f"logbook-mission-{mission}")).to_have_attribute("aria-pressed", "true")
    if distress is not None:
        page.get_by_test_id("option-distress").select_option(index=0 if distress else 1)
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("mission")).to_contain_text(f"Mission {mission}")


def wait_ready(page: Page) -> None:
    page.wait_for_function(READY, timeout=30_000)


def on_screen(page: Page) -> int:
    """The crew position whose view is on screen."""
    return int(page.locator("[data-testid=players] li.me").get_attribute("data-testid").removeprefix("player-"))


def hand_cards(page: Page) -> list[str]:
    # while communicating, the hand's cards are the choice's buttons: every card is keyed by its name either way
    keys = page.get_by_test_id("hand").locator("[data-key^=card-]").evaluate_all("els => els.map(e => e.dataset.key)")
    return [k.removeprefix("card-") for k in keys]


def answered(page: Page, step) -> None:
    """Do ``step`` (a click, a key) and wait until the table was drawn again or gave way to a hand-off. Not
    every move adds to the log (a skipped communication does not), so this waits on the redraw instead."""
    page.evaluate("document.querySelector('[data-testid=board] .crew').dataset.stale = 'yes'")
    step()
    page.wait_for_function("() => !document.querySelector('[data-testid=board] .crew[data-stale]')", timeout=30_000)


def ordinary_step(page: Page) -> None:
    """Do the plainest thing on screen: take the device, take the first task, no distress signal, do not
    communicate, play the first playable card."""
    if page.get_by_test_id("handoff").count():
        take_the_device(page)
        return
    picks = page.locator("[data-testid^=pick-]:not(:disabled)")
    if picks.count():
        answered(page, picks.first.click)
    elif page.get_by_test_id("distress-no").count():
        answered(page, page.get_by_test_id("distress-no").click)
    elif page.get_by_test_id("communicate").count():
        answered(page, page.get_by_test_id("communicate").get_by_test_id("skip").click)
    else:
        answered(page, page.locator(PLAYABLE).first.click)


def card_title(card: str) -> str:
    suit = {"p": "pink", "b": "blue", "g": "green", "y": "yellow", "r": "rocket"}[card[0]]
    return f"{suit} {card[1:]}"
