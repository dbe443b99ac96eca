// Who is the host, in a one-link room. Anyone with the link may enter the room, and a page posing as the host could
// take a friend's first hello (its token) and then say nothing, leaving the friend waiting for good. So the host
// keeps a signing key for the match (ECDSA P-256, kept in the match record so a reloaded host has it), the link
// carries its public half, and the host's "I am the host" in each room is signed. What it signs is bound to the
// WebRTC connection it came over: the DTLS certificate fingerprint the host's end saw for the friend's end. A page
// that passes on a genuine host's signature from its own connection fails, because that names its own certificate,
// not the friend's.

const SIGNING = { name: "ECDSA", namedCurve: "P-256" };
const SIGNATURE = { name: "ECDSA", hash: "SHA-256" };

/** @param {ArrayBuffer | Uint8Array} bytes */
function toBase64Url(bytes) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** @param {string} text */
function fromBase64Url(text) {
  const plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/**
 * The DTLS certificate fingerprint a session description names ("sha-256 AB:CD:…"), or null.
 * @param {RTCSessionDescription | null | undefined} description
 */
export function fingerprintOf(description) {
  const line = description?.sdp?.match(/^a=fingerprint:(\S+ [0-9A-Fa-f:]+)/m);
  return line ? line[1].toLowerCase() : null;
}

/** What the host signs for one friend's connection. @param {string} nonce @param {string} friendFingerprint */
const signedText = (nonce, friendFingerprint) => new TextEncoder().encode(`parlour-host:${nonce}:${friendFingerprint}`);

/** A new host key for a match, as JSON to keep in its record (a JWK with its private part). */
export async function makeHostKey() {
  const pair = await crypto.subtle.generateKey(SIGNING, true, ["sign", "verify"]);
  return crypto.subtle.exportKey("jwk", pair.privateKey);
}

/**
 * The host's side: its public key for the link, and its signature for a friend's connection.
 * @param {JsonWebKey} jwk the match's key (makeHostKey)
 */
export async function hostSigner(jwk) {
  const privateKey = await crypto.subtle.importKey("jwk", jwk, SIGNING, false, ["sign"]);
  const publicPart = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  const publicKey = await crypto.subtle.importKey("jwk", publicPart, SIGNING, true, ["verify"]);
  return {
    publicKey: toBase64Url(await crypto.subtle.exportKey("raw", publicKey)),
    /** @param {string} nonce @param {string} friendFingerprint */
    sign: async (nonce, friendFingerprint) => toBase64Url(await crypto.subtle.sign(SIGNATURE, privateKey, signedText(nonce, friendFingerprint))),
  };
}

/**
 * The friend's side: whether a signature is the link's host's, for this page's own end of a connection.
 * @param {string} publicKey the link's key (base64url, raw P-256)
 * @returns {Promise<(nonce: string, ownFingerprint: string, signature: string) => Promise<boolean>>}
 */
export async function hostVerifier(publicKey) {
  const key = await crypto.subtle.importKey("raw", fromBase64Url(publicKey), SIGNING, false, ["verify"]);
  return async (nonce, ownFingerprint, signature) => {
    try {
      return await crypto.subtle.verify(SIGNATURE, key, fromBase64Url(signature), signedText(nonce, ownFingerprint));
    } catch {
      return false; // not base64url, or not a signature at all
    }
  };
}
