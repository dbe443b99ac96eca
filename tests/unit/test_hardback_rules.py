"""Hardback rules: setup, spelling and its refusals, ink and remover, the benefit prompts, buying, the flush,
jail, Timeless Classics, the end of a turn. Positions are built from a seeded setup by moving named cards."""

from __future__ import annotations

import pytest

import parlour
from parlour.games.hardback import GAME as HB
from parlour.games.hardback import cards as C
from parlour.games.hardback import table as T

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
# Starters: seat 0's 1¢ letters, seat 1's, and the shared 1-prestige letters.
A0, E0, I0, L0, N0, R0, S0, T0 = C.coin_starters(0)
A1, E1, I1, L1, N1, R1, S1, T1 = C.coin_starters(1)
B, C_, D, G, H, M, O_, P, U, Y = C.prestige_starters()


def take(state: dict, card: int, keep: tuple = ()) -> None:
    """Remove ``card`` from wherever it is. A 1-prestige starter that was not dealt is swapped in for one that
    was (and is not in ``keep``), so the game still has two per seat."""
    if card not in T.all_cards(state) and card in C.prestige_starters():
        dealt = [c for c in T.all_cards(state) if c in C.prestige_starters() and c not in keep]
        take(state, dealt[0])
        return
    piles = [state["offer"], state["offer_deck"], state["trash"]]
    for me in state["seats"]:
        piles += [me["deck"], me["hand"], me["discard"], me["classics"]]
        if me["jail"] == card:
            me["jail"] = None
            return
        if card in me["inked"]:
            me["inked"].remove(card)
    for pile in piles:
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"card {card} is nowhere")


def position(
    players: int = 2,
    hands: dict | None = None,
    offer: list | None = None,
    classics: dict | None = None,
    options: dict | None = None,
    active: int = 0,
    **seat_values,
) -> dict:
    """A seeded game with seat 0 (or ``active``) to spell, its hand, the offer row and classics as given.
    ``seat_values``: e.g. ``ink=[2, 0]`` sets each seat's ink."""
    state = HB.setup(NAMES[:players], options or {}, "fixture")
    state["first"] = state["active"] = active
    wanted = tuple(c for cards in (hands or {}).values() for c in cards)
    for seat, cards in (hands or {}).items():
        me = state["seats"][seat]
        me["deck"] += me["hand"]
        me["hand"] = []
        for card in cards:
            take(state, card, wanted)
            me["hand"].append(card)
    if offer is not None:
        state["offer_deck"] += state["offer"]
        state["offer"] = []
        for card in offer:
            take(state, card)
            state["offer"].append(card)
    for seat, cards in (classics or {}).items():
        for card in cards:
            take(state, card)
            state["seats"][seat]["classics"].append(card)
    for key, values in seat_values.items():
        for me, value in zip(state["seats"], values, strict=True):
            me[key] = value
    return state


def play(state: dict, *moves: dict, seat: int | None = None) -> tuple[dict, list[dict]]:
    """Play ``moves`` (by the active seat, or ``seat``); every card stays in exactly one place."""
    events = []
    count = len(T.all_cards(state))
    for move in moves:
        state, new = HB.apply(state, state["active"] if seat is None else seat, move)
        events += new
        cards = T.all_cards(state)
        assert len(cards) == len(set(cards)) == count
    return state, events


def spell(*cards, **extra) -> dict:
    """A spell move: ints are face-up cards, (card, letter) pairs are wilds."""
    entries = [{"card": c} if isinstance(c, int) else {"card": c[0], "wild": True, "letter": c[1]} for c in cards]
    return {"type": "spell", "cards": entries, **extra}


def reason(state: dict, move: dict, seat: int | None = None) -> str | None:
    return HB.check(state, state["active"] if seat is None else seat, move)


# -- setup ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 5])
def test_setup_deals_starters_hands_and_the_offer_row(players):
    state = HB.setup(NAMES[:players], {}, "deal")
    dealt = []
    for seat, me in enumerate(state["seats"]):
        cards = me["deck"] + me["hand"]
        assert len(me["hand"]) == 5 and len(cards) == 10
        assert sorted(c for c in cards if c < 181) == C.coin_starters(seat)
        dealt += [c for c in cards if c >= 181]
    assert len(dealt) == len(set(dealt)) == 2 * players
    assert len(state["offer"]) == 7 and len(state["offer_deck"]) == 133
    assert sorted(T.all_cards(state)) == sorted(
        C.genre_cards() + dealt + [c for s in range(players) for c in C.coin_starters(s)]
    )


