// The Crew's decisions other than playing a card, drawn in the own area while this seat makes them: what to
// communicate, the distress vote, the commander's question and its answers, naming a crew member or handing out a
// task, the five-player handover, and (missions 23 and 40) moving task tokens. Every button is one of Python's
// legal moves for this seat.
import { fill, h } from "../ui/dom.js";
import { TOKEN_WORDS, cardButton, face, named, taskChip, title, tokenLabel, words } from "./crew-cards.js";

/**
 * @typedef {object} Turn  what one draw of the table gives its decision panels
 * @property {any} view
 * @property {any[]} legal      this seat's legal moves now (none when it is not to act)
 * @property {string[]} names   the crew's names by position
 * @property {Set<object>} used the moves some panel already drew (the rest get plain buttons)
 * @property {(move: object) => void} send
 * @property {(move: object, label: string, attrs?: object) => HTMLElement} moveButton  a button that sends a move
 */

/**
 * The panel of the decision this seat makes now, if any, and the commander's question while it is open.
 * @param {Turn} turn
 * @returns {{panel: HTMLElement | null, enterAction: HTMLElement | null, questionBox: HTMLElement | null, communicating: boolean}}
 */
export function decisions({ view, legal, names, used, send, moveButton }) {
  const myTurn = legal.length > 0;
  const question = view.question;
  const take = (move) => used.add(move);
  /** @type {HTMLElement | null} */
  let panel = null;
  /** @type {HTMLElement | null} */
  let enterAction = null;
  const skip = legal.find((mv) => mv.type === "skip" && !used.has(mv));
  const replyTo = (p) => (question?.replies[p] ? ` — ${words(question.replies[p])}` : "");
  const communicating = view.phase === "communicate" && myTurn;
  if (communicating) {
    const notNow = skip ? moveButton(skip, "Not now", { class: "primary", "data-testid": "skip" }) : null;
    enterAction = notNow;
    // The hand itself is the choice: each card this seat may communicate is a button with the token it would
    // carry, the others stand dimmed in their places. A picker above a second copy of the hand
    // left a 640 px phone no room for the mission and the trick.
    const offered = new Map(legal.filter((mv) => mv.type === "communicate").map((mv) => [mv.card, mv]));
    const choice = (card) => {
      const mv = offered.get(card);
      if (!mv) return cardButton(card, { class: "card crew-comm-other", disabled: true, "data-testid": `card-${card}`, "data-key": `card-${card}` });
      take(mv);
      const info = view.communicable.find((c) => c.card === card);
      const token = info ? TOKEN_WORDS[info.token] ?? info.token : "";
      return h(
        "button",
        { class: "crew-comm-card", "data-testid": `communicate-${card}`, "data-key": `card-${card}`, "data-was-enabled": "", onclick: () => send(mv) },
        h("span", { class: "visually-hidden" }, "Communicate "),
        face(card),
        h("span", { class: "crew-token radio" }, token),
      );
    };
    // "Not now" floats beside the prompt, where it takes no row of its own
    panel = h(
      "section",
      { class: "crew-comm", "data-testid": "communicate", "aria-label": "Communicate a card from your hand" },
      notNow,
      h("p", { class: "prompt", "data-testid": "prompt" }, view.prompt),
      h("div", { class: "crew-comm-row", "data-testid": "hand", role: "group", "aria-label": "Your hand" }, (view.hand ?? []).map(choice)),
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

  return { panel, enterAction, questionBox, communicating };
}

/** Missions 23 and 40: choose two tasks whose tokens swap, or a token and the task it moves onto; or keep the tokens. */
export function tokensPanel(view, moves, keep, send) {
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
      /** @type {HTMLElement | null} */ (section.querySelector(`[data-testid=token-task-${card}]`))?.focus();
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
        keep ? h("button", { "data-testid": "skip", title: "Keep the tokens as they are", onclick: () => send(keep) }, "Keep the tokens") : null,
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
            h("span", { class: "visually-hidden" }, t.token ? ", token" : ", no token"),
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
