// The messages between a host and its guests over one data channel. Every message is JSON
// {v, match, seq, type, body}: v is the protocol version, match the match id, seq the message's number: each
// sender numbers its messages 1, 2, 3…, except its errors, notices outside the sequence (seq 0) that are never
// answered, so that two confused peers cannot ping-pong, and never copied (see resendEarly).
//
// A message is checked before anything else sees it, and refused when it fails a check (an error back; a request
// that came in its turn gets its answer, a refusal); a refused message changes nothing:
// - its size, before it is parsed: at most 16 KB from a guest, 2 MB from a host;
// - its nesting and number of values, after parsing (V8's JSON.parse does not recurse), without recursion: no more
//   than the engine takes (parlour.api MAX_DEPTH, MAX_VALUES, counting the message itself as a level), since
//   handing the engine a move copies it into the worker and walks it, recursively;
// - its envelope and shape: version, match, a type this side accepts, fields of the right types;
// - its number: the next one is taken (and used up even when the body is refused: its sender counted it); one
//   above it is refused, since the channel is ordered and reliable, so a gap can only be forged, and taking it
//   would make every later genuine message look stale; one below it is a copy. A guest repeats its hello until
//   welcomed and a host re-sends its first messages then, so those copies are expected; a host refuses any other
//   copy of a guest's message as a replay.
// A peer that has not proved itself (by a second message in sequence, which it sends only after having ours) gets
// a budget: so many messages read, so many refusals and copies sent back; past it the link closes.
// The seat of a guest is the link's, never a field a guest can set. A guest's first hello carries its seat's token (a
// random secret its device made when it first joined): the host keeps it, and takes the seat back after a drop or a
// reload only from a hello with the same token, or (once welcomed, over a relay room, where another holder of the link
// could pose as the host) with its proof: SHA-256 of the token and the host's nonce for this connection. A rematch message moves the connection to another match: the old
// Link is detached (detach) and a new one, for the new match, numbers its messages from 1 again.

export const VERSION = 2;
const FROM_GUEST_MAX = 16 * 1024;
const FROM_HOST_MAX = 2 * 1024 * 1024;
const MAX_DEPTH = 64;
const MAX_VALUES = 250_000;
// What a host keeps to re-send before its guest proved itself: the welcome, the commitments, the first views.
const EARLY_MAX = 32;
// A genuine page sends a hello, a copy of it every 2 s until welcomed, and a complaint per message it refused.
const UNPROVEN_READS = 64;
const UNPROVEN_REPLIES = 128;

const FIELDS = {
  // guest -> host
  hello: { commitment: "string?", token: "string?", proof: "string?" },
  reveal: { secret: "string" },
  move: { req: "int", move: "object" },
  check: { req: "int", move: "object", after: "objects?" }, // after: moves the engine tries first (chosen purchases)
  preview: { req: "int", move: "object" },
  // help at the table (js/net/help.js): at is the last view the friend saw, so a request made before moves it had
  // not seen is refused; ask is the request answered
  take_back: { req: "int", at: "int" },
  consent: { req: "int", ask: "int", accept: "boolean" },
  suggest: { req: "int" },
  // host -> guest
  welcome: { seat: "int", players: "strings", game: "string", started: "boolean", commitments: "strings?", suggestions: "boolean?" },
  commits: { commitments: "strings" },
  view: { index: "int", view: "object" },
  answer: { req: "int", ok: "boolean", message: "string?" },
  audit: { record: "object", commitments: "strings", secrets: "strings" },
  rematch: { match: "string" },
  settings: { suggestions: "boolean" }, // the lobby's choice changed after the welcome
  comeback: { offer: "code" }, // invite mode: the offer to answer after a drop or a reload of the guest's page
  takeback: { ask: "int", seat: "int", state: "string", text: "string", at: "int?", moves: "objects?", line: "int?" },
  // both
  error: { message: "string" },
};
const ACCEPTS = {
  host: new Set(["hello", "reveal", "move", "check", "preview", "take_back", "consent", "suggest", "error"]),
  guest: new Set(["welcome", "commits", "view", "answer", "audit", "rematch", "settings", "takeback", "comeback", "error"]),
};
const REQUESTS = new Set(["move", "check", "preview", "take_back", "consent", "suggest"]);
const COPIES_EXPECTED = { host: new Set(["hello"]), guest: ACCEPTS.guest };

