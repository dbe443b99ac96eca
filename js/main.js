// The app shell: boot progress, home, match setup, and the turn loop of a match on this device
// (hot-seat and bots). Every rule, legal move, bot choice and score comes from the Python engine;
// this file only asks it and draws the answers through the game's renderer (js/games/<id>.js).
import { EngineError, startEngine } from "./engine.js";

// The engine worker starts first, before the page's other modules are fetched: Python's start is the long pole.
const engine = startEngine({ onProgress: showProgress });
// The home screen's list of games is written by the build (from the same Python), so drawing it needs no
// game rules imported: the worker imports a game's rules when a match of it opens.
const catalogueFile = fetch(new URL("catalogue.json", document.baseURI)).then((response) => response.json());
// Saving (checked reads, told failures, one tab per match, files): js/saves.js, and what the player sees of it.
const savesModules = Promise.all([import("./saves.js"), import("./ui/saves.js")]);
// The first home screen's saved matches are read while the rest of the shell loads: opening IndexedDB was the
// longest step before that screen could be drawn (30-50 ms on a warm start).
const firstSavesRead = savesModules.then(([saves]) => saves.readSaves());
const [store, dom, peers, { Screens, TableLayout, barButton, homeButton, listenForTakeBack }, motion, { askCampaign }, { isReplayLink, recordFromLink, shareReplay, showReplay }, guides, { emblem }, { randomHex }, { errorText }] = await Promise.all([
  import("./store.js"),
  import("./ui/dom.js"),
  import("./peers.js"),
  import("./ui/table.js"),
  import("./ui/motion.js"),
  import("./campaign.js"),
  import("./replay.js"),
  import("./guide.js"),
  import("./ui/emblems.js"),
  import("./random.js"),
  import("./errors.js"),
]);
const [saves, savesUi] = await savesModules;
const { fill, h, outcomePanel, plural, renderHelp, required, showSuggestion } = dom;
const { hostMatch, isJoinLink, joinFromLink, showLobby } = peers;

const RENDERERS = {
  odin: () => import("./games/odin.js"),
  rolltothetop: () => import("./games/rolltothetop.js"),
  lettertycoon: () => import("./games/lettertycoon.js"),
  hardback: () => import("./games/hardback.js"),
  crew: () => import("./games/crew.js"),
};
const SEAT_NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"];
const CURRENT_KEY = "parlour.current";
/** The home screen lists this many finished matches, the latest first. */
const HISTORY_SHOWN = 10;
const params = new URLSearchParams(location.search);
// ?botDelay=MS overrides the player's speed setting (tests, bug reports).
const botDelay = () => (params.has("botDelay") ? Number(params.get("botDelay")) : motion.SPEEDS[motion.speed()].botDelay);
// A fixed deal for a bug report or a test: ?seed=... makes every match this page starts use that seed.
const FIXED_SEED = params.get("seed");

const status = required(document, "#status");
const screens = new Screens(required(document, "#app"));
/** The matches this page hosts for friends (js/peers.js), kept from a lobby to its match and into a rematch. */
const hostSessions = new Map();
const setScreen = (...children) => screens.show(...children);
// The home screen's list of games, or what kept it from being read (boot says so).
const catalogue = await catalogueFile.catch((error) => error);

/**
 * The engine's start, on every progress bar showing it: the boot screen's (at the foot of the home screen once that is
 * up) and a table's waiting for the engine to open its match.
 * @param {import("./engine.js").Progress} progress
 */
function showProgress(progress) {
  const { stage, loaded, total } = progress;
  const mb = (n) => (n / 1e6).toFixed(1);
  for (const bar of /** @type {NodeListOf<HTMLProgressElement>} */ (document.querySelectorAll("progress.engine-progress"))) {
    if (stage === "download") {
      bar.max = total || 1;
      bar.value = Math.min(loaded, total);
    } else bar.removeAttribute("value");
  }
  for (const text of document.querySelectorAll(".engine-stage")) {
    text.textContent = stage === "download" ? `Downloading Python and the games… ${mb(loaded)} / ${mb(total)} MB` : "Starting the engine…";
  }
}

function say(message, kind = "info") {
  status.textContent = message;
  status.dataset.kind = kind;
}

function gameInfo(id) {
  return catalogue.find((g) => g.id === id);
}

/**
 * A game's rules in the help dialog, with the offer of its guided game unless `offerGuide` is false (a friend's
 * page in a match: the guided game would leave it).
 */
function showHelp(game, offerGuide = true) {
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById("help-dialog"));
  // The heading takes the focus, so the dialog opens at its top rather than scrolled down to its Close button.
  const guided = game.guide && offerGuide ? h("p", {}, guidedButton(game, () => dialog.close())) : null;
  fill(required(dialog, ".dialog-body"), h("h2", { tabindex: -1, autofocus: true }, `${game.title}: rules`), guided, renderHelp(game.help));
  dialog.showModal();
  dialog.scrollTop = 0;
}

