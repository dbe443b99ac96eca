// A game played as a campaign across matches (The Crew's logbook) keeps its book in this browser. What the book
// means — which missions are open, how attempts count, logging a finished match once — is the engine's; this
// module only stores what the engine hands back.

/** @param {string} game */
const storageKey = (game) => `parlour.${game}.logbook`;

/** @param {string} game */
function storedBook(game) {
  try {
    return JSON.parse(localStorage.getItem(storageKey(game)) ?? "null");
  } catch {
    return null; // unreadable: the engine reads it as a fresh book
  }
}

/** @typedef {{book: object, summary: any, attempt: number | null}} CampaignAnswer the book, its summary, this match's attempt */

/**
 * Ask the engine about a campaign (with `match`: that open match's attempt, logged once it has ended) and keep the
 * book it answers with.
 * @param {{call: (op: string, args: object) => Promise<any>}} engine
 * @param {string} game
 * @param {{match?: string, practice?: boolean}} [about]
 * @returns {Promise<CampaignAnswer>}
 */
export async function askCampaign(engine, game, about = {}) {
  const answer = await engine.call("campaign", { game, book: storedBook(game), ...about });
  localStorage.setItem(storageKey(game), JSON.stringify(answer.book));
  return answer;
}
