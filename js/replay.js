// Watching a match again, move by move, from its record: step, play, pause, from any seat's view. A finished
// match can be shared as a link whose fragment carries the record, compressed; the link opens a read-only replay
// in any browser that has the app (offline too), and never reaches a server (a fragment is not sent).
import { h, outcomePanel } from "./ui/dom.js";
import { errorText } from "./errors.js";
import { TableLayout, homeButton, listenForKeys } from "./ui/table.js";
import { glide } from "./ui/motion.js";

const LINK_PREFIX = "#replay=";
/** A replay steps this often while it plays. */
const STEP_MS = 900;
/** A shared record larger than this once inflated is refused: a link must not be a way to fill a page's memory. */
const MOST_BYTES = 2_000_000;

/** @typedef {{game: string, players: string[], options: object, seed: string | number, moves: {seat: number, move: object}[]}} MatchRecord */

/**
 * @typedef {object} ReplayShell  what the replay uses of the page around it (js/main.js)
 * @property {{call: (op: string, args: object) => Promise<any>}} engine
 * @property {(id: string) => Promise<any>} loadRenderer
 * @property {(id: string) => {id: string, title: string} | undefined} gameInfo
 * @property {(layout: TableLayout) => number} setScreen
 * @property {() => number} screen
 * @property {() => void} showHome
 * @property {(message: string, kind?: string) => void} say
 */

export function isReplayLink() {
  return location.hash.startsWith(LINK_PREFIX);
}

/** @param {Uint8Array} bytes */
function toBase64Url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The link that opens a replay of `record` (only the part the engine replays goes in it).
 * @param {MatchRecord} record
 */
export async function replayLink({ game, players, options, seed, moves }) {
  const text = JSON.stringify({ game, players, options, seed, moves });
  const packed = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(packed).arrayBuffer());
  return `${location.origin}${location.pathname}${LINK_PREFIX}${toBase64Url(bytes)}`;
}

/** The record a replay link carries; throws an Error whose message says what is wrong with the link. */
export async function recordFromLink() {
  const text = location.hash.slice(LINK_PREFIX.length);
  let bytes;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    throw new Error("This replay link is damaged: it is not the text the app writes. Ask for the link again.");
  }
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let size = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > MOST_BYTES) throw new RangeError("too long");
      parts.push(part.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw new Error(error instanceof RangeError ? "This replay link holds more than a match: it is refused." : "This replay link is damaged: it was cut short or changed. Ask for the link again.");
  }
  try {
    const record = JSON.parse(await new Blob(parts).text());
    if (typeof record !== "object" || record === null || !Array.isArray(record.moves)) throw new TypeError();
    return record;
  } catch {
    throw new Error("This replay link is damaged: it holds no match record. Ask for the link again.");
  }
}

/**
 * Show the share link of a finished match: copied when the browser lets the page, and always in a field to copy.
 * @param {MatchRecord} record
 * @param {HTMLElement} where  the element the link's field goes into
 */
export async function shareReplay(record, where) {
  const link = await replayLink(record);
  const field = h("input", { class: "share-link", "data-testid": "replay-link", readonly: true, value: link, "aria-label": "Replay link", onfocus: (e) => e.target.select() });
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch {
    // Copying needs a user gesture and permission; the field is there to copy by hand.
  }
  where.replaceChildren(h("p", { class: "muted" }, copied ? "Link copied. It opens this replay in any browser with Parlour:" : "Copy this link: it opens this replay in any browser with Parlour:"), field);
}

/**
 * Watch `record` again from the start.
 * @param {MatchRecord & {id?: string, looking?: number}} record
 * @param {ReplayShell} shell
 * @param {{shared?: boolean}} [how]  shared: opened from a link (no saved match behind it)
 */
