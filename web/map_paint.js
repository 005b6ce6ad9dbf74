// map_paint.js — paints one hexagon of the view and the pieces on it onto a 2D canvas context.
// No state and no input handling: map_view.js decides where and how big, this decides how it
// looks. Used by the legend too, so the legend always matches the map.
//
// Every piece carries a non-colour cue: terrain has a glyph and a name, metals a letter
// (B/S/G), players their letter inside their shape, Ghosts their own silhouette.

import { CORNERS } from "./hex_geometry.js";

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const INK = "#1b2029"; // outlines and dark text
const PAPER = "#fbf8f0"; // light text and piece highlights

/** Terrain colours, names and glyphs (face-up tiles). */
export const TERRAINS = Object.freeze({
  plain: { name: "Plain", fill: "#cfe096", rim: "#a9c46a", ink: "#55752a", glyph: grassGlyph },
  desert: { name: "Desert", fill: "#f0d9a0", rim: "#dcb86b", ink: "#9c7430", glyph: duneGlyph },
  forest: { name: "Forest", fill: "#7fb374", rim: "#5e9656", ink: "#285a2c", glyph: treeGlyph },
  swamp: { name: "Swamp", fill: "#9ab9ae", rim: "#78998e", ink: "#2f5a53", glyph: reedGlyph },
  mountain: { name: "Mountain", fill: "#bbb3a8", rim: "#958c80", ink: "#51493f", glyph: peakGlyph },
});

/** Ruin token metals: colour and letter. */
export const METALS = Object.freeze({
  bronze: { name: "Bronze", letter: "B", fill: "#b9773e", edge: "#6e4219" },
  silver: { name: "Silver", letter: "S", fill: "#cdd3da", edge: "#6f7882" },
  gold: { name: "Gold", letter: "G", fill: "#f0c53a", edge: "#8a6a08" },
});

/** Colours of face-down tiles, by region. */
const TILE_BACKS = Object.freeze({
  centre: { fill: "#4b4470", rim: "#6c639c", mark: "#d6bf72" },
  borderland: { fill: "#3f5275", rim: "#5f76a0", mark: "#a9bde0" },
  homeland: { fill: "#3f5275", rim: "#5f76a0", mark: "#a9bde0" },
});

const REGION_NAMES = Object.freeze({ centre: "Centre", borderland: "Borderland", homeland: "Homeland" });

// Icons as SVG path data in a 24×24 box (hand-written; Path2D parses them without eval).
const CITY_PATH = new Path2D(
  "M2.5 22V9.5H6V12H8.5V9.5H10.5V5.5H9V2.5H15V5.5H13.5V9.5H15.5V12H18V9.5H21.5V22H14V17.5" +
  "A2 2 0 0 0 10 17.5V22Z");
const CROWN_PATH = new Path2D("M3 10L4 2.5L8.5 6.5L12 1L15.5 6.5L20 2.5L21 10Z");
const GHOST_PATH = new Path2D(
  "M12 1.5C6.8 1.5 4 5.6 4 10.5V22L6.7 19.8L9.3 22.3L12 19.8L14.7 22.3L17.3 19.8L20 22V10.5" +
  "C20 5.6 17.2 1.5 12 1.5Z");

/**
 * Traces a pointy-top hexagon of circumradius `radius` centred on (x, y) as the current path.
 * @param {CanvasRenderingContext2D} ctx
 */
export function hexPath(ctx, x, y, radius) {
  ctx.beginPath();
  CORNERS.forEach((c, i) => {
    const px = x + c.x * radius, py = y + c.y * radius;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  });
  ctx.closePath();
}

/**
 * The readable text colour (near-white or near-black) on a background colour "#rrggbb".
 * @param {string} colour
 * @returns {string}
 */
export function textColourOn(colour) {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour ?? "");
  if (!m) return PAPER;
  const n = parseInt(m[1], 16);
  const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const lum = 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  // Contrast against white vs. against INK (luminance ≈ 0.014)
  return (1.05 / (lum + 0.05)) >= ((lum + 0.05) / 0.064) ? PAPER : INK;
}

