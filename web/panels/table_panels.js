// table_panels.js — a view's table.panels in the DOM (ARCHITECTURE.md, "The view"): a hand of
// cards (each card's name and tags, its rules text on hover/focus/long-press; the cards others
// hold as card backs), counters (a number, or a meter against its max), a table, a track, and
// slots (a player's board: rows of spaces that tokens go on). A card or a slot some legal
// action is about is a button: the caller decides what its press does. A panel may come
// folded (its title and one line); one a person opened stays open while the table is redrawn.

import { el, playerMark } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";

/**
 * Renders panels into a container.
 * @param {HTMLElement} container
 * @param {object[]} panels  table.panels (or some of them)
 * @param {{players: object[], playable?: Set<string>,
 *          onCard?: (cardId: string, button: HTMLElement) => void,
 *          slotMarks?: Map<string, {style: string, label: string}>,
 *          onSlot?: (slotId: string, button: HTMLElement) => void}} options
 *   playable: card ids some legal action is about; onCard: such a card was pressed;
 *   slotMarks: the slots (or slot groups) an action is about, with how to mark them; onSlot:
 *   such a slot was pressed.
 */
export function renderPanels(container, panels, { players, playable = new Set(), onCard = () => {},
  slotMarks = new Map(), onSlot = () => {} }) {
  const focused = focusedPlace(container);
  if (!chosen.has(container)) chosen.set(container, new Map());
  const choices = chosen.get(container);
  container.replaceChildren(...panels.map((p) => panel(p, { players, playable, onCard, slotMarks, onSlot }, choices)));
  if (focused) {
    const panel = container.querySelector(`[data-panel="${CSS.escape(focused.panel)}"]`);
    focusables(panel).find((node) => identity(node) === focused.identity)?.focus({ preventScroll: true });
  }
}

const FOCUSABLE = "button, summary, [tabindex='0']";

function focusables(panel) {
  return panel ? [...panel.querySelectorAll(FOCUSABLE)] : [];
}

/** What a control is, the same across redraws: its slot or card, else its kind and words. */
function identity(node) {
  return node.dataset.slot ?? node.dataset.card ?? `${node.tagName}:${node.textContent}`;
}

/** Where the keyboard focus is in these panels (a panel and the control in it), so a redraw
 * puts it back, rules text and all, instead of dropping it on the page. */
function focusedPlace(container) {
  const active = document.activeElement;
  const panel = container.contains(active) ? active.closest("[data-panel]") : null;
  return panel && active instanceof HTMLElement ? { panel: panel.dataset.panel, identity: identity(active) } : null;
}

/** Whether a panel is the viewer's own hand with its cards shown (it belongs beside the
 * decisions); a hand of another seat shown to the viewer (revealed by a card) stays on the table. */
export function isOpenHand(p, viewer) {
  return p.kind === "cards" && p.seat !== null && p.seat !== undefined && p.seat === viewer
    && (p.cards?.length ?? 0) > 0;
}

/** Per container: "<panel id>:<folded>" → whether a person left that panel open. A panel's
 * fold follows the engine (the deciding seat's board open) until a person opens or closes it. */
const chosen = new WeakMap();

function panel(p, options, choices) {
  const { players, playable, onCard } = options;
  const owner = p.seat !== null && p.seat !== undefined ? players[p.seat] : null;
  const title = [owner ? playerMark(owner) : null, el("span", { text: p.title ?? "" })];
  const body = {
    cards: () => [cards(p, playable, onCard)],
    counters: () => [counters(p)],
    table: () => [table(p)],
    track: () => [track(p, players)],
    slots: () => [slots(p, options), p.items?.length ? counters(p) : null],
  }[p.kind]?.() ?? [el("p", { class: "muted", text: "" })];
  const data = { panel: p.id ?? "", seat: owner ? String(p.seat) : "",
                 ...(p.kind === "table" ? { columns: String(p.columns?.length ?? 0) } : {}) };
  if (p.folded === undefined) {
    return el("section", { class: `table-panel panel-${p.kind}`, data }, [el("h3", { class: "panel-title" }, title), ...body]);
  }
  const box = el("details", { class: `table-panel panel-${p.kind}`, data: { ...data, folded: String(Boolean(p.folded)) } }, [
    el("summary", { class: "panel-title" }, [...title, p.summary ? el("span", { class: "panel-summary", text: p.summary }) : null]),
    ...body]);
  const key = `${p.id}:${Boolean(p.folded)}`;
  box.open = choices.get(key) ?? !p.folded;
  box.addEventListener("toggle", () => choices.set(key, box.open));
  return box;
}

