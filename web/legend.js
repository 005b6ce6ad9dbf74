// legend.js — the map's key, painted with the very functions that paint the map (map_paint.js)
// so the two always agree; and the list of players with their colour, shape and letter.

import {
  METALS, TERRAINS, paintBanner, paintCity, paintGhost, paintMiniatures, paintPlayerMark, paintRuin,
  paintTerrain, paintTileBack,
} from "./map_paint.js";

const SWATCH = 34; // CSS px
const NEUTRAL = { colour: "#8d93a0", letter: "A", shape: "circle" };

/**
 * Fills a list element with the fixed legend entries (terrains, tile backs, pieces).
 * @param {HTMLElement} list  a <ul>
 */
export function renderLegend(list) {
  const entries = [
    ...Object.entries(TERRAINS).map(([key, t]) =>
      [t.name, (ctx, c) => paintTerrain(ctx, key, c, c, c - 1, { oneGlyph: true })]),
    ["Unexplored", (ctx, c) => paintTileBack(ctx, "borderland", c, c, c - 1)],
    ["City", (ctx, c) => paintCity(ctx, c, c, c * 1.75, { capital: false, occupant: null }, [])],
    ["Capital", (ctx, c) => paintCity(ctx, c, c + 2, c * 1.65, { capital: true, occupant: null }, [])],
    ...Object.entries(METALS).map(([key, m]) => [`${m.name} ruin (${m.letter})`,
      (ctx, c) => paintRuin(ctx, c - 3, c + 3, c * 1.55, { metal: key, tokens: 2, occupant: null }, [])]),
    ["Ghost", (ctx, c) => paintGhost(ctx, c, c, c * 1.7)],
    ["Miniatures", (ctx, c) => paintMiniatures(ctx, NEUTRAL, c - 3, c + 3, c * 1.55, 3)],
    ["Homeland (banner and border)", (ctx, c) => paintBanner(ctx, NEUTRAL, c, c, c * 1.4)],
  ];
  list.replaceChildren(...entries.map(([label, paint]) => entry(label, paint)));
}

/**
 * Fills a list element with the players of a view: mark, name, and miniatures on the map.
 * @param {HTMLElement} list  a <ul>
 * @param {object[]} players  view.players
 */
export function renderPlayers(list, players) {
  list.replaceChildren(...players.map((p) => {
    const item = entry(p.name, (ctx, c) => paintPlayerMark(ctx, p, c, c, c * 1.35));
    const note = document.createElement("span");
    note.className = "legend-note";
    const m = p.miniatures ?? {};
    note.textContent = `${p.race_name && p.race_name !== p.name ? `${p.race_name} · ` : ""}` +
      `${m.map ?? 0} on the map, ${m.reserve ?? 0} in reserve`;
    item.querySelector(".legend-label").append(note);
    item.dataset.seat = String(p.seat);
    return item;
  }));
}

function entry(label, paint) {
  const item = document.createElement("li");
  const canvas = document.createElement("canvas");
  canvas.className = "legend-swatch";
  canvas.setAttribute("aria-hidden", "true");
  const dpr = window.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(SWATCH * dpr);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  paint(ctx, SWATCH / 2);
  const text = document.createElement("span");
  text.className = "legend-label";
  text.textContent = label;
  item.append(canvas, text);
  return item;
}
