// The word builder of both word games (Hardback, Letter Tycoon). A word is built from cards: a typed letter takes
// the first free card that shows it (the game says which cards come first), a tap puts a card in or takes a letter
// out, a drag puts a card in at a place, moves a letter (to another word too) or takes it out, and the keys do the
// rest. Letters glide from their cards into the word. A moment after the word changes the builder asks Python's
// `preview` about the move the game makes of it and shows the game's line for the answer: what is legal and what
// it earns is Python's. A game supplies only what differs: how a letter looks and is called, what becomes of a
// letter no free card shows, its own choices around the word (Hardback's wilds, Letter Tycoon's Y and Z) and
// the preview line.
import { h } from "./dom.js";
import { glide } from "./motion.js";
import { errorText } from "../errors.js";

const DRAG_START_PX = 6;
/** A drop this close to a word still goes into it. */
const DROP_MARGIN_PX = 24;
/** Python is asked when typing pauses this long, not at every letter. */
const JUDGE_DELAY_MS = 120;
/** The words' names, when there are two (Letter Tycoon's V patent). */
const ORDINALS = [["1st", "First"], ["2nd", "Second"]];

/** @typedef {string | number} Card */
/**
 * One letter of a word and the card that shows it. `card` null: a letter no card shows yet (Hardback: it waits
 * for a wild), or, with `extra`, a letter that is no card (Letter Tycoon's Z patent adds an S). `wild`: a
 * Hardback card played face down as `letter`. Letters are lower case.
 * @typedef {{card: Card | null, letter: string, wild?: boolean, extra?: boolean}} Tile
 */
/** @typedef {{words: Tile[][], active: number}} Draft  the word(s) being built; typing goes to the active one */
/** @typedef {({legal: true, reason?: null} | {legal: false, reason: string}) & {[more: string]: any}} Verdict  Python's preview answer: a refusal says why */
/**
 * What a game tells the builder at each render.
 * @typedef {object} WordGame
 * @property {string} key            the seat and turn: a new key starts an empty word
 * @property {object} view           the view drawn: a new one asks Python again
 * @property {boolean} spelling      the seat may build a word now
 * @property {Card[]} cards          the cards a word may use, best first: a typed letter takes the first free one
 * @property {(card: Card) => string} letterOf  the letter a card shows, lower case
 * @property {(card: Card) => string} sourceKey the data-key of a card's element, whence its letter flies in
 * @property {(letter: string, tiles: Tile[]) => Tile | string} missing  a typed letter no free card shows,
 *   `tiles` being the draft's others: a tile for it, or why there is none
 * @property {(draft: Draft) => object} move    the move that plays the draft
 * @property {(tile: Tile, again: boolean) => string} name  a letter's name (`again`: its card's second use)
 * @property {(tile: Tile, at: {title: string, again: boolean, result: Verdict | null}) => Node | (Node | null)[]} face
 *   a letter's picture, carrying the name `title`
 * @property {(result: Verdict | null, draft: Draft) => Node | string | (Node | string)[]} preview  the line for
 *   Python's answer (null: none yet)
 * @property {string} emptyText      what an empty word says
 * @property {1 | 2} [most]         how many words may be built at once (1)
 * @property {(words: Tile[][]) => Tile[][]} [settle]  the words put right after every change
 * @property {(tile: Tile, result: Verdict | null) => Node | null} [beside]  under a letter
 * @property {(tiles: Tile[], w: number) => Node | null} [after]  after a word's letters
 * @property {(result: Verdict | null, draft: Draft) => string} [marks]  what an answer changes on the letters:
 *   when it differs from the one drawn, the table is redrawn
 * @property {(card: Card) => boolean} [tapCard]  a tap on a card that a mode of the game takes (true)
 * @property {(tile: Tile) => boolean} [tapTile]  a tap on a letter that a mode of the game takes (true)
 * @property {string} [tileHint]     how to use a letter, in its name
 * @property {() => void} [reset]    the word was emptied: the game's choices about it go too
 */
