// actions_panel.js — every legal action as a button carrying data-action="<action id>", grouped
// by what it does: the decision asked now, the effect pool (each effect with what it can be
// spent on), cubes, sites, the civilization, and the end of the turn. Arrow keys move between
// the buttons, Enter or Space presses one. Labels are the engine's own.

import { el, cube, playerMark, words } from "./dom.js";
import { tip } from "./tooltip.js";
import { DECISION_KINDS, EFFECT_ACTIONS, INDEXED, PROMPTS } from "./action_kinds.js";
import { LEVEL_NAMES } from "./bot_turns.js";
import { roundAndHint } from "./decision_hint.js";

/**
 * Fills the actions panel.
 * @param {HTMLElement} panel  #actions
 * @param {object} view  the engine's view
 * @param {object[]} actions  legal actions ({id, player, kind, args, label})
 * @param {object} rules  web_api.rules_text()
 * @param {{onAct: (id: string) => void}} handlers
 */
export function renderActions(panel, view, actions, rules, { onAct }) {
  const button = (a) => actionButton(a, rules, onAct);
  const groups = [];
  const taken = new Set();
  const pick = (pred) => actions.filter((a) => !taken.has(a.id) && pred(a)).map((a) => { taken.add(a.id); return a; });

  if (view.decision || actions.some((a) => DECISION_KINDS.has(a.kind))) {
    const decisionActions = view.decision ? pick(() => true) : pick((a) => DECISION_KINDS.has(a.kind));
    groups.push(group("Decision", decisionActions.map(button)));
  }
  const pool = view.pool ?? [];
  if (pool.length) {
    const entries = pool.map((entry, i) => {
      const kinds = EFFECT_ACTIONS[entry.kind] ?? [];
      const mine = pick((a) => kinds.includes(a.kind) && (!INDEXED.has(a.kind) || Number(a.args[0]) === i));
      return effectEntry(entry, mine.map(button), rules, actions.length > 0);
    });
    groups.push(group("Effects to spend", [el("ul", { class: "pool", attrs: { id: "pool" } }, entries)]));
  }
  const places = pick((a) => a.kind === "place" || a.kind === "unused");
  if (places.length) groups.push(group("Place a cube", placeRows(places, rules, onAct)));
  const sites = pick((a) => ["city", "explore", "play_stored"].includes(a.kind));
  if (sites.length) groups.push(group("Cities and ruins", sites.map(button)));
  const civ = pick((a) => a.kind !== "end_turn");
  if (civ.length) groups.push(group("Civilization and race", civ.map(button)));
  const end = pick((a) => a.kind === "end_turn");
  if (end.length) groups.push(el("div", { class: "end-turn" }, end.map(button)));
  if (!actions.length) groups.push(el("p", { class: "muted", text: view.finished ? "The game is over." : "Nothing for you to decide now." }));

  panel.replaceChildren(...groups);
}

/**
 * The line saying whose decision it is and what it asks.
 * @param {HTMLElement} box  #decider
 * @param {object} view
 * @param {object[]} actions
 * @param {number|null} [botSeat]  the seat of a bot deciding now (its actions are not shown)
 */
export function renderDecider(box, view, actions, botSeat = null) {
  const seat = botSeat ?? (typeof actions[0]?.player === "number" ? actions[0].player : null);
  const player = seat !== null ? view.players[seat] : null;
  if (!player) {
    box.replaceChildren(el("span", { text: view.finished ? "The game is over." : "Waiting…" }));
    delete box.dataset.seat;
    return;
  }
  box.dataset.seat = String(seat);
  if (botSeat !== null) {
    box.replaceChildren(playerMark(player), el("strong", { text: player.name }),
      el("span", { text: `— a bot (${LEVEL_NAMES[player.bot] ?? player.bot}) decides` }), ...roundAndHint(view));
    return;
  }
  const ask = view.decision ? PROMPTS[view.decision.kind]
    : DECISION_KINDS.has(actions[0].kind) ? PROMPTS[actions[0].kind] : "your turn";
  const addressed = view.decision && view.active !== null && view.decision.seat !== view.active;
  const token = view.decision?.token; // only in the drawing player's own view
  box.replaceChildren(playerMark(player), el("strong", { text: player.name }),
    el("span", { text: addressed ? `, ${ask} (during ${view.players[view.active]?.name}'s turn)` : `— ${ask}` }),
    ...(token ? [el("p", { class: "drawn-token", text: `Your ${token.metal} ruin token: ${token.text}` })] : []),
    ...roundAndHint(view));
}

