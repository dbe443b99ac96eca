// One-link signalling: host and friend meet in a room on public Nostr relays (trystero's nostr strategy), so the
// friend sends nothing back. The room name is a random secret that only the invite link carries, and it is also
// the password that encrypts the WebRTC offers the relays carry. The relays see that two browsers met, never the
// game. Loaded only when a one-link match is made or joined.
import { randomHex } from "../random.js";
import { fingerprintOf } from "./host-key.js";
import { iceServers } from "./signal.js";

/**
 * @typedef {import("@trystero-p2p/nostr").Room} Room
 * @typedef {import("@trystero-p2p/nostr").MessageAction} Action
 */

const APP_ID = "parlour-games";
const ACTION = "parlour";
const HOSTING = "host";

/**
 * The relays named by `relay=wss://…` parameters (a private relay, or a test's), or null for trystero's list.
 * @param {string | URLSearchParams} [params]
 * @returns {string[] | null}
 */
export function relaysIn(params = location.search) {
  const urls = new URLSearchParams(params).getAll("relay").filter((url) => /^wss?:\/\/\S+$/.test(url));
  return urls.length ? urls : null;
}

/** A data-channel-like end of a room for one remote peer, so protocol.Link can speak over it unchanged. */
class RoomChannel extends EventTarget {
  /**
   * @param {Room} room
   * @param {Action} action
   * @param {string} peerId
   * @param {string} nonce the host's fresh number for this peer's connection: a friend proves its seat's token
   *   with it, so a false host learns nothing it could use (see peers.js)
   */
  constructor(room, action, peerId, nonce) {
    super();
    this.room = room;
    this.action = action;
    this.peerId = peerId;
    this.nonce = nonce;
    /** @type {"open" | "closed"} */
    this.readyState = "open";
  }

  /** @param {string} text */
  send(text) {
    if (this.readyState === "open") this.action.send(text, { target: this.peerId }).catch(() => this.end());
  }

  /** @param {unknown} data */
  deliver(data) {
    if (this.readyState === "open") this.dispatchEvent(new MessageEvent("message", { data }));
  }

  end() {
    if (this.readyState === "closed") return;
    this.readyState = "closed";
    this.dispatchEvent(new Event("close"));
  }

  /** Ends this peer's channel; the room stays joined (a friend or host may come back), until `leave`. */
  close() {
    this.end();
  }
}

/**
 * Join the room named by `secret`: `arrived` resolves with a channel to the first peer that meets us there (a
 * host's room for one seat is meant for exactly one friend; later arrivals are ignored while that channel is open);
 * `next()` resolves with the channel of whoever comes once the current one has ended (a friend or a host back after a
 * drop or a reload: the room stays joined meanwhile); `leave` gives up the room, before or after anyone arrived.
 * Whoever has the link may come to the room, so the host's page (given `sign`) says it is the host to every peer
 * that comes, signed for that peer's connection (js/net/host-key.js), and a friend's page (given `verify`, for the
 * link's host key) hears only a peer whose signature is the link's host's for its own end of the connection.
 * @param {string} secret
 * @param {{relays?: string[] | null, turn?: import("./signal.js").Turn | null,
 *   sign?: (nonce: string, friendFingerprint: string) => Promise<string>,
 *   verify?: (nonce: string, ownFingerprint: string, signature: string) => Promise<boolean>}} options
 * @returns {Promise<{arrived: Promise<RoomChannel>, next: () => Promise<RoomChannel>, leave: () => void}>}
 */
export async function meet(secret, { relays = null, turn = null, sign, verify }) {
  const { joinRoom } = await import("@trystero-p2p/nostr");
  /** @type {import("@trystero-p2p/nostr").JoinRoomConfig} */
  const config = { appId: APP_ID, password: secret, rtcConfig: { iceServers: iceServers(turn) } };
  if (relays) config.relayConfig = { urls: relays, redundancy: relays.length };
  const room = joinRoom(config, secret);
  const action = room.makeAction(ACTION);
  const hosting = room.makeAction(HOSTING);
  /** @type {RoomChannel | null} */
  let channel = null;
  /** @type {((channel: RoomChannel) => void)[]} */
  const waiting = [];
  /** @type {Set<string>} peers that arrived while a channel was open: the first of them takes over when it ends */
  const others = new Set();
  /** @type {Map<string, string>} each peer's nonce: the host's own for it, or the one its host marker carried */
  const nonces = new Map();
  const take = (/** @type {string} */ peerId) => {
    channel = new RoomChannel(room, action, peerId, nonces.get(peerId) ?? "");
    channel.addEventListener("close", () => {
      const after = [...others][0];
      if (after) (others.delete(after), take(after));
    });
    for (const resolve of waiting.splice(0)) resolve(channel);
  };
  /** @type {WeakSet<RoomChannel>} channels already given out by next() */
  const handed = new WeakSet();
  const next = () =>
    /** @type {Promise<RoomChannel>} */ (
      new Promise((resolve) => (channel && channel.readyState === "open" && !handed.has(channel) ? resolve(channel) : waiting.push(resolve)))
    ).then((c) => (handed.add(c), c));
  const arrive = (/** @type {string} */ peerId) => {
    if (channel?.readyState === "open") {
      if (channel.peerId !== peerId) others.add(peerId);
    } else take(peerId);
  };
  /** The DTLS fingerprint of one end of this page's connection to a peer. @param {string} peerId @param {"local" | "remote"} end */
  const fingerprint = (peerId, end) => fingerprintOf(room.getPeers()[peerId]?.[end === "local" ? "localDescription" : "remoteDescription"]);
  room.onPeerJoin = (peerId) => {
    if (!sign) return; // a friend's page waits for the host to say it is one
    const nonce = randomHex(16);
    nonces.set(peerId, nonce);
    sign(nonce, fingerprint(peerId, "remote") ?? "")
      .then((signature) => hosting.send(`${nonce}.${signature}`, { target: peerId }))
      .catch(() => {});
    arrive(peerId);
  };
  hosting.onMessage = async (data, { peerId }) => {
    if (!verify || typeof data !== "string") return;
    const [nonce, signature = ""] = data.split(".", 2);
    const own = fingerprint(peerId, "local");
    if (!/^[0-9a-f]{32}$/.test(nonce) || !own || !(await verify(nonce, own, signature))) return; // not the link's host
    nonces.set(peerId, nonce);
    arrive(peerId);
  };
  action.onMessage = (data, { peerId }) => {
    if (peerId === channel?.peerId) channel.deliver(data);
  };
  room.onPeerLeave = (peerId) => (others.delete(peerId), nonces.delete(peerId), peerId === channel?.peerId && channel.end());
  const leave = () => {
    channel?.end();
    room.leave().catch(() => {});
  };
  return { arrived: next(), next, leave };
}
