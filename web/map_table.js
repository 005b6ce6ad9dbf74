// map_table.js — the table for views that carry their own hex map and player boards
// (view.map.hexes, view.players[].board: Hyperborea's view): the map canvas with its marks,
// the actions listed by what they spend, the players' boards, the market and the players
// list. Chosen by what the view holds, never by a game's id.
//
// Acting where you look: a click (tap, Enter) on a marked hexagon acts — one action there is
// taken at once, several open a small menu at the hexagon. A hexagon with miniatures that can
// move selects them; a click on a marked destination then moves them there.

import { el } from "./dom.js";
import { tip } from "./tooltip.js";
import { MAP_MARKS } from "./action_kinds.js";
import { renderActions, renderDecider, ruleFor } from "./actions_panel.js";
import { renderBoards } from "./board_panel.js";
import { renderMarket } from "./market_panel.js";
import { renderPlayers } from "./legend.js";
import { openMenu } from "./space_menu.js";

/** The hexagon an action is about, as the engine's action detail says (`at`), or null. */
const hexOf = (action) => action.detail?.at ?? null;

export class MapTable {
  /**
   * @param {object} ui  #actions, #decider, #boards, #market, #players, #hex-actions, #status
   * @param {{mapView: import("./map_view.js").MapView, act: (id: string) => void}} parts
   */
  constructor(ui, { mapView, act }) {
    this.ui = ui;
    this.mapView = mapView;
    this.act = act;
    this.name = "map";
    this.view = null;
    this.actions = [];
    this.rules = null;
    this.decider = null;
    this.picked = null; // cube colour picked for a drop
    this.group = null; // hexagon whose miniature group is selected
    this.nextGroup = null; // where the selected group walked to (stays selected there)
    this.hexId = null; // hexagon shown in the details panel
  }

  /** Whether this table can show a view: it has a hex map of its own. */
  static fits(view) {
    return Array.isArray(view?.map?.hexes);
  }

  /** A new game: nothing selected. */
  reset() {
    this.group = null;
    this.nextGroup = null;
    this.hexId = null;
    this.picked = null;
  }

  /** An action is about to be played: a walking group stays selected where it goes. */
  acting(action) {
    if ((action.kind === "move" || action.kind === "fly") && this.group) this.nextGroup = action.args[1];
  }

  /**
   * Draws a view with the decisions shown for it.
   * @param {object} view
   * @param {object[]} actions  the person's legal actions ([] while a bot decides or in a replay)
   * @param {{rules: object, decider: number|null, botSeat: number|null, fresh: boolean}} info
   */
  render(view, actions, { rules, decider, botSeat, fresh }) {
    this.view = view;
    this.actions = actions;
    this.rules = rules;
    this.decider = decider;
    if (fresh) this.reset();
    if (this.nextGroup) { this.group = this.nextGroup; this.nextGroup = null; }
    if (this.group && ![...this.#origins().values()].includes(this.group)) this.group = null;
    this.picked = null;
    this.mapView.setView(view, { fresh });
    renderPlayers(this.ui.players, view.players ?? []);
    const onAct = (id) => this.act(id);
    renderDecider(this.ui.decider, view, actions, botSeat);
    renderActions(this.ui.actions, view, actions, rules, { onAct });
    this.#renderBoards();
    renderMarket(this.ui.market, view, actions, rules, { onAct });
    this.#renderMarks();
    this.#renderHexActions();
  }

  /** The hand-over: nothing private stays on screen. */
  hide(name) {
    this.ui.decider.replaceChildren(...(name ? [el("span", { text: `Waiting for ${name} to take the device.` })] : []));
    this.ui.actions.replaceChildren();
    this.ui.hexActions.replaceChildren();
    this.ui.boards.replaceChildren();
  }

  /**
   * A hexagon was chosen on the map: the selected miniatures' move there, else its miniature
   * group selected (or let go), else what can be done there.
   */
  chooseHex(hexId) {
    this.hexId = hexId;
    const origins = this.#origins();
    const moves = this.group && this.group !== hexId
      ? this.actions.filter((a) => (a.kind === "move" || a.kind === "fly")
        && origins.get(a.args[0]) === this.group && a.args[1] === hexId) : [];
    if (moves.length) {
      this.#offer(hexId, moves);
    } else if ([...origins.values()].includes(hexId)) {
      this.group = this.group === hexId ? null : hexId;
    } else {
      const here = this.actions.filter((a) => hexOf(a) === hexId && a.kind !== "move" && a.kind !== "fly");
      if (here.length) this.#offer(hexId, here);
    }
    this.#renderMarks();
    this.#renderHexActions();
  }

  /** One action at a hexagon is taken; several open the menu there. */
  #offer(hexId, actions) {
    if (actions.length === 1) {
      this.act(actions[0].id);
      return;
    }
    const centre = this.mapView.hexCenter(hexId);
    if (!this.anchor) {
      this.anchor = el("div", { class: "menu-anchor", attrs: { "aria-hidden": "true" } });
      document.body.append(this.anchor);
    }
    // in page coordinates, so the menu moves with the map when the page scrolls
    this.anchor.style.left = `${(centre?.x ?? 0) + window.scrollX}px`;
    this.anchor.style.top = `${(centre?.y ?? 0) + window.scrollY}px`;
    openMenu(this.anchor, `Hexagon ${hexId}`, actions, { onAct: (id) => this.act(id), about: hexId, focus: true });
  }

  #renderBoards() {
    const focusPick = document.activeElement?.dataset?.pick;
    renderBoards(this.ui.boards, this.view, this.actions, this.rules, {
      seat: this.decider, picked: this.picked, onAct: (id) => this.act(id),
      onOffer: (anchor, title, actions) => openMenu(anchor, title, actions,
        { onAct: (id) => this.act(id), about: anchor.dataset.space ?? title, focus: true }),
      onPick: (colour) => { this.picked = colour; this.#renderBoards(); this.#status(); },
    });
    if (focusPick) this.ui.boards.querySelector(`[data-pick="${CSS.escape(focusPick)}"]`)?.focus();
  }

  #status() {
    this.ui.status.textContent = this.picked ? `Picked a ${this.picked} cube: choose a highlighted space to place it.` : "";
  }

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
    tip(b, ruleFor(action));
    b.addEventListener("click", () => this.act(action.id));
    return b;
  }
}
