"""The patent abilities and the Q card, alone and combined: what each word earns (rules sheet, 5.1 and 6.1)."""

from __future__ import annotations

import pytest

from parlour.games.lettertycoon import scoring
from tests.unit.test_lettertycoon_rules import LT, OTHER, earned, ids, play, position, reason


def money_stock(words: list[str], owned: str, ys=None) -> list[tuple[int, int, tuple]]:
    return [(e.money, e.stock, e.doublers) for e in scoring.earnings(words, set(owned), ys)]


# -- B, J, K alone ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("word", "owned", "expected"),
    [
        ("IDEA", "", (2, 0, ())),
        ("IDEA", "B", (4, 0, ("B",))),  # begins and ends with a vowel
        ("IDEA", "J", (4, 0, ("J",))),  # 3 vowels of 4
        ("IDEA", "K", (2, 0, ())),
        ("TOE", "J", (2, 0, ("J",))),  # 2 of 3: at least half
        ("TOE", "B", (1, 0, ())),
        ("CAT", "J", (1, 0, ())),  # 1 of 3
        ("CAT", "K", (2, 0, ("K",))),  # exactly one vowel
        ("ABOUT", "J", (6, 0, ("J",))),  # 3 of 5
        ("ABSENT", "K", (4, 1, ())),  # two vowels
        ("ABSENT", "J", (4, 1, ())),  # 2 of 6 is less than half
        ("BOOK", "J", (4, 0, ("J",))),  # 2 of 4 is half
    ],
)
def test_each_doubling_patent_alone(word, owned, expected):
    assert money_stock([word], owned) == [expected]


def test_doublers_multiply():
    assert money_stock(["IDEA"], "BJK") == [(8, 0, ("B", "J"))]  # ×4: B and J hold, K does not
    assert money_stock(["EQUATE"], "BJ") == [(32, 8, ("Q", "B", "J"))]  # the Q card too: ×8
    assert money_stock(["QUIZ"], "") == [(4, 0, ("Q",))]  # the Q card, whoever owns the Q patent
    assert money_stock(["QUEUE"], "J") == [(12, 0, ("Q", "J"))]


def test_y_is_a_vowel_or_a_consonant_as_declared_or_as_earns_most():
    assert money_stock(["SKY"], "K") == [(2, 0, ("K",))]  # Y as a vowel: one vowel
    assert money_stock(["SKY"], "K", [(False,)]) == [(1, 0, ())]  # declared a consonant: no vowel
    assert money_stock(["QWERTY"], "K") == [(16, 4, ("Q", "K"))]  # Y a consonant: E alone, with the Q card
    assert money_stock(["QWERTY"], "K", [(True,)]) == [(8, 2, ("Q",))]
    assert money_stock(["EYE"], "BK") == [(2, 0, ("B",))]  # a Y vowel or not, K never holds with two Es
    assert scoring.vowel_patterns("YAY") == [
        (False, True, False),
        (False, True, True),
        (True, True, False),
        (True, True, True),
    ]


# -- through the rules: B, J, K, Y, Q on the table ------------------------------------------------------
def test_the_q_card_doubles_and_pays_its_royalty():
    state = position(["QUIZBDF", OTHER], "XYE", patents={"Q": 1, "K": 0})
    after, events = play(state, 0, "QUIZ")
    assert earned(events) == (4, 0)  # two vowels: no K
    assert after["money"] == [4, 1]


def test_q_card_with_k_and_a_declared_y():
    state = position(["QWERTYD", OTHER], "XSA", patents={"K": 0})
    _, events = play(state, 0, "QWERTY")
    assert earned(events) == (16, 4)
    assert events[0]["play"]["words"][0]["doublers"] == ["Q", "K"]
    _, events = play(state, 0, "QWERTY", y=["vowel"])
    assert earned(events) == (8, 2)
    assert reason(state, 0, {"type": "play", "words": [{"cards": ids(state, 0, "QWERTY"), "y": []}]}) == (
        "Say vowel or consonant once for each Y of 'QWERTY'."
    )


def test_q_card_with_b_and_j_earns_eight_times():
    state = position(["EQUATEB", OTHER], "XSD", patents={"B": 0, "J": 0})
    after, events = play(state, 0, "EQUATE")
    assert earned(events) == (32, 8)
    assert after["money"][0] == 32 and after["stock"][0] == 8


def test_doubling_patents_of_others_do_not_help():
    state = position(["IDEABCD", OTHER], "XSF", patents={"B": 1, "J": 1})
    _, events = play(state, 0, "IDEA")
    assert earned(events) == (2, 0)


