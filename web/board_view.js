// board_view.js — draws a view's boards from its generic table (table.boards, table.spaces) as
// one SVG per board: square grids (col, row) and pointy-top hex grids (q, r). Each space shows
// its terrain (colour AND a pattern, and the terrain's icon when the look has one), its short
// label, an owner mark (the seat's letter in its shape), markers and pieces (a token in the
// seat's colour with its letter and count). Marks say where the player can act, each with its
// own outline and badge so colour is never the only cue.
//
// Input: click or tap a space (or focus it and press Enter/Space) → onChoose(id). Keyboard: Tab
// enters a board at one space (one tab stop per board), the arrow keys move between its
// spaces. Hover, focus and long-press show the space's or the piece's rules text (tooltip.js).
// It decides nothing about the game.

import { tip, withoutTip } from "./tooltip.js";
import { axialToPoint, CORNERS } from "./hex_geometry.js";

const SVG = "http://www.w3.org/2000/svg";
const SQUARE = 100; // a square's side, in board units
const HEX = 57; // a hexagon's circumradius, in board units
const PAD = 6;
const INK = "#1b2029";
const PAPER = "#fbf8f0";
const UNKNOWN = { name: "", colour: "#8a8f99", pattern: "hatch", text: "" };

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

export class BoardView {
  /**
   * @param {HTMLElement} container  where the boards go (a responsive grid, style.css)
   * @param {{onChoose?: (spaceId: string) => void}} handlers
   */
  constructor(container, { onChoose = () => {} } = {}) {
    this.container = container;
    this.onChoose = onChoose;
    this.view = null;
    this.look = { terrains: {}, icons: {} };
    this.spaces = new Map(); // id -> {space, node, board}
    this.marks = new Map();
    this.selectedId = null;
    this.rover = new Map(); // board id -> the space id holding the board's tab stop
    this.boardOrder = ""; // board ids drawn (a new set of boards forgets the tab stops)
    this.drawn = new Map(); // space id -> the data it was drawn from (JSON), to redraw only changes
    this.playersKey = "";
    container.addEventListener("click", (e) => {
      const node = e.target instanceof Element ? e.target.closest(".space") : null;
      if (node) this.#choose(node.dataset.space);
    });
    container.addEventListener("keydown", (e) => this.#keyDown(e));
    container.addEventListener("focusin", (e) => {
      const node = e.target instanceof Element ? e.target.closest(".space") : null;
      if (node) this.#rove(node);
    });
  }

  /**
   * Draws a view's boards.
   * @param {object} view  a view with a generic `table`
   * @param {{terrains: object, icons: object}} look  rules_text().look
   */
  setView(view, look) {
    const focused = document.activeElement?.closest?.(".space")?.dataset.space ?? null;
    this.view = view;
    this.look = { terrains: look?.terrains ?? {}, icons: look?.icons ?? {} };
    const boards = view.table?.boards ?? [];
    this.container.classList.toggle("single", boards.length === 1); // one board: as big as fits
    const order = boards.map((b) => b.id).join();
    if (order !== this.boardOrder) { this.rover.clear(); this.selectedId = null; this.boardOrder = order; }
    const players = view.players ?? [];
    const playersKey = JSON.stringify(players.map((p) => [p.name, p.colour, p.letter, p.shape]));
    const spaces = view.table?.spaces ?? [];
    // The same boards as drawn: redraw only the spaces whose data changed (a move changes a
    // few of several hundred), keeping focus and tab stops where they are.
    if (order === this.boardOrder && playersKey === this.playersKey && this.container.querySelector(".board-svg")
        && spaces.length === this.drawn.size && spaces.every((sp) => this.drawn.has(sp.id))) {
      for (const board of boards) this.#title(board);
      for (const sp of spaces) {
        const json = JSON.stringify(sp);
        if (this.drawn.get(sp.id) === json) continue;
        const old = this.spaces.get(sp.id);
        const node = this.#space(sp, this.#place(sp, old.node.closest(".board-card").classList.contains("grid-hex")), old.node.closest(".board-card").classList.contains("grid-hex"), players);
        node.setAttribute("tabindex", old.node.getAttribute("tabindex") ?? "-1");
        old.node.replaceWith(node);
        this.spaces.set(sp.id, { ...old, space: sp, node });
        this.drawn.set(sp.id, json);
      }
    } else {
      const bySpace = new Map(boards.map((b) => [b.id, []]));
      for (const sp of spaces) bySpace.get(sp.board)?.push(sp);
      this.spaces.clear();
      this.drawn.clear();
      this.playersKey = playersKey;
      const figures = boards.map((board) => this.#board(board, bySpace.get(board.id) ?? [], players));
      this.container.replaceChildren(patternDefs(), ...figures);
      for (const sp of spaces) this.drawn.set(sp.id, JSON.stringify(sp));
    }
    this.#paintMarks();
    if (focused && this.spaces.has(focused) && document.activeElement !== this.spaces.get(focused).node) {
      withoutTip(() => this.spaces.get(focused).node.focus({ preventScroll: true }));
    }
  }

  /** Forgets what is drawn (the hand-over empties the boards; the next view draws them anew). */
  clear() {
    this.container.replaceChildren();
    this.drawn.clear();
    this.spaces.clear();
  }

  /**
   * Marks spaces the player can act on, each style with its own outline and badge.
   * @param {Map<string, {style: "act"|"source"|"target"|"link", label: string}>} marks
   */
  setMarks(marks) {
    this.marks = marks ?? new Map();
    this.#paintMarks();
  }

  /** The space shown as chosen (a solid light outline), or none. */
  setSelected(spaceId) {
    this.selectedId = this.spaces.has(spaceId) ? spaceId : null;
    this.#paintMarks();
  }

  /**
   * Centre of a space in viewport CSS px, or null if no such space is drawn.
   * @param {string} spaceId
   * @returns {{x: number, y: number} | null}
   */
  spaceCenter(spaceId) {
    const shape = this.spaces.get(spaceId)?.node.querySelector(".space-shape");
    if (!shape) return null;
    const b = shape.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  }

  /** Scrolls a space into view and gives it the keyboard focus. */
  focusSpace(spaceId) {
    const node = this.spaces.get(spaceId)?.node;
    if (!node) return;
    node.scrollIntoView({ block: "nearest", inline: "nearest" });
    node.focus({ preventScroll: true });
  }

  // --- drawing -------------------------------------------------------------------------------

  /** Where a space's centre is on its board, in board units. */
  #place(s, hex) {
    return hex ? scale(axialToPoint(s.q, s.r), HEX) : { x: (s.col + 0.5) * SQUARE, y: (s.row + 0.5) * SQUARE };
  }

  /** A board's title and its tip (a pile count, say) change without a redraw of the board. */
  #title(board) {
    const title = this.container.querySelector(`.board-card[data-board="${CSS.escape(board.id)}"] .board-title`);
    if (!title) return;
    title.textContent = board.title;
    if (board.tip) tip(title, board.tip);
  }

