// Hardback's table, drawn from one seat's view: the authors and their decks, Penny Dreadful, the offer row,
// the word being spelled (hardback-word.js), the benefit prompts, buying, the hand with its ink and remover.
// Every legal move, price, earning and score comes from Python (view.moves, view.shop, the preview); this
// file draws them and sends what the person picks.
import { fill, h } from "../ui/dom.js";
import { bandSymbol } from "../ui/letter-card.js";
import { GENRES, GENRE_ORDER, cardData, cardFace, cardName, earningsParts, genreBar } from "./hardback-cards.js";
import { wordBuilder } from "./hardback-word.js";
import { moveSender } from "../ui/moves.js";

let keyboard = null; // the current table's keys; one document listener serves every redraw
let latest = null; // the view last drawn: a late repaint of an older view is dropped

document.addEventListener("keydown", (event) => {
  if (!keyboard || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest?.("input, select, textarea, dialog")) return;
  keyboard(event);
});

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

const PROMPT_TITLES = {
  trash_self: "Trash this card?",
  trash_discard: "Trash a card from your discard pile?",
  preview: "The top of your deck",
  either: "Coins or prestige?",
  ink_or_remover: "Ink or remover?",
  jail: "Jail an offer-row card?",
};

/** The words on a `choose` button, from Python's option and prompt. */
function optionText(view, prompt, option) {
  const unit = prompt.gain === "coins" ? "¢" : " prestige";
  switch (`${prompt.kind}:${option.pick}`) {
    case "trash_self:trash":
      return `Trash it for ${prompt.amount}${unit}`;
    case "trash_self:keep":
      return "Keep it";
    case "trash_discard:trash":
      return `Trash for ${prompt.amount}¢`;
    case "trash_discard:skip":
      return "Trash nothing";
    case "preview:keep":
      return "Put it back on top";
    case "preview:discard":
      return "Discard it";
    case "either:coins":
      return `Take ${prompt.amount}¢`;
    case "either:prestige":
      return `Take ${prompt.amount} prestige`;
    case "ink_or_remover:ink":
      return "Take an ink";
    case "ink_or_remover:remover":
      return "Take a remover";
    case "jail:reserve":
      return "Reserve";
    case "jail:trash":
      return "Trash";
    case "jail:skip":
      return "Jail nothing";
    default:
      return option.pick;
  }
}

const optionId = (option) => `choose-${option.pick}${option.card === undefined ? "" : `-${option.card}`}`;