// -- home ----------------------------------------------------------------------------------------------
/** What a game's tile says of it: players, length, solo and co-operative play. */
function tileFacts(game) {
  const players = game.min_players === game.max_players ? `${game.min_players} players` : `${game.min_players}–${game.max_players} players`;
  const [shortest, longest] = game.minutes;
  const marks = { solo: "solo", "co-op": "co-operative" };
  return [players, ...(longest ? [`${shortest}–${longest} min`] : []), ...game.modes.map((mode) => marks[mode] ?? mode)];
}

/** When a saved match was last played, as a person says it. @param {number} time */
function whenPlayed(time) {
  const minutes = Math.round((Date.now() - time) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  return new Date(time).toLocaleDateString();
}

/** A campaign's progress on its tile (The Crew's logbook): the engine reads the book, so it comes once it is up. */
async function showCampaigns() {
  const token = screens.token;
  await engine.ready;
  for (const game of catalogue.filter((g) => g.campaign)) {
    const { summary } = await askCampaign(engine, game.id);
    const line = document.querySelector(`[data-testid=campaign-${game.id}]`);
    if (token !== screens.token || !line) return;
    line.textContent = summary.attempts ? `Logbook: mission ${summary.latest} reached, ${plural(summary.attempts, "attempt")}` : "Logbook: mission 1 awaits";
  }
}

/** The home screen, with the saved matches read from storage now. */
function showHome() {
  return drawHome(saves.readSaves());
}

/** @param {ReturnType<typeof saves.readSaves>} savesRead the saved matches it lists */
async function drawHome(savesRead) {
  localStorage.removeItem(CURRENT_KEY);
  let token = -1; // the saved matches draw on this screen only
  const savedMatches = new savesUi.SavedMatches({
    engine,
    title: (id) => gameInfo(id)?.title,
    resume: (record) => playMatch(record),
    when: whenPlayed,
    say,
    imported: async (record) => (await showHome(), say(`Imported: ${gameInfo(record.game).title}, ${record.players.join(", ")}.`)),
    live: () => token === screens.token,
  });
  const finished = (await savedMatches.load(savesRead)).slice(0, HISTORY_SHOWN);
  // A game is playable once it has both its rules (Python) and its renderer (JS).
  const tiles = catalogue.map((game) =>
    h(
      "article",
      { class: `tile${game.built && game.id in RENDERERS ? "" : " soon"}`, "data-testid": `game-${game.id}` },
      h("div", { class: "tile-head" }, emblem(game.id), h("h2", {}, game.title)),
      game.blurb ? h("p", { class: "tile-blurb" }, game.blurb) : null,
      game.built ? h("p", { class: "tile-facts", "data-testid": `facts-${game.id}` }, tileFacts(game).join(" · ")) : null,
      game.campaign ? h("p", { class: "tile-facts", "data-testid": `campaign-${game.id}` }) : null,
      game.built && game.id in RENDERERS
        ? h(
            "div",
            { class: "actions" },
            h("button", { class: "primary", "data-testid": `new-${game.id}`, onclick: () => showSetup(game) }, "New game"),
            h("button", { "data-testid": `rules-${game.id}`, onclick: () => showHelp(game) }, "Rules"),
            game.guide ? guidedButton(game) : null,
          )
        : h("p", { class: "muted" }, "Coming soon"),
    ),
  );
  const history = finished.length
    ? h(
        "section",
        { class: "saved history", "data-testid": "history" },
        h("h2", {}, "Finished"),
        finished.map((m) => {
          const shareSlot = h("div", { class: "replay-share" });
          return h(
            "div",
            { class: "saved-row", "data-testid": `finished-${m.id}` },
            h("span", {}, `${gameInfo(m.game)?.title ?? m.game}: ${m.players.join(", ")} · ${new Date(m.updated).toLocaleDateString()}`),
            watchAgain(m),
            h("button", { "data-testid": `share-${m.id}`, onclick: () => shareReplay(m, shareSlot) }, "Share link"),
            savesUi.exportButton(m, gameInfo(m.game)?.title ?? m.game, "Export this finished game as a file"),
            h("button", { class: "quiet", "aria-label": "Delete this finished game", onclick: () => deleteFinished(m.id) }, "✕"),
            shareSlot,
          );
        }),
      )
    : null;
  token = setScreen(h("section", { class: "home" }, h("h1", {}, "Parlour: table games"), savedMatches.element, h("h2", {}, "Games"), h("div", { class: "tiles" }, tiles), history));
  showCampaigns();
  const played = peers.guestHistory(gameInfo); // matches played on friends' devices (js/peers.js)
  if (played) screens.root.querySelector(".home")?.append(played);
  say("");
  savedMatches.judge();
}

/** Delete a finished match from the history; if the storage refuses, say so and leave the list as it is. */
async function deleteFinished(id) {
  const problem = await saves.removeSave(id);
  if (problem) return say(problem, "error");
  await showHome();
}

// -- setup ---------------------------------------------------------------------------------------------
function seatKinds(game) {
  return [{ value: "person", label: "Person (this device)" }, ...game.bots.map((b) => ({ value: `bot:${b}`, label: `Bot: ${b}` })), { value: "friend", label: "Friend (by link)" }];
}

/** A guided first game of `game`: on its real table, with the guide's seats, options and deal. */
function guidedButton(game, before = () => {}) {
  const start = () => {
    before();
    const { seats, options, extra } = guides.guidedMatch(game, SEAT_NAMES.slice(1));
    startMatch(game, seats, options, extra);
  };
  return h("button", { type: "button", "data-testid": `guided-${game.id}`, onclick: start }, "Guided game");
}

/** The first time a game is set up on this device, the offer of its guided first game. */
function guideOffer(game) {
  if (!game.guide || guides.guidedBefore(game.id)) return null;
  const offer = h(
    "p",
    { class: "guide-offer", "data-testid": "guide-offer" },
    `New to ${game.title}? Learn it in a short game on the real table. `,
    guidedButton(game),
    " ",
    h("button", { type: "button", class: "quiet", "data-testid": "guide-offer-no", onclick: () => (guides.markGuided(game.id), offer.remove()) }, "No, thanks"),
  );
  return offer;
}

/** @param {{seats: import("./peers.js").Seat[], options: object, extra: object} | null} [previous] the setup to show again */
async function showSetup(game, previous = null) {
  const opened = screens.token;
  const renderer = await RENDERERS[game.id]?.();
  if (opened !== screens.token) return; // another screen opened meanwhile
  const seats = previous?.seats.map((s) => ({ ...s })) ?? [
    { name: SEAT_NAMES[0], kind: "person" },
    ...SEAT_NAMES.slice(1, Math.max(game.min_players, 3)).map((n) => ({ name: n, kind: "bot", level: game.bots.at(-1) })),
  ];
  const options = { ...Object.fromEntries(game.options.map((o) => [o.name, o.default])), ...previous?.options };
  // A renderer may draw part of its setup (The Crew: the logbook): setupPanel() returns {panel, owns}, where
  // owns names the options it sets itself; what it decides beyond the options goes in `extra` (kept in the
  // match record, and given back to the renderer as controls.match.extra).
  const extra = { ...previous?.extra };
  const custom = renderer?.setupPanel?.({ game, options, extra, campaign: () => askCampaign(engine, game.id) }) ?? null;
  const form = h("form", { class: "setup", "data-testid": "setup" });

  function draw() {
    const rows = seats.map((seat, i) =>
      h(
        "div",
        { class: "seat-row" },
        h("label", { for: `seat-name-${i}` }, `Seat ${i + 1}`),
        h("input", {
          id: `seat-name-${i}`,
          "data-testid": `seat-name-${i}`,
          value: seat.name,
          maxlength: 24,
          oninput: (e) => (seat.name = e.target.value),
        }),
        h(
          "select",
          {
            "data-testid": `seat-kind-${i}`,
            "aria-label": `Seat ${i + 1} is played by`,
            onchange: (e) => {
              const [kind, level] = e.target.value.split(":");
              Object.assign(seat, { kind, level });
            },
          },
          seatKinds(game).map((k) =>
            h("option", { value: k.value, selected: k.value === (seat.kind === "bot" ? `bot:${seat.level}` : seat.kind) }, k.label),
          ),
        ),
        seats.length > game.min_players
          ? h("button", { type: "button", class: "quiet", "data-testid": `seat-remove-${i}`, "aria-label": `Remove seat ${i + 1}`, onclick: () => removeSeat(i) }, "✕")
          : null,
      ),
    );
    const optionRows = game.options.filter((o) => !custom?.owns?.includes(o.name)).map((o) =>
      h(
        "div",
        { class: "option-row" },
        h("label", { for: `option-${o.name}` }, o.label),
        h(
          "select",
          {
            id: `option-${o.name}`,
            "data-testid": `option-${o.name}`,
            onchange: (e) => (options[o.name] = o.choices[e.target.selectedIndex].value),
          },
          o.choices.map((c) => h("option", { selected: c.value === options[o.name] }, c.label)),
        ),
        o.help ? h("p", { class: "muted" }, o.help) : null,
      ),
    );
    fill(
      form,
      h("h1", {}, `New game of ${game.title}`),
      guideOffer(game),
      h("fieldset", {}, h("legend", {}, "Seats"), rows),
      seats.length < game.max_players
        ? h("button", { type: "button", "data-testid": "seat-add", onclick: () => (seats.push({ name: SEAT_NAMES[seats.length], kind: "bot", level: game.bots.at(-1) }), draw()) }, "Add a seat")
        : null,
      custom?.panel,
      optionRows.length ? h("fieldset", {}, h("legend", {}, "Options"), optionRows) : null,
      h(
        "div",
        { class: "actions" },
        h("button", { class: "primary", type: "submit", "data-testid": "start" }, "Start"),
        h("button", { type: "button", onclick: () => showHelp(game) }, "Rules"),
        h("button", { type: "button", onclick: backHome }, "Back"),
      ),
    );
  }
  /** Back where the player came from: the game's New game, for a keyboard and the screen's scroll alike. */
  async function backHome() {
    await showHome();
    /** @type {HTMLElement | null} */ (document.querySelector(`[data-testid=new-${game.id}]`))?.focus();
  }
  /** The seat goes; the focus stays in the list of seats (its ✕ had it), on the next one's ✕ or else on Add a seat. */
  function removeSeat(i) {
    seats.splice(i, 1);
    draw();
    const next = form.querySelector(`[data-testid=seat-remove-${Math.min(i, seats.length - 1)}]`) ?? form.querySelector("[data-testid=seat-add]");
    if (next instanceof HTMLElement) next.focus();
  }
  // One Start makes one match however often it is pressed: a match's table replaces this form at once, but a lobby
  // for friends opens only once the engine has answered.
  let starting = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (starting) return;
    starting = true;
    const start = /** @type {HTMLButtonElement} */ (form.querySelector("[data-testid=start]"));
    start.disabled = true;
    await startMatch(game, seats, options, extra).finally(() => {
      starting = false;
      start.disabled = false;
    });
  });
  draw();
  setScreen(form);
  say("");
}

