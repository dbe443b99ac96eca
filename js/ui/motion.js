// The one animation helper of every game: measure, redraw, animate the difference (FLIP). Elements that stand for
// the same thing from one view to the next carry the same data-key (a card, a die, a box, a letter); after a
// redraw each keyed element glides from where its twin was. A new element with data-from="<key>" (a card a bot
// played, from that bot's panel) flies in from that element. The new elements are in place and clickable at once:
// only their drawing moves, so a click made during an animation is never lost. A flight that starts outside what
// the element's scrolling region shows (a card from the shared table into the player's area) would be cut off by
// that region: a likeness of the element flies over the whole page instead (see fly). A keyed element with a numeric
// data-count (coins, prestige, points) counts from its twin's number to its own. A keyed element whose data-roll
// differs from its twin's is a die rolled anew: it tumbles (see tumble).

/** The player's chosen speed of the table (bots' pauses and the motion): "instant", "normal" or "slow". */
export const SPEEDS = {
  instant: { botDelay: 0, motion: 0 },
  normal: { botDelay: 600, motion: 1 },
  slow: { botDelay: 1500, motion: 1.8 },
};
const SPEED_KEY = "parlour.speed";
const BASE_MS = 260;
const TUMBLE = "tumble"; // the id of a rolled die's spin, found again when the die is redrawn mid-tumble
/**
 * A likeness of an element flying over the page (see fly): the page's elements of this class are the flights under
 * way, each knowing the element it stands for and how to land.
 * @typedef {HTMLDivElement & {standsFor: Element, land: () => void}} Ghost
 */
const GHOST_CLASS = "motion-ghost";
const ghostsInFlight = () => /** @type {Ghost[]} */ ([...document.querySelectorAll(`.${GHOST_CLASS}`)]);

/** @returns {keyof typeof SPEEDS} */
export function speed() {
  const chosen = localStorage.getItem(SPEED_KEY);
  return chosen && chosen in SPEEDS ? /** @type {keyof typeof SPEEDS} */ (chosen) : "normal";
}

/** @param {keyof typeof SPEEDS} name */
export function setSpeed(name) {
  localStorage.setItem(SPEED_KEY, name);
}

function motionScale() {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return 0;
  return SPEEDS[speed()].motion;
}

/**
 * Where each keyed element is, and the number it shows.
 * @param {Element} root
 */
function measure(root) {
  /** @type {Map<string, {box: DOMRect, count: number, roll: string | undefined, tumbled: number | null}>} */
  const found = new Map();
  const ghosts = new Map(ghostsInFlight().map((ghost) => [ghost.standsFor, ghost]));
  for (const element of root.querySelectorAll("[data-key]")) {
    const { key = "", count, roll } = /** @type {HTMLElement} */ (element).dataset;
    const box = (ghosts.get(element) ?? element).getBoundingClientRect(); // in flight: where it is seen
    const spin = roll === undefined ? null : element.getAnimations({ subtree: true }).find((a) => a.id === TUMBLE && a.playState === "running");
    const tumbled = spin ? Number(spin.currentTime) : null;
    if (box.width && box.height && !found.has(key)) found.set(key, { box, count: Number(count), roll, tumbled });
  }
  return found;
}

/**
 * @param {HTMLElement} element
 * @param {number} from
 * @param {number} to
 * @param {number} duration
 */
function countUp(element, from, to, duration) {
  const start = performance.now();
  const text = element.textContent ?? "";
  const shown = String(to);
  if (!text.includes(shown)) return; // the number is not the element's whole text: leave it be
  const step = (/** @type {number} */ now) => {
    const t = Math.min(1, (now - start) / duration);
    element.textContent = text.replace(shown, String(Math.round(from + (to - from) * t)));
    if (t < 1 && element.isConnected) requestAnimationFrame(step);
  };
  step(start);
}

/**
 * A die rolled anew: its body (the element marked data-tumble) spins in, shrunk and blurred, while its number
 * flickers through other faces (from data-faces) before it settles. The real number is in the DOM from the start,
 * for tests and screen readers: it is only made transparent, and the flickering faces drawn over it are
 * aria-hidden copies, removed when the tumble ends. A die redrawn mid-tumble (another player's move redraws the
 * table) goes on from `elapsed` ms.
 * @param {HTMLElement} element
 * @param {number} duration
 * @param {number} elapsed
 */
