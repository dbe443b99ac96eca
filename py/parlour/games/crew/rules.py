"""The Crew: The Quest for Planet Nine (KOSMOS, 2019): one attempt at one of the 50 logbook missions.

A cooperative trick-taking game for 3–5 players, or 2 with the dummy JARVIS. The mission (an option) says
how many task cards are drawn, which task tokens lie on them and which special rules apply; the crew wins
together when every task is fulfilled and no rule is broken. The campaign logbook (attempts per mission) is
the page's: the outcome says the mission number, success and whether the distress signal was used.

A mission attempt runs through *steps* computed at setup from the mission's rule codes (data, see
:mod:`.missions`): token changes, the commander's question, designations, task picks or the commander's
distribution, the five-player handover, the distress signal, then the tricks. Each trick opens with a
communication window for every crew member who may still communicate.

The state is plain JSON (besides the base keys)::

    hands          cards per position (JARVIS's entry stays empty: its cards are in "columns")
    jarvis         JARVIS's position (2) with two players, else None
    columns        JARVIS's 7 columns, each [face-up card or None, face-down card or None]
    commander      the position holding rocket 4; tricks_total: tricks in this attempt
    tasks          [{"card", "token", "owner", "shown", "done", "trick"}] in lay-out order
    steps          the steps still to come; phase: the step being played
    waiting        positions still to act in a simultaneous phase; turn: position to act otherwise
    question       {"task", "answers"} while the commander's question runs
    designee       the named player (sick, silent, chosen, first-four role, pink winner); designee_last
    distress       {"used", "direction", "votes", "chosen"}; secrets: private facts per position
    radio          per position None or {"card", "token", "trick", "played"}
    trick_no       the current trick (1-based); leader; trick: [[position, card], ...]
    tricks         finished tricks [{"number", "leader", "cards", "winner"}]
    won            tricks won per position; progress: the judge's progress (see :mod:`.judge`)
    start          hands and JARVIS's columns when the first trick began (for the solver), rng then
    aside          cards out of this attempt (empty in a dealt game; used by arranged puzzles)
    result         None, or {"success", "reason"} once the attempt is over
"""

from __future__ import annotations

import copy

from ... import rng
from ...engine import BadOptions, Game, IllegalMove, Option
from ...schema import Fields, ListOf, MoveSchema, Text, Whole
from . import cards as C
from . import flow, integrity, judge, logbook, solver, views, words
from . import missions as M
from . import table as T
from .help import GUIDE, HELP

MISSION = Option(
    "mission",
    "Mission",
    tuple(range(1, 51)),
    1,
    labels=tuple(f"Mission {m.number}: {m.text}" for m in M.MISSIONS.values()),
    help="The logbook mission to attempt; the page keeps the logbook.",
)
DISTRESS = Option(
    "distress",
    "Distress signal",
    (True, False),
    True,
    labels=("Offered before the first trick", "Not used"),
    help="Before the first trick the crew may send the distress signal: everyone passes one card to a neighbour.",
)
CHALLENGE = Option(
    "challenge",
    "Challenge for three",
    (False, True),
    False,
    labels=("Normal deck", "Challenge for three"),
    help="Three players only: green cards, green tasks and rocket 1 are removed (10 cards each).",
)
MAX_CREW = 5
CARD = Text(max(map(len, C.CARDS)))
POSITION = Whole(0, MAX_CREW - 1)
#: An answer to the commander's question or a distress vote: a short word.
WORD = Text(max(len(word) for answers in (*M.QUESTIONS.values(), ("left", "right", "no")) for word in answers))
MOVES = MoveSchema(
    {
        "skip": Fields(),
        "swap_tokens": Fields({"cards": ListOf(CARD, 2)}),
        "move_token": Fields({"from": CARD, "to": CARD}),
        "answer": Fields({"answer": WORD}),
        "designate": Fields({"player": POSITION, "first_four": POSITION, "last": POSITION}),
        "assign": Fields({"player": POSITION}),
        "pick": Fields({"card": CARD}),
        "handover": Fields({"card": CARD, "to": POSITION}),
        "distress": Fields({"vote": WORD}),
        "pass_card": Fields({"card": CARD}),
        "communicate": Fields({"card": CARD}),
        "play": Fields({"card": CARD}),
    }
)
# Designation kinds, in the order a mission's codes are looked up.
NAMED = (
    M.COMMANDER_DECISION,
    M.CHOSEN_NO_TRICKS,
    M.CHOSEN_EXACTLY_ONE_NO_ROCKET,
    M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,
    M.ROLES_FIRST4_MIDDLE_LAST,
    M.CHOSEN_SILENT,
)


