"""What a word earns: genres, Uncover, Double and every card's benefits, as one pure function of the word.

The engine (to resolve a spelled word), the preview (to show what a word would earn) and the bots (to rank
words) all call :func:`outcomes`; nothing else knows how benefits combine.

A word is a list of :class:`Slot` (card, face down or not, whose card it is for benefits). *Live* cards are
the speller's own cards that give benefits: the face-up cards of the word, wilds that get uncovered, and the
speller's Timeless Classics in play that are not in the word. A genre is active when at least two live cards
have it. Another player's Timeless Classic in the word is a letter only: no benefit, no genre, never doubled.

Uncover (Mystery) turns a wild next to its card face up; the uncovered card then gives its benefits and
counts for its genre, which may activate more genre benefits, including more Uncovers, so uncovering is
resolved to a fixed point. Double (Romance) adds 1 to the factor of a face-up card of the speller's next to
it (doubled twice: tripled); the factor multiplies every ¢ and prestige number of that card
(:data:`cards.NUMBERS`). Both only ever add to what a word earns, so every outcome uses every Uncover and
Double it can; what is left to choose is which wild or which neighbour, and :func:`outcomes` lists each
distinct choice's result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from . import cards as C


@dataclass(frozen=True, slots=True)
class Slot:
    """One card of a word: its id, whether it is played face down, and whether it is the speller's own
    (False only for another player's Timeless Classic)."""

    card: int
    wild: bool = False
    mine: bool = True


@dataclass(slots=True)
class Earnings:
    """What one outcome of a word gives. Amounts already include Double.

    ``either``: ``[(card, amount)]`` choices of ¢ or prestige; ``ink_or_remover``, ``jail``, ``preview``:
    the cards giving one such choice each; ``trash_self``: ``[(card, "coins" | "prestige", amount)]``;
    ``trash_discard``: ``[(card, amount)]``. ``uncovered``: the wilds turned face up; ``doubled``: the target
    of each Double (a card twice when tripled), sorted; ``factor``: card -> factor for doubled cards;
    ``genres``: the live count of each genre.
    """

    coins: int = 0
    prestige: int = 0
    either: list = field(default_factory=list)
    ink_or_remover: list = field(default_factory=list)
    trash_self: list = field(default_factory=list)
    trash_discard: list = field(default_factory=list)
    jail: list = field(default_factory=list)
    preview: list = field(default_factory=list)
    uncovered: tuple = ()
    doubled: tuple = ()
    factor: dict = field(default_factory=dict)
    genres: dict = field(default_factory=dict)

    @property
    def flexible(self) -> int:
        """The ¢-or-prestige amounts, added up."""
        return sum(amount for _, amount in self.either)

    def active(self, genre: str) -> bool:
        """Whether ``genre``'s genre benefits are on."""
        return genre in C.GENRES and self.genres.get(genre, 0) >= 2

    def to_json(self) -> dict:
        """The earnings as JSON data (the preview and the view's turn summary)."""
        return {
            "coins": self.coins,
            "prestige": self.prestige,
            "either": [{"card": c, "amount": a} for c, a in self.either],
            "ink_or_remover": list(self.ink_or_remover),
            "trash_self": [{"card": c, "gain": g, "amount": a} for c, g, a in self.trash_self],
            "trash_discard": [{"card": c, "amount": a} for c, a in self.trash_discard],
            "jail": list(self.jail),
            "preview": list(self.preview),
            "uncovered": list(self.uncovered),
            "doubled": list(self.doubled),
            "active_genres": [g for g in C.GENRES if self.active(g)],
        }


def benefits_of(card_id: int, genres: dict) -> list[tuple[str, int]]:
    """The benefits a live card gives with these genre counts: its basic line, then its genre line if on."""
    info = C.card(card_id)
    found = list(info["basic"].items())
    if info["genre"] in C.GENRES and genres.get(info["genre"], 0) >= 2:
        found += list(info["genre_bonus"].items())
    return found


def _has(card_id: int, genres: dict, code: str) -> bool:
    return any(k == code for k, _ in benefits_of(card_id, genres))


def _counts(live: list[int]) -> dict:
    counts: dict[str, int] = {}
    for c in live:
        genre = C.card(c)["genre"]
        counts[genre] = counts.get(genre, 0) + 1
    return counts


def _uncover_sets(word: list[Slot], classics: list[int]) -> list[tuple[int, ...]]:
    """Every distinct maximal set of word positions that Uncover can turn face up, in a fixed order."""
    wild_spots = [k for k, s in enumerate(word) if s.wild]
    if not wild_spots:
        return [()]
    base = [s.card for s in word if s.mine and not s.wild] + list(classics)
    finals: dict[tuple, None] = {}
    seen: set = set()

    def walk(uncovered: tuple[int, ...], used: frozenset) -> None:
        key = (uncovered, used)
        if key in seen:
            return
        seen.add(key)
        genres = _counts(base + [word[k].card for k in uncovered])
        moved = False
        for k, slot in enumerate(word):
            live = slot.mine and (not slot.wild or k in uncovered)
            if not live or k in used or not _has(slot.card, genres, "uncover_adjacent_wild"):
                continue
            for n in (k - 1, k + 1):
                if 0 <= n < len(word) and word[n].wild and n not in uncovered:
                    moved = True
                    walk(tuple(sorted((*uncovered, n))), used | {k})
        if not moved:
            finals[uncovered] = None

    walk((), frozenset())
    return list(finals)


def outcomes(word: list[Slot], classics: list[int] = (), inked: int = 0) -> list[Earnings]:
    """Every distinct result of spelling ``word`` (one per choice of uncovered wilds and Double targets).

    ``classics``: the speller's Timeless Classics in play that are not in the word (they give their benefits
    and count for genres); ``inked``: how many inked cards the word uses (Horror H).

    >>> q = outcomes([Slot(94), Slot(118), Slot(145, wild=True)])   # Mystery Q, Romance I, a wild E
    >>> [(e.coins, e.prestige, e.uncovered) for e in q]
    [(1, 2, ())]
    """
    classics = list(classics)
    found: dict[tuple, Earnings] = {}
    for uncovered in _uncover_sets(word, classics):
        live_spots = [k for k, s in enumerate(word) if s.mine and (not s.wild or k in uncovered)]
        live = [word[k].card for k in live_spots] + classics
        genres = _counts(live)
        # Each Double source picks one neighbour: face up (or uncovered) and the speller's own.
        choices = []
        live_set = set(live_spots)
        for k in live_spots:
            if _has(word[k].card, genres, "double_adjacent"):
                targets = [n for n in (k - 1, k + 1) if n in live_set]
                if targets:
                    choices.append(targets)
        for picks in product(*choices):
            factor: dict[int, int] = {}
            for n in picks:
                factor[word[n].card] = factor.get(word[n].card, 1) + 1
            doubled = tuple(sorted(word[n].card for n in picks))
            key = (tuple(uncovered), doubled)
            if key not in found:
                wilds = sum(s.wild for s in word)
                found[key] = _earn(live, genres, factor, wilds, inked, word, uncovered, doubled)
    return list(found.values())


def _earn(
    live: list[int],
    genres: dict,
    factor: dict,
    wilds: int,
    inked: int,
    word: list[Slot],
    uncovered: tuple,
    doubled: tuple,
) -> Earnings:
    got = Earnings(
        uncovered=tuple(word[k].card for k in uncovered),
        doubled=doubled,
        factor=factor,
        genres=genres,
    )
    for c in live:
        f = factor.get(c, 1)
        trashable = True
        for code, amount in benefits_of(c, genres):
            v = amount * f if code in C.NUMBERS else amount
            if code == "coins":
                got.coins += v
            elif code == "prestige":
                got.prestige += v
            elif code == "coins_or_prestige":
                got.either.append((c, v))
            elif code == "ink_or_remover":
                got.ink_or_remover.append(c)
            elif code in ("trash_self_for_coins", "trash_self_for_prestige") and trashable:
                got.trash_self.append((c, "coins" if code == "trash_self_for_coins" else "prestige", v))
                trashable = False  # a card can leave the deck only once
            elif code == "trash_discard_for_coins":
                got.trash_discard.append((c, v))
            elif code == "jail":
                got.jail.append(c)
            elif code == "preview_top3":
                got.preview.append(c)
            elif code == "coins_per_adventure_in_play":
                got.coins += v * genres.get("adventure", 0)
            elif code == "prestige_per_wild_in_play":
                got.prestige += v * wilds  # wilds turned face up by Uncover still count (BGA)
            elif code == "prestige_per_inked_card_in_play":
                got.prestige += v * inked
    return got


def default(results: list[Earnings]) -> Earnings:
    """The outcome the engine picks when the player names no Uncover or Double targets: the most ¢ and
    prestige together, then the most prestige, then the first listed."""
    return max(results, key=lambda e: (e.coins + e.prestige + e.flexible, e.prestige))  # max keeps the first
