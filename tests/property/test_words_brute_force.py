"""Word search equals a brute force over the whole list, for random racks and constraints (hypothesis).

The brute force is written from the rules, not from the engine: for every word of the list it tries every way
of giving each position a card of that letter, a wild, or (with the X patent) a second use of one card, keeps
the ways that meet the constraints, and compares them, modulo interchangeable cards, with the search's
candidates.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour import words
from parlour.words import search as search_module

COMMON_LETTERS = "aaeeiioorsstnlcdpumhgbyk"  # common letters, doubled for duplicates on racks


def kind_tags(n, must, need, may_wild, kinds):
    """The engine's notion of interchangeable cards: same letter, same kind, same roles."""
    return [
        (i if kinds is None else kinds[i], i in must, need is not None and i in need, i in may_wild) for i in range(n)
    ]


def assignments(core, letters, cap, wilds):
    """Every map of the positions of ``core`` to a card of its letter (within ``cap`` uses) or, while fewer
    than ``wilds`` positions are wild, a wild."""
    uses = [0] * len(letters)
    picked = []

    def walk(k):
        if k == len(core):
            yield tuple(picked), tuple(uses)
            return
        for i, letter in enumerate(letters):
            if letter == core[k] and uses[i] < cap[i]:
                uses[i] += 1
                picked.append(i)
                yield from walk(k + 1)
                picked.pop()
                uses[i] -= 1
        if picked.count("W") < wilds:
            picked.append("W")
            yield from walk(k + 1)
            picked.pop()

    yield from walk(0)


def signature(word, tail, core_sources, doubled, tags, by_position):
    """An assignment, up to swapping interchangeable cards (and, without by_position, their order)."""
    per = [("wild",) if s == "W" else ("double", tags[s]) if s == doubled else tags[s] for s in core_sources]
    if by_position:
        return (word, tail, tuple(per))
    return (word, tail, frozenset(Counter(zip(word[: len(per)], per, strict=True)).items()))


def brute(wl, rack, *, min_length=2, max_length=None, must_use=(), use_one_of=None, wildcards=0, face_down=False,
          max_wilds=None, double=False, plural_s=False, max_tier=None, kinds=None, by_position=True):  # fmt: skip
    letters = [c.lower() for c in rack]
    n = len(letters)
    must = set(must_use)
    need = None if use_one_of is None else set(use_one_of)
    may_wild = (set(range(n)) if face_down is True else set() if face_down is False else set(face_down)) - must
    tags = kind_tags(n, must, need, may_wild, kinds)
    budget = wildcards + len(may_wild)
    if max_wilds is not None:
        budget = min(budget, max_wilds)
    longest = n + wildcards + double + plural_s
    hi = longest if max_length is None else min(max_length, longest)
    on_rack = set(letters) | ({"s"} if plural_s else set())
    found = set()
    if need is not None and not need:
        return found
    for word, tier in wl.items():
        if not min_length <= len(word) <= hi or (max_tier is not None and tier > max_tier):
            continue
        if sum(c not in on_rack for c in word) > budget:  # a cheap necessary condition
            continue
        for tail in (False, True) if plural_s and len(word) > 1 and word[-1] == "s" else (False,):
            core = word[:-1] if tail else word
            for doubled in [None, *range(n)] if double else [None]:
                cap = [2 if i == doubled else 1 for i in range(n)]
                for sources, uses in assignments(core, letters, cap, budget):
                    if doubled is not None and uses[doubled] != 2:
                        continue
                    used = {s for s in sources if s != "W"}
                    if not must <= used or (need is not None and not need & used):
                        continue
                    if doubled is not None and len(used) < 3:
                        continue
                    wild_letters = [c for c, s in zip(core, sources, strict=True) if s == "W"]
                    if any(letters[i] == c and i not in used for c in wild_letters for i in range(n)):
                        continue  # a wild where a card of that letter is left: never
                    spares = len(may_wild - used)
                    if len(wild_letters) > budget or len(wild_letters) > wildcards + spares:
                        continue
                    found.add(signature(word, tail, sources, doubled, tags, by_position))
    return found


