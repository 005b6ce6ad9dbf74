// replay.js — the replay control: step through the open game's save-state link, read-only.
//
// API
//   import { mount } from "./replay.js";
//   const control = mount(container, { session, show });
//     Fills `container` with a "Replay" button; pressing it takes the open game's link
//     (web_api.to_link) and shows its first step, then the game as it stood after step n of N
//     with web_api.replay
//     (the engine's open game is never touched). While replaying: a "Replay — step n of N"
//     banner with the round and who decides, First / Back / Next / Last buttons that step by a
//     decision, a player's turn or a round (the "Step by" choice; web_api.replay_milestones
//     says where turns and rounds begin), a slider, and "Back to the live game".
//     show(view): draws a replayed view on the table, or the live view again on the way out.
//       Default: the view is announced on the session as a "view" event with cause "replay"
//       (the table draws it and must take no actions from it), and the live view is announced
//       again with cause "view" when the replay ends.
//     control.enter(token?)  starts replaying (the open game's link unless a token is given)
//     control.exit()         back to the live game
//     control.active         whether a replay is shown
//   A view that changes the live game (new_game, act, undo, load_link) ends the replay.
//
// DOM contract (e2e tests)
//   container[data-replay] "on" | "off";  while on: [data-step], [data-steps],
//   [data-log-length] and [data-state-hash] of the replayed view shown.
//   body[data-replay="on"] while replaying: the table is read-only — the elements matching
//   `liveOnly` (default LIVE_ONLY: the table's action areas, app.js's DOM contract, and anything
//   marked [data-live-only]) are made `inert` (no clicks, no focus) and dimmed (persistence.css).
//   Buttons: .replay-start .replay-first .replay-prev .replay-next .replay-last .replay-exit;
//   step size: .replay-by (a select: "step" | "turn" | "round", default "turn");
//   slider: .replay-slider; banner: .replay-banner and .replay-where (round, who decides),
//   repeated above the boards (bannerHost, default .map-area, first child: it never covers a
//   board) as .replay-map-banner with its own "Back to the live game" button.

import { el } from "../ui/dom.js";

const LIVE_CAUSES = new Set(["new_game", "act", "undo", "load_link"]);
/** What cannot be used while a replay is shown: the controls that act on the live game. */
export const LIVE_ONLY = "[data-live-only], #actions, #hex-actions, #undo";

/**
 * Mounts the replay control.
 * @param {HTMLElement} container
 * @param {{session: import("../engine/session.js").session, show?: (view: object, live: boolean) => void,
 *          liveOnly?: string}} options  liveOnly: selector of the controls locked while replaying
 * @returns {{enter: (token?: string) => Promise<void>, exit: () => void, readonly active: boolean}}
 */
