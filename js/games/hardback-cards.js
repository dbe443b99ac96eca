// How Hardback's cards look and read: genre colours and symbols, and the printed benefit codes of the card
// data Python sends (view.cards) as short lines for the card and a sentence for its accessible name.
import { h } from "../ui/dom.js";
import { bandSymbol, letterCardFace } from "../ui/letter-card.js";

export const GENRES = {
  adventure: { fill: "#d99a1e", ink: "#2b1a05", symbol: "compass", label: "Adventure" },
  horror: { fill: "#3d7a4a", ink: "#fff", symbol: "drop", label: "Horror" },
  mystery: { fill: "#2f5f9e", ink: "#fff", symbol: "lens", label: "Mystery" },
  romance: { fill: "#b8325a", ink: "#fff", symbol: "heart", label: "Romance" },
  starter: { fill: "#8f8577", ink: "#fff", symbol: "dot", label: "Starter" },
};
export const GENRE_ORDER = ["adventure", "horror", "mystery", "romance", "starter"];

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** [short line for the card, words for a sentence] of one benefit code and its number. */
const BENEFITS = {
  coins: (n) => [`${n}¢`, `${n}¢`],
  prestige: (n) => [`${n}★`, `${n} prestige`],
  coins_or_prestige: (n) => [`${n}¢ or ${n}★`, `${n}¢ or ${n} prestige`],
  ink_or_remover: () => ["ink or remover", "an ink or a remover"],
  trash_self_for_coins: (n) => [`trash me: ${n}¢`, `may trash this card for ${n}¢`],
  trash_self_for_prestige: (n) => [`trash me: ${n}★`, `may trash this card for ${n} prestige`],
  trash_discard_for_coins: (n) => [`trash a discard: ${n}¢`, `may trash a card of the discard pile for ${n}¢`],
  double_adjacent: () => ["double ↔", "doubles a card next to it"],
  uncover_adjacent_wild: () => ["uncover ↔", "uncovers a wild next to it"],
  jail: () => ["jail", "jails an offer-row card"],
  coins_per_adventure_in_play: (n) => [`${n}¢ per Adv.`, `${n}¢ per Adventure card in play`],
  prestige_per_wild_in_play: (n) => [`${n}★ per wild`, `${n} prestige per wild in the word`],
  prestige_per_inked_card_in_play: (n) => [`${n}★ per inked`, `${n} prestige per inked card in the word`],
  preview_top3: () => ["look at 3", "look at the top 3 cards of the deck"],
};

function benefitLines(line) {
  const short = [];
  const long = [];
  const simple = [];
  for (const [code, n] of Object.entries(line)) {
    const [s, l] = BENEFITS[code]?.(n) ?? [code, code];
    if (code === "coins" || code === "prestige") simple.push(s);
    else short.push(s);
    long.push(l);
  }
  return { short: simple.length ? [simple.join(" "), ...short] : short, long };
}

export function cardData(view, card) {
  return view.cards[String(card)];
}

export function cardLetter(view, card) {
  return cardData(view, card).letter.toLowerCase();
}

/** "the Mystery Q" / "the starter E", as the log names cards. */
export function cardName(view, card) {
  const info = cardData(view, card);
  return info.genre === "starter" ? `the ${info.letter}` : `the ${GENRES[info.genre].label} ${info.letter}`;
}

/** A card's full reading: "Mystery Q, 5¢. 2 prestige, uncovers a wild next to it. With Mystery: 3 prestige." */
export function cardTitle(view, card) {
  const info = cardData(view, card);
  const genre = GENRES[info.genre];
  const parts = [`${genre.label} ${info.letter}${info.genre === "starter" ? "" : `, costs ${info.cost}¢`}`];
  if (info.timeless) parts.push("Timeless Classic");
  if (info.buy_prestige) parts.push(`${info.buy_prestige} prestige when bought`);
  const basic = benefitLines(info.basic).long;
  if (basic.length) parts.push(`Gives ${basic.join(", ")}`);
  const bonus = benefitLines(info.genre_bonus).long;
  if (bonus.length) parts.push(`With another ${genre.label} card: ${bonus.join(", ")}`);
  return parts.join(". ") + ".";
}

/** The SVG face of `card`; `wild` draws it face down as `letter`. */
export function cardFace(view, card, { wild = false, letter = null, title = null } = {}) {
  if (wild || card === null) {
    const shown = (letter ?? "?").toUpperCase();
    const name = card === null ? `a face-down wild ${shown}` : `${cardName(view, card)} played face down as a wild ${shown}`;
    return letterCardFace({ letter: shown, faceDown: true, title: title ?? name });
  }
  const info = cardData(view, card);
  return letterCardFace({
    letter: info.letter,
    title: title ?? cardTitle(view, card),
    band: GENRES[info.genre],
    cost: info.genre === "starter" ? null : info.cost,
    badge: info.buy_prestige ? `+${info.buy_prestige}★` : "",
    lines: benefitLines(info.basic).short,
    bonus: benefitLines(info.genre_bonus).short,
    special: info.timeless ? "∞" : "",
  });
}

/** A letter still waiting for a card (typed, no card found). */
export function ghostFace(letter) {
  return letterCardFace({ letter: letter.toUpperCase(), ghost: true, title: `${letter.toUpperCase()}: no card yet` });
}

/** The genre make-up of a deck as a bar of segments, each with its symbol and count. */
export function genreBar(counts, label) {
  const total = GENRE_ORDER.reduce((n, g) => n + (counts[g] ?? 0), 0) || 1;
  const text = GENRE_ORDER.filter((g) => counts[g]).map((g) => `${counts[g]} ${GENRES[g].label}`).join(", ");
  return h(
    "div",
    { class: "hb-genre-bar", role: "img", "aria-label": `${label}: ${text}`, title: `${label}: ${text}` },
    GENRE_ORDER.filter((g) => counts[g]).map((g) =>
      h(
        "span",
        { class: `hb-seg ${g}`, style: `flex-grow: ${counts[g] / total}; background: ${GENRES[g].fill}; color: ${GENRES[g].ink}` },
        bandSymbol(GENRES[g].symbol, { size: 10, color: GENRES[g].ink }),
        String(counts[g]),
      ),
    ),
  );
}

/** What a word earns (Python's Earnings.to_json) as readable parts. */
export function earningsParts(view, earned) {
  const parts = [];
  if (!earned) return parts;
  parts.push(`${earned.coins}¢`, `${earned.prestige} prestige`);
  for (const e of earned.either) parts.push(`${e.amount}¢ or ${e.amount} prestige (${cardName(view, e.card)})`);
  for (const t of earned.trash_self) parts.push(`may trash ${cardName(view, t.card)} for ${t.amount}${t.gain === "coins" ? "¢" : " prestige"}`);
  for (const t of earned.trash_discard) parts.push(`may trash a discard for ${t.amount}¢ (${cardName(view, t.card)})`);
  if (earned.ink_or_remover.length) parts.push(`${plural(earned.ink_or_remover.length, "ink or remover")}`);
  if (earned.jail.length) parts.push(`${plural(earned.jail.length, "jail")}`);
  if (earned.preview.length) parts.push("a look at the top 3 cards of your deck");
  return parts;
}
