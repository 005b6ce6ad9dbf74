// decision_hint.js — the lines under "Now deciding" that every table shows: the round and
// phase (view.turn, view.phase), and the short hint about the decision at hand
// (view.table.hint, written by the ruleset).

import { el, words } from "../ui/dom.js";

/** "Round 3 · Move Phase", "Round 3 of 20 · Gather" where the view says the last round
 * (view.turn_max); the phase as the view names it, a bare "play" left out. */
function roundText(view) {
  const of = Number.isInteger(view.turn_max) ? ` of ${view.turn_max}` : "";
  const round = Number.isInteger(view.turn) && view.turn > 0 ? `Round ${view.turn}${of}` : null; // 0: setup
  const phase = view.phase && view.phase !== "play" ? words(view.phase) : null;
  return [round, phase].filter(Boolean).join(" · ");
}

/** The round line and the hint, as elements to append under the decider. */
export function roundAndHint(view) {
  const parts = [];
  const round = roundText(view);
  if (round) parts.push(el("span", { class: "turn-line", text: round }));
  const hint = view.table?.hint;
  if (hint) parts.push(el("p", { class: "hint", text: hint }));
  return parts;
}
