// The whole card, large: a long press (touch), a right click (mouse), or the context-menu key or Shift+F10 on a
// focused card shows it at a readable size with its full text, for every game alike. A card is any element with a
// picture inside (<svg role="img">) whose accessible name says the card in full; the games already draw theirs
// so. Escape, a tap or a click anywhere closes it. A long press never also counts as a tap on the card.
import { h } from "./dom.js";

const LONG_PRESS_MS = 450;
const MOVE_TOLERANCE_PX = 10;

/** @param {EventTarget | null} target */
function pictureAt(target) {
  const card = target instanceof Element ? target.closest(".card, .lt-card, [data-key]") : null;
  const picture = card?.querySelector("svg[role=img][aria-label]");
  return picture ? { card, picture } : null;
}

/**
 * Watch `root` for requests to see a card whole, until `signal` aborts.
 * @param {HTMLElement} root
 * @param {AbortSignal} signal
 */
export function watchCardDetails(root, signal) {
  const panel = h("div", { class: "card-detail", "data-testid": "card-detail", role: "dialog", "aria-modal": "false", hidden: true });
  root.append(panel);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let start = { x: 0, y: 0 };
  let swallowClick = false;

  /** @param {Element} picture */
  function show(picture) {
    const name = picture.getAttribute("aria-label") ?? "";
    const large = /** @type {Element} */ (picture.cloneNode(true));
    large.removeAttribute("width");
    large.removeAttribute("height");
    large.setAttribute("aria-hidden", "true");
    panel.replaceChildren(
      h("div", { class: "card-detail-picture" }, large),
      h("p", { "data-testid": "card-detail-text" }, name),
      h("button", { class: "primary", "data-testid": "card-detail-close", onclick: hide }, "Close"),
    );
    panel.setAttribute("aria-label", name);
    panel.hidden = false;
    panel.querySelector("button")?.focus({ preventScroll: true });
  }

  function hide() {
    if (panel.hidden) return;
    panel.hidden = true;
    panel.replaceChildren();
  }

  const options = { signal, capture: true };
  root.addEventListener(
    "pointerdown",
    (event) => {
      if (!panel.hidden && !panel.contains(/** @type {Node} */ (event.target))) hide();
      swallowClick = false;
      const found = event.pointerType === "touch" ? pictureAt(event.target) : null;
      if (!found) return;
      start = { x: event.clientX, y: event.clientY };
      timer = setTimeout(() => {
        swallowClick = true;
        show(found.picture);
      }, LONG_PRESS_MS);
    },
    options,
  );
  root.addEventListener(
    "pointermove",
    (event) => {
      if (timer !== undefined && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) {
        clearTimeout(timer);
        timer = undefined;
      }
    },
    options,
  );
  for (const type of ["pointerup", "pointercancel"]) root.addEventListener(type, () => clearTimeout(timer), options);
  root.addEventListener(
    "click",
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    options,
  );
  root.addEventListener(
    "contextmenu",
    (event) => {
      const found = pictureAt(event.target);
      if (!found) return;
      event.preventDefault();
      show(found.picture);
    },
    options,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || panel.hidden) return;
      hide();
      event.stopPropagation(); // the table's own Escape (clear a selection, close the log) waits for the next one
    },
    options,
  );
}
