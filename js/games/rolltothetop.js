// Roll to the Top: Journeys, drawn from one seat's view. Everyone writes at once on their own copy of the
// board: the person selects dice, the page looks up Python's `targets` entry for exactly those dice (its
// number and the boxes it may go in) and highlights those boxes; activating one writes the number. Every
// number, every legal box and every refusal comes from Python.
import { fill, h } from "../ui/dom.js";
import { ACTION_SYMBOLS, actionDieFace, dieFace } from "../ui/dice.js";
import { RULE_MARK, drawBoard, legendBox } from "../ui/pyramid.js";
import { moveSender } from "../ui/moves.js";

let selection = []; // dice names the person has selected, in the order chosen
let selectionKey = ""; // seat, game and roll the selection belongs to
let keyboard = null; // the current table's shortcuts; one document listener serves every redraw

document.addEventListener("keydown", (event) => {
  if (!keyboard || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest?.("input, select, textarea, dialog")) return;
  keyboard(event);
});

const sameDice = (a, b) => a.length === b.length && a.every((d) => b.includes(d));

function choiceText(choice) {
  if (choice.add && choice.remove) return { testid: `choice-swap-${choice.remove}-${choice.add}`, text: `Swap the ${choice.remove} for the ${choice.add}`, symbol: ACTION_SYMBOLS.swap };
  if (choice.add) return { testid: `choice-add-${choice.add}`, text: `Add the ${choice.add}`, symbol: ACTION_SYMBOLS.add };
  return { testid: `choice-remove-${choice.remove}`, text: `Remove the ${choice.remove}`, symbol: ACTION_SYMBOLS.remove };
}

function playerStatus(view, seat) {
  const sheet = view.sheets[seat];
  if (view.phase === "over") return sheet.complete ? "★ reached the top" : "";
  if (view.phase === "adjust") return seat === view.adjuster ? "⚄ resolves the action die" : "";
  return sheet.done ? "✓ confirmed" : "✎ writing…";
}

function playersStrip(view) {
  const names = view.players;
  return h(
    "ul",
    { class: "players", "data-testid": "players" },
    names.map((name, seat) => {
      const sheet = view.sheets[seat];
      const acting = view.to_act.includes(seat);
      return h(
        "li",
        { class: acting ? "current" : "", "data-testid": `player-${seat}`, "data-done": String(sheet.done) },
        h("strong", {}, name),
        seat === view.seat && names.length > 1 && name.toLowerCase() !== "you" ? " (you)" : "",
        seat === view.active && view.phase !== "over" ? h("span", { class: "rtt-roller", title: "Rolled the dice" }, " · rolled") : "",
        h("br"),
        h("span", { class: "score", "data-testid": `status-${seat}` }, [playerStatus(view, seat), `${sheet.empty} empty`].filter(Boolean).join(" · ")),
      );
    }),
  );
}

