// game_flow.js — the game at the table: follows the session's views, asks the engine for the
// legal actions and for the deciding person's own view, and hands both to the table
// (table/board_table.js, the one surface every game is drawn on). It runs the hotseat
// hand-over, the bots' turns, the confirmations and the end screen. Every move goes back through
// session.call("act").
//
// Hidden information: the page always shows the deciding person's view (web_api.view(seat); a
// move's answer is already the view of the person deciding now, else of the one who moved or
// watches the bots, so the page draws it without asking again). While a bot decides, the last
// person's view stays; between two people the hand-over screen hides the table first (the next
// person's view is drawn only after it), so the next person never sees the last one's secrets. A game opened
// from a link or the autosave whose people hold secrets shows the public view and asks who is
// at the screen first (a reload of the same tab remembers it: hotseat.js).

import { session } from "../engine/session.js";
import { renderLog } from "../panels/log.js";
import { renderEnd } from "../panels/end_screen.js";
import { closeMenu } from "../table/space_menu.js";
import { rememberScreen, screenSeat } from "./hotseat.js";

export class Table {
  /**
   * @param {object} ui  #actions, #undo, #log, #table (view counter), #status, #end-screen, #end-body
   * @param {{surface: import("../table/board_table.js").BoardTable, rulesFor: (ruleset: string) => Promise<object>,
   *          handoff: {ask: (name: string) => Promise<void>},
   *          seatPick: {ask: (people: {seat: number, name: string}[]) => Promise<number>},
   *          confirm: {ask: (sentence: string) => Promise<boolean>},
   *          bots: import("./bot_turns.js").BotTurns, onFresh?: () => void,
   *          onGame?: (ruleset: string) => void}} parts
   */
  constructor(ui, { surface, rulesFor, handoff, seatPick, confirm, bots, onFresh, onGame }) {
    Object.assign(this, { ui, surface, rulesFor, handoff, seatPick, confirm, bots, onFresh, onGame });
    this.live = null; // the live position's view as the engine answered the last move: the
    // public one, or the view the table shows next: the person deciding now, else the one who
    // moved (or watched a bot move)
    this.shown = null; // the view on screen (a seat's own view of the live position, or a replay)
    this.actions = [];
    this.actionsFor = null; // state_hash the actions belong to
    this.decider = null; // the person deciding now
    this.botSeat = null; // the bot deciding now
    this.lastPerson = null; // the last seat a person decided for (hotseat hand-over)
    this.replaying = false;
    this.counted = true; // whether the live view was counted on #table[data-view-count]
    this.fresh = false; // the next render is a new game's first
    this.generation = 0;
    this.renders = 0;
    this.busy = false;
    this.rules = null;
    this.rulesByGame = new Map(); // ruleset id -> its rules_text, once answered
    session.on("view", (view, { cause }) => { this.#onView(view, cause); });
    session.on("error", (error, { cause }) => { if (cause === "act" || cause === "undo") this.#status(error.message); });
    ui.undo.addEventListener("click", () => this.#call("undo"));
  }

  /** The legal actions shown now (a copy). */
  legalActions() {
    return structuredClone(this.actions);
  }

  /** Plays a legal action (any control's path ends here); asks first when its detail says so. */
  async act(id) {
    const action = this.actions.find((a) => a.id === id);
    if (!action || this.busy) return;
    if (action.detail?.confirm) {
      closeMenu();
      if (!(await this.confirm.ask(action.detail.confirm))) return;
      if (!this.actions.some((a) => a.id === id)) return; // the position moved on meanwhile
    }
    this.surface.acting(action);
    this.#call("act", id, JSON.stringify(this.decider)); // answered with the actor's own view
  }

  /** The seat whose view the table shows while a bot decides (the last person; null: none). */
  get watcher() {
    return this.lastPerson;
  }

  // --- flow --------------------------------------------------------------------------------

  async #call(fn, ...args) {
    if (this.busy) return;
    this.busy = true;
    this.ui.actions.setAttribute("aria-busy", "true");
    try {
      await session.call(fn, ...args);
    } catch {
      // shown through the session's error event
    } finally {
      this.busy = false;
      this.ui.actions.removeAttribute("aria-busy");
    }
  }

  async #onView(view, cause) {
    if (cause === "replay") { // a past position: shown read-only, no live decisions over it
      const generation = ++this.generation;
      this.replaying = true;
      this.bots.idle();
      this.actions = [];
      this.decider = null;
      this.botSeat = null;
      const rules = await this.#rules(view);
      if (generation !== this.generation) return;
      this.counted = false;
      this.#render(view, rules);
      return;
    }
    if (cause === "view" && !this.replaying) { // a seat's own view of the live position
      if (view.state_hash !== this.live?.state_hash) return; // an answer about an older position
      this.#render(view, this.rulesByGame.get(view.ruleset) ?? await this.#rules(view));
      return;
    }
    // The live game moved (or a replay ended): who decides now, and what do they see?
    this.replaying = false;
    const generation = ++this.generation;
    const fresh = cause === "new_game" || cause === "load_link";
    this.live = view;
    this.counted = false;
    this.actions = [];
    this.actionsFor = null;
    if (fresh) {
      this.decider = null;
      this.botSeat = null;
      this.lastPerson = null;
      this.fresh = true;
      this.surface.reset();
      this.bots.newGame();
      this.onFresh?.();
    }
    this.onGame?.(view.ruleset);
    this.#status("");
    if (cause === "load_link") {
      const opener = await this.#opener(view, generation);
      if (generation !== this.generation) return;
      this.lastPerson = opener;
    }
    let actions = [];
    try {
      await this.#rules(view);
      actions = await session.call("legal_actions");
    } catch (error) {
      this.#status(error.message);
    }
    if (generation !== this.generation) return;
    const seat = typeof actions[0]?.player === "number" ? actions[0].player : null;
    if (seat !== null && !this.#human(seat)) { // the bot thinks in the worker; people watch
      this.decider = null;
      this.botSeat = seat;
      const shown = this.#showSeat(this.lastPerson, view, generation); // asked before the bot moves
      this.bots.due(view.players[seat]);
      await shown;
      return;
    }
    this.bots.idle();
    this.botSeat = null;
    const people = (view.players ?? []).filter((p) => !p.bot).length;
    // Pass the device between two people only when one of them has something to hide (a hand,
    // a stored token): setup picks that hide nothing go on without the hand-over screen.
    const secrets = new Set(view.secret_seats ?? []);
    if (seat !== null && this.lastPerson !== null && seat !== this.lastPerson && people > 1
        && (secrets.has(seat) || secrets.has(this.lastPerson))) {
      this.decider = null;
      closeMenu();
      this.surface.hide(view.players[seat].name);
      this.ui.log.replaceChildren(); // the last person's log may hold lines only they may read
      await this.handoff.ask(view.players[seat].name);
      if (generation !== this.generation) return;
    }
    if (seat !== null) this.lastPerson = seat;
    this.decider = seat;
    this.actions = actions;
    this.actionsFor = view.state_hash;
    await this.#showSeat(seat ?? this.lastPerson, view, generation);
    if (generation !== this.generation) return;
    if (view.finished && view.result) this.#showEnd();
  }

  /**
   * Who opened a game from a link or the autosave: when any person's seat holds secrets, the
   * public view is drawn and they are asked (unless this tab showed this very position to a
   * seat before a reload); null when nothing is secret.
   */
  async #opener(view, generation) {
    const secrets = new Set(view.secret_seats ?? []);
    const people = (view.players ?? []).map((p, seat) => ({ seat, name: p.name, bot: p.bot }))
      .filter((p) => !p.bot);
    if (!people.some((p) => secrets.has(p.seat))) return null;
    const remembered = screenSeat(view.state_hash);
    if (people.some((p) => p.seat === remembered)) return remembered;
    this.#render(view, await this.#rules(view));
    if (generation !== this.generation) return null;
    return this.seatPick.ask(people);
  }

  /** Shows the live position as `seat` sees it (the public view when no person has played). */
  async #showSeat(seat, live, generation) {
    if (seat === null || seat === undefined || live.viewer === seat) { // the move's answer is it
      this.#render(live, await this.#rules(live));
      if (generation === this.generation && seat !== null && seat !== undefined) rememberScreen(live.state_hash, seat);
      return;
    }
    try {
      await session.call("view", String(seat)); // drawn by #onView(…, "view")
      if (generation === this.generation) rememberScreen(live.state_hash, seat);
    } catch {
      // only a view every seat may see stands in for the seat's own
      if (generation === this.generation && live.viewer === null) this.#render(live, await this.#rules(live));
    }
  }

  #render(view, rules) {
    this.shown = view;
    this.rules = rules;
    if (!this.counted) { // once per position: the browser tests count positions drawn
      this.counted = true;
      this.ui.table.dataset.viewCount = String(Number(this.ui.table.dataset.viewCount ?? 0) + 1);
    }
    this.ui.table.dataset.players = String(view.players?.length ?? 0);
    const actions = this.actionsFor === view.state_hash && !this.replaying ? this.actions : [];
    const fresh = this.fresh;
    this.fresh = false;
    this.bots.setTable(view.players ?? []);
    renderLog(this.ui.log, view.log);
    this.#showUndo(view);
    this.surface.render(view, actions, { rules, decider: this.decider, botSeat: this.botSeat, fresh });
    this.ui.actions.dataset.stateHash = view.state_hash;
    this.ui.actions.dataset.render = String(++this.renders);
  }

  /** Undo is enabled only for the deciding person's own last decision; disabled, it says why. */
  #showUndo(view) {
    let why = view.undo_refusal ?? "";
    if (this.replaying) why = "Replaying: go back to the live game to undo.";
    else if (this.botSeat !== null) { // paused or thinking, the same: Undo waits for a person's turn
      why = `${view.players?.[this.botSeat]?.name ?? "A bot"} (a bot) is to move: you can undo on your own turn.`;
    }
    else if (view.finished) why = "The game is over.";
    this.ui.undo.disabled = Boolean(why);
    const note = document.getElementById("undo-why");
    if (note) note.textContent = why;
  }

  async #rules(view) {
    try {
      const rules = await this.rulesFor(view.ruleset);
      this.rulesByGame.set(view.ruleset, rules);
      return rules;
    } catch {
      return {}; // rules texts are for tooltips: the table still works without them
    }
  }

  #human(seat) {
    return !this.live?.players?.[seat]?.bot;
  }

  #showEnd() {
    renderEnd(this.ui.endBody, this.shown ?? this.live, this.rules ?? null);
    if (!this.ui.endDialog.open) this.ui.endDialog.showModal();
  }

  #status(text) {
    this.ui.status.textContent = text;
  }
}
