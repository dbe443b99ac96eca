"""The shape of every move a game accepts: its types, the fields each type may carry and what each field holds.

A game declares its moves as data (``Game.move_schema``); :meth:`Game.apply` checks a move against it before the
rules see it, so a move with a field the rules never read, a number where a card belongs, NaN, a huge number or
true-for-1 is refused with a sentence and never reaches a saved record. Whether a field must be there, and what
its value means (a card in your hand, a free box), stays the rules' question: they answer it in the game's words.

>>> odin = MoveSchema({"play": Fields({"cards": ListOf(Text(8), most=9)}), "pass": Fields()})
>>> odin.problem({"type": "play", "cards": ["blue-5"]}, "Odin") is None
True
>>> odin.problem({"type": "pass", "why": "no luck"}, "Odin")
'The "pass" move holds only its "type": "why" is not part of it.'
>>> odin.problem({"type": "play", "cards": ["blue-5", 5]}, "Odin")
'Item 2 of "cards" must be text of at most 8 characters.'
>>> odin.problem({"type": "fly"}, "Odin")
"There is no move 'fly' in Odin: play or pass."
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

#: Longer names of unknown fields or move types are cut short in messages: a message must stay a sentence.
_SHOWN = 24

Path = tuple[str | int, ...]


class Kind(Protocol):
    """What one field holds."""

    @property
    def words(self) -> str:
        """The kind in words, after "must be"."""

    def problem(self, value: Any, path: Path) -> str | None:
        """Why ``value`` (found at ``path``) is not of this kind, as a sentence, or None."""


@dataclass(frozen=True)
class Whole:
    """A whole number from ``low`` to ``high``: never true, false, 1.0 or NaN."""

    low: int
    high: int

    @property
    def words(self) -> str:
        return f"a whole number from {self.low} to {self.high}"

    def problem(self, value: Any, path: Path) -> str | None:
        if isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high:
            return None
        return _must(path, self.words)


@dataclass(frozen=True)
class Text:
    """Text of at most ``longest`` characters."""

    longest: int

    @property
    def words(self) -> str:
        return "one character" if self.longest == 1 else f"text of at most {self.longest} characters"

    def problem(self, value: Any, path: Path) -> str | None:
        return None if isinstance(value, str) and len(value) <= self.longest else _must(path, self.words)


@dataclass(frozen=True)
class Flag:
    """True or false."""

    words = "true or false"

    def problem(self, value: Any, path: Path) -> str | None:
        return None if isinstance(value, bool) else _must(path, self.words)


@dataclass(frozen=True)
class ListOf:
    """A list of at most ``most`` items, each of kind ``item``."""

    item: Kind
    most: int

    @property
    def words(self) -> str:
        return f"a list of at most {self.most} items, each {self.item.words}"

    def problem(self, value: Any, path: Path) -> str | None:
        if not isinstance(value, list) or len(value) > self.most:
            return _must(path, self.words)
        return next(filter(None, (self.item.problem(v, (*path, i)) for i, v in enumerate(value))), None)


class Fields:
    """An object that may hold these fields (each with its kind) and no other."""

    def __init__(self, fields: Mapping[str, Kind] | None = None) -> None:
        self.fields: Mapping[str, Kind] = fields or {}

    @property
    def words(self) -> str:
        return f"an object that may hold {listed([_quoted(name) for name in self.fields], 'and')}"

    def problem(self, value: Any, path: Path) -> str | None:
        if not isinstance(value, dict):
            return _must(path, self.words)
        return self.content_problem(value, path, _capital(_where(path)), [_quoted(name) for name in self.fields])

    def content_problem(self, value: dict[str, Any], path: Path, named: str, holds: list[str]) -> str | None:
        """Why the fields of ``value`` are not these, or None; ``named`` and ``holds`` say in words what ``value``
        is and what it may hold."""
        unknown = next((name for name in value if name not in self.fields), None)
        if unknown is not None:
            return f"{named} holds only {listed(holds, 'and')}: {_quoted(unknown)} is not part of it."
        # A missing field is left to the rules, which say what the move lacks in the game's words.
        found = (kind.problem(value[name], (*path, name)) for name, kind in self.fields.items() if name in value)
        return next(filter(None, found), None)


class MoveSchema:
    """Every move type of a game, each with the fields it may carry besides its ``"type"``."""

    def __init__(self, moves: Mapping[str, Fields]) -> None:
        self.moves = moves

    def problem(self, move: dict[str, Any], title: str) -> str | None:
        """Why ``move`` (an object whose ``"type"`` is text) is not a move of the game ``title``, or None."""
        kind = move["type"]
        fields = self.moves.get(kind)
        if fields is None:
            return f"There is no move {_shown(kind)!r} in {title}: {listed(list(self.moves), 'or')}."
        rest = {name: value for name, value in move.items() if name != "type"}
        holds = ['its "type"', *(_quoted(name) for name in fields.fields)]
        return fields.content_problem(rest, (), f'The "{kind}" move', holds)


def _shown(name: Any) -> str:
    text = name if isinstance(name, str) else repr(name)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def _quoted(name: Any) -> str:
    return f'"{_shown(name)}"'


def listed(items: list[str], last: str) -> str:
    """Items in words, the last joined by ``last``.

    >>> listed(["A", "N", "T"], "and"), listed(["C"], "or")
    ('A, N and T', 'C')
    """
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def _where(path: Path) -> str:
    """Where a value sits in a move, in words: ``("words", 0, "add_s")`` is '"add_s" in item 1 of "words"'."""
    text = ""
    for step in path:
        if isinstance(step, int):
            text = f"item {step + 1} of {text}"
        else:
            text = f"{_quoted(step)} in {text}" if text else _quoted(step)
    return text


def _must(path: Path, words: str) -> str:
    return f"{_capital(_where(path))} must be {words}."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
