// Letter Tycoon's table, drawn from one seat's view into the shared layout's regions. The person builds a word
// from the hand and the pool by typing (each letter picks the first free card of that letter, hand first), by
// tapping cards, and by dragging the letters of the word into order. Python says whether the play is well formed
// and what it would earn (the `preview` operation; the dictionary is only consulted when the word is played),
// which patents may be bought, and everything else: this file only matches letters to the card ids it was given.
// Players: money, stock, patents. Table: the pool, the word just played (anyone's), the patents, the scoring
// card. Own area: the prompt, the word being built, the hand, the buttons. The panels that only show the view
// (header, players, played word, patent board, scores) are in lettertycoon-panels.js.
import { fill, h } from "../ui/dom.js";
import { letterCard } from "../ui/cards.js";
import { glide } from "../ui/motion.js";
import { moveSender } from "../ui/moves.js";
import { keyHints, listenForKeys } from "../ui/table.js";
import { finalScores, lastPlay, listText, money, patentBoard, playedWord, playersStrip, scoringCard, tableHeader } from "./lettertycoon-panels.js";

const letterOf = (card) => card[0];
const blankWord = () => ({ cards: [], add_s: false, y: null });

function ordinal(n) {
  return ["1st", "2nd", "3rd"][n] ?? `${n + 1}th`;
}

/**
 * Letter Tycoon in the shared layout: the word being built, the cards marked to discard, the Q and X patents'
 * modes, Python's last verdict and the keys belong to this table and go with it.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 */
