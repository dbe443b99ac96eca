"""What a bot can know from its own view, and worlds (full deals) consistent with it.

A bot never sees the state: everything here is read from the view of its seat. Known for certain: its
own hand, every card played, JARVIS's face-up cards, communicated cards still on the table, the cards it
passed or was given (while they cannot have moved since). Inferred: a player who did not follow suit has
none of that suit; a communicated card tells that no card of its colour above it (top), below it (bottom)
or at all (middle) was in that hand. :meth:`Belief.sample` deals the unknown cards at random within
these limits, for the bots' look-ahead with the perfect-information solver.
"""

from __future__ import annotations

from functools import cached_property

from ... import rng
from . import cards as C
from . import judge
from . import missions as M
from . import radio as R
from .solver import Position

SUITS = C.SUIT_MASKS


def context_from_view(view: dict) -> judge.Ctx:
    """The judge's context as the view shows it (tasks need owners)."""
    mission = M.MISSIONS[view["mission"]["number"]]
    tasks = view["tasks"]
    tokens = tuple(t["token"] for t in tasks)
    return judge.Ctx(
        n=len(view["crew"]),
        tricks_total=view["tricks_total"],
        commander=view["commander"],
        task_cards=tuple(C.index(t["card"]) for t in tasks),
        task_owners=tuple(-1 if t["owner"] is None else t["owner"] for t in tasks),
        task_tokens=tokens,
        codes=frozenset(c for c in mission.codes if c in judge.CHECKED_CODES),
        designee=view["designee"],
        designee_last=view["designee_last"],
        rockets_present=_in_play(view) >> 36,
    )


def _in_play(view: dict) -> int:
    """The cards of this attempt: the deck without the cards set aside."""
    return C.mask_of(C.deck(view["options"].get("challenge", False))) & ~C.mask_of(view["aside"])


def progress_from_view(view: dict, ctx: judge.Ctx) -> tuple:
    """The judge's progress, rebuilt from the finished tricks of the view."""
    done = sum(1 << t for t, task in enumerate(view["tasks"]) if task["done"])
    wins = tuple(p["tricks"] for p in view["crew"]) if ctx.count_wins else ()
    rockets = ones = 0
    for trick in view["tricks"]:
        played = [C.index(e["card"]) for e in trick["cards"]]
        best = played[C.winner_index(played)]
        if best >= 36:
            rockets |= 1 << (best - 36)
        elif best % 9 == 0:
            ones += 1
    return (done, wins, rockets if ctx.rockets_needed else 0, ones if ctx.ones_needed else 0)


def _dealt(hands: list[int], card: int) -> bool:
    bit = 1 << card
    return any(hand & bit for hand in hands)


