// Roll to the Top: Journeys, drawn from one seat's view into the shared layout's regions. Everyone writes at once
// on their own copy of the board: the person selects dice, the page looks up Python's `targets` entry for exactly
// those dice (its number and the boxes it may go in) and highlights those boxes; activating one writes the
// number. Every number, every legal box and every refusal comes from Python.
//
// Regions: the climbers (status, empty boxes, latest move) -> players; the board being climbed (scaled to the room
// the table has, so every lit box is in view with the dice), how to read it, the other climbers' boards and the
// rounds' scores -> table; the prompt, the dice to choose from, the numbers written this roll, the action die's
// choices, Undo / Clear / Confirm and the refusal reason -> own.
import { fill, h } from "../ui/dom.js";
import { ACTION_SYMBOLS, actionDieFace, dieFace } from "../ui/dice.js";
import { RULE_MARK, drawBoard, legendBox } from "../ui/pyramid.js";
import { moveSender } from "../ui/moves.js";
import { keyHints, listenForKeys, markSuggested } from "../ui/table.js";

/** Words for a screen reader only (the eye reads the symbol beside them). */
const hidden = (text) => h("span", { class: "rtt-hidden-text" }, text);

const sameDice = (a, b) => a.length === b.length && a.every((d) => b.includes(d));

function choiceText(choice) {
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
 * Each climber's latest move: what they wrote (the reveal names every climber, so it goes by the event's seat, not
 * by who confirmed last) or how they changed the dice.
 */
function latestMoves(log) {
  const latest = new Map();
  for (const event of log) if ((event.type === "write" || event.type === "adjust") && Number.isInteger(event.seat)) latest.set(event.seat, event.text);
  return latest;
}

function playersStrip(view) {
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
        h("strong", {}, name),
        seat === view.seat && names.length > 1 && name.toLowerCase() !== "you" ? " (you)" : "",
        seat === view.active && view.phase !== "over" ? h("span", { class: "rtt-roller", title: "Rolled the dice" }, " · rolled") : "",
        h(
          "span",
          { class: "score", "data-testid": `status-${seat}` },
          playerStatus(view, seat) ? `${playerStatus(view, seat)} · ` : "",
          h("span", { "data-key": `empty-${seat}`, "data-count": sheet.empty }, sheet.empty),
          " empty",
        ),
        seat !== view.seat && names.length > 1 && latest.has(seat)
          ? h("span", { class: "last-move", "data-testid": `last-move-${seat}`, title: latest.get(seat) }, latest.get(seat))
          : null,
      );
    }),
  );
}

function headerStrip(view, own) {
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

function legend(view) {
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

function othersSection(view, mine) {
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
          h("figcaption", {}, h("strong", {}, name), ` · ${playerStatus(view, sheet.seat)} · ${sheet.empty} empty`),
        );
      }),
    ),
  );
}

