// The Crew's table, drawn from one seat's view into the shared layout's regions. Every button comes from
// `view.legal` (Python's list of this seat's legal moves now); JS only matches cards and players against it and
// never judges a rule itself. The campaign logbook is the engine's too: the shell hands this table the engine's
// word on this match's attempt (controls.campaign), and the next mission is offered once the logbook opens it.
//
// Regions: the crew's panels (cards, tricks, tasks, communicated card) -> players; the mission, the open tasks
// while someone else picks, the commander's question while someone else answers, the trick and JARVIS's
// face-up cards (unless this seat plays them) -> table; the prompt, what to do now (take a task, communicate,
// vote, answer, name, hand over, change tokens), JARVIS's cards for the commander, the hand and the refusal
// reason -> own. The mission's result goes to the result sheet (resultDetails).
import { fill, h } from "../ui/dom.js";
import { cardFace } from "../ui/cards.js";
import { keyHints, lastMoves, listenForKeys, markSuggested } from "../ui/table.js";

export { setupPanel } from "./crew-logbook.js";

// Each suit's colour and the symbol printed on its cards; `glyph` is the same symbol in text, so a card named in
// words never relies on its colour either ("pink ◆ 9"). Rockets are named by their word.
const SUITS = {
  p: { name: "pink", fill: "#c2477f", symbol: "diamond", glyph: "◆" },
  b: { name: "blue", fill: "#2563b8", symbol: "circle", glyph: "●" },
  g: { name: "green", fill: "#2e7d4f", symbol: "cross", glyph: "✚" },
  y: { name: "yellow", fill: "#e2b714", symbol: "star", ink: "#2b1a05", glyph: "★" },
  r: { name: "rocket", fill: "#2b2622", symbol: "rocket", glyph: "" },
};
// A communication token lies on the card's top, middle or bottom edge; in a dead zone it lies in the middle,
// red side up, whichever of the three the card is.
const TOKEN_WORDS = { top: "highest", middle: "only", bottom: "lowest", hidden: "kind hidden" };
const TOKEN_PLACE = { top: "top", middle: "middle", bottom: "bottom", hidden: "middle" };

/** A card's accessible name: "pink 9" (the face shows the suit's symbol). */
function title(card) {
  return `${SUITS[card[0]].name} ${card.slice(1)}`;
}

/** A card in a sentence on screen, with its suit's symbol: "pink ◆ 9", "rocket 4". */
function named(card) {
  const suit = SUITS[card[0]];
  return suit.glyph ? `${suit.name} ${suit.glyph} ${card.slice(1)}` : title(card);
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
    cardStatic(radio.card, { class: "card mini", "data-key": `radio-${radio.card}` }),
    h("span", { class: `crew-radio-dot ${TOKEN_PLACE[radio.token] ?? "middle"}${radio.token === "hidden" ? " hidden" : ""}`, "aria-hidden": "true" }, radio.token === "hidden" ? "?" : ""),
  );
}

/** One private note of this seat (a card passed by the distress signal or drawn in mission 12) as a sentence. */
function noteText(note, names) {
  const card = `the ${named(note.card)}`;
  const who = names[note.player] ?? "?";
  if (note.when === "draw") return note.kind === "gave" ? `${who} drew ${card} from you` : `You drew ${card} from ${who}`;
  const why = note.when === "distress" ? " (distress signal)" : "";
  return note.kind === "gave" ? `You passed ${card} to ${who}${why}` : `You received ${card} from ${who}${why}`;
}

export const drawsOutcome = true;

/**
 * The Crew in the shared layout: the keys and the logbook's word on the finished mission belong to this table.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 */
