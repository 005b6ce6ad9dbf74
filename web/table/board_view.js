// board_view.js — the board surface: draws a view's boards from its generic table (table.boards,
// table.spaces) as one SVG per board — square grids (col, row) and pointy-top hex grids (q, r) —
// each space painted by space_paint.js. On top of the spaces: marks where the player can act
// (each style its own outline and badge, and the action's `tag` word, so colour is never the
// only cue), the chosen space, and the overlay of what a chosen piece sees and can reach. A view
// with one board gets a camera (camera.js): drag, wheel, + − 0 and Shift + arrows.
//
// Input: click or tap a space (or focus it and press Enter/Space) → onChoose(id). Keyboard: Tab
// enters a board at one space (one tab stop per board), the arrow keys move between its
// spaces. Hover, focus and long-press show the space's or the piece's rules text (tooltip.js).
// It decides nothing about the game.

import { tip, withoutTip } from "../ui/tooltip.js";
import { axialToPoint } from "./hex_geometry.js";
import { Camera } from "./camera.js";
import { HEX, INK, SQUARE, hexPoints, paintSpace, patternDefs, pieceTip, spaceTip, svgEl, text } from "./space_paint.js";

const PAD = 6;

export class BoardView {
  /**
   * @param {HTMLElement} container  where the boards go (a responsive grid, style.css)
   * @param {{onChoose?: (spaceId: string) => void}} handlers
   */
  constructor(container, { onChoose = () => {} } = {}) {
    this.container = container;
    this.onChoose = onChoose;
    this.view = null;
    this.look = { terrains: {}, backs: {}, icons: {} };
    this.spaces = new Map(); // id -> {space, node, board}
    this.marks = new Map();
    this.selectedId = null;
    this.rover = new Map(); // board id -> the space id holding the board's tab stop
    this.boardOrder = ""; // board ids drawn (a new set of boards forgets the tab stops)
    this.drawn = new Map(); // space id -> the data it was drawn from (JSON), to redraw only changes
    this.playersKey = "";
    this.camera = null; // a single board's pan and zoom
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
   * @param {{terrains: object, backs?: object, icons: object}} look  rules_text().look
   */
  setView(view, look) {
    const focused = document.activeElement?.closest?.(".space")?.dataset.space ?? null;
    this.view = view;
    this.look = { terrains: look?.terrains ?? {}, backs: look?.backs ?? {}, icons: look?.icons ?? {} };
    const boards = view.table?.boards ?? [];
    this.container.classList.toggle("single", boards.length === 1); // one board: as big as fits
    const order = boards.map((b) => b.id).join();
    if (order !== this.boardOrder) { this.rover.clear(); this.selectedId = null; this.boardOrder = order; }
    const players = view.players ?? [];
    const playersKey = JSON.stringify([players.map((p) => [p.name, p.colour, p.letter, p.shape]), this.look]);
    const spaces = view.table?.spaces ?? [];
    // The same boards as drawn: redraw only the spaces whose data changed (a move changes a
    // few of several hundred), keeping focus, tab stops and the camera where they are.
    if (playersKey === this.playersKey && this.container.querySelector(".board-svg")
        && spaces.length === this.drawn.size && spaces.every((sp) => this.drawn.has(sp.id) && this.spaces.get(sp.id).board === sp.board)) {
      for (const board of boards) this.#title(board);
      for (const sp of spaces) {
        const json = JSON.stringify(sp);
        if (this.drawn.get(sp.id) === json) continue;
        const old = this.spaces.get(sp.id);
        const node = this.#space(sp, old.node.closest(".board-card").classList.contains("grid-hex"), players);
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
      const only = boards.length === 1 ? this.container.querySelector(".board-svg") : null;
      this.camera = only ? new Camera(only) : null;
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
    this.camera = null;
  }

  /**
   * Marks spaces the player can act on, each style with its own outline and badge, and the
   * word of what can be done there (`tag`) when the actions give one.
   * @param {Map<string, {style: "act"|"source"|"target"|"link"|"pointed"|"advised", label: string, tag?: string}>} marks
   */
  setMarks(marks) {
    this.marks = marks ?? new Map();
    this.#paintMarks();
  }

  /** The space shown as chosen (a solid light outline, and its pieces' sight and reach), or none. */
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

  /** Brings a space into view (the page and the camera) and gives it the keyboard focus. */
  focusSpace(spaceId) {
    const entry = this.spaces.get(spaceId);
    if (!entry) return;
    if (this.camera) {
      const p = this.#place(entry.space, entry.node.closest(".board-card").classList.contains("grid-hex"));
      this.camera.reveal(p.x, p.y, HEX * 1.1);
    }
    entry.node.scrollIntoView({ block: "nearest", inline: "nearest" });
    entry.node.focus({ preventScroll: true });
  }

  // --- drawing -------------------------------------------------------------------------------

  /** Where a space's centre is on its board, in board units. */
  #place(s, hex) {
    if (hex) {
      const p = axialToPoint(s.q, s.r);
      return { x: p.x * HEX, y: p.y * HEX };
    }
    return { x: (s.col + 0.5) * SQUARE, y: (s.row + 0.5) * SQUARE };
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
    const half = hex ? { x: HEX * Math.sqrt(3) / 2, y: HEX } : { x: SQUARE / 2, y: SQUARE / 2 };
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const s of spaces) {
      const p = this.#place(s, hex);
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
      const node = this.#space(s, hex, players);
      node.setAttribute("tabindex", (rover ? s.id === rover : s === ordered[0]) ? "0" : "-1");
      this.spaces.set(s.id, { space: s, node, board: board.id });
      svg.append(node);
    }
    svg.append(svgEl("g", { class: "overlay", "pointer-events": "none", "aria-hidden": "true" }),
      svgEl("g", { class: "marks", "pointer-events": "none", "aria-hidden": "true" }));
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

  /** One space, placed on its board, with the rules text of it and of each piece on it. */
  #space(s, hex, players) {
    const node = paintSpace(s, { hex, players, look: this.look });
    const p = this.#place(s, hex);
    node.setAttribute("transform", `translate(${p.x} ${p.y})`);
    tip(node, spaceTip(s, this.look, players));
    for (const piece of s.pieces ?? []) {
      const at = node.querySelector(`.piece[data-piece="${CSS.escape(piece.id)}"]`);
      if (at) tip(at, pieceTip(piece, players[piece.seat]));
    }
    return node;
  }

  #paintMarks() {
    for (const layer of this.container.querySelectorAll(".board-svg > .marks, .board-svg > .overlay")) layer.replaceChildren();
    const overlay = this.#overlay();
    for (const [id, { node }] of this.spaces) {
      node.removeAttribute("data-mark");
      node.removeAttribute("data-overlay");
      const mark = this.marks.get(id);
      const base = node.dataset.label ?? "";
      const seen = overlay?.get(id);
      node.setAttribute("aria-label", [base, mark?.label, seen?.label].filter(Boolean).join(" — "));
      const selected = id === this.selectedId;
      const at = node.getAttribute("transform");
      const hex = node.closest(".board-card").classList.contains("grid-hex");
      if (overlay) {
        node.dataset.overlay = seen?.kind ?? "out";
        node.ownerSVGElement.querySelector(".overlay").append(overlayShape(seen?.kind ?? "out", at, hex));
      }
      if (!mark && !selected) continue;
      const layer = node.ownerSVGElement.querySelector(".marks");
      if (mark) {
        node.dataset.mark = mark.style;
        layer.append(markRing(mark, at, hex));
      }
      if (selected) layer.append(selectedRing(at, hex));
    }
  }

