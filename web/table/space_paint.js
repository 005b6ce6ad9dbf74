// space_paint.js — draws one space of a view's generic table (ARCHITECTURE.md, "The view") as
// SVG, centred on (0, 0) in board units: its terrain (colour AND pattern, and the terrain's
// icon, or else its name), or its back when its face is hidden; a seat's home band and
// banner; its owner mark, markers, pieces (with what sits in them, their badges, blocks);
// the fog over a space the viewer does not see. Every cue has a shape or a letter as well as
// a colour. Pure drawing: no state, no input. The legend draws its swatches with it too.

import { CORNERS } from "./hex_geometry.js";

const SVG = "http://www.w3.org/2000/svg";
export const SQUARE = 100; // a square's side, in board units
export const HEX = 57; // a hexagon's circumradius, in board units
export const INK = "#1b2029";
const PAPER = "#fbf8f0";
const UNKNOWN = { name: "", colour: "#8a8f99", pattern: "hatch", text: "" };
const NEUTRAL = { colour: "#ece6da", letter: "", shape: "circle" };

/** Pattern tiles by the look's pattern name (ink over the terrain colour); unknown → hatch. */
const PATTERNS = {
  plain: { size: 26, draw: [["circle", { cx: 6, cy: 7, r: 1.6 }], ["circle", { cx: 19, cy: 20, r: 1.6 }]] },
  mountains: { size: 30, draw: [["path", { d: "M3 24 10 12 17 24M14 18 19 9 26 24", fill: "none" }]] },
  peaks: { size: 30, draw: [["path", { d: "M3 24 10 12 17 24M14 18 19 9 26 24", fill: "none" }]] },
  skyline: { size: 28, draw: [["path", { d: "M2 26V16h5v-6h5v16M15 26V12h4v-4h4v18", fill: "none" }]] },
  ring: { size: 34, draw: [["circle", { cx: 17, cy: 17, r: 9, fill: "none" }], ["circle", { cx: 17, cy: 17, r: 3, fill: "none" }]] },
  pyramid: { size: 28, draw: [["path", { d: "M4 22 14 6 24 22Z", fill: "none" }]] },
  grass: { size: 22, draw: [["path", { d: "M5 17l2-6M9 17l-1-5M15 9l2-5M19 9l-1-5", fill: "none" }]] },
  dunes: { size: 30, draw: [["path", { d: "M0 12q7-7 15 0t15 0M0 26q7-7 15 0t15 0", fill: "none" }]] },
  trees: { size: 26, draw: [["circle", { cx: 7, cy: 8, r: 4, fill: "none" }], ["path", { d: "M7 12v5M19 19v5", fill: "none" }], ["circle", { cx: 19, cy: 15, r: 4, fill: "none" }]] },
  reeds: { size: 20, draw: [["path", { d: "M4 18V8M8 18V5M14 18V9", fill: "none" }]] },
  fog: { size: 16, draw: [["path", { d: "M0 16 16 0M-4 4 4-4M12 20 20 12M0 0 16 16", fill: "none" }]] },
  waves: { size: 24, draw: [["path", { d: "M0 8q3-4 6 0t6 0 6 0 6 0M0 20q3-4 6 0t6 0 6 0 6 0", fill: "none" }]] },
  dots: { size: 14, draw: [["circle", { cx: 4, cy: 4, r: 1.5 }], ["circle", { cx: 11, cy: 11, r: 1.5 }]] },
  stars: { size: 28, draw: [["path", { d: "M7 3v8M3 7h8M20 15v8M16 19h8", fill: "none" }]] },
  hatch: { size: 14, draw: [["path", { d: "M0 14 14 0M-3 3 3-3M11 17 17 11", fill: "none" }]] },
};

// Where n pieces sit in a hexagon (offsets in units of its circumradius) and how big each is.
const ARRANGEMENTS = [
  null,
  { size: 0.4, at: [[0, -0.02]] },
  { size: 0.34, at: [[-0.3, -0.02], [0.3, -0.02]] },
  { size: 0.3, at: [[-0.3, -0.2], [0.3, -0.2], [0, 0.25]] },
  { size: 0.27, at: [[-0.28, -0.22], [0.28, -0.22], [-0.28, 0.24], [0.28, 0.24]] },
  { size: 0.24, at: [[-0.33, -0.24], [0.33, -0.24], [0, 0], [-0.33, 0.26], [0.33, 0.26]] },
];