/**
 * Cube placements by colour, then by technology: a short chip per space ("set 1 · 2"), the
 * whole sentence as its accessible name and tooltip — instead of one long button per space.
 */
function placeRows(places, rules, onAct) {
  const byColour = new Map();
  for (const a of places) byColour.set(a.args[0], [...(byColour.get(a.args[0]) ?? []), a]);
  return [...byColour].map(([colour, list]) => {
    const byTech = new Map();
    for (const a of list) {
      const where = placeWhere(a, rules);
      byTech.set(where.tech, [...(byTech.get(where.tech) ?? []), [a, where.chip]]);
    }
    return el("div", { class: "cube-row" }, [cube(colour), el("div", { class: "place-techs" },
      [...byTech].map(([tech, chips]) => el("div", { class: "place-tech" }, [
        el("span", { class: "place-tech-name", text: tech }),
        el("div", { class: "chips" }, chips.map(([a, chip]) => {
          const b = actionButton(a, rules, onAct);
          b.textContent = chip;
          b.setAttribute("aria-label", a.label);
          return b;
        }))])))]);
  });
}

/** Where a placement goes: the technology's name and a short chip for the space. */
function placeWhere(action, rules) {
  if (action.kind === "unused") return { tech: "Unused area", chip: "put aside" };
  const [area, id, a, b] = String(action.args[1]).split(".");
  if (area === "base") {
    return { tech: rules?.base_technologies?.[id]?.name ?? words(id), chip: `set ${Number(a) + 1} · ${Number(b) + 1}` };
  }
  const cardId = action.args[1].slice("card.".length).replace(/\.\d+$/, "");
  const space = Number(action.args[1].split(".").pop()) + 1;
  return { tech: rules?.cards?.[cardId]?.name ?? cardId, chip: `space ${space}` };
}

function group(heading, children) {
  return el("section", { class: "action-group" }, [el("h3", { class: "group-heading", text: heading }), ...children]);
}

/** One effect of the pool with the buttons that spend it; "nothing to spend it on" only when
 * the person looking decides now (a bot's or another player's effects are theirs to spend). */
function effectEntry(entry, buttons, rules, deciding) {
  const name = `${words(entry.kind)}${entry.amount > 1 ? ` ×${entry.amount}` : ""}`;
  const extra = [entry.colour ? `${entry.colour} only` : null,
    entry.rows ? `rows: ${entry.rows}` : null].filter(Boolean).join(", ");
  const head = tip(el("span", { class: "effect-name", text: extra ? `${name} (${extra})` : name,
    attrs: { tabindex: "0" } }), rules?.effects?.[entry.kind] ?? "");
  return el("li", { class: "effect", data: { effect: entry.kind } }, [head,
    buttons.length ? el("div", { class: "chips" }, buttons)
      : deciding ? el("span", { class: "muted", text: "nothing to spend it on now" }) : null]);
}

function actionButton(action, rules, onAct) {
  const b = el("button", { class: `action kind-${action.kind}`, text: action.label,
    attrs: { type: "button" }, data: { action: action.id, kind: action.kind } });
  tip(b, ruleFor(action));
  b.addEventListener("click", () => onAct(action.id));
  return b;
}

/** The rules text of an action: the engine's action detail (`help`) says it. */
export function ruleFor(action) {
  return action.detail?.help ?? "";
}

/**
 * Arrow keys move the focus between the buttons of a container (Enter/Space press them).
 * @param {HTMLElement} container
 */
export function arrowKeys(container) {
  container.addEventListener("keydown", (e) => {
    const keys = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    if (!(e.key in keys) || !(e.target instanceof HTMLElement)) return;
    const items = [...container.querySelectorAll("button:not(:disabled), [tabindex='0']")];
    const i = items.indexOf(e.target);
    if (i === -1) return;
    e.preventDefault();
    items[(i + keys[e.key] + items.length) % items.length].focus();
  });
}
