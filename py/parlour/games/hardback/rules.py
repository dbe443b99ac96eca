"""Hardback (Fowers Games, 2018): a deck-building word game. Spell words from your hand, earn ¢ and prestige
from the cards' benefits, buy better cards; first to 60 prestige (after equal turns) wins. Also the
co-operative / solo game against Penny Dreadful.

Rules as in the team's sheet (shared/rules/hardback.md), with Board Game Arena's choices where the printed
rules are not known (listed in :mod:`.help`). The pieces: :mod:`.cards` (data), :mod:`.table` (piles),
:mod:`.spelling` (reading a word), :mod:`.benefits` (what it earns), :mod:`.turns` (a turn, Penny, the end),
:mod:`.market` (buying), :mod:`.views` (what a seat sees).

The state is plain JSON::

    seats        per seat: deck (top first), hand, inked (hand cards that must be used), discard,
                 classics (Timeless Classics in play, oldest first), prestige, ink, remover, adverts
                 (steps bought), jail (reserved card or None)
    offer        the offer row, oldest first; offer_deck: top first; trash: the row's discard pile
    active       the seat whose turn it is; first: the seat that began; turns: turns completed
    phase        "spell", "resolve" (benefit prompts), "buy" or "over"; turn: this turn's record (turns.py)
    target       prestige that ends the game (co-op: for the team and for Penny)
    penny        co-op: {"prestige", "genre"} (signature genre or None); None in the competitive game
    award        Literary Awards: {"length", "holders"} or None
"""

from __future__ import annotations

from ... import rng, words
from ...engine import BadOptions, CorruptState, Game, IllegalMove, Option
from ...schema import Fields, Flag, ListOf, MoveSchema, Text, Whole
from . import cards as C
from . import market, spelling, turns, views
from . import table as T
from .help import GUIDE, HELP

MODE = Option(
    "mode",
    "Game",
    ("competitive", "coop"),
    "competitive",
    labels=("Competitive (2–5 players)", "Co-operative Anthology / solo against Penny Dreadful (1–4 players)"),
    help="In the co-operative game the authors share one prestige total and race Penny Dreadful.",
)
SIGNATURE = Option(
    "signature",
    "Penny's signature genre",
    ("none", "random", *C.GENRES),
    "none",
    labels=("None", "Random", "Adventure", "Horror", "Mystery", "Romance"),
    help="Co-operative game only (ignored in the competitive game): Penny Dreadful's extra way to score.",
)
AWARDS = Option(
    "awards",
    "Literary Awards",
    (False, True),
    False,
    labels=("Off", "On"),
    help="Prestige at the end for the longest word (7 letters or more).",
)
ADVERTS = Option(
    "adverts", "Adverts", (False, True), False, labels=("Off", "On"), help="Buy prestige with ¢: 6/9/12/15/18¢."
)
DICTIONARY = Option(
    "dictionary",
    "Dictionary",
    tuple(words.LISTS),
    "common",
    labels=tuple(words.LISTS.values()),
    help="The word list that decides which words are valid.",
)
TARGET = Option(
    "target",
    "Game length",
    (60, 40, 90),
    60,
    labels=("60 prestige (standard)", "40 prestige (short)", "90 prestige (long)"),
    help="Competitive: the prestige that ends the game. Co-operative: per author, for the team and for Penny.",
)

CARD = Whole(min(C.GENRE_CARDS), C.FIRST_PRESTIGE_STARTER + len(C.PRESTIGE_STARTERS) - 1)
CARDS = ListOf(CARD, spelling.MAX_WORD)
LETTER = Fields({"card": CARD, "wild": Flag(), "letter": Text(1)})
MOVES = MoveSchema(
    {
        "spell": Fields({"cards": ListOf(LETTER, spelling.MAX_WORD), "uncover": CARDS, "double": CARDS}),
        "skip": Fields(),
        "ink": Fields(),
        "remover": Fields({"card": CARD}),
        # the longest answer to a benefit prompt is "prestige"
        "choose": Fields({"pick": Text(len("prestige")), "card": CARD}),
        "buy": Fields({"card": CARD}),
        "advert": Fields(),
        "convert": Fields(),
        "flush": Fields(),
        "end_turn": Fields(),
    }
)


