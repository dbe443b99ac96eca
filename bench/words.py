"""Word-engine figures in CPython: load, index, ``contains`` and search time per list, and the files' sizes.

    python bench/words.py [--searches 50] [--json]

The measuring function is ``parlour.words.bench.measure``; the in-Pyodide run calls the same function in the
worker (``from parlour.words.bench import measure; measure()``), so the two runs search the same racks.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from parlour import words
from parlour.words.bench import measure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--searches", type=int, default=50, help="racks per kind of search (default 50)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--cpu", action="store_true", help="time with process_time (steadier on a busy machine)")
    args = parser.parse_args()
    figures = measure(searches=args.searches, cpu=args.cpu)
    if args.json:
        print(json.dumps(figures, indent=1))
        return
    clock = "CPU time" if args.cpu else "wall clock"
    print(f"Python {sys.version.split()[0]}, {args.searches} racks per search kind; {clock} in ms (median / p90)")
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
