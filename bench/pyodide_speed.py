"""Engine and bot speed in Pyodide inside Chromium, against CPython in the same run —
``python bench/pyodide_speed.py [--ruleset ID] [--set KEY=VALUE] [--batches 3] [--games 4]
[--positions 20]`` (after ``python serve.py --build-only``).

Serves dist/ with COOP/COEP (precise timers), opens ``bare.html`` in Debian's Chromium, loads
the built site's Pyodide, its pinned wheels and the engine wheel exactly as the game's worker
does, and runs ``bench/workloads.py`` there. The same workloads run in this CPython process,
interleaved batch by batch with the browser's (so both see the same machine load). Prints, per
player count, random games/s and engine steps/s in each interpreter and the ratio of
time per game Pyodide / CPython; then bot move time per level in each (the same seeded
positions) and its ratio; and each side's baseline (200,000 PRNG draws). Run on demand;
``--quick`` (every game in one page: one random game at the fewest players and the shortest
length, 2 positions, a 0.05 s budget) is what the test suite runs
(``e2e/test_bench_pages.py``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(BENCH))
import serve  # noqa: E402  (the project root is not a package)
import game_choice  # noqa: E402
import workloads  # noqa: E402
from hexrealms.core.ruleset import ids  # noqa: E402
from cold_start import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

# Loads Pyodide with the site's own lock and wheels, then unpacks the engine wheel into
# site-packages, as web/engine/worker.js does; returns the Python version.
BOOT = """async ({ source }) => {
  const site = new URL("../", location.href); // bare.html is in the site's bench/ room
  const build = await (await fetch(new URL("build.json", site))).json();
  const lock = await (await fetch(new URL("pyodide-lock.json", site))).json();
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", site).href);
  const py = await loadPyodide({ indexURL: new URL("pyodide/", site).href, lockFileContents: lock,
                                 packageBaseUrl: new URL("wheels/", site).href,
                                 packages: build.packages });
  const wheel = await (await fetch(new URL("wheels/" + build.engine_wheel, site))).arrayBuffer();
  py.unpackArchive(wheel, "wheel", { extractDir: py.runPython("import sysconfig; sysconfig.get_path('purelib')") });
  py.FS.writeFile("/home/pyodide/workloads.py", source);
  window.__py = py;
  return py.runPython("import sys, workloads; sys.version.split()[0]");
}"""
RUN = "code => window.__py.runPython(code)"


def in_browser(page: Page, call: str) -> Any:
    """Runs ``workloads.<call>`` in Pyodide and returns its result (via JSON)."""
    return json.loads(page.evaluate(RUN, f"import json, workloads; json.dumps(workloads.{call})"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(parser)
    parser.add_argument("--batches", type=int, default=3, help="timed batches per player count")
    parser.add_argument("--games", type=int, default=4, help="random games per batch")
    parser.add_argument("--positions", type=int, default=20, help="positions per bot level")
    parser.add_argument("--budget", type=float, default=0.8, help="bot thinking time, seconds")
    parser.add_argument("--quick", action="store_true",
                        help="the suite's mode: every game, one random game, 2 positions")
    args = parser.parse_args()
    if args.quick:
        args.batches, args.games, args.positions, args.budget = 1, 1, 2, 0.05
    if not (serve.DIST / "bench" / "bare.html").is_file():
        print("pyodide_speed: error: run python serve.py --build-only first", file=sys.stderr)
        return 1
    with serve.serving(serve.DIST, isolate=True) as base:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            # The bare page's CSP forbids the evaluation this harness needs; the game's pages
            # are untouched.
            page = browser.new_context(bypass_csp=True, service_workers="block").new_page()
            page.goto(base + "bench/bare.html")
            version = page.evaluate(BOOT, {"source": (BENCH / "workloads.py").read_text()})
            if not page.evaluate("crossOriginIsolated"):
                raise RuntimeError("the page is not cross-origin isolated: timers would be coarse")
            for ruleset in ids() if args.quick else [args.ruleset]:
                args.ruleset = ruleset
                print(f"{ruleset}: Pyodide (Python {version}) in Chromium vs CPython "
                      f"{sys.version.split()[0]}; "
                      f"{args.batches} batches of {args.games} random games per player count")
                report_games(page, args)
                report_bots(page, args)
            browser.close()
    return 0


def chosen_config(args: argparse.Namespace) -> dict[str, Any]:
    """The game the arguments name; ``--quick`` plays its shortest length."""
    config = game_choice.config(args)
    return game_choice.with_length(config, game_choice.lengths(args.ruleset)[0]) \
        if args.quick else config


def report_games(page: Page, args: argparse.Namespace) -> None:
    print(f"{'players':>7} {'CPy games/s':>11} {'CPy steps/s':>11} {'Pyo games/s':>11} "
          f"{'Pyo steps/s':>11} {'Pyodide/CPython':>15}")
    bases: dict[str, list[float]] = {"cpython": [], "pyodide": []}
    config = chosen_config(args)
    counts = workloads.player_counts(args.ruleset)
    for players in counts[:1] if args.quick else counts:
        rows: dict[str, list[tuple[float, int, int, float]]] = {"cpython": [], "pyodide": []}
        for b in range(args.batches):
            job = (players, args.games, 2_000_000 * players + b * args.games, config)
            rows["cpython"].append(workloads.play_batch(job))
            rows["pyodide"].append(tuple(in_browser(page, f"play_batch({job!r})")))
        for side, batches in rows.items():
            bases[side].extend(r[3] for r in batches)
        game = {s: statistics.median(sec / n for sec, n, _, _ in r) for s, r in rows.items()}
        steps = {s: statistics.median(st / sec for sec, _, st, _ in r) for s, r in rows.items()}
        print(f"{players:>7} {1 / game['cpython']:>11.2f} {steps['cpython']:>11.0f} "
              f"{1 / game['pyodide']:>11.2f} {steps['pyodide']:>11.0f} "
              f"{game['pyodide'] / game['cpython']:>15.2f}")
    base = {s: statistics.median(v) for s, v in bases.items()}
    print(f"baseline (200k PRNG draws): CPython {base['cpython'] * 1000:.0f} ms, Pyodide "
          f"{base['pyodide'] * 1000:.0f} ms, ratio {base['pyodide'] / base['cpython']:.2f}")


def report_bots(page: Page, args: argparse.Namespace) -> None:
    config = chosen_config(args)
    call = f"bot_move_times({args.positions}, {args.budget}, {config!r})"
    cpython = workloads.bot_move_times(args.positions, args.budget, config)
    pyodide = in_browser(page, call)
    print(f"bot move time over {args.positions} positions (budget {args.budget} s), ms:")
    print(f"{'level':>8} {'CPy median':>10} {'CPy p95':>8} {'Pyo median':>10} {'Pyo p95':>8} "
          f"{'Pyodide/CPython':>15}")
    for level in cpython:
        cm, cp = workloads.median_p95(cpython[level])
        pm, pp = workloads.median_p95(pyodide[level])
        ratio = f"{pm / cm:>15.2f}" if cm > 0 else f"{'-':>15}"
        print(f"{level:>8} {cm * 1000:>10.1f} {cp * 1000:>8.1f} {pm * 1000:>10.1f} "
              f"{pp * 1000:>8.1f} {ratio}")


if __name__ == "__main__":
    sys.exit(main())
