// The one animation helper of every game: measure, redraw, animate the difference (FLIP). Elements that stand for
// the same thing from one view to the next carry the same data-key (a card, a die, a box, a letter); after a
// redraw each keyed element glides from where its twin was. A new element with data-from="<key>" (a card a bot
// played, from that bot's panel) flies in from that element. The new elements are in place and clickable at once:
// only their drawing moves, so a click made during an animation is never lost. A keyed element with a numeric
// data-count (coins, prestige, points) counts from its twin's number to its own.

/** The player's chosen speed of the table (bots' pauses and the motion): "instant", "normal" or "slow". */
export const SPEEDS = {
  instant: { botDelay: 0, motion: 0 },
  normal: { botDelay: 600, motion: 1 },
  slow: { botDelay: 1500, motion: 1.8 },
};
const SPEED_KEY = "parlour.speed";
const BASE_MS = 260;

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
  /** @type {Map<string, {box: DOMRect, count: number}>} */
  const found = new Map();
  for (const element of root.querySelectorAll("[data-key]")) {
    const { key = "", count } = /** @type {HTMLElement} */ (element).dataset;
    const box = element.getBoundingClientRect();
    if (box.width && box.height && !found.has(key)) found.set(key, { box, count: Number(count) });
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
 * Run `redraw`, then move every keyed element inside `root` from its old place to its new one.
 * @param {Element} root
 * @param {() => void} redraw
 */
export function glide(root, redraw) {
  const scale = motionScale();
  const before = scale ? measure(root) : null;
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
    const old = (twin ?? (from ? before.get(from) : undefined))?.box;
    if (!old) continue;
    const now = element.getBoundingClientRect();
    if (!now.width || !now.height) continue;
    // Inside a scaled SVG (a board drawn to fit), a transform counts in the drawing's units, not in pixels.
    const units = element instanceof SVGGraphicsElement ? element.ownerSVGElement?.getScreenCTM() : null;
    const dx = (old.left - now.left) / (units?.a || 1);
    const dy = (old.top - now.top) / (units?.d || 1);
    if (Math.abs(old.left - now.left) < 1 && Math.abs(old.top - now.top) < 1) continue;
    const grow = twin ? `scale(${old.width / now.width}, ${old.height / now.height})` : "scale(0.6)";
    const frame = { transformOrigin: "top left", transformBox: "fill-box" };
    element.animate([{ ...frame, transform: `translate(${dx}px, ${dy}px) ${grow}` }, { ...frame, transform: "none" }], {
      duration,
      easing: "cubic-bezier(0.2, 0.7, 0.3, 1)",
    });
  }
}
