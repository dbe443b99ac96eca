"""The rules help shown in the app (the tiny Markdown subset: ``## Heading``, ``- bullet``, paragraphs)."""

from ...guide import Guide

#: Penny Dreadful's turn in one sentence: in the rules help, and beside her score on the table.
PENNY_TURN = (
    "After each author's turn, unless a side has reached the target, Penny claims the oldest card of the offer row "
    "and scores its cost."
)

HELP = f"""\
## Goal
Spell words with letter cards to earn coins (¢) and prestige. Coins buy better cards for your deck. When an \
author reaches 60 prestige the round is finished so everyone has had the same number of turns; most prestige \
wins, and a tie goes to the author with the most ink left.

## Cards and decks
- Each author starts with 10 cards: A E I L N R S T (1¢ each) and two random letters from B C D G H M O P U Y \
(1 prestige each). Shuffle them and draw 5.
- The offer row shows 7 of the 140 genre cards: Adventure, Horror, Mystery and Romance, 35 each.
- Each card has basic benefits (above the line) and usually genre benefits (below the line). Genre benefits \
count only when at least one other card of the same genre is in play: in your word, or one of your own \
Timeless Classics in play.

## Your turn
- Spell one word, in order, with cards from your hand. Any hand card may be played face down as a wild: it is \
any letter you say, gives no benefit and counts for no genre. Words need at least 2 letters and must be in \
the chosen word list (common words by default; American or British large lists as options).
- Unused hand cards are discarded. Then the word's benefits are resolved; some ask you to choose.
- Then buy cards from the offer row (and your jailed card) with your ¢; bought cards go to your discard pile. \
Coins you do not spend become ink (1¢ each).
- End your turn: the word's cards are discarded, you draw 5 new cards (shuffling your discard pile when your \
deck runs out).
- If you cannot or will not spell, skip: the hand is discarded, nothing is earned or bought.

## Benefits
- ¢ and prestige: gained at once. Some Horror cards give ¢ or prestige, your choice.
- Double (Romance): an adjacent face-up card of yours earns twice its ¢ and prestige numbers; doubled twice \
it is tripled. Double never helps a wild or another author's Timeless Classic.
- Uncover (Mystery): an adjacent wild is turned face up: it gives its benefits and counts for its genre.
- Trash (Adventure): remove this card from your deck for ¢ or prestige. Trash another card (Romance): \
remove a card of your discard pile (which already holds this turn's unused cards) for 1¢.
- Jail (Mystery): take a card out of the offer row: reserve it (only you can buy it, now or later) or trash \
it. You can reserve one card at a time: a new one sends the old one to the trash.
- Ink or remover (Horror): take an ink token or a remover token.
- Preview (the Romance R): look at the top 3 cards of your deck; put each back or discard it.
- Specials: the Adventure O gives 2¢ per Adventure card in play; the Mystery N 1 prestige per wild in \
your word (uncovered ones too); the Horror H 1 prestige per inked card in your word.
- When you spell you may say which wilds to uncover and which cards to double; if you do not, the game picks \
the choice with the most ¢ and prestige.

## Timeless Classics
- The 16 sideways cards (four per genre). One played face up stays in play in front of you after your turn. \
On each of your turns it gives you its benefits and counts for your genres whether or not it is in your word.
- Any author may use your Timeless Classic as a letter (never as a wild). They get no benefit from it and it \
counts for none of their genres; at the end of their turn it goes to your discard pile.
- A Timeless Classic played as a wild from your hand is discarded as usual (one that gets uncovered stays in \
play).

## Ink and remover
- Spend 1 ink to draw the top card of your deck into your hand, at any time before you spell your next word, \
even during other turns. Inked cards must be used face up in your word.
- Spend 1 remover on an inked card to cancel that: it may then be left out or played as a wild.
- During other authors' turns you may use ink or remover whenever you like; the game never waits for you, \
and you can just as well use them at the start of your own turn.
- When buying, 3 ink can be traded for 1¢, only to make up the ¢ you are short of the cheapest card or \
advert you cannot yet afford.

## The offer row
- The row is refilled at once whenever a card leaves it.
- Flush: once a turn before buying anything, if 4 cards of the row cost 6¢ or more, or 4 are of one genre, \
you may trash all 7 and deal 7 new ones.
- After a turn in which no card was bought, the oldest card of the row is trashed and replaced.
- Trashed genre cards are shuffled into a new offer deck when it runs out; trashed starters leave the game.

## Literary Awards (option)
- The first word of 7 letters or more takes the award for its length: 7: 5, 8: 6, 9: 7, 10: 9, 11: 12, 12 \
or more: 15 prestige, scored at the end (it does not count toward 60). A longer word takes it away; only one \
author holds it, except that a second 12-letter word shares the 12-letter award.

## Adverts (option)
- Buy prestige with ¢, in order, each once: 6¢ for 3, 9¢ for 6, 12¢ for 10, 15¢ for 15, 18¢ for 20. It \
counts at once.

## Co-operative Anthology and solo
- 1 to 4 authors share one prestige total against Penny Dreadful. The target is 60 per author for both sides.
- {PENNY_TURN} The game ends as soon as a side reaches the target; the authors win only with \
strictly more prestige than Penny (Literary Award included).
- No flush, and the oldest card is not trashed after a turn without buying (Penny takes it instead).
- Teammates may use your Timeless Classics without discarding them, but whenever a card enters the offer row \
during your turn or Penny's turn after it, your oldest Timeless Classic of that genre goes to your discard pile.
- Signature genre (option): Adventure: Penny scores 1 per card bought while an Adventure card is in the row. \
Horror: 1 per ink used or traded while a Horror card is in the row. Mystery: when she claims a Mystery card she \
also trashes the cheapest card of the row. Romance: Romance cards score her double.
- Literary Awards in the co-operative game are never shared: only a strictly longer word takes the award.

## Choices where the printed rules are not known
- Card values are Board Game Arena's (the licensed adaptation) wherever sources disagree (17 cards); the Horror \
H (7¢) is BGA's current card: 1¢ and 2 prestige, and with its genre 1 prestige per inked card in your word.
- As on BGA: Trash another card takes a card from your discard pile; the flush needs 4 cards of 6¢+ or 4 of a \
genre; 3 ink for 1¢; the tie-break is the most ink; trashed genre cards come back when the offer deck runs \
out; after a turn without a purchase the oldest offer-row card is trashed (2nd edition; jailing or flushing \
does not count as a purchase); a 12-letter Literary Award can be shared; Double also multiplies ¢-or-prestige, \
trash amounts and the specials; a card's Uncover and Double are used once per turn.
- Penny's Adventure signature counts a purchase when an Adventure card is in the row as you buy (the bought \
card included); Horror counts each ink when it is used, on any turn.
- The first author is drawn at random. Game length 40 and 90 are BGA's shorter and longer options.
"""


GUIDE = Guide(
    bots=1,
    options={"target": 40},
    intro=(
        ("players", "Your rival, Ben, with each author's prestige. The first to 40 prestige wins (short game)."),
        ("table", "The offer row: cards to buy with the ¢ your words earn. Better cards make better words later."),
        (
            "own",
            "Your hand of letter cards. Spell a word with them (type it, or tap the cards); a card turned face down is "
            "a wild for any letter but earns nothing. The preview shows what the word earns before you spell it.",
        ),
    ),
    tips={
        "spell": "A word was spelled: each face-up card pays its ¢ and prestige, and genres with two cards pay more.",
        "buy": "A card was bought: it goes to the discard pile and comes into your hand in a later turn.",
        "end_turn": "The turn is over: every card used goes to the discard pile and five new ones are drawn.",
        "ink": "Ink draws a card that must be part of your next word.",
    },
)
