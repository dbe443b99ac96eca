// The one animation helper of every game: measure, redraw, animate the difference (FLIP). Elements that stand for
// the same thing from one view to the next carry the same data-key (a card, a die, a box, a letter); after a
// redraw each keyed element glides from where its twin was. A new element with data-from="<key>" (a card a bot
// played, from that bot's panel) flies in from that element. The new elements are in place and clickable at once:
// only their drawing moves, so a click made during an animation is never lost. A keyed element with a numeric
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
  for (const element of root.querySelectorAll("[data-key]")) {
    const { key = "", count, roll } = /** @type {HTMLElement} */ (element).dataset;
    const box = element.getBoundingClientRect();
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
  /** @type {Animation[]} */
  const started = [];
  const animate = (/** @type {Element} */ target, /** @type {Keyframe[]} */ frames, extra = {}) => {
    const animation = target.animate(frames, { duration, ...extra });
    animation.currentTime = elapsed;
    started.push(animation);
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
    { opacity: 0, offset: end },
    { opacity: 0, offset: 1 },
  ];
  let previous = "";
  const overlays = Array.from({ length: flickers }, (_, i) => {
    const choices = others.filter((face) => face !== previous);
    previous = choices[Math.floor(Math.random() * choices.length)] ?? others[0];
    const overlay = /** @type {SVGElement | HTMLElement} */ (number.cloneNode(false));
    overlay.removeAttribute("data-faces");
    overlay.setAttribute("aria-hidden", "true");
    overlay.style.opacity = "0"; // shown only by its animation
    overlay.textContent = previous;
    number.after(overlay);
    animate(overlay, during((i / flickers) * settle, ((i + 1) / flickers) * settle));
    return overlay;
  });
  const landing = animate(number, during(settle, 1).slice(0, 4));
  const tidy = () => overlays.forEach((overlay) => overlay.remove());
  landing.finished.then(tidy, tidy);
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
    const { roll } = html.dataset;
    const tumbled = twin && roll !== undefined ? (twin.roll === roll ? twin.tumbled : 0) : null;
    if (tumbled !== null) tumble(html, duration * 2.4, tumbled);
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