function headerStrip(view) {
  return h(
    "div",
    { class: "rtt-header", "data-testid": "climb" },
    h("strong", { class: "rtt-board-name" }, view.board.name),
    view.rounds > 1 ? h("span", { class: "rtt-chip", "data-testid": "round-info" }, `Game ${view.round} of ${view.rounds}`) : null,
    h("span", { class: "rtt-chip", "data-testid": "roll-info" }, `Roll ${view.rolls}`),
    view.reverse
      ? h("span", { class: "rtt-chip rtt-reverse", "data-testid": "reverse-marker", title: "Reverse mode: every size rule is turned around" }, "⇅ Reverse: big numbers at the base")
      : null,
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
      view.phase === "over" ? null : item(legendBox({ kind: "normal", state: "pending", value: 7 }), "✎ written this roll, not confirmed"),
      view.phase === "over" ? null : item(legendBox({ kind: "normal", state: "target", value: 7 }), "your number may go here"),
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

function scoreboard(view) {
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
    { class: "rtt-scores", "data-testid": "scoreboard" },
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

export function render(root, view, controls) {
  const names = view.players;
  const mine = view.seat ?? 0;
  const myTurn = Boolean(controls.active && view.seat !== null && view.to_act.includes(view.seat));
  const placing = myTurn && view.phase === "place" && !view.sheets[mine].done;
  const adjusting = myTurn && view.phase === "adjust";
  const key = `${view.seat}:${view.round}:${view.rolls}`;
  if (key !== selectionKey || !placing) selection = [];
  selectionKey = key;
  selection = selection.filter((d) => view.free_dice.includes(d));
  const focusedId = root.contains(document.activeElement) ? document.activeElement.dataset?.testid : null;

  const { reason, say, attempt } = moveSender(controls);

  // -- the selected dice and where their number may go (Python's targets, matched by dice) ------------
  const target = () => (selection.length ? view.targets.find((t) => sameDice(t.dice, selection)) ?? null : null);
  const pending = new Map(view.pending.map((p) => [p.box, p.value]));

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
  const clearButton = h("button", { "data-testid": "clear", onclick: () => toggle(null) }, "Clear (Esc)");

  function drawMine() {
    const chosen = target();
    const boardSvg = drawBoard({
      board: view.board,
      values: view.sheets[mine].values,
      pending,
      target: chosen ? { value: chosen.value, boxes: new Set(chosen.boxes) } : null,
      onBox: placing ? onBox : null,
      label: `${view.seat === null ? names[mine] + "'s" : "Your"} board, ${view.board.name}`,
    });
    boardHolder.replaceChildren(boardSvg);
    clearButton.disabled = selection.length === 0;
    if (!placing) selectionLine.replaceChildren();
    else if (!selection.length) selectionLine.replaceChildren("Select dice: their number lights up the boxes it may go in.");
    else if (!chosen) selectionLine.replaceChildren(`${selection.join(" + ")}: these dice cannot be used together now.`);
    else
      selectionLine.replaceChildren(
        `${chosen.dice.join(" + ")} = `,
        h("strong", { "data-testid": "selection-value" }, chosen.value),
        chosen.boxes.length
          ? ` → ${chosen.boxes.length === 1 ? "1 box lights up" : `${chosen.boxes.length} boxes light up`}: choose one.`
          : ": no box can take it now.",
      );
    for (const button of dieButtons) button.setAttribute("aria-pressed", String(selection.includes(button.dataset.die)));
    for (const button of dieButtons) {
      const die = view.dice.find((d) => d.die === button.dataset.die);
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

  // -- the dice: pool (selectable), reserve, action die ------------------------------------------------
  const poolDice = view.dice.filter((d) => d.in_pool);
  const dieButtons = [];
  const diceRow = view.dice.map((die) => {
    if (!die.in_pool) {
      return h("span", { class: "rtt-die reserve", "data-testid": `reserve-${die.die}` }, dieFace({ ...die, state: "reserve" }));
    }
    const index = poolDice.indexOf(die) + 1;
    const free = view.free_dice.includes(die.die);
    if (!placing || !free) {
      const state = die.used ? "used" : "pool";
      return h("span", { class: `rtt-die ${state}`, "data-testid": `die-${die.die}`, "data-value": die.value, "data-used": String(die.used) }, dieFace({ ...die, state }));
    }
    const button = h(
      "button",
      {
        class: "rtt-die",
        "data-testid": `die-${die.die}`,
        "data-die": die.die,
        "data-value": die.value,
        "data-used": "false",
        "aria-pressed": "false",
        "aria-keyshortcuts": String(index),
        onclick: () => toggle(die.die),
      },
      dieFace({ ...die, state: "pool" }),
      h("span", { class: "rtt-key-hint", "aria-hidden": "true" }, index),
    );
    dieButtons.push(button);
    return button;
  });

  const actionDie = h(
    "div",
    { class: "rtt-action", "data-testid": "action-die" },
    actionDieFace(view.face, view.face_text),
    h("span", {}, view.face_text),
  );

  const tray = h(
    "section",
    { class: "rtt-tray", "data-testid": "dice", "aria-label": "The dice" },
    h("h3", {}, view.phase === "over" ? "The last roll" : `Roll ${view.rolls}, rolled by ${names[view.active]}`),
    h(
      "div",
      { class: "rtt-dice" },
      h("div", { class: "rtt-group" }, h("span", { class: "rtt-group-label" }, "Pool"), h("div", { class: "rtt-pool" }, diceRow.filter((_, i) => view.dice[i].in_pool))),
      view.reserve.length
        ? h("div", { class: "rtt-group" }, h("span", { class: "rtt-group-label" }, "Reserve"), h("div", { class: "rtt-reserve" }, diceRow.filter((_, i) => !view.dice[i].in_pool)))
        : null,
      actionDie,
    ),
    view.phase === "place" && view.seat !== null ? selectionLine : null,
  );

  // -- numbers written this roll, undo, confirm -------------------------------------------------------
  const undoButton = h(
    "button",
    { "data-testid": "undo", disabled: !(placing && view.pending.length), onclick: () => attempt({ type: "undo" }) },
    "Undo last (U)",
  );
  const confirmButton = h(
    "button",
    { class: "primary", "data-testid": "confirm", disabled: !placing, onclick: () => attempt({ type: "confirm" }, { verify: false }) },
    view.pending.length ? "Confirm (C)" : "Confirm: write nothing (C)",
  );
  const written = view.pending.length
    ? h(
        "div",
        { class: "rtt-written", "data-testid": "pending" },
        h("span", {}, view.sheets[mine].done ? "Confirmed, hidden until everyone confirms: " : "Written this roll, hidden from the others: "),
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
          h("div", { class: "actions" }, undoButton, clearButton, confirmButton),
          reason,
          placing
            ? h("p", { class: "muted rtt-keys" }, `Keys: 1–${poolDice.length} pick dice · ←/→ choose a lit box · Enter writes · U undo · C confirm · Esc clear`)
            : null,
        )
      : null;

  // -- the action die, for the player who resolves it --------------------------------------------------
  const adjustPanel =
    view.phase === "adjust"
      ? h(
          "section",
          { class: "rtt-adjust", "data-testid": "adjust" },
          h("h3", {}, adjusting ? "Resolve the action die" : `${names[view.adjuster]} resolves the action die`),
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
                  const { testid, text, symbol } = choiceText(choice);
                  return h(
                    "button",
                    { "data-testid": testid, "aria-keyshortcuts": i < 9 ? String(i + 1) : null, onclick: () => attempt(choice, { verify: false }) },
                    h("span", { class: "rtt-choice-symbol", "aria-hidden": "true" }, symbol),
                    ` ${text}`,
                    i < 9 ? h("span", { class: "rtt-key-hint inline", "aria-hidden": "true" }, i + 1) : null,
                  );
                }),
              )
            : null,
          adjusting ? reason : null,
        )
      : null;

  keyboard = (event) => {
    if (!table.isConnected) return; // another screen (home, a hand-off) replaced this table
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
  const myBoard = h(
    "section",
    { class: "rtt-mine", "data-testid": "my-board" },
    h("h3", {}, view.seat === null ? `${names[mine]}'s board` : "Your board", h("span", { class: "muted" }, ` · ${own.empty} of ${own.values.length} boxes empty`)),
    boardHolder,
    h("p", { class: "muted rtt-blurb" }, view.board.blurb),
  );

  const table = h(
    "div",
    { class: `rtt${view.reverse ? " reverse" : ""}`, "data-testid": "rtt", "data-phase": view.phase },
    headerStrip(view),
    playersStrip(view),
    h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt),
    h("div", { class: "rtt-play" }, h("div", { class: "rtt-side" }, tray, adjustPanel, placeControls), myBoard),
    legend(view),
    othersSection(view, mine),
    scoreboard(view),
  );
  fill(root, table);
  drawMine();
  if (focusedId) {
    const again = root.querySelector(`[data-testid="${CSS.escape(focusedId)}"]`);
    if (again && (again.tabIndex >= 0 || again.matches("button:not(:disabled)"))) again.focus();
    else (root.querySelector(".box[tabindex='0']") ?? dieButtons[0])?.focus();
  }
}
