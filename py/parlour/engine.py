"""The game protocol every Parlour game implements, its errors, and the registry of games.

A game is one object (a subclass of :class:`Game`) whose methods are pure functions over a state that is
plain JSON data. The page, the bots, the peers and the tests all go through the same methods:

- ``setup(players, options, seed) -> state``
- ``to_act(state) -> set of seats`` (the game waits for them) and ``may_act(state)`` (optional movers)
- ``legal_moves(state, seat) -> list of moves``
- ``apply(state, seat, move) -> (state, events)`` — never mutates its input
- ``view(state, seat) -> dict`` — what that seat may see (``None``: a spectator)
- ``outcome(state) -> None | dict``
- ``dump(state) -> str`` and ``load(text) -> state``

A whole match is described by its record ``{game, players, options, seed, moves}``; :func:`replay` turns a
record back into its state, which is how saved games resume and how peers audit a host.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import marshal
from dataclasses import dataclass
from typing import Any, ClassVar

from . import rng
from .schema import MoveSchema

#: A JSON object. A game's state, a seat's view, a move and an event are all one; the names say which a function
#: takes or gives (each game's module lists the fields of its own).
JSONObject = dict[str, Any]
State = JSONObject
View = JSONObject
Move = JSONObject
Event = JSONObject

STATE_VERSION = 1
MAX_NAME_LENGTH = 24


class IllegalMove(Exception):
    """A move the rules do not allow. The message is a sentence a player understands."""


class BadOptions(ValueError):
    """Options, players or a seed that a game cannot be set up with."""


class CorruptState(ValueError):
    """A saved state or match record that cannot be loaded."""


class UnknownGame(LookupError):
    """A game id that is not in the catalogue (or not built yet)."""


def copy_data(data: Any) -> Any:
    """A deep copy of plain data (dicts, lists, strings, numbers, booleans, None), as ``copy.deepcopy`` makes it but
    by the C marshaller: 5 to 40 times faster on the games' states, and copying the state is most of a move's cost
    (for the bots' searches too). Anything else in a state is a fault, and raises ValueError.

    >>> state = {"hands": [[1, 2], [3]], "done": False, "last": None}
    >>> twin = copy_data(state)
    >>> twin == state, twin["hands"][0] is state["hands"][0]
    (True, False)
    """
    return marshal.loads(marshal.dumps(data))


def is_seat(value: Any) -> bool:
    """Whether ``value`` may name a seat: a whole number, never true, false or 0.0 (which Python would take
    for 1 and 0).

    >>> [is_seat(v) for v in (0, 2, False, 0.0, "0")]
    [True, True, False, False, False]
    """
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Option:
    """One setting of a game, offered on its setup screen.

    >>> Option("target", "Game length", (10, 15, 20), 15).check(20)
    20
    """

    name: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    labels: tuple[str, ...] = ()
    help: str = ""

    def check(self, value: Any) -> Any:
        if value not in self.choices or type(value) is not type(self.default):
            allowed = ", ".join(map(str, self.choices))
            raise BadOptions(f"{self.label} must be one of {allowed}, not {value!r}.")
        return value

    def describe(self) -> JSONObject:
        labels = self.labels or tuple(str(c) for c in self.choices)
        return {
            "name": self.name,
            "label": self.label,
            "choices": [{"value": v, "label": lbl} for v, lbl in zip(self.choices, labels, strict=True)],
            "default": self.default,
            "help": self.help,
        }


class Game:
    """Base of every game. Subclasses declare the class attributes and implement the ``_`` hooks.

    The base class owns what every game shares: checking players and options, refusing moves out of turn
    or after the end, copying the state before a move, the public log, and (de)serialisation.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    help: ClassVar[str] = ""
    #: The guided first game (a :class:`parlour.guide.Guide`), or None.
    guide: ClassVar[Any] = None
    #: Every move type and the fields it may carry (see :mod:`parlour.schema`), checked before the rules see a move.
    move_schema: ClassVar[MoveSchema]
    #: A game played as a campaign across matches (The Crew's logbook): a module with ``read(book)``,
    #: ``summary(book)`` and ``attempt_of(book, match_id, options, outcome, practice)``; the page keeps the book.
    campaign: ClassVar[Any] = None
    #: Whether a person who is to act at the same time as bots acts while they think (everyone writes at once in
    #: Roll to the Top), rather than once they have moved (The Crew's crew votes and hands over after its bots).
    people_act_with_bots: ClassVar[bool] = False

    def __init__(self, bots: dict[str, Any] | None = None) -> None:
        #: ``{level: bot}``; each bot has ``choose(view) -> move`` and sees only that view.
        self.bots = bots or {}

    # -- setup -----------------------------------------------------------------------------------------
    def setup(self, players: list[str], options: JSONObject | None = None, seed: str | int = "") -> State:
        """A new game for ``players`` (their names, seat 0 first) with ``options`` and ``seed``."""
        names = self._check_players(players)
        chosen = self._check_options(options or {})
        if not isinstance(seed, (str, int)) or isinstance(seed, bool):
            raise BadOptions("The seed must be text or a whole number.")
        state = {
            "game": self.id,
            "version": STATE_VERSION,
            "players": names,
            "options": chosen,
            "rng": rng.new(seed),
            "log": [],
        }
        self._setup(state)
        return state

    def _check_players(self, players: Any) -> list[str]:
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise BadOptions("Players must be a list of names.")
        if not self.min_players <= len(players) <= self.max_players:
            raise BadOptions(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {len(players)}."
            )
        names = [p.strip()[:MAX_NAME_LENGTH] or f"Player {i + 1}" for i, p in enumerate(players)]
        return names

    def _check_options(self, options: Any) -> JSONObject:
        if not isinstance(options, dict):
            raise BadOptions("Options must be an object.")
        known = {o.name: o for o in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise BadOptions(f"{self.title} has no option {', '.join(map(repr, unknown))}.")
        return {name: opt.check(options.get(name, opt.default)) for name, opt in known.items()}

    # -- moves -----------------------------------------------------------------------------------------
    def apply(self, state: State, seat: int, move: Any) -> tuple[State, list[Event]]:
        """Play ``move`` for ``seat``: the new state and the public events. ``state`` is left untouched.

        Raises :class:`IllegalMove` with the reason when the rules forbid it.
        """
        if not is_seat(seat):
            raise IllegalMove("A seat is a whole number: 0 for the first player, 1 for the next, and so on.")
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove('A move must be an object with a "type".')
        problem = self.move_schema.problem(move, self.title)
        if problem:
            raise IllegalMove(problem)
        if self.outcome(state) is not None:
            raise IllegalMove("The game is over.")
        if seat not in self.to_act(state) and seat not in self.may_act(state):
            raise IllegalMove(f"It is not {self._name(state, seat)}'s turn.")
        # Logged events are never changed, so the log is shared, not deep-copied: that keeps a move's cost
        # independent of how long the game has run.
        after = copy_data({key: value for key, value in state.items() if key != "log"})
        after["log"] = list(state["log"])
        events = self._apply(after, seat, move)
        if events:
            # The table shows each player's latest move beside their name: the first event of a move says whose.
            events[0] = {**events[0], "by": seat}
        after["log"].extend(events)
        return after, events

    def check(self, state: State, seat: int, move: Any) -> str | None:
        """Why ``move`` is illegal for ``seat`` now, or ``None`` if it is legal (a dry run of :meth:`apply`)."""
        try:
            self.apply(state, seat, move)
        except IllegalMove as err:
            return str(err)
        return None

    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (``None``: a spectator), as JSON-safe data."""
        if seat is not None and not (is_seat(seat) and 0 <= seat < len(state["players"])):
            raise IllegalMove(f"There is no seat {seat!r}.")
        return {
            "game": self.id,
            "seat": seat,
            "players": list(state["players"]),
            "options": dict(state["options"]),
            "to_act": sorted(self.to_act(state)),
            "may_act": sorted(self.may_act(state)),
            "outcome": self.outcome(state),
            "log": list(state["log"]),
            **self._view(state, seat),
        }

    @staticmethod
    def _name(state: State, seat: Any) -> str:
        names: list[str] = state["players"]
        if isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return f"seat {seat!r}"

    # -- the hooks each game implements ----------------------------------------------------------------
    def _setup(self, state: State) -> None:
        raise NotImplementedError

    def to_act(self, state: State) -> set[int]:
        raise NotImplementedError

    def may_act(self, state: State) -> set[int]:
        """Seats that may also move now, though the game does not wait for them (Hardback's ink during
        another author's turn). The page drives ``to_act``; these seats get the chance if they take it."""
        return set()

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        raise NotImplementedError

    def _apply(self, state: State, seat: int, move: Move) -> list[Event]:
        """Mutate ``state`` (already a private copy) by ``move`` and return the events; raise IllegalMove."""
        raise NotImplementedError

    def _view(self, state: State, seat: int | None) -> View:
        raise NotImplementedError

    def outcome(self, state: State) -> JSONObject | None:
        raise NotImplementedError

    def _check_state(self, state: State) -> None:
        """Raise CorruptState if a loaded state is not one this game could have produced."""

    def suggest(self, state: State, seat: int) -> JSONObject:
        """What the strongest bot would do in ``seat``'s place, from that seat's view only: ``{"move", "text"}``
        (a game may add more, as the word games' best words)."""
        if not self.bots:
            raise IllegalMove(f"{self.title} has no bot to ask.")
        if seat not in self.to_act(state) and seat not in self.may_act(state):
            raise IllegalMove("A suggestion is for your own turn.")
        strongest = list(self.bots.values())[-1]
        move = strongest.choose(self.view(state, seat))
        return {"move": move, "text": self.describe_move(state, seat, move)}

    def describe_move(self, state: State, seat: int, move: Move) -> str:
        """``move`` as advice to ``seat``, an imperative sentence ("Play the blue ● 6."). A game words its own
        moves; this is the plain fallback for the rarer ones."""
        said = [str(value) for key, value in move.items() if key != "type" and not isinstance(value, (dict, list))]
        return f"Choose {move['type'].replace('_', ' ')}{': ' + ', '.join(said) if said else ''}."

    def insight(self, states: list[State], moves: list[JSONObject], seat: int) -> JSONObject:
        """What the finished match ``states`` (one before each move, and the last) can teach ``seat``, in the shapes
        of :mod:`parlour.insight`: ``{"text"?, "chart"?, "steps"?, "table"?}``."""
        return {}

    def open_hands(self, state: State) -> list[JSONObject] | None:
        """Every hand, hidden ones too, in words (``[{"name", "cards"}]``), for watching a finished match with every
        hand open; None for a game that hides no hand."""
        return None

    def face_down(self, state: State) -> list[int]:
        """The sizes of the piles nobody sees into (decks): a card leaving one shows someone something new."""
        return []

    def undoes(self, move: JSONObject) -> bool:
        """Whether ``move`` is itself an undo of its player's earlier move (Roll to the Top's undo of a number written
        this roll): taking it back would do again what it undid, so a take-back refuses it."""
        return False

    def reveals(self, before: State, seat: int, after: State, viewer: int) -> str | None:
        """Why ``seat``'s move from ``before`` to ``after`` showed ``viewer`` something that was hidden from them
        (so it cannot be taken back), or None. A game adds its own cases (a card passed to the viewer)."""
        if before["rng"] != after["rng"]:
            return "Too late: a roll or a deal came since."
        if any(now < then for then, now in zip(self.face_down(before), self.face_down(after), strict=True)):
            return "Too late: a card has been drawn since."
        # Another player's move can only be judged by what it showed: what it changed in the viewer's view.
        if seat != viewer and self.view(before, viewer) != self.view(after, viewer):
            return f"Too late: {before['players'][seat]} has moved since, and you saw it."
        return None

    def word_lists(self, options: JSONObject) -> list[str]:
        """The word lists (names in parlour.words) a game with these options needs; the page fetches them first."""
        return []

    # -- serialisation ---------------------------------------------------------------------------------
    def dump(self, state: State) -> str:
        """The state as canonical JSON text (same bytes on every runtime)."""
        return dump_json(state)

    def load(self, text: str) -> State:
        """A state from :meth:`dump`'s text; raises :class:`CorruptState` with what is wrong."""
        try:
            state = json.loads(text)
        except (TypeError, ValueError) as err:
            raise CorruptState(f"The saved game is not valid JSON ({err}).") from None
        if not isinstance(state, dict) or state.get("game") != self.id:
            raise CorruptState(f"The saved game is not a {self.title} game.")
        if state.get("version") != STATE_VERSION:
            raise CorruptState(f"The saved game has version {state.get('version')!r}; this app reads {STATE_VERSION}.")
        try:
            self._check_players(state.get("players"))
            self._check_options(state.get("options"))
            self._check_state(state)
        except (BadOptions, KeyError, TypeError, ValueError, IndexError) as err:
            raise CorruptState(f"The saved game is damaged: {err}") from None
        return state

    def state_hash(self, state: State) -> str:
        """A short fingerprint of the whole state, equal on every runtime for equal states."""
        return hashlib.sha256(self.dump(state).encode()).hexdigest()[:16]


def dump_json(data: Any) -> str:
    """Canonical JSON: sorted keys, no spaces."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


# -- the catalogue -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """A game of the home screen: what its tile says, before any of its rules are loaded."""

    id: str
    title: str
    module: str | None  # None: not built yet
    blurb: str = ""
    minutes: tuple[int, int] = (0, 0)  # how long a match typically takes
    modes: tuple[str, ...] = ()  # "solo" (alone against the game), "co-op" (the players win or lose together)


CATALOGUE = (
    Entry("odin", "Odin", "parlour.games.odin", "Shed your hand first, beating each set with a bigger one.", (10, 30)),
    Entry(
        "crew",
        "The Crew: Quest for Planet Nine",
        "parlour.games.crew",
        "Win the right tricks together, barely talking: 50 missions.",
        (5, 20),
        ("co-op",),
    ),
    Entry(
        "hardback",
        "Hardback",
        "parlour.games.hardback",
        "Spell words with letter cards, buy better ones, write the bestseller.",
        (30, 60),
        ("solo", "co-op"),
    ),
    Entry(
        "lettertycoon",
        "Letter Tycoon",
        "parlour.games.lettertycoon",
        "Spell for money, buy letter patents, collect royalties.",
        (30, 60),
    ),
    Entry(
        "rolltothetop",
        "Roll to the Top: Journeys",
        "parlour.games.rolltothetop",
        "Roll dice, write their sums, climb to the top box first.",
        (10, 20),
        ("solo",),
    ),
)

_loaded: dict[str, Game] = {}


def game(game_id: str) -> Game:
    """The rules object of a built game, imported on first use so the home screen loads no rules."""
    if game_id not in _loaded:
        entry = next((e for e in CATALOGUE if e.id == game_id), None)
        if entry is None:
            raise UnknownGame(f"There is no game {game_id!r}.")
        if entry.module is None:
            raise UnknownGame(f"{entry.title} is coming soon.")
        _loaded[game_id] = importlib.import_module(entry.module).GAME
    return _loaded[game_id]


def bots(game_id: str) -> dict[str, Any]:
    """The bot levels of a game: ``{level: bot}``, each bot with ``choose(view) -> move``."""
    return game(game_id).bots


def replay(record: JSONObject) -> State:
    """The state a match record leads to; raises CorruptState naming the first move that fails."""
    return replay_states(record)[-1]


def replay_states(record: JSONObject) -> list[State]:
    """Every state of a match record, from the setup to after its last move (what a take-back walks back over);
    raises CorruptState naming the first move that fails."""
    if not isinstance(record, dict):
        raise CorruptState("A match record must be an object.")
    if not isinstance(record.get("game"), str):
        raise CorruptState("The match record does not say which game it is.")
    for field in ("players", "seed"):
        if field not in record:
            raise CorruptState(f"The match record has no {field}.")
    try:
        rules = game(record["game"])
        state = rules.setup(record["players"], record.get("options", {}), record["seed"])
        moves = record.get("moves", [])
    except (KeyError, BadOptions, UnknownGame) as err:
        raise CorruptState(f"The match record is damaged: {err}") from None
    if not isinstance(moves, list):
        raise CorruptState("The match record's moves must be a list.")
    states = [state]
    for number, entry in enumerate(moves, 1):
        if not isinstance(entry, dict) or "move" not in entry:
            raise CorruptState(f"Move {number} of the match record is not a seat and a move.")
        if not is_seat(entry.get("seat")):
            raise CorruptState(f"Move {number} of the match record does not name its seat by a whole number.")
        try:
            seat, move = entry["seat"], entry["move"]
            state, _ = rules.apply(state, seat, move)
        except (IllegalMove, KeyError, TypeError) as err:
            raise CorruptState(f"Move {number} of the match record cannot be replayed: {err}") from None
        states.append(state)
    return states
