"""The app's own payload (everything the build adds besides Pyodide's core), per file, raw and gzipped.

    python bench/payload.py [--site dist/site]

Goals: at most 1.0 MB gzipped with all three word lists; at most 400 KB before a word game opens (the word
lists are fetched only then, and the one-link and QR modules only when a lobby uses them).
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_CORE = "vendor/pyodide/"
# fetched when a word game opens, or when a lobby uses the one-link mode or shows a QR code
FETCHED_LATER = ("wordlists/", "vendor/trystero-", "vendor/noble-", "vendor/lean-qr/")
NOT_FETCHED = {"js/service-worker.js"}  # the template of sw.js; the build copies it along with js/


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args()
    files = json.loads((args.site / "build.json").read_text())["files"]
    paths = sorted(
        p for p in [*files, "build.json", "sw.js"] if not p.startswith(PYODIDE_CORE) and p not in NOT_FETCHED
    )
    rows = []
    for path in paths:
        data = (args.site / path).read_bytes()
        rows.append((path, len(data), len(gzip.compress(data, 9))))
    print(f"{'file':<44}{'bytes':>10}{'gzip':>10}")
    for path, raw, packed in rows:
        print(f"{path:<44}{raw:>10,}{packed:>10,}")
    boot = sum(packed for path, _, packed in rows if not path.startswith(FETCHED_LATER))
    total = sum(packed for _, _, packed in rows)
    print(f"\nbefore a word game opens: {boot / 1000:7.1f} KB gzip (goal <= 400; peer and QR modules not counted)")
    print(f"with all three word lists: {total / 1000:7.1f} KB gzip (goal <= 1000)")


if __name__ == "__main__":
    main()
