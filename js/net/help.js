// Help in a peer match (#18): a take-back is a request the other players answer, and suggestions are the host's
// option, the same for everyone.
//
// A take-back: the asker's page (the host's own, or a friend's by a `take_back` message naming the last view it saw,
// so a request made before moves it had not seen is refused as stale) asks; the host's engine answers whether the
// rules allow it (never across a roll, a shuffle, a card drawn or a move that showed someone something). If they
// do, every other party answers it: each friend's page by a `consent` message, the host's page for its own seats
// (one device, one answer); bots never object. While it is open no move is made: the table waits, a move sent
// meanwhile is refused with a sentence, and the bots wait too. Every party's consent takes it back: the host's
// engine replays the record without the moves, every page gets the new view and the log says so; one refusal ends
// it, and the asker is told who refused. A friend that drops before answering lets it lapse.
//
// Every page hears each step as a `takeback` notice {ask, seat, state, text} ("pending", "refused", "lapsed",
// "accepted"); an accepted one carries the moves it removed (`moves`), how many the record kept (`at`) and where in
// the log it is told (`line`). A friend keeps the views it drew after `at` with the moves removed, and its audit
// checks them against the record as it then stood (parlour.match.audit_takebacks): a host cannot hide a false view
// behind a take-back, and the fair audit still passes.
import { h } from "../ui/dom.js";

/**
 * A take-back as every page hears of it (the body of a `takeback` message): `ask`, the request's number in its
 * match; `seat`, the asker; `text`, what happened, in a sentence. An accepted one says what it removed: `at`, how
 * many moves the record kept; `moves`, the moves it removed; `line`, the number of log lines before the one that
 * tells it.
 * @typedef {{ask: number, seat: number, text: string} & ({state: "pending" | "refused" | "lapsed"} | TakenBack)} Notice
 * @typedef {{ask: number, seat: number, text: string, state: "accepted", at: number, moves: object[], line: number}} TakenBack
 */

const STATES = new Set(["pending", "refused", "lapsed", "accepted"]);
export const SUGGESTIONS_OFF = "The host has not allowed suggestions in this match.";

/**
 * Why a notice from the host cannot be taken, or null.
 * @param {Record<string, any>} notice
 * @param {number} players how many seats the match has
 */
export function noticeProblem(notice, players) {
  if (!STATES.has(notice.state)) return `A take-back cannot be "${String(notice.state).slice(0, 20)}".`;
  if (notice.seat >= players) return `There is no seat ${notice.seat + 1}.`;
  if (notice.state === "accepted" && (!Number.isSafeInteger(notice.at) || !notice.moves?.length || !Number.isSafeInteger(notice.line))) {
    return "An accepted take-back must say what it removed.";
  }
  return null;
}

/**
 * The log with each accepted take-back told where it happened.
 * @param {{text: string}[]} log
 * @param {TakenBack[]} notices
 */
export function withTakeBacks(log, notices) {
  const told = [...log];
  const latestFirst = [...notices].sort((a, b) => b.line - a.line || b.ask - a.ask);
  for (const notice of latestFirst) told.splice(Math.min(notice.line, told.length), 0, { text: notice.text });
  return told;
}

/** Why play waits while a take-back is open. @param {string | null} asker null: this page's player */
function waitingFor(asker) {
  return `${asker === null ? "You ask" : `${asker} asks`} to take back a move: play waits for everyone's answer.`;
}

/** The line that tells everyone at the table whether suggestions are allowed. @param {boolean} allowed */
export function suggestionsLine(allowed) {
  return allowed ? "Suggestions: allowed" : "Suggestions: off";
}

/**
 * What a page shows of a take-back: a request to answer, the asker's wait, or the refusal told to the asker.
 * @param {HTMLElement} slot where it goes (emptied when there is nothing to show)
 * @param {Notice | null} notice
 * @param {object} seen
 * @param {(seat: number) => boolean} seen.mine whether a seat is played at this page
 * @param {boolean} seen.answered this page has answered the request
 * @param {string[]} seen.names
 * @param {(accept: boolean) => void} seen.answer
 */