class Hardback(Game):
    """The rules of Hardback."""

    id = "hardback"
    title = "Hardback"
    min_players = 1
    max_players = 5
    options = (MODE, SIGNATURE, AWARDS, ADVERTS, DICTIONARY, TARGET)
    help = HELP
    guide = GUIDE
    move_schema = MOVES

    def word_lists(self, options: dict) -> list[str]:
        """The one word list the game is played with."""
        return [options.get("dictionary", DICTIONARY.default)]

    # -- setup -----------------------------------------------------------------------------------------
    def _setup(self, state: dict) -> None:
        count = len(state["players"])
        opts = state["options"]
        coop = opts["mode"] == "coop"
        if coop and count > 4:
            raise BadOptions("The co-operative game is for 1 to 4 players.")
        if not coop and count < 2:
            raise BadOptions("The competitive game is for 2 to 5 players; play solo in the co-operative game.")
        state["penny"] = None
        if coop:
            genre = opts["signature"]
            if genre == "random":
                genre = rng.choice(state["rng"], list(C.GENRES))
            state["penny"] = {"prestige": 0, "genre": None if genre == "none" else genre}
        state["target"] = opts["target"] * (count if coop else 1)
        state["award"] = None
        state["turns"] = 0
        state["first"] = rng.below(state["rng"], count)
        state["active"] = state["first"]
        state["phase"] = "spell"
        state["turn"] = turns.fresh_turn()
        T.deal(state)
        T.refill(state)
        first = state["players"][state["first"]]
        text = f"{first} begins. Spell words with the {opts['dictionary']} list; {state['target']} prestige ends it."
        if state["penny"] and state["penny"]["genre"]:
            text += f" Penny Dreadful's signature: {C.SIGNATURES[state['penny']['genre']]}"
        state["log"].append({"type": "setup", "text": text})

    # -- whose move ------------------------------------------------------------------------------------
    def to_act(self, state: dict) -> set[int]:
        """The active seat: the game waits only for the author whose turn it is."""
        if state["phase"] == "over":
            return set()
        return {state["active"]}

    def may_act(self, state: dict) -> set[int]:
        """The other authors who may use ink or remover now, before their next word. The game does not wait
        for them: an author who does not use ink off turn can still use it at the start of their own turn."""
        if state["phase"] == "over":
            return set()
        return {
            seat
            for seat in range(len(state["seats"]))
            if seat != state["active"] and (turns.can_ink(state, seat) or turns.can_remove(state, seat))
        }

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move of ``seat`` except spells (a word is checked by :meth:`check`; the view lists the
        cards a word may use). Off turn: ink and remover only, while ``seat`` is in :meth:`may_act`."""
        if seat not in self.to_act(state) and seat not in self.may_act(state):
            return []
        me = state["seats"][seat]
        moves: list[dict] = []
        if turns.can_ink(state, seat):
            moves.append({"type": "ink"})
        if turns.can_remove(state, seat):
            moves += [{"type": "remover", "card": c} for c in me["inked"]]
        if seat != state["active"]:
            return moves
        phase = state["phase"]
        if phase == "spell":
            return [*moves, {"type": "skip"}]
        if phase == "resolve":
            return turns.prompt_moves(state)
        return market.buy_moves(state, seat)

    # -- moves -----------------------------------------------------------------------------------------
    def _apply(self, state: dict, seat: int, move: dict) -> list[dict]:
        kind = move["type"]
        if kind == "ink":
            return turns.ink(state, seat)
        if kind == "remover":
            return turns.remover(state, seat, move)
        if seat != state["active"]:
            raise IllegalMove(f"It is {state['players'][state['active']]}'s turn: you may only use ink or remover.")
        if kind == "spell":
            if state["phase"] != "spell":
                raise IllegalMove("You have already spelled a word this turn.")
            return turns.spell(state, seat, move)
        if kind == "skip":
            return turns.skip(state, seat)
        if kind == "choose":
            return turns.choose(state, seat, move)
        if kind == "end_turn":
            return turns.end_turn(state, seat)
        return {
            "buy": lambda: market.buy(state, seat, move),
            "advert": lambda: market.advert(state, seat),
            "convert": lambda: market.convert(state, seat),
            "flush": lambda: market.flush(state, seat),
        }[kind]()

    def preview(self, state: dict, seat: int, move: dict) -> dict:
        """What spell ``move`` would earn ``seat`` now, without playing it: ``{"legal", "reason", "word",
        "earnings"}``. ``earnings`` (see :meth:`Earnings.to_json`) is given whenever the cards can be read,
        even if the word is not in the list; ``legal`` and ``reason`` are :meth:`check`'s answer."""
        reason = self.check(state, seat, move)
        answer = {"legal": reason is None, "reason": reason, "word": None, "earnings": None}
        seated = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state["seats"])
        if not isinstance(move, dict) or state["phase"] == "over" or not seated:
            return answer
        try:
            entries = spelling.read(state, seat, move)
            answer["word"] = spelling.text(entries)
            answer["earnings"] = spelling.resolve(state, seat, entries, move).to_json()
        except IllegalMove:
            pass
        return answer

    # -- views and the end -----------------------------------------------------------------------------
    def _view(self, state: dict, seat: int | None) -> dict:
        return views.view(self, state, seat)

    def outcome(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        return turns.outcome(state)

    def insight(self, states: list[dict], moves: list[dict], seat: int) -> dict:
        from . import insight  # only a finished match asks

        return insight.of(self, states, moves, seat)

    def suggest(self, state: dict, seat: int) -> dict:
        """The strongest bot's move and, while spelling, the words that earn the most."""
        from . import advice  # the bots' word finder loads only when someone asks

        found = super().suggest(state, seat)
        if state["phase"] == "spell" and seat == state["active"]:
            found["words"] = advice.best_words(self.view(state, seat))
        return found

    def describe_move(self, state: dict, seat: int, move: dict) -> str:
        from . import advice

        return advice.describe(move) or super().describe_move(state, seat, move)

    def open_hands(self, state: dict) -> list[dict]:
        return [
            {"name": name, "cards": [C.name(c).removeprefix("the ") for c in me["hand"]]}
            for name, me in zip(state["players"], state["seats"], strict=True)
        ]

    def face_down(self, state: dict) -> list[int]:
        return [len(state["offer_deck"]), *(len(me["deck"]) for me in state["seats"])]

    def _check_state(self, state: dict) -> None:
        count = len(state["players"])
        if state["phase"] not in turns.PHASES:
            raise CorruptState(f"Unknown phase {state['phase']!r}.")
        if len(state["seats"]) != count or not 0 <= state["active"] < count or not 0 <= state["first"] < count:
            raise CorruptState("The seats do not match the players.")
        found = T.all_cards(state)
        if len(found) != len(set(found)) or not all(C.is_card(c) for c in found):
            raise CorruptState("A card is in two places, or is not a card of the game.")
        starters = [c for s in range(count) for c in C.coin_starters(s)]
        extra = [c for c in found if c in C.prestige_starters()]
        if sorted(found) != sorted(C.genre_cards() + starters + extra) or len(extra) != 2 * count:
            raise CorruptState("Some cards of the game are missing.")
        for me in state["seats"]:
            if not set(me["inked"]) <= set(me["hand"]) or min(me["ink"], me["remover"], me["prestige"]) < 0:
                raise CorruptState("A seat's ink, remover or inked cards are impossible.")
        if state["phase"] == "resolve" and not state["turn"]["pending"]:
            raise CorruptState("A benefit prompt is missing.")
