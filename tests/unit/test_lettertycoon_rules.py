"""Letter Tycoon's turn: plays, patents, royalties, the Q patent, challenges, the goal and the end.

Positions are built by hand (:func:`position`) and checked against the rules sheet
(shared/rules/letter-tycoon.md) and Board Game Arena's help text.
"""

from __future__ import annotations

from collections import Counter

import pytest

from parlour import BadOptions, IllegalMove
from parlour.games.lettertycoon import GAME as LT
from parlour.games.lettertycoon.cards import DECK, PATENT_COST, letter_of, sort_key

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


def position(
    hands: list[str],
    pool: str = "XYZ",
    patents: dict[str, int] | None = None,
    current: int = 0,
    options: dict | None = None,
    money: list[int] | None = None,
    start: int | None = None,
    top: str = "",
) -> dict:
    """A legal state: these hands (letters), this pool, these patents; ``top``: the next cards drawn."""
    state = LT.setup(NAMES[: len(hands)], {"dictionary": "common", **(options or {})}, "position")
    left = list(DECK)

    def take(letter: str) -> str:
        card = next((c for c in left if letter_of(c) == letter), None)
        assert card is not None, f"no {letter} card left for this position"
        left.remove(card)
        return card

    state["hands"] = [sorted((take(c) for c in hand), key=sort_key) for hand in hands]
    state["pool"] = [take(c) for c in pool]
    drawn_first = [take(c) for c in top]
    state["deck"] = left + drawn_first[::-1]  # the deck is drawn from its end
    state["discard"] = []
    for letter, seat in (patents or {}).items():
        state["patents"][letter] = seat
    state["current"] = current
    state["start"] = current if start is None else start
    if money is not None:
        state["money"] = list(money)
    return LT.load(LT.dump(state))  # the position is one the loader accepts


def ids(state: dict, seat: int, spec: str) -> list[str]:
    """Card ids spelling ``spec``: an uppercase letter is a card of the hand, a lowercase one a pool card,
    and ``*`` repeats the card before it (the X patent)."""
    hand, pool = list(state["hands"][seat]), list(state["pool"])
    out: list[str] = []
    for ch in spec:
        if ch == "*":
            out.append(out[-1])
            continue
        source = hand if ch.isupper() else pool
        card = next(c for c in source if letter_of(c) == ch.upper())
        source.remove(card)
        out.append(card)
    return out


def play(state: dict, seat: int, *specs: str, **extra) -> tuple[dict, list[dict]]:
    """Play words given as :func:`ids` specs; a trailing ``+s`` adds the Z patent's S."""
    words = []
    for spec in specs:
        add_s = spec.endswith("+s")
        words.append({"cards": ids(state, seat, spec.removesuffix("+s")), "add_s": add_s, **extra})
    return LT.apply(state, seat, {"type": "play", "words": words})


def reason(state: dict, seat: int, move: dict) -> str:
    before = LT.dump(state)
    with pytest.raises(IllegalMove) as err:
        LT.apply(state, seat, move)
    assert LT.dump(state) == before
    return str(err.value)


def earned(events: list[dict]) -> tuple[int, int]:
    (word,) = [e for e in events if e["type"] == "word"]
    return word["play"]["money"], word["play"]["stock"]


# -- setup -------------------------------------------------------------------------------------------------
def test_setup_deals_seven_each_and_a_pool_of_three():
    state = LT.setup(NAMES[:4], {}, "deal")
    assert [len(h) for h in state["hands"]] == [7] * 4 and len(state["pool"]) == 3
    assert len(state["deck"]) == 102 - 28 - 3
    assert Counter(c for h in state["hands"] for c in h) + Counter(state["pool"]) + Counter(state["deck"]) == Counter(
        DECK
    )
    assert state["money"] == [0] * 4 and state["stock"] == [0] * 4
    assert set(state["patents"].values()) == {None}
    assert state["options"] == {"dictionary": "american", "challenges": "automatic", "retries": 3}
    assert LT.word_lists(state["options"]) == ["american"]
    assert LT.word_lists({"dictionary": "british"}) == ["british"]
    with pytest.raises(BadOptions):
        LT.setup(NAMES[:1], {}, "x")
    with pytest.raises(BadOptions):
        LT.setup(NAMES[:2], {"dictionary": "klingon"}, "x")
    with pytest.raises(BadOptions):
        LT.setup(NAMES[:2], {"retries": "3"}, "x")


