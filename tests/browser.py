"""Shared machinery of the browser tests (tests/pyodide, tests/e2e): the built site served on 127.0.0.1,
Chromium driven by Playwright, and a guard that fails any request leaving this machine."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("PARLOUR_SITE", ROOT / "dist" / "site"))
DEBIAN_CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ENGINE_READY_MS = 60_000


def launch_options() -> dict:
    options = {"args": CHROMIUM_ARGS}
    if os.path.exists(DEBIAN_CHROMIUM):
        options["executable_path"] = DEBIAN_CHROMIUM
    return options


def is_local(url: str) -> bool:
    return url.startswith(("http://127.0.0.1", "data:", "blob:", "about:"))
