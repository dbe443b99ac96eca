"""The course of a mission attempt: its steps, who may do what in each phase, and card exchanges.

The steps come from the mission's rule codes (the table in :mod:`.missions`), so a rule lives in one
place: the selection codes decide which steps run, :func:`legal_moves` says what each phase allows.
"""

from __future__ import annotations

from ... import rng
from ...engine import IllegalMove
from . import cards as C
from . import missions as M
from . import table as T

# Codes whose commander's question is followed by naming one crew member (after the tasks, if any).
QUESTION_THEN_NAME = (
    M.CHOSEN_NO_TRICKS,
    M.CHOSEN_EXACTLY_ONE_NO_ROCKET,
    M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,
    M.ROLES_FIRST4_MIDDLE_LAST,
)


def steps(mission: M.Mission, players: int, options: dict) -> list[str]:
    """The steps of an attempt at ``mission`` before and including the tricks."""
    out = []
    if mission.has(M.SWAP_TWO_TOKENS) or mission.has(M.MOVE_ONE_TOKEN):
        out.append("tokens")
    if mission.has(M.COMMANDER_DECISION):
        out += ["question", "designate"]
    elif mission.has(M.COMMANDER_DISTRIBUTION):
        out.append("distribute")
    elif mission.tasks:
        out.append("pick")
    if any(mission.has(code) for code in QUESTION_THEN_NAME):
        out += ["question", "designate"]
    if mission.has(M.CHOSEN_SILENT):
        out.append("designate")
    if players == 5 and mission.has(M.FIVE_PLAYER_HANDOVER) and mission.tasks:
        out.append("handover")
    if options["distress"]:
        out.append("distress")
    out.append("play")
    return out


def may_communicate(state: dict, position: int) -> bool:
    """Whether ``position`` is offered the communication window of the current trick. Only public facts decide
    it, never the hand: a window waiting only for those with a card to show would tell who holds only rockets."""
    mission = T.mission(state)
    return not (
        position == state["jarvis"]
        or state["radio"][position] is not None
        or (mission.has(M.CHOSEN_SILENT) and state["designee"] == position)
        or state["trick_no"] < mission.disruption
    )


def communicable(state: dict, position: int) -> list[tuple[str, str]]:
    """The ``(card, token)`` pairs ``position`` could communicate at the start of the current trick."""
    if not may_communicate(state, position):
        return []
    hand = state["hands"][position]
    found = []
    for card in hand:
        token = C.communication_token(hand, card)
        if token:
            found.append((card, token))
    return found


def assignable(state: dict) -> list[int]:
    """Who may receive the task being handed out so that in the end nobody has two more than another."""
    n = T.count(state)
    total = len(state["tasks"])
    owned = [0] * n
    for task in state["tasks"]:
        if task["owner"] is not None:
            owned[task["owner"]] += 1
    floor, ceil = total // n, -(-total // n)
    at_ceil = sum(1 for c in owned if c == ceil) if ceil > floor else 0
    return [p for p in range(n) if owned[p] < ceil and (ceil == floor or owned[p] < floor or at_ceil < total % n)]


def legal_moves(state: dict, seat: int) -> list[dict]:
    """Every legal move of ``seat`` (already known to be one of those to act)."""
    phase = state["phase"]
    tasks = state["tasks"]
    n = T.count(state)
    if phase == "tokens":
        marked = [t["card"] for t in tasks if t["token"]]
        moves = [{"type": "skip"}]
        if T.mission(state).has(M.SWAP_TWO_TOKENS):
            moves += [{"type": "swap_tokens", "cards": [a, b]} for i, a in enumerate(marked) for b in marked[i + 1 :]]
        else:
            free = [t["card"] for t in tasks if not t["token"]]
            moves += [{"type": "move_token", "from": a, "to": b} for a in marked for b in free]
        return moves
    if phase == "question":
        return [{"type": "answer", "answer": a} for a in M.QUESTIONS[T.mission(state).question]]
    if phase == "designate":
        mission = T.mission(state)
        if mission.has(M.ROLES_FIRST4_MIDDLE_LAST):
            return [{"type": "designate", "first_four": a, "last": b} for a in range(n) for b in range(n) if a != b]
        silent = mission.has(M.CHOSEN_SILENT)
        return [
            {"type": "designate", "player": p}
            for p in range(n)
            if p != state["commander"] and not (silent and p == state["jarvis"])
        ]
    if phase == "assign":
        return [{"type": "assign", "player": p} for p in assignable(state)]
    if phase == "pick":
        return [{"type": "pick", "card": t["card"]} for t in tasks if t["owner"] is None]
    if phase == "handover":
        own = [t["card"] for t in tasks if t["owner"] == seat]
        return [{"type": "skip"}] + [
            {"type": "handover", "card": c, "to": p} for c in own for p in range(n) if p != seat
        ]
    if phase == "distress":
        return [{"type": "distress", "vote": v} for v in ("no", "left", "right")]
    if phase == "pass":
        return [
            {"type": "pass_card", "card": c}
            for p in state["waiting"]
            if T.seat_of(state, p) == seat
            for c in T.playable(state, p)
            if not C.is_rocket(c)
        ]
    if phase == "communicate":
        return [{"type": "skip"}] + [{"type": "communicate", "card": c} for c, _ in communicable(state, seat)]
    if phase == "play":
        pool = T.playable(state, state["turn"])
        led = state["trick"][0][1][0] if state["trick"] else None
        return [{"type": "play", "card": c} for c in C.follow_options(pool, led)]
    return []