def test_the_deck_has_the_letter_distribution_of_the_sheet():
    counts = Counter(letter_of(c) for c in DECK)
    assert len(DECK) == 102 and counts["E"] == 12 and counts["A"] == counts["I"] == 9 and counts["O"] == 8
    assert all(counts[c] == 1 for c in "JKQXZ") and counts["S"] == 6
    assert sum(PATENT_COST.values()) == 110 and {PATENT_COST[c] for c in "BJKQVXZ"} == {2}


# -- the scoring table ------------------------------------------------------------------------------------
# letters: (money, stock), from the rules sheet's table
TABLE = {3: (1, 0), 4: (2, 0), 5: (3, 0), 6: (4, 1), 7: (6, 1), 8: (6, 2), 9: (6, 3), 10: (6, 4)}
TABLE.update({11: (6, 5), 12: (6, 6)})
FILLER = "BCDFGHJ"
OTHER = "HHHHLMM"  # the other seat's hand in most positions


@pytest.mark.parametrize("word", ["cat", "acts", "about", "absent", "ability", "absolute", "abandoned", "absolutely"])
def test_scoring_table_for_every_length_up_to_ten(word):
    hand = (word[:7].upper() + FILLER)[:7]
    pool = (word[7:].upper() + "XYZ")[:3]
    state = position([hand, OTHER], pool)
    spec = word[:7].upper() + word[7:]
    after, events = play(state, 0, spec)
    assert earned(events) == TABLE[len(word)]
    assert (after["money"][0], after["stock"][0]) == TABLE[len(word)]


def test_eleven_letters_with_the_z_patent():
    state = position(["ABDICAT", OTHER], "ION", patents={"Z": 0})
    _, events = play(state, 0, "ABDICATion+s")
    assert events[0]["play"]["words"][0]["word"] == "ABDICATIONS"
    assert earned(events) == (6, 5)


def test_twelve_letters_with_the_x_and_z_patents():
    state = position(["ABSTRCT", OTHER], "ION", patents={"X": 0, "Z": 0})
    a, b, s, t, r, c, t2 = ids(state, 0, "ABSTRCT")
    i, o, n = state["pool"]
    cards = [a, b, s, t, r, a, c, t2, i, o, n]
    _, events = LT.apply(state, 0, {"type": "play", "words": [{"cards": cards, "add_s": True}]})
    assert events[0]["play"]["words"][0]["word"] == "ABSTRACTIONS"
    assert earned(events) == (6, 6)
    assert events[0]["play"]["used"] == [a, b, s, t, r, c, t2, i, o, n]


def test_the_scoring_card_in_the_view_covers_every_length():
    view = LT.view(position(["CATBDFG", OTHER]), 0)
    assert [(r["length"], r["money"], r["stock"]) for r in view["scoring"]] == [(n, *TABLE[n]) for n in range(3, 13)]


# -- patents, royalties and the rest of the turn -----------------------------------------------------------
def test_royalties_are_paid_by_the_bank_per_card_to_other_owners():
    state = position(["EERIEDG", OTHER, "NNRRUUA"], "TXY", patents={"E": 1, "R": 2, "I": 0})
    after, events = play(state, 0, "EERIE")
    assert after["money"] == [3, 3, 1]  # Bo: three Es; Cy: the R; Ana's own I pays nobody
    texts = [e["text"] for e in events if e["type"] == "royalty"]
    assert texts == ["Bo earns $3 in royalties.", "Cy earns $1 in royalties."]


def test_no_patent_phase_when_nothing_is_affordable_then_discard_and_draw():
    state = position(["CATBDFG", OTHER], "XYZ", top="EEEOU")
    after, events = play(state, 0, "CAT")
    assert after["phase"] == "discard" and after["money"] == [1, 0]
    assert LT.legal_moves(after, 0)[:2] == [{"type": "discard", "cards": []}, {"type": "discard", "cards": ["B1"]}]
    assert len(LT.legal_moves(after, 0)) == 2**4
    done, events = LT.apply(after, 0, {"type": "discard", "cards": ["B1", "G1"]})
    assert [e["type"] for e in events] == ["discard", "draw", "turn"]
    assert sorted(map(letter_of, done["hands"][0])) == ["D", "E", "E", "E", "F", "O", "U"]
    assert done["current"] == 1 and done["phase"] == "play" and len(done["discard"]) == 5


