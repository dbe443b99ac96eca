// Playing cards drawn as SVG: a coloured face, the value large, and a symbol per colour so that the
// colours can be told apart without seeing colour.
import { s } from "./dom.js";

export const CARD_W = 60;
export const CARD_H = 88;

const SYMBOLS = {
  circle: () => s("circle", { cx: 0, cy: 0, r: 6 }),
  triangle: () => s("polygon", { points: "0,-7 7,6 -7,6" }),
  diamond: () => s("polygon", { points: "0,-8 6,0 0,8 -6,0" }),
  square: () => s("rect", { x: -6, y: -6, width: 12, height: 12 }),
  star: () => s("polygon", { points: "0,-8 2.4,-2.5 8,-2.5 3.5,1.2 5,7 0,3.6 -5,7 -3.5,1.2 -8,-2.5 -2.4,-2.5" }),
  cross: () => s("path", { d: "M-2.5,-7h5v4.5h4.5v5h-4.5v4.5h-5v-4.5h-4.5v-5h4.5z" }),
  rocket: () => s("path", { d: "M0,-8c4,3 4,9 2,13h-4c-2,-4 -2,-10 2,-13zM-2,5l-3,3h10l-3,-3z" }),
  goat: () => s("path", { d: "M-6,-7l3,4h6l3,-4v6l-3,3v5h-6v-5l-3,-3z" }),
};

/**
 * One card face as an <svg>: {fill, ink, symbol, label} where label is the big text (a digit).
 * `title` is the accessible name (e.g. "blue 5").
 */
export function cardFace({ fill, ink = "#fff", symbol, label, title }) {
  const mark = (x, y, scale) => s("g", { transform: `translate(${x} ${y}) scale(${scale})`, fill: ink }, SYMBOLS[symbol]());
  return s(
    "svg",
    { class: "card-face", viewBox: `0 0 ${CARD_W} ${CARD_H}`, width: CARD_W, height: CARD_H, role: "img", "aria-label": title },
    s("title", {}, title),
    s("rect", { x: 1, y: 1, width: CARD_W - 2, height: CARD_H - 2, rx: 7, fill, stroke: "#0006", "stroke-width": 1.5 }),
    s("text", { x: CARD_W / 2, y: CARD_H / 2 + 12, "text-anchor": "middle", "font-size": 34, "font-weight": 700, fill: ink }, label),
    mark(11, 12, 0.8),
    mark(CARD_W - 11, CARD_H - 12, 0.8),
  );
}

export const LETTER_W = 48;
export const LETTER_H = 64;

/**
 * A Letter Tycoon letter card as an <svg>: the letter large, small in the top-left corner, and an optional
 * `badge` along the bottom (e.g. the short name of the letter's patent owner, who earns its royalty).
 * `ghost` draws a letter that is not a card (the X patent's second use, the Z patent's S): dashed, pale.
 * `title` is the accessible name.
 */
export function letterCard({ letter, title, badge = "", ghost = false }) {
  const ink = ghost ? "#6f655c" : "#2b2622";
  return s(
    "svg",
    { class: `letter-card${ghost ? " ghost" : ""}`, viewBox: `0 0 ${LETTER_W} ${LETTER_H}`, width: LETTER_W, height: LETTER_H, role: "img", "aria-label": title },
    s("title", {}, title),
    s("rect", {
      x: 1, y: 1, width: LETTER_W - 2, height: LETTER_H - 2, rx: 6,
      fill: ghost ? "#f4efe4" : "#fbf3df", stroke: ghost ? "#8a7f73" : "#5b4a3a", "stroke-width": 1.5,
      "stroke-dasharray": ghost ? "4 3" : null,
    }),
    s("text", { x: 6, y: 13, "font-size": 10, "font-weight": 700, fill: ink }, letter),
    s("text", { x: LETTER_W / 2, y: badge ? 41 : 45, "text-anchor": "middle", "font-size": 30, "font-weight": 700, "font-family": "Georgia, 'Times New Roman', serif", fill: ink }, letter),
    badge
      ? s(
          "g",
          {},
          s("rect", { x: 4, y: LETTER_H - 16, width: LETTER_W - 8, height: 12, rx: 3, fill: "#2b2622" }),
          s("text", { x: LETTER_W / 2, y: LETTER_H - 7, "text-anchor": "middle", "font-size": 9, "font-weight": 600, fill: "#fff" }, badge),
        )
      : null,
  );
}
