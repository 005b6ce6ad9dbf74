// board_panel.js — each player's board in the DOM: available cubes, the six Base Technologies
// with both activation sets, owned Advanced Technologies, unused area, bag, Development tracks,
// Gems, miniatures, Objective tiles, Race tile and (owner only) the stored ruin token.
// The seat deciding now gets the large board; the others a compact one. A cube goes on the
// board by a click (tap, Enter) on the space itself: with one colour that can go there it is
// placed, with several a small menu at the space asks which. Picking an available cube first
// narrows the spaces to that colour's.

import { playedBy } from "./seat_list.js";
import { el, cube, playerMark, words } from "./dom.js";
import { tip } from "./tooltip.js";

const ROW_ORDER = ["science", "trade", "progress", "growth", "warfare", "exploration"];

/**
 * Draws every player's board.
 * @param {HTMLElement} container  #boards
 * @param {object} view
 * @param {object[]} actions  legal actions
 * @param {object} rules  web_api.rules_text()
 * @param {{seat: number|null, picked: string|null, onPick: (colour: string|null) => void,
 *          onAct: (id: string) => void,
 *          onOffer: (anchor: Element, title: string, actions: object[]) => void}} options
 *   seat: the board shown large (the decider); picked: the cube colour picked for a drop;
 *   onOffer: opens the menu of several actions at a space.
 */
export function renderBoards(container, view, actions, rules, { seat, picked, onPick, onAct, onOffer }) {
  const large = seat ?? view.active ?? 0;
  const ids = new Set(actions.map((a) => a.id));
  const boards = view.players.map((p) => (p.seat === large
    ? largeBoard(p, view, ids, rules, { picked, onPick, onAct, onOffer, actions, deciding: seat === p.seat })
    : compactBoard(p, view, rules)));
  const order = [large, ...view.players.map((p) => p.seat).filter((s) => s !== large)];
  container.replaceChildren(...order.map((s) => boards[s]));
}

function header(p, view, rules) {
  const score = Object.entries(p.score ?? {});
  const total = score.reduce((sum, [, v]) => sum + v, 0);
  const scoreText = score.map(([k, v]) => `${words(k)} ${v}`).join(", ");
  const badges = [];
  if (p.seat === view.active) badges.push(el("span", { class: "badge", text: "turn" }));
  if (p.seat === view.first_player) badges.push(el("span", { class: "badge", text: "first player" }));
  return el("header", { class: "board-head" }, [
    playerMark(p),
    el("h3", { class: "board-name", text: p.name }),
    // an unnamed seat is called by its race: the race is not said twice
    p.race_name && p.race_name !== p.name ? el("span", { class: "muted", text: p.race_name }) : null,
    el("span", { class: "badge badge-who", text: playedBy(p, view.players ?? []) }),
    ...badges,
    tip(el("span", { class: "score", text: `${total} VP`, attrs: { tabindex: "0" } }),
      `Score so far: ${scoreText}. ${Object.values(rules?.categories ?? {}).join(" ")}`),
  ]);
}

