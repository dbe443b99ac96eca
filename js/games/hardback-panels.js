// Hardback's table parts that only show what the view holds: the authors' panels, Penny Dreadful's race, the word
// in play (or the last one spelled), the status strip, the reference folded away, the discard pile, and the final
// scores. What the person acts on (the offer row, benefits, buying, the hand, the word being built) is drawn by
// hardback.js and its builders.
import { facts, h } from "../ui/dom.js";
import { bandSymbol } from "../ui/band-symbols.js";
import { lastMoveLine, lastMoves, marksYou } from "../ui/table.js";
import { GENRES, GENRE_ORDER, cardFace, cardName, earningsParts, genreBar, pastFace } from "./hardback-cards.js";

/**
 * The authors: prestige (counting up), ink and remover, piles, genres, a jailed card, and each one's latest move.
 * @param {any} view
 * @param {number | null} me  the seat whose view this is
 * @param {boolean} over
 */
export function authorPanels(view, me, over) {
  const names = view.players;
  const holders = view.award?.holders ?? [];
  const last = lastMoves(view.log, names);
  return h(
    "ul",
    { class: "players hb-players", "data-testid": "players" },
    view.seats.map((seat, i) =>
      h(
        "li",
        { class: i === view.active && !over ? "current" : "", "data-testid": `player-${i}`, "data-key": `seat-${i}` },
        h(
          "div",
          { class: "seat-head" },
          h("strong", { class: "seat-name", title: seat.name }, seat.name),
          marksYou(seat.name, i === me, names.length) ? h("span", { class: "muted seat-mark" }, "(you)") : "",
          i === view.active && !over ? h("span", { class: "hb-turn", title: "Playing now" }, "▶") : "",
        ),
        facts(
          { class: "score hb-p-line" },
          [
            h("strong", { class: "hb-p-score", "data-testid": `prestige-${i}`, "data-key": `prestige-${i}`, "data-count": over ? null : seat.prestige }, `${seat.prestige} prestige`),
            holders.includes(i) ? h("span", { class: "hb-award-mark", title: `Holds the Literary Award: ${view.award.prestige} prestige at the end` }, ` +${view.award.prestige} award`) : "",
          ],
          h(
            "span",
            {},
            h("span", { "data-testid": `ink-${i}`, title: `${seat.ink} ink: draw a card before your word` }, "✒ ", seat.ink, h("span", { class: "hb-long" }, " ink")),
            " ",
            h("span", { "data-testid": `remover-count-${i}`, title: `${seat.remover} remover: free an inked card` }, "⌫ ", seat.remover, h("span", { class: "hb-long" }, " remover")),
          ),
          h("span", { class: "hb-p-pile" }, `hand ${seat.hand}${seat.inked ? ` (${seat.inked} inked)` : ""}`),
          h("span", { class: "hb-p-pile" }, `deck ${seat.deck}`),
          h("span", { class: "hb-p-pile" }, `discard ${seat.discard}`),
          view.adverts ? h("span", { class: "hb-p-pile" }, `adverts ${seat.adverts}/${view.adverts.length}`) : null,
        ),
        genreBar(seat.genres, `${seat.name}'s cards`),
        seat.jail !== null ? h("span", { class: "score hb-p-jail", "data-testid": `jail-${i}` }, `Jail: ${cardName(view, seat.jail)}`) : null,
        i !== me ? lastMoveLine(last, i) : null,
      ),
    ),
  );
}

/**
 * Co-operative: the authors' and Penny Dreadful's race to the target, and her signature genre.
 * @param {any} view
 * @param {boolean} over
 */
export function pennyRace(view, over) {
  return view.penny
    ? h(
        "section",
        { class: "hb-penny", "data-testid": "penny" },
        race("Authors", view.penny.team, view.target, "team", "All the authors' prestige together", over),
        race("Penny Dreadful", view.penny.prestige, view.target, "penny", view.penny.rule, over),
        view.penny.signature ? h("p", { class: "hb-penny-sig", "data-testid": "penny-signature" }, h("strong", {}, "Penny's signature: "), view.penny.signature) : null,
      )
    : null;
}

