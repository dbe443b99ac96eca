"""The 50 missions of the logbook, as data: task count, task tokens (in lay-out order) and rule codes.

The table follows the team's rules sheet (shared/rules/the-crew.md, section 9.3), which cross-checked Board
Game Arena's mission classes against three independent mission lists. Every rule code is implemented once:
the selection and communication codes in :mod:`.rules`, the win and lose checks in :mod:`.judge`.
"""

from __future__ import annotations

from dataclasses import dataclass

# Rule codes (section 9.1 of the sheet).
DEAD_ZONE = "DEAD_ZONE"
DISRUPTION_2 = "DISRUPTION_2"
DISRUPTION_3 = "DISRUPTION_3"
COMMANDER_DECISION = "COMMANDER_DECISION"
COMMANDER_DISTRIBUTION = "COMMANDER_DISTRIBUTION"
SWAP_TWO_TOKENS = "SWAP_TWO_TOKENS"
MOVE_ONE_TOKEN = "MOVE_ONE_TOKEN"
CHOSEN_NO_TRICKS = "CHOSEN_NO_TRICKS"
CHOSEN_SILENT = "CHOSEN_SILENT"
DRAW_FROM_RIGHT_AFTER_T1 = "DRAW_FROM_RIGHT_AFTER_T1"
EACH_ROCKET_WINS = "EACH_ROCKET_WINS"
NO_WIN_WITH_9 = "NO_WIN_WITH_9"
COLOUR_1_WINS_X1 = "COLOUR_1_WINS_x1"
COLOUR_1_WINS_X2 = "COLOUR_1_WINS_x2"
BALANCED_TRICKS = "BALANCED_TRICKS"
COMMANDER_FIRST_AND_LAST = "COMMANDER_FIRST_AND_LAST"
CHOSEN_EXACTLY_ONE_NO_ROCKET = "CHOSEN_EXACTLY_ONE_NO_ROCKET"
CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET = "CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET"
ROCKETS_IN_ORDER = "ROCKETS_IN_ORDER"
LEFT_OF_PINK9_WINS_ALL_PINK = "LEFT_OF_PINK9_WINS_ALL_PINK"
OMEGA_IN_LAST_TRICK = "OMEGA_IN_LAST_TRICK"
ROLES_FIRST4_MIDDLE_LAST = "ROLES_FIRST4_MIDDLE_LAST"
FIVE_PLAYER_HANDOVER = "FIVE_PLAYER_HANDOVER"

ALL_CODES = frozenset(
    {
        DEAD_ZONE,
        DISRUPTION_2,
        DISRUPTION_3,
        COMMANDER_DECISION,
        COMMANDER_DISTRIBUTION,
        SWAP_TWO_TOKENS,
        MOVE_ONE_TOKEN,
        CHOSEN_NO_TRICKS,
        CHOSEN_SILENT,
        DRAW_FROM_RIGHT_AFTER_T1,
        EACH_ROCKET_WINS,
        NO_WIN_WITH_9,
        COLOUR_1_WINS_X1,
        COLOUR_1_WINS_X2,
        BALANCED_TRICKS,
        COMMANDER_FIRST_AND_LAST,
        CHOSEN_EXACTLY_ONE_NO_ROCKET,
        CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,
        ROCKETS_IN_ORDER,
        LEFT_OF_PINK9_WINS_ALL_PINK,
        OMEGA_IN_LAST_TRICK,
        ROLES_FIRST4_MIDDLE_LAST,
        FIVE_PLAYER_HANDOVER,
    }
)

# Codes where the commander names one player after (or without) a question; the answers each code offers.
QUESTIONS = {
    CHOSEN_NO_TRICKS: ("good", "bad"),
    COMMANDER_DECISION: ("yes", "no"),
    COMMANDER_DISTRIBUTION: ("yes", "no"),
    CHOSEN_EXACTLY_ONE_NO_ROCKET: ("yes", "no"),
    CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET: ("yes", "no"),
    ROLES_FIRST4_MIDDLE_LAST: ("first_four", "in_between", "last"),
}
QUESTION_TEXT = {
    CHOSEN_NO_TRICKS: "Is your hand good or bad for winning no trick at all?",
    COMMANDER_DECISION: "Do you feel able to take all the hidden tasks?",
    COMMANDER_DISTRIBUTION: "Do you want this task?",
    CHOSEN_EXACTLY_ONE_NO_ROCKET: "Could you win exactly one trick, and not with a rocket?",
    CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET: "Could you win the first and the last trick, and no other, without rockets?",
    ROLES_FIRST4_MIDDLE_LAST: "Which role suits your hand: the first four tricks, the tricks in between, or the last?",
}


