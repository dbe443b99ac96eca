// Hardback's side of the word builder (js/ui/word-builder.js): which cards show a letter, best first (inked cards,
// then the hand, dearest first, then the Timeless Classics in play), wilds (a spare hand card played face down as
// any letter: offered for a typed letter no free card shows, or chosen with the Wild button, and flipped back),
// the wilds to uncover, and the preview line from Python's earnings. Legality and earnings are Python's.
import { h } from "../ui/dom.js";
import { keyHints } from "../ui/table.js";
import { createWordBuilder } from "../ui/word-builder.js";
import { GENRES, cardData, cardFace, cardLetter, cardName, earningsParts, ghostFace } from "./hardback-cards.js";
import { bandSymbol } from "../ui/band-symbols.js";

/** @typedef {import("../ui/word-builder.js").Tile} Tile */
/** @typedef {import("../ui/word-builder.js").Card} Card */

/**
 * Hardback's word of one table. `screen()` is the part of the page the table draws in; `match` keeps the draft
 * (see createWordBuilder).
 * @param {AbortSignal} signal
 * @param {() => HTMLElement} screen
 * @param {string | null} [match]
 */
export function createHardbackWord(signal, screen, match = null) {
  const builder = createWordBuilder(signal, screen, match);
  let wildMode = false; // the next hand card tapped goes in face down, a letter tapped flips
  /** @type {Card | null} the hand card waiting for the letter it plays face down */
  let pendingWild = null;
  /** @type {Card[] | null} the wilds to turn face up, or null: the game's choice */
  let uncover = null;

  /**
   * The word of the seat on screen for this render. `spelling`: the seat may spell now; `repaint()` redraws the
   * table from the same view; `say` writes the reason line; `attempt(move, opts)` submits.
   */
  return function hardbackWord(view, controls, { spelling, repaint, say, attempt }) {
    const hand = view.you?.hand ?? [];
    const inked = new Set(view.you?.inked ?? []);
    const me = view.seat;
    const classics = view.seats.flatMap((seat, owner) => seat.classics.map((card) => ({ card, owner })));
    const cost = (card) => cardData(view, card).cost;
    const spare = () => hand.filter((c) => !inked.has(c) && !builder.uses(c));
    const upper = (/** @type {Tile} */ tile) => tile.letter.toUpperCase();

    /** What Python's answer shows on a letter: doubled, uncovered, and whether to offer the uncover choice. */
    function marksOf(/** @type {Tile} */ tile, result) {
      const earnings = result?.earnings;
      const uncovered = new Set(uncover ?? earnings?.uncovered ?? []);
      return {
        factor: 1 + (earnings?.doubled ?? []).filter((c) => c === tile.card).length,
        uncovered: Boolean(tile.wild) && uncovered.has(tile.card),
        offer: spelling && Boolean(tile.wild) && tile.card !== null && (uncover !== null || (earnings?.uncovered?.length ?? 0) > 0),
        chosen: uncovered,
      };
    }

    builder.update(
      {
        key: `${me}:${view.turns}:${view.game}`,
        view,
        spelling,
        cards: [
          ...hand.filter((c) => inked.has(c)),
          ...hand.filter((c) => !inked.has(c)).sort((a, b) => cost(b) - cost(a) || a - b),
          ...classics.filter((c) => c.owner === me).map((c) => c.card),
          ...classics.filter((c) => c.owner !== me).map((c) => c.card),
        ],
        letterOf: (card) => cardLetter(view, card),
        sourceKey: (card) => `hb-card-${card}`,
        missing: (letter) => ({ card: null, letter }),
        move: ({ words: [tiles] }) => ({
          type: "spell",
          cards: tiles.map((t) => (t.wild ? { card: t.card, wild: true, letter: t.letter } : { card: t.card })),
          ...(uncover === null ? {} : { uncover: uncover.filter((c) => tiles.some((t) => t.card === c && t.wild)) }),
        }),
        name: (tile) =>
          tile.card === null ? `${upper(tile)} without a card` : tile.wild ? `${cardName(view, tile.card)} as a wild ${upper(tile)}` : cardName(view, tile.card),
        face: (tile, { title, result }) => {
          const { factor, uncovered } = marksOf(tile, result);
          return [
            tile.card === null ? ghostFace(tile.letter, title) : cardFace(view, tile.card, { wild: tile.wild, letter: tile.letter, title }),
            factor > 1 ? h("span", { class: "hb-mark double", "data-testid": `double-${tile.card}` }, `×${factor}`) : null,
            uncovered ? h("span", { class: "hb-mark uncover" }, "uncovered") : null,
          ];
        },
        beside: (tile, result) => {
          const { offer, chosen: set } = marksOf(tile, result);
          if (!offer) return null;
          return h(
            "button",
            {
              class: "hb-uncover",
              "data-testid": `uncover-${tile.card}`,
              "aria-pressed": String(set.has(tile.card)),
              title: "Turn this wild face up with an Uncover next to it",
              onclick: () => builder.edit(() => (uncover = set.has(tile.card) ? [...set].filter((c) => c !== tile.card) : [...set, tile.card])),
            },
            set.has(tile.card) ? "✓ uncover" : "uncover",
          );
        },
        marks: (result, { words: [tiles] }) => JSON.stringify(tiles.map((t) => ({ ...marksOf(t, result), chosen: null }))),
        preview,
        emptyText: "Your word goes here.",
        tapCard: (card) => {
          if (!wildMode || builder.uses(card) || !hand.includes(card) || inked.has(card)) return false;
          builder.edit(() => ((pendingWild = card), (wildMode = false)), { focus: "wild-letter" });
          return true;
        },
        tapTile: (tile) => {
          if (!wildMode || tile.card === null) return wildMode;
          const flipped = tile.wild ? { wild: false, letter: cardLetter(view, tile.card) } : { wild: true };
          builder.edit(() => ((wildMode = false), Object.assign(tile, flipped)));
          return true;
        },
        tileHint: wildMode ? "Activate to flip face up or down." : undefined,
        reset: () => ((wildMode = false), (pendingWild = null), (uncover = null)),
      },
      { controls, repaint, say, attempt },
    );
    const advice = controls.suggestion;
    if (spelling && advice?.move.type === "spell") {
      builder.layOut(advice, () => [
        advice.move.cards.map((e) => (e.wild ? { card: e.card, letter: e.letter.toLowerCase(), wild: true } : { card: e.card, letter: cardLetter(view, e.card) })),
      ]);
    }
    if (pendingWild !== null && !spare().includes(pendingWild)) pendingWild = null;

    /** @param {import("../ui/word-builder.js").Verdict | null} result @param {import("../ui/word-builder.js").Draft} draft */
    function preview(result, draft) {
      const tiles = draft.words[0];
      const muted = (text) => h("span", { class: "muted" }, text);
      if (!tiles.length) return muted("Type a word, or tap or drag cards of your hand into the word.");
      const missing = tiles.filter((t) => t.card === null).map(upper);
      if (missing.length) return muted(`Each letter needs a card: ${missing.join(", ")} still has none.`);
      if (!result) return muted("Reading the word…");
      const earned = result.earnings;
      if (!earned) return result.word ?? "";
      const parts = earningsParts(view, earned);
      const doubled = [...new Set(earned.doubled)].map((c) => `${cardName(view, c)} ×${1 + earned.doubled.filter((d) => d === c).length}`);
      // One short paragraph: what the word earns, then what turns on (genre bonuses, doubles, uncovers).
      return [
        h("strong", { "data-testid": "preview-word" }, result.word),
        result.legal ? " earns " : " would earn ",
        h("strong", { "data-testid": "preview-earnings" }, `${earned.coins}¢ and ${earned.prestige} prestige`),
        parts.length > 2 ? `, then ${parts.slice(2).join(", ")}` : "",
        ".",
        earned.active_genres.length
          ? h(
              "span",
              { "data-testid": "preview-genres" },
              " Bonus: ",
              earned.active_genres.map((g) => h("span", { class: "hb-chip" }, bandSymbol(GENRES[g].symbol, { size: 11, color: GENRES[g].fill }), ` ${GENRES[g].label}`)),
            )
          : null,
        doubled.length ? h("span", { "data-testid": "preview-doubles" }, ` Doubles: ${doubled.join(", ")}.`) : null,
        earned.uncovered.length ? h("span", { "data-testid": "preview-uncovered" }, ` Uncovers: ${earned.uncovered.map((c) => cardName(view, c)).join(", ")}.`) : null,
      ];
    }

    /** The first letter still without a card, and the spare hand cards that could be it face down. */
    function gap() {
      const tiles = builder.draft().words[0];
      const at = tiles.findIndex((t) => t.card === null);
      return at < 0 || !spelling ? null : { at, letter: upper(tiles[at]), cards: spare() };
    }

    /** Under a spare hand card, while a letter has no card: play this card face down as that letter. */
    function wildChoice(card) {
      const missing = gap();
      if (!missing?.cards.includes(card)) return null;
      return h(
        "button",
        {
          class: "hb-small hb-wild-from",
          "data-testid": `wild-from-${card}`,
          "aria-label": `Play ${cardName(view, card)} as a wild ${missing.letter}`,
          onclick: () => builder.edit(({ words: [tiles] }) => Object.assign(tiles[missing.at], { card, wild: true })),
        },
        `wild ${missing.letter}`,
      );
    }

    function wildOffer() {
      const missing = gap();
      if (!missing) return null;
      const { letter, cards } = missing;
      return h(
        "p",
        { class: "hb-offer-wild", "data-testid": "wild-offer" },
        cards.length
          ? `No free card shows ${letter}. Choose “wild ${letter}” under a hand card to play it face down as ${letter}.`
          : `No free card shows ${letter}, and no card is left to be a wild: take a letter out.`,
      );
    }

    function pendingWildAsk() {
      if (pendingWild === null) return null;
      const input = h("input", {
        class: "hb-wild-letter",
        "data-testid": "wild-letter",
        maxlength: 1,
        autocomplete: "off",
        autocapitalize: "characters",
        "aria-label": "Letter for the wild card",
        oninput: (event) => {
          const letter = event.target.value.toLowerCase().replace(/[^a-z]/g, "");
          if (letter) builder.edit(({ words: [tiles] }) => (tiles.push({ card: pendingWild, letter, wild: true }), (pendingWild = null)));
        },
        onkeydown: (event) => event.key === "Escape" && builder.edit(() => (pendingWild = null)),
      });
      return h("label", { class: "hb-ask" }, `Play ${cardName(view, pendingWild)} face down as the letter: `, input);
    }

    /**
     * The parts of the own area while spelling: `word` (the letters, the wild questions, the preview) and
     * `controls` (Spell, typing, Wild, Reset, Skip), which the table puts under the hand.
     */
    function panel() {
      const parts = builder.parts();
      const word = h("section", { class: "hb-word", "data-testid": "word", "aria-label": "Your word" }, parts.words, pendingWildAsk(), wildOffer() ?? parts.preview);
      const controls = [
        parts.submit("Spell", "spell"),
        parts.input,
        h(
          "button",
          {
            "data-testid": "wild",
            "aria-pressed": String(wildMode),
            title: "Then tap a hand card to add it face down, or a card of the word to flip it",
            onclick: () => builder.edit(() => ((wildMode = !wildMode), (pendingWild = null)), { motion: false }),
          },
          wildMode ? "Wild: pick a card" : "Wild",
        ),
        parts.clear("Reset", "reset"),
        uncover !== null ? h("button", { "data-testid": "uncover-auto", onclick: () => builder.edit(() => (uncover = null)) }, "Uncover: game's choice") : null,
        h("button", { "data-testid": "skip", title: "Skip the turn: spell nothing", onclick: () => attempt({ type: "skip" }) }, "Skip"),
      ];
      return { word, controls, hints: keyHints("type letters · Backspace removes · Enter spell · Esc reset · Shift+←/→ move a letter") };
    }

    return { panel, isUsed: (card) => builder.uses(card) > 0, cardButtonSetup: builder.pick, wildChoice, keyboard: builder.keyboard, followsSuggestion: builder.followsSuggestion };
  };
}
