"""Fixtures of the browser tests. CPython-only tests never import Playwright."""

from __future__ import annotations

import pytest

from tests.browser import (
    SITE,
    SiteWithSnapshot,
    confine,
    give_the_snapshot,
    keep_a_snapshot,
    launch_options,
    wait_for_engine,
)
from tests.e2e.layout import SIZES, watch_layout


@pytest.fixture(scope="session")
def site_url():
    from tools import serve

    if not (SITE / "build.json").is_file():
        pytest.fail(f"No built site at {SITE}: run `make build` (make test does).")
    server = serve.start(SITE, handler=SiteWithSnapshot)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(**launch_options())
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def snapshot_key(browser, site_url):
    """The key of the engine's start-up snapshot kept on the test server (tests/browser.py keep_a_snapshot)."""
    return keep_a_snapshot(browser, site_url)


@pytest.fixture
def warm(request, site_url):
    """Gives a new browser profile the kept start-up snapshot, unless the test is marked first_visit."""

    def give(ctx) -> None:
        if request.node.get_closest_marker("first_visit") is None:
            give_the_snapshot(ctx, site_url, request.getfixturevalue("snapshot_key"))

    return give


@pytest.fixture
def context(browser, warm):
    """A new browser profile whose every request must stay on 127.0.0.1, with no page errors; its engine starts
    from the start-up snapshot (``warm``)."""
    ctx = browser.new_context(viewport={"width": 1100, "height": 900})
    notes = confine(ctx)
    warm(ctx)
    yield ctx
    ctx.close()
    assert not notes["outside"], f"requests left 127.0.0.1: {notes['outside']}"
    assert not notes["errors"], f"errors in the page: {notes['errors']}"


@pytest.fixture
def other_context(browser, warm):
    """Makes more browser profiles (a friend's browser), confined and warm like ``context``; checked and closed at
    the end."""
    made = []

    def make(**options):
        ctx = browser.new_context(**options)
        made.append((ctx, confine(ctx)))
        warm(ctx)
        return ctx

    yield make
    for ctx, notes in made:
        ctx.close()
        assert not notes["outside"], f"requests left 127.0.0.1: {notes['outside']}"


@pytest.fixture(scope="session")
def relay():
    """A Nostr relay on 127.0.0.1 for the one-link mode (tests/relay.py). It lives as long as the test session, so
    that it goes away after every browser profile: a page still meeting through it when it stopped logged "WebSocket
    is already in CLOSING or CLOSED state" while its profile closed, failing a test that had passed. Each match has
    its own room, so tests do not meet each other's pages."""
    from tests.relay import RelayThread

    server = RelayThread()
    yield server
    server.stop()


@pytest.fixture
def page(context, site_url):
    """The app, booted: data-engine is "ready"."""
    tab = context.new_page()
    tab.goto(site_url + "?botDelay=0")
    wait_for_engine(tab)
    return tab


@pytest.fixture
def sized_page(browser, site_url, request, warm):
    """The app, booted, at one of the screen sizes of tests/e2e/layout.py (parametrize "sized_page" indirectly with
    its name), with the layout watch on: what the watch saw is the test's to assert (layout_problems)."""
    ctx = browser.new_context(**SIZES[request.param])
    notes = confine(ctx)
    warm(ctx)
    watch_layout(ctx)
    tab = ctx.new_page()
    tab.goto(site_url + "?botDelay=0")
    wait_for_engine(tab)
    yield tab
    ctx.close()
    assert not notes["outside"], f"requests left 127.0.0.1: {notes['outside']}"
    assert not notes["errors"], f"errors in the page: {notes['errors']}"
