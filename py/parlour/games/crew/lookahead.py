"""Look-ahead for card play: deal the unknown cards many times and ask the solver about each card.

For every card a crew member may play, the look-ahead deals worlds (full deals) consistent with what its
seat knows (:class:`.belief.Belief`), keeping preferably the worlds where the others' messages are what
they would have said (:meth:`.belief.Belief.misses`), and asks the perfect-information solver whether the
crew can still succeed after that card. A card's vote is the share of worlds where it can. The budget is
counted in solver nodes (never in seconds, so the same view always gives the same move): a per-world cap,
and a total that buys more worlds when the hand is nearly over and each search is short.
"""

from __future__ import annotations

from ... import rng
from ...engine import dump_json
from . import cards as C
from . import judge
from .belief import Belief
from .solver import Search, special_cards

SUITS = C.SUIT_MASKS
SAFETY_SECONDS = 5.0  # a wall-clock stop that a node budget reaches long before; never hit in practice


class LookAhead:
    """Votes per card from sampled worlds; ``worlds`` is the most worlds dealt, ``nodes`` the total budget."""

    def __init__(
        self,
        worlds: int,
        nodes: int,
        least: int = 0,
        unknown: float = 0.5,
        progress: float = 1.0,
        attempts: int = 0,
        slack: float = 1.0,
        retry: int = 0,
    ) -> None:
        self.worlds = worlds
        self.nodes = nodes
        self.least = least or worlds  # worlds dealt whatever the budget (each search gets a share)
        self.unknown = unknown  # a card's vote in a world where the search ran out of budget
        self.progress = progress  # the bonus when the line found fulfils a task in this very trick
        self.attempts = attempts  # deals tried to find worlds that explain the others' messages
        self.slack = slack  # the chance to keep a world for each message it does not explain
        self.retry = retry  # how many times its first budget a search that ran out may get again

    def deal(self, belief: Belief, gen: list, count: int) -> list[list[int]]:
        """Up to ``count`` worlds, those that explain the others' messages first."""
        if not belief.messages or not self.attempts:
            worlds = (belief.sample(gen) for _ in range(count))
            return [w for w in worlds if w is not None]
        kept: list[list[int]] = []
        spare: list[tuple[float, int, list[int]]] = []
        for attempt in range(max(count, self.attempts)):
            hands = belief.sample(gen)
            if hands is None:
                break
            keep = self.slack ** belief.misses(hands)
            if keep >= 1 or rng.below(gen, 1000) < int(1000 * keep):
                kept.append(hands)
                if len(kept) == count:
                    break
            else:
                spare.append((-keep, attempt, hands))
        spare.sort(key=lambda entry: entry[:2])
        return kept + [hands for _, _, hands in spare[: count - len(kept)]]

    def votes(self, view: dict, belief: Belief, ctx: judge.Ctx, progress: tuple, options: list[int]) -> dict:
        """For each card of ``options``, the share of worlds where the crew can still succeed after it, plus
        ``progress`` times the share where the line found fulfils a task in this very trick."""
        gen = seeded(view)
        cap = max(40, self.nodes // (self.least * len(options)))
        worlds = self.deal(belief, gen, self.worlds)
        played = [C.index(e["card"]) for e in view["trick"]]
        leader = view["trick"][0]["player"] if played else view["leader"]
        results: dict[tuple[int, int], bool | None] = {}
        searches: list[Search] = []

        def attempt(w: int, card: int, budget: int) -> None:
            search = searches[w]
            search.line = []
            found = search.try_card(card, budget)
            results[w, card] = found
            if found and self.progress and fulfils_now(ctx, progress, leader, [*played, card], search.line):
                results[w, card] = 1 + self.progress

        spent = 0
        for hands in worlds:
            if len(searches) >= self.least and spent + cap * len(options) > self.nodes:
                break
            search = Search(belief.position(ctx, progress, hands, gen), max_nodes=cap, max_seconds=SAFETY_SECONDS)
            searches.append(search)
            for card in options:
                attempt(len(searches) - 1, card, cap)
            spent += search.nodes
        # the budget left goes to the searches that ran out, each up to ``retry`` times its first budget
        unknown = [key for key, found in results.items() if found is None]
        if unknown and self.retry and spent < self.nodes:
            more = min(cap * self.retry, (self.nodes - spent) // len(unknown))
            for w, card in unknown:
                if more > cap:
                    attempt(w, card, more)
        if not searches:
            return {}
        votes = dict.fromkeys(options, 0.0)
        for (_, card), found in results.items():
            votes[card] += self.unknown if found is None else float(found)
        return {card: v / len(searches) for card, v in votes.items()}


def seeded(view: dict) -> list:
    """A :mod:`parlour.rng` generator seeded from what the view shows now (the same view, the same draws)."""
    seen = {k: view[k] for k in ("me", "hand", "phase", "trick", "trick_no", "turn", "waiting", "tasks")}
    return rng.new(rng.derive_seed(dump_json(seen), str(len(view["log"]))))


def fulfils_now(ctx: judge.Ctx, progress: tuple, leader: int, played: list[int], line: list) -> bool:
    """Whether the found line (``line``, last play first) completes an open task in the current trick."""
    trick = list(played)
    rest = ctx.n - len(trick)
    trick += [card for _, card in reversed(line)][:rest]
    if len(trick) < ctx.n:
        return False
    winner = (leader + C.winner_index(trick)) % ctx.n
    done = progress[0]
    for card in trick:
        t = ctx.card_task[card]
        if t >= 0 and not done >> t & 1 and ctx.task_owners[t] == winner:
            return True
    return False


def distinct(cards: list[int], belief: Belief, ctx: judge.Ctx, me: int) -> list[int]:
    """The legal cards, one per group of cards that are equivalent as far as this seat knows."""
    return sorted({representative(c, cards, belief, ctx, me) for c in cards})


def representative(card: int, cards: list[int], belief: Belief, ctx: judge.Ctx, me: int) -> int:
    """The highest card equivalent to ``card``: same hand, same suit, nothing live in between."""
    if me == belief.jarvis:
        return card
    special = special_cards(ctx)
    if special >> card & 1:
        return card
    mine = 0
    for c in cards:
        mine |= 1 << c
    in_trick = C.mask_of([e["card"] for e in belief.view["trick"]])
    others_live = (belief.deck & ~belief.played & ~mine) | in_trick
    rep = card
    suit = SUITS[card // 9]
    while True:
        higher = suit & ~((2 << rep) - 1) & (mine | others_live)
        nxt = higher & -higher
        if not nxt or not mine & nxt or special & nxt:
            return rep
        rep = nxt.bit_length() - 1
