"""Roll to the Top: Journeys (Allplay): a roll-and-write race for 1–6 players up a landmark of boxes.

Rules as in the team's sheet (shared/rules/roll-to-the-top.md) and the Board Game Arena summary, with the
team's choices where those are silent (all listed in :mod:`.help`): the original game's dice, a starting pool
of d4, d6 and d8, secret simultaneous writing revealed when everyone has confirmed, the roll made
automatically, and a safety limit of 60 rolls a game.

The state is plain JSON::

    boards    the board id of every game (one per round); round: 1, 2, ...
    phase     "place" (everyone writes), "adjust" (the next roller resolves the action die) or "over"
    active    the seat that rolled the dice on the table; rolls: rolls so far this game
    pool      the dice in the pool (in DICE order); roll: their rolled numbers; face: the action die
    effect    while adjusting: what the action die does after the overrides; reason: which override, or None
    wrote     whether anyone wrote a number with the last roll
    sheets    per seat {"values": one int or None per box, "pending": [{"box", "dice", "value"}], "done"}
    history   per finished game {"round", "board", "rolls", "finished", "empty", "values"}
"""

from __future__ import annotations

from itertools import combinations

from ... import rng
from ...engine import Game, IllegalMove, Option
from ...schema import Fields, ListOf, MoveSchema, Text, Whole
from . import placement as P
from .boards import ACTION_FACES, BOARD_IDS, DICE, FACE_TEXT, MAX_ROLLS, SIDES, START_POOL, TOUR, board
from .help import GUIDE, HELP
from .views import check_state, names_text, plural, rolled_dice, view

BOARD_OPTION = Option(
    "board",
    "Board",
    (*BOARD_IDS, TOUR),
    "pyramid",
    labels=(*(board(b)["name"] for b in BOARD_IDS), "A different board each game"),
    help="The landmark to climb. With several rounds, 'a different board each game' draws them in random order.",
)
REVERSE_OPTION = Option(
    "reverse",
    "Reverse mode",
    (False, True),
    False,
    labels=("Small numbers at the base", "Reverse: big numbers at the base"),
    help="Big numbers at the base and small ones at the top: every size rule is turned around.",
)
ROUNDS_OPTION = Option(
    "rounds",
    "Rounds",
    (1, 2, 3, 4, 5, 6, 7, 8),
    1,
    labels=("A single game", *(f"{n} games (Rounds mode)" for n in range(2, 9))),
    help="Rounds mode: after each game every empty box costs 1 point; the lowest total wins.",
)


DIE = Text(max(map(len, DICE)))
BOX = Whole(0, max(len(board(b)["boxes"]) for b in BOARD_IDS) - 1)
MOVES = MoveSchema(
    {
        "place": Fields({"box": BOX, "dice": ListOf(DIE, len(DICE))}),
        "undo": Fields({"box": BOX}),
        "confirm": Fields(),
        "adjust": Fields({"add": DIE, "remove": DIE}),
    }
)


