"""The bots' word finder: the spell that earns the most, by a bot's own measure of ¢, prestige and the rest.

A word's earnings depend on which hand cards are face up (the set *S*), and, only when a card can Double,
Uncover or count wilds (the Mystery N), on where the cards sit and which cards are the wilds. So the finder
goes through the sets S best-first by an upper bound of what S can earn (:meth:`Finder.bound`), asks the word
search for words that use exactly S face up (``must_use``) plus any other hand cards as wilds (free
``wildcards``) plus any Timeless Classics in play as optional letters, and stops when no remaining set can
beat the best word found. For a set without positional benefits every such word earns the same, so one
word is enough; otherwise every word, and (with an Uncover) every way to place the wild cards, is scored
with :func:`benefits.outcomes`.

It sees only a view: its hand, its inked cards, the Timeless Classics in play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import combinations, permutations

from ... import words
from . import cards as C
from .benefits import Earnings, Slot, outcomes

POSITIONAL = frozenset({"double_adjacent", "uncover_adjacent_wild", "prestige_per_wild_in_play"})
_SEARCHES: dict[tuple, list] = {}
_CACHE_SIZE = 512


def _codes(card: int) -> set[str]:
    info = C.card(card)
    return set(info["basic"]) | set(info["genre_bonus"])


def _genre_counts(cards: list[int]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for c in cards:
        counts[C.card(c)["genre"]] = counts.get(C.card(c)["genre"], 0) + 1
    return counts


def _can(card: int, code: str, counts: dict[str, int]) -> bool:
    """Whether the card could give the benefit ``code`` with at most these genre counts live."""
    info = C.card(card)
    return code in info["basic"] or (code in info["genre_bonus"] and counts.get(info["genre"], 0) >= 2)


@cache
def _profile(card: int) -> tuple:
    """What a card of one's own brings to a word's earnings: two cards of one profile earn the same wherever
    they sit (the bots' measure never looks at which card earned what)."""
    info = C.card(card)
    return info["genre"], tuple(sorted(info["basic"].items())), tuple(sorted(info["genre_bonus"].items()))


@dataclass
class Choice:
    """A spell the finder recommends: its value, the move, and what it earns."""

    value: float
    move: dict
    earnings: Earnings
    word: str


class Finder:
    """Words for one seat's view. ``worth(earnings) -> float`` is the bot's measure (higher is better);
    ``potential(card, context) -> (basic, genre)`` bounds what one live card's basic line and genre line can
    add to it (not doubled), ``context`` being ``{"adventures", "wilds", "inked"}``: the most each special
    could count. ``inked`` replaces the view's inked cards (to weigh a remover); ``max_tier``, ``exact``
    and ``max_wilds`` make an easier bot (common words; order ignored; few wilds)."""

    def __init__(
        self,
        view: dict,
        worth: Callable[[Earnings], float],
        potential: Callable[[int, dict], tuple[float, float]],
        *,
        max_tier: int | None = None,
        inked: list[int] | None = None,
        exact: bool = True,
        max_wilds: int | None = None,
    ) -> None:
        seat = view["seat"]
        you = view["you"]
        self.hand = list(you["hand"])
        self.inked = list(you["inked"] if inked is None else inked)
        self.own = list(view["seats"][seat]["classics"])
        self.others = [c for s, other in enumerate(view["seats"]) if s != seat for c in other["classics"]]
        self.owner = {c: s for s, other in enumerate(view["seats"]) for c in other["classics"]}
        self.seat = seat
        self.words = words.load(view["dictionary"])
        self.worth = worth
        self.max_tier = max_tier
        self.exact = exact  # False: score one word per set of face-up cards, whatever their order (easy bots)
        self.max_wilds = max_wilds  # at most this many wild letters (easy bots; None: any)
        pool = self.hand + self.own
        context = {
            "adventures": sum(1 for c in pool if C.card(c)["genre"] == "adventure"),
            "wilds": len(self.hand),
            "inked": len(self.inked),
        }
        self.potential = {c: potential(c, context) for c in pool}
        self.searches = 0

    # -- bounds ----------------------------------------------------------------------------------------
    def liftable(self, face_up: tuple[int, ...]) -> list[int]:
        """The spare hand cards an Uncover could turn face up: none unless a live card can uncover with the
        genres of the live cards alone, since uncovering starts from them."""
        spare = [c for c in self.hand if c not in face_up]
        pool = list(face_up) + self.own
        counts = _genre_counts(pool)
        return spare if any(_can(c, "uncover_adjacent_wild", counts) for c in pool) else []

    def bound(self, face_up: tuple[int, ...]) -> float:
        """At least as much as any word with exactly these hand cards face up can be worth: every live card
        at its potential (genre lines only where the genre could reach two cards), plus the best spare cards
        an Uncover could turn up, plus each Double adding the best card once more."""
        pool = list(face_up) + self.own
        liftable = self.liftable(face_up)
        counts = _genre_counts(pool + liftable)

        def pot(c: int) -> float:
            basic, bonus = self.potential[c]
            return basic + (bonus if counts[C.card(c)["genre"]] >= 2 else 0.0)

        total = sum(pot(c) for c in pool)
        uncovers = sum(1 for c in pool + liftable if _can(c, "uncover_adjacent_wild", counts))
        lifted = sorted(liftable, key=pot, reverse=True)[:uncovers]
        total += sum(pot(c) for c in lifted)
        doubles = sum(1 for c in pool + lifted if _can(c, "double_adjacent", counts))
        if doubles:
            total += doubles * max(pot(c) for c in pool + lifted)
        return total

    def positional(self, face_up: tuple[int, ...]) -> bool:
        """Whether the word's order or its wild cards can change what these face-up cards earn: some live card
        can Double, Uncover or count wilds, on its basic line or on a genre line that could be on."""
        if not self.exact:
            return False
        pool = list(face_up) + self.own
        counts = _genre_counts(pool + self.liftable(face_up))
        return any(_can(c, code, counts) for c in pool for code in POSITIONAL)

    # -- the search ------------------------------------------------------------------------------------
    def best(self) -> Choice | None:
        """The spell worth the most (ties: the longer word, then the more common), or None if none is legal."""
        found = self.top(1)
        return found[0] if found else None

    def top(self, count: int) -> list[Choice]:
        """The ``count`` spells worth the most, each a different word, best first (ties: the longer word, then
        the one found first: the more common)."""
        must = set(self.inked)
        free = [c for c in self.hand if c not in must]
        sets = []
        for size in range(len(free) + 1):
            for extra in combinations(free, size):
                face_up = tuple(c for c in self.hand if c in must or c in extra)
                sets.append((self.bound(face_up), face_up))
        sets.sort(key=lambda pair: (-pair[0], -len(pair[1])))  # on equal bounds, bigger sets search faster
        found: dict[str, tuple[Choice, int]] = {}  # each word's best spell, and when it was found
        ranked: list[Choice] = []
        arrivals = 0
        for ceiling, face_up in sets:
            if len(ranked) >= count and ceiling <= ranked[count - 1].value:
                break
            for choice in self._words_for(face_up):
                known = found.get(choice.word)
                if known is None or (choice.value, len(choice.word)) > (known[0].value, len(known[0].word)):
                    found[choice.word] = (choice, arrivals)
                arrivals += 1
            ordered = sorted(found.values(), key=lambda pair: (-pair[0].value, -len(pair[0].word), pair[1]))
            ranked = [choice for choice, _ in ordered]
        return ranked[:count]

    def _words_for(self, face_up: tuple[int, ...]) -> list[Choice]:
        """The best spells with exactly ``face_up`` face up (one per word when order matters)."""
        spare = [c for c in self.hand if c not in face_up]
        positional = self.positional(face_up)
        everyone = self.own + self.others
        offered = [everyone]
        if any("prestige_per_wild_in_play" in _codes(c) for c in list(face_up) + self.own):
            # The Mystery N pays for wilds: a wild may beat a Timeless Classic's letter, so try without some.
            offered = [list(s) for size in range(len(everyone) + 1) for s in combinations(everyone, size)]
        choices = []
        for classics in offered:
            if len(face_up) + len(classics) + len(spare) < C.MIN_WORD:
                continue
            rack = "".join(C.letter(c) for c in face_up) + "".join(C.letter(c) for c in classics)
            wildcards = len(spare) if self.max_wilds is None else min(len(spare), self.max_wilds)
            found = self._search(rack, len(face_up), wildcards, None if positional else 1)
            ids = list(face_up) + classics
            seen: set[tuple] = set()
            for cand in found:
                pattern = tuple(None if w else ids[i] for i, w in zip(cand.cards, cand.wild, strict=True))
                key = self._shape(pattern, face_up, spare)
                if key in seen:
                    continue
                seen.add(key)
                best = None
                for cards in self._placements(pattern, spare):
                    choice = self._score(cand.word, cards, cand.wild)
                    if best is None or choice.value > best.value:
                        best = choice
                if best is not None:
                    choices.append(best)
        return choices

    def _search(self, rack: str, must: int, wildcards: int, limit: int | None) -> list:
        """The word search for a rack whose first ``must`` letters must be used, cached: a bot thinking again
        (after an ink or with a remover in mind) asks the same questions."""
        key = (self.words.name, rack, must, wildcards, self.max_tier, limit)
        if key not in _SEARCHES:
            if len(_SEARCHES) >= _CACHE_SIZE:
                _SEARCHES.clear()
            self.searches += 1
            _SEARCHES[key] = self.words.search(
                rack, must_use=range(must), wildcards=wildcards, max_tier=self.max_tier, limit=limit
            )
        return _SEARCHES[key]

    def _shape(self, pattern: tuple, face_up: tuple[int, ...], spare: list[int]) -> tuple:
        """What a word's earnings can depend on: its cards' profiles in order and the wilds between them, not
        the letters the wilds stand for; a run of wilds longer than the Uncovers that could reach into it counts
        as that long, and the number of wilds only matters to the Mystery N."""
        live = list(face_up) + self.own
        uncovers = 0
        if any("uncover_adjacent_wild" in _codes(c) for c in live):
            uncovers = sum(1 for c in live + spare if "uncover_adjacent_wild" in _codes(c))
        counts_wilds = any("prestige_per_wild_in_play" in _codes(c) for c in live + spare)
        shape: list = []
        run = 0
        for c in pattern:
            if c is None:
                run += 1
                continue
            shape += [min(run, uncovers + 1), (self.owner.get(c, self.seat) == self.seat, _profile(c))]
            run = 0
        shape.append(min(run, uncovers + 1))
        return (*shape, pattern.count(None) if counts_wilds else 0)

    def _placements(self, pattern: tuple, spare: list[int]):
        """The ways to put actual cards on a word's wild positions. Which spare card sits on a wild matters
        only where an Uncover can reach it: next to a face-up card that may uncover, or (when a spare card
        may uncover too) further along a run of wilds; the other wilds take any of the cards left. Cards of one
        profile are one choice."""
        spots = [k for k, c in enumerate(pattern) if c is None]
        if not spots:
            yield list(pattern)
            return
        chains = any("uncover_adjacent_wild" in _codes(c) for c in spare)
        reach: set[int] = set()
        frontier = [k for k, c in enumerate(pattern) if c is not None and "uncover_adjacent_wild" in _codes(c)]
        while frontier:
            k = frontier.pop()
            for n in (k - 1, k + 1):
                if 0 <= n < len(pattern) and pattern[n] is None and n not in reach:
                    reach.add(n)
                    if chains:
                        frontier.append(n)
        near = [k for k in spots if k in reach]
        far = [k for k in spots if k not in reach]
        tried = set()
        for order in permutations(spare, len(near)):
            profiles = tuple(_profile(c) for c in order)
            if profiles in tried:
                continue
            tried.add(profiles)
            cards = list(pattern)
            for k, c in zip(near, order, strict=True):
                cards[k] = c
            rest = [c for c in spare if c not in order]
            for k, c in zip(far, rest, strict=False):  # more spare cards than wilds: the rest sit out
                cards[k] = c
            yield cards

    def _score(self, word: str, cards: list[int], wild: tuple[bool, ...]) -> Choice:
        used = set(cards)
        slots = [Slot(c, w, self.owner.get(c, self.seat) == self.seat) for c, w in zip(cards, wild, strict=True)]
        results = outcomes(slots, [c for c in self.own if c not in used], sum(1 for c in cards if c in self.inked))
        top = max(results, key=self.worth)
        entries = []
        for c, w, letter in zip(cards, wild, word, strict=True):
            entries.append({"card": c, "wild": True, "letter": letter} if w else {"card": c})
        move = {"type": "spell", "cards": entries}
        if len(results) > 1:  # name the bot's own choice of Uncover and Double targets
            move["uncover"] = sorted(top.uncovered)
            move["double"] = list(top.doubled)
        return Choice(self.worth(top), move, top, word.upper())