class Crew(Game):
    """The rules of The Crew: one attempt at one mission."""

    id = "crew"
    title = "The Crew: Quest for Planet Nine"
    min_players = 2
    max_players = MAX_CREW
    options = (MISSION, DISTRESS, CHALLENGE)
    help = HELP
    guide = GUIDE
    move_schema = MOVES
    campaign = logbook

    # -- setup -----------------------------------------------------------------------------------------
    def _setup(self, state: dict) -> None:
        players = len(state["players"])
        options = state["options"]
        if options["challenge"] and players != 3:
            raise BadOptions("The challenge for three is played by exactly three players.")
        gen = state["rng"]
        mission = T.mission(state)
        if players == 2:
            # JARVIS: rocket 4 aside, 7 face-down cards each covered by a face-up one, the rest dealt.
            cards = rng.shuffle(gen, [c for c in C.deck() if c != C.COMMANDER_CARD])
            state["columns"] = [[cards[7 + i], cards[i]] for i in range(7)]
            rest = rng.shuffle(gen, [*cards[14:], C.COMMANDER_CARD])
            state["hands"] = [C.sorted_cards(rest[:13]), C.sorted_cards(rest[13:]), []]
            state["jarvis"] = 2
        else:
            cards = rng.shuffle(gen, C.deck(options["challenge"]))
            # With three players the extra card goes to a random player (as on Board Game Arena).
            first = rng.below(gen, players) if len(cards) % players else 0
            hands: list[list[str]] = [[] for _ in range(players)]
            for i, card in enumerate(cards):
                hands[(first + i) % players].append(card)
            state["hands"] = [C.sorted_cards(h) for h in hands]
            state["columns"] = []
            state["jarvis"] = None
        n = len(state["hands"])
        state["tricks_total"] = min(len(state["hands"][p]) for p in range(players))
        state["commander"] = next(p for p in range(n) if C.COMMANDER_CARD in state["hands"][p])
        drawn = rng.shuffle(gen, C.task_deck(options["challenge"]))[: mission.tasks]
        hidden = mission.has(M.COMMANDER_DECISION) or mission.has(M.COMMANDER_DISTRIBUTION)
        tokens = list(mission.tokens)
        state["tasks"] = [
            {
                "card": card,
                "token": tokens[i] if i < len(tokens) else None,
                "owner": None,
                "shown": not hidden,
                "done": False,
                "trick": None,
            }
            for i, card in enumerate(drawn)
        ]
        state.update(
            steps=flow.steps(mission, players, options),
            phase="setup",
            waiting=[],
            turn=None,
            question=None,
            designee=None,
            designee_last=None,
            distress={"used": False, "direction": None, "votes": [None] * players, "chosen": [None] * n},
            secrets=[[] for _ in range(n)],
            radio=[None] * n,
            trick_no=0,
            aside=[],
            leader=state["commander"],
            trick=[],
            tricks=[],
            won=[0] * n,
            progress=None,
            start=None,
            result=None,
        )
        names = T.names(state)
        events = [
            {
                "type": "setup",
                "mission": mission.number,
                "commander": state["commander"],
                "text": f"Mission {mission.number}: {mission.text} {names[state['commander']]} holds rocket 4 "
                f"and is the commander.",
            }
        ]
        if state["tasks"] and not hidden:
            shown = ", ".join(words.task_label(t) for t in state["tasks"])
            events.append({"type": "tasks", "text": f"The tasks are {shown}."})
        elif hidden:
            events.append({"type": "tasks", "text": f"{len(drawn)} task cards lie face down."})
        events += self._advance(state)
        state["log"].extend(events)

    # -- steps -----------------------------------------------------------------------------------------
    def _advance(self, state: dict) -> list[dict]:
        """Start the next step that needs someone to act (skipping the automatic ones)."""
        events: list[dict] = []
        mission = T.mission(state)
        while state["steps"]:
            step = state["steps"].pop(0)
            if step == "distribute":
                task = next((i for i, t in enumerate(state["tasks"]) if t["owner"] is None), None)
                if task is None:
                    continue
                state["tasks"][task]["shown"] = True
                state["steps"][:0] = ["question", "assign", "distribute"]
                state["question"] = {"task": task, "answers": [None] * T.count(state)}
                text = f"The commander reveals task {task + 1}: {words.task_label(state['tasks'][task])}."
                events.append({"type": "reveal", "task": task, "text": text})
                continue
            state["phase"] = step
            if step == "question":
                if state["question"] is None:
                    state["question"] = {"task": None, "answers": [None] * T.count(state)}
                state["waiting"] = [p for p in range(len(state["players"])) if p != state["commander"]]
            elif step == "pick":
                state["turn"] = state["commander"]
            elif step in ("handover", "distress"):
                state["waiting"] = list(range(len(state["players"])))
            elif step == "pass":
                state["waiting"] = [
                    p for p in range(T.count(state)) if any(not C.is_rocket(c) for c in T.playable(state, p))
                ]
            elif step == "play":
                return events + self._start_play(state, mission)
            return events
        return events

    def _start_play(self, state: dict, mission: M.Mission) -> list[dict]:
        events = []
        if mission.has(M.LEFT_OF_PINK9_WINS_ALL_PINK):
            holder = next(p for p in range(T.count(state)) if "p9" in T.holding(state, p))
            state["designee"] = T.left(state, holder)
            names = T.names(state)
            text = f"{names[holder]} holds the pink 9: {names[state['designee']]} must win every pink card."
            events.append({"type": "pink9", "holder": holder, "player": state["designee"], "text": text})
        state["start"] = {
            "hands": copy.deepcopy(state["hands"]),
            "columns": copy.deepcopy(state["columns"]),
            "rng": list(state["rng"]),
        }
        state["progress"] = list(T.context(state).start())
        state["progress"][1] = list(state["progress"][1])
        state["trick_no"] = 1
        return events + self._open_trick(state)

    def _open_trick(self, state: dict) -> list[dict]:
        state["trick"] = []
        state["waiting"] = [p for p in range(T.count(state)) if flow.may_communicate(state, p)]
        state["phase"] = "communicate" if state["waiting"] else "play"
        state["turn"] = None if state["waiting"] else state["leader"]
        return []

    # -- whose turn, what is legal ---------------------------------------------------------------------
    def to_act(self, state: dict) -> set[int]:
        phase = state["phase"]
        if phase in ("tokens", "designate", "assign"):
            return {state["commander"]}
        if phase in ("pick", "play"):
            return {T.seat_of(state, state["turn"])}
        if phase in ("question", "handover", "distress", "pass", "communicate"):
            return {T.seat_of(state, p) for p in state["waiting"]}
        return set()

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        if seat not in self.to_act(state):
            return []
        return flow.legal_moves(state, seat)

    # -- moves -----------------------------------------------------------------------------------------
    def _apply(self, state: dict, seat: int, move: dict) -> list[dict]:
        kind, phase = move["type"], state["phase"]
        handler = _HANDLERS.get((phase, kind))
        if handler is None:
            allowed = sorted({k for (p, k) in _HANDLERS if p == phase})
            raise IllegalMove(f"Now is not the time for {kind!r}: {words.PHASE_WORDS[phase]} ({', '.join(allowed)}).")
        events = handler(self, state, seat, move)
        return events

    def _tokens(self, state: dict, seat: int, move: dict) -> list[dict]:
        mission = T.mission(state)
        tasks = state["tasks"]
        kind = move["type"]
        if kind == "swap_tokens":
            if not mission.has(M.SWAP_TWO_TOKENS):
                raise IllegalMove("This mission lets the crew move one token, not swap two.")
            pair = move.get("cards")
            if not isinstance(pair, list) or len(pair) != 2:
                raise IllegalMove("Name the two task cards whose tokens swap places.")
            a, b = (flow.task_index(state, c) for c in pair)
            if a == b or tasks[a]["token"] is None or tasks[b]["token"] is None:
                raise IllegalMove("Choose two different task cards that both carry a token.")
            tasks[a]["token"], tasks[b]["token"] = tasks[b]["token"], tasks[a]["token"]
            text = f"The crew swaps the tokens of {C.describe(tasks[a]['card'])} and {C.describe(tasks[b]['card'])}."
        elif kind == "move_token":
            if not mission.has(M.MOVE_ONE_TOKEN):
                raise IllegalMove("This mission lets the crew swap two tokens, not move one.")
            a, b = flow.task_index(state, move.get("from")), flow.task_index(state, move.get("to"))
            if tasks[a]["token"] is None or tasks[b]["token"] is not None:
                raise IllegalMove("Move a token from a task card that has one to a task card that has none.")
            tasks[a]["token"], tasks[b]["token"] = None, tasks[a]["token"]
            text = f"The crew moves token {words.token_label(tasks[b]['token'])} onto {C.describe(tasks[b]['card'])}."
        else:
            text = "The crew leaves the task tokens where they are."
        return [{"type": "tokens", "text": text}, *self._advance(state)]

    def _answer(self, state: dict, seat: int, move: dict) -> list[dict]:
        code = T.mission(state).question
        answers = M.QUESTIONS[code]
        answer = move.get("answer")
        if answer not in answers:
            raise IllegalMove(f"Answer with one of: {', '.join(answers)}.")
        if seat not in state["waiting"]:
            raise IllegalMove("You have already answered.")
        state["waiting"].remove(seat)
        state["question"]["answers"][seat] = answer
        events = [{"type": "answer", "player": seat, "answer": answer, "text": f"{T.names(state)[seat]}: {answer}."}]
        if not state["waiting"]:
            events += self._advance(state)
        return events

    def _designate(self, state: dict, seat: int, move: dict) -> list[dict]:
        mission = T.mission(state)
        kind = next(code for code in NAMED if mission.has(code))
        names = T.names(state)
        if kind == M.ROLES_FIRST4_MIDDLE_LAST:
            first = flow.position_arg(state, move, "first_four")
            last = flow.position_arg(state, move, "last")
            if first == last:
                raise IllegalMove("The first-four role and the last-trick role go to two different players.")
            state["designee"], state["designee_last"] = first, last
            text = f"{names[first]} wins the first four tricks, {names[last]} the last; the others every trick between."
        else:
            chosen = flow.position_arg(state, move, "player")
            if chosen == state["commander"]:
                raise IllegalMove("The commander must name another crew member.")
            if kind == M.CHOSEN_SILENT and chosen == state["jarvis"]:
                raise IllegalMove("JARVIS never communicates: name a player.")
            if kind == M.COMMANDER_DECISION:
                for task in state["tasks"]:
                    task["owner"], task["shown"] = chosen, True
                shown = ", ".join(words.task_label(t) for t in state["tasks"])
                text = f"The commander gives every task to {names[chosen]}: {shown}."
            else:
                state["designee"] = chosen
                text = words.designee_sentence(state, kind)
        state["question"] = None
        return [{"type": "designate", "text": text}, *self._advance(state)]

    def _assign(self, state: dict, seat: int, move: dict) -> list[dict]:
        chosen = flow.position_arg(state, move, "player")
        if chosen not in flow.assignable(state):
            raise IllegalMove("Nobody may end up with two tasks more than another crew member: choose someone else.")
        task = state["tasks"][state["question"]["task"]]
        task["owner"] = chosen
        state["question"] = None
        text = f"The commander gives {words.task_label(task)} to {T.names(state)[chosen]}."
        return [{"type": "assign", "player": chosen, "card": task["card"], "text": text}, *self._advance(state)]

    def _pick(self, state: dict, seat: int, move: dict) -> list[dict]:
        card = move.get("card")
        task = next((t for t in state["tasks"] if t["card"] == card), None) if isinstance(card, str) else None
        if task is None or task["owner"] is not None:
            raise IllegalMove("Take one of the task cards still in the middle.")
        who = state["turn"]
        task["owner"] = who
        events = [
            {
                "type": "pick",
                "player": who,
                "card": card,
                "text": f"{T.names(state)[who]} takes {words.task_label(task)}.",
            }
        ]
        if all(t["owner"] is not None for t in state["tasks"]):
            return events + self._advance(state)
        state["turn"] = T.left(state, who)
        return events

    def _handover(self, state: dict, seat: int, move: dict) -> list[dict]:
        names = T.names(state)
        if move["type"] == "skip":
            state["waiting"].remove(seat)
            events = [{"type": "handover", "text": f"{names[seat]} hands over no task."}]
            return events + (self._advance(state) if not state["waiting"] else [])
        index = flow.task_index(state, move.get("card"))
        task = state["tasks"][index]
        if task["owner"] != seat:
            raise IllegalMove("You can only hand over one of your own tasks.")
        receiver = flow.position_arg(state, move, "to")
        if receiver == seat:
            raise IllegalMove("Hand the task to another crew member.")
        task["owner"] = receiver
        state["waiting"] = []
        text = f"{names[seat]} hands {words.task_label(task)} to {names[receiver]}."
        return [{"type": "handover", "player": seat, "to": receiver, "text": text}, *self._advance(state)]

    def _distress(self, state: dict, seat: int, move: dict) -> list[dict]:
        vote = move.get("vote")
        if vote not in ("left", "right", "no"):
            raise IllegalMove('Vote "left" or "right" to send the distress signal, or "no".')
        state["waiting"].remove(seat)
        state["distress"]["votes"][seat] = vote
        names = T.names(state)
        said = "does not ask for the distress signal" if vote == "no" else f"asks for the distress signal ({vote})"
        events = [{"type": "vote", "player": seat, "vote": vote, "text": f"{names[seat]} {said}."}]
        if state["waiting"]:
            return events
        n = len(state["players"])
        order = [(state["commander"] + i) % n for i in range(n)]
        asked = [state["distress"]["votes"][p] for p in order if state["distress"]["votes"][p] != "no"]
        if asked:
            # Votes may disagree on the direction: the first asker clockwise from the commander decides.
            state["distress"].update(used=True, direction=asked[0])
            state["steps"].insert(0, "pass")
            text = f"The crew sends the distress signal: everyone passes one card to the {asked[0]}."
            events.append({"type": "distress", "direction": asked[0], "text": text})
        else:
            events.append({"type": "distress", "direction": None, "text": "The crew does not use the distress signal."})
        return events + self._advance(state)

    def _pass_card(self, state: dict, seat: int, move: dict) -> list[dict]:
        card = move.get("card")
        who = next((p for p in state["waiting"] if T.seat_of(state, p) == seat and card in T.playable(state, p)), None)
        if not C.is_card(card) or who is None:
            raise IllegalMove("Choose one card you hold to pass.")
        if C.is_rocket(card):
            raise IllegalMove("Rocket cards cannot be passed.")
        state["waiting"].remove(who)
        state["distress"]["chosen"][who] = card
        if state["waiting"]:
            return []
        events = flow.exchange(state, state["distress"]["chosen"], state["distress"]["direction"], "distress")
        return events + self._advance(state)

    def _communicate(self, state: dict, seat: int, move: dict) -> list[dict]:
        if seat not in state["waiting"]:
            raise IllegalMove("You have already decided for this trick.")
        if move["type"] == "skip":
            state["waiting"].remove(seat)
            return self._maybe_play(state)
        card = move.get("card")
        if not C.is_card(card) or card not in state["hands"][seat]:
            raise IllegalMove("Communicate a card from your hand.")
        token = C.communication_token(state["hands"][seat], card)
        if C.is_rocket(card):
            raise IllegalMove("Rocket cards can never be communicated.")
        if token is None:
            raise IllegalMove(
                f"{C.describe(card).capitalize()} is neither your highest, only nor lowest of its colour."
            )
        state["radio"][seat] = {"card": card, "token": token, "trick": state["trick_no"], "played": False}
        state["waiting"].remove(seat)
        dead = T.mission(state).has(M.DEAD_ZONE)
        shown = "hidden" if dead else token
        text = f"{T.names(state)[seat]} communicates {C.describe(card)}: {words.TOKEN_WORDS[shown]}."
        event = {"type": "communicate", "player": seat, "card": card, "token": shown, "text": text}
        return [event, *self._maybe_play(state)]

    def _maybe_play(self, state: dict) -> list[dict]:
        if not state["waiting"]:
            state["phase"], state["turn"] = "play", state["leader"]
        return []

    def _play(self, state: dict, seat: int, move: dict) -> list[dict]:
        who = state["turn"]
        card = move.get("card")
        pool = T.playable(state, who)
        if not C.is_card(card) or card not in pool:
            owner = "JARVIS has" if who == state["jarvis"] else "You have"
            raise IllegalMove(f"{owner} no {C.describe(card) if C.is_card(card) else 'such card'} to play.")
        if state["trick"]:
            led = state["trick"][0][1][0]
            if card[0] != led and any(c[0] == led for c in pool):
                raise IllegalMove(f"Follow suit: {C.suit_words(led)} was led and you have {C.SUIT_NAMES[led]} cards.")
        T.take(state, who, card)
        radio = state["radio"][who]
        if radio and radio["card"] == card:
            radio["played"] = True
        state["trick"].append([who, card])
        names = T.names(state)
        events = [{"type": "play", "player": who, "card": card, "text": f"{names[who]} plays {C.describe(card)}."}]
        if len(state["trick"]) < T.count(state):
            state["turn"] = T.left(state, who)
            return events
        return events + self._finish_trick(state)

    def _finish_trick(self, state: dict) -> list[dict]:
        trick = state["trick"]
        played = [C.index(card) for _, card in trick]
        winner = trick[C.winner_index(played)][0]
        number = state["trick_no"]
        T.flip_jarvis(state)
        ctx = T.context(state)
        before = state["progress"][0]
        progress, verdict = judge.after_trick(ctx, T.progress(state), played, winner, number, T.remaining_mask(state))
        state["tricks"].append({"number": number, "leader": state["leader"], "cards": trick, "winner": winner})
        state["won"][winner] += 1
        names = T.names(state)
        events = [
            {"type": "trick", "number": number, "winner": winner, "text": f"{names[winner]} wins trick {number}."}
        ]
        done = progress[0] & ~before
        for t, task in enumerate(state["tasks"]):
            if done >> t & 1:
                task["done"], task["trick"] = True, number
                events.append(
                    {
                        "type": "task",
                        "card": task["card"],
                        "text": words.capital(f"{words.task_label(task)} is fulfilled."),
                    }
                )
        state["progress"] = [progress[0], list(progress[1]), progress[2], progress[3]]
        state["leader"], state["trick"] = winner, []
        if verdict is not None:
            return events + self._end(state, verdict == judge.WIN, judge.explain(ctx, verdict, names))
        if number == 1 and T.mission(state).has(M.DRAW_FROM_RIGHT_AFTER_T1):
            events += flow.draw_from_right(state)
        state["trick_no"] = number + 1
        return events + self._open_trick(state)

    def _end(self, state: dict, success: bool, reason: str) -> list[dict]:
        state.update(phase="over", turn=None, waiting=[], result={"success": success, "reason": reason})
        summary = self.outcome(state)["summary"]
        return [{"type": "end", "success": success, "text": summary}]

    # -- the end -----------------------------------------------------------------------------------------
    def outcome(self, state: dict) -> dict | None:
        result = state["result"]
        if result is None:
            return None
        n = len(state["players"])
        number = state["options"]["mission"]
        success = result["success"]
        verdict = "accomplished" if success else "failed"
        return {
            "success": success,
            "reason": result["reason"],
            "mission": number,
            "distress": state["distress"]["used"],
            "scores": [int(success)] * n,
            "winners": list(range(n)) if success else [],
            "ranks": [1] * n,
            "summary": f"Mission {number} {verdict}: {result['reason']}",
        }

    def _view(self, state: dict, seat: int | None) -> dict:
        return views.view(self, state, seat)

    def solve(self, state: dict, from_start: bool = True, max_nodes: int = 300_000, max_seconds: float = 2.0) -> dict:
        """Whether this deal could be won with every hand open, and a winning line (see :mod:`.solver`)."""
        return solver.solve(state, from_start, max_nodes, max_seconds)

    def _check_state(self, state: dict) -> None:
        integrity.check_state(state)

    def insight(self, states: list[dict], moves: list[dict], seat: int) -> dict:
        from . import insight  # only a finished match asks

        return insight.of(states[-1])

    def describe_move(self, state: dict, seat: int, move: dict) -> str:
        kind, card = move["type"], move.get("card")
        if kind == "play":
            return f"Play {C.describe(card)}."
        if kind == "pick":
            return f"Take {C.describe(card)} as your task."
        if kind == "communicate":
            return f"Communicate {C.describe(card)}."
        if kind == "pass_card":
            return f"Pass {C.describe(card)}."
        if kind == "distress":
            vote = move.get("vote")
            return "Do not send the distress signal." if vote == "no" else f"Ask for the distress signal ({vote})."
        names = T.names(state)
        if kind == "swap_tokens":
            first, second = move["cards"]
            return f"Swap the tokens of {C.describe(first)} and {C.describe(second)}."
        if kind == "move_token":
            return f"Move the token of {C.describe(move['from'])} onto {C.describe(move['to'])}."
        if kind == "answer":
            return f"Answer: {str(move['answer']).replace('_', ' ')}."
        if kind == "designate":
            if "first_four" in move:
                first, last = names[move["first_four"]], names[move["last"]]
                return f"Name {first} for the first four tricks and {last} for the last."
            return f"Name {names[move['player']]}."
        if kind == "assign":
            return f"Give the task to {names[move['player']]}."
        if kind == "handover":
            return f"Hand your task, {C.describe(card)}, to {names[move['to']]}."
        if kind == "skip":
            return "Let it pass for now."
        return super().describe_move(state, seat, move)

    def open_hands(self, state: dict) -> list[dict]:
        """Each crew member's hand; JARVIS's face-down cards, the only ones of its that are hidden."""
        hands = [
            {"name": state["players"][p], "cards": [C.describe(c).removeprefix("the ") for c in hand]}
            for p, hand in enumerate(state["hands"])
            if p != state["jarvis"]
        ]
        if state["jarvis"] is not None:
            hidden = [down for _, down in state["columns"] if down is not None]
            hands.append({"name": "JARVIS, face down", "cards": [C.describe(c).removeprefix("the ") for c in hidden]})
        return hands

    def reveals(self, before: dict, seat: int, after: dict, viewer: int) -> str | None:
        """Also a card passed to the viewer (the distress signal, missions' exchanges): they now know it."""
        received = [s for s in after["secrets"][viewer][len(before["secrets"][viewer]) :] if s["kind"] == "received"]
        if received:
            return "Too late: you have received a card since."
        return super().reveals(before, seat, after, viewer)


_HANDLERS = {
    ("tokens", "swap_tokens"): Crew._tokens,
    ("tokens", "move_token"): Crew._tokens,
    ("tokens", "skip"): Crew._tokens,
    ("question", "answer"): Crew._answer,
    ("designate", "designate"): Crew._designate,
    ("assign", "assign"): Crew._assign,
    ("pick", "pick"): Crew._pick,
    ("handover", "handover"): Crew._handover,
    ("handover", "skip"): Crew._handover,
    ("distress", "distress"): Crew._distress,
    ("pass", "pass_card"): Crew._pass_card,
    ("communicate", "communicate"): Crew._communicate,
    ("communicate", "skip"): Crew._communicate,
    ("play", "play"): Crew._play,
}
