"""When a mission attempt is won or lost: the one place where tasks, tokens and mission rules are checked.

Both the rules engine and the solver call :func:`after_trick` once per finished trick. It works on card
indices (see :mod:`.cards`) and on a small *progress* tuple, so the solver can run it millions of times:

    progress = (done, wins, rockets, ones)

- ``done``: bit set of the tasks fulfilled so far (bit ``t`` for task ``t`` of the mission);
- ``wins``: tricks won per crew position, kept only when a rule counts them (else ``()``);
- ``rockets``: bit set of rocket values (bit ``v - 1``) that have won a trick;
- ``ones``: tricks won by a colour card of value 1.

A verdict is None (play on), :data:`WIN`, or a failure tuple ``("code", ...)`` that :func:`explain` turns
into a sentence.

Token semantics (sheet 5.3, Board Game Arena's reading where the rulebook is silent): tasks fulfilled in
the same trick count as simultaneous. A numbered task fails if any task without a lower number is done
before it; Ω fails if it is done while another task is open; an arrow task fails if it is done while a
task with fewer arrows is open.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cards as C
from . import missions as M

WIN = ("win",)
NUMBERS = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5}
ARROWS = {">": 1, ">>": 2, ">>>": 3, ">>>>": 4}
TOKEN_NAMES = {"omega": "Ω"}
ONES_MASK = sum(1 << (9 * c) for c in range(4))
NINES_MASK = sum(1 << (9 * c + 8) for c in range(4))
PINK_MASK = C.SUIT_MASKS[0]
# The mission rule codes judged after each trick (the others shape selection and communication).
CHECKED_CODES = frozenset(
    {
        M.CHOSEN_NO_TRICKS,
        M.EACH_ROCKET_WINS,
        M.NO_WIN_WITH_9,
        M.COLOUR_1_WINS_X1,
        M.COLOUR_1_WINS_X2,
        M.BALANCED_TRICKS,
        M.COMMANDER_FIRST_AND_LAST,
        M.CHOSEN_EXACTLY_ONE_NO_ROCKET,
        M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,
        M.ROCKETS_IN_ORDER,
        M.LEFT_OF_PINK9_WINS_ALL_PINK,
        M.OMEGA_IN_LAST_TRICK,
        M.ROLES_FIRST4_MIDDLE_LAST,
    }
)


@dataclass(frozen=True)
class Ctx:
    """Everything fixed during the trick play of one attempt (who owns which task, who was named)."""

    n: int
    tricks_total: int
    commander: int
    task_cards: tuple[int, ...]
    task_owners: tuple[int, ...]
    task_tokens: tuple[str | None, ...]
    codes: frozenset
    designee: int | None = None
    designee_last: int | None = None
    rockets_present: int = 0b1111

    def __post_init__(self) -> None:
        put = object.__setattr__
        card_task = [-1] * 40
        for t, card in enumerate(self.task_cards):
            card_task[card] = t
        put(self, "card_task", tuple(card_task))
        put(self, "task_mask", C.mask_of([C.CARDS[c] for c in self.task_cards]))
        put(self, "all_done", (1 << len(self.task_cards)) - 1)
        prereqs, blockers = [], []
        tokens = self.task_tokens
        for t, token in enumerate(tokens):
            if token == "omega":
                prereqs.append((t, self.all_done & ~(1 << t)))
            elif token in ARROWS:
                lower = [u for u, other in enumerate(tokens) if ARROWS.get(other, 9) < ARROWS[token]]
                prereqs.append((t, sum(1 << u for u in lower)))
            elif token in NUMBERS:
                allowed = [u for u, other in enumerate(tokens) if NUMBERS.get(other, 9) < NUMBERS[token]]
                blockers.append((t, self.all_done & ~(1 << t) & ~sum(1 << u for u in allowed)))
        put(self, "prereqs", tuple(p for p in prereqs if p[1]))
        put(self, "blockers", tuple(b for b in blockers if b[1]))
        codes = self.codes
        put(self, "count_wins", M.BALANCED_TRICKS in codes or M.CHOSEN_EXACTLY_ONE_NO_ROCKET in codes)
        needed = 2 if M.COLOUR_1_WINS_X2 in codes else 1 if M.COLOUR_1_WINS_X1 in codes else 0
        put(self, "ones_needed", needed)
        every_rocket = M.EACH_ROCKET_WINS in codes or M.ROCKETS_IN_ORDER in codes
        put(self, "rockets_needed", self.rockets_present if every_rocket else 0)
        # Rules that can only be judged when the hand is over (nothing settles them earlier).
        whole_hand = {
            M.CHOSEN_NO_TRICKS,
            M.BALANCED_TRICKS,
            M.COMMANDER_FIRST_AND_LAST,
            M.CHOSEN_EXACTLY_ONE_NO_ROCKET,
            M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,
            M.ROLES_FIRST4_MIDDLE_LAST,
        }
        put(self, "whole_hand", bool(whole_hand & codes))
        put(self, "omega_task", tokens.index("omega") if M.OMEGA_IN_LAST_TRICK in codes else -1)

    def start(self) -> tuple:
        """The progress before the first trick."""
        return (0, (0,) * self.n if self.count_wins else (), 0, 0)


def completion_breaks(ctx: Ctx, done: int, completed: int) -> tuple | None:
    """The order failure if the tasks of bit set ``completed`` are fulfilled together now, else None."""
    after = done | completed
    for t, need in ctx.prereqs:
        if completed >> t & 1 and need & ~after:
            return ("late", t, _first_bit(need & ~after))
    for t, block in ctx.blockers:
        if not after >> t & 1 and completed & block:
            return ("early", t, _first_bit(completed & block))
    return None


def _first_bit(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def after_trick(ctx: Ctx, progress: tuple, played: list[int], winner: int, trick_no: int, remaining: int):
    """The progress and verdict after trick ``trick_no`` (1-based) of cards ``played`` was won by ``winner``.

    ``remaining`` is the bit set of every card still in a hand after the trick.
    """
    done, wins, rockets, ones = progress
    card_task, owners = ctx.card_task, ctx.task_owners
    completed = 0
    best, led = -1, played[0] // 9
    for card in played:
        if card > best and (card >= 36 or card // 9 == led):
            best = card
        t = card_task[card]
        if t >= 0:
            if owners[t] != winner:
                return progress, ("taken", t, winner)
            completed |= 1 << t
    if completed:
        broken = completion_breaks(ctx, done, completed)
        if broken:
            return progress, broken
        if ctx.omega_task >= 0 and completed >> ctx.omega_task & 1 and trick_no != ctx.tricks_total:
            return progress, ("omega_early", ctx.omega_task)
        done |= completed
    last = trick_no == ctx.tricks_total
    codes = ctx.codes
    if ctx.count_wins:
        wins = tuple(w + (p == winner) for p, w in enumerate(wins))
    if codes:
        failure = _code_failure(ctx, codes, played, winner, best, trick_no, last, wins, rockets)
        if failure:
            return progress, failure
        if best >= 36:
            if ctx.rockets_needed:
                rockets |= 1 << (best - 36)
        elif ctx.ones_needed and best % 9 == 0:
            ones += 1
        if ctx.ones_needed and ones + (remaining & ONES_MASK).bit_count() < ctx.ones_needed:
            return progress, ("ones", ctx.ones_needed)
    progress = (done, wins, rockets, ones)
    if last:
        return progress, _final(ctx, progress)
    if done == ctx.all_done and not ctx.whole_hand and _settled(ctx, progress, remaining):
        return progress, WIN
    return progress, None


def _code_failure(ctx: Ctx, codes, played, winner, best, trick_no, last, wins, rockets) -> tuple | None:
    """The mission rule broken by this trick, if any."""
    chosen = ctx.designee
    if M.CHOSEN_NO_TRICKS in codes and winner == chosen:
        return ("sick", chosen)
    if ctx.rockets_needed:
        in_trick = [c for c in played if c >= 36]
        if len(in_trick) > 1:
            return ("rocket_lost", min(in_trick) - 35)
        if in_trick and M.ROCKETS_IN_ORDER in codes:
            lower = ctx.rockets_present & ((1 << (best - 36)) - 1)
            if lower & ~rockets:
                return ("rocket_order", best - 35)
    if M.NO_WIN_WITH_9 in codes and best < 36 and best % 9 == 8:
        return ("nine", best)
    if M.BALANCED_TRICKS in codes and max(wins) - min(wins) >= 2:
        return ("balance", winner)
    if M.COMMANDER_FIRST_AND_LAST in codes and (trick_no == 1 or last) and winner != ctx.commander:
        return ("commander", trick_no, winner)
    if M.CHOSEN_EXACTLY_ONE_NO_ROCKET in codes and winner == chosen:
        if best >= 36:
            return ("one_rocket", chosen)
        if wins[chosen] > 1:
            return ("one_second", chosen)
    if M.CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET in codes:
        ends = trick_no == 1 or last
        if ends and winner != chosen:
            return ("fl_end", trick_no, winner)
        if not ends and winner == chosen:
            return ("fl_middle", trick_no, winner)
        if winner == chosen and best >= 36:
            return ("fl_rocket", trick_no, winner)
    if M.LEFT_OF_PINK9_WINS_ALL_PINK in codes and winner != chosen and any(c < 9 for c in played):
        return ("pink", winner)
    if M.ROLES_FIRST4_MIDDLE_LAST in codes:
        if trick_no <= 4 and winner != chosen:
            return ("role_first", trick_no, winner)
        if last and trick_no > 4 and winner != ctx.designee_last:
            return ("role_last", trick_no, winner)
        if trick_no > 4 and not last and winner in (chosen, ctx.designee_last):
            return ("role_middle", trick_no, winner)
    return None


def _settled(ctx: Ctx, progress: tuple, remaining: int) -> bool:
    """Whether nothing later in the hand can break the mission rules any more."""
    _, _, rockets, ones = progress
    if ones < ctx.ones_needed or rockets != ctx.rockets_needed:
        return False
    codes = ctx.codes
    if M.NO_WIN_WITH_9 in codes and remaining & NINES_MASK:
        return False
    return not (M.LEFT_OF_PINK9_WINS_ALL_PINK in codes and remaining & PINK_MASK)


def _final(ctx: Ctx, progress: tuple) -> tuple:
    """The verdict once the last trick is played."""
    done, wins, rockets, ones = progress
    if done != ctx.all_done:
        return ("undone", _first_bit(ctx.all_done & ~done))
    if ones < ctx.ones_needed:
        return ("ones", ctx.ones_needed)
    if rockets != ctx.rockets_needed:
        return ("rocket_missing", _first_bit(ctx.rockets_needed & ~rockets) + 1)
    if M.CHOSEN_EXACTLY_ONE_NO_ROCKET in ctx.codes and wins[ctx.designee] == 0:
        return ("one_none", ctx.designee)
    return WIN


def task_words(ctx: Ctx, t: int, names: list[str]) -> str:
    """Task ``t`` in words: ``"Ben's blue 6 (token 1)"``."""
    card = C.CARDS[ctx.task_cards[t]]
    token = ctx.task_tokens[t]
    mark = f" (token {TOKEN_NAMES.get(token, token)})" if token else ""
    return f"{names[ctx.task_owners[t]]}'s {C.describe(card)[4:]}{mark}"


def explain(ctx: Ctx, verdict: tuple, names: list[str]) -> str:
    """The verdict as a sentence a player understands; ``names`` are the crew positions' names."""
    code, *args = verdict
    if code == "win":
        return "Every task and rule of the mission is fulfilled."
    chosen = names[ctx.designee] if ctx.designee is not None else ""
    if code == "taken":
        t, winner = args
        card = C.describe(C.CARDS[ctx.task_cards[t]])
        return f"{card[0].upper()}{card[1:]} was won by {names[winner]}, but it was {names[ctx.task_owners[t]]}'s task."
    if code == "early":
        t, u = args
        return f"{task_words(ctx, u, names)} was fulfilled before {task_words(ctx, t, names)}."
    if code == "late":
        t, u = args
        return f"{task_words(ctx, t, names)} was fulfilled while {task_words(ctx, u, names)} was still open."
    if code == "omega_early":
        return f"{task_words(ctx, args[0], names)} was fulfilled before the last trick."
    if code == "undone":
        return f"The hand is over and {task_words(ctx, args[0], names)} is not fulfilled."
    if code == "sick":
        return f"{names[args[0]]} won a trick, but had to win none."
    if code == "ones":
        return f"Fewer than {args[0]} tricks can be won by a colour card of value 1."
    if code == "rocket_lost":
        return f"Rocket {args[0]} was beaten by a higher rocket, so it can never win a trick."
    if code == "rocket_order":
        return f"Rocket {args[0]} won a trick before a lower rocket did."
    if code == "rocket_missing":
        return f"Rocket {args[0]} never won a trick."
    if code == "nine":
        card = C.describe(C.CARDS[args[0]])
        return f"{card[0].upper()}{card[1:]} won a trick."
    if code == "balance":
        return f"{names[args[0]]} has now won two tricks more than another crew member."
    if code == "commander":
        k, winner = args
        return f"{names[winner]} won trick {k}, but the commander {names[ctx.commander]} had to win it."
    if code == "one_rocket":
        return f"{names[args[0]]} won a trick with a rocket."
    if code == "one_second":
        return f"{names[args[0]]} won a second trick, but had to win exactly one."
    if code == "one_none":
        return f"{names[args[0]]} won no trick, but had to win exactly one."
    if code == "fl_end":
        k, winner = args
        return f"{names[winner]} won trick {k}, but it had to go to {chosen}."
    if code == "fl_middle":
        return f"{chosen} won trick {args[0]}, but had to win only the first and the last trick."
    if code == "fl_rocket":
        return f"{chosen} won trick {args[0]} with a rocket."
    if code == "pink":
        return f"{names[args[0]]} won a pink card, but {chosen} had to win them all."
    if code == "role_first":
        k, winner = args
        return f"{names[winner]} won trick {k}, one of the first four, which belong to {chosen}."
    if code == "role_last":
        k, winner = args
        return f"{names[winner]} won the last trick, which belongs to {names[ctx.designee_last]}."
    if code == "role_middle":
        k, winner = args
        return f"{names[winner]} won trick {k}, which had to go to one of the others."
    return "The mission failed."
