// Odin's table, drawn from one seat's view into the shared layout's regions. Selecting cards asks Python whether
// the selection is playable (and why not); the play button only sends what Python said is legal.
import { facts, fill, h, plural } from "../ui/dom.js";
import { cardFace } from "../ui/cards.js";
import { keyHints, lastMoveLine, lastMoves, listenForKeys, markSuggested, marksYou } from "../ui/table.js";

const COLOURS = {
  blue: { fill: "#2563b8", symbol: "circle" },
  red: { fill: "#8e1b2e", symbol: "triangle" },
  pink: { fill: "#d9599a", symbol: "diamond" },
  green: { fill: "#2e7d4f", symbol: "cross" },
  black: { fill: "#3a302c", symbol: "square" },
  orange: { fill: "#e07b12", symbol: "star", ink: "#2b1a05" },
};

function describe(card) {
  if (card === "goat") return { title: "the Grumpy Goat (0)", fill: "#cfc6b8", ink: "#2b2622", symbol: "goat", label: "0" };
  const [colour, value] = card.split("-");
  return { title: `${colour} ${value}`, label: value, ink: "#fff", ...COLOURS[colour] };
}

function cardButton(card, attrs) {
  const face = describe(card);
  return h("button", { class: "card", title: face.title, "aria-label": face.title, "data-key": `card-${card}`, ...attrs }, cardFace(face));
}

/**
 * Odin in the shared layout: the selection and the keys belong to this table and go with it.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 */
