"""The purchase phase: buying offer-row and jailed cards, adverts, trading ink for ¢, and the flush.

Moves (only the active seat, after its word's benefits): ``{"type": "buy", "card": id}``, ``{"type":
"advert"}`` (the next advert step), ``{"type": "convert"}`` (3 ink for each ¢ short of the cheapest thing you
cannot afford yet, as BGA), ``{"type": "flush"}`` (competitive only, once a turn, before buying anything),
then ``{"type": "end_turn"}`` (:mod:`.turns`): unspent ¢ become ink.
"""

from __future__ import annotations

from ...engine import IllegalMove
from . import cards as C
from . import table as T
from .turns import name, penny_signature, team_end

INK_PER_COIN = 3


def next_advert(state: dict, seat: int) -> tuple[int, int] | None:
    """The next advert step of ``seat`` as (cost, prestige), or None (no adverts, or all five bought)."""
    if not state["options"]["adverts"]:
        return None
    step = state["seats"][seat]["adverts"]
    return C.ADVERTS[step] if step < len(C.ADVERTS) else None


def shop(state: dict, seat: int) -> list[int]:
    """The cards ``seat`` could buy if rich enough: the offer row, then its jailed card."""
    jailed = state["seats"][seat]["jail"]
    return list(state["offer"]) + ([jailed] if jailed is not None else [])


def shortfall(state: dict, seat: int) -> int:
    """The fewest ¢ missing for something not yet affordable (a card or the next advert), 0 if none."""
    coins = state["turn"]["coins"]
    costs = [C.card(c)["cost"] for c in shop(state, seat)]
    advert = next_advert(state, seat)
    if advert:
        costs.append(advert[0])
    missing = [cost - coins for cost in costs if cost > coins]
    return min(missing, default=0)


def can_convert(state: dict, seat: int) -> bool:
    """Whether trading ink for ¢ now enables a purchase."""
    short = shortfall(state, seat)
    return short > 0 and state["seats"][seat]["ink"] >= INK_PER_COIN * short


def can_flush(state: dict) -> bool:
    """Whether the active seat may flush the offer row now."""
    turn = state["turn"]
    return state["penny"] is None and not turn["flushed"] and not turn["spent"] and T.flushable(state)


def buy_moves(state: dict, seat: int) -> list[dict]:
    """Every purchase-phase move of ``seat``."""
    coins = state["turn"]["coins"]
    moves = [{"type": "buy", "card": c} for c in shop(state, seat) if C.card(c)["cost"] <= coins]
    advert = next_advert(state, seat)
    if advert and advert[0] <= coins:
        moves.append({"type": "advert"})
    if can_convert(state, seat):
        moves.append({"type": "convert"})
    if can_flush(state):
        moves.append({"type": "flush"})
    return [*moves, {"type": "end_turn"}]


def _in_buy_phase(state: dict, seat: int) -> None:
    if state["phase"] != "buy" or seat != state["active"]:
        raise IllegalMove("You can buy only after spelling your word and choosing its benefits.")


def buy(state: dict, seat: int, move: dict) -> list[dict]:
    """Buy an offer-row card (the row is refilled) or your jailed card; it goes to your discard pile."""
    _in_buy_phase(state, seat)
    card = move.get("card")
    me = state["seats"][seat]
    if not C.is_card(card) or card not in shop(state, seat):
        raise IllegalMove("You can buy only a card of the offer row or your own jailed card.")
    info = C.card(card)
    turn = state["turn"]
    if info["cost"] > turn["coins"]:
        raise IllegalMove(f"{C.title(card)} costs {info['cost']}¢; you have {turn['coins']}¢.")
    row = list(state["offer"])
    turn["coins"] -= info["cost"]
    turn["bought"] += 1
    turn["spent"] = True
    me["prestige"] += info["buy_prestige"]
    me["discard"].append(card)
    bonus = f" and gains {info['buy_prestige']} prestige" if info["buy_prestige"] else ""
    text = f"{name(state, seat)} buys {C.name(card)} for {info['cost']}¢{bonus}."
    events = [{"type": "buy", "seat": seat, "card": card, "text": text}]
    if me["jail"] == card:
        me["jail"] = None
    else:
        T.remove_from_row(state, card)
        events += T.refill(state)
    # The author's purchase prestige comes first: if it ends the game, Penny's point for the card comes too late.
    events += team_end(state)
    return events + penny_signature(state, "adventure", 1, "card bought", row)


def advert(state: dict, seat: int) -> list[dict]:
    """Buy the next advert: its prestige counts at once."""
    _in_buy_phase(state, seat)
    step = next_advert(state, seat)
    if step is None:
        raise IllegalMove("There is no advert left to buy." if state["options"]["adverts"] else "Adverts are off.")
    cost, prestige = step
    turn = state["turn"]
    if cost > turn["coins"]:
        raise IllegalMove(f"The next advert costs {cost}¢; you have {turn['coins']}¢.")
    me = state["seats"][seat]
    turn["coins"] -= cost
    turn["spent"] = True
    me["adverts"] += 1
    me["prestige"] += prestige
    text = f"{name(state, seat)} buys an advert: {cost}¢ for {prestige} prestige."
    return [{"type": "advert", "seat": seat, "text": text}, *team_end(state)]


def convert(state: dict, seat: int) -> list[dict]:
    """Trade 3 ink for each ¢ you are short of the cheapest card or advert you cannot afford."""
    _in_buy_phase(state, seat)
    short = shortfall(state, seat)
    if short == 0:
        raise IllegalMove("You can already afford everything on offer.")
    me = state["seats"][seat]
    if me["ink"] < INK_PER_COIN * short:
        raise IllegalMove(f"You need {INK_PER_COIN * short} ink to make up {short}¢.")
    me["ink"] -= INK_PER_COIN * short
    state["turn"]["coins"] += short
    text = f"{name(state, seat)} trades {INK_PER_COIN * short} ink for {short}¢."
    events = [{"type": "convert", "seat": seat, "text": text}]
    return events + penny_signature(state, "horror", INK_PER_COIN * short, "ink traded")


def flush(state: dict, seat: int) -> list[dict]:
    """Trash the whole offer row and deal 7 new cards."""
    _in_buy_phase(state, seat)
    if state["penny"] is not None:
        raise IllegalMove("The offer row cannot be flushed in the co-operative game.")
    turn = state["turn"]
    if turn["flushed"]:
        raise IllegalMove("You have already flushed the offer row this turn.")
    if turn["spent"]:
        raise IllegalMove("Flush before buying anything.")
    if not T.flushable(state):
        raise IllegalMove("You may flush only when 4 offer-row cards cost 6¢ or more, or 4 are of one genre.")
    turn["flushed"] = True
    state["trash"].extend(state["offer"])
    state["offer"] = []
    events = [{"type": "flush", "seat": seat, "text": f"{name(state, seat)} flushes the offer row."}]
    return events + T.refill(state)
