"""What each seat sees, the prompt, the final scores, and the sanity check of a loaded state.

A view (besides the base ``game, seat, players, options, to_act, outcome, log``)::

    phase, prompt       "play" | "challenge" | "patent" | "discard" | "penalty" | "over"; a sentence for the seat
    current, start      the seat whose turn it is (None when over); the first player
    turn_number         1, 2, ...; final_round: None or the seat that reached the goal; last_turn: this turn ends it
    hand                the seat's card ids (None for a spectator); hand_counts: per seat
    pool                3 card ids; deck_count, discard_count
    money, stock, patent_values, scores       per seat (scores: money + stock + patent values, as at the end)
    patents             26 x {"letter", "cost", "owner" (seat or None), "ability" (text or None)}
    goal                {"value", "patents"}; scoring: [{"length", "money", "stock"}] for 3..12 letters
    letter_counts       {letter: copies}; dictionary: {"name", "label"}; challenges: "automatic" | "players"
    turn                {"play", "responses", "replaced", "failures", "retries_left", "bought"}: "play" is None or
                        {"status": "challenge" | "scored" | "refused", "move", "words": [{"cards", "add_s", "word",
                        "money", "stock", "doublers"}], "used", "doubled", "money", "stock", "royalties"}
    rejected            the acting seat's last refused word(s): {"words", "text"} (None for everyone else)
    actions             what the seat may do now (see :func:`actions`)

A card id is its letter and a number ("E7"): the letter is the first character.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ... import words
from ...engine import CorruptState
from ...schema import listed
from .cards import ABILITY, COUNT, DECK, DOUBLERS, GOAL, HAND_SIZE, LETTERS, PATENT_COST, POOL_SIZE, SCORING, letter_of

if TYPE_CHECKING:
    from .rules import LetterTycoon

PHASES = ("play", "challenge", "patent", "discard", "penalty", "over")
PLAY_STATUS = ("challenge", "scored", "refused")
ANSWERS = (None, "player", "challenge", "accept")


def patent_value(state: dict, seat: int) -> int:
    """The total printed cost of ``seat``'s patents."""
    return sum(PATENT_COST[c] for c, owner in state["patents"].items() if owner == seat)


def scores(state: dict) -> list[int]:
    """Money + stock + patent value, per seat (the final score, and the running total shown in play)."""
    return [m + s + patent_value(state, k) for k, (m, s) in enumerate(zip(state["money"], state["stock"], strict=True))]


def outcome(state: dict) -> dict:
    """The result of a finished game: highest score wins, ties broken by patent value."""
    points = scores(state)
    values = [patent_value(state, s) for s in range(len(points))]
    keys = list(zip(points, values, strict=True))
    best = max(keys)
    winners = [s for s, key in enumerate(keys) if key == best]
    ranks = [1 + sum(other > key for other in keys) for key in keys]
    names = [state["players"][s] for s in winners]
    tied = [s for s, p in enumerate(points) if p == best[0]]
    if len(names) == 1:
        summary = f"{names[0]} wins with {best[0]} points"
        summary += f" (patents worth ${best[1]} break the tie)." if len(tied) > 1 else "."
    else:
        together = " and ".join([", ".join(names[:-1]), names[-1]])
        summary = f"{together} share the win with {best[0]} points and patents worth ${best[1]} each."
    return {"scores": points, "winners": winners, "ranks": ranks, "patent_values": values, "summary": summary}


