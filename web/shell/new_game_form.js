// new_game_form.js — the first screen: choose a game (every game web_api.games() lists, with
// its player range and blurb), then that game's setup, built from its config schema
// (ARCHITECTURE.md, "Config schema"): the player count, per seat a name, a person or a bot and
// the schema's seat options, then the game's options (a choice as radios, a flag as a
// checkbox, each with its help text) and an optional seed. It only gathers a config; the
// engine validates it and its message is shown next to the form (the game on screen stays).
//
// DOM contract (e2e tests): radios named "game" (value = ruleset id) in #game-list;
// #seat-count; per seat #seat-<i>-name, #seat-<i>-who (person | random | novice | adept |
// master) and #seat-<i>-<seat option key>; an option's radios/checkbox are named by the last
// part of its key ("variants.open_map" → open_map); #seed, #start-game, #new-game-error.
// The last game chosen and its setup are remembered in localStorage (never the seed: the same
// seed twice would deal the same game). A game's schema is asked for when the game is first
// chosen (answering it loads that game's rules in the worker, so the page starts having
// loaded one game, not all): meanwhile its setup says it is loading and Start waits.

import { el } from "../ui/dom.js";
import { tip } from "../ui/tooltip.js";

const SETUP_KEY = "hexrealms.new-game.v1";
const WHO = [
  ["person", "Person"], ["random", "Bot: Random"], ["novice", "Bot: Novice"],
  ["adept", "Bot: Adept"], ["master", "Bot: Master"],
];
const WHO_HELP = "A person plays this seat at this screen, or a bot does: Random (any legal "
  + "move), Novice (greedy with slips), Adept (always the move its evaluation rates best) or "
  + "Master (plays its best moves out a few steps and keeps the one that works out best; in "
  + "some games it also weighs what pays off later, such as income, more than Adept does).";

/**
 * Wires the new-game dialog.
 * @param {HTMLDialogElement} dialog  #new-game-screen (holds #new-game-config)
 * @param {{games: {id: string, name: string, blurb: string, min_players: number,
 *            max_players: number}[], schemaOf: (id: string) => Promise<object>,
 *          onStart: (config: object) => Promise<void>, hasGame: () => boolean,
 *          check: (config: object) => Promise<unknown>, replacing: () => Promise<boolean>}} options
 *   check: rejects with the engine's message when the config would not start a game;
 *   replacing: asks before a game in progress is replaced (true: go on).
 *   schemaOf: a game's config schema (web_api.config_schema); onStart: start a game from the
 *   config (rejects with the engine's message to show).
 * @returns {Promise<{open: () => void, gameName: (id: string) => string, chosen: () => string | null}>}  once the first
 *   game's setup is shown
 */
export async function wireNewGameForm(dialog, { games, schemaOf, onStart, hasGame, check, replacing }) {
  const form = dialog.querySelector("form");
  const list = form.querySelector("#game-list");
  const setup = form.querySelector("#game-setup");
  const error = form.querySelector("#new-game-error");
  const start = form.querySelector("#start-game");
  const cancel = form.querySelector("#cancel-new-game");
  const saved = readSetup();
  let current = null; // the chosen game's id
  const kept = { ...saved.setups }; // per game: what the form held when it was left
  const schemas = {}; // per game: its config schema, once answered

  list.replaceChildren(...list.querySelectorAll("legend"), ...games.map((g) => gameChoice(g)));
  list.addEventListener("change", () => {
    const chosen = list.querySelector("input[name=game]:checked")?.value;
    if (chosen && chosen !== current) showGame(chosen);
  });
  const first = games.some((g) => g.id === saved.game) ? saved.game : games[0]?.id;
  if (first) {
    list.querySelector(`input[value="${CSS.escape(first)}"]`).checked = true;
    await showGame(first);
  }

  async function showGame(id) {
    if (current && schemas[current]) kept[current] = readSetupOf(setup, schemas[current]);
    current = id;
    error.hidden = true;
    const game = games.find((g) => g.id === id);
    if (!schemas[id]) {
      setup.replaceChildren(el("p", { class: "muted", text: `Loading ${game.name}…` }));
      start.disabled = true;
      try {
        schemas[id] = await schemaOf(id);
      } catch (e) {
        if (current === id) { // Start stays disabled: this game cannot be set up
          error.textContent = `${game.name} could not be loaded: ${e?.message ?? e}`;
          error.hidden = false;
        }
        return;
      }
      if (current !== id) return; // another game was chosen meanwhile
    }
    setup.replaceChildren(...gameSetup(game, schemas[id], kept[id]));
    start.disabled = false;
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!schemas[current]) return; // still loading: Start is disabled
    error.hidden = true;
    start.disabled = true;
    try {
      const values = readSetupOf(setup, schemas[current]);
      const config = configOf(current, schemas[current], values, form.querySelector("#seed").value);
      await check(config); // a config that cannot start is explained before anything is asked
      if (!(await replacing())) return;
      await onStart(config);
      writeSetup({ game: current, setups: { ...kept, [current]: values } });
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
    /** Opens the screen (modal) on the game chosen last. */
    open() {
      error.hidden = true;
      cancel.hidden = !hasGame();
      if (!dialog.open) dialog.showModal();
      (list.querySelector("input[name=game]:checked") ?? form.querySelector("input, select"))?.focus();
    },
    /** The name players read for a game id (the id itself if unknown). */
    gameName: (id) => games.find((g) => g.id === id)?.name ?? id,
    /** The id of the game chosen on the screen. */
    chosen: () => current,
  };
}