function scoreboard(view, testid = "scoreboard") {
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
export function mount(regions, signal) {
  let selection = []; // dice names the person has selected, in the order chosen
  let selectionKey = ""; // seat, game and roll the selection belongs to
  let keyboard = null; // the shortcuts of the view on screen
  const inRegions = (node) => Object.values(regions).some((region) => region.contains(node));
  listenForKeys(signal, (event) => keyboard?.(event));

  function render(view, controls) {
    const names = view.players;
    const mine = view.seat ?? 0;
    const myTurn = Boolean(controls.active && view.seat !== null && view.to_act.includes(view.seat));
    const placing = myTurn && view.phase === "place" && !view.sheets[mine].done;
    const adjusting = myTurn && view.phase === "adjust";
    const key = `${view.seat}:${view.round}:${view.rolls}`;
    if (key !== selectionKey || !placing) selection = [];
    selectionKey = key;
    selection = selection.filter((d) => view.free_dice.includes(d));
    const advice = controls.suggestion?.move;
    if (advice?.type === "place" && placing) selection = [...advice.dice]; // its dice chosen, its box lit
    const focused = /** @type {HTMLElement | null} */ (document.activeElement);
    const focusedId = focused && inRegions(focused) ? focused.dataset?.testid : null;
    controls.setPhase?.(`${view.rounds > 1 ? `Game ${view.round} of ${view.rounds} · ` : ""}Roll ${view.rolls}`);

    const { reason, say, attempt } = moveSender(controls);

    // -- the selected dice and where their number may go (Python's targets, matched by dice) ----------------
    const target = () => (selection.length ? view.targets.find((t) => sameDice(t.dice, selection)) ?? null : null);
    const pending = new Map(view.pending.map((p) => [p.box, p.value]));
    const writtenFrom = new Map(view.pending.map((p) => [p.box, `die-${p.dice[0]}`])); // a new number flies from its die

    async function onBox(box) {
      if (!placing) return;
      if (pending.has(box)) {
        await attempt({ type: "undo", box });
        return;
      }
      const chosen = target();
      const move = { type: "place", box, dice: [...selection] };
      if (chosen?.boxes.includes(box)) {
        const kept = selection;
        selection = [];
        if (!(await attempt(move, { verify: false }))) selection = kept;
      } else {
        await attempt(move); // Python says why not (no dice chosen, too small, unsupported...)
      }
    }

    const boardHolder = h("div", { class: "rtt-board-holder" });
    const selectionLine = h("p", { class: "rtt-selection", "data-testid": "selection", "aria-live": "polite" });
    const clearButton = h("button", { "data-testid": "clear", "aria-keyshortcuts": "Escape", onclick: () => toggle(null) }, "Clear");

    function drawMine() {
      const chosen = target();
      const boardSvg = drawBoard({
        board: view.board,
        values: view.sheets[mine].values,
        pending,
        target: chosen ? { value: chosen.value, boxes: new Set(chosen.boxes) } : null,
        onBox: placing ? onBox : null,
        label: `${view.seat === null ? names[mine] + "'s" : "Your"} board, ${view.board.name}`,
        from: writtenFrom,
      });
      boardHolder.replaceChildren(boardSvg);
      clearButton.disabled = selection.length === 0;
      if (!placing) selectionLine.replaceChildren();
      else if (!selection.length) selectionLine.replaceChildren(h("span", { class: "muted" }, "Select dice: the boxes their sum fits light up."));
      else if (!chosen) selectionLine.replaceChildren(`${selection.join(" + ")}: these dice cannot be used together now.`);
      else
        selectionLine.replaceChildren(
          `${chosen.dice.join(" + ")} = `,
          h("strong", { "data-testid": "selection-value" }, chosen.value),
          chosen.boxes.length
            ? ` → ${chosen.boxes.length === 1 ? "1 box lights up" : `${chosen.boxes.length} boxes light up`}: choose one.`
            : ": no box can take it now.",
        );
      for (const button of dieButtons) {
        const die = view.dice.find((d) => d.die === button.dataset.die);
        button.setAttribute("aria-pressed", String(selection.includes(die.die)));
        button.replaceChildren(dieFace({ ...die, state: selection.includes(die.die) ? "selected" : "pool" }), button.lastChild);
      }
    }

    function toggle(die, { fromKey = false } = {}) {
      if (!placing) return;
      say("");
      if (die === null) selection = [];
      else selection = selection.includes(die) ? selection.filter((d) => d !== die) : [...selection, die];
      drawMine();
      if (fromKey) boardHolder.querySelector(".box[data-state=target]")?.focus(); // then arrows and Enter
    }

    /** Arrow keys walk over the boxes that can be activated (lit and written ones). */
    function moveFocus(step) {
      const boxes = [...boardHolder.querySelectorAll(".box[tabindex='0']")];
      if (!boxes.length) return;
      const at = boxes.indexOf(document.activeElement);
      const next = at < 0 ? (step > 0 ? 0 : boxes.length - 1) : (at + step + boxes.length) % boxes.length;
      boxes[next].focus();
    }

    // -- the dice: pool (selectable), reserve, action die ----------------------------------------------------
    const poolDice = view.dice.filter((d) => d.in_pool);
    const roll = `${view.round}:${view.rolls}`; // a die whose roll changed tumbles (js/ui/motion.js)
    const dieButtons = [];
    const diceRow = view.dice.map((die) => {
      const dieKey = `die-${die.die}`;
      if (!die.in_pool) {
        return h("span", { class: "rtt-die reserve", "data-testid": `reserve-${die.die}`, "data-key": dieKey }, dieFace({ ...die, state: "reserve" }));
      }
      const index = poolDice.indexOf(die) + 1;
      const free = view.free_dice.includes(die.die);
      if (!placing || !free) {
        const state = die.used ? "used" : "pool";
        return h("span", { class: `rtt-die ${state}`, "data-testid": `die-${die.die}`, "data-key": dieKey, "data-roll": roll, "data-value": die.value, "data-used": String(die.used) }, dieFace({ ...die, state }));
      }
      const button = h(
        "button",
        {
          class: "rtt-die",
          "data-testid": `die-${die.die}`,
          "data-key": dieKey,
          "data-roll": roll,
          "data-die": die.die,
          "data-value": die.value,
          "data-used": "false",
          "aria-pressed": "false",
          "aria-keyshortcuts": String(index),
          onclick: () => toggle(die.die),
        },
        dieFace({ ...die, state: "pool" }),
        h("span", { class: "rtt-key-hint key-hints", "aria-hidden": "true" }, index),
      );
      dieButtons.push(button);
      return button;
    });

    const actionDie = h(
      "div",
      { class: "rtt-action", "data-testid": "action-die", "data-key": "die-action", "data-roll": roll },
      actionDieFace(view.face, view.face_text),
      h("span", {}, view.face_text),
    );

    const tray = h(
      "section",
      { class: "rtt-tray", "data-testid": "dice", "aria-label": view.phase === "over" ? "The last roll" : `The dice: roll ${view.rolls}, rolled by ${names[view.active]}` },
      h(
        "div",
        { class: "rtt-dice" },
        h("div", { class: "rtt-group", role: "group", "aria-label": "Pool" }, h("span", { class: "rtt-group-label", "aria-hidden": "true" }, "Pool"), h("div", { class: "rtt-pool" }, diceRow.filter((_, i) => view.dice[i].in_pool))),
        view.reserve.length
          ? h("div", { class: "rtt-group", role: "group", "aria-label": "Reserve" }, h("span", { class: "rtt-group-label", "aria-hidden": "true" }, "Reserve"), h("div", { class: "rtt-reserve" }, diceRow.filter((_, i) => !view.dice[i].in_pool)))
          : null,
        actionDie,
      ),
      view.phase === "place" && view.seat !== null ? selectionLine : null,
    );

    // -- numbers written this roll, undo, confirm ------------------------------------------------------------
    const undoButton = h(
      "button",
      { "data-testid": "undo", "aria-keyshortcuts": "U", title: "Undo the last number", disabled: !(placing && view.pending.length), onclick: () => attempt({ type: "undo" }) },
      "Undo",
    );
    const confirmButton = h(
      "button",
      { class: "primary", "data-testid": "confirm", "aria-keyshortcuts": "C", disabled: !placing, onclick: () => attempt({ type: "confirm" }, { verify: false }) },
      view.pending.length ? "Confirm" : "Confirm: write nothing",
    );
    const written = view.pending.length
      ? h(
          "div",
          { class: "rtt-written", "data-testid": "pending" },
          h("span", { class: "muted rtt-written-label" }, view.sheets[mine].done ? "Confirmed, hidden until all confirm:" : "Written (hidden from the others):"),
          view.pending.map((p) =>
            h(
              "button",
              {
                class: "rtt-pending",
                "data-testid": `undo-box-${p.box}`,
                disabled: !placing,
                "aria-label": `Undo the ${p.value} (${p.dice.join(" + ")})`,
                onclick: () => attempt({ type: "undo", box: p.box }),
              },
              `✎ ${p.value} `,
              h("span", { class: "muted" }, `(${p.dice.join("+")})`),
              placing ? " ✕" : "",
            ),
          ),
        )
      : null;

    const placeControls =
      view.phase === "place" && view.seat !== null
        ? h(
            "section",
            { class: "rtt-controls", "data-testid": "controls" },
            written,
            h(
              "div",
              { class: "actions" },
              undoButton,
              clearButton,
              confirmButton,
              placing ? keyHints(`1–${poolDice.length} dice · ←/→ lit box · Enter writes · U undo · C confirm · Esc clear`) : null,
            ),
            reason,
          )
        : null;

    // -- the action die, for the player who resolves it ------------------------------------------------------
    const adjustPanel =
      view.phase === "adjust"
        ? h(
            "section",
            { class: "rtt-adjust", "data-testid": "adjust" },
            h(
              "p",
              { "data-testid": "effect" },
              `The action die shows ${ACTION_SYMBOLS[view.face]} “${view.face_text}”.`,
              view.reason ? ` It does not count this time: ${view.reason}.` : "",
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
          )
        : null;

    const ownArea = h(
      "div",
      { class: `rtt rtt-own${view.reverse ? " reverse" : ""}`, "data-phase": view.phase },
      h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt),
      view.phase === "over" ? null : tray,
      adjustPanel,
      placeControls,
    );
    keyboard = (event) => {
      if (!ownArea.isConnected) return; // a hand-off or another screen replaced this view
      const k = event.key.toLowerCase();
      if (placing) {
        const die = /^[1-5]$/.test(k) ? poolDice[Number(k) - 1]?.die : null;
        if (die && view.free_dice.includes(die)) toggle(die, { fromKey: true });
        else if (k === "arrowright" || k === "arrowup") moveFocus(1);
        else if (k === "arrowleft" || k === "arrowdown") moveFocus(-1);
        else if (k === "u" && !undoButton.disabled) undoButton.click();
        else if (k === "c" && !confirmButton.disabled) confirmButton.click();
        else if (k === "escape") toggle(null);
        else return;
      } else if (adjusting && /^[1-9]$/.test(k) && view.choices[Number(k) - 1]) {
        attempt(view.choices[Number(k) - 1], { verify: false });
      } else return;
      event.preventDefault();
    };

    const own = view.sheets[mine];
    const over = view.phase === "over";
    const reverse = view.reverse ? " reverse" : "";
    fill(regions.players, playersStrip(view));
    fill(
      regions.table,
      h(
        "div",
        { class: `rtt rtt-table${reverse}`, "data-testid": "rtt", "data-phase": view.phase },
        h("section", { class: "rtt-mine", "data-testid": "my-board", "aria-label": "Your board" }, headerStrip(view, own), boardHolder),
        h("div", { class: "rtt-more", tabindex: 0, "aria-label": "The board's key, the other climbers and the scores" }, legend(view), othersSection(view, mine), over ? null : scoreboard(view)),
      ),
    );
    fill(regions.own, ownArea);
    drawMine();
    if (advice) {
      const pointed = { place: `box-${advice.box}`, adjust: choiceText(advice).testid }[advice.type] ?? advice.type;
      markSuggested(regions.table, [pointed]);
      markSuggested(regions.own, [pointed]);
    }
    if (focusedId) {
      const again = /** @type {HTMLElement | null} */ (document.querySelector(`.match [data-testid="${CSS.escape(focusedId)}"]`));
      if (again && (again.tabIndex >= 0 || again.matches("button:not(:disabled)"))) again.focus();
      else /** @type {HTMLElement | null} */ (boardHolder.querySelector(".box[tabindex='0']") ?? dieButtons[0])?.focus();
    }
  }

  /** Rounds mode: the games' scores under the ranking. */
  function resultDetails(view) {
    return scoreboard(view, "final-scoreboard");
  }

  return { render, resultDetails };
}
