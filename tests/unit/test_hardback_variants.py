"""Hardback's variants and the end: Literary Awards, the co-operative game against Penny Dreadful (her turn,
her signatures, the Timeless Classic rule), the end at the target with equal turns, ties by ink, and the
Uncover / Double / preview choices."""

from __future__ import annotations

from parlour.games.hardback import table as T
from tests.unit.test_hardback_rules import (
    A0,
    A1,
    E0,
    E1,
    HB,
    I0,
    I1,
    L0,
    L1,
    MEAT,
    N0,
    N1,
    R0,
    R1,
    S0,
    S1,
    T0,
    T1,
    M,
    play,
    position,
    reason,
    spell,
)

ENTAILS = (E0, N0, T0, A0, I0, L0, S0)


# -- Literary Awards ------------------------------------------------------------------------------------
def test_a_seven_letter_word_takes_the_award_scored_only_at_the_end():
    state = position(hands={0: [*ENTAILS, R0]}, options={"awards": True})
    state, events = play(state, spell(*ENTAILS))
    assert state["award"] == {"length": 7, "holders": [0]}
    assert any(e["type"] == "award" for e in events)
    assert state["seats"][0]["prestige"] == 0  # 7 coins, no prestige: the award is not prestige yet
    state["seats"][0]["prestige"] = 50
    state["seats"][1]["prestige"] = 54
    state["phase"] = "over"
    result = HB.outcome(state)
    assert result["scores"] == [55, 54] and result["winners"] == [0]


def test_a_longer_word_takes_the_award_away():
    state = position(hands={0: [*ENTAILS, R0]}, options={"awards": True})
    state["award"] = {"length": 7, "holders": [1]}
    latrines = (L0, A0, T0, R0, I0, N0, E0, S0)
    state, _ = play(state, spell(*latrines))
    assert state["award"] == {"length": 8, "holders": [0]}
    again = position(hands={0: [*ENTAILS, R0]}, options={"awards": True})
    again["award"] = {"length": 8, "holders": [1]}
    again, events = play(again, spell(*ENTAILS))
    assert again["award"] == {"length": 8, "holders": [1]} and not any(e["type"] == "award" for e in events)


def twelve(seat_cards: list[int]) -> dict:
    """RELATIONSHIP spelled with twelve cards, all but the first as wilds."""
    letters = "relationship"
    return spell(seat_cards[0], *[(c, letter) for c, letter in zip(seat_cards[1:], letters[1:], strict=True)])


def test_a_second_twelve_letter_word_shares_the_top_award_but_not_in_the_cooperative_game():
    cards = [R0, E0, L0, A0, T0, I0, S0, N0, E1, L1, A1, T1]
    for mode, holders in (("competitive", [0, 1]), ("coop", [1])):
        state = position(hands={0: cards}, options={"awards": True, "mode": mode})
        state["award"] = {"length": 12, "holders": [1]}
        state, _ = play(state, twelve(cards))
        assert state["award"] == {"length": 12, "holders": holders}


# -- the end and ties -----------------------------------------------------------------------------------
def finish_turn(state: dict) -> dict:
    state, _ = play(state, {"type": "skip"})
    return state


def test_the_game_ends_when_the_turn_comes_back_to_the_first_player():
    state = position(players=3, prestige=[10, 59, 20], active=1)
    state["first"] = 0
    state["seats"][1]["prestige"] = 61
    state = finish_turn(state)  # Bo (61) ends: Cy still plays
    assert HB.outcome(state) is None and state["active"] == 2
    state, events = play(state, {"type": "skip"})
    result = HB.outcome(state)
    assert result["winners"] == [1] and result["ranks"] == [3, 1, 2]
    assert events[-1]["type"] == "game_end" and HB.to_act(state) == set()
    assert reason(state, {"type": "skip"}) == "The game is over."


def test_a_tie_goes_to_the_most_ink_and_then_is_shared():
    state = position(players=3, prestige=[60, 60, 60], ink=[2, 5, 5])
    state["phase"] = "over"
    result = HB.outcome(state)
    assert result["winners"] == [1, 2] and result["ranks"] == [3, 1, 1]
    assert result["summary"] == "Bo and Cy share the win with 60 prestige, ahead on ink (5)."


# -- the co-operative game ------------------------------------------------------------------------------
ROW = [3, 6, 111, 71, 36, 9, 17]  # oldest first: Adventure B (4¢), Adventure D (4¢), Romance E (2¢), ...


def coop(players: int = 1, signature: str = "none", offer: tuple = tuple(ROW), **values) -> dict:
    return position(players=players, options={"mode": "coop", "signature": signature}, offer=list(offer), **values)


def test_penny_claims_the_oldest_card_and_scores_its_cost():
    state = coop(hands={0: [M, E0, A0, T0, L0]})
    state, events = play(state, spell(M, E0, A0, T0), {"type": "end_turn"})
    assert state["penny"]["prestige"] == 4 and 3 in state["trash"] and state["offer"][:2] == [6, 111]
    assert any(e["text"] == "Penny Dreadful claims the Adventure B: 4 prestige." for e in events)
    assert state["active"] == 0 and state["seats"][0]["ink"] == 3  # solo: the author again


