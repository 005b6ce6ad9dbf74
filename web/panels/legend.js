// legend.js — the key to the board, from the game's look (rules_text().look): each entry of
// look.legend (a terrain, a face-down back, a piece's icon or a seat's home band, with its name
// and rules text), or,
// for a look without one, every terrain. Swatches are painted with the board's own colours and
// patterns, so the legend always matches the board.

import { el } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";
import { svgEl, hexPoints } from "../table/space_paint.js";

let drawn = null; // the look the list shows (it changes only with the game)

/**
 * Fills the legend list for a game's look.
 * @param {HTMLElement} list  a <ul>
 * @param {{terrains?: object, backs?: object, icons?: object, legend?: object[]}} look
 */
export function renderLegend(list, look) {
  if (drawn === look && list.childElementCount) return;
  drawn = look;
  const entries = look?.legend ?? Object.keys(look?.terrains ?? {}).map((terrain) => ({ terrain }));
  list.replaceChildren(...entries.map((e) => entry(e, look)));
  list.closest("section")?.toggleAttribute("hidden", entries.length === 0);
}

function entry(e, look) {
  const face = e.terrain ? look.terrains?.[e.terrain] : e.back ? look.backs?.[e.back] : null;
  const name = e.name ?? face?.name ?? e.icon ?? "";
  const item = el("li", { attrs: { tabindex: "0" } }, [swatch(e, face, look), el("span", { class: "legend-label", text: name })]);
  return tip(item, e.text ?? face?.text ?? "");
}

function swatch(e, face, look) {
  const svg = svgEl("svg", { class: "legend-swatch", viewBox: "-30 -30 60 60", "aria-hidden": "true" });
  if (face) {
    svg.append(svgEl("polygon", { points: hexPoints(28), fill: face.colour ?? "#8a8f99", stroke: "#10151d", "stroke-width": 2 }),
      svgEl("polygon", { points: hexPoints(28), fill: `url(#pattern-${face.pattern ?? "hatch"})` }));
  }
  if (e.home) { // a home area: the band and banner a seat's colour takes on the board
    svg.append(svgEl("polygon", { points: hexPoints(28), fill: "#55606f", stroke: "#10151d", "stroke-width": 2 }),
      svgEl("polygon", { points: hexPoints(25), fill: "none", stroke: "#d6dbe4", "stroke-width": 5 }),
      svgEl("path", { d: "M-6 -22H6V-9L0 -13-6 -9Z", fill: "#d6dbe4", stroke: "#10151d", "stroke-width": 1.5 }));
  }
  const href = e.icon ? look.icons?.[e.icon] : null;
  if (href) svg.append(svgEl("image", { href, x: -20, y: -20, width: 40, height: 40 }));
  return svg;
}