function gameChoice(game) {
  const id = `game-${game.id}`;
  const range = game.min_players === game.max_players ? `${game.min_players} players`
    : `${game.min_players}–${game.max_players} players`;
  return el("label", { class: "game-choice", attrs: { for: id } }, [
    el("input", { attrs: { type: "radio", name: "game", value: game.id, id } }),
    el("span", { class: "game-text" }, [
      el("strong", { class: "game-name", text: game.name }),
      el("span", { class: "game-range", text: range }),
      el("span", { class: "game-blurb", text: game.blurb }),
    ]),
  ]);
}

/** The chosen game's part of the form: players, seats, options. */
function gameSetup(game, schema, kept = {}) {
  const { min, max, default: preset } = schema.players;
  const count = el("select", { attrs: { id: "seat-count", name: "seats" } },
    range(min, max).map((n) => el("option", { text: String(n), attrs: { value: String(n) } })));
  count.value = String(kept.count ?? preset ?? min);
  const seats = el("div", { class: "seats", attrs: { id: "seats" } });
  const renderSeats = () => {
    const before = readSeats(seats, schema);
    const rows = kept.seats ?? [];
    seats.replaceChildren(...range(0, Number(count.value) - 1)
      .map((i) => seatRow(i, schema, before[i] ?? rows[i])));
  };
  count.addEventListener("change", renderSeats);
  renderSeats();
  return [
    el("h3", { class: "setup-title", text: `${game.name}: players and options` }),
    el("div", { class: "form-row" }, [el("label", { text: "Players", attrs: { for: "seat-count" } }), count]),
    seats,
    ...optionFields(schema.options, kept.options ?? {}, count),
  ];
}

/** The options' fields; an option that needs another's value (`requires`: {key, value, text};
 * the key "players" is the number of players) is disabled, unticked and says why while that
 * value is not chosen. */
function optionFields(options, kept, count) {
  const fields = options.map((o) => optionField(o, kept[o.key]));
  options.forEach((o, k) => {
    if (!o.requires) return;
    const byCount = o.requires.key === "players";
    const source = byCount ? count : fields[options.findIndex((x) => x.key === o.requires.key)];
    const note = el("p", { class: "option-help", text: o.requires.text });
    fields[k].append(note);
    const update = () => {
      const box = source.querySelector?.("input[type=checkbox]");
      const chosen = byCount ? source.value
        : box ? String(box.checked) : source.querySelector("input:checked")?.value;
      const met = chosen === String(o.requires.value);
      for (const input of fields[k].querySelectorAll("input")) {
        input.disabled = !met;
        if (!met) input.checked = false;
      }
      note.hidden = met;
    };
    source.addEventListener("change", update);
    update();
  });
  return fields;
}

function seatRow(i, schema, kept = {}) {
  const id = (what) => `seat-${i}-${what}`;
  const name = el("input", { attrs: { id: id("name"), name: "name", type: "text",
    autocomplete: "off", placeholder: "a name (optional)" } });
  name.value = kept.name ?? "";
  const who = el("select", { attrs: { id: id("who"), name: "who" } },
    WHO.map(([value, label]) => el("option", { text: label, attrs: { value } })));
  who.value = WHO.some(([value]) => value === kept.who) ? kept.who : "person";
  tip(who, WHO_HELP);
  const extras = schema.seat_options.flatMap((o) => {
    // Option values are the schema's (a null choice, "Default", is the empty string).
    const select = el("select", { attrs: { id: id(o.key), name: o.key } },
      o.choices.map((c) => el("option", { text: c.label, attrs: { value: choiceValue(c.value) } })));
    const k = o.choices.findIndex((c) => c.value === kept[o.key]);
    select.value = choiceValue(o.choices[Math.max(0, k)]?.value);
    return [el("label", { text: o.label, attrs: { for: id(o.key) } }), select];
  });
  return el("fieldset", { class: "seat", data: { seat: String(i) } }, [
    el("legend", { text: `Seat ${i + 1}` }),
    el("label", { text: "Name", attrs: { for: id("name") } }), name,
    ...extras,
    el("label", { text: "Player", attrs: { for: id("who") } }), who,
  ]);
}

