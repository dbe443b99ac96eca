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


# -- the games' best word, as their bots and suggestions ask for it ------------------------------------------
# These import the games, which import this package: so inside the functions.

BEST_WORD_LIST = "british"  # the largest list


def best_word_positions(hardback_games: int = 3, lettertycoon_games: int = 4) -> dict[str, list[dict]]:
    """Seeded games of Hardback and Letter Tycoon on the largest list, played by their hard bots: every view
    in which a seat was to spell (Hardback: the active author's, Letter Tycoon: a play turn's). JSON data, so
    CPython can collect them once and Pyodide time the same ones."""
    from ..games.hardback import GAME as HARDBACK
    from ..games.lettertycoon import GAME as LETTER_TYCOON

    found: dict[str, list[dict]] = {"hardback": [], "lettertycoon": []}
    for number in range(hardback_games):
        authors = [f"P{i}" for i in range(2 + number % 3)]
        state = HARDBACK.setup(authors, {"dictionary": BEST_WORD_LIST}, f"best-word-{number}")
        bot = HARDBACK.bots["hard"]
        while HARDBACK.outcome(state) is None:
            acting = sorted(HARDBACK.to_act(state))
            seat = next((s for s in acting if s != state["active"]), state["active"])  # prompts first
            view = HARDBACK.view(state, seat)
            if view["phase"] == "spell" and seat == state["active"]:
                found["hardback"].append(view)
            state, _ = HARDBACK.apply(state, seat, bot.choose(view))
    for number in range(lettertycoon_games):
        players = [f"P{i}" for i in range(2 + number % 3)]
        state = LETTER_TYCOON.setup(players, {"dictionary": BEST_WORD_LIST}, f"best-word-{number}")
        bot = LETTER_TYCOON.bots["hard"]
        while LETTER_TYCOON.outcome(state) is None:
            seat = min(LETTER_TYCOON.to_act(state))
            view = LETTER_TYCOON.view(state, seat)
            if view["phase"] == "play":
                found["lettertycoon"].append(view)
            state, _ = LETTER_TYCOON.apply(state, seat, bot.choose(view))
    return found


def measure_best(positions: dict[str, list[dict]], cpu: bool = False) -> dict:
    """Time the games' best-word searches on ``positions`` (:func:`best_word_positions`), in milliseconds:

    - ``hardback``: the hard bot's :class:`~parlour.games.hardback.finder.Finder` ``best()`` on the author's
      hand, its inked cards and the Timeless Classics in play, wilds and every card's benefits weighed;
    - ``lettertycoon_xz``: the hard bot's best plays (:func:`~parlour.games.lettertycoon.tactics.best_plays`)
      with the seat owning the X and Z patents besides its own (a card used twice, a free S), not the V;
    - ``lettertycoon_xzv``: the same with the V patent too (the best two-word play).

    Each search starts with the finder's cache empty; the list is loaded and its index built beforehand (one
    untimed pass over the positions, as a game's first turns do).
    """
    from ..games.hardback import finder
    from ..games.hardback.bots import Valuation
    from ..games.lettertycoon.tactics import Rack, best_plays

    clock = time.process_time if cpu else time.perf_counter
    wordlist = load(BEST_WORD_LIST)
    wordlist.prepare()

    def hardback(view: dict) -> object:
        finder._SEARCHES.clear()
        value = Valuation(view)
        return finder.Finder(view, value.worth, value.potential).best()

    def lettertycoon(view: dict, patents: str) -> object:
        rack = Rack.from_view(view)
        rack.owned = (rack.owned - {"V"}) | frozenset(patents)
        rack.owners = {**rack.owners, **dict.fromkeys(patents, rack.seat)}
        return best_plays(wordlist, rack)

    kinds: dict[str, tuple[Callable[[dict], object], list[dict]]] = {
        "hardback": (hardback, positions["hardback"]),
        "lettertycoon_xz": (lambda view: lettertycoon(view, "XZ"), positions["lettertycoon"]),
        "lettertycoon_xzv": (lambda view: lettertycoon(view, "XZV"), positions["lettertycoon"]),
    }
    figures: dict = {"list": BEST_WORD_LIST, "clock": "cpu" if cpu else "wall"}
    for name, (search, views) in kinds.items():
        for view in views:
            search(view)
        times = []
        for view in views:
            start = clock()
            search(view)
            times.append((clock() - start) * 1000)
        ordered = sorted(times)
        figures[name] = {
            "positions": len(ordered),
            "median_ms": round(median(ordered), 2),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
            "max_ms": round(ordered[-1], 2),
        }
    return figures
