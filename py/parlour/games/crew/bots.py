"""Crew bots: cooperative crew members that read only their own seat's view.

- ``easy``: takes the task that suits its hand best (a logistic model fitted on bot games, compared with a
  random hand), hands over (five players) the task a random hand would fit better, communicates the card
  that says most about the open tasks, and plays by rules of thumb
  (:mod:`.tactics`), which also ask the judge which crew member may win the trick under the mission's rules.
- ``medium``: the hard bot's look-ahead on 4 deals with a small budget.
- ``hard``: the same table manners, but every card play is checked by look-ahead: it deals the unknown
  cards at random 16 times within what it knows (:mod:`.belief`), asks the perfect-information solver
  (:mod:`.solver`, small node budget) whether the crew can still succeed after each of its cards (with a
  bonus when the line found fulfils a task in this very trick), and adds that to the rules of thumb.

Both are deterministic: their randomness is a :mod:`parlour.rng` generator seeded from the view.
"""

from __future__ import annotations

import math

from ... import rng
from . import cards as C
from . import missions as M
from . import radio as R
from .belief import Belief, context_from_view, progress_from_view
from .lookahead import LookAhead, distinct, representative, seeded
from .tactics import score_cards

SUITS = C.SUIT_MASKS
HIGH = 7  # a card of this value or more counts as a winner when a bot weighs its hand


# Logistic weights of :func:`task_fit`, fitted on about 2,800 tasks of bot games (3-5 players, missions with
# tasks, Newton's method): how often the owner fulfilled a task, from the owner's hand when the tasks were taken.
FIT_WEIGHTS = {
    "bias": 0.4,
    "holds": 1.4,  # the owner holds the task card...
    "holds_outside_higher": -0.69,  # ... per higher card of its suit in other hands
    "holds_length": 0.31,  # ... per other card of its suit in hand
    "holds_rockets": 0.35,  # ... per rocket
    "has_higher": 0.41,  # the owner does not hold it but holds a higher card of its suit
    "n_higher": 0.16,  # ... per such card
    "master": 1.15,  # ... holds the 9 of its suit
    "rockets": 0.24,  # ... per rocket
    "length": -0.06,  # ... per card of its suit in hand
    "rockets_no_higher": 0.19,  # ... per rocket when holding nothing higher
}


