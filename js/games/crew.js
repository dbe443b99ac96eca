// The Crew's table, drawn from one seat's view. Every button comes from `view.legal` (Python's list of this
// seat's legal moves now); JS only matches cards and players against it and never judges a rule itself.
import { fill, h } from "../ui/dom.js";
import { cardFace } from "../ui/cards.js";

const SUITS = {
  p: { name: "pink", fill: "#c2477f", symbol: "diamond" },
  b: { name: "blue", fill: "#2563b8", symbol: "circle" },
  g: { name: "green", fill: "#2e7d4f", symbol: "cross" },
  y: { name: "yellow", fill: "#e2b714", symbol: "star", ink: "#2b1a05" },
  r: { name: "rocket", fill: "#2b2622", symbol: "rocket" },
};
const TOKEN_WORDS = { top: "highest", middle: "only", bottom: "lowest", hidden: "hidden" };

let keyboard = null; // the current table's shortcuts; one document listener serves every redraw

document.addEventListener("keydown", (event) => {
  if (!keyboard || event.target.closest?.("input, select, textarea, dialog")) return;
  keyboard(event);
});

function title(card) {
  const suit = SUITS[card[0]];
  return `${suit.name} ${card.slice(1)}`;
}

function face(card) {
  const suit = SUITS[card[0]];
  return cardFace({ fill: suit.fill, ink: suit.ink ?? "#fff", symbol: suit.symbol, label: card.slice(1), title: title(card) });
}

function cardButton(card, attrs = {}) {
  return h("button", { class: "card", title: title(card), "aria-label": title(card), ...attrs }, face(card));
}

function cardStatic(card, attrs = {}) {
  return h("span", { class: "card", title: title(card), ...attrs }, face(card));
}

function tokenLabel(token) {
  if (!token) return "";
  return token === "omega" ? "Ω" : token;
}