/**
 * The table's side, renewed at each render: `repaint()` redraws the table from the same view, `say` writes the
 * reason line, `attempt` sends a move.
 * @typedef {{controls: {preview: (move: object) => Promise<Verdict>}, repaint: () => void, say: (text: string) => void,
 *   attempt: (move: object, options: {verify: boolean}) => Promise<boolean>}} WordIO
 */
/** @typedef {{testid: string, caret?: number | null}} Focus */
/** @typedef {{w: number, at: number}} Place  a place in a word, counted among the letters not dragged */
/** @typedef {{motion?: boolean, focus?: string | null, caret?: number | null, message?: string}} Redraw */
/**
 * A pointer down on a letter or a card: `float` is the picture under it once it moved, `to` where it would drop.
 * @typedef {{element: HTMLElement, source: {tile: {w: number, i: number}} | {card: Card}, x: number, y: number,
 *   float: HTMLElement | null, to: Place | null}} Drag
 */

/**
 * Redraw with `draw`, keeping the keyboard focus: on the element with the data-testid `wanted` names if any, else
 * on the redrawn twin of the element that had it, with a text field's caret where it was.
 * @param {HTMLElement} root
 * @param {() => void} draw
 * @param {Focus | null} [wanted]
 */
export function keepFocus(root, draw, wanted = null) {
  const active = document.activeElement;
  const had = active instanceof HTMLElement && root.contains(active) ? active : null;
  const testid = wanted?.testid ?? had?.dataset.testid;
  const caret = wanted ? wanted.caret : had instanceof HTMLInputElement ? had.selectionStart : null;
  draw();
  const element = testid ? root.querySelector(`[data-testid="${CSS.escape(testid)}"]`) : null;
  if (!(element instanceof HTMLElement) || element.matches(":disabled")) return;
  if (element !== document.activeElement) element.focus({ preventScroll: true });
  if (element instanceof HTMLInputElement && element.type === "text") {
    const at = Math.min(caret ?? element.value.length, element.value.length);
    element.setSelectionRange(at, at);
  }
}

/**
 * The word builder of one table: the draft, Python's last answer and a drag in progress live here and go with
 * `signal`. `screen()` is the part of the page the table draws in. With `match` (the match's id) the draft is kept
 * in this tab's session storage, so that a reload finds the half-built word of the same turn again.
 * @param {AbortSignal} signal
 * @param {() => HTMLElement} screen
 * @param {string | null} [match]
 */
