"""A turn of Hardback: ink and remover, spelling, the benefit prompts, the end of the turn, Penny Dreadful's
turn and the end of the game. (Buying is :mod:`.market`.)

The turn's record, ``state["turn"]``::

    word      the spelled word: [{"card", "letter", "wild", "owner", "classic", "uncovered", "factor",
              "trashed"}] in word order
    coins     ¢ to spend this turn; earned: what the word gave (the preview's numbers)
    pending   the benefit prompts still to answer, the current one first (see :func:`prompt_moves`)
    preview   cards of the Romance R's look at the top of the deck still to decide; kept: those put back
    bought    cards bought this turn; spent: anything bought (a card or an advert); flushed: the row was
    skipped   whether the turn was skipped
"""

from __future__ import annotations

from ...engine import IllegalMove
from . import cards as C
from . import spelling
from . import table as T

PHASES = ("spell", "resolve", "buy", "over")
PROMPT_ORDER = ("trash_self", "trash_discard", "preview", "either", "ink_or_remover", "jail")


def fresh_turn() -> dict:
    """An empty turn record."""
    return {
        "word": [],
        "coins": 0,
        "earned": None,
        "pending": [],
        "preview": [],
        "kept": [],
        "bought": 0,
        "spent": False,
        "flushed": False,
        "skipped": False,
    }


def name(state: dict, seat: int) -> str:
    return state["players"][seat]


def start_turn(state: dict, seat: int) -> None:
    """Hand the turn to ``seat``."""
    state["active"] = seat
    state["phase"] = "spell"
    state["turn"] = fresh_turn()


def can_ink(state: dict, seat: int) -> bool:
    """Whether ``seat`` may draw with ink now: it holds ink, has a card to draw and has not spelled yet."""
    me = state["seats"][seat]
    if me["ink"] < 1 or not T.can_draw(state, seat):
        return False
    return seat != state["active"] or state["phase"] == "spell"


def can_remove(state: dict, seat: int) -> bool:
    """Whether ``seat`` may spend a remover: it holds one and an inked card, and has not spelled yet."""
    me = state["seats"][seat]
    if me["remover"] < 1 or not me["inked"]:
        return False
    return seat != state["active"] or state["phase"] == "spell"


# -- ink and remover ------------------------------------------------------------------------------------
def ink(state: dict, seat: int) -> list[dict]:
    """Spend 1 ink: draw the top card of your deck; it must be used in your next word."""
    if state["seats"][seat]["ink"] < 1:
        raise IllegalMove("You have no ink.")
    if not can_ink(state, seat):
        if not T.can_draw(state, seat):
            raise IllegalMove("Your deck and discard pile are empty: there is no card to draw.")
        raise IllegalMove("Ink can only be used before you spell your word.")
    me = state["seats"][seat]
    me["ink"] -= 1
    drawn = T.draw(state, seat, 1)
    me["inked"].extend(drawn)
    events = [{"type": "ink", "seat": seat, "text": f"{name(state, seat)} draws a card with ink."}]
    return events + penny_signature(state, "horror", 1, "ink used")


def remover(state: dict, seat: int, move: dict) -> list[dict]:
    """Spend 1 remover on an inked card: it no longer has to be used (and may be wild)."""
    me = state["seats"][seat]
    card = move.get("card")
    if me["remover"] < 1:
        raise IllegalMove("You have no remover.")
    if not C.is_card(card) or card not in me["inked"]:
        raise IllegalMove("Remover goes on one of your inked cards.")
    if not can_remove(state, seat):
        raise IllegalMove("Remover can only be used before you spell your word.")
    me["remover"] -= 1
    me["inked"].remove(card)
    return [{"type": "remover", "seat": seat, "text": f"{name(state, seat)} uses a remover on an inked card."}]


