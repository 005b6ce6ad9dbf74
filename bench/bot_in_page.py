"""Bot move time in the game's page, as a player sees it —
``python bench/bot_in_page.py [--ruleset ID] [--set KEY=VALUE] [--moves 60]
[--late SEED [--actions 300]]`` (after ``python serve.py --build-only``).

Serves dist/ with COOP/COEP (precise timers), opens index.html in Debian's Chromium and, for
each level, starts a seeded 4-player game whose seats are all bots of that level, at the
"Instant" pace. Each bot move is timed in the page with performance.now(), from the moment the
bot status says "thinking" (the page asks the worker for ``bot_act``) to the moment it leaves
that state (the new view is drawn and the next decider known). The baseline, measured in the
same run and page, is the ``random`` level: its thinking is nil, so its time is the plumbing
(worker messages, the move, the view, the redraw). Prints median, p95 and the ratio of each
median to the baseline's.

``--late SEED`` times master where its search is widest instead: late in a two-player game,
as ``bench/strength.py --quick`` plays one (the game's shortest length, master with one
playout and one-decision rollouts against greedy, in CPython), from the first position whose
decider has more than ``--actions`` legal actions. The page opens that position's link with
both seats master bots, then with both random (the baseline), and times ``--moves`` moves of
each. Run on demand; ``--quick`` (every game in one page, 3 moves a
level, and a late run of the first game from a position of more than 20 actions) is what the
test suite runs (``e2e/test_bench_pages.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "engine"))
import game_choice  # noqa: E402
from game_choice import lengths, with_length  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.bots import GreedyBot, MasterBot  # noqa: E402
from hexrealms.core.ruleset import ids  # noqa: E402
from cold_start import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS, serve  # noqa: E402
from ui_latency import SESSION, percentile  # noqa: E402

LEVELS = ("random", "novice", "adept", "master")
#: the quick mode's late run: the first game's duel of this seed, from this many actions on
QUICK_LATE_SEED, QUICK_LATE_ACTIONS = 60001, 20

# Each "thinking" spell of #bot-status, from its start to the next state, in ms.
RECORD = """() => {
  const status = document.getElementById('bot-status');
  const spells = window.__spells = [];
  let start = null;
  new MutationObserver(() => {
    const now = performance.now();
    if (status.dataset.state === 'thinking') start = now;
    else if (start !== null) { spells.push(now - start); start = null; }
  }).observe(status, { attributes: true, attributeFilter: ['data-state'] });
}"""


def bot_moves(page: Page, config: dict[str, Any], level: str, moves: int) -> list[float]:
    """Milliseconds per bot move over the first ``moves`` moves of a game of ``level`` bots."""
    seats = [{"name": f"{level} {i + 1}", "bot": level} for i in range(4)]
    return timed_moves(page, "new_game", {**config, "players": seats, "seed": 77}, moves)


def timed_moves(page: Page, call: str, arg: Any, moves: int) -> list[float]:
    """Opens a game of bots with the session's ``call`` (``new_game`` or ``load_link``) and
    returns the milliseconds of each of its first ``moves`` bot moves (fewer if it ends)."""
    page.evaluate(RECORD)
    page.evaluate(f"async (arg) => {{ await {SESSION}.call('{call}', arg); }}", arg)
    page.evaluate("() => document.getElementById('new-game-screen')?.close()")
    if page.locator("#bot-pause").get_attribute("aria-pressed") == "true":
        page.click("#bot-pause")  # paused after the last game: play on
    page.wait_for_function(f"() => window.__spells.length >= {moves} "
                           "|| document.getElementById('end-screen').open", timeout=TIMEOUT_MS * 5)
    if page.locator("#end-screen[open]").count():  # the game ended first
        page.evaluate("() => document.getElementById('end-screen').close()")
    else:
        page.click("#bot-pause")  # this game stops here
    return [float(ms) for ms in page.evaluate("() => window.__spells")][:moves]


def late_links(ruleset: str, seed: int, actions: int) -> tuple[dict[str, str], int]:
    """Links to the first position of a two-player duel (``bench/strength.py --quick``'s
    line-up) whose decider has more than ``actions`` legal actions, one with both seats
    master bots and one with both random; and that decider's count."""
    base = with_length({"ruleset": ruleset, "seed": seed}, lengths(ruleset)[0])
    game = Game.new({**base, "players": [{"name": f"Seat {s + 1}", "bot": None} for s in range(2)]})
    bots = {0: MasterBot(seed * 31, playouts=1, turn_steps=1), 1: GreedyBot(seed * 31 + 1)}
    played: list[str] = []
    while len(game.legal()) <= actions:
        if game.finished:
            raise SystemExit(f"bot_in_page: seed {seed}'s duel never offers more than "
                             f"{actions} actions: choose another --late seed or --actions")
        played.append(bots[game.current_player].choose(game, 1.0))
        game.act(played[-1])
    count = len(game.legal())
    links = {}
    for level in ("master", "random"):
        twin = Game.new({**base, "players": [{"name": f"Seat {s + 1}", "bot": level}
                                             for s in range(2)]})
        for action in played:
            twin.act(action)
        # the seats' levels change no rule: the same decision is reached
        assert [a.to_str() for a in twin.legal()] == [a.to_str() for a in game.legal()]
        links[level] = twin.to_link()
    return links, count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(parser)
    parser.add_argument("--moves", type=int, default=60, help="bot moves timed per level")
    parser.add_argument("--late", type=int, metavar="SEED",
                        help="time master late in this seed's two-player duel instead")
    parser.add_argument("--actions", type=int, default=300,
                        help="--late: from the first position with more legal actions")
    parser.add_argument("--quick", action="store_true",
                        help="the suite's mode: every game in one page, 3 moves a level")
    args = parser.parse_args()
    if not (serve.DIST / "index.html").is_file():
        print("bot_in_page: error: run python serve.py --build-only first", file=sys.stderr)
        return 1
    configs = [{"ruleset": r} for r in ids()] if args.quick else [game_choice.config(args)]
    moves = 3 if args.quick else args.moves
    if args.quick:  # and the late mode, from a small position of the first game's duel
        args.ruleset, args.late, args.actions = ids()[0], QUICK_LATE_SEED, QUICK_LATE_ACTIONS
    with serve.serving(serve.DIST, isolate=True) as base:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 900})
            page = context.new_page()
            page.add_init_script("localStorage.setItem('hexrealms.bot-pace', 'instant')")
            page.goto(base + "index.html")
            page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=TIMEOUT_MS)
            if args.late is not None:
                links, count = late_links(args.ruleset, args.late, args.actions)
                times = {level: timed_moves(page, "load_link", token, moves)
                         for level, token in links.items()}
                report(args.ruleset, moves, dict(reversed(times.items())),
                       f"two-player duel of seed {args.late} from the first position with "
                       f"{count} legal actions (> {args.actions}), both seats of the level")
            for config in configs if args.late is None or args.quick else []:
                times = {level: bot_moves(page, config, level, moves) for level in LEVELS}
                report(config["ruleset"], moves, times)
            browser.close()
    return 0


def report(ruleset: str, moves: int, times: dict[str, list[float]],
           games: str = "4 bots of the level, seed 77") -> None:
    baseline = statistics.median(times["random"])
    print(f"{ruleset}: bot move in the page, from 'thinking' to the next state, "
          f"{moves} moves per level ({games}, Instant pace); "
          "baseline = random level's median")
    print(f"{'level':>8} {'moves':>6} {'median ms':>10} {'p95 ms':>8} {'median/baseline':>16}")
    for level, values in times.items():
        median = statistics.median(values)
        print(f"{level:>8} {len(values):>6} {median:>10.1f} {percentile(values, 95):>8.1f} "
              f"{median / baseline:>16.2f}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
