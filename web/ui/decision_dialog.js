// decision_dialog.js — a decision that is a conversation rather than a place on the board (a
// trade offer being written, or answered) shows as a small dialog. The engine says so: every
// legal action carries the same `detail.dialog` ({title, text, slots?}; ARCHITECTURE.md,
// "Action detail"). The dialog holds a button per action, each with its rules text; Escape
// closes it and the same actions stay in the side list.
//
// With `slots` (every button the conversation can show, in order, each {id, label, sub,
// short}), each slot keeps its place: a row per `sub`, a button per slot, disabled while its
// action is not legal. A click keeps the dialog open while the engine answers; the next step
// redraws it in place (top-anchored, so it grows downwards) with the focus on the same slot.

import { actionButton } from "../panels/action_list.js";
import { el } from "./dom.js";
import { tip, withoutTip } from "./tooltip.js";

/**
 * @param {HTMLDialogElement} dialog  #decision-dialog (holds #decision-title, #decision-text,
 *   #decision-actions)
 */
export function createDecisionDialog(dialog) {
  const title = dialog.querySelector("#decision-title");
  const text = dialog.querySelector("#decision-text");
  const box = dialog.querySelector("#decision-actions");
  let dismissed = null; // the decision Escape closed: not reopened until it changes
  dialog.addEventListener("cancel", () => { dismissed = dialog.dataset.key ?? null; });
  return {
    /**
     * Shows the decision when every action is a dialog's, else closes the dialog.
     * @param {object[]} actions  the person's legal actions
     * @param {(id: string) => void} onAct
     */
    show(actions, onAct) {
      const about = actions.length && actions.every((a) => a.detail?.dialog) ? actions[0].detail.dialog : null;
      if (!about) { if (dialog.open) dialog.close(); dismissed = null; return; }
      const key = `${about.title}\n${about.text}\n${actions.map((a) => a.id).join(" ")}`;
      if (key === dismissed) return;
      dialog.dataset.key = key;
      title.textContent = about.title;
      text.textContent = about.text;
      const pressed = dialog.open ? document.activeElement?.closest?.("#decision-actions [data-slot]")?.dataset.slot : null;
      box.replaceChildren(...(about.slots?.length ? slotRows(about.slots, actions, onAct)
        : actions.map((a) => actionButton(a, (id) => onAct(id)))));
      box.classList.toggle("slot-grid", Boolean(about.slots?.length));
      // With fixed places, the words about the offer (which grow) go under the buttons.
      if (about.slots?.length) box.after(text); else box.before(text);
      if (!dialog.open) dialog.showModal();
      const again = pressed ? box.querySelector(`[data-slot="${CSS.escape(pressed)}"]`) : null;
      if (again instanceof HTMLElement && !again.matches(":disabled")) withoutTip(() => again.focus());
      else title.focus(); // not a button: its tooltip would cover the others; Tab reaches them
    },
    close() { if (dialog.open) dialog.close(); },
  };
}

/** A row per `sub`, a button per slot in the engine's order; a slot whose action is not legal
 * now is drawn disabled in its place. */
function slotRows(slots, actions, onAct) {
  const legal = new Map(actions.map((a) => [a.id, a]));
  const rows = new Map();
  for (const s of slots) {
    if (!rows.has(s.sub)) rows.set(s.sub, []);
    const action = legal.get(s.id);
    let b;
    if (action) {
      b = actionButton(action, (id) => onAct(id), { short: true });
    } else {
      b = el("button", { class: "action", text: s.short ?? s.label, attrs: { type: "button", "aria-label": `${s.label} (not possible now)` } });
      b.disabled = true;
      tip(b, `${s.label}: not possible now.`);
    }
    b.dataset.slot = s.id;
    rows.get(s.sub).push(b);
  }
  return [...rows].map(([sub, buttons]) => el("div", { class: "slot-line" }, [
    el("span", { class: "slot-line-label", text: sub ?? "" }), el("div", { class: "chips" }, buttons)]));
}
