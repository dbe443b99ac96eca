// The Crew's campaign logbook, kept in this browser (localStorage): per mission the attempts logged, whether
// and on which attempt it was first accomplished, and whether the distress signal was used on the way there
// (the printed logbook adds 1 for it). Missions unlock in order: mission n+1 once mission n is accomplished.
// A practice attempt (any mission, chosen on the setup screen) is not logged.
//
// An attempt is logged when its match reaches its outcome, once per match id, so a redraw, a reload of the
// finished match or a hot-seat hand-off never counts it twice.

import { fill, h, s } from "../ui/dom.js";

const KEY = "parlour.crew.logbook";
const REMEMBERED = 200; // match ids kept to make logging idempotent

function empty() {
  return { version: 1, missions: {}, logged: [] };
}

/** The logbook as stored (a fresh one when there is none or it cannot be read). */
export function load() {
  try {
    const book = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (book?.version === 1 && typeof book.missions === "object" && Array.isArray(book.logged)) return book;
  } catch {
    // a damaged logbook starts again rather than breaking the setup screen
  }
  return empty();
}

function save(book) {
  localStorage.setItem(KEY, JSON.stringify(book));
}

/** What the logbook says about one mission: {attempts, done, doneIn, distress}. */
export function entry(book, mission) {
  return { attempts: 0, done: false, doneIn: null, distress: false, ...book.missions[mission] };
}

/** The highest mission accomplished (0 when none). */
export function highestDone(book) {
  return Math.max(0, ...Object.keys(book.missions).filter((n) => book.missions[n].done).map(Number));
}

/** Whether ``mission`` may be played for the logbook: mission 1, or the one after the highest accomplished. */
export function unlocked(book, mission) {
  return mission <= highestDone(book) + 1;
}

/** The attempt number a match was logged as, or null if it was not logged. */
export function loggedAs(book, matchId) {
  return book.logged.find(([id]) => id === matchId)?.[1] ?? null;
}

/**
 * Log the finished attempt ``matchId`` at ``outcome.mission`` (once; later calls change nothing) and return
 * {attempt, entry}: the attempt number and the mission's entry after it. A mission that is still locked is
 * never logged (it can only be a practice).
 */
export function logAttempt(matchId, outcome) {
  const book = load();
  const mission = outcome.mission;
  const known = loggedAs(book, matchId);
  if (known !== null) return { attempt: known, entry: entry(book, mission) };
  if (!unlocked(book, mission)) return null;
  const before = entry(book, mission);
  const after = { ...before, attempts: before.attempts + 1 };
  if (!before.done) after.distress = before.distress || Boolean(outcome.distress);
  if (outcome.success && !before.done) Object.assign(after, { done: true, doneIn: after.attempts });
  book.missions[mission] = after;
  book.logged = [...book.logged, [matchId, after.attempts]].slice(-REMEMBERED);
  save(book);
  return { attempt: after.attempts, entry: after };
}

/** The printed logbook's figure for an accomplished mission: attempts needed, +1 if distress was used. */
export function score(e) {
  return e.done ? e.doneIn + (e.distress ? 1 : 0) : null;
}

// -- the setup screen's panel ------------------------------------------------------------------------------

function padlock() {
  return s(
    "svg",
    { class: "crew-lock", viewBox: "0 0 12 14", width: 11, height: 13, "aria-hidden": "true" },
    s("path", { d: "M3,6V4a3,3 0 0 1 6,0V6", fill: "none", stroke: "currentColor", "stroke-width": 1.6 }),
    s("rect", { x: 1, y: 6, width: 10, height: 7.5, rx: 1.5, fill: "currentColor" }),
  );
}

function status(e, open) {
  if (!open) return "locked";
  if (e.done) return `accomplished on attempt ${e.doneIn}${e.distress ? " (+1 for the distress signal)" : ""}, ${e.attempts} logged`;
  return e.attempts ? `not accomplished yet, ${e.attempts} attempt${e.attempts === 1 ? "" : "s"} logged` : "not tried yet";
}

/**
 * The Crew's part of the setup screen (see showSetup in js/main.js): the logbook, from which the player picks
 * the mission (sets options.mission; the highest unlocked one first), and the practice switch (extra.practice).
 */
export function setupPanel({ game, options, extra }) {
  const book = load();
  const choices = game.options.find((o) => o.name === "mission").choices;
  const latest = Math.min(highestDone(book) + 1, choices.at(-1).value);
  extra.practice = Boolean(extra.practice);
  if (options.mission === 1 || !(extra.practice || unlocked(book, options.mission))) options.mission = latest;
  const panel = h("fieldset", { class: "crew-logbook", "data-testid": "logbook" });

  function draw() {
    const cells = choices.map(({ value: n }) => {
      const e = entry(book, n);
      const open = unlocked(book, n);
      const chosen = n === options.mission;
      const mark = e.done ? `✓ ×${e.attempts}` : !open ? "" : e.attempts ? `×${e.attempts}` : "new";
      return h(
        "button",
        {
          type: "button",
          class: `crew-log-cell${e.done ? " done" : ""}${open ? "" : " locked"}${chosen ? " chosen" : ""}`,
          "data-testid": `logbook-mission-${n}`,
          "aria-pressed": chosen ? "true" : "false",
          // The accessible name starts with what the cell shows (its number and mark), then says it in words.
          "aria-label": `${n} ${mark}: mission ${n}, ${status(e, open)}`.replace("  ", " "),
          title: `Mission ${n}: ${status(e, open)}`,
          disabled: !open && !extra.practice,
          onclick: () => ((options.mission = n), draw(), panel.querySelector(`[data-testid=logbook-mission-${n}]`).focus()),
        },
        h("span", { class: "crew-log-n" }, n),
        h("span", { class: "crew-log-state" }, open ? mark : padlock()),
      );
    });
    const done = choices.filter(({ value }) => entry(book, value).done);
    const attempts = choices.reduce((sum, { value }) => sum + entry(book, value).attempts, 0);
    const total = done.reduce((sum, { value }) => sum + score(entry(book, value)), 0);
    const chosen = choices.find((c) => c.value === options.mission);
    const e = entry(book, options.mission);
    fill(
      panel,
      h("legend", {}, "Logbook: choose the mission"),
      h(
        "p",
        { class: "crew-log-summary", "data-testid": "logbook-summary" },
        `${done.length} of ${choices.length} missions accomplished · ${attempts} attempt${attempts === 1 ? "" : "s"} logged`,
        done.length ? ` · logbook total ${total}` : "",
        ". Missions unlock in order.",
      ),
      h(
        "label",
        { class: "crew-practice" },
        h("input", {
          type: "checkbox",
          "data-testid": "practice",
          checked: extra.practice,
          onchange: (event) => {
            extra.practice = event.target.checked;
            if (!extra.practice && !unlocked(book, options.mission)) options.mission = latest;
            draw();
            panel.querySelector("[data-testid=practice]").focus();
          },
        }),
        " Practice (any mission, not logged)",
      ),
      h("div", { class: "crew-log-grid", role: "group", "aria-label": "Missions" }, cells),
      h(
        "p",
        { class: "crew-log-chosen", "data-testid": "logbook-chosen" },
        h("strong", {}, chosen.label),
        h("br"),
        extra.practice && !unlocked(book, options.mission)
          ? "Practice: this mission is still locked in the logbook; the attempt is not logged."
          : extra.practice
            ? `Practice: not logged (logbook: ${status(e, true)}).`
            : `Logbook: ${status(e, true)}; this will be attempt ${e.attempts + 1}.`,
      ),
    );
  }
  draw();
  return { panel, owns: ["mission"] };
}
