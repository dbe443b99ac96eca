// The one table layout of every game, phone first. The page is exactly the screen's height and never scrolls by
// itself; inside it: the match bar, the other players' panels, the shared table (which scrolls or scales when it
// is taller than the room left), the player's own area (prompt, hand, word, action buttons: always in view, at the
// bottom of a phone's screen) and the log (a side column on wide screens, a drawer on narrow ones). A game's
// renderer fills the regions; it never lays out the page.
import { watchCardDetails } from "./card-detail.js";
import { facts, fill, h } from "./dom.js";

/**
 * @typedef {object} Regions
 * @property {HTMLElement} players  the other players' panels (and one's own score)
 * @property {HTMLElement} table    the shared table: trick, offer row, patents, dice, board
 * @property {HTMLElement} own      the player's own area: prompt, hand, word being built, action buttons
 */

/**
 * @typedef {object} LayoutOptions
 * @property {string} title              the game's name, in the match bar
 * @property {HTMLElement[]} [buttons]   the match bar's buttons (Rules, Home…)
 * @property {(HTMLElement | null)[]} [side]  panels above the log (friends, audit)
 * @property {HTMLElement | null} [note] a line under the match bar (a friend's connection)
 */

/**
 * A game's title for the match bar: whole on wide screens; on a phone only its name before the colon ("The Crew"),
 * so that the bar keeps to one line.
 * @param {string} title
 */
function shortened(title) {
  const [name, rest] = title.split(/:(.*)/s);
  return rest ? [name, h("span", { class: "title-rest" }, `:${rest}`)] : title;
}

/**
 * The app's one place to show a screen. Each screen shown gets a new token: work begun for a screen (a bot's move, a
 * match opening, a list read from storage) compares its token with `token` before it draws, so a screen left
 * meanwhile is never drawn on. A table layout loses its listeners when another screen replaces it.
 */
export class Screens {
  #token = 0;
  /** @type {TableLayout | null} */
  #layout = null;

  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
  }

  /**
   * Show elements, or a table layout; returns the new screen's token.
   * @param {...(Node | TableLayout)} children
   */
  show(...children) {
    this.#token += 1;
    this.#layout?.destroy();
    this.#layout = children[0] instanceof TableLayout ? children[0] : null;
    fill(this.root, ...children.map((c) => (c instanceof TableLayout ? c.element : c)));
    // A new screen starts at its top, and a keyboard finds its way from its heading: the button that led here
    // (New game, Start, Back) is gone, and focus fell to the page's body, a setup opened scrolled as far down as
    // the home screen had been.
    scrollTo(0, 0);
    const heading = this.root.querySelector("h1");
    if (heading && (!document.activeElement || document.activeElement === document.body)) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return this.#token;
  }

  /** The token of the screen on show. */
  get token() {
    return this.#token;
  }
}

/** How long a redraw waits for the click after a press's up, and at most for a press held down. */
const CLICK_AFTER_UP_MS = 150;
const PRESS_HELD_MS = 1500;

export class TableLayout {
  /** @param {LayoutOptions} options */
  constructor({ title, buttons = [], side = [], note = null }) {
    /** Every listener a renderer or this layout adds is tied to this, and removed when the table goes. */
    this.lifetime = new AbortController();
    /** @type {Regions} */
    this.regions = {
      players: h("div", { class: "region-players", "data-testid": "players-region" }),
      // Focusable so that a keyboard can scroll it when it holds more than it shows.
      table: h("div", { class: "region-table", "data-testid": "table-region", tabindex: 0, role: "region", "aria-label": "The table" }),
      // Focusable from script only: where the keyboard focus goes when a redraw removed the focused control.
      own: h("div", { class: "region-own", "data-testid": "own", role: "region", "aria-label": "Your area", tabindex: -1 }),
    };
    this.log = h("ol", { class: "log", "data-testid": "log" });
    this.logCount = h("span", { class: "log-count" });
    const logToggle = h(
      "button",
      { class: "log-toggle", "data-testid": "log-toggle", "aria-expanded": "false", "aria-controls": "log-drawer" },
      "Log ",
      this.logCount,
    );
    this.drawer = h(
      "aside",
      { class: "side", id: "log-drawer", "data-testid": "side", "aria-label": "Log and friends" },
      h("div", { class: "side-head" }, h("h2", {}, "Log"), h("button", { class: "quiet log-close", "aria-label": "Close the log" }, "✕")),
      side,
      h("div", { class: "log-scroll", tabindex: 0, role: "region", "aria-label": "Game log" }, this.log),
    );
    this.sheet = h("div", { class: "result-sheet", "data-testid": "result-sheet", hidden: true });
    this.advice = h("div", { class: "advice", "data-testid": "advice", role: "status", hidden: true });
    this.phase = h("span", { class: "match-phase", "data-testid": "match-phase" });
    this.element = h(
      "section",
      { class: "match", "data-testid": "board" },
      h(
        "div",
        { class: "match-main" },
        h("div", { class: "match-bar" }, h("div", { class: "match-title" }, h("h1", {}, shortened(title)), this.phase), buttons, logToggle),
        note,
        this.regions.players,
        this.regions.table,
        this.advice,
        this.regions.own,
        this.sheet,
      ),
      this.drawer,
    );
    const signal = this.lifetime.signal;
    const setOpen = (open) => {
      this.element.classList.toggle("log-open", open);
      logToggle.setAttribute("aria-expanded", String(open));
    };
    logToggle.addEventListener("click", () => setOpen(!this.element.classList.contains("log-open")), { signal });
    this.drawer.querySelector(".log-close")?.addEventListener("click", () => (setOpen(false), logToggle.focus()), { signal });
    document.addEventListener("keydown", (e) => e.key === "Escape" && this.element.classList.contains("log-open") && setOpen(false), { signal });
    watchCardDetails(this.element, signal);
    this.#keepFocus(signal);
    this.#markMoreBelow(this.regions.table, signal);
    this.#watchPresses(signal);
  }