export function mount(regions, signal) {
  let selection = [];
  let checkNumber = 0;
  /** @type {string | null} the hand's one Tab stop: the card last focused (arrows move along the hand) */
  let tabStop = null;
  /** @type {((event: KeyboardEvent, onControl: boolean) => void) | null} the shortcuts of the view on screen */
  let keyboard = null;
  listenForKeys(signal, (event, onControl) => keyboard?.(event, onControl));

  function render(view, controls) {
    const names = view.players;
    const myTurn = controls.active && view.to_act.includes(view.seat);
    const hand = view.hand ?? [];
    selection = selection.filter((card) => hand.includes(card));
    if (!myTurn || view.phase !== "play") selection = [];
    const advice = controls.suggestion?.move;
    if (advice?.type === "play" && myTurn) selection = [...advice.cards]; // ready to play with one click
    controls.setPhase?.(view.outcome ? "Game over" : `Hand ${view.hand_number}${view.target ? ` · to ${view.target} points` : ""}`);

    const last = lastMoves(view.log, names);
    fill(regions.players,
      h(
        "ul",
        { class: "players", "data-testid": "players" },
        names.map((name, seat) =>
          h(
            "li",
            { class: seat === view.current ? "current" : "", "data-testid": `player-${seat}`, "data-key": `seat-${seat}` },
            h(
              "div",
              { class: "seat-head" },
              h("strong", { class: "seat-name", title: name }, name),
              marksYou(name, seat === view.seat, names.length) ? h("span", { class: "muted seat-mark" }, "(you)") : null,
              seat === view.leader && !view.outcome ? h("span", { class: "seat-mark" }, "(leads)") : null,
            ),
            facts(
              { class: "score" },
              plural(view.hand_counts[seat], "card"),
              [h("span", { "data-key": `points-${seat}`, "data-count": view.outcome ? null : view.scores[seat] }, view.scores[seat]), view.scores[seat] === 1 ? " point" : " points"],
            ),
            seat !== view.seat ? lastMoveLine(last, seat) : null,
          ),
        ),
      ),
    );

    const table = view.table;
    // The last hand's result, until the new hand's first play (it stayed all hand long: 52 px of a phone's table)
    const thisHand = view.log.slice(view.log.findLastIndex((event) => event.type === "deal") + 1);
    const lastHand = view.outcome || !thisHand.some((event) => event.type === "play") ? view.last_hand : null;
    fill(regions.table,
      lastHand
        ? h(
            "p",
            { class: "banner", "data-testid": "last-hand" },
            `Hand ${lastHand.number}: ${lastHand.went_out === null ? "nobody" : names[lastHand.went_out]} went out. `,
            names.map((name, seat) => `${name} +${lastHand.penalties[seat]}`).join(", "),
          )
        : null,
      h(
        "section",
        { class: "felt", "data-testid": "table", "aria-label": "The table" },
        table
          ? [
              h("div", {}, `${names[table.seat]} played `, h("span", { class: "value", "data-testid": "table-value" }, table.value)),
              h("div", { class: "play-cards" }, table.cards.map((card) => cardButton(card, { disabled: true, tabindex: -1, "data-from": `seat-${table.seat}` }))),
            ]
          : h("div", {}, `The table is empty: ${names[view.leader]} leads.`),
      ),
    );

    const reason = h("p", { class: "reason", "data-testid": "reason", role: "alert" });
    const playButton = h("button", { class: "primary", "data-testid": "play", disabled: true }, "Play");
    const passButton = h("button", { "data-testid": "pass", disabled: !(myTurn && view.can_pass) }, "Pass");
    const clearButton = h("button", { "data-testid": "clear", disabled: selection.length === 0 }, "Clear");
    // Python says when the whole hand may go out at once; offer it as one click.
    const finishButton =
      myTurn && view.phase === "play" && view.can_finish && hand.length > 1
        ? h("button", { class: "primary", "data-testid": "finish", onclick: () => controls.submit({ type: "play", cards: hand }) }, "Play my whole hand")
        : null;

    async function judge() {
      const number = ++checkNumber;
      playButton.disabled = true;
      clearButton.disabled = selection.length === 0;
      if (!selection.length) {
        reason.textContent = "";
        return;
      }
      const verdict = await controls.check({ type: "play", cards: selection });
      if (number !== checkNumber) return; // a newer selection is being judged
      playButton.disabled = !verdict.legal;
      reason.textContent = verdict.legal ? "" : verdict.reason;
    }

    if (!hand.includes(tabStop ?? "")) tabStop = hand[0] ?? null;
    const handCards = hand.map((card) =>
      cardButton(card, {
        "data-testid": `card-${card}`,
        "aria-pressed": String(selection.includes(card)),
        disabled: !(myTurn && view.phase === "play"),
        tabindex: card === tabStop ? 0 : -1,
        onfocus: () => {
          tabStop = card;
          handCards.forEach((button, i) => (button.tabIndex = hand[i] === card ? 0 : -1));
        },
        onclick: (event) => {
          selection = selection.includes(card) ? selection.filter((c) => c !== card) : [...selection, card];
          event.currentTarget.setAttribute("aria-pressed", String(selection.includes(card)));
          judge();
        },
      }),
    );

    playButton.addEventListener("click", async () => {
      const cards = selection;
      selection = [];
      playButton.disabled = true;
      if (!(await controls.submit({ type: "play", cards }))) selection = cards;
    });
    passButton.addEventListener("click", () => controls.submit({ type: "pass" }));
    clearButton.addEventListener("click", () => {
      selection = [];
      handCards.forEach((b) => b.setAttribute("aria-pressed", "false"));
      judge();
    });

    const take =
      myTurn && view.phase === "take"
        ? h(
            "section",
            { class: "take", "data-testid": "take" },
            h("p", { class: "prompt muted" }, "The play you beat:"),
            h(
              "div",
              { class: "play-cards" },
              view.take_from.map((card) => cardButton(card, { "data-testid": `take-${card}`, onclick: () => controls.submit({ type: "take", card }) })),
            ),
          )
        : null;

    keyboard = (event, onControl) => {
      if (!myTurn) return;
      const key = event.key.toLowerCase();
      if (key === "enter" && !onControl && !playButton.disabled) playButton.click();
      else if (key === "p" && !playButton.disabled) playButton.click();
      else if (key === "x" && !passButton.disabled) passButton.click();
      else if (key === "escape") clearButton.click();
      else if (key === "arrowleft" || key === "arrowright") {
        const buttons = [...regions.own.querySelectorAll("button")].filter((b) => b.classList.contains("card") && !b.disabled);
        const at = buttons.findIndex((b) => b === document.activeElement);
        buttons[(at + (key === "arrowright" ? 1 : -1) + buttons.length) % buttons.length]?.focus();
      } else return;
      event.preventDefault();
    };

    fill(regions.own,
      h("p", { class: "prompt", "data-testid": "prompt" }, myTurn || view.outcome ? view.prompt : `Waiting for ${names[view.current] ?? "…"}.`),
      take,
      view.hand === null ? null : [h("div", { class: "hand", "data-testid": "hand", role: "group", "aria-label": "Your hand" }, handCards), reason],
      view.hand === null || view.outcome
        ? null
        : h("div", { class: "actions" }, playButton, passButton, clearButton, finishButton, keyHints("←/→ move, Space select, P play, X pass, Esc clear")),
    );
    if (advice) markSuggested(regions.own, advice.type === "take" ? [`take-${advice.card}`] : [advice.type]);
    if (selection.length) judge();
  }

  return { render };
}
