// market_panel.js — the Advanced Technology market (4 decks, 2 face-up cards each, cards left),
// the Objective tiles, turn order and the supply. A card that may be taken now gets a button
// carrying its action id too.

import { el, cube, playerMark, words } from "./dom.js";
import { tip } from "./tooltip.js";

/**
 * @param {HTMLElement} container  #market
 * @param {object} view
 * @param {object[]} actions
 * @param {object} rules  web_api.rules_text()
 * @param {{onAct: (id: string) => void}} handlers
 */
export function renderMarket(container, view, actions, rules, { onAct }) {
  const ids = new Set(actions.map((a) => a.id));
  const decks = (view.market ?? []).map((deck) => el("li", { class: "deck" }, [
    el("h4", { text: `Deck ${"I II III IV".split(" ")[deck.deck - 1] ?? deck.deck} · ${deck.left} left` }),
    ...deck.cards.map((cid, slot) => {
      if (!cid) return el("div", { class: "card empty", text: "empty" });
      const info = rules?.cards?.[cid] ?? {};
      const body = [el("span", { class: "card-name", text: info.name ?? cid }),
        el("span", { class: "card-vp", text: `${info.vp ?? 0} VP` }),
        el("span", { class: "cubes" }, (info.spaces ?? []).map((s) => cube(null, { space: s }))),
        deck.grey?.[slot] ? el("span", { class: "card-grey" }, [cube("grey"), el("span", { text: "grey cube" })]) : null];
      const id = `take:${cid}`;
      if (ids.has(id)) {
        const b = el("button", { class: "card", attrs: { type: "button" }, data: { action: id } }, body);
        b.addEventListener("click", () => onAct(id));
        return tip(b, info.text);
      }
      return tip(el("div", { class: "card", attrs: { tabindex: "0" } }, body), info.text);
    }),
  ]));
  const order = view.players.map((_, k) => view.players[((view.first_player ?? 0) + k) % view.players.length]);
  const turnOrder = el("ol", { class: "turn-order" }, order.map((p) =>
    el("li", { class: p.seat === view.active ? "is-active" : "" }, [playerMark(p), el("span", { text: p.name }),
      p.seat === view.active ? el("span", { class: "badge", text: "playing" }) : null])));
  const objectives = el("ul", { class: "objectives" }, Object.entries(rules?.conditions ?? {}).map(([cond, text]) => {
    const holders = view.players.filter((p) => p.objectives?.includes(cond)).map((p) => p.name);
    const met = view.conditions_met?.includes(cond) ? " — end condition met" : "";
    return tip(el("li", { attrs: { tabindex: "0" } }, [el("strong", { text: words(cond) }),
      el("span", { text: holders.length ? `: ${holders.join(", ")}${met}` : `: nobody yet${met}` })]), text);
  }));
  const supply = el("div", { class: "cubes supply", attrs: { "aria-label": "Cube reserve" } },
    Object.entries(view.reserve ?? {}).map(([c, n]) => el("span", { class: "supply-item" }, [cube(c), el("span", { text: `×${n}` })])));
  const finals = view.final_turns_left != null ? el("p", { class: "muted", text: `Final turns left: ${view.final_turns_left}` }) : null;
  container.replaceChildren(...[
    el("h3", { class: "group-heading", text: `Round ${view.turn ?? 1} · turn order` }), turnOrder,
    el("h3", { class: "group-heading", text: "Objective tiles" }), objectives, finals,
    el("h3", { class: "group-heading", text: "Advanced Technologies" }), el("ul", { class: "decks" }, decks),
    el("h3", { class: "group-heading", text: `Reserve · Ghosts: ${view.ghosts?.map ?? 0} on the map, ${view.ghosts?.box ?? 0} in the box` }), supply,
  ].filter(Boolean));
}
