"""Advice for a Hardback author: the strongest bot's move in words, and the words the hand can spell now that
earn the most (what the page's Suggest shows, from the author's own view)."""

from __future__ import annotations

from . import cards as C
from .benefits import Earnings
from .bots import Valuation
from .finder import Finder

BEST_WORDS = 5


def earns(e: Earnings) -> str:
    """What a word earns, as the preview says it: ``"3¢ and 2 prestige"``, with any ¢-or-prestige choices."""
    text = f"{e.coins}¢ and {e.prestige} prestige"
    return f"{text}, and {e.flexible} as ¢ or prestige" if e.flexible else text


def best_words(view: dict) -> list[dict]:
    """The spells worth the most to the strongest bot, each a different word: ``[{"word", "earns", "move"}]``."""
    value = Valuation(view)
    choices = Finder(view, value.worth, value.potential).top(BEST_WORDS)
    return [{"word": c.word, "earns": earns(c.earnings), "move": c.move} for c in choices]


def describe(move: dict) -> str | None:
    """``move`` as advice, or None for the plain fallback."""
    kind = move["type"]
    if kind == "spell":
        word = "".join(e["letter"] if e.get("wild") else C.letter(e["card"]) for e in move["cards"]).upper()
        return f"Spell {word}."
    if kind == "buy":
        return f"Buy {C.name(move['card'])}."
    if kind == "end_turn":
        return "End your turn."
    if kind == "ink":
        return "Use an ink: draw a card that must be part of your word."
    if kind == "skip":
        return "Skip spelling this turn."
    if kind == "remover":
        return f"Use a remover on {C.name(move['card'])}."
    if kind == "choose":
        return _answer(move)
    return {
        "advert": "Buy the next advert: its prestige counts at once.",
        "convert": "Trade 3 ink for each ¢ you are short.",
        "flush": "Flush the offer row: trash all seven cards and deal new ones.",
    }.get(kind)


def _answer(move: dict) -> str:
    """A card's question answered (see turns.prompt_moves for the picks)."""
    pick, card = move["pick"], move.get("card")
    named = C.name(card) if card is not None else "it"
    return {
        "trash": f"Trash {named}.",
        "keep": f"Keep {named}.",
        "discard": f"Discard {named}.",
        "coins": "Take the ¢.",
        "prestige": "Take the prestige.",
        "ink": "Take an ink.",
        "remover": "Take a remover.",
        "reserve": f"Put {named} in your jail.",
        "skip": "Skip it.",
    }.get(pick, f"Choose {pick}.")
