// action_list.js — every legal action as a button in the side list, grouped by the engine's
// detail.group in the order the engine lists them, each with its detail.help as its rules text.
// Within a group, actions with a `sub` heading share one row under it, each button showing its
// `short` text (its full label stays its accessible name and tooltip): a cube's many placements
// read as "Red cube: Science 1·1, Science 1·2, Trade 2·1" instead of one long button each.
// It is the way for keyboard and screen-reader users (Tab to it, arrows move, Enter acts), and
// the place every action can always be found whatever the board shows.

import { el } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";

/** A group longer than this many lines starts folded (its summary says how many choices): the
 * board offers the same actions where they happen, and the hand and details below stay within
 * reach. A row of short buttons under a `sub` heading is one line. */
const FOLD_OVER = 8;

/**
 * Fills the actions panel.
 * @param {HTMLElement} panel  #actions
 * @param {object[]} actions  legal actions ({id, kind, label, detail})
 * @param {{onAct: (id: string) => void, finished: boolean}} options
 */
export function renderActionList(panel, actions, { onAct, finished }) {
  // A folded group the person opened stays open while the decisions are redrawn.
  const opened = new Set([...panel.querySelectorAll("details[open]")].map((d) => d.dataset.group));
  const groups = new Map();
  for (const a of actions) {
    const name = a.detail?.group || "Actions";
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(a);
  }
  const sections = [...groups].map(([name, list]) => {
    const lines = new Set(list.map((a) => a.detail?.sub ?? a.id)).size;
    if (lines > FOLD_OVER && groups.size > 1) {
      return el("details", { class: "action-group folded", data: { group: name } }, [
        el("summary", { class: "group-heading", text: `${name} — ${list.length} choices (or on the board)` }),
        ...buttons(list, onAct),
      ]);
    }
    return el("section", { class: "action-group", data: { group: name } }, [
      el("h3", { class: "group-heading", text: name }),
      ...buttons(list, onAct),
    ]);
  });
  for (const d of sections) if (d.tagName === "DETAILS" && opened.has(d.dataset.group)) d.open = true;
  if (!actions.length) sections.push(el("p", { class: "muted", text: finished ? "The game is over." : "Nothing for you to decide now." }));
  panel.replaceChildren(...sections);
}

/** A group's buttons: those with a `sub` heading gathered in a row under it, in the engine's order. */
function buttons(list, onAct) {
  const out = [];
  const rows = new Map();
  for (const a of list) {
    const sub = a.detail?.sub;
    if (!sub) { out.push(actionButton(a, onAct)); continue; }
    if (!rows.has(sub)) {
      const chips = el("div", { class: "chips" });
      rows.set(sub, chips);
      out.push(el("div", { class: "action-sub", data: { sub } }, [el("span", { class: "action-sub-name", text: sub }), chips]));
    }
    rows.get(sub).append(actionButton(a, onAct, { short: true }));
  }
  return out;
}

/**
 * One action's button: its label (in the side list's rows, its `short` text), data-action, and
 * its help as rules text.
 * @param {object} action
 * @param {(id: string) => void} onAct
 * @param {{short?: boolean}} [options]  short: show detail.short when the action has one — only
 *   where its row's heading says the rest (the side list); a menu or a space's chips show the
 *   whole label, since two shorts can read alike ("Exploration 1·2" for two colours)
 * @returns {HTMLButtonElement}
 */
export function actionButton(action, onAct, { short: useShort = false } = {}) {
  const short = useShort ? action.detail?.short : null;
  const b = el("button", { class: `action kind-${action.kind}`, text: short || action.label,
    attrs: { type: "button", ...(short ? { "aria-label": action.label } : {}) }, data: { action: action.id, kind: action.kind } });
  tip(b, short ? [action.label, action.detail?.help].filter(Boolean).join("\n") : action.detail?.help ?? "");
  b.addEventListener("click", () => onAct(action.id));
  return b;
}

/**
 * Arrow keys move the focus between the buttons of a container (Enter/Space press them).
 * @param {HTMLElement} container
 */
export function arrowKeys(container) {
  container.addEventListener("keydown", (e) => {
    const keys = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    if (!(e.key in keys) || !(e.target instanceof HTMLElement)) return;
    const items = [...container.querySelectorAll("button:not(:disabled), [tabindex='0']")];
    const i = items.indexOf(e.target);
    if (i === -1) return;
    e.preventDefault();
    items[(i + keys[e.key] + items.length) % items.length].focus();
  });
}
