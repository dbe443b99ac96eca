"""Reading a play: the move's words, checked against the hand, the pool and the player's patents.

A play move is ``{"type": "play", "words": [word] or [word, word]}``, each word
``{"cards": [card ids in word order], "add_s": bool (optional), "y": ["vowel" | "consonant", ...] (optional)}``:

- a card id appearing twice is the X patent's second use of that card (twice in one word, or once in each of
  two words); ``add_s`` is the Z patent's S at the end; a second word needs the V patent;
- ``y``: one entry per Y of the word, in order (a Y card used twice has two); leave it out for the choice that
  earns most.

Everything but the dictionary is checked here (the dictionary decides in :mod:`.rules`). This is the one
place the spelling rules of a turn live; the bots build their plays to pass it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...engine import IllegalMove
from .cards import MIN_LETTERS, is_card, letter_of

Y_WORDS = {"vowel": True, "consonant": False}
MAX_WORDS = 2


@dataclass(frozen=True)
class Word:
    """One word of a play: its cards in order (a card twice for X), the Z patent's S, the declared Ys."""

    cards: tuple[str, ...]
    add_s: bool
    y: tuple[bool, ...] | None

    @property
    def text(self) -> str:
        """The word's letters, uppercase, the S of the Z patent included."""
        return "".join(letter_of(c) for c in self.cards) + ("S" if self.add_s else "")

    def to_json(self) -> dict:
        """As the move gave it (canonical form)."""
        out: dict = {"cards": list(self.cards), "add_s": self.add_s}
        if self.y is not None:
            out["y"] = ["vowel" if v else "consonant" for v in self.y]
        return out


@dataclass(frozen=True)
class Play:
    """A checked play: its words, the distinct cards it uses (first use first) and the card used twice."""

    words: tuple[Word, ...]
    used: tuple[str, ...]
    doubled: str | None

    @property
    def texts(self) -> list[str]:
        """The words' letters."""
        return [w.text for w in self.words]

    def to_json(self) -> dict:
        """The canonical move."""
        return {"type": "play", "words": [w.to_json() for w in self.words]}


def read_play(move: dict, hand: list[str], pool: list[str], patents: set[str] | frozenset[str]) -> Play:
    """The play ``move`` describes for a player holding ``hand`` with ``pool`` on the table and owning the
    patents ``patents``; raises :class:`IllegalMove` with the reason otherwise."""
    entries = move.get("words")
    if not isinstance(entries, list) or not entries:
        raise IllegalMove('Choose the cards of your word: {"words": [{"cards": [...]}]}.')
    if len(entries) > MAX_WORDS:
        raise IllegalMove("You can play at most two words (with the V patent).")
    if len(entries) == 2 and "V" not in patents:
        raise IllegalMove("Only the owner of the V patent may play two words.")
    words = tuple(_read_word(entry, k, len(entries)) for k, entry in enumerate(entries))
    mine, table = set(hand), set(pool)
    for word in words:
        for card in word.cards:
            if card not in mine and card not in table:
                raise IllegalMove(f"The {letter_of(card)} card {card} is not in your hand or the pool.")
    uses = Counter(c for w in words for c in w.cards)
    twice = [c for c, n in uses.items() if n > 1]
    if twice and "X" not in patents:
        raise IllegalMove(f"Only the owner of the X patent may use a card twice (you used {twice[0]} twice).")
    if any(uses[c] > 2 for c in twice) or len(twice) > 1:
        raise IllegalMove("The X patent lets you use one card twice, and only once a turn.")
    if sum(w.add_s for w in words) and "Z" not in patents:
        raise IllegalMove("Only the owner of the Z patent may add an S.")
    if sum(w.add_s for w in words) > 1:
        raise IllegalMove("The Z patent adds one S a turn: to one of your words.")
    for k, word in enumerate(words):
        name = _which(k, len(words))
        if len(word.text) < MIN_LETTERS:
            raise IllegalMove(f"A word needs at least {MIN_LETTERS} letters: {name}'{word.text}' has {len(word.text)}.")
        if not any(c in mine for c in word.cards):
            raise IllegalMove(f"Each word must use at least one card from your hand: {name}'{word.text}' does not.")
        inside = Counter(word.cards)
        if any(n > 1 for n in inside.values()) and len(inside) < 3:
            raise IllegalMove(f"A word that uses a card twice needs at least 3 different cards: {name}'{word.text}'.")
        if word.y is not None and len(word.y) != word.text.count("Y"):
            raise IllegalMove(f"Say vowel or consonant once for each Y of {name}'{word.text}'.")
    used = tuple(dict.fromkeys(c for w in words for c in w.cards))
    return Play(words, used, twice[0] if twice else None)


def _which(k: int, count: int) -> str:
    return "" if count == 1 else ("the first word " if k == 0 else "the second word ")


def _read_word(entry: Any, k: int, count: int) -> Word:
    name = _which(k, count) or "the word "
    if not isinstance(entry, dict):
        raise IllegalMove(f'Give {name}as {{"cards": [card ids]}}.')
    cards = entry.get("cards")
    if not isinstance(cards, list) or not cards:
        raise IllegalMove(f"Choose the cards of {name.strip()}, in order.")
    for card in cards:
        if not is_card(card):
            raise IllegalMove(f"{card!r} is not a Letter Tycoon card (cards are named like 'E7').")
    add_s = entry.get("add_s", False)
    if not isinstance(add_s, bool):
        raise IllegalMove('"add_s" must be true or false.')
    y = entry.get("y")
    if y is not None:
        if not isinstance(y, list) or not all(isinstance(v, str) and v in Y_WORDS for v in y):
            raise IllegalMove('Declare each Y as "vowel" or "consonant".')
        y = tuple(Y_WORDS[v] for v in y)
    return Word(tuple(cards), add_s, y)
