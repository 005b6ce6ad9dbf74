// app.js — wires the page together: loading screen, the engine, the new-map form, the map and
// the details panel. Every rule lives in the Python engine; this only shows what it answers.
//
// DOM contract (e2e tests): body[data-engine] = "loading" | "ready" | "error"; #load-progress
// (progressbar 0..100 with its stage label); #load-error; #player-count; #new-game; #map;
// #details (details[data-hex] = the hexagon shown); #map[data-view-count] counts the views
// drawn, #map[data-players] the players of the last one. Test hook: window.__hexrealms.

import { startEngine } from "./engine.js";
import { MapView } from "./map_view.js";
import { describeHex, showDetails, showDetailsMessage } from "./details_panel.js";
import { renderLegend, renderPlayers } from "./legend.js";

const $ = (id) => document.getElementById(id);
const ui = {
  progress: $("load-progress"),
  progressFill: $("load-progress-fill"),
  stage: $("load-stage"),
  percent: $("load-percent"),
  loadError: $("load-error"),
  loading: $("loading"),
  loadingTitle: $("loading-title"),
  form: $("new-game-form"),
  playerCount: $("player-count"),
  newGame: $("new-game"),
  status: $("status"),
  map: $("map"),
  mapFocus: $("map-focus"),
  details: $("details"),
  players: $("players"),
  legend: $("legend"),
};

let engine = null;
let currentView = null;
let detailsRequest = 0; // only the latest hex_details answer is shown

const mapView = new MapView(ui.map, {
  onSelect: showHex,
  onFocus: (hex) => { ui.mapFocus.textContent = hex ? describeHex(hex, currentView?.players ?? []) : ""; },
});

// Read-only hook for the browser tests: where a hexagon is on screen, and the last view.
Object.defineProperty(window, "__hexrealms", {
  value: Object.freeze({
    hexCenter: (hexId) => mapView.hexCenter(hexId),
    view: () => (currentView ? structuredClone(currentView) : null),
    // Determinism check for the e2e suite: the PRNG and a seeded game, computed in Pyodide.
    fingerprint: () => engine.call("fingerprint"),
  }),
});

renderLegend(ui.legend);
ui.form.addEventListener("submit", (event) => {
  event.preventDefault();
  newMap(Number(ui.playerCount.value)).catch(() => {}); // errors are shown in #status
});
boot();

/** Loads the engine with a progress bar, then lays out a first map. */
async function boot() {
  try {
    engine = await startEngine({ onProgress: showProgress });
    showProgress({ fraction: 1, label: "Laying out the map" });
    await newMap(Number(ui.playerCount.value));
    document.body.dataset.engine = "ready";
    ui.loading.hidden = true;
  } catch (error) {
    showFatal(error);
  }
}

/** @param {{fraction: number, label: string}} p */
function showProgress({ fraction, label }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction ?? 0)) * 100);
  ui.progress.setAttribute("aria-valuenow", String(percent));
  ui.progress.setAttribute("aria-valuetext", `${label} (${percent}%)`);
  ui.progressFill.style.setProperty("--fraction", String(percent / 100));
  ui.stage.textContent = label ?? "";
  ui.percent.textContent = `${percent}%`;
}

function showFatal(error) {
  const message = error?.message || String(error) || "The game engine could not load.";
  ui.loadingTitle.textContent = "The game could not start";
  const body = document.createElement("p");
  body.textContent = message;
  const hint = document.createElement("p");
  hint.className = "load-error-hint";
  hint.textContent = "Reload the page to try again. If it keeps failing, rebuild the site (python serve.py).";
  ui.loadError.replaceChildren(body, hint);
  ui.loadError.hidden = false;
  ui.progress.hidden = true;
  document.body.dataset.engine = "error";
}

/**
 * Asks the engine for a new map with `players` players and shows it.
 * Throws (after showing the message) when the engine refuses; the old map then stays.
 * @param {number} players  2..6
 */
async function newMap(players) {
  setBusy(true, "Laying out a new map…");
  try {
    const view = await engine.call("new_game", { ruleset: "hyperborea", players });
    detailsRequest++; // an answer about the old map must not land on the new one
    showView(view, { fresh: true });
    showDetailsMessage(ui.details, "No hexagon chosen",
      "Click or tap a hexagon, or Tab to one and press Enter, to read what is there.", "empty");
    setBusy(false, `New map for ${players} players.`);
  } catch (error) {
    setBusy(false, `No new map: ${error.message}`);
    throw error;
  }
}

/**
 * Draws a view from the engine and lists its players.
 * @param {object} view
 * @param {{fresh?: boolean}} [options]  fresh: a new game (fit the map, forget the selection)
 */
function showView(view, { fresh = false } = {}) {
  currentView = view;
  mapView.setView(view, { fresh });
  renderPlayers(ui.players, view.players ?? []);
  ui.map.dataset.players = String(view.players?.length ?? 0);
  ui.map.dataset.viewCount = String(Number(ui.map.dataset.viewCount ?? 0) + 1);
}

/** Asks the engine about one hexagon and shows the answer in #details. */
async function showHex(hexId) {
  const request = ++detailsRequest;
  mapView.setSelected(hexId);
  ui.details.setAttribute("aria-busy", "true");
  try {
    const details = await engine.call("hex_details", hexId);
    if (request === detailsRequest) showDetails(ui.details, details);
  } catch (error) {
    if (request === detailsRequest) showDetailsMessage(ui.details, "No details", error.message, "error");
  } finally {
    if (request === detailsRequest) ui.details.removeAttribute("aria-busy");
  }
}

function setBusy(busy, message) {
  ui.newGame.disabled = busy;
  ui.playerCount.disabled = busy;
  ui.status.textContent = message;
}