/**
 * The table's frame while its match is being made, on screen at once: before the engine is ready (the first seconds
 * of a first visit) it shows the engine's progress, and the match begins as soon as the engine can open it.
 * @param {{title: string}} game
 */
function startingTable(game) {
  const layout = new TableLayout({ title: game.title, side: [speedPicker()] });
  // Nothing is logged before the match begins, and the match's own table takes this one's place: a log opened here
  // would close again by itself.
  /** @type {HTMLButtonElement} */ (layout.element.querySelector(".log-toggle")).disabled = true;
  const waiting = document.documentElement.dataset.engine !== "ready";
  const stage = h("p", { class: "engine-stage", "data-testid": "start-stage" }, waiting ? "Loading the engine…" : "Setting up the table…");
  layout.regions.table.append(
    h(
      "div",
      { class: "starting", "data-testid": "starting", role: "status" },
      h("p", {}, waiting ? "The match begins as soon as the engine is ready." : "The match is about to begin."),
      waiting ? h("progress", { class: "engine-progress", "data-testid": "start-progress", "aria-label": "The engine's start", max: 1 }) : null,
      stage,
    ),
  );
  return { layout, stage };
}

async function startMatch(game, seats, options, extra = {}) {
  if (seats.some((s) => s.kind === "friend")) return showLobby(game, seats, options, peerShell(), extra);
  const { layout, stage } = startingTable(game);
  const token = setScreen(layout);
  const progress = engine.progress(); // a bar drawn after the latest progress came shows it at once
  if (progress && document.documentElement.dataset.engine !== "ready") showProgress(progress);
  const record = {
    id: randomHex(8),
    game: game.id,
    players: seats.map((s) => s.name),
    options,
    seed: FIXED_SEED ?? extra.seed ?? randomHex(16),
    moves: [],
    seats: seats.map((s) => ({ name: s.name, kind: s.kind, level: s.kind === "bot" ? s.level : undefined })),
    extra,
    created: Date.now(),
  };
  try {
    await engine.ready;
    if (token !== screens.token) return; // the person left before the engine was ready: no match was made
    stage.textContent = "Setting up the table…";
    await engine.call("open", { match: record.id, record: matchRecord(record) });
  } catch (error) {
    if (token !== screens.token) return;
    await showSetup(game, { seats, options, extra });
    say(errorText(error), "error");
    return;
  }
  if (token !== screens.token) return;
  await playMatch(record, { fresh: true });
}