# -- spelling -------------------------------------------------------------------------------------------
def spell(state: dict, seat: int, move: dict) -> list[dict]:
    """Play a word: discard the rest of the hand, gain the flat benefits, queue the prompts."""
    entries = spelling.read(state, seat, move)
    spelling.check_word(state, entries)
    got = spelling.resolve(state, seat, entries, move)
    me = state["seats"][seat]
    turn = state["turn"]
    used = {e.card for e in entries}
    me["discard"].extend(c for c in me["hand"] if c not in used)
    me["hand"] = []
    me["inked"] = []
    uncovered = set(got.uncovered)
    turn["word"] = [
        {
            **e.to_json(),
            "classic": e.classic,
            "uncovered": e.card in uncovered,
            "factor": got.factor.get(e.card, 1),
            "trashed": False,
        }
        for e in entries
    ]
    turn["earned"] = got.to_json()
    turn["coins"] += got.coins
    me["prestige"] += got.prestige
    word = spelling.text(entries)
    gains = _gains(got.coins, got.prestige)
    events = [
        {
            "type": "spell",
            "seat": seat,
            "word": word,
            "cards": [None if e.wild and e.card not in uncovered else e.card for e in entries],
            "text": f"{name(state, seat)} spells {word}" + (f": {gains}." if gains else "."),
        }
    ]
    events += _award(state, seat, len(entries)) + team_end(state)
    if state["phase"] == "over":
        return events
    pending = [{"kind": "trash_self", "card": c, "gain": g, "amount": a} for c, g, a in got.trash_self]
    pending += [{"kind": "trash_discard", "card": c, "amount": a} for c, a in got.trash_discard]
    pending += [{"kind": "preview", "card": c} for c in got.preview]
    pending += [{"kind": "either", "card": c, "amount": a} for c, a in got.either]
    pending += [{"kind": "ink_or_remover", "card": c} for c in got.ink_or_remover]
    pending += [{"kind": "jail", "card": c} for c in got.jail]
    turn["pending"] = pending
    state["phase"] = "resolve"
    return events + advance(state)


def _gains(coins: int, prestige: int) -> str:
    parts = ([f"{coins}¢"] if coins else []) + ([f"{prestige} prestige"] if prestige else [])
    return " and ".join(parts)


def _award(state: dict, seat: int, length: int) -> list[dict]:
    """Literary Awards: a word of 7+ letters takes the award for its length (12+ counts as 12) if longer than
    the current one; a second 12 shares it (2nd edition, competitive only)."""
    if not state["options"]["awards"] or length < min(C.AWARDS):
        return []
    length = min(length, max(C.AWARDS))
    held = state["award"]
    who = name(state, seat)
    if held is None or length > held["length"]:
        state["award"] = {"length": length, "holders": [seat]}
        text = f"{who}'s {length}-letter word takes the Literary Award ({C.AWARDS[length]} prestige at the end)."
    elif length == held["length"] == max(C.AWARDS) and state["penny"] is None and seat not in held["holders"]:
        held["holders"] = sorted([*held["holders"], seat])
        text = f"{who} also spells 12 letters and shares the top Literary Award."
    else:
        return []
    return [{"type": "award", "seat": seat, "length": length, "text": text}]


# -- benefit prompts ------------------------------------------------------------------------------------
def advance(state: dict) -> list[dict]:
    """Drop prompts that have nothing to act on, start a Romance preview, and go on to buying when none is
    left."""
    turn = state["turn"]
    seat = state["active"]
    me = state["seats"][seat]
    events: list[dict] = []
    while turn["pending"]:
        prompt = turn["pending"][0]
        kind = prompt["kind"]
        if kind == "trash_discard" and not me["discard"]:
            turn["pending"].pop(0)
            continue
        if kind == "jail" and not state["offer"]:
            turn["pending"].pop(0)
            continue
        if kind == "preview" and not turn["preview"] and not prompt.get("started"):
            prompt["started"] = True
            T.draw(state, seat, 3, into=turn["preview"])
            if not turn["preview"]:
                turn["pending"].pop(0)
                continue
            count = len(turn["preview"])
            events.append(
                {
                    "type": "preview",
                    "seat": seat,
                    "text": f"{name(state, seat)} looks at the top {count} cards of their deck.",
                }
            )
        break
    if not turn["pending"]:
        state["phase"] = "buy"
    return events


def current_prompt(state: dict) -> dict | None:
    """The benefit prompt the active seat answers now, or None."""
    if state["phase"] != "resolve" or not state["turn"]["pending"]:
        return None
    return state["turn"]["pending"][0]