  #board(board, spaces, players) {
    const hex = board.grid === "hex";
    const place = (s) => this.#place(s, hex);
    const half = hex ? { x: HEX * Math.sqrt(3) / 2, y: HEX } : { x: SQUARE / 2, y: SQUARE / 2 };
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const s of spaces) {
      const p = place(s);
      minX = Math.min(minX, p.x - half.x); maxX = Math.max(maxX, p.x + half.x);
      minY = Math.min(minY, p.y - half.y); maxY = Math.max(maxY, p.y + half.y);
    }
    if (!spaces.length) { minX = minY = 0; maxX = maxY = SQUARE; }
    const svg = svgEl("svg", {
      class: "board-svg", viewBox: `${minX - PAD} ${minY - PAD} ${maxX - minX + 2 * PAD} ${maxY - minY + 2 * PAD}`,
      role: "group", "aria-label": `${board.title}: ${spaces.length} spaces`,
    });
    svg.dataset.board = board.id;
    // Its width in spaces: on a phone a big single board keeps spaces large enough to tap and
    // scrolls sideways (style.css).
    svg.style.setProperty("--across", String(Math.max(1, Math.round((maxX - minX) / (2 * half.x)))));
    const rover = this.rover.get(board.id);
    const ordered = [...spaces].sort((a, b) => (a.row ?? a.r) - (b.row ?? b.r) || (a.col ?? a.q) - (b.col ?? b.q));
    for (const s of ordered) {
      const node = this.#space(s, place(s), hex, players);
      node.setAttribute("tabindex", (rover ? s.id === rover : s === ordered[0]) ? "0" : "-1");
      this.spaces.set(s.id, { space: s, node, board: board.id });
      svg.append(node);
    }
    svg.append(svgEl("g", { class: "marks", "pointer-events": "none", "aria-hidden": "true" }));
    const title = tip(document.createElement("h3"), board.tip ?? "");
    title.className = "board-title";
    title.textContent = board.title;
    if (board.tip) title.tabIndex = 0;
    const figure = document.createElement("section");
    figure.className = `board-card grid-${hex ? "hex" : "square"}`;
    figure.dataset.board = board.id;
    figure.append(title, svg);
    return figure;
  }

  #space(s, p, hex, players) {
    const terrain = this.look.terrains[s.terrain] ?? { ...UNKNOWN, name: s.terrain ?? "" };
    const g = svgEl("g", { class: "space", transform: `translate(${p.x} ${p.y})`, role: "button" });
    g.dataset.space = s.id;
    g.dataset.terrain = s.terrain ?? "";
    const outline = () => (hex ? svgEl("polygon", { points: hexPoints(HEX) }) : svgEl("rect", { x: -50, y: -50, width: SQUARE, height: SQUARE }));
    const shape = outline();
    shape.setAttribute("class", "space-shape");
    shape.setAttribute("fill", s.hidden ? "#3a4150" : terrain.colour ?? UNKNOWN.colour);
    const pattern = outline();
    pattern.setAttribute("class", "space-pattern");
    pattern.setAttribute("fill", `url(#pattern-${PATTERNS[terrain.pattern] ? terrain.pattern : "hatch"})`);
    g.append(shape, pattern);
    const icon = this.look.icons[s.terrain];
    if (icon && !s.hidden) {
      g.append(svgEl("image", { href: icon, x: -20, y: -14, width: 40, height: 40,
        class: s.pieces?.length ? "terrain-icon under" : "terrain-icon" }));
    }
    if (s.hidden) g.append(text("?", 0, 12, 40, PAPER));
    if (s.short) g.append(text(s.short, -38, -20, 22, INK, "start"));
    const owner = s.owner !== null && s.owner !== undefined ? players[s.owner] : null;
    if (owner) g.append(seatMark(owner, -34, 34, 11, "owner-mark"));
    (s.markers ?? []).forEach((m, i) => g.append(this.#marker(m, i, icon)));
    const pieces = s.pieces ?? [];
    pieces.forEach((piece, i) => g.append(this.#piece(piece, players, (i - (pieces.length - 1) / 2) * Math.min(30, 62 / pieces.length), pieces.length)));
    g.append(svgEl("g", { class: "space-focus" }, [outline()]));
    g.dataset.label = describeSpace(s, terrain, players);
    g.setAttribute("aria-label", g.dataset.label);
    tip(g, spaceTip(s, terrain, players));
    return g;
  }

  /** A marker in the lower right: its icon (unless the terrain's own icon already shows it) and text. */
  #marker(marker, i, terrainIcon) {
    const href = this.look.icons[marker.icon];
    const icon = href && href !== terrainIcon ? href : null;
    const x = 44 - i * 30;
    const g = svgEl("g", { class: "marker" });
    if (icon) g.append(svgEl("image", { href: icon, x: x - 20, y: 24, width: 20, height: 20 }));
    // A marker's text is written when short (a code like "SCG"); longer text is in its tip and
    // the space's, and the marker then shows as a disc with its first letter.
    const words = String(marker.text ?? "");
    if (words.length > 0 && words.length <= 4) g.append(text(words, icon ? x - 22 : x, 44, 17, INK, "end"));
    else if (words && !icon) {
      g.append(svgEl("circle", { cx: x - 10, cy: 36, r: 10, fill: PAPER, stroke: INK, "stroke-width": 2 }),
        text(words.charAt(0).toUpperCase(), x - 10, 41, 14, INK));
    }
    return g;
  }

  #piece(piece, players, dx, crowd) {
    const owner = piece.seat !== null && piece.seat !== undefined ? players[piece.seat] : null;
    const size = crowd > 2 ? 15 : 21;
    const g = svgEl("g", { class: "piece", transform: `translate(${dx} 2)` });
    g.dataset.piece = piece.id;
    const href = piece.show === "icon" ? this.look.icons?.[piece.icon] : null;
    if (href) {
      // The piece's icon on its owner's shape and colour (a neutral disc for a piece nobody
      // owns): what it is reads from the icon, whose it is from the shape and colour.
      g.append(seatMark(owner ? { ...owner, letter: "" } : { colour: "#ece6da", letter: "", shape: "circle" }, 0, 0, size, "piece-token"),
        svgEl("image", { href, x: -size * 0.72, y: -size * 0.72, width: size * 1.44, height: size * 1.44, class: "piece-icon" }));
    } else {
      g.append(seatMark(owner ?? { colour: "#8d93a0", letter: "?", shape: "circle" }, 0, 0, size, "piece-token"));
    }
    if (piece.count !== undefined && piece.count !== null) {
      const badge = svgEl("g", { class: "piece-count", transform: `translate(${size * 0.85} ${size * 0.8})` });
      badge.append(svgEl("circle", { r: 12, fill: INK, stroke: PAPER, "stroke-width": 2 }), text(String(piece.count), 0, 5, 15, PAPER));
      g.append(badge);
    }
    tip(g, pieceTip(piece, owner));
    return g;
  }

  #paintMarks() {
    for (const layer of this.container.querySelectorAll(".board-svg > .marks")) layer.replaceChildren();
    for (const [id, { node }] of this.spaces) {
      node.removeAttribute("data-mark");
      const mark = this.marks.get(id);
      const base = node.dataset.label ?? "";
      node.setAttribute("aria-label", mark ? `${base} — ${mark.label}` : base);
      const selected = id === this.selectedId;
      if (!mark && !selected) continue;
      const layer = node.ownerSVGElement.querySelector(".marks");
      const at = node.getAttribute("transform");
      const hex = node.closest(".board-card").classList.contains("grid-hex");
      if (mark) {
        node.dataset.mark = mark.style;
        layer.append(markRing(mark.style, at, hex));
      }
      if (selected) layer.append(selectedRing(at, hex));
    }
  }

  // --- input ---------------------------------------------------------------------------------

  #choose(spaceId) {
    if (!this.spaces.has(spaceId)) return;
    this.onChoose(spaceId);
  }

  #rove(node) {
    const board = node.ownerSVGElement?.dataset.board;
    if (!board) return;
    for (const other of node.ownerSVGElement.querySelectorAll(".space[tabindex='0']")) other.setAttribute("tabindex", "-1");
    node.setAttribute("tabindex", "0");
    this.rover.set(board, node.dataset.space);
  }

  #keyDown(e) {
    const node = e.target instanceof Element ? e.target.closest(".space") : null;
    if (!node || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.#choose(node.dataset.space);
      return;
    }
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (!steps) return;
    e.preventDefault();
    const here = this.spaces.get(node.dataset.space);
    const next = this.#neighbour(here, steps);
    if (next) this.focusSpace(next);
  }

  /** The space next to `here` in a direction, on the same board (hex: the nearer of two). */
  #neighbour(here, [dx, dy]) {
    const s = here.space;
    const same = [...this.spaces.values()].filter((o) => o.board === here.board).map((o) => o.space);
    const at = (pred) => same.find(pred)?.id;
    if (s.col !== undefined) return at((o) => o.col === s.col + dx && o.row === s.row + dy);
    if (dy === 0) return at((o) => o.q === s.q + dx && o.r === s.r);
    return at((o) => o.q === s.q && o.r === s.r + dy) ?? at((o) => o.q === s.q - dy && o.r === s.r + dy);
  }
}

