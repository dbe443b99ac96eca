"""Reading a ``spell`` move: which cards, face up or wild, in word order, and whether they spell a word.

A spell move is ``{"type": "spell", "cards": [entry, ...], "uncover": [card, ...], "double": [card, ...]}``
with one entry per letter, in word order: ``{"card": id}`` (face up; ``"wild": false`` may be written) or
``{"card": id, "wild": true, "letter": "e"}``. The cards come from the speller's hand (inked cards included)
and from the Timeless Classics in play (anyone's). ``uncover`` and ``double`` are optional: the wilds to turn
face up and the targets of the Doubles (a card twice to triple it); left out, the engine picks the outcome
with the most ¢ and prestige (:func:`benefits.default`).

:func:`read` checks everything but the dictionary and returns the word's :class:`Entry` list;
:func:`check_word` looks the word up. Every refusal is an :class:`IllegalMove` with a sentence for a player.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ... import words
from ...engine import IllegalMove
from . import cards as C
from .benefits import Earnings, Slot, default, outcomes

MAX_WORD = 40  # longer than any deck could spell: a bound for junk moves


@dataclass(frozen=True, slots=True)
class Entry:
    """One letter of a spelled word: the card, its letter, face down or not, and where it came from
    (``owner``: whose card it is; ``classic``: a Timeless Classic that was already in play)."""

    card: int
    letter: str
    wild: bool
    owner: int
    classic: bool

    def to_json(self) -> dict:
        return {"card": self.card, "letter": self.letter, "wild": self.wild, "owner": self.owner}


def read(state: dict, seat: int, move: dict) -> list[Entry]:
    """The entries of spell ``move`` by ``seat``, or IllegalMove saying what is wrong with them."""
    raw = move.get("cards")
    if not isinstance(raw, list) or not all(isinstance(e, dict) for e in raw):
        raise IllegalMove('A spell needs "cards": a list of {"card": id} entries in word order.')
    if len(raw) < C.MIN_WORD:
        raise IllegalMove(f"A word needs at least {C.MIN_WORD} cards.")
    if len(raw) > MAX_WORD:
        raise IllegalMove("That word is longer than any word you could spell.")
    me = state["seats"][seat]
    in_play = {c: s for s, other in enumerate(state["seats"]) for c in other["classics"]}
    entries: list[Entry] = []
    seen: set[int] = set()
    for k, item in enumerate(raw, 1):
        card = item.get("card")
        if not C.is_card(card):
            raise IllegalMove(f"Letter {k} of the word names no card.")
        if card in seen:
            raise IllegalMove(f"{C.title(card)} is used twice.")
        seen.add(card)
        if card in me["hand"]:
            owner, classic = seat, False
        elif card in in_play:
            owner, classic = in_play[card], True
        else:
            raise IllegalMove(f"{C.title(card)} is not in your hand or among the Timeless Classics in play.")
        wild = item.get("wild", False)
        if not isinstance(wild, bool):
            raise IllegalMove(f'Letter {k} of the word: "wild" must be true or false.')
        printed = C.letter(card)
        given = item.get("letter", printed if not wild else None)
        if not isinstance(given, str) or len(given) != 1 or not "a" <= given.lower() <= "z":
            if wild:
                raise IllegalMove(f"The wild card at letter {k} needs a letter from A to Z.")
            raise IllegalMove(f'Letter {k} of the word: "letter" must be a letter from A to Z.')
        given = given.lower()
        if wild and card in me["inked"]:
            raise IllegalMove(f"The inked {printed.upper()} cannot be wild.")
        if wild and classic:
            raise IllegalMove(f"A Timeless Classic in play cannot be wild (the {printed.upper()}).")
        if not wild and given != printed:
            raise IllegalMove(f"{C.title(card)} is face up: its letter is {printed.upper()}.")
        entries.append(Entry(card, given, wild, owner, classic))
    for card in me["inked"]:
        if card not in seen:
            raise IllegalMove(f"The inked {C.letter(card).upper()} must be used.")
    return entries


def text(entries: list[Entry]) -> str:
    """The word the entries spell, in capitals."""
    return "".join(e.letter for e in entries).upper()


def check_word(state: dict, entries: list[Entry]) -> None:
    """IllegalMove unless the entries spell a word of the game's list."""
    name = state["options"]["dictionary"]
    word = text(entries)
    if not words.load(name).contains(word.lower()):
        raise IllegalMove(f"'{word}' is not in the {name} list.")


def slots(entries: list[Entry], seat: int) -> list[Slot]:
    """The word as :mod:`benefits` reads it: only the speller's own cards give benefits."""
    return [Slot(e.card, e.wild, e.owner == seat) for e in entries]


def resolve(state: dict, seat: int, entries: list[Entry], move: dict) -> Earnings:
    """The outcome of the word: the one that ``move``'s ``uncover`` and ``double`` name, else the default."""
    me = state["seats"][seat]
    used = {e.card for e in entries}
    results = outcomes(
        slots(entries, seat),
        [c for c in me["classics"] if c not in used],
        sum(1 for e in entries if e.card in me["inked"]),
    )
    uncover = _card_list(move, "uncover")
    double = _card_list(move, "double")
    if uncover is None and double is None:
        return default(results)
    fitting = [
        e
        for e in results
        if (uncover is None or sorted(e.uncovered) == sorted(uncover))
        and (double is None or list(e.doubled) == sorted(double))
    ]
    if not fitting:
        raise IllegalMove(_why_not(results, uncover, double))
    return default(fitting)


def _card_list(move: dict, key: str) -> list[int] | None:
    value: Any = move.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(C.is_card(c) for c in value):
        raise IllegalMove(f'"{key}" must be a list of card ids.')
    return value


def _why_not(results: list[Earnings], uncover: list[int] | None, double: list[int] | None) -> str:
    if uncover is not None and not any(sorted(e.uncovered) == sorted(uncover) for e in results):
        options = sorted({tuple(sorted(e.uncovered)) for e in results})
        if options == [()]:
            return "No card of this word can uncover a wild."
        return "Those wilds cannot be uncovered together: each Uncover turns up one wild next to its card."
    if double is not None and not any(list(e.doubled) == sorted(double) for e in results):
        if all(not e.doubled for e in results):
            return "No card of this word can double a neighbour."
        return "Each Double must target a face-up card of yours next to it, and every Double must be used."
    return "Those Uncover and Double targets do not go together."
