// Each game's emblem on its home-screen tile: a small drawing of what the game is played with, in its colours,
// so that the five tiles are told apart at a glance. Decorative: the tile's title names the game.
import { s } from "./dom.js";

const SIZE = 64;

/** A playing card at (x, y), turned by `turn` degrees, with a value and a colour. */
function card(x, y, turn, fill, value) {
  return s(
    "g",
    { transform: `rotate(${turn} ${x + 11} ${y + 30})` },
    s("rect", { x, y, width: 22, height: 32, rx: 3, fill, stroke: "#fff", "stroke-width": 1.5 }),
    s("text", { x: x + 11, y: y + 21, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: "#fff" }, value),
  );
}

const DRAWINGS = {
  odin: () => [card(12, 18, -18, "#2563b8", "6"), card(21, 14, 0, "#2e7d4f", "6"), card(30, 18, 18, "#e07b12", "5")],
  crew: () => [
    s("circle", { cx: 38, cy: 36, r: 14, fill: "#6d3fb3" }),
    s("ellipse", { cx: 38, cy: 36, rx: 22, ry: 6, fill: "none", stroke: "#d9a521", "stroke-width": 2.5, transform: "rotate(-18 38 36)" }),
    s("path", { d: "M12 50 L22 40 L26 44 L16 54 Z M22 40 L28 30 L32 34 L26 44 Z", fill: "#a8222c" }),
    s("circle", { cx: 14, cy: 14, r: 2, fill: "#d9a521" }),
    s("circle", { cx: 52, cy: 10, r: 1.5, fill: "#d9a521" }),
  ],
  hardback: () => [
    s("path", { d: "M8 18 Q20 12 32 18 L32 52 Q20 46 8 52 Z", fill: "#fffdf8", stroke: "#8a3b12", "stroke-width": 2 }),
    s("path", { d: "M56 18 Q44 12 32 18 L32 52 Q44 46 56 52 Z", fill: "#fffdf8", stroke: "#8a3b12", "stroke-width": 2 }),
    s("path", { d: "M13 26 H27 M13 32 H27 M13 38 H24 M37 26 H51 M37 32 H51 M37 38 H48", stroke: "#b8a68e", "stroke-width": 2 }),
  ],
  lettertycoon: () => [
    s("rect", { x: 8, y: 12, width: 30, height: 38, rx: 4, fill: "#fffdf8", stroke: "#2b2622", "stroke-width": 2 }),
    s("text", { x: 23, y: 40, "text-anchor": "middle", "font-size": 24, "font-weight": 700, fill: "#2b2622", "font-family": "serif" }, "A"),
    s("circle", { cx: 45, cy: 44, r: 12, fill: "#d9a521", stroke: "#8a6d12", "stroke-width": 2 }),
    s("text", { x: 45, y: 49, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: "#5b4608" }, "$"),
  ],
  rolltothetop: () => [
    ...[[26, 8], [16, 24], [36, 24], [6, 40], [26, 40], [46, 40]].map(([x, y]) => s("rect", { x, y, width: 14, height: 14, rx: 2, fill: "#fffdf8", stroke: "#5d5147", "stroke-width": 1.5 })),
    s("polygon", { points: "44,4 60,14 54,28 38,24 36,10", fill: "#a8222c" }),
    s("text", { x: 48, y: 20, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#fff" }, "20"),
  ],
};

/** The emblem of game `id`, or null for a game without one. @param {string} id */
export function emblem(id) {
  const draw = DRAWINGS[id];
  return draw ? s("svg", { class: "emblem", viewBox: `0 0 ${SIZE} ${SIZE}`, width: SIZE, height: SIZE, "aria-hidden": "true" }, draw()) : null;
}