function font(px, weight = 700) {
  return `${weight} ${Math.round(px * 10) / 10}px ${FONT}`;
}

function centredText(ctx, text, x, y, px, colour, weight = 700) {
  ctx.font = font(px, weight);
  ctx.fillStyle = colour;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + px * 0.05);
}

// --- Tiles --------------------------------------------------------------------------------------

/**
 * Paints a whole hexagon: the tile (terrain or back), its Homeland marking, its pieces and,
 * when `labels` is true, the terrain or region name and the hexagon's id along its bottom.
 * @param {CanvasRenderingContext2D} ctx
 * @param {object} hex      a HEX of the view (web_api.py)
 * @param {number} x        centre, CSS px
 * @param {number} y
 * @param {number} radius   circumradius, CSS px
 * @param {object[]} players view.players, indexed by seat
 * @param {{labels?: boolean}} [options]
 */
export function paintHex(ctx, hex, x, y, radius, players, { labels = true } = {}) {
  const tileRadius = radius * 0.965; // a thin gap between tiles shows the table
  if (hex.face_up && hex.terrain) paintTerrain(ctx, hex.terrain, x, y, tileRadius);
  else paintTileBack(ctx, hex.region, x, y, tileRadius);

  const owner = hex.home_of != null ? players[hex.home_of] : null;
  if (owner) paintHomelandBorder(ctx, owner, x, y, tileRadius);

  if (hex.face_up) paintPieces(ctx, hex, x, y, radius, players);
  if (owner) paintBanner(ctx, owner, x, y - radius * 0.7, radius * 0.3);
  (hex.fortresses ?? []).forEach((seat, i, all) => {
    const dx = (i - (all.length - 1) / 2) * radius * 0.3;
    paintFortress(ctx, players[seat], x + dx + radius * 0.5, y - radius * 0.42, radius * 0.26);
  });

  if (labels) {
    const name = hex.face_up && hex.terrain
      ? TERRAINS[hex.terrain]?.name ?? hex.terrain
      : REGION_NAMES[hex.region] ?? "Unexplored";
    const colour = hex.face_up && hex.terrain ? TERRAINS[hex.terrain]?.ink ?? INK
      : TILE_BACKS[hex.region]?.mark ?? PAPER;
    const px = Math.min(13, Math.max(9, radius * 0.17));
    centredText(ctx, name.toUpperCase(), x, y + radius * 0.64, px * 0.85, colour, 700);
    // the id (h7) that action labels and the log name, small, in the tile's bottom corner
    centredText(ctx, hex.id, x, y + radius * 0.8, px * 0.7, colour, 600);
  }
}

/**
 * A face-up tile: its terrain colour, a soft light in the middle and the terrain's glyph
 * repeated near the edges (so the terrain reads without colour).
 */
export function paintTerrain(ctx, terrain, x, y, radius, { oneGlyph = false } = {}) {
  const t = TERRAINS[terrain] ?? { fill: "#ccc", rim: "#999", ink: INK, glyph: () => {} };
  const light = ctx.createRadialGradient(x, y - radius * 0.2, radius * 0.1, x, y, radius);
  light.addColorStop(0, t.fill);
  light.addColorStop(0.75, t.fill);
  light.addColorStop(1, t.rim);
  hexPath(ctx, x, y, radius);
  ctx.fillStyle = light;
  ctx.fill();
  ctx.lineWidth = Math.max(1, radius * 0.025);
  ctx.strokeStyle = t.rim;
  ctx.stroke();

  ctx.save();
  ctx.fillStyle = t.ink;
  ctx.strokeStyle = t.ink;
  ctx.globalAlpha = 0.55;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  if (oneGlyph) { // a small swatch (the legend): one big glyph in the middle
    t.glyph(ctx, x, y, radius * 0.42);
    ctx.restore();
    return;
  }
  // Near the middle of the four slanted edges: clear of the banner (top) and label (bottom).
  for (const deg of [-30, 30, 150, 210]) {
    const a = (deg * Math.PI) / 180;
    t.glyph(ctx, x + Math.cos(a) * radius * 0.64, y + Math.sin(a) * radius * 0.64, radius * 0.12);
  }
  ctx.restore();
}

