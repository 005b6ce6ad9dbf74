// details_panel.js — fills the #details panel: what the engine says about one hexagon
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
  panel.dataset.hex = details.id; // the hex map's tests read data-hex; every table data-space
  panel.dataset.space = details.id;
  panel.dataset.state = "shown";
}

/**
 * Shows a message instead of details ("Choose a hexagon…", "Loading…", an error).
 * @param {HTMLElement} panel
 * @param {string} heading
 * @param {string} text
 * @param {"empty"|"loading"|"error"} state  also set as panel[data-state]
 */
export function showDetailsMessage(panel, heading, text, state) {
  const title = element("h3", heading);
  title.className = "details-title";
  panel.replaceChildren(title, element("p", text));
  delete panel.dataset.hex;
  delete panel.dataset.space;
  panel.dataset.state = state;
}

/**
 * A one-line description of a hexagon from the view, for screen readers following the
 * keyboard focus (the details themselves come from the engine).
 * @param {object} hex  a HEX of the view
 * @param {object[]} players  view.players
 * @returns {string}
 */
export function describeHex(hex, players) {
  const region = { centre: "Central hexagon", borderland: "Borderland", homeland: "Homeland" }[hex.region]
    ?? "Hexagon";
  if (!hex.face_up) return `${region}, unexplored. Press Enter for details.`;
  const parts = [`${region}, ${hex.terrain}`];
  if (hex.home_of != null && players[hex.home_of]) parts[0] = `Homeland of ${players[hex.home_of].name}, ${hex.terrain}`;
  if (hex.cities.length) parts.push(hex.capital ? "capital city" : `${hex.cities.length} city`);
  if (hex.ruins.length) parts.push(`${hex.ruins.length} ruin${hex.ruins.length > 1 ? "s" : ""}`);
  for (const unit of hex.units) {
    const who = players[unit.seat]?.name ?? `seat ${unit.seat}`;
    parts.push(`${unit.count} ${who} miniature${unit.count === 1 ? "" : "s"}`);
  }
  return `${parts.join(", ")}. Press Enter for details.`;
}

function element(tag, text) {
  const el = document.createElement(tag);
  el.textContent = text ?? "";
  return el;
}
