// The one way a renderer sends a move: ask Python first (unless told not to), show its reason under the
// controls when it refuses, and let only one move be on its way at a time (a double click sends one move).
import { h } from "./dom.js";

export function moveSender(controls) {
  const reason = h("p", { class: "reason", "data-testid": "reason", role: "alert" });
  const say = (text) => (reason.textContent = text ?? "");
  let busy = false;

  async function attempt(move, { verify = true } = {}) {
    if (busy) return false;
    busy = true;
    if (verify) {
      const verdict = await controls.check(move);
      if (!verdict.legal) {
        say(verdict.reason);
        busy = false;
        return false;
      }
    }
    const done = await controls.submit(move);
    if (!done) busy = false;
    return done;
  }

  return { reason, say, attempt };
}