@dataclass(frozen=True)
class Mission:
    """One logbook entry: ``tasks`` task cards, ``tokens`` laid on the first of them, and rule ``codes``."""

    number: int
    tasks: int
    tokens: tuple[str, ...]
    codes: tuple[str, ...]
    text: str

    def has(self, code: str) -> bool:
        """Whether the mission uses rule ``code``."""
        return code in self.codes

    @property
    def disruption(self) -> int:
        """The first trick before which communication is allowed (1 when there is no disruption)."""
        if DISRUPTION_3 in self.codes:
            return 3
        if DISRUPTION_2 in self.codes:
            return 2
        return 1

    @property
    def question(self) -> str | None:
        """The code whose question the commander asks the crew, if any."""
        return next((c for c in self.codes if c in QUESTIONS), None)


_H = FIVE_PLAYER_HANDOVER
_TABLE = (
    (1, 1, (), (), "Fulfil 1 task."),
    (2, 2, (), (), "Fulfil 2 tasks."),
    (3, 2, ("1", "2"), (), "Fulfil 2 tasks: the one marked 1 first, the one marked 2 second."),
    (4, 3, (), (), "Fulfil 3 tasks."),
    (5, 0, (), (CHOSEN_NO_TRICKS,), "No tasks. The commander names one crew member, who must win no trick at all."),
    (6, 3, (">", ">>"), (DEAD_ZONE,), "Fulfil 3 tasks, > before >>. Dead zone: communication hides its kind."),
    (7, 3, ("omega",), (), "Fulfil 3 tasks; the Ω task must be the last one done."),
    (8, 3, ("1", "2", "3"), (), "Fulfil 3 tasks in the order 1, 2, 3."),
    (9, 0, (), (COLOUR_1_WINS_X1,), "No tasks. At least one trick must be won by a colour card of value 1."),
    (10, 4, (), (), "Fulfil 4 tasks."),
    (11, 4, ("1",), (CHOSEN_SILENT,), "Fulfil 4 tasks, the one marked 1 first. One crew member named by the commander may not communicate."),  # noqa: E501
    (12, 4, ("omega",), (DRAW_FROM_RIGHT_AFTER_T1,), "Fulfil 4 tasks, Ω last. After the first trick everyone takes a random card from the player on their right."),  # noqa: E501
    (13, 0, (), (EACH_ROCKET_WINS,), "No tasks. Every rocket must win a trick."),
    (14, 4, (">", ">>", ">>>"), (DEAD_ZONE,), "Fulfil 4 tasks, > before >> before >>>. Dead zone."),
    (15, 4, ("1", "2", "3", "4"), (), "Fulfil 4 tasks in the order 1, 2, 3, 4."),
    (16, 0, (), (NO_WIN_WITH_9,), "No tasks. No trick may be won by a 9."),
    (17, 2, (), (NO_WIN_WITH_9,), "Fulfil 2 tasks, and no trick of the whole hand may be won by a 9."),
    (18, 5, (), (DISRUPTION_2,), "Fulfil 5 tasks. No communication before trick 2."),
    (19, 5, ("1",), (DISRUPTION_3,), "Fulfil 5 tasks, the one marked 1 first. No communication before trick 3."),
    (20, 2, (), (COMMANDER_DECISION,), "2 hidden tasks. The commander gives them all to one other crew member."),
    (21, 5, ("1", "2"), (DEAD_ZONE,), "Fulfil 5 tasks; the ones marked 1 and 2 first and second. Dead zone."),
    (22, 5, (">", ">>", ">>>", ">>>>"), (), "Fulfil 5 tasks, > before >> before >>> before >>>>."),
    (23, 5, ("1", "2", "3", "4", "5"), (SWAP_TWO_TOKENS,), "Fulfil 5 tasks in the order 1 to 5. Before choosing, the crew may swap two tokens."),  # noqa: E501
    (24, 6, (), (COMMANDER_DISTRIBUTION,), "6 tasks, handed out one by one by the commander; nobody may get two more than another."),  # noqa: E501
    (25, 6, (">", ">>"), (DEAD_ZONE, _H), "Fulfil 6 tasks, > before >>. Dead zone."),
    (26, 0, (), (COLOUR_1_WINS_X2,), "No tasks. At least two tricks must each be won by a colour card of value 1."),
    (27, 3, (), (COMMANDER_DECISION, _H), "3 hidden tasks. The commander gives them all to one other crew member."),
    (28, 6, ("1", "omega"), (DISRUPTION_3, _H), "Fulfil 6 tasks, the one marked 1 first and Ω last. No communication before trick 3."),  # noqa: E501
    (29, 0, (), (BALANCED_TRICKS, DEAD_ZONE), "No tasks. Nobody may ever have won two tricks more than another. Dead zone."),  # noqa: E501
    (30, 6, (">", ">>", ">>>"), (DISRUPTION_2, _H), "Fulfil 6 tasks, > before >> before >>>. No communication before trick 2."),  # noqa: E501
    (31, 6, ("1", "2", "3"), (_H,), "Fulfil 6 tasks; the ones marked 1, 2, 3 first, second and third."),
    (32, 7, (), (COMMANDER_DISTRIBUTION, _H), "7 tasks, handed out one by one by the commander; nobody may get two more than another."),  # noqa: E501
    (33, 0, (), (CHOSEN_EXACTLY_ONE_NO_ROCKET,), "No tasks. The commander names another crew member, who must win exactly one trick, and not with a rocket."),  # noqa: E501
    (34, 0, (), (BALANCED_TRICKS, COMMANDER_FIRST_AND_LAST), "No tasks. Nobody may ever have won two tricks more than another, and the commander must win the first and the last trick."),  # noqa: E501
    (35, 7, (">", ">>", ">>>"), (_H,), "Fulfil 7 tasks, > before >> before >>>."),
    (36, 7, ("1", "2"), (COMMANDER_DISTRIBUTION, _H), "7 tasks handed out one by one by the commander; the ones marked 1 and 2 first and second."),  # noqa: E501
    (37, 4, (), (COMMANDER_DECISION, _H), "4 hidden tasks. The commander gives them all to one other crew member."),
    (38, 8, (), (DISRUPTION_3, _H), "Fulfil 8 tasks. No communication before trick 3."),
    (39, 8, (">", ">>", ">>>"), (DEAD_ZONE, _H), "Fulfil 8 tasks, > before >> before >>>. Dead zone."),
    (40, 8, ("1", "2", "3"), (MOVE_ONE_TOKEN, _H), "Fulfil 8 tasks; 1, 2, 3 first, second, third. Before choosing, the crew may move one token onto a task without one."),  # noqa: E501
    (41, 0, (), (CHOSEN_ONLY_FIRST_AND_LAST_NO_ROCKET,), "No tasks. The commander names another crew member, who must win the first and the last trick and no other, neither with a rocket."),  # noqa: E501
    (42, 9, (), (_H,), "Fulfil 9 tasks."),
    (43, 9, (), (COMMANDER_DISTRIBUTION, _H), "9 tasks, handed out one by one by the commander; nobody may get two more than another."),  # noqa: E501
    (44, 0, (), (ROCKETS_IN_ORDER,), "No tasks. Every rocket must win a trick, in the order 1, 2, 3, 4."),
    (45, 9, (">", ">>", ">>>"), (_H,), "Fulfil 9 tasks, > before >> before >>>."),
    (46, 0, (), (LEFT_OF_PINK9_WINS_ALL_PINK,), "No tasks. The holder of the pink 9 says so; the player on their left must win every pink card."),  # noqa: E501
    (47, 10, (), (_H,), "Fulfil 10 tasks."),
    (48, 3, ("omega",), (OMEGA_IN_LAST_TRICK, _H), "Fulfil 3 tasks; the Ω task must be done in the very last trick."),
    (49, 10, (">", ">>", ">>>"), (_H,), "Fulfil 10 tasks, > before >> before >>>."),
    (50, 0, (), (ROLES_FIRST4_MIDDLE_LAST,), "No tasks. One crew member wins exactly the first four tricks, another only the last trick, the others every trick in between."),  # noqa: E501
)  # fmt: skip

MISSIONS: dict[int, Mission] = {row[0]: Mission(*row) for row in _TABLE}
