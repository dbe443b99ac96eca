// QR codes of invite links and reply codes, so a friend can point a phone at the screen instead of copying.
// Drawn by lean-qr (vendored, imported on first use) as an SVG element: no innerHTML, nothing fetched.
import { h } from "./dom.js";

/** A collapsed "QR code" box; the code is drawn the first time it is opened, from `getText()` at that time. */
export function qrBox(testid, getText, label = "Show a QR code") {
  const box = h("details", { class: "qr", "data-testid": testid }, h("summary", {}, label));
  box.addEventListener("toggle", async () => {
    if (!box.open || box.querySelector("svg")) return;
    const [{ generate }, { toSvg }] = await Promise.all([import("lean-qr"), import("lean-qr/extras/svg")]);
    const svg = toSvg(generate(getText()), document, { on: "#000", off: "#fff", pad: 4 });
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "QR code of the link above");
    box.append(svg);
  });
  return box;
}
