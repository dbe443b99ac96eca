"""Saved matches in the browser: damaged records are listed (to export or delete) and never stop the home screen or
the boot; a write the storage refuses is told, play goes on and the save is retried; one tab holds a match at a
time; a match goes out as a file and comes back in, and a damaged file is refused, changing nothing."""

from __future__ import annotations

import json
import os
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser import wait_for_engine
from tests.e2e import test_odin
from tests.e2e.a11y import assert_clean
from tests.tables import bot_record

pytestmark = pytest.mark.browser

SHOTS = os.environ.get("PARLOUR_SHOTS")  # a folder: the screens a player meets here are photographed there
SIZES = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1366, "height": 768}}
SEATS = [{"name": "Ana", "kind": "person"}, {"name": "Ben", "kind": "bot", "level": "easy"}]


def shoot(page: Page, name: str, seen: str | None = None) -> None:
    """Photograph the page at a phone's and a laptop's size (only with PARLOUR_SHOTS), then return to its size;
    ``seen``: a test id scrolled into view first, as the player has it."""
    if not SHOTS:
        return
    size = page.viewport_size
    for label, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.wait_for_timeout(500)  # the log drawer slides away when the page becomes a phone's
        if seen:
            page.get_by_test_id(seen).scroll_into_view_if_needed()
        page.screenshot(path=os.path.join(SHOTS, f"{name}-{label}.png"))
    page.set_viewport_size(size)


def odin_record(match_id: str, moves: int = 3, **changes) -> dict:
    """A saved Odin match of Ana (a person) against Ben (a bot) with ``moves`` moves, as the app stores one."""
    record = bot_record("odin", ["Ana", "Ben"], {"length": 0, "goat": False}, f"saves-{match_id}", moves)
    return {"id": match_id, **record, "seats": SEATS, "created": 0, "waiting": ["Ana"], **changes}


def store(page: Page, records: list[dict], current: str | None = None) -> None:
    """Put records in the browser's storage as they are (damaged ones too), and the current-match pointer."""
    page.evaluate(
        """async ([records, current]) => {
             const { saveMatch } = await import("./js/store.js");
             for (const record of records) await saveMatch(record);
             if (current) localStorage.setItem("parlour.current", current);
           }""",
        [records, current],
    )


def stored(page: Page) -> dict[str, dict]:
    """Every record in the browser's storage, by id."""
    found = page.evaluate("""async () => (await (await import("./js/store.js")).listMatches())""")
    return {record["id"]: record for record in found}


def download(page: Page, button) -> dict:
    with page.expect_download() as info:
        button.click()
    return json.loads(open(info.value.path()).read())


def export_and_import(page: Page, tmp_path) -> None:
    """A saved match goes out as a file and comes back in; damaged files are refused and change nothing."""
    row = page.get_by_test_id("resume-kept")
    expect(row).to_contain_text("move 4")
    exported = download(page, page.get_by_test_id("export-kept"))
    row.locator("xpath=..").get_by_role("button", name="Delete this saved game").click()
    expect(row).to_have_count(0)

    good = tmp_path / "kept.json"
    good.write_text(json.dumps(exported))
    page.get_by_test_id("import-file").set_input_files(good)
    expect(page.get_by_test_id("status")).to_have_text("Imported: Odin, Ana, Ben.")
    expect(row).to_contain_text("move 4")
    assert stored(page)["kept"]["moves"] == exported["match"]["moves"]

    before = stored(page)
    refusals = {
        "not-json.json": ("{ not json", "it is not a saved game (it is not JSON)"),
        "no-seats.json": (
            json.dumps({**exported, "match": {**exported["match"], "seats": []}}),
            "the match in it is damaged: its seats do not match",
        ),
    }
    damaged = json.loads(json.dumps(exported))
    damaged["match"]["moves"][2]["move"] = {"type": "play", "cards": ["blue-99"]}
    refusals["bad-move.json"] = (json.dumps(damaged), "the match in it is damaged (Move 3 of the match record")
    for name, (text, why) in refusals.items():
        (tmp_path / name).write_text(text)
        page.get_by_test_id("import-file").set_input_files(tmp_path / name)
        status = page.get_by_test_id("import-message")
        expect(status).to_contain_text(re.compile(f'"{name}" could not be imported: {re.escape(why)}'))
        expect(status).to_contain_text("Nothing was changed.")
    assert stored(page) == before
    expect(page.locator("[data-testid^=resume-]")).to_have_count(2)
    shoot(page, "import-refused", seen="import-message")


