// decision_hint.js — the lines under "Now deciding" that every table shows: the round and
// phase (view.turn, view.phase), and the short hint about the decision at hand
// (view.table.hint, written by the ruleset).

import { el, words } from "../ui/dom.js";

/** "Round 3 · Move Phase" (the phase as the view names it; a bare "play" is left out). */
function roundText(view) {
  const round = Number.isInteger(view.turn) ? `Round ${view.turn}` : null;
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
