// What went wrong, for the sentence a player reads. A promise may reject with anything (a DOMException, a string
// from a library, an object from a peer): the catch sites name what was thrown through this, not `error.message`.

/**
 * The text of whatever was thrown: an error's message, else the thing itself as text.
 * @param {unknown} error
 */
export function errorText(error) {
  if (error instanceof Error || error instanceof DOMException) return error.message || error.name;
  return String(error);
}

/**
 * The name of what was thrown ("QuotaExceededError"...), if it has one.
 * @param {unknown} error
 */
export function errorName(error) {
  return error instanceof Error || error instanceof DOMException ? error.name : "";
}
