// The Crew's table, drawn from one seat's view into the shared layout's regions. Every button comes from
// `view.legal` (Python's list of this seat's legal moves now); JS only matches cards and players against it and
// never judges a rule itself. The campaign logbook is the engine's too: the shell hands this table the engine's
// word on this match's attempt (controls.campaign), and the next mission is offered once the logbook opens it.
//
// Regions: the crew's panels (cards, tricks, tasks, communicated card) -> players; the mission, the open tasks
// while someone else picks, the commander's question while someone else answers, the trick and JARVIS's
// face-up cards (unless this seat plays them) -> table; the prompt, what to do now (take a task, communicate,
// vote, answer, name, hand over, change tokens), JARVIS's cards for the commander and the hand -> own (every
// choice offered is one Python allows: there is no refusal to show). The mission's result goes to the result
// sheet (resultDetails). The parts: crew-panels.js (the mission line, the crew's panels), crew-decisions.js (every
// decision but playing a card), crew-cards.js (cards and tokens drawn and named).
import { fill, h } from "../ui/dom.js";
import { keyHints, listenForKeys, markSuggested } from "../ui/table.js";
import { cardButton, cardStatic, describeMove, named, noteText, taskChip, title, tokenLabel } from "./crew-cards.js";
import { decisions, tokensPanel } from "./crew-decisions.js";
import { crewPanels, missionHeader } from "./crew-panels.js";

export { setupPanel } from "./crew-logbook.js";

export const drawsOutcome = true;

/**
 * The Crew in the shared layout: the keys and the logbook's word on the finished mission belong to this table.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 */