function tumble(element, duration, elapsed) {
  const body = element.querySelector("[data-tumble]") ?? element;
  const drawing = element.querySelector("svg") ?? element;
  const spin = { transformOrigin: "50% 50%", transformBox: "fill-box" };
  const animate = (/** @type {Element} */ target, /** @type {Keyframe[]} */ frames, extra = {}) => {
    const animation = target.animate(frames, { duration, ...extra });
    animation.currentTime = elapsed;
    return animation;
  };
  animate(
    body,
    [
      { ...spin, transform: "rotate(-200deg) scale(0.55)" },
      { ...spin, transform: "rotate(25deg) scale(1.12)", offset: 0.55 },
      { ...spin, transform: "rotate(-6deg) scale(0.97)", offset: 0.8 },
      { ...spin, transform: "none" },
    ],
    { id: TUMBLE, easing: "cubic-bezier(0.3, 0.6, 0.4, 1)" },
  );
  animate(drawing, [{ filter: "blur(2.5px)" }, { filter: "blur(1px)", offset: 0.4 }, { filter: "blur(0)", offset: 0.8 }, { filter: "none" }]);
  const number = /** @type {SVGElement | HTMLElement | null} */ (element.querySelector("[data-faces]"));
  if (!number) return;
  const shown = number.textContent ?? "";
  const others = (number.dataset.faces ?? "").split(" ").filter((face) => face && face !== shown);
  if (!others.length) return;
  const settle = 0.75; // the share of the tumble that flickers before the real face shows
  const flickers = 7;
  /** A keyframe list that shows an element only from `start` to `end` (shares of the tumble). */
  const during = (start, end) => [
    { opacity: 0, offset: 0 },
    { opacity: 0, offset: start },
    { opacity: 1, offset: start },
    { opacity: 1, offset: end },
    ...(end < 1 ? [{ opacity: 0, offset: end }, { opacity: 0, offset: 1 }] : []),
  ];
  let previous = "";
  const overlays = Array.from({ length: flickers }, (_, i) => {
    const choices = others.filter((face) => face !== previous);
    previous = choices[Math.floor(Math.random() * choices.length)] ?? others[0];
    const overlay = /** @type {SVGElement | HTMLElement} */ (number.cloneNode(false));
    overlay.removeAttribute("data-faces");
    overlay.setAttribute("aria-hidden", "true");
    overlay.style.opacity = "0"; // shown only by its animation
    // Above the number, a face would take a press, and the face is gone as the die lands: a press begun on it and
    // ended after made no click (a tap lost on a die that had just rolled)
    overlay.style.pointerEvents = "none";
    overlay.textContent = previous;
    number.after(overlay);
    animate(overlay, during((i / flickers) * settle, ((i + 1) / flickers) * settle));
    return overlay;
  });
  const landing = animate(number, during(settle, 1));
  const tidy = () => overlays.forEach((overlay) => overlay.remove());
  landing.finished.then(tidy, tidy);
}

/** Computed styles a likeness copies from its element, so that it looks the same outside the element's place. */
const LOOKS = [
  ...["display", "width", "height", "line-height", "letter-spacing", "text-align", "white-space", "color", "opacity"],
  ...["top", "right", "bottom", "left"].flatMap((side) => [`padding-${side}`, ...["width", "style", "color"].map((p) => `border-${side}-${p}`)]),
  ...["border-radius", "background-color", "background-image", "box-shadow", "font-family", "font-size", "font-weight", "font-style"],
  ...["fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "text-anchor", "dominant-baseline"],
];

/**
 * A copy of `element` that draws the same anywhere on the page: its own and its descendants' looks written inline,
 * and nothing that names it (test ids, keys, roles) so that it is never taken for the element.
 * @param {Element} element
 */
function likeness(element) {
  const copy = /** @type {Element} */ (element.cloneNode(true));
  const originals = [element, ...element.querySelectorAll("*")];
  const copies = [copy, ...copy.querySelectorAll("*")];
  originals.forEach((original, i) => {
    const style = getComputedStyle(original);
    const target = /** @type {HTMLElement | SVGElement} */ (copies[i]);
    for (const name of LOOKS) target.style.setProperty(name, style.getPropertyValue(name));
    for (const { name } of [...target.attributes]) {
      if (/^(id|role|title|aria-.*|data-(testid|key|from|count|roll))$/.test(name)) target.removeAttribute(name);
    }
    if (target.matches("button, a[href], input, select, textarea, [tabindex]")) target.setAttribute("tabindex", "-1");
  });
  const body = /** @type {HTMLElement | SVGElement} */ (copy);
  Object.assign(body.style, { margin: "0", transform: "none", boxSizing: "border-box", width: "100%", height: "100%" });
  if (!(element instanceof SVGGraphicsElement) || element instanceof SVGSVGElement) return copy;
  // A part of a drawing (a number in a box) needs a drawing of its own around it, cut to the part's box.
  const { x, y, width, height } = element.getBBox();
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `${x} ${y} ${width} ${height}`);
  Object.assign(svg.style, { display: "block", width: "100%", height: "100%", overflow: "visible" });
  svg.append(copy);
  return svg;
}

/**
 * `element` moves from `old` to `now` where a scrolling region would cut its flight off: a likeness of it flies
 * over the whole page while the element, already in place, stays transparent until the likeness lands. A click on
 * the likeness is the element's (if the element takes clicks), so a tap during the flight is never lost.
 * @param {Element} element
 * @param {DOMRect} old
 * @param {DOMRect} now
 * @param {string} grow  the likeness's scale at the start
 * @param {number} duration
 */
