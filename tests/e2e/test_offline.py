"""Offline after the first visit, and a new build offered as an update, in Chromium."""

from __future__ import annotations

import json
import shutil

import pytest
from playwright.sync_api import expect

from tests.browser import SITE, wait_for_engine
from tools import build_site, serve

pytestmark = pytest.mark.browser

ALL_CACHED = """async () => {
  const registration = await navigator.serviceWorker.ready;
  const build = await (await fetch("build.json")).json();
  const cache = await caches.open(`parlour-${build.version}`);
  const cached = await cache.keys();
  return registration.active !== null && cached.length > Object.keys(build.files).length;
}"""


def boot(page) -> None:
    wait_for_engine(page)


def test_the_app_boots_and_plays_offline_after_one_visit(context, site_url):
    page = context.new_page()
    page.goto(site_url + "?botDelay=0")
    boot(page)
    page.wait_for_function(ALL_CACHED, timeout=60_000, polling=500)
    context.set_offline(True)
    page.reload()
    boot(page)
    page.get_by_test_id("new-odin").click()
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("hand").locator(".card")).to_have_count(9)
    context.set_offline(False)


@pytest.fixture
def own_site(tmp_path):
    """A private copy of the built site, so the test can deploy a second build to the same address."""
    site = tmp_path / "site"
    shutil.copytree(SITE, site)
    server = serve.start(site)
    yield site, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


def test_a_new_build_is_offered_and_taken_on_reload(context, own_site):
    site, url = own_site
    page = context.new_page()
    page.goto(url)
    boot(page)
    page.wait_for_function(ALL_CACHED, timeout=60_000, polling=500)
    first = json.loads((site / "build.json").read_text())["version"]

    (site / "css" / "parlour.css").write_text((site / "css" / "parlour.css").read_text() + "\n/* build 2 */\n")
    second = build_site.seal(site, json.loads((site / "build.json").read_text())["wheel"])["version"]
    assert second != first

    page.reload()
    boot(page)
    banner = page.get_by_test_id("update")
    expect(banner).to_be_visible(timeout=60_000)
    with page.expect_navigation():
        page.get_by_test_id("update-reload").click()
    boot(page)
    page.wait_for_function(
        f"caches.keys().then(k => k.includes('parlour-{second}') && !k.includes('parlour-{first}'))", timeout=30_000
    )


def test_the_second_start_restores_the_interpreter_snapshot(context, site_url):
    page = context.new_page()
    page.goto(site_url + "?botDelay=0")
    boot(page)
    assert page.evaluate("document.documentElement.dataset.boot") == "fresh"
    page.wait_for_function(
        "caches.open('parlour-snapshots').then(c => c.keys()).then(k => k.length === 1)", timeout=60_000, polling=500
    )
    page.reload()
    boot(page)
    assert page.evaluate("document.documentElement.dataset.boot") == "snapshot"
    page.get_by_test_id("new-odin").click()
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("hand").locator(".card")).to_have_count(9)