def view(rules: LetterTycoon, state: dict, seat: int | None) -> dict:
    """Everything ``seat`` may see (``None``: a spectator); see the report of the package for the shape."""
    count = len(state["players"])
    turn = state["turn"]
    mine = seat is not None and seat == state["current"]
    retries = state["options"]["retries"]
    automatic = state["options"]["challenges"] == "automatic"
    name = state["options"]["dictionary"]
    goal, least = GOAL[count]
    return {
        "phase": state["phase"],
        "prompt": prompt(rules, state, seat),
        "current": state["current"],
        "start": state["start"],
        "turn_number": state["turn_number"],
        "final_round": state["final_round"],
        "last_turn": state["phase"] != "over" and rules.last_turn(state),
        "hand": None if seat is None else list(state["hands"][seat]),
        "hand_counts": [len(h) for h in state["hands"]],
        "pool": list(state["pool"]),
        "deck_count": len(state["deck"]),
        "discard_count": len(state["discard"]),
        "money": list(state["money"]),
        "stock": list(state["stock"]),
        "patent_values": [patent_value(state, s) for s in range(count)],
        "scores": scores(state),
        "patents": [
            {"letter": c, "cost": PATENT_COST[c], "owner": state["patents"][c], "ability": ABILITY.get(c)}
            for c in LETTERS
        ],
        "goal": {"value": goal, "patents": least},
        "scoring": [dict(row) for row in SCORING],
        "letter_counts": dict(COUNT),
        "dictionary": {"name": name, "label": words.LISTS[name]},
        "challenges": state["options"]["challenges"],
        "turn": {
            "play": _copy(turn["play"]),
            "responses": None if turn["responses"] is None else list(turn["responses"]),
            "replaced": turn["replaced"],
            "failures": turn["failures"],
            "retries_left": None if not automatic or retries < 0 else retries + 1 - max(turn["failures"], 1),
            "bought": turn["bought"],
        },
        "rejected": _copy(turn["rejected"]) if mine else None,
        "actions": actions(rules, state, seat),
    }


def _copy(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) for v in data]
    return data


def actions(rules: LetterTycoon, state: dict, seat: int | None) -> dict:
    """What ``seat`` may do now: the buttons of the page."""
    acting = seat is not None and seat in rules.to_act(state)
    phase = state["phase"]
    owned = rules.owned(state, seat) if seat is not None else set()
    playing = acting and phase == "play"
    return {
        "play": playing,
        "pass": playing,
        "replace": [*state["hands"][seat], *state["pool"]] if playing and rules.can_replace(state, seat) else [],
        "two_words": "V" in owned,
        "double": "X" in owned,
        "add_s": "Z" in owned,
        "doublers": [c for c in DOUBLERS if c in owned],
        "respond": acting and phase == "challenge",
        "buy": rules.buyable(state) if acting else [],
        "skip_patent": acting and phase == "patent",
        "discard": ("any" if phase == "discard" else "one" if phase == "penalty" else None) if acting else None,
    }


def prompt(rules: LetterTycoon, state: dict, seat: int | None) -> str:
    """A sentence telling ``seat`` what to do now (or what the table is waiting for)."""
    phase, current, names = state["phase"], state["current"], state["players"]
    if phase == "over":
        return outcome(state)["summary"]
    turn = state["turn"]
    shown = " and ".join(w["word"] for w in turn["play"]["words"]) if turn["play"] else ""
    if phase == "challenge":
        waiting = [s for s in sorted(rules.to_act(state))]
        if seat in waiting:
            label = words.LISTS[state["options"]["dictionary"]].split(" (")[0]
            return f"{names[current]} plays {shown}: challenge it if it is not in the {label} list, or accept it."
        return f"Waiting for {', '.join(names[s] for s in waiting)} to challenge or accept {shown}."
    if seat != current:
        doing = {
            "play": "play a word",
            "patent": "buy a patent",
            "discard": "discard",
            "penalty": "discard a card as the penalty",
        }[phase]
        return f"Waiting for {names[current]} to {doing}."
    rejected = turn["rejected"]["text"] + " " if turn["rejected"] else ""
    if phase == "play":
        extras = []
        owned = rules.owned(state, seat)
        if rules.can_replace(state, seat):
            extras.append("first replace a card (Q)")
        if "V" in owned:
            extras.append("play two words (V)")
        if "X" in owned:
            extras.append("use a card twice (X)")
        if "Z" in owned:
            extras.append("add an S (Z)")
        more = f" You may {', '.join(extras)}." if extras else ""
        return f"{rejected}Spell a word of 3 or more letters from your hand and the pool, or pass.{more}"
    if phase == "patent":
        buyable = rules.buyable(state)
        money = state["money"][seat]
        used = sorted({letter_of(card) for card in turn["play"]["used"]})
        # the letters used that are still free but cost more: the prompt said "a letter you used" and left them out
        dear = [c for c in used if state["patents"][c] is None and c not in buyable]
        beyond = f" {listed(dear, 'and')} cost{'s' if len(dear) == 1 else ''} more than your ${money}." if dear else ""
        return f"Buy the patent of a letter you used and can pay for ({listed(buyable, 'or')}), or buy nothing.{beyond}"
    if phase == "discard":
        return f"Discard the cards you don't want (or none); then you draw back to {HAND_SIZE}."
    return f"{rejected}Discard one card of your hand as the penalty."


