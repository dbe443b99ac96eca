"""Offline after the first visit, and a new build offered as an update, in Chromium."""

from __future__ import annotations

import json
import shutil

import pytest
from playwright.sync_api import expect

from tests.browser import SITE, wait_for_engine, wait_until
from tools import build_site, serve

pytestmark = [pytest.mark.browser, pytest.mark.first_visit]

ALL_CACHED = """async () => {
  const registration = await navigator.serviceWorker.ready;
  const build = await (await fetch("build.json")).json();
  const cache = await caches.open(`parlour-site-${build.version}`);
  const cached = await cache.keys();
  return registration.active !== null && cached.length > Object.keys(build.files).length;
}"""


# How the browser served a file of the page: "cache" when a static route of the service worker took it straight
# from Cache Storage, without running the worker's script.
SERVED_FROM = """(path) => performance.getEntriesByType("resource")
  .filter((entry) => new URL(entry.name).pathname.endsWith(path)).map((entry) => entry.workerFinalSourceType)"""


def boot(page) -> None:
    wait_for_engine(page)


# What each built game shows once it has started: a player can act on it.
STARTED = {
    "odin": "[data-testid=hand] .card",
    "rolltothetop": "[data-testid=my-board]",
    "lettertycoon": "[data-testid=hand] svg",
    "hardback": "[data-testid=hand] svg",
}


def test_the_app_boots_and_every_game_starts_offline_after_one_visit(context, site_url):
    page = context.new_page()
    page.goto(site_url + "?botDelay=0")
    boot(page)
    wait_until(page, ALL_CACHED)
    context.set_offline(True)
    page.reload()
    boot(page)
    assert page.evaluate(SERVED_FROM, "/js/main.js") == ["cache"]
    for game, started in STARTED.items():
        page.get_by_test_id(f"new-{game}").click()
        page.get_by_test_id("start").click()
        expect(page.locator(started).first).to_be_visible(timeout=60_000)
        page.get_by_test_id("leave").click()
    context.set_offline(False)


def test_the_site_works_under_a_sub_path(context, tmp_path):
    """Served under a path on a host with other things at its root, as on many static hosts; the path has
    characters that mean something in the service worker's route patterns, which must take them literally."""
    (tmp_path / "par(lour)").symlink_to(SITE, target_is_directory=True)
    server = serve.start(tmp_path)
    try:
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/par(lour)/?botDelay=0")
        boot(page)
        wait_until(page, ALL_CACHED)
        scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        assert scope.endswith("/par(lour)/")
        page.reload()
        boot(page)
        assert page.evaluate(SERVED_FROM, "/par(lour)/js/main.js") == ["cache"]
        page.get_by_test_id("new-odin").click()
        page.get_by_test_id("start").click()
        expect(page.get_by_test_id("hand").locator(".card")).to_have_count(9)
    finally:
        server.shutdown()


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
    wait_until(page, ALL_CACHED)
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
    wait_until(
        page,
        f"async () => {{ const k = await caches.keys(); return k.includes('parlour-site-{second}') "
        f"&& !k.includes('parlour-site-{first}'); }}",
    )
    # the new worker's routes read the new build's cache, the page itself included
    assert page.evaluate("performance.getEntriesByType('navigation')[0].workerFinalSourceType") == "cache"
    assert page.evaluate("fetch('css/parlour.css').then((r) => r.text())").endswith("/* build 2 */\n")
    assert page.evaluate(SERVED_FROM, "/css/parlour.css")[-1] == "cache"


def first_start_with_its_snapshot_stored(context, site_url):
    """A page after its first (fresh) start, once the interpreter snapshot is stored."""
    page = context.new_page()
    page.goto(site_url + "?botDelay=0")
    boot(page)
    assert page.evaluate("document.documentElement.dataset.boot") == "fresh"
    wait_until(page, "async () => (await (await caches.open('parlour-snapshots')).keys()).length === 1")
    return page


def restarts(page, how: str) -> None:
    """Reload ``page``: the engine starts ``how`` ("fresh" or "snapshot") and an Odin match deals a hand."""
    page.reload()
    boot(page)
    assert page.evaluate("document.documentElement.dataset.boot") == how
    page.get_by_test_id("new-odin").click()
    page.get_by_test_id("start").click()
    expect(page.get_by_test_id("hand").locator(".card")).to_have_count(9)


def test_the_second_start_restores_the_interpreter_snapshot(context, site_url):
    page = first_start_with_its_snapshot_stored(context, site_url)
    restarts(page, "snapshot")
    # the build wrote the wasm's address into the worker: its compile does not wait for build.json
    phases = page.evaluate("window.parlourBootPhases")
    assert phases["wasm-compile"] < phases["build-json"], phases


# Replaces the stored snapshot with damaged bytes under the same name: a truncated one (its header promises
# more than is there) or one that is not a snapshot of ours at all.
DAMAGE_THE_SNAPSHOT = """async (how) => {
  const cache = await caches.open("parlour-snapshots");
  const [request] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  const damaged = how === "truncated" ? bytes.slice(0, bytes.length >> 1) : new TextEncoder().encode("not a snapshot");
  await cache.put(request, new Response(damaged));
  return request.url;
}"""


@pytest.mark.parametrize("how", ["truncated", "foreign"])
def test_a_damaged_snapshot_means_a_fresh_start_and_a_new_snapshot(context, site_url, how):
    page = first_start_with_its_snapshot_stored(context, site_url)
    key = page.evaluate(DAMAGE_THE_SNAPSHOT, how)
    restarts(page, "fresh")
    # the damaged one was dropped, and a whole one stored again once the page was idle
    wait_until(
        page,
        f"""async () => {{
          const response = await (await caches.open('parlour-snapshots')).match({json.dumps(key)});
          return response !== undefined && (await response.blob()).size > 1e6;
        }}""",
    )
    page.reload()  # the match just started resumes, now from the new snapshot
    boot(page)
    assert page.evaluate("document.documentElement.dataset.boot") == "snapshot"
