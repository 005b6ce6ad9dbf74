"""Every bot strength figure, for every game, in one run — ``python bench/strength.py
[--ruleset ID ...] [--games 200] [--seed 50001] [--processes 2] [--playouts 4] [--quick]``.

For each game, four-player games with the seats rotated (so every level sits at every seat
equally), each line-up on its own run of seeds from ``--seed``:

- ``greedy vs 3 × random``: greedy's wins;
- ``master vs 3 × greedy``: master's wins (``--playouts`` rollouts a candidate: deterministic
  for a seed, so a run can be repeated);
- ``4 × greedy, by seat``: the wins by table seat, which should each be near a quarter.

Each line gives the wins, the share with its 95% Wilson interval, the share if all were equal,
and the mean seconds a game. The default seeds (50001 on) are not ones any setting was chosen
on: a figure for the README comes from them or from other fresh seeds, never from a tuning
run's. Tallies print as each line-up finishes, so a long run that is stopped still says what
it found. ``--quick`` is what the test suite runs (``tests/test_strength_bench.py``): two-player
games at the game's shortest length, one playout, each line-up once but master's, which
plays up to ``QUICK_DUELS`` games against greedy, seats alternated, on fixed seeds (they stop
once master's verdict is known: it passes with its first ``QUICK_STRAIGHT`` duels won or with
five won, it fails with four lost), with rollouts of one decision (``QUICK_TURN_STEPS``: with
full rollouts a Gates duel took about a minute and the check over ten minutes of the suite's
twenty; with four candidates instead of the game's own, Multiverse War's master won only 2 of
4). The suite checks that master passes in every game. That catches a master fallen to
greedy's level (its evaluation or its search), never that it reaches its figure: in one game
such a master would still pass about one time in three (the first four of fair coin tosses
won, 16 in 256, or else five or more of eight, 78 in 256: 94 in 256), in all four about one
time in fifty-five. Eight duels, not four (stop 54): the check must also pass a master as
strong as it should be, whatever its weights, and one that wins four duels in five fails four
or more of eight about one time in eighteen (5.6%) where it lost two of four nearly one time
in five (18%) — so often that the fixed seeds alone could bar an honest change of master's
evaluation (stop 53's). Passing on four straight wins (stop 68) changes neither rate by more
than half a point (five of eight alone: 93 in 256, and 5.6% too) and spares a strong master
its fifth duel: Gates' was 40% of the check's time (seed 60005, some 80 stacks on the board).
(Two-player duels are cheap and one-sided: master won 12–13 of 16 in Renown and Multiverse
War, seeds 9101 on.)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "engine"))
from game_choice import lengths, with_length  # noqa: E402
from hexrealms.__main__ import one_game, wilson  # noqa: E402
from hexrealms.bots import MasterBot, make_bot, play_out  # noqa: E402
from hexrealms.core.game import Game  # noqa: E402
from hexrealms.core.ruleset import ids  # noqa: E402

#: the line-ups: the first level in one seat, the second in every other (all alike: the wins
#: by table seat count)
LINE_UPS = (("greedy", "random"), ("master", "greedy"), ("greedy", "greedy"))
#: master's games against greedy in the quick mode
QUICK_DUELS = 8
#: the quick mode passes master at once when it wins this many duels first
QUICK_STRAIGHT = 4
#: master's rollouts in the quick mode's duels: one decision after the candidate
QUICK_TURN_STEPS = 1


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", action="append", choices=ids(),
                   help="a game (repeatable; default: every game)")
    p.add_argument("--games", type=int, default=200, help="games a line-up (default 200)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=50_001, help="the first seed (default 50001)")
    p.add_argument("--processes", type=int, default=2)
    p.add_argument("--playouts", type=int, default=4, help="master's rollouts a candidate")
    p.add_argument("--quick", action="store_true",
                   help="the suite's mode: every line-up, master in up to 8 duels")
    args = p.parse_args()
    if args.quick:
        args.games, args.players, args.playouts = 1, 2, 1
    return args


def play(ruleset: str, levels: tuple[str, str], args: argparse.Namespace,
         seed: int) -> list[dict[str, Any]]:
    """``--games`` games of the line-up (the first level, then the second in every other
    seat), seats rotated (``--quick``: see the module docstring); each game's result, the
    line-up's shift and its seconds."""
    first, rest = levels
    line_up = [first] + [rest] * (args.players - 1)
    count = QUICK_DUELS if args.quick and levels == ("master", "greedy") else args.games
    config: dict[str, Any] = {"ruleset": ruleset, "players": args.players}
    if args.quick:
        config = with_length(config, lengths(ruleset)[0])
    jobs = []
    for g in range(count):
        shift = g % args.players
        jobs.append((config,
                     line_up[shift:] + line_up[:shift], seed + g, 1.0, args.playouts))
    if args.quick and first == "master":
        return duels(jobs, args.players)
    with ProcessPoolExecutor(args.processes) as pool:
        games = list(pool.map(one_game, jobs))
    for g, played in enumerate(games):
        played["shift"] = g % args.players
    return games


