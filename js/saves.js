// Saved matches read, written and moved with care: every record read from storage or from a file is checked before
// the page uses it (its shape here, whether it replays by the engine); a write that fails is told to the player and
// tried again, while play goes on in memory; one tab holds a match at a time (Web Locks, or the tabs ask each other);
// a match goes out as a file and comes back in from one. The storage itself is js/store.js.
import { randomHex } from "./random.js";
import { EngineError } from "./engine.js";
import { errorName, errorText } from "./errors.js";
import { deleteMatch, listMatches, saveMatch } from "./store.js";

/**
 * @typedef {{id: string, game: string, players: string[], options: object, seed: string | number,
 *   moves: {seat: number, move: object}[], seats: Record<string, any>[]} & Record<string, any>} MatchRecord a saved match
 */
/** @typedef {{record: any, reason: string}} Damaged a record the page cannot use, and why, as a clause */
/** @typedef {{call: (op: string, args?: object) => Promise<any>}} Engine */

const SEAT_KINDS = ["person", "bot", "friend"];
/** A file larger than this is no match of ours (the longest records measured take under 100 KB). */
export const MAX_FILE_BYTES = 2_000_000;
const FILE_FORMAT = "parlour-match";

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const isIndex = (value, length) => Number.isInteger(value) && value >= 0 && value < length;

/**
 * What is wrong with a match record's shape, as a clause ("it has no players"), or null when the page can use it.
 * The engine judges the rest (whether its moves replay): see judge().
 * @param {any} record
 * @returns {string | null}
 */
export function shapeProblem(record) {
  if (!isObject(record)) return "it is not a match record";
  if (typeof record.id !== "string" || !record.id) return "it has no id";
  if (typeof record.game !== "string" || !record.game) return "it does not say which game it is";
  const { players, seats, moves } = record;
  if (!Array.isArray(players) || !players.length || !players.every((p) => typeof p === "string")) return "it has no list of players";
  if (!Array.isArray(seats) || seats.length !== players.length) return "its seats do not match its players";
  const seatProblem = seats.findIndex((s) => !isObject(s) || !SEAT_KINDS.includes(s.kind) || (s.kind === "bot" && typeof s.level !== "string"));
  if (seatProblem >= 0) return `seat ${seatProblem + 1} says neither who nor what plays it`;
  if (!(typeof record.seed === "string" || Number.isInteger(record.seed))) return "it has no seed, so its deal cannot be made again";
  if (record.options !== undefined && !isObject(record.options)) return "its options are not a set of choices";
  if (!Array.isArray(moves)) return "it has no list of moves";
  const moveProblem = moves.findIndex((m) => !isObject(m) || !isIndex(m.seat, players.length) || !isObject(m.move));
  if (moveProblem >= 0) return `its move ${moveProblem + 1} is damaged: it does not say who played what`;
  if (record.finished !== undefined && typeof record.finished !== "boolean") return "it does not say plainly whether it is finished";
  if (record.waiting !== undefined && !(Array.isArray(record.waiting) && record.waiting.every((w) => typeof w === "string"))) return "it does not say who is to play";
  if (record.looking != null && !isIndex(record.looking, players.length)) return "it names a seat it does not have";
  if (record.extra !== undefined && !isObject(record.extra)) return "its extra settings are damaged";
  for (const time of ["created", "updated"]) if (record[time] !== undefined && !Number.isFinite(record[time])) return `its ${time} time is not a time`;
  return null;
}

/**
 * The part of a saved match the engine replays: the rest (seat kinds, who is looking) is the page's.
 * @param {Record<string, any>} record
 */
export function engineRecord({ game, players, options, seed, moves }) {
  return { game, players, options, seed, moves };
}

/**
 * Every saved match in storage, sorted into the ones the page can use (latest first) and the damaged ones.
 * Never rejects: storage that cannot be read at all gives `error`, a sentence.
 * @returns {Promise<{saved: MatchRecord[], damaged: Damaged[], error: string | null}>}
 */
export async function readSaves() {
  let all;
  try {
    all = await listMatches();
  } catch (error) {
    return { saved: [], damaged: [], error: `Your saved games could not be read: ${storageTrouble(error)}.` };
  }
  /** @type {MatchRecord[]} */
  const saved = [];
  /** @type {Damaged[]} */
  const damaged = [];
  for (const record of all) {
    const reason = shapeProblem(record);
    if (reason) damaged.push({ record, reason });
    else saved.push({ ...record, updated: record.updated ?? record.created ?? 0 });
  }
  saved.sort((a, b) => b.updated - a.updated);
  return { saved, damaged, error: null };
}

