// How Hardback's cards look and read: genre colours and symbols, and the printed benefit codes of the card
// data Python sends (view.cards) as short lines for the card and a sentence for its accessible name.
import { h, plural, s } from "../ui/dom.js";
import { bandSymbol } from "../ui/band-symbols.js";

export const GENRES = {
  adventure: { fill: "#d99a1e", ink: "#2b1a05", symbol: "compass", label: "Adventure" },
  horror: { fill: "#3d7a4a", ink: "#fff", symbol: "drop", label: "Horror" },
  mystery: { fill: "#2f5f9e", ink: "#fff", symbol: "lens", label: "Mystery" },
  romance: { fill: "#b8325a", ink: "#fff", symbol: "heart", label: "Romance" },
  starter: { fill: "#766c60", ink: "#fff", symbol: "dot", label: "Starter" },
};
export const GENRE_ORDER = ["adventure", "horror", "mystery", "romance", "starter"];

/** [short line for the card, words for a sentence] of one benefit code and its number. The short lines are
 * printed on a card 64 units wide at a legible size, so they stay short; the card's accessible name and title
 * read them out in full, and the legend under the table explains the abbreviations. */
const BENEFITS = {
  coins: (n) => [`${n}¢`, `${n}¢`],
  prestige: (n) => [`${n}★`, `${n} prestige`],
  coins_or_prestige: (n) => [`${n}¢ or ${n}★`, `${n}¢ or ${n} prestige`],
  ink_or_remover: () => ["ink/remover", "an ink or a remover"],
  trash_self_for_coins: (n) => [`trash me ${n}¢`, `may trash this card for ${n}¢`],
  trash_self_for_prestige: (n) => [`trash me ${n}★`, `may trash this card for ${n} prestige`],
  trash_discard_for_coins: (n) => [`trash disc. ${n}¢`, `may trash a card of the discard pile for ${n}¢`],
  double_adjacent: () => ["double ↔", "doubles a card next to it"],
  uncover_adjacent_wild: () => ["uncover ↔", "uncovers a wild next to it"],
  jail: () => ["jail", "jails an offer-row card"],
  coins_per_adventure_in_play: (n) => [`${n}¢ per Adv.`, `${n}¢ per Adventure card in play`],
  prestige_per_wild_in_play: (n) => [`${n}★ per wild`, `${n} prestige per wild in the word`],
  prestige_per_inked_card_in_play: (n) => [`${n}★ per inked`, `${n} prestige per inked card in the word`],
  preview_top3: () => ["look at 3", "look at the top 3 cards of the deck"],
};

function benefitLines(line) {
  const short = [];
  const long = [];
  const simple = [];
  for (const [code, n] of Object.entries(line)) {
    const [s, l] = BENEFITS[code]?.(n) ?? [code, code];
    if (code === "coins" || code === "prestige") simple.push(s);
    else short.push(s);
    long.push(l);
  }
  return { short: simple.length ? [simple.join(" "), ...short] : short, long };
}

export function cardData(view, card) {
  return view.cards[String(card)];
}

export function cardLetter(view, card) {
  return cardData(view, card).letter.toLowerCase();
}

/** "the Mystery Q" / "the starter E", as the log names cards; "a card" for one the view does not show. */
export function cardName(view, card) {
  const info = cardData(view, card);
  // A name asked for a card this view no longer shows threw, and the table stopped drawing (once, in a
  // co-operative game against Penny in CI); a name that says less is better than no table.
  if (!info) return "a card";
  return info.genre === "starter" ? `the ${info.letter}` : `the ${GENRES[info.genre].label} ${info.letter}`;
}

/** A card's full reading: "Mystery Q, 5¢. 2 prestige, uncovers a wild next to it. With Mystery: 3 prestige." */
export function cardTitle(view, card) {
  const info = cardData(view, card);
  if (!info) return "A card";
  const genre = GENRES[info.genre];
  const parts = [`${genre.label} ${info.letter}${info.genre === "starter" ? "" : `, costs ${info.cost}¢`}`];
  if (info.timeless) parts.push("Timeless Classic");
  if (info.buy_prestige) parts.push(`${info.buy_prestige} prestige when bought`);
  const basic = benefitLines(info.basic).long;
  if (basic.length) parts.push(`Gives ${basic.join(", ")}`);
  const bonus = benefitLines(info.genre_bonus).long;
  if (bonus.length) parts.push(`With another ${genre.label} card: ${bonus.join(", ")}`);
  return parts.join(". ") + ".";
}