  /** What the chosen space's pieces see and can reach (`sight`, `reach`): space id → kind. */
  #overlay() {
    const pieces = this.spaces.get(this.selectedId)?.space.pieces ?? [];
    const withLayer = pieces.filter((p) => p.sight || p.reach);
    if (!withLayer.length) return null;
    const out = new Map();
    for (const p of withLayer) {
      for (const id of p.sight ?? []) if (!out.has(id)) out.set(id, { kind: "sight", label: `in sight of ${p.label || "the chosen piece"}` });
      for (const id of p.reach ?? []) out.set(id, { kind: "reach", label: `within reach of ${p.label || "the chosen piece"}` });
    }
    out.set(this.selectedId, { kind: "reach", label: "" });
    return out;
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
    if (this.camera?.key(e)) return;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (!steps) return;
    e.preventDefault();
    const here = this.spaces.get(node.dataset.space);
    const next = this.#neighbour(here, steps);
    if (next) this.focusSpace(next);
  }

  /** The nearest space of the same board in a direction (within 60° of it): on a map with gaps
   * or ragged edges an arrow key still goes somewhere sensible. */
  #neighbour(here, [dx, dy]) {
    const hex = here.node.closest(".board-card").classList.contains("grid-hex");
    const from = this.#place(here.space, hex);
    let best = null, bestCost = Infinity;
    for (const other of this.spaces.values()) {
      if (other.board !== here.board || other === here) continue;
      const p = this.#place(other.space, hex);
      const vx = p.x - from.x, vy = p.y - from.y;
      const along = vx * dx + vy * dy, dist = Math.hypot(vx, vy);
      if (along <= dist * 0.5) continue; // more than 60° off the arrow's direction
      const cost = dist * (2 - along / dist); // near, and straight ahead, first
      if (cost < bestCost) { best = other.space.id; bestCost = cost; }
    }
    return best;
  }
}

