// Manual signalling: a WebRTC offer or answer (after ICE gathering completes, so no trickle) squeezed into a
// short code: JSON -> deflate-raw (CompressionStream) -> base64url. The host's invite link carries the offer in
// its #fragment (never sent to any server); the friend's page answers with a reply code the host pastes.

const GATHER_TIMEOUT_MS = 5000;
// Public STUN servers let a browser learn its address as seen from the internet, so friends behind home
// routers can reach each other; they relay nothing. (Tests strip them: tests/browser.py LOCAL_ICE_ONLY.)
export const ICE_SERVERS = [{ urls: ["stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"] }];

/**
 * A TURN server a group runs (README: coturn): it relays the connection of friends who cannot reach each other
 * directly (strict NATs, corporate firewalls). It sees encrypted traffic only.
 * @typedef {{urls: string, username: string, credential: string}} Turn
 */

/**
 * The TURN server named by `turn=turn:host:port` (with `turnuser=` and `turncred=`) in a query or a link's
 * fragment, or null. Only turn: and turns: addresses are taken.
 * @param {string | URLSearchParams} [params]
 * @returns {Turn | null}
 */
export function turnIn(params = location.search) {
  const p = new URLSearchParams(params);
  const urls = (p.get("turn") ?? "").trim();
  if (!/^turns?:[^\s]{1,250}$/.test(urls)) return null;
  return { urls, username: (p.get("turnuser") ?? "").slice(0, 250), credential: (p.get("turncred") ?? "").slice(0, 250) };
}

/**
 * Adds a TURN server to a link's parameters (the invite carries it to the friend).
 * @param {URLSearchParams} params
 * @param {Turn | null} turn
 */
export function putTurn(params, turn) {
  if (!turn) return;
  params.set("turn", turn.urls);
  if (turn.username) params.set("turnuser", turn.username);
  if (turn.credential) params.set("turncred", turn.credential);
}

/**
 * The ICE servers a connection asks: the public STUN servers, and the group's TURN server if there is one.
 * @param {Turn | null} [turn]
 * @returns {RTCIceServer[]}
 */
export function iceServers(turn = null) {
  return turn ? [...ICE_SERVERS, { urls: [turn.urls], username: turn.username, credential: turn.credential }] : ICE_SERVERS;
}
const CHANNEL = "parlour";

/** @param {Uint8Array} bytes */
function toBase64url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** @param {string} code */
function fromBase64url(code) {
  const text = atob(code.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/**
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {CompressionStream | DecompressionStream} stream
 */
async function pipe(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/**
 * A session description as a compact code.
 * @param {RTCSessionDescriptionInit} description
 */
export async function encodeSignal({ type, sdp }) {
  const json = new TextEncoder().encode(JSON.stringify({ t: type === "offer" ? "o" : "a", s: sdp }));
  return toBase64url(await pipe(json, new CompressionStream("deflate-raw")));
}

/**
 * The session description in a code, or an Error saying the code is damaged.
 * @param {string} code
 * @param {"offer" | "answer"} [expected]
 * @returns {Promise<RTCSessionDescriptionInit>}
 */
export async function decodeSignal(code, expected) {
  try {
    const clean = String(code).trim().replace(/^.*[#&]o=/, "").replace(/[^A-Za-z0-9_-]/g, "");
    if (!clean || clean.length > 20000) throw new Error("empty");
    const bytes = await pipe(fromBase64url(clean), new DecompressionStream("deflate-raw"));
    const { t, s } = JSON.parse(new TextDecoder().decode(bytes));
    const type = t === "o" ? "offer" : t === "a" ? "answer" : null;
    if (!type || typeof s !== "string" || (expected && type !== expected)) throw new Error("type");
    return { type, sdp: s };
  } catch {
    throw new Error(expected === "answer" ? "That is not a reply code from this invite." : "That invite link is damaged or incomplete.");
  }
}

/**
 * @param {RTCPeerConnection} pc
 * @returns {Promise<void>}
 */
function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS); // take what we have
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * This end's session description as a code, once its candidates are gathered (or the wait for them is over).
 * @param {RTCPeerConnection} pc whose local description is set
 */
async function localCode(pc) {
  await gathered(pc);
  return encodeSignal(/** @type {RTCSessionDescription} */ (pc.localDescription));
}

/**
 * The host's side of one seat: an offer code now; `accept(reply)` later; `channel` opens after that.
 * @param {Turn | null} [turn]
 */
export async function hostOffer(turn = null) {
  const pc = new RTCPeerConnection({ iceServers: iceServers(turn) });
  const channel = pc.createDataChannel(CHANNEL, { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  return {
    pc,
    channel,
    offer: await localCode(pc),
    accept: async (/** @type {string} */ reply) => pc.setRemoteDescription(await decodeSignal(reply, "answer")),
  };
}

/**
 * A friend's side: answer an offer code; `channel` resolves when the host's data channel arrives.
 * @param {string} offerCode
 * @param {Turn | null} [turn]
 */
export async function guestAnswer(offerCode, turn = null) {
  const offer = await decodeSignal(offerCode, "offer");
  const pc = new RTCPeerConnection({ iceServers: iceServers(turn) });
  /** @type {Promise<RTCDataChannel>} */
  const channel = new Promise((resolve) => pc.addEventListener("datachannel", (e) => resolve(e.channel)));
  await pc.setRemoteDescription(offer);
  await pc.setLocalDescription(await pc.createAnswer());
  return { pc, channel, reply: await localCode(pc) };
}
