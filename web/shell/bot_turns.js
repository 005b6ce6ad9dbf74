// bot_turns.js — the bots at the table. When a bot decides, it waits the chosen pace, then the
// bot thinks in the engine's worker (web_api.bot_act), so the page stays responsive; the
// status line says who is thinking. Pause, resume and "one move" let people watch a game of
// bots only at their own speed.
//
// DOM contract (e2e tests): #bot-tools (hidden when no seat is a bot) holds #bot-speed (a
// select of PACES), #bot-pause (aria-pressed) and #bot-step; #bot-status[data-state] is
// "idle" | "waiting" | "thinking" | "paused" | "error".

import { el, playerMark } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";

/** Milliseconds between a bot's turn coming up and its move, so people can follow it. */
export const PACES = Object.freeze({ instant: 0, fast: 300, normal: 900, slow: 2000 });
export const LEVEL_NAMES = Object.freeze({
  random: "Random", novice: "Novice", greedy: "Adept", adept: "Adept", master: "Master",
});
const THINKING_SECONDS = "0.8"; // the strongest level's budget; it usually needs far less
const PACE_KEY = "hexrealms.bot-pace";

export class BotTurns {
  /**
   * @param {{tools: HTMLElement, speed: HTMLSelectElement, pause: HTMLButtonElement,
   *          step: HTMLButtonElement, status: HTMLElement,
   *          play: (seconds: string) => Promise<unknown>}} parts
   *   play: asks the engine to play the deciding bot (session.call("bot_act", seconds)).
   */
  constructor({ tools, speed, pause, step, status, play }) {
    Object.assign(this, { tools, speed, pause, step, status, play });
    this.turn = null; // {player, level}: the bot deciding now, or null
    this.timer = null;
    this.thinking = false;
    this.paused = false;
    tip(speed, "How long a bot's turn stays in view before it moves: Instant, Fast (0.3 s), "
      + "Normal (0.9 s) or Slow (2 s). Thinking time comes on top: at most 0.8 s.");
    tip(pause, "Stops the bots before their next move (a move being thought about still lands). "
      + "Press again to let them play on.");
    tip(step, "While the bots are paused: the bot whose turn it is makes one move.");
    speed.value = readPace();
    speed.addEventListener("change", () => {
      writePace(speed.value);
      if (this.timer !== null) this.#schedule(); // the new pace applies to the move waiting
    });
    pause.addEventListener("click", () => this.#setPaused(!this.paused));
    step.addEventListener("click", () => { if (this.paused && this.turn) this.#move(); });
    this.#show("idle", []);
  }

  /** Shows the bot controls when the game at the table has a bot seat. */
  setTable(players) {
    this.tools.hidden = !players.some((p) => p.bot);
  }

  /** A new game starts: bots play on (a pause belonged to the last game), nothing is due. */
  newGame() {
    this.#clearTimer();
    this.turn = null;
    if (this.paused) this.#setPaused(false);
  }

  /** A bot decides now: it will move after the pace (unless paused). */
  due(player) {
    this.turn = { player, level: LEVEL_NAMES[player.bot] ?? player.bot };
    if (this.paused) this.#showPaused();
    else this.#schedule();
  }

  /** Nobody automatic decides now (a person, the game's end, a replayed position). */
  idle() {
    this.turn = null;
    this.#clearTimer();
    if (!this.thinking) this.#show(this.paused ? "paused" : "idle", this.paused ? [el("span", { text: "Bots paused." })] : []);
    this.step.disabled = true;
  }

  #schedule() {
    this.#clearTimer();
    const { player, level } = this.turn;
    this.#show("waiting", [playerMark(player), line(player.name, ` (${level} bot) is about to play…`)]);
    this.timer = setTimeout(() => { this.timer = null; this.#move(); }, PACES[this.speed.value] ?? PACES.normal);
  }

  async #move() {
    const turn = this.turn;
    if (!turn || this.thinking) return;
    this.#clearTimer();
    this.thinking = true;
    this.step.disabled = true;
    this.#show("thinking", [el("span", { class: "spinner", attrs: { "aria-hidden": "true" } }),
      playerMark(turn.player), line(turn.player.name, ` (${turn.level} bot) is thinking…`)]);
    try {
      // The new view arrives through the session, whose listener then calls due() or idle().
      await this.play(THINKING_SECONDS);
      this.thinking = false;
      if (this.paused) this.#showPaused();
    } catch (error) {
      this.thinking = false;
      this.paused = true;
      this.pause.setAttribute("aria-pressed", "true");
      this.pause.textContent = "Resume bots";
      this.#show("error", [el("span", { text: `The bot could not move: ${error?.message ?? error}. Bots are paused.` })]);
    }
  }

  #setPaused(paused) {
    this.paused = paused;
    this.pause.setAttribute("aria-pressed", String(paused));
    this.pause.textContent = paused ? "Resume bots" : "Pause bots";
    if (paused) {
      this.#clearTimer();
      if (!this.thinking) this.#showPaused();
    } else if (this.turn && !this.thinking) {
      this.#schedule();
    } else if (!this.thinking) {
      this.idle();
    }
  }

  #showPaused() {
    const who = this.turn ? `${this.turn.player.name} (${this.turn.level} bot) is next.` : "";
    this.#show("paused", [el("span", { text: `Bots paused. ${who}`.trim() })]);
    this.step.disabled = !this.turn;
  }

  #clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  #show(state, children) {
    this.status.dataset.state = state;
    this.status.replaceChildren(...children);
  }
}

/** "<name> (Master bot) is …" as one line that wraps as text. */
function line(name, rest) {
  return el("span", {}, [el("strong", { text: name }), rest]);
}

function readPace() {
  try {
    const saved = localStorage.getItem(PACE_KEY);
    if (saved && saved in PACES) return saved;
  } catch { /* storage may be unavailable: the default pace then */ }
  return "normal";
}

function writePace(pace) {
  try { localStorage.setItem(PACE_KEY, pace); } catch { /* not kept, still used */ }
}
