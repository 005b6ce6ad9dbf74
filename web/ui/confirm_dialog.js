// confirm_dialog.js — asks before an action whose detail carries a `confirm` sentence (ending a
// phase with something unspent, say). A modal dialog in the page, not window.confirm: it can
// be styled, read by screen readers, and it never blocks the page's thread.

/**
 * @param {HTMLDialogElement} dialog  #confirm-screen (holds #confirm-text, #confirm-yes, #confirm-no)
 * @returns {{ask: (sentence: string) => Promise<boolean>}}
 */
export function createConfirm(dialog) {
  const text = dialog.querySelector("#confirm-text");
  const yes = dialog.querySelector("#confirm-yes");
  const no = dialog.querySelector("#confirm-no");
  let answer = false;
  let resolve = null;
  yes.addEventListener("click", () => { answer = true; dialog.close(); });
  no.addEventListener("click", () => { answer = false; dialog.close(); });
  dialog.addEventListener("close", () => { const r = resolve; resolve = null; r?.(answer); });
  return {
    /** Shows the sentence; resolves true when the person confirms, false otherwise. */
    ask(sentence) {
      text.textContent = sentence;
      answer = false;
      if (!dialog.open) dialog.showModal();
      yes.focus();
      return new Promise((r) => { resolve = r; });
    },
  };
}
