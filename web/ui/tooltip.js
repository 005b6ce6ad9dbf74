// tooltip.js — rules text on hover, keyboard focus and long-press, for any element given a
// text with `tip(element, text)`. One shared popover (role=tooltip) shows beside the element
// (below it on a narrow screen); the element also carries the text as its title, and points at
// the popover with aria-describedby.

const LONG_PRESS_MS = 450;
let popover = null;
let owner = null;
let pressTimer = 0;
let pressShown = false; // a long-press showed a tip: the click that ends the press must not act
let touchedAt = -Infinity; // when a finger last touched: the focus a tap gives shows no tip
let focusedAt = -Infinity; // when the keyboard focus last moved ...
let pointerMovedAt = -Infinity; // ... and the pointer
let quiet = false; // focus moved by the page itself (a redraw keeping the focus): no tip
let pointerAt = null; // the mouse pointer's last position {x, y}, null for touch
// A redraw (a hover's highlight, a bot's move, another game opened) can take the tip's
// element away: the tip moves to its redrawn self (the element now under the pointer, or the
// one that kept the keyboard focus), or goes.
let ownerFocused = false; // the tip's element had the keyboard focus when its tip showed
const ownerGone = new MutationObserver(() => {
  if (!owner || owner.isConnected) return;
  const next = ownerFocused ? tipOf(document.activeElement)
    : pointerAt ? tipOf(document.elementFromPoint(pointerAt.x, pointerAt.y)) : null;
  if (next) show(next); else hide();
});

/**
 * Gives an element a rules text tooltip.
 * @param {HTMLElement} element
 * @param {string} text
 * @returns {HTMLElement} the element
 */
export function tip(element, text) {
  if (!text) return element;
  element.dataset.tip = text;
  element.title = text;
  return element;
}

/**
 * Runs `fn` (which moves the focus, e.g. to keep it on a redrawn element) without showing a tip.
 * @param {() => void} fn
 */
export function withoutTip(fn) {
  quiet = true;
  try { fn(); } finally { quiet = false; }
}

/** Wires the shared tooltip once (call after the DOM is there). */
export function installTooltips() {
  popover = document.createElement("div");
  popover.id = "tooltip";
  popover.className = "tooltip";
  popover.setAttribute("role", "tooltip");
  popover.hidden = true;
  document.body.append(popover);
  document.addEventListener("focusin", (e) => {
    focusedAt = performance.now();
    if (quiet || performance.now() - touchedAt < 1000) return;
    const t = tipOf(e.target);
    if (t) show(t); else hide();
  });
  document.addEventListener("focusout", () => hide());
  // A pointer that did not move (the page scrolled or redrew under it) leaves the tip of the
  // focused element alone: the person is reading by keyboard.
  document.addEventListener("pointermove", (e) => {
    pointerMovedAt = performance.now();
    pointerAt = e.pointerType === "mouse" ? { x: e.clientX, y: e.clientY } : null;
  }, { passive: true, capture: true });
  const stillPointer = () => owner !== null && owner === document.activeElement && pointerMovedAt < focusedAt;
  document.addEventListener("mouseover", (e) => { const t = tipOf(e.target); if (t && !stillPointer()) show(t); });
  document.addEventListener("mouseout", (e) => {
    if (owner && tipOf(e.target) === owner && !owner.contains(e.relatedTarget) && !stillPointer()) hide();
  });
  document.addEventListener("pointerdown", (e) => {
    clearTimeout(pressTimer);
    pressShown = false;
    if (e.pointerType === "touch") touchedAt = performance.now();
    const t = tipOf(e.target);
    if (e.pointerType === "touch" && t) pressTimer = setTimeout(() => { pressShown = true; show(t); }, LONG_PRESS_MS);
    else if (!t) hide();
  });
  // Touch: a tap is a click, a long-press only reads the rules text. Any other click acts,
  // and the tip goes: what the click changed (a selection's destinations) must not be covered.
  document.addEventListener("click", (e) => {
    if (!pressShown) { hide(); return; }
    pressShown = false;
    e.preventDefault();
    e.stopPropagation();
  }, true);
  document.addEventListener("contextmenu", (e) => { if (pressShown) e.preventDefault(); });
  // Only a scroll that moves the element hides its tip (the log box scrolls itself on redraws);
  // the tip of the element with the keyboard focus follows it instead (focus scrolls the page
  // to bring it into view, and the person reading by keyboard is still on it).
  document.addEventListener("scroll", (e) => {
    if (!owner || !(e.target === document || (e.target instanceof Node && e.target.contains(owner)))) return;
    if (owner === document.activeElement) show(owner);
    else hide();
  }, { passive: true, capture: true });
  for (const type of ["pointerup", "pointercancel"]) {
    document.addEventListener(type, () => clearTimeout(pressTimer), { passive: true, capture: true });
  }
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
}

function tipOf(node) {
  return node instanceof Element ? node.closest("[data-tip]") : null;
}

function show(target) {
  if (!popover) return;
  owner = target;
  ownerFocused = target === document.activeElement;
  ownerGone.observe(document.body, { childList: true, subtree: true });
  const host = target.closest("dialog[open]") ?? document.body; // above a modal screen too
  if (popover.parentElement !== host) host.append(popover);
  popover.textContent = target.dataset.tip;
  popover.hidden = false;
  target.setAttribute("aria-describedby", "tooltip");
  const edge = 8; // the least room kept to the window's edge
  const gap = 8;
  popover.style.setProperty("--tip-width", `${Math.min(320, window.innerWidth - 2 * edge)}px`);
  popover.style.setProperty("--tip-left", "0px");
  popover.style.setProperty("--tip-top", "0px");
  const { width, height } = popover.getBoundingClientRect(); // its size as it will show
  const box = target.getBoundingClientRect();
  // Beside the element when there is room, so it covers none of its neighbours in a list or
  // a menu; below it (above, near the bottom) on a screen too narrow for that (a phone).
  let left = null;
  if (box.left - gap - width >= edge) left = box.left - gap - width;
  else if (box.right + gap + width <= window.innerWidth - edge) left = box.right + gap;
  let top;
  if (left !== null) {
    top = Math.max(edge, Math.min(box.top, window.innerHeight - height - edge));
  } else {
    left = Math.max(edge, Math.min(box.left, window.innerWidth - width - edge));
    const below = box.bottom + 6;
    top = below + height > window.innerHeight && box.top - 6 - height >= edge ? box.top - 6 - height : below;
  }
  popover.style.setProperty("--tip-left", `${left}px`);
  popover.style.setProperty("--tip-top", `${top}px`);
}

function hide() {
  if (!popover) return;
  popover.hidden = true;
  owner?.removeAttribute("aria-describedby");
  owner = null;
  ownerGone.disconnect();
}
