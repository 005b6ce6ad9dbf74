// table.js — the game table: follows the session's views, asks the engine for the legal
// actions, and hands both to the panels (actions, boards, market, log, map marks). It also runs
// the hotseat hand-over and the end screen. Every move goes back through session.call("act").

import { session } from "./session.js";
import { el } from "./dom.js";
import { tip } from "./tooltip.js";
import { hexOf, MAP_MARKS } from "./action_kinds.js";
import { renderActions, renderDecider, ruleFor } from "./actions_panel.js";
import { renderBoards } from "./board_panel.js";
import { renderMarket } from "./market_panel.js";
import { renderLog } from "./log_panel.js";
import { renderEnd } from "./end_screen.js";
import { renderPlayers } from "./legend.js";


export class Table {
  /**
   * @param {object} ui  the panels' elements (actions, decider, undo, boards, market, log,
   *   players, hexActions, map, status, endDialog, endBody)
   * @param {{mapView: object, rules: object, handoff: {ask: (name: string) => Promise<void>},
   *          bots: import("./bot_turns.js").BotTurns, onFresh: () => void}} parts
   */
  constructor(ui, { mapView, rules, handoff, bots, onFresh }) {
    this.ui = ui;
    this.mapView = mapView;
    this.rules = rules;
    this.handoff = handoff;
    this.bots = bots;
    this.onFresh = onFresh;
    this.view = null;
    this.actions = [];
    this.decider = null;
    this.lastPerson = null; // the last seat a person decided for (hotseat hand-over)
    this.picked = null; // cube colour picked for a drop
    this.group = null; // hexagon whose miniature group is selected
    this.nextGroup = null; // where the selected group walked to (stays selected there)
    this.hexId = null; // hexagon shown in the details panel
    this.generation = 0;
    this.renders = 0;
    this.busy = false;
    session.on("view", (view, { cause }) => { this.#onView(view, cause); });
    session.on("error", (error, { cause }) => { if (cause === "act" || cause === "undo") this.#status(error.message); });
    ui.undo.addEventListener("click", () => this.#call("undo"));
  }

  /** The legal actions shown now (a copy). */
  legalActions() {
    return structuredClone(this.actions);
  }

  /** Plays a legal action (any control's path ends here). */
  act(id) {
    const action = this.actions.find((a) => a.id === id);
    if (!action) return;
    if ((action.kind === "move" || action.kind === "fly") && this.group) this.nextGroup = action.args[1];
    this.#call("act", id);
  }

  /** A hexagon was chosen on the map: its miniature group is selected if it has one. */
  chooseHex(hexId) {
    this.hexId = hexId;
    const origins = this.#origins();
    if ([...origins.values()].includes(hexId)) this.group = this.group === hexId ? null : hexId;
    this.#renderMarks();
    this.#renderHexActions();
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
    const fresh = cause === "new_game" || cause === "load_link";
    this.view = view;
    this.mapView.setView(view, { fresh });
    this.ui.map.dataset.players = String(view.players?.length ?? 0);
    this.ui.map.dataset.viewCount = String(Number(this.ui.map.dataset.viewCount ?? 0) + 1);
    renderPlayers(this.ui.players, view.players ?? []);
    this.bots.setTable(view.players ?? []);
    renderLog(this.ui.log, view.log);
    this.ui.undo.disabled = !view.can_undo;
    if (cause === "view") { // a seat's own view (private parts): same decisions, more to see
      this.#renderAll();
      return;
    }
    const generation = ++this.generation;
    if (cause === "replay") { // a past position: shown read-only, no live decisions over it
      this.bots.idle();
      this.actions = [];
      this.decider = null;
      this.group = null;
      this.picked = null;
      this.#renderAll();
      return;
    }
    if (fresh) { this.decider = null; this.lastPerson = null; this.group = null; this.hexId = null; this.onFresh?.(); }
    this.picked = null;
    this.#status("");
    let actions = [];
    try {
      actions = await session.call("legal_actions");
    } catch (error) {
      this.#status(error.message);
    }
    if (generation !== this.generation) return;
    const seat = typeof actions[0]?.player === "number" ? actions[0].player : null;
    const bot = seat !== null && !this.#human(seat);
    if (bot) { // the bot thinks in the worker; people see its seat deciding, no controls
      this.decider = seat;
      this.actions = [];
      this.ui.undo.disabled = true; // a bot's move is not a person's to take back
      this.#renderAll();
      this.bots.due(view.players[seat]);
      return;
    }
    this.bots.idle();
    const people = (view.players ?? []).filter((p) => !p.bot).length;
    if (seat !== null && this.lastPerson !== null && seat !== this.lastPerson && people > 1) {
      this.actions = [];
      this.#hideTable(view.players[seat].name);
      await this.handoff.ask(view.players[seat].name);
      if (generation !== this.generation) return;
    }
    if (seat !== null) this.lastPerson = seat;
    this.decider = seat;
    this.actions = actions;
    if (this.nextGroup) { this.group = this.nextGroup; this.nextGroup = null; }
    if (this.group && ![...this.#origins().values()].includes(this.group)) this.group = null;
    if (seat !== null && view.players[seat]?.has_stored_ruin) {
      try {
        await session.call("view", String(seat)); // renders through #onView("view")
        return;
      } catch { /* fall back to the public view */ }
    }
    this.#renderAll();
    if (view.finished && view.result) this.#showEnd();
  }

  #human(seat) {
    return !this.view?.players?.[seat]?.bot;
  }

  #hideTable(name) {
    this.ui.decider.replaceChildren(el("span", { text: `Waiting for ${name} to take the device.` }));
    this.ui.actions.replaceChildren();
    this.ui.hexActions.replaceChildren();
    this.ui.boards.replaceChildren();
  }

  #renderAll() {
    const { view, actions, rules, ui } = this;
    const onAct = (id) => this.act(id);
    renderDecider(ui.decider, view, actions, this.decider !== null && !this.#human(this.decider) ? this.decider : null);
    renderActions(ui.actions, view, actions, rules, { onAct });
    renderBoards(ui.boards, view, actions, rules, {
      seat: this.decider, picked: this.picked, onAct,
      onPick: (colour) => { this.picked = colour; this.#renderBoardsOnly(); },
    });
    renderMarket(ui.market, view, actions, rules, { onAct });
    this.#renderMarks();
    this.#renderHexActions();
    ui.actions.dataset.stateHash = view.state_hash;
    ui.actions.dataset.render = String(++this.renders);
  }

  #renderBoardsOnly() {
    const focusPick = document.activeElement?.dataset?.pick;
    renderBoards(this.ui.boards, this.view, this.actions, this.rules, {
      seat: this.decider, picked: this.picked, onAct: (id) => this.act(id),
      onPick: (colour) => { this.picked = colour; this.#renderBoardsOnly(); },
    });
    if (focusPick) this.ui.boards.querySelector(`[data-pick="${CSS.escape(focusPick)}"]`)?.focus();
    this.#status(this.picked ? `Picked a ${this.picked} cube: choose a highlighted space to place it.` : "");
  }

  #showEnd() {
    renderEnd(this.ui.endBody, this.view, this.rules);
    if (!this.ui.endDialog.open) this.ui.endDialog.showModal();
  }

  #status(text) {
    this.ui.status.textContent = text;
  }

  // --- the map -----------------------------------------------------------------------------

  /** Miniature id → the hexagon its group stands in, as the engine says on each step. */
  #origins() {
    const out = new Map();
    for (const a of this.actions) {
      if ((a.kind === "move" || a.kind === "fly") && a.detail?.from) out.set(a.args[0], a.detail.from);
    }
    return out;
  }

  #renderMarks() {
    const marks = new Map();
    const add = (hexId, style, label) => {
      const m = marks.get(hexId);
      if (!m) marks.set(hexId, { style, label });
      else if (!m.label.split(" · ").includes(label)) m.label = `${m.label} · ${label}`;
    };
    const origins = this.#origins();
    for (const a of this.actions) {
      const hexId = hexOf(a);
      if (!hexId || a.kind === "move" || a.kind === "fly") continue;
      add(hexId, "target", MAP_MARKS[a.kind] ?? a.kind);
    }
    if (this.group) {
      add(this.group, "selected", "Selected");
      for (const a of this.actions) {
        if ((a.kind === "move" || a.kind === "fly") && origins.get(a.args[0]) === this.group) {
          add(a.args[1], "target", `${MAP_MARKS[a.kind]} ${a.detail?.cost ?? ""}`.trim());
        }
      }
    } else {
      for (const hexId of new Set(origins.values())) add(hexId, "group", "Move");
    }
    this.mapView.setMarks(marks);
  }

  /** The actions pointing at the chosen hexagon, under its details. */
  #renderHexActions() {
    const box = this.ui.hexActions;
    const here = this.hexId ? this.actions.filter((a) => hexOf(a) === this.hexId) : [];
    const origins = this.#origins();
    const moves = this.group ? this.actions.filter((a) => (a.kind === "move" || a.kind === "fly") && origins.get(a.args[0]) === this.group) : [];
    const parts = [];
    if (here.length) {
      parts.push(el("h4", { text: "What you can do here" }),
        el("div", { class: "chips" }, here.map((a) => this.#button(a))));
    }
    if (this.group && this.group === this.hexId && moves.length) {
      parts.push(el("h4", { text: "Where the selected miniatures can go" }),
        el("div", { class: "chips" }, moves.map((a) => this.#button(a))));
    }
    box.replaceChildren(...parts);
  }

  #button(action) {
    const b = el("button", { class: `action kind-${action.kind}`, text: action.label, attrs: { type: "button" },
      data: { action: action.id } });
    tip(b, ruleFor(action, this.rules));
    b.addEventListener("click", () => this.act(action.id));
    return b;
  }
}