/**
 * The word in play (anyone's, a bot's too) with what it earned; between turns, the last word spelled.
 * @param {any} view
 * @param {number | null} me
 */
export function turnWord(view, me) {
  const names = view.players;
  const played = view.turn.word;
  const spelled = [...view.log].reverse().find((e) => e.type === "spell");
  if (played.length) {
    return h(
      "section",
      { class: "hb-played", "data-testid": "turn-word" },
      h(
        "h3",
        {},
        `${view.active === me ? "Your" : `${names[view.active]}'s`} word: `,
        h("span", { "data-testid": "played-word" }, played.map((e) => e.letter.toUpperCase()).join("")),
      ),
      h(
        "div",
        { class: "hb-fit" },
        played.map((e, i) =>
          h(
            "div",
            {
              class: "hb-slot",
              "data-testid": `played-${i}`,
              "data-key": e.card === null ? `hb-played-w${i}` : `hb-played-${e.card}`,
              "data-from": view.active === me && e.card !== null ? `word-tile-${e.card}` : `seat-${view.active}`,
            },
            h("div", { class: `card${e.trashed ? " trashed" : ""}` }, cardFace(view, e.card, { wild: e.wild && !e.uncovered, letter: e.letter })),
            e.factor > 1 ? h("span", { class: "hb-mark double" }, `×${e.factor}`) : null,
            e.uncovered ? h("span", { class: "hb-mark uncover", title: "Uncovered: it counts face up" }, "face up") : null,
            e.classic && e.owner !== view.active ? h("span", { class: "hb-mark" }, `${names[e.owner]}'s classic`) : null,
            e.trashed ? h("span", { class: "hb-mark trash" }, "trashed") : null,
          ),
        ),
      ),
      view.turn.earned
        ? h(
            "p",
            { "data-testid": "earned" },
            `Earned ${earningsParts(view, view.turn.earned).join(", ")}`,
            view.turn.earned.active_genres.length ? ` · genre bonuses: ${view.turn.earned.active_genres.map((g) => GENRES[g].label).join(", ")}` : "",
            view.phase === "buy" || view.phase === "resolve" ? ` · ${view.turn.coins}¢ to spend` : "",
          )
        : null,
    );
  }
  if (spelled) {
    // The turn is over: the last word spelled stays on the table (from the log, so a reload shows it too).
    // Its cards have gone to a discard pile, so only those this seat may still see show their printing.
    const letters = spelled.word.split("");
    return h(
      "section",
      { class: "hb-played hb-last", "data-testid": "last-word" },
      h("h3", {}, spelled.text),
      h(
        "div",
        { class: "hb-fit" },
        letters.map((letter, i) => {
          const card = spelled.cards?.[i] ?? null;
          return h(
            "div",
            { class: "hb-slot", "data-key": card === null ? `hb-played-w${i}` : `hb-played-${card}`, "data-from": `seat-${spelled.seat}` },
            h("div", { class: "card" }, pastFace(view, card, letter)),
          );
        }),
      ),
    );
  }
  return null;
}

/**
 * The turn, the target, the piles, the word list and the award.
 * @param {any} view
 * @param {boolean} over
 */
export function statusStrip(view, over) {
  const names = view.players;
  const coop = view.mode === "coop";
  return h(
    "div",
    { class: "hb-head", "data-testid": "status-strip" },
    h("span", { class: "hb-chip", "data-testid": "turn-number" }, over ? `Game over after ${view.turns} turns` : `Turn ${view.turns + 1}`),
    h("span", { class: "hb-chip" }, coop ? `Co-operative: ${view.target} prestige ends it` : `${view.target} prestige ends the game`),
    h("span", { class: "hb-chip" }, `Offer deck ${view.offer_deck} · trash ${view.trash}`),
    h("span", { class: "hb-chip" }, `Words: ${view.dictionary} list`),
    view.awards
      ? h("span", { class: "hb-chip", "data-testid": "award-holder" }, view.award ? `Award: ${view.award.holders.map((s) => names[s]).join(" and ")}, ${view.award.length} letters, ${view.award.prestige} prestige` : "Award: nobody yet")
      : null,
  );
}

