// master_hint.js — "What would Master do?": the person deciding asks, the worker thinks as
// the Master bot would on that person's own knowledge of the game (web_api.advise: other
// seats' secrets are re-drawn, never read), and the table marks the choice — its button in the
// side list and the spaces it is about — with one line of why. Asking never changes the game;
// the hint holds for the position it was asked in and goes when the game moves on.

import { tip } from "../ui/tooltip.js";

/** Master's thinking time for a hint, in seconds (the same as a Master bot's move). */
const THINK = 0.8;
const ASK = "What would Master do?";

export class MasterHint {
  /**
   * @param {{button: HTMLButtonElement, line: HTMLElement}} ui  the control and its line of why
   * @param {{ask: (seconds: number) => Promise<{action: string, label: string, why: string, position: string}>,
   *          show: (actionId: string) => void}} parts
   *   ask: web_api.advise through the engine; show: marks the action on the table
   */
  constructor(ui, { ask, show }) {
    Object.assign(this, { ui, ask, show });
    this.position = null; // the state hash of the position on screen
    this.open = false; // whether a person decides there
    this.thinking = false;
    ui.button.textContent = ASK;
    tip(ui.button, "Master, the strongest bot, thinks about your decision as it would for itself — "
      + "from what you can see, never from other players' secrets — and marks its choice "
      + "on the table with the reason. Nothing is played: the choice stays yours.");
    ui.button.addEventListener("click", () => this.#ask());
    this.#sync();
  }

  /** A position was drawn: a new one clears the last hint; asking is open while a person decides. */
  update(view, actions) {
    if (view.state_hash !== this.position) {
      this.position = view.state_hash;
      this.ui.line.textContent = "";
      delete this.ui.line.dataset.action;
    }
    this.open = actions.length > 0 && !view.finished;
    this.#sync();
  }

  /** The table is hidden for the hand-over: the last person's hint goes with it (its label may
   * name what only they may see). */
  clear() {
    this.position = null;
    this.open = false;
    this.ui.line.textContent = "";
    delete this.ui.line.dataset.action;
    this.#sync();
  }

  #sync() {
    this.ui.button.disabled = !this.open || this.thinking;
    this.ui.button.textContent = this.thinking ? "Master is thinking…" : ASK;
    this.ui.button.setAttribute("aria-busy", String(this.thinking));
  }

  async #ask() {
    if (!this.open || this.thinking) return;
    const position = this.position;
    this.thinking = true;
    this.#sync();
    try {
      const advice = await this.ask(THINK);
      if (advice.position !== position || this.position !== position) return; // moved on meanwhile
      this.ui.line.textContent = `Master would choose: ${advice.label}. ${advice.why}`;
      this.ui.line.dataset.action = advice.action;
      this.show(advice.action);
    } catch (error) {
      if (this.position === position) this.ui.line.textContent = error.message;
    } finally {
      this.thinking = false;
      this.#sync();
    }
  }
}
