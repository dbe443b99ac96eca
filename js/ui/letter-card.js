// A letter card with a genre band, a cost and benefit lines, drawn as SVG (Hardback's cards; any word game
// whose cards carry a category, a price and printed effects). The caller says what to print: this piece
// knows nothing of a game's rules. Every card has a symbol beside its band colour, so colour never carries
// the meaning alone, and an accessible name (`title`).
import { s } from "./dom.js";

export const CARD_W = 64;
export const CARD_H = 96;

/** Band symbols, drawn in a 14×14 box around (0, 0). */
const SYMBOLS = {
  compass: () => s("path", { d: "M0,-6.5L1.8,-1.8L6.5,0L1.8,1.8L0,6.5L-1.8,1.8L-6.5,0L-1.8,-1.8Z" }),
  drop: () => s("path", { d: "M0,-6.5C2.6,-2.4 4.6,0.4 4.6,2.4A4.6,4.6 0 0 1 -4.6,2.4C-4.6,0.4 -2.6,-2.4 0,-6.5Z" }),
  lens: () =>
    s(
      "g",
      {},
      s("circle", { cx: -1.2, cy: -1.2, r: 3.6, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }),
      s("path", { d: "M1.4,1.4L5.4,5.4", stroke: "currentColor", "stroke-width": 2.2, "stroke-linecap": "round" }),
    ),
  heart: () => s("path", { d: "M0,5.6C-6.4,1.2 -6,-5.2 -2.6,-5.4C-1.3,-5.5 -0.4,-4.6 0,-3.4C0.4,-4.6 1.3,-5.5 2.6,-5.4C6,-5.2 6.4,1.2 0,5.6Z" }),
  dot: () => s("circle", { cx: 0, cy: 0, r: 3.4 }),
};

/**
 * A band symbol alone (for legends and genre bars): an inline <svg> of `size` pixels.
 * @param {string} symbol one of SYMBOLS' names (an unknown one draws an empty box)
 * @param {{size?: number, color?: string, title?: string}} [options] `title`: its accessible name (none: hidden)
 */
export function bandSymbol(symbol, { size = 14, color = "currentColor", title } = {}) {
  return s(
    "svg",
    { class: "band-symbol", viewBox: "-7 -7 14 14", width: size, height: size, "aria-hidden": title ? null : "true", role: title ? "img" : null, "aria-label": title ?? null, fill: color, color },
    title ? s("title", {}, title) : null,
    SYMBOLS[symbol]?.() ?? null,
  );
}

/**
 * One card face as an <svg>.
 * - `letter`: the big letter (upper case); `title`: the accessible name.
 * - `band`: {fill, ink, symbol, label}: the coloured band at the top (a genre), its symbol and its word.
 * - `cost`: the price in a corner (omit for none); `badge`: a short note under the price (e.g. "+3★").
 * - `lines`: the basic benefit lines; `bonus`: the lines that need the band's genre (under a dashed rule,
 *   each led by the band symbol).
 * - `special`: a marked card (e.g. a Timeless Classic): gold frame and `special` as a word in the band.
 * - `faceDown`: the card is played face down as `letter` (a wild): a dark back with the letter in a disc.
 * - `ghost`: a letter still without a card: dashed and pale.
 */
