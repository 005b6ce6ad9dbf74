"""Every speed and size figure of the page, for every game, beside its goal — ``python
bench/all.py [--runs 5] [--clicks 40] [--games 5] [--quick]`` (after ``python serve.py
--build-only``).

One run, one browser (Debian's Chromium), dist/ served with COOP/COEP for precise timers:

- cold start: page ready ÷ bare ``loadPyodide()``, ``--runs`` of each, interleaved, and the
  page's time in each loading step (``cold_start.py``);
- per game, click → the frame that shows the new view, and → the table fully redrawn, p95
  over ``--clicks`` scripted clicks, and where a click's milliseconds went (``ui_latency.py``);
- per game, the link of a whole random four-player game at its longest length opened, over a
  plain start: medians of ``--runs`` of each, interleaved (``ui_latency.py``);
- per game, the characters of that link, and the median link of ``--games`` whole games
  between greedy bots (``link_size.py``).

Times are medians or p95s of one run; the machine is shared and noisy, so the ratios measured
in the same run are the figures to compare across runs. ``--quick`` (1 run, 3 clicks, every
game's clicks in the page the cold start timed, closed before any link opens, the shortest
game length for the "long" link, which is also the one game of random bots, no plain start
per game: the cold start's is used) is what the test suite runs
(``e2e/test_bench_all.py``): it checks that every figure is produced, never a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "engine"))
import game_choice  # noqa: E402
import link_size  # noqa: E402
import ui_latency  # noqa: E402
from cold_start import (CHROMIUM, CHROMIUM_ARGS, PAGES, open_ready, ready_at, serve,  # noqa: E402
                        stage_medians, time_page)
from hexrealms.core.ruleset import ids  # noqa: E402

#: figure -> its goal, as the issue that set them wrote it
GOALS = {
    "page ready ÷ bare loadPyodide": "≤ 1.2",
    "click → view frame, p95": "≤ 16 ms",
    "click → table redrawn, p95": "≤ 16 ms",
    "long game's link opens, over a plain start": "≤ +300 ms",
    "link of a long random game": "≤ 2,500 chars",
    "link of a whole bots' game, median": "≤ 600 chars",
}


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5, help="page loads of each kind (default 5)")
    p.add_argument("--clicks", type=int, default=40, help="timed clicks per game (default 40)")
    p.add_argument("--games", type=int, default=5, help="bots' games per game (default 5)")
    p.add_argument("--bots", default="greedy")
    p.add_argument("--quick", action="store_true", help="the suite's mode: every figure, once")
    args = p.parse_args()
    if args.quick:
        args.runs, args.clicks, args.games, args.bots = 1, 3, 1, "random"
    return args


def row(figure: str, game: str, value: str) -> None:
    print(f"{figure:<44} {game:<16} {value:>26}   {GOALS[figure]}", flush=True)


def main() -> int:
    args = parse_args()
    if not (serve.DIST / "build.json").is_file():
        print("all: error: dist/ is not built (python serve.py --build-only)", file=sys.stderr)
        return 1
    print(f"{'figure':<44} {'game':<16} {'now':>26}   goal")
    with serve.serving(serve.DIST, isolate=True) as base:
        with sync_playwright() as p, ProcessPoolExecutor(2) as pool:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                        args=CHROMIUM_ARGS)
            starts: dict[str, list[float]] = {kind: [] for kind in PAGES}
            steps: list[dict[str, Any]] = []
            shared = None  # quick: the timed page, kept for every game's clicks
            for _ in range(args.runs):
                for kind, page_name in PAGES.items():
                    if args.quick and kind == "real":
                        shared, page = open_ready(browser, base + page_name)
                        starts[kind].append(ready_at(page, steps))
                        page.set_viewport_size({"width": 1280, "height": 900})
                        continue
                    starts[kind].append(time_page(browser, base + page_name,
                                                  steps if kind == "real" else None))
            bare, plain = (statistics.median(starts[k]) for k in ("bare", "real"))
            row("page ready ÷ bare loadPyodide", "(the page)",
                f"{plain / bare:.2f} ({plain / 1000:.1f} s)")
            print(f"  the page by loading step (medians): {stage_medians(steps)}", flush=True)
            for ruleset in ids():
                view_ms, table_ms, calls = ui_latency.click_latency(
                    browser, base, {"ruleset": ruleset}, args.clicks,
                    page=shared.pages[0] if shared else None)
                row("click → view frame, p95", ruleset,
                    f"{ui_latency.percentile(view_ms, 95):.0f} ms")
                row("click → table redrawn, p95", ruleset,
                    f"{ui_latency.percentile(table_ms, 95):.0f} ms" if table_ms else "—")
                if table_ms:
                    print(f"  {ruleset}, where a click's time goes (medians): "
                          f"{ui_latency.where_the_time_goes(table_ms, calls)}", flush=True)
            if shared:  # closed before the links open: its running page slowed them by seconds
                shared.close()
            for ruleset in ids():
                length = game_choice.lengths(ruleset)[0 if args.quick else -1]
                game = ui_latency.whole_game({"ruleset": ruleset}, 4, length, seed=3)
                token = game.to_link()
                links, plains = [], []
                for _ in range(args.runs):
                    ms, state_hash = ui_latency.time_link_page(browser, f"{base}index.html#g={token}")
                    if state_hash != game.state_hash():
                        raise RuntimeError(f"{ruleset}: the link opened another position")
                    links.append(ms)
                    if not args.quick:
                        plains.append(time_page(browser, base + "index.html"))
                over = statistics.median(links) - (statistics.median(plains) if plains else plain)
                row("long game's link opens, over a plain start", ruleset, f"{over:+.0f} ms")
                row("link of a long random game", ruleset,
                    f"{len(token):,} chars ({game.steps:,} steps)")
                if args.quick:  # the random game above is a whole game of random bots
                    sizes = [len(token)]
                else:
                    bots = pool.map(link_size.one_game,
                                    [({"ruleset": ruleset, "players": 4}, args.bots, s)
                                     for s in range(1, args.games + 1)])
                    sizes = [new for _, _, new in bots]
                row("link of a whole bots' game, median", ruleset,
                    f"{statistics.median(sizes):,.0f} chars ({args.bots})")
            browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