/** The part of a saved match the engine replays: the rest (seat kinds, who is looking) is the page's. */
const matchRecord = (record) => saves.engineRecord(record);

// -- a match on this device ----------------------------------------------------------------------------
/**
 * Play a match on this device: a saved one resumed, or a new one (`fresh`: its first save is made here). `steal` takes
 * it over from another tab; `wait` (ms) waits for the tab this one was before a reload to let it go.
 */
async function playMatch(record, { fresh = false, steal = false, wait = 0 } = {}) {
  const game = gameInfo(record.game);
  /** @type {() => void} what this tab does when another takes the match over: stop, and say so */
  let stop = () => {};
  const claim = await saves.claimMatch(record.id, { steal, wait, onLost: () => stop() });
  if (!claim) return showElsewhere(record, false);
  // Taken over: the match as the other tab left it, read once that tab may write no more.
  if (steal) record = (await saves.freshRecord(record.id)) ?? record;
  let summary;
  try {
    summary = await engine.call("open", { match: record.id, record: matchRecord(record) });
  } catch (error) {
    claim.release();
    await showHome();
    say(`That saved game could not be resumed: ${errorText(error)}`, "error");
    return;
  }
  /** Who is to play, for the home screen's Continue list: kept with the record whenever the engine's summary changes. */
  const noteWhoPlays = () => (record.waiting = summary.to_act.map((s) => record.players[s]));
  noteWhoPlays(); // a match left before its first move said "move 0" there
  localStorage.setItem(CURRENT_KEY, record.id);
  const notice = savesUi.saveNotice(() => saver.retry());
  const saver = new saves.MatchSaver(record, { held: claim.held, onChange: (problem) => notice.show(problem) });
  const renderer = await RENDERERS[record.game]();
  const humans = record.seats.flatMap((s, i) => (s.kind === "person" ? [i] : []));
  const net = record.seats.some((s) => s.kind === "friend") ? hostMatch(record, { submit, toBot, advance: () => advance(), save: () => saver.save(), tookBack }, peerShell()) : null;
  // In a peer match a take-back is a request the other players answer (js/net/help.js).
  const takeBackButton = barButton("↶", "Take back", { "data-testid": "take-back", "aria-disabled": "true", onclick: () => takeBack() });
  // The strongest bot's advice, from the player's own view; in a peer match only if the host's options allow it.
  const suggestButton = barButton("✦", "Suggest", { "data-testid": "suggest", onclick: () => suggest() }, "Suggest a move");
  const suggestionsOff = net && !net.help.suggestions ? "You did not allow suggestions in this match's options." : null;
  if (suggestionsOff) suggestButton.title = suggestionsOff;
  // A take-back asked in a peer match: the request to answer, the wait, or the refusal.
  const requestSlot = net ? h("div", { class: "takeback", "data-testid": "takeback", role: "status", hidden: true }) : null;
  /** The seat whose turn is on screen (null while nobody here may move): the one a suggestion is for. */
  /** @type {number | null} */
  let activeSeat = null;
  /** The suggestion on show, until its seat moves: the bots' moves meanwhile (when a person acts with them) redraw
   * the table with it, not without it. @type {{seat: number, chosen: object} | null} */
  let advised = null;
  const guidePanel = record.extra?.guided && game.guide ? h("div", { class: "guide-slot" }) : null;
  const layout = new TableLayout({
    title: game.title,
    note: h("div", { class: "match-notes" }, notice.element, requestSlot, guidePanel),
    buttons: [
      suggestButton,
      takeBackButton,
      barButton("?", "Rules", { "data-testid": "rules", onclick: () => showHelp(game) }),
      homeButton(showHome),
    ],
    side: [speedPicker(), net?.panel ?? null],
  });
  const table = renderer.mount(layout.regions, layout.signal, record.id);
  const guide = guidePanel ? guides.createGuide(layout, game, guidePanel) : null;
  const token = setScreen(layout);
  const live = () => token === screens.token;
  net?.showRequests(/** @type {HTMLElement} */ (requestSlot), (seat) => humans.includes(seat), live); // made with net
  layout.signal.addEventListener("abort", () => claim.release());
  stop = () => token === screens.token && showElsewhere(record, true);
  if (fresh) await saver.save();

  /**
   * @param {number | null} seat @param {boolean} active
   * @param {object | null} [chosen] the advice to show; else the one on show for this seat, if any
   */
  async function draw(seat, active, chosen = null) {
    // The take-back verdict is asked with the view and shown in the same paint: asked after it, the button spoke of
    // the position before for a moment, and a click then got an answer its tooltip had not given.
    const [view, verdict] = await Promise.all([engine.call("view", { match: record.id, seat }), askTakeBack()]);
    // A campaign's attempt is this device's to log: the engine logs it once the match has ended.
    const campaign = game.campaign ? await askCampaign(engine, game.id, { match: record.id, practice: Boolean(record.extra?.practice) }) : null;
    await layout.released(); // not under a finger pressing a control
    if (!live()) return;
    // read after the waits: a suggestion may have come meanwhile (the bots move while the person may act too)
    const kept = active && advised?.seat === seat && !layout.advice.hidden; // not one the player closed
    const suggestion = chosen ?? (kept ? advised?.chosen ?? null : null);
    layout.setLog(net ? net.log(view.log) : view.log);
    const controls = {
      active,
      names: record.players,
      check: (move, after = []) => engine.call("check", { match: record.id, seat, move, after: after.length ? after : undefined }),
      preview: (move) => engine.call("preview", { match: record.id, seat, move }),
      restart: (options, extra = record.extra) => startMatch(game, record.seats, options, extra),
      match: { id: record.id, extra: record.extra ?? {} },
      campaign,
      submit: (move) => submit(seat, move),
      setPhase: (text) => layout.setPhase(text),
      suggestion,
    };
    activeSeat = active ? seat : null;
    suggestButton.setAttribute("aria-disabled", String(!active || Boolean(suggestionsOff)));
    motion.glide(layout.element, () => table.render(view, controls));
    // while a take-back is answered the prompt says so, not whose turn it would be
    const waiting = net?.help.busy();
    const prompt = layout.regions.own.querySelector("[data-testid=prompt]");
    if (waiting && !view.outcome && prompt) prompt.textContent = waiting;
    if (!suggestion) layout.hideAdvice();
    guide?.update(view, active);
    if (view.outcome) layout.showResult(...resultSheet(view, controls));
    else layout.hideResult();
    showTakeBack(verdict);
  }

  /** Ask the engine what the strongest bot would do in the player's place; show it on the table and in words. */
  async function suggest() {
    const seat = activeSeat;
    if (suggestionsOff) return say(suggestionsOff, "error");
    if (seat === null) return say("A suggestion is for your own turn.", "error");
    let advice;
    try {
      advice = await engine.call("suggest", { match: record.id, seat });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return say(errorText(error), "error");
    }
    if (!live() || activeSeat !== seat) return;
    showSuggestion(layout, advice, (chosen) => ((advised = { seat, chosen }), draw(seat, true, chosen)));
  }

  /** The seat whose move a take-back would undo: the person who moved last (in hot-seat, whoever that was). */
  function lastPersonSeat() {
    return record.moves.findLast((m) => humans.includes(m.seat))?.seat ?? null;
  }

  /** Seats the engine never takes back a move across: the people here and, in a peer match, the friends. */
  const people = () => (net ? net.help.people() : humans);

  /** In hot-seat, the person the device was last handed to: taking back another's move would show them that hand. */
  const holder = () => (!net && humans.length > 1 ? (record.looking ?? null) : null);

  /** Whether the engine would allow a take-back now. */
  async function askTakeBack() {
    const seat = lastPersonSeat();
    return seat === null ? { allowed: false, reason: "You have not moved yet." } : engine.call("take_back", { match: record.id, seat, people: people(), holder: holder() });
  }

  /** The engine's verdict on a take-back, shown on the button (the reason is its tooltip). */
  function showTakeBack(/** @type {{allowed: boolean, reason: string}} */ verdict) {
    takeBackButton.setAttribute("aria-disabled", String(!verdict.allowed));
    takeBackButton.title = `${verdict.reason} (Ctrl+Z)`;
  }

  /** Take back the last person's move (and the bots' moves after it) if the engine allows; else say why not. */
  async function takeBack() {
    const seat = lastPersonSeat();
    if (seat === null) return say("You have not moved yet.", "error");
    if (net) {
      const problem = await net.help.ask(seat);
      if (problem && live()) say(problem, "error");
      return;
    }
    let result;
    try {
      result = await engine.call("take_back", { match: record.id, seat, people: people(), holder: holder(), apply: true });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return say(errorText(error), "error");
    }
    if (!live()) return;
    if (!result.allowed) return say(result.reason, "error");
    record.moves.splice(record.moves.length - result.taken);
    record.finished = false;
    record.looking = seat;
    await tookBack(result);
    if (live() && summary.to_act.includes(seat)) say(result.taken === 1 ? "Your move is taken back." : `Your move is taken back, with the bots' ${result.taken - 1} after it.`);
  }

  /** The engine took moves back and the record is shorter: save it and go on from there. */
  async function tookBack(result) {
    // The game's keys (Enter plays) must reach the table again, not press Take back once more.
    takeBackButton.blur();
    summary = result;
    noteWhoPlays();
    await saver.save();
    await advance();
  }
  listenForTakeBack(layout.signal, takeBack);

  async function submit(seat, move, refused = (message) => say(message, "error")) {
    const waiting = net?.help.busy();
    if (waiting) {
      refused(waiting);
      return false;
    }
    try {
      summary = await engine.call("move", { match: record.id, seat, move });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      refused(errorText(error));
      return false;
    }
    record.moves.push({ seat, move });
    if (advised?.seat === seat) advised = null;
    record.finished = Boolean(summary.outcome);
    noteWhoPlays();
    net?.update();
    await saver.save();
    say("");
    advance();
    return true;
  }

  /** The result sheet: the ranking (unless the game draws its own ending, as The Crew's mission result does),
   * the game's own breakdown, and what to do next. */
  function resultSheet(view, controls) {
    const home = h("button", { "data-testid": "result-home", onclick: showHome }, "Home");
    const again = h("button", { class: "primary", "data-testid": "play-again", onclick: () => startMatch(game, record.seats, record.options, record.extra) }, "Play again");
    return [
      renderer.drawsOutcome ? null : outcomePanel(view.outcome, record.players),
      table.resultDetails?.(view, controls) ?? null,
      h("div", { class: "actions" }, renderer.drawsOutcome ? null : again, home, watchAgain(record)),
      insightSlot(),
    ];
  }

  /** @type {Promise<object> | null} what the finished match teaches, asked of the engine once */
  let insight = null;
  /** The insight under the result sheet's buttons: it may take the engine a moment (the best words of a game). */
  function insightSlot() {
    const slot = h("div", { "data-testid": "insight-slot" }, h("p", { class: "muted" }, "Looking back over the match…"));
    insight ??= engine.call("insight", { match: record.id, seat: record.looking ?? humans[0] ?? 0 });
    Promise.all([insight, import("./ui/insight.js")]).then(
      ([found, { insightPanel }]) => slot.replaceChildren(...(Object.keys(found).length ? [insightPanel(found)] : [])),
      (error) => slot.replaceChildren(h("p", { class: "muted" }, `No look back at this match: ${errorText(error)}`)),
    );
    return slot;
  }

  async function handOff(seat) {
    const [publicView, verdict] = await Promise.all([engine.call("view", { match: record.id }), askTakeBack()]);
    if (!live()) return;
    layout.setLog(publicView.log);
    layout.hideResult();
    layout.hideAdvice();
    activeSeat = null;
    suggestButton.setAttribute("aria-disabled", "true");
    layout.clear();
    layout.setPhase(""); // the last table's ("Turn 1"), which the next person's table may not say ("Turn 2")
    layout.regions.table.append(
      h(
        "div",
        { class: "handoff", "data-testid": "handoff" },
        h("p", {}, `Pass the device to ${record.players[seat]}.`),
        h(
          "button",
          {
            class: "primary",
            "data-testid": "handoff-ready",
            onclick: async (event) => {
              event.currentTarget.disabled = true;
              record.looking = seat;
              await saver.save();
              draw(seat, true);
            },
          },
          `I am ${record.players[seat]}: show my hand`,
        ),
      ),
    );
    say(`${record.players[seat]}'s turn`);
    showTakeBack(verdict);
  }

  // A move made while a bot thinks (an optional may_act move) starts a newer advance(); the older one must
  // then stop, or two loops would play for the bots.
  let latestAdvance = 0;

  async function advance() {
    const call = ++latestAdvance;
    const current = () => live() && call === latestAdvance;
    if (!current()) return;
    const looking = record.looking ?? humans[0] ?? null;
    if (summary.outcome) {
      await draw(looking, false);
      return;
    }
    const waiting = net?.help.busy();
    if (waiting) {
      await draw(looking, false);
      if (current()) say(waiting);
      return;
    }
    const botSeat = summary.to_act.find((seat) => record.seats[seat].kind === "bot");
    // In a game where the person on screen acts together with the bots (see people_act_with_bots in the engine),
    // they act at once while the bots think, instead of waiting for every bot's move.
    const together = Boolean(game.acts_with_bots) && looking !== null && summary.to_act.includes(looking) && record.seats[looking].kind === "person";
    if (botSeat !== undefined) {
      await draw(looking, together);
      if (!current()) return;
      say(together ? yourTurn(looking) : `${record.players[botSeat]} is thinking…`);
      await new Promise((resolve) => setTimeout(resolve, botDelay()));
      if (!current()) return;
      const move = await engine.call("bot_move", { match: record.id, seat: botSeat, level: record.seats[botSeat].level });
      if (current()) await submit(botSeat, move);
      return;
    }
    if (!summary.to_act.some((s) => record.seats[s].kind === "person")) {
      await draw(looking, false);
      say(`Waiting for ${summary.to_act.map((s) => `${record.players[s]}${net?.away(s) ? " (disconnected)" : ""}`).join(", ")}…`);
      return;
    }
    const seat = summary.to_act.includes(looking) ? looking : summary.to_act.find((s) => record.seats[s].kind === "person");
    if (seat !== looking && humans.length > 1) handOff(seat);
    else {
      record.looking = seat;
      await draw(seat, true);
      say(yourTurn(seat));
    }
  }

  /** @param {number} seat */
  function yourTurn(seat) {
    return humans.length > 1 ? `${record.players[seat]}'s turn` : "Your turn";
  }

  async function toBot(seat) {
    record.seats[seat] = { name: record.players[seat], kind: "bot", level: game.bots.at(-1) };
    await saver.save();
    advance();
  }

  await advance();
}

