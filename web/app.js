// app.js — wires the page's rooms together: engine/ (the worker and the session), table/ (the
// board surface and acting on it), panels/ (decisions, log, details, guide, end screen), shell/
// (first screen, persistence, replay, hotseat, bots' pace, the game's flow) and ui/ (dom,
// tooltips, dialogs). Every rule lives in the Python engine; this only shows what it answers.
//
// DOM contract (e2e tests): body[data-engine] = "loading" | "ready" | "error"; #load-progress
// (progressbar 0..100 with its stage label); #load-error; #new-game opens #new-game-screen
// (radios name=game, #seat-count, #seat-<i>-name/-who/-<seat option>, option radios and
// checkboxes, #seed, #start-game, #new-game-error); #bot-tools, #bot-status (bot_turns.js);
// #table[data-view-count] counts the positions drawn, #table[data-players] the players of the
// last one; #table-boards (a .space[data-space] per space, marked ones with data-mark, one the
// viewer does not see with data-visible="false", under a chosen piece's sight and reach with
// data-overlay); #details (data-space = the space shown) with #hex-actions and #space-extra;
// #actions holds a button per legal action with data-action="<id>" (#actions[data-render]
// counts renders, #actions[data-state-hash] the view they belong to); #hand (a hand's cards,
// data-card); #table-panels (panels; slots [data-slot], pressable ones marked with data-mark);
// #legend; #space-menu; #confirm-screen; #log; #undo (#undo-why); #master-hint (#master-hint-why[data-action]:
// Master's choice, whose side-list button gets data-advised; in the decision dialog #decision-master,
// #decision-master-why); #handoff (#handoff-confirm); #seat-pick
// (#seat-pick-seats button[data-seat]);
// #end-screen; the guide (guide.js).
// Test hook (read-only): window.__hexrealms.

import { startEngine } from "./engine/engine.js";
import { session } from "./engine/session.js";
import { BoardView } from "./table/board_view.js";
import { BoardTable } from "./table/board_table.js";
import { showDetails, showDetailsMessage } from "./panels/details.js";
import { arrowKeys } from "./panels/action_list.js";
import { createGuide } from "./panels/guide.js";
import { mountPersistence } from "./shell/persistence.js";
import { wireNewGameForm } from "./shell/new_game_form.js";
import { createHandoff, createSeatPick } from "./shell/hotseat.js";
import { BotTurns } from "./shell/bot_turns.js";
import { Table } from "./shell/game_flow.js";
import { installTooltips } from "./ui/tooltip.js";
import { createConfirm } from "./ui/confirm_dialog.js";
import { createDecisionDialog } from "./ui/decision_dialog.js";

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
  table: $("table"),
  details: $("details"),
  hexActions: $("hex-actions"),
  extra: $("space-extra"),
  legend: $("legend"),
  actions: $("actions"),
  decider: $("decider"),
  undo: $("undo"),
  log: $("log"),
  endDialog: $("end-screen"),
  endBody: $("end-body"),
};

let engine = null;
let table = null;
let detailsRequest = 0; // only the latest place_details answer is shown

let surface = null; // the board table, once the engine is up
const boardView = new BoardView($("table-boards"), {
  onChoose: (spaceId) => surface?.chooseSpace(spaceId),
});

// Read-only hook for the browser tests: where a space is on screen, the last view, the legal
// actions the page shows (reading only: moves go through the page's controls).
Object.defineProperty(window, "__hexrealms", {
  value: Object.freeze({
    spaceCenter: (spaceId) => boardView.spaceCenter(spaceId),
    view: () => (session.view ? structuredClone(session.view) : null),
    // the view's state_hash alone: cheap enough for a wait that asks every frame
    stateHash: () => session.view?.state_hash ?? null,
    legalActions: () => (table ? table.legalActions() : []),
    // Determinism check for the e2e suite: the PRNG and a seeded game, computed in Pyodide.
    fingerprint: () => engine.call("fingerprint"),
  }),
});

installTooltips();
arrowKeys(ui.actions);
arrowKeys(ui.hexActions);
$("hint-bar-go").addEventListener("click", () => $("now").scrollIntoView({ block: "start" }));
$("skip-to-actions").addEventListener("click", () => {
  const first = ui.actions.querySelector("button:not(:disabled)");
  (first ?? $("now")).focus();
});
boot();

