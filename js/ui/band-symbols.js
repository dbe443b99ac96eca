// The symbols of a word game's card genres (Hardback's compass, drop, lens, heart, dot), drawn as SVG, so that a
// genre's colour never carries its meaning alone: on the cards, in genre bars and in legends.
import { s } from "./dom.js";

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
