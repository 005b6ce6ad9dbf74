// dom.js — tiny DOM helpers for the table's panels. Data only ever goes in through textContent.

/**
 * Makes an element.
 * @param {string} tag
 * @param {{class?: string, text?: string|number, title?: string, attrs?: Record<string,string>,
 *          data?: Record<string,string>}} [options]
 * @param {(Node|string|null|undefined|false)[]} [children]
 * @returns {HTMLElement}
 */
export function el(tag, { class: cls, text, title, attrs, data } = {}, children = []) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (title) node.title = title;
  for (const [k, v] of Object.entries(attrs ?? {})) node.setAttribute(k, v);
  for (const [k, v] of Object.entries(data ?? {})) node.dataset[k] = v;
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A player's mark as text: their letter in their colour and shape class. */
export function playerMark(player) {
  const node = el("span", {
    class: `mark shape-${player.shape ?? "circle"}`,
    text: player.letter ?? "?",
    attrs: { "aria-hidden": "true" },
  });
  node.style.setProperty("--player", player.colour ?? "#888");
  return node;
}

/** "Development" → words: "cube_draw" → "Cube draw". */
export function words(id) {
  const s = String(id ?? "").replaceAll("_", " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}
