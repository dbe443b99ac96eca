"""The engine boots from the build's brotli copies, served by tools/serve.py (README, "Serving the site")."""

from __future__ import annotations

import pytest

from tests.browser import wait_for_engine

pytestmark = [pytest.mark.browser, pytest.mark.first_visit]

BIG_FILES = ("vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.parlour.zip")


def test_the_engine_boots_from_compressed_files(context, site_url):
    encodings: dict[str, str | None] = {}

    def note(response) -> None:
        path = response.url.removeprefix(site_url).split("?")[0]
        encodings.setdefault(path, response.headers.get("content-encoding"))

    context.on("response", note)
    page = context.new_page()
    page.goto(site_url)
    wait_for_engine(page)
    assert {path: encodings.get(path) for path in (*BIG_FILES, "js/main.js", "")} == dict.fromkeys(
        (*BIG_FILES, "js/main.js", ""), "br"
    )
    # What the page itself loaded came compressed and was decoded: fewer bytes on the wire than in the file.
    sizes = page.evaluate(
        """() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/js/main.js"))
             .map((e) => [e.encodedBodySize, e.decodedBodySize])[0]"""
    )
    assert 0 < sizes[0] < sizes[1]
