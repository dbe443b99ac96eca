// Matches with friends by link: the host's lobby (invite links, reply codes, the fair-seed commit/reveal),
// the host's side of a running match (a guest's moves are requests the host's engine validates; each guest gets
// only its own seat's view after every move), and the guest's page (renders with the same game renderer, its
// check/submit go over the data channel, and at the end it audits the host's published record with its own
// engine). Star topology: the host relays everything. No game server; links carry WebRTC offers only.
import { EngineError } from "./engine.js";
import { errorText } from "./errors.js";
import { GuestHelp, HostHelp, SUGGESTIONS_OFF, showNotice, suggestionsLine, withTakeBacks } from "./net/help.js";
import { Link } from "./net/protocol.js";
import { hostSigner, hostVerifier, makeHostKey } from "./net/host-key.js";
import { meet, relaysIn } from "./net/relay.js";
import { guestAnswer, hostOffer, putTurn, turnIn } from "./net/signal.js";
import { askCampaign } from "./campaign.js";
import { randomHex } from "./random.js";
import { saveMatch } from "./store.js";
import { fill, h, outcomePanel, showSuggestion } from "./ui/dom.js";
import { glide } from "./ui/motion.js";
import { qrBox } from "./ui/qr.js";
import { barButton, homeButton, listenForTakeBack, TableLayout } from "./ui/table.js";

const REVEAL_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 15_000;
// A friend in one-link mode whose host has not come this long is told what may be wrong (and keeps waiting).
const HOST_LATE_MS = 30_000;
const HELLO_AGAIN_MS = 2000;

/**
 * What proves a seat's token without showing it: SHA-256 of the token and the host's nonce for this connection.
 * @param {string} token
 * @param {string} nonce
 */