export function render(root, view, controls) {
  latest = view;
  const names = view.players;
  const me = view.seat;
  const over = view.phase === "over" || Boolean(view.outcome);
  const myTurn = Boolean(controls.active && me !== null && view.to_act.includes(me)) && !over;
  const mayInk = me !== null && !over && (myTurn || view.may_act.includes(me)); // ink and remover, even off turn
  const spelling = myTurn && view.phase === "spell";
  const resolving = myTurn && view.phase === "resolve";
  const buying = myTurn && view.phase === "buy";
  const has = (move) => view.moves.some((m) => same(m, move));
  const coop = view.mode === "coop";
  const focused = root.contains(document.activeElement) ? document.activeElement : null;
  const focusedId = focused?.dataset?.testid ?? null;
  const caret = focused?.tagName === "INPUT" ? focused.selectionStart : null;

  const { reason, say, attempt } = moveSender(controls);
  const repaint = () => latest === view && render(root, view, controls);
  const word = me === null ? null : wordBuilder(view, controls, { spelling, repaint, say, attempt });

  const moveButton = (testid, move, label, attrs = {}) =>
    h("button", { "data-testid": testid, disabled: !has(move), onclick: () => attempt(move, { verify: false }), ...attrs }, label);

  // -- the authors ----------------------------------------------------------------------------------------
  const holders = view.award?.holders ?? [];
  const players = h(
    "ul",
    { class: "players hb-players", "data-testid": "players" },
    view.seats.map((seat, i) =>
      h(
        "li",
        { class: i === view.active && !over ? "current" : "", "data-testid": `player-${i}` },
        h("strong", {}, seat.name),
        i === me && names.length > 1 ? " (you)" : "",
        i === view.active && !over ? h("span", { class: "hb-turn" }, " · ▶ playing") : "",
        h("br"),
        h(
          "span",
          { class: "score" },
          h("span", { "data-testid": `prestige-${i}` }, `${seat.prestige} prestige`),
          coop ? "" : ` / ${view.target}`,
          holders.includes(i) ? h("span", { class: "hb-award-mark", title: "Holds the Literary Award" }, ` · award +${view.award.prestige}`) : "",
        ),
        h("br"),
        h(
          "span",
          { class: "score" },
          h("span", { "data-testid": `ink-${i}`, title: "Ink: draw a card before your word" }, `✒ ${seat.ink} ink`),
          " · ",
          h("span", { "data-testid": `remover-count-${i}`, title: "Remover: free an inked card" }, `⌫ ${seat.remover} remover`),
        ),
        h("br"),
        h("span", { class: "score" }, `hand ${seat.hand}${seat.inked ? ` (${seat.inked} inked)` : ""} · deck ${seat.deck} · discard ${seat.discard}`),
        view.adverts ? h("span", { class: "score" }, ` · adverts ${seat.adverts}/${view.adverts.length}`) : "",
        genreBar(seat.genres, `${seat.name}'s cards`),
        seat.jail !== null ? h("span", { class: "score", "data-testid": `jail-${i}` }, `Jail: ${cardName(view, seat.jail)}`) : null,
      ),
    ),
  );

  // -- the game's state: target, Penny, piles -------------------------------------------------------------
  const head = h(
    "div",
    { class: "hb-head", "data-testid": "status-strip" },
    h("span", { class: "hb-chip", "data-testid": "turn-number" }, over ? `Game over after ${view.turns} turns` : `Turn ${view.turns + 1}`),
    h("span", { class: "hb-chip" }, coop ? `Co-operative: ${view.target} prestige ends it` : `${view.target} prestige ends the game`),
    h("span", { class: "hb-chip" }, `Words: ${view.dictionary} list`),
    h("span", { class: "hb-chip" }, `Offer deck ${view.offer_deck} · trash ${view.trash}`),
    view.awards ? h("span", { class: "hb-chip" }, "Literary Awards on") : null,
    view.adverts ? h("span", { class: "hb-chip" }, "Adverts on") : null,
  );
  const penny = view.penny
    ? h(
        "section",
        { class: "hb-penny", "data-testid": "penny" },
        h("h3", {}, "Authors against Penny Dreadful"),
        race("Authors (all together)", view.penny.team, view.target, "team"),
        race("Penny Dreadful", view.penny.prestige, view.target, "penny"),
        h("p", { class: "muted" }, "After each author's turn Penny claims the oldest card of the offer row and scores its cost. The authors must end with strictly more."),
        view.penny.signature ? h("p", { "data-testid": "penny-signature" }, h("strong", {}, "Signature: "), view.penny.signature) : null,
      )
    : null;

  // -- the offer row --------------------------------------------------------------------------------------
  const prompt = view.turn.prompt;
  const jailing = resolving && prompt?.kind === "jail";
  const offer = h(
    "section",
    { class: "hb-offer", "data-testid": "offer" },
    h("h3", {}, "Offer row", h("span", { class: "muted" }, coop ? " · oldest first: Penny claims the first" : " · oldest first")),
    h(
      "div",
      { class: "hb-cards" },
      view.offer.map((card, i) => shopCard(card, i === 0 ? "oldest" : null)),
    ),
  );
  function shopCard(card, note) {
    const info = cardData(view, card);
    const buyMove = { type: "buy", card };
    const options = jailing ? prompt.options.filter((o) => o.card === card) : [];
    return h(
      "figure",
      { class: "hb-shop-card", "data-testid": `offer-${card}` },
      h("div", { class: "card" }, cardFace(view, card)),
      h("figcaption", {}, `${info.cost}¢`, note ? h("span", { class: "muted" }, ` · ${note}`) : ""),
      buying
        ? h(
            "button",
            { "data-testid": `buy-${card}`, disabled: !has(buyMove), title: has(buyMove) ? `Buy ${cardName(view, card)}` : `You have ${view.turn.coins}¢`, onclick: () => attempt(buyMove, { verify: false }) },
            `Buy ${info.cost}¢`,
          )
        : null,
      options.map((o) => h("button", { "data-testid": optionId(o), onclick: () => attempt(o, { verify: false }) }, optionText(view, prompt, o))),
    );
  }

  // -- the word in play (anyone's), and what it earned ----------------------------------------------------
  const played = view.turn.word;
  const turnWord = played.length
    ? h(
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
          { class: "hb-word-row" },
          played.map((e, i) =>
            h(
              "div",
              { class: "hb-slot", "data-testid": `played-${i}` },
              h("div", { class: `card${e.trashed ? " trashed" : ""}` }, cardFace(view, e.card, { wild: e.wild && !e.uncovered, letter: e.letter })),
              e.factor > 1 ? h("span", { class: "hb-mark double" }, `×${e.factor}`) : null,
              e.uncovered ? h("span", { class: "hb-mark uncover" }, "uncovered") : null,
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
      )
    : null;

  // -- a benefit to choose --------------------------------------------------------------------------------
  let resolvePanel = null;
  if (prompt && !over) {
    const viewing = prompt.kind === "preview" ? view.you?.preview?.[0] ?? null : prompt.kind === "jail" ? null : prompt.card;
    const general = prompt.options.filter((o) => !(prompt.kind === "jail" && o.pick !== "skip") && !(prompt.kind === "trash_discard" && o.pick === "trash"));
    const discards = prompt.kind === "trash_discard" ? prompt.options.filter((o) => o.pick === "trash") : [];
    resolvePanel = h(
      "section",
      { class: "hb-resolve", "data-testid": "resolve", "data-kind": prompt.kind },
      h("h3", {}, resolving ? PROMPT_TITLES[prompt.kind] : `${names[view.active]} chooses: ${PROMPT_TITLES[prompt.kind].toLowerCase()}`),
      h("p", { class: "muted" }, `From ${cardName(view, prompt.card)}.`, prompt.queued.length ? ` Still to come: ${prompt.queued.map((k) => PROMPT_TITLES[k].replace("?", "")).join(", ").toLowerCase()}.` : ""),
      viewing !== null && viewing !== undefined && view.cards[String(viewing)] ? h("div", { class: "card hb-prompt-card" }, cardFace(view, viewing)) : null,
      discards.length && resolving ? h("p", {}, `Click a card of your discard pile to trash it for ${prompt.amount}¢:`) : null,
      discards.length
        ? h(
            "div",
            { class: "hb-cards small" },
            discards.map((o) =>
              h(
                "button",
                { class: "card", "data-testid": optionId(o), disabled: !resolving, "aria-label": `Trash ${cardName(view, o.card)} for ${prompt.amount}¢`, onclick: () => attempt(o, { verify: false }) },
                cardFace(view, o.card),
              ),
            ),
          )
        : null,
      resolving
        ? h(
            "div",
            { class: "actions" },
            general.map((o, i) =>
              h("button", { class: i === 0 ? "primary" : "", "data-testid": optionId(o), "aria-keyshortcuts": String(i + 1), onclick: () => attempt(o, { verify: false }) }, `${i + 1}. ${optionText(view, prompt, o)}`),
            ),
          )
        : null,
      jailing ? h("p", { class: "muted" }, "Use the Reserve and Trash buttons under the offer-row cards.") : null,
    );
  }

  // -- buying ---------------------------------------------------------------------------------------------
  const shop = view.shop;
  const myJail = me === null ? null : view.seats[me].jail;
  const shopPanel = buying
    ? h(
        "section",
        { class: "hb-shop", "data-testid": "shop" },
        h("h3", {}, "Buy cards"),
        h("p", {}, "You have ", h("strong", { "data-testid": "coins" }, `${view.turn.coins}¢`), ". Bought cards go to your discard pile; unspent ¢ become ink."),
        shop?.flush ? h("p", { "data-testid": "flush-hint" }, "You may flush the offer row before buying anything: its 7 cards are trashed and 7 new ones dealt.") : null,
        myJail !== null
          ? h("div", { class: "hb-jail" }, h("span", {}, "Your jailed card:"), shopCard(myJail, "reserved for you"))
          : null,
        h(
          "div",
          { class: "actions" },
          shop?.advert ? moveButton("advert", { type: "advert" }, `Advert: ${shop.advert.cost}¢ for ${shop.advert.prestige} prestige`) : null,
          shop?.convert ? moveButton("convert", { type: "convert" }, `Trade ${shop.convert.ink} ink for ${shop.convert.coins}¢`) : null,
          shop?.flush ? moveButton("flush", { type: "flush" }, "Flush the offer row: 7 new cards") : null,
          moveButton("end-turn", { type: "end_turn" }, `End turn (E)${view.turn.coins ? `: ${view.turn.coins}¢ become ink` : ""}`, { class: "primary" }),
        ),
      )
    : null;

  // -- my hand, ink and remover ---------------------------------------------------------------------------
  let handSection = null;
  if (view.you) {
    const inked = new Set(view.you.inked);
    const mine = view.seats[me];
    const cards = view.you.hand.map((card) => {
      const inWord = word.isUsed(card);
      const removeMove = { type: "remover", card };
      const button = h(
        "button",
        {
          class: `card hb-hand-card${inWord ? " in-word" : ""}${inked.has(card) ? " inked" : ""}`,
          "data-testid": `card-${card}`,
          "data-letter": cardData(view, card).letter.toLowerCase(),
          "aria-pressed": spelling ? String(inWord) : null,
          "aria-label": `${cardName(view, card)}${inked.has(card) ? ", inked: must be used face up" : ""}${inWord ? ", in your word" : ""}`,
          disabled: !spelling,
        },
        cardFace(view, card),
        inWord ? h("span", { class: "hb-mark used", "aria-hidden": "true" }, "in word") : null,
      );
      return h(
        "div",
        { class: "hb-slot" },
        word.cardButtonSetup(button, card),
        inked.has(card) ? h("span", { class: "hb-mark inked" }, "inked") : null,
        inked.has(card) && mine.remover
          ? h("button", { class: "hb-small", "data-testid": `remover-${card}`, disabled: !mayInk || !has(removeMove), onclick: () => attempt(removeMove, { verify: false }) }, "Use remover")
          : null,
      );
    });
    handSection = h(
      "section",
      { class: "hb-hand", "data-testid": "hand" },
      h("h3", {}, "Your hand", h("span", { class: "muted" }, ` · ${plural(mine.deck, "card")} in your deck, ${mine.discard} in your discard pile`)),
      cards.length ? h("div", { class: "hb-cards" }, cards) : h("p", { class: "muted" }, "Empty: you draw 5 cards at the end of your turn."),
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          { "data-testid": "ink", disabled: !mayInk || !has({ type: "ink" }), title: "Spend 1 ink: draw the top card of your deck; it must be used in your next word", onclick: () => attempt({ type: "ink" }, { verify: false }) },
          `Use ink: draw a card (${mine.ink} ink)`,
        ),
      ),
      view.you.discard.length
        ? h(
            "details",
            { class: "hb-discard", "data-testid": "discard" },
            h("summary", {}, `Your discard pile (${view.you.discard.length})`),
            h("div", { class: "hb-cards small" }, view.you.discard.map((card) => h("div", { class: "card" }, cardFace(view, card)))),
          )
        : null,
    );
  }

  // -- Timeless Classics in play --------------------------------------------------------------------------
  const withClassics = view.seats.map((seat, i) => ({ seat, i })).filter(({ seat }) => seat.classics.length);
  const classics = withClassics.length
    ? h(
        "section",
        { class: "hb-classics", "data-testid": "classics" },
        h("h3", {}, "Timeless Classics in play", spelling ? h("span", { class: "muted" }, " · anyone may use them as letters") : null),
        withClassics.map(({ seat, i }) =>
          h(
            "div",
            { class: "hb-classic-row" },
            h("span", {}, i === me ? "Yours:" : `${seat.name}:`),
            h(
              "div",
              { class: "hb-cards small" },
              seat.classics.map((card) => {
                const inWord = word?.isUsed(card) ?? false;
                const button = h(
                  "button",
                  { class: `card${inWord ? " in-word" : ""}`, "data-testid": `classic-${card}`, "aria-pressed": spelling ? String(inWord) : null, disabled: !spelling, "aria-label": `${cardName(view, card)}, ${seat.name}'s Timeless Classic` },
                  cardFace(view, card),
                );
                return word ? word.cardButtonSetup(button, card) : button;
              }),
            ),
          ),
        ),
      )
    : null;

  // -- variants -------------------------------------------------------------------------------------------
  const extras =
    view.adverts || view.awards
      ? h(
          "section",
          { class: "hb-extras", "data-testid": "variants" },
          view.awards
            ? h(
                "div",
                { "data-testid": "awards" },
                h("h3", {}, "Literary Awards"),
                h("p", { class: "muted" }, "Prestige at the end for the longest word (7 letters or more)."),
                h(
                  "table",
                  {},
                  h("tr", {}, h("th", {}, "Letters"), Object.keys(view.awards).map((n) => h("th", {}, n === "12" ? "12+" : n))),
                  h("tr", {}, h("th", {}, "Prestige"), Object.values(view.awards).map((p) => h("td", {}, p))),
                ),
                h("p", { "data-testid": "award-holder" }, view.award ? `Held by ${view.award.holders.map((s) => names[s]).join(" and ")}: ${view.award.length} letters, ${view.award.prestige} prestige.` : "Nobody holds it yet."),
              )
            : null,
          view.adverts
            ? h(
                "div",
                { "data-testid": "adverts" },
                h("h3", {}, "Adverts"),
                h("p", { class: "muted" }, "Bought in order, each once; their prestige counts at once."),
                h(
                  "table",
                  {},
                  h("tr", {}, h("th", {}, "Cost"), view.adverts.map(([cost]) => h("td", {}, `${cost}¢`))),
                  h("tr", {}, h("th", {}, "Prestige"), view.adverts.map(([, p]) => h("td", {}, p))),
                  me === null ? null : h("tr", {}, h("th", {}, "Yours"), view.adverts.map((_, k) => h("td", {}, k < view.seats[me].adverts ? "✓ bought" : ""))),
                ),
              )
            : null,
        )
      : null;

  const legend = h(
    "p",
    { class: "muted hb-legend", "data-testid": "legend" },
    "¢ coins · ★ prestige · ∞ Timeless Classic · ↔ next to it · lines under the dashed rule need a second card of the genre: ",
    GENRE_ORDER.slice(0, 4).map((g) => h("span", { class: "hb-chip" }, bandSymbol(GENRES[g].symbol, { size: 11, color: GENRES[g].fill }), ` ${GENRES[g].label}`)),
  );

  // -- keys -----------------------------------------------------------------------------------------------
  keyboard = (event) => {
    if (!table.isConnected) return;
    const k = event.key.toLowerCase();
    if (spelling && word.keyboard(event)) {
      event.preventDefault();
      return;
    }
    if (resolving && /^[1-9]$/.test(k)) {
      root.querySelector(`.hb-resolve [aria-keyshortcuts="${k}"]`)?.click();
    } else if (buying && k === "e" && has({ type: "end_turn" })) {
      attempt({ type: "end_turn" }, { verify: false });
    } else return;
    event.preventDefault();
  };

  const promptLine = h("p", { class: `prompt${over ? " hb-final" : ""}`, "data-testid": "prompt" }, view.prompt);
  const final = over && view.outcome ? finalScores(view) : null;
  const table = h(
    "div",
    { class: "hb", "data-testid": "hardback", "data-phase": view.phase },
    head,
    players,
    penny,
    promptLine,
    final,
    spelling ? [word.panel(reason), handSection, classics, offer] : [turnWord, resolvePanel, shopPanel, reason, offer, handSection, classics],
    extras,
    legend,
  );
  fill(root, table);
  word?.restoreFocus(root, focusedId, caret);
}

/** The end: every author's final score (Python's outcome), and the award that counted. */
function finalScores(view) {
  const { outcome } = view;
  const award = view.award ? ` The Literary Award (${view.award.length} letters, ${view.award.prestige} prestige) went to ${view.award.holders.map((s) => view.players[s]).join(" and ")}.` : "";
  if (view.penny) {
    return h(
      "p",
      { class: "hb-final-scores", "data-testid": "final" },
      `The authors scored ${outcome.team}, Penny Dreadful ${outcome.penny}.${award}`,
    );
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

function race(label, value, target, testid) {
  return h(
    "div",
    { class: "hb-race" },
    h("span", {}, label),
    h("progress", { max: target, value: Math.min(value, target), "aria-label": `${label}: ${value} of ${target}` }),
    h("strong", { "data-testid": `race-${testid}` }, `${value} / ${target}`),
  );
}