export function letterCardFace({ letter, title, band, cost = null, badge = "", lines = [], bonus = [], special = "", faceDown = false, ghost = false }) {
  const svgAttrs = { class: `letter-face${faceDown ? " face-down" : ""}${ghost ? " ghost" : ""}`, viewBox: `0 0 ${CARD_W} ${CARD_H}`, width: CARD_W, height: CARD_H, role: "img", "aria-label": title };
  if (ghost) {
    return s(
      "svg",
      svgAttrs,
      s("title", {}, title),
      s("rect", { x: 1.5, y: 1.5, width: CARD_W - 3, height: CARD_H - 3, rx: 6, fill: "#f4efe4", stroke: "#8a7f73", "stroke-width": 1.5, "stroke-dasharray": "4 3" }),
      s("text", { x: CARD_W / 2, y: 48, "text-anchor": "middle", "font-size": 28, "font-weight": 700, "font-family": "Georgia, 'Times New Roman', serif", fill: "#6f655c" }, letter),
      s("text", { x: CARD_W / 2, y: 70, "text-anchor": "middle", "font-size": 8, fill: "#6f655c" }, "no card"),
    );
  }
  if (faceDown) {
    return s(
      "svg",
      svgAttrs,
      s("title", {}, title),
      s("rect", { x: 1, y: 1, width: CARD_W - 2, height: CARD_H - 2, rx: 6, fill: "#3b3340", stroke: "#1d1820", "stroke-width": 1.5 }),
      s("rect", { x: 5, y: 5, width: CARD_W - 10, height: CARD_H - 10, rx: 4, fill: "none", stroke: "#8d7fa0", "stroke-width": 1, "stroke-dasharray": "2 2" }),
      s("text", { x: CARD_W / 2, y: 18, "text-anchor": "middle", "font-size": 8, "font-weight": 700, "letter-spacing": 1, fill: "#e9e2f0" }, "WILD"),
      s("circle", { cx: CARD_W / 2, cy: 50, r: 18, fill: "#fbf6ea" }),
      s("text", { x: CARD_W / 2, y: 60, "text-anchor": "middle", "font-size": 26, "font-weight": 700, "font-family": "Georgia, 'Times New Roman', serif", fill: "#2b2622" }, letter),
    );
  }
  const frame = special ? "#b8860b" : band.fill;
  // A long line is squeezed to the card's width rather than cut.
  const fit = (text, room) => (text.length * 4.3 > room ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {});
  const rows = [];
  let y = 57;
  for (const line of lines) {
    rows.push(s("text", { x: CARD_W / 2, y, "text-anchor": "middle", "font-size": 7.5, "font-weight": 600, fill: "#2b2622", ...fit(line, CARD_W - 8) }, line));
    y += 8.5;
  }
  if (bonus.length) {
    y += 1;
    rows.push(s("line", { x1: 6, x2: CARD_W - 6, y1: y - 7, y2: y - 7, stroke: band.fill, "stroke-width": 1, "stroke-dasharray": "2 1.5" }));
    for (const line of bonus) {
      y += 1;
      rows.push(
        s("g", { transform: `translate(8 ${y - 2.6}) scale(0.55)`, fill: band.fill, color: band.fill }, SYMBOLS[band.symbol]?.() ?? null),
        s("text", { x: CARD_W / 2 + 3, y, "text-anchor": "middle", "font-size": 7.5, "font-weight": 600, fill: "#2b2622", ...fit(line, CARD_W - 18) }, line),
      );
      y += 8.5;
    }
  }
  return s(
    "svg",
    svgAttrs,
    s("title", {}, title),
    s("rect", { x: 1, y: 1, width: CARD_W - 2, height: CARD_H - 2, rx: 6, fill: "#fbf6ea", stroke: frame, "stroke-width": special ? 2.5 : 1.5 }),
    s("path", { d: `M1,7a6,6 0 0 1 6,-6h${CARD_W - 14}a6,6 0 0 1 6,6v9h-${CARD_W - 2}z`, fill: band.fill }),
    s("g", { transform: "translate(9 8.5)", fill: band.ink, color: band.ink }, SYMBOLS[band.symbol]?.() ?? null),
    s("text", { x: 17, y: 11.5, "font-size": 7, "font-weight": 700, fill: band.ink }, band.label),
    special ? s("text", { x: CARD_W - 5, y: 12, "text-anchor": "end", "font-size": 10, "font-weight": 700, fill: band.ink }, special) : null,
    cost === null
      ? null
      : s(
          "g",
          {},
          s("circle", { cx: CARD_W - 10, cy: 26, r: 8.5, fill: "#fff", stroke: "#2b2622", "stroke-width": 1.2 }),
          s("text", { x: CARD_W - 10, y: 29.2, "text-anchor": "middle", "font-size": 9, "font-weight": 700, fill: "#2b2622" }, `${cost}¢`),
        ),
    badge ? s("text", { x: CARD_W - 10, y: 44, "text-anchor": "middle", "font-size": 7, "font-weight": 700, fill: "#2b2622" }, badge) : null,
    s("text", { x: CARD_W / 2 - (cost === null ? 0 : 4), y: 43, "text-anchor": "middle", "font-size": 26, "font-weight": 700, "font-family": "Georgia, 'Times New Roman', serif", fill: "#2b2622" }, letter),
    rows,
  );
}
