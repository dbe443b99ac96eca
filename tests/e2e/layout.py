"""A watch over the table's layout while a test plays: after every redraw the page itself checks that the player's
own area (its prompt, hand and every enabled button) and the match bar's buttons are inside the viewport, that
nothing is wider than the viewport, that the page has not scrolled, that on a touch screen every button of the table
is big enough for a finger, and, at the end, that the result sheet and its buttons are in view. What it finds is kept
in the page, with the prompt of the moment, for the test to read."""

from __future__ import annotations

# Screen sizes the table must fit, phone first: (name, context options).
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
SMALL_PHONE = {"viewport": {"width": 360, "height": 640}, "is_mobile": True, "has_touch": True}
TABLET = {"viewport": {"width": 768, "height": 1024}, "is_mobile": True, "has_touch": True}
LAPTOP = {"viewport": {"width": 1366, "height": 768}}
WIDE = {"viewport": {"width": 1920, "height": 1080}}
SIZES = {"phone": PHONE, "small-phone": SMALL_PHONE, "tablet": TABLET, "laptop": LAPTOP, "wide": WIDE}

WATCH = """
window.__layoutProblems = [];
window.__layoutChecks = 0;
(() => {
  const label = (el) => el.dataset.testid ?? el.getAttribute("aria-label") ?? el.textContent.trim().slice(0, 30);
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  // An element in motion is judged where it lands, not mid-flight. The animation may be an ancestor's: a word's
  // letter flies in as its slot, and a flight caught at its start (scaled to 0.6, over its card) was taken for a
  // letter out of the player's area.
  const moving = (el) =>
    document.getAnimations().some((a) => a.playState === "running" && a.effect?.target?.contains(el));
  // What the whole page shows wrong: too wide, scrolled, a match-bar button off the screen.
  function pageProblems() {
    const problems = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > innerWidth + 1) problems.push(`the page is ${pageWidth} px wide`);
    if (scrollY !== 0) problems.push(`the page scrolled to ${scrollY}`);
    for (const el of document.querySelectorAll(".match-bar button")) {
      const r = el.getBoundingClientRect();
      if (!shown(el) || r.right <= innerWidth + 1) continue;
      problems.push(`match bar's ${label(el)} ends at x ${Math.round(r.right)}`);
    }
    return problems;
  }
  // On a touch screen, the table's buttons a finger presses: WCAG's 24 px across, and 30 px tall (Hardback's
  // Buy buttons were 22 px tall on a phone, Roll to the Top's written numbers 23).
  function fingerProblems() {
    if (!matchMedia("(pointer: coarse)").matches) return [];
    const problems = [];
    for (const el of document.querySelectorAll(".match button:not(:disabled)")) {
      if (!shown(el) || moving(el) || el.closest("details:not([open])")) continue;
      const r = el.getBoundingClientRect();
      if (r.width >= 24 && r.height >= 30) continue;
      problems.push(`${label(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px under a finger`);
    }
    return problems;
  }
  // A field's hint that does not fit in it: Hardback's "type a word" read "type a wo" on a 360 px phone.
  function hintProblems() {
    const problems = [];
    const measure = document.createElement("canvas").getContext("2d");
    for (const el of document.querySelectorAll(".match input[placeholder]")) {
      if (el.value || !shown(el)) continue;
      const hint = getComputedStyle(el, "::placeholder"), box = getComputedStyle(el);
      measure.font = `${hint.fontStyle} ${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
      const room = el.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      const needs = measure.measureText(el.placeholder).width;
      if (needs <= room + 0.5) continue;
      problems.push(`${label(el)}'s hint "${el.placeholder}" needs ${Math.round(needs)} px of ${Math.round(room)}`);
    }
    return problems;
  }
  // A "·" between two figures of a player's panel left at a line's end or start by the wrap of a narrow panel
  // (Odin's "9 cards ·" / "0 points").
  function separatorProblems() {
    const problems = [];
    for (const panel of document.querySelectorAll(".match .players > li")) {
      if (!panel.textContent.includes("·") || !shown(panel)) continue;
      const glyphs = [];
      const texts = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (let i = 0; i < node.data.length; i++) {
          if (!node.data[i].trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (box?.width) glyphs.push({ glyph: node.data[i], middle: (box.top + box.bottom) / 2, height: box.height });
        }
      }
      const sameLine = (a, b) => a && b && Math.abs(a.middle - b.middle) < Math.min(a.height, b.height) / 2;
      glyphs.forEach((dot, k) => {
        if (dot.glyph === "·" && !(sameLine(glyphs[k - 1], dot) && sameLine(dot, glyphs[k + 1]))) {
          problems.push(`${label(panel)}'s "·" ends or starts a line`);
        }
      });
    }
    return problems;
  }
  // What of the player's area (or the result sheet over it) is out of its view.
  function areaProblems() {
    const sheet = document.querySelector("[data-testid=result-sheet]:not([hidden])");
    const area = sheet ?? document.querySelector("[data-testid=own]");
    if (!area || !shown(area)) return [];
    const problems = [];
    const box = area.getBoundingClientRect();
    const top = Math.max(0, box.top) - 1, bottom = Math.min(innerHeight, box.bottom) + 1;
    const wanted = sheet
      ? sheet.querySelectorAll("button")
      : area.querySelectorAll("[data-testid=prompt], [data-testid=hand], button:not(:disabled)");
    for (const el of wanted) {
      if (!shown(el) || moving(el) || el.closest("details:not([open])")) continue;
      const r = el.getBoundingClientRect();
      if (r.top < top || r.bottom > bottom || r.left < -1 || r.right > innerWidth + 1) {
        const [x0, x1, y0, y1] = [r.left, r.right, r.top, r.bottom].map(Math.round);
        problems.push(`${label(el)} at x ${x0}–${x1}, y ${y0}–${y1}`);
      }
    }
    if (problems.length) {
      const shows = `${Math.round(top + 1)}–${Math.round(bottom - 1)}, scrolled ${Math.round(area.scrollTop)}`;
      problems.push(`(the ${sheet ? "result sheet" : "player's area"} shows y ${shows})`);
    }
    return problems;
  }
  // The page's problems are kept even when no player's area is shown (a hand-off, a game's end): they were dropped.
  function check() {
    if (!document.querySelector(".match")) return;
    window.__layoutChecks += 1;
    const problems = [
      ...pageProblems(), ...areaProblems(), ...fingerProblems(), ...hintProblems(), ...separatorProblems(),
    ];
    if (problems.length) {
      const prompt = document.querySelector("[data-testid=prompt]")?.textContent.slice(0, 80) ?? "";
      window.__layoutProblems.push(`${prompt}: ${problems.join("; ")}`);
    }
  }
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => requestAnimationFrame(() => ((queued = false), check())));
  };
  new MutationObserver(later).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["hidden", "class"],
  });
  addEventListener("resize", later);
})();
"""


def watch_layout(context) -> None:
    """Check the table's layout in every page of ``context`` after each redraw (read it with layout_problems)."""
    context.add_init_script(WATCH)


def layout_problems(page) -> tuple[int, list[str]]:
    """How many redraws were checked, and what was out of view or too wide, with the prompt of the moment."""
    # The last redraw's check runs two frames after it: wait three.
    return page.evaluate(
        """() => new Promise((done) => {
             const found = () => done([window.__layoutChecks, window.__layoutProblems]);
             const frames = (n) => (n ? requestAnimationFrame(() => frames(n - 1)) : found());
             frames(3);
           })"""
    )