/** The kinds of the engine's refusals that mean the record itself is damaged (not that the engine failed). */
const DAMAGE_KINDS = ["corrupt", "request", "options", "unknown-game", "illegal"];

/**
 * Whether the engine can replay a record: null, or the engine's sentence saying why not. Rejects when the engine
 * could not judge it (it did not start): that is no fault of the record.
 * @param {Engine} engine
 * @param {MatchRecord} record
 * @returns {Promise<string | null>}
 */
export async function judge(engine, record) {
  try {
    await engine.call("check_record", { record: engineRecord(record) });
    return null;
  } catch (error) {
    if (!(error instanceof EngineError && DAMAGE_KINDS.includes(error.kind))) throw error;
    return error.message;
  }
}

/** Delete a saved match; a sentence if the storage refused. @param {string} id @returns {Promise<string | null>} */
export async function removeSave(id) {
  try {
    await deleteMatch(id);
    return null;
  } catch (error) {
    return `That saved game could not be deleted: ${storageTrouble(error)}.`;
  }
}

/** Why the browser's storage refused, in words. @param {any} error */
export function storageTrouble(error) {
  const name = errorName(error);
  if (name === "QuotaExceededError") return "the browser's storage is full";
  if (name === "InvalidStateError" || name === "UnknownError") return "the browser's storage is not available";
  return `the browser's storage refused (${errorText(error)})`;
}

/** @typedef {{text: string, advice: string}} SaveProblem a failed write, in a sentence, and what the player may do */

/**
 * The saving of one match on screen. save() writes the record and never rejects: a failed write is told through
 * onChange (with the sentence for the player) and tried again on the next save() or on retry(); play goes on.
 * Once the match is held by another tab (claim lost), nothing is written any more.
 */
export class MatchSaver {
  /**
   * @param {MatchRecord} record the record, kept up to date by the match
   * @param {{held?: () => boolean, onChange?: (problem: SaveProblem | null) => void}} [options]
   */
  constructor(record, { held = () => true, onChange = () => {} } = {}) {
    this.record = record;
    this.held = held;
    this.onChange = onChange;
    /** @type {SaveProblem | null} what went wrong with the last write, until one succeeds */
    this.problem = null;
    /** @type {Promise<boolean>} the writes in order: a retry never overtakes a save */
    this.queue = Promise.resolve(true);
  }

  /** Write the record as it is now; true once it is in storage. @returns {Promise<boolean>} */
  save() {
    this.queue = this.queue.then(() => this.write());
    return this.queue;
  }

  retry() {
    return this.save();
  }

  async write() {
    if (!this.held()) return false;
    try {
      await saveMatch(this.record);
    } catch (error) {
      this.problem = {
        text: `This match could not be saved: ${storageTrouble(error)}.`,
        advice:
          errorName(error) === "QuotaExceededError"
            ? "Delete finished games on the home screen or free space in the browser's settings, then press Retry. Play goes on; until a save works, closing this tab loses the match."
            : "Press Retry to try again. Play goes on; until a save works, closing this tab loses the match.",
      };
      this.onChange(this.problem);
      return false;
    }
    if (this.problem) {
      this.problem = null;
      this.onChange(null);
    }
    return true;
  }
}

/**
 * @typedef {object} Claim this tab's hold on a match
 * @property {() => boolean} held   false once another tab took the match over
 * @property {() => void} release   let the match go (the table left it)
 */

/**
 * Hold the match `id` in this tab, so that one tab at a time plays and saves it. Resolves to null when another tab
 * holds it (unless `steal`, which takes it from that tab, whose onLost then runs). `wait` ms: how long to wait for a
 * tab that is letting it go (the page this tab showed before a reload). Web Locks where the browser has them; a page
 * that is no secure context (plain http on a LAN address) has none, and the tabs ask each other instead.
 * @param {string} id
 * @param {{steal?: boolean, wait?: number, onLost?: () => void}} [options]
 * @returns {Promise<Claim | null>}
 */
export function claimMatch(id, { steal = false, wait = 0, onLost = () => {} } = {}) {
  const locks = navigator.locks;
  if (!locks) return claimByAsking(id, { steal, onLost });
  return new Promise((resolve, reject) => {
    let held = false;
    /** @type {() => void} */
    let release = () => {};
    const released = new Promise((done) => (release = () => done(undefined)));
    const giveUp = wait && !steal ? new AbortController() : null;
    const timer = giveUp ? setTimeout(() => giveUp.abort(), wait) : 0;
    /** @type {LockOptions} */
    const options = steal ? { steal: true } : giveUp ? { signal: giveUp.signal } : { ifAvailable: true };
    locks
      .request(`parlour.match.${id}`, options, async (lock) => {
        clearTimeout(timer);
        if (!lock) return resolve(null);
        held = true;
        resolve({ held: () => held, release });
        await released;
        held = false;
      })
      .catch((error) => {
        clearTimeout(timer);
        if (errorName(error) !== "AbortError") return reject(error);
        if (held) {
          held = false; // another tab stole it
          onLost();
        } else resolve(null); // the wait ran out
      });
  });
}