# -- loading -----------------------------------------------------------------------------------------------
def _is_int(value: Any, low: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _is_seat(value: Any, count: int) -> bool:
    return _is_int(value) and value < count


def check_state(state: dict) -> None:
    """Raise CorruptState (or a ValueError/KeyError/TypeError the loader reports) if ``state`` is not sane."""
    count = len(state["players"])
    if state["phase"] not in PHASES:
        raise CorruptState(f"unknown phase {state['phase']!r}.")
    hands, pool = state["hands"], state["pool"]
    if not isinstance(hands, list) or len(hands) != count or not all(isinstance(h, list) for h in hands):
        raise CorruptState("there must be one hand per player.")
    if not isinstance(pool, list) or len(pool) != POOL_SIZE:
        raise CorruptState("the pool must have three places.")
    if not isinstance(state["deck"], list) or not isinstance(state["discard"], list):
        raise CorruptState("the deck or the discard pile is not a list.")
    cards = [c for h in hands for c in h] + [c for c in pool if c is not None] + state["deck"] + state["discard"]
    if Counter(cards) != Counter(DECK):
        raise CorruptState("the cards do not add up to the 102 letter cards.")
    if any(len(h) > HAND_SIZE for h in hands):
        raise CorruptState("a hand holds more than 7 cards.")
    patents = state["patents"]
    if not isinstance(patents, dict) or sorted(patents) != list(LETTERS):
        raise CorruptState("the patent board is malformed.")
    if not all(owner is None or _is_seat(owner, count) for owner in patents.values()):
        raise CorruptState("a patent belongs to no seat.")
    for key in ("money", "stock"):
        values = state[key]
        if not isinstance(values, list) or len(values) != count or not all(_is_int(v) for v in values):
            raise CorruptState(f"the {key} is malformed.")
    if not _is_seat(state["start"], count) or not _is_int(state["turn_number"], 1):
        raise CorruptState("the first player or the turn number is wrong.")
    if not (state["final_round"] is None or _is_seat(state["final_round"], count)):
        raise CorruptState("the last round was triggered by no seat.")
    gen = state["rng"]
    if not (isinstance(gen, list) and len(gen) == 2 and isinstance(gen[0], str) and _is_int(gen[1])):
        raise CorruptState("the random generator is malformed.")
    turn = state["turn"]
    if not isinstance(turn, dict) or not isinstance(turn["replaced"], bool) or not _is_int(turn["failures"]):
        raise CorruptState("the turn is malformed.")
    if state["phase"] == "over":
        if state["current"] is not None:
            raise CorruptState("a finished game has no player to act.")
        return
    if not _is_seat(state["current"], count):
        raise CorruptState("the player to act is not a seat.")
    play = turn["play"]
    if state["phase"] in ("challenge", "patent") and not isinstance(play, dict):
        raise CorruptState("there is no play to challenge or to buy a patent with.")
    if play is not None and (play.get("status") not in PLAY_STATUS or not isinstance(play.get("used"), list)):
        raise CorruptState("the play of the turn is malformed.")
    responses = turn["responses"]
    if state["phase"] == "challenge" and (
        not isinstance(responses, list) or len(responses) != count or any(r not in ANSWERS for r in responses)
    ):
        raise CorruptState("the answers to the challenge are malformed.")
    if state["phase"] in ("play", "challenge", "penalty") and len(hands[state["current"]]) != HAND_SIZE:
        raise CorruptState("the player's hand must hold 7 cards before the word is scored.")
