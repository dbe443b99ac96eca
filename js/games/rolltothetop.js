// Roll to the Top: Journeys, drawn from one seat's view into the shared layout's regions. Everyone writes at once
// on their own copy of the board: the person selects dice, the page looks up Python's `targets` entry for exactly
// those dice (its number and the boxes it may go in) and highlights those boxes; activating one writes the
// number. Every number, every legal box and every refusal comes from Python.
//
// Regions: the climbers (status, empty boxes, latest move) -> players; the board being climbed (scaled to the room
// the table has, so every lit box is in view with the dice), how to read it, the other climbers' boards and the
// rounds' scores -> table; the prompt, the dice to choose from, the numbers written this roll, the action die's
// choices, Undo / Clear / Confirm and the refusal reason -> own. What only shows the view is drawn by
// rolltothetop-panels.js.
import { fill, h } from "../ui/dom.js";
import { actionDieFace, dieFace, dieName } from "../ui/dice.js";
import { drawBoard } from "../ui/pyramid.js";
import { MoveSender } from "../ui/moves.js";
import { keyHints, listenForKeys, markSuggested } from "../ui/table.js";
import { adjustPanel, choiceText, headerStrip, lastGameNote, legend, othersSection, playersStrip, scoreboard } from "./rolltothetop-panels.js";

const sameDice = (a, b) => a.length === b.length && a.every((d) => b.includes(d));

export function mount(regions, signal) {
  let selection = []; // dice names the person has selected, in the order chosen
  let selectionKey = ""; // seat, game and roll the selection belongs to
  /** @type {object | null} the suggestion whose dice were last chosen: chosen once, then the choice is the player's */
  let chosenFor = null;
  /** @type {((event: KeyboardEvent) => void) | null} the shortcuts of the view on screen */
  let keyboard = null;
  const inRegions = (node) => Object.values(regions).some((region) => region.contains(node));
  listenForKeys(signal, (event) => keyboard?.(event));
  const sender = new MoveSender(signal);

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
    // Its dice chosen and its box lit once: chosen again at every redraw (a bot's move), they undid the player's
    // own choice or Esc.
    if (advice?.type === "place" && placing && controls.suggestion !== chosenFor) {
      chosenFor = controls.suggestion;
      selection = [...advice.dice];
    }
    const focused = /** @type {HTMLElement | null} */ (document.activeElement);
    const focusedId = focused && inRegions(focused) ? focused.dataset?.testid : null;
    controls.setPhase?.(view.phase === "over" ? "Game over" : `${view.rounds > 1 ? `Game ${view.round} of ${view.rounds} · ` : ""}Roll ${view.rolls}`);

    const { reason, say, attempt } = sender.use(controls);

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
      // the suggested box is pointed at while its dice are the ones chosen
      if (advice?.type === "place" && sameDice(selection, advice.dice)) markSuggested(boardHolder, [`box-${advice.box}`]);
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
        button.firstChild?.replaceWith(dieFace({ ...die, state: selection.includes(die.die) ? "selected" : "pool" }));
      }
    }

    function toggle(die, { fromKey = false } = {}) {
      if (!placing) return;
      say("");
      if (die === null) selection = [];
      else selection = selection.includes(die) ? selection.filter((d) => d !== die) : [...selection, die];
      drawMine();
      if (fromKey) /** @type {SVGGElement | null} */ (boardHolder.querySelector(".box[data-state=target]"))?.focus(); // then arrows and Enter
    }

    /** Arrow keys walk over the boxes that can be activated (lit and written ones). */
    function moveFocus(step) {
      const boxes = [.../** @type {NodeListOf<SVGGElement>} */ (boardHolder.querySelectorAll(".box[tabindex='0']"))];
      if (!boxes.length) return;
      const at = boxes.indexOf(/** @type {SVGGElement} */ (document.activeElement));
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
        return h("span", { class: "rtt-die reserve", "data-testid": `reserve-${die.die}`, "data-key": dieKey }, dieFace({ ...die, state: "reserve" }), dieName(die.die));
      }
      const index = poolDice.indexOf(die) + 1;
      const free = view.free_dice.includes(die.die);
      if (!placing || !free) {
        const state = die.used ? "used" : "pool";
        return h("span", { class: `rtt-die ${state}`, "data-testid": `die-${die.die}`, "data-key": dieKey, "data-roll": roll, "data-value": die.value, "data-used": String(die.used) }, dieFace({ ...die, state }), dieName(die.die));
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
        dieName(die.die),
        h("span", { class: "rtt-key-hint key-hints", "aria-hidden": "true" }, index),
      );
      dieButtons.push(button);
      return button;
    });

    const actionDie = h(
      "div",
      { class: "rtt-action", "data-testid": "action-die", "data-key": "die-action", "data-roll": roll },
      h("span", { class: "rtt-die" }, actionDieFace(view.face, view.face_text), dieName("action")),
      h("span", { class: "rtt-action-text" }, view.face_text),
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

    const ownArea = h(
      "div",
      { class: `rtt rtt-own${view.reverse ? " reverse" : ""}`, "data-phase": view.phase },
      h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt),
      view.phase === "over" ? null : tray,
      view.phase === "adjust" ? adjustPanel(view, { adjusting, reason, attempt }) : null,
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
        h("section", { class: "rtt-mine", "data-testid": "my-board", "aria-label": "Your board" }, lastGameNote(view), headerStrip(view, own), boardHolder),
        h("div", { class: "rtt-more", tabindex: 0, "aria-label": "The other climbers, the board's key and the scores" }, othersSection(view, mine), legend(view), over ? null : scoreboard(view)),
      ),
    );
    fill(regions.own, ownArea);
    drawMine();
    if (advice && advice.type !== "place") {
      const pointed = advice.type === "adjust" ? choiceText(advice).testid : advice.type;
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
