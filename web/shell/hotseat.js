// hotseat.js — "Pass the device to <name>": between two people at one screen, when the player
// deciding changes, the table is hidden (stored ruin tokens are private) until they confirm.

/**
 * @param {HTMLDialogElement} dialog  #handoff (holds #handoff-name and #handoff-confirm)
 * @returns {{ask: (name: string) => Promise<void>, open: () => boolean}}
 */
export function createHandoff(dialog) {
  const name = dialog.querySelector("#handoff-name");
  const confirm = dialog.querySelector("#handoff-confirm");
  let resolve = null;
  confirm.addEventListener("click", () => dialog.close());
  dialog.addEventListener("cancel", (e) => e.preventDefault()); // Escape must not reveal
  dialog.addEventListener("close", () => { const r = resolve; resolve = null; r?.(); });
  return {
    /** Shows the screen for `name`; resolves once they confirm. */
    ask(playerName) {
      name.textContent = playerName;
      if (!dialog.open) dialog.showModal();
      confirm.focus();
      return new Promise((r) => { resolve = r; });
    },
    open: () => dialog.open,
  };
}
