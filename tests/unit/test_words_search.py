"""Word search, hand-checked examples: plain racks, the X and Z patents, Hardback's wilds and must-use cards."""

from __future__ import annotations

import pytest

from parlour import words


def common():
    return words.load("common")


def spelled(found):
    return {(c.word, c.cards) for c in found}


def test_plain_rack_gives_every_word_and_its_cards():
    found = common().search("tca", min_length=3)
    assert spelled(found) == {("act", (2, 1, 0)), ("cat", (1, 2, 0))}
    assert {c.word for c in common().search("tca")} == {"act", "cat", "at", "ta"}
    assert all(c.score == len(c.word) for c in found)  # the default score is the length


def test_rack_is_case_insensitive_and_a_sequence_of_cards():
    assert spelled(common().search(["T", "c", "A"], min_length=3)) == spelled(common().search("tca", min_length=3))
    with pytest.raises(words.WordError, match="Card 2 of the rack is '4'"):
        common().search("c4t")
    with pytest.raises(ValueError, match="must_use holds 5"):
        common().search("cat", must_use=[5])
    with pytest.raises(ValueError, match="kinds has 2 entries"):
        common().search("cat", kinds=["hand", "pool"])


def test_double_uses_one_card_twice_with_three_real_cards():
    found = words.load("american").search("bok", min_length=3, double=True)
    book = [c for c in found if c.word == "book"]
    assert [(c.cards, c.doubled) for c in book] == [((0, 1, 1, 2), 1)]
    assert book[0].used == (0, 1, 2)
    assert "bob" not in {c.word for c in found}  # only two real cards
    assert "book" not in {c.word for c in words.load("american").search("bok", min_length=3)}


def test_plural_s_ends_the_word_with_a_free_s():
    found = common().search("cat", min_length=3, plural_s=True)
    assert {(c.word, c.cards, c.plural_s) for c in found if c.word.endswith("s")} == {
        ("cats", (0, 1, 2, None), True),
        ("acts", (1, 0, 2, None), True),
    }
    # With an S card both ways come out: the card, or the free S (keeping the card).
    both = [(c.cards, c.plural_s) for c in common().search("cats", plural_s=True) if c.word == "cats"]
    assert both == [((0, 1, 2, 3), False), ((0, 1, 2, None), True)]


def test_must_use_and_use_one_of():
    found = common().search("cat", must_use=[0])
    assert {c.word for c in found} == {"act", "cat"}
    # Letter Tycoon: hand "t", pool "ca": a word must use a hand card.
    found = common().search("tca", use_one_of=[0])
    assert {c.word for c in found} == {"act", "cat", "at", "ta"}
    assert {c.word for c in common().search("tca", use_one_of=[1])} == {"act", "cat"}  # the C must be used
    assert common().search("tca", use_one_of=[]) == []


def test_free_wildcards_fill_positions_no_card_can():
    found = common().search("ct", wildcards=1)
    cat = next(c for c in found if c.word == "cat")
    assert cat.cards == (0, None, 1) and cat.wild == (False, True, False) and cat.wilds == 1
    assert cat.used == (0, 1)


def test_face_down_are_spare_cards_face_down_never_a_card_of_the_same_letter():
    found = common().search("cat", face_down=True, max_wilds=1, min_length=3)
    cats = [c for c in found if c.word == "cat"]
    assert [(c.cards, c.wild) for c in cats] == [((0, 1, 2), (False, False, False))]
    # "cab": the B is played by the one spare card, the T (card 2), face down.
    cab = next(c for c in found if c.word == "cab")
    assert cab.cards == (0, 1, 2) and cab.wild == (False, False, True)
    # With every card face up there is no card left for a fourth letter.
    assert all(len(c.word) <= 3 for c in found)
    # Cards that may not be wild (Hardback's Timeless Classics): only card 0 may be.
    found = common().search("cat", face_down=[0], max_wilds=1, min_length=3)
    assert "cab" not in {c.word for c in found} and "bat" in {c.word for c in found}


def test_distinct_assignments_modulo_kinds_and_positions():
    tee = lambda found: [c.cards for c in found if c.word == "tee"]  # noqa: E731
    assert sorted(tee(common().search("eet"))) == [(2, 0, 1), (2, 1, 0)]  # two different E cards
    assert tee(common().search("eet", kinds=["x", "x", "t"])) == [(2, 0, 1)]  # interchangeable
    assert tee(common().search("eet", by_position=False)) == [(2, 0, 1)]  # same cards, order ignored
    # Letter Tycoon: E E T in hand, E in the pool: two hand E's, or a hand E and the pool E.
    lt = common().search("eete", kinds=["hand"] * 3 + ["pool"], by_position=False)
    assert sorted(tee(lt)) == [(2, 0, 1), (2, 0, 3)]


def test_ranking_limit_and_tie_breaks():
    found = common().search("aerst", min_length=4)
    assert [len(c.word) for c in found] == sorted((len(c.word) for c in found), reverse=True)
    fives = [c for c in found if len(c.word) == 5]
    assert [(c.tier, c.word) for c in fives] == sorted((c.tier, c.word) for c in fives)  # common first
    assert common().search("aerst", min_length=4, limit=3) == found[:3]
    by_tier = common().search("aerst", min_length=4, score=lambda c: -c.tier, limit=1)
    assert by_tier[0].tier == 10
    assert all(c.tier <= 35 for c in common().search("aerst", max_tier=35))


def test_bound_stops_early_without_changing_the_answer():
    def score(c):
        return len(c.word) ** 2 + (c.tier == 10)

    rack = "retinas"
    full = words.load("american").search(rack, score=score)
    for limit in (1, 5):
        fast = words.load("american").search(rack, score=score, bound=lambda n: n * n + 1, limit=limit)
        assert [(c.word, c.cards) for c in fast] == [(c.word, c.cards) for c in full[:limit]]


def test_a_speller_asked_length_by_length_finds_what_one_search_finds():
    options = {"use_one_of": range(7), "double": True, "plural_s": True, "kinds": ["hand"] * 7 + ["pool"] * 3}
    rack = "ceilnrtahs"
    whole = words.load("american").search(rack, min_length=3, by_position=False, **options)
    speller = words.Speller(words.load("american"), rack, by_position=False, **options)
    by_length = [c for n in range(12, 2, -1) for c in speller.search(min_length=n, max_length=n)]
    assert len(whole) > 1000
    assert [c.to_json() for c in by_length] == [c.to_json() for c in whole]


def test_candidate_json():
    cat = next(c for c in common().search("ct", wildcards=1, min_length=3) if c.word == "cat")
    assert cat.to_json() == {
        "word": "cat",
        "cards": [0, None, 1],
        "wild": [False, True, False],
        "tier": 10,
        "doubled": None,
        "plural_s": False,
        "score": 3,
    }