def prompt_moves(state: dict) -> list[dict]:
    """The ``choose`` moves that answer the current prompt (the UI's buttons or clickable cards)."""
    prompt = current_prompt(state)
    if prompt is None:
        return []
    kind = prompt["kind"]
    me = state["seats"][state["active"]]
    if kind == "trash_self":
        picks = [{"pick": "trash"}, {"pick": "keep"}]
    elif kind == "trash_discard":
        picks = [{"pick": "trash", "card": c} for c in sorted(set(me["discard"]))] + [{"pick": "skip"}]
    elif kind == "preview":
        card = state["turn"]["preview"][0]
        picks = [{"pick": "keep", "card": card}, {"pick": "discard", "card": card}]
    elif kind == "either":
        picks = [{"pick": "coins"}, {"pick": "prestige"}]
    elif kind == "ink_or_remover":
        picks = [{"pick": "ink"}, {"pick": "remover"}]
    else:  # jail
        picks = [{"pick": p, "card": c} for c in state["offer"] for p in ("reserve", "trash")] + [{"pick": "skip"}]
    return [{"type": "choose", **p} for p in picks]


def choose(state: dict, seat: int, move: dict) -> list[dict]:
    """Answer the current benefit prompt."""
    if state["phase"] != "resolve" or seat != state["active"]:
        raise IllegalMove("There is no benefit to choose now.")
    wanted = {"type": "choose", "pick": move.get("pick")}
    if "card" in move:
        wanted["card"] = move["card"]
    if wanted not in prompt_moves(state):
        raise IllegalMove(_bad_pick(state))
    prompt = state["turn"]["pending"][0]
    events = _settle(state, seat, prompt, wanted) + team_end(state)
    if state["phase"] == "over":
        return events
    if prompt["kind"] != "preview" or not state["turn"]["preview"]:
        state["turn"]["pending"].pop(0)
    return events + advance(state)


def _bad_pick(state: dict) -> str:
    kind = current_prompt(state)["kind"]
    return {
        "trash_self": 'Choose "trash" or "keep".',
        "trash_discard": 'Choose a card of your discard pile to trash, or "skip".',
        "preview": 'Choose "keep" or "discard" for the card shown.',
        "either": 'Choose "coins" or "prestige".',
        "ink_or_remover": 'Choose "ink" or "remover".',
        "jail": 'Choose an offer-row card to "reserve" or "trash", or "skip".',
    }[kind]


def _settle(state: dict, seat: int, prompt: dict, move: dict) -> list[dict]:
    me = state["seats"][seat]
    turn = state["turn"]
    who = name(state, seat)
    kind, pick = prompt["kind"], move["pick"]
    source = C.name(prompt["card"])

    def said(text: str, **extra) -> list[dict]:
        return [{"type": kind, "seat": seat, "pick": pick, "text": text, **extra}]

    if kind == "trash_self":
        if pick == "keep":
            return said(f"{who} keeps {source}.")
        entry = next(e for e in turn["word"] if e["card"] == prompt["card"])
        entry["trashed"] = True
        state["trash"].append(prompt["card"])
        _gain(state, seat, prompt["gain"], prompt["amount"])
        unit = "¢" if prompt["gain"] == "coins" else " prestige"
        return said(f"{who} trashes {source} for {prompt['amount']}{unit}.", card=prompt["card"])
    if kind == "trash_discard":
        if pick == "skip":
            return said(f"{who} trashes nothing from their discard pile.")
        me["discard"].remove(move["card"])
        state["trash"].append(move["card"])
        turn["coins"] += prompt["amount"]
        text = f"{who} trashes {C.name(move['card'])} from their discard pile for {prompt['amount']}¢."
        return said(text, card=move["card"])
    if kind == "preview":
        card = turn["preview"].pop(0)
        if pick == "keep":
            turn["kept"].append(card)
        else:
            me["discard"].append(card)
        if not turn["preview"]:
            me["deck"][:0] = turn["kept"]
            turn["kept"] = []
        verb = "puts a card back on their deck" if pick == "keep" else "discards a card from the top of their deck"
        return said(f"{who} {verb}.")
    if kind == "either":
        _gain(state, seat, pick, prompt["amount"])
        unit = "¢" if pick == "coins" else " prestige"
        return said(f"{who} takes {prompt['amount']}{unit} from {source}.")
    if kind == "ink_or_remover":
        me[pick] += 1
        return said(f"{who} takes {'an ink' if pick == 'ink' else 'a remover'}.")
    # jail
    if pick == "skip":
        return said(f"{who} jails nothing.")
    T.remove_from_row(state, move["card"])
    target = C.name(move["card"])
    if pick == "trash":
        state["trash"].append(move["card"])
        text = f"{who} trashes {target} from the offer row."
    else:
        if me["jail"] is not None:
            state["trash"].append(me["jail"])
        me["jail"] = move["card"]
        text = f"{who} reserves {target} in jail."
    return said(text, card=move["card"]) + T.refill(state)