def test_penny_romance_signature_doubles_and_mystery_trashes_the_cheapest():
    romance = coop(signature="romance", hands={0: [M, E0, A0, T0, L0]}, offer=(111, 3, 6, 71, 36, 9, 17))
    romance, _ = play(romance, {"type": "skip"})
    assert romance["penny"]["prestige"] == 2 * 2
    mystery = coop(signature="mystery", hands={0: [M, E0, A0, T0, L0]}, offer=(71, 3, 6, 111, 36, 9, 17))
    mystery, events = play(mystery, {"type": "skip"})
    # She claims the Mystery A (3¢), then trashes the cheapest: 2¢ cards E, G, L (and the new one), E first.
    assert mystery["penny"]["prestige"] == 3
    assert mystery["trash"] == [71, 111]
    assert "Penny Dreadful discards the Romance E." in [e["text"] for e in events]


def test_penny_adventure_and_horror_signatures():
    state = coop(signature="adventure", hands={0: [M, E0, A0, T0, L0]})
    state, _ = play(state, spell(M, E0, A0, T0), {"type": "buy", "card": 9})
    assert state["penny"]["prestige"] == 1
    horror = coop(signature="horror", hands={0: [M, E0, A0, T0, L0]}, ink=[2])
    horror, _ = play(horror, {"type": "ink"}, {"type": "ink"})
    assert horror["penny"]["prestige"] == 2
    calm = coop(signature="horror", hands={0: [M, E0, A0, T0, L0]}, ink=[1], offer=(3, 6, 111, 71, 2, 9, 17))
    calm, _ = play(calm, {"type": "ink"})
    assert calm["penny"]["prestige"] == 0


def test_a_card_entering_the_row_discards_the_active_authors_oldest_classic_of_its_genre():
    state = coop(hands={0: [M, E0, A0, T0, L0]}, classics={0: [5, 23, 72]})  # Adventure C, P; Mystery A
    state["offer_deck"].remove(2)
    state["offer_deck"].insert(0, 2)  # the next card to enter the row: the Adventure A
    state, events = play(state, spell(M, E0, A0, T0), {"type": "end_turn"})
    # Penny claims the Adventure B; the Adventure A replaces it: the oldest Adventure classic goes.
    assert state["offer"][-1] == 2
    assert state["seats"][0]["classics"] == [23, 72] and 5 in state["seats"][0]["discard"]
    lost = [e for e in events if e["type"] == "classic_lost"]
    assert len(lost) == 1 and lost[0]["text"] == (
        "The Adventure A enters the offer row: Ana discards the Timeless Classic C."
    )


def test_the_authors_reaching_their_target_end_the_game_at_once():
    # Two authors, 120 to reach: MEAT's 1 prestige is the last point; no buying, no prompt, no Penny turn.
    state = coop(players=2, prestige=[60, 59], hands={0: [M, E0, A0, T0, L0]})
    state, events = play(state, spell(*MEAT))
    result = HB.outcome(state)
    assert result["winners"] == [0, 1] and result["scores"] == [120, 120] and state["penny"]["prestige"] == 0
    assert events[-1]["type"] == "game_end" and HB.to_act(state) == HB.may_act(state) == set()
    assert HB.legal_moves(state, 0) == [] and reason(state, {"type": "end_turn"}) == "The game is over."
    # Prestige from a benefit prompt: the Horror A's "either" (the Horror C's prompt is never asked).
    prompt = coop(prestige=[56], hands={0: [36, 38, E0, T0, L0]}, offer=(3, 6, 111, 71, 2, 9, 17))
    prompt, _ = play(prompt, spell(36, 38, E0))
    assert HB.outcome(prompt) is None and prompt["seats"][0]["prestige"] == 59
    prompt, _ = play(prompt, {"type": "choose", "pick": "prestige"})
    assert HB.outcome(prompt)["winners"] == [0] and prompt["turn"]["pending"] == []
    # Prestige from a purchase, the Adventure L's 1: Penny's Adventure signature comes too late to score.
    bought = coop(signature="adventure", prestige=[58], hands={0: [M, E0, A0, T0, L0]}, offer=(17, *ROW[1:]))
    bought, _ = play(bought, spell(*MEAT), {"type": "buy", "card": 17})
    assert HB.outcome(bought)["summary"] == "The authors beat Penny Dreadful, 60 to 0."


def test_penny_reaching_her_target_ends_the_game_at_once():
    claim = coop(hands={0: [M, E0, A0, T0, L0]})
    claim["penny"]["prestige"] = 57
    claim, events = play(claim, {"type": "skip"})  # she claims the Adventure B (4¢): 61
    assert HB.outcome(claim)["summary"] == "The authors lose to Penny Dreadful, 0 to 61."
    assert events[-1]["type"] == "game_end" and HB.to_act(claim) == set()
    # Her Adventure signature in the middle of the author's purchases.
    signature = coop(signature="adventure", hands={0: [M, E0, A0, T0, L0]})
    signature["penny"]["prestige"] = 59
    signature, _ = play(signature, spell(*MEAT), {"type": "buy", "card": 9})
    assert HB.outcome(signature)["winners"] == [] and reason(signature, {"type": "end_turn"}) == "The game is over."


