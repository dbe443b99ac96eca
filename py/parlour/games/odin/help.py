"""The rules help shown in the app (the tiny Markdown subset: ``## Heading``, ``- bullet``, paragraphs)."""

from ...guide import Guide

HELP = """\
## Goal
Empty your hand before the others. When a hand ends, everyone else scores 1 penalty point per card left in \
hand. The game ends after the hand in which someone reaches the target (10, 15 or 20 points), or after one \
hand in a single-hand game. Fewest points wins.

## Cards
- 54 cards: six colours (blue, red, pink, green, black, orange), values 1 to 9.
- Every hand, each player gets 9 cards; the rest are set aside unseen.
- With 2 players two colours are left out (36 cards). As on Board Game Arena they are picked at random so \
that red and black are never both in play: one of them is always left out, then one more colour at random.
- The first player of the first hand is drawn at random; the first player moves one seat to the left every hand.

## Sets and values
- You play a set: one card, or several cards all of one colour or all of one value.
- A set's value is its digits from highest to lowest read as one number: blue 5, 2 and 8 make 852; two 9s make 99.

## A round
- The round's leader plays exactly one card. If all the cards in their hand form one set, they may instead \
play their whole hand, which ends the hand. Any round leader may do this.
- Then, in turn to the left, each player passes or plays a set of the same number of cards as the table or \
exactly one more, with a strictly higher value. Passing does not stop you playing later in the round. \
Passing is always your own choice: nobody is passed automatically, even when they cannot beat the table.
- After beating a play, take one card of the play you beat into your hand; the rest are discarded. When the \
beaten play is a single card you take it automatically.
- A play that uses all your remaining cards ends the hand at once: you pick up nothing.
- When play comes back to the player whose set is on the table, they win the round, the table is cleared and \
they lead the next round.

## Scoring and ties
- Each card left in hand costs 1 penalty point; the player who went out scores 0.
- The rules name no tie-break: players tied on fewest points share the win.

## Grumpy Goat (option)
- Board Game Arena's joker. It is dealt every hand, to a random player.
- It is a 0 of any colour: alone it is worth 0, and in a set it is always the last digit (red 7, red 2 and \
the goat make 720).
- It joins a set of one colour, never a set of one value.
- Left in hand at the end of a hand it costs 5 points instead of 1.
"""


GUIDE = Guide(
    bots=1,
    options={"length": 0},
    intro=(
        ("players", "Your opponent, Ben. Each panel shows a player's cards left and their last move."),
        ("table", "The table shows the set to beat. The first to empty their hand wins the hand."),
        (
            "own",
            "Your hand. Select one card, or several of one colour or of one value, then Play. A set beats the "
            "table with as many cards or one more, and a higher value (its digits, highest first: 6 and 5 make 65).",
        ),
    ),
    tips={
        "play": "A set was played. The next player must beat it or pass.",
        "take": "Whoever beats a set picks up one of its cards into their hand: choose the one that helps most.",
        "pass": "A pass: when everyone else has passed, the last player to play wins the round and leads.",
        "round_won": "The round is won: the table is cleared and the winner leads any set they like.",
        "hand_end": "The hand is over: everyone else scores a penalty point for each card left in hand.",
    },
)