def test_buy_one_patent_of_a_letter_on_a_card_you_used():
    state = position(["CATBDFG", OTHER], "XYZ", money=[5, 0])
    after, _ = play(state, 0, "CAT")
    assert after["phase"] == "patent" and LT.buyable(after) == ["C"]
    # the letters used that cost more are named too: "a letter you used (C)" read as if A and T were not
    assert LT.view(after, 0)["prompt"] == (
        "Buy the patent of a letter you used and can pay for (C), or buy nothing. A and T cost more than your $6."
    )
    assert LT.legal_moves(after, 0) == [{"type": "patent", "letter": "C"}, {"type": "skip_patent"}]
    assert reason(after, 0, {"type": "patent", "letter": "T"}) == "The T patent costs $8; you have $6."
    assert reason(after, 0, {"type": "patent", "letter": "E"}) == (
        "You can only buy the patent of a letter on a card of your word; E is not."
    )
    assert reason(after, 0, {"type": "patent", "letter": 3}) == '"letter" must be one character.'
    assert reason(after, 0, {"type": "patent", "letter": "?"}).startswith("Name the patent by its letter")
    bought, events = LT.apply(after, 0, {"type": "patent", "letter": "C"})
    assert bought["patents"]["C"] == 0 and bought["money"][0] == 3 and bought["phase"] == "discard"
    assert events[0]["text"] == "Ana buys the C patent for $3."
    assert reason(bought, 0, {"type": "patent", "letter": "A"}).startswith("Not now")


def test_an_owned_patent_cannot_be_bought():
    state = position(["CATBDFG", OTHER], "XYZ", patents={"C": 1}, money=[20, 0])
    after, _ = play(state, 0, "CAT")
    assert LT.buyable(after) == ["A", "T"]
    assert reason(after, 0, {"type": "patent", "letter": "c"}) == "The C patent belongs to Bo."


def test_skipping_the_patent_and_passing():
    state = position(["CATBDFG", OTHER], "XYZ", money=[5, 0])
    after, _ = play(state, 0, "CAT")
    skipped, _ = LT.apply(after, 0, {"type": "skip_patent"})
    assert skipped["phase"] == "discard" and skipped["patents"]["C"] is None
    passed, events = LT.apply(state, 0, {"type": "pass"})
    assert passed["phase"] == "discard" and events[0]["text"] == "Ana plays no word."


def test_the_deck_is_reshuffled_from_the_discard_pile_when_empty():
    state = position(["CATBDFG", OTHER], "XSZ")
    state["discard"], state["deck"] = state["deck"], []
    after, events = play(state, 0, "CATs")
    assert [e["type"] for e in events] == ["word", "reshuffle", "pool"]
    assert len(after["pool"]) == 3 and None not in after["pool"]
    assert len(after["deck"]) + len(after["discard"]) == 102 - 4 - 7 - 3


# -- the Q patent ------------------------------------------------------------------------------------------
def test_q_patent_replaces_a_hand_card_at_the_start_of_the_turn():
    state = position(["CATBDFG", OTHER], "XYZ", patents={"Q": 0}, top="EO")
    moves = LT.legal_moves(state, 0)
    assert len(moves) == 1 + 7 + 3 and moves[0] == {"type": "pass"}
    after, events = LT.apply(state, 0, {"type": "replace", "card": "G1"})
    assert "G1" in after["discard"] and "E1" in after["hands"][0] and len(after["hands"][0]) == 7
    assert "G1" not in events[-1]["text"] and "E1" not in str(events)  # the hand card and its replacement are secret
    assert reason(after, 0, {"type": "replace", "card": "B1"}) == "You have already used the Q patent this turn."
    assert LT.legal_moves(after, 0) == [{"type": "pass"}]


def test_q_patent_replaces_a_pool_card_in_its_place():
    state = position(["CATBDFG", OTHER], "XYZ", patents={"Q": 0}, top="E")
    after, events = LT.apply(state, 0, {"type": "replace", "card": state["pool"][1]})
    assert [letter_of(c) for c in after["pool"]] == ["X", "E", "Z"]
    assert events[-1]["text"] == "Ana uses the Q patent to replace the pool's Y with a new E."


