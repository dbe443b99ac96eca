// A guided first game on the real table: it points at the table's regions one by one, then follows the match,
// saying what to do when it is the player's turn and what just happened (a tip the first time each kind of event
// comes up). Its words, its seats and its deal come from Python (the game's Guide, in catalogue.json).
import { h } from "./ui/dom.js";

/** @typedef {{point: "players" | "table" | "own" | "log", say: string}} IntroStep */
/** @typedef {{bots: number, level: string, options: object, seed: string, intro: IntroStep[], tips: Object<string, string>}} GuideData */

/** @param {string} gameId */
const doneKey = (gameId) => `parlour.guided.${gameId}`;

/** Whether this device has played or skipped the game's guided first game. @param {string} gameId */
export function guidedBefore(gameId) {
  return localStorage.getItem(doneKey(gameId)) !== null;
}

/** @param {string} gameId */
export function markGuided(gameId) {
  localStorage.setItem(doneKey(gameId), "done");
}

/**
 * The seats, options and extra of a guided match: the newcomer, then the guide's bots.
 * @param {{id: string, guide: GuideData, options: {name: string, default: any}[]}} game
 * @param {string[]} botNames
 */
export function guidedMatch(game, botNames) {
  const guide = game.guide;
  const seats = [{ name: "You", kind: "person" }, ...botNames.slice(0, guide.bots).map((name) => ({ name, kind: "bot", level: guide.level }))];
  const options = { ...Object.fromEntries(game.options.map((o) => [o.name, o.default])), ...guide.options };
  // A practice for The Crew's logbook: a guided mission is not an attempt.
  return { seats, options, extra: { guided: true, seed: guide.seed, practice: true } };
}

/**
 * The guide of one guided match, in a panel under the match bar; it goes with the table.
 * @param {{element: HTMLElement, regions: Object<string, HTMLElement>, drawer: HTMLElement}} layout
 * @param {{id: string, title: string, guide: GuideData}} game
 * @param {HTMLElement} panel  the table's note slot, which the guide fills
 */
export function createGuide(layout, game, panel) {
  const guide = game.guide;
  let step = 0; // the intro step on screen; past the end, the guide follows the match
  let seen = 0; // log entries already explained
  const tipped = new Set();
  let last = /** @type {{view: any, active: boolean} | null} */ (null);
  let skipped = false;
  /** @type {string[]} what happened since the player last moved: shown until they move again */
  let tips = [];

  /** @param {string | null} region */
  function point(region) {
    for (const [name, element] of Object.entries({ ...layout.regions, log: layout.drawer })) element.classList.toggle("guide-point", name === region);
  }

  function skip() {
    skipped = true;
    markGuided(game.id);
    point(null);
    panel.hidden = true;
    panel.replaceChildren();
  }

  /** @param {(Node | string | null)[]} content @param {HTMLElement[]} buttons */
  function show(content, buttons) {
    panel.hidden = false;
    // The buttons come first so that a phone floats them beside the words' first lines, the words then taking the
    // panel's whole width; only the words are announced.
    panel.replaceChildren(
      h("div", { class: "guide", "data-testid": "guide" }, h("div", { class: "actions" }, buttons), h("div", { class: "guide-body", role: "status" }, content)),
    );
  }

  function draw() {
    if (skipped) return;
    if (step < guide.intro.length) {
      const { point: region, say } = guide.intro[step];
      point(region);
      const last = step === guide.intro.length - 1;
      const next = h("button", { class: "primary", "data-testid": "guide-next", onclick: () => ((step += 1), draw()) }, last ? "Start playing" : "Next");
      show([h("p", { "data-testid": "guide-text" }, say), h("p", { class: "muted" }, `Step ${step + 1} of ${guide.intro.length}`)], [next, skipButton()]);
      return;
    }
    if (!last) return;
    const { view, active } = last;
    const fresh = view.log.slice(seen).filter((/** @type {{type: string}} */ e) => guide.tips[e.type] && !tipped.has(e.type));
    seen = view.log.length;
    for (const type of new Set(fresh.map((/** @type {{type: string}} */ e) => e.type))) {
      tipped.add(type);
      tips.push(guide.tips[type]);
    }
    if (view.outcome) {
      markGuided(game.id);
      point(null);
      show([...tips.map((tip) => h("p", {}, tip)), h("p", { "data-testid": "guide-text" }, `That was your first game of ${game.title}. Play again whenever you like: the Rules are in the match bar.`)], [h("button", { "data-testid": "guide-close", onclick: skip }, "Close the guide")]);
      return;
    }
    point(active ? "own" : "table");
    const now = active ? h("p", { "data-testid": "guide-text" }, h("strong", {}, "Your turn: "), view.prompt) : h("p", { "data-testid": "guide-text" }, "Watch the others' moves on the table.");
    show([...tips.map((tip) => h("p", { class: "guide-tip", "data-testid": "guide-tip" }, tip)), now], [skipButton()]);
  }

  function skipButton() {
    return h("button", { "data-testid": "guide-skip", onclick: skip }, "Skip the guide");
  }

  return {
    /** After every drawing of the table. @param {any} view @param {boolean} active */
    update(view, active) {
      if (last?.active && !active) tips = []; // the player has just moved: what follows is news
      last = { view, active };
      if (step === 0 && seen === 0) seen = view.log.length; // the deal's own lines need no tip
      draw();
    },
  };
}
