// The messages between a host and its guests over one data channel. Every message is JSON
// {v, match, seq, type, body}: v is the protocol version, match the match id, seq a number that grows by one per
// message from each sender. A duplicate or stale message (seq not above the last one accepted) is ignored; a
// malformed one (not JSON, too big, wrong version/match, unknown type, wrong field types) is rejected with an
// "error" message back and changes nothing. So is one that skips ahead: the channel is ordered and reliable, so
// a gap can only be forged, and accepting it would make every later genuine message look stale.
// The seat of a guest is the link's, never a field a guest can set.

export const VERSION = 1;
const FROM_GUEST_MAX = 16 * 1024;
const FROM_HOST_MAX = 2 * 1024 * 1024;

const FIELDS = {
  // guest -> host
  hello: { commitment: "string?" },
  reveal: { secret: "string" },
  move: { req: "int", move: "object" },
  check: { req: "int", move: "object" },
  preview: { req: "int", move: "object" },
  // host -> guest
  welcome: { seat: "int", players: "array", game: "string", started: "boolean", commitments: "array?" },
  commits: { commitments: "array" },
  view: { index: "int", view: "object" },
  answer: { req: "int", ok: "boolean", message: "string?" },
  audit: { record: "object", commitments: "array", secrets: "array" },
  // both
  error: { message: "string" },
};
const ACCEPTS = {
  host: new Set(["hello", "reveal", "move", "check", "preview", "error"]),
  guest: new Set(["welcome", "commits", "view", "answer", "audit", "error"]),
};

function fits(value, kind) {
  const optional = kind.endsWith("?");
  if (value === undefined || value === null) return optional;
  switch (kind.replace("?", "")) {
    case "string":
      return typeof value === "string" && value.length <= 4096;
    case "int":
      return Number.isSafeInteger(value) && value >= 0;
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && !Array.isArray(value);
  }
  return false;
}

/**
 * @typedef {"host" | "guest"} Role the side a link speaks for: it accepts the other side's messages
 * @typedef {{v: number, match: string, seq: number, type: string, body: Record<string, any>}} Message
 */

/**
 * Check one raw message; returns {message} or {problem} (never throws).
 * @param {unknown} raw
 * @param {{role: Role, match: string}} link
 * @returns {{message: Message, problem?: undefined} | {message?: undefined, problem: string}}
 */
export function parseMessage(raw, { role, match }) {
  const max = role === "host" ? FROM_GUEST_MAX : FROM_HOST_MAX;
  if (typeof raw !== "string") return { problem: "Messages must be text." };
  if (raw.length > max) return { problem: `Message too large (${raw.length} characters).` };
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return { problem: "Message is not valid JSON." };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { problem: "Message is not an object." };
  if (data.v !== VERSION) return { problem: `Unsupported protocol version ${JSON.stringify(data.v)}.` };
  if (data.match !== match) return { problem: "Message is for another match." };
  if (!fits(data.seq, "int")) return { problem: "Message has no valid sequence number." };
  if (!ACCEPTS[role].has(data.type)) return { problem: `Unexpected message type ${JSON.stringify(String(data.type).slice(0, 40))}.` };
  const body = data.body;
  if (!fits(body, "object")) return { problem: "Message has no body." };
  for (const [field, kind] of Object.entries(FIELDS[data.type])) {
    if (!fits(body[field], kind)) return { problem: `Field "${field}" of a ${data.type} message is missing or has the wrong type.` };
  }
  return { message: data };
}

/**
 * What a Link speaks over: an RTCDataChannel, or a stand-in with its events ("open", "close", and "message" as
 * a MessageEvent), its readyState, send and close (relay.js's RoomChannel).
 * @typedef {EventTarget & {readyState: string, send(text: string): void, close(): void}} Channel
 */

/**
 * One end of a data channel speaking the protocol. onMessage(type, body) gets only valid, fresh messages;
 * onRepeat(type) hears of a copy of a message accepted before: its sender may have missed the answer (see
 * resendEarly).
 */
export class Link {
  /**
   * @param {Channel} channel
   * @param {object} options
   * @param {Role} options.role
   * @param {string} options.match the match id every message must carry
   * @param {(type: string, body: Record<string, any>) => void} options.onMessage
   * @param {(state: "open" | "closed") => void} [options.onState]
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
    this.rejected = 0;
    this.ignored = 0;
    channel.addEventListener("message", (event) => this.receive(/** @type {MessageEvent} */ (event).data));
    channel.addEventListener("open", () => onState("open"));
    channel.addEventListener("close", () => onState("closed"));
  }

  get open() {
    return this.channel.readyState === "open";
  }

  /**
   * Sends a message; returns its text (to ``resend`` it), or false when the channel is not open.
   * @param {string} type
   * @param {object} body
   * @returns {string | false}
   */
  send(type, body) {
    if (!this.open) return false;
    this.sent += 1;
    const text = JSON.stringify({ v: VERSION, match: this.match, seq: this.sent, type, body });
    this.channel.send(text);
    if (!this.proved) this.early.push(text);
    return text;
  }

  /**
   * Sends again, in order, everything sent before the other side proved it had our first message. Chromium now
   * and then loses the first message on a fresh channel; the other side then refuses every later one as skipping
   * ahead, and takes them all from the copies. Returns how many were sent.
   */
  resendEarly() {
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

  /** @param {unknown} raw */
  receive(raw) {
    const { message, problem } = parseMessage(raw, { role: this.role, match: this.match });
    if (problem) {
      this.rejected += 1;
      // never answer an error with an error: two confused peers would ping-pong forever
      if (!(typeof raw === "string" && raw.includes('"type":"error"'))) this.send("error", { message: problem });
      return;
    }
    if (message.seq <= this.lastSeen) {
      this.ignored += 1; // a duplicate or a stale message
      this.onRepeat(message.type);
      return;
    }
    if (message.seq !== this.lastSeen + 1) {
      this.rejected += 1;
      this.send("error", { message: `Message ${message.seq} skips ahead of ${this.lastSeen + 1}.` });
      return;
    }
    this.lastSeen = message.seq;
    // a second message that is not a complaint (one about our messages skipping ahead, say) comes from a side
    // that had our first one
    if (message.seq >= 2 && message.type !== "error") Object.assign(this, { proved: true, early: [] });
    this.onMessage(message.type, message.body);
  }

  close() {
    try {
      this.channel.close();
    } catch {
      /* already closed */
    }
  }
}