/** A board of slots: groups of spaces in a row, each a token or the token it wants. */
function slots(p, { slotMarks, onSlot }) {
  return el("div", { class: "slot-groups" }, (p.groups ?? []).map((g) => {
    const row = el("div", { class: "slot-row" }, (g.slots ?? []).map((s) => slot(s, slotMarks, onSlot)));
    const head = el("span", { class: "slot-label" }, [el("span", { text: g.label ?? "" }),
      g.note ? el("span", { class: "badge", text: g.note }) : null]);
    const mark = g.id ? slotMarks.get(g.id) : null;
    const group = mark ? pressable(el("button", { class: "slot-group", attrs: { type: "button" } }, [head, row]), g.id, mark, onSlot)
      : el("div", { class: "slot-group", attrs: g.tip ? { tabindex: "0" } : {} }, [head, row]);
    if (g.dim) group.classList.add("dim");
    if (g.note) group.dataset.note = g.note;
    if (g.id) group.dataset.group = g.id;
    return tip(group, [g.tip, mark?.label].filter(Boolean).join("\n"));
  }));
}

function slot(s, slotMarks, onSlot) {
  const face = token(s.token ?? s.wants, { empty: !s.token });
  if (s.count > 1) face.append(el("span", { class: "token-count", text: `×${s.count}` }));
  const mark = slotMarks.get(s.id);
  const node = mark ? pressable(el("button", { class: "slot", attrs: { type: "button" } }, [face]), s.id, mark, onSlot)
    : el("span", { class: "slot" }, [face]);
  node.dataset.slot = s.id;
  const what = s.token ? `${s.token.name ?? ""} ${s.count > 1 ? `×${s.count}` : ""}`.trim() : `empty${s.wants ? ` ${s.wants.name ?? ""}` : ""} space`;
  node.setAttribute("aria-label", [what, mark?.label].filter(Boolean).join(": "));
  return tip(node, [s.tip, mark?.label].filter(Boolean).join("\n"));
}

/** A slot or group some action is about: a button marked as the board marks a space. */
function pressable(button, id, mark, onSlot) {
  button.dataset.mark = mark.style;
  button.addEventListener("click", (e) => { e.stopPropagation(); onSlot(id, button); });
  return button;
}

/** A token (a cube): its colour AND its letter; an empty space shows the one it wants, faint. */
function token(t, { empty }) {
  const node = el("span", { class: `token${empty ? " wanted" : ""}`, text: t?.letter ?? "", attrs: { "aria-hidden": "true" } });
  if (t?.colour) node.style.setProperty("--token", t.colour);
  if (t?.colour) node.style.setProperty("--token-ink", inkOn(t.colour));
  return node;
}

function inkOn(colour) {
  const n = parseInt(String(colour).replace("#", ""), 16);
  const lum = (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? "#1b2029" : "#fbf8f0";
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
    item.max ? meter(item) : el("dd", { text: String(item.value ?? "") }),
  ]));
}

/** A value against its maximum: a bar and the number (the number is never left to the bar). */
function meter(item) {
  const value = Number(item.value) || 0;
  const bar = el("span", { class: "meter", attrs: { role: "meter", "aria-valuemin": "0", "aria-valuemax": String(item.max),
    "aria-valuenow": String(value), "aria-label": `${item.label}: ${value} of ${item.max}` } });
  bar.style.setProperty("--level", String(Math.min(1, value / item.max)));
  return el("dd", { class: "meter-line" }, [bar, el("span", { text: `${value}/${item.max}` })]);
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
