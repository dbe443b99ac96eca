// A roll-and-write board drawn as SVG: a pyramid of boxes from the board data Python sends
// ({width, height, boxes: [{id, x, y, kind, rule}]}, x in half-box units, y the row from the bottom).
// Every kind of box carries a mark of its own besides its colour: dots in the corners of a dotted box, a
// hook and an open (dashed) floor under a hanging box, ▲ on a steep box, ↗ on a rising ledge. Confirmed
// numbers are upright and dark; numbers written this roll (not yet confirmed) are blue, italic, framed by a
// dashed line and marked ✎; boxes the selected dice may go in are thick-framed and show the number to come.
import { s } from "./dom.js";

const HALF = 30; // half a box, in SVG units
const ROW = 54;
const BOX_W = 2 * HALF - 4;
const BOX_H = 46;
const PAD = 4;

const KIND_TEXT = { dotted: "dotted box (any number)", normal: "box", hanging: "hanging box" };
const RULE_TEXT = { steep: "steep ▲", rising: "rising ledge ↗" };
export const RULE_MARK = { steep: "▲", rising: "↗" };

function describeBox(spec, state, value, target) {
  const kind = spec.rule ? `${RULE_TEXT[spec.rule]} ${KIND_TEXT[spec.kind]}` : KIND_TEXT[spec.kind];
  const where = `row ${spec.y + 1}`;
  if (state === "confirmed") return `${kind}, ${where}: ${value}`;
  if (state === "pending") return `${kind}, ${where}: ${value}, written this roll (not confirmed; activate to undo)`;
  if (state === "target") return `${kind}, ${where}: empty; write ${target} here`;
  return `${kind}, ${where}: empty`;
}

function marks(spec) {
  const out = [];
  if (spec.kind === "dotted") {
    for (const [cx, cy] of [[7, 7], [BOX_W - 7, 7], [7, BOX_H - 7], [BOX_W - 7, BOX_H - 7]]) {
      out.push(s("circle", { class: "box-dot", cx, cy, r: 2.6 }));
    }
  }
  if (spec.kind === "hanging") {
    out.push(s("path", { class: "box-hook", d: `M${BOX_W / 2},-6 v8 m0,0 a3.5,3.5 0 1 1 -7,0` }));
    out.push(s("line", { class: "box-floor", x1: 3, y1: BOX_H, x2: BOX_W - 3, y2: BOX_H }));
  }
  if (spec.rule) {
    out.push(s("text", { class: `box-rule rule-${spec.rule}`, x: 4, y: 13, "font-size": 12 }, RULE_MARK[spec.rule]));
  }
  return out;
}

/**
 * The board as an <svg>. `values`: one number or null per box (confirmed); `pending`: Map box -> number
 * written this roll; `target`: {value, boxes: Set} of the selected dice or null; `onBox(id)`: makes the
 * empty, pending and target boxes activatable (click, Enter, Space). `prefix` starts each box's test id.
 * Each written number carries data-key "<prefix>value-<box>" (js/ui/motion.js), unless `keyed` is false; `from`
 * (Map box -> data-key, e.g. of a die) says where a number written this roll flies in from.
 * @typedef {number | string} BoxValue a number, or the legend's sample of one
 * @typedef {{value: BoxValue, boxes: Set<number>}} BoxTarget
 * @param {{board: {width: number, height: number, boxes: any[]}, values: (BoxValue | null)[], pending?: Map<number, BoxValue>,
 *   target?: BoxTarget | null, onBox?: ((box: number) => void) | null, prefix?: string, label: string, keyed?: boolean,
 *   from?: Map<number, string>}} drawing
 */
export function drawBoard({ board, values, pending = new Map(), target = null, onBox = null, prefix = "", label, keyed = true, from = new Map() }) {
  const width = board.width * HALF + 2 * PAD;
  const height = board.height * ROW + 2 * PAD + 4;
  const boxes = board.boxes.map((spec) => {
    const px = PAD + spec.x * HALF + 2;
    const py = PAD + 6 + (board.height - 1 - spec.y) * ROW;
    let state = "empty";
    /** @type {BoxValue | null | undefined} */
    let value = values[spec.id];
    if (value !== null && value !== undefined) state = "confirmed";
    else if (pending.has(spec.id)) {
      state = "pending";
      value = pending.get(spec.id);
    } else if (target?.boxes.has(spec.id)) state = "target";
    const text = describeBox(spec, state, value, target?.value);
    const active = onBox && state !== "confirmed";
    const focusable = active && (state === "target" || state === "pending");
    const g = s(
      "g",
      {
        class: `box kind-${spec.kind}${spec.rule ? ` rule-${spec.rule}` : ""} state-${state}`,
        transform: `translate(${px} ${py})`,
        "data-testid": `${prefix}box-${spec.id}`,
        "data-state": state,
        "data-row": spec.y,
        "data-value": value ?? "",
        role: focusable ? "button" : null,
        tabindex: focusable ? 0 : null,
        "aria-label": focusable ? text : null,
        onclick: active ? () => onBox(spec.id) : null,
        onkeydown: active
          ? (event) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                event.stopPropagation();
                onBox(spec.id);
              }
            }
          : null,
      },
      s("title", {}, text),
      s("rect", { class: "box-face", width: BOX_W, height: BOX_H, rx: 6 }),
      marks(spec),
      state === "pending" ? s("rect", { class: "box-pending", x: 4, y: 4, width: BOX_W - 8, height: BOX_H - 8, rx: 4 }) : null,
      state === "confirmed" || state === "pending"
        ? s(
            "text",
            {
              class: `box-value value-${state}`,
              x: BOX_W / 2,
              y: BOX_H / 2 + 8,
              "text-anchor": "middle",
              "data-key": keyed ? `${prefix}value-${spec.id}` : null,
              "data-from": keyed && state === "pending" ? from.get(spec.id) ?? null : null,
            },
            value,
          )
        : null,
      state === "pending" ? s("text", { class: "box-pencil", x: BOX_W - 4, y: BOX_H - 5, "text-anchor": "end", "font-size": 11 }, "✎") : null,
      state === "target"
        ? s("text", { class: "box-value value-target", x: BOX_W / 2, y: BOX_H / 2 + 8, "text-anchor": "middle" }, /** @type {BoxTarget} */ (target).value) // one of its boxes
        : null,
    );
    return g;
  });
  return s(
    "svg",
    {
      class: "pyramid",
      viewBox: `0 0 ${width} ${height}`,
      style: `--pyramid-w: ${width}px`,
      role: onBox ? "group" : "img",
      "aria-label": label,
    },
    s("title", {}, label),
    boxes,
  );
}

/**
 * A single box drawn alone, for the legend.
 * @param {{kind: string, rule?: string | null, state?: string, value?: BoxValue}} box
 */
export function legendBox({ kind, rule = null, state = "empty", value = "" }) {
  const spec = { id: 0, x: 0, y: 0, kind, rule };
  const values = [state === "confirmed" ? value : null];
  const pending = state === "pending" ? new Map([[0, value]]) : new Map();
  const target = state === "target" ? { value, boxes: new Set([0]) } : null;
  const svg = drawBoard({ board: { width: 2, height: 1, boxes: [spec] }, values, pending, target, prefix: "legend-", label: "", keyed: false });
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("legend-box");
  return svg;
}