/** The button that watches a match again from its record. */
function watchAgain(record) {
  return h("button", { "data-testid": "watch-again", onclick: () => showReplay(record, replayShell()) }, "Watch again");
}

/** What the replay (js/replay.js) uses of the shell. */
function replayShell() {
  return { engine, say, setScreen, screen: () => screens.token, showHome, gameInfo, loadRenderer: (id) => RENDERERS[id]() };
}

/** How fast bots move and the table animates: the player's choice, kept on this device. */
function speedPicker() {
  const labels = { instant: "Instant", normal: "Normal", slow: "Slow" };
  return h(
    "label",
    { class: "speed" },
    "Bots and motion: ",
    h(
      "select",
      { "data-testid": "speed", onchange: (e) => motion.setSpeed(e.target.value) },
      Object.keys(motion.SPEEDS).map((name) => h("option", { value: name, selected: name === motion.speed() }, labels[name])),
    ),
  );
}

/** What the peers screens (js/peers.js) use of the shell. */
function peerShell() {
  return {
    hostSessions,
    engine,
    say,
    setScreen,
    screen: () => screens.token,
    showHome,
    showSetup,
    showRules: (game) => showHelp(game, false),
    gameInfo,
    matchRecord,
    play: (record) => playMatch(record, { fresh: true }), // a match the lobby starts: playMatch makes its first save
    loadRenderer: (id) => RENDERERS[id](),
  };
}

