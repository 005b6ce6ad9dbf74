"""Bot move time per level in CPython — ``python bench/bot_speed.py [--positions 40]``.

Positions come from seeded 4-player games played by greedy bots (every 5th decision of the
first player, so they cover openings, middle and end). Each level chooses a move in each
position; prints the median and 95th percentile per level, with the same-process baseline of
bench/engine_speed.py (200,000 PRNG draws) and the ratio median / baseline. The ``master``
level thinks for its time budget (``--budget``, seconds), so its figure is that budget plus
the last round of playouts. Run on demand; never part of the test suite.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import baseline  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.bots import LEVELS, make_bot  # noqa: E402


def positions(count: int) -> list[Game]:
    """Seeded positions where seat 0 decides, from greedy games."""
    out: list[Game] = []
    seed = 0
    while len(out) < count:
        game = Game.new({"players": 4, "seed": 500 + seed})
        bots = {s: make_bot("greedy", seed=s) for s in range(4)}
        n = 0
        while not game.finished and len(out) < count:
            seat = game.current_player
            assert isinstance(seat, int)
            if seat == 0 and len(game.legal()) > 1:
                n += 1
                if n % 5 == 0:
                    out.append(game.fork(n))
            game.act(bots[seat].choose(game))
        seed += 1
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--budget", type=float, default=0.5)
    args = parser.parse_args()
    spots = positions(args.positions)
    base = statistics.median(baseline() for _ in range(3))
    print(f"baseline (200k PRNG draws): {base * 1000:.1f} ms; {len(spots)} positions, "
          f"master budget {args.budget} s")
    print(f"{'level':>8} {'median ms':>10} {'p95 ms':>8} {'median/baseline':>16}")
    for level in LEVELS:
        bot = make_bot(level, seed=1)
        times = []
        for spot in spots:
            start = time.perf_counter()
            bot.choose(spot, args.budget)
            times.append(time.perf_counter() - start)
        times.sort()
        median = statistics.median(times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"{level:>8} {median * 1000:>10.1f} {p95 * 1000:>8.1f} {median / base:>16.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