function fits(value, kind) {
  const optional = kind.endsWith("?");
  if (value === undefined || value === null) return optional;
  switch (kind.replace("?", "")) {
    case "string":
      return typeof value === "string" && value.length <= 4096;
    case "strings":
      return Array.isArray(value) && value.length <= 64 && value.every((item) => fits(item, "string"));
    case "code": // a signal code (js/net/signal.js): base64url, longer than a string when it lists many candidates
      return typeof value === "string" && value.length <= 20_000 && /^[A-Za-z0-9_-]+$/.test(value);
    case "int":
      return Number.isSafeInteger(value) && value >= 0;
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return typeof value === "object" && !Array.isArray(value);
    case "objects":
      return Array.isArray(value) && value.length <= 64 && value.every((item) => fits(item, "object"));
  }
  return false;
}

/**
 * How a parsed message goes beyond the engine's limits, if it does.
 * @param {unknown} data
 */
function nestingProblem(data) {
  /** @type {[unknown, number][]} */
  const pending = [[data, 1]];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (++values > MAX_VALUES) return `Message holds more than ${MAX_VALUES.toLocaleString("en")} values.`;
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DEPTH) return `Message is nested too deeply: more than ${MAX_DEPTH} levels.`;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return null;
}

/**
 * @typedef {"host" | "guest"} Role the side a link speaks for: it accepts the other side's messages
 * @typedef {{v: number, match: string, seq: number, type: string, body: Record<string, any>}} Message
 *
 * What parseMessage makes of a raw message: the message when it passed every check, else why not (`problem`); its
 * number and type when its envelope could be read (else only an error's type), and `req`, the request's number,
 * when it is a request whose number could be read.
 * @typedef {{message: Message, problem?: undefined, seq: number, type: string, req: number | null}
 *   | {message?: undefined, problem: string, seq: number, type: string, req: number | null}
 *   | {message?: undefined, problem: string, seq?: undefined, type?: "error", req?: undefined}} Parsed
 */

/**
 * Check one raw message (never throws).
 * @param {unknown} raw
 * @param {{role: Role, match: string}} link
 * @returns {Parsed}
 */
export function parseMessage(raw, { role, match }) {
  const max = role === "host" ? FROM_GUEST_MAX : FROM_HOST_MAX;
  if (typeof raw !== "string") return { problem: "Messages must be text." };
  if (raw.length > max) return { problem: `Message too large: ${raw.length} characters, at most ${max}.` };
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return { problem: "Message is not valid JSON." };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { problem: "Message is not an object." };
  const { type, seq } = data;
  const envelope =
    data.v !== VERSION
      ? `Unsupported protocol version ${typeof data.v === "number" ? data.v : "(none)"}.`
      : data.match !== match
        ? "Message is for another match."
        : !ACCEPTS[role].has(type)
          ? `Unexpected message type ${typeof type === "string" ? JSON.stringify(type.slice(0, 40)) : "(none)"}.`
          : !fits(seq, "int") || (type === "error") !== (seq === 0)
            ? "Message has no valid sequence number."
            : null;
  // whatever is wrong with it, an error is never answered
  if (envelope) return { problem: envelope, type: type === "error" ? type : undefined };
  const req = REQUESTS.has(type) && fits(data.body?.req, "int") ? data.body.req : null;
  const problem = nestingProblem(data) ?? bodyProblem(type, seq, data.body);
  return problem ? { problem, seq, type, req } : { message: data, seq, type, req };
}

/**
 * @param {string} type
 * @param {number} seq
 * @param {unknown} body
 */
function bodyProblem(type, seq, body) {
  if (!fits(body, "object")) return "Message has no body.";
  const fields = /** @type {Record<string, unknown>} */ (body); // an object, as fits() just said
  for (const [field, kind] of Object.entries(FIELDS[type])) {
    if (!fits(fields[field], kind)) return `Field "${field}" of a ${type} message is missing or has the wrong type.`;
  }
  if (type === "hello" && seq !== 1) return "A hello comes first, once.";
  return null;
}

/**
 * What a Link speaks over: an RTCDataChannel, or a stand-in with its events ("open", "close", and "message" as
 * a MessageEvent), its readyState, send and close (relay.js's RoomChannel).
 * @typedef {EventTarget & {readyState: string, send(text: string): void, close(): void}} Channel
 */

/**
 * One end of a data channel speaking the protocol. onMessage(type, body) gets only valid, fresh messages (and
 * the other side's errors); onRepeat(type) hears of an expected copy of a message accepted before: its sender
 * may have missed the answer (see resendEarly); onState("closed", reason) says why when the link gave up.
 */
