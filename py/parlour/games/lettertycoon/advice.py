"""Advice for a Letter Tycoon player: the strongest bot's move in words, and the plays the hand and the pool
can make now that earn the most (what the page's Suggest shows, from the player's own view)."""

from __future__ import annotations

from .bots import wordlist
from .cards import letter_of
from .tactics import Rack, best_plays

BEST_PLAYS = 5


def best_words(view: dict) -> list[dict]:
    """The plays that earn the most: ``[{"word", "earns", "move"}]`` (a V patent's two words joined by "+")."""
    found: list[dict] = []
    for option in best_plays(wordlist(view), Rack.from_view(view), limit=3 * BEST_PLAYS):
        word = " + ".join(option.texts)
        if any(f["word"] == word for f in found):  # the same word from other copies of its letters
            continue
        if len(found) == BEST_PLAYS:
            break
        stock = option.earned - option.money
        earns = f"${option.money}" + (f" and {stock} stock" if stock else "")
        if option.royalties:
            earns += f"; {option.royalties} royalt{'y' if option.royalties == 1 else 'ies'} to pay"
        found.append({"word": word, "earns": earns, "move": option.move})
    return found


def describe(move: dict) -> str | None:
    """``move`` as advice, or None for the plain fallback."""
    kind = move["type"]
    if kind == "play":
        spelled = ["".join(letter_of(c) for c in w["cards"]) + ("S" if w.get("add_s") else "") for w in move["words"]]
        return f"Play {' and '.join(spelled)}."
    if kind == "patent":
        return f"Buy the {move['letter']} patent."
    if kind == "skip_patent":
        return "Buy no patent this turn."
    if kind == "discard":
        cards = move.get("cards") or []
        return f"Discard {', '.join(letter_of(c) for c in cards)}." if cards else "Keep your hand."
    if kind == "pass":
        return "Pass: discard and draw instead of playing."
    if kind == "challenge":
        return "Challenge the word: it is not in the list."
    if kind == "accept":
        return "Accept the word."
    return None