def task_index(state: dict, card: object) -> int:
    """The index of the task whose card is ``card``; IllegalMove if there is none."""
    for i, task in enumerate(state["tasks"]):
        if task["card"] == card and task["shown"]:
            return i
    if card is None:
        raise IllegalMove("Name one of the task cards on the table.")
    raise IllegalMove(f"{card!r} is not one of the task cards on the table.")


def position_arg(state: dict, move: dict, key: str) -> int:
    """The crew position in ``move[key]``; IllegalMove if it is missing or out of range."""
    value = move.get(key)
    n = T.count(state)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise IllegalMove(f'Name a crew member in "{key}": a number from 0 to {n - 1}.')
    return value


def exchange(state: dict, chosen: list[str | None], direction: str, when: str) -> list[dict]:
    """Move every chosen card to the giver's neighbour in ``direction``, all at once; the public events.

    The cards stay secret (each side learns them through its private notes) unless JARVIS gives or
    receives one: its cards lie face up. A card JARVIS receives goes face up on the column it gave from.
    """
    names = T.names(state)
    jarvis = state["jarvis"]
    moves = []
    column = None
    for giver, card in enumerate(chosen):
        if card is None:
            continue
        receiver = T.left(state, giver) if direction == "left" else T.right(state, giver)
        where = T.take(state, giver, card)
        if giver == jarvis:
            column = where
        moves.append((giver, receiver, card))
    events = []
    for giver, receiver, card in moves:
        T.give(state, receiver, card, column)
        state["secrets"][giver].append({"kind": "gave", "card": card, "player": receiver, "when": when})
        state["secrets"][receiver].append({"kind": "received", "card": card, "player": giver, "when": when})
        public = jarvis in (giver, receiver)
        what = C.describe(card) if public else "a card"
        verb = "passes" if when == "distress" else "gives"
        event = {"type": "exchange", "player": giver, "to": receiver, "text": f"{names[giver]} {verb} {what} to "
                 f"{names[receiver]}."}  # fmt: skip
        if public:
            event["card"] = card
        events.append(event)
    return events


def draw_choices(pools: list[list[str]], kept: list[str | None], gen: list) -> list[str | None]:
    """Mission 12: the random card each position loses to its left neighbour.

    ``pools`` are the cards each position could give (JARVIS: its face-up cards), ``kept`` a card that may
    not be drawn (a communicated card still on the table, as on Board Game Arena). Shared with the solver,
    so a solved line sees the same draw as the game.
    """
    out: list[str | None] = []
    for pool, keep in zip(pools, kept, strict=True):
        options = [c for c in pool if c != keep]
        out.append(rng.choice(gen, options) if options else None)
    return out


def draw_from_right(state: dict) -> list[dict]:
    """Mission 12, right after the first trick: everyone draws a random card from the player on their right."""
    n = T.count(state)
    pools = [T.playable(state, p) for p in range(n)]
    kept = [r["card"] if r and not r["played"] else None for r in state["radio"]]
    chosen = draw_choices(pools, kept, state["rng"])
    events = [{"type": "draw", "text": "Everyone draws a random card from the hand of the player on their right."}]
    return events + exchange(state, chosen, "left", "draw")