/** A choice as radios, a flag as a checkbox; each with its help text. */
function optionField(option, kept) {
  const name = option.key.split(".").pop();
  const value = kept === undefined ? option.default : kept;
  if (option.kind === "flag") {
    const box = el("input", { attrs: { type: "checkbox", name }, data: { key: option.key } });
    box.checked = Boolean(value);
    return el("fieldset", { class: "choice" }, [
      el("legend", { text: option.label }),
      tip(el("label", {}, [box, ` ${option.label}`]), option.help ?? ""),
      option.help ? el("p", { class: "option-help", text: option.help }) : null,
    ]);
  }
  // The chosen value's help is written under the radios (each radio also has it as a tip).
  const help = el("p", { class: "option-help", attrs: { "aria-live": "polite" } });
  const showHelp = () => {
    const k = field.querySelector("input:checked")?.dataset.index;
    help.textContent = k === undefined ? "" : option.choices[Number(k)].help ?? "";
  };
  const field = el("fieldset", { class: "choice", data: { key: option.key } }, [
    el("legend", { text: option.label }),
    ...option.choices.map((c, k) => {
      const radio = el("input", { attrs: { type: "radio", name, value: String(c.value) },
        data: { index: String(k) } });
      radio.checked = c.value === value;
      return tip(el("label", {}, [radio, ` ${c.label}`]), c.help ?? "");
    }),
    help,
  ]);
  field.addEventListener("change", showHelp);
  showHelp();
  return field;
}

/** What the form holds now for a game: {count, seats, options} in the schema's values. */
function readSetupOf(setup, schema) {
  const seats = setup.querySelector("#seats");
  const options = {};
  for (const o of schema.options) {
    const name = o.key.split(".").pop();
    if (o.kind === "flag") {
      options[o.key] = Boolean(setup.querySelector(`input[name="${CSS.escape(name)}"]`)?.checked);
    } else {
      const k = setup.querySelector(`input[name="${CSS.escape(name)}"]:checked`)?.dataset.index;
      options[o.key] = k === undefined ? o.default : o.choices[Number(k)].value;
    }
  }
  return { count: Number(setup.querySelector("#seat-count").value), seats: readSeats(seats, schema), options };
}

function readSeats(seats, schema) {
  return [...seats.querySelectorAll(".seat")].map((row) => {
    const seat = {
      name: row.querySelector("[name=name]").value,
      who: row.querySelector("[name=who]").value,
    };
    for (const o of schema.seat_options) {
      const value = row.querySelector(`[name="${CSS.escape(o.key)}"]`).value;
      seat[o.key] = o.choices.find((c) => choiceValue(c.value) === value)?.value ?? null;
    }
    return seat;
  });
}

/** The config the engine reads: {ruleset, players: [...], <options, dotted keys nested>, seed?}. */
function configOf(ruleset, schema, values, seedText) {
  const config = {
    ruleset,
    players: values.seats.map(({ name, who, ...extra }) => {
      const seat = { name: name.trim() };
      if (who !== "person") seat.bot = who;
      for (const o of schema.seat_options) if (extra[o.key] !== null && extra[o.key] !== undefined) seat[o.key] = extra[o.key];
      return seat;
    }),
  };
  for (const [key, value] of Object.entries(values.options)) {
    const path = key.split(".");
    let at = config;
    for (const part of path.slice(0, -1)) at = at[part] ??= {};
    at[path[path.length - 1]] = value;
  }
  const seed = String(seedText ?? "").trim();
  if (seed !== "") config.seed = /^\d+$/.test(seed) ? Number(seed) : seed;
  return config;
}

function choiceValue(value) {
  return value === null || value === undefined ? "" : String(value);
}

function range(lo, hi) {
  return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
}

function readSetup() {
  try {
    const saved = JSON.parse(localStorage.getItem(SETUP_KEY) ?? "null");
    if (saved && typeof saved === "object" && typeof saved.game === "string") {
      return { game: saved.game, setups: saved.setups && typeof saved.setups === "object" ? saved.setups : {} };
    }
  } catch { /* unreadable or no storage: start from the defaults */ }
  return { game: null, setups: {} };
}

function writeSetup(setup) {
  try { localStorage.setItem(SETUP_KEY, JSON.stringify(setup)); } catch { /* not kept, still used */ }
}