def test_damaged_saves_are_listed_to_export_or_delete_never_stop_the_boot_and_files_go_out_and_in(page, tmp_path):
    no_players = odin_record("noplayers")
    del no_players["players"]
    no_seats = odin_record("noseats")
    del no_seats["seats"]
    bad_move = odin_record("badmove")
    bad_move["moves"][1]["move"] = {"type": "play", "cards": ["blue-99"]}  # only the engine can tell
    kept = odin_record("kept", moves=4, waiting=[])
    store(
        page, [odin_record("good"), kept, no_players, no_seats, bad_move, {"id": "junk", "game": 7}], current="noseats"
    )
    page.reload()
    wait_for_engine(page)

    expect(page.get_by_test_id("status")).to_contain_text(
        "Your last match could not be resumed: its seats do not match"
    )
    expect(page.get_by_test_id("resume-good")).to_be_visible()
    damaged = page.get_by_test_id("damaged")
    expect(damaged.locator(".damaged-row")).to_have_count(4)  # the last once the engine has judged it
    expect(page.get_by_test_id("damaged-noseats")).to_contain_text("its seats do not match its players")
    expect(page.get_by_test_id("damaged-noplayers")).to_contain_text("it has no list of players")
    expect(page.get_by_test_id("damaged-badmove")).to_contain_text("the engine refuses it (Move 2 of the match record")
    expect(page.get_by_test_id("damaged-junk")).to_contain_text("A game this app does not have")
    expect(page.get_by_test_id("new-odin")).to_be_visible()
    assert page.evaluate("localStorage.getItem('parlour.current')") is None
    shoot(page, "damaged-home")
    assert_clean(page, "the home screen with damaged saves")

    # Every kind of damage the page can see for itself, each with its own clause; the sound record has none.
    sound = odin_record("sound", finished=False, looking=0, extra={}, updated=1)
    damages = {
        "players": ("Ana, Ben", "it has no list of players"),
        "seats": ([{"name": "Ana", "kind": "person"}, {"name": "Ben", "kind": "robot"}], "seat 2 says neither"),
        "seed": ({"s": 1}, "it has no seed"),
        "options": (["length"], "its options are not a set of choices"),
        "moves": ([{"seat": "0", "move": {"type": "pass"}}], "its move 1 is damaged: it does not say who played what"),
        "finished": ("yes", "it does not say plainly whether it is finished"),
        "looking": (5, "it names a seat it does not have"),
        "updated": ("today", "its updated time is not a time"),
    }
    problems = page.evaluate(
        """async ([sound, damages]) => {
             const { shapeProblem } = await import("./js/saves.js");
             const found = { sound: shapeProblem(sound) };
             for (const [field, [value]] of Object.entries(damages)) {
               found[field] = shapeProblem({ ...sound, [field]: value });
             }
             return found;
           }""",
        [sound, damages],
    )
    assert problems.pop("sound") is None
    assert {field: problem.startswith(damages[field][1]) for field, problem in problems.items()} == dict.fromkeys(
        damages, True
    )

    exported = download(page, page.get_by_test_id("damaged-noseats").get_by_test_id("damaged-export"))
    assert exported["format"] == "parlour-match"
    assert exported["match"]["id"] == "noseats" and len(exported["match"]["moves"]) == 3
    page.get_by_test_id("damaged-noseats").get_by_test_id("damaged-delete").click()
    expect(page.get_by_test_id("damaged-noseats")).to_have_count(0)
    assert set(stored(page)) == {"good", "kept", "noplayers", "badmove", "junk"}

    export_and_import(page, tmp_path)  # on the same home screen, damaged saves and all

    page.get_by_test_id("resume-good").click()
    test_odin.my_turn(page)
    expect(page.get_by_test_id("log").locator("li")).not_to_have_count(0)


