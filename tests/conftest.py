"""Fixtures of the browser tests. CPython-only tests never import Playwright."""

from __future__ import annotations

import pytest

from tests.browser import SITE, is_local, launch_options, wait_for_engine


@pytest.fixture(scope="session")
def site_url():
    from tools import serve

    if not (SITE / "build.json").is_file():
        pytest.fail(f"No built site at {SITE}: run `make build` (make test does).")
    server = serve.start(SITE)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(**launch_options())
        yield chromium
        chromium.close()


@pytest.fixture
def context(browser):
    """A fresh browser profile whose every request must stay on 127.0.0.1, with no page errors."""
    ctx = browser.new_context(viewport={"width": 1100, "height": 900})
    outside: list[str] = []
    errors: list[str] = []

    def guard(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    ctx.route("**/*", guard)
    ctx.on("weberror", lambda error: errors.append(str(error.error)))
    ctx.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    yield ctx
    ctx.close()
    assert not outside, f"requests left 127.0.0.1: {outside}"
    assert not errors, f"errors in the page: {errors}"


@pytest.fixture
def page(context, site_url):
    """The app, booted: data-engine is "ready"."""
    tab = context.new_page()
    tab.goto(site_url + "?botDelay=0")
    wait_for_engine(tab)
    return tab
