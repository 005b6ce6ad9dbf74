// end_screen.js — the game's end: the winner, the tie-break when it was used, and a stacked
// bar chart (SVG) of every player's score by category, with labels and a legend — the numbers
// are written on the bars, the categories carry patterns as well as colours.

import { el, words } from "./dom.js";
import { tip } from "./tooltip.js";

const SVG = "http://www.w3.org/2000/svg";
const CATEGORY_STYLE = {
  gems: ["#3fa7d6", "G"], ghosts: ["#d9d9e6", "H"], killed: ["#c8372d", "K"], cubes: ["#e0a100", "C"],
  objectives: ["#7fb374", "O"], technologies: ["#9b6cc4", "T"], control: ["#e07a3f", "M"],
};

/**
 * Fills the end screen from view.result.
 * @param {HTMLElement} box  #end-screen's body (#end-body)
 * @param {object} view  a finished view
 * @param {object} rules  web_api.rules_text()
 */
export function renderEnd(box, view, rules) {
  const result = view.result;
  const winner = view.players[result.winner];
  const rows = result.ranking.map((seat) => result.players.find((r) => r.seat === seat));
  const categories = Object.keys(rules?.categories ?? rows[0]?.breakdown ?? {});
  box.replaceChildren(...[
    el("p", { class: "winner", text: `${winner?.name ?? "?"} wins with ${rows[0]?.total ?? 0} Victory Points.` }),
    result.tiebreak ? el("p", { class: "tiebreak", text: `Tie-break: ${typeof result.tiebreak === "string" ? result.tiebreak : JSON.stringify(result.tiebreak)}` }) : null,
    chart(rows, categories),
    el("ul", { class: "chart-legend", attrs: { "aria-label": "Categories" } }, categories.map((c) =>
      tip(el("li", { attrs: { tabindex: "0" } }, [swatch(c), el("span", { text: `${CATEGORY_STYLE[c]?.[1] ?? "?"} = ${words(c)}` })]),
        rules?.categories?.[c] ?? ""))),
    table(rows, categories),
  ].filter(Boolean));
}

function swatch(category) {
  const s = el("span", { class: `swatch cat-${category}`, attrs: { "aria-hidden": "true" } });
  s.style.setProperty("--cat", CATEGORY_STYLE[category]?.[0] ?? "#888");
  return s;
}

function chart(rows, categories) {
  const barH = 30, gap = 14, nameW = 130, width = 560, top = 8;
  const max = Math.max(1, ...rows.map((r) => r.total));
  const scale = (width - nameW - 50) / max;
  const height = top + rows.length * (barH + gap);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "score-chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `Scores by category: ${rows.map((r) => `${r.name} ${r.total}`).join(", ")}`);
  const add = (parent, tag, attrs, text) => {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    parent.append(node);
    return node;
  };
  rows.forEach((r, i) => {
    const y = top + i * (barH + gap);
    add(svg, "text", { x: nameW - 8, y: y + barH / 2 + 5, "text-anchor": "end", class: "chart-name" }, r.name);
    let x = nameW;
    for (const c of categories) {
      const v = r.breakdown?.[c] ?? 0;
      if (!v) continue;
      const w = v * scale;
      const g = add(svg, "g", {});
      add(g, "title", {}, `${r.name}: ${words(c)} ${v}`);
      add(g, "rect", { x, y, width: w, height: barH, fill: CATEGORY_STYLE[c]?.[0] ?? "#888", stroke: "#10151d", "stroke-width": 1.5 });
      if (w >= 22) add(g, "text", { x: x + w / 2, y: y + barH / 2 + 5, "text-anchor": "middle", class: "chart-seg" }, `${CATEGORY_STYLE[c]?.[1]}${v}`);
      x += w;
    }
    add(svg, "text", { x: x + 6, y: y + barH / 2 + 5, class: "chart-total" }, String(r.total));
  });
  return svg;
}

function table(rows, categories) {
  return el("table", { class: "score-table" }, [
    el("caption", { class: "visually-hidden", text: "Scores by category" }),
    el("thead", {}, [el("tr", {}, [el("th", { text: "Player" }), ...categories.map((c) => el("th", { text: words(c) })), el("th", { text: "Total" })])]),
    el("tbody", {}, rows.map((r) => el("tr", {}, [el("th", { text: r.name }),
      ...categories.map((c) => el("td", { text: String(r.breakdown?.[c] ?? 0) })), el("td", { text: String(r.total) })]))),
  ]);
}