async function tokenProof(token, nonce) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`parlour-seat:${token}:${nonce}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * When a view was sent, for a sentence: view 0 is the deal's, view i the one after move i.
 * @param {number} index
 */
function moment(index) {
  return index === 0 ? "of the deal" : `after move ${index}`;
}

/**
 * When in a match something happened, for a sentence: at the deal, or after move i.
 * @param {number} index
 */
function atMove(index) {
  return index === 0 ? "at the deal" : `after move ${index}`;
}

function copyButton(testid, getText, label = "Copy") {
  return h(
    "button",
    {
      type: "button",
      "data-testid": testid,
      onclick: async (event) => {
        const button = event.currentTarget;
        try {
          await navigator.clipboard.writeText(getText());
          button.textContent = "Copied";
        } catch {
          button.textContent = "Select and copy";
        }
        setTimeout(() => (button.textContent = label), 2000);
      },
    },
    label,
  );
}

// How friends reach the host: "manual" needs no server at all (the friend sends a reply code back); "relay"
// meets through public Nostr relays, so the invite link is all the friend needs.
const CONNECT_MODES = {
  manual: "Invite link and reply code: works with no relay at all",
  relay: "One link: the friend sends nothing back (meets through public relays)",
};

const STATUS_TEXT = {
  none: "not connected",
  inviting: "making a link…",
  invited: "invited: waiting for the reply code",
  meeting: "invited: waiting for them to open the link",
  connecting: "connecting…",
  connected: "connected",
  lost: "disconnected",
};

/**
 * What the page's shell lends these screens (main.js peerShell).
 * @typedef {object} Shell
 * @property {ReturnType<typeof import("./engine.js").startEngine>} engine
 * @property {(message: string, kind?: string) => void} say
 * @property {(...children: (Node | TableLayout)[]) => number} setScreen shows a screen; returns its token
 * @property {() => number} screen the token of the screen on show
 * @property {(game: GameInfo, previous?: {seats: Seat[], options: object, extra: object}) => Promise<void>} showSetup
 * @property {() => Promise<void>} showHome
 * @property {(game: GameInfo) => void} showRules the game's rules, over the screen
 * @property {(id: string) => GameInfo | undefined} gameInfo
 * @property {(record: Record<string, any>) => object} matchRecord what of a record the engine opens a match from
 * @property {(record: Record<string, any>) => Promise<void>} play
 * @property {(id: string) => Promise<Renderer>} loadRenderer the game's renderer module (js/games/<id>.js)
 * @property {Map<string, HostSession>} hostSessions the matches this page hosts for friends, by match id (the page
 *   keeps them: friends stay connected from a lobby to its match and into a rematch)
 *
 * @typedef {{id: string, title: string, built: boolean, campaign?: boolean, acts_with_bots?: boolean}} GameInfo a game of
 *   the catalogue (catalogue.json)
 * @typedef {{name: string, kind: string, level?: string}} Seat a seat as the setup screen fills it
 *
 * A game's renderer, as a guest uses it: `view` is the engine's view of one seat, and `controls` what the seat
 * may do (see `controls` in joinFromLink).
 * @typedef {object} Renderer
 * @property {(regions: import("./ui/table.js").Regions, signal: AbortSignal, match?: string | null) => RendererTable} mount
 *   (`match`: the match's id, under which a table may keep what the player has begun, such as a word)
 * @property {boolean} [drawsOutcome] the renderer draws a match's ending itself
 * @typedef {object} RendererTable
 * @property {(view: Record<string, any>, controls: object) => void} render
 * @property {(view: Record<string, any>, controls: object) => Node | null} [resultDetails]
 */

// -- the host ------------------------------------------------------------------------------------------
/**
 * A friend's seat, as its host sees it.
 * @typedef {object} Peer
 * @property {keyof typeof STATUS_TEXT} state
 * @property {Link | null} [link] the protocol over its channel, once there is one
 * @property {(() => void) | null} [hangUp] gives up the connection being made (the offer, or the relay room)
 * @property {Awaited<ReturnType<typeof hostOffer>> | null} [pending] the offer waiting for a reply code (manual mode)
 * @property {{link: Link, offer: Awaited<ReturnType<typeof hostOffer>> | null, given: boolean} | null} [comeback] the
 *   offer its friend comes back with after a drop or a reload (manual mode; see standBy), and the connection it is for
 * @property {object} [attempt] the latest invite: a late event of an older one changes nothing
 * @property {string} [invite] the invite link
 * @property {string | null} [problem] what went wrong, to show
 * @property {string} [commitment] the friend's commitment to its secret (from its hello)
 * @property {string | null} [token] the seat's token: the first hello of the seat's friend brings it, and only a
 *   hello with it takes the seat again after a drop (kept in the match record, so a reloaded host knows it too)
 * @property {Awaited<ReturnType<typeof meet>> | null} [meeting] the seat's room, joined (one-link mode)
 * @property {Link | null} [admitted] the link whose hello took the seat: only its moves count
 * @property {string} [room] the seat's room on the relays (one-link mode): the friend's link names it, so both
 *   come back to it after a drop or a reload
 * @property {string} [secret] the friend's revealed secret
 * @property {(() => void) | null} [awaitReveal] called when the secret comes (null: a secret came)
 * @property {string} [qrFor] the invite link that `qr` shows
 * @property {HTMLElement} [qr]
 */

/**
 * What a running match on the host gives the session: a friend's move goes through `submit` like any other.
 * @typedef {object} Hooks
 * @property {(seat: number, move: object, refused?: (message: string) => void) => Promise<boolean>} submit
 * @property {(seat: number) => Promise<void>} toBot hands a seat to a bot
 * @property {() => void} advance
 * @property {() => Promise<unknown>} [save] saves the match record as the page saves it (one tab holds a match)
 * @property {(result: Record<string, any>) => Promise<void>} [tookBack] the engine took moves back (the record is
 *   shorter already): save, and go on from there
 */

class HostSession {
  /** @type {string} the game's id (set by the lobby, or by hostMatch) */
  game;
  /** @type {Seat[]} the lobby's seats, until the match starts */
  lobbySeats;
  /** @type {string} this device's secret for the fair seed (set by the lobby) */
  secret;
  /** @type {string} the commitment to `secret` */
  commitment;
  /** @type {boolean} the match's friends panel has been drawn once */
  drawn;
  /** @type {JsonWebKey | null} the key that signs "I am the host" in one-link rooms (kept in the match record) */
  hostKey = null;
  /** @type {Promise<Awaited<ReturnType<typeof hostSigner>>> | null} its signer, made once for every seat's room */
  signing = null;

  /**
   * @param {string} id the match id
   * @param {Shell} shell
   * @param {keyof typeof CONNECT_MODES} [mode]
   */
  constructor(id, shell, mode = "manual") {
    this.id = id;
    this.shell = shell;
    this.mode = mode;
    this.started = false;
    /** @type {Record<string, any> | null} the match record, once the match has started */
    this.record = null;
    /** @type {Hooks | null} */
    this.hooks = null;
    /** @type {Promise<unknown>} */
    this.sending = Promise.resolve();
    this.relays = relaysIn();
    /** @type {import("./net/signal.js").Turn | null} the group's TURN server (?turn=, or the lobby's settings) */
    this.turn = turnIn();
    /** @type {Map<number, Peer>} seat -> its friend */
    this.peers = new Map();
    /** the lobby's "Allow suggestions" (the running match's is in its record) */
    this.suggestions = false;
    /** @type {HostHelp | null} take-backs and suggestions, once the match runs */
    this.help = null;
    this.onChange = () => {};
  }

  /** @param {number} seat */
  connected(seat) {
    const peer = this.peers.get(seat);
    return Boolean(peer?.link?.open && peer.state === "connected");
  }

  /** @param {() => void} send */
  inOrder(send) {
    this.sending = this.sending.then(send);
  }

  /** Whether suggestions are allowed: the lobby's choice until the start, then the match's. */
  get suggestionsAllowed() {
    return this.record ? Boolean(this.record.help?.suggestions) : this.suggestions;
  }

  /** Tells connected friends that the lobby's choice changed (a welcome tells it first). */
  sendSettings() {
    for (const seat of this.friendSeats()) if (this.connected(seat)) this.send(seat, "settings", { suggestions: this.suggestionsAllowed });
  }

  /** @param {number} seat @returns {Peer} its friend, a new one if the seat had none */
  peer(seat) {
    let peer = this.peers.get(seat);
    if (!peer) this.peers.set(seat, (peer = { state: "none" }));
    return peer;
  }

  /**
   * @param {number} seat
   * @param {Peer["state"]} state
   */
  setState(seat, state) {
    const peer = this.peer(seat);
    if (peer.state === state) return;
    peer.state = state;
    this.onChange();
  }

  /**
   * An invite for `seat` (its previous connection, if any, is hung up): a link, and a way in for it. In one-link
   * mode the seat keeps its room, so the link its friend has stays good; `fresh` makes a new room and lets the
   * next device that opens the new link take the seat (the host's "New link for another device").
   * @param {number} seat
   * @param {string} game the game's id
   * @param {boolean} [fresh]
   */
  async invite(seat, game, fresh = false) {
    const peer = this.peer(seat);
    peer.link?.close();
    peer.hangUp?.();
    Object.assign(peer, { link: null, hangUp: null, meeting: null, pending: null, problem: null });
    if (fresh) {
      peer.comeback?.offer?.pc.close(); // the friend's way back: another device takes the seat now
      Object.assign(peer, { token: null, room: undefined, comeback: null });
    }
    this.setState(seat, "inviting");
    const params = new URLSearchParams({ m: this.id, s: String(seat), g: game });
    putTurn(params, this.turn);
    const attempt = {}; // identifies this invite: a late event of an older one changes nothing
    peer.attempt = attempt;
    const current = () => peer.attempt === attempt;
    const publish = (state) => {
      peer.invite = `${location.origin}${location.pathname}#join?${params}`;
      this.setState(seat, state);
    };
    if (this.mode === "relay") {
      const secret = peer.room ?? randomHex(16);
      peer.room = secret;
      this.keepFriends();
      const signer = await this.signer();
      const meeting = await meet(secret, { relays: this.relays, turn: this.turn, sign: signer.sign });
      if (!current()) return meeting.leave(); // superseded while joining the room
      params.set("r", secret);
      params.set("k", signer.publicKey);
      for (const url of this.relays ?? []) params.append("relay", url);
      Object.assign(peer, { hangUp: meeting.leave, meeting });
      this.arrivals(seat, peer, attempt);
      publish(this.started ? "lost" : "meeting");
    } else {
      // the offer the friend was given for coming back, if there is one: its page answers it by itself
      const offer = peer.comeback?.offer ?? (await hostOffer(this.turn));
      peer.comeback = null;
      if (!current()) return offer.pc.close(); // superseded while gathering
      params.set("o", offer.offer);
      Object.assign(peer, { pending: offer, hangUp: () => offer.pc.close() });
      this.listen(seat, peer, offer.channel, attempt);
      offer.pc.addEventListener("connectionstatechange", () => {
        if (["failed", "disconnected", "closed"].includes(offer.pc.connectionState)) this.lost(seat, peer, attempt);
      });
      publish("invited");
    }
  }

  /** The match's signer for one-link rooms: the seats' invites, made at once, share one key. */
  signer() {
    this.signing ??= (async () => {
      try {
        if (this.hostKey) return await hostSigner(this.hostKey);
      } catch {
        // a key damaged in storage: a new one, so the friends need the new links the host's page makes
      }
      this.hostKey = await makeHostKey();
      this.keepFriends();
      return hostSigner(this.hostKey);
    })();
    return this.signing;
  }

  /**
   * One-link mode: whoever comes to the seat's room is heard (the token in its hello says whether it may sit), and
   * after a drop, whoever comes next.
   * @param {number} seat
   * @param {Peer} peer
   * @param {object} attempt the invite (or rematch) this belongs to
   */
  arrivals(seat, peer, attempt) {
    if (peer.attempt !== attempt || !peer.meeting) return;
    peer.meeting.next().then((channel) => {
      if (peer.attempt !== attempt) return;
      this.listen(seat, peer, channel, attempt);
      channel.addEventListener("close", () => this.arrivals(seat, peer, attempt), { once: true });
      this.setState(seat, "connecting");
    });
  }

  /**
   * A seat's connection is gone. A friend of a running match comes back by itself: to the same room, or with a
   * fresh reply code to the link made for it now.
   * @param {number} seat
   * @param {Peer} peer
   * @param {object} attempt
   */
  lost(seat, peer, attempt) {
    if (peer.attempt !== attempt || peer.state === "lost") return;
    this.setState(seat, "lost");
    this.help?.dropped(seat);
    // On a phone the Friends panel is in the log's drawer: the top bar says it (the table's wait says it again); a
    // seat just handed to a bot waits for nobody.
    const waits = this.started && !this.record?.finished && this.friendSeats().includes(seat);
    if (waits) this.shell.say(`${this.players()[seat]} is disconnected: their seat waits for them.`, "error");
    if (this.started && this.mode !== "relay" && !this.record?.finished) this.invite(seat, this.game);
  }

  /**
   * Speak the protocol with a seat's friend over `channel`.
   * @param {number} seat
   * @param {Peer} peer
   * @param {import("./net/protocol.js").Channel} channel
   * @param {object} attempt
   */
  listen(seat, peer, channel, attempt) {
    const link = new Link(channel, {
      role: "host",
      match: this.id,
      onMessage: (type, body) => this.receive(seat, peer, link, type, body),
      onState: (state, reason) => {
        if (state !== "closed" || peer.attempt !== attempt) return;
        if (reason) peer.problem = reason;
        this.lost(seat, peer, attempt);
      },
      onRepeat: (type) => {
        // the friend says hello again until welcomed: the welcome may have been lost (see joinFromLink); what
        // the friend refused meanwhile as skipping ahead goes again, which answers its complaints
        if (type === "hello" && link.resendEarly()) {
          peer.problem = null;
          this.onChange();
        }
      },
    });
    peer.link = link;
  }

  /**
   * A rematch keeps a friend still connected from the match before: its connection (and room, and token) now
   * speaks this match's protocol, and its page opens this match's table when told.
   * @param {number} seat
   * @param {Peer} old the seat's friend in the match before
   */
  carry(seat, old) {
    const peer = this.peer(seat);
    const attempt = {};
    const link = /** @type {Link} */ (old.link); // a friend is carried only while its link is open
    link.send("rematch", { match: this.id });
    const channel = link.detach();
    Object.assign(peer, { attempt, token: old.token ?? null, room: old.room, meeting: old.meeting, hangUp: old.hangUp, invite: old.invite });
    old.comeback?.offer?.pc.close(); // the new match's welcome gives the friend a new way back
    Object.assign(old, { attempt: null, link: null, hangUp: null, meeting: null, comeback: null });
    this.listen(seat, peer, channel, attempt);
    if (peer.meeting) channel.addEventListener("close", () => this.arrivals(seat, peer, attempt), { once: true });
    this.setState(seat, "connecting");
  }

  /**
   * @param {number} seat
   * @param {string} code the friend's reply code
   */
  async accept(seat, code) {
    const peer = this.peer(seat);
    try {
      await /** @type {NonNullable<Peer["pending"]>} */ (peer.pending).accept(code); // its Connect button shows with it
      peer.problem = null;
      // A busy page may learn that the reply was applied only after the friend's hello came through it: the
      // seat is connected already then, and must not fall back to "connecting" for good.
      if (peer.state === "invited") this.setState(seat, "connecting");
      else this.onChange();
    } catch (error) {
      peer.problem = errorText(error);
      this.onChange();
    }
  }

  /**
   * @param {number} seat
   * @param {string} type
   * @param {object} body
   */
  send(seat, type, body) {
    this.peers.get(seat)?.link?.send(type, body);
  }

  /**
   * @param {number} seat
   * @param {Peer} peer
   * @param {Link} link the link the message came over (the seat's link then)
   * @param {string} type
   * @param {Record<string, any>} body
   */
  async receive(seat, peer, link, type, body) {
    const { engine } = this.shell;
    this.giveComeback(peer);
    // The answer goes over the seat's link as it is when the answer is ready: a new invite may have dropped it.
    const answer = (req, result) => peer.link?.send("answer", { req, ok: true, result });
    const refuse = (req, message) => peer.link?.send("answer", { req, ok: false, message });
    switch (type) {
      case "hello": {
        const token = /^[0-9a-f]{64}$/.test(body.token ?? "") ? body.token : null;
        const nonce = /** @type {{nonce?: string}} */ (link.channel).nonce;
        const proved = Boolean(peer.token && nonce && body.proof && body.proof === (await tokenProof(peer.token, nonce)));
        if (link !== peer.link) return; // superseded meanwhile
        if (peer.token && token !== peer.token && !proved) {
          // the seat's friend rejoins from the device it joined with: a link passed on takes nobody's seat
          link.giveUp("this seat is taken by the device that joined it first. Ask the host for a link of your own.");
          peer.problem = "Another device opened this seat's link and was turned away: the seat is its friend's.";
          this.onChange();
          return;
        }
        if (!peer.token && token) {
          peer.token = token;
          this.keepFriends();
        }
        if (!this.started && /^[0-9a-f]{64}$/.test(body.commitment ?? "")) peer.commitment = body.commitment;
        peer.state = "connected";
        peer.problem = null;
        peer.admitted = link;
        link.send("welcome", {
          seat,
          game: this.game,
          players: this.players(),
          started: this.started,
          commitments: this.record?.fair?.commitments ?? null,
          suggestions: this.suggestionsAllowed,
        });
        this.onChange();
        if (this.mode !== "relay") this.standBy(peer, link);
        if (this.started) {
          this.help?.again(seat);
          this.sendViews([seat]);
          if (!this.record?.finished) this.shell.say(`${this.players()[seat]} is back.`);
        }
        return;
      }
      case "reveal":
        if (!this.started && peer.awaitReveal) {
          peer.secret = body.secret;
          peer.awaitReveal();
          peer.awaitReveal = null; // the first secret counts
        }
        return;
      case "error":
        peer.problem = `The guest refused a message: ${body.message}`;
        this.onChange();
        return;
    }
    // only a friend its hello admitted to the seat (see "hello") plays it
    if (peer.admitted !== peer.link) return refuse(body.req, "Say hello first: this connection has not taken its seat.");
    if (!this.started || !this.hooks) return refuse(body.req, "The match has not started yet.");
    const args = { match: this.id, seat, move: body.move, ...(type === "check" && body.after ? { after: body.after } : {}) };
    if (type === "move") {
      /** @type {string | null} */
      let refusal = null;
      const ok = await this.hooks.submit(seat, body.move, (message) => (refusal = message));
      return ok ? answer(body.req, true) : refuse(body.req, refusal ?? "The move was refused.");
    }
    try {
      if (!["take_back", "consent", "suggest"].includes(type)) return answer(body.req, await engine.call(type, args));
      const reply = await /** @type {HostHelp} */ (this.help).receive(seat, type, body); // made with the hooks
      return "message" in reply ? refuse(body.req, reply.message) : answer(body.req, reply.result);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      refuse(body.req, errorText(error));
    }
  }

  /**
   * Invite mode: an offer kept ready for the seat's friend, given to it over the connection it has now, so that after
   * a drop or a reload of its page it comes back with a reply code alone (no new link to send it). One per connection.
   * @param {Peer} peer
   * @param {Link} link the connection its hello came over
   */
  async standBy(peer, link) {
    if (peer.comeback?.link === link) return;
    peer.comeback?.offer?.pc.close();
    /** @type {NonNullable<Peer["comeback"]>} */
    const comeback = { link, offer: null, given: false };
    peer.comeback = comeback;
    const offer = await hostOffer(this.turn);
    if (peer.comeback !== comeback || peer.link !== link) return offer.pc.close(); // the friend went meanwhile
    comeback.offer = offer;
    this.giveComeback(peer);
  }

  /**
   * The comeback offer goes once the friend has proved its connection (its second message): sent before, it would be
   * one of the messages a repeated hello has sent again, which the handshake does not need.
   * @param {Peer} peer
   */
  giveComeback(peer) {
    const comeback = peer.comeback;
    if (!comeback?.offer || comeback.given || comeback.link !== peer.link || !peer.link.proved) return;
    comeback.given = true;
    peer.link.send("comeback", { offer: comeback.offer.offer });
  }

  /** Keeps each seat's token and room in the running match's record, so a reloaded host knows its friends. */
  keepFriends() {
    if (!this.record) return;
    this.record.friends = Object.fromEntries(this.friendSeats().map((seat) => [seat, { token: this.peer(seat).token ?? null, room: this.peer(seat).room ?? null }]));
    if (this.hostKey) this.record.hostKey = this.hostKey;
    if (this.hooks?.save) this.hooks.save();
    // The lobby's match: the table saves it again as it opens, and tells the player if storage refuses.
    else saveMatch(this.record).catch(() => {});
  }

  players() {
    return this.record?.players ?? this.lobbySeats?.map((s) => s.name) ?? [];
  }

  friendSeats() {
    const seats = this.record?.seats ?? this.lobbySeats ?? [];
    return seats.flatMap((s, i) => (s.kind === "friend" ? [i] : []));
  }

  /**
   * Send each connected guest its own seat's view (never the state), then the audit once the match is over.
   * @param {number[]} [seats]
   */
  sendViews(seats = this.friendSeats()) {
    const { engine } = this.shell;
    const index = /** @type {Record<string, any>} */ (this.record).moves.length; // views are sent once the match runs
    // a friend's welcome comes first: one that has not said hello yet gets its views then
    const targets = seats.filter((seat) => this.connected(seat));
    /** @type {[number, Promise<Record<string, any>>][]} */
    const views = targets.map((seat) => [seat, engine.call("view", { match: this.id, seat })]); // asked now, in order
    this.sending = this.sending.then(async () => {
      for (const [seat, pending] of views) {
        const view = await pending;
        this.send(seat, "view", { index, view });
        if (view.outcome) this.sendAudit(seat);
      }
    });
    return this.sending;
  }

  /** @param {number} seat */
  sendAudit(seat) {
    const record = /** @type {Record<string, any>} */ (this.record); // sent at the end of the match
    const { game, players, options, seed, moves, fair } = record;
    const practice = Boolean(record.extra?.practice); // a friend's logbook logs a practice as the host's does
    this.send(seat, "audit", { record: { game, players, options, seed, moves }, commitments: fair.commitments, secrets: fair.secrets, practice });
  }

  async collectReveals() {
    const seats = this.friendSeats();
    const commitments = [this.commitment, ...seats.map((seat) => this.peer(seat).commitment)];
    const reveals = seats.map(
      (seat) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve, reject) => {
            const peer = this.peer(seat);
            const timer = setTimeout(() => reject(new Error(`${this.players()[seat]} did not reveal a secret in time.`)), REVEAL_TIMEOUT_MS);
            peer.awaitReveal = () => (clearTimeout(timer), resolve());
          })
        ),
    );
    for (const seat of seats) this.send(seat, "commits", { commitments });
    await Promise.all(reveals);
    const secrets = [this.secret, ...seats.map((seat) => this.peer(seat).secret)];
    return { commitments, secrets };
  }
}

