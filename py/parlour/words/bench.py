"""Speed figures of the word engine, as a dict: the same function runs in CPython (bench/words.py) and in
Pyodide (the lead's in-browser run: ``from parlour.words.bench import measure; measure()``).

Racks are dealt from Letter Tycoon's 102-card deck with :mod:`parlour.rng`, so both runs search the same racks.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from statistics import median

from .. import rng
from . import files_for, load, set_source, source
from .search import Candidate
from .wordlist import WordList

# Letter Tycoon's letter cards (rules sheet, section 12): the racks of the benchmark are dealt from them.
LT_DECK = "".join(
    c * k
    for c, k in zip(
        "abcdefghijklmnopqrstuvwxyz",
        (9, 2, 2, 4, 12, 2, 3, 4, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 6, 6, 4, 2, 2, 1, 2, 1),
        strict=True,
    )
)
LT_MONEY = (0, 0, 0, 1, 2, 3, 4, 6)  # by word length, 7+ letters: $6
LT_KINDS = ("hand",) * 7 + ("pool",) * 3


def lt_score(cand: Candidate) -> float:
    """Letter Tycoon's money plus stock for a word (Q card doubles), the bench's scoring function."""
    n = len(cand.word)
    money = LT_MONEY[min(n, 7)]
    stock = 0 if n < 6 else 1 if n < 8 else n - 6
    return (money + stock) * (2 if "q" in cand.word else 1)


def lt_bound(length: int) -> float:
    """The most :func:`lt_score` can give a word of ``length`` letters (with a Q on the rack)."""
    return lt_bound_no_q(length) * 2


def lt_bound_no_q(length: int) -> float:
    """The most :func:`lt_score` can give a word of ``length`` letters (no Q on the rack)."""
    money = LT_MONEY[min(length, 7)]
    stock = 0 if length < 6 else 1 if length < 8 else length - 6
    return money + stock


def hb_score(cand: Candidate) -> float:
    """A stand-in for a Hardback bot's scoring: a point per face-up card."""
    return len(cand.word) - cand.wilds


def lt_search(words: WordList, rack: str, patents: bool, bounded: bool = True) -> list[Candidate]:
    """Letter Tycoon's best word: 7 hand cards then 3 pool cards; with ``patents``, the X and Z patents;
    ``bounded``: with the bound that lets the search stop early."""
    return words.search(
        rack,
        min_length=3,
        use_one_of=range(7),
        kinds=LT_KINDS,
        by_position=False,
        double=patents,
        plural_s=patents,
        score=lt_score,
        bound=(lt_bound if "q" in rack else lt_bound_no_q) if bounded else None,
        limit=1,
    )


def hb_search(words: WordList, rack: str) -> list[Candidate]:
    """Hardback: 5 hand cards and an inked card (must be used); any card may be a wild, at most 2."""
    return words.search(rack, must_use=[5], face_down=True, max_wilds=2, score=hb_score)


def racks(count: int, size: int, seed: str = "words-bench") -> list[str]:
    """``count`` racks of ``size`` letters dealt from a shuffled Letter Tycoon deck."""
    gen = rng.new(seed)
    out = []
    for _ in range(count):
        deck = list(LT_DECK)
        rng.shuffle(gen, deck)
        out.append("".join(deck[:size]))
    return out


_clock = time.perf_counter


def _ms(fn: Callable[[], object], repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = _clock()
        fn()
        best = min(best, _clock() - start)
    return best * 1000


def _spread(times: list[float]) -> dict:
    ordered = sorted(times)
    return {
        "median_ms": round(median(ordered), 3),
        "p90_ms": round(ordered[int(0.9 * (len(ordered) - 1))], 3),
        "max_ms": round(ordered[-1], 3),
    }


def measure(names: tuple[str, ...] = ("common", "american", "british"), searches: int = 50, cpu: bool = False) -> dict:
    """Load, index, ``contains`` and search times per list, in milliseconds (medians and 90th percentiles).

    - ``load_ms``: reading and decoding the list's files (the cache is cleared first); ``index_ms``: building
      the whole anagram index (:meth:`WordList.prepare`); ``first_lt_ms``, ``first_hardback_ms``: the first
      search after a load, which builds the index for the lengths it needs.
    - ``contains_us``: one ``contains`` call, in microseconds.
    - ``lt_best``: Letter Tycoon's best word for a 7-card hand + 3-card pool (``limit=1`` and a ``bound``),
      ``lt_best_unbounded``: the same without the bound (every word scored), ``lt_best_xz``: with the bound
      and the X and Z patents; ``hardback``: a 5-card hand plus one inked card, any card may be a
      wild (at most 2), all candidates scored.

    ``cpu=True`` times with ``time.process_time`` instead of the wall clock: steadier on a busy machine.
    """
    global _clock
    _clock = time.process_time if cpu else time.perf_counter
    folder = source()
    figures: dict = {"source": str(folder), "searches": searches, "clock": "cpu" if cpu else "wall"}
    lt_racks = racks(searches, 10)
    hb_racks = racks(searches, 6, seed="words-bench-hardback")
    for name in names:
        cold = {"load": [], "index": [], "lt": [], "hb": []}
        for _ in range(3):  # best of three cold starts: set_source clears the caches
            set_source(folder)
            cold["load"].append(_ms(lambda n=name: load(n)))
            cold["lt"].append(_ms(lambda n=name, r=lt_racks[0]: lt_search(load(n), r, False)))
            set_source(folder)
            load(name)
            cold["hb"].append(_ms(lambda n=name, r=hb_racks[0]: hb_search(load(n), r)))
            set_source(folder)
            cold["index"].append(_ms(load(name).prepare))
        words = load(name)
        sample = list(words)[:: max(1, len(words) // 2000)]
        probes = [w.upper() for w in sample] + [w + "q" for w in sample]
        contains_us = _ms(lambda wl=words, ps=probes: [wl.contains(w) for w in ps]) * 1000 / len(probes)
        plain = [_ms(lambda wl=words, r=rack: lt_search(wl, r, False)) for rack in lt_racks]
        unbounded = [_ms(lambda wl=words, r=rack: lt_search(wl, r, False, False)) for rack in lt_racks]
        patents = [_ms(lambda wl=words, r=rack: lt_search(wl, r, True)) for rack in lt_racks]
        hardback = [_ms(lambda wl=words, r=rack: hb_search(wl, r)) for rack in hb_racks]
        figures[name] = {
            "files": files_for(name),
            "words": len(words),
            "load_ms": round(min(cold["load"]), 1),
            "index_ms": round(min(cold["index"]), 1),
            "first_lt_ms": round(min(cold["lt"]), 1),
            "first_hardback_ms": round(min(cold["hb"]), 1),
            "contains_us": round(contains_us, 2),
            "lt_best": _spread(plain),
            "lt_best_unbounded": _spread(unbounded),
            "lt_best_xz": _spread(patents),
            "hardback": _spread(hardback),
        }
    set_source(folder)
    return figures