// -- the card face ---------------------------------------------------------------------------------------
// A card is drawn in a 64 × 96 box and shown 60–80 px wide on a phone, so its print is sized for that: the letter
// 28 units, the price 11, the effect lines 11.5 (down to 9.5 on the few cards with four lines). The band at the top holds the genre's
// symbol at the left, the ∞ of a Timeless Classic beside it and the price at the right, each in its own place:
// nothing in the band can run into the price. The genre's name is in the card's accessible name, not printed.
const W = 64;
const H = 96;
const SERIF = "Georgia, 'Times New Roman', serif";
const INK = "#2b2622";

function faceSvg(title, className, ...children) {
  return s(
    "svg",
    { class: `letter-face${className ? ` ${className}` : ""}`, viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": title },
    s("title", {}, title),
    children,
  );
}

/** A symbol of the genre bands, placed with its top-left corner at (x, y). */
function glyph(symbol, x, y, size, color) {
  const icon = bandSymbol(symbol, { size, color });
  icon.setAttribute("x", String(x));
  icon.setAttribute("y", String(y));
  return icon;
}

/** Printed text that never leaves its room: a line a little too long is narrowed to fit, never cut. */
function line(text, { x, y, size, room, anchor = "middle", weight = 700, fill = INK, family = null }) {
  const estimate = text.length * size * 0.56;
  const squeeze = estimate > room ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {};
  return s("text", { x, y, "text-anchor": anchor, "font-size": size, "font-weight": weight, "font-family": family, fill, ...squeeze }, text);
}

/**
 * The SVG face of `card`; `wild` draws it face down as `letter`.
 * @param {Record<string, any>} view
 * @param {import("../ui/word-builder.js").Card | null} card
 * @param {{wild?: boolean, letter?: string | null, title?: string | null}} [how]
 */
export function cardFace(view, card, { wild = false, letter = null, title = null } = {}) {
  if (wild || card === null) {
    const shown = (letter ?? "?").toUpperCase();
    const name = card === null ? `a face-down wild ${shown}` : `${cardName(view, card)} played face down as a wild ${shown}`;
    return wildFace(shown, title ?? name);
  }
  const info = cardData(view, card);
  if (!info) return plainFace(letter ?? "?", title ?? "a card");
  const genre = GENRES[info.genre];
  const special = info.timeless;
  const basic = benefitLines(info.basic).short;
  const bonus = benefitLines(info.genre_bonus).short;
  const count = basic.length + bonus.length;
  // Fewer lines, bigger print: 11.5 units for one or two lines, 10.5 for three, 9.5 for four.
  const [size, step, top] = count <= 2 ? [11.5, 12.5, 63] : count === 3 ? [10.5, 11, 61] : [9.5, 10, 58];
  const rows = [];
  let y = top;
  for (const text of basic) {
    rows.push(line(text, { x: W / 2, y, size, room: W - 8 }));
    y += step;
  }
  if (bonus.length) {
    const ruleY = y - step + 3.2;
    rows.push(s("line", { x1: 5, x2: W - 5, y1: ruleY, y2: ruleY, stroke: genre.fill, "stroke-width": 1.2, "stroke-dasharray": "2.5 1.5" }));
    y += 1.5;
    for (const text of bonus) {
      rows.push(glyph(genre.symbol, 4, y - size * 0.82, size * 0.85, genre.fill));
      rows.push(line(text, { x: 14, y, size, room: W - 18, anchor: "start" }));
      y += step;
    }
  }
  return faceSvg(
    title ?? cardTitle(view, card),
    special ? "classic" : "",
    s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fbf6ea", stroke: special ? "#b8860b" : genre.fill, "stroke-width": special ? 2.6 : 1.5 }),
    s("path", { d: `M1,7a6,6 0 0 1 6,-6h${W - 14}a6,6 0 0 1 6,6v11h-${W - 2}z`, fill: genre.fill }),
    glyph(genre.symbol, 3.5, 2.5, 13, genre.ink),
    special ? s("text", { x: 19, y: 14, "font-size": 15, "font-weight": 700, fill: genre.ink }, "∞") : null,
    info.genre === "starter"
      ? null
      : s(
          "g",
          {},
          s("rect", { x: 37, y: 2.5, width: 24.5, height: 13, rx: 6.5, fill: "#fff", stroke: INK, "stroke-width": 1 }),
          s("text", { x: 49.25, y: 13, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: INK }, `${info.cost}¢`),
        ),
    info.buy_prestige ? s("text", { x: W - 4, y: 28, "text-anchor": "end", "font-size": 9.5, "font-weight": 700, fill: "#7a5a00" }, `+${info.buy_prestige}★`) : null,
    s("text", { x: W / 2 - (info.buy_prestige ? 4 : 0), y: count > 3 ? 45 : 47, "text-anchor": "middle", "font-size": 28, "font-weight": 700, "font-family": SERIF, fill: INK }, info.letter),
    rows,
  );
}

/** A card played face down as `letter` (a wild): a dark back with the letter in a disc. */
function wildFace(letter, title) {
  return faceSvg(
    title,
    "face-down",
    s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#3b3340", stroke: "#1d1820", "stroke-width": 1.5 }),
    s("rect", { x: 5, y: 5, width: W - 10, height: H - 10, rx: 4, fill: "none", stroke: "#8d7fa0", "stroke-width": 1, "stroke-dasharray": "2 2" }),
    s("text", { x: W / 2, y: 19, "text-anchor": "middle", "font-size": 10, "font-weight": 700, "letter-spacing": 1, fill: "#e9e2f0" }, "WILD"),
    s("circle", { cx: W / 2, cy: 52, r: 19, fill: "#fbf6ea" }),
    s("text", { x: W / 2, y: 62, "text-anchor": "middle", "font-size": 28, "font-weight": 700, "font-family": SERIF, fill: INK }, letter),
  );
}

/** A card whose printing this seat cannot see any more (a word played earlier, now in a discard pile). */
function plainFace(letter, title) {
  return faceSvg(
    title,
    "plain",
    s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 6, fill: "#fbf6ea", stroke: "#8a7f73", "stroke-width": 1.5 }),
    s("text", { x: W / 2, y: 58, "text-anchor": "middle", "font-size": 30, "font-weight": 700, "font-family": SERIF, fill: INK }, letter.toUpperCase()),
  );
}