/**
 * @param {HostSession} session
 * @param {number} seat
 * @param {string} game the game's id
 */
function inviteWidget(session, seat, game) {
  const peer = session.peer(seat);
  const name = session.players()[seat];
  // A running match's friend invited again is one whose connection was lost (or whose host reloaded): their page
  // comes back with a new reply code.
  const text = session.started && peer.state === "invited" ? "disconnected: paste their new reply code below" : STATUS_TEXT[peer.state];
  const status = h("span", { class: "peer-status", "data-testid": `peer-status-${seat}`, "data-state": peer.state }, text);
  // side by side where there is room; the status's own mark (○, ●) parts them, so a wrap leaves no dash behind
  const parts = [h("strong", {}, name), status];
  if (["invited", "meeting"].includes(peer.state) || (peer.problem && peer.state !== "connected")) {
    if (peer.qrFor !== peer.invite) Object.assign(peer, { qrFor: peer.invite, qr: qrBox(`invite-qr-${seat}`, () => peer.invite) });
    parts.push(
      h(
        "div",
        { class: "invite-link" },
        h("label", { for: `invite-link-${seat}` }, `Send ${name} this link:`),
        h("input", { id: `invite-link-${seat}`, "data-testid": `invite-link-${seat}`, readonly: true, value: peer.invite ?? "", onfocus: (e) => e.target.select() }),
        copyButton(`invite-copy-${seat}`, () => peer.invite),
        peer.qr,
      ),
    );
  }
  if (peer.state === "invited" || (peer.problem && peer.pending && peer.state !== "connected")) {
    const reply = h("textarea", { "data-testid": `reply-${seat}`, rows: 2, placeholder: `Paste ${name}'s reply code here`, "aria-label": `Reply code from ${name}` });
    parts.push(reply, h("button", { type: "button", "data-testid": `reply-ok-${seat}`, onclick: () => session.accept(seat, reply.value) }, "Connect"));
  }
  if (peer.problem) parts.push(h("p", { class: "error", "data-testid": `peer-problem-${seat}` }, peer.problem));
  if (["none", "lost"].includes(peer.state) || (session.started && peer.state !== "connected")) {
    // In a running match the seat's friend comes back by itself (the same room, or the link made at once); a new
    // link is for a friend on another device, which then takes the seat.
    const label = peer.state === "none" ? "Make an invite link" : session.started ? "New link for another device" : "New link to rejoin";
    parts.push(h("button", { type: "button", "data-testid": `rejoin-${seat}`, onclick: () => session.invite(seat, game, session.started) }, label));
    if (session.started && session.hooks) {
      parts.push(h("button", { type: "button", "data-testid": `to-bot-${seat}`, onclick: async () => {
            session.peer(seat).link?.close();
            await /** @type {Hooks} */ (session.hooks).toBot(seat);
            session.onChange();
          } }, "Hand this seat to a bot"));
    }
  }
  return h("div", { class: "invite", "data-testid": `invite-${seat}` }, parts);
}