def engine_signatures(cands, rack, options):
    letters = [c.lower() for c in rack]
    n = len(letters)
    must = set(options.get("must_use", ()))
    need = None if options.get("use_one_of") is None else set(options["use_one_of"])
    wc = options.get("face_down", False)
    may_wild = (set(range(n)) if wc is True else set() if wc is False else set(wc)) - must
    tags = kind_tags(n, must, need, may_wild, options.get("kinds"))
    out = []
    for c in cands:
        assert len(c.cards) == len(c.wild) == len(c.word)
        core_len = len(c.word) - c.plural_s
        if c.plural_s:
            assert c.word[-1] == "s" and c.cards[-1] is None and not c.wild[-1]
        uses = Counter(i for i, w in zip(c.cards, c.wild, strict=True) if not w and i is not None)
        for k in range(core_len):
            i = c.cards[k]
            if c.wild[k]:
                assert i is None or (i in may_wild and uses[i] == 0)
            else:
                assert letters[i] == c.word[k]
        assert all(k == (2 if i == c.doubled else 1) for i, k in uses.items())
        face_down_used = [i for i, w in zip(c.cards, c.wild, strict=True) if w and i is not None]
        assert len(set(face_down_used)) == len(face_down_used)
        assert sum(1 for i, w in zip(c.cards, c.wild, strict=True) if w and i is None) <= options.get("wildcards", 0)
        sources = ["W" if c.wild[k] else c.cards[k] for k in range(core_len)]
        out.append(signature(c.word, c.plural_s, sources, c.doubled, tags, options.get("by_position", True)))
    return out


@st.composite
def searches(draw):
    rack = draw(st.text(st.sampled_from(COMMON_LETTERS), min_size=1, max_size=7))
    n = len(rack)
    cards = st.integers(0, n - 1)
    options = {"min_length": draw(st.integers(2, 4))}
    if draw(st.booleans()):
        options["must_use"] = draw(st.lists(cards, max_size=2, unique=True))
    if draw(st.booleans()):
        options["use_one_of"] = draw(st.lists(cards, min_size=1, max_size=n, unique=True))
    mode = draw(st.sampled_from(["none", "free", "cards", "some cards"]))
    if mode == "free":
        options["wildcards"] = draw(st.integers(1, 2))
    elif mode == "cards":
        options["face_down"] = True
        options["max_wilds"] = draw(st.integers(0, 2))
    elif mode == "some cards":
        options["face_down"] = draw(st.lists(cards, max_size=n, unique=True))
        options["max_wilds"] = draw(st.integers(0, 2))
    options["double"] = draw(st.booleans())
    options["plural_s"] = draw(st.booleans())
    if draw(st.booleans()):
        options["kinds"] = draw(st.lists(st.sampled_from(["hand", "pool"]), min_size=n, max_size=n))
    options["by_position"] = draw(st.booleans())
    if draw(st.booleans()):
        options["max_tier"] = draw(st.sampled_from([35, 60, 70]))
    return rack, options


def check(wl, rack, options):
    found = wl.search(rack, **options)
    sigs = engine_signatures(found, rack, options)
    assert len(sigs) == len(set(sigs)), "the same assignment came out twice"
    assert set(sigs) == brute(wl, rack, **options)
    scores = [c.score for c in found]
    assert scores == sorted(scores, reverse=True)
    return found


@pytest.fixture(params=["lookups", "scan", "holding"])
def way(request, monkeypatch):
    """Every way of finding words: anagram-index lookups, the scan of the list, and (with two wilds or more)
    the words that hold the rack's letters (each forced where it applies)."""
    share = 0 if request.param == "scan" else 1e9
    monkeypatch.setattr(search_module, "KEYS_PER_WORD", {"wilds": share, "no wilds": share})
    monkeypatch.setattr(search_module, "MOST_BASES", 10**6 if request.param == "holding" else -1)
    return request.param


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(case=searches())
def test_search_equals_brute_force_on_common(way, case):
    rack, options = case
    check(words.load("common"), rack, options)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(searches(), st.integers(1, 5), st.integers(0, 3))
def test_limit_and_bound_give_the_head_of_the_full_ranking(case, limit, weight):
    rack, options = case

    def score(c):  # longer words, fewer wilds, common words; ties are frequent on purpose
        return len(c.word) * 2 - c.wilds * weight + (c.tier <= 35)

    wl = words.load("common")
    full = wl.search(rack, score=score, **options)
    head = wl.search(rack, score=score, bound=lambda n: 2 * n + 1, limit=limit, **options)
    assert [(c.word, c.cards, c.wild, c.doubled, c.plural_s) for c in head] == [
        (c.word, c.cards, c.wild, c.doubled, c.plural_s) for c in full[:limit]
    ]


@pytest.mark.parametrize(
    ("name", "rack", "options"),
    [
        ("american", "ceilnrtahs", {"min_length": 3, "use_one_of": range(7), "kinds": ["hand"] * 7 + ["pool"] * 3}),
        ("american", "eeaorstdq", {"min_length": 3, "double": True, "plural_s": True, "by_position": False}),
        ("british", "quakeri", {"face_down": True, "max_wilds": 1, "must_use": [0]}),
        ("british", "zyxxo", {"wildcards": 2}),
    ],
)
def test_search_equals_brute_force_on_large_lists(name, rack, options):
    assert check(words.load(name), rack, options)
