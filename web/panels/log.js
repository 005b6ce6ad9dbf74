// log_panel.js — the story of the game (view.log): one line per event, grouped by round. A
// log entry is a line of text, or a heading {round, title} where a player's turn begins
// (ARCHITECTURE.md, "The view"); a line "— … —" is a turn heading without a round number.
// The newest entry is scrolled into sight.

import { el } from "../ui/dom.js";

/**
 * @param {HTMLElement} list  #log (an <ol> in a scrolling box)
 * @param {(string|{round: number, title: string})[]} log  view.log
 */
export function renderLog(list, log) {
  const items = [];
  let round = null;
  for (const entry of log ?? []) {
    if (typeof entry === "object" && entry !== null) {
      if (entry.round !== round) {
        round = entry.round;
        items.push(el("li", { class: "log-round", text: `Round ${round}` }));
      }
      items.push(el("li", { class: "log-turn", text: entry.title }));
    } else if (/^—.*—$/.test(String(entry).trim())) {
      items.push(el("li", { class: "log-turn", text: String(entry).replaceAll("—", "").trim() }));
    } else {
      items.push(el("li", { class: "log-line", text: String(entry) }));
    }
  }
  list.replaceChildren(...items);
  const box = list.parentElement;
  if (box) box.scrollTop = box.scrollHeight;
}