/**
 * The lobby's advanced settings: a TURN server (address, user name, password) for friends who cannot connect
 * directly. It goes into every invite made from then on; `changed` makes the invites again.
 * @param {HostSession} session
 * @param {() => void} changed
 */
function turnSettings(session, changed) {
  const field = (name, label, value, type = "text") =>
    h("label", {}, label, h("input", { type, name, "data-testid": `turn-${name}`, value: value ?? "", autocomplete: "off", spellcheck: "false" }));
  const problem = h("p", { class: "error", "data-testid": "turn-problem", hidden: true });
  const form = h(
    "form",
    { class: "turn-form" },
    h("p", { class: "muted" }, "Friends behind strict firewalls connect through a relay server your group runs (TURN, e.g. coturn). It sees only encrypted traffic. The invite links carry these settings."),
    field("url", "TURN address", session.turn?.urls ?? "", "text"),
    field("username", "User name", session.turn?.username),
    field("credential", "Password", session.turn?.credential, "password"),
    h("div", { class: "actions" }, h("button", { type: "submit", "data-testid": "turn-use" }, "Use for the invites"), h("button", { type: "button", "data-testid": "turn-clear", onclick: () => use(null) }, "No TURN server")),
    problem,
  );
  const input = (name) => /** @type {HTMLInputElement} */ (form.querySelector(`[name=${name}]`)).value.trim();
  const use = (turn) => {
    problem.hidden = true;
    session.turn = turn;
    if (!turn) for (const name of ["url", "username", "credential"]) /** @type {HTMLInputElement} */ (form.querySelector(`[name=${name}]`)).value = "";
    changed();
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const turn = turnIn(new URLSearchParams({ turn: input("url"), turnuser: input("username"), turncred: input("credential") }));
    if (!turn) {
      problem.textContent = "A TURN address starts with turn: or turns:, as in turn:turn.example.org:3478";
      problem.hidden = false;
      return;
    }
    use(turn);
  });
  return h("details", { class: "advanced", "data-testid": "turn-settings", open: Boolean(session.turn) }, h("summary", {}, "Advanced: TURN server"), form);
}

/**
 * The lobby's help at the table: whether suggestions are allowed, told to every friend as it changes.
 * @param {HostSession} session
 */
function helpSettings(session) {
  return h(
    "fieldset",
    { class: "help-settings" },
    h("legend", {}, "Help at the table"),
    h(
      "label",
      {},
      h("input", {
        type: "checkbox",
        "data-testid": "allow-suggestions",
        checked: session.suggestions,
        onchange: (event) => {
          session.suggestions = event.currentTarget.checked;
          session.sendSettings();
        },
      }),
      " Allow suggestions",
    ),
    h("p", { class: "muted" }, "Each player may ask the strongest bot for a move, from their own seat's view; everyone sees whether it is allowed. A take-back is always a request the other players accept or refuse."),
  );
}

/** The host's lobby: invite every friend seat, then run the fair-seed commit/reveal and start. `extra` is the
 * page's own part of the record (see main.js showSetup).
 * @param {GameInfo} game
 * @param {Seat[]} seats
 * @param {object} options the match's options
 * @param {Shell} shell
 * @param {object} [extra]
 */
export async function showLobby(game, seats, options, shell, extra = {}) {
  // A rematch (Play again on the result sheet, or a new match of the same game): friends still connected from the
  // match just finished keep their seats over the same connection.
  /** @param {HostSession} old @returns {old is HostSession & {record: Record<string, any>}} */
  const finishedOfThisGame = (old) => Boolean(old.started && old.record?.finished && old.game === game.id);
  const sessions = shell.hostSessions;
  const before = [...sessions.values()].find(finishedOfThisGame);
  const session = new HostSession(randomHex(8), shell, before?.mode);
  sessions.set(session.id, session);
  Object.assign(session, { game: game.id, lobbySeats: seats.map((s) => ({ ...s })), secret: randomHex(32) });
  /** @type {number[]} */
  let carried = [];
  if (before) {
    // the friends' links name the seats' rooms and the host's key: a rematch keeps both
    Object.assign(session, { turn: before.turn, hostKey: before.hostKey, suggestions: Boolean(before.record.help?.suggestions) });
    carried = session.friendSeats().filter((seat) => before.record.seats[seat]?.kind === "friend" && before.peers.get(seat)?.link?.open);
    for (const seat of carried) session.carry(seat, before.peer(seat));
    sessions.delete(before.id);
  }
  session.commitment = await shell.engine.call("commitment", { secret: session.secret });
  const list = h("div", { class: "invites" });
  const start = h("button", { class: "primary", "data-testid": "lobby-start", disabled: true, onclick: () => begin() }, "Start the match");
  const explain = h("p", { class: "muted", "data-testid": "lobby-explain" });
  const modes = h(
    "fieldset",
    { class: "connect-mode" },
    h("legend", {}, "How friends connect"),
    Object.entries(CONNECT_MODES).map(([mode, label]) =>
      h(
        "label",
        {},
        h("input", {
          type: "radio",
          name: "connect-mode",
          value: mode,
          "data-testid": `connect-${mode}`,
          checked: mode === session.mode,
          onchange: () => changeMode(mode),
        }),
        ` ${label}`,
      ),
    ),
  );
  const token = shell.setScreen(
    h(
      "section",
      { class: "lobby", "data-testid": "lobby" },
      h("h1", {}, `${game.title} with friends`),
      modes,
      helpSettings(session),
      turnSettings(session, () => changeMode(session.mode)),
      explain,
      list,
      h("div", { class: "actions" }, start, h("button", { type: "button", onclick: () => shell.showSetup(game, { seats, options, extra }) }, "Back")),
    ),
  );
  session.onChange = () => {
    if (token !== shell.screen()) return;
    explain.textContent =
      session.mode === "relay"
        ? "Send each friend their link: opening it is all they do. Both browsers find each other through public relays, which see only an encrypted connection offer. This device hosts the match and runs the rules."
        : "Send each friend their link (it carries a connection offer, nothing else). Their page shows a reply code: paste it here. This device hosts the match and runs the rules.";
    fill(list, session.friendSeats().map((seat) => inviteWidget(session, seat, game.id)));
    const ready = session.friendSeats().every((seat) => session.peer(seat).state === "connected" && session.peer(seat).commitment);
    start.disabled = !ready;
    shell.say(ready ? "Everyone is here: start when you like." : "Waiting for friends to connect…");
  };
  session.onChange();
  await Promise.all(session.friendSeats().filter((seat) => !carried.includes(seat)).map((seat) => session.invite(seat, game.id)));

  async function changeMode(mode) {
    session.mode = mode;
    const waiting = session.friendSeats().filter((seat) => session.peer(seat).state !== "connected");
    await Promise.all(waiting.map((seat) => session.invite(seat, game.id)));
  }

  async function begin() {
    start.disabled = true;
    shell.say("Making a fair seed from everyone's secrets…");
    let fair, seed;
    try {
      fair = await session.collectReveals();
      seed = await shell.engine.call("fair_seed", fair);
    } catch (error) {
      shell.say(`The match could not start: ${errorText(error)}`, "error");
      session.onChange();
      return;
    }
    const record = {
      id: session.id,
      game: game.id,
      players: seats.map((s) => s.name),
      options,
      seed,
      moves: [],
      seats: seats.map((s) => ({ name: s.name, kind: s.kind, level: s.kind === "bot" ? s.level : undefined })),
      fair,
      help: { suggestions: session.suggestions },
      connect: session.mode,
      turn: session.turn,
      extra,
      created: Date.now(),
    };
    try {
      await shell.engine.call("open", { match: record.id, record: shell.matchRecord(record) });
    } catch (error) {
      shell.say(errorText(error), "error");
      return;
    }
    session.started = true;
    session.record = record;
    session.keepFriends();
    await shell.play(record); // its first save is made there: a refused write is told at the table, not lost here
  }
}