# -- V: two words ------------------------------------------------------------------------------------------
def test_v_scores_two_words_on_their_own():
    state = position(["CATDOGB", OTHER], "XSE", patents={"V": 0})
    _, events = play(state, 0, "CAT", "DOG")
    assert earned(events) == (2, 0)
    assert [w["word"] for w in events[0]["play"]["words"]] == ["CAT", "DOG"]
    assert events[0]["text"] == "Ana plays CAT and DOG for $2."


def test_v_gives_each_doubler_to_one_word_and_the_q_card_to_its_own():
    assert money_stock(["IDEA", "CAT"], "BJK") == [(8, 0, ("B", "J")), (2, 0, ("K",))]
    assert money_stock(["CAT", "DOG"], "K") == [(2, 0, ("K",)), (1, 0, ())]  # K doubles one word only
    assert money_stock(["QUIZ", "CAT"], "") == [(4, 0, ("Q",)), (1, 0, ())]
    assert money_stock(["ABOUT", "IDEA"], "J") == [(6, 0, ("J",)), (2, 0, ())]  # J where it earns most
    state = position(["IDEACTB", OTHER], "ASF", patents={"V": 0, "B": 0, "J": 0, "K": 0})
    _, events = play(state, 0, "IDEA", "CaT")
    assert earned(events) == (10, 0)


def test_v_words_share_no_card_without_x():
    state = position(["CATDOGB", OTHER], "XSE", patents={"V": 0})
    c, a, t, d, o = ids(state, 0, "CATDO")
    move = {"type": "play", "words": [{"cards": [c, a, t]}, {"cards": [d, o, t]}]}
    assert reason(state, 0, move) == "Only the owner of the X patent may use a card twice (you used T1 twice)."
    move = {"type": "play", "words": [{"cards": [c, a, t]}, {"cards": state["pool"]}]}
    assert reason(state, 0, move) == (
        "Each word must use at least one card from your hand: the second word 'XSE' does not."
    )


# -- X: a card twice; Z: an S ------------------------------------------------------------------------------
def test_x_uses_one_card_twice_and_its_copy_pays_no_royalty():
    state = position(["BOKCDFG", OTHER], "XSE", patents={"X": 0, "O": 1})
    after, events = play(state, 0, "BO*K")
    assert events[0]["play"]["words"][0]["word"] == "BOOK"
    assert earned(events) == (2, 0) and after["money"] == [2, 1]  # one O card: $1 to Bo
    assert events[0]["play"]["doubled"] == "O1"


def test_x_across_two_words_with_v():
    state = position(["CATDOBF", OTHER], "XSE", patents={"X": 0, "V": 0, "T": 1})
    c, a, t, d, o = ids(state, 0, "CATDO")
    move = {"type": "play", "words": [{"cards": [c, a, t]}, {"cards": [d, o, t]}]}
    after, events = LT.apply(state, 0, move)
    assert earned(events) == (2, 0) and after["money"] == [2, 1]  # the T card pays once
    assert sorted(after["discard"]) == sorted([c, a, t, d, o])


def test_z_adds_an_s_that_pays_no_royalty_and_buys_no_patent():
    state = position(["CATBDFG", OTHER], "XYE", patents={"Z": 0, "S": 1}, money=[10, 0])
    after, events = play(state, 0, "CAT+s")
    assert events[0]["play"]["words"][0]["word"] == "CATS"
    assert earned(events) == (2, 0) and after["money"] == [12, 0]
    assert LT.buyable(after) == ["A", "C", "T"]
    state["patents"]["S"] = None
    after, _ = play(state, 0, "CAT+s")
    assert "S" not in LT.buyable(after)


def test_x_and_z_together_and_their_preview():
    state = position(["BOKCDFG", OTHER], "XYE", patents={"X": 0, "Z": 0, "K": 0, "O": 1})
    move = {"type": "play", "words": [{"cards": ids(state, 0, "BO*K"), "add_s": True}]}
    preview = LT.preview(state, 0, move)
    assert preview["words"][0]["word"] == "BOOKS" and preview["money"] == 3 and preview["stock"] == 0
    assert preview["royalties"] == [0, 1] and preview["patents"] == ["B"]
    _, events = LT.apply(state, 0, move)
    assert earned(events) == (3, 0)
    assert LT.preview(state, 0, {"type": "play", "words": []}) == {
        "legal": False,
        "reason": 'Choose the cards of your word: {"words": [{"cards": [...]}]}.',
    }
