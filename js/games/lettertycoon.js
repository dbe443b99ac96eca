// Letter Tycoon's table, drawn from one seat's view into the shared layout's regions. The person builds a word
// from the hand and the pool with the word builder (js/ui/word-builder.js: typing, where each letter takes the
// first free card of that letter, hand first; tapping; dragging); this file adds the patents' powers over the word
// (V: a second word, X: a card used twice, Z: an added S, Q: a card replaced) and the Y choice. Python says whether
// the play is well formed and what it would earn (the `preview` operation; the dictionary is only consulted when
// the word is played), which patents may be bought, and everything else.
// Players: money, stock, patents. Table: the pool, the word just played (anyone's), the patents, the scoring
// card. Own area: the prompt, the word being built, the hand, the buttons. The panels that only show the view
// (header, players, played word, patent board, scores, what the word being built would earn) are in
// lettertycoon-panels.js.
import { fill, h } from "../ui/dom.js";
import { letterCard } from "../ui/cards.js";
import { MoveSender } from "../ui/moves.js";
import { bringIntoView, keyHints, listenForKeys, markSuggested } from "../ui/table.js";
import { createWordBuilder, keepFocus } from "../ui/word-builder.js";
import { earningsLine, finalScores, lastPlay, listText, money, patentBoard, playedWord, playersStrip, scoringCard, tableHeader } from "./lettertycoon-panels.js";

const letterOf = (card) => card[0];

function ordinal(n) {
  return ["1st", "2nd", "3rd"][n] ?? `${n + 1}th`;
}

/**
 * Letter Tycoon in the shared layout: the word being built, the cards marked to discard, the Q and X patents'
 * modes, the Y choices and the keys belong to this table and go with it.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 * @param {string | null} [match]  the match's id: a reload finds the word being built again
 */
