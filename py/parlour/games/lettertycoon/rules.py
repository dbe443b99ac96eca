"""Letter Tycoon (Brad Brooks, Breaking Games, 2015): spell words from a hand of 7 and a pool of 3 to earn
money and stock, buy letter patents, and earn royalties when others play your letters. 2–5 players.

Rules as in the team's sheet (shared/rules/letter-tycoon.md), with Board Game Arena's choices where it marks
a rule as BGA-only or UNVERIFIED (all listed in :mod:`.help`).

The state is plain JSON::

    deck, discard  card ids (the deck is drawn from its end); hands: per seat; pool: 3 card ids (slots)
    patents        {letter: owner seat or None}; money, stock: per seat
    start          the first player (the round's end is the seat before them); current: the seat whose turn it is
    phase          "play", "challenge", "patent", "discard", "penalty" or "over"
    final_round    None, or the seat whose patents reached the goal (the round is then played to its end)
    turn_number    1, 2, ...; turn: what happened this turn (see :func:`new_turn`)

The moves (:meth:`LetterTycoon.legal_moves` lists every one but the plays, which are checked by :mod:`.plays`)::

    {"type": "play", "words": [{"cards": [ids], "add_s": bool, "y": [...]}, ...]}   "play": one word, two with V
    {"type": "pass"}                               "play": no word this turn (then the discard)
    {"type": "replace", "card": id}                "play", the Q patent's owner, before any word: hand or pool card
    {"type": "challenge"}, {"type": "accept"}      "challenge" (players' variant): each other seat answers
    {"type": "patent", "letter": "E"}, {"type": "skip_patent"}                        "patent"
    {"type": "discard", "cards": [ids]}            "discard": any number ([] keeps the hand); "penalty": exactly one
"""

from __future__ import annotations

import copy
from typing import Any

from ... import rng, words
from ...engine import Game, IllegalMove, Option
from ...schema import Fields, Flag, ListOf, MoveSchema, Text
from . import views
from .cards import DECK, GOAL, HAND_SIZE, LETTERS, PATENT_COST, POOL_SIZE, UNLIMITED, letter_of, sort_key
from .help import GUIDE, HELP
from .plays import MAX_WORDS, Y_WORDS, Play, read_play
from .scoring import earnings, royalties

DICTIONARY = Option(
    "dictionary",
    "Dictionary",
    ("american", "british", "common"),
    "american",
    labels=tuple(words.LISTS[n] for n in ("american", "british", "common")),
    help="The word list that decides which words are allowed.",
)
CHALLENGES = Option(
    "challenges",
    "Challenges",
    ("automatic", "players"),
    "automatic",
    labels=("Automatic: the dictionary checks every word", "Players challenge (for people at one table)"),
    help="Automatic: a word not in the list comes back and you may retry. Players: the others may challenge.",
)
RETRIES = Option(
    "retries",
    "Retries",
    (0, 1, 2, 3, 4, 5, UNLIMITED),
    3,
    labels=("No retry", "1 retry", "2 retries", "3 retries", "4 retries", "5 retries", "Unlimited"),
    help="Automatic challenges: how many more tries after a word the dictionary refuses.",
)
PHASES = ("play", "challenge", "patent", "discard", "penalty", "over")
CARD = Text(max(map(len, DECK)))
#: A word holds every card of the hand and the pool, one of them twice with the X patent.
WORD_CARDS = HAND_SIZE + POOL_SIZE + 1
WORD = Fields(
    {
        "cards": ListOf(CARD, WORD_CARDS),
        "add_s": Flag(),
        "y": ListOf(Text(max(map(len, Y_WORDS))), WORD_CARDS),
    }
)
MOVES = MoveSchema(
    {
        "play": Fields({"words": ListOf(WORD, MAX_WORDS)}),
        "pass": Fields(),
        "replace": Fields({"card": CARD}),
        "challenge": Fields(),
        "accept": Fields(),
        "patent": Fields({"letter": Text(1)}),
        "skip_patent": Fields(),
        "discard": Fields({"cards": ListOf(CARD, HAND_SIZE)}),
    }
)


def new_turn(state: dict) -> dict:
    """What a turn remembers: the Q patent used, refused words (``failures``, and the last ``rejected`` one,
    seen only by the player), the play (``status`` "challenge" while the others may challenge it, "scored"
    after), the others' answers to a challenge, and the patent bought."""
    return {
        "replaced": False,
        "failures": 0,
        "rejected": None,
        "play": None,
        "responses": None,
        "bought": None,
    }


