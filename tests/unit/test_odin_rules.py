"""Odin's rules, checked on hand-built positions taken from the rules sheet and the BGA help page."""

from __future__ import annotations

from collections import Counter

import pytest

import parlour
from parlour import BadOptions, IllegalMove
from parlour.games.odin import cards as C

ODIN = parlour.game("odin")
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]


def position(
    hands: list[list[str]],
    table: tuple[int, list[str]] | None = None,
    current: int = 0,
    options: dict | None = None,
    scores: list[int] | None = None,
    leader: int | None = None,
) -> dict:
    """A legal state with these hands and this play on the table; every other card is set aside."""
    state = ODIN.setup(NAMES[: len(hands)], options or {}, "position")
    used = {c for h in hands for c in h} | set(table[1] if table else [])
    if len(hands) == 2:
        # Two players keep four colours: those of the position, filled up without having red and black both.
        wanted = {C.colour_of(c) for c in used if c != C.GOAT}
        for colour in C.COLOURS:
            if len(wanted) < 4 and not {"red", "black"} <= wanted | {colour}:
                wanted.add(colour)
        assert len(wanted) == 4 and not {"red", "black"} <= wanted, "this position needs more than two players"
        state["colours"] = [c for c in C.COLOURS if c in wanted]
    state["hands"] = [C.sorted_cards(h) for h in hands]
    state["table"] = None if table is None else {"seat": table[0], "cards": C.sorted_cards(table[1])}
    state["aside"] = [c for c in C.deck(state["colours"], state["options"]["goat"]) if c not in used]
    state["discard"] = []
    state["current"] = current
    state["leader"] = state["opener"] = current if leader is None else leader
    if scores is not None:
        state["scores"] = scores
    return ODIN.load(ODIN.dump(state))  # also proves the position is one the loader accepts


def play(state: dict, seat: int, *cards: str) -> tuple[dict, list[dict]]:
    return ODIN.apply(state, seat, {"type": "play", "cards": list(cards)})


def reason(state: dict, seat: int, move: dict) -> str:
    with pytest.raises(IllegalMove) as err:
        ODIN.apply(state, seat, move)
    return str(err.value)


# -- set values -------------------------------------------------------------------------------------------
def test_values_are_digits_high_to_low_read_as_one_number():
    assert C.play_value(["blue-5", "blue-2", "blue-8"]) == 852
    assert C.play_value(["blue-3", "blue-6"]) == 63
    assert C.play_value(["red-9", "pink-9"]) == 99
    assert C.play_value(["green-4"]) == 4


def test_same_colour_or_same_value_only():
    assert C.is_set(["blue-5", "blue-2", "blue-8"])
    assert C.is_set(["red-7", "pink-7", "green-7"])
    assert not C.is_set(["blue-5", "red-5", "red-2"])
    state = position([["blue-5", "red-2", "green-9"], ["pink-1"]], table=(1, ["pink-4"]))
    assert reason(state, 0, {"type": "play", "cards": ["blue-5", "red-2"]}) == (
        "Two or more cards must all be the same colour or all the same value."
    )


def test_852_example_played_on_a_lower_three_card_set():
    state = position(
        [["blue-5", "blue-2", "blue-8", "red-1"], ["pink-1", "pink-9"]], table=(1, ["green-7", "green-4", "green-1"])
    )
    after, events = play(state, 0, "blue-5", "blue-2", "blue-8")
    assert events[0]["value"] == 852 and events[0]["text"] == "Ana plays 852: blue ● 8, 5 and 2."
    assert after["table"] == {"seat": 0, "cards": ["blue-8", "blue-5", "blue-2"]}
    assert after["phase"] == "take" and after["current"] == 0


def test_a_single_card_is_told_without_its_value_again():
    state = position([["blue-5", "red-1"], ["pink-1", "pink-9"]], table=(1, ["green-4"]))
    assert play(state, 0, "blue-5")[1][0]["text"] == "Ana plays blue ● 5."


# -- how many cards -------------------------------------------------------------------------------------------
THREE_ON_TABLE = [
    # two, three, four and five cards of blue, all higher than 321
    ["blue-9", "blue-8", "blue-7", "blue-6", "blue-5", "red-1"],
    ["pink-1", "pink-2"],
]