export function showNotice(slot, notice, { mine, answered, names, answer }) {
  slot.replaceChildren();
  slot.hidden = true;
  if (!notice || notice.state === "accepted" || (notice.state !== "pending" && !mine(notice.seat))) return;
  const close = h("button", { class: "quiet advice-close", "aria-label": "Close", onclick: () => showNotice(slot, null, { mine, answered, names, answer }) }, "✕");
  const parts =
    notice.state !== "pending"
      ? [h("p", { "data-testid": "takeback-refused" }, notice.text), close]
      : mine(notice.seat)
        ? [h("p", { "data-testid": "takeback-waiting" }, "You asked to take back your last move. Waiting for the others to answer…")]
        : answered
          ? [h("p", { "data-testid": "takeback-waiting" }, `You accepted. Waiting for the others to answer ${names[notice.seat]}'s request…`)]
          : [
              h("p", { "data-testid": "takeback-request" }, notice.text),
              h(
                "div",
                { class: "takeback-answers" },
                h("button", { class: "primary", "data-testid": "takeback-accept", onclick: () => answer(true) }, "Accept"),
                h("button", { "data-testid": "takeback-refuse", onclick: () => answer(false) }, "Refuse"),
              ),
            ];
  slot.append(h("div", { class: "takeback-body" }, parts));
  slot.hidden = false;
}

/**
 * The host's side of help in a running peer match. `session` is its HostSession (js/peers.js).
 */
export class HostHelp {
  /**
   * @param {object} session
   * @param {Record<string, any> | null} session.record the match's record, once it runs (as it does while there is help)
   * @param {{engine: {call: (op: string, args: object) => Promise<any>}}} session.shell
   * @param {(seat: number, type: string, body: object) => void} session.send
   * @param {() => number[]} session.friendSeats
   * @param {(seat: number) => boolean} session.connected
   * @param {() => Promise<unknown>} session.sendViews
   * @param {(send: () => void) => void} session.inOrder sends after the views being sent
   * @param {{tookBack?: (result: Record<string, any>) => Promise<void>, advance: () => void}} hooks the table's
   */
  constructor(session, hooks) {
    this.session = session;
    this.hooks = hooks;
    /** @type {(Notice & {parties: Set<number | "host">, what: string}) | null} the open request */
    this.open = null;
    /** @type {(notice: Notice, hostToAnswer: boolean) => void} the host's page shows it */
    this.onNotice = () => {};
  }

  get record() {
    return /** @type {Record<string, any>} */ (this.session.record);
  }

  get suggestions() {
    return Boolean(this.record.help?.suggestions);
  }

  /** Seats played by people (the host's and its friends'): the engine never takes back another person's move. */
  people() {
    return this.record.seats.flatMap((s, i) => (s.kind === "bot" ? [] : [i]));
  }

  /** Why a move must wait now, or null. */
  busy() {
    return this.open ? waitingFor(this.record.players[this.open.seat]) : null;
  }

  /**
   * A request to take back `seat`'s last move; the sentence to tell the asker (null when it is now asked).
   * @param {number} seat
   */
  async ask(seat) {
    if (this.open) return this.busy();
    const { engine } = this.session.shell;
    const verdict = await engine.call("take_back", { match: this.record.id, seat, people: this.people() });
    if (!verdict.allowed) return verdict.reason;
    if (this.open) return this.busy();
    const friends = this.session.friendSeats().filter((s) => s !== seat);
    const away = friends.filter((s) => !this.session.connected(s));
    if (away.length) return `${away.map((s) => this.record.players[s]).join(" and ")} must be connected to answer: a take-back needs everyone's consent.`;
    const hostPeople = this.record.seats.some((s, i) => s.kind === "person" && i !== seat);
    const isFriend = this.session.friendSeats().includes(seat);
    /** @type {Set<number | "host">} */
    const parties = new Set([...friends, ...(isFriend && hostPeople ? /** @type {const} */ (["host"]) : [])]);
    this.record.asked = (this.record.asked ?? 0) + 1;
    const name = this.record.players[seat];
    this.open = {
      ask: this.record.asked,
      seat,
      state: "pending",
      text: `${name} asks to take back their last move: ${verdict.what}`,
      parties,
      what: verdict.what,
    };
    if (!parties.size) return this.take(this.open).then(() => null);
    this.tell(this.open);
    this.hooks.advance(); // the table waits meanwhile
    return null;
  }

