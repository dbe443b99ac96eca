"""What a seat sees: its own hand, inked cards, discard pile and previewed cards; everyone's counts,
Timeless Classics, jailed cards and tokens; the offer row (never the offer deck's order); the word in play
(another seat's wild cards show only their letter until uncovered); and the data of every card it may see.

The view (besides the base class's ``game, seat, players, options, to_act, may_act, outcome, log``)::

    phase       "spell" | "resolve" | "buy" | "over";  prompt: the sentence for this seat
    active      the seat whose turn it is (``to_act`` is just this seat; ``may_act`` lists the other seats
                that may use ink or remover now, though the game does not wait for them)
    first, turns, mode ("competitive" | "coop"), target, dictionary (the word list's name)
    offer       the offer row's card ids, oldest first;  offer_deck, trash: pile sizes
    seats       per seat: {name, prestige, ink, remover, adverts (steps bought), deck, discard, hand,
                inked (counts), classics (ids in play, oldest first), jail (id or None), genres (how many
                of the seat's cards, wherever they are, are of each genre and starters: public, as every
                purchase and trash is)}
    you         None for a spectator, else {hand, inked, discard (ids), preview (ids being looked at)}
    turn        {word: [{card (None: another seat's face-down card), letter, wild, owner, classic,
                uncovered, factor, trashed}], coins, earned (Earnings.to_json or None),
                prompt: None or {kind, card, amount, gain, options (the choose moves; active seat only),
                queued (kinds still to come)}, bought, flushed, skipped}
    shop        the active seat in the buy phase: {affordable (ids), advert ({cost, prestige} or None),
                convert ({ink, coins} or None), flush (bool)}; else None
    award       None or {length, holders, prestige};  penny: None or {prestige, genre, signature, team, rule}
    adverts     [[cost, prestige], ...] when on, else None;  awards: {"7": 5, ...} when on, else None
    moves       this seat's legal moves except spells (see Hardback.legal_moves); off turn: ink and remover
    cards       {str(id): card data (cards.card)} for every card id the view shows
"""

from __future__ import annotations

from ...engine import copy_data
from . import cards as C
from . import market
from . import turns as U
from .help import PENNY_TURN


def view(rules, state: dict, seat: int | None) -> dict:
    """The view of ``seat`` (None: a spectator), as the module docstring describes it."""
    active = state["active"]
    turn = state["turn"]
    mine = seat is not None
    me = state["seats"][seat] if mine else None
    visible: set[int] = set(state["offer"])
    seats = []
    for s, other in enumerate(state["seats"]):
        visible.update(other["classics"])
        if other["jail"] is not None:
            visible.add(other["jail"])
        seats.append(
            {
                "name": state["players"][s],
                "prestige": other["prestige"],
                "ink": other["ink"],
                "remover": other["remover"],
                "adverts": other["adverts"],
                "deck": len(other["deck"]),
                "discard": len(other["discard"]),
                "hand": len(other["hand"]),
                "inked": len(other["inked"]),
                "classics": list(other["classics"]),
                "jail": other["jail"],
                "genres": genre_counts(state, s),
            }
        )
    word = []
    for e in turn["word"]:
        hidden = e["wild"] and not e["uncovered"] and seat != active
        entry = {k: e[k] for k in ("letter", "wild", "owner", "classic", "uncovered", "factor", "trashed")}
        entry["card"] = None if hidden else e["card"]
        word.append(entry)
        if not hidden:
            visible.add(e["card"])
    you = None
    if mine:
        visible.update(me["hand"], me["discard"])
        you = {
            "hand": list(me["hand"]),
            "inked": list(me["inked"]),
            "discard": sorted(me["discard"]),
            "preview": list(turn["preview"]) if seat == active else [],
        }
        visible.update(you["preview"])
    phase = state["phase"]
    prompt_data = None
    current = U.current_prompt(state)
    if current is not None:
        prompt_data = {
            "kind": current["kind"],
            "card": current["card"],
            "amount": current.get("amount"),
            "gain": current.get("gain"),
            "options": U.prompt_moves(state) if seat == active else [],
            "queued": [p["kind"] for p in turn["pending"][1:]],
        }
    shopping = None
    if phase == "buy" and seat == active:
        advert = market.next_advert(state, seat)
        short = market.shortfall(state, seat)
        shopping = {
            "affordable": [c for c in market.shop(state, seat) if C.card(c)["cost"] <= turn["coins"]],
            "advert": {"cost": advert[0], "prestige": advert[1]} if advert else None,
            "convert": {"ink": market.INK_PER_COIN * short, "coins": short}
            if market.can_convert(state, seat)
            else None,
            "flush": market.can_flush(state),
        }
    award = None
    if state["award"]:
        award = {**state["award"], "prestige": U.award_points(state)}
    penny = None
    if state["penny"] is not None:
        genre = state["penny"]["genre"]
        penny = {
            "prestige": state["penny"]["prestige"],
            "genre": genre,
            "signature": C.SIGNATURES[genre] if genre else None,
            "team": U.team_score(state),
            "rule": PENNY_TURN,
        }
    return {
        "phase": phase,
        "prompt": prompt(state, seat),
        "active": active,
        "first": state["first"],
        "turns": state["turns"],
        "mode": state["options"]["mode"],
        "target": state["target"],
        "dictionary": state["options"]["dictionary"],
        "offer": list(state["offer"]),
        "offer_deck": len(state["offer_deck"]),
        "trash": len(state["trash"]),
        "seats": seats,
        "you": you,
        "turn": {
            "word": word,
            "coins": turn["coins"],
            "earned": copy_data(turn["earned"]),
            "prompt": prompt_data,
            "bought": turn["bought"],
            "flushed": turn["flushed"],
            "skipped": turn["skipped"],
        },
        "shop": shopping,
        "award": award,
        "penny": penny,
        "adverts": [list(step) for step in C.ADVERTS] if state["options"]["adverts"] else None,
        "awards": {str(k): v for k, v in C.AWARDS.items()} if state["options"]["awards"] else None,
        "moves": rules.legal_moves(state, seat) if mine else [],
        "cards": copy_data({str(c): C.card(c) for c in sorted(visible)}),
    }


