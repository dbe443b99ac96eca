// Hardback's table, drawn from one seat's view into the shared layout's regions. Players: the authors' panels.
// Table: Penny Dreadful, the word just played (anyone's, a bot's too), the offer row, the Timeless Classics in
// play, the piles and the reference (legend, awards, adverts) folded away. Own area: the prompt, the word being
// spelled (hardback-word.js), the benefit to choose, the buying actions, the hand and its ink and remover.
// Every legal move, price, earning and score comes from Python (view.moves, view.shop, the preview); this
// file draws them and sends what the person picks. What only shows the view is in hardback-panels.js, buying in
// hardback-shop.js.
import { fill, h } from "../ui/dom.js";
import { MoveSender } from "../ui/moves.js";
import { bringIntoView, keyHints, listenForKeys, markSuggested } from "../ui/table.js";
import { cardData, cardFace, cardName, cardTitle } from "./hardback-cards.js";
import { createHardbackWord } from "./hardback-word.js";
import { createShop } from "./hardback-shop.js";
import { authorPanels, discardPile, finalScores, pennyRace, reference, statusStrip, turnWord } from "./hardback-panels.js";
import { keepFocus } from "../ui/word-builder.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

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

/**
 * Hardback in the shared layout: the word being built, the keys and the view on screen belong to this table
 * and go with it.
 * @param {import("../ui/table.js").Regions} regions
 * @param {AbortSignal} signal
 * @param {string | null} [match]  the match's id: a reload finds the word being built again
 */