export async function showReplay(record, shell, { shared = false } = {}) {
  const game = shell.gameInfo(record.game);
  if (!game) return shell.say(`This replay is of a game this app does not have (${String(record.game)}).`, "error");
  const match = `replay-${record.id ?? Math.random().toString(16).slice(2)}`;
  const { game: id, players, options, seed, moves } = record;
  try {
    await shell.engine.call("open", { match, record: { game: id, players, options, seed, moves } });
  } catch (error) {
    shell.showHome();
    return shell.say(`This replay cannot be shown: ${errorText(error)}`, "error");
  }
  // Every hand may be shown once the match is over, in a game that hides any (the engine refuses it before).
  const canOpen = Boolean((await shell.engine.call("view", { match, seat: 0, at: 0, open: true }).catch(() => null))?.open_hands);
  const renderer = await shell.loadRenderer(record.game);
  const total = moves.length;
  let at = 0;
  let seat = Number.isInteger(record.looking) ? record.looking : 0;
  let everyHand = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  const position = h("span", { class: "replay-position", "data-testid": "replay-position", "aria-live": "polite" });
  const playButton = h("button", { class: "primary", "data-testid": "replay-play", onclick: () => (timer === undefined ? play() : pause()) }, "Play");
  const step = (/** @type {string} */ testid, /** @type {string} */ label, /** @type {string} */ text, /** @type {() => number} */ to) =>
    h("button", { "data-testid": testid, "aria-label": label, title: label, onclick: () => (pause(), go(to())) }, text);
  const seatPicker = h(
    "select",
    { "data-testid": "replay-seat", "aria-label": "Watch from", onchange: (/** @type {Event} */ e) => ((seat = Number(/** @type {HTMLSelectElement} */ (e.target).value)), show()) },
    players.map((name, i) => h("option", { value: i, selected: i === seat }, `${name}'s view`)),
  );
  const openToggle = canOpen
    ? h(
        "label",
        { class: "replay-open" },
        h("input", { type: "checkbox", "data-testid": "replay-open", onchange: (/** @type {Event} */ e) => ((everyHand = /** @type {HTMLInputElement} */ (e.target).checked), show()) }),
        " Every hand open",
      )
    : null;
  const openHands = h("div", { class: "open-hands", "data-testid": "open-hands", role: "region", "aria-label": "Every hand", hidden: true });
  const shareSlot = h("div", { class: "replay-share", "data-testid": "replay-share-slot" });
  const bar = h(
    "div",
    { class: "replay-bar", "data-testid": "replay-bar", role: "toolbar", "aria-label": "Replay" },
    step("replay-start", "To the start", "|◀", () => 0),
    step("replay-back", "One move back", "◀", () => at - 1),
    playButton,
    step("replay-forward", "One move on", "▶", () => at + 1),
    step("replay-end", "To the end", "▶|", () => total),
    position,
    seatPicker,
    openToggle,
    h("button", { "data-testid": "replay-share", onclick: () => shareReplay(record, shareSlot) }, "Share link"),
    shareSlot,
    openHands,
  );
  const layout = new TableLayout({
    title: `Replay of ${game.title}`,
    buttons: [homeButton(() => shell.showHome())],
    note: bar,
  });
  const table = renderer.mount(layout.regions, layout.signal);
  const token = shell.setScreen(layout);
  layout.signal.addEventListener("abort", () => pause());
  listenForKeys(layout.signal, (event) => {
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: total }[event.key];
    if (moves !== undefined) (pause(), go(moves));
    else if (event.key === " ") timer === undefined ? play() : pause();
    else return;
    event.preventDefault();
  });
  const controls = {
    active: false,
    names: players,
    check: async () => ({ legal: false, reason: "This is a replay." }),
    preview: async () => ({ legal: false, reason: "This is a replay." }),
    submit: async () => false,
    match: { id: match, extra: {} },
    campaign: null,
    setPhase: (/** @type {string} */ text) => layout.setPhase(text),
  };

  async function show() {
    const view = await shell.engine.call("view", { match, seat, at, ...(everyHand && { open: true }) });
    if (token !== shell.screen()) return;
    openHands.hidden = !everyHand;
    if (everyHand) openHands.replaceChildren(...view.open_hands.map((/** @type {{name: string, cards: string[]}} */ hand) => h("p", {}, h("strong", {}, `${hand.name}: `), hand.cards.join(", ") || "no cards")));
    position.textContent = `Move ${at} of ${total}`;
    layout.setLog(view.log);
    glide(layout.element, () => table.render(view, controls));
    if (view.outcome && at === total) layout.showResult(renderer.drawsOutcome ? h("p", {}, view.outcome.summary) : outcomePanel(view.outcome, players));
    else layout.hideResult();
  }

  /** @param {number} to */
  function go(to) {
    at = Math.max(0, Math.min(total, to));
    return show();
  }

  function play() {
    if (at >= total) at = 0;
    playButton.textContent = "Pause";
    const next = async () => {
      await go(at + 1);
      timer = at < total && token === shell.screen() ? setTimeout(next, STEP_MS) : undefined;
      if (timer === undefined) playButton.textContent = "Play";
    };
    timer = setTimeout(next, STEP_MS);
  }

  function pause() {
    clearTimeout(timer);
    timer = undefined;
    playButton.textContent = "Play";
  }

  shell.say(shared ? "A replay from a link: watch it move by move." : "");
  await show();
}
