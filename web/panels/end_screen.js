// end_screen.js — the end of any game, from view.result (ARCHITECTURE.md: players with total
// and breakdown, winner, categories): the winner and the reason or tie-break, a bar chart (SVG)
// of every player's breakdown, a legend, a table of the numbers, and each player's extra
// result data that is a list (which Pyramids, say).
//
// When every breakdown adds up to its total the bars are stacked (a score made of parts);
// otherwise each category gets its own bar and scale (a count, then its tie-breaks). Player
// names sit on their own line above the bars, so no name is ever cut. Categories carry a
// letter as well as a colour.

import { el, words } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";

const SVG = "http://www.w3.org/2000/svg";
const PALETTE = ["#3fa7d6", "#e0a100", "#7fb374", "#c8372d", "#9b6cc4", "#e07a3f", "#d9d9e6", "#4fc1a6", "#d66fa4"];
const KNOWN = new Set(["seat", "name", "total", "breakdown"]);

/**
 * Fills the end screen from view.result.
 * @param {HTMLElement} box  #end-screen's body (#end-body)
 * @param {object} view  a finished view
 * @param {object|null} rules  rules_text() of the game (older results name categories there)
 */
export function renderEnd(box, view, rules) {
  const result = view.result;
  const players = view.players ?? [];
  const nameOf = (seat) => players[seat]?.name ?? `Seat ${seat + 1}`;
  const bySeat = new Map(result.players.map((r) => [r.seat, r]));
  const order = result.ranking
    ?? [...result.players].sort((a, b) => b.total - a.total).map((r) => r.seat);
  const rows = order.map((seat) => ({ ...bySeat.get(seat), name: nameOf(seat) })).filter((r) => r.breakdown);
  const categories = categoriesOf(result, rules, rows);
  const winner = rows.find((r) => r.seat === result.winner);
  const reason = typeof result.reason === "string" && result.reason ? result.reason : null;
  // A team's win names every winner (`winners`, optional): "Red and Yellow win".
  const team = Array.isArray(result.winners) && result.winners.length > 1 ? result.winners : null;
  const who = team ? `${team.map(nameOf).join(" and ")} win` : `${nameOf(result.winner)} wins`;
  box.replaceChildren(...[
    el("p", { class: "winner", text: result.winner === null || result.winner === undefined
      ? `The game is lost${reason ? `: ${sentence(reason)}` : "."}`
      : reason ? `${who}: ${sentence(reason)}`
        : `${who} with ${winner?.total ?? 0} points.` }),
    result.tiebreak ? el("p", { class: "tiebreak", text: `Tie-break: ${typeof result.tiebreak === "string" ? result.tiebreak : JSON.stringify(result.tiebreak)}` }) : null,
    chart(rows, categories),
    el("ul", { class: "chart-legend", attrs: { "aria-label": "Categories" } }, categories.map((c) =>
      tip(el("li", { attrs: { tabindex: "0" } }, [swatch(c), el("span", { text: `${c.letter} = ${c.name}` })]), c.text))),
    table(rows, categories),
    extras(rows),
  ].filter(Boolean));
}

/** A reason as a sentence: one full stop at its end. */
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Categories in the result's order, each with a name, a rules text, a colour and a letter. */
function categoriesOf(result, rules, rows) {
  const named = result.categories ?? rules?.categories ?? null;
  const ids = named ? Object.keys(named) : Object.keys(rows[0]?.breakdown ?? {});
  const used = new Set();
  return ids.map((id, i) => {
    const info = named?.[id];
    const name = typeof info === "object" && info ? info.name ?? words(id) : words(id);
    const text = typeof info === "object" && info ? info.text ?? "" : typeof info === "string" ? info : "";
    let letter = name.charAt(0).toUpperCase();
    for (let k = 2; used.has(letter) && k <= name.length; k++) letter = name.slice(0, k).toUpperCase();
    if (used.has(letter)) letter = String(i + 1);
    used.add(letter);
    return { id, name, text, letter, colour: PALETTE[i % PALETTE.length] };
  });
}

function swatch(category) {
  const s = el("span", { class: "swatch", attrs: { "aria-hidden": "true" } });
  s.style.setProperty("--cat", category.colour);
  return s;
}

function add(parent, tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  parent.append(node);
  return node;
}

/** A generous width of one character of a chart name (bold 15px), in chart units. */
const NAME_CHAR_PX = 9.5;

