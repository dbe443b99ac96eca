"""The rules help shown in the app (the tiny Markdown subset: ``## Heading``, ``- bullet``, paragraphs)."""

from ...guide import Guide

HELP = """\
## Goal
The crew plays together: fulfil every task of the mission and break none of its rules. One attempt is one \
deal; the logbook of attempts is kept by the app.

## Logbook
- The campaign starts at mission 1; accomplishing a mission unlocks the next one. Any unlocked \
mission can be played again.
- Every finished attempt is counted for its mission (an abandoned one is not). The logbook's total \
is the attempts needed, plus one for each mission where the distress signal was used, as in the \
printed rules.
- Practice: tick "Practice" on the setup screen to play any mission, locked or not; practice \
attempts are not logged. The logbook is kept in this browser.

## Cards
- 40 cards: pink, blue, green and yellow 1 to 9, and rockets 1 to 4 (the trumps).
- All cards are dealt: 10 each with 4 players, 8 with 5. With 3 players one random player gets 14 and the \
others 13; the last card is never played.
- Whoever holds rocket 4 is the commander and leads the first trick.

## Tricks
- The leader plays any card; everyone else must follow the led suit if they can (rockets too, if a rocket \
was led). A player who cannot follow plays any card.
- The highest rocket wins the trick; without a rocket, the highest card of the led suit wins. The winner \
leads the next trick. Nobody has to try to win.
- Every finished trick stays visible in the app (as Board Game Arena's option does).

## Tasks
- The commander takes a task card first, then everyone in turn to the left, until none are left. The \
spread may be uneven.
- A task is fulfilled when its owner wins a trick containing that card. If anyone else wins it, the mission \
fails at once.
- Tokens 1 to 5: that task must be the 1st … 5th fulfilled. Ω: the last one. > before >> before >>> before \
>>>>: order among the arrow tasks only.
- Tasks fulfilled in the same trick count as simultaneous: that never breaks an order, except a task done \
while one that must come before it is still open (Board Game Arena's reading; the rulebook only speaks of \
consecutive tokens).
- The mission is won as soon as everything is fulfilled, unless a rule covers the whole hand (missions 5, \
16, 17, 29, 33, 34, 41, 46, 50 play on until it is settled).

## Communication
- Once per mission each player may show one colour card of their hand (never a rocket), before a trick \
starts: the app opens a short window before every trick for everyone who still may.
- The card must be your highest, your only or your lowest of its colour; the token shows which (top, \
middle, bottom). The card stays on the table, still part of your hand, until you play it.
- Dead zone: the token hides which of the three it is. Disruption: no communication before trick 2 or 3.

## Distress signal
- Before the first trick and before anyone communicates, each player votes: left, right or no. If anyone \
asks for it, the signal is sent, in the direction of the first asker counted from the commander.
- Then everyone passes one card that is not a rocket to that neighbour, all at once. The page adds one \
attempt to the logbook for it.

## Special missions
- The commander asks the question of the mission (each other player answers), then names the player. The \
commander never names themself (as on Board Game Arena); in mission 50 the commander picks both roles, \
self included, and the other players need not each win a middle trick.
- Commander's distribution: each task is revealed; the others answer yes or no; the commander gives it to \
anyone who keeps the spread fair (nobody two tasks more than another). Tokens go with the first cards.
- Missions 23 and 40: the commander decides for the crew whether to swap two tokens or move one.
- Mission 12: right after the first trick everyone draws a random card from the player on their right; a \
communicated card still on the table is never drawn.
- Mission 46: the holder of the pink 9 is announced once the distress signal is settled.
- With three players the card left in a hand after the last trick is never played: in mission 46 it need \
not be won, but a rocket left there fails missions 13 and 44.
- With 5 players, from mission 25 on: before the distress signal, any one player may hand one of their own \
tasks to another player (or everyone skips).
- Challenge for three (option): green cards, green tasks and rocket 1 are removed; in missions 13 and 44 \
rocket 1 is simply not needed.

## Two players: JARVIS
- Rocket 4 is set aside; JARVIS gets 7 face-down cards each covered by a face-up one; the other 26 cards \
(rocket 4 back in) are dealt 13 each. JARVIS sits after the second player.
- The commander decides for JARVIS: its task picks and which face-up card it plays. A face-down card turns \
up when the trick is over. JARVIS follows suit with its face-up cards only.
- JARVIS never communicates, answers no question and is never the silent player of mission 11. In the \
distress signal the commander picks the face-up card it passes; a card JARVIS receives (also in mission \
12's draw) lies face up where its given card was.
"""


GUIDE = Guide(
    bots=2,
    options={"mission": 1, "distress": False},
    intro=(
        ("players", "Your crew: everyone plays together. The commander (★) holds rocket 4 and takes the first task."),
        ("table", "The mission and its tasks, then the trick being played. A task card must be won by its owner."),
        (
            "own",
            "Your hand. Follow the colour that was led if you can; rockets beat every colour. You may not tell the "
            "others your cards, except by communicating one, once, before a trick.",
        ),
    ),
    tips={
        "pick": "A task was taken: its owner must win the trick holding that card.",
        "communicate": (
            "A card was communicated: its token says if it is the owner's highest, only or lowest of its colour."
        ),
        "trick": (
            "The trick is won by the highest card of the colour led, or by the highest rocket. The winner leads next."
        ),
        "task": "A task is fulfilled: the right crew member won its card.",
    },
)
