"""What a friend's page keeps on its device of matches hosted elsewhere: damaged storage never stops a join, and only
the newest matches are kept, so a device that joins match after match does not fill its storage."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.browser import NOBODYS_HOST_KEY, wait_for_engine

pytestmark = pytest.mark.browser

KEPT_MAX = 10  # js/peers.js GUEST_KEPT_MAX


def kept_match(created: int) -> dict:
    return {
        "seat": 1,
        "secret": "ab" * 32,
        "token": "cd" * 32,
        "commitments": None,
        "hashes": {},
        "refused": [],
        "created": created,
    }


def test_a_damaged_kept_match_is_taken_afresh_and_old_ones_are_forgotten(context, site_url, relay):
    page = context.new_page()
    page.goto(site_url)  # another address than the link's, so that opening the link loads the page anew
    older = {f"parlour.guest.old-{n}": json.dumps(kept_match(created=n)) for n in range(1, 13)}
    history = json.dumps(
        [{"id": "old-1", "game": "odin", "players": ["Ann", "Ben"], "seat": 1, "log": [], "updated": 1}]
    )
    page.evaluate(
        """([older, history]) => {
          for (const [key, value] of Object.entries(older)) localStorage.setItem(key, value);
          localStorage.setItem("parlour.guest.history", history);
          localStorage.setItem("parlour.guest.this-match", "{not json");
        }""",
        [older, history],
    )
    link = f"#join?m=this-match&s=1&g=odin&r={'ab' * 16}&relay={relay.url}&k={NOBODYS_HOST_KEY}"
    page.goto(f"{site_url}?botDelay=0{link}")
    wait_for_engine(page)
    expect(page.get_by_test_id("meeting")).to_contain_text("Looking for the host")

    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    kept = sorted(key for key in stored if key.startswith("parlour.guest.") and key != "parlour.guest.history")
    assert len(kept) == KEPT_MAX
    assert "parlour.guest.this-match" in kept
    assert {f"parlour.guest.old-{n}" for n in range(4, 13)} <= set(kept), "the newest are kept, the oldest forgotten"
    mine = json.loads(stored["parlour.guest.this-match"])
    assert mine["seat"] == 1 and mine["secret"] != "ab" * 32 and mine["hashes"] == {}
    assert stored["parlour.guest.history"] == history, "the history is not a kept match"