def test_seat_counts_per_mode():
    with pytest.raises(parlour.BadOptions):
        HB.setup(["Ana"], {}, 1)
    with pytest.raises(parlour.BadOptions):
        HB.setup(NAMES, {"mode": "coop"}, 1)
    assert HB.setup(["Ana"], {"mode": "coop"}, 1)["target"] == 60
    assert HB.setup(NAMES[:3], {"mode": "coop"}, 1)["target"] == 180
    assert HB.word_lists({"dictionary": "british"}) == ["british"]


# -- spelling -------------------------------------------------------------------------------------------
MEAT = (M, E0, A0, T0)


def test_spelling_earns_coins_and_prestige_and_discards_the_rest():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    state, events = play(state, spell(*MEAT))
    me = state["seats"][0]
    assert (state["turn"]["coins"], me["prestige"]) == (3, 1)
    assert L0 in me["discard"] and me["hand"] == []
    assert events[0]["text"] == "Ana spells MEAT: 3¢ and 1 prestige."
    assert state["phase"] == "buy"


ENTRY_WORDS = 'an object that may hold "card", "wild" and "letter"'


@pytest.mark.parametrize(
    ("move", "why"),
    [
        (spell(C.card(93)["id"], I0, T0), "'QIT' is not in the common list."),
        (spell(M), "A word needs at least 2 cards."),
        (spell(M, M), "The M is used twice."),
        (spell(M, E1), "The E is not in your hand or among the Timeless Classics in play."),
        (spell(M, 999), '"card" in item 2 of "cards" must be a whole number from 1 to 190.'),
        (
            {"type": "spell", "cards": [{"card": M}, {"card": A0, "wild": True}]},
            "The wild card at letter 2 needs a letter from A to Z.",
        ),
        ({"type": "spell", "cards": [{"card": M}, {"card": A0, "letter": "e"}]}, "The A is face up: its letter is A."),
        ({"type": "spell"}, 'A spell needs "cards": a list of {"card": id} entries in word order.'),
        ({"type": "spell", "cards": "meat"}, f'"cards" must be a list of at most 40 items, each {ENTRY_WORDS}.'),
        (spell(*MEAT, uncover=[M]), "No card of this word can uncover a wild."),
        (spell(*MEAT, double=[M]), "No card of this word can double a neighbour."),
    ],
)
def test_spell_refusals(move, why):
    state = position(hands={0: [M, E0, A0, T0, 93, I0]})
    assert reason(state, move) == why


def test_a_wild_card_spells_any_letter_and_earns_nothing():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    state, _ = play(state, spell(M, E0, A0, (L0, "l")))  # MEAL with the L starter... face down as an L
    assert (state["turn"]["coins"], state["seats"][0]["prestige"]) == (2, 1)


def test_the_word_hides_another_seats_wild_card():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    state, events = play(state, spell(M, E0, A0, (L0, "l")))
    assert events[0]["cards"] == [M, E0, A0, None]
    assert HB.view(state, 1)["turn"]["word"][3]["card"] is None
    assert HB.view(state, 0)["turn"]["word"][3]["card"] == L0


# -- ink and remover ------------------------------------------------------------------------------------
def test_ink_draws_a_card_that_must_be_used_face_up():
    state = position(hands={0: [M, E0, A0, T0, L0]}, ink=[2, 0])
    top = state["seats"][0]["deck"][0]
    state, events = play(state, {"type": "ink"})
    me = state["seats"][0]
    assert me["inked"] == [top] and me["hand"][-1] == top and me["ink"] == 1
    assert events[0]["text"] == "Ana draws a card with ink."
    letter = C.letter(top).upper()
    assert reason(state, spell(*MEAT)) == f"The inked {letter} must be used."
    move = spell(*MEAT, (top, "s"))
    assert reason(state, move) == f"The inked {letter} cannot be wild."


