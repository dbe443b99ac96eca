// Letter Tycoon's panels that only show the view: the header, the players, the word just played, the patent
// board, the scoring card and the final scores. The cards, the word and the moves are in lettertycoon.js.
import { facts, h, plural } from "../ui/dom.js";
import { letterCard } from "../ui/cards.js";
import { lastMoveLine, lastMoves, marksYou } from "../ui/table.js";

export const money = (n) => `$${n}`;

/** "A, B and C". */
export function listText(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Deck, word list and mode, the goal, and the last round (the turn number is in the match bar). */
export function tableHeader(view) {
  const names = view.players;
  const listLabel = view.dictionary.label.split(" (")[0];
  const automatic = view.challenges === "automatic";
  const goal = view.goal;
  return h(
    "div",
    { class: "lt-header", "data-testid": "header" },
    h("span", { class: "lt-chip" }, `Deck ${view.deck_count} · discards ${view.discard_count}`),
    h("span", { class: "lt-chip" }, `${listLabel} · ${automatic ? "automatic check" : "players challenge"}`),
    h("span", { class: "lt-chip", "data-testid": "goal" }, `Goal: patents worth ${money(goal.value)} (${goal.patents} patents)`),
    view.final_round !== null && view.phase !== "over"
      ? h(
          "span",
          { class: "lt-chip lt-final", "data-testid": "final-round" },
          `Last round: ${names[view.final_round]} reached the goal${view.last_turn ? " · this is the last turn" : ""}`,
        )
      : null,
  );
}

/** Each player's money, stock, patents and running score (money + stock + patents, as at the end), and the
 * others' latest move. */
export function playersStrip(view) {
  const names = view.players;
  const me = view.seat;
  const last = lastMoves(view.log, names);
  const over = Boolean(view.outcome);
  return h(
    "ul",
    { class: "players lt-players", "data-testid": "players" },
    names.map((name, seat) => {
      const letters = view.patents.filter((p) => p.owner === seat).map((p) => p.letter);
      return h(
        "li",
        { class: seat === view.current ? "current" : "", "data-testid": `player-${seat}`, "data-key": `seat-${seat}` },
        h(
          "div",
          { class: "seat-head" },
          h("strong", { class: "seat-name", title: name }, name),
          marksYou(name, seat === me, names.length) ? h("span", { class: "muted seat-mark" }, "(you)") : "",
          seat === view.current ? h("span", { class: "lt-turn-mark", title: "Playing now" }, "▶") : "",
          seat === view.final_round ? h("span", { class: "lt-goal-mark", title: "Their patents reached the goal: this is the last round" }, "⚑") : "",
        ),
        facts(
          { class: "score lt-p-figures" },
          h("strong", { class: "lt-p-score", "data-testid": `score-${seat}`, "data-key": `score-${seat}`, "data-count": over ? null : view.scores[seat], title: "Money + stock + patents, as at the end" }, `${view.scores[seat]} points`),
          h("span", { "data-testid": `money-${seat}`, "data-value": view.money[seat], "data-key": `money-${seat}`, "data-count": over ? null : view.money[seat] }, money(view.money[seat])),
          h("span", { "data-testid": `stock-${seat}`, "data-value": view.stock[seat] }, `${view.stock[seat]} stock`),
          h("span", { class: "lt-p-cards" }, plural(view.hand_counts[seat], "card")),
        ),
        h(
          "span",
          { class: "score lt-p-line", "data-testid": `patents-${seat}`, title: letters.length ? `Patents ${letters.join(" ")}, worth ${money(view.patent_values[seat])}` : "No patents" },
          letters.length ? [h("span", { class: "lt-p-letters" }, letters.join(" ")), ` (${money(view.patent_values[seat])})`] : "no patents",
        ),
        seat !== me ? lastMoveLine(last, seat) : null,
      );
    }),
  );
}

/**
 * The word on the table: the play of this turn while it is challenged or scored (view.turn.play), else the last
 * word that stood (from the log, so a reload shows it too). {seat, play, status} or null.
 */
export function lastPlay(view) {
  const play = view.turn.play;
  if (play && view.phase !== "over") return { seat: view.current, play, status: play.status };
  const event = [...view.log].reverse().find((e) => e.type === "word");
  return event ? { seat: event.seat, play: event.play, status: "scored" } : null;
}

/** The word played (one or two), as letter cards that fly in from the player's panel or from the builder. */
export function playedWord(view, found) {
  if (!found) return null;
  const { seat, play, status } = found;
  const names = view.players;
  const me = view.seat;
  const shown = play.words.map((w) => w.word).join(" and ");
  const who = seat === me ? "You" : names[seat];
  const paid = (play.royalties ?? []).flatMap((amount, s) => (amount ? [`${names[s]} ${money(amount)}`] : []));
  const earned = `${money(play.money)}${play.stock ? ` and ${play.stock} stock` : ""}`;
  const seen = new Set();
  const tiles = play.words.map((w) =>
    h(
      "div",
      { class: "lt-played-word" },
      w.cards.map((card) => {
        const again = seen.has(card);
        seen.add(card);
        const id = `${card}${again ? "-2" : ""}`;
        return h(
          "span",
          { class: "lt-played-card", "data-key": `lt-played-${id}`, "data-from": seat === me ? `word-tile-${id}` : `seat-${seat}` },
          letterCard({ letter: card[0], title: card[0], ghost: again }),
        );
      }),
      w.add_s ? h("span", { class: "lt-played-card", "data-key": `lt-played-s-${w.word}` }, letterCard({ letter: "S", title: "S added by the Z patent", ghost: true })) : null,
    ),
  );
  let line;
  if (status === "challenge") {
    line = [`${seat === me ? "You play" : `${names[seat]} plays`} `, h("strong", { "data-testid": "challenged-word" }, shown), ` (${earned} if it stands).`];
  } else if (status === "refused") {
    line = [`${who} tried `, h("strong", {}, shown), ": refused."];
  } else {
    line = [`${seat === me ? "You played" : `${names[seat]} played`} `, h("strong", { "data-testid": "played-word" }, shown), ` for ${earned}.`, paid.length ? ` Royalties: ${listText(paid)}.` : ""];
  }
  return h(
    "section",
    { class: `lt-panel lt-played${status === "challenge" ? " lt-active" : ""}`, "data-testid": "played" },
    h("p", {}, line),
    h("div", { class: "lt-played-row" }, tiles),
  );
}

/** The 26 patents: letter, price, owner; the ones in `buyable` are buttons calling `onBuy(letter)`. */
export function patentBoard(view, { buyable: letters, onBuy }) {
  const names = view.players;
  const me = view.seat;
  const buyable = new Set(letters);
  const tiles = view.patents.map((p) => {
    const owner = p.owner === null ? "free" : p.owner === me ? "you" : names[p.owner];
    const label = `${p.letter} patent, ${money(p.cost)}, ${p.owner === null ? "unowned" : `owned by ${p.owner === me ? "you" : names[p.owner]}`}${p.ability ? `: ${p.ability}` : ""}`;
    const attrs = {
      class: `lt-patent${p.owner === null ? "" : " owned"}${p.owner === me ? " mine" : ""}${buyable.has(p.letter) ? " buyable" : ""}${p.ability ? " special" : ""}`,
      "data-testid": `patent-${p.letter}`,
      "data-owner": p.owner === null ? "" : String(p.owner),
      title: label,
      "aria-label": label,
    };
    const body = [
      h("span", { class: "lt-patent-letter" }, p.letter, p.ability ? h("span", { class: "lt-star", "aria-hidden": "true" }, "★") : ""),
      h("span", { class: "lt-patent-cost" }, money(p.cost)),
      h("span", { class: "lt-patent-owner" }, owner),
    ];
    return buyable.has(p.letter)
      ? h("button", { ...attrs, onclick: () => onBuy(p.letter) }, body)
      : h("div", attrs, body);
  });
  const abilities = view.patents.filter((p) => p.ability);
  return h(
    "section",
    { class: "lt-panel lt-board" },
    h("h3", {}, "Patents ", h("span", { class: "muted" }, "· royalty: $1 a card to the owner")),
    h("div", { class: "lt-patents", "data-testid": "patents" }, tiles),
    h(
      "details",
      { class: "lt-abilities-box" },
      h("summary", {}, "★ Patents with a power"),
      h(
      "ul",
      { class: "lt-abilities", "data-testid": "abilities" },
      abilities.map((p) =>
        h(
          "li",
          {},
          h("strong", {}, `★ ${p.letter}`),
          p.owner === null ? "" : h("span", { class: "muted" }, ` (${p.owner === me ? "yours" : names[p.owner]})`),
          `: ${p.ability}`,
        ),
      ),
      ),
    ),
  );
}

/** What a word earns by its length, and the copies of each letter. */
export function scoringCard(view) {
  return h(
    "details",
    { class: "lt-panel lt-scoring", "data-testid": "scoring" },
    h("summary", {}, "Word earnings and letter counts"),
    h(
      "table",
      {},
      h("tr", {}, h("th", {}, "Letters"), view.scoring.map((r) => h("td", {}, r.length === 12 ? "12" : r.length))),
      h("tr", {}, h("th", {}, "Money"), view.scoring.map((r) => h("td", {}, money(r.money)))),
      h("tr", {}, h("th", {}, "Stock"), view.scoring.map((r) => h("td", {}, r.stock))),
    ),
    h("p", { class: "muted" }, "A word with the Q card earns double. Cards in the deck: ", Object.entries(view.letter_counts).map(([c, n]) => `${c}×${n}`).join(" "), "."),
  );
}

/** The final scores, money + stock + patents, once the game is over (the shell shows the ranks). */
export function finalScores(view) {
  const names = view.players;
  const outcome = view.outcome;
  if (!outcome) return null;
  const order = names.map((_, i) => i).sort((a, b) => outcome.ranks[a] - outcome.ranks[b]);
  return h(
    "section",
    { class: "lt-panel lt-final-score", "data-testid": "breakdown" },
    h("h3", {}, "Final scores"),
    h(
      "table",
      {},
      h("tr", {}, ["Player", "Money", "Stock", "Patents", "Total"].map((t) => h("th", {}, t))),
      order.map((seat) =>
        h(
          "tr",
          { "data-testid": `breakdown-${seat}` },
          h("td", {}, h("span", { class: "lt-final-name", title: names[seat] }, names[seat], outcome.winners.includes(seat) ? " ★" : "")),
          h("td", {}, money(view.money[seat])),
          h("td", {}, view.stock[seat]),
          h(
            "td",
            { "data-testid": `breakdown-patents-${seat}`, "data-value": outcome.patent_values[seat] },
            money(outcome.patent_values[seat]),
            h("span", { class: "muted lt-letters" }, ` ${view.patents.filter((p) => p.owner === seat).map((p) => p.letter).join(" ")}`),
          ),
          h("td", { "data-testid": `total-${seat}` }, outcome.scores[seat]),
        ),
      ),
    ),
    h("p", { class: "muted" }, "Money + stock + the price of your patents. Ties go to the higher patent value."),
  );
}

/**
 * What the word being built would earn, in a few short sentences (Python's preview; the word list is only asked when
 * the word is played).
 * @param {any} view
 * @param {any} result  the preview's answer, or null while it is asked
 */
export function earningsLine(view, result) {
  const names = view.players;
  const costs = Object.fromEntries(view.patents.map((p) => [p.letter, p.cost]));
  if (!result) return [h("span", { class: "muted" }, "…")];
  if (!result.legal) return [];
  if (!result.words) return [h("span", {}, "This play is well formed.")];
  const listLabel = view.dictionary.label.split(" (")[0];
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
  // the list is asked only when the word is played: what it would earn holds if the list has it
  if (view.challenges === "automatic") parts.unshift(h("span", { class: "muted" }, `If it is in the ${listLabel} list: `));
  return parts;
}
