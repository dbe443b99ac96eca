"""A perfect-information solver: with every hand open, can the crew still succeed, and how?

The crew is cooperative, so with all cards known a mission attempt is a one-agent puzzle: is there a
sequence of legal plays that the judge (:mod:`.judge`, the same checks the game uses) accepts? The search is
a depth-first search over card plays with

- a table of positions already proved lost (at trick starts: hands, leader, progress; for a whole deal's
  proof, the hands by the cards' ranks within their suits),
- equivalent cards merged (cards of one hand with no live card of another hand between them, unless the
  card itself matters: an open task card, a rocket in missions 13/44, a 9 in 16/17, a 1 in 9/26),
- move ordering that tries what the tasks need first (the owner winning, others ducking, task cards
  thrown onto their owner's winning trick),
- early failure from the judge (a task card won by someone else, an order broken, a rule broken).

A node and time budget makes it answer "unknown" rather than hang. Mission 12's random draw after trick 1
uses the game's own draw and random generator; the solver assumes no card is held back from it by
communication (communication is not part of the search).

>>> from parlour.games.crew import GAME
>>> state = GAME.setup(["Ana", "Ben", "Cy", "Dee"], {"mission": 1, "distress": False}, "doc")
>>> while state["phase"] == "pick":
...     state, _ = GAME.apply(state, state["turn"], GAME.legal_moves(state, state["turn"])[0])
>>> solve(state)["status"] in ("winnable", "unwinnable")
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache

from . import cards as C
from . import flow, judge
from . import missions as M
from . import table as T

SUITS = C.SUIT_MASKS
NINES = judge.NINES_MASK
ONES = judge.ONES_MASK
VALUES = tuple(C.value_of(c) for c in range(40))
SUIT_SHIFTS = (0, 9, 18, 27, 36)  # where each suit's cards start in a card bit set (the rockets last)


class OutOfBudget(Exception):
    """The search used up its node or time budget."""


@dataclass
class Position:
    """A position of the trick play with every hand open (cards as bit sets of card indices)."""

    ctx: judge.Ctx
    hands: list[int]
    leader: int
    trick_no: int
    progress: tuple
    played: list[int] = field(default_factory=list)
    jarvis: int = -1
    # JARVIS's columns: face-up card index -> the face-down card index under it
    under: dict = field(default_factory=dict)
    # the random generator of mission 12's draw (None: no draw to come, or not modelled)
    draw_rng: list | None = None


def special_cards(ctx: judge.Ctx) -> int:
    """Cards whose identity matters beyond rank and suit in this mission (never merged with a neighbour)."""
    mask = ctx.task_mask
    codes = ctx.codes
    if ctx.rockets_needed:
        mask |= C.ROCKET_MASK
    if M.NO_WIN_WITH_9 in codes:
        mask |= NINES
    if ctx.ones_needed:
        mask |= ONES
    return mask


class Search:
    """One depth-first search with its budget and its table of lost positions."""

    def __init__(
        self, position: Position, max_nodes: int = 200_000, max_seconds: float = 2.0, by_rank: bool = False
    ) -> None:
        self.ctx = position.ctx
        self.n = position.ctx.n
        self.jarvis = position.jarvis
        self.under = dict(position.under)
        self.draw_rng = position.draw_rng
        self.special = special_cards(position.ctx)
        self.card_task = position.ctx.card_task
        self.owners = position.ctx.task_owners
        self.max_nodes = max_nodes
        self.deadline = time.perf_counter() + max_seconds
        self.nodes = 0
        self.lost: set = set()
        self.line: list[tuple[int, int]] = []
        self.start = position
        # after mission 12's draw JARVIS's columns depend on the line played, so they join the table's keys
        self.key_under = position.draw_rng is not None and position.jarvis >= 0
        # Lost positions keyed by the cards' ranks (see _by_rank): a fifth fewer nodes to prove a whole deal
        # either way, but 8% more time a node, and the look-ahead's short searches succeeded no more often with
        # it (1,500 deals of the bench). JARVIS's columns hold cards by their identity.
        self.by_rank = by_rank and position.jarvis < 0

    # -- the public entry points -----------------------------------------------------------------------
    def run(self) -> bool | None:
        """True (a winning line is in ``self.line``), False (no line exists) or None (out of budget)."""
        p = self.start
        try:
            return self._node(list(p.hands), list(p.played), p.leader, p.trick_no, p.progress, _present(p))
        except OutOfBudget:
            return None

    def try_card(self, card: int, budget: int | None = None) -> bool | None:
        """Whether the crew can still succeed after the player to move plays ``card`` (None: unknown).

        ``budget`` caps the nodes of this call; the table of lost positions is shared between calls.
        """
        if budget is not None:
            self.max_nodes = self.nodes + budget
        p = self.start
        hands = list(p.hands)
        turn = (p.leader + len(p.played)) % self.n
        hands[turn] &= ~(1 << card)
        try:
            return self._node(hands, [*p.played, card], p.leader, p.trick_no, p.progress, _present(p))
        except OutOfBudget:
            return None

    # -- the search ------------------------------------------------------------------------------------
    # A node is one card chosen (or a trick finished). A bot's look-ahead runs up to 20,000 of them for one
    # decision, so a node does its work in one pass: the trick so far is read once for the doom
    # check and the move order, the trick's last card goes straight to the trick's end, and ``present``
    # (every card in a hand or in this trick, the same for the whole trick) is handed down, not rebuilt.
    def _count(self) -> None:
        self.nodes += 1
        if self.nodes >= self.max_nodes or (self.nodes & 1023 == 0 and time.perf_counter() > self.deadline):
            raise OutOfBudget

    def _node(
        self, hands: list[int], played: list[int], leader: int, trick_no: int, progress: tuple, present: int
    ) -> bool:
        self._count()
        n = self.n
        k = len(played)
        if k == n:
            winner = (leader + C.winner_index(played)) % n
            return self._trick_over(hands, played, winner, trick_no, progress, present)
        turn = (leader + k) % n
        pool = hands[turn] if turn != self.jarvis else self._playable(hands, turn)
        if k:
            led = played[0] // 9
            best, best_at, owner = -1, 0, -1
            card_task, owners = self.card_task, self.owners
            for i, card in enumerate(played):
                if card > best and (card >= 36 or card // 9 == led):
                    best, best_at = card, i
                t = card_task[card]
                if t >= 0:
                    if owner >= 0 and owners[t] != owner:
                        return False  # two crew members' task cards in one trick: one of them is lost
                    owner = owners[t]
            if owner >= 0 and self._doomed(hands, leader, k, led, best, best_at, owner):
                return False
            follow = pool & SUITS[led]
            cards = self._distinct(follow or pool, present, turn)
            if len(cards) > 1:
                cards = self._follow_order(cards, turn, led, best, (leader + best_at) % n, owner, progress[0])
            if k == n - 1:
                return self._last_card(
                    hands, played, cards, turn, led, best, (leader + best_at) % n, trick_no, progress, present
                )
        else:
            cards = self._distinct(pool, present, turn)
            if len(cards) > 1:
                cards = self._lead_order(cards, hands, turn, progress[0], pool)
        for card in cards:
            bit = 1 << card
            hands[turn] ^= bit
            played.append(card)
            ok = self._node(hands, played, leader, trick_no, progress, present)
            played.pop()
            hands[turn] |= bit
            if ok:
                self.line.append((turn, card))
                return True
        return False

    def _last_card(
        self,
        hands: list[int],
        played: list[int],
        cards: list[int],
        turn: int,
        led: int,
        best: int,
        current: int,
        trick_no: int,
        progress: tuple,
        present: int,
    ) -> bool:
        """The trick's last card (``current`` wins the trick so far): each candidate is a node that ends it."""
        for card in cards:
            self._count()
            winner = turn if card > best and (card >= 36 or card // 9 == led) else current
            bit = 1 << card
            hands[turn] ^= bit
            played.append(card)
            ok = self._trick_over(hands, played, winner, trick_no, progress, present)
            played.pop()
            hands[turn] |= bit
            if ok:
                self.line.append((turn, card))
                return True
        return False

    def _doomed(self, hands: list[int], leader: int, k: int, led: int, best: int, best_at: int, owner: int) -> bool:
        """Whether the task card in the unfinished trick (``owner``'s) can no longer go to its owner."""
        # the owner's place in this trick: already played (then they must be winning) or still to play
        at = (owner - leader) % self.n
        if at < k:
            return at != best_at
        pool = self._playable(hands, owner)
        follow = pool & SUITS[led]
        if follow:
            return not follow >> (best + 1) if best // 9 == led else True
        rockets = pool & C.ROCKET_MASK
        return not rockets >> (best + 1) if best >= 36 else not rockets

    def _trick_over(
        self, hands: list[int], played: list[int], winner: int, trick_no: int, progress: tuple, present: int
    ) -> bool:
        remaining = 0
        for hand in hands:
            remaining |= hand
        progress, verdict = judge.after_trick(self.ctx, progress, played, winner, trick_no, remaining)
        if verdict is not None:
            return verdict is judge.WIN
        saved_under = None
        if trick_no == 1 and self.draw_rng is not None:
            hands, saved_under = self._draw(hands)
        key = (self._by_rank(hands, remaining) if self.by_rank else tuple(hands), winner, progress)
        if self.key_under:
            key += (frozenset(self.under.items()),)
        if key in self.lost:
            ok = False
        else:
            # the next trick changes ``hands`` only while it runs
            ok = self._node(hands, [], winner, trick_no + 1, progress, remaining)
            if not ok:
                self.lost.add(key)
        if saved_under is not None:
            self.under = saved_under
        return ok

    def _by_rank(self, hands: list[int], remaining: int) -> tuple:
        """The table's key for ``hands``: each card replaced by its rank among the cards of its suit still in a
        hand, except that the cards that matter in themselves stay known. Two positions alike but for which of
        two neighbouring cards went earlier are one (a low card played from either of two hands, say), so a
        loss proved for one is known for the other: only the order within a suit decides who wins a trick, and
        the judge looks at a card's identity only for the special cards."""
        special = self.special & remaining
        return special, *(
            _ranks(remaining >> s & 511, special >> s & 511, *[h >> s & 511 for h in hands]) for s in SUIT_SHIFTS
        )

    def _draw(self, hands: list[int]) -> tuple[list[int], dict]:
        """Mission 12's draw, exactly as the game makes it (same pools, same random generator)."""
        pools = [C.cards_of(self._playable(hands, p)) for p in range(self.n)]
        chosen = flow.draw_choices(pools, [None] * self.n, list(self.draw_rng))
        hands = list(hands)
        saved = dict(self.under)
        under = dict(self.under)
        for giver, card in enumerate(chosen):
            if card is None:
                continue
            c = C.index(card)
            receiver = (giver + 1) % self.n
            hands[giver] &= ~(1 << c)
            hands[receiver] |= 1 << c
            if giver == self.jarvis:
                got = C.index(chosen[(giver - 1) % self.n]) if chosen[(giver - 1) % self.n] else None
                down = under.pop(c, None)
                if got is not None and down is not None:
                    under[got] = down
        self.under = under
        return hands, saved

    def _playable(self, hands: list[int], p: int) -> int:
        hand = hands[p]
        if p != self.jarvis:
            return hand
        hidden = 0
        for up, down in self.under.items():
            if hand >> up & 1:
                hidden |= 1 << down
        return hand & ~hidden

    def _distinct(self, pool: int, present: int, turn: int) -> list[int]:
        """The cards of ``pool`` worth trying, low first: of cards with no live card of another hand between
        them, only the highest (unless a card matters in itself, or JARVIS plays: its columns differ)."""
        if not pool & (pool - 1):
            return [pool.bit_length() - 1] if pool else []
        free = pool & ~self.special if turn != self.jarvis else 0
        cards = []
        while pool:
            low = pool & -pool
            pool ^= low
            c = low.bit_length() - 1
            if low & free:
                higher = present & SUITS[c // 9] & -(low << 1)
                if higher & -higher & free:
                    continue
            cards.append(c)
        return cards

    # The move order sorts ints that hold the sort key above a card's index (six bits), so that a plain sort
    # puts the best first and, among equals, the lower card first.
    def _follow_order(
        self, cards: list[int], turn: int, led: int, best: int, current: int, target: int, done: int
    ) -> list[int]:
        """A follow's cards, best first: what the open tasks need (``target``: the owner of a task card in the
        trick, ``current``: who is winning it)."""
        card_task, owners = self.card_task, self.owners
        keys = []
        for card in cards:
            wins = card > best and (card >= 36 or card // 9 == led)
            value = VALUES[card]
            t = card_task[card]
            owner = owners[t] if t >= 0 and not done >> t & 1 else -1
            goal = target if target >= 0 else owner
            if goal < 0:
                # nothing at stake: keep the high cards, play low
                score = -value - (20 if card >= 36 else 0)
            elif goal == turn:
                score = 160 + value if wins else 100 - value
            elif owner >= 0 and owner != turn:
                # a task card of someone else: throw it onto its owner's winning trick
                score = 150 if current == owner and not wins else -150
            else:
                score = -50 - value if wins else 50 - value
            keys.append(-score << 6 | card)
        keys.sort()
        return [key & 63 for key in keys]

    def _lead_order(self, cards: list[int], hands: list[int], turn: int, done: int, pool: int) -> list[int]:
        """A lead's cards, best first: a plan to fulfil a task in this trick, then the own task cards high."""
        plans = self._lead_plans(hands, turn, done, pool)
        card_task, owners = self.card_task, self.owners
        keys = []
        for card in cards:
            t = card_task[card]
            owner = owners[t] if t >= 0 and not done >> t & 1 else -1
            if owner < 0:
                score = -VALUES[card] - (20 if card >= 36 else 0)
            else:
                score = 160 + VALUES[card] if owner == turn else -150
            keys.append((-plans.get(card, 0) << 9) - score << 6 | card)
        keys.sort()
        return [key & 63 for key in keys]

    def _lead_plans(self, hands: list[int], turn: int, done: int, pool: int) -> dict[int, int]:
        """Leads that let an open task be fulfilled in this very trick if the others duck (priority 1–3)."""
        ctx = self.ctx
        n = self.n
        plans: dict[int, int] = {}
        for t, c in enumerate(ctx.task_cards):
            if done >> t & 1 or judge.completion_breaks(ctx, done, 1 << t):
                continue
            owner, bit, suit = ctx.task_owners[t], 1 << c, SUITS[c // 9]
            holder = next(p for p in range(n) if hands[p] & bit)
            if holder == owner == turn:
                if pool & bit and self._ducks(hands, (turn,), c, c // 9):
                    plans[c] = 3
            elif owner == turn:
                above = pool & suit & ~((bit << 1) - 1)
                if above:
                    x = above.bit_length() - 1
                    if self._ducks(hands, (turn, holder), x, c // 9):
                        plans[x] = max(plans.get(x, 0), 2)
                for u in range(5):
                    mine = pool & SUITS[u]
                    if u != c // 9 and mine and not self._playable(hands, holder) & SUITS[u]:
                        x = mine.bit_length() - 1
                        if self._ducks(hands, (turn, holder), x, u):
                            plans[x] = max(plans.get(x, 0), 2)
            else:
                theirs = self._playable(hands, owner)
                follow = theirs & suit
                if follow:
                    w = follow.bit_length() - 1
                else:
                    rockets = theirs & C.ROCKET_MASK
                    w = rockets.bit_length() - 1 if rockets else -1
                if w < c:
                    continue
                if holder == turn:
                    if pool & bit and self._ducks(hands, (turn, owner), w, c // 9):
                        plans[c] = max(plans.get(c, 0), 2)
                else:
                    mine = pool & suit
                    if mine:
                        x = (mine & -mine).bit_length() - 1
                        if x < w and self._ducks(hands, (turn, owner, holder), w, c // 9):
                            plans[x] = max(plans.get(x, 0), 1)
        return plans

    def _ducks(self, hands: list[int], exempt: tuple, w: int, led: int) -> bool:
        """Whether every other player can play under card ``w`` in a trick of suit ``led``."""
        for p in range(self.n):
            if p in exempt:
                continue
            hand = self._playable(hands, p)
            follow = hand & SUITS[led]
            if follow:
                # a rocket cannot be beaten by a colour card that follows suit
                if (w < 36 or led == 4) and not follow & ((1 << w) - 1):
                    return False
            elif not hand & C.COLOUR_MASK and not (w >= 36 and hand & ((1 << w) - 1)):
                return False
        return True


@lru_cache(maxsize=1 << 16)
def _ranks(live: int, *subsets: int) -> tuple[int, ...]:
    """Each of ``subsets`` (of the cards ``live``, as bits of one suit) as ranks among ``live``: bit i set for
    the i-th lowest card of ``live``.

    >>> [bin(r) for r in _ranks(0b11110, 0b10100, 0b01010)]
    ['0b1010', '0b101']
    """
    packed = [0] * len(subsets)
    rank = 0
    while live:
        low = live & -live
        for i, cards in enumerate(subsets):
            if cards & low:
                packed[i] |= 1 << rank
        rank += 1
        live ^= low
    return tuple(packed)


def _present(position: Position) -> int:
    """Every card of a position that is in a hand or in the trick."""
    present = 0
    for hand in position.hands:
        present |= hand
    for card in position.played:
        present |= 1 << card
    return present


def position_from_state(state: dict, from_start: bool = True) -> Position:
    """The solver's position for a game state: the deal when the first trick began, or the current one."""
    if any(t["owner"] is None for t in state["tasks"]):
        raise ValueError("The tasks are not all assigned yet.")
    ctx = T.context(state)
    start = state["start"]
    if from_start and start is not None:
        hands_lists, columns, leader = start["hands"], start["columns"], state["commander"]
        trick_no, progress, played, gen = 1, ctx.start(), [], start["rng"]
    elif start is not None and state["phase"] != "over":
        hands_lists, columns, leader = state["hands"], state["columns"], state["leader"]
        trick_no, progress, gen = state["trick_no"], T.progress(state), state["rng"]
        played = [C.index(c) for _, c in state["trick"]]
    else:
        raise ValueError("The tricks have not started yet.")
    hands = [C.mask_of(h) for h in hands_lists]
    under = {}
    jarvis = state["jarvis"]
    if jarvis is not None:
        hands[jarvis] = C.mask_of([c for col in columns for c in col if c is not None])
        under = {C.index(up): C.index(down) for up, down in columns if up is not None and down is not None}
    draw = list(gen) if M.DRAW_FROM_RIGHT_AFTER_T1 in T.mission(state).codes and trick_no == 1 else None
    return Position(ctx, hands, leader, trick_no, progress, played, -1 if jarvis is None else jarvis, under, draw)


def solve(state: dict, from_start: bool = True, max_nodes: int = 300_000, max_seconds: float = 2.0) -> dict:
    """Whether the crew could have won (or can still win) this deal with all hands open, and how.

    ``from_start``: solve the deal as it stood when the first trick began (the default, for a finished or
    failed attempt), else the current position. Returns ``{"status": "winnable" | "unwinnable" | "unknown",
    "winnable": True | False | None, "line": [{"player", "seat", "move"}], "nodes", "seconds"}``.
    """
    began = time.perf_counter()
    position = position_from_state(state, from_start)
    search = Search(position, max_nodes, max_seconds, by_rank=True)
    found = search.run()
    status = {True: "winnable", False: "unwinnable", None: "unknown"}[found]
    line = []
    if found:
        for player, card in reversed(search.line):
            seat = state["commander"] if player == state["jarvis"] else player
            line.append({"player": player, "seat": seat, "move": {"type": "play", "card": C.CARDS[card]}})
    return {
        "status": status,
        "winnable": found,
        "line": line,
        "nodes": search.nodes,
        "seconds": round(time.perf_counter() - began, 4),
    }