/**
 * The host's side of a running match with friend seats: a status panel, and views sent after every move.
 * @param {Record<string, any>} record
 * @param {Hooks} hooks
 * @param {Shell} shell
 */
export function hostMatch(record, hooks, shell) {
  const sessions = shell.hostSessions;
  let session = sessions.get(record.id);
  const reloaded = !session;
  if (!session) {
    // a reloaded host: its friends come back to their seats' rooms, or get fresh links (the tokens say who they are)
    session = new HostSession(record.id, shell, record.connect);
    sessions.set(record.id, session);
    session.game = record.game;
    session.turn = record.turn ?? session.turn;
    session.hostKey = record.hostKey ?? null;
    for (const [seat, friend] of Object.entries(record.friends ?? {})) {
      Object.assign(session.peer(Number(seat)), { token: friend.token ?? null, room: friend.room ?? undefined });
    }
  }
  Object.assign(session, { record, hooks, started: true });
  session.help = new HostHelp(session, hooks);
  const list = h("div", { class: "invites" });
  const panel = h(
    "section",
    { class: "peers", "data-testid": "peers" },
    h("h3", {}, "Friends"),
    list,
    h("p", { "data-testid": "suggestions-setting" }, suggestionsLine(session.help.suggestions)),
    h(
      "p",
      { class: "muted", "data-testid": "fair-note" },
      "Fair deal: the shuffle comes from every player's secret, and each friend checks the whole match at the end. As host, this device could see hidden cards.",
    ),
  );
  session.onChange = () => {
    if (!panel.isConnected && session.drawn) return;
    session.drawn = true;
    fill(list, session.friendSeats().map((seat) => inviteWidget(session, seat, record.game)));
  };
  session.onChange();
  session.sendViews(); // the views as they are now: the first deal, or where a reloaded host resumes
  if (reloaded && !record.finished) for (const seat of session.friendSeats()) session.invite(seat, record.game);
  const help = session.help;
  return {
    panel,
    update: () => session.sendViews(),
    help,
    /** Whether `seat` is a friend's whose page is not connected now. @param {number} seat */
    away: (seat) => session.friendSeats().includes(seat) && !session.connected(seat),
    /** @param {{text: string}[]} entries the log, with the take-backs told */
    log: (entries) => withTakeBacks(entries, record.takebacks ?? []),
    /**
     * Shows the host's page each take-back's request, wait or refusal in `slot`.
     * @param {HTMLElement} slot
     * @param {(seat: number) => boolean} mine whether a seat is played at this page
     * @param {() => boolean} live whether the table is still on screen
     */
    showRequests: (slot, mine, live) => {
      help.onNotice = (notice, hostToAnswer) => {
        if (!live()) return;
        const answer = async (accept) => {
          const problem = await help.answer("host", notice.ask, accept);
          if (problem) shell.say(problem, "error");
        };
        showNotice(slot, notice, { mine, answered: !hostToAnswer, names: record.players, answer });
      };
    },
  };
}

// -- the guest -----------------------------------------------------------------------------------------
export function isJoinLink() {
  return location.hash.startsWith("#join?");
}

/**
 * What a friend's page keeps of a match in its own storage, to come back to its seat after a drop or a reload and
 * to audit the match at its end.
 * @typedef {object} Kept
 * @property {number} seat
 * @property {string} secret this device's secret for the fair seed
 * @property {string} token proves to the host that a hello comes from the device that took the seat
 * @property {string[] | null} commitments everyone's commitments, as received before the deal
 * @property {Record<string, string>} hashes the hash of the view drawn for each move index
 * @property {number[]} refused indices the host sent a second, different view for (refused, never drawn)
 * @property {Record<string, any> | null} [view] the latest view drawn, shown again at once after a reload
 * @property {number} [shown] its index
 * @property {string[]} [players]
 * @property {number} [created]
 * @property {string} [comeback] invite mode: the host's offer to answer after a drop or a reload (see standBy)
 * @typedef {Kept & import("./net/help.js").KeptHelp} KeptMatch what a friend's page keeps, help at the table included
 */

// A friend's matches hosted elsewhere, latest first: the public record of what it saw (its log), and what became
// of each match, kept on this device (never silently lost when a host goes for good).
const GUEST_HISTORY_KEY = "parlour.guest.history";
const GUEST_HISTORY_MAX = 20;

/**
 * @typedef {object} GuestEntry a match this device played as a friend
 * @property {string} id the host's match id
 * @property {string} game
 * @property {string[]} players
 * @property {number} seat
 * @property {string | null} abandoned what became of a match not seen to its end, as a clause
 * @property {string} [verdict] the audit's verdict, for a match seen to its end
 * @property {string | null} [link] the link that brings this page back to the match
 * @property {string[]} log what the friend saw, line by line
 * @property {number} updated
 */

/** How many matches hosted elsewhere a friend's page keeps to come back to, the newest: each holds a hash of every
 * view it drew and its latest view, and a device that joins match after match must not fill its storage. */
const GUEST_KEPT_MAX = 10;
const GUEST_KEPT_PREFIX = "parlour.guest.";

/**
 * What this device kept of a match under `key`, or null when it kept nothing or what it kept is damaged (the seat is
 * then taken afresh, as on a first visit). What an older version kept may have no `refused`.
 * @param {string} key
 * @returns {(Omit<KeptMatch, "refused"> & {refused?: number[]}) | null}
 */
function readKept(key) {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? "null");
    const sound = kept && Number.isInteger(kept.seat) && typeof kept.secret === "string" && typeof kept.token === "string";
    return sound && kept.hashes && typeof kept.hashes === "object" && !Array.isArray(kept.hashes) ? kept : null;
  } catch {
    return null;
  }
}

/** Forget all but the newest kept matches other than `current`'s (its key). @param {string} current */
function pruneKept(current) {
  try {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(GUEST_KEPT_PREFIX) && k !== GUEST_HISTORY_KEY && k !== current);
    const newestFirst = keys.map((key) => ({ key, created: readKept(key)?.created ?? 0 })).sort((a, b) => b.created - a.created);
    for (const { key } of newestFirst.slice(GUEST_KEPT_MAX - 1)) localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept either
  }
}

/** @returns {GuestEntry[]} */
function guestEntries() {
  try {
    const entries = JSON.parse(localStorage.getItem(GUEST_HISTORY_KEY) ?? "[]");
    return Array.isArray(entries) ? entries.filter((e) => e && typeof e.id === "string" && Array.isArray(e.log)) : [];
  } catch {
    return [];
  }
}

