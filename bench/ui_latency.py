"""UI latency benchmark: click → redrawn frame, and opening a long game from a `#g=` link.

``python bench/ui_latency.py [--ruleset ID] [--set KEY=VALUE] [--runs N] [--clicks N]`` (after
``python serve.py --build-only``) serves dist/ with COOP/COEP (precise timers) and measures, in
the page with performance.now(), for the game the options name:

1. click → frame: a scripted sequence of actions (a seeded 3-player game; each step presses one
   of the action buttons a person can press, chosen by a fixed rule: the side list's shown
   ones, ``#actions button[data-action]``, or the decision dialog's while it is open; an action
   that asks first is confirmed, and timed from the confirming click).
   Timed from the click event (a capture listener) to the next requestAnimationFrame after the
   session's "view" event for it ("view frame"), and to the next frame after the table has
   re-rendered its actions for the new view ("table frame"; steps where the table asked to
   pass the device are left out of that one, since they wait for the person). Median and p95.
2. link load: a whole game made in CPython with the engine (4 players, its longest ``length``
   choice if it has that option, random play to the end), opened as ``index.html#g=<token>`` in a fresh context with the HTTP cache
   disabled, timed from navigation start to body[data-engine=ready]; checked to reach the same
   state_hash as CPython. Alternated with bare.html (bare ``loadPyodide()``) and index.html
   without a link, timed the same way (bench/cold_start.py's helpers), for the ratios.
   Also the engine calls behind it, timed in a ready page: load_link, to_link, replay(last).
3. link size: the characters in the link of a whole 4-player game of each length choice.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(ROOT / "engine"))
from cold_start import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, open_ready, serve, time_page  # noqa: E402
import game_choice  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.core.rng import Rng  # noqa: E402

SESSION = "(await import(new URL('engine/session.js', document.baseURI).href)).session"

# In the page: a capture listener notes the click on an action button; the session's "view"
# event for it and the table's re-render (#actions[data-render]) each take the next frame.
INSTRUMENT = """async () => {
  const session = %s;
  const actions = document.getElementById('actions');
  const handoff = document.getElementById('handoff');
  const state = { t0: null, handoff: false, viewDone: null, tableDone: null };
  window.__lat = state;
  document.addEventListener('click', (event) => {
    // an action that asks first is timed from the click that confirms it
    if (!event.target.closest('[data-action], #confirm-yes')) return;
    state.t0 = performance.now();
    state.handoff = false;
  }, true);
  session.on('view', (_view, { cause }) => {
    if (cause !== 'act' || state.t0 === null || !state.viewDone) return;
    const t0 = state.t0, done = state.viewDone;
    state.viewDone = null;
    requestAnimationFrame(() => done(performance.now() - t0));
  });
  new MutationObserver(() => {
    if (state.t0 === null || !state.tableDone) return;
    const t0 = state.t0, done = state.tableDone, passed = state.handoff;
    state.tableDone = null;
    requestAnimationFrame(() => done(passed ? null : performance.now() - t0));
  }).observe(actions, { attributes: true, attributeFilter: ['data-render'] });
  new MutationObserver(() => { if (handoff.open) state.handoff = true; })
    .observe(handoff, { attributes: true, attributeFilter: ['open'] });
}""" % SESSION

ARM = """() => {
  const s = window.__lat;
  const late = () => new Promise((r) => setTimeout(() => r(null), 30000));  // never hang
  window.__latView = Promise.race([new Promise((r) => { s.viewDone = r; }), late()]);
  window.__latTable = Promise.race([new Promise((r) => { s.tableDone = r; }), late()]);
}"""


# The engine calls a click made (engine.js keeps each call's timings), from the click on.
CALLS = """async () => {
  const t0 = window.__lat.t0;
  return %s.engine.timings.filter((t) => t.sent >= t0)
    .map((t) => ({ ...t, sent: t.sent - t0 }));
}""" % SESSION


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of values."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))]


def settle(page: Page) -> None:
    """Waits until the table shows the session's view, passing the device when asked."""
    while True:
        state_hash = page.evaluate(f"async () => {SESSION}.view?.state_hash")
        page.wait_for_selector(f"#actions[data-state-hash='{state_hash}'], #handoff[open]",
                               state="attached", timeout=TIMEOUT_MS)
        if not page.locator("#handoff[open]").count():
            return
        page.click("#handoff-confirm")