/** A face-down tile: its back only, nothing of what is under it. */
export function paintTileBack(ctx, region, x, y, radius) {
  const b = TILE_BACKS[region] ?? TILE_BACKS.borderland;
  const shade = ctx.createLinearGradient(x, y - radius, x, y + radius);
  shade.addColorStop(0, b.rim);
  shade.addColorStop(0.5, b.fill);
  shade.addColorStop(1, b.fill);
  hexPath(ctx, x, y, radius);
  ctx.fillStyle = shade;
  ctx.fill();

  ctx.lineWidth = Math.max(1, radius * 0.03);
  ctx.strokeStyle = b.rim;
  hexPath(ctx, x, y, radius * 0.8);
  ctx.stroke();

  // A compass rose: the map is still to be explored.
  ctx.save();
  ctx.translate(x, y - radius * 0.05);
  ctx.fillStyle = b.mark;
  ctx.globalAlpha = 0.85;
  const r = radius * 0.3;
  ctx.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const len = i % 2 === 0 ? r : r * 0.5;
    const ax = Math.cos(a) * len, ay = Math.sin(a) * len;
    const side = a + Math.PI / 2;
    const w = r * 0.13;
    ctx.moveTo(Math.cos(side) * w, Math.sin(side) * w);
    ctx.lineTo(ax, ay);
    ctx.lineTo(-Math.cos(side) * w, -Math.sin(side) * w);
  }
  ctx.fill();
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.14, 0, Math.PI * 2);
  ctx.fillStyle = b.fill;
  ctx.fill();
  ctx.restore();
}

/** The owner's colour as a band inside the edge of a Homeland hexagon. */
function paintHomelandBorder(ctx, owner, x, y, radius) {
  const band = Math.max(2.5, radius * 0.075);
  hexPath(ctx, x, y, radius - band / 2);
  ctx.lineJoin = "round";
  ctx.lineWidth = band;
  ctx.strokeStyle = owner.colour;
  ctx.stroke();
  hexPath(ctx, x, y, radius - band - 0.5);
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(27, 32, 41, 0.45)";
  ctx.stroke();
}

/**
 * A swallow-tailed banner in the owner's colour with their letter: marks a Homeland.
 * (x, y) is the banner's centre, `size` its height.
 */
export function paintBanner(ctx, owner, x, y, size) {
  const w = size * 0.8, h = size, notch = size * 0.22;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y - h / 2);
  ctx.lineTo(x + w / 2, y - h / 2);
  ctx.lineTo(x + w / 2, y + h / 2);
  ctx.lineTo(x, y + h / 2 - notch);
  ctx.lineTo(x - w / 2, y + h / 2);
  ctx.closePath();
  ctx.fillStyle = owner.colour;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.06);
  ctx.strokeStyle = INK;
  ctx.stroke();
  centredText(ctx, owner.letter ?? "?", x, y - notch * 0.45, size * 0.52, textColourOn(owner.colour));
}

// --- Pieces ---------------------------------------------------------------------------------------

// Where n pieces sit in a hexagon of radius 1, and how big each is.
const ARRANGEMENTS = [
  null,
  { size: 0.62, at: [[0, -0.04]] },
  { size: 0.52, at: [[-0.27, -0.04], [0.27, -0.04]] },
  { size: 0.42, at: [[-0.26, -0.2], [0.26, -0.2], [0, 0.22]] },
  { size: 0.38, at: [[-0.24, -0.22], [0.24, -0.22], [-0.24, 0.22], [0.24, 0.22]] },
  { size: 0.32, at: [[-0.3, -0.24], [0.3, -0.24], [0, 0], [-0.3, 0.26], [0.3, 0.26]] },
];

