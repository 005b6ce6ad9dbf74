// link_qr.js — the open game's link as a QR code in the share panel, so a phone's camera can
// carry the game away from this screen. The engine makes the code (hexrealms.link_qr, the
// pinned segno wheel, loaded by the worker the first time); this draws it on a canvas, black
// on white with the four-module quiet zone a reader needs.
//
//   mountLinkQr(container, { session, linkFor, changes })
//     container: element the "Show QR code" button and the code go in (appended)
//     linkFor:   token -> the page URL that opens it (persistence.js's pageLinkFor)
//     changes:   the view causes that change the game (persistence.js's SAVING_CAUSES)
//   While shown, the code follows the game: it is made again after every change of it.
//
// Test hooks: .link-qr[data-state] "hidden" | "drawing" | "shown" | "none" (no code:
//             the caption says why, e.g. a link too long);
//             .link-qr canvas[data-link] the link the code on screen holds.

import { el } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";

const QUIET = 4; // modules of white around the code (ISO/IEC 18004)
const MODULE_PX = 4; // CSS pixels a module at most; the panel's width may make it less

/**
 * Adds the QR control to the share panel.
 * @param {HTMLElement} container
 * @param {{session: import("../engine/session.js").session, linkFor: (token: string) => string,
 *          changes: Set<string>}} options  changes: the view causes that change the game
 */
export function mountLinkQr(container, { session, linkFor, changes }) {
  const toggle = tip(el("button", {
    class: "link-qr-toggle", text: "Show QR code",
    attrs: { type: "button", "aria-expanded": "false" },
  }), "Show this position's link as a QR code: point a phone's camera at it to open the game there.");
  toggle.disabled = true;
  const canvas = el("canvas", { attrs: { role: "img", "aria-label": "QR code of the link to this position" } });
  const caption = el("p", { class: "link-qr-caption", attrs: { "aria-live": "polite" } });
  const figure = el("figure", { class: "link-qr", data: { state: "hidden" } }, [canvas, caption]);
  figure.hidden = true;
  container.append(toggle, figure);

  let shown = false;
  let drawing = Promise.resolve();

  toggle.addEventListener("click", () => {
    shown = !shown;
    toggle.textContent = shown ? "Hide QR code" : "Show QR code";
    toggle.setAttribute("aria-expanded", String(shown));
    figure.hidden = !shown;
    if (shown) redraw();
    else figure.dataset.state = "hidden";
  });

  session.on("view", (_view, { cause }) => {
    if (!changes.has(cause)) return;
    toggle.disabled = false;
    if (shown) redraw();
  });

  function redraw() {
    figure.dataset.state = "drawing";
    drawing = drawing.then(draw).catch(() => {});
  }

  async function draw() {
    if (!shown) return;
    let url;
    try {
      url = linkFor(await session.call("to_link"));
      const code = await session.call("link_qr", url);
      paint(canvas, code.rows);
      canvas.dataset.link = url;
      canvas.hidden = false;
      caption.textContent = `Point a phone's camera at the code to open this position there `
        + `(${url.length} characters, version ${code.version}, error correction ${code.error}).`;
      figure.dataset.state = "shown";
    } catch (error) {
      canvas.hidden = true;
      delete canvas.dataset.link;
      caption.textContent = String(error?.message ?? error);
      figure.dataset.state = "none";
    }
  }
}

/** Draws rows of "1" (dark) and "0" (light) modules with the quiet zone, crisp at any zoom. */
function paint(canvas, rows) {
  const modules = rows.length + 2 * QUIET;
  const scale = Math.ceil(MODULE_PX * (window.devicePixelRatio || 1));
  canvas.width = canvas.height = modules * scale;
  canvas.style.maxWidth = `${modules * MODULE_PX}px`;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#000";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (row[x] === "1") ctx.fillRect((x + QUIET) * scale, (y + QUIET) * scale, scale, scale);
    }
  });
}
