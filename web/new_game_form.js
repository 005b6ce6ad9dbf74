// new_game_form.js — the new-game screen: 2–6 seats (name, race or random, human or bot),
// Invasion or Race War, game length, optional rules and seed. It only gathers a config; the
// engine validates it, and its message is shown next to the form (the game on screen stays).

import { el } from "./dom.js";
import { tip } from "./tooltip.js";

const WHO_HELP = "A person plays this seat at this screen, or a bot does: Novice (greedy with "
  + "slips), Adept (always the move its evaluation rates best) or Master (tries its best moves "
  + "to the end of its turn and keeps the one that works out best).";

/**
 * Wires the new-game dialog.
 * @param {HTMLDialogElement} dialog  #new-game-screen (holds #new-game-config)
 * @param {{races: Record<string, {name: string}>, onStart: (config: object) => Promise<void>,
 *          hasGame: () => boolean}} options
 *   onStart: start a game from the config; rejects with the engine's message to show.
 */
export function wireNewGameForm(dialog, { races, onStart, hasGame }) {
  const form = dialog.querySelector("form");
  const count = form.querySelector("#seat-count");
  const seats = form.querySelector("#seats");
  const error = form.querySelector("#new-game-error");
  const start = form.querySelector("#start-game");
  const cancel = form.querySelector("#cancel-new-game");

  const renderSeats = () => {
    const kept = readSeats(seats);
    const n = Number(count.value);
    seats.replaceChildren(...Array.from({ length: n }, (_, i) => seatRow(i, races, kept[i])));
  };
  count.addEventListener("change", renderSeats);
  renderSeats();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    start.disabled = true;
    try {
      await onStart(readConfig(form, seats));
      dialog.close();
    } catch (e) {
      error.textContent = `The game cannot start: ${e?.message ?? e}`;
      error.hidden = false;
    } finally {
      start.disabled = false;
    }
  });
  cancel.addEventListener("click", () => { if (hasGame()) dialog.close(); });
  dialog.addEventListener("cancel", (event) => { if (!hasGame()) event.preventDefault(); });
  return {
    /** Opens the screen (modal). */
    open() {
      error.hidden = true;
      cancel.hidden = !hasGame();
      if (!dialog.open) dialog.showModal();
      form.querySelector("input, select")?.focus();
    },
  };
}

function seatRow(i, races, kept = {}) {
  const id = (what) => `seat-${i}-${what}`;
  const name = el("input", { attrs: { id: id("name"), name: "name", type: "text",
    autocomplete: "off", placeholder: "the race's name" } });
  name.value = kept.name ?? "";
  const race = el("select", { attrs: { id: id("race"), name: "race" } }, [
    el("option", { text: "Random", attrs: { value: "random" } }),
    ...Object.entries(races).map(([rid, r]) => el("option", { text: r.name, attrs: { value: rid } })),
  ]);
  race.value = kept.race ?? "random";
  const who = el("select", { attrs: { id: id("who"), name: "who" } }, [
    el("option", { text: "Person", attrs: { value: "person" } }),
    el("option", { text: "Bot: Novice", attrs: { value: "novice" } }),
    el("option", { text: "Bot: Adept", attrs: { value: "adept" } }),
    el("option", { text: "Bot: Master", attrs: { value: "master" } }),
  ]);
  who.value = kept.who ?? "person";
  tip(who, WHO_HELP);
  return el("fieldset", { class: "seat", data: { seat: String(i) } }, [
    el("legend", { text: `Seat ${i + 1}` }),
    el("label", { text: "Name", attrs: { for: id("name") } }), name,
    el("label", { text: "Race", attrs: { for: id("race") } }), race,
    el("label", { text: "Player", attrs: { for: id("who") } }), who,
  ]);
}

function readSeats(seats) {
  return [...seats.querySelectorAll(".seat")].map((row) => ({
    name: row.querySelector("[name=name]").value,
    race: row.querySelector("[name=race]").value,
    who: row.querySelector("[name=who]").value,
  }));
}

function readConfig(form, seats) {
  const data = new FormData(form);
  const config = {
    ruleset: "hyperborea",
    players: readSeats(seats).map(({ name, race, who }) => (
      who === "person" ? { name: name.trim(), race } : { name: name.trim(), race, bot: who })),
    mode: data.get("mode") ?? "invasion",
    length: data.get("length") ?? "short",
    variants: { open_map: data.get("open_map") === "on", prime_objective: data.get("prime_objective") === "on" },
  };
  const seed = String(data.get("seed") ?? "").trim();
  if (seed !== "") config.seed = /^\d+$/.test(seed) ? Number(seed) : seed;
  return config;
}