def test_q_patent_only_for_its_owner_and_before_a_word():
    state = position(["CATBDFG", OTHER], "XYZ", patents={"Q": 1})
    assert reason(state, 0, {"type": "replace", "card": "B1"}) == "Only the owner of the Q patent may replace a card."
    state = position(["CATBDFG", OTHER], "XYZ", patents={"Q": 0})
    problem = reason(state, 0, {"type": "replace", "card": "E1"})
    assert problem == "Choose a card of your hand or of the pool to replace."
    tried, _ = play(state, 0, "TCA")
    assert reason(tried, 0, {"type": "replace", "card": "B1"}).startswith("The Q patent replaces a card at the start")


# -- illegal plays ------------------------------------------------------------------------------------------
def test_illegal_plays_say_why():
    state = position(["CATBDFG", OTHER], "ESO")
    c, a, t, b = ids(state, 0, "CATB")
    e, s, o = state["pool"]

    def why(*words):
        return reason(state, 0, {"type": "play", "words": list(words)})

    assert why() == 'Choose the cards of your word: {"words": [{"cards": [...]}]}.'
    assert why({"cards": [c, a]}) == "A word needs at least 3 letters: 'CA' has 2."
    assert why({"cards": [e, s, o]}) == "Each word must use at least one card from your hand: 'ESO' does not."
    assert why({"cards": [c, a, "M1"]}) == "The M card M1 is not in your hand or the pool."
    assert why({"cards": [c, a, "Q9"]}) == "'Q9' is not a Letter Tycoon card (cards are named like 'E7')."
    assert why({"cards": [c, a, t, t]}) == "Only the owner of the X patent may use a card twice (you used T1 twice)."
    assert why({"cards": [c, a, t], "add_s": True}) == "Only the owner of the Z patent may add an S."
    assert why({"cards": [c, a, t]}, {"cards": [b, o, a]}) == "Only the owner of the V patent may play two words."
    assert why({"cards": [c, a, t], "add_s": "yes"}) == '"add_s" in item 1 of "words" must be true or false.'
    assert why({"cards": [c, a, t], "y": ["vowel"]}) == "Say vowel or consonant once for each Y of 'CAT'."
    assert why({"cards": [c, a, t], "y": "vowel"}).startswith('"y" in item 1 of "words" must be a list')
    assert why({"cards": [c, a, t], "y": ["maybe"]}) == 'Declare each Y as "vowel" or "consonant".'
    assert why("CAT") == 'Item 1 of "words" must be an object that may hold "cards", "add_s" and "y".'
    assert why({"cards": "CAT"}).startswith('"cards" in item 1 of "words" must be a list of at most 11 items')
    assert why({}) == "Choose the cards of the word, in order."
    assert why({}, {}, {}).startswith('"words" must be a list of at most 2 items')
    assert reason(state, 0, {"type": "play"}).startswith("Choose the cards of your word")
    assert reason(state, 0, {"type": "fly"}).startswith("There is no move 'fly' in Letter Tycoon")
    assert reason(state, 1, {"type": "pass"}) == "It is not Bo's turn."
    assert reason(state, 0, {"type": "discard", "cards": []}).startswith("Not now: it is time to play a word")


def test_ability_limits_once_a_turn():
    state = position(["CATBDFG", OTHER], "ESO", patents={"X": 0, "Z": 0, "V": 0})
    c, a, t, b, d = ids(state, 0, "CATBD")
    e, _, o = state["pool"]
    move = {"type": "play", "words": [{"cards": [c, a, t, t]}, {"cards": [d, o, o, e]}]}
    assert reason(state, 0, move) == "The X patent lets you use one card twice, and only once a turn."
    move = {"type": "play", "words": [{"cards": [c, a, t], "add_s": True}, {"cards": [d, o, e], "add_s": True}]}
    assert reason(state, 0, move) == "The Z patent adds one S a turn: to one of your words."
    move = {"type": "play", "words": [{"cards": [b, o, o]}]}
    assert reason(state, 0, move) == "A word that uses a card twice needs at least 3 different cards: 'BOO'."
    move = {"type": "play", "words": [{"cards": [c, a, t, t, t]}]}
    assert reason(state, 0, move) == "The X patent lets you use one card twice, and only once a turn."