def list_name(name: str) -> str:
    """The short name of a word list for messages, e.g. "American large"."""
    return words.LISTS[name].split(" (")[0]


class LetterTycoon(Game):
    """The rules of Letter Tycoon."""

    id = "lettertycoon"
    title = "Letter Tycoon"
    min_players = 2
    max_players = 5
    options = (DICTIONARY, CHALLENGES, RETRIES)
    help = HELP
    guide = GUIDE
    move_schema = MOVES

    def word_lists(self, options: dict) -> list[str]:
        return [options.get("dictionary", DICTIONARY.default)]

    def dictionary(self, state: dict) -> words.WordList:
        """The game's word list (loaded on first use)."""
        return words.load(state["options"]["dictionary"])

    # -- setup -----------------------------------------------------------------------------------------
    def _setup(self, state: dict) -> None:
        count = len(state["players"])
        deck = list(DECK)
        rng.shuffle(state["rng"], deck)
        state["hands"] = [sorted((deck.pop() for _ in range(HAND_SIZE)), key=sort_key) for _ in range(count)]
        state["pool"] = [deck.pop() for _ in range(POOL_SIZE)]
        state["deck"] = deck
        state["discard"] = []
        state["patents"] = {letter: None for letter in LETTERS}
        state["money"] = [0] * count
        state["stock"] = [0] * count
        # The cut for the letter nearest Z is a uniformly random first player.
        state["start"] = state["current"] = rng.below(state["rng"], count)
        state["phase"] = "play"
        state["final_round"] = None
        state["turn_number"] = 1
        state["turn"] = new_turn(state)
        name = state["players"][state["start"]]
        state["log"].append({"type": "turn", "seat": state["start"], "text": f"{name} starts."})

    # -- whose turn, what is legal ---------------------------------------------------------------------
    def to_act(self, state: dict) -> set[int]:
        phase = state["phase"]
        if phase == "over":
            return set()
        if phase == "challenge":
            return {s for s, r in enumerate(state["turn"]["responses"]) if r is None}
        return {state["current"]}

    def legal_moves(self, state: dict, seat: int) -> list[dict]:
        """Every legal move but word plays, which are too many to list: in the "play" phase any play that
        :mod:`.plays` accepts is legal (the dictionary decides its fate), see ``view["actions"]``."""
        if seat not in self.to_act(state):
            return []
        phase, hand = state["phase"], state["hands"][seat]
        if phase == "challenge":
            return [{"type": "challenge"}, {"type": "accept"}]
        if phase == "patent":
            return [*({"type": "patent", "letter": c} for c in self.buyable(state)), {"type": "skip_patent"}]
        if phase == "penalty":
            return [{"type": "discard", "cards": [c]} for c in hand]
        if phase == "discard":
            subsets: list[list[str]] = [[]]
            for card in hand:
                subsets += [[*s, card] for s in subsets]
            return [{"type": "discard", "cards": s} for s in sorted(subsets, key=lambda s: (len(s), s))]
        moves: list[dict] = [{"type": "pass"}]
        if self.can_replace(state, seat):
            moves += [{"type": "replace", "card": c} for c in [*hand, *state["pool"]]]
        return moves

    def owned(self, state: dict, seat: int) -> set[str]:
        """The letters whose patents ``seat`` owns."""
        return {letter for letter, owner in state["patents"].items() if owner == seat}

    def can_replace(self, state: dict, seat: int) -> bool:
        """Whether ``seat`` may use the Q patent now: its owner, at the start of its turn, once."""
        turn = state["turn"]
        return (
            state["phase"] == "play"
            and seat == state["current"]
            and state["patents"]["Q"] == seat
            and not turn["replaced"]
            and not turn["failures"]
        )

    def buyable(self, state: dict) -> list[str]:
        """The patents the current player may buy now: unowned, of a letter on a card of the scored play,
        affordable, none bought yet this turn."""
        turn, seat = state["turn"], state["current"]
        if state["phase"] != "patent" or turn["bought"] or not turn["play"]:
            return []
        letters = sorted({letter_of(c) for c in turn["play"]["used"]})
        money = state["money"][seat]
        return [c for c in letters if state["patents"][c] is None and PATENT_COST[c] <= money]

    # -- moves -----------------------------------------------------------------------------------------
    def _apply(self, state: dict, seat: int, move: dict) -> list[dict]:
        kind = move["type"]
        handler = {
            "play": self._play,
            "pass": self._pass,
            "replace": self._replace,
            "challenge": self._respond,
            "accept": self._respond,
            "patent": self._patent,
            "skip_patent": self._skip_patent,
            "discard": self._discard,
        }[kind]  # MOVES let no other type through
        return handler(state, seat, move)

    def _need_phase(self, state: dict, *phases: str) -> None:
        phase = state["phase"]
        if phase in phases:
            return
        doing = {
            "play": "play a word or pass",
            "challenge": "wait: the word on the table may be challenged",
            "patent": "buy a patent or nothing",
            "discard": "discard any cards you do not want (or none)",
            "penalty": "discard one card as the penalty",
        }[phase]
        raise IllegalMove(f"Not now: it is time to {doing}.")

    def read(self, state: dict, seat: int, move: dict) -> Play:
        """The play ``move`` describes for ``seat`` now (everything but the dictionary checked)."""
        return read_play(move, state["hands"][seat], state["pool"], self.owned(state, seat))

    def read_new(self, state: dict, seat: int, move: dict) -> Play:
        """:meth:`read`, refusing the word(s) the list has just refused: sent again (a second press of Play), they
        would only cost another retry."""
        play = self.read(state, seat, move)
        refused = {w.upper() for w in (state["turn"]["rejected"] or {"words": []})["words"]}
        again = [w.upper() for w in play.texts if w.upper() in refused]
        if again:
            said = f"{' and '.join(again)} {'was' if len(again) == 1 else 'were'} just refused"
            raise IllegalMove(f"{said}: it would cost another retry.")
        return play

    def _play(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "play")
        play = self.read_new(state, seat, move)
        name = state["players"][seat]
        if state["options"]["challenges"] == "players":
            turn = state["turn"]
            turn["play"] = self._play_record(state, seat, play, "challenge")
            turn["responses"] = [None if s != seat else "player" for s in range(len(state["players"]))]
            state["phase"] = "challenge"
            shown = " and ".join(play.texts)
            text = f"{name} plays {shown}; the others may challenge."
            return [{"type": "word_played", "seat": seat, "play": copy.deepcopy(turn["play"]), "text": text}]
        unknown = [w for w in play.texts if w.lower() not in self.dictionary(state)]
        if unknown:
            return self._reject(state, seat, unknown)
        return self._score(state, seat, play)

    def _play_record(self, state: dict, seat: int, play: Play, status: str) -> dict:
        earned = earnings(play.texts, self.owned(state, seat), [w.y for w in play.words])
        count = len(state["players"])
        return {
            "status": status,
            "move": play.to_json(),
            "words": [{**w.to_json(), **e.to_json()} for w, e in zip(play.words, earned, strict=True)],
            "used": list(play.used),
            "doubled": play.doubled,
            "money": sum(e.money for e in earned),
            "stock": sum(e.stock for e in earned),
            "royalties": royalties(play.used, seat, state["patents"], count),
        }

    def _reject(self, state: dict, seat: int, unknown: list[str]) -> list[dict]:
        """A word the dictionary refuses (automatic challenges): retry, or take the cards back and pay."""
        turn, name = state["turn"], state["players"][seat]
        retries = state["options"]["retries"]
        turn["failures"] += 1
        shown = " and ".join(f"'{w}'" for w in unknown)
        where = f"{'is' if len(unknown) == 1 else 'are'} not in the {list_name(state['options']['dictionary'])} list"
        said = "a word that is" if len(unknown) == 1 else "words that are"
        public = f"{name} tries {said} not in the list"
        if retries == UNLIMITED:
            mine, public = f"{shown} {where}: try again.", public + "."
        elif turn["failures"] <= retries:
            left = retries + 1 - turn["failures"]
            tail = f"{left} {'retry' if left == 1 else 'retries'} left"
            mine, public = f"{shown} {where} — {tail}.", f"{public} ({tail})."
        else:
            state["phase"] = "penalty"
            mine = f"{shown} {where} — no retries left: take your cards back and discard one card."
            public = f"{public}, with no retries left: {name} loses the turn and discards a card."
        turn["rejected"] = {"words": unknown, "text": mine}
        return [{"type": "rejected", "seat": seat, "failures": turn["failures"], "text": public}]

    def _respond(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "challenge")
        turn, name = state["turn"], state["players"][seat]
        kind = move["type"]
        turn["responses"][seat] = kind
        said = "challenges the word" if kind == "challenge" else "accepts the word"
        events = [{"type": kind, "seat": seat, "text": f"{name} {said}."}]
        count = len(state["players"])
        # The first challenger after the player in turn order is the one that counts: wait for the seats before.
        for step in range(1, count):
            other = (state["current"] + step) % count
            answer = turn["responses"][other]
            if answer is None:
                return events
            if answer == "challenge":
                return events + self._challenged(state, other)
        turn["responses"] = [r or "accept" for r in turn["responses"]]
        return events + self._score(state, state["current"], self._pending(state))

    def _pending(self, state: dict) -> Play:
        return self.read(state, state["current"], state["turn"]["play"]["move"])

    def _challenged(self, state: dict, challenger: int) -> list[dict]:
        turn, seat = state["turn"], state["current"]
        turn["responses"] = [r or "accept" for r in turn["responses"]]
        play = self._pending(state)
        names = state["players"]
        label = list_name(state["options"]["dictionary"])
        unknown = [w for w in play.texts if w.lower() not in self.dictionary(state)]
        if unknown:
            shown = " and ".join(f"'{w}'" for w in unknown)
            state["phase"] = "penalty"
            turn["play"]["status"] = "refused"
            text = (
                f"{names[challenger]} is right: {shown} {'is' if len(unknown) == 1 else 'are'} not in the {label} "
                f"list. {names[seat]} takes the cards back and discards a card."
            )
            return [{"type": "challenge_won", "seat": challenger, "player": seat, "words": unknown, "text": text}]
        if state["money"][challenger] > 0:
            state["money"][challenger] -= 1
            paid = f"{names[challenger]} pays {names[seat]} $1"
        else:
            paid = f"{names[challenger]} has no money, so {names[seat]} takes $1 from the bank"
        state["money"][seat] += 1
        shown = " and ".join(play.texts)
        text = f"{names[challenger]} is wrong: {shown} {'is' if len(play.texts) == 1 else 'are'} in the list; {paid}."
        events = [{"type": "challenge_lost", "seat": challenger, "player": seat, "text": text}]
        return events + self._score(state, seat, play)

    def _score(self, state: dict, seat: int, play: Play) -> list[dict]:
        """The play stands: money and stock, royalties, then the patent phase (or the rest of the turn)."""
        record = state["turn"]["play"] = self._play_record(state, seat, play, "scored")
        names = state["players"]
        state["money"][seat] += record["money"]
        state["stock"][seat] += record["stock"]
        shown = " and ".join(w["word"] for w in record["words"])
        stock = f" and {record['stock']} stock" if record["stock"] else ""
        text = f"{names[seat]} plays {shown} for ${record['money']}{stock}."
        events = [{"type": "word", "seat": seat, "play": copy.deepcopy(record), "text": text}]  # logs never change
        for owner, amount in enumerate(record["royalties"]):
            if amount:
                state["money"][owner] += amount
                text = f"{names[owner]} earns ${amount} in royalties."
                events.append({"type": "royalty", "seat": owner, "amount": amount, "text": text})
        state["phase"] = "patent"
        if self.buyable(state):
            return events
        return events + self._after_play(state, seat)

    def _patent(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "patent")
        letter = move.get("letter")
        if not isinstance(letter, str) or len(letter) != 1 or letter.upper() not in LETTERS:
            raise IllegalMove('Name the patent by its letter, like {"type": "patent", "letter": "E"}.')
        letter = letter.upper()
        owner = state["patents"][letter]
        used = {letter_of(c) for c in state["turn"]["play"]["used"]}
        if owner is not None:
            raise IllegalMove(f"The {letter} patent belongs to {state['players'][owner]}.")
        if letter not in used:
            raise IllegalMove(f"You can only buy the patent of a letter on a card of your word; {letter} is not.")
        cost, money = PATENT_COST[letter], state["money"][seat]
        if cost > money:
            raise IllegalMove(f"The {letter} patent costs ${cost}; you have ${money}.")
        state["money"][seat] -= cost
        state["patents"][letter] = seat
        state["turn"]["bought"] = letter
        name = state["players"][seat]
        events = [
            {
                "type": "patent",
                "seat": seat,
                "letter": letter,
                "cost": cost,
                "text": f"{name} buys the {letter} patent for ${cost}.",
            }
        ]
        goal, least = GOAL[len(state["players"])]
        value, count = views.patent_value(state, seat), len(self.owned(state, seat))
        if state["final_round"] is None and value >= goal and count >= least:
            state["final_round"] = seat
            text = f"{name}'s patents are worth ${value}: this is the last round."
            events.append({"type": "final_round", "seat": seat, "value": value, "text": text})
        return events + self._after_play(state, seat)

    def _skip_patent(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "patent")
        return self._after_play(state, seat)

    def _after_play(self, state: dict, seat: int) -> list[dict]:
        """The used cards go to the discard pile and the pool is refilled; then the optional discard."""
        used = state["turn"]["play"]["used"]
        hand, pool = state["hands"][seat], state["pool"]
        for card in used:
            if card in hand:
                hand.remove(card)
            else:
                pool[pool.index(card)] = None
        state["discard"].extend(used)
        events = []
        for slot, card in enumerate(pool):
            if card is None:
                pool[slot], more = self._draw(state)
                events += more
        shown = ", ".join(letter_of(c) for c in pool if c is not None)
        events.append({"type": "pool", "pool": list(pool), "text": f"The pool is refilled: {shown}."})
        return events + self._to_discard(state, seat)

    def _to_discard(self, state: dict, seat: int) -> list[dict]:
        if state["hands"][seat] and not self.last_turn(state):
            state["phase"] = "discard"
            return []
        return self._end_turn(state, seat)

    def last_turn(self, state: dict) -> bool:
        """Whether this turn ends the game: the last round is on and the next seat is the first player."""
        return state["final_round"] is not None and self._next(state, state["current"]) == state["start"]

    def _pass(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "play")
        events = [{"type": "pass", "seat": seat, "text": f"{state['players'][seat]} plays no word."}]
        return events + self._to_discard(state, seat)

    def _replace(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "play")
        if state["patents"]["Q"] != seat:
            raise IllegalMove("Only the owner of the Q patent may replace a card.")
        if state["turn"]["replaced"]:
            raise IllegalMove("You have already used the Q patent this turn.")
        if state["turn"]["failures"]:
            raise IllegalMove("The Q patent replaces a card at the start of your turn, before you play a word.")
        card, hand, pool = move.get("card"), state["hands"][seat], state["pool"]
        if not isinstance(card, str) or (card not in hand and card not in pool):
            raise IllegalMove("Choose a card of your hand or of the pool to replace.")
        state["turn"]["replaced"] = True
        new, events = self._draw(state)  # before the card is discarded: never draw it straight back
        state["discard"].append(card)
        name = state["players"][seat]
        if card in hand:
            hand.remove(card)
            if new is not None:
                hand.append(new)
                hand.sort(key=sort_key)
            text = f"{name} uses the Q patent to replace a card of their hand."
            return [*events, {"type": "replace", "seat": seat, "where": "hand", "text": text}]
        slot = pool.index(card)
        pool[slot] = new
        got = "nothing" if new is None else f"a new {letter_of(new)}"
        text = f"{name} uses the Q patent to replace the pool's {letter_of(card)} with {got}."
        event = {"type": "replace", "seat": seat, "where": "pool", "card": card, "new": new, "text": text}
        return [*events, event]

    def _discard(self, state: dict, seat: int, move: dict) -> list[dict]:
        self._need_phase(state, "discard", "penalty")
        cards, hand = move.get("cards"), state["hands"][seat]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise IllegalMove('List the cards to discard: {"type": "discard", "cards": [...]} (empty for none).')
        if len(set(cards)) != len(cards):
            raise IllegalMove("You listed the same card twice.")
        if any(c not in hand for c in cards):
            raise IllegalMove("You can only discard cards from your hand.")
        name = state["players"][seat]
        if state["phase"] == "penalty":
            if len(cards) != 1:
                raise IllegalMove("Discard exactly one card of your hand as the penalty.")
            text = f"{name} discards a card as the penalty."
        else:
            count = len(cards)
            text = f"{name} keeps their hand." if not count else f"{name} discards {count} card{'s' * (count > 1)}."
        for card in cards:
            hand.remove(card)
        state["discard"].extend(cards)
        events = [{"type": "discard", "seat": seat, "count": len(cards), "text": text}]
        return events + self._end_turn(state, seat)

    # -- drawing, turns and the end ----------------------------------------------------------------------
    def _draw(self, state: dict) -> tuple[str | None, list[dict]]:
        """The top card of the deck (the discard pile is shuffled in when the deck is empty)."""
        events = []
        if not state["deck"] and state["discard"]:
            state["deck"], state["discard"] = state["discard"], []
            rng.shuffle(state["rng"], state["deck"])
            events.append({"type": "reshuffle", "text": "The discard pile is shuffled into a new deck."})
        return (state["deck"].pop() if state["deck"] else None), events

    def _end_turn(self, state: dict, seat: int) -> list[dict]:
        hand = state["hands"][seat]
        events: list[dict] = []
        drawn = 0
        while len(hand) < HAND_SIZE:
            card, more = self._draw(state)
            events += more
            if card is None:
                break
            hand.append(card)
            drawn += 1
        hand.sort(key=sort_key)
        names = state["players"]
        if drawn:
            events.append({"type": "draw", "seat": seat, "count": drawn, "text": f"{names[seat]} draws {drawn}."})
        if self.last_turn(state):
            state["phase"] = "over"
            state["current"] = None
            result = self.outcome(state)
            end = {"type": "game_end", "scores": result["scores"], "winners": result["winners"]}
            return [*events, {**end, "text": result["summary"]}]
        state["current"] = following = self._next(state, seat)
        state["turn_number"] += 1
        state["turn"] = new_turn(state)
        state["phase"] = "play"
        return [*events, {"type": "turn", "seat": following, "text": f"{names[following]}'s turn."}]

    @staticmethod
    def _next(state: dict, seat: int) -> int:
        return (seat + 1) % len(state["players"])

    def outcome(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        return views.outcome(state)

    # -- views, previews and loading -----------------------------------------------------------------------
    def _view(self, state: dict, seat: int | None) -> dict:
        return views.view(self, state, seat)

    def preview(self, state: dict, seat: int, move: Any) -> dict:
        """What a play would earn, before it is played (the dictionary is not consulted): the page's preview.

        ``{"legal": False, "reason": ...}`` when the play breaks a rule; otherwise ``{"legal": True,
        "words": [{"word", "money", "stock", "doublers", ...}], "money", "stock", "royalties": [per seat],
        "patents": [letters it would let ``seat`` buy]}``.
        """
        try:
            if not isinstance(move, dict) or move.get("type") != "play":
                raise IllegalMove("Only a play can be previewed.")
            if seat != state["current"] or state["phase"] != "play":
                raise IllegalMove("You can preview a word only when it is your turn to play one.")
            play = self.read_new(state, seat, move)
        except IllegalMove as err:
            return {"legal": False, "reason": str(err)}
        record = self._play_record(state, seat, play, "preview")
        money = state["money"][seat] + record["money"]
        letters = sorted({letter_of(c) for c in play.used})
        patents = [c for c in letters if state["patents"][c] is None and PATENT_COST[c] <= money]
        keep = ("words", "money", "stock", "royalties")
        return {"legal": True, "reason": None, **{k: record[k] for k in keep}, "patents": patents}

    def insight(self, states: list[dict], moves: list[dict], seat: int) -> dict:
        from . import insight  # only a finished match asks

        return insight.of(self, states, moves, seat)

    def suggest(self, state: dict, seat: int) -> dict:
        """The strongest bot's move and, when a word is to be played, the plays that earn the most."""
        from . import advice  # the bots' word search loads only when someone asks

        found = super().suggest(state, seat)
        if state["phase"] == "play" and seat == state["current"]:
            found["words"] = advice.best_words(self.view(state, seat))
        return found

    def describe_move(self, state: dict, seat: int, move: dict) -> str:
        from . import advice

        return advice.describe(move) or super().describe_move(state, seat, move)

    def open_hands(self, state: dict) -> list[dict]:
        return [
            {"name": name, "cards": [letter_of(c) for c in hand]}
            for name, hand in zip(state["players"], state["hands"], strict=True)
        ]

    def face_down(self, state: dict) -> list[int]:
        return [len(state["deck"])]

    def _check_state(self, state: dict) -> None:
        views.check_state(state)
