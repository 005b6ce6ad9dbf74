// map_view.js — the map canvas: where the hexagons are on screen (camera), drawing them
// (through map_paint.js), and the player's hands on it: pan (drag), zoom (wheel, pinch, +/-),
// keyboard focus on hexagons (Tab / Shift+Tab), choosing one (click, tap, Enter, Space).
// It never decides anything about the game; choosing a hexagon just calls `onSelect(id)`.

import { axialKey, axialToPoint, boundsOf, pointToAxial } from "./hex_geometry.js";
import { hexPath, paintHex, paintMark } from "./map_paint.js";

const MIN_RADIUS = 14; // CSS px, hexagon circumradius
const MAX_RADIUS = 180;
const FIT_MARGIN = 18; // CSS px kept free around the map when it is fitted to the canvas
const LABEL_RADIUS = 40; // terrain names are written from this size up
const PAN_STEP = 60; // CSS px per arrow key
const ZOOM_STEP = 1.25; // per +/- key
const DRAG_THRESHOLD = { mouse: 4, pen: 6, touch: 10 }; // CSS px before a press becomes a pan
const KEEP_VISIBLE = 80; // CSS px of the map that panning can never push off the canvas

const TABLE = "#18202c"; // the canvas background, around the tiles
const SELECTED = "#fff6d5";
const FOCUS = "#ffc928";

export class MapView {
  /**
   * @param {HTMLCanvasElement} canvas  focusable (tabindex=0) canvas that fills its box
   * @param {{onSelect?: (hexId: string) => void, onFocus?: (hex: object|null) => void}} handlers
   *   onSelect: a hexagon was chosen (click, tap, Enter); onFocus: keyboard focus moved.
   */
  constructor(canvas, { onSelect = () => {}, onFocus = () => {} } = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.onSelect = onSelect;
    this.onFocus = onFocus;

    this.view = null;
    this.hexes = []; // view.map.hexes in keyboard order (rows top to bottom, left to right)
    this.byKey = new Map(); // "q,r" -> hex
    this.byId = new Map(); // id -> hex

    this.radius = 40; // camera: hexagon circumradius in CSS px ...
    this.panX = 0; // ... and where the map's origin is, relative to the canvas centre
    this.panY = 0;
    this.fitted = true; // the camera is the fitted one (refit when the canvas resizes)

    this.selectedId = null;
    this.marks = new Map(); // hexId -> {style, label}: what the player can do there
    this.focusedId = null;
    this.hoverId = null;
    this.showFocus = false; // the focus ring shows only when the keyboard is in use

    this.cssWidth = 0;
    this.cssHeight = 0;
    this.dpr = 1;
    this.frame = 0;
    this.pointers = new Map(); // pointerId -> {x, y, startX, startY, type}
    this.gesture = null; // null | "press" | "pan" | "pinch"

    this.#listen();
    this.#resize();
  }

  // --- public ------------------------------------------------------------------------------------

  /**
   * Shows a view. A new game (`fresh`) or a map with other hexagons refits the camera and
   * forgets the selection; a later view of the same game keeps both.
   * @param {object} view  the engine's view (web_api.py)
   * @param {{fresh?: boolean}} [options]
   */
  setView(view, { fresh = false } = {}) {
    const previousIds = this.hexes.map((h) => h.id).join();
    this.view = view;
    this.hexes = [...view.map.hexes].sort((a, b) => a.r - b.r || a.q + a.r / 2 - (b.q + b.r / 2));
    this.byKey = new Map(this.hexes.map((h) => [axialKey(h.q, h.r), h]));
    this.byId = new Map(this.hexes.map((h) => [h.id, h]));
    const sameMap = !fresh && this.hexes.map((h) => h.id).join() === previousIds;
    if (!sameMap) {
      this.selectedId = null;
      this.focusedId = null;
      this.hoverId = null;
    }
    if (!sameMap || this.fitted) this.fit();
    this.render();
  }

  /**
   * Highlights hexagons the player can act on (legal targets, miniature groups, reachable
   * hexagons), each with a short label; the caller derives them from the legal actions.
   * @param {Map<string, {style: "target"|"group"|"selected", label: string}>} marks
   */
  setMarks(marks) {
    this.marks = marks ?? new Map();
    this.requestRender();
  }

  /** Marks a hexagon as the chosen one (or none) without calling onSelect. */
  setSelected(hexId) {
    this.selectedId = this.byId.has(hexId) ? hexId : null;
    this.requestRender();
  }

