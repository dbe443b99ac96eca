// One-link signalling: host and friend meet in a room on public Nostr relays (trystero's nostr strategy), so the
// friend sends nothing back. The room name is a random secret that only the invite link carries, and it is also
// the password that encrypts the WebRTC offers the relays carry. The relays see that two browsers met, never the
// game. Loaded only when a one-link match is made or joined.
import { ICE_SERVERS } from "./signal.js";

/**
 * @typedef {import("@trystero-p2p/nostr").Room} Room
 * @typedef {import("@trystero-p2p/nostr").MessageAction} Action
 */

const APP_ID = "parlour-games";
const ACTION = "parlour";

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
   */
  constructor(room, action, peerId) {
    super();
    this.room = room;
    this.action = action;
    this.peerId = peerId;
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

  close() {
    this.end();
    this.room.leave().catch(() => {});
  }
}

/**
 * Join the room named by `secret`: `arrived` resolves with a channel to the first peer that meets us there (a
 * host's room for one seat is meant for exactly one friend; later arrivals are ignored); `leave` gives up the
 * room, before or after anyone arrived.
 * @param {string} secret
 * @param {{relays?: string[] | null}} [options]
 * @returns {Promise<{arrived: Promise<RoomChannel>, leave: () => void}>}
 */
export async function meet(secret, { relays = null } = {}) {
  const { joinRoom } = await import("@trystero-p2p/nostr");
  /** @type {import("@trystero-p2p/nostr").JoinRoomConfig} */
  const config = { appId: APP_ID, password: secret, rtcConfig: { iceServers: ICE_SERVERS } };
  if (relays) config.relayConfig = { urls: relays, redundancy: relays.length };
  const room = joinRoom(config, secret);
  const action = room.makeAction(ACTION);
  /** @type {RoomChannel | null} */
  let channel = null;
  /** @type {Promise<RoomChannel>} */
  const arrived = new Promise((resolve) => {
    room.onPeerJoin = (peerId) => {
      if (channel) return;
      channel = new RoomChannel(room, action, peerId);
      resolve(channel);
    };
  });
  action.onMessage = (data, { peerId }) => peerId === channel?.peerId && channel.deliver(data);
  room.onPeerLeave = (peerId) => peerId === channel?.peerId && channel.end();
  return { arrived, leave: () => (channel ? channel.close() : room.leave().catch(() => {})) };
}