function largeBoard(p, view, ids, rules, { picked, onPick, onAct, onOffer, actions, deciding }) {
  // A space the engine lists placements for is a button: the picked colour's placement, or
  // every colour's that can go there (one: placed at once; several: a menu at the space).
  const drop = (target, child, label) => {
    if (!deciding) return child;
    const here = actions.filter((a) => a.kind === "place" && a.args[1] === target
      && (!picked || a.args[0] === picked));
    if (!here.length) return child;
    const what = here.length === 1 ? `place the ${here[0].args[0]} cube here`
      : `place a cube here (${here.map((a) => a.args[0]).join(", ")})`;
    const b = el("button", { class: "drop", attrs: { type: "button", "aria-label": `${label}: ${what}` },
      data: here.length === 1 ? { action: here[0].id, space: target } : { space: target } }, [child]);
    b.addEventListener("click", () => (here.length === 1 ? onAct(here[0].id) : onOffer(b, label, here)));
    return tip(b, `${label}: ${what}.`);
  };

  const available = el("div", { class: "cubes", attrs: { role: "group", "aria-label": "Available cubes" } },
    p.available.map((colour) => {
      const usable = deciding && [...ids].some((id) => id.startsWith(`place:${colour}:`) || id === `unused:${colour}`);
      if (!usable) return cube(colour);
      const b = el("button", { class: "pick", attrs: { type: "button", "aria-pressed": String(picked === colour),
        "aria-label": `Pick the ${colour} cube` }, data: { pick: colour } }, [cube(colour)]);
      b.addEventListener("click", () => onPick(picked === colour ? null : colour));
      return b;
    }));
  const unusedTarget = picked && deciding && ids.has(`unused:${picked}`) ? `unused:${picked}` : null;
  const unusedCubes = el("div", { class: "cubes" }, p.unused.map((c) => cube(c)));
  let unused = unusedCubes;
  if (unusedTarget) {
    unused = el("button", { class: "drop", attrs: { type: "button", "aria-label": `Put the ${picked} cube in the unused area` },
      data: { action: unusedTarget } }, [unusedCubes.childElementCount ? unusedCubes : el("span", { text: "drop here" })]);
    unused.addEventListener("click", () => onAct(unusedTarget));
    tip(unused, `Put the ${picked} cube in the unused area: out of play until your next Reset.`);
  }

  const techs = ROW_ORDER.filter((t) => p.board.base[t]).map((tid) => {
    const slots = p.board.base[tid];
    const info = rules?.base_technologies?.[tid];
    const sets = (info?.sets ?? []).map((set, s) => {
      const spaces = set.spaces.map((space, i) => {
        const colour = slots.chosen === s ? slots.cubes[i] ?? null : null;
        return drop(`base.${tid}.${s}.${i}`, cube(colour, { space }), `${info.name}, set ${s + 1}, space ${i + 1}`);
      });
      return tip(el("div", { class: `tech-set${slots.chosen === s ? " chosen" : ""}`, attrs: { tabindex: "0",
        "aria-label": `${info.name} set ${s + 1}: ${set.text}` } }, [el("span", { class: "set-no", text: `${s + 1}` }), ...spaces]), set.text);
    });
    const state = slots.spent ? " (activated)" : "";
    return el("div", { class: "tech" }, [el("h4", { text: `${info?.name ?? words(tid)}${state}` }), ...sets]);
  });

  const cards = Object.entries(p.board.cards).map(([cid, slots]) => {
    const info = rules?.cards?.[cid];
    const spaces = (info?.spaces ?? []).map((space, i) =>
      drop(`card.${cid}.${i}`, cube(slots.cubes[i] ?? null, { space }), `${info?.name}, space ${i + 1}`));
    const status = [slots.live ? "continuous: active" : null, slots.spent ? "activated" : null].filter(Boolean).join(", ");
    return tip(el("div", { class: "tech card-tech", attrs: { tabindex: "0" } }, [
      el("h4", { text: `${info?.name ?? cid} · ${info?.vp ?? 0} VP${status ? ` (${status})` : ""}` }),
      el("div", { class: "tech-set chosen" }, spaces)]), info?.text ?? "");
  });

  return el("article", { class: "board board-large", data: { seat: String(p.seat) }, attrs: { "aria-label": `${p.name}'s board` } }, [
    header(p, view, rules),
    el("div", { class: "board-line" }, [
      label("Available", "Cubes drawn from your bag this turn: place each on a technology space of its colour, or in the unused area."),
      available,
      label("Unused", "Cubes put aside: they stay out of play until your next Reset, when every cube goes back into the bag."),
      unused,
      label(`Bag: ${p.bag_count}`, "Cubes left to draw. Anyone may count them; no one may look at them. Ending a turn draws 3; with an empty bag you Reset.")]),
    el("div", { class: "techs" }, [...techs, ...cards]),
    development(p, rules),
    facts(p, view, rules),
  ]);
}

/** A label of the board's top line, with its rules text on hover, focus and long-press. */
function label(text, rules) {
  return tip(el("span", { class: "label", text, attrs: { tabindex: "0" } }), rules);
}