function describeMove(move, names) {
  const bits = Object.entries(move)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k} ${typeof v === "number" && (k === "player" || k === "to") ? names[v] : Array.isArray(v) ? v.join("/") : v}`);
  return `${move.type.replace("_", " ")}${bits.length ? ": " + bits.join(", ") : ""}`;
}

export const drawsOutcome = true;

export function render(root, view, controls) {
  const names = view.crew.map((c) => c.name);
  const legal = controls.active ? view.legal ?? [] : [];
  const myTurn = legal.length > 0;
  const over = view.phase === "over";
  const used = new Set();
  const take = (move) => used.add(move);
  let busy = false;
  const send = async (move) => {
    if (busy) return;
    busy = true;
    root.querySelectorAll("button").forEach((b) => b.classList.contains("keep") || (b.disabled = true));
    if (!(await controls.submit(move))) {
      busy = false;
      root.querySelectorAll("button[data-was-enabled]").forEach((b) => (b.disabled = false));
    }
  };
  const moveButton = (move, label, attrs = {}) => {
    take(move);
    return h("button", { "data-was-enabled": "", onclick: () => send(move), ...attrs }, label);
  };

  // -- the mission ------------------------------------------------------------------------------------
  const m = view.mission;
  const distress = view.distress;
  const header = h(
    "section",
    { class: "crew-mission", "data-testid": "mission" },
    h("strong", {}, `Mission ${m.number}`),
    h("span", { "data-testid": "requirement" }, ` ${m.requirement}`),
    h(
      "div",
      { class: "crew-chips" },
      view.trick_no ? h("span", { class: "crew-chip", "data-testid": "trick-no" }, `Trick ${view.trick_no} of ${view.tricks_total}`) : null,
      m.dead_zone ? h("span", { class: "crew-chip" }, "Dead zone: communication tokens hidden") : null,
      m.disruption > 1 ? h("span", { class: "crew-chip" }, `Disruption: no communication before trick ${m.disruption}`) : null,
      distress.offered
        ? h("span", { class: "crew-chip", "data-testid": "distress-state" }, distress.used ? `Distress signal sent (${distress.direction})` : "Distress signal not used")
        : null,
    ),
  );

  // -- the crew: hands, tasks, communicated cards -------------------------------------------------------
  const tasksOf = (p) => view.tasks.filter((t) => t.owner === p);
  const taskChip = (t, i) =>
    h(
      "span",
      { class: `crew-task${t.done ? " done" : ""}`, "data-testid": `task-${t.card ?? "hidden" + i}`, title: t.card ? `task ${title(t.card)}` : "hidden task" },
      t.card ? cardStatic(t.card, { class: "card mini" }) : h("span", { class: "card mini back" }, "?"),
      t.token ? h("span", { class: "crew-token", "data-testid": "token" }, tokenLabel(t.token)) : null,
      t.done ? h("span", { class: "crew-done" }, `✓ trick ${t.trick}`) : null,
    );
  const actor = view.phase === "play" || view.phase === "pick" ? view.turn : null;
  const crew = h(
    "ul",
    { class: "players crew-players", "data-testid": "players" },
    view.crew.map((c) =>
      h(
        "li",
        {
          class: `${c.position === actor || view.waiting.includes(c.position) ? "current" : ""}${c.position === view.me ? " me" : ""}`,
          "data-testid": `player-${c.position}`,
        },
        h("strong", {}, c.name),
        c.commander ? h("span", { class: "crew-badge" }, " ★ commander") : null,
        c.jarvis ? h("span", { class: "crew-badge" }, " (JARVIS)") : null,
        c.position === actor ? h("span", { class: "crew-turn" }, view.phase === "play" ? " ▶ to play" : " ▶ to pick") : null,
        view.waiting.includes(c.position) && !over ? h("span", { class: "crew-turn" }, " … deciding") : null,
        h("br"),
        h("span", { class: "score" }, `${c.cards} cards · ${c.tricks} tricks`),
        distress.offered && !distress.used && distress.votes[c.position]
          ? h("span", { class: "score" }, ` · distress: ${distress.votes[c.position]}`)
          : null,
        tasksOf(c.position).length
          ? h("div", { class: "crew-tasks", "aria-label": `${c.name}'s tasks` }, h("span", { class: "crew-label" }, "Tasks"), tasksOf(c.position).map(taskChip))
          : null,
        c.radio
          ? h(
              "div",
              { class: `crew-radio${c.radio.played ? " played" : ""}`, "data-testid": `radio-${c.position}` },
              h("span", { class: "crew-label" }, "Radio"),
              cardStatic(c.radio.card, { class: "card mini" }),
              h("span", { class: "crew-token radio" }, `${TOKEN_WORDS[c.radio.token] ?? c.radio.token} (${c.radio.token})`),
              c.radio.played ? " played" : "",
            )
          : null,
      ),
    ),
  );

  // -- task picking -------------------------------------------------------------------------------------
  const open = view.tasks.filter((t) => t.owner === null);
  const picks = legal.filter((mv) => mv.type === "pick");
  const pickPanel = open.length
    ? h(
        "section",
        { class: "crew-pick", "data-testid": "open-tasks" },
        h("h3", {}, "Tasks to take"),
        h(
          "div",
          { class: "play-cards" },
          open.map((t, i) => {
            const mv = picks.find((p) => p.card === t.card);
            const token = t.token ? h("span", { class: "crew-token" }, tokenLabel(t.token)) : null;
            if (mv) {
              take(mv);
              return h("span", { class: "crew-task" }, cardButton(t.card, { "data-testid": `pick-${t.card}`, "data-was-enabled": "", onclick: () => send(mv) }), token);
            }
            return taskChip(t, i);
          }),
        ),
      )
    : null;

  // -- the trick in the middle --------------------------------------------------------------------------
  const last = view.tricks.at(-1);
  const felt = h(
    "section",
    { class: "felt crew-felt", "data-testid": "table", "aria-label": "The trick" },
    view.trick.length
      ? h(
          "div",
          { class: "play-cards" },
          view.trick.map(({ player, card }) =>
            h("figure", { class: "crew-played", "data-testid": `trick-${card}` }, cardStatic(card), h("figcaption", {}, names[player])),
          ),
        )
      : view.phase === "play" || view.phase === "communicate"
        ? h("div", {}, `The table is empty: ${names[view.leader] ?? "…"} leads trick ${view.trick_no}.`)
        : h("div", {}, over ? "The mission is over." : view.tricks.length ? "Between tricks." : "No trick yet."),
    last
      ? h(
          "p",
          { class: "muted crew-last", "data-testid": "last-trick" },
          `Trick ${last.number}: ${last.cards.map(({ player, card }) => `${names[player]} ${title(card)}`).join(", ")} — ${names[last.winner]} won.`,
        )
      : null,
  );

  // -- JARVIS's columns (two players) --------------------------------------------------------------------
  const cardMove = (card) => legal.find((mv) => mv.card === card && (mv.type === "play" || mv.type === "pass_card"));
  const handCard = (card) => {
    const mv = cardMove(card);
    if (mv) take(mv);
    return cardButton(card, mv ? { "data-testid": `card-${card}`, "data-was-enabled": "", onclick: () => send(mv) } : { "data-testid": `card-${card}`, disabled: true });
  };
  const jarvis = view.jarvis
    ? h(
        "section",
        { class: "crew-jarvis", "data-testid": "jarvis" },
        h("h3", {}, "JARVIS"),
        h(
          "div",
          { class: "play-cards" },
          view.jarvis.columns.map((col, i) =>
            h("span", { class: "crew-column" }, col.up ? handCard(col.up) : h("span", { class: "card mini back" }, "–"), col.down ? h("span", { class: "muted" }, `+1 face down`) : null),
          ),
        ),
      )
    : null;

  // -- the controls of the phase ----------------------------------------------------------------------------
  let panel = null;
  let enterAction = null;
  const skip = legal.find((mv) => mv.type === "skip");
  if (view.phase === "communicate" && myTurn) {
    const comms = legal.filter((mv) => mv.type === "communicate");
    const notNow = skip ? moveButton(skip, "Not now", { class: "primary", "data-testid": "skip" }) : null;
    enterAction = notNow;
    panel = h(
      "section",
      { class: "crew-comm", "data-testid": "communicate" },
      h("p", {}, "Communicate a card? (once per mission) — Enter or N: not now"),
      h(
        "div",
        { class: "play-cards" },
        comms.map((mv) => {
          const info = view.communicable.find((c) => c.card === mv.card);
          take(mv);
          return h(
            "button",
            { class: "crew-comm-card", "data-testid": `communicate-${mv.card}`, "data-was-enabled": "", onclick: () => send(mv), "aria-label": `Communicate ${title(mv.card)}${info ? ` (${TOKEN_WORDS[info.token]})` : ""}` },
            h("span", { class: "card mini" }, face(mv.card)),
            info ? h("span", { class: "crew-token radio" }, TOKEN_WORDS[info.token] ?? info.token) : null,
          );
        }),
      ),
      notNow,
    );
  } else if (view.phase === "distress" && myTurn) {
    const votes = legal.filter((mv) => mv.type === "distress");
    const label = { left: "Yes, pass left", right: "Yes, pass right", no: "No signal" };
    panel = h(
      "section",
      { class: "crew-panel", "data-testid": "distress" },
      h("p", {}, "Distress signal: every player would pass one card (not a rocket) to a neighbour."),
      h("div", { class: "actions" }, votes.map((mv) => moveButton(mv, label[mv.vote] ?? mv.vote, { "data-testid": `distress-${mv.vote}`, class: mv.vote === "no" ? "primary" : "" }))),
    );
    enterAction = panel.querySelector("[data-testid=distress-no]");
  } else if (view.phase === "question" && myTurn) {
    panel = h(
      "section",
      { class: "crew-panel", "data-testid": "question" },
      h("div", { class: "actions" }, legal.filter((mv) => mv.type === "answer").map((mv) => moveButton(mv, String(mv.answer), { "data-testid": `answer-${mv.answer}` }))),
    );
  } else if ((view.phase === "designate" || view.phase === "assign") && myTurn) {
    panel = h(
      "section",
      { class: "crew-panel", "data-testid": view.phase },
      h("div", { class: "actions" }, legal.filter((mv) => mv.type === view.phase).map((mv) => moveButton(mv, names[mv.player], { "data-testid": `${view.phase}-${mv.player}` }))),
    );
  } else if (view.phase === "handover" && myTurn) {
    panel = h(
      "section",
      { class: "crew-panel", "data-testid": "handover" },
      h(
        "div",
        { class: "actions" },
        legal.filter((mv) => mv.type === "handover").map((mv) => moveButton(mv, `Give ${title(mv.card)} to ${names[mv.to]}`, { "data-testid": `handover-${mv.card}-${mv.to}` })),
        skip ? moveButton(skip, "Nobody hands over", { "data-testid": "skip" }) : null,
      ),
    );
  }
  // Anything Python offers that no panel above drew (e.g. the token swap of missions 23/40) still gets a button.
  const hand = view.hand ?? [];
  const handRow =
    view.hand === null
      ? null
      : h("div", { class: "hand crew-hand", "data-testid": "hand", "aria-label": "Your hand" }, hand.map(handCard));
  const rest = legal.filter((mv) => !used.has(mv));
  const extra = rest.length
    ? h(
        "div",
        { class: "actions crew-extra", "data-testid": "other-moves" },
        rest.map((mv, i) => moveButton(mv, mv.type === "skip" ? "Skip" : describeMove(mv, names), { "data-testid": mv.type === "skip" ? "skip" : `move-${mv.type}-${i}` })),
      )
    : null;

  // -- the outcome ----------------------------------------------------------------------------------------------
  const outcome = view.outcome;
  const result = outcome
    ? h(
        "section",
        { class: `crew-result ${outcome.success ? "win" : "loss"}`, "data-testid": "crew-result", role: "status" },
        h("h3", {}, outcome.success ? `✔ Mission ${outcome.mission} accomplished` : `✘ Mission ${outcome.mission} failed`),
        h("p", { "data-testid": "result-reason" }, outcome.reason),
        h(
          "div",
          { class: "actions" },
          h(
            "button",
            {
              class: `keep${outcome.success ? "" : " primary"}`,
              "data-testid": "retry",
              onclick: () => (controls.restart ? controls.restart({ ...view.options }) : document.querySelector("[data-testid=play-again]")?.click()),
            },
            "Retry mission",
          ),
          outcome.mission < 50
            ? h(
                "button",
                {
                  class: `keep${outcome.success ? " primary" : ""}`,
                  "data-testid": "next-mission",
                  disabled: !controls.restart,
                  title: controls.restart ? "" : "Start it from Home → New game (the shell offers no restart hook yet)",
                  onclick: () => controls.restart?.({ ...view.options, mission: outcome.mission + 1 }),
                },
                `Next mission (${outcome.mission + 1})`,
              )
            : null,
        ),
      )
    : null;

  const playable = view.phase === "play" || view.phase === "pass";
  keyboard = (event) => {
    if (!myTurn || busy) return;
    const key = event.key.toLowerCase();
    const onBody = event.target === document.body || !root.contains(event.target);
    if (key === "enter" && onBody && enterAction) enterAction.click();
    else if (key === "n" && view.phase === "communicate" && enterAction) enterAction.click();
    else if ((key === "arrowleft" || key === "arrowright") && playable) {
      const buttons = [...root.querySelectorAll(".crew-hand .card:not(:disabled), .crew-jarvis .card:not(:disabled)")];
      const at = buttons.indexOf(document.activeElement);
      buttons[(at + (key === "arrowright" ? 1 : -1) + buttons.length) % buttons.length]?.focus();
    } else return;
    event.preventDefault();
  };

  const prompt = h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt);
  const notes = view.notes?.length
    ? h("p", { class: "muted", "data-testid": "notes" }, view.notes.map((n) => Object.entries(n).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : v}`).join(" · ")).join(" | "))
    : null;
  fill(
    root,
    h(
      "div",
      { class: "crew" },
      header,
      result,
      crew,
      pickPanel,
      felt,
      jarvis,
      prompt,
      panel,
      extra,
      handRow,
      h("p", { class: "reason", "data-testid": "reason", role: "alert" }),
      notes,
      !over && view.hand !== null ? h("p", { class: "muted crew-keys" }, "Keys: ←/→ move between playable cards, Enter/Space play; while communicating Enter or N = not now.") : null,
    ),
  );
}