/** A letter of a word played earlier: its card when this seat may still see it, else the bare letter. */
export function pastFace(view, card, letter) {
  if (card === null || card === undefined) return wildFace(letter.toUpperCase(), `a face-down wild ${letter.toUpperCase()}`);
  return cardData(view, card) ? cardFace(view, card) : plainFace(letter, letter.toUpperCase());
}

/** A letter still waiting for a card (typed, no card found). */
export function ghostFace(letter, title = `${letter.toUpperCase()}: no card yet`) {
  const shown = letter.toUpperCase();
  return faceSvg(
    title,
    "ghost",
    s("rect", { x: 1.5, y: 1.5, width: W - 3, height: H - 3, rx: 6, fill: "#f4efe4", stroke: "#8a7f73", "stroke-width": 1.5, "stroke-dasharray": "4 3" }),
    s("text", { x: W / 2, y: 50, "text-anchor": "middle", "font-size": 30, "font-weight": 700, "font-family": SERIF, fill: "#6f655c" }, shown),
    s("text", { x: W / 2, y: 72, "text-anchor": "middle", "font-size": 10, "font-weight": 600, fill: "#6f655c" }, "no card"),
  );
}

/** The genre make-up of a deck as a bar of segments, each with its symbol and count. */
export function genreBar(counts, label) {
  const total = GENRE_ORDER.reduce((n, g) => n + (counts[g] ?? 0), 0) || 1;
  const text = GENRE_ORDER.filter((g) => counts[g]).map((g) => `${counts[g]} ${GENRES[g].label}`).join(", ");
  return h(
    "div",
    { class: "hb-genre-bar", role: "img", "aria-label": `${label}: ${text}`, title: `${label}: ${text}` },
    GENRE_ORDER.filter((g) => counts[g]).map((g) =>
      h(
        "span",
        { class: `hb-seg ${g}`, style: `flex-grow: ${counts[g] / total}; background: ${GENRES[g].fill}; color: ${GENRES[g].ink}` },
        bandSymbol(GENRES[g].symbol, { size: 10, color: GENRES[g].ink }),
        String(counts[g]),
      ),
    ),
  );
}

/** What a word earns (Python's Earnings.to_json) as readable parts. */
export function earningsParts(view, earned) {
  const parts = [];
  if (!earned) return parts;
  parts.push(`${earned.coins}¢`, `${earned.prestige} prestige`);
  for (const e of earned.either) parts.push(`${e.amount}¢ or ${e.amount} prestige (${cardName(view, e.card)})`);
  for (const t of earned.trash_self) parts.push(`may trash ${cardName(view, t.card)} for ${t.amount}${t.gain === "coins" ? "¢" : " prestige"}`);
  for (const t of earned.trash_discard) parts.push(`may trash a discard for ${t.amount}¢ (${cardName(view, t.card)})`);
  if (earned.ink_or_remover.length) parts.push(`${plural(earned.ink_or_remover.length, "ink or remover")}`);
  if (earned.jail.length) parts.push(`${plural(earned.jail.length, "jail")}`);
  if (earned.preview.length) parts.push("a look at the top 3 cards of your deck");
  return parts;
}
