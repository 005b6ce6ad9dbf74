// details.js — fills the #details panel: what the engine says about one space
// (place_details), or a short message. Text only ever goes in through textContent.

/**
 * Shows an engine `place_details` result: its title and its sections (heading + text).
 * @param {HTMLElement} panel
 * @param {{id: string, title: string, sections: {heading: string, text: string}[]}} details
 */
export function showDetails(panel, details) {
  const title = element("h3", details.title);
  title.className = "details-title";
  const parts = [title];
  for (const section of details.sections ?? []) {
    const block = document.createElement("section");
    block.append(element("h4", section.heading), element("p", section.text));
    parts.push(block);
  }
  panel.replaceChildren(...parts);
  panel.dataset.space = details.id;
  panel.dataset.state = "shown";
}

/**
 * Shows a message instead of details ("Choose a space…", "Loading…", an error).
 * @param {HTMLElement} panel
 * @param {string} heading
 * @param {string} text
 * @param {"empty"|"loading"|"error"} state  also set as panel[data-state]
 */
export function showDetailsMessage(panel, heading, text, state) {
  const title = element("h3", heading);
  title.className = "details-title";
  panel.replaceChildren(title, element("p", text));
  delete panel.dataset.space;
  panel.dataset.state = state;
}

function element(tag, text) {
  const el = document.createElement(tag);
  el.textContent = text ?? "";
  return el;
}