// -- offline and updates -------------------------------------------------------------------------------
// The service worker (sw.js, written by the build) caches every file of this build. When a newer build is
// installed beside the running one, offer a reload instead of swapping files under a game in progress.
function watchForUpdates() {
  if (!("serviceWorker" in navigator) || params.has("nosw")) return;
  const banner = /** @type {HTMLElement} */ (document.querySelector("[data-testid=update]"));
  let reloadRequested = false;
  const offer = (waiting) => {
    banner.hidden = false;
    required(banner, "button").onclick = () => {
      reloadRequested = true;
      waiting.postMessage("activate-update");
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => reloadRequested && location.reload());
  navigator.serviceWorker.register("sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const incoming = /** @type {ServiceWorker} */ (registration.installing); // set when updatefound fires
      incoming.addEventListener("statechange", () => {
        if (incoming.state === "installed" && navigator.serviceWorker.controller) offer(incoming);
      });
    });
  });
}

// -- boot ----------------------------------------------------------------------------------------------
// The home screen needs no Python (its list of games is catalogue.json), so it is drawn at once while the engine
// starts, with the boot progress moved to a note at the foot of the page; a match started meanwhile shows its table
// at once, with the progress in it, and begins once the engine is ready (startingTable). A join link or a match to
// resume waits for the engine on the boot screen.
async function boot() {
  const current = localStorage.getItem(CURRENT_KEY);
  const homeFirst = !isJoinLink() && !isReplayLink() && !current;
  try {
    if (catalogue instanceof Error) throw catalogue;
    if (homeFirst) {
      const note = /** @type {HTMLElement} */ (document.querySelector("[data-testid=engine-note]"));
      note.append(required(document, "#boot-progress"), required(document, "#boot-stage"));
      note.hidden = false;
      required(document, "[data-testid=home]").addEventListener("click", showHome);
      await drawHome(firstSavesRead);
    }
    const { snapshot, phases } = await engine.ready;
    document.documentElement.dataset.boot = snapshot ? "snapshot" : "fresh";
    window.parlourBootPhases = phases; // read by bench/boot.py
  } catch (error) {
    required(document, "#boot-stage").textContent = `The engine could not start: ${errorText(error)}`;
    document.documentElement.dataset.engine = "failed";
    return;
  }
  /** @type {HTMLElement} */ (document.querySelector("[data-testid=engine-note]")).hidden = true;
  document.documentElement.dataset.engine = "ready";
  watchForUpdates();
  window.addEventListener("hashchange", () => (isJoinLink() || isReplayLink()) && location.reload()); // a link pasted into this tab
  if (homeFirst) return;
  required(document, "[data-testid=home]").addEventListener("click", showHome);
  if (isJoinLink()) return joinFromLink(peerShell());
  if (isReplayLink()) return openReplayLink();
  await resumeCurrent(current);
}

