// Hardback's word builder: the word being spelled, built by typing, clicking and dragging. Typing matches each
// letter to a free card showing it (inked cards first, then the hand, then Timeless Classics in play) and,
// when none is free, offers to play a spare hand card face down as a wild for it. Python's `preview` says
// whether the word is legal and what it earns; this file only matches letters to the card ids it was given.
import { h } from "../ui/dom.js";
import { keyHints } from "../ui/table.js";
import { GENRES, cardData, cardFace, cardLetter, cardName, earningsParts, ghostFace } from "./hardback-cards.js";
import { bandSymbol } from "../ui/band-symbols.js";

const DRAG_START_PX = 6;

/**
 * The word builder of one table: the word being built, Python's last verdict on it and a drag in progress
 * live here, so two tables (a match left and another opened) never share them. Returns `wordBuilder`.
 */
export function createWordBuilder() {
  // slot: {card: id or null (a typed letter with no card yet), letter: "e", wild: bool}
  let draft = { key: "", slots: [], uncover: null, wildMode: false, pendingWild: null };
  let verdict = { key: "", result: null };
  let judgeNumber = 0;
  let drag = null; // {source: {tile: index} | {card: id}, x, y, moved, element, float, to}
  let suppressClick = false;
  let deferred = false; // a repaint asked for during a drag, done when it ends
  let pendingKey = ""; // the word Python is being asked about
  const focus = { testid: null, caret: null }; // where to put the focus after the next redraw

  /**
   * The word builder of the seat on screen for this render. `spelling`: the seat may spell now. `repaint(glide)`
   * redraws the table from the same view (letters moved by the keyboard glide to their places; a letter the
   * person dragged or tapped is already where their hand put it). `say(text)` writes the reason line;
   * `attempt(move, opts)` submits; `root` is the own area, where the word is drawn.
   */
  function wordBuilder(view, controls, { spelling, repaint, say, attempt, root }) {
    const hand = view.you?.hand ?? [];
    const inked = new Set(view.you?.inked ?? []);
    const me = view.seat;
    const classics = view.seats.flatMap((seat, owner) => seat.classics.map((card) => ({ card, owner })));
    const key = `${me}:${view.turns}:${view.game}`;
    if (draft.key !== key || !spelling) draft = { key, slots: [], uncover: null, wildMode: false, pendingWild: null };
    const sources = new Set([...hand, ...classics.map((c) => c.card)]);
    draft.slots = draft.slots.filter((s) => s.card === null || sources.has(s.card));
    if (draft.pendingWild !== null && !hand.includes(draft.pendingWild)) draft.pendingWild = null;

    const used = () => new Set(draft.slots.map((s) => s.card).filter((c) => c !== null));
    const isUsed = (card) => used().has(card);
    const cost = (card) => cardData(view, card).cost;
    /** The cards that can show a letter face up, best first: inked, the hand (dearest first), classics. */
    const byPreference = [
      ...hand.filter((c) => inked.has(c)),
      ...hand.filter((c) => !inked.has(c)).sort((a, b) => cost(b) - cost(a) || a - b),
      ...classics.filter((c) => c.owner === me).map((c) => c.card),
      ...classics.filter((c) => c.owner !== me).map((c) => c.card),
    ];
    const spare = () => hand.filter((c) => !inked.has(c) && !isUsed(c));
    const complete = () => draft.slots.length > 0 && draft.slots.every((s) => s.card !== null);
    const text = () => draft.slots.map((s) => s.letter).join("");

    function spellMove() {
      const move = {
        type: "spell",
        cards: draft.slots.map((s) => (s.wild ? { card: s.card, wild: true, letter: s.letter } : { card: s.card })),
      };
      if (draft.uncover !== null) move.uncover = draft.uncover.filter((c) => draft.slots.some((s) => s.card === c && s.wild));
      return move;
    }
    const moveKey = () => `${key}:${JSON.stringify(spellMove())}`;
    const current = () => (verdict.key === moveKey() ? verdict.result : null);

    async function judge() {
      const k = moveKey();
      if (pendingKey === k) return;
      pendingKey = k;
      const number = ++judgeNumber;
      let result;
      try {
        result = await controls.preview(spellMove());
      } catch (error) {
        result = { legal: false, reason: error.message, earnings: null };
      }
      if (number !== judgeNumber) return;
      pendingKey = "";
      if (k !== moveKey()) return;
      verdict = { key: k, result };
      if (!patch(result)) repaint();
    }

    /** What a verdict changes on the tiles (doubles, uncovers): when it is the same, the tiles stay as drawn. */
    function marks(result) {
      return JSON.stringify(draft.slots.map((slot) => tileMarks(slot, result)));
    }
    function tileMarks(slot, result) {
      const earnings = result?.earnings;
      const uncovered = new Set(draft.uncover ?? earnings?.uncovered ?? []);
      const factor = 1 + (earnings?.doubled ?? []).filter((c) => c === slot.card).length;
      const showUncover = spelling && slot.wild && slot.card !== null && (draft.uncover !== null || (earnings?.uncovered?.length ?? 0) > 0);
      return { factor, uncovered: slot.wild && uncovered.has(slot.card), showUncover, uncoveredSet: uncovered };
    }
    /**
     * Python's verdict arrived for the word on screen: show it in place (the preview, Spell, the reason) and keep
     * the tiles, so a letter being pointed at or dragged is not redrawn under the pointer. False: redraw all.
     */
    function patch(result) {
      const row = root?.querySelector("[data-testid=word-row]");
      const preview = root?.querySelector("[data-testid=preview]");
      const spellButton = root?.querySelector("[data-testid=spell]");
      if (!row?.isConnected || !preview || !spellButton || row.dataset.marks !== marks(result) || draft.slots.some((s) => s.card === null)) return false;
      preview.replaceWith(previewPanel(result));
      spellButton.disabled = !(spelling && complete() && result?.legal);
      say(result.legal ? "" : result.reason);
      return true;
    }

    // -- changing the word ----------------------------------------------------------------------------------
    function changed(glide = false) {
      say("");
      if (drag) deferred = true;
      else repaint(glide);
    }
    function freeCardFor(letter, taken) {
      return byPreference.find((c) => !taken.has(c) && cardLetter(view, c) === letter) ?? null;
    }
    /** Rebuild the word from typed text, keeping the cards (and wilds) of the unchanged start and end. */
    function fromText(value) {
      const letters = value.toLowerCase().replace(/[^a-z]/g, "").split("");
      const old = draft.slots;
      let head = 0;
      while (head < old.length && head < letters.length && old[head].letter === letters[head]) head++;
      let tail = 0;
      while (tail < old.length - head && tail < letters.length - head && old[old.length - 1 - tail].letter === letters[letters.length - 1 - tail]) tail++;
      const kept = [...old.slice(0, head), ...old.slice(old.length - tail)];
      const taken = new Set(kept.map((s) => s.card).filter((c) => c !== null));
      const leftovers = old.slice(head, old.length - tail);
      const middle = letters.slice(head, letters.length - tail).map((letter) => {
        const again = leftovers.find((s) => s.letter === letter && s.card !== null && !taken.has(s.card));
        if (again) {
          taken.add(again.card);
          return again;
        }
        const card = freeCardFor(letter, taken);
        if (card !== null) {
          taken.add(card);
          return { card, letter, wild: false };
        }
        return { card: null, letter, wild: false };
      });
      draft.slots = [...old.slice(0, head), ...middle, ...old.slice(old.length - tail)];
      draft.pendingWild = null;
      changed();
    }
    function add(card, at = draft.slots.length) {
      if (!spelling || isUsed(card)) return;
      if (draft.wildMode && hand.includes(card) && !inked.has(card)) {
        draft.pendingWild = card;
        draft.wildMode = false;
        changed();
        return;
      }
      draft.slots.splice(at, 0, { card, letter: cardLetter(view, card), wild: false });
      changed();
    }
    function removeAt(index) {
      draft.slots.splice(index, 1);
      changed();
    }
    function toggleCard(card) {
      const at = draft.slots.findIndex((s) => s.card === card);
      if (at >= 0) removeAt(at);
      else add(card);
    }
    function moveSlot(from, to, glide = false) {
      const [slot] = draft.slots.splice(from, 1);
      draft.slots.splice(Math.max(0, Math.min(to, draft.slots.length)), 0, slot);
      changed(glide);
    }
    function flip(index) {
      const slot = draft.slots[index];
      if (slot.card === null) return;
      if (slot.wild) Object.assign(slot, { wild: false, letter: cardLetter(view, slot.card) });
      else slot.wild = true;
      draft.wildMode = false;
      changed();
    }
    function wildFor(index, card) {
      Object.assign(draft.slots[index], { card, wild: true });
      focus.testid = "word-input";
      changed();
    }
    function reset() {
      draft.slots = [];
      draft.uncover = null;
      draft.wildMode = false;
      draft.pendingWild = null;
      changed();
    }
    function setPendingLetter(letter) {
      const card = draft.pendingWild;
      draft.pendingWild = null;
      draft.slots.push({ card, letter, wild: true });
      changed();
    }
    async function spell() {
      const result = current();
      if (!spelling || !complete() || !result?.legal) return;
      await attempt(spellMove(), { verify: false });
    }

    // -- drag and drop --------------------------------------------------------------------------------------
    function dropIndex(row, x, y) {
      const tiles = [...row.querySelectorAll(".hb-slot:not(.dragging)")];
      let index = 0;
      for (const tile of tiles) {
        const r = tile.getBoundingClientRect();
        if (y > r.bottom || (y >= r.top && x > r.left + r.width / 2)) index += 1;
      }
      return index;
    }
    function within(element, x, y, margin = 24) {
      const r = element?.getBoundingClientRect();
      return Boolean(r) && x >= r.left - margin && x <= r.right + margin && y >= r.top - margin && y <= r.bottom + margin;
    }
    /** Make `element` draggable: a tile of the word ({tile: index}) or a card to add ({card: id}). */
    function draggable(element, source) {
      element.addEventListener("pointerdown", (event) => {
        if (!spelling || event.button !== 0) return;
        suppressClick = false;
        drag = { source, x: event.clientX, y: event.clientY, moved: false, element, float: null, to: null };
        element.setPointerCapture?.(event.pointerId);
      });
      element.addEventListener("pointermove", (event) => {
        const d = drag;
        if (!d || d.element !== element) return;
        const dx = event.clientX - d.x;
        const dy = event.clientY - d.y;
        if (!d.moved && Math.hypot(dx, dy) < DRAG_START_PX) return;
        if (!d.moved) {
          d.moved = true;
          element.closest(".hb-slot")?.classList.add("dragging");
          element.classList.add("dragging");
        }
        element.style.transform = `translate(${dx}px, ${dy}px)`;
        const row = (root ?? document).querySelector("[data-testid=word-row]");
        row?.querySelectorAll(".hb-slot").forEach((t) => t.classList.remove("drop-before", "drop-after"));
        if (within(row, event.clientX, event.clientY)) {
          d.to = dropIndex(row, event.clientX, event.clientY);
          const others = [...row.querySelectorAll(".hb-slot:not(.dragging)")];
          if (others[d.to]) others[d.to].classList.add("drop-before");
          else others.at(-1)?.classList.add("drop-after");
          row.classList.add("drop-here");
        } else {
          d.to = null;
          row?.classList.remove("drop-here");
        }
      });
      const finish = (event) => {
        const d = drag;
        if (!d || d.element !== element) return;
        drag = null;
        if (!d.moved) {
          if (deferred) (deferred = false), repaint();
          return;
        }
        suppressClick = event.type === "pointerup";
        element.style.transform = "";
        deferred = false;
        if (d.to === null) {
          if ("tile" in d.source) removeAt(d.source.tile); // dragged out of the word: back to the hand
          else repaint();
        } else if ("tile" in d.source) moveSlot(d.source.tile, d.to); // d.to counts the other tiles only
        else add(d.source.card, d.to);
      };
      element.addEventListener("pointerup", finish);
      element.addEventListener("pointercancel", finish);
    }
    /** Attributes and listeners for a card that can be added to the word (hand, Timeless Classics). */
    function cardButtonSetup(button, card) {
      if (!spelling) return button;
      button.classList.add("draggable");
      button.addEventListener("click", () => {
        if (suppressClick) return void (suppressClick = false);
        toggleCard(card);
      });
      draggable(button, { card });
      return button;
    }

    // -- drawing --------------------------------------------------------------------------------------------
    function tile(slot, index, result) {
      const { factor, showUncover, uncoveredSet: uncovered } = tileMarks(slot, result);
      const name =
        slot.card === null
          ? `${slot.letter.toUpperCase()} without a card`
          : slot.wild
            ? `${cardName(view, slot.card)} as a wild ${slot.letter.toUpperCase()}`
            : cardName(view, slot.card);
      const tileName = `Letter ${index + 1}: ${name}. ${draft.wildMode ? "Activate to flip face up or down." : "Activate to take it out; Shift+arrows move it."}`;
      const button = h(
        "button",
        {
          class: `card hb-tile${slot.wild ? " wild" : ""}${slot.card === null ? " missing" : ""}`,
          "data-testid": `tile-${index}`,
          "data-letter": slot.letter,
          "data-card": slot.card ?? "",
          "data-wild": String(slot.wild),
          disabled: !spelling,
        },
        // The picture carries the tile's name, so that what the tile shows and what it is called agree.
        slot.card === null ? ghostFace(slot.letter, tileName) : cardFace(view, slot.card, { wild: slot.wild, letter: slot.letter, title: tileName }),
        factor > 1 ? h("span", { class: "hb-mark double", "data-testid": `double-${slot.card}` }, `×${factor}`) : null,
        slot.wild && uncovered.has(slot.card) ? h("span", { class: "hb-mark uncover" }, "uncovered") : null,
      );
      if (spelling) {
        button.addEventListener("click", () => {
          if (suppressClick) return void (suppressClick = false);
          if (draft.wildMode) flip(index);
          else removeAt(index);
        });
        button.addEventListener("keydown", (event) => {
          if (event.shiftKey && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
            event.preventDefault();
            event.stopPropagation();
            const to = index + (event.key === "ArrowLeft" ? -1 : 1);
            if (to >= 0 && to < draft.slots.length) {
              focus.testid = `tile-${to}`;
              moveSlot(index, to, true);
            }
          } else if (event.key === "Delete" || event.key === "Backspace") {
            event.preventDefault();
            event.stopPropagation();
            focus.testid = draft.slots.length > 1 ? `tile-${Math.min(index, draft.slots.length - 2)}` : "word-input";
            removeAt(index);
          }
        });
        draggable(button, { tile: index });
      }
      // Keyed, the letter glides when it moves in the word; new, it flies in from its card (hand or Timeless
      // Classic) when the redraw glides.
      const slotKey = slot.card === null ? `hb-ghost-${index}` : `hb-tile-${slot.card}`;
      return h(
        "div",
        { class: "hb-slot", "data-key": slotKey, "data-from": slot.card === null ? null : `hb-card-${slot.card}` },
        button,
        showUncover
          ? h(
              "button",
              {
                class: "hb-uncover",
                "data-testid": `uncover-${slot.card}`,
                "aria-pressed": String(uncovered.has(slot.card)),
                title: "Turn this wild face up with an Uncover next to it",
                onclick: () => {
                  const set = new Set(uncovered);
                  if (set.has(slot.card)) set.delete(slot.card);
                  else set.add(slot.card);
                  draft.uncover = [...set];
                  changed();
                },
              },
              uncovered.has(slot.card) ? "✓ uncover" : "uncover",
            )
          : null,
      );
    }

    function previewPanel(result) {
      const line = (attrs, ...content) => h("p", { class: "muted hb-preview", "data-testid": "preview", ...attrs }, content);
      if (!draft.slots.length) return line({}, "Type a word, or tap or drag cards of your hand into the word.");
      const missing = draft.slots.filter((s) => s.card === null).map((s) => s.letter.toUpperCase());
      if (missing.length) return line({}, `Each letter needs a card: ${missing.join(", ")} still has none.`);
      if (!result) return line({}, "Reading the word…");
      const earned = result.earnings;
      if (!earned) return line({ "data-legal": String(result.legal) }, result.word ?? "");
      const parts = earningsParts(view, earned);
      const doubled = [...new Set(earned.doubled)].map((c) => `${cardName(view, c)} ×${1 + earned.doubled.filter((d) => d === c).length}`);
      // One short paragraph: what the word earns, then what turns on (genre bonuses, doubles, uncovers).
      return h(
        "p",
        { class: `hb-preview${result.legal ? " legal" : " not-legal"}`, "data-testid": "preview", "data-legal": String(result.legal) },
        h("strong", { "data-testid": "preview-word" }, result.word),
        result.legal ? " earns " : " would earn ",
        h("strong", { "data-testid": "preview-earnings" }, `${earned.coins}¢ and ${earned.prestige} prestige`),
        parts.length > 2 ? `, then ${parts.slice(2).join(", ")}` : "",
        ".",
        earned.active_genres.length
          ? h(
              "span",
              { "data-testid": "preview-genres" },
              " Bonus: ",
              earned.active_genres.map((g) => h("span", { class: "hb-chip" }, bandSymbol(GENRES[g].symbol, { size: 11, color: GENRES[g].fill }), ` ${GENRES[g].label}`)),
            )
          : null,
        doubled.length ? h("span", { "data-testid": "preview-doubles" }, ` Doubles: ${doubled.join(", ")}.`) : null,
        earned.uncovered.length ? h("span", { "data-testid": "preview-uncovered" }, ` Uncovers: ${earned.uncovered.map((c) => cardName(view, c)).join(", ")}.`) : null,
      );
    }

    /** The first letter still without a card, and the spare hand cards that could be it face down. */
    function missing() {
      const at = draft.slots.findIndex((s) => s.card === null);
      return at < 0 || !spelling ? null : { at, letter: draft.slots[at].letter.toUpperCase(), cards: spare() };
    }

    function missingOffer() {
      const gap = missing();
      if (!gap) return null;
      const { letter, cards } = gap;
      return h(
        "p",
        { class: "hb-offer-wild", "data-testid": "wild-offer" },
        cards.length
          ? `No free card shows ${letter}. Tap “wild ${letter}” under a hand card to play it face down as ${letter}.`
          : `No free card shows ${letter}, and no card is left to be a wild: take a letter out.`,
      );
    }

    /** Under a spare hand card, while a letter has no card: play this card face down as that letter. */
    function wildChoice(card) {
      const gap = missing();
      if (!gap || !gap.cards.includes(card)) return null;
      return h(
        "button",
        { class: "hb-small hb-wild-from", "data-testid": `wild-from-${card}`, "aria-label": `Play ${cardName(view, card)} as a wild ${gap.letter}`, onclick: () => wildFor(gap.at, card) },
        `wild ${gap.letter}`,
      );
    }

    function pendingWildAsk() {
      if (draft.pendingWild === null || !spelling) return null;
      const input = h("input", {
        class: "hb-wild-letter",
        "data-testid": "wild-letter",
        maxlength: 1,
        autocomplete: "off",
        autocapitalize: "characters",
        "aria-label": "Letter for the wild card",
        oninput: (event) => {
          const letter = event.target.value.toLowerCase().replace(/[^a-z]/g, "");
          if (letter) setPendingLetter(letter);
        },
        onkeydown: (event) => {
          if (event.key === "Escape") {
            draft.pendingWild = null;
            changed();
          }
        },
      });
      focus.testid = "wild-letter";
      return h("label", { class: "hb-ask" }, `Play ${cardName(view, draft.pendingWild)} face down as the letter: `, input);
    }

    /**
     * The parts of the own area while spelling: `word` (the tiles, the wild questions, the preview) and
     * `controls` (typing, Spell, Wild, Reset, Skip), which the table puts under the hand.
     */
    function panel() {
      const result = current();
      if (spelling && complete() && !result) queueMicrotask(judge);
      if (spelling && result && !result.legal) say(result.reason);
      const input = h("input", {
        class: "hb-word-input",
        "data-testid": "word-input",
        value: text(),
        autocomplete: "off",
        autocapitalize: "characters",
        autocorrect: "off",
        spellcheck: "false",
        "aria-label": "Type your word",
        placeholder: "type a word",
        disabled: !spelling,
        oninput: (event) => {
          focus.testid = "word-input";
          focus.caret = event.target.selectionStart;
          fromText(event.target.value);
        },
        onkeydown: (event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            spell();
          } else if (event.key === "Escape") {
            event.preventDefault();
            reset();
          }
        },
      });
      const row = h(
        "div",
        { class: "hb-word-row", "data-testid": "word-row", "data-marks": marks(result), "aria-label": `Your word: ${text().toUpperCase() || "empty"}` },
        draft.slots.length ? draft.slots.map((slot, i) => tile(slot, i, result)) : h("span", { class: "muted hb-empty" }, "Your word goes here."),
      );
      const gap = missingOffer();
      const word = h("section", { class: "hb-word", "data-testid": "word", "aria-label": "Your word" }, row, pendingWildAsk(), gap ?? previewPanel(result));
      const controls = [
        h("button", { class: "primary", "data-testid": "spell", disabled: !(spelling && complete() && result?.legal), onclick: spell }, "Spell"),
        input,
        h(
          "button",
          {
            "data-testid": "wild",
            "aria-pressed": String(draft.wildMode),
            disabled: !spelling,
            title: "Then tap a hand card to add it face down, or a card of the word to flip it",
            onclick: () => {
              draft.wildMode = !draft.wildMode;
              draft.pendingWild = null;
              changed();
            },
          },
          draft.wildMode ? "Wild: pick a card" : "Wild",
        ),
        h("button", { "data-testid": "reset", disabled: !(spelling && draft.slots.length), onclick: reset }, "Reset"),
        draft.uncover !== null
          ? h("button", { "data-testid": "uncover-auto", onclick: () => ((draft.uncover = null), changed()) }, "Uncover: game's choice")
          : null,
        h("button", { "data-testid": "skip", disabled: !spelling, title: "Skip the turn: spell nothing", onclick: () => attempt({ type: "skip" }) }, "Skip"),
      ];
      return { word, controls, hints: keyHints("type letters · Enter spell · Esc reset · Shift+←/→ move a letter") };
    }

    /** After the table is redrawn: put the focus back where the person was typing. */
    function restoreFocus(root, focusedId, caretBefore = null) {
      const wanted = focus.testid ?? focusedId;
      const caret = focus.testid ? focus.caret : caretBefore;
      focus.testid = focus.caret = null;
      if (!wanted) return;
      const element = root.querySelector(`[data-testid="${CSS.escape(wanted)}"]`);
      if (!element || element.disabled) return;
      element.focus();
      if (wanted === "word-input") {
        const at = Math.min(caret ?? element.value.length, element.value.length);
        element.setSelectionRange(at, at);
      }
    }

    /** Keys typed outside any field while spelling: letters go to the word, Enter spells, Esc resets. */
    function keyboard(event) {
      if (!spelling) return false;
      if (/^[a-zA-Z]$/.test(event.key)) {
        focus.testid = "word-input";
        fromText(text() + event.key.toLowerCase());
        return true;
      }
      if (event.key === "Enter" && event.target === document.body) return spell(), true;
      if (event.key === "Escape") return reset(), true;
      return false;
    }

    return { panel, isUsed, cardButtonSetup, wildChoice, restoreFocus, keyboard, typed: text };
  }

  return wordBuilder;
}
