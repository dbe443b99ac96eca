"""What a seat cannot see, stirred: for each game, the same position with the cards hidden from one seat dealt
differently among the places they could be, and another random generator (the dice and shuffles to come).

A seat's view must not change: whatever it shows, the seat may know. Each function changes only what the seat
cannot know from its own cards, the table and the log: it keeps how many cards each place holds, the cards already
shown (played, communicated, announced), and the seat's own cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from parlour.engine import copy_data
from parlour.games.crew import cards as crew_cards
from parlour.games.lettertycoon.cards import sort_key as letter_order
from parlour.games.odin import cards as odin_cards

Perturb = Callable[[dict, int | None, random.Random], dict]


def deal_again(places: list[list], chooser: random.Random) -> list[list]:
    """The cards of ``places`` shuffled among them, each place keeping its size."""
    pool = [card for place in places for card in place]
    chooser.shuffle(pool)
    dealt = []
    for place in places:
        dealt.append(pool[: len(place)])
        pool = pool[len(place) :]
    return dealt


def copy_but_the_log(state: dict) -> dict:
    """A copy of ``state`` to change, sharing its log (which no function here changes): the log grows with the game,
    the rest of the state does not."""
    twin = copy_data({key: value for key, value in state.items() if key != "log"})
    twin["log"] = state["log"]
    return twin


def others(state: dict, seat: int | None) -> list[int]:
    return [s for s in range(len(state["players"])) if s != seat]


def odin(state: dict, seat: int | None, chooser: random.Random) -> dict:
    """Other players' hands and the cards not dealt this hand."""
    twin = copy_but_the_log(state)
    hidden = others(state, seat)
    *hands, aside = deal_again([*(twin["hands"][s] for s in hidden), twin["aside"]], chooser)
    for s, hand in zip(hidden, hands, strict=True):
        twin["hands"][s] = odin_cards.sorted_cards(hand)
    twin["aside"] = sorted(aside)
    return twin


def crew(state: dict, seat: int | None, chooser: random.Random) -> dict:
    """Other crew members' cards and JARVIS's face-down ones, except those everyone knows of: a communicated card,
    the pink 9 (its holder is announced in mission 46), rocket 4 (the commander's) and a card chosen to pass."""
    twin = copy_but_the_log(state)
    positions = [p for p in range(len(twin["hands"])) if p != seat and p != twin["jarvis"]]

    def known(p: int) -> set:
        radio = twin["radio"][p]
        return {radio["card"] if radio else None, "p9", crew_cards.COMMANDER_CARD, twin["distress"]["chosen"][p]}

    places = [[c for c in twin["hands"][p] if c not in known(p)] for p in positions]
    face_down = [i for i, (_, down) in enumerate(twin["columns"]) if down is not None]
    places.append([twin["columns"][i][1] for i in face_down])
    *hands, downs = deal_again(places, chooser)
    for p, hand in zip(positions, hands, strict=True):
        kept = [c for c in twin["hands"][p] if c in known(p)]
        twin["hands"][p] = crew_cards.sorted_cards(kept + hand)
    for i, down in zip(face_down, downs, strict=True):
        twin["columns"][i][1] = down
    return twin


def hardback(state: dict, seat: int | None, chooser: random.Random) -> dict:
    """Each other author's own cards among their hand, deck, discard pile and (while they look at them) the top
    cards of their deck; the offer deck's order. (Which cards an author owns is public: they were bought.)"""
    twin = copy_but_the_log(state)
    for s in others(state, seat):
        me = twin["seats"][s]
        places = [me["hand"], me["deck"], me["discard"]]
        if s == twin["active"]:
            places.append(twin["turn"]["preview"])
        me["hand"], me["deck"], me["discard"], *preview = deal_again(places, chooser)
        me["inked"] = me["hand"][: len(me["inked"])]
        if preview:
            twin["turn"]["preview"] = preview[0]
    chooser.shuffle(twin["offer_deck"])
    return twin


def lettertycoon(state: dict, seat: int | None, chooser: random.Random) -> dict:
    """Other players' hands and the deck, except the cards of a word on the table (shown to everyone)."""
    twin = copy_but_the_log(state)
    play = twin["turn"]["play"]
    shown = set(play["used"]) if play else set()
    hidden = others(state, seat)
    places = [[c for c in twin["hands"][s] if c not in shown] for s in hidden]
    *hands, deck = deal_again([*places, twin["deck"]], chooser)
    for s, hand in zip(hidden, hands, strict=True):
        twin["hands"][s] = sorted([c for c in twin["hands"][s] if c in shown] + hand, key=letter_order)
    twin["deck"] = deck
    return twin


def rolltothetop(state: dict, seat: int | None, chooser: random.Random) -> dict:
    """The numbers other players have written this roll but not yet shown (they are shown all at once)."""
    twin = copy_but_the_log(state)
    for s in others(state, seat):
        if chooser.random() < 0.5:
            twin["sheets"][s]["pending"] = []
        else:
            chooser.shuffle(twin["sheets"][s]["pending"])
    return twin


#: Every game of the catalogue needs one: the conformance suite checks it.
PERTURB: dict[str, Perturb] = {
    "odin": odin,
    "crew": crew,
    "hardback": hardback,
    "lettertycoon": lettertycoon,
    "rolltothetop": rolltothetop,
}


def perturb_hidden(game_id: str, state: dict, seat: int | None, chooser: random.Random) -> dict:
    """``state`` with what ``seat`` (None: a spectator) cannot see stirred, the random generator's seed too."""
    twin = PERTURB[game_id](state, seat, chooser)
    twin["rng"] = [f"another seed {chooser.random()}", twin["rng"][1]]
    return twin