  /** @type {Promise<void> | null} while a press is on the table: settles when it is over */
  #press = null;

  /**
   * Settles at once, or once the press on the table is over. A redraw waits for it: a bot's or a friend's move that
   * came between a finger's down and its up replaced the control under it, and the tap was lost (the browser
   * clicks only an element that saw both).
   * @returns {Promise<void>}
   */
  released() {
    return this.#press ?? Promise.resolve();
  }

  /**
   * A press (a pointer's, or Space's on a button) ends after its click (for a touch, the click comes a task after the
   * finger's up), or a moment after the up when no click comes (a drag, a scroll); a finger held still on the table
   * does not hold its redraws back long, while one that drags a card does, or the card would be redrawn away from
   * under it.
   * @param {AbortSignal} signal
   */
  #watchPresses(signal) {
    /** @type {() => void} */
    let release = () => {};
    let timer = 0;
    const end = (/** @type {number} */ after) => {
      clearTimeout(timer);
      timer = setTimeout(() => ((this.#press = null), release()), after);
    };
    const options = { signal, capture: true };
    const start = () => {
      this.#press ??= new Promise((settle) => (release = settle));
      end(PRESS_HELD_MS);
    };
    this.element.addEventListener("pointerdown", start, options);
    // Space presses a button as the key comes up (Enter at once, as it goes down)
    this.element.addEventListener("keydown", (event) => event.key === " " && start(), options);
    document.addEventListener("pointermove", (event) => this.#press && event.buttons && end(PRESS_HELD_MS), options);
    for (const type of ["pointerup", "pointercancel", "keyup"]) document.addEventListener(type, () => this.#press && end(CLICK_AFTER_UP_MS), options);
    this.element.addEventListener("click", () => this.#press && end(0), options);
    signal.addEventListener("abort", () => (clearTimeout(timer), release()));
  }

  /**
   * Mark a scrolling region that holds more below its foot (`data-more-below`), which its stylesheet fades out:
   * on a phone a row of cards cut by the player's area gave no sign that the table scrolls. Checked after each
   * redraw, scroll and resize of the region.
   * @param {HTMLElement} region
   * @param {AbortSignal} signal
   */
  #markMoreBelow(region, signal) {
    const check = () => region.toggleAttribute("data-more-below", region.scrollHeight - region.scrollTop - region.clientHeight > 2);
    region.addEventListener("scroll", check, { signal, passive: true });
    const redrawn = new MutationObserver(check);
    redrawn.observe(region, { childList: true, subtree: true });
    const resized = new ResizeObserver(check);
    resized.observe(region);
    signal.addEventListener("abort", () => (redrawn.disconnect(), resized.disconnect()));
  }

  /**
   * A redraw replaces the controls, and a focused control that goes takes the keyboard focus with it to the page's
   * top: a keyboard player's next Tab would start at the site's header. After each redraw that lost the focus, it
   * goes to the same control redrawn (by test id) if the keyboard had put it there, else to the result sheet's first
   * control, else to the own area itself: not to a control in it, so that Enter still does the table's default. A
   * control last clicked is not given the focus again, or Enter would press it once more.
   * @param {AbortSignal} signal
   */
  #keepFocus(signal) {
    /** @type {Element | null} */
    let focused = null;
    let byKeyboard = false;
    this.element.addEventListener(
      "focusin",
      (e) => {
        focused = /** @type {Element} */ (e.target);
        byKeyboard = focused.matches(":focus-visible");
      },
      { signal },
    );
    // gone, or disabled by its own press (Clear with nothing left to clear: the browser lets go of it as it next
    // paints, after this observer has run)
    const lost = () => focused && (!focused.isConnected || focused.matches(":disabled")) && [null, document.body, focused].includes(document.activeElement);
    const observer = new MutationObserver(() => {
      if (!lost()) return;
      const id = /** @type {HTMLElement} */ (focused).dataset?.testid;
      const twin = id && byKeyboard ? this.element.querySelector(`[data-testid="${CSS.escape(id)}"]`) : null;
      const usable = (/** @type {Element | null} */ el) => (el instanceof HTMLElement || el instanceof SVGElement) && !el.matches(":disabled") && el.tabIndex >= 0 && el.getClientRects().length > 0;
      const sheet = this.sheet.hidden ? null : [...this.sheet.querySelectorAll("button")].find(usable);
      const target = /** @type {HTMLElement} */ ((usable(twin) ? twin : null) ?? sheet ?? this.regions.own);
      target.focus({ preventScroll: true });
    });
    observer.observe(this.element, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    signal.addEventListener("abort", () => observer.disconnect());
  }

  get signal() {
    return this.lifetime.signal;
  }

  /**
   * Round, trick or mission: a short line in the match bar, its parts (" · " between them) each kept whole, so a
   * phone wraps it between them and no line ends in "·" ("Mission 1 · Trick" / "2 of 10").
   * @param {string} text
   */
  setPhase(text) {
    this.phase.replaceChildren(...(text ? [facts({}, ...text.split(" · "))] : []));
  }

  /**
   * Show the log's entries. The log scrolls inside its own panel, and only when it was already at its end (a
   * reader scrolled back stays where they are); the page itself never moves.
   * @param {{text: string}[]} entries
   */
  setLog(entries) {
    const scroller = /** @type {HTMLElement} */ (this.log.parentElement);
    const atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 24;
    const before = this.log.children.length;
    this.log.replaceChildren(...entries.map((e) => h("li", {}, String(e?.text ?? ""))));
    this.logCount.textContent = `(${entries.length})`;
    if (atEnd || entries.length < before) scroller.scrollTop = scroller.scrollHeight;
  }

  /**
   * The end of a match: a sheet over the table, in view at once, that can be folded away to look at the table.
   * @param {...(Node | null)} content
   */
  showResult(...content) {
    const fold = h("button", { class: "quiet sheet-fold", "data-testid": "result-fold", "aria-expanded": "true" }, "Hide");
    const body = h("div", { class: "sheet-body" }, content);
    fold.addEventListener("click", () => {
      const open = body.hidden;
      body.hidden = !open;
      this.sheet.classList.toggle("folded", !open);
      fold.textContent = open ? "Hide" : "Show the result";
      fold.setAttribute("aria-expanded", String(open));
    });
    this.sheet.replaceChildren(fold, body);
    this.sheet.classList.remove("folded");
    this.sheet.hidden = false;
  }

  /**
   * A suggestion for the player, just above their own area, until their next move.
   * @param {...(Node | string | null)} content
   */
  showAdvice(...content) {
    const close = h("button", { class: "quiet advice-close", "aria-label": "Close the suggestion", onclick: () => this.hideAdvice() }, "✕");
    this.advice.replaceChildren(h("div", { class: "advice-body" }, content), close);
    this.advice.hidden = false;
  }

  hideAdvice() {
    this.advice.hidden = true;
    this.advice.replaceChildren();
  }

  hideResult() {
    this.sheet.hidden = true;
    this.sheet.replaceChildren();
  }

  /** Empty the player regions (a hand-off screen, a page waiting for the host). */
  clear() {
    for (const region of Object.values(this.regions)) region.replaceChildren();
  }

  destroy() {
    this.lifetime.abort();
  }
}

/**
 * Whether a player's panel marks their seat "(you)": their own among others', unless the name says it already (a
 * guided game's "You" read "You (you)").
 * @param {string} name
 * @param {boolean} mine
 * @param {number} players
 */
export function marksYou(name, mine, players) {
  return mine && players > 1 && name.trim().toLowerCase() !== "you";
}

/**
 * Each player's latest move, as the log says it but without the name it starts with, which the player's panel
 * shows above it: seat -> text (Python marks a move's first event with "by"). A short phone has a line for it, and
 * "Ben plays the…" lost the card.
 * @param {{text: string, by?: number}[]} log
 * @param {string[]} names the players' names, by seat
 */
export function lastMoves(log, names) {
  /** @type {Map<number, string>} */
  const latest = new Map();
  for (const event of log) {
    if (!Number.isInteger(event.by)) continue;
    const seat = /** @type {number} */ (event.by);
    const named = `${names[seat]} `;
    latest.set(seat, event.text.startsWith(named) ? event.text.slice(named.length) : event.text);
  }
  return latest;
}

/**
 * A player's panel line for their last move, if they made one: whole in its tooltip where a narrow panel cuts it short.
 * @param {Map<number, string>} moves each seat's last move (`lastMoves`)
 * @param {number} seat
 */
export function lastMoveLine(moves, seat) {
  const text = moves.get(seat);
  return text === undefined ? null : h("span", { class: "last-move", "data-testid": `last-move-${seat}`, title: text }, text);
}

/**
 * A button of the match bar: its symbol, and its word where there is room. A phone shows only the symbols, so the
 * game's name and the phase keep their room beside them; `name` (the word if not given) is what it is called.
 * @param {string} symbol
 * @param {string} word
 * @param {Record<string, any>} props the button's attributes and handlers
 * @param {string} [name]
 */
export function barButton(symbol, word, props, name = word) {
  return h("button", { "aria-label": name, ...props }, h("span", { "aria-hidden": "true" }, symbol), h("span", { class: "wide-only" }, ` ${word}`));
}

/** The match bar's way back to the home screen. @param {() => void} showHome */
export const homeButton = (showHome) => barButton("⌂", "Home", { "data-testid": "leave", onclick: showHome });

/** The keyboard shortcuts of a table, shown only on a device with a keyboard and a fine pointer (css). */
export function keyHints(text) {
  return h("span", { class: "muted key-hints" }, `Keys: ${text}`);
}

/**
 * Scroll a region of the table so that `element`, what a decision is about, is in view: whole if it fits, else from
 * its top. Only the region moves: `scrollIntoView` scrolls every ancestor that can scroll, and the page itself,
 * though its overflow is hidden, is one of them: it must never move.
 * @param {HTMLElement} region
 * @param {Element} element
 */
export function bringIntoView(region, element) {
  const box = element.getBoundingClientRect();
  const room = region.getBoundingClientRect();
  if (box.top >= room.top && box.bottom <= room.bottom) return;
  const fits = box.height <= room.height;
  // a foot brought up clears the fade that marks more below (css: .region-table[data-more-below])
  region.scrollTop += fits && box.top >= room.top ? Math.min(box.bottom - room.bottom + 24, box.top - room.top) : box.top - room.top;
}

/**
 * Point at what a suggestion would do: the elements with these test ids get the "suggested" mark.
 * @param {ParentNode} root
 * @param {string[]} testids
 */
export function markSuggested(root, testids) {
  for (const id of testids) root.querySelector(`[data-testid="${CSS.escape(id)}"]`)?.classList.add("suggested");
}

/**
 * A table's keyboard shortcuts: `handle` hears every key pressed without Ctrl, Meta or Alt that is not meant for a
 * text field, a menu or a dialog, until `signal` aborts. (The view on screen decides what a key does.) With it comes
 * `onControl`: whether the key was pressed on a button that the keyboard focused, which keeps Enter and Space for
 * itself. A button clicked or tapped keeps the focus without showing it, and Enter pressed it again where its player
 * meant the table's action (a refused Take back, refused once more, where Enter should have played the word), yet
 * only until a redraw replaced the button: the same key did one thing or the other by the timing of a bot's move.
 * How the focus came is read as it comes, since any key makes the browser ring whatever has the focus.
 * @param {AbortSignal} signal
 * @param {(event: KeyboardEvent, onControl: boolean) => void} handle
 */
export function listenForKeys(signal, handle) {
  /** @type {EventTarget | null} */
  let focusedByKeyboard = null;
  document.addEventListener(
    "focusin",
    ({ target }) => (focusedByKeyboard = target instanceof Element && target.matches(":focus-visible") ? target : null),
    { signal, capture: true },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { target } = event;
      if (target instanceof Element && target.closest("input, select, textarea, dialog")) return;
      handle(event, target === focusedByKeyboard && target instanceof Element && Boolean(target.closest("button, a[href]")));
    },
    { signal },
  );
}

/**
 * Ctrl+Z (⌘Z on a Mac) takes back, as in every editor, unless a text field or a dialog has the keys; until `signal`
 * aborts. The same keys at every table: a match on this device and a friend's page alike.
 * @param {AbortSignal} signal
 * @param {() => void} takeBack
 */
export function listenForTakeBack(signal, takeBack) {
  document.addEventListener(
    "keydown",
    (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z" || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest("input, textarea, dialog")) return;
      event.preventDefault();
      takeBack();
    },
    { signal },
  );
}
