// Roll to the Top's table parts that only show the view: the climbers' strip, the board's header and key, the other
// climbers' boards, the rounds' scores, and the action die's effect with its choices.
import { facts, h } from "../ui/dom.js";
import { ACTION_SYMBOLS } from "../ui/dice.js";
import { RULE_MARK, drawBoard, legendBox } from "../ui/pyramid.js";
import { lastMoveLine, marksYou } from "../ui/table.js";

/** Words for a screen reader only (the eye reads the symbol beside them). */
const hidden = (text) => h("span", { class: "visually-hidden" }, text);

export function choiceText(choice) {
  if (choice.add && choice.remove) return { testid: `choice-swap-${choice.remove}-${choice.add}`, text: `Swap the ${choice.remove} for the ${choice.add}`, short: [hidden("swap "), choice.remove, h("span", { "aria-hidden": "true" }, "→"), hidden(" for "), choice.add], symbol: ACTION_SYMBOLS.swap };
  if (choice.add) return { testid: `choice-add-${choice.add}`, text: `Add the ${choice.add}`, short: `add ${choice.add}`, symbol: ACTION_SYMBOLS.add };
  return { testid: `choice-remove-${choice.remove}`, text: `Remove the ${choice.remove}`, short: `remove ${choice.remove}`, symbol: ACTION_SYMBOLS.remove };
}

function playerStatus(view, seat) {
  const sheet = view.sheets[seat];
  if (view.phase === "over") return sheet.complete ? "★ reached the top" : "";
  if (view.phase === "adjust") return seat === view.adjuster ? "⚄ resolves the action die" : "";
  return sheet.done ? "✓ confirmed" : "✎ writing…";
}

/**
 * Each climber's latest move in this game: what they wrote (the reveal names every climber, so it goes by the event's
 * seat, not by who confirmed last) or how they changed the dice. A new game of Rounds mode starts them afresh: the
 * last game's numbers read as written on the new board.
 */
function latestMoves(log) {
  const latest = new Map();
  for (const event of log) {
    if (event.type === "game_end") latest.clear();
    else if ((event.type === "write" || event.type === "adjust") && Number.isInteger(event.seat)) latest.set(event.seat, event.text);
  }
  return latest;
}

export function playersStrip(view) {
  const names = view.players;
  const latest = latestMoves(view.log);
  return h(
    "ul",
    { class: "players rtt-players", "data-testid": "players" },
    names.map((name, seat) => {
      const sheet = view.sheets[seat];
      const acting = view.to_act.includes(seat);
      return h(
        "li",
        { class: acting ? "current" : "", "data-testid": `player-${seat}`, "data-done": String(sheet.done), "data-key": `seat-${seat}` },
        h(
          "div",
          { class: "seat-head" },
          h("strong", { class: "seat-name", title: name }, name),
          marksYou(name, seat === view.seat, names.length) ? h("span", { class: "muted seat-mark" }, "(you)") : null,
          seat === view.active && view.phase !== "over" ? h("span", { class: "seat-mark", title: "Rolled the dice" }, "⚄ rolled") : null,
        ),
        facts(
          { class: "score", "data-testid": `status-${seat}` },
          playerStatus(view, seat),
          [h("span", { "data-key": `empty-${seat}`, "data-count": sheet.empty }, sheet.empty), " empty"],
        ),
        seat !== view.seat && names.length > 1
          ? lastMoveLine(latest, seat)
          : null,
      );
    }),
  );
}