  /** Fits the whole map in the canvas (the "0" key). */
  fit() {
    const b = boundsOf(this.hexes);
    const w = Math.max(1, this.cssWidth - 2 * FIT_MARGIN);
    const h = Math.max(1, this.cssHeight - 2 * FIT_MARGIN);
    this.radius = clamp(Math.min(w / (b.maxX - b.minX), h / (b.maxY - b.minY)), MIN_RADIUS, MAX_RADIUS);
    this.panX = (-(b.minX + b.maxX) / 2) * this.radius;
    this.panY = (-(b.minY + b.maxY) / 2) * this.radius;
    this.fitted = true;
    this.requestRender();
  }

  /**
   * Centre of a hexagon in CSS pixels relative to the viewport, or null if there is no such
   * hexagon on the map.
   * @param {string} hexId
   * @returns {{x: number, y: number} | null}
   */
  hexCenter(hexId) {
    const hex = this.byId.get(hexId);
    if (!hex) return null;
    const box = this.canvas.getBoundingClientRect();
    const p = this.#toScreen(hex);
    return { x: box.left + p.x, y: box.top + p.y };
  }

  // --- camera ------------------------------------------------------------------------------------

  #toScreen({ q, r }) {
    const w = axialToPoint(q, r);
    return {
      x: this.cssWidth / 2 + this.panX + w.x * this.radius,
      y: this.cssHeight / 2 + this.panY + w.y * this.radius,
    };
  }

  /** The hexagon under a point of the canvas (CSS px), or undefined. */
  #hexAt(x, y) {
    const wx = (x - this.cssWidth / 2 - this.panX) / this.radius;
    const wy = (y - this.cssHeight / 2 - this.panY) / this.radius;
    const { q, r } = pointToAxial(wx, wy);
    return this.byKey.get(axialKey(q, r));
  }

  #panBy(dx, dy) {
    this.panX += dx;
    this.panY += dy;
    this.#keepOnCanvas();
    this.fitted = false;
    this.requestRender();
  }

  /** Zooms by `factor`, keeping the point (x, y) of the canvas (CSS px) still. */
  #zoomBy(factor, x = this.cssWidth / 2, y = this.cssHeight / 2) {
    const radius = clamp(this.radius * factor, MIN_RADIUS, MAX_RADIUS);
    const k = radius / this.radius;
    const ox = x - this.cssWidth / 2, oy = y - this.cssHeight / 2;
    this.panX = ox - (ox - this.panX) * k;
    this.panY = oy - (oy - this.panY) * k;
    this.radius = radius;
    this.#keepOnCanvas();
    this.fitted = false;
    this.requestRender();
  }

  /** Panning never loses the map: some of it always stays on the canvas. */
  #keepOnCanvas() {
    if (!this.hexes.length) return;
    const b = boundsOf(this.hexes);
    const cx = this.cssWidth / 2, cy = this.cssHeight / 2;
    const keepX = Math.min(KEEP_VISIBLE, this.cssWidth / 2), keepY = Math.min(KEEP_VISIBLE, this.cssHeight / 2);
    this.panX = clamp(this.panX, keepX - cx - b.maxX * this.radius, this.cssWidth - keepX - cx - b.minX * this.radius);
    this.panY = clamp(this.panY, keepY - cy - b.maxY * this.radius, this.cssHeight - keepY - cy - b.minY * this.radius);
  }

  /** Pans just enough to bring a hexagon wholly onto the canvas. */
  #reveal(hex) {
    const p = this.#toScreen(hex);
    const m = this.radius * 1.05;
    let dx = 0, dy = 0;
    if (p.x - m < 0) dx = m - p.x; else if (p.x + m > this.cssWidth) dx = this.cssWidth - m - p.x;
    if (p.y - m < 0) dy = m - p.y; else if (p.y + m > this.cssHeight) dy = this.cssHeight - m - p.y;
    if (dx || dy) this.#panBy(dx, dy);
  }

  // --- drawing -----------------------------------------------------------------------------------

  /** Draws on the next animation frame (several requests in one frame draw once). */
  requestRender() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  /** Draws now. */
  render() {
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    this.#matchBackingStore();
    const { ctx } = this;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = TABLE;
    ctx.fillRect(0, 0, this.cssWidth, this.cssHeight);
    if (!this.view) return;

    const players = this.view.players ?? [];
    const labels = this.radius >= LABEL_RADIUS;
    for (const hex of this.hexes) {
      const p = this.#toScreen(hex);
      if (p.x < -this.radius || p.y < -this.radius ||
          p.x > this.cssWidth + this.radius || p.y > this.cssHeight + this.radius) continue;
      ctx.save();
      paintHex(ctx, hex, p.x, p.y, this.radius, players, { labels });
      ctx.restore();
      const mark = this.marks.get(hex.id);
      if (mark) paintMark(ctx, mark, p.x, p.y, this.radius);
      if (hex.id === this.hoverId && hex.id !== this.selectedId) {
        hexPath(ctx, p.x, p.y, this.radius * 0.965);
        ctx.fillStyle = "rgba(255, 255, 255, 0.12)";
        ctx.fill();
      }
    }
    const selected = this.byId.get(this.selectedId);
    if (selected) this.#ring(selected, 0.985, SELECTED, Math.max(3, this.radius * 0.07), []);
    const focused = this.byId.get(this.focusedId);
    if (focused && this.showFocus && document.activeElement === this.canvas) {
      const w = Math.max(3, this.radius * 0.06);
      this.#ring(focused, 1.03, FOCUS, w, [w * 2.2, w * 1.3]);
    }
    this.canvas.dataset.stateHash = this.view.state_hash ?? "";
  }

  /** An outline around a hexagon, with a dark edge so it shows on any terrain. */
  #ring(hex, scale, colour, width, dash) {
    const { ctx } = this;
    const p = this.#toScreen(hex);
    ctx.save();
    ctx.lineJoin = "round";
    hexPath(ctx, p.x, p.y, this.radius * scale);
    ctx.setLineDash(dash);
    ctx.lineWidth = width + 3;
    ctx.strokeStyle = "rgba(15, 18, 24, 0.85)";
    ctx.stroke();
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
    ctx.restore();
  }

  /** Keeps the canvas's pixel buffer at CSS size × device pixel ratio (crisp on any screen). */
  #matchBackingStore() {
    this.dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(this.cssWidth * this.dpr));
    const h = Math.max(1, Math.round(this.cssHeight * this.dpr));
    if (this.canvas.width !== w) this.canvas.width = w;
    if (this.canvas.height !== h) this.canvas.height = h;
  }

  #resize() {
    const box = this.canvas.getBoundingClientRect();
    if (box.width === this.cssWidth && box.height === this.cssHeight &&
        this.dpr === (window.devicePixelRatio || 1)) return;
    this.cssWidth = box.width;
    this.cssHeight = box.height;
    if (this.fitted) this.fit();
    else this.#keepOnCanvas();
    this.render();
  }

  // --- input -------------------------------------------------------------------------------------

  #listen() {
    const c = this.canvas;
    new ResizeObserver(() => this.#resize()).observe(c);
    window.addEventListener("resize", () => this.#resize()); // also catches a new pixel ratio
    c.addEventListener("pointerdown", (e) => this.#pointerDown(e));
    c.addEventListener("pointermove", (e) => this.#pointerMove(e));
    c.addEventListener("pointerup", (e) => this.#pointerUp(e));
    c.addEventListener("pointercancel", (e) => this.#pointerUp(e, true));
    c.addEventListener("pointerleave", (e) => {
      if (e.pointerType === "mouse" && this.hoverId) { this.hoverId = null; this.requestRender(); }
    });
    c.addEventListener("wheel", (e) => this.#wheel(e), { passive: false });
    c.addEventListener("keydown", (e) => this.#keyDown(e));
    c.addEventListener("focus", (e) => this.#focusIn(e));
    c.addEventListener("blur", () => this.requestRender());
  }

  #local(e) {
    const box = this.canvas.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  }

  #pointerDown(e) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    this.showFocus = false;
    this.canvas.setPointerCapture?.(e.pointerId);
    const { x, y } = this.#local(e);
    this.pointers.set(e.pointerId, { x, y, startX: x, startY: y, type: e.pointerType });
    if (this.pointers.size === 1) this.gesture = "press";
    else if (this.pointers.size === 2) this.gesture = "pinch";
    this.canvas.classList.toggle("is-panning", this.gesture !== "press");
  }

  #pointerMove(e) {
    const { x, y } = this.#local(e);
    const p = this.pointers.get(e.pointerId);
    if (!p) {
      if (e.pointerType === "mouse") this.#hover(x, y);
      return;
    }
    if (this.gesture === "pinch" && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const before = { mid: midpoint(a, b), dist: distance(a, b) };
      p.x = x; p.y = y;
      const after = { mid: midpoint(a, b), dist: distance(a, b) };
      this.#panBy(after.mid.x - before.mid.x, after.mid.y - before.mid.y);
      if (before.dist > 0) this.#zoomBy(after.dist / before.dist, after.mid.x, after.mid.y);
      return;
    }
    const dx = x - p.x, dy = y - p.y;
    p.x = x; p.y = y;
    if (this.gesture === "press" &&
        Math.hypot(x - p.startX, y - p.startY) > (DRAG_THRESHOLD[p.type] ?? 6)) {
      this.gesture = "pan";
      this.canvas.classList.add("is-panning");
      this.#panBy(x - p.startX, y - p.startY);
    } else if (this.gesture === "pan") {
      this.#panBy(dx, dy);
    }
  }

  #pointerUp(e, cancelled = false) {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    this.pointers.delete(e.pointerId);
    if (this.gesture === "press" && !cancelled) {
      const hex = this.#hexAt(p.x, p.y);
      if (hex) this.#choose(hex);
    }
    if (this.pointers.size === 0) {
      this.gesture = null;
      this.canvas.classList.remove("is-panning");
    } else if (this.gesture === "pinch" && this.pointers.size === 1) {
      this.gesture = "pan"; // lifting one finger of a pinch goes on panning, never clicks
    }
  }

  #hover(x, y) {
    const id = this.#hexAt(x, y)?.id ?? null;
    this.canvas.classList.toggle("is-over-hex", id !== null);
    if (id !== this.hoverId) {
      this.hoverId = id;
      this.requestRender();
    }
  }

  #wheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.cssHeight : 1;
    const { x, y } = this.#local(e);
    this.#zoomBy(Math.exp(-e.deltaY * unit * 0.0015), x, y);
  }

  #keyDown(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    this.showFocus = true;
    const handled = () => { e.preventDefault(); this.requestRender(); };
    switch (e.key) {
      case "ArrowLeft": this.#panBy(PAN_STEP, 0); return handled();
      case "ArrowRight": this.#panBy(-PAN_STEP, 0); return handled();
      case "ArrowUp": this.#panBy(0, PAN_STEP); return handled();
      case "ArrowDown": this.#panBy(0, -PAN_STEP); return handled();
      case "+": case "=": this.#zoomBy(ZOOM_STEP); return handled();
      case "-": case "_": this.#zoomBy(1 / ZOOM_STEP); return handled();
      case "0": this.fit(); return handled();
      case "Enter": case " ": {
        const hex = this.byId.get(this.focusedId);
        if (hex) this.#choose(hex);
        return handled();
      }
      case "Tab": {
        // Tab walks the hexagons; past the last (or before the first) it leaves the map.
        const i = this.hexes.findIndex((h) => h.id === this.focusedId);
        const next = i + (e.shiftKey ? -1 : 1);
        if (i === -1 || next < 0 || next >= this.hexes.length) {
          this.showFocus = false;
          this.requestRender();
          return undefined;
        }
        this.#focusHex(this.hexes[next]);
        return handled();
      }
      default:
        return undefined;
    }
  }

  /** Tabbing into the map focuses its first hexagon (its last with Shift+Tab). */
  #focusIn(e) {
    // A click or tap focused the canvas: that press chooses the hexagon, no focus ring.
    if (this.gesture || !this.canvas.matches(":focus-visible")) return;
    this.showFocus = true;
    if (!this.byId.has(this.focusedId) && this.hexes.length) {
      const from = e.relatedTarget;
      const backwards = from instanceof Node &&
        (this.canvas.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      this.#focusHex(this.hexes[backwards ? this.hexes.length - 1 : 0]);
    } else {
      this.onFocus(this.byId.get(this.focusedId) ?? null);
    }
    this.requestRender();
  }

  #focusHex(hex) {
    this.focusedId = hex.id;
    this.#reveal(hex);
    this.onFocus(hex);
    this.requestRender();
  }

  #choose(hex) {
    this.focusedId = hex.id;
    this.selectedId = hex.id;
    this.requestRender();
    this.onSelect(hex.id);
  }
}

function clamp(v, lo, hi) {
  return Math.min(hi, Math.max(lo, v));
}

function midpoint(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function distance(a, b) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
