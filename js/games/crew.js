// The Crew's table, drawn from one seat's view. Every button comes from `view.legal` (Python's list of this
// seat's legal moves now); JS only matches cards and players against it and never judges a rule itself.
// The campaign logbook (js/games/crew-logbook.js) is the page's: this file logs an attempt when its outcome
// is drawn and offers the next mission once the logbook has it unlocked.
import { fill, h } from "../ui/dom.js";
import { cardFace } from "../ui/cards.js";
import * as logbook from "./crew-logbook.js";

export { setupPanel } from "./crew-logbook.js";

const LAST_MISSION = 50;
const SUITS = {
  p: { name: "pink", fill: "#c2477f", symbol: "diamond" },
  b: { name: "blue", fill: "#2563b8", symbol: "circle" },
  g: { name: "green", fill: "#2e7d4f", symbol: "cross" },
  y: { name: "yellow", fill: "#e2b714", symbol: "star", ink: "#2b1a05" },
  r: { name: "rocket", fill: "#2b2622", symbol: "rocket" },
};
// A communication token lies on the card's top, middle or bottom edge; in a dead zone it lies in the middle,
// red side up, whichever of the three the card is.
const TOKEN_WORDS = { top: "highest", middle: "only", bottom: "lowest", hidden: "kind hidden" };
const TOKEN_PLACE = { top: "top", middle: "middle", bottom: "bottom", hidden: "middle" };

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

function words(answer) {
  return String(answer).replaceAll("_", " ");
}