export function headerStrip(view, own) {
  return h(
    "div",
    { class: "rtt-header", "data-testid": "climb" },
    h("strong", { class: "rtt-board-name" }, view.board.name),
    view.rounds > 1 ? h("span", { class: "rtt-chip", "data-testid": "round-info" }, `Game ${view.round} of ${view.rounds}`) : null,
    h("span", { class: "rtt-chip", "data-testid": "roll-info" }, `Roll ${view.rolls}`),
    view.reverse
      ? h("span", { class: "rtt-chip rtt-reverse", "data-testid": "reverse-marker", title: "Reverse mode: every size rule is turned around" }, "⇅ Reverse: big numbers at the base")
      : null,
    h("span", { class: "muted rtt-empty" }, `${view.seat === null ? `${view.players[own.seat]}'s board` : "Your board"}: ${own.empty} of ${own.values.length} empty`),
  );
}

/**
 * In Rounds mode, while no number of a new game is written yet: how the game before it ended. The next game began
 * the moment the last one ended, and its result was only in the log and the rounds' table below the board.
 */
export function lastGameNote(view) {
  const last = view.history.at(-1);
  const fresh = last && last.round === view.round - 1 && view.phase !== "over" && view.sheets.every((s) => s.empty === s.values.length);
  if (!fresh) return null;
  const each = (/** @type {number[]} */ counts, /** @type {number[]} */ stars = []) => view.players.map((name, seat) => `${name} ${counts[seat]}${stars.includes(seat) ? " ★" : ""}`).join(", ");
  return h(
    "p",
    { class: "banner rtt-last-game", "data-testid": "last-game", role: "status" },
    h("strong", {}, `Game ${last.round} (${last.board_name}) is over. `),
    `Empty boxes: ${each(last.empty, last.finished)}.`,
    last.round > 1 ? ` Totals: ${each(view.totals)}.` : "",
    ` Game ${view.round} of ${view.rounds} begins: the lowest total wins.`,
  );
}

export function legend(view) {
  const item = (svg, text) => h("li", {}, svg, h("span", {}, text));
  const size = view.reverse ? "≤" : "≥";
  const rules = new Set(view.board.boxes.map((b) => b.rule).filter(Boolean));
  const kinds = new Set(view.board.boxes.map((b) => b.kind));
  return h(
    "section",
    { class: "rtt-legend", "data-testid": "legend", "aria-label": "How to read the board" },
    h("p", { class: "muted rtt-blurb" }, view.board.blurb),
    view.board.rules.length
      ? h("ul", { class: "rtt-rules", "data-testid": "board-rules" }, view.board.rules.map((r) => h("li", {}, r)))
      : null,
    h(
      "ul",
      { class: "rtt-key" },
      item(legendBox({ kind: "dotted" }), "dots: any number"),
      item(legendBox({ kind: "normal" }), `plain: ${size} both below`),
      kinds.has("hanging") ? item(legendBox({ kind: "hanging" }), "hanging: next to a filled box") : null,
      rules.has("steep") ? item(legendBox({ kind: "normal", rule: "steep" }), `${RULE_MARK.steep} steep`) : null,
      rules.has("rising") ? item(legendBox({ kind: "hanging", rule: "rising" }), `${RULE_MARK.rising} rising ledge`) : null,
      view.phase === "over" ? null : item(legendBox({ kind: "normal", state: "pending", value: "7" }), "✎ written this roll, not confirmed"),
      view.phase === "over" ? null : item(legendBox({ kind: "normal", state: "target", value: "7" }), "your number may go here"),
    ),
  );
}

export function othersSection(view, mine) {
  const others = view.sheets.filter((sheet) => sheet.seat !== mine);
  if (!others.length) return null;
  return h(
    "section",
    { class: "rtt-others", "data-testid": "others" },
    h("h3", {}, "The other climbers (confirmed numbers)"),
    h(
      "div",
      { class: "rtt-others-row" },
      others.map((sheet) => {
        const name = view.players[sheet.seat];
        const filled = sheet.values.length - sheet.empty;
        return h(
          "figure",
          { class: "rtt-other", "data-testid": `sheet-${sheet.seat}` },
          drawBoard({
            board: view.board,
            values: sheet.values,
            prefix: `sheet-${sheet.seat}-`,
            label: `${name}'s board: ${filled} of ${sheet.values.length} boxes filled`,
          }),
          // the name only: the climbers' panels above say how far each is, and a caption of two lines pushed the
          // third board out of a laptop's view
          h("figcaption", {}, h("strong", {}, name)),
        );
      }),
    ),
  );
}

export function scoreboard(view, testid = "scoreboard") {
  if (view.rounds <= 1) return null;
  const names = view.players;
  const rows = view.history.map((game) =>
    h(
      "tr",
      { "data-testid": `score-round-${game.round}` },
      h("th", { scope: "row" }, `${game.round}. ${game.board_name}`),
      h("td", {}, game.rolls),
      names.map((_, seat) => h("td", {}, game.empty[seat], game.finished.includes(seat) ? " ★" : "")),
    ),
  );
  const playing = view.phase !== "over" && view.history.length < view.round;
  return h(
    "section",
    { class: "rtt-scores", "data-testid": testid, tabindex: 0, "aria-label": "Rounds: empty boxes" }, // may scroll sideways
    h("h3", {}, "Rounds: empty boxes (lowest total wins)"),
    h(
      "table",
      {},
      h("thead", {}, h("tr", {}, h("th", {}, "Game"), h("th", {}, "Rolls"), names.map((n) => h("th", {}, n)))),
      h(
        "tbody",
        {},
        rows,
        playing
          ? h("tr", { class: "muted" }, h("th", { scope: "row" }, `${view.round}. ${view.board.name}`), h("td", {}, view.rolls), names.map(() => h("td", {}, "…")))
          : null,
      ),
      h("tfoot", {}, h("tr", { "data-testid": "score-totals" }, h("th", {}, "Total"), h("td", {}), view.totals.map((t) => h("td", {}, t)))),
    ),
    h("p", { class: "muted" }, "★ completed the board"),
  );
}

/**
 * Roll to the Top in the shared layout: the dice selected and the keys belong to this table and go with it.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 */

/**
 * The action die's effect and, for the player who resolves it, its choices (Python's `choices`).
 * @param {any} view
 * @param {{adjusting: boolean, reason: HTMLElement, attempt: (move: object, how?: {verify?: boolean}) => Promise<boolean>}} turn
 */
export function adjustPanel(view, { adjusting, reason, attempt }) {
  return h(
    "section",
    { class: "rtt-adjust", "data-testid": "adjust" },
    h(
      "p",
      { "data-testid": "effect" },
      `The action die shows ${ACTION_SYMBOLS[view.face]} “${view.face_text}”.`,
      view.reason ? ` It does not count this time, as ${view.reason}: ${view.effect_text} instead.` : "",
    ),
    adjusting
      ? h(
          "div",
          { class: "actions rtt-choices" },
          view.choices.map((choice, i) => {
            const { testid, text, short, symbol } = choiceText(choice);
            return h(
              "button",
              { "data-testid": testid, title: text, "aria-keyshortcuts": i < 9 ? String(i + 1) : null, onclick: () => attempt(choice, { verify: false }) },
              h("span", { class: "rtt-choice-symbol", "aria-hidden": "true" }, symbol),
              " ",
              short,
              i < 9 ? h("span", { class: "rtt-key-hint inline key-hints", "aria-hidden": "true" }, i + 1) : null,
            );
          }),
        )
      : null,
    adjusting ? reason : null,
  );
}