/** Where n pieces go (offsets in units of the hex radius) and their size. */
function arrangement(n) {
  if (n < ARRANGEMENTS.length) return ARRANGEMENTS[n];
  const at = [[0, 0]];
  for (let i = 0; i < n - 1; i++) {
    const a = (i / (n - 1)) * Math.PI * 2 - Math.PI / 2;
    at.push([Math.cos(a) * 0.38, Math.sin(a) * 0.34]);
  }
  return { size: 0.26, at };
}

/** Cities, ruins and miniatures of a face-up hexagon, laid out in its middle. */
function paintPieces(ctx, hex, x, y, radius, players) {
  const pieces = [
    ...hex.cities.map((city) => (px, py, s) => paintCity(ctx, px, py, s, city, players)),
    ...hex.ruins.map((ruin) => (px, py, s) => paintRuin(ctx, px, py, s, ruin, players)),
    ...hex.units.map((unit) => (px, py, s) =>
      paintMiniatures(ctx, players[unit.seat], px, py, s, unit.count)),
  ];
  if (pieces.length === 0) return;
  const { size, at } = arrangement(pieces.length);
  pieces.forEach((paint, i) => paint(x + at[i][0] * radius, y + at[i][1] * radius, size * radius));
}

function paintIcon(ctx, path, x, y, size, fill, lineWidth) {
  ctx.save();
  ctx.translate(x - size / 2, y - size / 2);
  ctx.scale(size / 24, size / 24);
  ctx.fillStyle = fill;
  ctx.fill(path);
  ctx.lineJoin = "round";
  ctx.lineWidth = (lineWidth * 24) / size;
  ctx.strokeStyle = INK;
  ctx.stroke(path);
  ctx.restore();
}

/**
 * A city (a capital wears a crown), with its occupant at its lower right if any.
 * @param {{capital: boolean, occupant: null | {seat: number} | {ghost: true}}} city
 */
export function paintCity(ctx, x, y, size, city, players) {
  const line = Math.max(1.1, size * 0.05);
  if (city.capital) {
    paintIcon(ctx, CITY_PATH, x, y + size * 0.12, size * 0.9, "#efe6d2", line);
    paintIcon(ctx, CROWN_PATH, x, y - size * 0.27, size * 0.62, "#f3c531", line * 0.9);
  } else {
    paintIcon(ctx, CITY_PATH, x, y, size, "#e6ddc9", line);
  }
  paintOccupant(ctx, city.occupant, x + size * 0.42, y + size * 0.36, size * 0.55, players);
}

/**
 * A ruin: its stack of face-down tokens in the metal's colour with the metal's letter, the
 * number of tokens left, and its occupant if any. An empty ruin is a dashed outline with 0.
 * @param {{metal: string, tokens: number, occupant: object|null}} ruin
 */
export function paintRuin(ctx, x, y, size, ruin, players) {
  const metal = METALS[ruin.metal] ?? { letter: "?", fill: "#999", edge: INK };
  const side = size * 0.7;
  const layers = Math.min(ruin.tokens, 3);
  const step = size * 0.08;
  const line = Math.max(1, size * 0.05);
  if (layers === 0) {
    ctx.save();
    ctx.setLineDash([size * 0.1, size * 0.08]);
    roundRect(ctx, x - side / 2, y - side / 2, side, side, side * 0.2);
    ctx.lineWidth = line;
    ctx.strokeStyle = metal.edge;
    ctx.stroke();
    ctx.restore();
  }
  for (let i = layers - 1; i >= 0; i--) {
    const ox = x - side / 2 + i * step - ((layers - 1) * step) / 2;
    const oy = y - side / 2 - i * step + ((layers - 1) * step) / 2;
    roundRect(ctx, ox, oy, side, side, side * 0.2);
    ctx.fillStyle = metal.fill;
    ctx.fill();
    ctx.lineWidth = line;
    ctx.strokeStyle = i === 0 ? INK : metal.edge;
    ctx.stroke();
    if (i === 0) centredText(ctx, metal.letter, ox + side / 2, oy + side / 2, side * 0.62, textColourOn(metal.fill));
  }
  paintBadge(ctx, String(ruin.tokens), x + size * 0.42, y - size * 0.4, size);
  paintOccupant(ctx, ruin.occupant, x + size * 0.42, y + size * 0.38, size * 0.55, players);
}