  /**
   * A party's answer to the open request; a sentence when it is refused.
   * @param {number | "host"} party
   * @param {number} ask the request answered
   * @param {boolean} accept
   */
  async answer(party, ask, accept) {
    const open = this.open;
    if (!open || open.ask !== ask) return `There is no open request ${ask} to answer: it was answered or withdrawn.`;
    if (party === open.seat) return "You cannot answer your own request.";
    if (!open.parties.has(party)) return "You have answered this request already.";
    if (!accept) {
      const hosts = this.record.players.filter((_, i) => this.record.seats[i].kind === "person");
      const who = party === "host" ? hosts.join(" and ") : this.record.players[/** @type {number} */ (party)];
      return this.end(open, "refused", `${who} refused to take back ${this.record.players[open.seat]}'s move: it stands.`);
    }
    open.parties.delete(party);
    if (open.parties.size) {
      this.tell({ ...open }); // the host's page shows who still has to answer
      return null;
    }
    await this.take(open);
    return null;
  }

  /**
   * A friend who asked, or was to answer, is gone: the request lapses (the table waited on it, and an asker away
   * would not see what became of it).
   * @param {number} seat
   */
  dropped(seat) {
    const name = this.record.players[seat];
    if (this.open?.seat === seat) this.end(this.open, "lapsed", `${name} left before the answers: their take-back lapsed.`);
    else if (this.open?.parties.has(seat)) this.end(this.open, "lapsed", `${name} left before answering: the take-back lapsed.`);
  }

  /**
   * @param {NonNullable<HostHelp["open"]>} open
   * @param {"refused" | "lapsed"} state
   * @param {string} text
   */
  end(open, state, text) {
    this.open = null;
    this.tell({ ask: open.ask, seat: open.seat, state, text });
    this.hooks.advance();
    return null;
  }

  /** @param {NonNullable<HostHelp["open"]>} open */
  async take(open) {
    const { engine } = this.session.shell;
    const result = await engine.call("take_back", { match: this.record.id, seat: open.seat, people: this.people(), apply: true });
    this.open = null;
    if (!result.allowed) return this.end(open, "lapsed", result.reason);
    const moves = this.record.moves.splice(this.record.moves.length - result.taken);
    const { log } = await engine.call("view", { match: this.record.id });
    const taken = result.taken === 1 ? "" : ` (with the bots' ${result.taken - 1} after it)`;
    /** @type {Notice} */
    const notice = {
      ask: open.ask,
      seat: open.seat,
      state: "accepted",
      text: `${this.record.players[open.seat]} took back their move${taken}, as everyone agreed: ${open.what}`,
      at: this.record.moves.length,
      moves,
      line: log.length,
    };
    this.record.takebacks = [...(this.record.takebacks ?? []), notice];
    this.record.finished = false;
    this.tell(notice);
    this.session.sendViews();
    await this.hooks.tookBack?.(result);
    return null;
  }

  /**
   * Every friend hears a notice (after the views being sent: a friend applies a take-back before the view after it).
   * @param {Notice & {parties?: Set<number | "host">, what?: string}} notice
   */
  tell({ parties, what, ...notice }) {
    this.session.inOrder(() => this.session.friendSeats().forEach((seat) => this.session.send(seat, "takeback", notice)));
    this.onNotice(notice, parties?.has("host") ?? false);
  }