def _gain(state: dict, seat: int, gain: str, amount: int) -> None:
    if gain == "coins":
        state["turn"]["coins"] += amount
    else:
        state["seats"][seat]["prestige"] += amount


# -- the end of a turn ----------------------------------------------------------------------------------
def skip(state: dict, seat: int) -> list[dict]:
    """Skip the turn: the hand (inked cards too) is discarded; no benefits, no buying."""
    if state["phase"] != "spell":
        raise IllegalMove("You have already spelled a word: end your turn instead.")
    me = state["seats"][seat]
    me["discard"].extend(me["hand"])
    me["hand"] = []
    me["inked"] = []
    state["turn"]["skipped"] = True
    events = [{"type": "skip", "seat": seat, "text": f"{name(state, seat)} skips the turn."}]
    return events + finish_turn(state, seat)


def end_turn(state: dict, seat: int) -> list[dict]:
    """End the turn after buying: unspent ¢ become ink, then the cleanup."""
    if state["phase"] != "buy":
        raise IllegalMove("Finish spelling and choosing benefits before ending your turn.")
    me = state["seats"][seat]
    left = state["turn"]["coins"]
    me["ink"] += left
    state["turn"]["coins"] = 0
    tail = f" and turns {left} unspent ¢ into ink." if left else "."
    events = [{"type": "end_turn", "seat": seat, "ink": left, "text": f"{name(state, seat)} ends the turn{tail}"}]
    return events + finish_turn(state, seat)


def finish_turn(state: dict, seat: int) -> list[dict]:
    """Put the word away (Timeless Classics stay in play), draw 5, refresh the row, then Penny or the next seat."""
    me = state["seats"][seat]
    coop = state["penny"] is not None
    events: list[dict] = []
    for e in state["turn"]["word"]:
        card = e["card"]
        if e["trashed"]:
            continue
        owner = state["seats"][e["owner"]]
        if e["classic"]:
            if e["owner"] != seat and not coop and card in owner["classics"]:
                owner["classics"].remove(card)
                owner["discard"].append(card)
                events.append(
                    {
                        "type": "classic_used",
                        "seat": seat,
                        "owner": e["owner"],
                        "card": card,
                        "text": f"{name(state, e['owner'])}'s Timeless Classic {e['letter'].upper()} goes to "
                        f"their discard pile.",
                    }
                )
        elif C.card(card)["timeless"] and (not e["wild"] or e["uncovered"]):
            me["classics"].append(card)
        else:
            me["discard"].append(card)
    state["turn"]["word"] = []
    T.draw(state, seat, C.HAND_SIZE)
    state["turns"] += 1
    if not coop and not state["turn"]["bought"] and state["offer"]:
        oldest = state["offer"].pop(0)
        state["trash"].append(oldest)
        events.append(
            {"type": "row_cycle", "card": oldest, "text": f"No card was bought: {C.name(oldest)} leaves the offer row."}
        )
        events += T.refill(state)
    if coop:
        events += penny_turn(state)
        if state["phase"] == "over":
            return events
        start_turn(state, (seat + 1) % len(state["seats"]))
        return events
    following = (seat + 1) % len(state["seats"])
    if following == state["first"] and max(m["prestige"] for m in state["seats"]) >= state["target"]:
        return events + finish_game(state)
    start_turn(state, following)
    return events


# -- Penny Dreadful (co-operative) ----------------------------------------------------------------------
def team_score(state: dict) -> int:
    """Co-op: the team's shared prestige (every seat's prestige added up)."""
    return sum(m["prestige"] for m in state["seats"])


