"""Hardback bots: the hard bot's word is worth the most any legal word of its cards is worth (checked against
brute force over every ordered choice of cards and face-down subset), on crafted and on sampled turns; the
easy bot prefers common words; both return legal moves from their own view."""

from __future__ import annotations

from functools import cache
from itertools import combinations, permutations

import pytest

from parlour import rng, words
from parlour.games.hardback import cards as C
from parlour.games.hardback import finder
from parlour.games.hardback.benefits import Slot, outcomes
from parlour.games.hardback.bots import AVERAGE_COST, DENIAL, HardBot, Valuation
from parlour.games.hardback.finder import Finder
from parlour.styles import STYLES, style_of
from tests.unit.test_hardback_rules import A0, E0, HB, I0, L0, N0, O_, R0, S0, T0, B, M, P, position
from tests.unit.test_styles import positions_where_styles_differ


@cache
def patterns(name: str, length: int) -> frozenset[str]:
    """Every word of ``length`` letters of list ``name`` with any of its letters replaced by '.'."""
    found = set()
    for word in words.load(name):
        if len(word) == length:
            for size in range(length + 1):
                for spots in combinations(range(length), size):
                    found.add("".join("." if k in spots else ch for k, ch in enumerate(word)))
    return frozenset(found)


def brute_force(view: dict, worth) -> float:
    """The most any legal spell of the seat's cards is worth: every sequence of its hand cards and the
    Timeless Classics in play, every set of hand cards turned face down (inked cards never), every outcome."""
    seat = view["seat"]
    hand = view["you"]["hand"]
    inked = set(view["you"]["inked"])
    own = view["seats"][seat]["classics"]
    owner = {c: s for s, other in enumerate(view["seats"]) for c in other["classics"]}
    cards = hand + [c for c in owner]
    best = float("-inf")
    for length in range(2, len(cards) + 1):
        known = patterns(view["dictionary"], length)
        for seq in permutations(cards, length):
            if not inked <= set(seq):
                continue
            wildable = [k for k, c in enumerate(seq) if c in hand and c not in inked]
            for size in range(len(wildable) + 1):
                for spots in combinations(wildable, size):
                    text = "".join("." if k in spots else C.letter(c) for k, c in enumerate(seq))
                    if text not in known:
                        continue
                    word = [Slot(c, k in spots, owner.get(c, seat) == seat) for k, c in enumerate(seq)]
                    results = outcomes(word, [c for c in own if c not in seq], len(inked))
                    best = max(best, max(map(worth, results)))
    return best


def check_hard_word(view: dict) -> None:
    value = Valuation(view)
    choice = Finder(view, value.worth, value.potential).best()
    expected = brute_force(view, value.worth)
    assert choice is not None and choice.value == pytest.approx(expected), (choice and choice.word, expected)


CRAFTED = {
    "doubles": {"hands": {0: [110, 126, 128, T0, A0]}},  # Romance D, O, P: D O P T A
    "uncover": {"hands": {0: [71, 98, 92, E0, L0]}},  # Mystery A, T, P: uncover choices
    "mystery n": {"hands": {0: [89, 81, E0, S0, T0]}},  # N pays per wild: wilds can beat face-up letters
    "horror": {"hands": {0: [36, 38, 46, E0, R0]}},  # either, ink or remover, the H
    "classics": {"hands": {0: [M, E0, N0, S0]}, "classics": {0: [42], 1: [72]}},  # own Horror E, their A
    "adventure": {"hands": {0: [21, 1, 2, R0, T0]}},  # the O's 2¢ per Adventure, trash for coins
    "bad letters": {"hands": {0: [B, 93, 103, 139, P]}},  # Q X Z: wilds needed
    # Hands where the longest word is not the best: where the Double, the Uncover or the wilds sit matters.
    "double placement": {"hands": {0: [99, 134, 7, 6, 124]}},
    "jazzy": {"hands": {0: [104, 134, 72, 111, 139]}},
    "uncover placement": {"hands": {0: [75, 16, 24, 143, 93]}},
    "avian": {"hands": {0: [36, 101, A0, B, 20]}},
    "which wild": {"hands": {0: [87, 24, 8, P, S0]}},  # the Mystery M uncovers the Adventure Q or F
    "which wilds": {"hands": {0: [87, 83, 89, 85, 98]}},
    # The Mystery Q's and W's Uncovers are on their genre lines: with one Mystery face up, none can start.
    "uncovers that cannot start": {"hands": {0: [93, 102, 45, 146, 141]}},
    "alike starters": {"hands": {0: [87, 92, 150, 155, 154]}},  # three 1¢ starters: one choice as wilds
}


@pytest.mark.parametrize("name", sorted(CRAFTED))
def test_the_hard_word_is_the_best_on_crafted_hands(name):
    state = position(**CRAFTED[name])
    check_hard_word(HB.view(state, 0))


def test_the_hard_word_is_the_best_with_an_inked_card():
    state = position(hands={0: [M, E0, A0, O_]}, ink=[1, 0])
    state, _ = HB.apply(state, 0, {"type": "ink"})
    view = HB.view(state, 0)
    assert len(view["you"]["inked"]) == 1
    check_hard_word(view)