  /**
   * A friend said hello again: the take-backs it may have missed, and the open request, come before its views.
   * @param {number} seat
   */
  again(seat) {
    for (const notice of this.record.takebacks ?? []) this.session.send(seat, "takeback", notice);
    if (this.open) {
      const { parties, what, ...notice } = this.open;
      this.session.send(seat, "takeback", notice);
    }
  }

  /**
   * A friend's message about help; its answer, or a refusal in a sentence.
   * @param {number} seat
   * @param {string} type
   * @param {Record<string, any>} body
   * @returns {Promise<{ok: true, result: unknown} | {ok: false, message: string}>}
   */
  async receive(seat, type, body) {
    const refused = (message) => ({ ok: /** @type {const} */ (false), message });
    if (type === "suggest") {
      if (!this.suggestions) return refused(SUGGESTIONS_OFF);
      // the engine's suggest reads only what this seat's view shows (Game.suggest)
      return { ok: true, result: await this.session.shell.engine.call("suggest", { match: this.record.id, seat }) };
    }
    if (type === "take_back") {
      const moves = this.record.moves.length;
      if (body.at !== moves) return refused(`Moves were made since you asked (you saw ${body.at}, the match has ${moves}): ask again.`);
      const problem = await this.ask(seat);
      return problem ? refused(problem) : { ok: true, result: { asked: true } };
    }
    const problem = await this.answer(seat, body.ask, body.accept);
    return problem ? refused(problem) : { ok: true, result: { answered: true } };
  }
}

/**
 * A take-back a friend was told of, as its page keeps it: the notice, and the hashes of the views it drew after
 * move `at` before it, by move index (its audit checks them against the record as it then stood).
 * @typedef {TakenBack & {received: Record<string, string>}} KeptTakeBack
 *
 * What a friend's page keeps of help (in its Kept, js/peers.js).
 * @typedef {object} KeptHelp
 * @property {boolean} [suggestions] whether the host allows suggestions
 * @property {KeptTakeBack[]} [takebacks] the take-backs it was told of, in order
 * @property {number[]} [consented] the requests it accepted
 * @property {number[]} [unconsented] take-backs of others' moves the host made without this page's consent
 */

/** A friend's side of help: requests to answer, the take-backs it was told of, and whether suggestions are allowed. */
export class GuestHelp {
  /**
   * @param {KeptHelp} kept this page's storage of the match (saved by `page.keep`)
   * @param {object} page
   * @param {number} page.seat
   * @param {Map<number, string | Promise<string>>} page.hashes the hash of each view drawn, by move index
   * @param {HTMLElement} page.slot where a request, the wait or a refusal shows
   * @param {() => string[]} page.names
   * @param {(type: string, fields: object) => Promise<Record<string, any>>} page.request asks the host
   * @param {(message: string, kind?: string) => void} page.say
   * @param {() => void} page.keep saves `kept`
   * @param {() => void} page.changed redraws: the table's controls, the settings line
   * @param {(at: number) => void} page.rewound the match went back to move `at`: its view comes again next
   * @param {(text: string) => void} page.warn a fault of the host's, told at once
   */
  constructor(kept, page) {
    this.kept = Object.assign(kept, { takebacks: kept.takebacks ?? [], consented: kept.consented ?? [], unconsented: kept.unconsented ?? [] });
    this.page = page;
    /** @type {Notice | null} the request open now */
    this.open = null;
    /** @type {Promise<unknown>} the hashes of views moved to a take-back, being saved: the audit waits for them */
    this.settled = Promise.resolve();
  }

  get suggestions() {
    return this.kept.suggestions === true;
  }

  /** Why play waits now, or null. */
  busy() {
    return this.open ? waitingFor(this.open.seat === this.page.seat ? null : this.page.names()[this.open.seat]) : null;
  }

