// The one way a renderer sends a move: ask Python first (unless told not to), show its reason under the
// controls when it refuses, and let only one move be on its way at a time (a double click sends one move).
import { h } from "./dom.js";

/** Keys that only move the focus or modify another key: the player has not done anything new yet. */
const NOT_AN_ACTION = new Set(["Tab", "Shift", "Control", "Alt", "Meta"]);

/**
 * Made once per table, used at every redraw. The reason line is the same element from redraw to redraw, and says
 * Python's refusal until the player next presses or taps something: a bot's or a friend's move redraws the table
 * while the person may act too, and a reason line drawn anew with each view blanked the refusal just given (or took
 * an answer that came after the redraw to a line no longer on the page).
 */
export class MoveSender {
  reason = h("p", { class: "reason", "data-testid": "reason", role: "alert" });
  #busy = false;

  /** @param {AbortSignal} signal the table's lifetime */
  constructor(signal) {
    const forget = () => this.say("");
    document.addEventListener("pointerdown", forget, { signal, capture: true });
    document.addEventListener("keydown", (event) => NOT_AN_ACTION.has(event.key) || forget(), { signal, capture: true });
  }

  /** @param {string | null | undefined} text */
  say = (text) => {
    this.reason.textContent = text ?? "";
  };

  /**
   * The sender for one view's controls: a new view may send a move again.
   * @param {{check: (move: object) => Promise<{legal: boolean, reason?: string | null}>, submit: (move: object) => Promise<boolean>}} controls
   */
  use(controls) {
    this.#busy = false;
    /** @param {object} move @param {{verify?: boolean}} [how] */
    const attempt = async (move, { verify = true } = {}) => {
      if (this.#busy) return false;
      this.#busy = true;
      if (verify) {
        const verdict = await controls.check(move);
        if (!verdict.legal) {
          this.say(verdict.reason);
          this.#busy = false;
          return false;
        }
      }
      const done = await controls.submit(move);
      if (!done) this.#busy = false;
      return done;
    };
    return { reason: this.reason, say: this.say, attempt };
  }
}
