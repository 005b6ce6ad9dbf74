// decision_dialog.js — a decision that is a conversation rather than a place on the board (a
// trade offer being written, or answered) shows as a small dialog. The engine says so: every
// legal action carries the same `detail.dialog` ({title, text}; ARCHITECTURE.md, "Action
// detail"). The dialog holds a button per action, each with its rules text; Escape closes it
// and the same actions stay in the side list.

import { actionButton } from "../panels/action_list.js";

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
      box.replaceChildren(...actions.map((a) => actionButton(a, (id) => { dialog.close(); onAct(id); })));
      if (!dialog.open) dialog.showModal();
      title.focus(); // not a button: its tooltip would cover the others; Tab reaches them
    },
    close() { if (dialog.open) dialog.close(); },
  };
}