@pytest.mark.parametrize(
    ("cards", "legal"),
    [
        (["blue-9", "blue-8"], False),
        (["blue-9", "blue-8", "blue-7"], True),
        (["blue-9", "blue-8", "blue-7", "blue-6"], True),
        (["blue-9", "blue-8", "blue-7", "blue-6", "blue-5"], False),
    ],
)
def test_three_cards_may_be_answered_by_three_or_four_only(cards, legal):
    state = position(THREE_ON_TABLE, table=(1, ["green-3", "green-2", "green-1"]))
    move = {"type": "play", "cards": cards}
    if legal:
        ODIN.apply(state, 0, move)
        assert move in ODIN.legal_moves(state, 0)
    else:
        assert reason(state, 0, move) == "The table has 3 cards: play 3 or 4."
        assert move not in ODIN.legal_moves(state, 0)


def test_a_play_must_be_strictly_higher():
    state = position([["blue-8", "blue-5", "red-9"], ["pink-1"]], table=(1, ["green-8", "green-5"]))
    assert reason(state, 0, {"type": "play", "cards": ["blue-8", "blue-5"]}) == "Your play must beat 85."
    state = position([["blue-8", "red-8", "red-9"], ["pink-1"]], table=(1, ["green-8", "green-5"]))
    play(state, 0, "blue-8", "red-8")  # 88 beats 85


def test_more_cards_beat_fewer():
    state = position([["blue-1", "blue-2", "red-9"], ["pink-1"]], table=(1, ["green-9"]))
    _, events = play(state, 0, "blue-1", "blue-2")
    assert events[0]["value"] == 21


def test_card_messages():
    state = position([["blue-5", "red-2"], ["pink-1"]], table=(1, ["pink-4"]))
    assert reason(state, 0, {"type": "play", "cards": ["green-7"]}) == "You don't have the green ✚ 7."
    assert reason(state, 0, {"type": "play", "cards": ["blue-5", "blue-5"]}) == "You chose the same card twice."
    assert reason(state, 0, {"type": "play", "cards": []}) == "Choose at least one card to play."
    assert reason(state, 0, {"type": "play"}) == "Choose at least one card to play."
    assert reason(state, 0, {"type": "play", "cards": [5]}) == 'Item 1 of "cards" must be text of at most 8 characters.'
    assert reason(state, 0, {"type": "play", "cards": ["blue-0"]}) == "'blue-0' is not an Odin card."
    assert reason(state, 0, {"type": "take", "card": "pink-4"}) == "There is no card to pick up now."
    assert reason(state, 0, {"type": "dance"}) == "There is no move 'dance' in Odin: play, pass or take."
    assert reason(state, 1, {"type": "pass"}) == "It is not Bo's turn."


# -- taking a card back ----------------------------------------------------------------------------------------
def test_take_one_card_back_and_discard_the_rest():
    state = position(
        [["blue-9", "blue-8", "red-1"], ["pink-1", "pink-2"], ["green-1"]], table=(2, ["orange-6", "orange-5"])
    )
    after, _ = play(state, 0, "blue-9", "blue-8")
    assert ODIN.to_act(after) == {0}
    assert ODIN.legal_moves(after, 0) == [{"type": "take", "card": "orange-6"}, {"type": "take", "card": "orange-5"}]
    view = ODIN.view(after, 0)
    assert view["phase"] == "take" and view["take_from"] == ["orange-6", "orange-5"]
    assert reason(after, 0, {"type": "pass"}) == "First pick up one card from the play you beat."
    assert reason(after, 0, {"type": "take", "card": "blue-1"}) == (
        "Pick up one of the cards you beat: the orange ★ 6, the orange ★ 5."
    )
    done, events = ODIN.apply(after, 0, {"type": "take", "card": "orange-5"})
    assert done["hands"][0] == ["orange-5", "red-1"]
    assert done["discard"] == ["orange-6"]
    assert done["current"] == 1 and done["phase"] == "play"
    text = "Ana picks up the orange ★ 5."
    assert events == [{"type": "take", "seat": 0, "card": "orange-5", "text": text, "by": 0}]


def test_a_single_beaten_card_is_taken_automatically():
    state = position([["blue-9", "red-1"], ["pink-1", "pink-2"]], table=(1, ["orange-6"]))
    after, events = play(state, 0, "blue-9")
    assert [e["type"] for e in events] == ["play", "take"]
    assert after["hands"][0] == ["orange-6", "red-1"]
    assert after["phase"] == "play" and after["current"] == 1