// Where n pieces sit in a square (board units from its centre) and their radius: side by side
// or two by two, never overlapping, so two stacks of one player read as two.
const SQUARE_SPOTS = [
  null,
  { r: 21, at: [[0, 2]] },
  { r: 17, at: [[-22, 2], [22, 2]] },
  { r: 13, at: [[-29, 2], [0, 2], [29, 2]] },
  { r: 12, at: [[-18, -11], [18, -11], [-18, 17], [18, 17]] },
  { r: 12, at: [[-29, -11], [0, -11], [29, -11], [-18, 17], [18, 17]] },
  { r: 12, at: [[-29, -11], [0, -11], [29, -11], [-29, 17], [0, 17], [29, 17]] },
];

/**
 * One space as an SVG group (class "space", data-space), centred on (0, 0).
 * @param {object} s  a SPACE of the view
 * @param {{hex: boolean, players: object[], look: {terrains: object, backs: object, icons: object}}} ctx
 * @returns {SVGGElement}
 */
export function paintSpace(s, { hex, players, look }) {
  const face = s.hidden ? look.backs?.[s.back] ?? { ...UNKNOWN, name: "Face down", pattern: "fog" }
    : look.terrains[s.terrain] ?? { ...UNKNOWN, name: s.terrain ?? "" };
  const g = svgEl("g", { class: "space", role: "button" });
  g.dataset.space = s.id;
  g.dataset.terrain = s.hidden ? "" : s.terrain ?? "";
  if (s.hidden) g.dataset.hidden = "true";
  const outline = (inset = 0) => (hex ? svgEl("polygon", { points: hexPoints(HEX - inset) })
    : svgEl("rect", { x: -50 + inset, y: -50 + inset, width: SQUARE - 2 * inset, height: SQUARE - 2 * inset }));
  const shape = outline();
  shape.setAttribute("class", "space-shape");
  shape.setAttribute("fill", face.colour ?? UNKNOWN.colour);
  const pattern = outline();
  pattern.setAttribute("class", "space-pattern");
  pattern.setAttribute("fill", `url(#pattern-${PATTERNS[face.pattern] ? face.pattern : "hatch"})`);
  g.append(shape, pattern);
  const home = s.home !== null && s.home !== undefined ? players[s.home] : null;
  if (home) g.append(homeBand(home, hex));
  const icon = s.hidden ? null : look.icons[s.terrain];
  if (icon) {
    g.append(svgEl("image", { href: icon, x: -20, y: -14, width: 40, height: 40,
      class: s.pieces?.length ? "terrain-icon under" : "terrain-icon" }));
  }
  if (s.hidden) g.append(compassRose());
  // A terrain with no icon of its own (or a back) says its name: what the space is never rests
  // on its colour alone.
  if (!icon && hex && face.name) g.append(caption(face.name.toUpperCase(), 33, 11));
  if (s.short) g.append(hex && !icon ? caption(s.short, 45, 10, "space-short") : text(s.short, -38, -20, 22, INK, "start"));
  const owner = s.owner !== null && s.owner !== undefined ? players[s.owner] : null;
  if (owner) g.append(seatMark(owner, hex ? -30 : -34, hex ? 20 : 34, hex ? 9 : 11, "owner-mark"));
  if (home) g.append(banner(home, hex));
  (s.markers ?? []).forEach((m, i) => g.append(marker(m, i, icon, look)));
  g.append(...pieces(s.pieces ?? [], { hex, players, look }));
  if (s.visible === false) g.append(fog(outline));
  g.append(svgEl("g", { class: "space-focus" }, [outline()]));
  g.dataset.label = describeSpace(s, face, players);
  if (s.visible === false) g.dataset.visible = "false";
  g.setAttribute("aria-label", g.dataset.label);
  return g;
}