def sampled_views(count: int) -> list[dict]:
    """Views of hard bots about to spell, from seeded games, with at most 5 cards to spell with."""
    found = []
    gen = rng.new("hardback sampled turns")
    game = 0
    while len(found) < count:
        game += 1
        mode = "coop" if game % 2 else "competitive"
        state = HB.setup(["Ana", "Bo"], {"mode": mode}, f"sample {game}")
        for _ in range(120):
            if HB.outcome(state) is not None:
                break
            seat = state["active"]
            view = HB.view(state, seat)
            move = HB.bots["hard"].choose(view)
            cards = len(view["you"]["hand"]) + sum(len(s["classics"]) for s in view["seats"])
            if move["type"] == "spell" and cards <= 5 and rng.below(gen, 3) == 0:
                found.append(view)
            state, _ = HB.apply(state, seat, move)
    return found[:count]


def test_the_hard_word_is_the_best_on_sampled_turns():
    for view in sampled_views(10):
        check_hard_word(view)


def test_a_seven_card_hand_with_two_uncovers_is_weighed_without_trying_every_placement(monkeypatch):
    """The Mystery M and P can each uncover any of five spare cards: scoring every placement of every word
    took 65,564 outcomes (seconds in the page, a stalled table); three alike starters are one choice, and no
    set of cards is searched that cannot beat the word found."""
    calls = []

    def counted(*args):
        calls.append(args)
        return outcomes(*args)

    monkeypatch.setattr(finder, "outcomes", counted)
    finder._SEARCHES.clear()
    view = HB.view(position(hands={0: [187, 87, 150, 155, 92, 154, 132]}), 0)
    value = Valuation(view)
    assert Finder(view, value.worth, value.potential).best().word == "PROMISE"
    assert len(calls) <= 100


def test_the_hard_bot_plays_what_the_finder_found():
    state = position(**CRAFTED["uncover"])
    view = HB.view(state, 0)
    move = HardBot().choose(view)
    assert HB.check(state, 0, move) is None
    value = Valuation(view, style_of(view, STYLES))
    earned = HB.preview(state, 0, move)["earnings"]
    best = Finder(view, value.worth, value.potential).best()
    assert earned == best.earnings.to_json()


def test_the_easy_bot_prefers_common_words():
    state = position(hands={0: [M, E0, A0, T0, L0]})
    move = HB.bots["easy"].choose(HB.view(state, 0))
    word = "".join(C.letter(e["card"]) if not e.get("wild") else e["letter"] for e in move["cards"])
    assert HB.check(state, 0, move) is None
    assert words.load("common").tier(word) <= 35


def test_bots_do_nothing_off_turn_and_skip_without_a_word():
    state = position(players=3, ink=[0, 2, 0])
    assert HB.may_act(state) == {1}
    assert HB.bots["hard"].choose(HB.view(state, 1)) is None
    assert HB.bots["easy"].choose(HB.view(state, 1)) is None
    stuck = position(hands={0: [93]})  # a single Q: no word at all
    for level in ("easy", "hard"):
        assert HB.bots[level].choose(HB.view(stuck, 0)) == {"type": "skip"}


def test_the_hard_bot_uses_ink_then_spells_with_the_inked_card():
    state = position(hands={0: [M, E0, A0, T0, I0]}, ink=[1, 0])
    move = HB.bots["hard"].choose(HB.view(state, 0))
    assert move == {"type": "ink"}
    state, _ = HB.apply(state, 0, move)
    inked = state["seats"][0]["inked"][0]
    move = HB.bots["hard"].choose(HB.view(state, 0))
    assert move["type"] == "spell" and inked in [e["card"] for e in move["cards"]]
    assert HB.check(state, 0, move) is None


def test_a_bought_card_is_worth_less_while_it_waits_for_the_next_reshuffle():
    state = position()
    me = state["seats"][0]
    assert me["deck"], "the fixture's draw pile should hold cards"
    waiting = Valuation(HB.view(state, 0))
    me["discard"] += me["deck"]  # the same cards, all in the discard pile: a bought card comes round at once
    me["deck"] = []
    at_once = Valuation(HB.view(state, 0))
    assert waiting.deck_size == at_once.deck_size
    for card in state["offer"]:
        assert waiting.card_value(card) < at_once.card_value(card)


def test_hard_bots_of_one_table_play_in_styles_of_their_own():
    # The same competitive positions asked of a hard bot in each personal style: a quick style values prestige
    # now over ¢ for cards that earn later, a bold one spends ink sooner. Words and purchases part ways.
    state = HB.setup(["Ana", "Bo", "Cy"], {"mode": "competitive", "target": 40}, "styles-0")
    differing = positions_where_styles_differ(HB, HB.bots["hard"], [state], lambda s: s["active"])
    assert differing["spell"] >= 4 and differing["buy"] >= 2, differing  # 7 of 64 and 3 of 57


def test_in_the_cooperative_game_the_dear_cards_penny_would_claim_are_worth_more_to_buy():
    state = HB.setup(["Ana"], {"mode": "coop"}, "denial-0")
    row = state["offer"]
    row.sort(key=lambda c: C.card(c)["cost"])  # the cheapest card is the oldest, the dearest the newest
    value = Valuation(HB.view(state, 0))
    # In a solo game's first turn Penny has more turns left than the row has cards: she would claim every one.
    costs = [C.card(c)["cost"] for c in row]
    assert [value.denial[c] for c in row] == pytest.approx([DENIAL * (cost - AVERAGE_COST) for cost in costs])
    assert value.card_value(row[-1]) - value.card_value(row[0]) > DENIAL * (costs[-1] - costs[0]) * 0.99
    competitive = HB.setup(["Ana", "Bo"], {"mode": "competitive"}, "denial-0")
    assert not Valuation(HB.view(competitive, 0)).denial  # nobody claims the row in the competitive game
