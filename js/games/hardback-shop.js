// Hardback's buying: the cards a person chooses are bought together when they confirm. Until then the choice is an
// unfinished move that can be changed or cleared, as a word being built can; once a card is bought the offer row
// is refilled from the face-down deck, and nothing before it can be taken back. Whether a card may join the
// chosen ones is the engine's answer (a check that tries the chosen purchases first), never reckoned here.
import { h } from "../ui/dom.js";
import { keyHints } from "../ui/table.js";
import { cardData, cardName } from "./hardback-cards.js";

/**
 * @typedef {object} ShopControls  what the shop uses of the page's controls
 * @property {(move: object, after?: object[]) => Promise<{legal: boolean, reason: string | null}>} check
 * @property {(move: object) => Promise<boolean>} submit
 */

/**
 * @typedef {object} ShopDraw  what one draw of the table gives the shop
 * @property {boolean} buying         the person is buying now
 * @property {(move: object) => boolean} has  whether a move is legal now (view.moves)
 * @property {() => void} repaint     draw the same view again after a change here
 * @property {(text: string) => void} say  the reason line of the own area
 * @property {(testid: string, move: object, label: string, attrs?: object) => HTMLElement} moveButton
 */

/** The purchases of one Hardback table: the chosen cards live as long as the table. */
export function createShop() {
  /** @type {number[]} the cards chosen to buy, in the order chosen */
  let chosen = [];
  let chosenIn = ""; // the turn they were chosen in: a new turn starts with none
  /** @type {Map<number, string>} why each other card cannot join the chosen ones, as the engine said */
  let refused = new Map();
  let busy = false; // the engine is being asked, or the chosen cards bought: clicks wait for it

  /**
   * The shop for one view.
   * @param {any} view
   * @param {ShopControls} controls
   * @param {ShopDraw} draw
   */
  return function shop(view, controls, { buying, has, repaint, say, moveButton }) {
    const turn = `${view.turns}:${view.active}`;
    if (!buying || turn !== chosenIn) chosen = [];
    chosenIn = turn;
    const jail = view.seat === null ? null : view.seats[view.seat].jail;
    const still = chosen.filter((card) => view.offer.includes(card) || card === jail);
    if (still.length !== chosen.length || !still.length) refused = new Map(); // bought, or a new turn: asked anew
    chosen = still;
    const cost = chosen.reduce((sum, card) => sum + cardData(view, card).cost, 0);
    const purchases = (cards = chosen) => cards.map((card) => ({ type: "buy", card }));

    /**
     * Make `next` the chosen cards, once the engine has said which other cards could still join them.
     * @param {number[]} next
     */
    async function choose(next) {
      const others = view.moves.filter((m) => m.type === "buy" && !next.includes(m.card));
      const answers = await Promise.all(others.map(async (m) => [m.card, await controls.check(m, purchases(next))]));
      chosen = next;
      refused = new Map(answers.filter(([, verdict]) => !verdict.legal).map(([card, verdict]) => [card, verdict.reason ?? ""]));
    }

    /** @param {number} card */
    async function toggle(card) {
      if (busy) return;
      busy = true;
      try {
        await choose(chosen.includes(card) ? chosen.filter((c) => c !== card) : [...chosen, card]);
      } finally {
        busy = false;
      }
      say("");
      repaint();
    }

    /** Buy the chosen cards one by one, in the order chosen; a refusal stops it and is said by the page. */
    async function buyChosen() {
      if (busy) return false;
      busy = true;
      try {
        for (const move of purchases()) if (!(await controls.submit(move))) return false;
        return true;
      } finally {
        busy = false;
      }
    }

    async function endTurn() {
      if (!has({ type: "end_turn" }) || busy) return;
      if (chosen.length && !(await buyChosen())) return;
      await controls.submit({ type: "end_turn" });
    }

    /**
     * The button under an offer-row card (or the jailed one): choose it to buy, or leave it out again.
     * @param {number} card
     */
    function buyButton(card) {
      const info = cardData(view, card);
      const isChosen = chosen.includes(card);
      const why = refused.get(card);
      const affordable = has({ type: "buy", card }) && why === undefined;
      return h(
        "button",
        {
          class: isChosen ? "primary" : "",
          "data-testid": `buy-${card}`,
          "data-card": card,
          "aria-pressed": String(isChosen),
          disabled: !isChosen && !affordable,
          title: isChosen
            ? `Chosen: ${cardName(view, card)} will be bought for ${info.cost}¢ when you confirm. Click to leave it out.`
            : affordable
              ? `Choose ${cardName(view, card)} to buy for ${info.cost}¢`
              : (why ?? `${cardName(view, card)} costs ${info.cost}¢; you have ${view.turn.coins}¢`),
          onclick: () => toggle(card),
        },
        isChosen ? [h("span", { class: "hb-check" }, "✓ "), "Chosen"] : `Buy ${info.cost}¢`,
      );
    }

    /** The own area's buying actions: what is chosen, buying it, and the turn's other purchases. */
    function panel() {
      const { shop: offers } = view;
      const count = chosen.length;
      return h(
        "section",
        { class: "hb-shop", "data-testid": "shop" },
        offers?.flush && !count ? h("p", { class: "muted", "data-testid": "flush-hint" }, "Before buying anything you may flush the offer row: 7 cards trashed, 7 new dealt.") : null,
        count
          ? h(
              "p",
              { class: "hb-chosen", "data-testid": "chosen" },
              `Chosen to buy: ${chosen.map((card) => cardName(view, card)).join(", ")}, ${cost}¢ of your ${view.turn.coins}¢.`,
            )
          : h("p", { class: "muted hb-chosen", "data-testid": "chosen" }, "Choose the cards to buy in the offer row, then buy them."),
        h(
          "div",
          { class: "actions" },
          count ? h("button", { class: "primary", "data-testid": "buy-chosen", onclick: () => buyChosen() }, count === 1 ? `Buy it (${cost}¢)` : `Buy these ${count} (${cost}¢)`) : null,
          count ? h("button", { "data-testid": "clear-chosen", onclick: () => ((chosen = []), (refused = new Map()), say(""), repaint()) }, "Clear") : null,
          h(
            "button",
            { class: count ? "" : "primary", "data-testid": "end-turn", "aria-keyshortcuts": "E", disabled: !has({ type: "end_turn" }), onclick: () => endTurn() },
            count ? "Buy, end turn" : `End turn${view.turn.coins ? `: ${view.turn.coins}¢ → ink` : ""}`,
          ),
          // chosen cards' line says the coins: the chip beside their three buttons took a line of its own on a phone
          count ? null : h("span", { class: "hb-chip hb-coins", "data-testid": "coins", title: "Coins to spend this turn" }, `${view.turn.coins}¢`),
          offers?.advert ? moveButton("advert", { type: "advert" }, `Advert: ${offers.advert.cost}¢ → ${offers.advert.prestige} prestige`) : null,
          offers?.convert ? moveButton("convert", { type: "convert" }, `${offers.convert.ink} ink → ${offers.convert.coins}¢`) : null,
          offers?.flush && !count ? moveButton("flush", { type: "flush" }, "Flush the offer row") : null,
          keyHints("E end the turn"),
        ),
      );
    }

    return { buyButton, panel, endTurn };
  };
}
