// Random names: match ids, seeds, seat secrets and tokens, a tab's name when tabs ask each other for a match.
// crypto.getRandomValues, not crypto.randomUUID: the app also runs as no secure context (plain http on a LAN
// address), where randomUUID does not exist.

/**
 * `bytes` random bytes as lowercase hex.
 * @param {number} bytes
 * @returns {string}
 */
export function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}
