"""Bot move time per level in CPython, for any game —
``python bench/bot_speed.py [--ruleset ID] [--set KEY=VALUE] [--positions 40] [--budget 0.8]``.

Every level chooses a move in the same seeded 4-player positions (``workloads.positions``: seat
0 deciding among several actions in greedy games, every ``--every``-th such decision, so they
cover openings, big move phases and endings). Prints the median, 95th percentile and maximum
per level, and each median's ratio against two baselines measured in the same run: a Random
bot's move in the same positions (the plumbing: legal actions and one choice) and
``workloads.baseline`` (200,000 PRNG draws). ``master`` is on the clock as the page runs it
(``--budget``; the browser gives 0.8 s); ``master/4`` plays 4 playouts and no clock (what
``simulate --playouts 4`` measures). Pyodide runs about 1.3–1.4× slower than CPython
(bench/pyodide_speed.py times the same in Chromium). Run on demand; ``--quick`` (2 positions,
a 0.05 s budget) is what the test suite runs for every game (``tests/test_benches.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import game_choice  # noqa: E402
from workloads import baseline, bot_move_times, median_p95  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(parser)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--every", type=int, default=5, help="take every n-th decision of seat 0")
    parser.add_argument("--budget", type=float, default=0.8)
    parser.add_argument("--quick", action="store_true", help="the suite's mode: every level, once")
    args = parser.parse_args()
    if args.quick:
        args.positions, args.every, args.budget = 2, 1, 0.05
    base = statistics.median(baseline() for _ in range(3))
    times = bot_move_times(args.positions, args.budget, game_choice.config(args), every=args.every)
    rand = statistics.median(times["random"])
    print(f"{args.ruleset}: {args.positions} positions, budget {args.budget} s; baseline (200k "
          f"PRNG draws) {base * 1000:.1f} ms; random move {rand * 1000:.2f} ms")
    print(f"{'level':>9} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'median/random':>14} "
          f"{'median/baseline':>16}")
    for level, values in times.items():
        median, p95 = median_p95(values)
        print(f"{level:>9} {median * 1000:>10.1f} {p95 * 1000:>8.1f} {max(values) * 1000:>8.1f} "
              f"{median / rand:>14.1f} {median / base:>16.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
