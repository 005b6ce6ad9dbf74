"""Bot move time on Hyborian Gates Empires in CPython — ``python bench/gates_bots.py
[--positions 50] [--budget 0.8]``.

The positions are seeded 4-player positions of greedy games where seat 0 decides among
several actions (every 7th such decision, so they cover recruits, big Move Phases, card
windows and casualties). Each level chooses a move in each of them; the bench prints the
median and 95th percentile per level and the ratios against two baselines measured in the
same run: a Random bot's move in the same positions (the plumbing: legal actions and one
choice) and ``workloads.baseline`` (200,000 PRNG draws). ``master/4`` is master with 4
playouts and no clock (what ``simulate --playouts 4`` measures); ``master`` is master on the
clock, as the page runs it (``--budget``, 0.8 s there). Pyodide runs about 1.3–1.4× slower
than CPython, so a move must stay well under 1 s / 1.4 here. Run on demand; never part of the
tests.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from hexrealms import Game  # noqa: E402
from hexrealms.bots import Bot, GreedyBot, MasterBot, RandomBot  # noqa: E402
from workloads import baseline, median_p95, positions  # noqa: E402


def times(bot: Bot, spots: list[Game], budget: float) -> list[float]:
    out = []
    for spot in spots:
        start = time.perf_counter()
        bot.choose(spot, budget)
        out.append(time.perf_counter() - start)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--budget", type=float, default=0.8)
    args = parser.parse_args()
    spots = positions(args.positions, "hyborian_gates", first_seed=700, every=7)
    base = statistics.median(baseline() for _ in range(3))
    levels: dict[str, Bot] = {"random": RandomBot(1), "greedy": GreedyBot(1),
                              "master/4": MasterBot(1, playouts=4), "master": MasterBot(1)}
    measured = {name: times(bot, spots, args.budget) for name, bot in levels.items()}
    rand = statistics.median(measured["random"])
    sizes = sorted(len(s.legal()) for s in spots)
    print(f"{len(spots)} positions (legal actions: median {statistics.median(sizes):.0f}, "
          f"max {sizes[-1]}); budget {args.budget} s; baseline (200k PRNG draws) "
          f"{base * 1000:.1f} ms; random move {rand * 1000:.2f} ms")
    print(f"{'level':>9} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'median/random':>14} "
          f"{'median/baseline':>16}")
    for name, values in measured.items():
        median, p95 = median_p95(values)
        print(f"{name:>9} {median * 1000:>10.1f} {p95 * 1000:>8.1f} {max(values) * 1000:>8.1f} "
              f"{median / rand:>14.1f} {median / base:>16.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
