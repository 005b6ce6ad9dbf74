"""Cold-start benchmark: our page to engine-ready versus bare ``loadPyodide()``.

``python bench/cold_start.py [--runs N]`` (after ``python serve.py --build-only``) serves dist/
with COOP/COEP (precise timers), then alternately opens bare.html and index.html N times each
(default 5), every time in a fresh browser context with the HTTP cache disabled, so no run
benefits from another's downloads. Each run is timed in the page, from navigation start
(performance.now() = 0) to the moment body[data-engine] becomes "ready". Prints every run, the
medians and the ratio real/bare: our overhead above bare Pyodide is what we optimise; and
index.html's median time in each loading step (the worker's progress messages, as
``engine.loading`` noted them), up to the first screen's game form.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402  (the project root is not a package)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGES = {"bare": "bench/bare.html", "real": "index.html"}
TIMEOUT_MS = 120_000

# Runs before any page script: records performance.now() in the same task in which
# body[data-engine] turns "ready" (a MutationObserver fires in a microtask after the change),
# instead of when a poll from outside happens to notice. Init scripts are exempt from the
# page's CSP, which forbids the eval a wait_for_function would need.
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.body && document.body.dataset.engine === "ready") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-engine"],
                      childList: true});
"""


def open_ready(browser: Browser, url: str) -> tuple[BrowserContext, Page]:
    """A fresh context (empty cache, HTTP cache off, no service worker) with ``url`` loaded up
    to body[data-engine=ready]; the caller closes the context."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        # Fresh context = empty cache already; this also stops in-run cache reuse.
        context.new_cdp_session(page).send("Network.setCacheDisabled", {"cacheDisabled": True})
        page.add_init_script(RECORD_READY)
        page.goto(url)
        page.wait_for_selector("body[data-engine=ready], body[data-engine=error]",
                               state="attached", timeout=TIMEOUT_MS)
        if page.locator("body").get_attribute("data-engine") != "ready":
            raise RuntimeError(f"{url} failed to load: {page.locator('body').inner_text()[:300]}")
    except BaseException:
        context.close()
        raise
    return context, page


# The page's loading steps, as engine.js noted them: the ms since navigation at which each
# began (bare.html has none).
LOADING = """async () => {
  if (!document.querySelector('script[src$="app.js"]')) return [];
  const { session } = await import(new URL('engine/session.js', document.baseURI).href);
  return session.engine?.loading ?? [];
}"""


def time_page(browser: Browser, url: str, steps: list[dict[str, Any]] | None = None) -> float:
    """Milliseconds from navigation start to body[data-engine=ready] in a fresh context; the
    page's loading steps are appended to ``steps`` when given."""
    context, page = open_ready(browser, url)
    try:
        return ready_at(page, steps)
    finally:
        context.close()


def ready_at(page: Page, steps: list[dict[str, Any]] | None = None) -> float:
    """Milliseconds from navigation start to body[data-engine=ready] in a page ``open_ready``
    opened; its loading steps are appended to ``steps`` when given."""
    ms = page.evaluate("window.__readyAt")
    if not page.evaluate("crossOriginIsolated"):
        raise RuntimeError("page is not cross-origin isolated: timers would be coarse")
    if steps is not None:
        steps.append({"steps": page.evaluate(LOADING), "ready": float(ms)})
    return float(ms)


def stage_medians(runs: list[dict[str, Any]]) -> str:
    """Median ms of each loading step of the page (to the next step's start; the last one, the
    first screen, to ready), in the order they happen."""
    spans: dict[str, list[float]] = {}
    for run in runs:
        marks = [(f"{s['stage']}: {s['label']}", s["at"]) for s in run["steps"]]
        marks.append(("ready", run["ready"]))
        spans.setdefault("navigation → worker started", []).append(marks[0][1])
        for (name, at), (_, nxt) in zip(marks, marks[1:]):
            spans.setdefault(name if name != "import: Ready" else "first screen (game form)",
                             []).append(nxt - at)
    return "; ".join(f"{name} {statistics.median(v):.0f} ms" for name, v in spans.items())


def parse_args() -> argparse.Namespace:
    """Command-line options."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5, help="runs per page (default 5)")
    return p.parse_args()


def main() -> int:
    """Runs the benchmark and prints its figures; returns the exit code."""
    args = parse_args()
    missing = [name for name in PAGES.values() if not (serve.DIST / name).is_file()]
    if missing:
        print(f"cold_start: error: dist/ lacks {', '.join(missing)} "
              "(run python serve.py --build-only)", file=sys.stderr)
        return 1
    times: dict[str, list[float]] = {kind: [] for kind in PAGES}
    steps: list[dict[str, Any]] = []
    with serve.serving(serve.DIST, isolate=True) as base:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for run in range(1, args.runs + 1):
                # Alternating spreads any drift in machine load evenly over both pages.
                for kind, page_name in PAGES.items():
                    ms = time_page(browser, base + page_name, steps if kind == "real" else None)
                    times[kind].append(ms)
                    print(f"run {run} {kind:4} {page_name:10} {ms:8.0f} ms", flush=True)
            browser.close()
    medians = {kind: statistics.median(values) for kind, values in times.items()}
    print(f"median bare {medians['bare']:.0f} ms, real {medians['real']:.0f} ms, "
          f"ratio real/bare {medians['real'] / medians['bare']:.2f}")
    print(f"index.html by step (medians): {stage_medians(steps)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
