// The Crew's cards and tokens as the page draws and names them: faces, buttons, a card in words with its suit's
// glyph, a communicated card with its token. Nothing here judges a rule.
import { h } from "../ui/dom.js";
import { cardFace } from "../ui/cards.js";

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
export const TOKEN_WORDS = { top: "highest", middle: "only", bottom: "lowest", hidden: "kind hidden" };
const TOKEN_PLACE = { top: "top", middle: "middle", bottom: "bottom", hidden: "middle" };

/** A card's accessible name: "pink 9" (the face shows the suit's symbol). */
export function title(card) {
  return `${SUITS[card[0]].name} ${card.slice(1)}`;
}

/** A card in a sentence on screen, with its suit's symbol: "pink ◆ 9", "rocket 4". */
export function named(card) {
  const suit = SUITS[card[0]];
  return suit.glyph ? `${suit.name} ${suit.glyph} ${card.slice(1)}` : title(card);
}

export function face(card) {
  const suit = SUITS[card[0]];
  return cardFace({ fill: suit.fill, ink: suit.ink ?? "#fff", symbol: suit.symbol, label: card.slice(1), title: title(card) });
}

export function cardButton(card, attrs = {}) {
  return h("button", { class: "card", title: title(card), "aria-label": title(card), ...attrs }, face(card));
}

export function cardStatic(card, attrs = {}) {
  return h("span", { class: "card", title: title(card), ...attrs }, face(card));
}

export function tokenLabel(token) {
  if (!token) return "";
  return token === "omega" ? "Ω" : token;
}

export function words(answer) {
  return String(answer).replaceAll("_", " ");
}

export function describeMove(move, names) {
  const bits = Object.entries(move)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k} ${typeof v === "number" && (k === "player" || k === "to") ? names[v] : Array.isArray(v) ? v.join("/") : v}`);
  return `${move.type.replace("_", " ")}${bits.length ? ": " + bits.join(", ") : ""}`;
}

/** A communicated card with its token on the top, middle or bottom edge, and the token's meaning in words. */
export function radioCard(radio) {
  return h(
    "span",
    { class: "crew-radio-card", "data-token": radio.token },
    cardStatic(radio.card, { class: "card mini", "data-key": `radio-${radio.card}` }),
    h("span", { class: `crew-radio-dot ${TOKEN_PLACE[radio.token] ?? "middle"}${radio.token === "hidden" ? " hidden" : ""}`, "aria-hidden": "true" }, radio.token === "hidden" ? "?" : ""),
  );
}

/** One private note of this seat (a card passed by the distress signal or drawn in mission 12) as a sentence. */
export function noteText(note, names) {
  const card = `the ${named(note.card)}`;
  const who = names[note.player] ?? "?";
  if (note.when === "draw") return note.kind === "gave" ? `${who} drew ${card} from you` : `You drew ${card} from ${who}`;
  const why = note.when === "distress" ? " (distress signal)" : "";
  return note.kind === "gave" ? `You passed ${card} to ${who}${why}` : `You received ${card} from ${who}${why}`;
}

/**
 * A task card with its token (and the trick that fulfilled it); `keyed` (where it lies: open, or with its owner)
 * lets it glide when taken.
 * @param {{card: string | null, token?: string | null, done?: boolean, trick?: number}} t
 * @param {number} i  its place among the mission's tasks (a hidden task's name)
 */
export function taskChip(t, i, keyed = true) {
  return h(
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
}