def choices(page: Page) -> Any:
    """The action buttons a person can press now: the decision dialog's while it is open (it is
    modal), else the side list's that are shown (a folded group's are not)."""
    if page.locator("#decision-dialog[open]").count():
        return page.locator("#decision-dialog button[data-action]:not(:disabled)")
    return page.locator("#actions button[data-action]:not(:disabled):visible")


def click_latency(browser: Browser, base: str, config: dict[str, Any], clicks: int,
                  warmup: int = 3, page: Page | None = None,
                  ) -> tuple[list[float], list[float], list[list[dict[str, Any]]]]:
    """Milliseconds click → view frame and click → table frame over a scripted action
    sequence, in a fresh page or in ``page`` (ready; its game is replaced); and for each
    click timed to the table frame, the engine calls it made (``engine.timings``)."""
    context = None
    if page is None:
        context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(base + "index.html")
    try:
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=TIMEOUT_MS)
        page.evaluate(f"async (config) => {{ await {SESSION}.call('new_game', config); }}",
                      {**config, "players": 3, "seed": 2026})
        page.evaluate("() => document.getElementById('new-game-screen')?.close()")
        page.evaluate(INSTRUMENT)
        view_ms: list[float] = []
        table_ms: list[float] = []
        calls: list[list[dict[str, Any]]] = []
        for i in range(warmup + clicks):
            settle(page)
            buttons = choices(page)
            count = buttons.count()
            if count == 0:
                break  # the game is over
            page.evaluate(ARM)
            buttons.nth((i * 7) % count).click()
            if page.locator("#confirm-screen[open]").count():
                page.click("#confirm-yes")
            v = page.evaluate("() => window.__latView")
            settle(page)  # passes the device if the table asks (that render is not timed)
            t = page.evaluate("() => window.__latTable")
            if v is None:
                raise RuntimeError(f"click {i}: no view came back within 30 s")
            if i >= warmup:
                view_ms.append(float(v))
                if t is not None:
                    table_ms.append(float(t))
                    calls.append(page.evaluate(CALLS))
        return view_ms, table_ms, calls
    finally:
        if context is not None:
            context.close()


def where_the_time_goes(table_ms: list[float], calls: list[list[dict[str, Any]]]) -> str:
    """Medians over the clicks of where click → table frame went: the engine's part (from the
    first call sent to the last answer parsed: Python, JSON.parse on the page, and the rest —
    messages between the threads and calls waiting their turn) and the page's (its handlers,
    the redraw and the frame); and the characters the calls answered."""
    python = [sum(c["python"] for c in cs) for cs in calls]
    parse = [sum(c["parse"] for c in cs) for cs in calls]
    engine = [max(c["sent"] + c["total"] for c in cs) - min(c["sent"] for c in cs) for cs in calls]
    rest = [e - p - j for e, p, j in zip(engine, python, parse)]
    page = [t - e for t, e in zip(table_ms, engine)]
    chars = [sum(c["chars"] for c in cs) for cs in calls]
    names = statistics.mode(" + ".join(c["fn"] for c in cs) for cs in calls)
    return (f"calls {names}: Python {statistics.median(python):.1f} ms, page JSON.parse "
            f"{statistics.median(parse):.1f} ms, messages and waits {statistics.median(rest):.1f} "
            f"ms; page {statistics.median(page):.1f} ms; {statistics.median(chars):,.0f} characters")


