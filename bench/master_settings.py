"""Master's search settings, A against B on the same seeds — ``python bench/master_settings.py
--ruleset ID [--try key=value[,key=value]] ... [--games 40] [--seed 801] [--players 4]
[--playouts 1] [--processes 2] [--report 10] [--set key=value] [--quick]``.

The instrument for tuning a game's ``bot_settings`` (``bots.SearchSettings``: ``candidates``,
``turn_steps``, ``rounds``, ``horizon``; and ``playouts``, the rollouts a candidate in place of
``--playouts``, which stand for ``rounds`` on the clock). Master with the game's own settings,
then with each ``--try`` (settings laid over the game's), plays ``--games`` games against greedy bots in every other
seat, seats rotated, all on the same seeds, deterministic (``--playouts`` rollouts a
candidate), so a seed's game differs only by master's settings. Each line gives master's wins
with their 95% Wilson interval and the mean seconds a game; each ``--try`` line also the games
it won where the game's settings lost and the other way round, with the two-sided sign-test
p-value of that split (the same seeds make the comparison paired: games both won or both lost
say nothing about the difference). The games are played seed by seed, every line's game of a
seed queued together, and with a ``--try`` the split so far is printed every ``--report``
seeds, so a long screen stopped part-way still says what it saw.

Settings chosen on a run's seeds are tuned on them: a figure for the README then comes from
fresh seeds (``bench/strength.py``). ``--quick`` (2 games, 2 players, one ``--try`` of 2
candidates unless given) is what the test suite runs: it checks the lines, never a strength.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "engine"))
import game_choice  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.bots import GreedyBot, MasterBot, SearchSettings, play_out  # noqa: E402
from hexrealms.__main__ import wilson  # noqa: E402
from hexrealms.core.ruleset import get as get_ruleset  # noqa: E402

KNOWN = (*SearchSettings.__dataclass_fields__, "playouts")


def settings(text: str) -> dict[str, int]:
    """``key=value[,key=value]`` as search settings (a usage error names a bad one)."""
    chosen: dict[str, int] = {}
    for pair in text.split(","):
        key, _, value = pair.partition("=")
        if key not in KNOWN or not value.isdigit() or int(value) < (key != "horizon"):
            raise argparse.ArgumentTypeError(f"{pair!r}: a setting is one of {', '.join(KNOWN)} = a whole "
                             f"number from 1 (horizon from 0)")
        chosen[key] = int(value)
    return chosen


def one(job: tuple[dict[str, Any], int, int, dict[str, int], int]) -> tuple[bool, float]:
    """One game: master (with ``overrides``) in seat ``shift``, greedy everywhere else."""
    config, seed, shift, overrides, playouts = job
    overrides = dict(overrides)
    playouts = overrides.pop("playouts", playouts)
    game = Game.new(dict(config, seed=seed))
    players = config["players"]
    bots = {s: MasterBot(seed * 31 + s, playouts=playouts, **overrides) if s == shift
            else GreedyBot(seed * 31 + s) for s in range(players)}
    start = time.perf_counter()
    result = play_out(game, bots)
    assert result is not None
    return result["winner"] == shift, time.perf_counter() - start


def sign_test(a: int, b: int) -> float:
    """Two-sided p-value of ``a`` against ``b`` discordant games under "no difference"."""
    n = a + b
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(a, b) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def name(overrides: dict[str, int]) -> str:
    return ", ".join(f"{k}={v}" for k, v in overrides.items()) or "the game's"


def split(games: list[tuple[bool, float]], own: list[tuple[bool, float]]) -> str:
    """Game by game against the game's settings: the seeds each won alone, and the sign test."""
    gained = sum(a and not b for (a, _), (b, _) in zip(games, own))
    lost = sum(b and not a for (a, _), (b, _) in zip(games, own))
    return f"against the game's: +{gained} −{lost}, sign test p = {sign_test(gained, lost):.2f}"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(p)
    p.add_argument("--try", dest="tries", action="append", type=settings, default=[],
                   metavar="KEY=VALUE[,KEY=VALUE]", help="settings to try (repeatable)")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=801)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--playouts", type=int, default=1, help="rollouts a candidate")
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--report", type=int, default=10,
                   help="with --try: print the split so far every this many seeds")
    p.add_argument("--quick", action="store_true", help="the suite's mode")
    args = p.parse_args()
    if args.quick:
        args.games, args.players = 2, 2
        args.tries = args.tries or [{"candidates": 2}]
    config = dict(game_choice.config(args), players=args.players)
    own = getattr(get_ruleset(args.ruleset), "bot_settings", None) or {}
    print(f"{args.ruleset}: master vs {args.players - 1} × greedy, {args.games} games a line, "
          f"seeds {args.seed}–{args.seed + args.games - 1}, seats rotated, {args.playouts} "
          f"playout(s) a candidate; the game's settings {own or 'the defaults'}", flush=True)
    lines = [{}, *args.tries]
    # seed by seed, every line's game of a seed queued together, so a screen stopped part-way
    # still leaves a fair split
    jobs = [(config, args.seed + g, g % args.players, overrides, args.playouts)
            for g in range(args.games) for overrides in lines]
    played: list[list[tuple[bool, float]]] = [[] for _ in lines]
    with ProcessPoolExecutor(args.processes) as pool:
        for n, result in enumerate(pool.map(one, jobs)):
            played[n % len(lines)].append(result)
            seeds = n // len(lines) + 1
            if args.tries and n % len(lines) == len(lines) - 1 and seeds % args.report == 0 \
                    and seeds < args.games:
                own = sum(won for won, _ in played[0])
                for overrides, games in zip(args.tries, played[1:]):
                    wins = sum(won for won, _ in games)
                    print(f"after {seeds} seeds: {name(overrides)} {wins}/{seeds} and the game's "
                          f"{own}/{seeds}; {split(games, played[0])}", flush=True)
    for overrides, games in zip(lines, played):
        won = [w for w, _ in games]
        lo, hi = wilson(sum(won), len(won))
        line = (f"  {name(overrides):<28} {sum(won):>4}/{len(won)} = {sum(won) / len(won):6.1%} "
                f"({lo:.1%}–{hi:.1%})  {sum(s for _, s in games) / len(games):.1f} s a game")
        if overrides:
            line += f"  {split(games, played[0])}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