def test_remover_cancels_an_inked_card():
    state = position(hands={0: [M, E0, A0, T0, L0]}, ink=[1, 0], remover=[1, 0])
    state, _ = play(state, {"type": "ink"})
    inked = state["seats"][0]["inked"][0]
    assert {"type": "remover", "card": inked} in HB.legal_moves(state, 0)
    state, _ = play(state, {"type": "remover", "card": inked})
    assert state["seats"][0]["inked"] == [] and state["seats"][0]["remover"] == 0
    state, _ = play(state, spell(*MEAT))
    assert inked in state["seats"][0]["discard"]


def test_other_seats_may_ink_during_a_turn_without_being_waited_for():
    state = position(players=3, ink=[0, 1, 0])
    assert HB.to_act(state) == {0} and HB.may_act(state) == {1}
    assert HB.legal_moves(state, 1) == [{"type": "ink"}]
    assert HB.legal_moves(state, 2) == []
    view = HB.view(state, 1)
    assert view["to_act"] == [0] and view["may_act"] == [1] and view["moves"] == [{"type": "ink"}]
    assert "You may use ink" in view["prompt"] and "You may use ink" not in HB.view(state, 2)["prompt"]
    inked, _ = play(state, {"type": "ink"}, seat=1)
    assert len(inked["seats"][1]["inked"]) == 1 and HB.to_act(inked) == {0} and HB.may_act(inked) == set()
    assert reason(state, {"type": "skip"}, seat=1) == "It is Ana's turn: you may only use ink or remover."
    assert reason(state, {"type": "ink"}, seat=2) == "It is not Cy's turn."
    assert reason(state, {"type": "wait"}, seat=1).startswith("There is no move 'wait' in Hardback: spell, skip,")


def test_an_off_turn_remover_goes_on_an_inked_card():
    state = position(players=2, ink=[0, 1], remover=[0, 1])
    state, _ = play(state, {"type": "ink"}, seat=1)
    inked = state["seats"][1]["inked"][0]
    assert HB.may_act(state) == {1}
    assert HB.legal_moves(state, 1) == [{"type": "remover", "card": inked}]
    state, _ = play(state, {"type": "remover", "card": inked}, seat=1)
    assert state["seats"][1]["inked"] == [] and HB.may_act(state) == set()


def test_skipping_discards_the_hand_inked_cards_too():
    state = position(hands={0: [M, E0, A0, T0, L0]}, ink=[1, 0])
    state, _ = play(state, {"type": "ink"}, {"type": "skip"})
    me = state["seats"][0]
    assert len(me["hand"]) == 5 and me["inked"] == [] and state["active"] == 1 and me["ink"] == 0


# -- benefit prompts ------------------------------------------------------------------------------------
def test_either_and_ink_or_remover_prompts():
    # Horror A (2¢ or 2 prestige), Horror C (2 prestige, ink or remover; genre 1 prestige): "ACE".
    state = position(hands={0: [36, 38, E0, T0, L0]})
    state, _ = play(state, spell(36, 38, E0))
    assert state["phase"] == "resolve"
    assert [p["kind"] for p in state["turn"]["pending"]] == ["either", "ink_or_remover"]
    assert HB.legal_moves(state, 0) == [{"type": "choose", "pick": "coins"}, {"type": "choose", "pick": "prestige"}]
    assert reason(state, {"type": "choose", "pick": "ink"}) == 'Choose "coins" or "prestige".'
    state, _ = play(state, {"type": "choose", "pick": "coins"}, {"type": "choose", "pick": "remover"})
    assert (state["turn"]["coins"], state["seats"][0]["prestige"], state["seats"][0]["remover"]) == (3, 3, 1)
    assert state["phase"] == "buy"


def test_trash_self_and_trash_from_the_discard_pile():
    # Adventure A (2 prestige, trash for 3¢) and Romance T (1¢; genre 1¢, trash another) with Romance E: "ATE".
    state = position(hands={0: [1, 133, 111, B, C_]})
    state, _ = play(state, spell(1, 133, 111))
    assert [p["kind"] for p in state["turn"]["pending"]] == ["trash_self", "trash_discard"]
    state, _ = play(state, {"type": "choose", "pick": "trash"})
    assert 1 in state["trash"] and state["turn"]["coins"] == (1 + 1) + (1 + 1) + 3  # T and E with genre, A trashed
    moves = HB.legal_moves(state, 0)
    assert moves == [{"type": "choose", "pick": "trash", "card": c} for c in sorted([B, C_])] + [
        {"type": "choose", "pick": "skip"}
    ]
    state, _ = play(state, {"type": "choose", "pick": "trash", "card": C_})
    assert C_ in state["trash"] and C_ not in state["seats"][0]["discard"] and state["turn"]["coins"] == 8
    state, _ = play(state, {"type": "end_turn"})
    assert 1 in state["trash"] and 1 not in state["seats"][0]["discard"] + state["seats"][0]["deck"]


