"""Hardback benefit resolution, hand-checked against the card table: genres, Double, Uncover, specials."""

from __future__ import annotations

from parlour.games.hardback import cards as C
from parlour.games.hardback.benefits import Slot, default, outcomes

# Cards used below (id: genre letter, basic / genre line), from the rules sheet's table:
ADV_F = 8  # Adventure F: 5 prestige / 2 prestige
ADV_A = 1  # Adventure A: 2 prestige, trash for 3¢ / 1 prestige
ADV_O = 21  # Adventure O: 2 prestige / 2¢ per Adventure in play
ROM_P = 128  # Romance P: 2 prestige, double / 1 prestige
ROM_W = 136  # Romance W: 1 prestige, double / 1 prestige
ROM_D = 110  # Romance D: 2¢ / double
ROM_O = 126  # Romance O: 2¢ / double
MYS_Q5 = 94  # Mystery Q (5¢): 2 prestige, uncover / 3 prestige
MYS_Q3 = 93  # Mystery Q (3¢): 2 prestige / 2 prestige, uncover
MYS_A = 71  # Mystery A: 1 prestige, uncover / -
MYS_P = 92  # Mystery P: 1 prestige, uncover / 2 prestige
MYS_I = 81  # Mystery I: 2 prestige / jail
MYS_N = 89  # Mystery N: 3 prestige / 1 prestige, 1 prestige per wild
HOR_A = 36  # Horror A: 2¢ or 2 prestige / -
HOR_C = 38  # Horror C: 2 prestige, ink or remover / 1 prestige
HOR_H = 46  # Horror H: 1¢ 2 prestige / 1 prestige per inked card
HOR_E = 42  # Horror E, a Timeless Classic: 2¢ or 2 prestige / 1 prestige
COIN_N, COIN_E, COIN_I = 145, 150, 151  # 1¢ starters


def only(word, classics=(), inked=0):
    results = outcomes(word, list(classics), inked)
    assert len(results) == 1, results
    return results[0]


def test_the_table_has_140_genre_cards_and_16_timeless_classics():
    assert len(C.GENRE_CARDS) == 140
    assert sum(C.card(c)["timeless"] for c in C.genre_cards()) == 16
    for genre in C.GENRES:
        cards = [C.card(c) for c in C.genre_cards() if C.card(c)["genre"] == genre]
        assert len(cards) == 35 and sum(c["cost"] for c in cards) == 158
    assert C.card(46)["genre_bonus"] == {"prestige_per_inked_card_in_play": 1}  # BGA's current Horror H


def test_a_double_doubles_the_neighbours_numbers():
    got = only([Slot(ADV_F), Slot(ROM_P)])
    assert (got.coins, got.prestige, got.doubled) == (0, 5 * 2 + 2, (ADV_F,))
    assert not got.active("romance") and not got.active("adventure")


def test_a_card_doubled_twice_is_tripled_not_quadrupled():
    got = only([Slot(ROM_P), Slot(ADV_F), Slot(ROM_W)])
    # F tripled (15); P 2 and W 1, each with its Romance genre line (+1) since they are two Romance cards.
    assert (got.prestige, got.doubled, got.factor) == (15 + 3 + 2, (ADV_F, ADV_F), {ADV_F: 3})


def test_genre_doubles_double_each_other():
    got = only([Slot(ROM_D), Slot(ROM_O)])
    assert (got.coins, got.doubled) == (8, (ROM_D, ROM_O))


def test_double_skips_wilds_and_other_players_classics():
    assert only([Slot(ROM_P), Slot(ADV_F, wild=True)]).prestige == 2
    assert only([Slot(ROM_P), Slot(ADV_F, mine=False)]).prestige == 2


def test_double_applies_to_either_amounts():
    got = only([Slot(HOR_A), Slot(ROM_P)])
    assert got.either == [(HOR_A, 4)] and got.prestige == 2


def test_uncover_turns_up_a_wild_that_then_counts_for_its_genre():
    got = only([Slot(MYS_Q5), Slot(MYS_Q3, wild=True)])
    assert got.uncovered == (MYS_Q3,)
    assert got.prestige == (2 + 3) + (2 + 2)
    assert got.genres["mystery"] == 2


def test_an_uncover_between_two_wilds_is_a_choice():
    results = outcomes([Slot(MYS_A, wild=True), Slot(MYS_Q5), Slot(MYS_P, wild=True)])
    assert sorted((e.uncovered, e.prestige) for e in results) == [((MYS_A,), 2 + 3 + 1), ((MYS_P,), 2 + 3 + 1 + 2)]
    assert default(results).uncovered == (MYS_P,)


def test_a_wild_without_an_uncover_gives_nothing():
    got = only([Slot(ADV_F, wild=True), Slot(COIN_N)])
    assert (got.coins, got.prestige, got.uncovered) == (1, 0, ())


def test_own_classic_in_play_counts_for_genres_and_gives_its_benefits():
    got = only([Slot(HOR_A), Slot(COIN_N)], classics=[HOR_E])
    assert got.active("horror")
    assert (got.coins, got.prestige, got.either) == (1, 1, [(HOR_A, 2), (HOR_E, 2)])


def test_another_players_classic_gives_nothing_and_counts_for_no_genre():
    got = only([Slot(HOR_A), Slot(HOR_E, mine=False)])
    assert not got.active("horror")
    assert (got.coins, got.prestige, got.either) == (0, 0, [(HOR_A, 2)])


def test_adventure_o_pays_per_adventure_in_play():
    got = only([Slot(ADV_O), Slot(ADV_A)])
    assert (got.coins, got.prestige, got.trash_self) == (2 * 2, 2 + 2 + 1, [(ADV_A, "coins", 3)])


def test_mystery_n_pays_per_wild():
    got = only([Slot(MYS_N), Slot(MYS_I), Slot(COIN_E, wild=True), Slot(COIN_I, wild=True)])
    assert (got.prestige, got.jail) == (3 + 1 + 2 + 2, [MYS_I])


def test_horror_h_pays_per_inked_card():
    got = only([Slot(HOR_H), Slot(HOR_C)], inked=2)
    assert (got.coins, got.prestige, got.ink_or_remover) == (1, 2 + 2 + 2 + 1, [HOR_C])
