// board_table.js — the table for any view drawn from its generic `table` (ARCHITECTURE.md,
// "The view"): the boards (board_view.js), the panels (a hand with visible cards beside the
// decisions, the rest below the boards), the players with their summaries, the hint, and the
// side list of every action grouped by detail.group.
//
// Acting where you look, from the actions' `detail` only:
//   - a space some action is `at` is marked; clicking it acts when one action is there, else a
//     small menu at the space lists them;
//   - a move (`from`/`to`): clicking its `from` space selects it and marks every `to`; clicking
//     a marked destination acts (a menu if several moves end there); a destination clicked
//     with nothing selected offers every move that ends there; what moved stays selected where
//     it went, while it can move on;
//   - a card some action is about (`card`) is a button in its hand, acting or opening the menu;
//   - the same for a slot of a panel (a player's board): `at`, `from` and `to` may name slots,
//     so a cube is placed by a click on its space, or by its cube and then the space.
// A selected or hovered space also marks (and lists) where its links lead; an action button
// under the pointer or keyboard focus (the side list, a space's chips) marks its spaces, so a
// label naming a space by its coordinates shows where that is.

import { el, playerMark } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";
import { renderActionList, actionButton } from "../panels/action_list.js";
import { renderPanels, isOpenHand } from "../panels/table_panels.js";
import { renderLegend } from "../panels/legend.js";
import { renderSeatList } from "../panels/seat_list.js";
import { openMenu, closeMenu } from "./space_menu.js";
import { LEVEL_NAMES } from "../shell/bot_turns.js";
import { roundAndHint } from "../panels/decision_hint.js";
import { MasterHint } from "../panels/master_hint.js";

