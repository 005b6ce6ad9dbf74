// log_panel.js — the game log in words (view.log), turn separators as headings, scrolled to
// the newest entry.

import { el } from "./dom.js";

/**
 * @param {HTMLElement} list  #log (an <ol> in a scrolling box)
 * @param {string[]} log  view.log
 */
export function renderLog(list, log) {
  list.replaceChildren(...(log ?? []).map((line) => {
    const turn = /^—.*—$/.test(line.trim());
    return el("li", { class: turn ? "log-turn" : "log-line", text: turn ? line.replaceAll("—", "").trim() : line });
  }));
  const box = list.parentElement;
  if (box) box.scrollTop = box.scrollHeight;
}
