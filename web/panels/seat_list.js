// seat_list.js — the players at the table from view.players: each one's mark (letter in its
// shape and colour), name, bot level, and the ruleset's summary (label: value, with its tip).

import { el, playerMark } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";
import { LEVEL_NAMES } from "../shell/bot_turns.js";

/**
 * Who plays a seat, in words: "Master bot", "you" (the one person at the table) or "person".
 * @param {object} p  one of view.players
 * @param {object[]} players  view.players
 */
function playedBy(p, players) {
  if (p.bot) return `${LEVEL_NAMES[p.bot] ?? p.bot} bot`;
  return players.filter((q) => !q.bot).length === 1 ? "you" : "person";
}

/**
 * @param {HTMLElement} list  a <ul>
 * @param {object[]} players  view.players
 * @param {number|null} deciding  the seat deciding now (marked in words, not only by style)
 */
export function renderSeatList(list, players, deciding) {
  list.replaceChildren(...players.map((p) => el("li", {
    class: `seat-line${p.seat === deciding ? " is-deciding" : ""}`, data: { seat: String(p.seat) },
  }, [
    playerMark(p),
    el("span", { class: "seat-who" }, [
      el("strong", { class: "seat-name", text: p.name }),
      el("span", { class: "muted", text: ` (${playedBy(p, players)})` }),
      p.seat === deciding ? el("span", { class: "badge", text: "deciding" }) : null,
    ]),
    el("span", { class: "seat-summary" }, (p.summary ?? []).map((s) =>
      tip(el("span", { class: "chip", attrs: s.tip ? { tabindex: "0" } : {} }, [
        el("span", { class: "chip-label", text: `${s.label} ` }), el("strong", { text: String(s.value) })]), s.tip ?? ""))),
  ])));
}