export function createWordBuilder(signal, screen, match = null) {
  let draft = /** @type {Draft & {key: string}} */ ({ key: "", words: [[]], active: 0 });
  const kept = match ? `parlour-word:${match}` : null;
  /** @type {WordGame} set by update(); what may run before the first update (keyboard, pick) reads it with ?. */
  let game;
  /** @type {WordIO} set with game */
  let io;
  let verdict = /** @type {{key: string, result: Verdict | null}} */ ({ key: "", result: null });
  let asking = ""; // the move Python is being asked about
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  let drag = /** @type {Drag | null} */ (null);
  let deferred = false; // a redraw asked for while the pointer was down, done when it is up
  let swallowClick = false; // the click that ends a drag
  let wanted = /** @type {Focus | null} */ (null);
  /** What the last drawing shows of Python's answer, to update in place when the next one comes. */
  let shown = { marks: "", preview: /** @type {HTMLElement | null} */ (null), submit: /** @type {HTMLButtonElement | null} */ (null) };
  signal.addEventListener("abort", () => (clearTimeout(timer), endDrag()));

  const most = () => game.most ?? 1;
  const text = (w = draft.active) => draft.words[w].map((t) => t.letter).join("");
  const uses = (/** @type {Card} */ card) => draft.words.flat().filter((t) => t.card === card).length;
  const empty = () => draft.words.every((tiles) => !tiles.length);
  const complete = () => !empty() && draft.words.flat().every((t) => t.card !== null || t.extra);
  const moveKey = () => JSON.stringify([draft.key, game.move(draft)]);
  const current = () => (verdict.key === moveKey() ? verdict.result : null);
  /** The suggestion laid out last, and the draft's move key just after: the player's own word once that changes. */
  let suggested = { advice: /** @type {object | null} */ (null), key: "" };
  const submittable = (/** @type {Verdict | null} */ result) => game.spelling && complete() && result?.legal !== false;

  /** The game's word for this render. @param {WordGame} next @param {WordIO} nextIo */
  function update(next, nextIo) {
    if (drag) endDrag(); // the table was redrawn under a drag: it is over
    if (next.view !== game?.view) verdict = { key: "", result: null };
    game = next;
    io = nextIo;
    if (draft.key !== game.key || !game.spelling) {
      draft = (game.spelling && keptDraft(game.key)) || { key: game.key, words: [[]], active: 0 };
      game.reset?.();
    }
    const present = new Set(game.cards);
    draft.words = draft.words.slice(0, most()).map((tiles) => tiles.filter((t) => t.card === null || present.has(t.card)));
    settle();
  }

  /** The draft kept for this turn (`key`), if any; a damaged one is no draft. @param {string} key */
  function keptDraft(key) {
    try {
      const found = JSON.parse((kept && sessionStorage.getItem(kept)) || "null");
      const tile = (/** @type {any} */ t) => t && typeof t.letter === "string" && (t.card === null || ["string", "number"].includes(typeof t.card));
      const words = found?.words;
      if (found?.key !== key || !Array.isArray(words) || !words.length || !words.every((w) => Array.isArray(w) && w.every(tile))) return null;
      return { key, words, active: Number.isInteger(found.active) ? found.active : 0 };
    } catch {
      return null;
    }
  }

  function keepDraft() {
    try {
      if (kept) sessionStorage.setItem(kept, JSON.stringify(draft));
    } catch {
      // storage full or refused: a reload starts the word again, as before
    }
  }

  function settle() {
    if (game.settle) draft.words = game.settle(draft.words);
    draft.active = Math.min(draft.active, draft.words.length - 1);
  }

  // -- changing the word ----------------------------------------------------------------------------------------
  /**
   * Redraw after a change. `motion`: letters glide to their new places (not after a drop: the letter is already
   * where the hand put it). `focus`, `caret`: where the keyboard goes after. `message`: a refusal to show.
   * @param {Redraw} [options]
   */
  function changed({ motion = true, focus = null, caret = null, message = "" } = {}) {
    settle();
    keepDraft();
    if (focus) wanted = { testid: focus, caret };
    if (drag) return void (deferred = true);
    io.say("");
    const draw = () => {
      const focusing = wanted;
      wanted = null;
      keepFocus(screen(), io.repaint, focusing);
    };
    if (motion) glide(screen(), draw);
    else draw();
    if (message) io.say(message);
  }

  /** Change the draft, or a choice of the game about it, and redraw. @param {(draft: Draft) => void} change @param {Redraw} [options] */
  function edit(change, options) {
    change(draft);
    changed(options);
  }
  /** @param {Card} card @param {number} [w] @param {number} [at] @param {Redraw} [options] */
  const add = (card, w = draft.active, at = draft.words[w].length, options = {}) =>
    edit(({ words }) => words[w].splice(at, 0, { card, letter: game.letterOf(card) }), options);
  /** @param {number} w @param {number} i @param {Redraw} [options] */
  const removeAt = (w, i, options = {}) => edit(({ words }) => words[w].splice(i, 1), options);
  /** @param {{w: number, i: number}} from @param {Place} to @param {Redraw} [options] */
  const moveTile = (from, to, options = {}) => edit(({ words }) => words[to.w].splice(to.at, 0, ...words[from.w].splice(from.i, 1)), options);

  /** A tap on a card: the game's mode takes it, or its last use leaves the word, or it joins the active word. */
  function tapCard(/** @type {Card} */ card) {
    if (game.tapCard?.(card)) return;
    const w = draft.words.findLastIndex((tiles) => tiles.some((t) => t.card === card));
    if (w < 0) add(card);
    else removeAt(w, draft.words[w].map((t) => t.card).lastIndexOf(card));
  }

  /**
   * The active word becomes `value`, as typed: the letters of its unchanged start and end keep their tiles (a wild
   * stays a wild); each other letter takes a tile it had, else the first free card showing it, else what the game
   * makes of a letter no free card shows.
   * @param {string} value
   * @param {Redraw} [options]
   */
  function type(value, options = {}) {
    const letters = [...value.toLowerCase().replace(/[^a-z]/g, "")];
    const old = draft.words[draft.active];
    let head = 0;
    while (head < old.length && head < letters.length && old[head].letter === letters[head]) head++;
    let tail = 0;
    while (tail < old.length - head && tail < letters.length - head && old[old.length - 1 - tail].letter === letters[letters.length - 1 - tail]) tail++;
    const tiles = [...draft.words.filter((_, w) => w !== draft.active).flat(), ...old.slice(0, head), ...old.slice(old.length - tail)];
    const leftovers = old.slice(head, old.length - tail);
    const middle = [];
    let refusal = "";
    for (const letter of letters.slice(head, letters.length - tail)) {
      const taken = new Set(tiles.map((t) => t.card));
      const card = game.cards.find((c) => !taken.has(c) && game.letterOf(c) === letter);
      const tile =
        leftovers.find((t) => t.card !== null && t.letter === letter && !taken.has(t.card)) ??
        (card === undefined ? game.missing(letter, tiles) : { card, letter });
      if (typeof tile === "string") refusal ||= tile;
      else tiles.push(tile), middle.push(tile);
    }
    draft.words[draft.active] = [...old.slice(0, head), ...middle, ...old.slice(old.length - tail)];
    changed({ ...options, message: refusal });
  }

  const backspace = () => edit((d) => (d.words[d.active].length ? d.words[d.active].pop() : d.active > 0 && d.words.splice(d.active--, 1)));
  const clear = () => edit((d) => (Object.assign(d, { words: [[]], active: 0 }), game.reset?.()));

  /** Type into the next word (Letter Tycoon's V patent: two words). */
  function switchWord() {
    if (most() < 2) return;
    if (draft.words.length < most()) draft.words.push([]);
    draft.active = (draft.active + 1) % draft.words.length;
    changed({ motion: false });
  }

  // -- asking Python ------------------------------------------------------------------------------------------
  async function judge() {
    const key = moveKey();
    asking = key;
    const result = await io.controls.preview(game.move(draft)).catch(/** @returns {Verdict} */ (error) => ({ legal: false, reason: errorText(error) }));
    if (asking === key) asking = "";
    if (signal.aborted || key !== moveKey()) return null;
    verdict = { key, result };
    show(result);
    return result;
  }

  function judgeSoon() {
    clearTimeout(timer);
    if (game.spelling && complete() && !current() && asking !== moveKey()) timer = setTimeout(judge, JUDGE_DELAY_MS);
  }

  /**
   * Python's answer came for the word on screen: show it in place (the preview, the submit button, the reason),
   * so that a letter being pointed at is not redrawn under the pointer; redraw all if it changes the letters.
   * @param {Verdict} result
   */
  function show(result) {
    if (drag) return void (deferred = true);
    if ((game.marks?.(result, draft) ?? "") !== shown.marks || !shown.preview?.isConnected) return changed({ motion: false });
    const line = previewLine(result);
    shown.preview.replaceWith(line);
    shown.preview = line;
    if (shown.submit) shown.submit.disabled = !submittable(result);
    io.say(result.legal ? "" : result.reason);
  }

  async function submit() {
    if (!game.spelling || !complete()) return;
    const key = moveKey();
    clearTimeout(timer);
    const result = current() ?? (await judge());
    if (!result || key !== moveKey()) return;
    if (result.legal) await io.attempt(game.move(draft), { verify: false });
    else io.say(result.reason);
  }

  // -- dragging -----------------------------------------------------------------------------------------------
  /** @param {number} x @param {number} y @returns {Place | null} where a drop at (x, y) would go in a word */
  function dropPlace(x, y) {
    const words = [...screen().querySelectorAll(".word[data-word]")];
    const near = (/** @type {Element} */ word, margin) => {
      const r = word.getBoundingClientRect();
      return x >= r.left - margin && x <= r.right + margin && y >= r.top - margin && y <= r.bottom + margin;
    };
    const word = words.find((w) => near(w, 0)) ?? words.find((w) => near(w, DROP_MARGIN_PX));
    if (!(word instanceof HTMLElement)) return null;
    let at = 0;
    for (const slot of word.querySelectorAll(".word-slot:not(.dragging)")) {
      const r = slot.getBoundingClientRect();
      if (y > r.bottom || (y >= r.top && x > r.left + r.width / 2)) at += 1;
    }
    return { w: Number(word.dataset.word), at };
  }

  /** @param {Place | null} to */
  function markDropPlace(to) {
    for (const element of screen().querySelectorAll(".drop-here, .drop-before, .drop-after")) element.classList.remove("drop-here", "drop-before", "drop-after");
    const word = to && screen().querySelector(`.word[data-word="${to.w}"]`);
    if (!word) return;
    word.classList.add("drop-here");
    const slots = [...word.querySelectorAll(".word-slot:not(.dragging)")];
    if (slots[to.at]) slots[to.at].classList.add("drop-before");
    else slots.at(-1)?.classList.add("drop-after");
  }

  /**
   * The card's picture follows the pointer above everything, so that a card of the table is not clipped by the
   * table's scrolled region on its way down to the word.
   * @param {HTMLElement} element
   */
  function lift(element) {
    const box = element.getBoundingClientRect();
    const float = h("div", { class: "word-float", "aria-hidden": "true" }, element.querySelector("svg")?.cloneNode(true));
    Object.assign(float.style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
    document.body.append(float);
    (element.closest(".word-slot") ?? element).classList.add("dragging");
    return float;
  }

  function endDrag() {
    if (!drag) return;
    drag.float?.remove();
    (drag.element.closest(".word-slot") ?? drag.element).classList.remove("dragging");
    markDropPlace(null);
    drag = null;
  }

  /** Let `element` be dragged: a letter of the word, or a card to put into it. @param {HTMLElement} element @param {Drag["source"]} source */
  function draggable(element, source) {
    const options = { signal };
    const down = (/** @type {PointerEvent} */ event) => {
      if (event.button !== 0 || !game.spelling) return;
      drag = { element, source, x: event.clientX, y: event.clientY, float: null, to: null };
      element.setPointerCapture?.(event.pointerId);
    };
    const move = (/** @type {PointerEvent} */ event) => {
      const d = drag;
      if (d?.element !== element || (!d.float && Math.hypot(event.clientX - d.x, event.clientY - d.y) < DRAG_START_PX)) return;
      d.float ??= lift(element);
      d.float.style.translate = `${event.clientX - d.x}px ${event.clientY - d.y}px`;
      d.to = dropPlace(event.clientX, event.clientY);
      markDropPlace(d.to);
      d.float.classList.toggle("leaving", !d.to && "tile" in d.source);
    };
    const finish = (/** @type {PointerEvent} */ event) => {
      const d = drag;
      if (d?.element !== element) return;
      endDrag();
      if (!d.float) {
        // A tap: its click comes next; an answer that came meanwhile is shown after it, if still the word's.
        if (deferred) {
          setTimeout(() => {
            const answer = current();
            if (answer) show(answer);
          });
        }
        deferred = false;
        return;
      }
      deferred = false;
      swallowClick = true;
      setTimeout(() => (swallowClick = false));
      const still = { motion: false };
      if (event.type !== "pointerup") changed(still);
      else if ("tile" in d.source) d.to ? moveTile(d.source.tile, d.to, still) : removeAt(d.source.tile.w, d.source.tile.i, still);
      else if (d.to) add(d.source.card, d.to.w, d.to.at, still);
      else changed(still);
    };
    element.addEventListener("pointerdown", down, options);
    element.addEventListener("pointermove", move, options);
    element.addEventListener("pointerup", finish, options);
    element.addEventListener("pointercancel", finish, options);
  }

  /**
   * Let a card of the hand or the table go into the word: a tap puts it in or takes it out, a drag puts it at a
   * place. Returns `button`.
   * @param {HTMLElement} button
   * @param {Card} card
   */
  function pick(button, card) {
    if (!game?.spelling) return button;
    button.classList.add("draggable");
    button.addEventListener("click", () => swallowClick || tapCard(card), { signal });
    draggable(button, { card });
    return button;
  }

  // -- drawing ----------------------------------------------------------------------------------------------
  /** @param {Verdict | null} result */
  function previewLine(result) {
    const legal = result ? String(result.legal) : null;
    const attrs = { class: `word-preview${result ? (result.legal ? " legal" : " not-legal") : ""}`, "data-legal": legal };
    return h("p", { ...attrs, "data-testid": "preview", "aria-live": "polite" }, game.preview(result, draft));
  }

  /** @param {Tile} tile @param {number} w @param {number} i @param {Verdict | null} result @param {Set<Card>} seen the cards of the letters before */
  function tileSlot(tile, w, i, result, seen) {
    const again = tile.card !== null && seen.has(tile.card);
    if (tile.card !== null) seen.add(tile.card);
    const hint = game.spelling ? ` ${game.tileHint ?? "Activate to take it out; Shift+arrows move it."}` : "";
    const title = `Letter ${i + 1}: ${game.name(tile, again)}.${hint}`;
    const attrs = { class: "word-tile", "data-testid": `tile-${w}-${i}`, "data-letter": tile.letter, "data-card": tile.card ?? "", "data-wild": String(Boolean(tile.wild)) };
    // The picture carries the letter's name, so that what it shows and what it is called agree.
    const button = h("button", { ...attrs, disabled: !game.spelling }, game.face(tile, { title, again, result }));
    if (game.spelling) {
      const count = draft.words[w].length;
      const next = count > 1 ? `tile-${w}-${Math.min(i, count - 2)}` : null;
      button.addEventListener("click", () => swallowClick || game.tapTile?.(tile) || removeAt(w, i, { focus: next }), { signal });
      const keys = (/** @type {KeyboardEvent} */ event) => {
        const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
        if (event.shiftKey && step) {
          if (i + step >= 0 && i + step < count) moveTile({ w, i }, { w, at: i + step }, { focus: `tile-${w}-${i + step}` });
        } else if (event.key === "Delete" || event.key === "Backspace") removeAt(w, i, { focus: next ?? "word-input" });
        else return;
        event.preventDefault();
        event.stopPropagation();
      };
      button.addEventListener("keydown", keys, { signal });
      draggable(button, { tile: { w, i } });
    }
    // Keyed, a letter glides when it moves in the word; new, it flies in from its card.
    const key = tile.card === null ? `word-${tile.extra ? "extra" : "ghost"}-${w}-${i}` : `word-tile-${tile.card}${again ? "-2" : ""}`;
    const from = tile.card === null ? null : game.sourceKey(tile.card);
    return h("div", { class: "word-slot", "data-key": key, "data-from": from }, button, game.beside?.(tile, result));
  }

  /** @param {Tile[]} tiles @param {number} w @param {Verdict | null} result @param {Set<Card>} seen */
  function wordBox(tiles, w, result, seen) {
    const several = most() > 1 || draft.words.length > 1;
    const active = game.spelling && w === draft.active;
    const [short, long] = ORDINALS[w];
    const spelled = text(w).toUpperCase();
    const choose = () => edit((d) => (d.active = w), { motion: false, focus: `word-pick-${w}` });
    const label = several
      ? h(
          "button",
          { class: "quiet word-pick", "data-testid": `word-pick-${w}`, "aria-pressed": String(active), disabled: !game.spelling, onclick: choose },
          h("span", { class: "word-num", "aria-hidden": "true" }, short),
          h("span", { class: "word-long" }, `${long} word${active ? " (typing here)" : ""}`),
        )
      : null;
    const name = `${several ? `${long} word` : "Your word"}: ${spelled || "empty"}`;
    return h(
      "div",
      { class: `word${active ? " active" : ""}`, "data-testid": `word-${w}`, "data-word": w },
      label,
      h(
        "div",
        { class: "word-row", role: "group", "aria-label": name },
        tiles.length ? tiles.map((tile, i) => tileSlot(tile, w, i, result, seen)) : h("span", { class: "muted word-empty" }, game.spelling ? game.emptyText : "—"),
      ),
      h("span", { class: "word-text", "data-testid": `word-text-${w}` }, spelled),
      game.after?.(tiles, w),
    );
  }

  /**
   * The builder's parts for the game to place: the words, the preview line, the typing field, and makers of the
   * submit and clear buttons (the game names them). Drawn once per render.
   */
  function parts() {
    const result = current();
    if (game.spelling && result && !result.legal) io.say(result.reason);
    judgeSoon();
    shown = { marks: game.marks?.(result, draft) ?? "", preview: previewLine(result), submit: null };
    const seen = new Set();
    const input = h("input", {
      class: "word-input",
      "data-testid": "word-input",
      value: text(),
      ...{ autocomplete: "off", autocapitalize: "characters", autocorrect: "off", spellcheck: "false", placeholder: "type here" },
      "aria-label": most() > 1 ? `Type your ${ORDINALS[draft.active][1].toLowerCase()} word` : "Type your word",
      disabled: !game.spelling,
      oninput: (/** @type {InputEvent} */ { target }) =>
        type(/** @type {HTMLInputElement} */ (target).value, { focus: "word-input", caret: /** @type {HTMLInputElement} */ (target).selectionStart }),
      onkeydown: (/** @type {KeyboardEvent} */ event) => {
        const act = { Enter: submit, Escape: clear, " ": most() > 1 ? switchWord : null }[event.key];
        if (act) event.preventDefault(), act();
      },
    });
    return {
      words: draft.words.map((tiles, w) => wordBox(tiles, w, result, seen)),
      preview: shown.preview,
      input,
      /** @param {string} label @param {string} testid */
      submit: (label, testid) => (shown.submit = h("button", { class: "primary", "data-testid": testid, disabled: !submittable(result), onclick: submit }, label)),
      /** @param {string} label @param {string} testid */
      clear: (label, testid) => h("button", { "data-testid": testid, disabled: !game.spelling || empty(), onclick: clear }, label),
    };
  }

  /**
   * A key pressed outside any field while the seat spells; true when it was the word's. Letters type, Backspace
   * takes the last letter out, Escape empties the word, Enter plays it and Space turns to the other word. A
   * button focused by the keyboard keeps Enter and Space for itself (`onControl`, from listenForKeys).
   * @param {KeyboardEvent} event
   * @param {boolean} onControl
   */
  function keyboard(event, onControl) {
    if (!game?.spelling) return false;
    const key = event.key;
    if (/^[a-zA-Z]$/.test(key)) type(text() + key, { focus: "word-input" });
    else if (key === "Backspace") backspace();
    else if (key === "Escape") clear();
    else if (key === "Enter" && !onControl) submit();
    else if (key === " " && most() > 1 && !onControl) switchWord();
    else return false;
    return true;
  }

  /**
   * Lay out a suggestion's words, once for each suggestion: then they are the player's to change.
   * @param {object} advice @param {() => Tile[][]} words
   */
  function layOut(advice, words) {
    if (advice === suggested.advice) return;
    suggested = { advice, key: "" }; // first: the edit redraws the table, which lays out its suggestion again
    edit((d) => ((d.words = words()), (d.active = 0)));
    suggested.key = moveKey();
  }

  /** Whether the draft is still the suggestion as laid out: what plays it is pointed at only then. */
  const followsSuggestion = () => suggested.advice !== null && suggested.key === moveKey();

  return { update, parts, pick, uses, keyboard, edit, add, switchWord, layOut, followsSuggestion, draft: () => draft };
}