function describeMove(move, names) {
  const bits = Object.entries(move)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k} ${typeof v === "number" && (k === "player" || k === "to") ? names[v] : Array.isArray(v) ? v.join("/") : v}`);
  return `${move.type.replace("_", " ")}${bits.length ? ": " + bits.join(", ") : ""}`;
}

/** A communicated card with its token on the top, middle or bottom edge, and the token's meaning in words. */
function radioCard(radio) {
  return h(
    "span",
    { class: "crew-radio-card", "data-token": radio.token },
    cardStatic(radio.card, { class: "card mini" }),
    h("span", { class: `crew-radio-dot ${TOKEN_PLACE[radio.token] ?? "middle"}${radio.token === "hidden" ? " hidden" : ""}`, "aria-hidden": "true" }, radio.token === "hidden" ? "?" : ""),
  );
}

/** One private note of this seat (a card passed by the distress signal or drawn in mission 12) as a sentence. */
function noteText(note, names) {
  const card = `the ${title(note.card)}`;
  const who = names[note.player] ?? "?";
  if (note.when === "draw") return note.kind === "gave" ? `${who} drew ${card} from you` : `You drew ${card} from ${who}`;
  const why = note.when === "distress" ? " (distress signal)" : "";
  return note.kind === "gave" ? `You passed ${card} to ${who}${why}` : `You received ${card} from ${who}${why}`;
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

  // -- the logbook: this attempt's number, or practice ------------------------------------------------------
  const m = view.mission;
  const outcome = view.outcome;
  const match = controls.match; // absent on a friend's page: the host keeps the logbook
  let book = match ? logbook.load() : null;
  const logged = outcome && match && !match.extra.practice ? logbook.logAttempt(match.id, outcome) : null;
  if (logged) book = logbook.load();
  const practice = match && (match.extra.practice || (!logged && !logbook.unlocked(book, m.number)));
  const attemptNo = match && !practice ? logged?.attempt ?? logbook.loggedAs(book, match.id) ?? logbook.entry(book, m.number).attempts + 1 : null;

  // -- the mission ------------------------------------------------------------------------------------
  const distress = view.distress;
  const header = h(
    "section",
    { class: "crew-mission", "data-testid": "mission" },
    h("strong", {}, `Mission ${m.number}`),
    h("span", { "data-testid": "requirement" }, ` ${m.requirement}`),
    h(
      "div",
      { class: "crew-chips" },
      match
        ? h("span", { class: "crew-chip", "data-testid": "logbook-chip" }, practice ? "Practice: not logged" : `Logbook: attempt ${attemptNo}`)
        : null,
      view.trick_no && !view.outcome ? h("span", { class: "crew-chip", "data-testid": "trick-no" }, `Trick ${view.trick_no} of ${view.tricks_total}`) : null,
      m.dead_zone ? h("span", { class: "crew-chip", "data-testid": "dead-zone" }, "Dead zone: communication tokens hidden") : null,
      m.disruption > 1 ? h("span", { class: "crew-chip" }, `Disruption: no communication before trick ${m.disruption}`) : null,
      distress.offered
        ? h("span", { class: "crew-chip", "data-testid": "distress-state" }, distress.used ? `Distress signal sent (${distress.direction})` : "Distress signal not used")
        : null,
    ),
  );

  // -- the crew: hands, tasks, communicated cards, answers ----------------------------------------------
  const question = view.question;
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
        c.jarvis ? h("span", { class: "crew-badge" }, " · dummy, played by the commander") : null,
        c.position === actor ? h("span", { class: "crew-turn" }, view.phase === "play" ? " ▶ to play" : " ▶ to pick") : null,
        view.waiting.includes(c.position) && !over ? h("span", { class: "crew-turn" }, " … deciding") : null,
        h("br"),
        h("span", { class: "score" }, `${c.cards} cards · ${c.tricks} tricks`),
        distress.offered && !distress.used && distress.votes[c.position]
          ? h("span", { class: "score" }, ` · distress: ${distress.votes[c.position]}`)
          : null,
        question?.replies[c.position] ? h("span", { class: "crew-answer", "data-testid": `answer-of-${c.position}` }, ` answer: ${words(question.replies[c.position])}`) : null,
        tasksOf(c.position).length
          ? h("div", { class: "crew-tasks", "aria-label": `${c.name}'s tasks` }, h("span", { class: "crew-label" }, "Tasks"), tasksOf(c.position).map(taskChip))
          : null,
        c.radio
          ? h(
              "div",
              { class: `crew-radio${c.radio.played ? " played" : ""}`, "data-testid": `radio-${c.position}` },
              h("span", { class: "crew-label" }, "Radio"),
              radioCard(c.radio),
              h("span", { class: "crew-token radio", "data-testid": "radio-token" }, TOKEN_WORDS[c.radio.token] ?? c.radio.token),
              c.radio.played ? " played" : "",
            )
          : null,
      ),
    ),
  );

  // -- task picking, or the commander changing task tokens (missions 23 and 40) ----------------------------
  const open = view.tasks.filter((t) => t.owner === null);
  const picks = legal.filter((mv) => mv.type === "pick");
  const tokenMoves = legal.filter((mv) => mv.type === "swap_tokens" || mv.type === "move_token");
  let pickPanel = null;
  if (tokenMoves.length) {
    pickPanel = tokensPanel(view, tokenMoves, legal.find((mv) => mv.type === "skip"), send);
    tokenMoves.forEach(take);
    take(legal.find((mv) => mv.type === "skip"));
  } else if (open.length) {
    pickPanel = h(
      "section",
      { class: "crew-pick", "data-testid": "open-tasks" },
      h("h3", {}, "Tasks to take"),
      h(
        "div",
        { class: "play-cards" },
        open.map((t, i) => {
          const mv = picks.find((p) => p.card === t.card);
          const token = t.token ? h("span", { class: "crew-token", "data-testid": "token" }, tokenLabel(t.token)) : null;
          if (mv) {
            take(mv);
            return h("span", { class: "crew-task", "data-testid": `task-${t.card}` }, cardButton(t.card, { "data-testid": `pick-${t.card}`, "data-was-enabled": "", onclick: () => send(mv) }), token);
          }
          return taskChip(t, view.tasks.indexOf(t));
        }),
      ),
    );
  }

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
  const forJarvis = view.jarvis && myTurn && view.acting_for === view.jarvis.position;
  const jarvis = view.jarvis
    ? h(
        "section",
        { class: `crew-jarvis${forJarvis ? " acting" : ""}`, "data-testid": "jarvis" },
        h("h3", {}, forJarvis ? "JARVIS — you choose its card now" : "JARVIS (face-up cards)"),
        h(
          "div",
          { class: "play-cards" },
          view.jarvis.columns.map((col, i) =>
            h(
              "span",
              { class: "crew-column", "data-testid": `jarvis-column-${i}` },
              col.up ? handCard(col.up) : h("span", { class: "card mini back" }, "–"),
              col.down ? h("span", { class: "crew-down", title: "a face-down card under it", "aria-label": "a face-down card under it" }) : null,
            ),
          ),
        ),
      )
    : null;

  // -- the controls of the phase ----------------------------------------------------------------------------
  let panel = null;
  let enterAction = null;
  const skip = legal.find((mv) => mv.type === "skip" && !used.has(mv));
  const replyTo = (p) => (question?.replies[p] ? ` — ${words(question.replies[p])}` : "");
  if (view.phase === "communicate" && myTurn) {
    const comms = legal.filter((mv) => mv.type === "communicate");
    const notNow = skip ? moveButton(skip, "Not now", { class: "primary", "data-testid": "skip" }) : null;
    enterAction = notNow;
    panel = h(
      "section",
      { class: "crew-comm", "data-testid": "communicate" },
      h("p", {}, "Communicate a card? (once per mission) — Enter or N: not now"),
      m.dead_zone ? h("p", { class: "muted" }, "Dead zone: the token goes in the middle, so nobody learns whether it is your highest, only or lowest.") : null,
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
  } else if (question && ["question", "designate", "assign"].includes(view.phase)) {
    panel = questionPanel();
  } else if (view.phase === "designate" && myTurn) {
    panel = h("section", { class: "crew-panel", "data-testid": "designate" }, designateControls());
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

  // The commander's question (with each answer as it comes), then naming a crew member or handing out a task.
  function questionPanel() {
    const task = question.task !== null ? view.tasks[question.task] : null;
    const answering = view.crew.filter((c) => !c.jarvis && c.position !== view.commander);
    return h(
      "section",
      { class: "crew-panel crew-question", "data-testid": "question" },
      h("p", { "data-testid": "question-text" }, h("strong", {}, view.me === view.commander ? "You asked the crew: " : `${names[view.commander]}, the commander, asks: `), question.text),
      task ? h("div", { class: "crew-tasks" }, h("span", { class: "crew-label" }, "Task"), taskChip(task, question.task)) : null,
      h(
        "ul",
        { class: "crew-replies", "aria-label": "Answers" },
        answering.map((c) =>
          h("li", { "data-testid": `reply-${c.position}` }, `${c.name}: `, question.replies[c.position] ? h("strong", {}, words(question.replies[c.position])) : h("span", { class: "muted" }, "…")),
        ),
      ),
      view.phase === "question" && myTurn
        ? h("div", { class: "actions" }, legal.filter((mv) => mv.type === "answer").map((mv) => moveButton(mv, words(mv.answer), { "data-testid": `answer-${mv.answer}` })))
        : null,
      view.phase === "designate" && myTurn ? designateControls() : null,
      view.phase === "assign" && myTurn
        ? h("div", { class: "actions" }, legal.filter((mv) => mv.type === "assign").map((mv) => moveButton(mv, `${names[mv.player]}${replyTo(mv.player)}`, { "data-testid": `assign-${mv.player}` })))
        : null,
    );
  }

  // Naming crew members: one button per name, or (mission 50) a first-four and a last-trick choice, then confirm.
  function designateControls() {
    const moves = legal.filter((mv) => mv.type === "designate");
    moves.forEach(take);
    if (!moves.some((mv) => "first_four" in mv)) {
      return h("div", { class: "actions" }, moves.map((mv) => moveButton(mv, `${names[mv.player]}${replyTo(mv.player)}`, { "data-testid": `designate-${mv.player}` })));
    }
    const box = h("div", { class: "crew-roles" });
    const chosen = { first_four: null, last: null };
    const draw = () => {
      const move = moves.find((mv) => mv.first_four === chosen.first_four && mv.last === chosen.last);
      const row = (role, label) =>
        h(
          "div",
          { class: "actions", role: "group", "aria-label": label },
          h("span", { class: "crew-label" }, label),
          [...new Set(moves.map((mv) => mv[role]))].sort((a, b) => a - b).map((p) =>
            h(
              "button",
              { "aria-pressed": String(chosen[role] === p), "data-testid": `role-${role}-${p}`, onclick: () => ((chosen[role] = p), draw()) },
              `${names[p]}${replyTo(p)}`,
            ),
          ),
        );
      fill(
        box,
        row("first_four", "First four tricks"),
        row("last", "Last trick"),
        h("button", { class: "primary", "data-testid": "designate-confirm", disabled: !move, onclick: () => move && send(move) }, move ? `${names[move.first_four]} first four, ${names[move.last]} last` : "Choose two different players"),
      );
    };
    draw();
    return box;
  }

  // Anything Python offers that no panel above drew still gets a button.
  const hand = view.hand ?? [];
  const handRow =
    view.hand === null
      ? null
      : h(
          "div",
          { class: `hand crew-hand${forJarvis ? " waiting" : myTurn && ["play", "pass"].includes(view.phase) ? " choosing" : ""}`, "data-testid": "hand", "aria-label": "Your hand" },
          hand.map(handCard),
        );
  const rest = legal.filter((mv) => !used.has(mv));
  const extra = rest.length
    ? h(
        "div",
        { class: "actions crew-extra", "data-testid": "other-moves" },
        rest.map((mv, i) => moveButton(mv, mv.type === "skip" ? "Skip" : describeMove(mv, names), { "data-testid": mv.type === "skip" ? "skip" : `move-${mv.type}-${i}` })),
      )
    : null;

  // -- the outcome ----------------------------------------------------------------------------------------------
  let result = null;
  if (outcome) {
    const n = outcome.mission;
    const next = n < LAST_MISSION && controls.restart && (practice || logbook.unlocked(book, n + 1));
    let line = null;
    if (practice) line = "Practice attempt: not logged.";
    else if (logged) {
      const e = logged.entry;
      line = `Logbook: attempt ${logged.attempt} of mission ${n}.`;
      if (e.done && e.doneIn === logged.attempt) line += n < LAST_MISSION ? ` Mission ${n + 1} is now unlocked.` : " Every mission is accomplished: the campaign is complete!";
      else if (e.done) line += ` Accomplished before, on attempt ${e.doneIn}.`;
      else line += ` Accomplish it to unlock mission ${n + 1}.`;
      if (e.done && e.distress) line += " (+1 in the logbook: the distress signal was used.)";
    }
    result = h(
      "section",
      { class: `crew-result ${outcome.success ? "win" : "loss"}`, "data-testid": "crew-result", role: "status" },
      h("h3", {}, outcome.success ? `✔ Mission ${n} accomplished` : `✘ Mission ${n} failed`),
      h("p", { "data-testid": "result-reason" }, outcome.reason),
      line ? h("p", { class: "crew-log-line", "data-testid": "logbook-line" }, line) : null,
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          {
            class: `keep${next && outcome.success ? "" : " primary"}`,
            "data-testid": "retry",
            onclick: () => (controls.restart ? controls.restart({ ...view.options }) : document.querySelector("[data-testid=play-again]")?.click()),
          },
          "Retry mission",
        ),
        next
          ? h(
              "button",
              { class: `keep${outcome.success ? " primary" : ""}`, "data-testid": "next-mission", onclick: () => controls.restart({ ...view.options, mission: n + 1 }) },
              `Next mission (${n + 1})`,
            )
          : null,
      ),
    );
  }

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
    ? h(
        "section",
        { class: "crew-notes", "data-testid": "notes" },
        h("span", { class: "crew-label" }, "Only you know"),
        h("ul", {}, view.notes.map((n) => h("li", {}, `${noteText(n, names)}.`))),
      )
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