/** A Ghost: a white sheet with eyes. */
export function paintGhost(ctx, x, y, size) {
  paintIcon(ctx, GHOST_PATH, x, y, size, "#f4f6fb", Math.max(1, size * 0.07));
  ctx.fillStyle = INK;
  for (const dx of [-0.12, 0.12]) {
    ctx.beginPath();
    ctx.ellipse(x + dx * size, y - size * 0.08, size * 0.055, size * 0.085, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Whoever sits in a city or ruin: a Ghost, or a player's miniature — frozen there until the
 * next Reset, so it wears a snowflake badge. */
function paintOccupant(ctx, occupant, x, y, size, players) {
  if (!occupant) return;
  if (occupant.ghost) paintGhost(ctx, x, y, size);
  else if (players[occupant.seat]) {
    paintPlayerMark(ctx, players[occupant.seat], x, y, size);
    paintFrozen(ctx, x - size * 0.5, y - size * 0.45, size * 0.5);
  }
}

/** The "frozen" mark: a small snowflake on a pale disc. */
export function paintFrozen(ctx, x, y, size) {
  const r = Math.max(5, size * 0.55);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = "#dff3ff";
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.strokeStyle = "#1f5f8b";
  ctx.lineWidth = Math.max(1, r * 0.18);
  for (let k = 0; k < 3; k++) {
    const a = (k * Math.PI) / 3;
    ctx.beginPath();
    ctx.moveTo(x - Math.cos(a) * r * 0.7, y - Math.sin(a) * r * 0.7);
    ctx.lineTo(x + Math.cos(a) * r * 0.7, y + Math.sin(a) * r * 0.7);
    ctx.stroke();
  }
}

/**
 * A Fortress: a small tower in its owner's colour with the owner's letter.
 * @param {{colour: string, letter: string}|undefined} owner
 */
export function paintFortress(ctx, owner, x, y, size) {
  const w = size, h = size * 1.1, t = size * 0.22;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y + h / 2);
  ctx.lineTo(x - w / 2, y - h / 2);
  for (let k = 0; k < 3; k++) {
    const bx = x - w / 2 + (k * w) / 2.5;
    ctx.lineTo(bx, y - h / 2 - t);
    ctx.lineTo(bx + w / 5, y - h / 2 - t);
    ctx.lineTo(bx + w / 5, y - h / 2);
    ctx.lineTo(Math.min(x + w / 2, bx + w / 2.5), y - h / 2);
  }
  ctx.lineTo(x + w / 2, y - h / 2 - t);
  ctx.lineTo(x + w / 2, y + h / 2);
  ctx.closePath();
  ctx.fillStyle = owner?.colour ?? "#888";
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, size * 0.1);
  ctx.strokeStyle = INK;
  ctx.stroke();
  centredText(ctx, owner?.letter ?? "?", x, y + h * 0.08, size * 0.62, textColourOn(owner?.colour ?? "#888"));
}

/**
 * A highlight on a hexagon the player can act on: a ring, and a short label (what can be done
 * there, e.g. "Walk", "Attack") on a dark tag, so it never relies on colour.
 * @param {{style: "target"|"group"|"selected", label: string}} mark
 */
export function paintMark(ctx, mark, x, y, radius) {
  const colour = { target: "#ffe27a", group: "#9fe0ff", selected: "#ffffff" }[mark.style] ?? "#ffe27a";
  ctx.save();
  hexPath(ctx, x, y, radius * 0.9);
  ctx.setLineDash(mark.style === "group" ? [radius * 0.12, radius * 0.08] : []);
  ctx.lineWidth = Math.max(2.5, radius * 0.06) + 3;
  ctx.strokeStyle = "rgba(15, 18, 24, 0.85)";
  ctx.stroke();
  ctx.lineWidth = Math.max(2.5, radius * 0.06);
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
  if (!mark.label) return;
  const px = Math.max(9, Math.min(13, radius * 0.2));
  ctx.font = font(px);
  const w = ctx.measureText(mark.label).width + px;
  roundRect(ctx, x - w / 2, y + radius * 0.36 - px * 0.7, w, px * 1.4, px * 0.4);
  ctx.fillStyle = "rgba(15, 18, 24, 0.88)";
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = colour;
  ctx.stroke();
  centredText(ctx, mark.label, x, y + radius * 0.36, px, colour);
}

/**
 * Miniatures of one player: their shape in their colour with their letter, and a count badge.
 * @param {{colour: string, letter: string, shape: string}} player
 */
export function paintMiniatures(ctx, player, x, y, size, count) {
  if (!player) return;
  paintPlayerMark(ctx, player, x, y, size * 0.86);
  paintBadge(ctx, String(count), x + size * 0.4, y - size * 0.38, size);
}

/**
 * A player's mark: their shape filled with their colour, their letter inside.
 * @param {{colour: string, letter: string, shape: string}} player
 * @param {number} size  the mark's width, CSS px
 */
export function paintPlayerMark(ctx, player, x, y, size) {
  const r = size / 2;
  const { dy, letterScale } = shapePath(ctx, player.shape, x, y, r);
  ctx.fillStyle = player.colour;
  ctx.fill();
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(2, size * 0.12);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.lineWidth = Math.max(1, size * 0.05);
  ctx.strokeStyle = PAPER;
  ctx.stroke();
  centredText(ctx, player.letter ?? "?", x, y + dy * r, size * 0.5 * letterScale, textColourOn(player.colour));
}

/**
 * Traces a player shape of "radius" r; returns where its letter sits best (dy in units of r)
 * and how big the letter may be relative to the default.
 */
function shapePath(ctx, shape, x, y, r) {
  ctx.beginPath();
  const polygon = (points) => {
    points.forEach(([px, py], i) => (i ? ctx.lineTo(x + px * r, y + py * r) : ctx.moveTo(x + px * r, y + py * r)));
    ctx.closePath();
  };
  const regular = (n, radius, start) =>
    Array.from({ length: n }, (_, i) => {
      const a = start + (i * 2 * Math.PI) / n;
      return [Math.cos(a) * radius, Math.sin(a) * radius];
    });
  switch (shape) {
    case "triangle":
      polygon([[0, -1.1], [1.05, 0.75], [-1.05, 0.75]]);
      return { dy: 0.2, letterScale: 0.85 };
    case "square":
      polygon([[-0.85, -0.85], [0.85, -0.85], [0.85, 0.85], [-0.85, 0.85]]);
      return { dy: 0, letterScale: 1 };
    case "diamond":
      polygon([[0, -1.1], [1.1, 0], [0, 1.1], [-1.1, 0]]);
      return { dy: 0, letterScale: 0.85 };
    case "hexagon":
      polygon(regular(6, 1, 0));
      return { dy: 0, letterScale: 1 };
    case "star": {
      const points = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const len = i % 2 === 0 ? 1.2 : 0.68;
        points.push([Math.cos(a) * len, Math.sin(a) * len]);
      }
      polygon(points);
      return { dy: 0.08, letterScale: 0.8 };
    }
    default: // circle
      ctx.arc(x, y, r * 0.95, 0, Math.PI * 2);
      return { dy: 0, letterScale: 1 };
  }
}