def test_passing_then_playing_later_and_winning_the_round():
    hands = [["blue-2", "red-1", "red-4", "orange-6"], ["pink-1", "pink-2", "pink-5", "blue-9"], ["green-3", "green-9"]]
    state = position(hands, current=0)
    state, _ = play(state, 0, "blue-2")
    state, _ = ODIN.apply(state, 1, {"type": "pass"})
    state, _ = play(state, 2, "green-3")  # picks up the blue 2
    assert state["hands"][2] == ["green-9", "blue-2"]
    state, events = play(state, 0, "red-4", "red-1")  # two cards beat one; the green 3 comes back
    assert [e["type"] for e in events] == ["play", "take"] and state["hands"][0] == ["orange-6", "green-3"]
    state, _ = play(state, 1, "pink-5", "pink-2")  # Bo passed before and plays now
    state, _ = ODIN.apply(state, 1, {"type": "take", "card": "red-4"})
    state, _ = ODIN.apply(state, 2, {"type": "pass"})
    state, events = ODIN.apply(state, 0, {"type": "pass"})
    assert [e["type"] for e in events] == ["pass", "round_won"]
    assert events[1]["text"] == "Bo wins the round and leads the next."
    assert state["table"] is None and state["leader"] == 1 and state["current"] == 1
    assert sorted(state["discard"]) == ["pink-2", "pink-5", "red-1"]
    assert reason(state, 1, {"type": "pass"}) == "You lead this round, so you cannot pass: play one card."


# -- going out ----------------------------------------------------------------------------------------------
def test_playing_the_last_cards_ends_the_hand_without_taking_back():
    state = position(
        [["blue-9", "blue-8"], ["pink-1", "pink-2", "pink-3"], ["green-1", "red-5", "black-7", "goat"]],
        table=(2, ["orange-6", "orange-5"]),
        options={"goat": True},
    )
    after, events = play(state, 0, "blue-9", "blue-8")
    assert [e["type"] for e in events] == ["play", "hand_end", "deal"]
    end = events[1]
    assert end["went_out"] == 0 and end["penalties"] == [0, 3, 3 + C.GOAT_PENALTY]
    assert end["totals"] == [0, 3, 8] == after["scores"]
    assert end["text"] == "Hand 1 is over: Ana went out. Penalty points: Bo 3, Cy 8."
    # A fresh hand: 9 cards each, the next opener leads.
    assert after["hand_number"] == 2 and [len(h) for h in after["hands"]] == [9, 9, 9]
    assert after["opener"] == after["current"] == after["leader"] == 1
    assert events[2]["text"] == "Hand 2 is dealt; Bo leads."
    assert ODIN.view(after, 2)["last_hand"] == {"number": 1, "penalties": [0, 3, 8], "went_out": 0}


def test_whole_hand_finish_for_any_round_leader_with_one_set():
    state = position([["pink-4", "pink-6", "pink-1"], ["blue-1", "blue-2"]], current=0, leader=0)
    assert ODIN.view(state, 0)["can_finish"] is True
    assert ODIN.view(state, 0)["prompt"] == "You lead: play one card, or your whole hand to end the hand."
    _, events = play(state, 0, "pink-4", "pink-6", "pink-1")
    assert events[0]["value"] == 641 and events[1]["type"] == "hand_end"
    same_value = position([["pink-4", "red-4"], ["blue-1", "blue-2"]], current=0)
    play(same_value, 0, "pink-4", "red-4")


def test_whole_hand_finish_refused_when_not_one_set_or_not_whole():
    state = position([["pink-4", "pink-6", "red-1"], ["blue-1", "blue-2"]], current=0)
    assert ODIN.view(state, 0)["can_finish"] is False
    lead = "You lead this round: play one card, or your whole hand if it is one colour or one value."
    assert reason(state, 0, {"type": "play", "cards": ["pink-4", "pink-6", "red-1"]}) == lead
    assert reason(state, 0, {"type": "play", "cards": ["pink-4", "pink-6"]}) == lead
    assert ODIN.view(state, 1)["can_finish"] is False  # not Bo's lead


