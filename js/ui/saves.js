// What the player sees of saving: the home screen's saved matches (Continue, and the damaged ones with Export and
// Delete) with the import of a file; the notice at the table when a match could not be saved; the screen of a match
// that is open in another tab. The saving itself is js/saves.js.
import { exportRecord, importFile, ImportRefused, judge, readSaves, removeSave } from "../saves.js";
import { h, fill } from "./dom.js";
import { errorText } from "../errors.js";

/** The versions (id@moves) of the saved matches the engine found sound in this tab. */
const SOUND_KEY = "parlour.sound-saves";

/**
 * What this tab remembers of sound saves. It is only a shortcut: when the tab's storage is blocked or holds something
 * else, the engine simply judges every save again.
 * @returns {string[]}
 */
function soundVersions() {
  try {
    const versions = JSON.parse(sessionStorage.getItem(SOUND_KEY) ?? "[]");
    return Array.isArray(versions) ? versions.filter((v) => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** @param {string[]} versions */
function rememberSound(versions) {
  try {
    sessionStorage.setItem(SOUND_KEY, JSON.stringify(versions));
  } catch {
    // storage blocked or full: the shortcut is lost, nothing else
  }
}

/**
 * @typedef {object} HomeHooks what the saved-matches list asks of the shell
 * @property {import("../saves.js").Engine} engine
 * @property {(id: string) => string | undefined} title    a game's title, if the app has the game
 * @property {(record: Record<string, any>) => void} resume
 * @property {(time: number) => string} when                 when a match was last played, as a person says it
 * @property {(message: string, kind?: string) => void} say
 * @property {(record: Record<string, any>) => void} imported a file was imported: show it
 * @property {() => boolean} live                           false once the home screen has gone
 */

/**
 * The home screen's saved matches: the unfinished ones to continue, the damaged ones (to export or delete), and the
 * import of a file. It checks the unfinished ones with the engine once it is up, and moves any it refuses to the
 * damaged list; a damaged record never stops the home screen.
 */
export class SavedMatches {
  /** @param {HomeHooks} hooks */
  constructor(hooks) {
    this.hooks = hooks;
    this.element = h("div", { class: "saves", "data-testid": "saves" });
    /** @type {import("../saves.js").MatchRecord[]} */
    this.unfinished = [];
    /** @type {import("../saves.js").Damaged[]} */
    this.damaged = [];
  }

  /**
   * Draw the lists from what storage holds; resolves to the finished matches (the shell's history).
   * @param {ReturnType<typeof readSaves>} [read] a read of storage already under way (the page's first)
   * @returns {Promise<import("../saves.js").MatchRecord[]>}
   */
  async load(read = readSaves()) {
    const { saved, damaged, error } = await read;
    if (error) this.hooks.say(error, "error");
    this.unfinished = saved.filter((m) => !m.finished);
    this.damaged = damaged;
    this.draw();
    return saved.filter((m) => m.finished);
  }

  /**
   * Ask the engine about each unfinished match, one at a time; a refused one moves to the damaged list. A replay
   * costs the engine time (a word game's lists are fetched for it), so a record found sound is not asked about again
   * in this tab until it has grown.
   */
  async judge() {
    const sound = new Set(soundVersions());
    for (const record of [...this.unfinished]) {
      const version = `${record.id}@${record.moves.length}`;
      if (sound.has(version)) continue;
      let reason;
      try {
        reason = await judge(this.hooks.engine, record);
      } catch {
        return; // the engine could not judge: the matches stay as they are, and resuming one says why
      }
      if (!this.hooks.live()) return;
      if (!reason) {
        sound.add(version);
        rememberSound([...sound].filter((v) => this.unfinished.some((m) => v === `${m.id}@${m.moves.length}`)));
        continue;
      }
      this.unfinished = this.unfinished.filter((m) => m !== record);
      this.damaged.push({ record, reason: `the engine refuses it (${reason.replace(/\.$/, "")})` });
      this.draw();
    }
  }

  draw() {
    const { title, when } = this.hooks;
    const named = (record) => title(record?.game) ?? "A game this app does not have";
    const players = (record) => (Array.isArray(record?.players) && record.players.every((p) => typeof p === "string") ? record.players.join(", ") : "");
    const continueRows = this.unfinished.map((m) =>
      h(
        "div",
        { class: "saved-row" },
        h(
          "button",
          { "data-testid": `resume-${m.id}`, onclick: () => this.hooks.resume(m) },
          h("strong", {}, named(m)),
          `: ${players(m)}`,
          h("span", { class: "muted" }, ` · ${m.waiting?.length ? `${m.waiting.join(", ")} to play` : `move ${m.moves.length}`} · ${when(m.updated)}`),
        ),
        exportButton(m, named(m), "Export this saved game as a file"),
        h("button", { class: "quiet", "aria-label": "Delete this saved game", onclick: () => this.remove(m.id) }, "✕"),
      ),
    );
    const damagedRows = this.damaged.map(({ record, reason }, i) =>
      h(
        "div",
        { class: "saved-row damaged-row", "data-testid": `damaged-${typeof record?.id === "string" ? record.id : i}` },
        h(
          "p",
          {},
          h("strong", {}, named(record)),
          players(record) ? `: ${players(record)}` : "",
          h("span", { class: "damaged-reason" }, ` · cannot be opened: ${reason}`),
        ),
        h(
          "div",
          { class: "damaged-actions" },
          h("button", { "data-testid": "damaged-export", "aria-label": `Export this damaged save of ${named(record)} as a file`, onclick: () => exportRecord(record, named(record)) }, "Export"),
          h("button", { "data-testid": "damaged-delete", "aria-label": `Delete this damaged save of ${named(record)}`, onclick: () => this.remove(record?.id) }, "Delete"),
        ),
      ),
    );
    fill(
      this.element,
      continueRows.length ? h("section", { class: "saved" }, h("h2", {}, "Continue"), continueRows) : null,
      damagedRows.length
        ? h(
            "section",
            { class: "saved damaged", "data-testid": "damaged" },
            h("h2", {}, "Damaged saves"),
            h("p", { class: "muted" }, "These saved games cannot be opened. Export one to keep it as a file (to report it), or delete it."),
            damagedRows,
          )
        : null,
      this.importLine(),
    );
  }

  /** @param {any} id */
  async remove(id) {
    const problem = await removeSave(id);
    if (problem) return this.hooks.say(problem, "error");
    this.unfinished = this.unfinished.filter((m) => m.id !== id);
    this.damaged = this.damaged.filter((d) => d.record?.id !== id);
    this.draw();
    this.hooks.say("");
  }

  /** "Import a game from a file…": a file picker, the file checked (by the engine too) before it is stored; a refusal
   * is said under the button. */
  importLine() {
    const input = /** @type {HTMLInputElement} */ (
      h("input", { type: "file", accept: ".json,application/json", hidden: true, "data-testid": "import-file", "aria-label": "A match file to import" })
    );
    const message = h("p", { class: "import-message", "data-testid": "import-message", role: "status" });
    input.addEventListener("change", async () => {
      const file = input.files?.[0];
      input.value = "";
      if (!file) return;
      message.textContent = `Checking "${file.name}"…`;
      delete message.dataset.kind;
      try {
        const record = await importFile(file, this.hooks.engine);
        if (this.hooks.live()) this.hooks.imported(record);
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        message.textContent = errorText(error);
        message.dataset.kind = "error";
        message.scrollIntoView({ block: "nearest" });
        this.hooks.say(""); // an earlier "Imported: …" is not this file's news
      }
    });
    return h(
      "div",
      { class: "import-line" },
      input,
      h("button", { type: "button", "data-testid": "import", onclick: () => input.click() }, "Import a game from a file…"),
      message,
    );
  }
}

/**
 * The button that saves a match as a file.
 * @param {Record<string, any>} record @param {string} title @param {string} label
 */
export function exportButton(record, title, label = "Export this game as a file") {
  return h(
    "button",
    { class: "quiet", "data-testid": `export-${record.id}`, "aria-label": label, title: label, onclick: () => exportRecord(record, title) },
    h("span", { "aria-hidden": "true" }, "⤓"),
    h("span", { class: "export-label", "aria-hidden": "true" }, " Export"),
  );
}

/**
 * The notice at the table while the match is not saved, with its Retry button.
 * @param {() => Promise<boolean>} retry
 */
export function saveNotice(retry) {
  const text = h("strong", {});
  const advice = h("span", { class: "save-advice" });
  const button = /** @type {HTMLButtonElement} */ (h("button", { type: "button", "data-testid": "save-retry" }, "Retry"));
  const element = h("div", { class: "save-notice", "data-testid": "save-notice", role: "alert", hidden: true }, h("p", {}, text, " ", advice), button);
  button.addEventListener("click", async () => {
    button.disabled = true;
    text.textContent = "Saving…";
    advice.textContent = "";
    const saved = await retry();
    button.disabled = false;
    if (!saved) button.focus();
  });
  return {
    element,
    /** @param {import("../saves.js").SaveProblem | null} problem what to show, or null once the match is saved */
    show(problem) {
      element.hidden = !problem;
      text.textContent = problem?.text ?? "";
      advice.textContent = problem?.advice ?? "";
    },
  };
}

/**
 * The screen of a match this tab may not play because another tab holds it.
 * @param {{title: string, players: string, lost: boolean, takeOver: () => void, home: () => void}} options lost: this tab
 *   was playing it and another took it over
 */
export function elsewhereScreen({ title, players, lost, takeOver, home }) {
  return h(
    "section",
    { class: "elsewhere", "data-testid": "elsewhere", role: "alert" },
    h("h1", {}, lost ? "This match moved to another tab" : "This match is open in another tab"),
    h("p", {}, `${title}: ${players}.`),
    h(
      "p",
      {},
      lost
        ? "Another tab took this match over, so this tab stopped playing it: only one tab at a time plays and saves a match."
        : "Only one tab at a time plays and saves a match. Play it in the other tab, or take it over here: the other tab then stops.",
    ),
    h(
      "div",
      { class: "actions" },
      h("button", { class: "primary", "data-testid": "take-over", onclick: takeOver }, lost ? "Play it here again" : "Take it over here"),
      h("button", { "data-testid": "elsewhere-home", onclick: home }, "Home"),
    ),
  );
}