FAIL_WRITES = """() => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__storageFull) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return put.apply(this, args);
  };
}"""


def test_a_refused_write_is_told_play_goes_on_and_the_save_is_retried(page):
    page.evaluate(FAIL_WRITES)
    page.evaluate("window.__storageFull = true")
    test_odin.set_up(page, ["person", "bot:easy"])
    notice = page.get_by_test_id("save-notice")
    status = page.get_by_test_id("status")
    retry = page.get_by_test_id("save-retry")
    expect(notice).to_contain_text("This match could not be saved: the browser's storage is full")
    assert test_odin.my_turn(page) == "turn"
    expect(status).to_have_text("Your turn")
    shoot(page, "storage-full")
    assert_clean(page, "the table with a failed save")
    assert stored(page) == {}
    retry.click()  # still full: told again
    expect(retry).to_be_enabled()
    expect(notice).to_contain_text("storage is full")

    # Mid-match: the bots still play and the turn comes back; nothing is stuck on "is thinking…".
    test_odin.take_turn(page)
    assert test_odin.my_turn(page) == "turn"
    expect(status).to_have_text("Your turn")
    expect(notice).to_be_visible()

    page.evaluate("window.__storageFull = false")
    retry.click()
    expect(notice).to_be_hidden()
    match_id = page.evaluate("localStorage.getItem('parlour.current')")
    saved_moves = len(stored(page)[match_id]["moves"])
    assert saved_moves >= 1

    # A failure on a later move is told again, and the next move's save clears it by itself.
    page.evaluate("window.__storageFull = true")
    test_odin.take_turn(page)
    expect(notice).to_be_visible()
    assert test_odin.my_turn(page) == "turn"
    page.evaluate("window.__storageFull = false")
    test_odin.take_turn(page)
    expect(notice).to_be_hidden()
    assert len(stored(page)[match_id]["moves"]) > saved_moves


@pytest.fixture(params=["web locks", "tabs that ask each other"])
def match_claims(request, context) -> str:
    """How tabs hold a match: with Web Locks, or as a page that is no secure context (plain http on a LAN address)
    has them, without (nor crypto.randomUUID). Requested before ``page``, so every page of the context is made
    under it."""
    if request.param != "web locks":
        context.add_init_script("delete Navigator.prototype.locks; delete Crypto.prototype.randomUUID")
    return request.param


def test_one_tab_holds_a_match_and_another_may_take_it_over(match_claims, page, context, site_url):
    assert page.evaluate("'locks' in navigator && 'randomUUID' in crypto") == (match_claims == "web locks")
    test_odin.set_up(page, ["person", "bot:easy"])
    assert test_odin.my_turn(page) == "turn"
    second = context.new_page()
    second.goto(site_url + "?botDelay=0")  # the same match is this browser's current one: the second tab opens it
    wait_for_engine(second)
    expect(second.get_by_test_id("elsewhere")).to_contain_text("This match is open in another tab")
    shoot(second, "second-tab")
    assert_clean(second, "a match open in another tab")

    second.get_by_test_id("take-over").click()
    assert test_odin.my_turn(second) == "turn"
    expect(page.get_by_test_id("elsewhere")).to_contain_text("This match moved to another tab")
    expect(page.get_by_test_id("board")).to_have_count(0)
    shoot(page, "taken-over")
    test_odin.take_turn(second)
    assert test_odin.my_turn(second) == "turn"

    page.get_by_test_id("take-over").click()  # and back: the first tab reads the match as the second left it
    assert test_odin.my_turn(page) == "turn"
    expect(second.get_by_test_id("elsewhere")).to_contain_text("moved to another tab")
    logged = page.get_by_test_id("log").locator("li").count()
    assert logged >= 3, "the move made in the second tab is in the match the first took back"
