"""The rules help shown in the app (the tiny Markdown subset: ``## Heading``, ``- bullet``, paragraphs)."""

from ...guide import Guide

HELP = """\
## Goal
Spell words to earn money and stock, buy letter patents, and earn royalties when the others play your \
letters. When someone's patents reach the goal, the round is played to its end. Highest money + stock + \
patent value wins.

## Cards
- 102 letter cards: A×9, B×2, C×2, D×4, E×12, F×2, G×3, H×4, I×9, J, K, L×4, M×2, N×6, O×8, P×2, Q, R×6, \
S×6, T×6, U×4, V×2, W×2, X, Y×2, Z.
- Everyone holds 7 cards; 3 face-up cards in the middle are the community pool, for everyone to use.
- The first player is drawn at random (the printed rules cut the deck for the letter nearest Z).

## Your turn
- If you own the Q patent, you may first replace one card of your hand or of the pool with the top card \
of the deck.
- Spell a word of at least 3 letters from your hand and the pool, using at least one card of your hand \
(or pass and play no word).
- If the word stands, you earn money and stock by its length; the owners of the patents of the letters \
you used earn royalties; then you may buy one patent.
- The pool is refilled to 3. You may then discard any cards of your hand, and you draw back up to 7. \
(On the very last turn of the game there is no discard.)
- When the deck runs out, the discard pile is shuffled into a new deck.

## Word earnings
- 3 letters $1, 4 letters $2, 5 letters $3, 6 letters $4 and 1 stock, 7 letters $6 and 1 stock, then \
one more stock for each letter beyond 7 (12 letters: $6 and 6 stock).
- A word with the Q card earns double, money and stock, whoever owns the Q patent (a Q that the X patent \
copies into a second word doubles that word too).
- Doublers multiply: the Q card and two doubling patents earn ×8.
- Y is a vowel or a consonant, as you declare for each Y. If you don't, the game picks what earns most.
- Money and stock both count 1 point at the end; only money buys patents. The bank never runs out.

## Royalties
- For each card of your word whose patent another player owns, that player gets $1 from the bank (two Es \
pay $2). You pay nothing, and your own patents pay you nothing.
- Letters no card gives (the X patent's second use, the Z patent's S) pay no royalty.

## Patents
- After your word is scored you may buy one unowned patent of a letter on a card you used, at its price: \
$2 for B J K Q V X Z, $3 for C F G M P U W Y, $4 for D L, $5 for H, $6 for R S, $7 for I N O, $8 for A T, \
$10 for E.
- A patent's price counts for your score and for the goal, so buying one never lowers your score.
- Each patent's ability can be used at most once a turn, by its owner only.

## Patent abilities
- B: earn double if your word begins and ends with a vowel.
- J: earn double if vowels make up at least half of your word.
- K: earn double if your word has exactly one vowel.
- Q: at the start of your turn, replace one card of your hand or of the pool.
- V: play two words, each scored on its own, each of at least 3 letters with at least one card of your hand. \
A card can be in only one word (except with X). The Q card doubles the word it is in; each of B, J and K \
doubles one of the two words at most: the game gives it to the word where it earns most.
- X: use one letter card twice: twice in one word, or once in each of two words (with V). A word that uses \
a card twice needs at least 3 different cards. The second use is not a card: no royalty on it.
- Z: add an S to the end of your word (it must make a word of the list). The S is no card: it pays no \
royalty and does not let you buy the S patent.

## Challenges
- Automatic (the default): the dictionary checks every word. If a word is not in the list it comes back \
and you may try again, as many times as the retries allow (3 by default; the others only learn that a \
word was refused). When no retry is left you take the cards back, your turn ends, and you discard one card \
as a penalty.
- Players challenge (for people at one table): after a word is played every other player may challenge it \
or accept it; the dictionary decides. If several challenge, the first after the player in turn order \
counts. A wrong word: the player takes the cards back, loses the turn and discards one card as a penalty. \
A good word: the challenger pays the player $1 (if the challenger has no money, the bank pays), and the \
word is scored. A word nobody challenges stands.

## Dictionary
- American large (the default, like NWL), British large (like Collins) or Common English (like 12dicts). \
Lowercase words only: no proper nouns, abbreviations, hyphens or apostrophes.

## The end
- After you buy a patent, if your patents are worth at least the goal for the number of players, and you \
own at least the minimum number of patents, the last round begins: 2 players $45 (6 patents), 3 players $34 \
(5), 4 players $26 (3), 5 players $21 (3). With these prices the value always implies the minimum number.
- The round is played to its end, so everyone has had the same number of turns.
- Score: money + stock + the price of your patents. Ties go to the higher patent value; if that ties too, \
the players share the win.

## Choices made here
- Where the printed rules are not known, this follows Board Game Arena: the minimum number of patents in \
the goal, the discard after a word, the V patent with the doublers, the X patent's "3 real cards" (here: \
per word that uses a card twice), no discard on the last turn.
- Doublers multiply, as the rules are written (not BGA's "add" or "at most one" variants).
"""


GUIDE = Guide(
    bots=1,
    options={"dictionary": "common"},
    intro=(
        ("players", "Your rival, Ben: money, stock and patents. Patents are what win: their worth ends the game."),
        ("table", "The pool: three letters anyone may use, and the patents, one per letter, with their prices."),
        (
            "own",
            "Your hand. Play a word of 3 or more letters from your hand and the pool (type it or tap the letters), "
            "or pass. Longer words earn more.",
        ),
    ),
    tips={
        "word": "A word was played: it earns money (and stock for longer words).",
        "patent": "A patent was bought: its owner earns a royalty whenever someone else plays its letter.",
        "royalty": "Royalties were paid to the owners of the patents the word used.",
        "pool": "The letters used from the pool are replaced.",
        "draw": "The player drew back up to seven cards.",
    },
)