export function mount(container, { session, show, liveOnly = LIVE_ONLY,
                                  bannerHost = document.querySelector(".map-area") }) {
  const display = show ?? ((view, live) => session.dispatchEvent(new CustomEvent("view", {
    detail: { view, cause: live ? "view" : "replay" },
  })));

  const ui = build(container);
  // The same banner over the table itself, with its own way back.
  const mapBannerText = el("span");
  const mapBannerExit = el("button", { text: "Back to the live game", attrs: { type: "button" } });
  mapBannerExit.addEventListener("click", () => exit());
  const mapBanner = el("div", { class: "replay-map-banner", attrs: { hidden: "" } },
    [mapBannerText, mapBannerExit]);
  bannerHost?.prepend(mapBanner);
  let token = null; // the link being replayed (null: not replaying)
  let steps = 0;
  let marks = { turn: [], round: [] }; // steps where a turn / a round begins
  let wanted = 0; // the step asked for last
  let shown = -1; // the step on screen
  let busy = false; // one replay call in flight at a time; the newest wish wins
  setIdle();

  ui.start.addEventListener("click", () => { enter().catch(() => {}); });
  ui.exit.addEventListener("click", () => exit());
  ui.first.addEventListener("click", () => go(0));
  ui.prev.addEventListener("click", () => go(neighbour(-1)));
  ui.next.addEventListener("click", () => go(neighbour(1)));
  ui.by.addEventListener("change", () => updateControls(wanted));
  ui.last.addEventListener("click", () => go(steps));
  ui.slider.addEventListener("input", () => go(Number(ui.slider.value)));
  container.addEventListener("keydown", (event) => {
    if (!token || event.target === ui.slider) return;
    if (event.key === "Escape") exit();
  });
  session.on("view", (_view, { cause }) => {
    if (token && LIVE_CAUSES.has(cause)) exit({ redraw: false }); // the live game moved on
  });
  session.on("view", () => { ui.start.disabled = false; });

  /** @param {string} [link] */
  async function enter(link) {
    ui.start.disabled = true;
    try {
      const chosen = link ?? await session.call("to_link");
      const first = await session.call("replay", chosen, "0");
      const found = await session.call("replay_milestones", chosen);
      token = chosen;
      steps = first.steps;
      marks = { turn: found.turns, round: found.rounds };
      wanted = 0;
      document.body.dataset.replay = "on";
      container.dataset.replay = "on";
      lock(true);
      ui.idle.hidden = true;
      ui.active.hidden = false;
      ui.slider.max = String(steps);
      present(first, 0);
      ui.next.focus();
    } catch (error) {
      ui.status.textContent = `No replay: ${error?.message ?? error}`;
      throw error;
    } finally {
      ui.start.disabled = false;
    }
  }

  function exit({ redraw = true } = {}) {
    if (!token) return;
    token = null;
    setIdle();
    if (redraw) {
      if (session.view) display(session.view, true);
      ui.start.focus();
    }
  }

  /** Makes the live game's controls unusable (inert) while replaying, and usable again. */
  function lock(on) {
    for (const node of document.querySelectorAll(liveOnly)) {
      if (container.contains(node)) continue;
      if (on) {
        if (!node.inert) { node.inert = true; node.dataset.replayLocked = ""; }
      } else if ("replayLocked" in node.dataset) {
        node.inert = false;
        delete node.dataset.replayLocked;
      }
    }
  }

  function setIdle() {
    lock(false);
    delete document.body.dataset.replay;
    container.dataset.replay = "off";
    for (const key of ["step", "steps", "logLength", "stateHash"]) delete container.dataset[key];
    ui.idle.hidden = false;
    ui.active.hidden = true;
    ui.status.textContent = "";
    if (mapBanner) mapBanner.hidden = true;
  }

  /** The step one decision, turn or round (the "Step by" choice) before or after the one asked for. */
  function neighbour(direction) {
    const by = ui.by.value;
    if (by === "step") return wanted + direction;
    const starts = marks[by] ?? [];
    if (direction > 0) return starts.find((n) => n > wanted) ?? steps;
    return starts.findLast((n) => n < wanted) ?? 0;
  }

  /** Asks for step n (clamped); calls are chained so only the newest wish is drawn last. */
  function go(n) {
    if (!token) return;
    wanted = Math.max(0, Math.min(steps, n));
    updateControls(wanted);
    pump();
  }

  async function pump() {
    if (busy || !token || wanted === shown) return;
    busy = true;
    const link = token;
    const step = wanted;
    try {
      const view = await session.call("replay", link, String(step));
      if (token === link) present(view, step);
    } catch (error) {
      ui.status.textContent = `Step ${step} cannot be shown: ${error?.message ?? error}`;
      shown = step; // do not retry in a loop
    } finally {
      busy = false;
    }
    pump();
  }

  function present(view, step) {
    shown = step;
    container.dataset.step = String(step);
    container.dataset.steps = String(steps);
    container.dataset.logLength = String(view.log_length ?? "");
    container.dataset.stateHash = String(view.state_hash ?? "");
    ui.banner.textContent = `Replay — step ${step} of ${steps}`;
    ui.where.textContent = where(view);
    mapBannerText.textContent = `${ui.banner.textContent} · ${ui.where.textContent}`;
    mapBanner.hidden = false;
    ui.status.textContent = view.finished ? "The game is over at this step." : "";
    updateControls(wanted);
    display(view, false);
  }

  function updateControls(n) {
    ui.slider.value = String(n);
    ui.slider.setAttribute("aria-valuetext", `step ${n} of ${steps}`);
    const unit = ui.by.selectedOptions[0]?.textContent.toLowerCase() ?? "step";
    ui.prev.setAttribute("aria-label", `Back one ${unit}`);
    ui.next.setAttribute("aria-label", `Next ${unit}`);
    ui.first.disabled = ui.prev.disabled = n <= 0;
    ui.next.disabled = ui.last.disabled = n >= steps;
  }

  return {
    enter,
    exit: () => exit(),
    get active() { return token !== null; },
  };
}

export { mount as mountReplay };

/** The round and who decides at a replayed step, in the words of the table's header. */
function where(view) {
  const round = view.turn !== undefined && view.turn !== null ? `Round ${view.turn}` : "";
  const seat = typeof view.current === "number" ? view.players?.[view.current]?.name : null;
  const who = view.finished ? "the game is over" : seat ? `${seat} to decide` : "";
  return [round, who].filter(Boolean).join(" · ");
}

function build(container) {
  container.classList.add("replay");
  const button = (cls, text, label) => el("button", {
    class: cls, text, attrs: label ? { type: "button", "aria-label": label } : { type: "button" },
  });
  const start = button("replay-start", "Replay", "Replay this game from its first step");
  start.disabled = true;
  const idle = el("div", { class: "replay-idle" }, [start]);

  const banner = el("p", { class: "replay-banner", attrs: { "aria-live": "polite" } });
  const first = button("replay-first", "« First", "First step");
  const prev = button("replay-prev", "‹ Back", "Back one turn");
  const next = button("replay-next", "Next ›", "Next turn");
  const last = button("replay-last", "Last »", "Last step");
  const row = el("div", { class: "replay-buttons" }, [first, prev, next, last]);
  const by = el("select", { class: "replay-by" }, [["step", "Decision"], ["turn", "Turn"], ["round", "Round"]]
    .map(([value, text]) => el("option", { text, attrs: { value } })));
  by.value = "turn";
  const byRow = el("label", { class: "replay-by-row", text: "Back and Next step by " }, [by]);
  const where = el("p", { class: "replay-where" });
  const slider = el("input", {
    class: "replay-slider", attrs: { type: "range", min: "0", step: "1", "aria-label": "Step" },
  });
  const exit = button("replay-exit", "Back to the live game");
  const active = el("div", {
    class: "replay-active", attrs: { role: "group", "aria-label": "Replay" },
  }, [banner, where, byRow, row, slider, exit]);

  const status = el("p", { class: "replay-status", attrs: { role: "status" } });

  container.replaceChildren(idle, active, status);
  return { idle, start, active, banner, where, by, first, prev, next, last, slider, exit, status };
}