def test_a_follower_cannot_play_a_whole_hand_larger_than_allowed():
    state = position([["pink-4", "pink-6", "pink-1"], ["blue-1", "blue-2"]], table=(1, ["red-2"]))
    assert reason(state, 0, {"type": "play", "cards": ["pink-4", "pink-6", "pink-1"]}) == (
        "The table has 1 card: play 1 or 2."
    )


# -- scoring and the end -----------------------------------------------------------------------------------
def test_game_ends_after_the_hand_that_reaches_the_target():
    state = position([["blue-9"], ["pink-1", "pink-2", "pink-3"], ["green-1"]], current=0, scores=[2, 12, 4])
    after, events = play(state, 0, "blue-9")
    assert [e["type"] for e in events] == ["play", "hand_end", "game_end"]
    assert after["scores"] == [2, 15, 5]
    result = ODIN.outcome(after)
    assert result == {"scores": [2, 15, 5], "winners": [0], "ranks": [1, 3, 2], "summary": "Ana wins with 2 points."}
    assert ODIN.to_act(after) == set() and ODIN.legal_moves(after, 0) == []
    view = ODIN.view(after, 1)
    assert view["phase"] == "over" and view["current"] is None and view["prompt"] == "Ana wins with 2 points."
    assert reason(after, 0, {"type": "pass"}) == "The game is over."


def test_below_the_target_a_new_hand_is_dealt():
    state = position([["blue-9"], ["pink-1", "pink-2", "pink-3"], ["green-1"]], current=0, scores=[2, 11, 4])
    after, events = play(state, 0, "blue-9")
    assert events[-1]["type"] == "deal" and ODIN.outcome(after) is None and after["scores"] == [2, 14, 5]


def test_ties_share_the_win_and_the_rank():
    state = position([["blue-9"], ["pink-1", "pink-2"], ["green-1", "green-2"]], current=0, scores=[3, 1, 20])
    after, _ = play(state, 0, "blue-9")
    result = ODIN.outcome(after)
    assert result["winners"] == [0, 1] and result["ranks"] == [1, 1, 3]
    assert result["summary"] == "Ana and Bo share the win with 3 points."


def test_single_hand_game_ends_after_one_hand():
    state = position([["blue-9"], ["pink-1"]], current=0, options={"length": 0})
    after, events = play(state, 0, "blue-9")
    assert [e["type"] for e in events] == ["play", "hand_end", "game_end"]
    assert ODIN.outcome(after)["scores"] == [0, 1]
    assert ODIN.view(after, 0)["target"] == 0


# -- the deal -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "aside"), [(2, 18), (3, 27), (4, 18), (5, 9), (6, 0)])
def test_nine_cards_each_at_every_count(players, aside):
    state = ODIN.setup(NAMES[:players], {}, f"deal-{players}")
    assert [len(h) for h in state["hands"]] == [9] * players
    assert len(state["aside"]) == aside
    assert state["log"][0]["type"] == "deal"


def test_two_players_remove_two_colours_never_keeping_red_and_black():
    removed = Counter()
    for seed in range(300):
        state = ODIN.setup(["Ana", "Bo"], {}, seed)
        colours = state["colours"]
        assert len(colours) == 4 and not {"red", "black"} <= set(colours)
        cards = [c for h in state["hands"] for c in h] + state["aside"]
        assert sorted(cards) == sorted(C.deck(colours, False)) and len(cards) == 36
        removed[tuple(c for c in C.COLOURS if c not in colours)] += 1
    # The 9 allowed pairs all happen; red+black out is the most common (1 in 5, as on BGA).
    assert len(removed) == 9
    assert removed[("red", "black")] > max(n for pair, n in removed.items() if pair != ("red", "black"))


def test_first_opener_is_random_and_rotates():
    openers = Counter(ODIN.setup(NAMES[:4], {}, seed)["opener"] for seed in range(200))
    assert set(openers) == {0, 1, 2, 3} and min(openers.values()) > 25


# -- the goat -------------------------------------------------------------------------------------------------
def test_goat_is_a_zero_of_any_colour_in_last_place():
    assert C.play_value(["goat", "red-7", "red-2"]) == 720
    assert C.play_value(["goat"]) == 0
    assert C.is_set(["goat", "red-7", "red-2"]) and C.is_set(["goat", "blue-1"])
    assert C.set_problem(["goat", "red-7", "pink-7"]) == "The goat joins cards of one colour, never cards of one value."