class RollToTheTop(Game):
    """The rules of Roll to the Top: Journeys."""

    id = "rolltothetop"
    title = "Roll to the Top: Journeys"
    min_players = 1
    max_players = 6
    options = (BOARD_OPTION, REVERSE_OPTION, ROUNDS_OPTION)
    help = HELP
    guide = GUIDE
    move_schema = MOVES
    people_act_with_bots = True  # everyone writes at once, and nobody sees the others' numbers before all confirm

    # -- setup, rolling and new games ------------------------------------------------------------------
    def _setup(self, state: dict) -> None:
        count, options = len(state["players"]), state["options"]
        rounds = options["rounds"]
        if options["board"] == TOUR:
            order = rng.shuffle(state["rng"], list(BOARD_IDS))
            state["boards"] = [order[i % len(order)] for i in range(rounds)]
        else:
            state["boards"] = [options["board"]] * rounds
        state["round"] = 0
        state["history"] = []
        first = rng.below(state["rng"], count)
        state["log"].extend(self._new_game(state, first))

    def _new_game(self, state: dict, first: int) -> list[dict]:
        state["round"] += 1
        boxes = len(self.board_of(state)["boxes"])
        state["sheets"] = [{"values": [None] * boxes, "pending": [], "done": False} for _ in state["players"]]
        state["pool"] = list(START_POOL)
        state["rolls"] = 0
        state["wrote"] = False
        state["active"] = first
        rounds = len(state["boards"])
        name = self.board_of(state)["name"]
        text = f"Game {state['round']} of {rounds}: the {name}." if rounds > 1 else f"The climb of the {name} begins."
        return [{"type": "game_start", "round": state["round"], "board": state["boards"][state["round"] - 1],
                 "text": text}, *self._roll(state)]  # fmt: skip

    def _roll(self, state: dict) -> list[dict]:
        gen = state["rng"]
        state["roll"] = [1 + rng.below(gen, SIDES[die]) for die in state["pool"]]
        state["face"] = ACTION_FACES[rng.below(gen, len(ACTION_FACES))]
        state["rolls"] += 1
        state["phase"] = "place"
        state["effect"] = state["reason"] = None
        for sheet in state["sheets"]:
            sheet["pending"], sheet["done"] = [], False
        shown = ", ".join(f"{d} {v}" for d, v in zip(state["pool"], state["roll"], strict=True))
        who = state["players"][state["active"]]
        text = f"{who} rolls {shown}; the action die says: {FACE_TEXT[state['face']]}."
        dice = [{"die": d, "value": v} for d, v in zip(state["pool"], state["roll"], strict=True)]
        return [{"type": "roll", "seat": state["active"], "number": state["rolls"], "dice": dice,
                 "face": state["face"], "text": text}]  # fmt: skip

    @staticmethod
    def board_of(state: dict) -> dict:
        """The board of the game being played."""
        return board(state["boards"][state["round"] - 1])

    # -- whose turn, what is legal ---------------------------------------------------------------------
    def to_act(self, state: dict) -> set[int]:
        if state["phase"] == "place":
            return {s for s, sheet in enumerate(state["sheets"]) if not sheet["done"]}
        if state["phase"] == "adjust":
            return {self._adjuster(state)}
        return set()

    def _adjuster(self, state: dict) -> int:
        return (state["active"] + 1) % len(state["players"])

    def undoes(self, move: dict) -> bool:
        return move.get("type") == "undo"

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        if seat not in self.to_act(state):
            return []
        if state["phase"] == "adjust":
            return self._choices(state)
        moves: list[dict] = [
            {"type": "place", "box": box, "dice": list(target["dice"])}
            for target in self.targets(state, seat)
            for box in target["boxes"]
        ]
        moves += [{"type": "undo", "box": p["box"]} for p in state["sheets"][seat]["pending"]
                  if self._undo_problem(state, seat, p["box"]) is None]  # fmt: skip
        moves.append({"type": "confirm"})
        return moves

    def targets(self, state: dict, seat: int) -> list[dict]:
        """For every group of the seat's unused dice: its number and the boxes it may go in now."""
        free = self._free_dice(state, seat)
        values = self._working_values(state, seat)
        rolled = rolled_dice(state)
        the_board, reverse = self.board_of(state), state["options"]["reverse"]
        found = []
        for size in range(1, len(free) + 1):
            for group in combinations(free, size):
                value = sum(rolled[d] for d in group)
                found.append({"dice": list(group), "value": value,
                              "boxes": P.open_boxes(the_board, values, value, reverse)})  # fmt: skip
        return found

    @staticmethod
    def _free_dice(state: dict, seat: int) -> list[str]:
        used = {d for p in state["sheets"][seat]["pending"] for d in p["dice"]}
        return [d for d in state["pool"] if d not in used]

    @staticmethod
    def _working_values(state: dict, seat: int) -> list:
        """The seat's own sheet with its unconfirmed numbers written in."""
        sheet = state["sheets"][seat]
        values = list(sheet["values"])
        for p in sheet["pending"]:
            values[p["box"]] = p["value"]
        return values

    def _choices(self, state: dict) -> list[dict]:
        effect, pool = state["effect"], state["pool"]
        reserve = [d for d in DICE if d not in pool]
        adds = [{"type": "adjust", "add": d} for d in reserve]
        removes = [{"type": "adjust", "remove": d} for d in pool]
        if effect == "add":
            return adds
        if effect == "remove":
            return removes
        if effect == "either":
            return adds + removes
        return [{"type": "adjust", "add": a, "remove": r} for r in pool for a in reserve]

    # -- moves -----------------------------------------------------------------------------------------
    def _apply(self, state: dict, seat: int, move: dict) -> list[dict]:
        kind = move["type"]
        handlers = {"place": self._place, "undo": self._undo, "confirm": self._confirm, "adjust": self._adjust}
        if kind == "adjust" and state["phase"] != "adjust":
            raise IllegalMove("The action die is resolved only after everyone has written.")
        if kind != "adjust" and state["phase"] != "place":
            raise IllegalMove("Nobody writes now: the action die is being resolved.")
        return handlers[kind](state, seat, move)

    def _place(self, state: dict, seat: int, move: dict) -> list[dict]:
        box, dice = move.get("box"), move.get("dice")
        values = self._working_values(state, seat)
        if box is None:
            raise IllegalMove("Choose the box to write the number in.")
        if not 0 <= box < len(values):  # a whole number, as the schema made sure
            raise IllegalMove(f"There is no box {box} on this board.")
        if not dice:
            raise IllegalMove("Choose at least one die to write a number.")
        unknown = [d for d in dice if d not in SIDES]
        if unknown:
            raise IllegalMove(f"There is no die {unknown[0]!r}: the dice are d4, d6, d8, d12 and d20.")
        if len(set(dice)) != len(dice):
            raise IllegalMove("Each die counts only once in a number.")
        away = [d for d in dice if d not in state["pool"]]
        if away:
            raise IllegalMove(f"The {away[0]} is in the reserve, not in the pool: it was not rolled.")
        free = self._free_dice(state, seat)
        used = [d for d in dice if d not in free]
        if used:
            raise IllegalMove(f"You already used the {used[0]} this roll.")
        rolled = rolled_dice(state)
        value = sum(rolled[d] for d in dice)
        reason = P.problem(self.board_of(state), values, box, value, state["options"]["reverse"])
        if reason:
            raise IllegalMove(reason)
        group = [d for d in DICE if d in dice]
        state["sheets"][seat]["pending"].append({"box": box, "dice": group, "value": value})
        return []  # private until everyone has confirmed

    def _undo_problem(self, state: dict, seat: int, box: int) -> str | None:
        sheet = state["sheets"][seat]
        values = list(sheet["values"])
        the_board, reverse = self.board_of(state), state["options"]["reverse"]
        for p in sheet["pending"]:
            if p["box"] == box:
                continue
            if P.verdict(the_board, values, p["box"], p["value"], reverse) is not None:
                return f"The {p['value']} you wrote relies on that number: undo it first."
            values[p["box"]] = p["value"]
        return None

    def _undo(self, state: dict, seat: int, move: dict) -> list[dict]:
        pending = state["sheets"][seat]["pending"]
        if not pending:
            raise IllegalMove("You have written nothing this roll to undo.")
        box = move.get("box", pending[-1]["box"])
        if not isinstance(box, int) or isinstance(box, bool) or box not in [p["box"] for p in pending]:
            raise IllegalMove("You wrote nothing in that box this roll.")
        reason = self._undo_problem(state, seat, box)
        if reason:
            raise IllegalMove(reason)
        state["sheets"][seat]["pending"] = [p for p in pending if p["box"] != box]
        return []

    def _confirm(self, state: dict, seat: int, move: dict) -> list[dict]:
        state["sheets"][seat]["done"] = True
        if all(sheet["done"] for sheet in state["sheets"]):
            return self._reveal(state)
        return []

    def _reveal(self, state: dict) -> list[dict]:
        """Everyone has confirmed: the numbers become public, then a finished board ends the game."""
        events = []
        state["wrote"] = False
        for seat, sheet in enumerate(state["sheets"]):
            written = sheet["pending"]
            for p in written:
                sheet["values"][p["box"]] = p["value"]
            sheet["pending"], sheet["done"] = [], False
            state["wrote"] = state["wrote"] or bool(written)
            name = state["players"][seat]
            numbers = names_text([str(p["value"]) for p in written]) if written else "nothing"
            events.append({"type": "write", "seat": seat, "placements": written, "text": f"{name} writes {numbers}."})
        finished = [s for s, sheet in enumerate(state["sheets"]) if None not in sheet["values"]]
        if finished or state["rolls"] >= MAX_ROLLS:
            return events + self._end_game(state, finished)
        return events + self._start_adjust(state)

    def _start_adjust(self, state: dict) -> list[dict]:
        pool, face = state["pool"], state["face"]
        if len(pool) == len(DICE):
            state["effect"], state["reason"] = "remove", "the pool holds five dice"
        elif not state["wrote"]:
            state["effect"], state["reason"] = "add", "nobody wrote a number"
        elif len(pool) == 1:
            state["effect"], state["reason"] = "add", "the pool holds a single die"
        else:
            state["effect"], state["reason"] = face, None
        state["phase"] = "adjust"
        choices = self._choices(state)
        if len(choices) == 1:
            return self._resolve(state, self._adjuster(state), choices[0])
        return []

    def _adjust(self, state: dict, seat: int, move: dict) -> list[dict]:
        choices = self._choices(state)
        wanted = {"type": "adjust", **{k: move[k] for k in ("add", "remove") if k in move}}
        if wanted not in choices:
            raise IllegalMove(self._adjust_help(state))
        return self._resolve(state, seat, wanted)

    def _adjust_help(self, state: dict) -> str:
        pool = names_text(state["pool"])
        reserve = names_text([d for d in DICE if d not in state["pool"]] or ["none"])
        effect = state["effect"]
        if effect == "add":
            return f"Add one die from the reserve ({reserve}) to the pool."
        if effect == "remove":
            return f"Remove one die from the pool ({pool})."
        if effect == "either":
            return f"Add one die from the reserve ({reserve}) or remove one from the pool ({pool})."
        return f"Swap one die of the pool ({pool}) for one of the reserve ({reserve})."

    def _resolve(self, state: dict, seat: int, choice: dict) -> list[dict]:
        pool = set(state["pool"])
        if "remove" in choice:
            pool.discard(choice["remove"])
        if "add" in choice:
            pool.add(choice["add"])
        state["pool"] = [d for d in DICE if d in pool]
        name = state["players"][seat]
        if "add" in choice and "remove" in choice:
            text = f"{name} swaps the {choice['remove']} for the {choice['add']}"
        elif "add" in choice:
            text = f"{name} adds the {choice['add']} to the pool"
        else:
            text = f"{name} removes the {choice['remove']} from the pool"
        text += f" ({state['reason']})." if state["reason"] else "."
        event = {"type": "adjust", "seat": seat, "effect": state["effect"], "reason": state["reason"],
                 **{k: choice[k] for k in ("add", "remove") if k in choice}, "text": text}  # fmt: skip
        state["active"] = seat
        return [event, *self._roll(state)]

    # -- end of a game and of the match ----------------------------------------------------------------
    def _end_game(self, state: dict, finished: list[int]) -> list[dict]:
        names, name = state["players"], self.board_of(state)["name"]
        empty = [P.empty_count(sheet["values"]) for sheet in state["sheets"]]
        state["history"].append({"round": state["round"], "board": state["boards"][state["round"] - 1],
                                 "rolls": state["rolls"], "finished": finished, "empty": empty,
                                 "values": [list(sheet["values"]) for sheet in state["sheets"]]})  # fmt: skip
        if finished:
            who = names_text([names[s] for s in finished])
            verb = "completes" if len(finished) == 1 else "complete"
            text = f"{who} {verb} the {name} after {plural(state['rolls'], 'roll')}!"
        else:
            text = f"The climb stops after {MAX_ROLLS} rolls with nobody at the top."
        events = [{"type": "game_end", "round": state["round"], "finished": finished, "empty": empty, "text": text}]
        if len(state["boards"]) > 1:
            scores = ", ".join(f"{names[s]} {e}" for s, e in enumerate(empty))
            events.append({"type": "round_scores", "empty": empty, "text": f"Empty boxes: {scores}."})
        if state["round"] < len(state["boards"]):
            return events + self._new_game(state, self._adjuster(state))
        state["phase"] = "over"
        state["effect"] = state["reason"] = None
        result = self.outcome(state)
        return [*events, {"type": "match_end", "scores": result["scores"], "winners": result["winners"],
                          "text": result["summary"]}]  # fmt: skip

    def outcome(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        count, names = len(state["players"]), state["players"]
        scores = [sum(h["empty"][s] for h in state["history"]) for s in range(count)]
        best = min(scores)
        winners = [s for s in range(count) if scores[s] == best]
        ranks = [1 + sum(other < score for other in scores) for score in scores]
        who = names_text([names[s] for s in winners])
        if len(state["history"]) > 1:
            boxes = plural(best, "empty box", "empty boxes")
            summary = f"{who} {'wins' if len(winners) == 1 else 'share the win'} with {boxes} in all."
        elif best == 0:
            rolls = state["history"][0]["rolls"]
            summary = f"{who} {'reaches' if len(winners) == 1 else 'reach'} the top in {plural(rolls, 'roll')}."
        else:
            boxes = plural(best, "empty box", "empty boxes")
            summary = f"Nobody reached the top; {who} {'comes' if len(winners) == 1 else 'come'} closest, with {boxes}."
        # the fewest empty boxes win: a column called "Score" read as if the winner scored nothing
        return {"scores": scores, "winners": winners, "ranks": ranks, "summary": summary, "score_name": "Empty boxes",
                "rolls": [h["rolls"] for h in state["history"]]}  # fmt: skip

    # -- views -----------------------------------------------------------------------------------------
    def _view(self, state: dict, seat: int | None) -> dict:
        return view(self, state, seat)

    # -- loading ---------------------------------------------------------------------------------------
    def insight(self, states: list[dict], moves: list[dict], seat: int) -> dict:
        from . import insight  # only a finished match asks

        return insight.of(states, seat)

    def _where(self, state: dict, box_id: int) -> str:
        """Where a box is on the board, in words: a suggestion may light several boxes and outline one.

        >>> rules = RollToTheTop()
        >>> state = rules.setup(["Ann", "Ben"], {"board": "pyramid"}, "s")
        >>> rules._where(state, 0), rules._where(state, 14)
        ('the bottom row, 1st from the left', 'the top box')
        """
        boxes = self.board_of(state)["boxes"]
        box = boxes[box_id]
        row = sorted(b["x"] for b in boxes if b["y"] == box["y"])
        if box["y"] == max(b["y"] for b in boxes) and len(row) == 1:
            return "the top box"
        line = "the bottom row" if box["y"] == 0 else f"row {box['y'] + 1} from the bottom"
        if len(row) == 1:
            return line
        place = row.index(box["x"]) + 1  # a row holds at most nine boxes
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place, "th")
        return f"{line}, {place}{suffix} from the left"

    def describe_move(self, state: dict, seat: int, move: dict) -> str:
        kind = move["type"]
        if kind == "place":
            rolled = rolled_dice(state)
            value = sum(rolled[d] for d in move["dice"])
            dice = " + ".join(f"{d} ({rolled[d]})" for d in move["dice"])
            return f"Write {value} from {dice} in the outlined box, {self._where(state, move['box'])}."
        if kind == "confirm":
            return "Confirm your numbers."
        if kind == "adjust":
            parts = [f"{verb} the {move[key]}" for key, verb in (("add", "add"), ("remove", "remove")) if move.get(key)]
            return " and ".join(parts).capitalize() + "."
        return super().describe_move(state, seat, move)

    def _check_state(self, state: dict) -> None:
        check_state(self, state)