/**
 * The card symbols, the Literary Awards and the adverts, folded away.
 * @param {any} view
 * @param {number | null} me
 */
export function reference(view, me) {
  return h(
    "details",
    { class: "hb-reference", "data-testid": "reference" },
    h("summary", {}, view.awards || view.adverts ? "Card symbols, awards and adverts" : "Card symbols"),
    h(
      "p",
      { class: "muted hb-legend", "data-testid": "legend" },
      "¢ coins · ★ prestige · ∞ Timeless Classic · ↔ next to it · “trash me”: trash this card · “trash disc.”: trash a card of your discard pile · ink/remover: take one · the lines under the dashed rule need a second card of the genre: ",
      GENRE_ORDER.slice(0, 4).map((g) => h("span", { class: "hb-chip" }, bandSymbol(GENRES[g].symbol, { size: 12, color: GENRES[g].fill }), ` ${GENRES[g].label}`)),
    ),
    view.awards
      ? h(
          "div",
          { class: "hb-extras", "data-testid": "awards" },
          h("h3", {}, "Literary Awards"),
          h("p", { class: "muted" }, "Prestige at the end for the longest word (7 letters or more)."),
          h(
            "table",
            {},
            h("tr", {}, h("th", {}, "Letters"), Object.keys(view.awards).map((n) => h("th", {}, n === "12" ? "12+" : n))),
            h("tr", {}, h("th", {}, "Prestige"), Object.values(view.awards).map((p) => h("td", {}, p))),
          ),
        )
      : null,
    view.adverts
      ? h(
          "div",
          { class: "hb-extras", "data-testid": "adverts" },
          h("h3", {}, "Adverts"),
          h("p", { class: "muted" }, "Bought in order, each once; their prestige counts at once."),
          h(
            "table",
            {},
            h("tr", {}, h("th", {}, "Cost"), view.adverts.map(([cost]) => h("td", {}, `${cost}¢`))),
            h("tr", {}, h("th", {}, "Prestige"), view.adverts.map(([, p]) => h("td", {}, p))),
            me === null ? null : h("tr", {}, h("th", {}, "Yours"), view.adverts.map((_, k) => h("td", {}, k < view.seats[me].adverts ? "✓" : ""))),
          ),
        )
      : null,
  );
}

/** @param {any} view */
export function discardPile(view) {
  return view.you?.discard.length
    ? h(
        "details",
        { class: "hb-discard", "data-testid": "discard" },
        h("summary", {}, `Your discard pile (${view.you.discard.length})`),
        h("div", { class: "hb-cards small" }, view.you.discard.map((card) => h("div", { class: "card" }, cardFace(view, card)))),
      )
    : null;
}

/** The end: every author's final score (Python's outcome), and the award that counted. */
export function finalScores(view) {
  const { outcome } = view;
  const award = view.award ? ` The Literary Award (${view.award.length} letters, ${view.award.prestige} prestige) went to ${view.award.holders.map((s) => view.players[s]).join(" and ")}.` : "";
  if (view.penny) {
    return h("p", { class: "hb-final-scores", "data-testid": "final" }, `The authors scored ${outcome.team}, Penny Dreadful ${outcome.penny}.${award}`);
  }
  const order = view.players.map((_, i) => i).sort((a, b) => outcome.ranks[a] - outcome.ranks[b]);
  return h(
    "p",
    { class: "hb-final-scores", "data-testid": "final" },
    "Final scores: ",
    order.map((i) => `${view.players[i]} ${outcome.scores[i]}${outcome.ink ? ` (${outcome.ink[i]} ink)` : ""}`).join(" · "),
    ".",
    award,
  );
}

/** A score against the target; it counts up to a new value while the game goes on (the final one stands still). */
function race(label, value, target, testid, title, over) {
  return h(
    "div",
    { class: "hb-race", title },
    h("span", {}, label),
    h("progress", { max: target, value: Math.min(value, target), "aria-label": `${label}: ${value} of ${target}` }),
    h("strong", { "data-testid": `race-${testid}`, "data-key": `race-${testid}`, "data-count": over ? null : value }, `${value} / ${target}`),
  );
}