def genre_counts(state: dict, seat: int) -> dict:
    """How many of ``seat``'s cards (deck, hand, discard, Timeless Classics, this turn's word and previewed
    cards) are of each genre, and how many are starters."""
    me = state["seats"][seat]
    owned = me["deck"] + me["hand"] + me["discard"] + me["classics"]
    if seat == state["active"]:
        turn = state["turn"]
        owned += [e["card"] for e in turn["word"] if not e["classic"] and not e["trashed"]]
        owned += turn["preview"] + turn["kept"]
    counts = dict.fromkeys((*C.GENRES, C.STARTER), 0)
    for card in owned:
        counts[C.card(card)["genre"]] += 1
    return counts


PROMPTS = {
    "trash_self": "Trash {card} from your deck for {amount}{unit}, or keep it?",
    "trash_discard": "Trash a card from your discard pile for {amount}¢ ({card}), or trash nothing.",
    "preview": "Keep this card on top of your deck, or discard it? ({card})",
    "either": "Take {amount}¢ or {amount} prestige from {card}?",
    "ink_or_remover": "Take an ink or a remover ({card})?",
    "jail": "Jail an offer-row card ({card}): reserve it for yourself or trash it, or jail nothing.",
}


def prompt(state: dict, seat: int | None) -> str:
    """The sentence telling ``seat`` what to do now (or what is happening)."""
    phase = state["phase"]
    if phase == "over":
        return U.outcome(state)["summary"]
    active = state["active"]
    who = state["players"][active]
    if seat != active:
        doing = {
            "spell": f"{who} is spelling a word.",
            "resolve": f"{who} is choosing benefits.",
            "buy": f"{who} is buying.",
        }[phase]
        if seat is not None and (U.can_ink(state, seat) or U.can_remove(state, seat)):
            doing += " You may use ink or remover for your next word now, or at the start of your turn."
        return doing
    turn = state["turn"]
    if phase == "spell":
        me = state["seats"][seat]
        text = "Spell a word: put cards in order; any hand card may be played face down as a wild. Or skip."
        if me["inked"]:
            text += " Every inked card must be used face up."
        return text
    if phase == "resolve":
        current = turn["pending"][0]
        unit = "¢" if current.get("gain") == "coins" else " prestige"
        return PROMPTS[current["kind"]].format(card=C.name(current["card"]), amount=current.get("amount"), unit=unit)
    return f"Buy cards with your {turn['coins']}¢, then end your turn: unspent ¢ become ink."
