"""Letter Tycoon bots: the hard bot earns the most any legal play earns (against a brute force over the word
list), the easy bot prefers common words, and both only ever make legal moves."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

import pytest

from parlour import rng
from parlour.games.lettertycoon import bots as B
from parlour.games.lettertycoon.cards import DECK, letter_of
from tests.unit.test_lettertycoon_rules import LT, OTHER, position
from tests.unit.test_styles import positions_where_styles_differ

# -- an independent brute force -----------------------------------------------------------------------------
VOWELS = set("aeiou")


def brute_value(word: str, doublers: set[str]) -> int:
    """Money + stock of ``word`` (lowercase, every letter played) with these doublers applied."""
    n = len(word)
    money = {3: 1, 4: 2, 5: 3, 6: 4}.get(n, 6)
    stock = 0 if n < 6 else 1 if n < 8 else n - 6
    return (money + stock) * (2 if "q" in word else 1) * 2 ** len(doublers)


def doubler_sets(word: str, owned: set[str]) -> list[set[str]]:
    """Every set of owned B/J/K that can double ``word`` together, over every choice of its Ys."""
    found = []
    spots = [k for k, c in enumerate(word) if c == "y"]
    for choice in product((False, True), repeat=len(spots)):
        vowel = [c in VOWELS for c in word]
        for k, v in zip(spots, choice, strict=True):
            vowel[k] = v
        met = set()
        if vowel[0] and vowel[-1]:
            met.add("B")
        if sum(vowel) * 2 >= len(word):
            met.add("J")
        if sum(vowel) == 1:
            met.add("K")
        met &= owned
        for size in range(len(met) + 1):
            found += [set(c) for c in combinations(sorted(met), size)]
    return found


def spellable(cores: list[str], cards: list[tuple[str, bool]], double: bool) -> bool:
    """Whether the cores (words without their free S) can be laid with these (letter, from hand) cards: each
    card once, one card twice with X (a word with a card twice has 3 different cards), a hand card in each."""
    positions = [(w, k, c) for w, core in enumerate(cores) for k, c in enumerate(core)]
    uses = [0] * len(cards)
    chosen: list[int] = []

    def ok() -> bool:
        for w in range(len(cores)):
            mine = [chosen[i] for i, (pw, _, _) in enumerate(positions) if pw == w]
            if not any(cards[i][1] for i in mine):
                return False
            if len(set(mine)) < len(mine) and len(set(mine)) < 3:
                return False
        return True

    def walk(p: int, twice: bool) -> bool:
        if p == len(positions):
            return ok()
        w, _, c = positions[p]
        # Same letters of one word take cards in index order: no permutations.
        low = max((chosen[q] for q in range(p) if positions[q][0] == w and positions[q][2] == c), default=-1)
        for i, (letter, _) in enumerate(cards):
            if letter != c or i < low:
                continue
            if uses[i] == 0 or (double and not twice and uses[i] == 1):
                again = uses[i] == 1
                uses[i] += 1
                chosen.append(i)
                if walk(p + 1, twice or again):
                    return True
                chosen.pop()
                uses[i] -= 1
        return False

    return walk(0, False)


def brute_best(wordlist, hand: list[str], pool: list[str], owned: set[str]) -> int:
    """The most money + stock any legal play earns: every word of the list, every pair with V."""
    cards = [(letter_of(c).lower(), True) for c in hand] + [(letter_of(c).lower(), False) for c in pool]
    have = Counter(c for c, _ in cards)
    double, plural, two = "X" in owned, "Z" in owned, "V" in owned
    plays = []  # (best value, core, free S, doubler sets)
    for word in wordlist:
        if len(word) < 3:
            continue
        for tail in (False, True) if plural and word.endswith("s") else (False,):
            core = word[:-1] if tail else word
            over = sum(max(0, n - have[c]) for c, n in Counter(core).items())
            if over > double or not spellable([core], cards, double):
                continue
            sets = doubler_sets(word, owned)
            plays.append((max(brute_value(word, s) for s in sets), word, core, tail, sets))
    best = max((p[0] for p in plays), default=0)
    if not two:
        return best
    plays.sort(key=lambda p: -p[0])
    for i, (v1, w1, c1, t1, s1) in enumerate(plays):
        if 2 * v1 <= best:
            break
        for v2, w2, c2, t2, s2 in plays[i:]:
            if v1 + v2 <= best:
                break
            if t1 and t2:
                continue
            over = sum(max(0, n - have[c]) for c, n in (Counter(c1) + Counter(c2)).items())
            if over > double or not spellable([c1, c2], cards, double):
                continue
            pair = max(brute_value(w1, a) + brute_value(w2, b) for a in s1 for b in s2 if not a & b)
            best = max(best, pair)
    return best


def sampled_turn(number: int) -> dict:
    """A dealt position with random patents for the player, and the Q card in the rack one time in three."""
    gen = rng.new(f"bots-brute-{number}")
    state = LT.setup(["Ana", "Bo", "Cy"], {"dictionary": "common"}, f"brute-{number}")
    seat = state["current"]
    for letter in "BJKVXZ":
        if rng.below(gen, 3) == 0:
            state["patents"][letter] = seat
    if rng.below(gen, 3) == 0 and "Q1" not in state["pool"] + state["hands"][seat]:
        where = next(p for p in [*state["hands"], state["deck"]] if "Q1" in p)
        hand = state["hands"][seat]
        out = hand[rng.below(gen, len(hand))]
        where[where.index("Q1")], hand[hand.index(out)] = out, "Q1"
    return LT.load(LT.dump(state))


@pytest.mark.parametrize("number", range(24))
def test_the_hard_bot_earns_the_most_any_play_earns(number):
    state = sampled_turn(number)
    seat = state["current"]
    move = B.BOTS["hard"].choose(LT.view(state, seat))
    best = brute_best(LT.dictionary(state), state["hands"][seat], state["pool"], LT.owned(state, seat))
    after, _ = LT.apply(state, seat, move)
    gained = after["money"][seat] + after["stock"][seat]
    assert gained == best, (move, best)
    assert move["type"] == ("pass" if best == 0 else "play")


def test_the_brute_force_itself_on_hand_checked_racks():
    common = LT.dictionary(position(["CATBDFG", OTHER]))
    assert brute_best(common, ["C1", "A1", "T1"], ["X1", "X1", "X1"][:0], set()) == 1
    assert brute_best(common, ["B1", "O1", "K1"], [], {"X"}) == 2  # BOOK
    assert brute_best(common, ["C1", "A1", "T1", "D1", "O1", "G1"], [], {"V", "K"}) == 3  # CAT + DOG, one K
    assert brute_best(common, ["I1", "D1", "E1", "A1"], [], {"B", "J"}) == 8  # IDEA ×4


# -- the easy bot, and both bots on every phase ----------------------------------------------------------------
def test_the_easy_bot_prefers_common_words():
    for number in range(6):
        state = sampled_turn(100 + number)
        seat = state["current"]
        move = B.BOTS["easy"].choose(LT.view(state, seat))
        if move["type"] == "play":
            assert len(move["words"]) == 1
            word = "".join(letter_of(c) for c in move["words"][0]["cards"]).lower()
            word += "s" if move["words"][0]["add_s"] else ""
            assert LT.dictionary(state).tier(word) <= 50
            assert LT.check(state, seat, move) is None


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_bots_answer_challenges_with_the_dictionary(level):
    state = position(["CATBDFG", OTHER, "NNRRUUA"], "XYZ", options={"challenges": "players"})
    bad, _ = LT.apply(state, 0, {"type": "play", "words": [{"cards": ["T1", "C1", "A1"]}]})
    good, _ = LT.apply(state, 0, {"type": "play", "words": [{"cards": ["C1", "A1", "T1"]}]})
    assert B.BOTS[level].choose(LT.view(bad, 1)) == {"type": "challenge"}
    assert B.BOTS[level].choose(LT.view(good, 2)) == {"type": "accept"}


def test_the_hard_bot_buys_the_best_patent_and_discards_poor_cards():
    state = position(["CATBDFG", OTHER], "XYZ", money=[10, 0])
    after, _ = LT.apply(state, 0, {"type": "play", "words": [{"cards": ["C1", "A1", "T1"]}]})
    assert B.BOTS["hard"].choose(LT.view(after, 0)) == {"type": "patent", "letter": "A"}
    state = position(["JQXZAEK", OTHER], "RST")
    after, _ = LT.apply(state, 0, {"type": "pass"})
    move = B.BOTS["hard"].choose(LT.view(after, 0))
    assert move["type"] == "discard" and {letter_of(c) for c in move["cards"]} <= set("JQXZK")
    assert len(move["cards"]) == 3
    assert LT.check(after, 0, move) is None


def test_bots_are_deterministic():
    state = sampled_turn(7)
    seat = state["current"]
    for level in ("easy", "hard"):
        view = LT.view(state, seat)
        assert B.BOTS[level].choose(view) == B.BOTS[level].choose(LT.view(state, seat))
    assert sorted(DECK) == sorted(c for p in [*state["hands"], state["pool"], state["deck"]] for c in p)


def test_hard_bots_of_one_table_play_in_styles_of_their_own():
    # Every hard bot earns the most it can, so styles part ways after that: which cards to throw back (a bold
    # style churns more), which patent to buy, and among plays that earn as much, which to make.
    states = [LT.setup(["Ana", "Bo", "Cy"], {"dictionary": "common"}, f"styles-{number}") for number in range(2)]
    differing = positions_where_styles_differ(LT, B.BOTS["hard"], states, lambda s: sorted(LT.to_act(s))[0])
    assert differing["discard"] >= 6 and differing["patent"] >= 1, differing  # 13 of 40 and 2 of 39
