"""Regenerate tools/stdlib-keep.txt, the parts of Python's standard library the site ships, from what the engine
actually imports in Pyodide; or, with ``--check``, say whether the checked-in list is still that.

    python tools/stdlib_keep.py [--site dist/site] [--check]

In Chromium, Pyodide boots from the built site the way the engine worker does (its wheel imported from the zip),
but with Pyodide's whole standard library (the site's trimmed one is swapped for it on the way in), and then:
every game of the catalogue is played to its end by its bots through ``parlour.api``, with each other call the
page makes along the way (views, checks, refused moves, suggestions, look-backs, take-backs, fairness and
audits, The Crew's logbook), the word lists read and indexed, and a memory snapshot taken as the worker does.
The tests' and benches' own Pyodide pages (tests/browser.py) also ``import sysconfig`` and run
``parlour.words.bench``, so those are imported too. Every module then in ``sys.modules`` that comes from the
standard library's zip is kept: a package whole, a top-level module as itself.
"""

from __future__ import annotations

import argparse
import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

KEEP = ROOT / "tools" / "stdlib-keep.txt"
FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
TRIMMED = "python_stdlib.parlour.zip"
HEADER = """\
# The parts of Python's standard library that the site ships (tools/build_site.py trims Pyodide's python_stdlib.zip
# to them): a module name, or a package name with a slash (the whole package). Written by tools/stdlib_keep.py (do
# not edit: run it again; `make stdlib-check` says whether this list is current): the modules loaded in Pyodide once
# every game has been played through parlour.api by its bots, with every other call the page makes, and what the
# tests' and benches' Pyodide pages import (sysconfig's paths, parlour.words.bench). tests/pyodide and tests/e2e
# play every game with it: a module missing from it fails them with "No module named ...".
"""

# Boots Pyodide as js/engine-worker.js does (stdLibURL, a snapshot-capable start, the wheel by zipimport).
BOOT = """async () => {
  const build = await (await fetch("build.json")).json();
  const { loadPyodide } = await import(new URL("vendor/pyodide/pyodide.mjs", location.href).href);
  const py = await loadPyodide({
    indexURL: new URL("vendor/pyodide/", location.href).href,
    stdLibURL: new URL("vendor/pyodide/TRIMMED", location.href).href,
    _makeSnapshot: true,
  });
  py.FS.writeFile("/lib/parlour.whl", new Uint8Array(await (await fetch(build.wheel)).arrayBuffer()));
  py.runPython("import sys; sys.path.insert(0, '/lib/parlour.whl')");
  py.FS.mkdirTree("/wordlists");
  for (const file of ["words-60.bin", "words-80.bin"]) {
    py.FS.writeFile(`/wordlists/${file}`, new Uint8Array(await (await fetch(`wordlists/${file}`)).arrayBuffer()));
  }
  window.pyodide = py;
}""".replace("TRIMMED", TRIMMED)

