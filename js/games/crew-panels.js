// The Crew's mission line and the crew's panels: for each member, the cards and tricks, the tasks with their tokens,
// the communicated card, an answer to the commander, and their latest move.
import { facts, h, plural } from "../ui/dom.js";
import { lastMoveLine, lastMoves } from "../ui/table.js";
import { TOKEN_WORDS, radioCard, taskChip, words } from "./crew-cards.js";

/**
 * The mission: its number and requirement, the commander, the logbook's attempt, and what makes it harder.
 * @param {any} view
 * @param {string[]} names
 * @param {{attempt: number | null} | null} campaign  the logbook's word on this attempt (none on a friend's page)
 */
export function missionHeader(view, names, campaign) {
  const m = view.mission;
  const distress = view.distress;
  const practice = campaign && campaign.attempt === null;
  return h(
      "section",
      { class: "crew-mission", "data-testid": "mission" },
      h("strong", {}, `Mission ${m.number}`),
      h("span", { "data-testid": "requirement" }, ` ${m.requirement}`),
      h(
        "div",
        { class: "crew-chips" },
        h("span", { class: "crew-chip", "data-testid": "commander-chip" }, `★ Commander: ${names[view.commander]}`),
        campaign
          ? h("span", { class: "crew-chip", "data-testid": "logbook-chip" }, practice ? "Practice: not logged" : `Logbook: attempt ${campaign.attempt}`)
          : null,
        m.dead_zone ? h("span", { class: "crew-chip", "data-testid": "dead-zone" }, "Dead zone: communication tokens hidden") : null,
        m.disruption > 1 ? h("span", { class: "crew-chip" }, `Disruption: no communication before trick ${m.disruption}`) : null,
        distress.offered
          ? h("span", { class: "crew-chip", "data-testid": "distress-state" }, distress.used ? `Distress signal sent (${distress.direction})` : "Distress signal not used")
          : null,
      ),
    );
}

/**
 * One panel per crew member, the one whose turn it is (or who is still deciding) marked.
 * @param {any} view
 */
export function crewPanels(view) {
  const over = view.phase === "over";
  const distress = view.distress;
  const question = view.question;
  const tasksOf = (p) => view.tasks.filter((t) => t.owner === p);
  const actor = view.phase === "play" || view.phase === "pick" ? view.turn : null;
  const last = lastMoves(view.log, view.players);
  return h(
    "ul",
    // Scrolled sideways where one row of panels is wider than the screen (a phone stacks them in rows instead):
    // focusable, so the keyboard can scroll it too.
    { class: "players crew-players", "data-testid": "players", tabindex: 0, "aria-label": "The crew" },
    view.crew.map((c) => {
      const vote = view.phase === "distress" ? distress.votes[c.position] : null;
      return h(
        "li",
        {
          class: `${c.position === actor || view.waiting.includes(c.position) ? "current" : ""}${c.position === view.me ? " me" : ""}`,
          "data-testid": `player-${c.position}`,
          "data-key": `seat-${c.position}`,
        },
        h(
          "div",
          { class: "seat-head" },
          h("strong", { class: "seat-name", title: c.name }, c.name),
          c.commander ? h("span", { class: "seat-mark crew-badge", title: "commander" }, "★", h("span", { class: "visually-hidden" }, " commander")) : null,
          c.jarvis ? h("span", { class: "seat-mark crew-badge crew-dummy" }, "(dummy, played by the commander)") : null,
          c.position === actor ? h("span", { class: "seat-mark crew-turn" }, view.phase === "play" ? "▶ to play" : "▶ to pick") : null,
          view.waiting.includes(c.position) && !over ? h("span", { class: "seat-mark crew-turn" }, "deciding…") : null,
        ),
        facts(
          { class: "score" },
          plural(c.cards, "card"),
          [h("span", { "data-key": `tricks-${c.position}`, "data-count": c.tricks }, c.tricks), ` trick${c.tricks === 1 ? "" : "s"}`],
          vote ? `distress: ${vote}` : null,
        ),
        question?.replies[c.position] ? h("span", { class: "crew-answer", "data-testid": `answer-of-${c.position}` }, ` answer: ${words(question.replies[c.position])}`) : null,
        tasksOf(c.position).length || c.radio
          ? h(
              "div",
              { class: "crew-holdings" },
              tasksOf(c.position).length
                ? h("div", { class: "crew-tasks", "aria-label": `${c.name}'s tasks` }, h("span", { class: "crew-label" }, "Tasks"), tasksOf(c.position).map((t) => taskChip(t, view.tasks.indexOf(t))))
                : null,
              c.radio
                ? h(
                    "div",
                    { class: `crew-radio${c.radio.played ? " played" : ""}`, "data-testid": `radio-${c.position}` },
                    h("span", { class: "crew-label" }, "Radio"),
                    radioCard(c.radio),
                    h("span", { class: "crew-token radio", "data-testid": "radio-token" }, TOKEN_WORDS[c.radio.token] ?? c.radio.token),
                    c.radio.played ? h("span", { class: "crew-small" }, "played") : null,
                  )
                : null,
            )
          : null,
        // a vote or an answer shown says what the last move said
        c.position !== view.me && !question?.replies[c.position] && !vote
          ? lastMoveLine(last, c.position)
          : null,
      );
    }),
  );
}
