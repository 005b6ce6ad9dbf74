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

/** Cube colours with the letter each carries (colour is never the only cue). */
export const CUBE_LETTERS = Object.freeze({
  red: "R", green: "G", purple: "P", blue: "B", orange: "O", yellow: "Y", grey: "X", multi: "✱",
});

/**
 * A cube (or an activation space of that colour): a coloured square with its letter.
 * @param {string|null} colour  a cube colour, "multi" for a multicolour space, null for empty
 * @param {{space?: string}} [options]  space: the colour the empty space asks for
 */
export function cube(colour, { space } = {}) {
  const c = colour ?? space ?? "empty";
  const node = el("span", {
    class: `cube cube-${c}${colour ? "" : " cube-space"}`,
    text: colour ? CUBE_LETTERS[colour] ?? "?" : CUBE_LETTERS[space] ?? "",
    attrs: { role: "img", "aria-label": colour ? `${colour} cube` : `empty ${space ?? ""} space` },
  });
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
