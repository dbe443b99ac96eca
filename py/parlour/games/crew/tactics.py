"""Rules of thumb for playing a card, from one seat's knowledge (a :class:`.belief.Belief`).

Each legal card gets a score; higher is better. The thumb rules are the ones a crew uses at the table:
win your own task card with a card nobody can beat, throw a task card onto its owner's winning trick,
never let a task card fall to the wrong player, lead a master card to pull a task card out of another
hand, keep high cards and rockets, and play low when nothing is at stake. A few mission rules (the sick
player, no 9 may win, balanced tricks) add their own preferences.
"""

from __future__ import annotations

from . import cards as C
from . import judge
from . import missions as M
from .belief import Belief

SUITS = C.SUIT_MASKS


class Table:
    """The trick as the acting position sees it, and helpers about who may still beat a card."""

    def __init__(self, belief: Belief, ctx: judge.Ctx, progress: tuple, me: int) -> None:
        view = belief.view
        self.belief, self.ctx, self.me = belief, ctx, me
        self.done = progress[0]
        self.progress = progress
        self.played = [(e["player"], C.index(e["card"])) for e in view["trick"]]
        n = belief.n
        self.leader = self.played[0][0] if self.played else view["leader"]
        self.after = [(me + i) % n for i in range(1, n - len(self.played))]
        self.hand = belief.known[me]
        self.best, self.current = -1, -1
        if self.played:
            led = self.played[0][1] // 9
            self.led = led
            for p, card in self.played:
                if card > self.best and (card >= 36 or card // 9 == led):
                    self.best, self.current = card, p
        else:
            self.led = -1
        self.open = [t for t in range(len(ctx.task_cards)) if not self.done >> t & 1]

    def beats(self, card: int, best: int | None = None) -> bool:
        """Whether ``card`` would beat the trick's best card so far."""
        best = self.best if best is None else best
        if best < 0:
            return True
        led = self.led if self.led >= 0 else card // 9
        return card > best and (card >= 36 or card // 9 == led)

    def may_beat(self, p: int, card: int, led: int) -> bool:
        """Whether position ``p``, playing later in this trick, might beat ``card`` (suit ``led`` led)."""
        belief = self.belief
        if card < 36:
            higher = SUITS[card // 9] & ~((2 << card) - 1)
            if card // 9 == led and any(belief.may_hold(p, c) for c in _bits(higher)):
                return True
            # a later player may trump if they might be out of the led suit: known to be, or few left for them
            if belief.known[p] & SUITS[led] and p != belief.jarvis:
                return False
            left = sum(1 for c in _bits(SUITS[led]) if belief.may_hold(p, c))
            if left <= 2 or p == belief.jarvis:
                return any(belief.may_hold(p, c) for c in _bits(C.ROCKET_MASK))
            return False
        higher = C.ROCKET_MASK & ~((2 << card) - 1)
        return any(belief.may_hold(p, c) for c in _bits(higher))

    def secure(self, card: int) -> bool:
        """Whether ``card``, if it wins the trick now, stays the winner whatever the later players hold."""
        led = self.led if self.led >= 0 else card // 9
        return not any(self.may_beat(p, card, led) for p in self.after)

    def ready(self, t: int) -> bool:
        """Whether fulfilling task ``t`` now keeps every order token."""
        return judge.completion_breaks(self.ctx, self.done, 1 << t) is None


def _bits(mask: int):
    while mask:
        low = mask & -mask
        mask ^= low
        yield low.bit_length() - 1


def _value(card: int) -> int:
    return C.value_of(card)


def score_cards(belief: Belief, ctx: judge.Ctx, progress: tuple, me: int, legal: list[int]) -> dict[int, float]:
    """A score per legal card index for position ``me`` (higher is better)."""
    table = Table(belief, ctx, progress, me)
    if table.played:
        scores = {card: _follow_score(table, card) for card in legal}
    else:
        scores = {card: _lead_score(table, card) for card in legal}
    _mission_rules(table, scores)
    return scores


def _task_of(table: Table, card: int) -> int:
    t = table.ctx.card_task[card]
    return t if t >= 0 and not table.done >> t & 1 else -1


def _follow_score(table: Table, card: int) -> float:
    ctx = table.ctx
    me = table.me
    wins = table.beats(card)
    winner = me if wins else table.current
    stake = [t for t in table.open if ctx.task_cards[t] == card or any(c == ctx.task_cards[t] for _, c in table.played)]
    if not stake:
        score = -_value(card) - (15 if card >= 36 else 0)
        if wins:
            score -= 3  # taking the lead costs nothing much, but keep winners for when they matter
        return score + _future(table, card)
    owners = {ctx.task_owners[t] for t in stake}
    if len(owners) > 1:
        return -1000.0
    owner = owners.pop()
    in_order = all(table.ready(t) for t in stake)
    if winner == owner:
        sure = owner != me or table.secure(card)
        if owner == table.current and not wins:
            sure = table.secure(table.best)
        if not sure:
            # the owner is winning for now but a later player may still beat them: do not risk a task card
            risky = owner != table.current or wins or any(ctx.task_cards[t] == card for t in stake)
            return (-60 if risky else 100) - _value(card)
        return (300 if in_order else -400) - _value(card)
    if owner in table.after:
        # the owner plays later: leave room for them (play low, do not overtake); throw the task card
        # itself only when the owner surely holds a card that beats the trick
        if any(ctx.task_cards[t] == card for t in stake):
            higher = SUITS[table.led] & ~((2 << max(table.best, card)) - 1) if table.led < 4 else 0
            return (80 if table.belief.known[owner] & higher else -120) - _value(card)
        return (60 if not wins else -80) - _value(card) - (40 if card >= 36 else 0)
    return -800.0


def _lead_score(table: Table, card: int) -> float:
    ctx, belief, me = table.ctx, table.belief, table.me
    t = _task_of(table, card)
    if t >= 0:
        owner = ctx.task_owners[t]
        if owner == me:
            if not table.ready(t):
                return -300
            return 250 if table.secure(card) else -60 - 30 * _higher_outside(table, card)
        # someone else's task card: lead it only when the owner surely holds a higher card of its suit
        higher = SUITS[card // 9] & ~((2 << card) - 1)
        if table.ready(t) and belief.known[owner] & higher:
            return 200
        return -250
    score = -_value(card) - (25 if card >= 36 else 0)
    for u in table.open:
        task_card = ctx.task_cards[u]
        if ctx.task_owners[u] == me and not table.hand >> task_card & 1 and card // 9 == task_card // 9 < 4:
            if card > task_card and table.ready(u):
                score += (150 if table.secure(card) else 60) + 12 * _value(card)
        elif ctx.task_owners[u] != me and card // 9 == task_card // 9 and belief.holder_of(task_card) != me:
            # leading low into a suit where a teammate's task card lies: the owner may win it
            score += 10 if card < task_card else -20
    return score + _future(table, card)


def _higher_outside(table: Table, card: int) -> int:
    higher = SUITS[card // 9] & ~((2 << card) - 1) & ~table.hand & ~table.belief.played
    return higher.bit_count()


def _future(table: Table, card: int) -> float:
    """Keep cards the open tasks will need: higher cards of a suit where I must win a task card, and the
    rockets that will trump it when I am out of that suit (all the more when they are my only way)."""
    ctx = table.ctx
    keep = 0.0
    for t in table.open:
        task_card = ctx.task_cards[t]
        if ctx.task_owners[t] != table.me or table.hand >> task_card & 1:
            continue
        suit = SUITS[task_card // 9]
        higher = table.hand & suit & ~((2 << task_card) - 1)
        if card // 9 == task_card // 9 and card > task_card:
            keep -= 20 if higher & ~(1 << card) else 60
        if card >= 36 and not higher:
            keep -= 60 if (table.hand & C.ROCKET_MASK).bit_count() == 1 else 25
    return keep


def _mission_rules(table: Table, scores: dict[int, float]) -> None:
    """Preferences from the mission's own rules, by asking the judge about the trick as it would stand.

    For each card: who would be allowed to win this trick (the judge finds no broken rule if the trick
    ended now with them as winner)? Winning when only I may win, or not winning when I may not, is good;
    the other way round is bad, the more so when no later player can change the winner.
    """
    ctx, me = table.ctx, table.me
    if not ctx.codes:
        return
    n = table.belief.n
    remaining = table.belief.deck & ~table.belief.played
    trick_no = table.belief.view["trick_no"]
    cards = [c for _, c in table.played]
    for card in scores:
        trial = [*cards, card]
        remaining_after = remaining & ~(1 << card)
        wins = table.beats(card)
        sure = wins and table.secure(card)
        winner = me if wins else table.current
        allowed = set()
        better = False
        for x in range(n):
            progress, verdict = judge.after_trick(ctx, table.progress, trial, x, trick_no, remaining_after)
            if verdict is None or verdict == judge.WIN:
                allowed.add(x)
                if x == winner and progress[3] > table.progress[3]:
                    better = True  # a colour 1 wins the trick (missions 9 and 26)
        if allowed == {me}:
            scores[card] += 300 if sure else 100 if wins else -150
        elif me not in allowed:
            scores[card] += -400 if sure else -120 if wins else 30
        elif winner not in allowed:
            scores[card] += -100
        if better:
            scores[card] += 200 if sure else 60
        if M.NO_WIN_WITH_9 in ctx.codes and card < 36 and card % 9 == 8 and not wins:
            scores[card] += 80  # a 9 thrown away safely is one 9 less to worry about
        if ctx.rockets_needed and card >= 36 and not table.played:
            lower_left = any(r != card and remaining >> r & 1 for r in range(36, card))
            if M.ROCKETS_IN_ORDER in ctx.codes and lower_left:
                scores[card] -= 200
            elif table.secure(card):
                scores[card] += 150
