"""The Crew's bots: what they infer from their own view, the worlds they deal, their messages and moves."""

from __future__ import annotations

import pytest

from parlour import rng
from parlour.games.crew import GAME
from parlour.games.crew import cards as C
from parlour.games.crew import radio as R
from parlour.games.crew import table as T
from parlour.games.crew.belief import Belief, context_from_view, progress_from_view
from parlour.games.crew.bots import BOTS
from parlour.games.crew.lookahead import LookAhead, distinct
from parlour.games.crew.scenario import arrange
from tests.unit.crew_scenarios import play, to_phase

NAMES = ["Ana", "Ben", "Cy", "Dee"]
HANDS = [
    ["b9", "b2", "g3", "y4", "r4"],
    ["g9", "g1", "y2", "y3", "p1"],
    ["b5", "b6", "g2", "y1", "p2"],
    ["b7", "b8", "g4", "y5", "p3"],
]


def after_a_discard() -> dict:
    """Ana leads the blue 2 and Ben, who has no blue, throws the pink 1: Cy is to play next."""
    state = arrange(NAMES, 1, HANDS, [("b5", None, 0)])
    return play(state, "b2", "p1")


def test_the_sampler_keeps_a_known_void():
    state = after_a_discard()
    view = GAME.view(state, 2)
    belief = Belief(view)
    assert belief.banned[1] & C.SUIT_MASKS[1] == C.SUIT_MASKS[1]  # Ben showed he has no blue
    gen = rng.new(7)
    for _ in range(50):
        hands = belief.sample(gen)
        assert hands is not None
        assert not hands[1] & C.SUIT_MASKS[1]
        assert hands[2] == C.mask_of(T.holding(state, 2))  # my own hand is never dealt
        assert [h.bit_count() for h in hands] == [4, 4, 5, 5]


def test_the_commander_is_known_to_hold_rocket_4():
    state = after_a_discard()
    belief = Belief(GAME.view(state, 2))
    assert belief.holder_of(C.index("r4")) == 0


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_follow_suit_and_repeat_themselves(level):
    state = after_a_discard()
    view = GAME.view(state, 2)
    move = BOTS[level].choose(view)
    assert move in view["legal"] and move["card"] in ("b5", "b6")
    assert BOTS[level].choose(GAME.view(state, 2)) == move


def test_a_card_that_was_never_legal_is_never_played():
    # Cy must follow blue: the look-ahead may like the green 2, but it is not among the legal moves
    state = after_a_discard()
    view = GAME.view(state, 2)
    view["legal"] = [m for m in view["legal"] if m["card"] == "b6"]
    view["legal"].append({"type": "play", "card": "b6"})
    assert BOTS["hard"].choose(view) == {"type": "play", "card": "b6"}


def test_messages_show_a_task_card_held_for_someone_else():
    hand = C.mask_of(["b3", "b7", "g5", "y1", "y8"])
    moment = R.Moment(tasks=((C.index("b7"), 2),), gone=0)
    assert C.CARDS[R.choose(hand, 0, moment, hidden=False)] == "b7"
    # without tasks, the singleton rules out most cards: the green 5 is my only green
    assert C.CARDS[R.choose(hand, 0, R.Moment((), 0), hidden=False)] == "g5"
    tokens = [(C.CARDS[card], token) for card, token in R.tokens(C.mask_of(["b3", "b7", "g5", "r2"]))]
    assert tokens == [("b3", "bottom"), ("b7", "top"), ("g5", "middle")]  # never a rocket


