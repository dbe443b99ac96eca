// The Crew's part of the setup screen: the campaign logbook, from which the player picks the mission, and the
// practice switch. Every rule of the logbook (which missions are open, how attempts and the distress signal
// count) is the engine's (py/parlour/games/crew/logbook.py); the shell keeps the book in this browser
// (js/campaign.js) and the engine's summary of it is all this panel draws.

import { fill, h, plural, required, s } from "../ui/dom.js";
import { errorText } from "../errors.js";

function padlock() {
  return s(
    "svg",
    { class: "crew-lock", viewBox: "0 0 12 14", width: 11, height: 13, "aria-hidden": "true" },
    s("path", { d: "M3,6V4a3,3 0 0 1 6,0V6", fill: "none", stroke: "currentColor", "stroke-width": 1.6 }),
    s("rect", { x: 1, y: 6, width: 10, height: 7.5, rx: 1.5, fill: "currentColor" }),
  );
}

/**
 * The logbook panel (see showSetup in js/main.js): sets options.mission (the highest unlocked one first) and
 * extra.practice. It reads "Opening the logbook…" until the engine has answered `campaign()`.
 * @param {{game: any, options: Record<string, any>, extra: Record<string, any>, campaign: () => Promise<any>}} setup
 */
export function setupPanel({ game, options, extra, campaign }) {
  const choices = game.options.find((o) => o.name === "mission").choices;
  extra.practice = Boolean(extra.practice);
  const panel = h("fieldset", { class: "crew-logbook", "data-testid": "logbook" }, h("legend", {}, "Logbook"), h("p", {}, "Opening the logbook…"));
  /** @type {any} */
  let summary = null;
  const entry = (n) => summary.missions[n - 1];

  function draw() {
    const cells = summary.missions.map((e) => {
      const n = e.number;
      const open = e.unlocked;
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
          "aria-label": `${n} ${mark}: mission ${n}, ${e.status}`.replace("  ", " "),
          title: `Mission ${n}: ${e.status}`,
          disabled: !open && !extra.practice,
          onclick: () => ((options.mission = n), draw(), required(panel, `[data-testid=logbook-mission-${n}]`).focus()),
        },
        h("span", { class: "crew-log-n" }, n),
        " ",
        h("span", { class: "crew-log-state" }, open ? mark : padlock()),
      );
    });
    const { accomplished, attempts, score } = summary;
    const chosen = choices.find((c) => c.value === options.mission);
    const e = entry(options.mission);
    fill(
      panel,
      h("legend", {}, "Logbook: choose the mission"),
      h(
        "p",
        { class: "crew-log-summary", "data-testid": "logbook-summary" },
        `${accomplished} of ${summary.missions.length} missions accomplished · ${plural(attempts, "attempt")} logged`,
        accomplished ? ` · logbook total ${score}` : "",
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
            if (!extra.practice && !entry(options.mission).unlocked) options.mission = summary.latest;
            draw();
            required(panel, "[data-testid=practice]").focus();
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
        extra.practice && !e.unlocked
          ? "Practice: this mission is still locked in the logbook; the attempt is not logged."
          : extra.practice
            ? `Practice: not logged (logbook: ${e.status}).`
            : `Logbook: ${e.status}; this will be attempt ${e.attempts + 1}.`,
      ),
    );
  }
  campaign().then(
    (answer) => {
      summary = answer.summary;
      if (options.mission === 1 || !(extra.practice || entry(options.mission).unlocked)) options.mission = summary.latest;
      draw();
    },
    (error) => fill(panel, h("legend", {}, "Logbook"), h("p", { class: "reason" }, `The logbook could not be read: ${errorText(error)}`)),
  );
  return { panel, owns: ["mission"] };
}
