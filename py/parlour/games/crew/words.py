"""The sentences of The Crew: task labels, communication tokens, prompts about who must do what."""

from __future__ import annotations

from . import cards as C
from . import missions as M
from . import table as T

TOKEN_NAMES = {"omega": "Ω"}
TOKEN_WORDS = {
    "top": "the highest of that colour in hand",
    "middle": "the only card of that colour in hand",
    "bottom": "the lowest of that colour in hand",
    # first what is hidden: a panel's line cut after "the highest, th…" read as if the kind were known
    "hidden": "kind hidden by the dead zone (the highest, the only or the lowest of that colour)",
}
PHASE_WORDS = {
    "setup": "the mission is being set up",
    "tokens": "the commander may change the task tokens",
    "question": "the commander's question is being answered",
    "designate": "the commander is naming a crew member",
    "assign": "the commander is handing out a task",
    "pick": "the crew is taking tasks",
    "handover": "the crew may hand over one task",
    "distress": "the crew is deciding on the distress signal",
    "pass": "the crew is passing cards",
    "communicate": "crew members may communicate before the trick",
    "play": "a trick is being played",
    "over": "the mission is over",
}


def capital(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def token_label(token: str | None) -> str:
    """A token as printed: ``1`` … ``5``, ``Ω``, ``>`` … ``>>>>``."""
    return TOKEN_NAMES.get(token, token) if token else ""


def task_label(task: dict) -> str:
    """A task in words: ``"the blue 6 (token 1)"``."""
    mark = f" (token {token_label(task['token'])})" if task["token"] else ""
    return f"{C.describe(task['card'])}{mark}"


def designee_sentence(state: dict, kind: str) -> str:
    """What the named crew member must (or may not) do."""
    names = T.names(state)
    chosen = names[state["designee"]] if state["designee"] is not None else "?"
    if kind == M.CHOSEN_NO_TRICKS:
        return f"{chosen} must win no trick at all."
    if kind == M.CHOSEN_EXACTLY_ONE_NO_ROCKET:
        return f"{chosen} must win exactly one trick, and not with a rocket."
    if kind == M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET:
        return f"{chosen} must win the first and the last trick and no other, neither with a rocket."
    if kind == M.CHOSEN_SILENT:
        return f"{chosen} may not communicate in this mission."
    if kind == M.LEFT_OF_PINK9_WINS_ALL_PINK:
        return f"{chosen} must win every pink card."
    if kind == M.ROLES_FIRST4_MIDDLE_LAST:
        last = names[state["designee_last"]]
        return f"{chosen} must win the first four tricks, {last} the last trick, the others every trick in between."
    return ""


def requirement(state: dict) -> str:
    """What the mission asks, with the names the commander gave: one or two sentences."""
    mission = T.mission(state)
    text = mission.text
    if state["designee"] is not None:
        kind = next(
            (c for c in (*_NAMED_KINDS, M.LEFT_OF_PINK9_WINS_ALL_PINK) if mission.has(c)),
            None,
        )
        if kind:
            text += " " + designee_sentence(state, kind)
    if state["options"]["challenge"] and mission.number in (13, 44):
        text += " (Challenge for three: rocket 1 is out of the game.)"
    return text


_NAMED_KINDS = (
    M.CHOSEN_NO_TRICKS,
    M.CHOSEN_EXACTLY_ONE_NO_ROCKET,
    M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,
    M.ROLES_FIRST4_MIDDLE_LAST,
    M.CHOSEN_SILENT,
)