export function mount(regions, signal, match = null) {
  /** @type {((event: KeyboardEvent, onControl: boolean) => void) | null} the keys of the view on screen */
  let keyboard = null;
  /** @type {object | null} the view last drawn: a late repaint of an older view is dropped */
  let latest = null;
  let offerShown = ""; // the turn and phase for which the table was last scrolled to the offer row
  /** @type {number | null} the offer-row card picked to jail, before Reserve or Trash */
  let jailPick = null;
  listenForKeys(signal, (event, onControl) => keyboard?.(event, onControl));
  const sender = new MoveSender(signal);
  /** The part of the page this table draws in (the regions' parent): focus and motion are looked for there. */
  const screen = () => regions.own.parentElement ?? regions.own;
  const wordBuilder = createHardbackWord(signal, screen, match);
  const shopFor = createShop();

  /** Draw one view, the keyboard focus staying where the person was. */
  const render = (view, controls) => keepFocus(screen(), () => draw(view, controls));

  function draw(view, controls) {
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
    controls.setPhase?.(over ? "Game over" : `Turn ${view.turns + 1}`);

    const { reason, say, attempt } = sender.use(controls);
    // A redraw of the same view after a local change (the word, a pick).
    const repaint = () => latest === view && render(view, controls);
    const word = me === null ? null : wordBuilder(view, controls, { spelling, repaint, say, attempt });
    // A seat's view has a word, and only a seat spells or sees a hand: where the view says so, this is it.
    const seatWord = /** @type {NonNullable<typeof word>} */ (word);

    const moveButton = (testid, move, label, attrs = {}) =>
      h("button", { "data-testid": testid, disabled: !has(move), onclick: () => attempt(move, { verify: false }), ...attrs }, label);
    const shop = shopFor(view, controls, { buying, has, repaint, say, moveButton });

    // -- the authors, Penny Dreadful, the word in play ------------------------------------------------------------
    fill(regions.players, authorPanels(view, me, over));
    const penny = pennyRace(view, over);
    const played = turnWord(view, me);

    // -- the offer row ------------------------------------------------------------------------------------------
    const prompt = view.turn.prompt;
    const jailing = resolving && prompt?.kind === "jail";
    const myJail = me === null ? null : view.seats[me].jail;
    if (!jailing || !prompt.options.some((o) => o.card === jailPick)) jailPick = null;
    function shopCard(card, note, testid) {
      // Jailing: a card is picked here, and reserved or trashed with the buttons of the own area.
      const pickable = jailing && prompt.options.some((o) => o.card === card);
      const face = pickable
        ? h(
            "button",
            {
              class: "card",
              "data-testid": `jail-pick-${card}`,
              "aria-pressed": String(jailPick === card),
              onclick: () => {
                jailPick = jailPick === card ? null : card;
                repaint();
              },
            },
            cardFace(view, card, { title: `Jail ${cardTitle(view, card)}` }),
            note ? h("span", { class: "hb-note" }, note) : null,
          )
        : h("div", { class: "card" }, cardFace(view, card), note ? h("span", { class: "hb-note" }, note) : null);
      return h(
        "figure",
        { class: "hb-shop-card", "data-testid": testid, "data-key": `hb-card-${card}` },
        face,
        buying ? shop.buyButton(card) : null,
      );
    }
    const offer = h(
      "section",
      { class: `hb-offer${buying || jailing ? " hb-active" : ""}`, "data-testid": "offer", "aria-label": "Offer row" },
      h(
        "h3",
        {},
        buying ? `Buy from the offer row: you have ${view.turn.coins}¢` : jailing ? "Jail a card of the offer row" : "Offer row",
        h("span", { class: "muted" }, coop ? " · oldest first: Penny claims the first" : " · oldest first"),
      ),
      h(
        "div",
        { class: "hb-cards hb-offer-cards" },
        myJail !== null ? shopCard(myJail, "jailed: yours", `jailed-${myJail}`) : null,
        view.offer.map((card, i) => shopCard(card, i === 0 ? "oldest" : null, `offer-${card}`)),
      ),
    );

    // -- a benefit to choose ------------------------------------------------------------------------------------
    /** @type {HTMLElement | null} */
    let resolvePanel = null;
    if (prompt && !over) {
      const viewing = prompt.kind === "preview" ? view.you?.preview?.[0] ?? null : prompt.kind === "jail" ? null : prompt.card;
      const picked = prompt.kind === "jail" ? prompt.options.filter((o) => o.card !== undefined && o.card === jailPick) : [];
      const general = [
        ...picked,
        ...prompt.options.filter((o) => !(prompt.kind === "jail" && o.pick !== "skip") && !(prompt.kind === "trash_discard" && o.pick === "trash")),
      ];
      const discards = prompt.kind === "trash_discard" ? prompt.options.filter((o) => o.pick === "trash") : [];
      const shown = viewing !== null && viewing !== undefined && view.cards[String(viewing)] ? viewing : null;
      resolvePanel = h(
        "section",
        { class: "hb-resolve", "data-testid": "resolve", "data-kind": prompt.kind },
        shown !== null ? h("div", { class: "card hb-prompt-card" }, cardFace(view, shown)) : null,
        h(
          "div",
          { class: "hb-resolve-body" },
          resolving ? null : h("p", {}, `${names[view.active]} chooses: ${PROMPT_TITLES[prompt.kind].toLowerCase()}`),
          prompt.queued.length ? h("p", { class: "muted" }, `Still to come: ${prompt.queued.map((k) => PROMPT_TITLES[k].replace("?", "")).join(", ").toLowerCase()}.`) : null,
          discards.length && resolving ? h("p", {}, `Tap a card of your discard pile to trash it for ${prompt.amount}¢:`) : null,
          discards.length
            ? h(
                "div",
                // in rows, not squeezed into one: a discard pile of 16 shrank each card to 15 px, too small to read or tap
                { class: "hb-cards small hb-pick-discard" },
                discards.map((o) =>
                  h(
                    "button",
                    { class: "card", "data-testid": optionId(o), disabled: !resolving, onclick: () => attempt(o, { verify: false }) },
                    cardFace(view, o.card, { title: `Trash ${cardTitle(view, o.card)} for ${prompt.amount}¢` }),
                  ),
                ),
              )
            : null,
          jailing
            ? h("p", { class: jailPick === null ? "muted" : "" }, jailPick === null ? "Tap a card of the offer row above to jail it." : `${cardName(view, jailPick)[0].toUpperCase()}${cardName(view, jailPick).slice(1)}: reserve it for yourself, or trash it?`)
            : null,
          resolving
            ? h(
                "div",
                { class: "actions" },
                general.map((o, i) =>
                  h(
                    "button",
                    { class: i === 0 ? "primary" : "", "data-testid": optionId(o), "aria-keyshortcuts": String(i + 1), onclick: () => attempt(o, { verify: false }) },
                    optionText(view, prompt, o),
                  ),
                ),
                keyHints("1, 2… choose"),
              )
            : null,
        ),
      );
    }

    // -- buying -------------------------------------------------------------------------------------------------
    const shopPanel = buying ? shop.panel() : null;

    // -- my hand, ink and remover -------------------------------------------------------------------------------
    /** @type {HTMLElement | null} */
    let handRow = null;
    /** @type {HTMLButtonElement | null} */
    let inkButton = null;
    if (view.you) {
      const inked = new Set(view.you.inked);
      const mine = view.seats[me];
      const cards = view.you.hand.map((card) => {
        const inWord = seatWord.isUsed(card);
        const removeMove = { type: "remover", card };
        const button = h(
          "button",
          {
            class: `card hb-hand-card${inWord ? " in-word" : ""}${inked.has(card) ? " inked" : ""}`,
            "data-testid": `card-${card}`,
            "data-letter": cardData(view, card).letter.toLowerCase(),
            "aria-pressed": spelling ? String(inWord) : null,
            disabled: !spelling,
          },
          // The card's picture carries the button's name (its whole text, then its state), so that what the
          // button shows and what it is called agree.
          cardFace(view, card, { title: `${cardTitle(view, card)}${inked.has(card) ? ", inked: must be used face up" : ""}${inWord ? ", in your word" : ""}` }),
          inWord ? h("span", { class: "hb-mark used", "aria-hidden": "true" }, "in word") : null,
        );
        return h(
          "div",
          { class: "hb-slot", "data-key": `hb-card-${card}` },
          seatWord.cardButtonSetup(button, card),
          spelling ? seatWord.wildChoice(card) : null,
          inked.has(card) ? h("span", { class: "hb-mark inked" }, "inked") : null,
          inked.has(card) && mine.remover
            ? h("button", { class: "hb-small", "data-testid": `remover-${card}`, disabled: !mayInk || !has(removeMove), onclick: () => attempt(removeMove, { verify: false }) }, "Remover")
            : null,
        );
      });
      handRow = h(
        "div",
        { class: "hb-hand hb-cards hb-fit", "data-testid": "hand", role: "group", "aria-label": `Your hand: ${mine.deck} cards in your deck, ${mine.discard} in your discard pile` },
        cards.length ? cards : h("p", { class: "muted hb-empty-hand" }, "Your hand is empty: you draw 5 cards at the end of your turn."),
      );
      inkButton =
        mine.ink
          ? h(
              "button",
              { "data-testid": "ink", disabled: !mayInk || !has({ type: "ink" }), title: "Spend 1 ink: draw the top card of your deck; it must be used in your next word", onclick: () => attempt({ type: "ink" }, { verify: false }) },
              `Ink: draw a card (${mine.ink})`,
            )
          : null;
    }

    // -- Timeless Classics in play ------------------------------------------------------------------------------
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
                    { class: `card${inWord ? " in-word" : ""}`, "data-testid": `classic-${card}`, "aria-pressed": spelling ? String(inWord) : null, disabled: !spelling },
                    cardFace(view, card, { title: `${cardTitle(view, card)}, ${seat.name}'s Timeless Classic` }),
                  );
                  return h("div", { class: "hb-slot", "data-key": `hb-card-${card}` }, word ? word.cardButtonSetup(button, card) : button);
                }),
              ),
            ),
          ),
        )
      : null;

    // The table: what the person acts on comes first (the offer row while buying or jailing).
    const offerFirst = buying || jailing;
    fill(
      regions.table,
      h(
        "div",
        { class: "hb hb-table", "data-testid": "hardback", "data-phase": view.phase },
        offerFirst ? offer : null,
        penny,
        played,
        classics,
        offerFirst ? null : offer,
        statusStrip(view, over),
        discardPile(view),
        reference(view, me),
      ),
    );
    // Entering the buy phase (or a jail), the table shows the offer row, now at its top.
    const offerKey = offerFirst ? `${view.turns}:${view.phase}` : "";
    if (offerKey && offerKey !== offerShown) bringIntoView(regions.table, offer);
    offerShown = offerKey;

    // -- keys ---------------------------------------------------------------------------------------------------
    keyboard = (event, onControl) => {
      if (!regions.own.isConnected) return;
      const k = event.key.toLowerCase();
      if (spelling && seatWord.keyboard(event, onControl)) {
        event.preventDefault();
        return;
      }
      if (resolving && /^[1-9]$/.test(k)) {
        /** @type {HTMLElement | null} */ (regions.own.querySelector(`.hb-resolve [aria-keyshortcuts="${k}"]`))?.click();
      } else if (buying && k === "e") {
        shop.endTurn();
      } else return;
      event.preventDefault();
    };

    // -- the own area: prompt, what to do now, the hand, the buttons --------------------------------------------
    const promptLine = h("p", { class: `prompt${over ? " hb-final" : ""}`, "data-testid": "prompt" }, view.prompt);
    const builder = spelling ? seatWord.panel() : null;
    const tools = [inkButton];
    fill(
      regions.own,
      h(
        "div",
        { class: "hb hb-own", "data-phase": view.phase, "data-testid": "own-hardback" },
        promptLine,
        builder?.word,
        resolvePanel,
        shopPanel,
        reason,
        handRow,
        builder
          ? h("div", { class: "actions hb-controls" }, builder.controls, tools, builder.hints)
          : tools.some(Boolean)
            ? h("div", { class: "actions hb-controls" }, tools)
            : null,
      ),
    );
    const advice = controls.suggestion?.move;
    // Spell is pointed at while the word is the suggested one, not once the player spelled another
    if (advice && (advice.type !== "spell" || seatWord.followsSuggestion())) {
      const pointed = { spell: "spell", buy: `buy-${advice.card}`, end_turn: "end-turn", remover: `remover-${advice.card}` }[advice.type] ?? advice.type;
      markSuggested(regions.own, [pointed]);
      markSuggested(regions.table, [pointed]);
    }
  }

  /** The end: the authors' (or the team's) final scores, and the award that counted. */
  function resultDetails(view) {
    return view.outcome ? finalScores(view) : null;
  }

  return { render, resultDetails };
}