/** Loads the engine with a progress bar, then opens the linked/saved game or the first screen. */
async function boot() {
  try {
    engine = await startEngine({ onProgress: showProgress });
    showProgress({ fraction: 1, label: "Setting the table" });
    session.attach(engine);
    const games = await engine.call("games");
    const schemas = new Map(); // ruleset id -> promise of its config schema (asked once per game)
    const schemaOf = (id) => {
      if (!schemas.has(id)) schemas.set(id, engine.call("config_schema", id).catch((e) => { schemas.delete(id); throw e; }));
      return schemas.get(id);
    };
    const rules = new Map(); // ruleset id -> promise of its rules_text (asked once per game)
    const rulesFor = (id) => {
      if (!rules.has(id)) rules.set(id, engine.call("rules_text", id).catch((e) => { rules.delete(id); throw e; }));
      return rules.get(id);
    };
    const bots = new BotTurns({
      tools: $("bot-tools"), speed: $("bot-speed"), pause: $("bot-pause"), step: $("bot-step"),
      status: $("bot-status"), play: (seconds) => session.call("bot_act", seconds, JSON.stringify(table?.watcher ?? null)),
    });
    const act = (id) => table.act(id);
    const guide = createGuide({ dialog: $("guide"), open: $("guide-open"), banner: $("guide-banner"), rulesFor });
    const confirm = createConfirm($("confirm-screen"));
    const form = await wireNewGameForm($("new-game-screen"), {
      games, schemaOf,
      hasGame: () => session.view !== null,
      check: (config) => engine.call("check_config", config),
      replacing: async () => !session.view || session.view.finished
        || confirm.ask("Start a new game? The game in progress will be replaced (copy its link first to keep it)."),
      onStart: (config) => session.call("new_game", config),
    });
    surface = new BoardTable({ ...ui, boards: $("table-boards"), hand: $("hand"), handPanels: $("hand-panels"),
      besidePanels: $("beside-panels"), panels: $("table-panels"), seats: $("seat-list"),
      hintBar: $("hint-bar-text"), masterHint: $("master-hint"), masterHintWhy: $("master-hint-why"),
      dialogHint: $("decision-master"), dialogHintWhy: $("decision-master-why") },
    { boardView, act, showPlace, dialog: createDecisionDialog($("decision-dialog")),
      advise: (seconds) => engine.call("advise", seconds) });
    table = new Table(ui, {
      surface, rulesFor, bots,
      handoff: createHandoff($("handoff")),
      seatPick: createSeatPick($("seat-pick")),
      confirm,
      onFresh: () => {
        detailsRequest++; // an answer about the old table must not land on the new one
        showDetailsMessage(ui.details, "No space chosen",
          "Click or tap a space, or Tab to one and press Enter, to read what is there.", "empty");
        ui.hexActions.replaceChildren();
        ui.extra.replaceChildren();
        // a new or opened game shows its decisions from the top, wherever the last one left off
        document.querySelector(".side").scrollTop = 0;
      },
      onGame: (id) => {
        const name = form.gameName(id);
        $("brand-game").textContent = name;
        document.title = `hexrealms — ${name}`;
        guide.setGame(id, name);
      },
    });
    ui.newGame.addEventListener("click", () => form.open());
    $("end-new-game").addEventListener("click", () => { ui.endDialog.close(); form.open(); });
    $("end-close").addEventListener("click", () => ui.endDialog.close());
    // Share and keep: the game in a #g= link, else the autosave; the first screen if neither.
    const resumed = await mountPersistence({ session, share: $("share"), replay: $("replay") });
    ui.newGame.disabled = false;
    document.body.dataset.engine = "ready";
    ui.loading.hidden = true;
    if (!resumed && !session.view) {
      form.open();
      // The form needed only the game's settings; its rules load now, while the person
      // chooses, rather than when Start is pressed.
      const chosen = form.chosen();
      if (chosen) rulesFor(chosen).catch(() => {});
    }
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

/** Asks the engine about one space and shows the answer in #details. */
async function showPlace(spaceId) {
  const request = ++detailsRequest;
  ui.details.setAttribute("aria-busy", "true");
  try {
    const details = await engine.call("place_details", spaceId);
    if (request === detailsRequest) showDetails(ui.details, details);
  } catch (error) {
    if (request === detailsRequest) showDetailsMessage(ui.details, "No details", error.message, "error");
  } finally {
    if (request === detailsRequest) ui.details.removeAttribute("aria-busy");
  }
}