/** A small dark disc with a number, at (x, y); `pieceSize` sets its scale. */
function paintBadge(ctx, text, x, y, pieceSize) {
  const px = Math.max(10, pieceSize * 0.34);
  ctx.font = font(px);
  const r = Math.max(px * 0.68, ctx.measureText(text).width / 2 + px * 0.3);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
  centredText(ctx, text, x, y, px, PAPER);
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

// --- Terrain glyphs (centred on x, y; s = half their size) -------------------------------------

function grassGlyph(ctx, x, y, s) {
  ctx.lineWidth = Math.max(1, s * 0.22);
  ctx.beginPath();
  for (const [dx, tip] of [[-0.55, -0.55], [0, -1], [0.55, -0.55]]) {
    ctx.moveTo(x + dx * 0.3 * s, y + 0.7 * s);
    ctx.quadraticCurveTo(x + dx * 0.5 * s, y, x + dx * 1.3 * s, y + tip * s);
  }
  ctx.stroke();
}

function duneGlyph(ctx, x, y, s) {
  ctx.lineWidth = Math.max(1, s * 0.22);
  ctx.beginPath();
  ctx.moveTo(x - 1.1 * s, y + 0.05 * s);
  ctx.quadraticCurveTo(x - 0.45 * s, y - 0.75 * s, x + 0.2 * s, y + 0.05 * s);
  ctx.moveTo(x - 0.3 * s, y + 0.75 * s);
  ctx.quadraticCurveTo(x + 0.4 * s, y - 0.05 * s, x + 1.1 * s, y + 0.75 * s);
  ctx.stroke();
}

function treeGlyph(ctx, x, y, s) {
  ctx.beginPath();
  ctx.moveTo(x, y - 1.1 * s);
  ctx.lineTo(x + 0.7 * s, y + 0.45 * s);
  ctx.lineTo(x - 0.7 * s, y + 0.45 * s);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(x - 0.14 * s, y + 0.4 * s, 0.28 * s, 0.55 * s);
}

function reedGlyph(ctx, x, y, s) {
  ctx.lineWidth = Math.max(1, s * 0.2);
  ctx.beginPath();
  ctx.moveTo(x - 1.1 * s, y + 0.7 * s);
  ctx.bezierCurveTo(x - 0.6 * s, y + 0.35 * s, x - 0.3 * s, y + 1.05 * s, x, y + 0.7 * s);
  ctx.bezierCurveTo(x + 0.3 * s, y + 0.35 * s, x + 0.6 * s, y + 1.05 * s, x + 1.1 * s, y + 0.7 * s);
  for (const [dx, top] of [[-0.45, -0.5], [0, -1.05], [0.45, -0.6]]) {
    ctx.moveTo(x + dx * s, y + 0.55 * s);
    ctx.lineTo(x + dx * 1.1 * s, y + top * s);
  }
  ctx.stroke();
  for (const [dx, top] of [[0, -1.05], [0.45, -0.6]]) {
    ctx.beginPath();
    ctx.ellipse(x + dx * 1.1 * s, y + (top + 0.2) * s, 0.13 * s, 0.25 * s, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

function peakGlyph(ctx, x, y, s) {
  ctx.beginPath();
  ctx.moveTo(x - 1.15 * s, y + 0.75 * s);
  ctx.lineTo(x - 0.25 * s, y - 0.95 * s);
  ctx.lineTo(x + 0.25 * s, y - 0.05 * s);
  ctx.lineTo(x + 0.55 * s, y - 0.45 * s);
  ctx.lineTo(x + 1.15 * s, y + 0.75 * s);
  ctx.closePath();
  ctx.fill();
  ctx.save();
  ctx.globalAlpha = 0.9;
  ctx.fillStyle = PAPER;
  ctx.beginPath();
  ctx.moveTo(x - 0.25 * s, y - 0.95 * s);
  ctx.lineTo(x + 0.02 * s, y - 0.45 * s);
  ctx.lineTo(x - 0.18 * s, y - 0.55 * s);
  ctx.lineTo(x - 0.35 * s, y - 0.4 * s);
  ctx.lineTo(x - 0.52 * s, y - 0.45 * s);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
