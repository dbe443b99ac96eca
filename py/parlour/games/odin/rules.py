"""Odin (Helvetiq): a ladder-climbing card game for 2–6 players; the first to empty their hand ends it.

Rules as in the team's sheet (shared/rules/odin.md), with Board Game Arena's choices where the printed rules
are silent: two colours removed at random with 2 players (never red and black both in play), no tie-break,
and the optional Grumpy Goat joker. Passing is always an explicit move (BGA's automatic passes are not rules).

The state is plain JSON::

    colours      colours in play (all six, or four with 2 players)
    hands        each seat's cards
    table        None or {"seat", "cards"}: the play to beat
    beaten       the play just beaten, while its player chooses the card to pick up ("take" phase)
    discard      cards out of this hand; aside: cards not dealt this hand
    phase        "play", "take" or "over"; current: the seat to act (None when over)
    leader       who led this round; opener: who led the hand's first round
    hand_number  1, 2, ...; scores: penalty totals; history: [{"number", "penalties", "went_out"}] per hand
"""

from __future__ import annotations

from typing import Any

from ... import rng
from ...engine import CorruptState, Game, IllegalMove, Option
from ...schema import Fields, ListOf, MoveSchema, Text
from . import cards as C
from .help import GUIDE, HELP

LENGTH = Option(
    "length",
    "Game length",
    (10, 15, 20, 0),
    15,
    labels=("10 points", "15 points", "20 points", "A single hand"),
    help="The game ends after the hand in which someone reaches this many penalty points.",
)
GOAT_OPTION = Option(
    "goat",
    "Grumpy Goat",
    (False, True),
    False,
    labels=("Without the goat", "With the goat"),
    help="Board Game Arena's joker: a 0 of any colour, dealt every hand; it costs 5 points if left in hand.",
)
PHASES = ("play", "take", "over")
CARD = Text(max(map(len, C.deck(C.COLOURS, True))))
MOVES = MoveSchema(
    {
        "play": Fields({"cards": ListOf(CARD, C.HAND_SIZE)}),
        "pass": Fields(),
        "take": Fields({"card": CARD}),
    }
)


