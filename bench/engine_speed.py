"""Engine speed in CPython: random full games per second and engine steps per second, for 1,
2, 4 and 6 players (those the game allows), for any game — ``python bench/engine_speed.py
[--ruleset ID] [--set KEY=VALUE] [--games 10000] [--processes 2]``.

Figures are medians over batches. Every batch first times a baseline in the same process, just
before its games (a fixed pure-Python workload: 200,000 draws of the project's PRNG), and the
ratio game-time / baseline is taken batch by batch — so a machine that gets busier or quieter
during the run moves both together. Run on demand; ``--quick`` (one game a player
count) is what the test suite runs for every game (``tests/test_benches.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import game_choice  # noqa: E402
from workloads import baseline, play_batch, player_counts  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(parser)
    parser.add_argument("--games", type=int, default=10_000, help="games in all (default 10000)")
    parser.add_argument("--batch", type=int, default=50, help="games per timed batch")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--quick", action="store_true",
                        help="the suite's mode: one game a player count")
    args = parser.parse_args()
    if args.quick:
        args.games, args.batch, args.processes = 1, 1, 1
    counts = player_counts(args.ruleset)
    per_count = max(args.batch, args.games // len(counts))
    base = [baseline() for _ in range(5)]
    base_median = statistics.median(base)
    print(f"baseline (200k PRNG draws): median {base_median * 1000:.1f} ms over {len(base)} runs")
    config = game_choice.config(args)
    print(f"{args.ruleset}: {args.games} games, batches of {args.batch}, {args.processes} processes")
    print(f"{'players':>7} {'games':>6} {'games/s':>9} {'steps/s':>9} {'steps/game':>10} "
          f"{'game/baseline':>13}")
    for players in counts:
        jobs = [(players, args.batch, 1_000_000 * players + i * args.batch, config)
                for i in range(per_count // args.batch)]
        with ProcessPoolExecutor(args.processes) as pool:
            results = list(pool.map(play_batch, jobs))
        per_game = [sec / n for sec, n, _, _ in results]
        step_rate = [steps / sec for sec, _, steps, _ in results]
        ratios = [sec / n / base for sec, n, _, base in results]
        games = sum(r[1] for r in results)
        steps = sum(r[2] for r in results)
        median_game = statistics.median(per_game)
        print(f"{players:>7} {games:>6} {1 / median_game:>9.1f} {statistics.median(step_rate):>9.0f} "
              f"{steps / games:>10.0f} {statistics.median(ratios):>13.2f}")
    print("games/s and steps/s are per process (median over batches)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