function chart(rows, categories) {
  const stacked = rows.every((r) => categories.reduce((sum, c) => sum + (r.breakdown[c.id] ?? 0), 0) === r.total);
  // Narrower on a phone, so the words keep a readable size once the chart is scaled to fit.
  const width = Math.round(Math.max(320, Math.min(560, window.innerWidth - 70))), nameH = 22, barH = stacked ? 28 : 16, gap = 14;
  const perPlayer = nameH + (stacked ? barH : categories.length * (barH + 3)) + gap;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${rows.length * perPlayer + 4}`);
  svg.setAttribute("class", `score-chart ${stacked ? "stacked" : "grouped"}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `Results by category: ${rows.map((r) => `${r.name} ${categories.map((c) => `${c.name} ${r.breakdown[c.id] ?? 0}`).join(", ")}`).join("; ")}`);
  const room = width - 60; // the bars' full length; the number after a bar fits in the rest
  rows.forEach((r, i) => {
    const y0 = i * perPlayer + 2;
    const label = `${i + 1}. ${r.name}`;
    // A long name (up to 40 characters) is squeezed to the chart's width, never cut off.
    const squeeze = label.length * NAME_CHAR_PX > width ? { textLength: width - 2, lengthAdjust: "spacingAndGlyphs" } : {};
    add(svg, "text", { x: 0, y: y0 + 16, class: "chart-name", ...squeeze }, label);
    if (stacked) {
      const scale = room / Math.max(1, ...rows.map((o) => o.total));
      let x = 0;
      const y = y0 + nameH;
      for (const c of categories) {
        const v = r.breakdown[c.id] ?? 0;
        if (!v) continue;
        const w = v * scale;
        const g = add(svg, "g", {});
        add(g, "title", {}, `${r.name}: ${c.name} ${v}`);
        add(g, "rect", { x, y, width: w, height: barH, fill: c.colour, stroke: "#10151d", "stroke-width": 1.5 });
        if (w >= 24) add(g, "text", { x: x + w / 2, y: y + barH / 2 + 5, "text-anchor": "middle", class: "chart-seg" }, `${c.letter}${v}`);
        x += w;
      }
      add(svg, "text", { x: x + 6, y: y + barH / 2 + 5, class: "chart-total" }, String(r.total));
      return;
    }
    categories.forEach((c, k) => {
      const y = y0 + nameH + k * (barH + 3);
      const v = r.breakdown[c.id] ?? 0;
      const max = Math.max(1, ...rows.map((o) => o.breakdown[c.id] ?? 0));
      const w = Math.max(2, (v / max) * (room - 40));
      const g = add(svg, "g", {});
      add(g, "title", {}, `${r.name}: ${c.name} ${v}`);
      add(g, "text", { x: 14, y: y + barH - 3, "text-anchor": "middle", class: "chart-letter" }, c.letter);
      add(g, "rect", { x: 30, y, width: w, height: barH, fill: c.colour, stroke: "#10151d", "stroke-width": 1 });
      add(g, "text", { x: 30 + w + 6, y: y + barH - 3, class: "chart-total" }, String(v));
    });
  });
  return svg;
}

function table(rows, categories) {
  const showTotal = !categories.some((c) => c.id === "total");
  return el("table", { class: "score-table" }, [
    el("caption", { class: "visually-hidden", text: "Results by category" }),
    // On a phone a heading shows the category's letter (the chart's legend names it).
    el("thead", {}, [el("tr", {}, [el("th", { text: "Player" }), ...categories.map((c) => el("th", { title: c.name }, [
      el("span", { class: "heading-long", text: c.name }),
      el("span", { class: "heading-short", attrs: { "aria-hidden": "true" }, text: c.letter }),
    ])),
      showTotal ? el("th", { text: "Total" }) : null])]),
    el("tbody", {}, rows.map((r) => el("tr", {}, [el("th", { text: r.name }),
      ...categories.map((c) => el("td", { text: String(r.breakdown[c.id] ?? 0) })),
      showTotal ? el("td", { text: String(r.total) }) : null]))),
  ]);
}

/** Each player's result data that is a list (and whether they were out), in words. */
function extras(rows) {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => !KNOWN.has(k) && Array.isArray(r[k]))))];
  const out = rows.some((r) => r.out === true);
  if (!keys.length && !out) return null;
  return el("dl", { class: "result-extras" }, rows.flatMap((r) => [
    el("dt", { text: r.name }),
    el("dd", {}, [
      ...keys.map((k) => el("p", { text: `${words(k)}: ${r[k].length ? r[k].join(", ") : "none"}` })),
      r.out === true ? el("p", { class: "muted", text: "Out of the game." }) : null,
    ]),
  ]));
}