/** How long a tab asking for a match waits for a holder's answer: other tabs' pages answer within milliseconds. */
const HOLDER_ANSWER_MS = 250;

/**
 * claimMatch without Web Locks: the tab asks on a BroadcastChannel whether any tab holds the match, and holds it if
 * none answers in time. A holder answers every ask and lets go when told to ("take"). Two tabs asking at once: the
 * one with the smaller random name answers the other as if it held the match, so exactly one goes on.
 * @param {string} id
 * @param {{steal: boolean, onLost: () => void}} options
 * @returns {Promise<Claim | null>}
 */
function claimByAsking(id, { steal, onLost }) {
  if (typeof BroadcastChannel === "undefined") return Promise.resolve({ held: () => true, release: () => {} });
  const channel = new BroadcastChannel("parlour.match-claims");
  const me = randomHex(16);
  /** @type {"asking" | "held" | "done"} */
  let state = "asking";
  const release = () => {
    state = "done";
    channel.close();
  };
  const claim = { held: () => state === "held", release };
  return new Promise((resolve) => {
    const hold = () => {
      if (state !== "asking") return;
      state = "held";
      resolve(claim);
    };
    channel.onmessage = ({ data }) => {
      if (!isObject(data) || data.match !== id || typeof data.from !== "string" || data.from === me) return;
      const outranked = state === "asking" && !steal && data.from > me;
      if (data.kind === "ask" && (state === "held" || outranked)) channel.postMessage({ kind: "held", match: id, from: me, to: data.from });
      else if (data.kind === "held" && data.to === me && state === "asking") {
        clearTimeout(timer);
        release();
        resolve(null);
      } else if (data.kind === "take" && state === "held") {
        release();
        onLost();
      }
    };
    channel.postMessage({ kind: steal ? "take" : "ask", match: id, from: me });
    const timer = steal ? 0 : setTimeout(hold, HOLDER_ANSWER_MS);
    if (steal) hold();
  });
}

/** The record as stored now (another tab may have played on), or null. @param {string} id */
export async function freshRecord(id) {
  const { saved } = await readSaves();
  return saved.find((m) => m.id === id) ?? null;
}

/**
 * Download a record as a JSON file: a damaged one too, as it is, so that nothing of it is lost.
 * @param {any} record
 * @param {string} title the game's name, for the file's name
 */
export function exportRecord(record, title) {
  const { updated, ...kept } = isObject(record) ? record : { record };
  const text = JSON.stringify({ format: FILE_FORMAT, version: 1, exported: new Date().toISOString(), match: kept }, null, 1);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const slug = (title || "match").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  link.download = `parlour-${slug}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** A file that cannot be imported: its message is the sentence for the player. */
export class ImportRefused extends Error {}

/**
 * Read an exported match from a file and store it, after the engine judged it: the stored record (with a new id if
 * this browser already has a match with its id, so nothing is overwritten), or ImportRefused, having changed nothing.
 * @param {File} file
 * @param {Engine} engine
 * @returns {Promise<MatchRecord>}
 */
export async function importFile(file, engine) {
  const refuse = (why) => new ImportRefused(`"${file.name}" could not be imported: ${why}. Nothing was changed.`);
  if (file.size > MAX_FILE_BYTES) throw refuse("it is far larger than any saved game");
  let parsed;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw refuse("it is not a saved game (it is not JSON)");
  }
  if (!isObject(parsed) || parsed.format !== FILE_FORMAT || !isObject(parsed.match)) throw refuse("it is not a match exported from Parlour");
  const record = { ...parsed.match };
  const problem = shapeProblem(record);
  if (problem) throw refuse(`the match in it is damaged: ${problem}`);
  let judged;
  try {
    judged = await judge(engine, record);
  } catch (error) {
    throw refuse(`the engine could not check it (${errorText(error)})`);
  }
  if (judged) throw refuse(`the match in it is damaged (${judged.replace(/\.$/, "")})`);
  const { saved, damaged, error } = await readSaves();
  if (error) throw new ImportRefused(error);
  const taken = new Set([...saved.map((m) => m.id), ...damaged.map((d) => d.record?.id)]);
  if (taken.has(record.id)) record.id = `${record.id}-${randomHex(4)}`;
  try {
    await saveMatch(record);
  } catch (error) {
    throw refuse(storageTrouble(error));
  }
  return record;
}