def test_jail_reserves_one_card_at_a_time_or_trashes():
    offer = [5, 12, 23, 31, 40, 42, 53]
    # Mystery F (2¢: 1 prestige, jail) and the O starter: "OF".
    state = position(hands={0: [187, 77, E0, T0, L0]}, offer=offer)
    state, _ = play(state, spell(187, 77))
    assert len(HB.legal_moves(state, 0)) == 7 * 2 + 1
    state, _ = play(state, {"type": "choose", "pick": "reserve", "card": 23})
    me = state["seats"][0]
    assert me["jail"] == 23 and 23 not in state["offer"] and len(state["offer"]) == 7
    assert {"type": "buy", "card": 23} not in HB.legal_moves(state, 0)  # 8¢: not affordable yet
    state2 = position(hands={0: [187, 77, E0, T0, L0]}, offer=offer)
    state2["seats"][0]["jail"] = 23
    state2["offer"].remove(23)
    T.refill(state2)
    state2, _ = play(state2, spell(187, 77), {"type": "choose", "pick": "reserve", "card": 5})
    assert state2["seats"][0]["jail"] == 5 and 23 in state2["trash"]
    state3 = position(hands={0: [187, 77, E0, T0, L0]}, offer=offer)
    state3, _ = play(state3, spell(187, 77), {"type": "choose", "pick": "trash", "card": 12})
    assert 12 in state3["trash"] and state3["seats"][0]["jail"] is None


def test_a_jailed_card_can_be_bought_later():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    take(state, 9)
    state["seats"][0]["jail"] = 9
    T.refill(state)
    assert (
        reason(state, {"type": "buy", "card": 9})
        == "You can buy only after spelling your word and choosing its benefits."
    )
    state, _ = play(state, spell(*MEAT), {"type": "buy", "card": 9})
    assert state["seats"][0]["jail"] is None and 9 in state["seats"][0]["discard"]
    assert len(state["offer"]) == 7


# -- buying ---------------------------------------------------------------------------------------------
def test_buying_refills_the_row_and_gives_purchase_prestige():
    # Adventure L (2¢, 1 prestige on purchase) in the row.
    state = position(hands={0: [M, E0, A0, T0, L0]}, offer=[17, 2, 3, 4, 6, 7, 9])
    state, events = play(state, spell(*MEAT), {"type": "buy", "card": 17})
    me = state["seats"][0]
    assert 17 in me["discard"] and me["prestige"] == 1 + 1 and state["turn"]["coins"] == 1
    assert len(state["offer"]) == 7 and 17 not in state["offer"]
    assert events[1]["text"] == "Ana buys the Adventure L for 2¢ and gains 1 prestige."
    assert reason(state, {"type": "buy", "card": 2}) == "The Adventure A costs 7¢; you have 1¢."


def test_every_seat_sees_the_genres_of_each_deck():
    state = position(hands={0: [M, E0, A0, T0, L0]}, offer=[17, 2, 3, 4, 6, 7, 9])
    start = {"adventure": 0, "horror": 0, "mystery": 0, "romance": 0, "starter": 10}
    assert [HB.view(state, 1)["seats"][s]["genres"] for s in (0, 1)] == [start, start]
    state, _ = play(state, spell(*MEAT), {"type": "buy", "card": 17})
    for viewer in (0, 1, None):
        assert HB.view(state, viewer)["seats"][0]["genres"] == {**start, "adventure": 1}


def test_unspent_coins_become_ink_and_a_turn_without_buying_cycles_the_row():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    oldest = state["offer"][0]
    state, events = play(state, spell(*MEAT), {"type": "end_turn"})
    assert state["seats"][0]["ink"] == 3
    assert oldest in state["trash"] and oldest not in state["offer"] and len(state["offer"]) == 7
    assert [e["type"] for e in events[1:3]] == ["end_turn", "row_cycle"]
    assert state["active"] == 1 and len(state["seats"][0]["hand"]) == 5


