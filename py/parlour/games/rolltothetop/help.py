"""The rules help shown in the app (the tiny Markdown subset: ``## Heading``, ``- bullet``, paragraphs)."""

from ...guide import Guide

HELP = """\
## Goal
Fill every box of your landmark with numbers, small ones at the base and big ones at the top. The first \
player to complete their board ends the game and wins; players who complete it with the same roll share the \
win. Everyone climbs their own copy of the same board with the same dice.

## The dice
- Five exploration dice: a d4, d6, d8, d12 and d20. The faces of the Journeys dice are not published, so these \
are the dice of the original Roll to the Top!
- Every game starts with the d4, d6 and d8 in the pool; the d12 and d20 wait in the reserve. (The starting pool \
is not published either: this is our choice.)
- The action die has six faces: add a die (twice), remove a die (twice), add or remove a die, and swap a pool \
die for a reserve die.

## A roll
- The active player rolls the pool and the action die (the app rolls for them). The first roller is drawn at \
random.
- Then everyone writes at the same time, on their own board, using the same dice. Your numbers stay hidden \
from the others until everybody has confirmed; then they are revealed together. Until you confirm, you can \
undo any number you wrote with this roll.
- Then the next player resolves the action die (they choose which die) and rolls.

## Writing numbers
- Each box holds one number.
- A number is one die, or the sum of several dice.
- Each die counts at most once per player per roll. You may leave dice unused, or write nothing at all.
- Boxes with dots take any number.
- A box without dots needs both boxes it rests on filled, each with a number no bigger than the new one.
- A hanging box without dots (nothing under it) takes any number once a box next to it on its row is filled.
- A number you wrote earlier in the same roll already counts: one roll can fill a box and the box above it.

## The action die
Check these first, in this order:
- The pool holds 5 dice: remove a die, whatever the action die shows.
- Otherwise, nobody wrote a number: add a die.
- The pool holds 1 die: add a die.
- Otherwise do what the action die shows. When only one die fits (say, adding with one die left in the \
reserve), it happens by itself.

## End of the game
- The game ends at the end of the roll in which at least one player completes their board. Everyone who did \
wins; the others rank by their empty boxes, fewest first.
- Alone, race yourself: the app counts your rolls.
- So that a spoiled board cannot go on forever, the game also stops after 60 rolls; the fewest empty boxes \
then wins. (Our rule.)

## Rounds mode
Play several games, each starting with a fresh board and the starting pool; the player after the last roller \
of a game rolls first in the next. At the end of each game, every player scores 1 point per empty box. \
After the last game the lowest total wins; ties share the win. Choose 'a different board each game' to \
travel over the boards in random order (every board before any repeats).

## Reverse mode
Big numbers at the base, small ones at the top: a box without dots needs numbers no smaller than its own below \
it, and every board rule is turned around too. It combines with Rounds mode.

## The boards
- The published Journeys boards are not public: these eight landmarks are our own designs.
- Steep boxes (▲) need a number strictly bigger than both boxes below (Reverse: strictly smaller).
- Rising ledges (↗) are hanging boxes that need a number at least that of a filled neighbour on their row \
(Reverse: at most).
"""


GUIDE = Guide(
    bots=0,
    options={"board": "pyramid"},
    intro=(
        (
            "table",
            "Your board: fill it from the bottom. A plain box needs a number at least as big as both boxes below it.",
        ),
        (
            "own",
            "The dice. Select one or more: the boxes their sum fits light up; tap one to write it there. Write as many "
            "numbers as the dice allow, then Confirm.",
        ),
    ),
    tips={
        "roll": "New dice are rolled. The action die may add, remove or swap a die before the next roll.",
        "write": "Your numbers are written for good. Reach the top box to finish the climb.",
        "adjust": "The action die changed the pool: the next roll uses these dice.",
    },
)