/** After a reload: the match this tab was playing, if its record can be resumed; else the home screen, saying why. */
async function resumeCurrent(id) {
  const { saved, damaged, error } = await saves.readSaves();
  const resume = saved.find((m) => m.id === id);
  if (resume) return playMatch(resume, { wait: 1000 });
  await showHome();
  const found = damaged.find((d) => d.record?.id === id);
  if (error) say(error, "error");
  else if (found) say(`Your last match could not be resumed: ${found.reason}. It is under Damaged saves.`, "error");
  else say("Your last match is no longer saved in this browser (it was deleted, perhaps in another tab).", "error");
}

/** A match that another tab holds: say so, and offer to take it over (this tab then reads it as that tab left it). */
function showElsewhere(record, lost) {
  const takeOver = () => playMatch(record, { steal: true });
  // The other tab still plays it: it stays the match a reload resumes.
  const home = async () => (await showHome(), localStorage.setItem(CURRENT_KEY, record.id));
  const players = record.players.join(", ");
  setScreen(savesUi.elsewhereScreen({ title: gameInfo(record.game)?.title ?? record.game, players, lost, takeOver, home }));
  say(lost ? "This match is now played in another tab." : "This match is open in another tab.", "error");
}

/** A replay link: the record it carries, watched read-only (nothing is saved). */
async function openReplayLink() {
  let record;
  try {
    record = await recordFromLink();
  } catch (error) {
    await showHome();
    return say(errorText(error), "error");
  }
  await showReplay(record, replayShell(), { shared: true });
}

required(document, "[data-testid=about-open]").addEventListener("click", () => /** @type {HTMLDialogElement} */ (document.getElementById("about-dialog")).showModal());
// A tap on the dimmed page around a dialog closes it, as on the phones' own sheets (they have no Escape key).
for (const dialog of document.querySelectorAll("dialog")) {
  dialog.addEventListener("click", (event) => {
    const box = dialog.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === dialog && outside) dialog.close();
  });
}
boot();