class Belief:
    """One seat's knowledge of where the cards are."""

    def __init__(self, view: dict, acting: int | None = None) -> None:
        self.view = view
        self.me = view["me"] if acting is None else acting
        self.seat = view["me"]
        crew = view["crew"]
        self.n = len(crew)
        jarvis = view["jarvis"]
        self.jarvis = jarvis["position"] if jarvis else -1
        mission = M.MISSIONS[view["mission"]["number"]]
        self.mission = mission
        self.deck = _in_play(view)
        played = 0
        for trick in view["tricks"]:
            for entry in trick["cards"]:
                played |= 1 << C.index(entry["card"])
        for entry in view["trick"]:
            played |= 1 << C.index(entry["card"])
        self.played = played
        self.counts = [p["cards"] for p in crew]
        self.known = [0] * self.n
        own = C.mask_of(view["hand"]) if view["hand"] is not None else 0
        self.known[self.seat] = own
        self.up = [C.index(col["up"]) if col["up"] else -1 for col in jarvis["columns"]] if jarvis else []
        if jarvis:
            self.known[self.jarvis] = C.mask_of([col["up"] for col in jarvis["columns"] if col["up"]])
        for p, member in enumerate(crew):
            radio = member["radio"]
            if radio and not radio["played"]:
                self.known[p] |= 1 << C.index(radio["card"])
        drawn_after = mission.has(M.DRAW_FROM_RIGHT_AFTER_T1) and len(view["tricks"]) >= 1
        for note in view["notes"]:
            bit = 1 << C.index(note["card"])
            if note["kind"] == "gave" and not played & bit and not (drawn_after and note["when"] == "distress"):
                self.known[note["player"]] |= bit
        # the commander was dealt rocket 4, and a rocket is never passed (only mission 12's draw moves it)
        r4 = 1 << C.index(C.COMMANDER_CARD)
        if not drawn_after and not played & r4 and self.deck & r4:
            self.known[view["commander"]] |= r4
        self.banned = [0] * self.n  # cards a position is known not to hold
        self._voids(view, drawn_after)
        self._communications(view, drawn_after)
        self._messages(view, drawn_after)
        known_all = 0
        for mask in self.known:
            known_all |= mask
        self.unknown = self.deck & ~played & ~known_all
        self.need = [max(0, self.counts[p] - self.known[p].bit_count()) for p in range(self.n)]
        self.need[self.seat] = 0

    def _voids(self, view: dict, drawn_after: bool) -> None:
        for trick in view["tricks"]:
            if drawn_after and trick["number"] == 1:
                continue  # the draw after trick 1 may have refilled a suit
            self._void_from(trick["cards"])
        if view["trick"]:
            self._void_from(view["trick"])

    def _void_from(self, entries: list[dict]) -> None:
        led = C.index(entries[0]["card"]) // 9
        for entry in entries[1:]:
            p = entry["player"]
            if p != self.jarvis and C.index(entry["card"]) // 9 != led:
                self.banned[p] |= C.SUIT_MASKS[led]

    def _communications(self, view: dict, drawn_after: bool) -> None:
        self.required: list[tuple[int, int]] = []  # (position, cards of which it holds at least one)
        for p, member in enumerate(view["crew"]):
            radio = member["radio"]
            if not radio or p == self.seat:
                continue
            card = C.index(radio["card"])
            suit = C.SUIT_MASKS[card // 9]
            above = suit & ~((2 << card) - 1)
            below = suit & ((1 << card) - 1)
            token = radio["token"]
            if token == "top":
                self.banned[p] |= above
            elif token == "bottom":
                self.banned[p] |= below
            elif token == "middle":
                self.banned[p] |= above | below
            # "hidden" (dead zone): one of the three, too loose to use
            if token in ("top", "bottom") and not (drawn_after and radio["trick"] == 1):
                # the hand had another card of that colour (below the top one, above the bottom one); if
                # none of them has been played by that player since, one is still in the hand
                others = below if token == "top" else above
                since = [
                    C.index(e["card"])
                    for t in view["tricks"]
                    if t["number"] >= radio["trick"]
                    for e in t["cards"]
                    if e["player"] == p
                ] + [C.index(e["card"]) for e in view["trick"] if e["player"] == p]
                if not any(1 << c & others for c in since):
                    self.required.append((p, others))

    def _messages(self, view: dict, drawn_after: bool) -> None:
        """The other crew members' messages, with what each needs to replay its choice on a dealt world."""
        self.hidden = self.mission.has(M.DEAD_ZONE)
        self.messages: list[tuple[int, int, R.Moment, int]] = []  # position, card shown, moment, cards since
        for p, member in enumerate(view["crew"]):
            radio = member["radio"]
            if not radio or p == self.seat or (drawn_after and radio["trick"] == 1):
                continue
            since = 0
            for trick in view["tricks"]:
                if trick["number"] >= radio["trick"]:
                    since |= C.mask_of([e["card"] for e in trick["cards"] if e["player"] == p])
            since |= C.mask_of([e["card"] for e in view["trick"] if e["player"] == p])
            self.messages.append((p, C.index(radio["card"]), R.moment_of(view, radio["trick"]), since))

    def misses(self, hands: list[int]) -> int:
        """How many of the others' messages a dealt world does not explain (the hard bots' choice differs)."""
        return sum(
            1 for p, card, moment, since in self.messages if R.choose(hands[p] | since, p, moment, self.hidden) != card
        )

    def holder_of(self, card: int) -> int:
        """The position known to hold ``card``, or -1."""
        bit = 1 << card
        for p, mask in enumerate(self.known):
            if mask & bit:
                return p
        return -1

    def may_hold(self, p: int, card: int) -> bool:
        """Whether position ``p`` might hold unplayed ``card``."""
        bit = 1 << card
        if self.played & bit:
            return False
        if self.known[p] & bit:
            return True
        return bool(self.unknown & bit) and not self.banned[p] & bit and self.need[p] > 0

    @cached_property
    def _deal_plan(self) -> tuple[list[int], list[int], list[list[int]], list[int]]:
        """What every :meth:`sample` starts from: the unknown cards (low first), the positions still to be dealt
        cards, the positions each card may go to by the known limits, and how many those are."""
        cards = []
        mask = self.unknown
        while mask:
            low = mask & -mask
            mask ^= low
            cards.append(low.bit_length() - 1)
        others = [p for p in range(self.n) if self.need[p] > 0]
        allowed = [[p for p in others if not self.banned[p] >> c & 1] for c in range(40)]
        return cards, others, allowed, [len(positions) for positions in allowed]

    def sample(self, gen: list) -> list[int] | None:
        """A random deal of the unknown cards that keeps every count and known limit (None if none found).

        ``gen`` is a :mod:`parlour.rng` generator. The most constrained cards are dealt first; after a few
        dead ends the inferred limits are dropped (they may be wrong after mission 12's draw).
        """
        cards, others, allowed, choices = self._deal_plan
        indices = list(cards)
        for attempt in range(12):
            strict = attempt < 10
            hands = list(self.known)
            need = list(self.need)
            rng.shuffle(gen, indices)
            order = sorted(indices, key=choices.__getitem__) if strict else indices
            if strict:
                # first give each position one card of every "holds at least one of" set it still lacks
                for p, required in self.required:
                    if hands[p] & required or not need[p]:
                        continue
                    pool = [c for c in order if required >> c & 1 and p in allowed[c] and not _dealt(hands, c)]
                    if pool:
                        c = pool[rng.below(gen, len(pool))]
                        hands[p] |= 1 << c
                        need[p] -= 1
                dealt = 0
                for hand in hands:
                    dealt |= hand
                order = [c for c in order if not dealt >> c & 1]
            for c in order:
                positions = allowed[c] if strict else others
                # a position gets the card in proportion to the cards it still needs
                total = 0
                for p in positions:
                    total += need[p]
                if not total:
                    break
                pick = rng.below(gen, total)
                for p in positions:
                    pick -= need[p]
                    if pick < 0:
                        break
                hands[p] |= 1 << c
                need[p] -= 1
            else:
                return hands
        return None

    def position(self, ctx: judge.Ctx, progress: tuple, hands: list[int], gen: list) -> Position:
        """A solver position for a sampled deal (JARVIS's hidden cards put under its columns at random)."""
        view = self.view
        under = {}
        if self.jarvis >= 0:
            hidden = rng.shuffle(gen, C.cards_of(hands[self.jarvis] & ~self.known[self.jarvis]))
            columns = [i for i, col in enumerate(view["jarvis"]["columns"]) if col["down"]]
            for i, card in zip(columns, hidden, strict=False):
                if self.up[i] >= 0:
                    under[self.up[i]] = C.index(card)
        played = [C.index(e["card"]) for e in view["trick"]]
        leader = view["trick"][0]["player"] if view["trick"] else view["leader"]
        return Position(ctx, hands, leader, view["trick_no"], progress, played, self.jarvis, under, None)
