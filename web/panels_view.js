// panels_view.js — a view's table.panels in the DOM (ARCHITECTURE.md, "The view"): a hand of
// cards (each card's name and tags, its rules text on hover/focus/long-press; the cards others
// hold as card backs), counters, a table, a track. A card some legal action is about
// (detail.card) is a button: the caller decides what its press does.

import { el, playerMark } from "./dom.js";
import { tip } from "./tooltip.js";

/**
 * Renders panels into a container.
 * @param {HTMLElement} container
 * @param {object[]} panels  table.panels (or some of them)
 * @param {{players: object[], playable?: Set<string>,
 *          onCard?: (cardId: string, button: HTMLElement) => void}} options
 *   playable: card ids some legal action is about; onCard: such a card was pressed.
 */
export function renderPanels(container, panels, { players, playable = new Set(), onCard = () => {} }) {
  container.replaceChildren(...panels.map((p) => panel(p, players, playable, onCard)));
}

/** Whether a panel is a hand whose cards this view shows (it belongs beside the decisions). */
export function isOpenHand(p) {
  return p.kind === "cards" && p.seat !== null && p.seat !== undefined && (p.cards?.length ?? 0) > 0;
}

function panel(p, players, playable, onCard) {
  const owner = p.seat !== null && p.seat !== undefined ? players[p.seat] : null;
  const head = el("h3", { class: "panel-title" }, [owner ? playerMark(owner) : null, el("span", { text: p.title ?? "" })]);
  const body = {
    cards: () => cards(p, playable, onCard),
    counters: () => counters(p),
    table: () => table(p),
    track: () => track(p, players),
  }[p.kind]?.() ?? el("p", { class: "muted", text: "" });
  return el("section", { class: `table-panel panel-${p.kind}`, data: { panel: p.id ?? "", seat: owner ? String(p.seat) : "" } }, [head, body]);
}

function cards(p, playable, onCard) {
  const list = el("ul", { class: "hand" });
  for (const card of p.cards ?? []) {
    const face = [el("span", { class: "card-name", text: card.name ?? card.id }),
      ...(card.tags ?? []).filter((t) => t && t !== "—").map((t) => el("span", { class: "card-tag", text: t }))];
    let node;
    if (playable.has(card.id)) {
      node = el("button", { class: "card-face playable", attrs: { type: "button" }, data: { card: card.id } },
        [...face, el("span", { class: "card-play", text: `${card.verb ?? "Play"}…` })]);
      node.addEventListener("click", () => onCard(card.id, node));
    } else {
      node = el("div", { class: "card-face", attrs: { tabindex: "0" }, data: { card: card.id } }, face);
    }
    tip(node, card.text ?? "");
    list.append(el("li", {}, [node]));
  }
  const hidden = p.hidden_count ?? 0;
  if (hidden > 0) {
    const backs = el("li", { class: "card-backs", attrs: { role: "img", "aria-label": `${hidden} hidden card${hidden === 1 ? "" : "s"}` } },
      Array.from({ length: Math.min(hidden, 12) }, () => el("span", { class: "card-back", attrs: { "aria-hidden": "true" } })));
    backs.append(el("span", { class: "card-count", text: `${hidden} card${hidden === 1 ? "" : "s"}`, attrs: { "aria-hidden": "true" } }));
    list.append(backs);
  }
  if (!list.children.length) list.append(el("li", { class: "muted", text: "No cards." }));
  return list;
}

function counters(p) {
  return el("dl", { class: "counters" }, (p.items ?? []).flatMap((item) => [
    tip(el("dt", { text: item.label, attrs: item.tip ? { tabindex: "0" } : {} }), item.tip ?? ""),
    el("dd", { text: String(item.value ?? "") }),
  ]));
}

function table(p) {
  const rows = p.rows ?? [];
  if (!rows.length) return el("p", { class: "muted", text: "Empty." });
  return el("div", { class: "panel-table-box" }, [el("table", { class: "panel-table" }, [
    el("thead", {}, [el("tr", {}, (p.columns ?? []).map((c) => el("th", { text: String(c), attrs: { scope: "col" } })))]),
    el("tbody", {}, rows.map((r) => el("tr", {}, r.map((v, i) => el(i === 0 ? "th" : "td", { text: String(v ?? ""), attrs: i === 0 ? { scope: "row" } : {} }))))),
  ])]);
}

function track(p, players) {
  const max = Math.max(1, p.max ?? 1);
  const bar = el("div", { class: "track-bar", attrs: { role: "img", "aria-label":
    (p.marks ?? []).map((m) => `${players[m.seat]?.name ?? "?"}: ${m.value} of ${max}`).join(", ") } });
  for (const m of p.marks ?? []) {
    const player = players[m.seat];
    if (!player) continue;
    const mark = playerMark(player);
    mark.classList.add("track-mark");
    mark.style.setProperty("--at", String(Math.min(1, Math.max(0, m.value / max))));
    bar.append(mark);
  }
  return tip(el("div", { class: "track", attrs: p.tip ? { tabindex: "0" } : {} }, [bar,
    el("span", { class: "track-scale", text: `0 – ${max}` })]), p.tip ?? "");
}