def duels(jobs: list[tuple[dict[str, Any], list[str], int, float, int | None]],
          players: int) -> list[dict[str, Any]]:
    """The quick mode's duels, one after another, until master's verdict is known: it passes
    once it has won the first ``QUICK_STRAIGHT`` or more than half of them, and fails once it
    can no longer win more than half."""
    games: list[dict[str, Any]] = []
    wins = 0
    for g, job in enumerate(jobs):
        played = quick_duel(job)
        played["shift"] = g % players
        games.append(played)
        wins += played["result"]["winner"] == (-played["shift"]) % players
        if wins == len(games) == QUICK_STRAIGHT or wins > len(jobs) // 2 \
                or len(games) - wins >= len(jobs) - len(jobs) // 2:
            break
    return games


def quick_duel(job: tuple[dict[str, Any], list[str], int, float, int | None]
               ) -> dict[str, Any]:
    """``one_game`` with master's rollouts cut to ``QUICK_TURN_STEPS`` decisions."""
    config, levels, seed, budget, playouts = job
    game = Game.new(dict(config, seed=seed))
    players = {s: MasterBot(seed * 31 + s, playouts=playouts, turn_steps=QUICK_TURN_STEPS)
               if level == "master" else make_bot(level, seed=seed * 31 + s)
               for s, level in enumerate(levels)}
    start = time.perf_counter()
    result = play_out(game, players, budget)
    assert result is not None
    return {"result": result, "turns": game.turn, "seconds": time.perf_counter() - start}


def share(wins: int, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"{wins:>4}/{n} = {wins / n:6.1%} ({lo:.1%}–{hi:.1%})"


def main() -> int:
    args = parse_args()
    equal = 1 / args.players
    print(f"{args.players}-player games, seats rotated, {args.games} a line-up, seeds from "
          f"{args.seed}; master {args.playouts} playouts a candidate; 95% Wilson intervals; "
          f"an equal share is {equal:.0%}", flush=True)
    for ruleset in args.ruleset or ids():
        for i, levels in enumerate(LINE_UPS):
            seed = args.seed + i * 10_000
            name = (f"{args.players} × {levels[0]}, by seat" if levels[0] == levels[1]
                    else f"{levels[0]} vs {args.players - 1} × {levels[1]}")
            games = play(ruleset, levels, args, seed)
            n = len(games)
            seconds = statistics.mean(g["seconds"] for g in games)
            if levels[0] == levels[1]:  # all alike: the table seats
                by_seat = [sum(g["result"]["winner"] == s for g in games)
                           for s in range(args.players)]
                seats = "  ".join(f"seat {s} {share(w, n)}" for s, w in enumerate(by_seat))
                print(f"{ruleset:<16} {name:<26} {seats}  {seconds:.1f} s a game", flush=True)
                continue
            # the first level sat at seat (players − shift) % players in a game rotated by shift
            wins = sum(g["result"]["winner"] == (-g["shift"]) % args.players for g in games)
            print(f"{ruleset:<16} {name:<26} {share(wins, n)}   equal {equal:.0%}   "
                  f"{seconds:.1f} s a game", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