def team_end(state: dict) -> list[dict]:
    """Co-op: the authors reaching the target end the game at once, whatever is left of the turn."""
    if state["penny"] is None or team_score(state) < state["target"]:
        return []
    return finish_game(state)


def penny_signature(state: dict, genre: str, amount: int, why: str, row: list[int] | None = None) -> list[dict]:
    """Penny's Adventure and Horror signatures: points while a card of the genre is in the offer row (``row``:
    the row as it was when the thing happened, default now). She may win on the spot."""
    penny = state["penny"]
    if penny is None or penny["genre"] != genre or state["phase"] == "over":
        return []
    if not any(C.card(c)["genre"] == genre for c in (state["offer"] if row is None else row)):
        return []
    penny["prestige"] += amount
    events = [{"type": "penny", "text": f"Penny Dreadful scores {amount} for the {why}."}]
    if penny["prestige"] >= state["target"]:
        events += finish_game(state)
    return events


def penny_turn(state: dict) -> list[dict]:
    """After each player's turn Penny claims the oldest card. (A side reaching the target has already ended the
    game, at once.)"""
    penny = state["penny"]
    events: list[dict] = []
    if state["offer"]:
        card = state["offer"].pop(0)
        info = C.card(card)
        points = info["cost"] * (2 if penny["genre"] == "romance" == info["genre"] else 1)
        penny["prestige"] += points
        state["trash"].append(card)
        events.append(
            {"type": "penny", "card": card, "text": f"Penny Dreadful claims {C.name(card)}: {points} prestige."}
        )
        events += T.refill(state)
        if penny["genre"] == "mystery" == info["genre"] and state["offer"]:
            cheapest = min(state["offer"], key=lambda c: (C.card(c)["cost"], C.letter(c), state["offer"].index(c)))
            state["offer"].remove(cheapest)
            state["trash"].append(cheapest)
            events.append({"type": "penny", "card": cheapest, "text": f"Penny Dreadful discards {C.name(cheapest)}."})
            events += T.refill(state)
    if penny["prestige"] >= state["target"]:
        events += finish_game(state)
    return events


# -- the end --------------------------------------------------------------------------------------------
def award_points(state: dict) -> int:
    """The prestige the Literary Award is worth now (0 without one)."""
    return C.AWARDS[state["award"]["length"]] if state["award"] else 0


def final_scores(state: dict) -> list[int]:
    """Competitive: prestige plus the Literary Award of its holders."""
    bonus = award_points(state)
    holders = state["award"]["holders"] if state["award"] else []
    return [m["prestige"] + (bonus if s in holders else 0) for s, m in enumerate(state["seats"])]


def finish_game(state: dict) -> list[dict]:
    """End the game: the hand, word and prompts are left as they are; the outcome is fixed."""
    if state["phase"] == "over":
        return []
    state["phase"] = "over"
    state["turn"]["pending"] = []
    result = outcome(state)
    return [{"type": "game_end", "scores": result["scores"], "text": result["summary"]}]


def outcome(state: dict) -> dict:
    """The result (see :meth:`Hardback.outcome`); called when the game is over."""
    count = len(state["seats"])
    if state["penny"] is not None:
        team = team_score(state) + award_points(state)
        penny = state["penny"]["prestige"]
        won = team > penny
        verdict = "The authors beat" if won else "The authors lose to"
        return {
            "scores": [team] * count,
            "winners": list(range(count)) if won else [],
            "ranks": [1] * count,
            "team": team,
            "penny": penny,
            "summary": f"{verdict} Penny Dreadful, {team} to {penny}.",
        }
    scores = final_scores(state)
    keys = [(scores[s], state["seats"][s]["ink"]) for s in range(count)]
    best = max(keys)
    winners = [s for s in range(count) if keys[s] == best]
    ranks = [1 + sum(1 for k in keys if k > keys[s]) for s in range(count)]
    names = " and ".join(state["players"][s] for s in winners)
    summary = f"{names} {'wins' if len(winners) == 1 else 'share the win'} with {best[0]} prestige"
    tied = [s for s in range(count) if scores[s] == best[0]]
    if len(tied) > len(winners):
        summary += f", ahead on ink ({best[1]})"
    return {
        "scores": scores,
        "winners": winners,
        "ranks": ranks,
        "ink": [m["ink"] for m in state["seats"]],
        "summary": summary + ".",
    }