function development(p, rules) {
  return el("ol", { class: "dev", attrs: { "aria-label": "Development tracks" } }, ROW_ORDER.map((row) => {
    const level = p.development?.[row] ?? 0;
    const colour = rules?.rows?.[row]?.colour;
    const meter = el("span", { class: "dev-meter", attrs: { role: "meter", "aria-valuemin": "0", "aria-valuemax": "6",
      "aria-valuenow": String(level), "aria-label": `${words(row)} level ${level}` } });
    meter.style.setProperty("--level", String(level / 6));
    return tip(el("li", { attrs: { tabindex: "0" } }, [colour ? cube(colour) : null, el("span", { class: "dev-name", text: words(row) }), meter,
      el("span", { class: "dev-level", text: String(level) })]),
      `${words(row)} Development marker, level ${level} of 6: Develop effects raise it. At level 4 or 5 you may `
      + `upgrade (back to 0) for 1 ${colour ?? ""} cube into your bag, at level 6 for 2.`);
  }));
}

function facts(p, view, rules) {
  const m = p.miniatures ?? {};
  const items = [
    ["Gems", String(p.gems), rules?.categories?.gems],
    ["Miniatures", `${m.map ?? 0} on the map, ${m.reserve ?? 0} in reserve, ${m.graveyard ?? 0} in a graveyard`],
    ["Graveyard", p.kills?.length ? p.kills.map((s) => view.players[s]?.name ?? s).join(", ") : "empty", rules?.categories?.killed],
    ["Ghosts killed", String(p.ghosts_killed ?? 0), rules?.categories?.ghosts],
    ["Objective tiles", p.objectives?.length ? p.objectives.map(words).join(", ") : "none", rules?.categories?.objectives],
  ];
  if (p.race_tile) items.push(["Race tile", `${p.race_tile.split(".")[1]}${p.race_tokens?.length ? `, ${p.race_tokens.length} token(s)` : ""}`, rules?.race_tiles?.[p.race_tile]?.text]);
  if (p.stored_ruin) items.push(["Stored ruin token", rules?.ruin_tokens?.[p.stored_ruin]?.text ?? p.stored_ruin, `${rules?.ruin_tokens?.[p.stored_ruin]?.metal ?? ""} ruin token: ${rules?.ruin_tokens?.[p.stored_ruin]?.text ?? ""}`]);
  else if (p.has_stored_ruin) items.push(["Stored ruin token", "one, face-down"]);
  return el("dl", { class: "facts" }, items.flatMap(([k, v, t]) => [el("dt", { text: k }),
    t ? tip(el("dd", { text: v, attrs: { tabindex: "0" } }), t) : el("dd", { text: v })]));
}

function compactBoard(p, view, rules) {
  const m = p.miniatures ?? {};
  const dev = ROW_ORDER.map((r) => `${words(r).slice(0, 3)} ${p.development?.[r] ?? 0}`).join(" · ");
  const cards = Object.keys(p.board.cards).map((cid) =>
    tip(el("span", { class: "chip", text: rules?.cards?.[cid]?.name ?? cid, attrs: { tabindex: "0" } }), rules?.cards?.[cid]?.text ?? ""));
  const race = p.race_tile ? tip(el("span", { class: "chip", text: `Race tile ${p.race_tile.split(".")[1]}`, attrs: { tabindex: "0" } }),
    rules?.race_tiles?.[p.race_tile]?.text ?? "") : null;
  return el("article", { class: "board board-compact", data: { seat: String(p.seat) }, attrs: { "aria-label": `${p.name}'s board` } }, [
    header(p, view, rules),
    el("div", { class: "board-line" }, [el("span", { class: "label", text: "Available" }),
      el("div", { class: "cubes" }, p.available.map((c) => cube(c))),
      el("span", { class: "label", text: `Bag ${p.bag_count} · Unused ${p.unused.length} · Gems ${p.gems} · Miniatures ${m.map ?? 0}/${m.reserve ?? 0}/${m.graveyard ?? 0}${p.has_stored_ruin ? " · stored ruin" : ""}` })]),
    el("p", { class: "board-dev", text: dev }),
    cards.length || race ? el("div", { class: "chips" }, [...cards, race]) : null,
  ]);
}
