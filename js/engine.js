// The page's handle on the Python engine: call(op, args) returns a promise of the result, or rejects
// with an EngineError carrying the engine's own message (an illegal move, a corrupt save...).

export class EngineError extends Error {
  /** @param {{kind: string, message: string}} error the engine's error: its kind ("illegal", "boot"...) and message */
  constructor({ kind, message }) {
    super(message);
    this.kind = kind;
  }
}

/**
 * @typedef {{stage: "download" | "start" | "install", loaded: number, total: number}} Progress
 * @typedef {{version: string, snapshot: boolean, phases: Record<string, number>}} Ready the engine's build, whether it
 *   started from a snapshot, and its boot phases (ms since the epoch, by name)
 */

/**
 * @param {{onProgress?: (progress: Progress) => void}} [options]
 */
export function startEngine({ onProgress = () => {} } = {}) {
  const created = performance.timeOrigin + performance.now(); // a boot phase, for bench/boot.py
  const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  /** @type {Progress | null} the latest word on the start, for a progress bar drawn after it came */
  let progress = null;
  /** @type {(ready: Ready) => void} */
  let markReady;
  /** @type {(error: EngineError) => void} */
  let markFailed;
  /** @type {Promise<Ready>} */
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });

  worker.onmessage = ({ data }) => {
    if (data.type === "progress") onProgress((progress = data));
    else if (data.type === "ready") markReady({ ...data, phases: { "worker-created": created, ...data.phases } });
    else if (data.type === "failed") markFailed(new EngineError({ kind: "boot", message: data.message }));
    else if (data.type === "answer") {
      const { resolve, reject } = pending.get(data.id);
      pending.delete(data.id);
      if (data.ok) resolve(data.result);
      else reject(new EngineError(data.error));
    }
  };
  worker.onerror = (event) => markFailed(new EngineError({ kind: "boot", message: event.message }));

  /**
   * @param {string} op
   * @param {object} [args]
   * @returns {Promise<any>} the op's result, as the engine's JSON
   */
  function call(op, args = {}) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, args });
    });
  }

  return { ready, call, progress: () => progress };
}