function fly(element, old, now, grow, duration) {
  const ghost = /** @type {Ghost} */ (document.createElement("div"));
  ghost.className = GHOST_CLASS;
  ghost.setAttribute("aria-hidden", "true");
  Object.assign(ghost.style, {
    position: "fixed",
    left: `${now.left}px`,
    top: `${now.top}px`,
    width: `${now.width}px`,
    height: `${now.height}px`,
    margin: "0",
    zIndex: "40",
    pointerEvents: "none",
  });
  ghost.append(likeness(element));
  const clickable = element.closest("button:not(:disabled), [role=button], a[href]");
  if (clickable) {
    ghost.style.pointerEvents = "auto";
    ghost.style.cursor = "pointer";
    // A press on the likeness clicks the element as it ends, wherever the likeness has flown by then, or if it has
    // landed and gone: the browser's own click needs the press to end on what it began on, and a card flying away
    // under a finger (or gone from under it) took none.
    ghost.addEventListener("pointerdown", () => {
      const press = new AbortController();
      const options = { signal: press.signal, capture: true };
      const click = () => (clickable instanceof HTMLElement ? clickable.click() : clickable.dispatchEvent(new MouseEvent("click", { bubbles: true })));
      document.addEventListener("pointerup", () => (press.abort(), clickable.isConnected && click()), options);
      document.addEventListener("pointercancel", () => press.abort(), options);
    });
  }
  document.body.append(ghost);
  const flight = ghost.animate(
    [
      { transformOrigin: "top left", transform: `translate(${old.left - now.left}px, ${old.top - now.top}px) ${grow}` },
      { transformOrigin: "top left", transform: "none" },
    ],
    { duration, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
  );
  const hidden = element.animate([{ opacity: 0 }, { opacity: 0 }], { duration });
  ghost.standsFor = element;
  ghost.land = () => {
    hidden.cancel();
    ghost.remove();
  };
  flight.finished.then(ghost.land, ghost.land);
}

/**
 * Whether a flight from `old` to the element's place would start where the element cannot be seen: outside the part
 * of the screen that its clipping ancestors (a scrolling region, a drawing) show.
 * @param {Element} element
 * @param {DOMRect} old
 */
function startsOutOfSight(element, old) {
  let [left, top, right, bottom] = [0, 0, innerWidth, innerHeight];
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(at);
    if (overflowX === "visible" && overflowY === "visible") continue;
    const box = at.getBoundingClientRect();
    [left, top, right, bottom] = [Math.max(left, box.left), Math.max(top, box.top), Math.min(right, box.right), Math.min(bottom, box.bottom)];
  }
  const slack = 2;
  return old.left < left - slack || old.top < top - slack || old.right > right + slack || old.bottom > bottom + slack;
}

/**
 * Run `redraw`, then move every keyed element inside `root` from its old place to its new one.
 * @param {Element} root
 * @param {() => void} redraw
 */
export function glide(root, redraw) {
  const scale = motionScale();
  const before = scale ? measure(root) : null;
  for (const ghost of ghostsInFlight()) ghost.land(); // what was in flight goes on from where it was seen (measured)
  redraw();
  if (!before || !before.size) return;
  const duration = BASE_MS * scale;
  for (const element of root.querySelectorAll("[data-key], [data-from]")) {
    const html = /** @type {HTMLElement} */ (element);
    const { key = "", from = "", count } = html.dataset;
    const twin = before.get(key);
    if (twin && count !== undefined && Number.isFinite(twin.count) && twin.count !== Number(count)) {
      countUp(html, twin.count, Number(count), duration * 2);
    }
    const { roll } = html.dataset;
    const tumbled = twin && roll !== undefined ? (twin.roll === roll ? twin.tumbled : 0) : null;
    if (tumbled !== null) tumble(html, duration * 2.4, tumbled);
    const old = (twin ?? (from ? before.get(from) : undefined))?.box;
    if (!old) continue;
    const now = element.getBoundingClientRect();
    if (!now.width || !now.height) continue;
    if (Math.abs(old.left - now.left) < 1 && Math.abs(old.top - now.top) < 1) continue;
    const grow = twin ? `scale(${old.width / now.width}, ${old.height / now.height})` : "scale(0.6)";
    if (startsOutOfSight(element, old)) {
      fly(element, old, now, grow, duration);
      continue;
    }
    // Inside a scaled SVG (a board drawn to fit), a transform counts in the drawing's units, not in pixels.
    const units = element instanceof SVGGraphicsElement ? element.ownerSVGElement?.getScreenCTM() : null;
    const dx = (old.left - now.left) / (units?.a || 1);
    const dy = (old.top - now.top) / (units?.d || 1);
    const frame = { transformOrigin: "top left", transformBox: "fill-box" };
    element.animate([{ ...frame, transform: `translate(${dx}px, ${dy}px) ${grow}` }, { ...frame, transform: "none" }], {
      duration,
      easing: "cubic-bezier(0.2, 0.7, 0.3, 1)",
    });
  }
}
