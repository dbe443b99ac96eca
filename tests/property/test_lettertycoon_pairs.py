"""Letter Tycoon's best two-word play (V patent) equals the slow reference on random hands (hypothesis), and
the best single words, found without fitting the words that cannot be among them, head the ranking of all.

The reference is the search as it was before it paired word lengths by what they could earn: it fits every word
the hand can spell, then tries every pair, best earnings first; the fast one must pick the very same play.
"""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from parlour import words
from parlour.games.lettertycoon.cards import DECK, HAND_SIZE, POOL_SIZE
from parlour.games.lettertycoon.scoring import assign, base, doubler_options
from parlour.games.lettertycoon.tactics import FIELD, Option, Rack, Searcher

LIST = "british"  # the largest: the most words that earn alike


def reference_best_pair(searcher: Searcher, floor: int) -> Option | None:
    """Every word the rack spells, then every pair of them, best earnings first (the first best pair wins)."""
    cands = searcher.search(None)
    packing = searcher.packing
    owned = searcher.rack.owned
    entries = []
    seen = set()
    for cand in cands:
        word = cand.word.upper()
        packed = sum(1 << (FIELD * packing.group_of[i]) for i in cand.used)
        value = base(word)
        options = doubler_options(word, owned)
        key = (packed, cand.doubled is not None, cand.plural_s, value, tuple(options))
        if key not in seen:
            seen.add(key)
            entries.append(
                (searcher.worth(word)[0], packed, cand.doubled is not None, cand.plural_s, value, options, cand)
            )
    entries.sort(key=lambda e: -e[0])
    found = None
    for i, (ub_i, packed_i, doubled_i, plural_i, value_i, options_i, cand_i) in enumerate(entries):
        if 2 * ub_i <= floor:
            break
        for ub_j, packed_j, doubled_j, plural_j, value_j, options_j, cand_j in entries[i:]:
            if ub_i + ub_j <= floor:
                break
            if (plural_i and plural_j) or (doubled_i and doubled_j):
                continue
            over = (packed_i + packed_j + packing.bias) & packing.mask
            if over:
                if "X" not in owned or doubled_i or doubled_j or over & (over - 1):
                    continue
                if (packed_i + packed_j + packing.bias - (over >> (FIELD - 1))) & packing.mask:
                    continue
            chosen = assign([value_i, value_j], [options_i, options_j])
            total = sum((m + s) << len(d) for (m, s), d in zip((value_i, value_j), chosen, strict=True))
            if total > floor:
                floor, found = total, (cand_i, cand_j, bool(over))
    if found is None:
        return None
    first, second, shared = found
    return searcher.option([first, second], [None, searcher._remap(first, second, shared)])


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    cards=st.permutations(DECK).map(lambda deck: deck[: HAND_SIZE + POOL_SIZE]),
    patents=st.sets(st.sampled_from("BJKXZ")),
)
# Hands whose best pairs tie with others that a search could find first (found by this test):
@example(cards=["S6", "I3", "A6", "A4", "A2", "Y2", "H4", "U3", "R5", "N3"], patents={"B", "K", "X"})
@example(cards=["Q1", "A5", "R4", "E11", "R1", "N4", "E5", "Y1", "U1", "S2"], patents={"B", "J", "X", "Z"})
def test_best_pair_equals_the_reference(cards: list[str], patents: set[str]) -> None:
    """At and below what the best single word earns (the floor the bots give), where pairs often tie."""
    owned = frozenset(patents | {"V"})
    rack = Rack(cards[:HAND_SIZE], cards[HAND_SIZE:], owned, dict.fromkeys(owned, 0), 0)
    wordlist = words.load(LIST)
    single = Searcher(wordlist, rack).search(1)
    offered = Searcher(wordlist, rack).search(12)  # the single words that best_plays offers
    assert [c.to_json() for c in offered] == [c.to_json() for c in Searcher(wordlist, rack).search(None)[:12]]
    for shift in (0, -1, -3):
        floor = max(0, int(single[0].score if single else 0) + shift)
        fast = Searcher(wordlist, rack).best_pair(floor)
        slow = reference_best_pair(Searcher(wordlist, rack), floor)
        assert (fast and (fast.move, fast.earned, fast.texts)) == (slow and (slow.move, slow.earned, slow.texts))
