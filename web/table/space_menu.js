// space_menu.js — the small menu that opens at a space or a card when several legal actions
// are about it: one button per action (data-action), Escape or a press elsewhere closes it.
// Opened by keyboard, its first item takes the focus; closing gives the focus back.
//
// DOM contract (e2e tests): #space-menu[data-for="<space or card id>"] holds the buttons.

import { el } from "../ui/dom.js";
import { actionButton } from "../panels/action_list.js";

let menu = null;
let returnFocus = null;
let anchored = null; // the element the menu stands beside

/**
 * Opens the menu beside an element.
 * @param {Element} anchor  the space or card it is about
 * @param {string} title  what it is about ("Atlantis D3")
 * @param {object[]} actions
 * @param {{onAct: (id: string) => void, about: string, focus?: boolean}} options
 */
export function openMenu(anchor, title, actions, { onAct, about, focus = false }) {
  closeMenu();
  menu = el("div", { class: "space-menu", attrs: { id: "space-menu", role: "group", "aria-label": `What to do: ${title}` },
    data: { for: about } }, [
    el("p", { class: "space-menu-title", text: title }),
    ...actions.map((a) => actionButton(a, (id) => { closeMenu(); onAct(id); })),
    el("button", { class: "space-menu-close secondary", text: "Cancel", attrs: { type: "button" } }),
  ]);
  menu.querySelector(".space-menu-close").addEventListener("click", () => closeMenu(true));
  menu.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { e.stopPropagation(); closeMenu(true); }
    const keys = { ArrowDown: 1, ArrowUp: -1 };
    if (e.key in keys) {
      const items = [...menu.querySelectorAll("button")];
      const i = items.indexOf(document.activeElement);
      items[(i + keys[e.key] + items.length) % items.length]?.focus();
      e.preventDefault();
    }
  });
  (anchor.closest("dialog[open]") ?? document.body).append(menu);
  anchored = anchor;
  place(anchor);
  returnFocus = focus ? document.activeElement : null;
  if (focus) menu.querySelector("button")?.focus();
}

/** Closes the menu if it is open. @param {boolean} [restore] give the focus back */
export function closeMenu(restore = false) {
  if (!menu) return;
  menu.remove();
  menu = null;
  anchored = null;
  if (restore && returnFocus?.isConnected) returnFocus.focus();
  returnFocus = null;
}

function place(anchor) {
  const box = anchor.getBoundingClientRect();
  const width = Math.min(300, window.innerWidth - 16);
  menu.style.setProperty("--menu-width", `${width}px`);
  const left = Math.max(8, Math.min(box.right + 6, window.innerWidth - width - 8));
  const height = menu.getBoundingClientRect().height;
  const top = Math.max(8, Math.min(box.top, window.innerHeight - height - 8));
  // Beside the anchor when there is room, else below it (a phone's narrow screen).
  const beside = box.right + 6 + width <= window.innerWidth - 8;
  menu.style.setProperty("--menu-left", `${beside ? left : Math.max(8, Math.min(box.left, window.innerWidth - width - 8))}px`);
  menu.style.setProperty("--menu-top", `${beside ? top : Math.min(box.bottom + 6, window.innerHeight - height - 8)}px`);
}

// A press outside the menu closes it, and so does resizing. Scrolling moves it with its space
// (the page may shift a little on its own when a panel above grows); it closes once the space
// has scrolled out of sight.
document.addEventListener("pointerdown", (e) => { if (menu && !menu.contains(e.target)) closeMenu(); }, true);
window.addEventListener("resize", () => closeMenu());
document.addEventListener("scroll", (e) => {
  if (!menu || !anchored) return;
  if (e.target !== document && !(e.target instanceof Node && e.target.contains(anchored))) return;
  const box = anchored.getBoundingClientRect();
  if (box.bottom < 0 || box.top > window.innerHeight) closeMenu();
  else place(anchored);
}, { passive: true, capture: true });