def time_calls(browser: Browser, base: str, token: str, repeats: int = 3) -> dict[str, float]:
    """Median ms in a ready page of the calls behind a link: load_link (replaying the whole
    game and drawing it), to_link (the autosave's call) and replay(token, last step)."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(base + "index.html")
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=TIMEOUT_MS)
        times = page.evaluate("""async ([token, repeats]) => {
            const session = %s;
            const out = { load_link: [], to_link: [], replay_last: [] };
            for (let i = 0; i < repeats; i++) {
                let t = performance.now();
                const view = await session.call('load_link', token);
                out.load_link.push(performance.now() - t);
                t = performance.now();
                await session.call('to_link');
                out.to_link.push(performance.now() - t);
                t = performance.now();
                await session.call('replay', token, String(view.log_length));
                out.replay_last.push(performance.now() - t);
            }
            return out;
        }""" % SESSION, [token, repeats])
        return {name: statistics.median(values) for name, values in times.items()}
    finally:
        context.close()


def time_link_page(browser: Browser, url: str) -> tuple[float, str]:
    """(ms to ready, state_hash of the open game) for a URL, fresh context, no HTTP cache."""
    context, page = open_ready(browser, url)
    try:
        notices = page.locator(".persist-notice").all_inner_texts()
        if notices:
            raise RuntimeError(f"link page reported: {notices}")
        ms = float(page.evaluate("window.__readyAt"))
        state_hash = page.evaluate(f"async () => {SESSION}.view?.state_hash")
        return ms, state_hash
    finally:
        context.close()


def whole_game(config: dict[str, Any], players: int, length: str | None, seed: int) -> Game:
    """A game played at random (the project's seeded PRNG) to its end."""
    game = Game.new({**game_choice.with_length(config, length), "players": players, "seed": seed})
    pick = Rng(seed + 1)
    while not game.finished:
        game.act(pick.choice(game.legal_action_ids()))
    return game


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(p)
    p.add_argument("--runs", type=int, default=3, help="page loads per kind (default 3)")
    p.add_argument("--clicks", type=int, default=40, help="timed clicks (default 40)")
    return p.parse_args()


def main() -> int:
    """Runs the benchmark and prints its figures; returns the exit code."""
    args = parse_args()
    if not (serve.DIST / "build.json").is_file():
        print("ui_latency: error: dist/ is not built (python serve.py --build-only)", file=sys.stderr)
        return 1

    config = game_choice.config(args)
    sizes: dict[str | None, tuple[int, int]] = {}
    for length in game_choice.lengths(args.ruleset):
        game = whole_game(config, 4, length, seed=3)
        sizes[length] = (len(game.to_link()), Game.link_length(game.to_link()))
    long_game = whole_game(config, 4, game_choice.lengths(args.ruleset)[-1], seed=3)
    token = long_game.to_link()
    started = time.perf_counter()
    Game.from_link(token)
    cpython_ms = (time.perf_counter() - started) * 1000

    loads: dict[str, list[float]] = {"bare": [], "real": [], "link": []}
    with serve.serving(serve.DIST, isolate=True) as base:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            view_ms, table_ms, clicks = click_latency(browser, base, config, args.clicks)
            calls = time_calls(browser, base, token)
            for run in range(1, args.runs + 1):
                loads["bare"].append(time_page(browser, base + "bench/bare.html"))
                loads["real"].append(time_page(browser, base + "index.html"))
                ms, state_hash = time_link_page(browser, f"{base}index.html#g={token}")
                if state_hash != long_game.state_hash():
                    raise RuntimeError("the link opened another position than CPython's")
                loads["link"].append(ms)
                print(f"run {run}: bare {loads['bare'][-1]:.0f} ms, index.html {loads['real'][-1]:.0f} ms, "
                      f"index.html#g=<long game> {ms:.0f} ms", flush=True)
            browser.close()

    med = {k: statistics.median(v) for k, v in loads.items()}
    print()
    print(f"click -> view frame  ({len(view_ms)} clicks): median {statistics.median(view_ms):.1f} ms, "
          f"p95 {percentile(view_ms, 95):.1f} ms")
    if table_ms:
        print(f"click -> table frame ({len(table_ms)} clicks): median {statistics.median(table_ms):.1f} ms, "
              f"p95 {percentile(table_ms, 95):.1f} ms")
        print(f"  where a click's time goes (medians): {where_the_time_goes(table_ms, clicks)}")
    print(f"{args.ruleset}, long game: 4 players, length {game_choice.lengths(args.ruleset)[-1]}, "
          f"{Game.link_length(token)} steps, link {len(token)} characters; "
          f"Game.from_link in CPython {cpython_ms:.0f} ms")
    print("in a ready page (Pyodide), long game: " + ", ".join(
        f"{name} {ms:.0f} ms" for name, ms in calls.items()))
    print(f"median bare {med['bare']:.0f} ms, index.html {med['real']:.0f} ms, "
          f"index.html#g=<long game> {med['link']:.0f} ms")
    print(f"ratios: link/bare {med['link'] / med['bare']:.2f}, index/bare {med['real'] / med['bare']:.2f}, "
          f"link/index {med['link'] / med['real']:.2f} (the link costs {med['link'] - med['real']:.0f} ms "
          f"over a plain start)")
    for length, (chars, steps) in sizes.items():
        print(f"link of a whole 4-player {length or 'default'} game: {chars} characters "
              f"({steps} steps)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