export class BoardTable {
  /**
   * @param {object} ui  #actions, #decider, #hand, #hand-panels, #beside-panels, #table-panels, #seat-list,
   *   #hex-actions, #space-extra, #hint-bar-text, #legend, #status, #master-hint, #master-hint-why,
   *   #decision-master, #decision-master-why (the same control in the decision dialog)
   * @param {{boardView: import("./board_view.js").BoardView, act: (id: string) => void,
   *          showPlace: (spaceId: string) => void, dialog: object,
   *          advise: (seconds: number) => Promise<object>}} parts
   *   showPlace: explain a space in the details panel (web_api.place_details); dialog: the
   *   decision dialog (decision_dialog.js); advise: Master's choice for the person deciding
   *   (web_api.advise)
   */
  constructor(ui, { boardView, act, showPlace, dialog, advise }) {
    this.ui = ui;
    this.boardView = boardView;
    this.act = act;
    this.showPlace = showPlace;
    this.dialog = dialog;
    this.view = null;
    this.actions = [];
    this.look = {};
    this.source = null; // the space whose moves are shown (a click on `from`)
    this.chosen = null; // the space shown in the details panel
    this.hovered = null;
    this.pointed = null; // the id of the action whose button is under the pointer or focus
    this.advised = null; // the id of the action Master chose for this position, once asked
    // The same control in the side panel and in the decision dialog (a modal: while it is
    // open, as when a trade offer is written, the side panel cannot be reached).
    this.hints = [new MasterHint({ button: ui.masterHint, line: ui.masterHintWhy },
      { ask: advise, show: (id) => this.#advise(id) }),
    new MasterHint({ button: ui.dialogHint, line: ui.dialogHintWhy },
      { ask: advise, show: (id) => this.#advise(id) })];
    ui.boards.addEventListener("pointerover", (e) => this.#hover(e));
    for (const list of [ui.actions, ui.hexActions]) {
      list.addEventListener("pointerover", (e) => this.#point(e.target));
      list.addEventListener("focusin", (e) => this.#point(e.target));
      list.addEventListener("pointerleave", () => this.#point(null));
      list.addEventListener("focusout", () => this.#point(null));
    }
    ui.boards.addEventListener("pointerleave", () => { if (this.hovered) { this.hovered = null; this.#marks(); } });
    // Escape lets go of what was chosen to move (a menu open at a space closes first).
    document.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || !this.source || document.getElementById("space-menu") || document.querySelector("dialog[open]")) return;
      this.source = null;
      this.ui.status.textContent = "";
      this.#marks();
      this.#renderPanels();
      this.#placeExtras();
    });
  }

  /** A new game: nothing selected. */
  reset() {
    this.source = null;
    this.chosen = null;
    this.hovered = null;
    this.pointed = null;
    this.advised = null;
    closeMenu();
  }

  /** An action is about to be played: what moves stays selected where it goes (render() lets
   * it go if it can move no further); any other selection is done with. */
  acting(action) {
    const d = action?.detail ?? {};
    this.source = this.source && d.from === this.source && d.to ? d.to : null;
    closeMenu();
  }

  /**
   * Draws a view with the decisions shown for it.
   * @param {object} view
   * @param {object[]} actions  the person's legal actions ([] while a bot decides or in a replay)
   * @param {{rules: object, decider: number|null, botSeat: number|null, fresh: boolean}} info
   */
  render(view, actions, { rules, decider, botSeat, fresh }) {
    if (fresh) this.reset();
    closeMenu();
    // The space explained in the details panel is explained again as it stands now (a Tower
    // raised on an Outpost since it was chosen).
    if (this.chosen && this.view && view.state_hash !== this.view.state_hash) this.showPlace(this.chosen);
    if (view.state_hash !== this.view?.state_hash) this.advised = null;
    this.view = view;
    this.actions = actions;
    this.look = rules?.look ?? {};
    if (this.source && !this.#movesFrom(this.source).length) this.source = null;
    const players = view.players ?? [];
    this.boardView.setView(view, this.look);
    this.boardView.setSelected(this.chosen);
    this.#marks();
    this.#decider(view, actions, decider, botSeat);
    renderActionList(this.ui.actions, actions, { onAct: (id) => this.act(id), finished: view.finished });
    for (const hint of this.hints) hint.update(view, actions);
    this.dialog.show(actions, (id) => this.act(id));
    this.#markAdvised();
    renderSeatList(this.ui.seats, players, botSeat ?? decider);
    const panels = view.table?.panels ?? [];
    this.#renderPanels();
    renderLegend(this.ui.legend, this.look);
    this.#placeExtras();
  }

  #renderPanels() {
    const panels = this.view?.table?.panels ?? [];
    const options = {
      players: this.view?.players ?? [],
      playable: new Set(this.actions.map((a) => a.detail?.card).filter(Boolean)),
      onCard: (card, button) => this.#chooseCard(card, button),
      slotMarks: this.#slotMarks(),
      onSlot: (id, button) => this.#chooseSlot(id, button),
    };
    const own = (p) => isOpenHand(p, this.view?.viewer);
    const hands = panels.filter(own);
    renderPanels(this.ui.handPanels, hands, options);
    this.ui.hand.hidden = hands.length === 0;
    const beside = panels.filter((p) => p.beside && !own(p)); // e.g. the dice just rolled
    renderPanels(this.ui.besidePanels, beside, options);
    renderPanels(this.ui.panels, panels.filter((p) => !own(p) && !p.beside), options);
  }

  /** The hand-over: nothing of the last person's view stays on screen. */
  hide(name) {
    closeMenu();
    this.dialog.close();
    this.source = null;
    this.ui.decider.replaceChildren(...(name ? [el("span", { text: `Waiting for ${name} to take the device.` })] : []));
    this.boardView.clear();
    for (const box of [this.ui.actions, this.ui.hexActions, this.ui.handPanels, this.ui.besidePanels, this.ui.panels, this.ui.extra, this.ui.hintBar]) {
      box.replaceChildren();
    }
    this.ui.hand.hidden = true;
    this.advised = null;
    for (const hint of this.hints) hint.clear();
  }

  /**
   * A space was chosen (click, tap, Enter): explain it, and act or select as its marks say.
   * @param {string} spaceId
   */
  chooseSpace(spaceId) {
    closeMenu();
    this.chosen = spaceId;
    this.boardView.setSelected(spaceId);
    this.showPlace(spaceId);
    const title = this.#label(spaceId);
    if (this.source && spaceId !== this.source) {
      const moves = this.#movesFrom(this.source).filter((a) => a.detail.to === spaceId);
      if (moves.length) {
        this.#offer(moves, spaceId, title);
        return;
      }
    }
    if (spaceId === this.source) {
      this.source = null;
    } else if (this.#movesFrom(spaceId).length) {
      this.source = spaceId; // its destinations are marked; the next click picks one
    } else {
      this.source = null;
      const here = [...this.#actionsAt(spaceId), ...this.#movesTo(spaceId)];
      if (here.length) this.#offer(here, spaceId, title);
    }
    this.#marks();
    this.#placeExtras();
  }

  /** A slot of a panel (or a slot group) was pressed: as a space is, without its details. */
  #chooseSlot(slotId, button) {
    closeMenu();
    const title = button.getAttribute("aria-label")?.split(":")[0] ?? slotId;
    if (this.source && slotId !== this.source) {
      const moves = this.#movesFrom(this.source).filter((a) => a.detail.to === slotId);
      if (moves.length) { this.#offer(moves, slotId, title, button); return; }
    }
    if (slotId === this.source) this.source = null;
    else if (this.#movesFrom(slotId).length) this.source = slotId;
    else {
      this.source = null;
      const here = [...this.#actionsAt(slotId), ...this.#movesTo(slotId)];
      if (here.length) { this.#offer(here, slotId, title, button); return; }
    }
    this.#marks();
    this.#renderPanels();
    this.ui.status.textContent = this.source ? "Chosen: now choose a marked space for it (or press it again to let go)." : "";
  }

  // --- acting --------------------------------------------------------------------------------

  /** One action acts at once; several open the menu at the space or card. */
  #offer(actions, about, title, anchor = null) {
    if (actions.length === 1) {
      this.act(actions[0].id);
      return;
    }
    const at = anchor ?? this.ui.boards.querySelector(`.space[data-space="${CSS.escape(about)}"]`);
    if (at) openMenu(at, title, actions, { onAct: (id) => this.act(id), about, focus: true });
  }

  #chooseCard(card, button) {
    const actions = this.actions.filter((a) => a.detail?.card === card);
    const name = button.querySelector(".card-name")?.textContent ?? card;
    this.#offer(actions, card, name, button);
  }

  #movesFrom(spaceId) {
    return this.actions.filter((a) => a.detail?.from === spaceId && a.detail?.to);
  }

  #movesTo(spaceId) {
    return this.actions.filter((a) => a.detail?.to === spaceId && a.detail?.from);
  }

  /** The actions about a space that are not moves out of it. */
  #actionsAt(spaceId) {
    return this.actions.filter((a) => a.detail?.at === spaceId && !a.detail?.from);
  }

  // --- marks and the details panel ------------------------------------------------------------

  /** Every space and slot some action is about, with how to mark it: space id → mark. */
  #markMap() {
    const marks = new Map();
    const add = (id, style, label, list = []) => {
      if (marks.has(id)) return;
      const tags = [...new Set(list.map((a) => a.detail?.tag).filter(Boolean))];
      marks.set(id, { style, label, tag: tags.length ? tags.join(" · ") : undefined });
    };
    const pointed = this.actions.find((a) => a.id === this.pointed)?.detail ?? {};
    for (const id of [pointed.at, pointed.from, pointed.to]) if (id) add(id, "pointed", "where the action you point at plays");
    const advised = this.actions.find((a) => a.id === this.advised);
    for (const id of [advised?.detail?.at, advised?.detail?.from, advised?.detail?.to]) if (id) add(id, "advised", `Master's choice: ${advised.label}`, [advised]);
    if (this.source) add(this.source, "source", "selected: choose a marked destination");
    if (this.source) {
      const to = new Map();
      for (const a of this.#movesFrom(this.source)) to.set(a.detail.to, [...(to.get(a.detail.to) ?? []), a]);
      for (const [id, list] of to) add(id, "target", list.length === 1 ? `here: ${list[0].label}` : `${list.length} ways here`, list);
    }
    const at = new Map();
    for (const a of this.actions) {
      const d = a.detail ?? {};
      if (d.from && d.to) { if (!this.source) add(d.from, "source", "can move from here: choose it, then a destination"); }
      else if (d.at) at.set(d.at, [...(at.get(d.at) ?? []), a]);
    }
    for (const [id, list] of at) add(id, "act", list.length === 1 ? list[0].label : `${list.length} actions here`, list);
    return marks;
  }

  #marks() {
    const marks = this.#markMap();
    for (const link of this.#linksOf(this.hovered ?? this.chosen)) if (!marks.has(link.other)) marks.set(link.other, { style: "link", label: `linked: ${link.tip ?? ""}` });
    this.boardView.setMarks(marks);
  }

  /** The marks that fall on panels' slots (every id the board does not draw). */
  #slotMarks() {
    const marks = this.#markMap();
    const out = new Map();
    // A slot that only moves end at, with nothing selected: pressing it offers them.
    for (const a of this.actions) {
      const d = a.detail ?? {};
      if (d.from && d.to && !this.source && !marks.has(d.to)) marks.set(d.to, { style: "act", label: a.label });
    }
    for (const [id, mark] of marks) if (!this.boardView.spaces.has(id)) out.set(id, mark);
    return out;
  }

  #linksOf(spaceId) {
    if (!spaceId) return [];
    return (this.view?.table?.links ?? []).flatMap((l) => (l.from === spaceId ? [{ ...l, other: l.to }]
      : l.to === spaceId ? [{ ...l, other: l.from }] : []));
  }

  #hover(e) {
    const id = e.target instanceof Element ? e.target.closest(".space")?.dataset.space ?? null : null;
    if (id === this.hovered || e.pointerType === "touch") return;
    this.hovered = id;
    this.#marks();
  }

  /** Master's choice for this position: its button and its spaces marked. */
  #advise(id) {
    if (!this.actions.some((a) => a.id === id)) return;
    this.advised = id;
    this.#marks();
    this.#renderPanels();
    const button = this.#markAdvised();
    button?.scrollIntoView({ block: "nearest" });
  }

  /** The buttons of Master's choice — the side list's (its group unfolded), the decision
   * dialog's — say so in words; returns the one in view. */
  #markAdvised() {
    if (!this.advised) return null;
    const buttons = [this.ui.actions, this.ui.dialogHint.closest("dialog")].flatMap((box) =>
      [...box.querySelectorAll("button[data-action]")].filter((b) => b.dataset.action === this.advised));
    for (const button of buttons) {
      button.dataset.advised = "true";
      if (!button.querySelector(".advised-badge")) button.prepend(el("span", { class: "advised-badge", text: "Master ▸ " }));
      const folded = button.closest("details");
      if (folded) folded.open = true;
    }
    return buttons.find((b) => b.closest("dialog[open]")) ?? buttons[0] ?? null;
  }

  /** Marks the spaces of the action button at ``target`` (none: ``null``). */
  #point(target) {
    const id = target instanceof Element ? target.closest("[data-action]")?.dataset.action ?? null : null;
    if (id === this.pointed) return;
    this.pointed = id;
    this.#marks();
  }

  #label(spaceId) {
    const s = (this.view?.table?.spaces ?? []).find((x) => x.id === spaceId);
    const board = (this.view?.table?.boards ?? []).find((b) => b.id === s?.board);
    return s ? `${s.label || s.id}${board && !(s.label ?? "").startsWith(board.title) ? ` (${board.title})` : ""}` : spaceId;
  }

  /** Under the space's details: what can be done there, its pieces, and where its links lead. */
  #placeExtras() {
    const id = this.chosen;
    const space = (this.view?.table?.spaces ?? []).find((s) => s.id === id);
    if (!space) { this.ui.hexActions.replaceChildren(); this.ui.extra.replaceChildren(); return; }
    const here = this.actions.filter((a) => a.detail?.at === id || a.detail?.from === id
      || (this.source && a.detail?.from === this.source && a.detail?.to === id));
    this.ui.hexActions.replaceChildren(...(here.length ? [el("h4", { text: "What you can do here" }),
      el("div", { class: "chips" }, here.map((a) => actionButton(a, (aid) => this.act(aid))))] : []));
    const players = this.view.players ?? [];
    const parts = [];
    if (space.pieces?.length) {
      parts.push(el("h4", { text: "Pieces here" }), el("ul", { class: "piece-list" }, space.pieces.map((p) => {
        const owner = players[p.seat];
        return el("li", {}, [
          el("p", { class: "piece-line" }, [owner ? playerMark(owner) : null, el("strong", { text: p.label || p.id })]),
          p.tip ? el("p", { class: "muted", text: p.tip }) : null,
          el("ul", { class: "parts" }, (p.parts ?? []).map((part) => tip(el("li", { attrs: { tabindex: "0" } }, [
            this.#icon(part.icon), el("span", { text: part.tip || part.text })]), part.tip ?? ""))),
        ]);
      })));
    }
    const links = this.#linksOf(id);
    if (links.length) {
      parts.push(el("h4", { text: "Leads to" }), el("ul", { class: "link-list" }, links.map((l) => {
        const b = el("button", { class: "link-to secondary", text: this.#label(l.other), attrs: { type: "button" }, data: { space: l.other } });
        tip(b, l.tip ?? "");
        b.addEventListener("click", () => this.#look(l.other));
        return el("li", {}, [b]);
      })));
    }
    this.ui.extra.replaceChildren(...parts);
  }

  /** Shows another space (a link's end) without acting there. */
  #look(spaceId) {
    this.chosen = spaceId;
    this.boardView.setSelected(spaceId);
    this.boardView.focusSpace(spaceId);
    this.showPlace(spaceId);
    this.#marks();
    this.#placeExtras();
  }

  #icon(name) {
    const href = this.look.icons?.[name];
    return href ? el("img", { class: "part-icon", attrs: { src: href, alt: "", width: "20", height: "20" } }) : null;
  }

  #decider(view, actions, decider, botSeat) {
    const box = this.ui.decider;
    const seat = botSeat ?? decider;
    const player = seat !== null && seat !== undefined ? view.players?.[seat] : null;
    const hint = view.table?.hint;
    const parts = [];
    if (player) {
      box.dataset.seat = String(seat);
      parts.push(el("span", { class: "decider-who" }, [playerMark(player), el("strong", { text: player.name }),
        el("span", { text: botSeat !== null && botSeat !== undefined ? ` — a bot (${LEVEL_NAMES[player.bot] ?? player.bot}) decides` : " decides" })]));
    } else {
      delete box.dataset.seat;
      parts.push(el("span", { text: view.finished ? "The game is over." : "Waiting…" }));
    }
    box.replaceChildren(...parts, ...roundAndHint(view));
    const who = player ? `${player.name}${botSeat !== null && botSeat !== undefined ? " (bot)" : ""}: ` : "";
    this.ui.hintBar.textContent = hint ? (hint.startsWith(player?.name ?? "\0") ? hint : `${who}${hint}`)
      : player ? `${who}deciding` : view.finished ? "The game is over." : "";
  }
}
