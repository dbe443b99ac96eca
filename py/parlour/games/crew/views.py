"""What one seat of The Crew may see: its own hand, everything on the table, never another hand.

Public: the tasks and tokens (face-down tasks stay hidden), the trick and every finished trick, hand counts,
communicated cards (their token only where the mission reveals it), JARVIS's face-up cards, answers to the
commander's question, distress votes. Private to a seat: its hand, its legal moves, and its notes (the cards
it passed and received).
"""

from __future__ import annotations

from . import cards as C
from . import flow, words
from . import missions as M
from . import table as T


def view(game, state: dict, seat: int | None) -> dict:
    """The view of ``seat`` (None: a spectator); see the module docstring of :mod:`.rules` for the state."""
    names = T.names(state)
    n = T.count(state)
    mission = T.mission(state)
    dead = mission.has(M.DEAD_ZONE)
    acting = _acting_for(game, state, seat)
    owned = [sum(1 for t in state["tasks"] if t["owner"] == p) for p in range(n)]
    question = state["question"]
    crew = []
    for p in range(n):
        radio = state["radio"][p]
        crew.append(
            {
                "position": p,
                "name": names[p],
                "seat": None if p == state["jarvis"] else p,
                "jarvis": p == state["jarvis"],
                "commander": p == state["commander"],
                "cards": len(T.holding(state, p)),
                "tricks": state["won"][p],
                "tasks": owned[p],
                "radio": None
                if radio is None
                else {
                    "card": radio["card"],
                    "token": "hidden" if dead else radio["token"],
                    "trick": radio["trick"],
                    "played": radio["played"],
                },
            }
        )
    trick = state["trick"]
    mine = seat is not None and acting is not None
    return {
        "phase": state["phase"],
        "prompt": _prompt(state, seat, acting),
        "mission": {
            "number": mission.number,
            "text": mission.text,
            "requirement": words.requirement(state),
            "tasks": mission.tasks,
            "tokens": list(mission.tokens),
            "rules": list(mission.codes),
            "dead_zone": dead,
            "disruption": mission.disruption,
            "question": mission.question,
        },
        "me": seat,
        "acting_for": acting,
        "hand": list(state["hands"][seat]) if seat is not None else None,
        "crew": crew,
        "commander": state["commander"],
        "jarvis": None
        if state["jarvis"] is None
        else {
            "position": state["jarvis"],
            "columns": [{"up": up, "down": down is not None} for up, down in state["columns"]],
        },
        "tasks": [
            {
                "card": t["card"] if t["shown"] else None,
                "token": t["token"],
                "owner": t["owner"],
                "done": t["done"],
                "trick": t["trick"],
            }
            for t in state["tasks"]
        ],
        "question": None
        if question is None
        else {
            "text": M.QUESTION_TEXT[mission.question],
            "answers": list(M.QUESTIONS[mission.question]),
            "task": question["task"],
            "replies": list(question["answers"]),
        },
        "designee": state["designee"],
        "designee_last": state["designee_last"],
        "distress": {
            "offered": state["options"]["distress"],
            "used": state["distress"]["used"],
            "direction": state["distress"]["direction"],
            "votes": list(state["distress"]["votes"]),
        },
        "notes": [dict(s) for s in state["secrets"][seat]] if seat is not None else [],
        "aside": list(state["aside"]),
        "trick_no": state["trick_no"],
        "tricks_total": state["tricks_total"],
        "leader": state["leader"] if state["phase"] in ("communicate", "play") else None,
        "turn": state["turn"],
        "waiting": list(state["waiting"]),
        "trick": [{"player": p, "card": c} for p, c in trick],
        "led": trick[0][1][0] if trick else None,
        "tricks": [
            {
                "number": t["number"],
                "leader": t["leader"],
                "winner": t["winner"],
                "cards": [{"player": p, "card": c} for p, c in t["cards"]],
            }
            for t in state["tricks"]
        ],
        "communicable": [{"card": c, "token": "hidden" if dead else tok} for c, tok in flow.communicable(state, seat)]
        if mine and state["phase"] == "communicate"
        else [],
        "legal": game.legal_moves(state, seat) if mine else [],
    }