def task_fit(hand: int, card: int, gone: int = 0) -> float:
    """The chance that a hand (bit set) fulfils task ``card``, from the fitted logistic model above."""
    w = FIT_WEIGHTS
    suit = SUITS[card // 9]
    above = suit & ~((2 << card) - 1) & ~gone
    rockets = (hand & C.ROCKET_MASK).bit_count()
    length = (hand & suit & ~(1 << card)).bit_count()
    if hand >> card & 1:
        z = w["holds"] + w["holds_outside_higher"] * (above & ~hand).bit_count()
        z += w["holds_length"] * length + w["holds_rockets"] * rockets
    else:
        higher = (above & hand).bit_count()
        z = w["has_higher"] * (higher > 0) + w["n_higher"] * higher + w["master"] * (hand >> (card // 9 * 9 + 8) & 1)
        z += w["rockets"] * rockets + w["length"] * length + w["rockets_no_higher"] * rockets * (higher == 0)
    return 1.0 / (1.0 + math.exp(-(w["bias"] + z)))


def _strength(hand: int) -> float:
    """Winners in a hand: 9s, rockets, half for 8s and 7s."""
    strength = 0.0
    for c in C.cards_of(hand):
        value = C.value(c)
        if C.is_rocket(c) or value == 9:
            strength += 1.0
        elif value >= HIGH:
            strength += 0.4
    return strength


class CrewBot:
    """A crew member; ``worlds`` > 0 turns on the solver look-ahead for card play."""

    def __init__(
        self,
        level: str,
        look: LookAhead | None = None,
        lead: LookAhead | None = None,
        weight: float = 600.0,
        radio_floor: float = 1.0,
        talk: bool = False,
    ) -> None:
        self.level = level
        self.look = look
        self.lead = lead or look  # a lead decides most of a trick: it may get a larger look-ahead
        self.weight = weight  # points of the rules-of-thumb score worth one whole sampled deal
        self.radio_floor = radio_floor  # the least a message must be worth, late in the hand
        self.talk = talk  # communicate at the first chance, the card :mod:`.radio` chooses
        self.advantage = 0.5  # how much a task's appeal to a random hand lowers its appeal to this one
        self.samples = 24  # random hands for that comparison

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view`` (always one of ``view["legal"]``)."""
        legal = view["legal"]
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        decide = getattr(self, f"_{phase}", None)
        move = decide(view, legal) if decide else None
        return move if move in legal else legal[0]

    # -- before the tricks -------------------------------------------------------------------------------
    def _tokens(self, view: dict, legal: list[dict]) -> dict:
        return {"type": "skip"}

    def _hand(self, view: dict) -> int:
        return C.mask_of(view["hand"])

    def _pick(self, view: dict, legal: list[dict]) -> dict:
        """The task that suits this hand best compared with a random hand of the others' cards: a task anyone
        could do can wait for someone else, one that suits few hands is taken while it can be."""
        me = view["acting_for"]
        hand = self._hand(view) if me == view["me"] else C.mask_of(_jarvis_up(view))
        randoms = self._random_hands(view, hand)

        def worth(move: dict) -> float:
            card = C.index(move["card"])
            return task_fit(hand, card) - self.advantage * _mean_fit(randoms, card)

        return max(legal, key=lambda m: (worth(m), -C.index(m["card"])))

    def _random_hands(self, view: dict, hand: int) -> list[int]:
        """Random hands of this hand's size from the cards it does not hold: how well others might fit a task."""
        gen = seeded(view)
        others = [c for c in range(40) if not hand >> c & 1]
        size = max(1, hand.bit_count())
        return [C.mask_of([C.CARDS[c] for c in rng.shuffle(gen, list(others))[:size]]) for _ in range(self.samples)]

    def _question(self, view: dict, legal: list[dict]) -> dict:
        code = view["mission"]["question"]
        hand = self._hand(view)
        strength = _strength(hand)
        if code == M.COMMANDER_DISTRIBUTION:
            card = C.index(view["tasks"][view["question"]["task"]]["card"])
            answer = "yes" if task_fit(hand, card) >= 0.75 else "no"
        elif code == M.COMMANDER_DECISION:
            answer = "yes" if strength >= 3 else "no"
        elif code == M.CHOSEN_NO_TRICKS:
            answer = "good" if strength <= 1 and not hand & C.ROCKET_MASK else "bad"
        elif code == M.CHOSEN_EXACTLY_ONE_NO_ROCKET:
            answer = "yes" if 1 <= strength <= 2 and not hand & C.ROCKET_MASK else "no"
        elif code == M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET:
            nines = sum(1 for c in view["hand"] if c[1] == "9" and not C.is_rocket(c))
            answer = "yes" if nines >= 2 and not hand & C.ROCKET_MASK else "no"
        else:
            answer = "first_four" if strength >= 4 else "last" if strength >= 1.5 else "in_between"
        return {"type": "answer", "answer": answer}

    def _designate(self, view: dict, legal: list[dict]) -> dict:
        replies = view["question"]["replies"] if view["question"] else [None] * len(view["crew"])
        n, me = len(view["crew"]), view["me"]
        order = [(me + i) % n for i in range(1, n)]
        mission = view["mission"]
        if M.ROLES_FIRST4_MIDDLE_LAST in mission["rules"]:
            mine = _strength(self._hand(view))
            wish = list(replies)
            wish[me] = "first_four" if mine >= 4 else "last" if mine >= 1.5 else "in_between"
            everyone = [me, *order]
            first = next((p for p in everyone if wish[p] == "first_four"), everyone[0])
            last = next((p for p in everyone if wish[p] == "last" and p != first), None)
            if last is None:
                last = next(p for p in reversed(everyone) if p != first)
            return {"type": "designate", "first_four": first, "last": last}
        allowed = [m["player"] for m in legal]
        wanted = {"good", "yes"}
        if M.CHOSEN_SILENT in mission["rules"]:
            # silence the player who is least likely to need the radio: the one with the fewest tasks
            tasks = [sum(1 for t in view["tasks"] if t["owner"] == p) for p in range(n)]
            return {"type": "designate", "player": min(allowed, key=lambda p: (tasks[p], -order.index(p)))}
        chosen = next((p for p in order if p in allowed and replies[p] in wanted), None)
        if chosen is None:
            chosen = next(p for p in order if p in allowed)
        return {"type": "designate", "player": chosen}

    def _assign(self, view: dict, legal: list[dict]) -> dict:
        allowed = [m["player"] for m in legal]
        me, n = view["me"], len(view["crew"])
        card = C.index(view["tasks"][view["question"]["task"]]["card"])
        replies = view["question"]["replies"]
        mine = task_fit(self._hand(view), card)
        if me in allowed and mine >= 0.8:
            return {"type": "assign", "player": me}
        order = [(me + i) % n for i in range(1, n)]
        yes = next((p for p in order if p in allowed and replies[p] == "yes"), None)
        if yes is not None:
            return {"type": "assign", "player": yes}
        if me in allowed and mine >= 0.65:
            return {"type": "assign", "player": me}
        owned = [sum(1 for t in view["tasks"] if t["owner"] == p) for p in range(n)]
        return {"type": "assign", "player": min(allowed, key=lambda p: (owned[p], p != me))}

    def _handover(self, view: dict, legal: list[dict]) -> dict:
        """Hand over the own task this hand fits worst compared with a random hand, if a random hand fits it
        better, to the crew member with the fewest tasks (the nearest on the left among equals): nobody's
        hand is known yet, so any other hand is as good a guess as a random one."""
        me, n = view["me"], len(view["crew"])
        hand = self._hand(view)
        mine = [C.index(t["card"]) for t in view["tasks"] if t["owner"] == me]
        if not mine:
            return {"type": "skip"}
        randoms = self._random_hands(view, hand)

        def shortfall(card: int) -> float:
            return _mean_fit(randoms, card) - task_fit(hand, card)

        worst = max(mine, key=lambda card: (shortfall(card), -card))
        if shortfall(worst) <= 0:
            return {"type": "skip"}
        owned = [sum(1 for t in view["tasks"] if t["owner"] == p) for p in range(n)]
        receiver = min((p for p in range(n) if p != me), key=lambda p: (owned[p], (p - me) % n))
        return {"type": "handover", "card": C.CARDS[worst], "to": receiver}

    def _distress(self, view: dict, legal: list[dict]) -> dict:
        hand = self._hand(view)
        me = view["me"]
        hopeless = [
            t for t in view["tasks"] if t["owner"] == me and not t["done"] and task_fit(hand, C.index(t["card"])) < 0.35
        ]
        if not hopeless:
            return {"type": "distress", "vote": "no"}
        return {"type": "distress", "vote": "left"}

    def _pass(self, view: dict, legal: list[dict]) -> dict:
        me = view["acting_for"]
        n = len(view["crew"])
        receiver = (me + 1) % n if view["distress"]["direction"] == "left" else (me - 1) % n
        cards = [m["card"] for m in legal]
        hand = C.mask_of(cards)
        theirs = [c for c in cards if any(t["card"] == c and t["owner"] == receiver for t in view["tasks"])]
        if theirs:
            return {"type": "pass_card", "card": theirs[0]}
        mine = [C.index(t["card"]) for t in view["tasks"] if t["owner"] == me]

        def keep(card: str) -> float:
            i = C.index(card)
            value = 0.0
            for task in mine:
                if i == task or (i // 9 == task // 9 and i > task):
                    value += 10
            if any(t["card"] == card for t in view["tasks"]):
                value += 5  # a task card of someone else: keep it where its owner expects it
            length = (hand & SUITS[i // 9]).bit_count()
            return value + C.value(card) * 0.3 + length * 0.5

        return {"type": "pass_card", "card": min(cards, key=lambda c: (keep(c), C.index(c)))}

    def _communicate(self, view: dict, legal: list[dict]) -> dict:
        """Show the card that tells the crew most about the open tasks, once it says enough."""
        if view["trick_no"] >= view["tricks_total"] - 1:
            return {"type": "skip"}
        if self.talk:
            hidden = M.DEAD_ZONE in view["mission"]["rules"]
            card = R.choose(self._hand(view), view["me"], R.moment_of(view, view["trick_no"]), hidden)
            return {"type": "communicate", "card": C.CARDS[card]} if card is not None else {"type": "skip"}
        best = max(view["communicable"], key=lambda e: (self._radio_value(view, e), -C.index(e["card"])))
        value = self._radio_value(view, best)
        # worth more early; later a weaker message is still better than none
        threshold = max(self.radio_floor, 2.0 - 0.3 * (view["trick_no"] - 1))
        return {"type": "communicate", "card": best["card"]} if value >= threshold else {"type": "skip"}

    @staticmethod
    def _radio_value(view: dict, entry: dict) -> float:
        open_tasks = tuple(
            (C.index(task["card"]), task["owner"])
            for task in view["tasks"]
            if not task["done"] and task["card"] is not None
        )
        return R.task_value(C.mask_of(view["hand"]), view["me"], C.index(entry["card"]), entry["token"], open_tasks)

    # -- the tricks --------------------------------------------------------------------------------------
    def _play(self, view: dict, legal: list[dict]) -> dict:
        scores, votes = self.weigh(view)
        best = max(scores, key=lambda c: (scores[c] + self.weight * votes[c], -c))
        return {"type": "play", "card": C.CARDS[best]}

    def weigh(self, view: dict) -> tuple[dict[int, float], dict[int, float]]:
        """For each legal card of a view in the ``play`` phase (by card index): its rules-of-thumb score and its
        look-ahead vote (the share of sampled deals where the crew can still succeed after it, with the bonus
        for a task fulfilled in this trick; 0 without a look-ahead). The bot plays the card with the highest
        score plus ``weight`` times its vote."""
        me = view["acting_for"]
        belief = Belief(view, acting=me)
        ctx = context_from_view(view)
        progress = progress_from_view(view, ctx)
        cards = [C.index(m["card"]) for m in view["legal"]]
        scores = score_cards(belief, ctx, progress, me, cards)
        votes = dict.fromkeys(cards, 0.0)
        look = self.look if view["trick"] else self.lead
        if look:
            options = distinct(cards, belief, ctx, me)
            if len(options) > 1:
                shares = look.votes(view, belief, ctx, progress, options)
                for card in cards:
                    votes[card] = shares.get(representative(card, cards, belief, ctx, me), 0.0)
        return scores, votes


def _mean_fit(hands: list[int], card: int) -> float:
    return sum(task_fit(h, card) for h in hands) / len(hands)


def _jarvis_up(view: dict) -> list[str]:
    return [col["up"] for col in view["jarvis"]["columns"] if col["up"]] if view["jarvis"] else []


BOTS = {
    "easy": CrewBot("easy"),
    "medium": CrewBot("medium", LookAhead(worlds=4, nodes=1500)),
    "hard": CrewBot("hard", LookAhead(worlds=16, nodes=20_000, attempts=200, slack=0.05), talk=True),
}
