// What a finished match can teach, drawn on the result sheet from the shapes Python's `insight` returns
// (py/parlour/insight.py): a line chart of scores, a sentence, the steps of a line of play, a table of turns.
// Nothing here knows a game.
import { h, s } from "./dom.js";

const WIDTH = 320;
const HEIGHT = 156;
const PAD = { left: 34, right: 12, top: 10, bottom: 28 };
/** The ticks' font size in the chart's units: about 12 px on a phone, where the chart is drawn about 320 px wide. */
const TICK = 12;
/** Each player's line differs by its dash and its marker as well as its colour. */
const STYLES = [
  { stroke: "#8a3b12", dash: "", marker: "circle" },
  { stroke: "#1f6feb", dash: "6 3", marker: "square" },
  { stroke: "#217a45", dash: "2 3", marker: "triangle" },
  { stroke: "#6d3fb3", dash: "8 3 2 3", marker: "diamond" },
  { stroke: "#a8222c", dash: "1 2", marker: "cross" },
];

/** @param {string} kind @param {number} x @param {number} y @param {string} colour */
function marker(kind, x, y, colour) {
  const r = 3.2;
  const attrs = { fill: colour, stroke: colour };
  if (kind === "circle") return s("circle", { cx: x, cy: y, r, ...attrs });
  if (kind === "square") return s("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, ...attrs });
  if (kind === "triangle") return s("polygon", { points: `${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`, ...attrs });
  if (kind === "diamond") return s("polygon", { points: `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`, ...attrs });
  return s("path", { d: `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`, stroke: colour, "stroke-width": 2 });
}

/**
 * A line chart, one line a player.
 * @param {{title: string, x: string, labels: string[], series: {name: string, values: number[]}[]}} chart
 */
export function lineChart(chart) {
  const all = chart.series.flatMap((line) => line.values);
  const top = Math.max(1, ...all);
  const count = Math.max(2, chart.labels.length);
  const x = (/** @type {number} */ i) => PAD.left + ((WIDTH - PAD.left - PAD.right) * i) / (count - 1);
  const y = (/** @type {number} */ v) => HEIGHT - PAD.bottom - ((HEIGHT - PAD.top - PAD.bottom) * v) / top;
  // Labels under the axis as far apart as the longest needs (a character is about 0.6 em), eight at most, at a
  // spacing that lands on the last label when one up to twice as wide does (0, 4 … 20 rather than 0, 3 … 15, 20);
  // else the one before the last, which ends at the right edge, only if it keeps clear of it.
  const step = (WIDTH - PAD.left - PAD.right) / (count - 1);
  const labelWidth = 0.6 * TICK * Math.max(1, ...chart.labels.map((label) => label.length));
  const least = Math.max(Math.ceil(chart.labels.length / 8), Math.ceil((labelWidth + 6) / step));
  const last = chart.labels.length - 1;
  const every = Array.from({ length: least }, (_, k) => least + k).find((e) => last % e === 0) ?? least;
  const shown = (/** @type {number} */ i) => i === last || (i % every === 0 && (last - i) * step >= 1.5 * labelWidth + 6);
  const summary = chart.series.map((line) => `${line.name} ${line.values.at(-1)}`).join(", ");
  return h(
    "figure",
    { class: "chart", "data-testid": "insight-chart" },
    h("figcaption", {}, chart.title),
    s(
      "svg",
      { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, "font-size": TICK, role: "img", "aria-label": `${chart.title}. At the end: ${summary}.` },
      s("line", { x1: PAD.left, y1: y(0), x2: WIDTH - PAD.right, y2: y(0), class: "chart-axis" }),
      s("line", { x1: PAD.left, y1: y(0), x2: PAD.left, y2: PAD.top, class: "chart-axis" }),
      // the values clear of the first points' markers, the last label inside the chart's box
      s("text", { x: PAD.left - 8, y: y(top) + 4, class: "chart-tick", "text-anchor": "end" }, String(top)),
      s("text", { x: PAD.left - 8, y: y(0) + 4, class: "chart-tick", "text-anchor": "end" }, "0"),
      chart.labels.map((label, i) => {
        if (!shown(i)) return null;
        const anchor = i === last ? "end" : "middle";
        return s("text", { x: x(i), y: HEIGHT - 8, class: "chart-tick", "text-anchor": anchor }, label);
      }),
      chart.series.map((line, n) => {
        const style = STYLES[n % STYLES.length];
        return s(
          "g",
          { "data-testid": `chart-line-${n}` },
          s("polyline", { points: line.values.map((v, i) => `${x(i)},${y(v)}`).join(" "), fill: "none", stroke: style.stroke, "stroke-width": 2, "stroke-dasharray": style.dash }),
          line.values.map((v, i) => marker(style.marker, x(i), y(v), style.stroke)),
        );
      }),
    ),
    h(
      "ul",
      { class: "chart-legend" },
      chart.series.map((line, n) => {
        const style = STYLES[n % STYLES.length];
        return h("li", {}, s("svg", { viewBox: "0 0 28 10", width: 28, height: 10, "aria-hidden": "true" }, s("line", { x1: 0, y1: 5, x2: 28, y2: 5, stroke: style.stroke, "stroke-width": 2, "stroke-dasharray": style.dash }), marker(style.marker, 14, 5, style.stroke)), ` ${line.name}: ${line.values.at(-1)}`);
      }),
    ),
  );
}

/**
 * Everything an insight holds, in the order a reader wants it.
 * @param {{text?: string, chart?: any, steps?: {title: string, lines: string[]}[], table?: {title: string, headers: string[], rows: string[][]}}} insight
 */
export function insightPanel(insight) {
  const table = insight.table;
  return h(
    "section",
    { class: "insight", "data-testid": "insight" },
    insight.text ? h("p", { "data-testid": "insight-text" }, insight.text) : null,
    insight.chart ? lineChart(insight.chart) : null,
    insight.steps
      ? h(
          "ol",
          { class: "insight-steps", "data-testid": "insight-steps" },
          insight.steps.map((step) => h("li", {}, h("strong", {}, `${step.title}: `), step.lines.join(" · "))),
        )
      : null,
    table
      ? h(
          "div",
          { class: "insight-table", tabindex: 0, role: "region", "aria-label": table.title },
          h(
            "table",
            { "data-testid": "insight-table" },
            h("caption", {}, table.title),
            h("thead", {}, h("tr", {}, table.headers.map((header) => h("th", { scope: "col" }, header)))),
            h("tbody", {}, table.rows.map((row) => h("tr", {}, row.map((cell) => h("td", {}, cell))))),
          ),
        )
      : null,
  );
}
