// log.js — the story of the game (view.log): one line per event, grouped by round. A log entry
// is a line of text, or a heading {round, title} where a player's turn begins (ARCHITECTURE.md,
// "The view"); a line "— … —" is a turn heading without a round number. The newest entry is
// scrolled into sight.
//
// A move adds a few entries to a log of hundreds: when the new log begins with the one on
// screen, only the new entries are drawn (a redraw of every line took longer than the rest of
// the table in a long game).

import { el } from "../ui/dom.js";

/** What each list shows now: its entries' keys and the round of its last heading. */
const shown = new WeakMap();

/**
 * @param {HTMLElement} list  #log (an <ol> in a scrolling box)
 * @param {(string|{round: number, title: string})[]} log  view.log
 */
export function renderLog(list, log) {
  const entries = log ?? [];
  const keys = entries.map((entry) => JSON.stringify(entry));
  const before = shown.get(list);
  const grows = before && list.childElementCount === before.items
    && before.keys.length <= keys.length && before.keys.every((key, i) => key === keys[i]);
  let round = grows ? before.round : null;
  const items = [];
  for (const entry of entries.slice(grows ? before.keys.length : 0)) {
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
  if (grows) list.append(...items);
  else list.replaceChildren(...items);
  shown.set(list, { keys, round, items: list.childElementCount });
  if (!grows || items.length) {
    const box = list.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  }
}
