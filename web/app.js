// app.js — wires the page together: loading screen, the engine and the shared session, the
// new-game screen, the table (map, actions, boards, market, log), hotseat hand-over and end
// screen. Every rule lives in the Python engine; this only shows what it answers.
//
// DOM contract (e2e tests): body[data-engine] = "loading" | "ready" | "error"; #load-progress
// (progressbar 0..100 with its stage label); #load-error; #new-game opens #new-game-screen
// (#seat-count, #seat-<i>-name/-race, mode/length radios, #seed, #start-game, #new-game-error);
// #bot-tools, #bot-status (bot_turns.js); #map (#map[data-view-count] counts the views drawn, #map[data-players] the players of the
// last one); #details (details[data-hex] = the hexagon shown) and #hex-actions; #actions holds
// a button per legal action with data-action="<id>" (#actions[data-render] counts renders,
// #actions[data-state-hash] the view they belong to); #boards (pick: [data-pick], drop:
// [data-action]); #market; #log; #undo; #handoff (#handoff-confirm); #end-screen.
// Test hook (read-only): window.__hexrealms.

import { startEngine } from "./engine.js";
import { MapView } from "./map_view.js";
import { describeHex, showDetails, showDetailsMessage } from "./details_panel.js";
import { renderLegend } from "./legend.js";
// Share and keep: #g= links, autosave, replay, offline (persistence.js).
import { session } from "./session.js";
import { mountPersistence } from "./persistence.js";
import { installTooltips } from "./tooltip.js";
import { wireNewGameForm } from "./new_game_form.js";
import { createHandoff } from "./hotseat.js";
import { Table } from "./table.js";
import { arrowKeys } from "./actions_panel.js";
import { BotTurns } from "./bot_turns.js";

const $ = (id) => document.getElementById(id);
const ui = {
  progress: $("load-progress"),
  progressFill: $("load-progress-fill"),
  stage: $("load-stage"),
  percent: $("load-percent"),
  loadError: $("load-error"),
  loading: $("loading"),
  loadingTitle: $("loading-title"),
  newGame: $("new-game"),
  status: $("status"),
  map: $("map"),
  mapFocus: $("map-focus"),
  details: $("details"),
  hexActions: $("hex-actions"),
  players: $("players"),
  legend: $("legend"),
  actions: $("actions"),
  decider: $("decider"),
  undo: $("undo"),
  boards: $("boards"),
  market: $("market"),
  log: $("log"),
  endDialog: $("end-screen"),
  endBody: $("end-body"),
};

let engine = null;
let table = null;
let detailsRequest = 0; // only the latest hex_details answer is shown

const mapView = new MapView(ui.map, {
  onSelect: showHex,
  onFocus: (hex) => { ui.mapFocus.textContent = hex ? describeHex(hex, session.view?.players ?? []) : ""; },
});

// Read-only hook for the browser tests: where a hexagon is on screen, the last view, the legal
// actions the page shows (reading only: moves go through the page's controls).
Object.defineProperty(window, "__hexrealms", {
  value: Object.freeze({
    hexCenter: (hexId) => mapView.hexCenter(hexId),
    view: () => (session.view ? structuredClone(session.view) : null),
    legalActions: () => (table ? table.legalActions() : []),
    // Determinism check for the e2e suite: the PRNG and a seeded game, computed in Pyodide.
    fingerprint: () => engine.call("fingerprint"),
  }),
});

renderLegend(ui.legend);
installTooltips();
arrowKeys(ui.actions);
arrowKeys(ui.hexActions);
$("skip-to-actions").addEventListener("click", () => {
  const first = ui.actions.querySelector("button:not(:disabled)");
  (first ?? $("now")).focus();
});
boot();

/** Loads the engine with a progress bar, then opens the linked/saved game or the new-game screen. */
async function boot() {
  try {
    engine = await startEngine({ onProgress: showProgress });
    showProgress({ fraction: 1, label: "Setting the table" });
    session.attach(engine);
    const rules = await session.call("rules_text");
    const bots = new BotTurns({
      tools: $("bot-tools"), speed: $("bot-speed"), pause: $("bot-pause"), step: $("bot-step"),
      status: $("bot-status"), play: (seconds) => session.call("bot_act", seconds),
    });
    table = new Table(ui, {
      mapView, rules, bots, handoff: createHandoff($("handoff")),
      onFresh: () => {
        detailsRequest++; // an answer about the old map must not land on the new one
        showDetailsMessage(ui.details, "No hexagon chosen",
          "Click or tap a hexagon, or Tab to one and press Enter, to read what is there.", "empty");
      },
    });
    const form = wireNewGameForm($("new-game-screen"), {
      races: rules.races,
      hasGame: () => session.view !== null,
      onStart: (config) => session.call("new_game", config),
    });
    ui.newGame.addEventListener("click", () => form.open());
    $("end-new-game").addEventListener("click", () => { ui.endDialog.close(); form.open(); });
    $("end-close").addEventListener("click", () => ui.endDialog.close());
    // Share and keep: the game in a #g= link, else the autosave; the new-game screen if neither.
    const resumed = await mountPersistence({ session, share: $("share"), replay: $("replay") });
    ui.newGame.disabled = false;
    document.body.dataset.engine = "ready";
    ui.loading.hidden = true;
    if (!resumed && !session.view) form.open();
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

/** Asks the engine about one hexagon and shows the answer in #details (and what can be done there). */
async function showHex(hexId) {
  const request = ++detailsRequest;
  mapView.setSelected(hexId);
  table?.chooseHex(hexId);
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