/** The shared pattern tiles, once per container (spaces point at them by id). */
export function patternDefs() {
  const defs = svgEl("defs");
  for (const [name, p] of Object.entries(PATTERNS)) {
    const pattern = svgEl("pattern", { id: `pattern-${name}`, width: p.size, height: p.size, patternUnits: "userSpaceOnUse" });
    for (const [tag, attrs] of p.draw) {
      pattern.append(svgEl(tag, { fill: "rgba(20, 24, 32, 0.28)", stroke: "rgba(20, 24, 32, 0.3)", "stroke-width": 2, "stroke-linecap": "round", ...attrs }));
    }
    defs.append(pattern);
  }
  return svgEl("svg", { class: "pattern-defs", width: 0, height: 0, "aria-hidden": "true", focusable: "false" }, [defs]);
}

// --- the space's own marks --------------------------------------------------------------------

/** A band in the home seat's colour inside the edge (a Homeland), under everything else. */
function homeBand(player, hex) {
  const band = hex ? svgEl("polygon", { points: hexPoints(HEX - 4) }) : svgEl("rect", { x: -46, y: -46, width: 92, height: 92 });
  band.setAttribute("class", "home-band");
  band.setAttribute("stroke", player.colour ?? "#888");
  return band;
}

/** A swallow-tailed banner with the home seat's letter at the top of the space. */
function banner(player, hex) {
  const y = hex ? -HEX + 8 : -44;
  const g = svgEl("g", { class: "home-banner", transform: `translate(0 ${y})` });
  g.append(svgEl("path", { d: "M-8 0H8V17L0 12-8 17Z", fill: player.colour ?? "#888", stroke: INK, "stroke-width": 1.6 }),
    text(player.letter ?? "?", 0, 10, 10, textOn(player.colour)));
  return g;
}

/** A face-down space's compass rose: still to be explored. */
function compassRose() {
  const points = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const len = i % 4 === 0 ? 17 : i % 2 === 0 ? 9 : 3.5;
    points.push(`${(Math.cos(a) * len).toFixed(1)},${(Math.sin(a) * len - 4).toFixed(1)}`);
  }
  return svgEl("polygon", { class: "compass", points: points.join(" "), fill: "rgba(235, 240, 255, 0.7)" });
}

function caption(value, y, size, cls = "space-caption") {
  const t = text(value, 0, y, size, INK);
  t.setAttribute("class", cls);
  return t;
}

/** The viewer does not see this space now: a veil with its own pattern, never colour alone. */
function fog(outline) {
  const veil = outline();
  veil.setAttribute("class", "fog-veil");
  const ink = outline();
  ink.setAttribute("class", "fog-veil-pattern");
  ink.setAttribute("fill", "url(#pattern-fog)");
  return svgEl("g", { class: "fog", "pointer-events": "none" }, [veil, ink]);
}

/** A marker in the lower right: its icon (unless the terrain's own icon already shows it) and text. */
function marker(m, i, terrainIcon, look) {
  const href = look.icons[m.icon];
  const icon = href && href !== terrainIcon ? href : null;
  const x = 44 - i * 30;
  const g = svgEl("g", { class: "marker" });
  if (icon) g.append(svgEl("image", { href: icon, x: x - 20, y: 24, width: 20, height: 20 }));
  // A marker's text is written when short (a code like "SCG"); longer text is in its tip and
  // the space's, and the marker then shows as a disc with its first letter.
  const words = String(m.text ?? "");
  if (words.length > 0 && words.length <= 4) g.append(text(words, icon ? x - 22 : x, 44, 17, INK, "end"));
  else if (words && !icon) {
    g.append(svgEl("circle", { cx: x - 10, cy: 36, r: 10, fill: PAPER, stroke: INK, "stroke-width": 2 }),
      text(words.charAt(0).toUpperCase(), x - 10, 41, 14, INK));
  }
  return g;
}

// --- pieces -----------------------------------------------------------------------------------

/** The space's pieces laid out; a piece `in` another is drawn small at that one's corner. */
function pieces(list, { hex, players, look }) {
  const hosts = list.filter((p) => !p.in || !list.some((q) => q.id === p.in));
  const inside = list.filter((p) => !hosts.includes(p));
  const out = [];
  const spots = new Map();
  if (hex && hosts.length < ARRANGEMENTS.length) {
    const { size, at } = ARRANGEMENTS[hosts.length] ?? ARRANGEMENTS[1];
    hosts.forEach((p, i) => spots.set(p.id, { x: at[i][0] * HEX, y: at[i][1] * HEX + 2, r: size * HEX * 0.62 }));
  } else if (hosts.length > 0 && hosts.length < SQUARE_SPOTS.length) {
    const { r, at } = SQUARE_SPOTS[hosts.length];
    hosts.forEach((p, i) => spots.set(p.id, { x: at[i][0], y: at[i][1], r }));
  } else {
    const step = 76 / (hosts.length - 1);
    hosts.forEach((p, i) => spots.set(p.id, { x: -38 + i * step, y: 2, r: step * 0.48 }));
  }
  for (const p of hosts) out.push(piece(p, spots.get(p.id), players, look));
  for (const p of inside) {
    const host = spots.get(p.in);
    out.push(piece(p, { x: host.x + host.r * 0.85, y: host.y + host.r * 0.8, r: host.r * 0.55 }, players, look));
  }
  return out;
}