def test_goat_rules_in_play():
    state = position(
        [["red-9", "pink-9", "red-2", "goat"], ["pink-1", "pink-2"]],
        table=(1, ["blue-9", "green-9"]),
        options={"goat": True},
    )
    assert reason(state, 0, {"type": "play", "cards": ["red-9", "pink-9", "goat"]}) == (
        "The goat joins cards of one colour, never cards of one value."
    )
    _, events = play(state, 0, "red-9", "red-2", "goat")
    assert events[0]["value"] == 920
    alone = position([["goat", "red-1"], ["pink-1", "pink-2"]], current=0, options={"goat": True})
    after, events = play(alone, 0, "goat")
    assert events[0]["value"] == 0 and ODIN.view(after, 1)["table"]["value"] == 0


def test_goat_is_always_dealt():
    for seed in range(40):
        players = 2 + seed % 5
        state = ODIN.setup(NAMES[:players], {"goat": True}, seed)
        assert any("goat" in h for h in state["hands"])
        assert len(state["aside"]) == len(C.deck(state["colours"], True)) - 9 * players


# -- options --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options",
    [{"length": 12}, {"length": "15"}, {"length": True}, {"goat": 1}, {"goat": "yes"}, {"jokers": True}, ["goat"]],
)
def test_bad_options_are_refused(options):
    with pytest.raises(BadOptions):
        ODIN.setup(["Ana", "Bo"], options, 1)


def test_option_schema():
    described = {o.name: o.describe() for o in ODIN.options}
    assert described["length"]["default"] == 15
    assert [c["label"] for c in described["length"]["choices"]] == [
        "10 points",
        "15 points",
        "20 points",
        "A single hand",
    ]
    assert described["goat"]["default"] is False
    with pytest.raises(BadOptions):
        ODIN.setup(["Ana"], {}, 1)
    with pytest.raises(BadOptions):
        ODIN.setup([*NAMES, "Gus"], {}, 1)


# -- perft: exact numbers of legal moves ----------------------------------------------------------------------
PERFT = [
    # leading with a mixed hand: its three single cards
    ([["blue-1", "blue-2", "red-2"], ["pink-1"]], None, 3),
    # leading with one colour and the goat: three singles and the whole hand
    ([["pink-4", "pink-6", "goat"], ["blue-1"]], None, 4),
    # on a 1: singles 2 and 2, pairs 21 and 22, and the pass
    ([["blue-1", "blue-2", "red-2"], ["pink-1"]], ["green-1"], 5),
    # on 85: pairs 97, 93, 90(goat); triples 973, 970, 930, 730, 777; and the pass
    (
        [["blue-9", "blue-7", "blue-3", "red-7", "green-7", "pink-1", "goat"], ["black-1"], ["black-2"]],
        ["orange-8", "orange-5"],
        9,
    ),
    # on a 9: no single; pairs 99, 90, 90, 20; and the pass
    ([["red-9", "green-9", "black-2", "goat"], ["pink-1"], ["orange-1"]], ["blue-9"], 5),
    # on 99: no pair beats it (87 is the best); the only triple is blue 321; and the pass
    (
        [["blue-3", "blue-2", "blue-1", "pink-8", "pink-7", "red-5"], ["green-1"], ["green-2"]],
        ["black-9", "orange-9"],
        2,
    ),
]


@pytest.mark.parametrize(("hands", "table", "count"), PERFT)
def test_perft(hands, table, count):
    state = position(hands, table=None if table is None else (1, table), options={"goat": True})
    moves = ODIN.legal_moves(state, 0)
    assert len(moves) == count
    for move in moves:
        ODIN.apply(state, 0, move)  # every listed move is accepted
    assert ODIN.legal_moves(state, 1) == []


def test_perft_on_85_lists_the_exact_moves():
    hand = ["blue-9", "blue-7", "blue-3", "red-7", "green-7", "pink-1", "goat"]
    state = position([hand, ["black-1"], ["black-2"]], table=(1, ["orange-8", "orange-5"]), options={"goat": True})
    listed = [(len(m["cards"]), C.play_value(m["cards"])) for m in ODIN.legal_moves(state, 0) if m["type"] == "play"]
    assert listed == [(2, 90), (2, 93), (2, 97), (3, 730), (3, 777), (3, 930), (3, 970), (3, 973)]
