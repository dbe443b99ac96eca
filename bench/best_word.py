"""The games' best word on the largest list, in CPython and inside Pyodide, in one run (issue #22's goal).

    python bench/best_word.py [--hardback-games 3] [--lettertycoon-games 4] [--cpu] [--cpython-only]
    python bench/best_word.py --check 3000

Seeded games played by the hard bots give the positions (every turn to spell); then the same positions are
timed by ``parlour.words.bench.measure_best`` here and in the built site's Pyodide in Chromium: Hardback's best
word with wilds and every card's benefits, Letter Tycoon's with the X and Z patents, and with the V too (two
words). Wall clock, or with ``--cpu`` process time (steadier on a busy machine; inside Pyodide it is the wall
clock all the same). Goal: median <= 10 ms and p95 <= 50 ms in CPython, at most 3x that in Pyodide.

``--check N`` times nothing: it holds Letter Tycoon's best plays with the V patent (the single words and the best
pair) to the slow reference search of tests/property/test_lettertycoon_pairs.py, on the bench's hands and on
``N`` random racks with random patents (a few minutes for 3,000), and exits 1 if any play differs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from bench.words import in_site_pyodide  # noqa: E402

from parlour import rng, words  # noqa: E402
from parlour.games.lettertycoon.cards import DECK, HAND_SIZE, POOL_SIZE  # noqa: E402
from parlour.games.lettertycoon.tactics import Rack, Searcher  # noqa: E402
from parlour.words.bench import BEST_WORD_LIST, best_word_positions, measure_best  # noqa: E402
from tests.property.test_lettertycoon_pairs import reference_best_pair  # noqa: E402

GOAL_MEDIAN_MS, GOAL_P95_MS, PYODIDE_FACTOR = 10, 50, 3
KINDS = {
    "hardback": "Hardback, wilds and benefits",
    "lettertycoon_xz": "Letter Tycoon, X and Z patents",
    "lettertycoon_xzv": "Letter Tycoon, X, Z and V (two words)",
}


def measure_in_pyodide(positions: dict, cpu: bool) -> dict:
    """:func:`measure_best` on the same positions inside the built site's Pyodide in Chromium."""
    code = "import json\nfrom parlour.words.bench import measure_best\n"
    code += f"json.dumps(measure_best(json.load(open('/tmp/positions.json')), cpu={cpu}))"
    return in_site_pyodide(BEST_WORD_LIST, code, {"/tmp/positions.json": json.dumps(positions)})


def check_racks(positions: dict, count: int) -> list[Rack]:
    """The bench's Letter Tycoon hands with the X, Z and V patents, then ``count`` seeded random racks, each
    with the V patent and a random choice of B, J, K, X and Z."""
    racks = []
    for view in positions["lettertycoon"]:
        rack = Rack.from_view(view)
        racks.append(Rack(rack.hand, rack.pool, rack.owned | {"X", "Z", "V"}, rack.owners, rack.seat))
    gen = rng.new("best-word-check")
    for _ in range(count):
        cards = rng.shuffle(gen, list(DECK))[: HAND_SIZE + POOL_SIZE]
        owned = frozenset(c for c in "BJKXZ" if rng.below(gen, 2)) | {"V"}
        racks.append(Rack(cards[:HAND_SIZE], cards[HAND_SIZE:], owned, dict.fromkeys(owned, 0), 0))
    return racks


def check(racks: list[Rack]) -> int:
    """How many racks whose single words or best pair differ from the reference's (each one printed)."""
    wordlist = words.load(BEST_WORD_LIST)
    wrong = 0
    for number, rack in enumerate(racks):
        singles = Searcher(wordlist, rack).search(12)  # what best_plays offers
        expected = Searcher(wordlist, rack).search(None)[:12]
        floor = int(singles[0].score) if singles else 0  # best_plays asks for a pair that beats the best word
        pair = Searcher(wordlist, rack).best_pair(floor)
        reference = reference_best_pair(Searcher(wordlist, rack), floor)
        got = ([c.to_json() for c in singles], pair and (pair.move, pair.earned, pair.texts))
        if got != ([c.to_json() for c in expected], reference and (reference.move, reference.earned, reference.texts)):
            wrong += 1
            print(f"rack {number} ({rack.hand} + {rack.pool}, {sorted(rack.owned)}): {got[1]} against {reference}")
    return wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hardback-games", type=int, default=3)
    parser.add_argument("--lettertycoon-games", type=int, default=4)
    parser.add_argument("--cpu", action="store_true", help="time with process_time (steadier on a busy machine)")
    parser.add_argument("--cpython-only", action="store_true", help="skip the run inside Pyodide")
    parser.add_argument("--check", type=int, metavar="N", help="hold the V patent's plays to the reference instead")
    args = parser.parse_args()
    positions = best_word_positions(args.hardback_games, args.lettertycoon_games)
    if args.check is not None:
        racks = check_racks(positions, args.check)
        wrong = check(racks)
        print(f"Letter Tycoon with the V patent: {len(racks) - wrong} of {len(racks)} racks give the reference's plays")
        sys.exit(1 if wrong else 0)
    runs = {f"CPython {sys.version.split()[0]}": measure_best(positions, args.cpu)}
    if not args.cpython_only:
        runs["Pyodide (Chromium)"] = measure_in_pyodide(positions, args.cpu)
    clock = "process time" if args.cpu else "wall clock"
    print(f"Best word on the {BEST_WORD_LIST} list, ms (median / p95 / max), {clock}, one run")
    print(f"goal: median <= {GOAL_MEDIAN_MS}, p95 <= {GOAL_P95_MS} in CPython; at most {PYODIDE_FACTOR}x in Pyodide")
    cpython = next(iter(runs.values()))
    for kind, label in KINDS.items():
        print(f"{label} ({cpython[kind]['positions']} positions)")
        for runtime, figures in runs.items():
            f = figures[kind]
            ratio = f["median_ms"] / cpython[kind]["median_ms"] if cpython[kind]["median_ms"] else 0.0
            p95_ratio = f["p95_ms"] / cpython[kind]["p95_ms"] if cpython[kind]["p95_ms"] else 0.0
            times = f"{f['median_ms']:7.2f} / {f['p95_ms']:7.2f} / {f['max_ms']:7.2f}"
            rest = "" if figures is cpython else f"   {ratio:.1f}x / {p95_ratio:.1f}x CPython"
            print(f"  {runtime:<22}{times}{rest}")


if __name__ == "__main__":
    main()