  /** A new connection to the host: a request still open is told again after the welcome, one that lapsed is not. */
  reconnected() {
    this.open = null;
    this.show();
  }

  /** @param {{suggestions: boolean}} settings */
  settings({ suggestions }) {
    this.kept.suggestions = suggestions;
    this.page.keep();
    this.page.changed();
  }

  /**
   * Asks the host to take back this seat's last move; `at` is the last view this page saw.
   * @param {number} at
   */
  async ask(at) {
    if (this.open) return this.page.say("A take-back is already being answered.", "error");
    const reply = await this.page.request("take_back", { at });
    if (!reply.ok) this.page.say(reply.message, "error");
  }

  /** @param {boolean} accept */
  async answer(accept) {
    const ask = this.open?.ask;
    if (ask === undefined) return;
    // noted before the host hears it: its notice that the move is taken back may come before the answer
    if (accept) this.kept.consented.push(ask);
    this.page.keep();
    this.show();
    const reply = await this.page.request("consent", { ask, accept });
    if (reply.ok) return;
    this.kept.consented = this.kept.consented.filter((a) => a !== ask);
    this.page.keep();
    this.page.say(reply.message, "error");
    this.show();
  }

  /**
   * A notice from the host.
   * @param {Notice} notice
   */
  notice(notice) {
    const problem = noticeProblem(notice, this.page.names().length);
    if (problem) return problem;
    if (notice.state === "pending") this.open = notice;
    else if (this.open?.ask === notice.ask || notice.state === "accepted") this.open = null;
    if (notice.state === "accepted") this.takenBack(notice);
    else if (notice.state !== "pending" && notice.seat !== this.page.seat) this.page.say(notice.text);
    this.show(notice);
    this.page.changed();
    return null;
  }

  /** @param {Notice | null} [latest] the notice just heard (a refusal shows to its asker) */
  show(latest = this.open) {
    const { seat, slot, names } = this.page;
    const answered = this.kept.consented.includes(this.open?.ask ?? -1);
    showNotice(slot, latest ?? null, { mine: (s) => s === seat, answered, names: names(), answer: (accept) => this.answer(accept) });
  }

  /**
   * The host took moves back: the views this page drew after them go with the take-back, for the audit.
   * @param {TakenBack} notice
   */
  takenBack(notice) {
    if (this.kept.takebacks.some((t) => t.ask === notice.ask)) return; // told again after a hello
    // (a device that takes the seat later hears of earlier take-backs before its first view, and was not asked)
    if (notice.seat !== this.page.seat && !this.kept.consented.includes(notice.ask) && this.page.hashes.size) {
      this.kept.unconsented.push(notice.ask);
      this.page.warn(`The host took back ${this.page.names()[notice.seat]}'s move without your consent: this match cannot be verified fair.`);
    }
    const drawn = [...this.page.hashes].filter(([index]) => index > notice.at);
    for (const [index] of drawn) this.page.hashes.delete(index);
    /** @type {KeptTakeBack} */
    const kept = { ...notice, received: {} };
    this.kept.takebacks.push(kept);
    this.page.rewound(notice.at);
    this.page.say(notice.text);
    this.settled = Promise.all([this.settled, ...drawn.map(async ([index, hash]) => (kept.received[index] = await hash))]).then(() => this.page.keep());
  }

  /** What the audit checks besides the published record: the take-backs, with the views drawn before each. */
  async forAudit() {
    await this.settled;
    return {
      takebacks: this.kept.takebacks.map(({ at, moves, received }) => ({ at, moves, received })),
      faults: this.kept.unconsented.length ? [`the host took back ${this.kept.unconsented.length === 1 ? "a move" : `${this.kept.unconsented.length} moves`} you had not agreed to`] : [],
    };
  }

  /** @param {{text: string}[]} log */
  log(log) {
    return withTakeBacks(log, this.kept.takebacks);
  }
}