def test_three_ink_make_one_coin_only_to_reach_a_purchase():
    # Row: cheapest card 4¢; the word earns 3¢.
    row = [3, 6, 18, 20, 22, 27, 28]
    state = position(hands={0: [M, E0, A0, T0, L0]}, offer=row, ink=[3, 0])
    state, _ = play(state, spell(*MEAT))
    assert {"type": "convert"} in HB.legal_moves(state, 0)
    state, events = play(state, {"type": "convert"})
    assert (state["turn"]["coins"], state["seats"][0]["ink"]) == (4, 0)
    assert events[0]["text"] == "Ana trades 3 ink for 1¢."
    poor = position(hands={0: [M, E0, A0, T0, L0]}, offer=row, ink=[2, 0])
    poor, _ = play(poor, spell(*MEAT))
    assert reason(poor, {"type": "convert"}) == "You need 3 ink to make up 1¢."


def test_adverts_are_bought_in_order():
    state = position(hands={0: [M, E0, A0, T0, L0]}, options={"adverts": True})
    state, _ = play(state, spell(*MEAT))
    assert reason(state, {"type": "advert"}) == "The next advert costs 6¢; you have 3¢."
    state["turn"]["coins"] = 15
    state, _ = play(state, {"type": "advert"}, {"type": "advert"})
    me = state["seats"][0]
    assert (me["adverts"], me["prestige"], state["turn"]["coins"]) == (2, 1 + 3 + 6, 0)
    plain = position(hands={0: [M, E0, A0, T0, L0]})
    plain, _ = play(plain, spell(*MEAT))
    assert reason(plain, {"type": "advert"}) == "Adverts are off."


# -- the flush ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("row", "ok"),
    [
        ([2, 8, 10, 13, 3, 4, 6], True),  # four cards of 6¢ or more
        ([1, 3, 4, 6, 36, 71, 106], True),  # four Adventure cards
        ([1, 3, 36, 38, 71, 106, 111], False),
    ],
)
def test_flush_conditions(row, ok):
    state = position(hands={0: [M, E0, A0, T0, L0]}, offer=row)
    state, _ = play(state, spell(*MEAT))
    assert ({"type": "flush"} in HB.legal_moves(state, 0)) is ok
    if ok:
        state, _ = play(state, {"type": "flush"})
        assert set(row) <= set(state["trash"]) and len(state["offer"]) == 7
        assert reason(state, {"type": "flush"}) == "You have already flushed the offer row this turn."
    else:
        assert reason(state, {"type": "flush"}).startswith("You may flush only when")


def test_no_flush_after_buying_or_in_the_cooperative_game():
    row = [2, 8, 10, 13, 3, 9, 6]
    state = position(hands={0: [M, E0, A0, T0, L0]}, offer=row)
    state, _ = play(state, spell(*MEAT), {"type": "buy", "card": 9})
    assert reason(state, {"type": "flush"}) == "Flush before buying anything."
    coop = position(players=1, hands={0: [M, E0, A0, T0, L0]}, offer=row, options={"mode": "coop"})
    coop, _ = play(coop, spell(*MEAT))
    assert reason(coop, {"type": "flush"}) == "The offer row cannot be flushed in the co-operative game."


# -- Timeless Classics ----------------------------------------------------------------------------------
def test_a_classic_played_face_up_stays_in_play_and_keeps_giving():
    # Mystery A (Timeless, 2¢; genre 1¢) in "MEAT".
    state = position(hands={0: [M, E0, 72, T0, L0]})
    state, _ = play(state, spell(M, E0, 72, T0), {"type": "end_turn"})
    assert state["seats"][0]["classics"] == [72]
    state, _ = play(state, {"type": "skip"})  # Bo
    state = position_hand(state, 0, [B, E0, T0, L0, S0])
    state, _ = play(state, spell(B, E0, T0))  # BET: the classic A still pays 2¢
    assert state["turn"]["coins"] == 1 + 1 + 2


def position_hand(state: dict, seat: int, cards: list[int]) -> dict:
    me = state["seats"][seat]
    me["deck"] += me["hand"]
    me["hand"] = []
    for card in cards:
        take(state, card, tuple(cards))
        me["hand"].append(card)
    return state