# Every game of the catalogue, played by its bots with each call the page makes; then the modules loaded.
PLAY = """
import json, sys
from parlour import api

def call(op, **args):
    return api.call(op, args)  # an answer either way: a refused call has loaded what refusing needs

call("version")
games = [entry["id"] for entry in call("catalogue")["result"]]
call("word_source", folder="/wordlists")
for number, game in enumerate(games):
    options = {"dictionary": "british"} if game in ("hardback", "lettertycoon") else {}
    secrets = [f"{number:02d}{seat}" * 16 for seat in "abc"]
    commitments = [call("commitment", secret=secret)["result"] for secret in secrets]
    seed = call("fair_seed", commitments=commitments, secrets=secrets)["result"]
    record = {"game": game, "players": ["A", "B", "C"], "options": options, "seed": seed, "moves": []}
    lists = call("word_lists", record=record)["result"]["lists"]
    while lists and not call("prepare_words", lists=lists, max_ms=1000)["result"]["done"]:
        pass
    match = f"keep-{game}"
    summary = call("open", match=match, record={**record, "moves": []})["result"]
    moves = 0
    while not summary["outcome"] and moves < 3000:
        seat = summary["to_act"][0]
        call("view", match=match, seat=seat)
        call("legal_moves", match=match, seat=seat)
        if moves % 7 == 0:
            call("suggest", match=match, seat=seat)
            call("insight", match=match, seat=seat)
            call("solve", match=match, seat=seat)
            call("view", match=match, seat=seat, at=max(0, moves - 1))
            call("move", match=match, seat=seat, move={"type": "no such move"})
        move = call("bot_move", match=match, seat=seat, level="hard")["result"]
        call("check", match=match, seat=seat, move=move)
        call("preview", match=match, seat=seat, move=move)
        summary = call("move", match=match, seat=seat, move=move)["result"]
        record["moves"].append({"seat": seat, "move": move})
        moves += 1
    call("insight", match=match, seat=0)
    call("solve", match=match, seat=0)
    call("take_back", match=match, seat=summary["to_act"][0] if summary["to_act"] else 0, people=[0, 1, 2])
    call("take_back", match=match, seat=0, people=[0], apply=True)
    call("check_record", record=record)
    call("campaign", game=game, match=match)
    view = call("view", match=match, seat=1)["result"]
    call("view_hash", view=view)
    call("audit", record=record, seat=1, commitments=commitments, secrets=secrets, received={})
    call("state_hash", match=match)
    call("close", match=match)
"""

# What the tests' and benches' own Pyodide pages import besides the engine (tests/browser.py, bench/words.py).
EXTRA = "import sysconfig\nsysconfig.get_paths()\nimport parlour.words.bench\n"


def loaded_modules(site: Path) -> list[str]:
    """The names in ``sys.modules`` after :data:`PLAY` in Pyodide, booted from ``site`` with the whole stdlib."""
    from playwright.sync_api import sync_playwright

    from tests.browser import launch_options
    from tools import serve

    full = FULL_STDLIB.read_bytes()
    server = serve.start(site)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            page = browser.new_page()
            page.route(f"**/{TRIMMED}", lambda route: route.fulfill(body=full, content_type="application/zip"))
            page.goto(f"http://127.0.0.1:{server.server_port}/build.json")
            page.evaluate(BOOT)
            page.evaluate("code => pyodide.runPython(code)", PLAY + EXTRA)
            page.evaluate("() => pyodide.makeMemorySnapshot()")
            names = json.loads(
                page.evaluate("() => pyodide.runPython('import json, sys; json.dumps(sorted(sys.modules))')")
            )
            browser.close()
    finally:
        server.shutdown()
    return names


def keep_list(modules: list[str], stdlib: zipfile.ZipFile) -> list[str]:
    """The entries of the keep list for ``modules``: ``name/`` for a package of the zip, ``name`` for a module."""
    members = set(stdlib.namelist())
    kept = set()
    for name in modules:
        top = name.split(".")[0]
        if f"{top}/__init__.py" in members:
            kept.add(f"{top}/")
        elif f"{top}.py" in members:
            kept.add(top)
    return sorted(kept, key=lambda entry: entry.rstrip("/"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, default=ROOT / "dist" / "site", help="a built site (make build)")
    parser.add_argument("--check", action="store_true", help="only say whether tools/stdlib-keep.txt is current")
    args = parser.parse_args()
    with zipfile.ZipFile(FULL_STDLIB) as stdlib:
        entries = keep_list(loaded_modules(args.site), stdlib)
    text = HEADER + "".join(f"{entry}\n" for entry in entries)
    if not args.check:
        KEEP.write_text(text)
        print(f"wrote {KEEP.relative_to(ROOT)}: {len(entries)} entries")
        return
    listed = [line for line in KEEP.read_text().splitlines() if line and not line.startswith("#")]
    missing, unused = sorted(set(entries) - set(listed)), sorted(set(listed) - set(entries))
    if missing or unused or KEEP.read_text() != text:
        sys.exit(
            f"{KEEP.relative_to(ROOT)} is not current: run python tools/stdlib_keep.py "
            f"(imported but not listed: {missing or 'none'}; listed but not imported: {unused or 'none'})."
        )
    print(f"{KEEP.relative_to(ROOT)} is current ({len(entries)} entries).")


if __name__ == "__main__":
    main()