/** @param {GuestEntry} entry */
function keepGuestEntry(entry) {
  const entries = [entry, ...guestEntries().filter((e) => e.id !== entry.id)].slice(0, GUEST_HISTORY_MAX);
  try {
    localStorage.setItem(GUEST_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // storage full: the history keeps what it had
  }
}

/**
 * The home screen's list of matches played with friends on their hosts' devices, or null when there are none.
 * @param {(id: string) => GameInfo | undefined} gameInfo
 */
export function guestHistory(gameInfo) {
  const entries = guestEntries();
  if (!entries.length) return null;
  return h(
    "section",
    { class: "saved history", "data-testid": "guest-history" },
    h("h2", {}, "Played at a friend's"),
    entries.map((entry) => {
      const remove = () => {
        localStorage.setItem(GUEST_HISTORY_KEY, JSON.stringify(guestEntries().filter((e) => e.id !== entry.id)));
        row.remove();
      };
      const title = gameInfo(entry.game)?.title ?? entry.game;
      const row = h(
        "div",
        { class: "saved-row guest-row", "data-testid": `guest-${entry.id}` },
        h("span", {}, `${title}: ${entry.players.join(", ")} · ${new Date(entry.updated).toLocaleDateString()}`),
        entry.abandoned && entry.link ? h("a", { class: "button", href: entry.link, "data-testid": `guest-rejoin-${entry.id}` }, "Rejoin") : null,
        h("button", { class: "quiet", "aria-label": "Delete this match from your history", onclick: remove }, "✕"),
        entry.abandoned
          ? [
              h("p", { class: "reason", "data-testid": `abandoned-${entry.id}` }, `Abandoned: ${entry.abandoned}`),
              h("p", { class: "muted" }, "The others cannot finish it without the host: its device holds the match and the cards nobody else may see."),
            ]
          : h("p", { class: "muted" }, entry.verdict ?? "Played to its end."),
        entry.log.length
          ? h("details", {}, h("summary", {}, `What you saw (${entry.log.length} ${entry.log.length === 1 ? "line" : "lines"} of the log)`), h("ol", { class: "log" }, entry.log.map((line) => h("li", {}, String(line)))))
          : null,
      );
      return row;
    }),
  );
}

/** @param {Shell} shell */
export function joinFromLink(shell) {
  return guestMatch(shell, new URLSearchParams(location.hash.slice("#join?".length)));
}

/**
 * A friend's page for the match a link names. A rematch comes over the connection of the match before (`carried`),
 * from the same device (its token).
 * @param {Shell} shell
 * @param {URLSearchParams} params the link's parameters
 * @param {{channel: import("./net/protocol.js").Channel, meeting: Awaited<ReturnType<typeof meet>> | null, pc: RTCPeerConnection | null, token: string}} [carried]
 */
async function guestMatch(shell, params, carried) {
  const offer = params.get("o");
  // An offer works once: the address keeps the rest of the link, so a reload comes back to this match (the seat,
  // secret and views are in this device's storage) without trying the spent offer again.
  params.delete("o");
  const rejoinLink = `${location.pathname}${location.search}#join?${params}`;
  history.replaceState(null, "", rejoinLink);
  const match = params.get("m") ?? "";
  const seat = Number(params.get("s"));
  const gameId = params.get("g") ?? "";
  const turn = turnIn(params);
  const relayRoom = params.get("r");
  const relayMode = relayRoom !== null;
  const game = shell.gameInfo(gameId);
  const saveKey = `${GUEST_KEPT_PREFIX}${match}`;
  const saved = readKept(saveKey);
  /** @type {KeptMatch} */
  const mine =
    saved?.seat === seat
      ? { refused: [], ...saved } // its token is there: readKept checked it
      : { seat, secret: randomHex(32), token: carried?.token ?? randomHex(32), commitments: null, hashes: {}, refused: [], created: Date.now() };
  const keep = () => {
    try {
      localStorage.setItem(saveKey, JSON.stringify(mine));
    } catch {
      // storage full: play goes on, but a reload of this page would not find its way back
    }
  };
  keep(); // the token is this device's from now on
  pruneKept(saveKey);

  const connection = h("p", { class: "connection", "data-testid": "connection", "data-state": "waiting" }, "Not connected yet");
  const warning = h("p", { class: "reason", role: "alert", "data-testid": "view-refused", hidden: true });
  const leave = h("button", { type: "button", "data-testid": "leave-match", hidden: true, onclick: () => abandon() }, "Leave this match");
  const home = h("button", { type: "button", "data-testid": "friend-home", hidden: true, onclick: () => shell.showHome() }, "Back to the home screen");
  const replyBox = h("div", { class: "reply" }, h("p", {}, "Making your reply code…"));
  // a reply code for coming back after a drop or a reload: under the connection line, since the table fills its region
  const comebackBox = h("div", { class: "reply", hidden: true });
  const auditBox = h("div", { class: "audit", "data-testid": "audit-box" });
  // help at the table (js/net/help.js): the take-back asked, the request to answer, the host's choice on suggestions
  const requestSlot = h("div", { class: "takeback", "data-testid": "takeback", role: "status", hidden: true });
  const settingsLine = h("p", { class: "muted", "data-testid": "suggestions-setting", hidden: true });
  const takeBackButton = barButton("↶", "Take back", {
    "data-testid": "take-back",
    "aria-disabled": "true",
    title: "Ask the others to take back your last move",
    onclick: () => help?.ask(shown),
  });
  const suggestButton = barButton("✦", "Suggest", { "data-testid": "suggest", "aria-disabled": "true", onclick: () => suggest() }, "Suggest a move");
  /** @type {GuestHelp | null} the table's help once it is up (seatHelp): a button pressed before does nothing */
  let help = null;
  const rulesButton = game ? barButton("?", "Rules", { "data-testid": "rules", onclick: () => shell.showRules(game) }) : null;
  const layout = new TableLayout({
    title: `${game?.title ?? "A game"} with friends`,
    buttons: [suggestButton, takeBackButton, ...(rulesButton ? [rulesButton] : []), homeButton(() => shell.showHome())],
    note: h("div", { class: "guest-note" }, connection, comebackBox, settingsLine, leave, home, warning, requestSlot),
  });
  layout.regions.table.append(replyBox);
  shell.setScreen(layout);
  listenForTakeBack(layout.signal, () => help?.ask(shown));
  // Leaving this screen leaves the match: a later reload of the page opens the home screen, not the match.
  layout.signal.addEventListener("abort", () => `${location.pathname}${location.search}${location.hash}` === rejoinLink && history.replaceState(null, "", location.pathname + location.search));
  const setConnection = (state, text) => {
    connection.dataset.state = state;
    connection.textContent = text;
    leave.hidden = state !== "reconnecting";
    home.hidden = state !== "lost";
  };
  /** This page cannot join with its link: say why, and offer the way home. @param {string} why */
  const cannotJoin = (why) => {
    fill(replyBox, h("p", { class: "error", "data-testid": "join-error" }, why));
    setConnection("lost", "Could not join");
  };
  if (!game || !game.built || !match || !Number.isSafeInteger(seat)) {
    cannotJoin("This invite link is not for a game this app has.");
    return;
  }

  /** @type {Link | null} the link to the host while connected */
  let link = null;
  let helloAgain = 0;
  /** @type {Awaited<ReturnType<typeof meet>> | null} */
  let meeting = null;
  /** @type {RTCPeerConnection | null} the connection to the host (invite mode) */
  let pc = carried?.pc ?? null;
  // Leaving this screen closes the connection too, so that the host is told and stops waiting on a page nobody looks
  // at (it lived on unseen, the host waiting for this seat's move). The home screen's history offers the way back; a
  // rematch takes the connection on instead.
  let handedOn = false;
  layout.signal.addEventListener("abort", () => {
    if (handedOn) return;
    clearInterval(helloAgain);
    const last = link;
    link = null; // not a drop to recover from
    last?.close();
    pc?.close();
    meeting?.leave();
  });
  /** @type {Promise<import("./net/protocol.js").Channel> | null} */
  let channel = null;
  if (carried) {
    meeting = carried.meeting;
    fill(replyBox, h("p", { "data-testid": "rematch" }, "A rematch with the same friends: waiting for the host to start it…"));
    channel = Promise.resolve(carried.channel);
  } else if (relayMode) {
    // One-link mode: meet the host in the link's room on the relays; nothing to send back. The room stays joined, so
    // a host that drops or reloads comes back to it.
    let verify;
    try {
      verify = await hostVerifier(params.get("k") ?? "");
    } catch {
      cannotJoin("This link does not carry its host's key whole: ask the host for a new link.");
      return;
    }
    meeting = await meet(relayRoom, { relays: relaysIn(params), turn, verify });
    if (layout.signal.aborted) return meeting.leave(); // left while the room was joined
    const waiting = (text) => fill(replyBox, h("p", { "data-testid": "meeting" }, text));
    waiting("Looking for the host through public relays… keep this page open.");
    shell.say("Looking for the host…");
    const late = setTimeout(
      () => waiting("The host has not appeared yet. Keep this page open while they open theirs; if they closed it, ask them for a new link."),
      HOST_LATE_MS,
    );
    channel = meeting.next().finally(() => clearTimeout(late));
  } else if (offer) {
    try {
      channel = (await replyTo(offer, "Send this reply code back to the host:", replyBox)).channel;
    } catch (error) {
      cannotJoin(errorText(error));
      return;
    }
    shell.say("Send the reply code to the host, then wait here.");
  } else if (!saved?.view) {
    cannotJoin("This invite link has been used: ask the host for a new one.");
    return;
  }

  /**
   * Answer an offer of the host's (invite mode): the reply code for the player to send back, shown; the channel comes
   * once the host has applied it.
   * @param {string} code the offer
   * @param {string} ask what the player is to do with the reply code
   * @param {HTMLElement} box where to show it
   */
  async function replyTo(code, ask, box) {
    const answer = await guestAnswer(code, turn);
    fill(
      box,
      h("label", { for: "reply-code" }, ask),
      h("textarea", { id: "reply-code", "data-testid": "reply-code", readonly: true, rows: 3, onfocus: (e) => e.target.select() }, answer.reply),
      copyButton("reply-copy", () => answer.reply),
      qrBox("reply-qr", () => answer.reply),
    );
    box.hidden = false;
    pc = answer.pc;
    if (layout.signal.aborted) pc.close(); // left while the answer was made
    watchHost(pc);
    return { channel: answer.channel };
  }

  const renderer = await shell.loadRenderer(gameId);
  const table = renderer.mount(layout.regions, layout.signal, match);
  const commitment = await shell.engine.call("commitment", { secret: mine.secret });
  const pending = new Map();
  /** @type {Map<number, string | Promise<string>>} move index -> the hash of the view drawn for it */
  const hashes = new Map(Object.entries(mine.hashes).map(([index, hash]) => [Number(index), hash]));
  let nextReq = 1;
  let shown = -1; // the index of the view on screen
  /** @type {Promise<unknown>} the views being compared with those drawn before: the audit waits for them */
  let comparing = Promise.resolve();
  let players = mine.players ?? [];
  let over = false; // the match has ended: a host gone now is no fault
  const seatHelp = new GuestHelp(mine, {
    seat,
    hashes,
    slot: requestSlot,
    names: () => players,
    request,
    say: shell.say,
    keep,
    changed: () => (mine.view ? drawView(mine.view) : showHelp(false)),
    rewound: (at) => {
      shown = Math.min(shown, at);
      mine.shown = shown;
      rememberHashes();
    },
    warn: (text) => {
      warning.textContent = text;
      warning.hidden = false;
    },
  });
  help = seatHelp;

  /**
   * Speak to the host over a (new) channel: a hello with this seat's token, again every 2 s until welcomed.
   * @param {import("./net/protocol.js").Channel} to
   */
  function connect(to) {
    clearInterval(helloAgain);
    const current = new Link(to, {
      role: "guest",
      match,
      onMessage: (type, body) => link === current && receive(current, type, body),
      onState: (state, reason) => state === "closed" && link === current && dropped(reason),
    });
    link = current;
    // Now and then Chromium loses the first message sent on a data channel that has just opened (seen in the
    // tests: both ends open, the hello sent and never received). The hello goes again, as the same message, until
    // the host welcomes this page; a host that had it sends again everything it has sent this page so far (its
    // welcome may be the message lost), as the same messages.
    /** @type {string | false | null} */
    let helloText = null;
    // Once welcomed, this page shows the token only over a connection the link made (invite mode); in a relay room,
    // where another holder of the link could pose as the host, it sends a proof bound to this connection instead.
    const nonce = /** @type {{nonce?: string}} */ (to).nonce;
    const proof = mine.players && nonce ? tokenProof(mine.token, nonce) : null;
    const hello = async () => {
      const body = proof ? { commitment, proof: await proof } : { commitment, token: mine.token };
      if (link === current) helloText = current.send("hello", body);
    };
    helloAgain = setInterval(() => helloText && current.resend(helloText), HELLO_AGAIN_MS);
    if (current.open) hello();
    else to.addEventListener("open", hello, { once: true });
  }

  /**
   * The host is gone: its page may come back (a drop, a reload), so the match is kept and this page waits; in
   * one-link mode it meets the host again by itself.
   * @param {string} [reason]
   */
  function dropped(reason) {
    link = null;
    clearInterval(helloAgain);
    if (reason) shell.say(reason, "error");
    if (over) return setConnection("lost", "The host has left. The match is over and kept in your history.");
    if (!mine.view) return setConnection("lost", "Disconnected: ask the host for a new link");
    keepHistory(`the host's page went away ${atMove(shown)} and did not come back while yours was open.`);
    drawView(mine.view); // the same table, with nothing to press until the host is back
    setConnection(
      "reconnecting",
      relayMode
        ? "The host is reconnecting… Your seat and every move are kept."
        : "The host is reconnecting: open the new link they send you. Your seat and every move are kept here.",
    );
    if (meeting) meeting.next().then((to) => layout.signal.aborted || connect(to));
    else comeBack();
  }

  /**
   * Invite mode, after a drop or a reload of this page: answer the offer the host gave for coming back, so that a
   * reply code alone brings this page back to its seat. A host whose own page was reloaded has lost that offer: it
   * sends a new link instead.
   */
  async function comeBack() {
    if (!mine.comeback || layout.signal.aborted) return;
    let answered;
    try {
      answered = await replyTo(mine.comeback, "To come back to your seat:", comebackBox);
    } catch {
      return; // a damaged offer: the host's new link is the way back
    }
    setConnection("reconnecting", "Not connected: send the host the reply code below, or open a new link they send you. Your seat and every move are kept.");
    shell.say("Send the reply code to the host to come back to your seat.");
    answered.channel.then((to) => layout.signal.aborted || connect(to));
  }

  /** The friend gives up on a host that does not come back: the match goes to its history, marked abandoned. */
  async function abandon() {
    keepHistory(`you left ${atMove(shown)}, while the host was away.`, { link: null });
    meeting?.leave();
    link?.close();
    localStorage.removeItem(saveKey);
    shell.showHome();
  }

  /**
   * Keeps the public record of what this page saw in the home screen's history (guestHistory).
   * @param {string | null} abandoned what became of the match, or null when it was seen to its end
   * @param {{verdict?: string, link?: string | null}} [more]
   */
  function keepHistory(abandoned, more = {}) {
    const view = mine.view;
    if (!view) return;
    const log = (Array.isArray(view.log) ? view.log : []).map((entry) => String(entry?.text ?? ""));
    keepGuestEntry({ id: match, game: gameId, players: players.length ? players : view.players.map(String), seat, abandoned, link: rejoinLink, log, updated: Date.now(), ...more });
  }

  /**
   * Asks the host; resolves to its answer.
   * @param {string} type
   * @param {object} fields the request's fields but its number
   * @returns {Promise<Record<string, any>>}
   */
  function request(type, fields) {
    const req = nextReq++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => (pending.delete(req), resolve({ ok: false, message: "The host did not answer." })), REQUEST_TIMEOUT_MS);
      pending.set(req, (body) => (clearTimeout(timer), resolve(body)));
      if (!link?.send(type, { req, ...fields })) {
        clearTimeout(timer);
        pending.delete(req);
        resolve({ ok: false, message: "Not connected to the host: wait for it to come back." });
      }
    });
  }

  /** @param {Record<string, any>} view @param {object | null} [suggestion] the advice set up on the table */
  const controls = (view, suggestion = null) => {
    // nothing to press while the host is away (a move would have nowhere to go), nor while a take-back is answered
    const active = Boolean(link) && !help?.open && !view.outcome && (view.to_act.includes(seat) || (view.may_act ?? []).includes(seat));
    return {
      active,
      names: view.players,
      setPhase: (text) => layout.setPhase(text),
      suggestion,
      check: async (move, after = []) => {
        const a = await request("check", { move, ...(after.length ? { after } : {}) });
        return a.ok ? a.result : { legal: false, reason: a.message };
      },
      preview: async (move) => {
        const a = await request("preview", { move });
        if (!a.ok) throw new EngineError({ kind: "request", message: a.message });
        return a.result;
      },
      submit: async (move) => {
        const a = await request("move", { move });
        if (!a.ok) shell.say(a.message, "error");
        return a.ok;
      },
    };
  };

  /** @param {Link} from the link to the host it came over @param {string} type @param {Record<string, any>} body */
  async function receive(from, type, body) {
    switch (type) {
      case "welcome": {
        if (body.seat !== seat) return;
        clearInterval(helloAgain);
        players = body.players.map(String);
        mine.players = players;
        if (!mine.commitments && body.commitments) mine.commitments = body.commitments; // rejoined from another device
        keep();
        seatHelp.reconnected();
        if (body.suggestions !== undefined && body.suggestions !== null) seatHelp.settings({ suggestions: body.suggestions });
        replyBox.hidden = !(carried && !body.started); // a rematch's table says what it waits for
        comebackBox.hidden = true;
        setConnection("connected", `Connected to the host as ${players[seat] ?? `seat ${seat + 1}`}`);
        if (!body.started) shell.say("Connected. Waiting for the host to start the match…");
        return;
      }
      case "commits": {
        if (!body.commitments.includes(commitment) || mine.commitments) return; // ours must be in it, once
        mine.commitments = body.commitments.map(String);
        keep();
        from.send("reveal", { secret: mine.secret });
        return;
      }
      case "comeback":
        mine.comeback = body.offer;
        keep();
        return;
      case "view":
        receiveView(body.index, body.view);
        return;
      case "answer":
        pending.get(body.req)?.(body);
        pending.delete(body.req);
        return;
      case "audit":
        audit(body);
        return;
      case "rematch": {
        // the same friends again, over this connection: only once this match is over, for a match of its own
        if (!over || body.match === match || !/^[0-9a-f]{16}$/.test(body.match)) {
          from.send("error", { message: "A rematch comes after the end of a match, for another match." });
          return;
        }
        clearInterval(helloAgain);
        handedOn = true;
        const to = from.detach();
        link = null;
        const next = new URLSearchParams(params);
        next.set("m", body.match);
        history.replaceState(null, "", `${location.pathname}${location.search}#join?${next}`);
        guestMatch(shell, next, { channel: to, meeting, pc, token: mine.token });
        pc = null;
        return;
      }
      case "settings":
        seatHelp.settings(/** @type {{suggestions: boolean}} */ (body));
        return;
      case "takeback": {
        const problem = seatHelp.notice(/** @type {import("./net/help.js").Notice} */ (body));
        if (problem) link?.send("error", { message: problem });
        return;
      }
      case "error":
        shell.say(`The host refused a message: ${body.message}`, "error");
    }
  }

  /** The strongest bot's advice for this seat, from the host's engine (which reads only this seat's view). */
  async function suggest() {
    if (!help?.suggestions) return shell.say(SUGGESTIONS_OFF, "error");
    if (!mine.view || !controls(mine.view).active) return shell.say("A suggestion is for your own turn.", "error");
    const a = await request("suggest", {});
    if (!a.ok) return shell.say(a.message, "error");
    if (mine.view) showSuggestion(layout, a.result, (chosen) => drawView(/** @type {Record<string, any>} */ (mine.view), chosen)); // kept once drawn
  }

  /**
   * A view for a new index is drawn at once (its hash follows); the view for an index already received is drawn
   * only if it is the same view (a host re-sends the view on show to a friend that says hello again): else a host
   * could show a false view, then the genuine one for the audit to check.
   * @param {number} index
   * @param {Record<string, any>} view
   */
  async function receiveView(index, view) {
    if (index < shown) {
      link?.send("error", { message: `View ${index} came after view ${shown}: refused.` });
      return;
    }
    const hash = shell.engine.call("view_hash", { view }).catch((error) => `no hash: ${errorText(error)}`);
    const first = hashes.get(index);
    if (first === undefined) {
      hashes.set(index, hash);
      shown = index;
      Object.assign(mine, { view, shown });
      rememberHashes();
      drawOnRelease(index, view);
      if (!view.outcome) keepHistory(`you left ${atMove(index)}; the match went on without your page.`);
      return;
    }
    const compared = Promise.all([first, hash]);
    comparing = Promise.all([comparing, compared]);
    const [drawn, again] = await compared;
    if (drawn !== again) refuseView(index);
    else if (index >= shown) {
      shown = index;
      Object.assign(mine, { view, shown });
      keep();
      drawOnRelease(index, view);
    }
  }

  /**
   * Draw a view the host sent once no finger or mouse button is pressed on the table (a redraw under it lost the
   * tap), unless a later view came meanwhile.
   * @param {number} index @param {Record<string, any>} view
   */
  async function drawOnRelease(index, view) {
    await layout.released();
    if (index === shown && !layout.signal.aborted) drawView(view);
  }

  /** @param {number} index */
  function refuseView(index) {
    if (!mine.refused.includes(index)) mine.refused.push(index);
    keep();
    link?.send("error", { message: `View ${index} differs from the view ${index} this page drew: refused.` });
    warning.textContent = `The host sent you two different views ${moment(index)}: the second was refused, and this match cannot be verified fair.`;
    warning.hidden = false;
  }

  async function rememberHashes() {
    const entries = await Promise.all([...hashes].map(async ([i, p]) => [i, await p]));
    mine.hashes = Object.fromEntries(entries);
    keep();
  }

  /**
   * The match bar's help buttons and the line that says whether suggestions are allowed.
   * @param {boolean} active this seat may move now
   */
  function showHelp(active) {
    const off = !seatHelp.suggestions;
    suggestButton.setAttribute("aria-disabled", String(off || !active));
    suggestButton.title = off ? SUGGESTIONS_OFF : "The strongest bot's move, from your own view";
    // before the match or this seat's first move there is nothing to ask for (the host would only say so)
    const moved = Boolean(mine.view?.log?.some((/** @type {{by?: number}} */ event) => event.by === mine.seat));
    takeBackButton.setAttribute("aria-disabled", String(!link || over || Boolean(seatHelp.open) || !moved));
    takeBackButton.title = moved ? "Ask the others to take back your last move" : "You have not moved yet.";
    if (mine.suggestions === undefined) return;
    settingsLine.textContent = suggestionsLine(seatHelp.suggestions);
    settingsLine.hidden = false;
  }

  /** @param {Record<string, any>} view @param {object | null} [suggestion] the advice set up on the table */
  function drawView(view, suggestion = null) {
    if (!Array.isArray(view.players) || !Array.isArray(view.to_act) || !Array.isArray(view.log)) return;
    replyBox.hidden = true;
    layout.setLog(seatHelp.log(view.log));
    const seatControls = controls(view, suggestion);
    glide(layout.element, () => table.render(view, seatControls));
    if (!suggestion) layout.hideAdvice();
    showHelp(seatControls.active);
    // every renderer has a prompt: while the host is away, or a take-back is answered, it says so, not whose turn it
    // would be
    const prompt = layout.regions.own.querySelector("[data-testid=prompt]");
    const busy = seatHelp.busy();
    const paused = !link ? "Not connected to the host: play goes on when you are again." : busy;
    if (paused && !view.outcome && prompt) prompt.textContent = paused;
    if (view.outcome) {
      over = true;
      layout.showResult(renderer.drawsOutcome ? null : outcomePanel(view.outcome, view.players), table.resultDetails?.(view, seatControls) ?? null, auditBox);
    }
    const names = view.to_act.map((i) => view.players[i]).join(", ");
    if (view.outcome) shell.say(view.outcome.summary ?? "The match is over.");
    else if (!link) shell.say("Waiting for the host to come back…");
    else if (busy) shell.say(busy);
    else if (controls(view).active) shell.say("Your turn");
    else shell.say(`Waiting for ${names}…`);
  }

  async function audit(body) {
    const note = "The host's device could see every hidden card during the match; this check proves the deal, every move and every view you were shown, not that nobody peeked.";
    let verdict;
    try {
      if (!mine.commitments) throw new Error("this device did not see the commitments before the match");
      if (JSON.stringify(mine.commitments) !== JSON.stringify(body.commitments)) throw new Error("the host changed the commitments after the start");
      await comparing;
      const received = Object.fromEntries(await Promise.all([...hashes].map(async ([i, p]) => [i, await p])));
      const { takebacks, faults: helpFaults } = await seatHelp.forAudit();
      const undone = takebacks.reduce((count, taken) => count + taken.moves.length, 0);
      const result = await shell.engine.call("audit", { record: body.record, seat, commitments: mine.commitments, secrets: body.secrets, received, takebacks });
      const more = (list) => (list.length > 1 ? ` (and ${list.length - 1} more)` : "");
      const faults = [
        ...(result.fair ? [] : [`the host's game differed from the rules at move ${result.differ[0]}${more(result.differ)}`]),
        ...(mine.refused.length ? [`the host sent you two different views ${moment(mine.refused[0])}${more(mine.refused)}`] : []),
        ...result.problems.map((problem) => problem.replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase())),
        ...helpFaults,
      ];
      verdict = faults.length
        ? { fair: false, text: `Not fair: ${faults.join("; ")}.` }
        : { fair: true, text: `Verified fair: all ${result.checked} views you were shown match a replay of the ${result.moves} moves${undone ? ` and the ${undone} taken back` : ""}, dealt from everyone's secrets.` };
    } catch (error) {
      verdict = { fair: false, text: `Not fair: ${errorText(error)}` };
    }
    fill(
      auditBox,
      h("p", { class: verdict.fair ? "verified" : "error", "data-testid": "audit", "data-fair": String(verdict.fair) }, verdict.text),
      h("p", { class: "muted" }, note),
    );
    keepHistory(null, { verdict: verdict.text });
    if (verdict.fair) logCampaign(body);
  }

  /**
   * A campaign's attempt goes to this device's own book too (The Crew's logbook): this page's engine opens the
   * audited record and logs it as the host's does.
   * @param {Record<string, any>} body
   */
  async function logCampaign(body) {
    if (!(/** @type {GameInfo} */ (game).campaign)) return; // a game this app has, as joining checked
    const { game: g, players: p, options, seed, moves } = body.record;
    try {
      await shell.engine.call("open", { match: `guest:${match}`, record: { game: g, players: p, options, seed, moves } });
      await askCampaign(shell.engine, gameId, { match: `guest:${match}`, practice: Boolean(body.practice) });
    } catch (error) {
      shell.say(`This mission could not go in your logbook: ${errorText(error)}`, "error");
    }
  }

  if (mine.view && Number.isSafeInteger(mine.shown) && !offer) {
    // a reload: the table as it was, while the host is reached again (a new link's reply code is shown instead)
    shown = /** @type {number} */ (mine.shown); // a safe integer, as just checked
    replyBox.hidden = true;
    drawView(mine.view);
    setConnection(
      "reconnecting",
      relayMode ? "Reconnecting to the host… Your seat and every move are kept." : "Not connected: open the new link the host sends you. Your seat and every move are kept here.",
    );
    if (!relayMode) comeBack();
  }

  /**
   * A host whose page went away without closing the channel (its browser killed, its network gone) is noticed by the
   * connection: unanswered for a few seconds it is "disconnected" (and may come back), later "failed".
   * @param {RTCPeerConnection} connection
   */
  function watchHost(connection) {
    connection.addEventListener(
      "connectionstatechange",
      () => {
        if (connection !== pc || !link || over) return; // a connection replaced by a comeback's says nothing
        if (pc.connectionState === "disconnected") setConnection("reconnecting", "The host is not answering… Your seat and every move are kept.");
        else if (pc.connectionState === "connected") setConnection("connected", `Connected to the host as ${players[seat] ?? `seat ${seat + 1}`}`);
        else if (["failed", "closed"].includes(pc.connectionState)) link.close();
      },
      { signal: layout.signal },
    );
  }

  if (carried?.pc) watchHost(carried.pc);
  if (channel) connect(await channel);
}