def test_another_players_classic_is_a_letter_only_and_goes_back_to_its_owner():
    state = position(hands={0: [M, E0, T0, L0, S0]}, classics={1: [72]})
    state, _ = play(state, spell(M, E0, 72, T0))
    assert (state["turn"]["coins"], state["seats"][0]["prestige"]) == (2, 1)
    state, events = play(state, {"type": "end_turn"})
    assert state["seats"][1]["classics"] == [] and 72 in state["seats"][1]["discard"]
    assert any(e["type"] == "classic_used" for e in events)
    assert reason(position(hands={0: [M, E0, T0, L0, S0]}, classics={1: [72]}), spell(M, E0, (72, "a"), T0)) == (
        "A Timeless Classic in play cannot be wild (the A)."
    )


def test_in_the_cooperative_game_a_teammates_classic_stays():
    state = position(players=2, hands={0: [M, E0, T0, L0, S0]}, classics={1: [72]}, options={"mode": "coop"})
    state, _ = play(state, spell(M, E0, 72, T0), {"type": "end_turn"})
    assert state["seats"][1]["classics"] == [72] and 72 not in state["seats"][0]["discard"]


def test_a_classic_played_wild_is_discarded():
    state = position(hands={0: [M, E0, 72, T0, L0]})
    state, _ = play(state, spell(M, E0, (72, "a"), T0), {"type": "end_turn"})
    assert state["seats"][0]["classics"] == [] and 72 in state["seats"][0]["discard"]


# -- perft-like counts ----------------------------------------------------------------------------------
def test_legal_move_counts():
    state = position(hands={0: [M, E0, A0, T0, L0]}, offer=[9, 17, 29, 33, 2, 8, 16])
    assert HB.legal_moves(state, 0) == [{"type": "skip"}]
    state["seats"][0]["ink"] = 1
    assert len(HB.legal_moves(state, 0)) == 2
    state, _ = play(state, spell(*MEAT))
    # 3¢: the four 2¢ cards; a flush (seven Adventure cards); end_turn.
    buys = [{"type": "buy", "card": c} for c in (9, 17, 29, 33)]
    assert HB.legal_moves(state, 0) == [*buys, {"type": "flush"}, {"type": "end_turn"}]
    assert HB.legal_moves(state, 1) == []
    state["seats"][0]["ink"] = 6
    assert len(HB.legal_moves(state, 0)) == 6  # no trade: 4¢ short of the A (7¢) would take 12 ink
    state["turn"]["coins"] = 6
    assert {"type": "convert"} in HB.legal_moves(state, 0)


# -- reshuffles and dictionaries ------------------------------------------------------------------------
def test_drawing_reshuffles_the_discard_pile_into_a_new_deck():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    me = state["seats"][0]
    me["discard"] += me["deck"]
    me["deck"] = []
    state, _ = play(state, spell(*MEAT), {"type": "end_turn"})
    me = state["seats"][0]
    assert len(me["hand"]) == 5 and me["discard"] == [] and len(me["deck"]) == 5


def test_the_trash_becomes_the_offer_deck_when_it_runs_out_but_starters_stay_out():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    take(state, B)
    state["trash"] = [*state["offer_deck"][:3], B]
    state["offer_deck"] = state["offer_deck"][3:]
    while state["offer_deck"]:
        take_card = state["offer_deck"].pop()
        state["seats"][1]["discard"].append(take_card)  # out of the way, in a player's deck
    before = list(state["trash"])
    state["seats"][1]["discard"].append(state["offer"].pop(0))
    events = T.refill(state)
    assert events[0]["type"] == "reshuffle"
    assert state["trash"] == [B] and len(state["offer"]) == 7
    assert sorted([*state["offer_deck"], state["offer"][-1]]) == sorted(before[:3])
    cards = T.all_cards(state)
    assert len(cards) == len(set(cards)) == 140 + 2 * 10


def test_the_dictionary_option_decides_the_words():
    for name, ok in (("common", False), ("american", True), ("british", True)):
        state = position(hands={0: [93, I0, T0, L0, S0]}, options={"dictionary": name})
        why = reason(state, spell(93, I0))
        assert (why is None) is ok, why
        if not ok:
            assert why == "'QI' is not in the common list."