export class Link {
  /**
   * @param {Channel} channel
   * @param {object} options
   * @param {Role} options.role
   * @param {string} options.match the match id every message must carry
   * @param {(type: string, body: Record<string, any>) => void} options.onMessage
   * @param {(state: "open" | "closed", reason?: string) => void} [options.onState]
   * @param {(type: string) => void} [options.onRepeat]
   */
  constructor(channel, { role, match, onMessage, onState = () => {}, onRepeat = () => {} }) {
    this.channel = channel;
    this.role = role;
    this.match = match;
    this.onMessage = onMessage;
    this.onState = onState;
    this.onRepeat = onRepeat;
    this.sent = 0;
    this.lastSeen = 0; // senders number their messages from 1
    /** @type {string[]} */
    this.early = []; // what was sent before the other side proved it had our first message (see receive)
    this.proved = false;
    this.reads = 0; // messages read before the other side proved itself
    this.replies = 0; // refusals and copies sent back meanwhile
    this.ended = false;
    this.rejected = 0;
    this.ignored = 0;
    this.listening = new AbortController();
    const { signal } = this.listening;
    channel.addEventListener("message", (event) => this.receive(/** @type {MessageEvent} */ (event).data), { signal });
    channel.addEventListener("open", () => onState("open"), { signal });
    channel.addEventListener("close", () => onState("closed"), { signal });
  }

  /**
   * Stops speaking over the channel without closing it, and hands it over (a rematch speaks a new match's
   * protocol over the same connection, numbered from 1 again).
   * @returns {Channel}
   */
  detach() {
    this.ended = true;
    this.listening.abort();
    return this.channel;
  }

  get open() {
    return !this.ended && this.channel.readyState === "open";
  }

  /**
   * Sends a message; returns its text (to ``resend`` it), or false when the link is not open.
   * @param {string} type
   * @param {object} body
   * @returns {string | false}
   */
  send(type, body) {
    if (!this.open) return false;
    const seq = type === "error" ? 0 : ++this.sent;
    const text = JSON.stringify({ v: VERSION, match: this.match, seq, type, body });
    this.channel.send(text);
    if (seq && !this.proved && this.early.length < EARLY_MAX) this.early.push(text);
    return text;
  }

  /**
   * Sends again, in order, what was sent before the other side proved it had our first message. Chromium now
   * and then loses the first message on a fresh channel; the other side then refuses every later one as skipping
   * ahead, and takes them all from the copies. Returns how many were sent.
   */
  resendEarly() {
    if (!this.spend(this.early.length)) return 0;
    for (const text of this.early) this.resend(text);
    return this.early.length;
  }

  /**
   * Sends a message again as it was (same sequence number): a receiver that had it ignores the copy.
   * @param {string} text
   */
  resend(text) {
    if (this.open) this.channel.send(text);
  }

  /**
   * Counts replies to a side that has not proved itself; false (and the link closed) past its budget.
   * @param {number} count
   */
  spend(count) {
    if (this.proved) return true;
    this.replies += count;
    if (this.replies <= UNPROVEN_REPLIES) return true;
    this.giveUp(`more than ${UNPROVEN_REPLIES} answers were sent before the handshake was done.`);
    return false;
  }

  /**
   * @param {string} problem
   * @param {number | null} [req] a refused request's number: the request then gets its answer
   */
  refuse(problem, req = null) {
    this.rejected += 1;
    if (!this.spend(1)) return;
    if (req === null) this.send("error", { message: problem });
    else this.send("answer", { req, ok: false, message: problem });
  }

  /** @param {unknown} raw */
  receive(raw) {
    if (this.ended) return;
    if (!this.proved && ++this.reads > UNPROVEN_READS) {
      this.giveUp(`more than ${UNPROVEN_READS} messages came before the handshake was done.`);
      return;
    }
    const { message, problem, seq, type, req } = parseMessage(raw, this);
    if (type === "error") {
      if (message) this.onMessage(type, message.body);
      else this.rejected += 1;
      return;
    }
    if (seq === undefined || (problem && seq !== this.lastSeen + 1)) return this.refuse(problem);
    if (seq > this.lastSeen + 1) return this.refuse(`Message ${seq} came out of order: the next is ${this.lastSeen + 1}.`);
    if (seq <= this.lastSeen) {
      this.ignored += 1;
      if (COPIES_EXPECTED[this.role].has(type)) this.onRepeat(type);
      else this.refuse(`Message ${seq} came again: a copy changes nothing.`);
      return;
    }
    this.lastSeen = seq; // used up even by a message refused for its body: its sender counted it
    if (problem !== undefined) return this.refuse(problem, req);
    if (seq >= 2) Object.assign(this, { proved: true, early: [] });
    this.onMessage(type, message.body);
  }

  /**
   * Closes the link, telling both sides why.
   * @param {string} reason
   */
  giveUp(reason) {
    const text = `Disconnected: ${reason}`;
    this.send("error", { message: text });
    this.ended = true;
    this.close();
    this.onState("closed", text);
  }

  close() {
    try {
      this.channel.close();
    } catch {
      /* already closed */
    }
  }
}
