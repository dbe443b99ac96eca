// Dice drawn as SVG: each die has its own outline (a d4 is a triangle, a d6 a square, a d8 a diamond, a
// d12 a pentagon, a d20 a hexagon), its colour and the rolled number inside, and its name ("d8") under it,
// so dice are told apart without seeing colour. The action die shows a symbol for its face. The name is text of
// the page beside the drawing, not in it: drawn in it, it shrank with the die, to 7 px on a phone's reserve dice.
// A die's body (outline and number) is a group marked data-tumble and its number lists the die's faces in
// data-faces: js/ui/motion.js tumbles the body and flickers the faces when the die is rolled anew.
import { h, s } from "./dom.js";

const SIZE = 64;

function polygon(sides, radius, rotate = -90) {
  const c = SIZE / 2;
  return Array.from({ length: sides }, (_, i) => {
    const a = ((rotate + (360 / sides) * i) * Math.PI) / 180;
    return `${(c + radius * Math.cos(a)).toFixed(1)},${(c + radius * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

/** The outline of each die, with where its number sits (the centre of a triangle is low). */
const SHAPES = {
  4: { points: "32,3 61,57 3,57", textY: 46, fill: "#c2570c", size: 22 },
  6: { rect: true, textY: 41, fill: "#1d5fb8", size: 28 },
  8: { points: "32,2 62,32 32,62 2,32", textY: 41, fill: "#217a45", size: 24 },
  12: { points: polygon(5, 31), textY: 43, fill: "#6d3fb3", size: 26 },
  20: { points: polygon(6, 31, -90), textY: 42, fill: "#a8222c", size: 26 },
};

/** The symbol and short text of each face of the action die. */
export const ACTION_SYMBOLS = { add: "+", remove: "−", either: "±", swap: "⇄" };

function outline(shape, attrs) {
  return shape.rect
    ? s("rect", { x: 5, y: 5, width: 54, height: 54, rx: 9, ...attrs })
    : s("polygon", { points: shape.points, "stroke-linejoin": "round", ...attrs });
}

/**
 * One exploration die as an <svg>: {die: "d8", sides: 8, value: 5 | null, state} where state is one of
 * "pool", "selected", "used" or "reserve" (drawn hollow, with no number).
 */
export function dieFace({ die, sides, value, state = "pool" }) {
  const shape = SHAPES[sides] ?? SHAPES[6];
  const hollow = state === "reserve";
  const title = hollow
    ? `${die}, in the reserve`
    : `${die} showing ${value ?? "nothing"}${state === "used" ? ", already used" : ""}${state === "selected" ? ", selected" : ""}`;
  return s(
    "svg",
    { class: `die-face die-${state}`, viewBox: `0 0 ${SIZE} ${SIZE}`, role: "img", "aria-label": title },
    s("title", {}, title),
    s(
      "g",
      { class: "die-body", "data-tumble": "" },
      outline(shape, {
        fill: hollow ? "none" : shape.fill,
        stroke: hollow ? shape.fill : "#0007",
        "stroke-width": hollow ? 3 : 2,
        "stroke-dasharray": hollow ? "6 4" : null,
      }),
      shape.points && sides === 20
        ? s("polygon", { points: polygon(3, 18, -90), fill: "none", stroke: "#fff5", "stroke-width": 1.5 })
        : null,
      hollow
        ? null
        : s(
            "text",
            {
              x: SIZE / 2,
              y: shape.textY,
              "text-anchor": "middle",
              "font-size": shape.size,
              "font-weight": 700,
              fill: "#fff",
              "data-faces": Array.from({ length: sides }, (_, i) => i + 1).join(" "),
            },
            value ?? "–",
          ),
      state === "used"
        ? s("line", { x1: 8, y1: 56, x2: 56, y2: 8, stroke: "#fff", "stroke-width": 4, "stroke-linecap": "round" })
        : null,
    ),
  );
}

/** A die's name under its drawing ("d8", "action"); the drawing's label says it already to assistive technology. */
export function dieName(name) {
  return h("span", { class: "die-name", "aria-hidden": "true" }, name);
}

/** The action die as an <svg>: its face ("add", "remove", "either", "swap") as a symbol, and a caption. */
export function actionDieFace(face, text) {
  return s(
    "svg",
    { class: "die-face die-action", viewBox: `0 0 ${SIZE} ${SIZE}`, role: "img", "aria-label": `Action die: ${text}` },
    s("title", {}, `Action die: ${text}`),
    s(
      "g",
      { class: "die-body", "data-tumble": "" },
      s("rect", { x: 5, y: 5, width: 54, height: 54, rx: 9, fill: "#f4efe4", stroke: "#3a302c", "stroke-width": 2.5 }),
      s(
        "text",
        { x: SIZE / 2, y: 45, "text-anchor": "middle", "font-size": 34, "font-weight": 700, fill: "#3a302c", "data-faces": Object.values(ACTION_SYMBOLS).join(" ") },
        ACTION_SYMBOLS[face] ?? "?",
      ),
    ),
  );
}