function piece(p, { x, y, r }, players, look) {
  const owner = p.seat !== null && p.seat !== undefined ? players[p.seat] : null;
  const g = svgEl("g", { class: `piece${p.block ? " block" : ""}${p.in ? " inside" : ""}`, transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` });
  g.dataset.piece = p.id;
  const href = look.icons?.[p.icon];
  if (p.block) {
    // A block stands on its edge in its owner's colour; only its owner's view names the unit
    // (the icon on its face): the others see the owner's letter and nothing more.
    const who = owner ?? { colour: "#8d93a0", letter: "?" };
    g.append(svgEl("rect", { class: "block-face", x: -r * 0.75, y: -r, width: r * 1.5, height: r * 2, rx: r * 0.18,
      fill: who.colour, stroke: INK, "stroke-width": Math.max(2, r / 7) }));
    if (href) g.append(svgEl("image", { href, x: -r * 0.62, y: -r * 0.62, width: r * 1.24, height: r * 1.24, class: "piece-icon" }));
    else g.append(text(who.letter ?? "?", 0, r * 0.36, r, textOn(who.colour)));
  } else if (p.show === "icon" && href) {
    // The piece's icon on its owner's shape and colour (a neutral disc for a piece nobody
    // owns): what it is reads from the icon, whose it is from the shape and colour.
    g.append(seatMark(owner ? { ...owner, letter: "" } : NEUTRAL, 0, 0, r, "piece-token"),
      svgEl("image", { href, x: -r * 0.72, y: -r * 0.72, width: r * 1.44, height: r * 1.44, class: "piece-icon" }));
  } else {
    g.append(seatMark(owner ?? { colour: "#8d93a0", letter: "?", shape: "circle" }, 0, 0, r, "piece-token"));
  }
  (p.badges ?? []).forEach((b, i) => g.append(badge(b, -r * 0.85, -r * 0.75 + i * r * 0.9, r, look)));
  if (p.count !== undefined && p.count !== null) {
    const c = svgEl("g", { class: "piece-count", transform: `translate(${(r * 0.85).toFixed(1)} ${(-r * 0.75).toFixed(1)})` });
    const k = Math.max(0.55, Math.min(1, r / 18));
    c.append(svgEl("circle", { r: 12 * k, fill: INK, stroke: PAPER, "stroke-width": 2 }), text(String(p.count), 0, 5 * k, 15 * k, PAPER));
    g.append(c);
  }
  return g;
}

/** A small disc on a piece: a letter (a ruin's metal) or an icon (frozen). */
function badge(b, x, y, r, look) {
  const size = Math.max(7, r * 0.42);
  const g = svgEl("g", { class: "piece-badge", transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` });
  g.append(svgEl("circle", { r: size, fill: PAPER, stroke: INK, "stroke-width": 1.5 }));
  const href = look.icons?.[b.icon];
  if (href) g.append(svgEl("image", { href, x: -size * 0.8, y: -size * 0.8, width: size * 1.6, height: size * 1.6 }));
  else g.append(text(String(b.text ?? "").slice(0, 2), 0, size * 0.42, size * 1.2, INK));
  return g;
}

// --- shared drawing ---------------------------------------------------------------------------