def test_worlds_that_do_not_explain_a_message_are_set_aside():
    state = arrange(NAMES, 1, HANDS, [("b5", None, 0)], communicate=True)
    # everyone but Dee skips; Dee shows what the hard bots would show: the pink 3, her only pink
    for seat in (0, 1, 2):
        state, _ = GAME.apply(state, seat, {"type": "skip"})
    view = GAME.view(state, 3)
    message = BOTS["hard"].choose(view)
    assert message == {"type": "communicate", "card": "p3"}
    state, _ = GAME.apply(state, 3, message)
    belief = Belief(GAME.view(state, 0))
    assert len(belief.messages) == 1
    truth = [C.mask_of(T.holding(state, p)) for p in range(4)]
    assert belief.misses(truth) == 0
    look = LookAhead(worlds=8, nodes=1000, attempts=100, slack=0.0)
    worlds = look.deal(belief, rng.new(3), 8)
    assert len(worlds) == 8 and all(belief.misses(w) == 0 for w in worlds)
    # Dee would have shown the blue 5 had she held it (Ana's task card), so no kept world gives it to her
    assert not any(w[3] >> C.index("b5") & 1 for w in worlds)


def last_to_play() -> dict:
    """Ana leads the blue 1, Ben throws the blue 5 (Cy's task card) and Cy wins it with the blue 9: Dee, who
    has no blue, plays last and must not trump with her rocket. Her three greens are one group of equivalent
    cards (nothing live between them)."""
    hands = [
        ["b1", "g1", "y1", "p1"],
        ["b5", "g2", "y2", "p2"],
        ["b9", "g3", "y3", "p3"],
        ["r1", "g4", "g5", "g6"],
    ]
    state = arrange(NAMES, 1, hands, [("b5", None, 2)])
    return play(state, "b1", "b5", "b9")


def test_look_ahead_votes_for_every_card_and_the_bot_keeps_the_task_card_with_its_owner():
    view = GAME.view(last_to_play(), 3)
    belief = Belief(view)
    ctx = context_from_view(view)
    progress = progress_from_view(view, ctx)
    legal = [C.index(m["card"]) for m in view["legal"]]
    options = distinct(legal, belief, ctx, 3)
    assert options == [C.index("g6"), C.index("r1")]  # the greens are searched once, as the highest
    look = LookAhead(worlds=24, nodes=4000, least=4)
    votes = look.votes(view, belief, ctx, progress, options)
    # the rocket gives Cy's task card to Dee in every world; a green fulfils the task in this trick
    assert votes == {C.index("r1"): 0.0, C.index("g6"): 2.0}
    assert look.votes(view, belief, ctx, progress, options) == votes
    # every green gets the group's vote, so the bot throws the lowest (with the vote on the 6 alone, it would
    # throw the 6)
    assert BOTS["hard"].choose(view)["card"] == "g4"


def handover_view(hand: list[str]) -> dict:
    """Mission 25 with five players at the handover, from the view of a seat that owns exactly one task,
    its hand replaced by ``hand`` (the bots read only their view)."""
    state = to_phase(GAME.setup([*NAMES, "Eve"], {"mission": 25, "distress": False}, "hand"), "handover")
    owners = [t["owner"] for t in state["tasks"]]
    seat = next(p for p in range(5) if owners.count(p) == 1)
    view = GAME.view(state, seat)
    view["hand"] = hand
    return view


def test_a_bot_hands_over_a_task_its_hand_cannot_win_and_keeps_one_it_can():
    view = handover_view([])
    task = next(t["card"] for t in view["tasks"] if t["owner"] == view["me"])
    suit = task[0]
    others = [s for s in "bgpy" if s != suit]
    # nothing of the task's colour, no rocket, only low cards: any other hand is likelier to win it
    weak = handover_view([f"{s}{v}" for s in others for v in (1, 2, 3)][:8])
    move = BOTS["hard"].choose(weak)
    owned = [sum(1 for t in weak["tasks"] if t["owner"] == p) for p in range(5)]
    assert move["type"] == "handover" and move["card"] == task
    assert owned[move["to"]] == min(owned[p] for p in range(5) if p != weak["me"])
    # every card of its colour above it (or the 9 itself) and rockets: nobody is likelier to win it
    above = [f"{suit}{v}" for v in range(int(task[1]) + 1, 10)] or [task]
    strong = [*above, "r4", "r3", "r2", "r1", *[f"{others[0]}{v}" for v in (1, 2, 3)]][:8]
    assert BOTS["hard"].choose(handover_view(strong)) == {"type": "skip"}
