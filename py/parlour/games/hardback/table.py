"""The piles: dealing, drawing with reshuffles, the offer row and its deck, and who holds what.

Pile order: a deck's top card is its first; the offer row lists its oldest card first (the one discarded
when nobody buys, and the one Penny Dreadful claims); the ``trash`` pile is the offer row's discard pile,
where trashed, jailed-and-trashed and flushed cards go. When the offer deck runs out, the genre cards of the
trash pile are shuffled into a new offer deck (BGA); trashed starters stay out of the game.
"""

from __future__ import annotations

from ... import rng
from . import cards as C


def new_seat() -> dict:
    """A seat's piles and tokens before the deal."""
    return {
        "deck": [],
        "hand": [],
        "inked": [],
        "discard": [],
        "classics": [],
        "prestige": 0,
        "ink": 0,
        "remover": 0,
        "adverts": 0,
        "jail": None,
    }


def deal(state: dict) -> None:
    """Starter decks (eight 1¢ letters and two random 1-prestige letters each), hands of 5, the offer row."""
    gen = state["rng"]
    count = len(state["players"])
    extra = rng.shuffle(gen, C.prestige_starters())
    state["seats"] = []
    for seat in range(count):
        me = new_seat()
        me["deck"] = rng.shuffle(gen, C.coin_starters(seat) + sorted(extra[2 * seat : 2 * seat + 2]))
        state["seats"].append(me)
    state["offer_deck"] = rng.shuffle(gen, C.genre_cards())
    state["offer"] = []
    state["trash"] = []
    for seat in range(count):
        draw(state, seat, C.HAND_SIZE)


def draw(state: dict, seat: int, count: int, into: list | None = None) -> list[int]:
    """Draw ``count`` cards (fewer if deck and discard run out) from ``seat``'s deck into ``into`` (default:
    the hand); the discard pile is shuffled into a new deck when the deck is empty."""
    me = state["seats"][seat]
    target = me["hand"] if into is None else into
    drawn = []
    for _ in range(count):
        if not me["deck"]:
            if not me["discard"]:
                break
            me["deck"] = rng.shuffle(state["rng"], me["discard"])
            me["discard"] = []
        drawn.append(me["deck"].pop(0))
    target.extend(drawn)
    return drawn


def can_draw(state: dict, seat: int) -> bool:
    """Whether ``seat`` has a card left to draw (deck or discard pile)."""
    me = state["seats"][seat]
    return bool(me["deck"] or me["discard"])


def refill(state: dict) -> list[dict]:
    """Deal the offer row back up to 7 cards; returns the events (Penny's co-op Timeless Classic rule)."""
    events = []
    while len(state["offer"]) < C.ROW_SIZE:
        if not state["offer_deck"]:
            recycled = [c for c in state["trash"] if C.card(c)["genre"] != C.STARTER]
            if not recycled:
                break
            state["trash"] = [c for c in state["trash"] if C.card(c)["genre"] == C.STARTER]
            state["offer_deck"] = rng.shuffle(state["rng"], recycled)
            events.append({"type": "reshuffle", "text": "The trashed cards are shuffled into a new offer deck."})
        card = state["offer_deck"].pop(0)
        state["offer"].append(card)
        events.extend(_classic_discard(state, card))
    return events


def _classic_discard(state: dict, card: int) -> list[dict]:
    """Co-op: a card entering the row discards the active player's oldest Timeless Classic of its genre."""
    if state["penny"] is None:
        return []
    seat = state["active"]
    me = state["seats"][seat]
    genre = C.card(card)["genre"]
    for classic in me["classics"]:
        if C.card(classic)["genre"] == genre:
            me["classics"].remove(classic)
            me["discard"].append(classic)
            name = state["players"][seat]
            return [
                {
                    "type": "classic_lost",
                    "seat": seat,
                    "card": classic,
                    "text": f"{C.title(card)} enters the offer row: {name} discards the Timeless "
                    f"Classic {C.letter(classic).upper()}.",
                }
            ]
    return []


def remove_from_row(state: dict, card: int) -> None:
    """Take ``card`` out of the offer row (not refilled yet)."""
    state["offer"].remove(card)


def flushable(state: dict) -> bool:
    """The flush condition: at least 4 offer-row cards costing 6¢ or more, or 4 of one genre."""
    row = [C.card(c) for c in state["offer"]]
    if sum(1 for info in row if info["cost"] >= 6) >= 4:
        return True
    return any(sum(1 for info in row if info["genre"] == g) >= 4 for g in C.GENRES)


def all_cards(state: dict) -> list[int]:
    """Every card of the game wherever it is (each once): for conservation checks."""
    found = list(state["offer"]) + state["offer_deck"] + state["trash"]
    for me in state["seats"]:
        found += me["deck"] + me["hand"] + me["discard"] + me["classics"]
        if me["jail"] is not None:
            found.append(me["jail"])
    turn = state["turn"]
    found += [e["card"] for e in turn["word"] if not e["classic"] and not e["trashed"]]
    found += turn["preview"] + turn["kept"]
    return found
