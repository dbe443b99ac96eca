"""Word-engine figures in CPython: load, index, ``contains`` and search time per list, and the files' sizes.

    python bench/words.py [--searches 50] [--json] [--pyodide]

The measuring function is ``parlour.words.bench.measure``; ``--pyodide`` runs the same function inside Pyodide
in Chromium (the built site's wheel and word files), so the two runs search the same racks.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from parlour import words  # noqa: E402
from parlour.words.bench import measure  # noqa: E402


def in_site_pyodide(list_name: str, code: str, files: dict[str, str] | None = None):
    """The value of ``code`` (Python whose last expression is JSON text) run inside the built site's Pyodide in
    Chromium, with ``list_name``'s word files loaded and ``files`` (path: text) written first: the way the benches
    time the page's own engine."""
    from playwright.sync_api import sync_playwright

    from tests.browser import SITE, launch_options, pyodide_page, run_python
    from tools import serve

    server = serve.start(SITE)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            page = browser.new_page()
            pyodide_page(page, f"http://127.0.0.1:{server.server_port}/", words.files_for(list_name))
            for path, text in (files or {}).items():
                page.evaluate("([path, text]) => pyodide.FS.writeFile(path, text)", [path, text])
            value = run_python(page, code)
            browser.close()
    finally:
        server.shutdown()
    return value


def measure_in_pyodide(searches: int, cpu: bool) -> dict:
    """The same figures, measured by the same function inside the built site's Pyodide in Chromium."""
    code = "import json\nfrom parlour.words.bench import measure\n"
    return in_site_pyodide("british", code + f"json.dumps(measure(searches={searches}, cpu={cpu}))")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--searches", type=int, default=50, help="racks per kind of search (default 50)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--cpu", action="store_true", help="time with process_time (steadier on a busy machine)")
    parser.add_argument("--pyodide", action="store_true", help="measure inside Pyodide in Chromium instead")
    args = parser.parse_args()
    if args.pyodide:
        figures = measure_in_pyodide(args.searches, args.cpu)
        runtime = "Pyodide (Chromium)"
    else:
        figures = measure(searches=args.searches, cpu=args.cpu)
        runtime = f"Python {sys.version.split()[0]}"
    if args.json:
        print(json.dumps(figures, indent=1))
        return
    clock = "CPU time" if args.cpu else "wall clock"
    print(f"{runtime}, {args.searches} racks per search kind; {clock} in ms (median / p90)")
    for name in words.files_for("british"):
        data = (words.source() / name).read_bytes()
        print(f"{name}: {len(data):,} bytes ({len(gzip.compress(data)):,} gzipped)")
    heads = ("LT best", "LT no bound", "LT X+Z", "Hardback")
    print(
        f"{'list':9} {'words':>8} {'load':>6} {'index':>6} {'1st LT':>6} {'1st HB':>6} {'contains':>9}  "
        + "  ".join(f"{h:>13}" for h in heads)
    )
    for name in words.LISTS:
        f = figures[name]
        spreads = [f[k] for k in ("lt_best", "lt_best_unbounded", "lt_best_xz", "hardback")]
        cells = "  ".join(f"{s['median_ms']:6.2f}/{s['p90_ms']:6.2f}" for s in spreads)
        firsts = f"{f['load_ms']:6.1f} {f['index_ms']:6.1f} {f['first_lt_ms']:6.1f} {f['first_hardback_ms']:6.1f}"
        print(f"{name:9} {f['words']:8,} {firsts} {f['contains_us']:7.2f}us  {cells}")


if __name__ == "__main__":
    main()
