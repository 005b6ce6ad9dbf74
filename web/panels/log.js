// log.js — the story of the game (view.log): one line per event, grouped by round. A log entry
// is a line of text, or a heading {round, title} where a player's turn begins (ARCHITECTURE.md,
// "The view"); a line "— … —" is a turn heading without a round number. The newest entry is
// scrolled into sight.
//
// A move adds a few entries to a log of hundreds (a view holds the last few hundred: the
// oldest then fall out): when the new log goes on from the one on screen, the entries that fell
// out are taken off and only the new ones drawn (in Chromium, a window of 400 entries moving on
// by two: 6.9 ms where drawing it whole took 11.5 ms, medians of 15). Either way the list reads
// as one drawn from nothing.

import { el } from "../ui/dom.js";

/** What each list shows: per entry its key, its <li>s and whether a round heading is one. */
const shown = new WeakMap();

/**
 * @param {HTMLElement} list  #log (an <ol> in a scrolling box)
 * @param {(string|{round: number, title: string})[]} log  view.log
 */
export function renderLog(list, log) {
  const entries = log ?? [];
  const keys = entries.map((entry) => JSON.stringify(entry));
  let drawn = shown.get(list);
  if (drawn && list.childElementCount !== drawn.reduce((n, d) => n + d.items.length, 0)) {
    drawn = null; // emptied or changed by someone else (the hand-over screen): draw it whole
  }
  const dropped = drawn ? overlap(drawn.map((d) => d.key), keys) : -1;
  let kept = [];
  if (dropped >= 0) {
    for (const d of drawn.slice(0, dropped)) for (const li of d.items) li.remove();
    kept = drawn.slice(dropped);
    // the first turn heading left gets its round's heading, as a list drawn afresh would
    const first = kept.find((d) => d.round !== undefined);
    if (first && !first.headed) {
      const heading = roundItem(first.round);
      first.items[0].before(heading);
      kept[kept.indexOf(first)] = { ...first, items: [heading, ...first.items], headed: true };
    }
  } else {
    list.replaceChildren();
  }
  let round = null;
  for (const d of kept) if (d.round !== undefined) round = d.round;
  const added = [];
  entries.slice(kept.length).forEach((entry, i) => {
    const d = { key: keys[kept.length + i], items: [], headed: false };
    if (typeof entry === "object" && entry !== null) {
      d.round = entry.round;
      if (entry.round !== round) {
        round = entry.round;
        d.items.push(roundItem(round));
        d.headed = true;
      }
      d.items.push(el("li", { class: "log-turn", text: entry.title }));
    } else if (/^—.*—$/.test(String(entry).trim())) {
      d.items.push(el("li", { class: "log-turn", text: String(entry).replaceAll("—", "").trim() }));
    } else {
      d.items.push(el("li", { class: "log-line", text: String(entry) }));
    }
    added.push(d);
  });
  list.append(...added.flatMap((d) => d.items));
  shown.set(list, [...kept, ...added]);
  if (dropped < 0 || added.length) {
    const box = list.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  }
}

function roundItem(round) {
  return el("li", { class: "log-round", text: `Round ${round}` });
}

/** How many of the `before` entries fell out of a log that goes on from the rest of them in
 * `after` (the rest being `after`'s beginning), or -1 when it does not go on from them. */
function overlap(before, after) {
  for (let k = 0; k <= before.length; k++) {
    const rest = before.length - k;
    if (rest > after.length) continue;
    if (rest > 0 && before[k] !== after[0]) continue;
    let same = true;
    for (let i = 1; i < rest && same; i++) same = before[k + i] === after[i];
    if (same) return rest > 0 || before.length === 0 ? k : -1;
  }
  return -1;
}