export function mount(regions, signal) {
  let draft = { key: "", words: [blankWord()], active: 0 }; // the word(s) being built, for one turn of one seat
  let marked = []; // cards chosen to discard
  let markKey = "";
  let replacing = false; // the Q patent: the next card clicked is replaced
  let twice = false; // the X patent: the next card clicked is used once more
  let verdict = { key: "", result: null }; // Python's last answer about the draft
  let judgeNumber = 0;
  let dragging = null;
  let suppressClick = false;
  let keyboard = null; // the keys of the view on screen
  listenForKeys(signal, (event) => keyboard?.(event));
  /** The part of the page this table draws in (the regions' parent): focus and motion are looked for there. */
  const screen = () => regions.own.parentElement ?? regions.own;

  function render(view, controls) {
    const names = view.players;
    const me = view.seat;
    const acts = view.actions;
    const myTurn = Boolean(controls.active && me !== null && view.to_act.includes(me));
    const playing = myTurn && acts.play;
    const hand = view.hand ?? [];
    const pool = view.pool.filter((c) => c !== null);
    const owners = Object.fromEntries(view.patents.map((p) => [p.letter, p.owner]));
    const automatic = view.challenges === "automatic";
    const onTable = new Set(["challenge", "patent"].includes(view.phase) ? view.turn.play?.used ?? [] : []);
    const listLabel = view.dictionary.label.split(" (")[0];
    const costs = Object.fromEntries(view.patents.map((p) => [p.letter, p.cost]));
    controls.setPhase?.(view.outcome ? "Game over" : `Turn ${view.turn_number}${view.final_round !== null ? " · last round" : ""}`);

    // -- the local state of this turn ----------------------------------------------------------------------
    const key = `${me}:${view.turn_number}:${view.phase}`;
    if (draft.key !== key || !playing) {
      draft = { key, words: [blankWord()], active: 0 };
      replacing = false;
      twice = false;
    }
    const present = new Set([...hand, ...pool]);
    for (const word of draft.words) {
      const kept = word.cards.filter((c) => present.has(c));
      if (kept.length !== word.cards.length) Object.assign(word, { cards: kept, y: null });
    }
    if (!acts.add_s) draft.words.forEach((w) => (w.add_s = false));
    if (!acts.two_words && draft.words.length > 1) draft.words = [draft.words[0]];
    draft.active = Math.min(draft.active, draft.words.length - 1);
    if (!acts.replace.length) replacing = false;
    const discarding = myTurn && acts.discard !== null;
    if (markKey !== key || !discarding) marked = [];
    markKey = key;
    marked = marked.filter((c) => hand.includes(c));

    // -- reading the draft --------------------------------------------------------------------------------
    const uses = (card) => draft.words.reduce((n, w) => n + w.cards.filter((c) => c === card).length, 0);
    const doubled = () => [...present].find((c) => uses(c) > 1) ?? null;
    const wordText = (w) => w.cards.map(letterOf).join("") + (w.add_s ? "S" : "");
    const yCount = (w) => w.cards.filter((c) => letterOf(c) === "Y").length;
    const filled = () => draft.words.filter((w) => w.cards.length || w.add_s);
    function playMove() {
      return {
        type: "play",
        words: filled().map((w) => ({ cards: [...w.cards], add_s: w.add_s, ...(w.y ? { y: [...w.y] } : {}) })),
      };
    }
    const moveKey = () => `${draft.key}:${view.turn.failures}:${JSON.stringify(playMove())}`;

    // -- changing the draft -------------------------------------------------------------------------------
    const activeWord = () => draft.words[draft.active];
    function touched(word) {
      if (word.y && word.y.length !== yCount(word)) word.y = null;
    }
    function addCard(card) {
      const word = activeWord();
      word.cards.push(card);
      touched(word);
    }
    function removeCard(card) {
      // The last use of the card goes (a card used twice with the X patent loses its second use first).
      for (let w = draft.words.length - 1; w >= 0; w--) {
        const at = draft.words[w].cards.lastIndexOf(card);
        if (at >= 0) {
          draft.words[w].cards.splice(at, 1);
          touched(draft.words[w]);
          return;
        }
      }
    }
    function typeLetter(letter) {
      say("");
      const free = [...hand, ...pool].find((c) => letterOf(c) === letter && uses(c) === 0);
      if (free) return addCard(free), paint();
      const again = acts.double && !doubled() ? [...hand, ...pool].find((c) => letterOf(c) === letter) : null;
      if (again) return addCard(again), paint();
      if (letter === "S" && acts.add_s && !draft.words.some((w) => w.add_s)) {
        activeWord().add_s = true;
        return paint();
      }
      say(`There is no free ${letter} in your hand or the pool.`);
    }
    function backspace() {
      say("");
      const word = activeWord();
      if (word.add_s) word.add_s = false;
      else if (word.cards.length) word.cards.pop(), touched(word);
      else if (draft.active > 0) draft.words.splice(draft.active, 1), (draft.active -= 1);
      paint();
    }
    function clearDraft() {
      say("");
      draft.words = [blankWord()];
      draft.active = 0;
      paint();
    }
    function secondWord() {
      if (!acts.two_words) return;
      if (draft.words.length < 2) draft.words.push(blankWord());
      draft.active = draft.active === 0 ? 1 : 0;
      paint();
    }
    /** Move a letter of word `w`; `motion`: it glides there (a keyboard move; a dragged letter is already there). */
    function moveTile(w, from, to, motion = false) {
      const cards = draft.words[w].cards;
      const [card] = cards.splice(from, 1);
      cards.splice(Math.max(0, Math.min(to, cards.length)), 0, card);
      paint(`tile-${w}-${Math.max(0, Math.min(to, cards.length - 1))}`, motion);
    }

    // -- asking Python ------------------------------------------------------------------------------------
    const { reason, say, attempt } = moveSender(controls);
    async function judge() {
      const k = moveKey();
      if (verdict.key === k && verdict.result) return verdict.result;
      const number = ++judgeNumber;
      let result;
      try {
        result = controls.preview ? await controls.preview(playMove()) : await controls.check(playMove());
      } catch (error) {
        result = { legal: false, reason: error.message };
      }
      if (number === judgeNumber) verdict = { key: k, result };
      return result;
    }
    async function playNow() {
      if (!playing || !filled().length) return;
      const k = moveKey();
      const result = await judge();
      if (k !== moveKey()) return;
      if (!result.legal) {
        say(result.reason);
        return;
      }
      await attempt(playMove(), { verify: false });
    }

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
    function onCard(card) {
      if (replacing) {
        replacing = false;
        attempt({ type: "replace", card });
        return;
      }
      if (playing) {
        say("");
        if (twice) {
          twice = false;
          addCard(card);
        } else if (uses(card)) removeCard(card);
        else addCard(card);
        paint(`card-${card}`);
      } else if (discarding) {
        say("");
        if (acts.discard === "one") marked = marked.includes(card) ? [] : [card];
        else marked = marked.includes(card) ? marked.filter((c) => c !== card) : [...marked, card];
        paint(`card-${card}`);
      }
    }
    function cardButton(card, where) {
      const used = uses(card);
      const chosen = discarding ? marked.includes(card) : used > 0;
      const clickable = playing || (discarding && where === "hand");
      const played = onTable.has(card);
      const state = replacing ? "replace" : discarding && chosen ? "discard" : used ? "used" : played ? "played" : "free";
      return h(
        "button",
        {
          class: `card lt-card ${state}`,
          "data-testid": `card-${card}`,
          "data-key": `lt-card-${card}`,
          "data-letter": letterOf(card),
          "data-state": state,
          "aria-pressed": clickable ? String(chosen) : null,
          disabled: !clickable,
          onclick: () => onCard(card),
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
    }

    // -- the word builder -----------------------------------------------------------------------------------
    function tileButton(w, i, card, ghost) {
      const tile = h(
        "button",
        {
          class: "lt-tile",
          "data-testid": `tile-${w}-${i}`,
          "data-key": `lt-tile-${card}${ghost ? "-2" : ""}`,
          "data-letter": letterOf(card),
          disabled: !playing,
        },
        // The picture carries the tile's name, so that what the tile shows and what it is called agree.
        letterCard({ letter: letterOf(card), title: `${letterOf(card)}${ghost ? " (second use, X patent)" : ""}, letter ${i + 1}: activate to remove, Shift+arrows to move`, ghost }),
      );
      if (!playing) return tile;
      tile.addEventListener("click", () => {
        if (suppressClick) return void (suppressClick = false);
        draft.active = w;
        draft.words[w].cards.splice(i, 1);
        touched(draft.words[w]);
        paint(`tile-${w}-${Math.min(i, draft.words[w].cards.length - 1)}`);
      });
      tile.addEventListener("keydown", (event) => {
        if (!event.shiftKey || !["ArrowLeft", "ArrowRight"].includes(event.key)) return;
        event.preventDefault();
        event.stopPropagation();
        moveTile(w, i, i + (event.key === "ArrowLeft" ? -1 : 1), true);
      });
      tile.addEventListener("pointerdown", (event) => {
        if (event.button !== 0) return;
        suppressClick = false;
        dragging = { w, i, x: event.clientX, y: event.clientY, moved: false, to: i, tile };
        tile.setPointerCapture?.(event.pointerId);
      });
      tile.addEventListener("pointermove", (event) => {
        const d = dragging;
        if (!d || d.tile !== tile) return;
        const dx = event.clientX - d.x;
        const dy = event.clientY - d.y;
        if (!d.moved && Math.hypot(dx, dy) < 6) return;
        d.moved = true;
        tile.classList.add("dragging");
        tile.style.transform = `translate(${dx}px, ${dy}px)`;
        d.to = dropIndex(tile, event.clientX, event.clientY);
        tile.parentElement.querySelectorAll(".lt-tile").forEach((t) => t.classList.remove("drop-before", "drop-after"));
        const others = [...tile.parentElement.querySelectorAll(".lt-tile[data-testid]:not(.dragging):not(.lt-s)")];
        if (others[d.to]) others[d.to].classList.add("drop-before");
        else others.at(-1)?.classList.add("drop-after");
      });
      const finish = (event) => {
        const d = dragging;
        if (!d || d.tile !== tile) return;
        dragging = null;
        if (!d.moved) return;
        suppressClick = event.type === "pointerup";
        moveTile(w, i, d.to);
      };
      tile.addEventListener("pointerup", finish);
      tile.addEventListener("pointercancel", finish);
      return tile;
    }

    /** Where a dragged tile would go among the other tiles of its word, in reading order. */
    function dropIndex(tile, x, y) {
      const others = [...tile.parentElement.querySelectorAll(".lt-tile[data-testid]:not(.dragging):not(.lt-s)")];
      let index = 0;
      for (const other of others) {
        const r = other.getBoundingClientRect();
        if (y > r.bottom || (y >= r.top && x > r.left + r.width / 2)) index += 1;
      }
      return index;
    }

    function yChoice(w, word) {
      const count = yCount(word);
      if (!count) return null;
      const combos = [];
      for (let bits = 0; bits < 2 ** count; bits++) {
        combos.push(Array.from({ length: count }, (_, k) => ((bits >> (count - 1 - k)) & 1 ? "consonant" : "vowel")));
      }
      const label = (combo) =>
        count === 1 ? `Y is a ${combo[0]}` : combo.map((v, k) => `${ordinal(k)} Y ${v}`).join(", ");
      const current = word.y ? JSON.stringify(word.y) : "";
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
              word.y = event.target.value ? JSON.parse(event.target.value) : null;
              paint("play"); // not the list: letters typed next spell the word
            },
          },
          h("option", { value: "", selected: !current }, "what earns most"),
          combos.map((combo) => h("option", { value: JSON.stringify(combo), selected: current === JSON.stringify(combo) }, label(combo))),
        ),
      );
    }

    function builder() {
      const seen = new Set();
      const rows = draft.words.map((word, w) => {
        const tiles = word.cards.map((card, i) => {
          const ghost = seen.has(card);
          seen.add(card);
          return tileButton(w, i, card, ghost);
        });
        if (word.add_s) {
          tiles.push(
            h(
              "button",
              {
                class: "lt-tile lt-s",
                "data-testid": `tile-${w}-s`,
                "data-key": `lt-s-${w}`,
                disabled: !playing,
                onclick: () => ((word.add_s = false), paint()),
              },
              letterCard({ letter: "S", title: "S added by the Z patent: activate to remove", ghost: true }),
            ),
          );
        }
        const active = w === draft.active && playing;
        return h(
          "div",
          { class: `lt-word${active ? " active" : ""}`, "data-testid": `word-${w}` },
          draft.words.length > 1 || acts.two_words
            ? h(
                "button",
                { class: "quiet lt-word-label", "data-testid": `word-pick-${w}`, "aria-pressed": String(active), disabled: !playing, onclick: () => ((draft.active = w), paint(`word-pick-${w}`)) },
                h("span", { class: "lt-word-num", "aria-hidden": "true" }, w === 0 ? "1st" : "2nd"),
                h("span", { class: "lt-word-long" }, ` ${w === 0 ? "First" : "Second"} word${active ? " (typing here)" : ""}`),
              )
            : null,
          h(
            "div",
            { class: "lt-tiles", "aria-label": `Word ${w + 1}: ${wordText(word) || "empty"}` },
            tiles.length ? tiles : h("span", { class: "muted lt-empty" }, playing ? "Type a word, or tap cards of your hand and the pool." : "—"),
          ),
          h("span", { class: "lt-word-text", "data-testid": `word-text-${w}` }, wordText(word)),
          yChoice(w, word),
        );
      });
      return rows;
    }

    /** What the draft would earn, in a few short sentences (the word list is only asked when it is played). */
    function previewLine(result) {
      if (!result) return [h("span", { class: "muted" }, "…")];
      if (!result.legal) return [];
      if (!result.words) return [h("span", {}, "This play is well formed.")];
      const parts = result.words.map((w) => {
        const doublers = w.doublers.map((d) => (d === "Q" ? "the Q card" : `your ${d} patent`));
        return h(
          "span",
          { class: "lt-earn" },
          h("strong", {}, w.word),
          ` earns ${money(w.money)}${w.stock ? ` and ${w.stock} stock` : ""}`,
          doublers.length ? ` (×${2 ** doublers.length}: ${listText(doublers)})` : "",
          ". ",
        );
      });
      if (result.words.length > 1) parts.push(h("span", {}, `Together ${money(result.money)}${result.stock ? ` and ${result.stock} stock` : ""}. `));
      const paid = result.royalties.flatMap((amount, seat) => (amount ? [`${names[seat]} ${money(amount)}`] : []));
      parts.push(h("span", { "data-testid": "preview-royalties" }, paid.length ? `Royalties: ${listText(paid)}. ` : "No royalties. "));
      parts.push(
        h(
          "span",
          {},
          result.patents.length ? `Then you may buy: ${result.patents.map((c) => `${c} ${money(costs[c])}`).join(", ")}.` : "No patent to buy after it.",
        ),
      );
      if (automatic) parts.push(h("span", { class: "muted" }, ` If it is in the ${listLabel} list.`));
      return parts;
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

    function playControls() {
      if (!playing) return null;
      const result = verdict.key === moveKey() ? verdict.result : null;
      const empty = !filled().length;
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
        builder(),
        h("p", { class: "lt-preview", "data-testid": "preview", "aria-live": "polite" }, empty ? "" : previewLine(result)),
      );
    }

    function playButtons() {
      if (!playing) return null;
      const result = verdict.key === moveKey() ? verdict.result : null;
      const empty = !filled().length;
      return h(
        "div",
        { class: "actions" },
        h("button", { class: "primary", "data-testid": "play", disabled: empty || !(result?.legal ?? true), onclick: playNow }, "Play"),
        h("button", { "data-testid": "clear", disabled: empty, onclick: clearDraft }, "Clear"),
        acts.two_words
          ? h(
              "button",
              { "data-testid": "second-word", "aria-pressed": String(draft.active === 1), title: "The V patent: play two words, each scored on its own", onclick: secondWord },
              draft.active === 1 ? "1st word" : "2nd word",
            )
          : null,
        acts.add_s
          ? h(
              "button",
              {
                "data-testid": "add-s",
                "aria-pressed": String(activeWord().add_s),
                title: "The Z patent: add an S to the end of your word",
                onclick: () => {
                  const word = activeWord();
                  const had = word.add_s;
                  draft.words.forEach((w) => (w.add_s = false));
                  word.add_s = !had;
                  paint("add-s");
                },
              },
              activeWord().add_s ? "No S" : "Add S",
            )
          : null,
        acts.double && (twice || !doubled())
          ? h(
              "button",
              { "data-testid": "use-twice", "aria-pressed": String(twice), title: "The X patent: use one card twice", onclick: () => ((twice = !twice), paint("use-twice")) },
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
    keyboard = (event) => {
      if (!regions.own.isConnected || !regions.own.querySelector("[data-testid=lt]")) return;
      const k = event.key;
      const onControl = event.target.closest?.("button") && !event.target.closest(".lt-card, .lt-tile");
      if (playing) {
        if (/^[a-zA-Z]$/.test(k)) typeLetter(k.toUpperCase());
        else if (k === "Backspace") backspace();
        else if (k === "Escape") (replacing || twice ? ((replacing = twice = false), paint()) : clearDraft());
        else if (k === "Enter" && !onControl) playNow();
        else if (k === " " && acts.two_words && !onControl) secondWord();
        else return;
      } else if (discarding) {
        if (/^[a-zA-Z]$/.test(k)) {
          const letter = k.toUpperCase();
          const card = hand.find((c) => letterOf(c) === letter && !marked.includes(c)) ?? [...marked].reverse().find((c) => letterOf(c) === letter);
          if (!card) return;
          onCard(card);
        } else if (k === "Enter" && !onControl) /** @type {HTMLElement | null} */ (regions.own.querySelector("[data-testid=discard]:not(:disabled)"))?.click();
        else return;
      } else if (myTurn && view.phase === "patent" && /^[a-zA-Z]$/.test(k)) {
        const button = /** @type {HTMLElement | null} */ (regions.own.querySelector(`[data-testid=buy-${k.toUpperCase()}]`));
        if (!button) return;
        button.focus();
      } else return;
      event.preventDefault();
    };

    // -- drawing --------------------------------------------------------------------------------------------
    /** Draw the regions from this view and the local state; with `motion`, keyed letters glide to new places. */
    function paint(focusId, motion = false) {
      if (motion) return glide(screen(), () => paint(focusId));
      const active = document.activeElement;
      const focused = focusId ?? (active instanceof HTMLElement && screen().contains(active) ? active.dataset.testid : null);
      const keep = reason.textContent;
      fill(regions.players, playersStrip(view));
      const played = playedWord(view, lastPlay(view));
      fill(
        regions.table,
        h(
          "div",
          { class: "lt lt-table", "data-testid": "lt-table", "data-phase": view.phase },
          // Playing, the pool comes first (it is part of the word); else the word just played.
          playing ? [poolRow(), played] : [played, view.hand === null ? null : poolRow()],
          tableHeader(view),
          patentBoard(view, {
            buyable: myTurn ? acts.buy : [],
            onBuy: (letter) => attempt({ type: "patent", letter }, { verify: false }),
          }),
          scoringCard(view),
        ),
      );
      fill(
        regions.own,
        h(
          "div",
          { class: "lt lt-own", "data-testid": "lt", "data-phase": view.phase },
          h("p", { class: "prompt", "data-testid": "prompt" }, promptText),
          rejected ? h("p", { class: "lt-rejected", "data-testid": "rejected", role: "alert" }, "✗ ", rejected) : null,
          challengeControls(),
          playControls(),
          reason,
          handRow(),
          playButtons(),
          patentControls(),
          discardControls(),
        ),
      );
      reason.textContent = keep;
      if (focused) {
        const again = /** @type {HTMLButtonElement | null} */ (screen().querySelector(`[data-testid="${CSS.escape(focused)}"]`));
        if (again && !again.disabled) again.focus({ preventScroll: true });
      }
      if (playing && filled().length && verdict.key !== moveKey()) refreshVerdict();
    }

    async function refreshVerdict() {
      const k = moveKey();
      await judge();
      if (k !== moveKey() || verdict.key !== k) return;
      const preview = regions.own.querySelector("[data-testid=preview]");
      const play = /** @type {HTMLButtonElement | null} */ (regions.own.querySelector("[data-testid=play]"));
      if (!preview || !play) return;
      preview.replaceChildren(...previewLine(verdict.result));
      play.disabled = !verdict.result.legal;
      say(verdict.result.legal ? "" : verdict.result.reason);
    }

    paint();
  }

  /** The final scores (money + stock + patents) under the ranking of the result sheet. */
  function resultDetails(view) {
    return finalScores(view);
  }

  return { render, resultDetails };
}