export function mount(regions, signal, match = null) {
  let marked = []; // cards chosen to discard
  let markKey = "";
  let replacing = false; // the Q patent: the next card clicked is replaced
  let twice = false; // the X patent: the next card clicked is used once more
  let ys = []; // each word's Y choice (vowel or consonant for each Y), or none: what earns most
  let patentsShown = ""; // the turn and seat for which the table was last brought to the patents
  /** @type {((event: KeyboardEvent, onControl: boolean) => void) | null} the keys of the view on screen */
  let keyboard = null;
  listenForKeys(signal, (event, onControl) => keyboard?.(event, onControl));
  const sender = new MoveSender(signal);
  /** The part of the page this table draws in (the regions' parent): focus and motion are looked for there. */
  const screen = () => regions.own.parentElement ?? regions.own;
  const word = createWordBuilder(signal, screen, match);

  function render(view, controls) {
    const names = view.players;
    const me = view.seat;
    const acts = view.actions;
    const myTurn = Boolean(controls.active && me !== null && view.to_act.includes(me));
    const playing = myTurn && acts.play;
    const hand = view.hand ?? [];
    const pool = view.pool.filter((c) => c !== null);
    const owners = Object.fromEntries(view.patents.map((p) => [p.letter, p.owner]));
    const onTable = new Set(["challenge", "patent"].includes(view.phase) ? view.turn.play?.used ?? [] : []);
    const listLabel = view.dictionary.label.split(" (")[0];
    const costs = Object.fromEntries(view.patents.map((p) => [p.letter, p.cost]));
    controls.setPhase?.(view.outcome ? "Game over" : `Turn ${view.turn_number}${view.final_round !== null ? " · last round" : ""}`);

    // -- the local state of this turn ----------------------------------------------------------------------
    const key = `${me}:${view.turn_number}:${view.phase}`;
    if (!acts.replace.length) replacing = false;
    const discarding = myTurn && acts.discard !== null;
    if (markKey !== key || !discarding) marked = [];
    markKey = key;
    marked = marked.filter((c) => hand.includes(c));
    const { reason, say, attempt } = sender.use(controls);

    // -- the word: Letter Tycoon's side of the builder -------------------------------------------------------
    const yCount = (tiles) => tiles.filter((t) => t.letter === "y").length;
    /** The Y choice of word `w`, while it still has as many Ys. */
    const yOf = (tiles, w) => (ys[w]?.length === yCount(tiles) ? ys[w] : null);
    const doubled = () => [...hand, ...pool].some((c) => word.uses(c) > 1);
    word.update(
      {
        key,
        view,
        spelling: playing,
        most: acts.two_words ? 2 : 1,
        cards: [...hand, ...pool],
        letterOf: (card) => letterOf(card).toLowerCase(),
        sourceKey: (card) => `lt-card-${card}`,
        missing: (letter, tiles) => {
          const cards = tiles.map((t) => t.card).filter((c) => c !== null);
          const again = acts.double && new Set(cards).size === cards.length ? [...hand, ...pool].find((c) => letterOf(c) === letter.toUpperCase()) : undefined;
          if (again) return { card: again, letter };
          if (letter === "s" && acts.add_s && !tiles.some((t) => t.extra)) return { card: null, letter, extra: true };
          return `There is no free ${letter.toUpperCase()} in your hand or the pool.`;
        },
        // The Z patent's S ends its word, and only while the patent is the player's.
        settle: (words) => words.map((tiles) => [...tiles.filter((t) => !t.extra), ...(acts.add_s ? tiles.filter((t) => t.extra).slice(0, 1) : [])]),
        move: ({ words }) => ({
          type: "play",
          words: words.flatMap((tiles, w) => {
            const y = yOf(tiles, w);
            return tiles.length ? [{ cards: tiles.filter((t) => !t.extra).map((t) => t.card), add_s: tiles.some((t) => t.extra), ...(y ? { y: [...y] } : {}) }] : [];
          }),
        }),
        name: (tile, again) => (tile.extra ? "S added by the Z patent" : `${tile.letter.toUpperCase()}${again ? " (second use, X patent)" : ""}`),
        face: (tile, { title, again }) => letterCard({ letter: tile.letter.toUpperCase(), title, ghost: again || Boolean(tile.extra) }),
        after: (tiles, w) => yChoice(tiles, w),
        preview: (result, { words }) => (words.some((tiles) => tiles.length) ? earningsLine(view, result) : ""),
        emptyText: "Type a word, or tap or drag cards of your hand and the pool.",
        tapCard: (card) => {
          if (replacing) {
            replacing = false;
            attempt({ type: "replace", card });
          } else if (twice) {
            twice = false;
            word.add(card);
          } else return false;
          return true;
        },
        reset: () => ((replacing = twice = false), (ys = [])),
      },
      { controls, repaint: () => draw(), say, attempt },
    );

    // -- cards ----------------------------------------------------------------------------------------------
    function badge(letter) {
      const owner = owners[letter];
      if (owner === null || owner === undefined) return "";
      return owner === me ? "yours" : names[owner].slice(0, 5);
    }
    function cardTitle(card, where) {
      const letter = letterOf(card);
      const owner = owners[letter];
      const patent = owner === null ? "patent free" : owner === me ? "your patent" : `${names[owner]}'s patent`;
      return `${letter} (${where}, ${patent})`;
    }
    /** Choose a card to discard, or not. */
    function mark(card) {
      say("");
      if (acts.discard === "one") marked = marked.includes(card) ? [] : [card];
      else marked = marked.includes(card) ? marked.filter((c) => c !== card) : [...marked, card];
      paint(`card-${card}`);
    }
    function cardButton(card, where) {
      const used = word.uses(card);
      const chosen = discarding ? marked.includes(card) : used > 0;
      const clickable = playing || (discarding && where === "hand");
      const played = onTable.has(card);
      const state = replacing ? "replace" : discarding && chosen ? "discard" : used ? "used" : played ? "played" : "free";
      const button = h(
        "button",
        {
          class: `card lt-card ${state}`,
          "data-testid": `card-${card}`,
          "data-key": `lt-card-${card}`,
          "data-letter": letterOf(card),
          "data-state": state,
          "aria-pressed": clickable ? String(chosen) : null,
          disabled: !clickable,
          onclick: discarding ? () => mark(card) : null,
        },
        // The card's picture carries the button's name, so that what the button shows and what it is called agree.
        letterCard({
          letter: letterOf(card),
          title: cardTitle(card, where) + (used ? ", in your word" : "") + (played ? ", in the word played" : "") + (discarding && chosen ? ", to discard" : ""),
          badge: badge(letterOf(card)),
        }),
        used ? h("span", { class: "lt-mark", "aria-hidden": "true" }, used > 1 ? "✓✓" : "✓") : null,
        discarding && chosen ? h("span", { class: "lt-mark discard", "aria-hidden": "true" }, "✕") : null,
        played ? h("span", { class: "lt-mark played", "aria-hidden": "true" }, "played") : null,
      );
      return word.pick(button, card);
    }

    function yChoice(tiles, w) {
      const count = yCount(tiles);
      if (!count) return null;
      const combos = [];
      for (let bits = 0; bits < 2 ** count; bits++) {
        combos.push(Array.from({ length: count }, (_, k) => ((bits >> (count - 1 - k)) & 1 ? "consonant" : "vowel")));
      }
      const label = (combo) =>
        count === 1 ? `Y is a ${combo[0]}` : combo.map((v, k) => `${ordinal(k)} Y ${v}`).join(", ");
      const current = JSON.stringify(yOf(tiles, w) ?? "");
      return h(
        "label",
        { class: "lt-y" },
        count === 1 ? "Y: " : "Ys: ",
        h(
          "select",
          {
            "data-testid": `y-${w}`,
            disabled: !playing,
            onchange: (event) => {
              ys[w] = event.target.value ? JSON.parse(event.target.value) : null;
              paint("play"); // not the list: letters typed next spell the word
            },
          },
          h("option", { value: "", selected: current === '""' }, "what earns most"),
          combos.map((combo) => h("option", { value: JSON.stringify(combo), selected: current === JSON.stringify(combo) }, label(combo))),
        ),
      );
    }

    // -- the own area's panels ---------------------------------------------------------------------------------
    /** Challenge or accept a word (the players' variant): the word itself is on the table. */
    function challengeControls() {
      if (view.phase !== "challenge" || !view.turn.play) return null;
      const waiting = view.to_act.filter((s) => s !== me).map((s) => names[s]);
      return h(
        "section",
        { class: "lt-panel lt-challenge", "data-testid": "challenge" },
        acts.respond && myTurn
          ? h(
              "div",
              { class: "actions" },
              h("button", { class: "primary", "data-testid": "accept-word", onclick: () => attempt({ type: "accept" }, { verify: false }) }, "Accept"),
              h("button", { "data-testid": "challenge-word", onclick: () => attempt({ type: "challenge" }, { verify: false }) }, "Challenge"),
            )
          : h("p", { class: "muted" }, waiting.length ? `Waiting for ${listText(waiting)} to challenge or accept.` : ""),
        h("p", { class: "muted lt-small" }, `A wrong challenge costs the challenger $1; a word not in the ${listLabel} list costs the player the turn and a card.`),
      );
    }

    /** Buy one patent of a letter of the word just played, or none. */
    function patentControls() {
      if (view.phase !== "patent" || !myTurn) return null;
      return h(
        "section",
        { class: "lt-panel lt-buy", "data-testid": "buy" },
        h(
          "div",
          { class: "actions" },
          acts.buy.map((c) =>
            h(
              "button",
              { class: "lt-buy-button", "data-testid": `buy-${c}`, "data-letter": c, onclick: () => attempt({ type: "patent", letter: c }, { verify: false }) },
              `Buy ${c} for ${money(costs[c])}`,
            ),
          ),
          h("button", { "data-testid": "skip-patent", onclick: () => attempt({ type: "skip_patent" }, { verify: false }) }, "Buy nothing"),
          keyHints("type a letter to pick its patent, Enter buys it"),
        ),
      );
    }

    function poolRow() {
      return h(
        "section",
        { class: `lt-panel lt-pool-panel${playing ? " lt-active" : ""}` },
        h("h3", { class: "lt-pool-label", title: "Every player may use the pool's cards" }, "Pool"),
        h("div", { class: "lt-pool", "data-testid": "pool", "aria-label": "The pool" }, pool.map((c) => cardButton(c, "pool"))),
      );
    }

    function handRow() {
      if (view.hand === null) return null;
      return h("div", { class: "lt-hand", "data-testid": "hand", role: "group", "aria-label": "Your hand" }, hand.map((c) => cardButton(c, "hand")));
    }

    function playControls(built) {
      return h(
        "section",
        { class: "lt-builder", "data-testid": "builder" },
        replacing
          ? h(
              "p",
              { class: "lt-replacing", "data-testid": "replacing" },
              "Q patent: tap the card of your hand or of the pool to replace with the top card of the deck. ",
              h("button", { "data-testid": "replace-cancel", onclick: () => ((replacing = false), paint()) }, "Cancel"),
            )
          : null,
        twice ? h("p", { class: "lt-replacing", "data-testid": "twice" }, "X patent: tap the card to use once more (or type its letter when no other card of it is free).") : null,
        built.words,
        built.preview,
      );
    }

    function playButtons(built) {
      const { words, active } = word.draft();
      const withS = words[active].some((t) => t.extra);
      return h(
        "div",
        { class: "actions" },
        built.submit("Play", "play"),
        built.input,
        built.clear("Clear", "clear"),
        acts.two_words
          ? h(
              "button",
              { "data-testid": "second-word", "aria-pressed": String(active === 1), title: "The V patent: play two words, each scored on its own", onclick: word.switchWord },
              active === 1 ? "1st word" : "2nd word",
            )
          : null,
        acts.add_s
          ? h(
              "button",
              {
                "data-testid": "add-s",
                "aria-pressed": String(withS),
                title: "The Z patent: add an S to the end of your word",
                onclick: () =>
                  word.edit((draft) => {
                    draft.words = draft.words.map((tiles) => tiles.filter((t) => !t.extra));
                    if (!withS) draft.words[active].push({ card: null, letter: "s", extra: true });
                  }),
              },
              withS ? "No S" : "Add S",
            )
          : null,
        acts.double && (twice || !doubled())
          ? h(
              "button",
              { "data-testid": "use-twice", "aria-pressed": String(twice), title: "The X patent: use one card twice", onclick: () => ((twice = !twice), paint()) },
              twice ? "Not twice" : "Use twice",
            )
          : null,
        acts.replace.length && !replacing
          ? h("button", { "data-testid": "replace", title: "The Q patent: replace a card of your hand or of the pool", onclick: () => ((replacing = true), paint()) }, "Replace")
          : null,
        h("button", { "data-testid": "pass", title: "Play no word this turn", onclick: () => attempt({ type: "pass" }, { verify: false }) }, "Pass"),
        keyHints(`type letters (hand first, then the pool) · Backspace removes · Enter plays · Esc clears · Shift+←/→ moves a letter${acts.two_words ? " · Space: the other word" : ""}`),
      );
    }

    function discardControls() {
      if (!discarding) return null;
      const one = acts.discard === "one";
      return h(
        "section",
        { class: "lt-discard", "data-testid": "discard-panel" },
        h(
          "div",
          { class: "actions" },
          h(
            "button",
            {
              class: "primary",
              "data-testid": "discard",
              disabled: one ? marked.length !== 1 : false,
              onclick: () => attempt({ type: "discard", cards: [...marked] }),
            },
            one ? "Discard this card" : marked.length ? `Discard ${marked.length} and draw` : "Keep my hand",
          ),
          !one && marked.length
            ? h("button", { "data-testid": "keep", onclick: () => attempt({ type: "discard", cards: [] }) }, "Keep my hand")
            : null,
          keyHints("type a letter to choose a card of it, Enter confirms"),
        ),
      );
    }

    // -- the prompt -----------------------------------------------------------------------------------------
    // A refused word matters while the player tries again (or pays the penalty), not after a word stands.
    const rejected = ["play", "penalty"].includes(view.phase) ? view.rejected?.text ?? null : null;
    let promptText = view.prompt;
    if (rejected && promptText.startsWith(rejected)) promptText = promptText.slice(rejected.length).trim();

    // -- keys -----------------------------------------------------------------------------------------------
    keyboard = (event, onControl) => {
      if (!regions.own.isConnected || !regions.own.querySelector("[data-testid=lt]")) return;
      const k = event.key;
      if (playing) {
        if (k === "Escape" && (replacing || twice)) (replacing = twice = false), paint();
        else if (!word.keyboard(event, onControl)) return;
      } else if (discarding) {
        // Enter confirms the cards marked even with the focus on one of them
        const onCard = event.target instanceof Element && event.target.closest(".lt-card");
        if (/^[a-zA-Z]$/.test(k)) {
          const letter = k.toUpperCase();
          const card = hand.find((c) => letterOf(c) === letter && !marked.includes(c)) ?? [...marked].reverse().find((c) => letterOf(c) === letter);
          if (!card) return;
          mark(card);
        } else if (k === "Enter" && !(onControl && !onCard)) /** @type {HTMLElement | null} */ (regions.own.querySelector("[data-testid=discard]:not(:disabled)"))?.click();
        else return;
      } else if (myTurn && view.phase === "patent" && /^[a-zA-Z]$/.test(k)) {
        const button = /** @type {HTMLElement | null} */ (regions.own.querySelector(`[data-testid=buy-${k.toUpperCase()}]`));
        if (!button) return;
        button.focus();
      } else return;
      event.preventDefault();
    };

    // -- drawing --------------------------------------------------------------------------------------------
    /** Draw the regions again after a local change, the focus on `focusId` or where it was. */
    /** @param {string | null} [focusId] */
    function paint(focusId = null) {
      keepFocus(screen(), draw, focusId ? { testid: focusId } : null);
    }

    function draw() {
      fill(regions.players, playersStrip(view));
      const played = playedWord(view, lastPlay(view));
      fill(
        regions.table,
        h(
          "div",
          { class: "lt lt-table", "data-testid": "lt-table", "data-phase": view.phase },
          // Side by side where the table is wide enough (the pool always on the left), so the patents keep their room
          // on a laptop's short screen. Stacked, the pool comes first while playing (it is part of the word), else the
          // word just played (css).
          h("div", { class: `lt-tops${playing ? "" : " lt-watching"}` }, view.hand === null ? null : poolRow(), played),
          tableHeader(view),
          patentBoard(view, {
            buyable: myTurn ? acts.buy : [],
            onBuy: (letter) => attempt({ type: "patent", letter }, { verify: false }),
          }),
          scoringCard(view),
        ),
      );
      const built = playing ? word.parts() : null;
      fill(
        regions.own,
        h(
          "div",
          { class: "lt lt-own", "data-testid": "lt", "data-phase": view.phase },
          h("p", { class: "prompt", "data-testid": "prompt" }, promptText),
          rejected ? h("p", { class: "lt-rejected", "data-testid": "rejected", role: "alert" }, "✗ ", rejected) : null,
          challengeControls(),
          built && playControls(built),
          reason,
          handRow(),
          built && playButtons(built),
          patentControls(),
          discardControls(),
        ),
      );
      const advice = controls.suggestion?.move;
      // Play is pointed at while the words are the suggested ones, not once the player typed others
      if (advice && (advice.type !== "play" || word.followsSuggestion())) {
        const keep = advice.type === "discard" && !advice.cards.length;
        const pointed = { play: "play", patent: `buy-${advice.letter}`, skip_patent: "skip-patent", accept: "accept-word" }[advice.type] ?? (keep ? "keep" : advice.type);
        markSuggested(regions.own, [pointed]);
      }
    }

    // The suggested play is laid out once the table's parts exist: laying it out draws them.
    const advice = controls.suggestion;
    if (playing && advice?.move.type === "play") {
      word.layOut(advice, () =>
        advice.move.words.map((w) => [
          ...w.cards.map((card) => ({ card, letter: letterOf(card).toLowerCase() })),
          ...(w.add_s ? [{ card: null, letter: "s", extra: true }] : []),
        ]),
      );
    }
    paint();
    // Entering the patent phase on this seat's turn, the table shows the patents, which the choice is about: on a
    // phone, four players' panels and the word played above them left them below the table's foot.
    const patentKey = myTurn && view.phase === "patent" ? `${view.turn_number}:${me}` : "";
    const board = regions.table.querySelector("[data-testid=patents]");
    if (patentKey && patentKey !== patentsShown && board) bringIntoView(regions.table, board);
    patentsShown = patentKey;
  }

  /** The final scores (money + stock + patents) under the ranking of the result sheet. */
  function resultDetails(view) {
    return finalScores(view);
  }

  return { render, resultDetails };
}