export function svgEl(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

export function text(value, x, y, size, fill, anchor = "middle") {
  const t = svgEl("text", { x, y, "font-size": size, fill, "text-anchor": anchor,
    class: fill === INK ? "ink-text" : "paper-text" });
  t.textContent = value;
  return t;
}

export function hexPoints(r) {
  return CORNERS.map((c) => `${(c.x * r).toFixed(2)},${(c.y * r).toFixed(2)}`).join(" ");
}

/** A seat's letter inside its shape, in its colour (the same cue as the players list). */
function seatMark(player, x, y, r, cls) {
  const g = svgEl("g", { class: cls, transform: `translate(${x} ${y})` });
  const shape = shapeOf(player.shape, r);
  shape.setAttribute("fill", player.colour ?? "#8d93a0");
  shape.setAttribute("stroke", INK);
  shape.setAttribute("stroke-width", Math.max(2, r / 7));
  const letter = text(player.letter ?? "?", 0, player.shape === "triangle" ? r * 0.45 : r * 0.36, r, textOn(player.colour));
  letter.setAttribute("class", "seat-letter");
  g.append(shape, letter);
  return g;
}

function shapeOf(shape, r) {
  const poly = (pts) => svgEl("polygon", { points: pts.map(([x, y]) => `${(x * r).toFixed(2)},${(y * r).toFixed(2)}`).join(" ") });
  switch (shape) {
    case "square": return svgEl("rect", { x: -r * 0.9, y: -r * 0.9, width: r * 1.8, height: r * 1.8, rx: r * 0.15 });
    case "triangle": return poly([[0, -1.1], [1.1, 0.85], [-1.1, 0.85]]);
    case "diamond": return poly([[0, -1.15], [1.15, 0], [0, 1.15], [-1.15, 0]]);
    case "hexagon": return poly(CORNERS.map((c) => [c.y * 1.05, c.x * 1.05]));
    case "star": return poly(Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2, k = i % 2 ? 0.55 : 1.15;
      return [Math.cos(a) * k, Math.sin(a) * k];
    }));
    default: return svgEl("circle", { r });
  }
}

/** The readable text colour (paper or ink) on a background colour "#rrggbb". */
function textOn(colour) {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour ?? "");
  if (!m) return PAPER;
  const n = parseInt(m[1], 16);
  const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const lum = 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (1.05 / (lum + 0.05)) >= ((lum + 0.05) / 0.064) ? PAPER : INK;
}

// --- words --------------------------------------------------------------------------------------

function seatName(players, seat) {
  return seat !== null && seat !== undefined ? players[seat]?.name ?? `seat ${seat + 1}` : null;
}

function describeSpace(s, face, players) {
  const parts = [s.label || s.id];
  if (s.hidden) parts.push(`face down${face.name ? ` (${face.name})` : ""}`);
  else if (face.name && !parts[0].includes(face.name)) parts.push(face.name);
  if (s.visible === false) parts.push("out of your sight");
  const home = seatName(players, s.home);
  if (home) parts.push(`home of ${home}`);
  const owner = seatName(players, s.owner);
  if (owner) parts.push(`held by ${owner}`);
  for (const p of s.pieces ?? []) parts.push(p.label || `${seatName(players, p.seat) ?? "a"} piece`);
  for (const m of s.markers ?? []) if (m.tip) parts.push(m.tip);
  return parts.join(", ");
}

/** A space's rules text: its name and face, who holds it, its markers and pieces. */
export function spaceTip(s, look, players) {
  const face = s.hidden ? look.backs?.[s.back] : look.terrains[s.terrain];
  const lines = [`${s.label || s.id}${face?.name && !(s.label ?? "").includes(face.name) ? ` — ${face.name}` : ""}`];
  if (s.tip) lines.push(s.tip);
  else if (face?.text) lines.push(face.text);
  if (s.visible === false) lines.push("Out of your sight now: what you see here is what you saw last.");
  const home = seatName(players, s.home);
  if (home) lines.push(`Home of ${home}.`);
  const owner = seatName(players, s.owner);
  if (owner) lines.push(`Held by ${owner}.`);
  for (const m of s.markers ?? []) if (m.tip) lines.push(m.tip);
  for (const p of s.pieces ?? []) lines.push(pieceTip(p, players[p.seat]));
  return lines.join("\n");
}

export function pieceTip(p, owner) {
  const lines = [p.tip || p.label || (owner ? `${owner.name}'s piece` : "A piece")];
  for (const b of p.badges ?? []) if (b.tip) lines.push(`• ${b.tip}`);
  for (const part of p.parts ?? []) lines.push(`• ${part.tip || part.text}`);
  return lines.join("\n");
}