export function mount(regions, signal) {
  /** @type {((event: KeyboardEvent, onControl: boolean) => void) | null} the shortcuts of the view on screen */
  let keyboard = null;
  /** @type {import("../campaign.js").CampaignAnswer | null} the logbook's word on the finished attempt on screen: for resultDetails */
  let ending = null;
  listenForKeys(signal, (event, onControl) => keyboard?.(event, onControl));

  function render(view, controls) {
    const names = view.crew.map((c) => c.name);
    const legal = controls.active ? view.legal ?? [] : [];
    const myTurn = legal.length > 0;
    const over = view.phase === "over";
    const used = new Set();
    const take = (move) => used.add(move);
    const buttons = () => Object.values(regions).flatMap((region) => [...region.querySelectorAll("button")]);
    let busy = false;
    const send = async (move) => {
      if (busy) return;
      busy = true;
      buttons().forEach((b) => (b.disabled = true));
      if (!(await controls.submit(move))) {
        busy = false;
        buttons().forEach((b) => b.hasAttribute("data-was-enabled") && (b.disabled = false));
      }
    };
    const moveButton = (move, label, attrs = {}) => {
      take(move);
      return h("button", { "data-was-enabled": "", onclick: () => send(move), ...attrs }, label);
    };

    // -- the mission, the logbook's attempt, the crew --------------------------------------------------------------
    const m = view.mission;
    const outcome = view.outcome;
    const campaign = controls.campaign; // absent on a friend's page: the host keeps the logbook
    ending = outcome && campaign ? campaign : null;
    controls.setPhase?.(
      `Mission ${m.number}${!over && view.trick_no ? ` · Trick ${view.trick_no} of ${view.tricks_total}` : over ? (outcome?.success ? " · accomplished" : " · failed") : ""}`,
    );

    const header = missionHeader(view, names, campaign);
    const crew = crewPanels(view);

    // -- task picking, or the commander changing task tokens (missions 23 and 40) ------------------------------
    const open = view.tasks.filter((t) => t.owner === null);
    const picks = legal.filter((mv) => mv.type === "pick");
    const tokenMoves = legal.filter((mv) => mv.type === "swap_tokens" || mv.type === "move_token");
    /** @type {HTMLElement | null} */
    let tokens = null;
    /** @type {HTMLElement | null} */
    let openTasks = null;
    if (tokenMoves.length) {
      const keep = legal.find((mv) => mv.type === "skip");
      tokens = tokensPanel(view, tokenMoves, keep, send);
      tokenMoves.forEach(take);
      if (keep) take(keep);
    } else if (open.length) {
      openTasks = h(
        "section",
        { class: `crew-pick${picks.length ? " choosing" : ""}`, "data-testid": "open-tasks" },
        h("span", { class: "crew-label" }, picks.length ? "Take a task" : "Tasks to take"),
        h(
          "div",
          { class: "crew-task-row" },
          open.map((t) => {
            const mv = picks.find((p) => p.card === t.card);
            const i = view.tasks.indexOf(t);
            if (!mv) return taskChip(t, i);
            take(mv);
            const token = t.token ? h("span", { class: "crew-token", "data-testid": "token" }, tokenLabel(t.token)) : null;
            // The key is the button's own (not its wrapper's), so the button itself is what glides.
            return h(
              "span",
              { class: "crew-task", "data-testid": `task-${t.card}` },
              cardButton(t.card, { "data-testid": `pick-${t.card}`, "data-key": `task-${t.card}`, "aria-label": `Take the task ${title(t.card)}`, "data-was-enabled": "", onclick: () => send(mv) }),
              token,
            );
          }),
        ),
      );
    }

    // -- the trick in the middle (or the last one, until the next is led) -----------------------------------------
    const lastTrick = view.tricks.at(-1);
    const played = (cards, attrs = {}) =>
      h(
        "div",
        { class: "play-cards crew-trick", ...attrs },
        cards.map(({ player, card }) =>
          h(
            "figure",
            { class: "crew-played", "data-testid": `trick-${card}` },
            cardStatic(card, { "data-key": `card-${card}`, "data-from": `seat-${player}` }),
            h("figcaption", { title: names[player] }, names[player]),
          ),
        ),
      );
    const felt = h(
      "section",
      { class: "felt crew-felt", "data-testid": "table", "aria-label": "The trick" },
      view.trick.length
        ? played(view.trick)
        : lastTrick
          ? played(lastTrick.cards, { "data-testid": "last-trick-cards", "aria-label": `Trick ${lastTrick.number}, won by ${names[lastTrick.winner]}` })
          : null,
      h(
        "p",
        { class: "crew-felt-note" },
        view.trick.length
          ? `Trick ${view.trick_no}: ${names[view.trick[0].player]} led.`
          : view.phase === "play" || view.phase === "communicate"
            ? `${names[view.leader] ?? "…"} leads trick ${view.trick_no}.`
            : over
              ? "The mission is over."
              : view.tricks.length
                ? "Between tricks."
                : "No trick yet.",
      ),
      // the last trick in words while the next one is played; while its cards lie on the felt, only who won it
      lastTrick
        ? h(
            "p",
            { class: "crew-last", "data-testid": "last-trick" },
            view.trick.length
              ? `Trick ${lastTrick.number}: ${lastTrick.cards.map(({ player, card }) => `${names[player]} ${named(card)}`).join(", ")} — ${names[lastTrick.winner]} won.`
              : `${names[lastTrick.winner]} won trick ${lastTrick.number}.`,
          )
        : null,
    );

    // -- JARVIS's columns (two players) ------------------------------------------------------------------
    const cardMove = (card) => legal.find((mv) => mv.card === card && (mv.type === "play" || mv.type === "pass_card"));
    const handCard = (card) => {
      const mv = cardMove(card);
      if (mv) take(mv);
      const attrs = { "data-testid": `card-${card}`, "data-key": `card-${card}` };
      return cardButton(card, mv ? { ...attrs, "data-was-enabled": "", onclick: () => send(mv) } : { ...attrs, disabled: true });
    };
    const forJarvis = view.jarvis && myTurn && view.acting_for === view.jarvis.position;
    const jarvisMine = Boolean(forJarvis); // in the own area while this seat chooses its card, on the table otherwise
    const jarvis = view.jarvis
      ? h(
          "section",
          { class: `crew-jarvis${forJarvis ? " acting" : ""}`, "data-testid": "jarvis" },
          h("span", { class: "crew-label" }, forJarvis ? "JARVIS: you choose its card now" : "JARVIS (face-up cards)"),
          h(
            "div",
            { class: "crew-columns" },
            view.jarvis.columns.map((col, i) =>
              h(
                "span",
                { class: "crew-column", "data-testid": `jarvis-column-${i}` },
                col.up ? handCard(col.up) : h("span", { class: "card mini back" }, "–"),
                col.down ? h("span", { class: "crew-down", role: "img", title: "a face-down card under it", "aria-label": "a face-down card under it" }) : null,
              ),
            ),
          ),
        )
      : null;

    // -- the decision this seat makes now (other than playing a card) ----------------------------------------------
    const { panel, enterAction, questionBox, communicating } = decisions({ view, legal, names, used, send, moveButton });

    // -- the hand ------------------------------------------------------------------------------------------------
    // While this seat decides something other than playing a card (tokens, a question, a name, a handover), its
    // hand stays in view, small, so the decision and the hand fit the screen together; what to communicate is
    // chosen in the hand itself.
    const hand = view.hand ?? [];
    const compact = myTurn && ["tokens", "question", "designate", "assign", "handover"].includes(view.phase);
    const handRow =
      view.hand === null || communicating
        ? null
        : h(
            "div",
            {
              class: `hand crew-hand${compact ? " compact" : ""}${forJarvis ? " waiting" : myTurn && ["play", "pass"].includes(view.phase) ? " choosing" : ""}`,
              "data-testid": "hand",
              role: "group",
              "aria-label": "Your hand",
            },
            hand.map(handCard),
          );

    // Anything Python offers that no panel above drew still gets a button.
    const rest = legal.filter((mv) => !used.has(mv));
    const extra = rest.length
      ? h(
          "div",
          { class: "actions crew-extra", "data-testid": "other-moves" },
          rest.map((mv, i) => moveButton(mv, mv.type === "skip" ? "Skip" : describeMove(mv, names), { "data-testid": mv.type === "skip" ? "skip" : `move-${mv.type}-${i}` })),
        )
      : null;

    const playable = view.phase === "play" || view.phase === "pass";
    const ownArea = h("div", { class: "crew crew-own" });
    keyboard = (event, onControl) => {
      if (!myTurn || busy || !ownArea.isConnected) return; // a hand-off or another screen replaced this view
      const key = event.key.toLowerCase();
      if (key === "enter" && !onControl && enterAction) enterAction.click();
      else if (key === "n" && view.phase === "communicate" && enterAction) enterAction.click();
      else if ((key === "arrowleft" || key === "arrowright") && (playable || communicating)) {
        const found = /** @type {NodeListOf<HTMLElement>} */ (regions.own.querySelectorAll(".crew-hand button.card:not(:disabled), .crew-jarvis button.card:not(:disabled), .crew-comm-card"));
        const cards = [...found];
        const at = cards.indexOf(/** @type {HTMLElement} */ (document.activeElement));
        cards[(at + (key === "arrowright" ? 1 : -1) + cards.length) % cards.length]?.focus();
      } else return;
      event.preventDefault();
    };

    const notes = view.notes?.length
      ? h(
          "section",
          { class: "crew-notes", "data-testid": "notes" },
          h("span", { class: "crew-label" }, "Only you know"),
          h("ul", {}, view.notes.map((n) => h("li", {}, `${noteText(n, names)}.`))),
        )
      : null;
    // the keys of the cards, in the phases where cards are chosen (a token, a task or a vote has its own buttons)
    const keys = over || view.hand === null || !(playable || communicating)
      ? null
      : keyHints(communicating ? "←/→ choose a card, Enter/Space communicate it; N: not now" : `←/→ move between playable cards, Enter/Space ${view.phase === "pass" ? "pass it" : "play"}`);

    fill(regions.players, crew);
    fill(
      regions.table,
      h(
        "div",
        { class: "crew-table table-column", "data-phase": view.phase },
        header,
        picks.length ? null : openTasks,
        questionBox,
        felt,
        jarvisMine ? null : jarvis,
        notes,
      ),
    );
    fill(
      regions.own,
      fill(
        ownArea,
        communicating ? null : h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt), // the choice has it
        tokens,
        picks.length ? openTasks : null,
        panel,
        extra,
        jarvisMine ? jarvis : null,
        handRow,
        keys,
      ),
    );
    const advice = controls.suggestion?.move;
    if (advice) for (const region of Object.values(regions)) markSuggested(region, suggestedTestIds(advice));
  }

  /** Where a suggested move is clicked on this table. */
  function suggestedTestIds(move) {
    if (move.type === "play" || move.type === "pass_card") return [`card-${move.card}`];
    const value = move.card ?? move.vote ?? move.answer ?? move.player;
    return [value === undefined ? move.type : `${move.type}-${value}`];
  }

  /** The mission's result, for the result sheet: accomplished or failed, why, the logbook's line, what next. */
  function resultDetails(view, controls) {
    const outcome = view.outcome;
    if (!outcome || !ending) return null;
    const { attempt, summary } = ending;
    const n = outcome.mission;
    const last = n === summary.missions.length;
    const next = !last && controls.restart && (attempt === null || summary.missions[n].unlocked);
    /** @type {string} */
    let line;
    if (attempt === null) line = "Practice attempt: not logged.";
    else {
      const e = summary.missions[n - 1];
      line = `Logbook: attempt ${attempt} of mission ${n}.`;
      if (e.done && e.done_in === attempt) line += last ? " Every mission is accomplished: the campaign is complete!" : ` Mission ${n + 1} is now unlocked.`;
      else if (e.done) line += ` Accomplished before, on attempt ${e.done_in}.`;
      else line += last ? " Accomplish it to complete the campaign." : ` Accomplish it to unlock mission ${n + 1}.`;
      if (e.done && e.distress) line += " (+1 in the logbook: the distress signal was used.)";
    }
    return h(
      "section",
      { class: `crew-result ${outcome.success ? "win" : "loss"}`, "data-testid": "crew-result", role: "status" },
      h("h3", {}, outcome.success ? `✔ Mission ${n} accomplished` : `✘ Mission ${n} failed`),
      h("p", { "data-testid": "result-reason" }, outcome.reason),
      line ? h("p", { class: "crew-log-line", "data-testid": "logbook-line" }, line) : null,
      controls.restart
        ? h(
            "div",
            { class: "actions" },
            h("button", { class: next && outcome.success ? "" : "primary", "data-testid": "retry", onclick: () => controls.restart({ ...view.options }) }, "Retry mission"),
            next
              ? h(
                  "button",
                  { class: outcome.success ? "primary" : "", "data-testid": "next-mission", onclick: () => controls.restart({ ...view.options, mission: n + 1 }) },
                  `Next mission (${n + 1})`,
                )
              : null,
          )
        : null,
    );
  }

  return { render, resultDetails };
}