def _acting_for(game, state: dict, seat: int | None) -> int | None:
    """The position whose move ``seat`` makes now (its own, or JARVIS's), None if it has nothing to do."""
    if seat is None or seat not in game.to_act(state):
        return None
    phase = state["phase"]
    if phase in ("pick", "play"):
        return state["turn"]
    if phase == "pass":
        return next(p for p in state["waiting"] if T.seat_of(state, p) == seat)
    return seat


def _prompt(state: dict, seat: int | None, acting: int | None) -> str:
    phase = state["phase"]
    names = T.names(state)
    if phase == "over":
        result = state["result"]
        verdict = "accomplished" if result["success"] else "failed"
        return f"Mission {state['options']['mission']} {verdict}: {result['reason']}"
    if acting is None:
        return _waiting(state, names)
    for_jarvis = " for JARVIS" if acting == state["jarvis"] else ""
    mission = T.mission(state)
    if phase == "tokens":
        if mission.has(M.SWAP_TWO_TOKENS):
            return "Before the tasks are taken, the crew may swap two task tokens: swap two, or keep the tokens."
        return (
            "Before the tasks are taken, the crew may move one token onto a task without one: "
            "move one, or keep the tokens."
        )
    if phase == "question":
        answers = " or ".join(M.QUESTIONS[mission.question])
        return f"The commander asks: {M.QUESTION_TEXT[mission.question]} Answer {answers}."
    if phase == "designate":
        return _designate_prompt(mission)
    if phase == "assign":
        task = state["tasks"][state["question"]["task"]]
        return f"Give {words.task_label(task)} to a crew member (the answers are shown)."
    if phase == "pick":
        return f"Take one of the task cards{for_jarvis}."
    if phase == "handover":
        return "Before the first trick one crew member may hand one of their tasks to another, or nobody hands over."
    if phase == "distress":
        return "Send the distress signal? Everyone would pass one card to the left or right. Vote left, right or no."
    if phase == "pass":
        receiver = names[T.left(state, acting) if state["distress"]["direction"] == "left" else T.right(state, acting)]
        return f"Choose a card{for_jarvis} to pass to {receiver} (not a rocket)."
    if phase == "communicate":
        if not flow.communicable(state, acting):
            return f"Before trick {state['trick_no']} you have no card you could communicate (rockets never can): skip."
        # "or not now", as its button says: a card may still be communicated before a later trick
        return f"Before trick {state['trick_no']} you may communicate one card (once per mission), or not now."
    if state["trick"]:
        led = C.suit_words(state["trick"][0][1][0])
        return f"Play a card{for_jarvis} to trick {state['trick_no']}: follow {led} if you can."
    return f"Lead trick {state['trick_no']}{for_jarvis}: play any card."


def _designate_prompt(mission: M.Mission) -> str:
    if mission.has(M.COMMANDER_DECISION):
        return "Name the crew member (not yourself) who takes every hidden task."
    if mission.has(M.CHOSEN_NO_TRICKS):
        return "Name the crew member (not yourself) who must win no trick."
    if mission.has(M.CHOSEN_EXACTLY_ONE_NO_ROCKET):
        return "Name the crew member (not yourself) who must win exactly one trick, not with a rocket."
    if mission.has(M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET):
        return "Name the crew member (not yourself) who must win only the first and the last trick."
    if mission.has(M.ROLES_FIRST4_MIDDLE_LAST):
        return "Choose who wins the first four tricks and who wins the last; the others win every trick between."
    return "Name the crew member (not yourself, not JARVIS) who may not communicate in this mission."


def _waiting(state: dict, names: list[str]) -> str:
    phase = state["phase"]
    if phase in ("tokens", "designate", "assign"):
        return f"Waiting for the commander, {names[state['commander']]}: {words.PHASE_WORDS[phase]}."
    if phase in ("pick", "play"):
        return f"Waiting for {names[state['turn']]}: {words.PHASE_WORDS[phase]}."
    who = ", ".join(names[p] for p in state["waiting"])
    return f"Waiting for {who}: {words.PHASE_WORDS[phase]}."
