// camera.js — pan and zoom for a board drawn as an SVG: the part of the board shown is the SVG's
// viewBox. A mouse or pen drag pans, the wheel zooms about the pointer, the keys + and − zoom, 0 fits the whole board, Shift + an arrow pans. A press that moved less
// than a few pixels stays a click (it chooses the space under it); one that moved pans and
// chooses nothing. It knows nothing of games or spaces.

const MIN_SCALE = 1; // fitted; never smaller than the whole board
const MAX_SCALE = 8;
const ZOOM_STEP = 1.25;
const PAN_STEP = 60; // CSS px per Shift + arrow
const DRAG_THRESHOLD = { mouse: 4, pen: 6, touch: 10 }; // CSS px before a press becomes a pan

export class Camera {
  /**
   * @param {SVGSVGElement} svg  the board; its viewBox must hold the whole board when created
   * @param {{onChange?: () => void}} [handlers]  onChange: after every pan or zoom
   */
  constructor(svg, { onChange = () => {} } = {}) {
    this.svg = svg;
    this.onChange = onChange;
    const [x, y, w, h] = svg.getAttribute("viewBox").split(/\s+/).map(Number);
    this.whole = { x, y, w, h };
    this.box = { ...this.whole };
    this.pointers = new Map(); // pointerId -> {x, y, startX, startY, type}
    this.gesture = null; // null | "press" | "pan" | "pinch"
    this.dragged = false; // the last press panned: its click must not choose a space
    svg.addEventListener("pointerdown", (e) => this.#down(e));
    svg.addEventListener("pointermove", (e) => this.#move(e));
    svg.addEventListener("pointerup", (e) => this.#up(e));
    svg.addEventListener("pointercancel", (e) => this.#up(e));
    svg.addEventListener("wheel", (e) => this.#wheel(e), { passive: false });
    // Capture: a press that panned is not a click on the space under it.
    svg.addEventListener("click", (e) => { if (this.dragged) { e.stopPropagation(); e.preventDefault(); this.dragged = false; } }, true);
  }

  /** How far the board is zoomed in (1: the whole board shows). */
  get scale() {
    return this.whole.w / this.box.w;
  }

  /** Shows the whole board (the key 0). */
  fit() {
    this.box = { ...this.whole };
    this.#apply();
  }

  /**
   * Zooms by a factor about a point on screen (CSS px; the middle of the board by default).
   * @param {number} factor  > 1 zooms in
   */
  zoomBy(factor, clientX, clientY) {
    const scale = clamp(this.scale * factor, MIN_SCALE, MAX_SCALE);
    const b = this.box;
    const p = clientX === undefined ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : this.#toBoard(clientX, clientY);
    const fx = (p.x - b.x) / b.w, fy = (p.y - b.y) / b.h; // the point under the pointer stays put
    const w = this.whole.w / scale, h = this.whole.h / scale;
    this.box = { x: p.x - fx * w, y: p.y - fy * h, w, h };
    this.#apply();
  }

  /** Moves the board by (dx, dy) CSS px on screen (positive: the board moves right/down). */
  panBy(dx, dy) {
    const origin = this.#toBoard(0, 0), moved = this.#toBoard(dx, dy);
    this.box.x -= moved.x - origin.x;
    this.box.y -= moved.y - origin.y;
    this.#apply();
  }

  /** A point on screen (CSS px) in board units, as the SVG maps them now (viewBox, letterbox). */
  #toBoard(clientX, clientY) {
    const m = this.svg.getScreenCTM()?.inverse();
    if (!m) return { x: this.box.x, y: this.box.y };
    return new DOMPoint(clientX, clientY).matrixTransform(m);
  }

  /** Pans just enough to show a point of the board (board units) with a margin around it. */
  reveal(x, y, margin) {
    const b = this.box;
    const dx = x - margin < b.x ? x - margin - b.x : x + margin > b.x + b.w ? x + margin - b.x - b.w : 0;
    const dy = y - margin < b.y ? y - margin - b.y : y + margin > b.y + b.h ? y + margin - b.y - b.h : 0;
    if (!dx && !dy) return;
    this.box.x += dx;
    this.box.y += dy;
    this.#apply();
  }

  /**
   * The camera's keys, for the board's keydown handler.
   * @returns {boolean} whether the key was the camera's
   */
  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return false;
    const pans = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    if (e.shiftKey && pans[e.key]) this.panBy(...pans[e.key]);
    else if (e.key === "+" || e.key === "=") this.zoomBy(ZOOM_STEP);
    else if (e.key === "-" || e.key === "_") this.zoomBy(1 / ZOOM_STEP);
    else if (e.key === "0") this.fit();
    else return false;
    e.preventDefault();
    return true;
  }

  /** Keeps part of the board in view whatever the pan, then sets the viewBox. */
  #apply() {
    const b = this.box, whole = this.whole;
    b.x = clamp(b.x, whole.x - b.w * 0.5, whole.x + whole.w - b.w * 0.5);
    b.y = clamp(b.y, whole.y - b.h * 0.5, whole.y + whole.h - b.h * 0.5);
    this.svg.setAttribute("viewBox", `${b.x} ${b.y} ${b.w} ${b.h}`);
    this.svg.dataset.zoom = this.scale.toFixed(3);
    this.onChange();
  }

  #down(e) {
    // A finger scrolls the page and pinch-zooms it as on any page (touch-action in style.css):
    // the camera is for the mouse, the pen, the wheel and the keys.
    if (e.pointerType === "touch" || (e.pointerType === "mouse" && e.button !== 0)) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY, type: e.pointerType });
    this.dragged = false;
    this.gesture = this.pointers.size === 1 ? "press" : "pinch";
  }

  #move(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    if (this.gesture === "pinch" && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const before = { mid: midpoint(a, b), dist: Math.hypot(a.x - b.x, a.y - b.y) };
      p.x = e.clientX; p.y = e.clientY;
      const after = { mid: midpoint(a, b), dist: Math.hypot(a.x - b.x, a.y - b.y) };
      this.panBy(after.mid.x - before.mid.x, after.mid.y - before.mid.y);
      if (before.dist > 0) this.zoomBy(after.dist / before.dist, after.mid.x, after.mid.y);
      this.dragged = true;
      return;
    }
    const dx = e.clientX - p.x, dy = e.clientY - p.y;
    p.x = e.clientX; p.y = e.clientY;
    if (this.gesture === "press" && Math.hypot(p.x - p.startX, p.y - p.startY) > (DRAG_THRESHOLD[p.type] ?? 6)) {
      this.gesture = "pan";
      this.svg.setPointerCapture?.(e.pointerId);
      this.svg.classList.add("is-panning");
      this.panBy(p.x - p.startX, p.y - p.startY);
      this.dragged = true;
    } else if (this.gesture === "pan") {
      this.panBy(dx, dy);
    }
  }

  #up(e) {
    if (!this.pointers.delete(e.pointerId)) return;
    if (this.pointers.size === 0) {
      this.gesture = null;
      this.svg.classList.remove("is-panning");
    } else if (this.gesture === "pinch") {
      this.gesture = "pan"; // lifting one finger of a pinch goes on panning, never clicks
    }
  }

  #wheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    this.zoomBy(Math.exp(-e.deltaY * unit * 0.0015), e.clientX, e.clientY);
  }
}

function clamp(v, lo, hi) {
  return Math.min(hi, Math.max(lo, v));
}

function midpoint(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
