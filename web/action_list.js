// action_list.js — every legal action as a button in the side list, grouped by the engine's
// detail.group in the order the engine lists them, each with its detail.help as its rules text.
// It is the way for keyboard and screen-reader users (Tab to it, arrows move, Enter acts), and
// the place every action can always be found whatever the board shows.

import { el } from "./dom.js";
import { tip } from "./tooltip.js";

/** A group longer than this starts folded (its summary says how many): the board offers the
 * same actions where they happen, and the hand and details below stay within reach. */
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
    if (list.length > FOLD_OVER && groups.size > 1) {
      return el("details", { class: "action-group folded", data: { group: name } }, [
        el("summary", { class: "group-heading", text: `${name} — ${list.length} choices (or on the board)` }),
        ...list.map((a) => actionButton(a, onAct)),
      ]);
    }
    return el("section", { class: "action-group", data: { group: name } }, [
      el("h3", { class: "group-heading", text: name }),
      ...list.map((a) => actionButton(a, onAct)),
    ]);
  });
  for (const d of sections) if (d.tagName === "DETAILS" && opened.has(d.dataset.group)) d.open = true;
  if (!actions.length) sections.push(el("p", { class: "muted", text: finished ? "The game is over." : "Nothing for you to decide now." }));
  panel.replaceChildren(...sections);
}

/**
 * One action's button: its label, data-action, and its help as rules text.
 * @param {object} action
 * @param {(id: string) => void} onAct
 * @returns {HTMLButtonElement}
 */
export function actionButton(action, onAct) {
  const b = el("button", { class: `action kind-${action.kind}`, text: action.label,
    attrs: { type: "button" }, data: { action: action.id, kind: action.kind } });
  tip(b, action.detail?.help ?? "");
  b.addEventListener("click", () => onAct(action.id));
  return b;
}
