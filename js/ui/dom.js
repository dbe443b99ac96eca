// Element builders, and the few pieces of page that the shell and peer matches share. Text always goes in
// as text nodes, never as HTML, so names and messages from other players can't inject markup.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * @template {HTMLElement | SVGElement} E
 * @param {E} element
 * @param {Record<string, any> | null | undefined} attrs
 * @param {any[]} children
 * @returns {E}
 */
function build(element, attrs, children) {
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) element.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(element.dataset, value);
    else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/**
 * An HTML element: h("button", {class: "primary", onclick}, "Play").
 * @template {keyof HTMLElementTagNameMap} Tag
 * @param {Tag} tag
 * @param {Record<string, any> | null} [attrs]
 * @param {...any} children
 * @returns {HTMLElementTagNameMap[Tag]}
 */
export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/**
 * An SVG element: s("rect", {x: 0, y: 0, width: 10, height: 10}).
 * @template {keyof SVGElementTagNameMap} Tag
 * @param {Tag} tag
 * @param {Record<string, any> | null} [attrs]
 * @param {...any} children
 * @returns {SVGElementTagNameMap[Tag]}
 */
export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

/**
 * The HTML element `selector` finds in `root`, where the code knows it is there: the component drew it itself, or
 * index.html holds it. One that is missing is a bug, said in a sentence here rather than as a TypeError further on.
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {HTMLElement}
 */
export function required(root, selector) {
  const element = root.querySelector(selector);
  if (!(element instanceof HTMLElement)) throw new Error(`The page has no ${selector} where it should be.`);
  return element;
}

/**
 * Render the help text's small Markdown subset (## headings, - bullets, paragraphs) as elements.
 * @param {string} text
 */
export function renderHelp(text) {
  /** @type {HTMLElement[]} */
  const blocks = [];
  /** @type {HTMLUListElement | null} */
  let list = null;
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed.startsWith("- ")) {
      if (!list) blocks.push((list = h("ul")));
      list.append(h("li", {}, trimmed.slice(2)));
      continue;
    }
    list = null;
    const last = blocks.at(-1);
    const paragraph = last?.tagName === "P" ? last : null;
    if (trimmed.startsWith("## ")) blocks.push(h("h3", {}, trimmed.slice(3)));
    else if (trimmed && paragraph && !paragraph.dataset.closed) paragraph.append(` ${trimmed}`);
    else if (trimmed) blocks.push(h("p", {}, trimmed));
    else if (paragraph) paragraph.dataset.closed = "1";
  }
  return blocks;
}

/**
 * A count with its noun, singular for one: "1 card", "3 cards".
 * @param {number} count
 * @param {string} noun the singular
 */
export function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * A line of figures ("9 cards · 0 points"), each kept whole. The "·" between two figures is drawn by CSS (`.facts`)
 * so that where a narrow panel wraps the line, it goes out of sight with the wrap: no line ends or starts with one.
 * @param {Record<string, any>} attrs
 * @param {...any} figures each an element (the figure itself, with its own attributes), a string or an array of
 *   strings and nodes; null, false and "" are left out
 */
export function facts(attrs, ...figures) {
  const shown = figures.filter((figure) => figure !== null && figure !== undefined && figure !== false && figure !== "");
  return h(
    "span",
    { ...attrs, class: ["facts", attrs.class].filter(Boolean).join(" ") },
    shown.map((figure) => (figure instanceof Element ? figure : h("span", {}, figure))),
  );
}

/**
 * Replace an element's children; like replaceChildren, but skips null/false and flattens arrays.
 * @template {HTMLElement | SVGElement} E
 * @param {E} element
 * @param {...any} children
 * @returns {E}
 */
export function fill(element, ...children) {
  element.replaceChildren();
  return build(element, {}, children);
}

/**
 * The end of a match: its summary and every player's rank and score, best first (the score's column named as the game
 * names it, "Score" unless it says otherwise); `extra` goes below. A team's result (`team`: the players together
 * against the game) has no ranks to show: a table of "1 Ana 9" under "The authors lose to Penny Dreadful" read as a
 * win.
 */
export function outcomePanel(outcome, names, ...extra) {
  const order = names.map((_, i) => i).sort((a, b) => outcome.ranks[a] - outcome.ranks[b]);
  return h(
    "section",
    { class: "outcome", "data-testid": "outcome" },
    h("h3", {}, outcome.summary),
    outcome.team === undefined
      ? h(
          "table",
          {},
          h("tr", {}, h("th", {}, "Rank"), h("th", {}, "Player"), h("th", {}, outcome.score_name ?? "Score")),
          order.map((i) => h("tr", { "data-testid": `rank-${i}` }, h("td", {}, outcome.ranks[i]), h("td", {}, names[i]), h("td", {}, outcome.scores[i]))),
        )
      : null,
    extra,
  );
}

/**
 * A suggestion, shown as the shell and a friend's page show it: set up on the table (`drawWith` redraws the table
 * with the chosen advice) and said above the player's own area; the word games' best plays are buttons, and a tap
 * lays one out instead.
 * @param {{showAdvice: (...content: (Node | string | null)[]) => void}} layout
 * @param {{move: object, text: string, words?: {move: object, word: string, earns: number}[]}} advice
 * @param {(chosen: {move: object, text: string}) => void} drawWith
 */
export function showSuggestion(layout, advice, drawWith) {
  const show = (chosen) => {
    drawWith(chosen);
    layout.showAdvice(
      h("p", { "data-testid": "advice-text" }, h("strong", {}, "Suggestion: "), chosen.text),
      advice.words?.length
        ? h(
            "ul",
            { class: "advice-words", "aria-label": "The plays that earn the most" },
            advice.words.map((play, i) =>
              h(
                "li",
                {},
                h(
                  "button",
                  { "data-testid": `advice-word-${i}`, "aria-pressed": String(chosen.move === play.move), onclick: () => show({ ...advice, move: play.move, text: `${play.word} earns ${play.earns}.` }) },
                  h("strong", {}, play.word),
                  ` ${play.earns}`,
                ),
              ),
            ),
          )
        : null,
    );
  };
  show(advice);
}