export function mount(regions, signal) {
  let keyboard = null; // the shortcuts of the view on screen
  let ending = null; // the logbook's word on the finished attempt on screen: for resultDetails
  const inRegions = (node) => Object.values(regions).some((region) => region.contains(node));
  listenForKeys(signal, (event) => keyboard?.(event));

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

    // -- the logbook: this attempt's number, or practice ----------------------------------------------------
    const m = view.mission;
    const outcome = view.outcome;
    const campaign = controls.campaign; // absent on a friend's page: the host keeps the logbook
    const practice = campaign && campaign.attempt === null;
    ending = outcome && campaign ? campaign : null;
    controls.setPhase?.(
      `Mission ${m.number}${!over && view.trick_no ? ` · Trick ${view.trick_no} of ${view.tricks_total}` : over ? (outcome?.success ? " · accomplished" : " · failed") : ""}`,
    );

    // -- the mission --------------------------------------------------------------------------------------
    const distress = view.distress;
    const header = h(
      "section",
      { class: "crew-mission", "data-testid": "mission" },
      h("strong", {}, `Mission ${m.number}`),
      h("span", { "data-testid": "requirement" }, ` ${m.requirement}`),
      h(
        "div",
        { class: "crew-chips" },
        h("span", { class: "crew-chip", "data-testid": "commander-chip" }, `★ Commander: ${names[view.commander]}`),
        campaign
          ? h("span", { class: "crew-chip", "data-testid": "logbook-chip" }, practice ? "Practice: not logged" : `Logbook: attempt ${campaign.attempt}`)
          : null,
        m.dead_zone ? h("span", { class: "crew-chip", "data-testid": "dead-zone" }, "Dead zone: communication tokens hidden") : null,
        m.disruption > 1 ? h("span", { class: "crew-chip" }, `Disruption: no communication before trick ${m.disruption}`) : null,
        distress.offered
          ? h("span", { class: "crew-chip", "data-testid": "distress-state" }, distress.used ? `Distress signal sent (${distress.direction})` : "Distress signal not used")
          : null,
      ),
    );

    // -- the crew: hands, tasks, communicated cards, answers -------------------------------------------------
    const question = view.question;
    const tasksOf = (p) => view.tasks.filter((t) => t.owner === p);
    // A task card with its token; `keyed` (where it lies: open, or with its owner) lets it glide when taken.
    const taskChip = (t, i, keyed = true) =>
      h(
        "span",
        {
          class: `crew-task${t.done ? " done" : ""}`,
          "data-testid": `task-${t.card ?? "hidden" + i}`,
          "data-key": keyed ? `task-${t.card ?? "hidden" + i}` : null,
          title: t.card ? `task ${named(t.card)}` : "hidden task",
        },
        t.card ? cardStatic(t.card, { class: "card mini" }) : h("span", { class: "card mini back" }, "?"),
        t.token ? h("span", { class: "crew-token", "data-testid": "token" }, tokenLabel(t.token)) : null,
        t.done ? h("span", { class: "crew-done" }, `✓ trick ${t.trick}`) : null,
      );
    const actor = view.phase === "play" || view.phase === "pick" ? view.turn : null;
    const last = lastMoves(view.log);
    const crew = h(
      "ul",
      // Scrolled sideways on a narrow screen: focusable, so the keyboard can scroll it too.
      { class: "players crew-players", "data-testid": "players", tabindex: 0, "aria-label": "The crew" },
      view.crew.map((c) =>
        h(
          "li",
          {
            class: `${c.position === actor || view.waiting.includes(c.position) ? "current" : ""}${c.position === view.me ? " me" : ""}`,
            "data-testid": `player-${c.position}`,
            "data-key": `seat-${c.position}`,
          },
          h(
            "div",
            { class: "crew-who" },
            h("strong", {}, c.name),
            c.commander ? h("span", { class: "crew-badge", title: "commander" }, " ★", h("span", { class: "crew-hidden-text" }, " commander")) : null,
            c.jarvis ? h("span", { class: "crew-badge" }, " · dummy, played by the commander") : null,
            c.position === actor ? h("span", { class: "crew-turn" }, view.phase === "play" ? " ▶ to play" : " ▶ to pick") : null,
            view.waiting.includes(c.position) && !over ? h("span", { class: "crew-turn" }, " … deciding") : null,
          ),
          h(
            "span",
            { class: "score" },
            `${c.cards} cards · `,
            h("span", { "data-key": `tricks-${c.position}`, "data-count": c.tricks }, c.tricks),
            ` trick${c.tricks === 1 ? "" : "s"}`,
            view.phase === "distress" && distress.votes[c.position] ? ` · distress: ${distress.votes[c.position]}` : null,
          ),
          question?.replies[c.position] ? h("span", { class: "crew-answer", "data-testid": `answer-of-${c.position}` }, ` answer: ${words(question.replies[c.position])}`) : null,
          tasksOf(c.position).length || c.radio
            ? h(
                "div",
                { class: "crew-holdings" },
                tasksOf(c.position).length
                  ? h("div", { class: "crew-tasks", "aria-label": `${c.name}'s tasks` }, h("span", { class: "crew-label" }, "Tasks"), tasksOf(c.position).map((t) => taskChip(t, view.tasks.indexOf(t))))
                  : null,
                c.radio
                  ? h(
                      "div",
                      { class: `crew-radio${c.radio.played ? " played" : ""}`, "data-testid": `radio-${c.position}` },
                      h("span", { class: "crew-label" }, "Radio"),
                      radioCard(c.radio),
                      h("span", { class: "crew-token radio", "data-testid": "radio-token" }, TOKEN_WORDS[c.radio.token] ?? c.radio.token),
                      c.radio.played ? h("span", { class: "crew-small" }, "played") : null,
                    )
                  : null,
              )
            : null,
          c.position !== view.me && last.has(c.position) && !question?.replies[c.position]
            ? h("span", { class: "last-move", "data-testid": `last-move-${c.position}`, title: last.get(c.position) }, last.get(c.position))
            : null,
        ),
      ),
    );

    // -- task picking, or the commander changing task tokens (missions 23 and 40) ------------------------------
    const open = view.tasks.filter((t) => t.owner === null);
    const picks = legal.filter((mv) => mv.type === "pick");
    const tokenMoves = legal.filter((mv) => mv.type === "swap_tokens" || mv.type === "move_token");
    let tokens = null;
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
            h("figcaption", {}, names[player]),
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
      lastTrick
        ? h(
            "p",
            { class: "crew-last", "data-testid": "last-trick" },
            `Trick ${lastTrick.number}: ${lastTrick.cards.map(({ player, card }) => `${names[player]} ${named(card)}`).join(", ")} — ${names[lastTrick.winner]} won.`,
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

    // -- the controls of the phase ----------------------------------------------------------------------------
    let panel = null;
    let enterAction = null;
    const skip = legal.find((mv) => mv.type === "skip" && !used.has(mv));
    const replyTo = (p) => (question?.replies[p] ? ` — ${words(question.replies[p])}` : "");
    const communicating = view.phase === "communicate" && myTurn;
    if (communicating) {
      const notNow = skip ? moveButton(skip, "Not now", { class: "primary", "data-testid": "skip" }) : null;
      enterAction = notNow;
      // Each card this seat may communicate, with the token it would carry; then "Not now".
      panel = h(
        "section",
        { class: "crew-comm", "data-testid": "communicate", "aria-label": "Communicate a card" },
        h(
          "div",
          { class: "crew-comm-row" },
          legal
            .filter((mv) => mv.type === "communicate")
            .map((mv) => {
              take(mv);
              const info = view.communicable.find((c) => c.card === mv.card);
              const token = info ? TOKEN_WORDS[info.token] ?? info.token : "";
              return h(
                "button",
                {
                  class: "crew-comm-card",
                  "data-testid": `communicate-${mv.card}`,
                  "data-was-enabled": "",
                  onclick: () => send(mv),
                },
                h("span", { class: "crew-hidden-text" }, "Communicate "),
                h("span", { class: "card mini" }, face(mv.card)),
                h("span", { class: "crew-token radio" }, token),
              );
            }),
          notNow,
        ),
      );
    } else if (view.phase === "distress" && myTurn) {
      const votes = legal.filter((mv) => mv.type === "distress");
      const label = { left: "Yes, pass left", right: "Yes, pass right", no: "No signal" };
      panel = h(
        "div",
        { class: "actions crew-panel", "data-testid": "distress" },
        votes.map((mv) => moveButton(mv, label[mv.vote] ?? mv.vote, { "data-testid": `distress-${mv.vote}`, class: mv.vote === "no" ? "primary" : "" })),
      );
      enterAction = panel.querySelector("[data-testid=distress-no]");
    } else if (question && ["question", "designate", "assign"].includes(view.phase) && myTurn) {
      panel = h(
        "div",
        { class: "crew-panel", "data-testid": "decide" },
        view.phase === "question"
          ? h("div", { class: "actions" }, legal.filter((mv) => mv.type === "answer").map((mv) => moveButton(mv, words(mv.answer), { "data-testid": `answer-${mv.answer}` })))
          : null,
        view.phase === "designate" ? designateControls() : null,
        view.phase === "assign"
          ? h("div", { class: "actions" }, legal.filter((mv) => mv.type === "assign").map((mv) => moveButton(mv, `${names[mv.player]}${replyTo(mv.player)}`, { "data-testid": `assign-${mv.player}` })))
          : null,
      );
    } else if (view.phase === "designate" && myTurn) {
      panel = h("section", { class: "crew-panel", "data-testid": "designate" }, designateControls());
    } else if (view.phase === "handover" && myTurn) {
      const gives = legal.filter((mv) => mv.type === "handover");
      panel = h(
        "div",
        { class: "crew-panel crew-handover", "data-testid": "handover" },
        [...new Set(gives.map((mv) => mv.card))].map((card) =>
          h(
            "div",
            { class: "actions", role: "group", "aria-label": `Give the ${title(card)} to` },
            h("span", { class: "crew-give" }, `Give ${named(card)} to`),
            gives
              .filter((mv) => mv.card === card)
              .map((mv) => moveButton(mv, names[mv.to], { "data-testid": `handover-${mv.card}-${mv.to}`, "aria-label": `Give the ${title(card)} to ${names[mv.to]}` })),
          ),
        ),
        skip ? h("div", { class: "actions" }, moveButton(skip, "Nobody hands over", { "data-testid": "skip" })) : null,
      );
    }
    const questionBox = question && ["question", "designate", "assign"].includes(view.phase) ? questionPanel() : null;

    // The commander's question (with each answer as it comes), then naming a crew member or handing out a task.
    function questionPanel() {
      const task = question.task !== null ? view.tasks[question.task] : null;
      const answering = view.crew.filter((c) => !c.jarvis && c.position !== view.commander);
      return h(
        "section",
        { class: "crew-panel crew-question", "data-testid": "question" },
        h(
          "p",
          { "data-testid": "question-text" },
          h("strong", {}, view.me === view.commander ? "You asked the crew: " : `${names[view.commander]}, the commander, asks: `),
          question.text,
          task ? [" ", taskChip(task, question.task, false)] : null,
        ),
        h(
          "ul",
          { class: "crew-replies", "aria-label": "Answers" },
          answering.map((c) =>
            h("li", { "data-testid": `reply-${c.position}` }, `${c.name}: `, question.replies[c.position] ? h("strong", {}, words(question.replies[c.position])) : h("span", { class: "muted" }, "…")),
          ),
        ),
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

    // -- the hand ------------------------------------------------------------------------------------------------
    // While this seat decides something other than playing a card (tokens, a question, a name, a handover, what to
    // communicate), its hand stays in view, small, so the decision and the hand fit the screen together.
    const hand = view.hand ?? [];
    const compact = myTurn && ["tokens", "question", "designate", "assign", "handover", "communicate"].includes(view.phase);
    const handRow =
      view.hand === null
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
    keyboard = (event) => {
      if (!myTurn || busy || !ownArea.isConnected) return; // a hand-off or another screen replaced this view
      const key = event.key.toLowerCase();
      const onBody = event.target === document.body || !inRegions(event.target);
      if (key === "enter" && onBody && enterAction) enterAction.click();
      else if (key === "n" && view.phase === "communicate" && enterAction) enterAction.click();
      else if ((key === "arrowleft" || key === "arrowright") && (playable || communicating)) {
        const found = /** @type {NodeListOf<HTMLElement>} */ (regions.own.querySelectorAll(".crew-hand .card:not(:disabled), .crew-jarvis .card:not(:disabled), .crew-comm-card"));
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
    const keys = over || view.hand === null
      ? null
      : keyHints(communicating ? "←/→ choose a card, Enter/Space communicate it; N: not now" : "←/→ move between playable cards, Enter/Space play");

    fill(regions.players, crew);
    fill(
      regions.table,
      h(
        "div",
        { class: "crew-table", "data-phase": view.phase },
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
        h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt),
        tokens,
        picks.length ? openTasks : null,
        panel,
        extra,
        jarvisMine ? jarvis : null,
        handRow,
        h("p", { class: "reason", "data-testid": "reason", role: "alert" }),
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
    let line = null;
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

/** Missions 23 and 40: choose two tasks whose tokens swap, or a token and the task it moves onto; or keep them. */
function tokensPanel(view, moves, keep, send) {
  const swap = moves[0].type === "swap_tokens";
  const ends = (mv) => (swap ? mv.cards : [mv.from, mv.to]);
  const chosen = [];
  const section = h("section", { class: "crew-pick crew-tokens choosing", "data-testid": "tokens" });
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
        ? `Swap the tokens of the ${named(move.cards[0])} and the ${named(move.cards[1])}`
        : `Move token ${tokenLabel(view.tasks.find((t) => t.card === move.from).token)} onto the ${named(move.to)}`
      : swap
        ? "Swap the tokens (choose two tasks)"
        : chosen.length
          ? "Move the token (choose a task without one)"
          : "Move a token (choose one)";
    fill(
      section,
      h(
        "div",
        { class: "crew-tokens-head" },
        h("span", { class: "crew-label" }, swap ? "Swap two task tokens" : "Move one task token"),
        keep ? h("button", { "data-testid": "skip", title: "Keep the tokens as they are", onclick: () => send(keep) }, "Keep them") : null,
      ),
      h(
        "div",
        { class: "crew-task-row" },
        view.tasks.map((t) =>
          h(
            "button",
            {
              class: `crew-token-task${chosen.includes(t.card) ? " chosen" : ""}`,
              "data-testid": `token-task-${t.card}`,
              "data-key": `task-${t.card}`,
              "aria-pressed": String(chosen.includes(t.card)),
              disabled: !choosable(t.card),
              onclick: () => toggle(t.card),
            },
            h("span", { class: "card mini" }, face(t.card)),
            h("span", { class: "crew-hidden-text" }, t.token ? ", token" : ", no token"),
            h("span", { class: "crew-token", "data-testid": "token", "aria-hidden": t.token ? null : "true" }, t.token ? tokenLabel(t.token) : "–"),
          ),
        ),
      ),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "primary", "data-testid": "tokens-confirm", disabled: !move, onclick: () => move && send(move) }, label),
      ),
    );
  };
  draw();
  return section;
}