// --- marks ------------------------------------------------------------------------------------

const MARK_STYLES = {
  act: { stroke: "#ffc928", dash: "", badge: "!" },
  source: { stroke: "#ffc928", dash: "14 8", badge: "arrow" },
  target: { stroke: "#7ff0c0", dash: "", badge: "dot" },
  link: { stroke: "#9fd4ff", dash: "4 6", badge: "link" },
  pointed: { stroke: "#ffffff", dash: "", badge: "aim" },
  advised: { stroke: "#e0b0ff", dash: "", badge: "M" },
};

function markRing({ style, tag }, at, hex) {
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
  if (s.badge === "!" || s.badge === "M") badge.append(text(s.badge, 0, 7, s.badge === "M" ? 17 : 21, INK));
  else if (s.badge === "arrow") badge.append(svgEl("path", { d: "M-7 0H6M1-6 7 0 1 6", fill: "none", stroke: INK, "stroke-width": 3, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  else if (s.badge === "dot") badge.append(svgEl("circle", { r: 5, fill: INK }));
  else if (s.badge === "aim") badge.append(svgEl("path", { d: "M0-9V-3M0 3V9M-9 0H-3M3 0H9", fill: "none", stroke: INK, "stroke-width": 3, "stroke-linecap": "round" }));
  else badge.append(svgEl("path", { d: "M-7-3H6M3-7 7-3 3 1M7 3H-6M-3-1-7 3-3 7", fill: "none", stroke: INK, "stroke-width": 2.4, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  g.append(under, over, badge);
  if (tag) { // what can be done here, in a word, on a dark tag (never colour alone)
    const w = tag.length * 9 + 14;
    g.append(svgEl("rect", { class: "mark-tag", x: -w / 2, y: 10, width: w, height: 21, rx: 6, stroke: s.stroke }),
      text(tag, 0, 26, 15, s.stroke));
  }
  return g;
}

function selectedRing(at, hex) {
  const ring = hex ? svgEl("polygon", { points: hexPoints(HEX - 1.5) }) : svgEl("rect", { x: -48.5, y: -48.5, width: 97, height: 97 });
  ring.setAttribute("class", "selected-ring");
  return svgEl("g", { class: "mark mark-selected", transform: at }, [ring]);
}


/** The overlay of a chosen piece: spaces it can reach, spaces it sees, and the rest veiled. */
function overlayShape(kind, at, hex) {
  const shape = hex ? svgEl("polygon", { points: hexPoints(HEX - 1) }) : svgEl("rect", { x: -49, y: -49, width: 98, height: 98 });
  shape.setAttribute("class", `overlay-${kind}`);
  const g = svgEl("g", { transform: at }, [shape]);
  if (kind === "sight") { // an eye: seen, not reached
    g.append(svgEl("path", { class: "overlay-eye", d: "M-11 -30q11-9 22 0q-11 9-22 0Z", fill: "#fff", stroke: INK, "stroke-width": 1.5 }),
      svgEl("circle", { cx: 0, cy: -30, r: 2.6, fill: INK }));
  }
  return g;
}