def test_the_competitive_game_still_ends_only_when_the_round_is_complete():
    state = position(prestige=[59, 0], hands={0: [M, E0, A0, T0, L0]})
    state, _ = play(state, spell(*MEAT))
    assert HB.outcome(state) is None and state["phase"] == "buy" and state["seats"][0]["prestige"] == 60


def test_the_authors_must_beat_penny_and_a_tie_is_a_loss():
    # The Literary Award counts only in this final comparison: Penny reached 60, the authors 55 + 5.
    state = coop(prestige=[55])
    state["penny"]["prestige"] = 60
    state["award"] = {"length": 7, "holders": [0]}
    state["phase"] = "over"
    assert HB.outcome(state)["winners"] == [] and HB.outcome(state)["summary"] == (
        "The authors lose to Penny Dreadful, 60 to 60."
    )
    state["award"] = {"length": 8, "holders": [0]}
    assert HB.outcome(state)["winners"] == [0]


# -- choices inside a spell -----------------------------------------------------------------------------
def test_the_uncover_targets_can_be_named():
    # "ATE": the Mystery A face down as A, the Mystery T (2 prestige, uncover; genre 2 prestige), the Mystery P
    # face down as E. The T uncovers one of them: by default the P (1 prestige; genre 2 prestige).
    state = position(hands={0: [71, 98, 92, E0, L0]})
    move = spell((71, "a"), 98, (92, "e"))
    plain = HB.preview(state, 0, move)
    assert plain["legal"] and plain["word"] == "ATE"
    assert plain["earnings"]["uncovered"] == [92] and plain["earnings"]["prestige"] == (2 + 2) + (1 + 2)
    named = HB.preview(state, 0, {**move, "uncover": [71]})
    assert named["earnings"]["uncovered"] == [71] and named["earnings"]["prestige"] == (2 + 2) + 1
    wrong = HB.preview(state, 0, {**move, "uncover": [71, 92]})
    assert wrong["earnings"] is None and wrong["reason"].startswith("Those wilds cannot be uncovered together")
    state, _ = play(state, {**move, "uncover": [71]})
    assert state["seats"][0]["prestige"] == 5 and HB.view(state, 1)["turn"]["word"][0]["card"] == 71


def test_the_preview_reads_cards_that_spell_no_word():
    state = position(hands={0: [71, 94, 92, E0, T0]})
    answer = HB.preview(state, 0, spell((71, "a"), 94, (92, "p")))
    assert answer["legal"] is False and answer["reason"] == "'AQP' is not in the common list."
    assert answer["word"] == "AQP" and answer["earnings"]["prestige"] == (2 + 3) + (1 + 2)


def test_a_double_target_in_a_real_word():
    # Romance D (2¢; genre double) and Romance O (2¢; genre double) in "DOT": each doubles the other.
    state = position(hands={0: [110, 126, T0, E0, L0]})
    state, _ = play(state, spell(110, 126, T0, double=[110, 126]))
    assert state["turn"]["coins"] == 4 + 4 + 1
    other = position(hands={0: [110, 126, T0, E0, L0]})
    assert reason(other, spell(110, 126, T0, double=[126, T0])) is None  # the O may double the T instead
    assert reason(other, spell(110, 126, T0, double=[110, 110])).startswith("Each Double must target")


def test_the_romance_r_previews_three_cards():
    # Romance R (2 prestige; genre 1 prestige and preview) and Romance E: "ERA".
    state = position(hands={0: [111, 130, A0, T0, L0]})
    top = state["seats"][0]["deck"][:3]
    state, events = play(state, spell(111, 130, A0))
    assert state["turn"]["preview"] == top and events[-1]["type"] == "preview"
    assert HB.view(state, 0)["you"]["preview"] == top and HB.view(state, 1)["you"]["preview"] == []
    assert str(top[0]) not in HB.view(state, 1)["cards"] or top[0] in state["offer"]
    state, _ = play(
        state,
        {"type": "choose", "pick": "discard", "card": top[0]},
        {"type": "choose", "pick": "keep", "card": top[1]},
        {"type": "choose", "pick": "keep", "card": top[2]},
    )
    me = state["seats"][0]
    assert me["deck"][:2] == top[1:] and top[0] in me["discard"] and state["phase"] == "buy"


def test_cards_are_conserved_in_these_fixtures():
    state = coop(players=2, hands={0: [M, E0, A0, T0, L0], 1: [E1, A1, T1, L1, S1]})
    for seat_cards in (I0, R0, N0, I1, R1, N1):
        assert seat_cards in T.all_cards(state)
    assert len(T.all_cards(state)) == 140 + 2 * 10