// --- pieces of drawing ------------------------------------------------------------------------

function svgEl(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

function text(value, x, y, size, fill, anchor = "middle") {
  const t = svgEl("text", { x, y, "font-size": size, fill, "text-anchor": anchor,
    class: fill === INK ? "ink-text" : "paper-text" });
  t.textContent = value;
  return t;
}

function scale(p, k) {
  return { x: p.x * k, y: p.y * k };
}

function hexPoints(r) {
  return CORNERS.map((c) => `${(c.x * r).toFixed(2)},${(c.y * r).toFixed(2)}`).join(" ");
}

/** A seat's letter inside its shape, in its colour (the same cue as the players list). */
function seatMark(player, x, y, r, cls) {
  const g = svgEl("g", { class: cls, transform: `translate(${x} ${y})` });
  const shape = shapeOf(player.shape, r);
  shape.setAttribute("fill", player.colour ?? "#8d93a0");
  shape.setAttribute("stroke", INK);
  shape.setAttribute("stroke-width", Math.max(2, r / 7));
  const letter = text(player.letter ?? "?", 0, player.shape === "triangle" ? r * 0.45 : r * 0.36, r, PAPER);
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

const MARK_STYLES = {
  act: { stroke: "#ffc928", dash: "", badge: "!" },
  source: { stroke: "#ffc928", dash: "14 8", badge: "arrow" },
  target: { stroke: "#7ff0c0", dash: "", badge: "dot" },
  link: { stroke: "#9fd4ff", dash: "4 6", badge: "link" },
  pointed: { stroke: "#ffffff", dash: "", badge: "aim" },
};

function markRing(style, at, hex) {
  const s = MARK_STYLES[style] ?? MARK_STYLES.act;
  const g = svgEl("g", { class: `mark mark-${style}`, transform: at });
  const ring = () => (hex ? svgEl("polygon", { points: hexPoints(HEX - 4) }) : svgEl("rect", { x: -46, y: -46, width: 92, height: 92, rx: 5 }));
  const under = ring();
  under.setAttribute("class", "mark-under");
  const over = ring();
  over.setAttribute("stroke", s.stroke);
  over.setAttribute("class", "mark-ring");
  if (s.dash) over.setAttribute("stroke-dasharray", s.dash);
  const badge = svgEl("g", { class: "mark-badge", transform: "translate(35 -35)" }, [
    svgEl("circle", { r: 13, fill: s.stroke, stroke: INK, "stroke-width": 2.5 })]);
  if (s.badge === "!") badge.append(text("!", 0, 7, 21, INK));
  else if (s.badge === "arrow") badge.append(svgEl("path", { d: "M-7 0H6M1-6 7 0 1 6", fill: "none", stroke: INK, "stroke-width": 3, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  else if (s.badge === "dot") badge.append(svgEl("circle", { r: 5, fill: INK }));
  else if (s.badge === "aim") badge.append(svgEl("path", { d: "M0-9V-3M0 3V9M-9 0H-3M3 0H9", fill: "none", stroke: INK, "stroke-width": 3, "stroke-linecap": "round" }));
  else badge.append(svgEl("path", { d: "M-7-3H6M3-7 7-3 3 1M7 3H-6M-3-1-7 3-3 7", fill: "none", stroke: INK, "stroke-width": 2.4, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  g.append(under, over, badge);
  return g;
}

function selectedRing(at, hex) {
  const ring = hex ? svgEl("polygon", { points: hexPoints(HEX - 1.5) }) : svgEl("rect", { x: -48.5, y: -48.5, width: 97, height: 97 });
  ring.setAttribute("class", "selected-ring");
  return svgEl("g", { class: "mark mark-selected", transform: at }, [ring]);
}

/** The shared pattern tiles, once per container (spaces point at them by id). */
function patternDefs() {
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

// --- words --------------------------------------------------------------------------------------

function seatName(players, seat) {
  return seat !== null && seat !== undefined ? players[seat]?.name ?? `seat ${seat + 1}` : null;
}

function describeSpace(s, terrain, players) {
  const parts = [s.label || s.id];
  if (s.hidden) parts.push("unexplored");
  else if (terrain.name) parts.push(terrain.name);
  const owner = seatName(players, s.owner);
  if (owner) parts.push(`held by ${owner}`);
  for (const p of s.pieces ?? []) parts.push(p.label || `${seatName(players, p.seat) ?? "a"} piece`);
  for (const m of s.markers ?? []) if (m.tip) parts.push(m.tip);
  return parts.join(", ");
}

function spaceTip(s, terrain, players) {
  const lines = [`${s.label || s.id}${terrain.name && !s.hidden ? ` — ${terrain.name}` : ""}`];
  if (s.tip) lines.push(s.tip);
  const owner = seatName(players, s.owner);
  if (owner) lines.push(`Held by ${owner}.`);
  for (const m of s.markers ?? []) if (m.tip) lines.push(m.tip);
  for (const p of s.pieces ?? []) lines.push(pieceTip(p, players[p.seat]));
  return lines.join("\n");
}

function pieceTip(piece, owner) {
  const lines = [piece.tip || piece.label || (owner ? `${owner.name}'s piece` : "A piece")];
  for (const part of piece.parts ?? []) lines.push(`• ${part.tip || part.text}`);
  return lines.join("\n");
}