/** Missions 23 and 40: choose two tasks whose tokens swap, or a token and the task it moves onto; or keep them. */
function tokensPanel(view, moves, keep, send) {
  const swap = moves[0].type === "swap_tokens";
  const ends = (mv) => (swap ? mv.cards : [mv.from, mv.to]);
  const chosen = [];
  const section = h("section", { class: "crew-pick crew-tokens", "data-testid": "tokens" });
  const fits = (mv) => chosen.every((card, i) => (swap ? ends(mv).includes(card) : ends(mv)[i] === card));
  const draw = () => {
    const open = moves.filter(fits);
    const move = chosen.length === 2 ? open[0] : null;
    const choosable = (card) => chosen.includes(card) || (chosen.length < 2 && open.some((mv) => (swap ? ends(mv).includes(card) : ends(mv)[chosen.length] === card)));
    const toggle = (card) => {
      const at = chosen.indexOf(card);
      if (at >= 0) chosen.splice(at, swap ? 1 : chosen.length - at);
      else chosen.push(card);
      draw();
      section.querySelector(`[data-testid=token-task-${card}]`)?.focus();
    };
    const label = move
      ? swap
        ? `Swap the tokens of the ${title(move.cards[0])} and the ${title(move.cards[1])}`
        : `Move token ${tokenLabel(view.tasks.find((t) => t.card === move.from).token)} onto the ${title(move.to)}`
      : swap
        ? "Swap the tokens (choose two tasks)"
        : chosen.length
          ? "Move the token (choose a task without one)"
          : "Move a token (choose one)";
    fill(
      section,
      h("h3", {}, swap ? "The commander may swap two task tokens" : "The commander may move one task token"),
      h(
        "div",
        { class: "play-cards" },
        view.tasks.map((t) =>
          h(
            "button",
            {
              class: `crew-token-task${chosen.includes(t.card) ? " chosen" : ""}`,
              "data-testid": `token-task-${t.card}`,
              "aria-pressed": String(chosen.includes(t.card)),
              "aria-label": `${title(t.card)}, ${t.token ? `token ${tokenLabel(t.token)}` : "no token"}`,
              disabled: !choosable(t.card),
              onclick: () => toggle(t.card),
            },
            h("span", { class: "card mini" }, face(t.card)),
            h("span", { class: "crew-token", "data-testid": "token" }, t.token ? tokenLabel(t.token) : "–"),
          ),
        ),
      ),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "primary", "data-testid": "tokens-confirm", disabled: !move, onclick: () => move && send(move) }, label),
        keep ? h("button", { "data-testid": "skip", onclick: () => send(keep) }, "Keep the tokens as they are") : null,
      ),
    );
  };
  draw();
  return section;
}
