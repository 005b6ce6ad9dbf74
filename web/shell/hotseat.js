// hotseat.js — "Pass the device to <name>": between two people at one screen, when the player
// deciding changes, the table is hidden (a hand, a stored token is private) until they confirm;
// and "Who is at this screen?": a game opened from a link or an autosave whose seats hold
// secrets shows the public table until the opener says which seat they are.

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

/**
 * @param {HTMLDialogElement} dialog  #seat-pick (holds #seat-pick-seats)
 * @returns {{ask: (people: {seat: number, name: string}[]) => Promise<number>}}
 */
export function createSeatPick(dialog) {
  const seats = dialog.querySelector("#seat-pick-seats");
  dialog.addEventListener("cancel", (e) => e.preventDefault()); // Escape must not reveal
  return {
    /** Asks which of `people` is at the screen; resolves with their seat. */
    ask(people) {
      return new Promise((resolve) => {
        seats.replaceChildren(...people.map(({ seat, name }) => {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = `I am ${name}`;
          button.dataset.seat = String(seat);
          button.addEventListener("click", () => { dialog.close(); resolve(seat); });
          return button;
        }));
        if (!dialog.open) dialog.showModal();
        seats.firstElementChild?.focus();
      });
    },
  };
}

const SCREEN_KEY = "hexrealms.screen";

/**
 * Remembers, for this tab only (sessionStorage: a reload keeps it, a new tab or browser does
 * not), which seat's view of which position is on screen, so a reload does not ask again.
 * @param {string} stateHash @param {number} seat
 */
export function rememberScreen(stateHash, seat) {
  try {
    sessionStorage.setItem(SCREEN_KEY, JSON.stringify({ hash: stateHash, seat }));
  } catch {
    // storage refused: a reload then asks who is at the screen, which is safe
  }
}

/** The seat this tab showed `stateHash` to, or null. @param {string} stateHash */
export function screenSeat(stateHash) {
  try {
    const seen = JSON.parse(sessionStorage.getItem(SCREEN_KEY) ?? "null");
    return seen?.hash === stateHash && Number.isInteger(seen.seat) ? seen.seat : null;
  } catch {
    return null;
  }
}
