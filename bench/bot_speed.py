"""Bot move time per level in CPython — ``python bench/bot_speed.py [--positions 40]``.

Every level chooses a move in the same seeded 4-player positions (``workloads.positions``);
prints the median and 95th percentile per level, with the same-process baseline
(``workloads.baseline``: 200,000 PRNG draws) and the ratio median / baseline. ``--budget`` is
the thinking time allowed (the browser gives 0.8 s); ``master`` stops at its round limit or the
budget, whichever comes first. bench/pyodide_speed.py times the same in Chromium. Run on
demand; never part of the test suite.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from workloads import baseline, bot_move_times, median_p95  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--budget", type=float, default=0.8)
    args = parser.parse_args()
    base = statistics.median(baseline() for _ in range(3))
    times = bot_move_times(args.positions, args.budget)
    print(f"baseline (200k PRNG draws): {base * 1000:.1f} ms; {args.positions} positions, "
          f"budget {args.budget} s")
    print(f"{'level':>8} {'median ms':>10} {'p95 ms':>8} {'median/baseline':>16}")
    for level, values in times.items():
        median, p95 = median_p95(values)
        print(f"{level:>8} {median * 1000:>10.1f} {p95 * 1000:>8.1f} {median / base:>16.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