class Odin(Game):
    """The rules of Odin."""

    id = "odin"
    title = "Odin"
    min_players = 2
    max_players = 6
    options = (LENGTH, GOAT_OPTION)
    help = HELP
    guide = GUIDE
    move_schema = MOVES

    # -- setup and dealing -----------------------------------------------------------------------------
    def _setup(self, state: dict) -> None:
        count = len(state["players"])
        state["colours"] = self._colours_in_play(state["rng"], count)
        state["scores"] = [0] * count
        state["history"] = []
        state["hand_number"] = 0
        state["opener"] = rng.below(state["rng"], count)
        self._deal(state, state["opener"])
        state["log"].append(self._deal_event(state))

    @staticmethod
    def _colours_in_play(gen: list, count: int) -> list[str]:
        if count != 2:
            return list(C.COLOURS)
        # As BGA: first drop red or black, then one more colour among the other five.
        first = C.NEVER_TOGETHER[rng.below(gen, 2)]
        rest = [c for c in C.COLOURS if c != first]
        second = rest[rng.below(gen, len(rest))]
        return [c for c in C.COLOURS if c not in (first, second)]

    def _deal(self, state: dict, opener: int) -> None:
        count = len(state["players"])
        cards = C.deck(state["colours"], state["options"]["goat"])
        rng.shuffle(state["rng"], cards)
        dealt = C.HAND_SIZE * count
        if C.GOAT in cards:
            # BGA always deals the goat: it swaps places with a random dealt position.
            here, there = cards.index(C.GOAT), rng.below(state["rng"], dealt)
            cards[here], cards[there] = cards[there], cards[here]
        state["hands"] = [C.sorted_cards(cards[i * C.HAND_SIZE : (i + 1) * C.HAND_SIZE]) for i in range(count)]
        state["aside"] = sorted(cards[dealt:])
        state["discard"] = []
        state["table"] = None
        state["beaten"] = []
        state["phase"] = "play"
        state["hand_number"] += 1
        state["opener"] = state["leader"] = state["current"] = opener

    # -- whose turn, what is legal ---------------------------------------------------------------------
    def to_act(self, state: dict) -> set[int]:
        return set() if state["phase"] == "over" else {state["current"]}

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        if not isinstance(seat, int) or seat not in self.to_act(state):
            return []
        if state["phase"] == "take":
            return [{"type": "take", "card": c} for c in state["beaten"]]
        table = state["table"]["cards"] if state["table"] else None
        moves: list[dict] = [{"type": "play", "cards": s} for s in C.beating_sets(state["hands"][seat], table)]
        if table:
            moves.append({"type": "pass"})
        return moves

    # -- moves -----------------------------------------------------------------------------------------
    def _apply(self, state: dict, seat: int, move: dict) -> list[dict]:
        kind = move["type"]  # one of MOVES: the schema let no other through
        if kind == "play":
            return self._play(state, seat, move)
        if kind == "pass":
            return self._pass(state, seat)
        return self._take(state, seat, move)

    def _play(self, state: dict, seat: int, move: dict) -> list[dict]:
        if state["phase"] == "take":
            raise IllegalMove("First pick up one card from the play you beat.")
        hand = state["hands"][seat]
        chosen = self._chosen_cards(hand, move.get("cards"))
        table = state["table"]["cards"] if state["table"] else None
        problem = C.play_problem(hand, table, chosen)
        if problem:
            raise IllegalMove(problem)
        for card in chosen:
            hand.remove(card)
        state["beaten"] = table or []
        played = C.sorted_cards(chosen)
        state["table"] = {"seat": seat, "cards": played}
        value = C.play_value(chosen)
        # the value first: a phone's panel cuts a long line, and "plays blue ● 3 and green ✚ 3…" lost the 33
        cards = C.describe_play(played)
        text = f"{state['players'][seat]} plays {cards if len(played) == 1 else f'{value}: {cards}'}."
        events = [{"type": "play", "seat": seat, "cards": list(played), "value": value, "text": text}]
        if not hand:
            # Going out ends the hand at once: nothing is picked up.
            state["discard"].extend(state["beaten"])
            state["beaten"] = []
            return events + self._end_hand(state, seat)
        if len(state["beaten"]) == 1:
            return events + self._pick_up(state, seat, state["beaten"][0])
        if state["beaten"]:
            state["phase"] = "take"
            return events
        state["current"] = self._next(state, seat)
        return events

    @staticmethod
    def _chosen_cards(hand: list[str], chosen: Any) -> list[str]:
        if not isinstance(chosen, list) or not chosen:
            raise IllegalMove("Choose at least one card to play.")
        for card in chosen:  # text, as the schema made sure
            if C.parse(card) is None:
                raise IllegalMove(f"{card!r} is not an Odin card.")
        if len(set(chosen)) != len(chosen):
            raise IllegalMove("You chose the same card twice.")
        for card in chosen:
            if card not in hand:
                raise IllegalMove(f"You don't have {C.describe(card)}.")
        return list(chosen)

    def _pass(self, state: dict, seat: int) -> list[dict]:
        if state["phase"] == "take":
            raise IllegalMove("First pick up one card from the play you beat.")
        if state["table"] is None:
            raise IllegalMove("You lead this round, so you cannot pass: play one card.")
        events = [{"type": "pass", "seat": seat, "text": f"{state['players'][seat]} passes."}]
        following = self._next(state, seat)
        owner = state["table"]["seat"]
        if following == owner:
            state["discard"].extend(state["table"]["cards"])
            state["table"] = None
            state["leader"] = owner
            name = state["players"][owner]
            events.append({"type": "round_won", "seat": owner, "text": f"{name} wins the round and leads the next."})
        state["current"] = following
        return events

    def _take(self, state: dict, seat: int, move: dict) -> list[dict]:
        if state["phase"] != "take":
            raise IllegalMove("There is no card to pick up now.")
        card = move.get("card")
        if not isinstance(card, str) or card not in state["beaten"]:
            choices = ", ".join(C.describe(c) for c in state["beaten"])
            raise IllegalMove(f"Pick up one of the cards you beat: {choices}.")
        return self._pick_up(state, seat, card)

    def _pick_up(self, state: dict, seat: int, card: str) -> list[dict]:
        hand = state["hands"][seat]
        hand.append(card)
        hand.sort(key=C.sort_key)
        state["discard"].extend(c for c in state["beaten"] if c != card)
        state["beaten"] = []
        state["phase"] = "play"
        state["current"] = self._next(state, seat)
        text = f"{state['players'][seat]} picks up {C.describe(card)}."
        return [{"type": "take", "seat": seat, "card": card, "text": text}]

    @staticmethod
    def _next(state: dict, seat: int) -> int:
        return (seat + 1) % len(state["players"])

    # -- end of a hand and of the game -----------------------------------------------------------------
    def _end_hand(self, state: dict, went_out: int) -> list[dict]:
        penalties = [self._penalty(hand) for hand in state["hands"]]
        state["scores"] = [total + p for total, p in zip(state["scores"], penalties, strict=True)]
        number = state["hand_number"]
        state["history"].append({"number": number, "penalties": penalties, "went_out": went_out})
        names = state["players"]
        others = ", ".join(f"{names[s]} {p}" for s, p in enumerate(penalties) if s != went_out)
        text = f"Hand {number} is over: {names[went_out]} went out. Penalty points: {others}."
        events = [
            {
                "type": "hand_end",
                "number": number,
                "went_out": went_out,
                "penalties": penalties,
                "totals": list(state["scores"]),
                "text": text,
            }
        ]
        target = state["options"]["length"]
        if target == 0 or max(state["scores"]) >= target:
            state["phase"] = "over"
            state["current"] = None
            result = self.outcome(state)
            end = {"type": "game_end", "scores": result["scores"], "winners": result["winners"]}
            return [*events, {**end, "text": result["summary"]}]
        self._deal(state, self._next(state, state["opener"]))
        return [*events, self._deal_event(state)]

    @staticmethod
    def _deal_event(state: dict) -> dict:
        number, opener = state["hand_number"], state["opener"]
        text = f"Hand {number} is dealt; {state['players'][opener]} leads."
        return {"type": "deal", "number": number, "leader": opener, "text": text}

    @staticmethod
    def _penalty(hand: list[str]) -> int:
        return sum(C.GOAT_PENALTY if c == C.GOAT else 1 for c in hand)

    def outcome(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        scores = list(state["scores"])
        best = min(scores)
        winners = [s for s, score in enumerate(scores) if score == best]
        ranks = [1 + sum(other < score for other in scores) for score in scores]
        names = [state["players"][s] for s in winners]
        points = "point" if best == 1 else "points"
        if len(names) == 1:
            summary = f"{names[0]} wins with {best} {points}."
        else:
            summary = f"{' and '.join([', '.join(names[:-1]), names[-1]])} share the win with {best} {points}."
        return {"scores": scores, "winners": winners, "ranks": ranks, "summary": summary}

    # -- views -----------------------------------------------------------------------------------------
    def _view(self, state: dict, seat: int | None) -> dict:
        phase, current = state["phase"], state["current"]
        table = state["table"]
        mine = seat is not None and seat == current
        hand = state["hands"][seat] if seat is not None else None
        leading = phase == "play" and table is None
        last = state["history"][-1] if state["history"] else None
        return {
            "phase": phase,
            "prompt": self._prompt(state, seat),
            "hand": C.sorted_cards(hand) if hand is not None else None,
            "hand_counts": [len(h) for h in state["hands"]],
            "table": self._table_view(table),
            "leader": state["leader"],
            "current": current,
            "take_from": list(state["beaten"]) if phase == "take" else [],
            "scores": list(state["scores"]),
            "last_hand": None if last is None else {**last, "penalties": list(last["penalties"])},
            "history": [{**h, "penalties": list(h["penalties"])} for h in state["history"]],
            "hand_number": state["hand_number"],
            "target": state["options"]["length"],
            "colours": list(state["colours"]),
            "can_finish": mine and leading and C.is_set(hand),
            "can_pass": mine and phase == "play" and table is not None,
        }

    @staticmethod
    def _table_view(table: dict | None) -> dict | None:
        if table is None:
            return None
        return {"seat": table["seat"], "cards": list(table["cards"]), "value": C.play_value(table["cards"])}

    def _prompt(self, state: dict, seat: int | None) -> str:
        phase, current, table = state["phase"], state["current"], state["table"]
        if phase == "over":
            return self.outcome(state)["summary"]
        if seat != current:
            name = state["players"][current]
            doing = "pick up a card" if phase == "take" else ("lead" if table is None else "play or pass")
            return f"Waiting for {name} to {doing}."
        if phase == "take":
            return "Pick up one card from the play you beat, into your hand."
        if table is None:
            if C.is_set(state["hands"][seat]) and len(state["hands"][seat]) > 1:
                return "You lead: play one card, or your whole hand to end the hand."
            return "You lead: play one card."
        size, value = len(table["cards"]), C.play_value(table["cards"])
        return f"Beat {value} with {size} or {size + 1} cards of one colour or one value, or pass."

    # -- loading ---------------------------------------------------------------------------------------
    def insight(self, states: list[dict], moves: list[dict], seat: int) -> dict:
        from . import insight  # only a finished match asks

        return insight.of(states, seat)

    def describe_move(self, state: dict, seat: int, move: dict) -> str:
        """The move as advice, in words.

        >>> from parlour.games.odin import GAME
        >>> GAME.describe_move({}, 0, {"type": "play", "cards": ["blue-5", "blue-6"]})
        'Play blue ● 6 and 5.'
        """
        if move["type"] == "play":
            return f"Play {C.describe_play(move['cards'])}."
        if move["type"] == "take":
            return f"Take {C.describe(move['card'])} into your hand."
        return "Pass."

    def open_hands(self, state: dict) -> list[dict]:
        return [
            {"name": name, "cards": [C.describe(c).removeprefix("the ") for c in hand]}
            for name, hand in zip(state["players"], state["hands"], strict=True)
        ]

    def _check_state(self, state: dict) -> None:
        count = len(state["players"])
        colours = state["colours"]
        expected = [c for c in C.COLOURS if c in colours] if isinstance(colours, list) else None
        if colours != expected or len(colours) != (4 if count == 2 else 6):
            raise CorruptState("the colours in play are wrong.")
        if state["phase"] not in PHASES:
            raise CorruptState(f"unknown phase {state['phase']!r}.")
        hands, table, beaten = state["hands"], state["table"], state["beaten"]
        if not isinstance(hands, list) or len(hands) != count:
            raise CorruptState("there must be one hand per player.")
        piles = [*hands, beaten, state["discard"], state["aside"]]
        if table is not None:
            if not isinstance(table, dict) or not self._is_seat(table["seat"], count) or not table["cards"]:
                raise CorruptState("the table is malformed.")
            piles.append(table["cards"])
        if not all(isinstance(p, list) for p in piles):
            raise CorruptState("a pile of cards is not a list.")
        found = sorted(c for p in piles for c in p if isinstance(c, str))
        if found != sorted(C.deck(colours, state["options"]["goat"])):
            raise CorruptState("the cards do not add up to the deck.")
        for key in ("leader", "opener"):
            if not self._is_seat(state[key], count):
                raise CorruptState(f"the {key} is not a seat.")
        scores = state["scores"]
        if not isinstance(scores, list) or len(scores) != count or not all(self._is_count(s) for s in scores):
            raise CorruptState("the scores are malformed.")
        if not self._is_count(state["hand_number"]) or not isinstance(state["history"], list):
            raise CorruptState("the hand number or history is malformed.")
        gen = state["rng"]
        if not (isinstance(gen, list) and len(gen) == 2 and isinstance(gen[0], str) and self._is_count(gen[1])):
            raise CorruptState("the random generator is malformed.")
        if state["phase"] == "over":
            if state["current"] is not None:
                raise CorruptState("a finished game has no player to act.")
            return
        if not self._is_seat(state["current"], count) or not all(hands):
            raise CorruptState("the player to act or a hand is wrong.")
        if (state["phase"] == "take") != bool(beaten) or (beaten and table["seat"] != state["current"]):
            raise CorruptState("the card to pick up is out of place.")

    @staticmethod
    def _is_seat(value: Any, count: int) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < count

    @staticmethod
    def _is_count(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
