"""Render the app icon (css/icons/parlour.svg) to the PNG sizes the web manifest lists, with Chromium.

    python tools/make_icons.py

Run after changing the SVG; the PNGs are committed, so building the site needs no browser.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import launch_options  # noqa: E402

SIZES = (192, 512)


def main() -> None:
    from playwright.sync_api import sync_playwright

    svg = (ROOT / "css" / "icons" / "parlour.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<body style="margin:0">{svg.replace("<svg ", f"<svg width={size} height={size} ", 1)}')
            page.screenshot(path=ROOT / "css" / "icons" / f"parlour-{size}.png", omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
