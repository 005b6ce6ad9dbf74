"""Master's evaluation against the greedy bot's — ``python bench/evaluation_match.py --ruleset ID
[--level greedy|master] [--weights key=value[,key=value] ...] [--games 100] [--seed 9001]
[--players 4] [--playouts 4] [--processes 1] [--paired [--report 10]] [--quick]``.

One bot of ``--level`` that weighs positions with master's evaluation plays against greedy
(Adept) bots in every other seat, seats rotated (the candidate sits at seat ``game % players``),
one seed a game. ``--level greedy`` isolates the evaluation: the same one-step policy as its
opponents, only the weights differ, and a game takes a second or two, so it is the cheap screen
for a weight; ``--level master`` is master as it plays (``--playouts`` rollouts a candidate, no
clock, deterministic).

Master's evaluation is the ruleset's optional ``master_evaluate``, else its ``evaluate`` (then
the line shows what the level alone is worth). ``--weights`` changes master's weights for the
run: it needs a game whose ``evaluation`` module has a ``Weights`` dataclass, ``MASTER`` weights
and ``evaluate(state, seat, weights)``; a weight it does not have is refused with the names it
has; given more than once, each set of changes plays the same seeds and seats. Prints the
candidate's wins with their 95% Wilson interval (an equal share is
1 / players), the mean seconds and turns a game. ``--paired`` (with ``--weights``) plays the
same seeds and seats again with master's weights as they are and prints that line too, and
for each set of changes the games it won where master's lost and the other way round and the
two-sided sign-test p-value of that split (``bench/master_settings.py`` does the same for
search settings): a change that matters in few positions, such as the last turns, shows there
where the totals' noise would hide it. Games are played seed by seed, every set's game of a seed
together, and ``--paired`` prints the split so far every ``--report`` seeds, so a long screen
stopped part-way still says what it saw. ``--quick`` (2 two-player greedy games) is
what the test suite runs: it checks the line, never a strength.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "engine"))
import game_choice  # noqa: E402
from master_settings import sign_test  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.__main__ import wilson  # noqa: E402
from hexrealms.bots import Evaluation, GreedyBot, MasterBot, master_evaluation, play_out  # noqa: E402


def weighted(ruleset: str, changes: dict[str, float]) -> Evaluation:
    """The game's ``evaluate`` with its ``MASTER`` weights changed by ``changes``."""
    module = importlib.import_module(f"hexrealms.games.{ruleset}.evaluation")
    if not hasattr(module, "MASTER"):
        raise SystemExit(f"--weights: {ruleset}'s evaluation has no MASTER weights")
    known = {f.name for f in fields(module.MASTER)}
    unknown = set(changes) - known
    if unknown:
        raise SystemExit(f"--weights: {', '.join(sorted(unknown))} not among "
                         f"{', '.join(sorted(known))}")
    weights = replace(module.MASTER, **changes)
    return lambda state, seat: module.evaluate(state, seat, weights)


def one(job: tuple[dict[str, Any], int, int, str, dict[str, float], int]
        ) -> tuple[bool, float, int]:
    """One game: the candidate in seat ``shift``, greedy bots everywhere else."""
    config, seed, shift, level, changes, playouts = job
    game = Game.new(dict(config, seed=seed))
    evaluation = (weighted(config["ruleset"], changes) if changes
                  else master_evaluation(game)[0])
    candidate = (MasterBot(seed * 31 + shift, playouts=playouts, evaluation=evaluation)
                 if level == "master" else GreedyBot(seed * 31 + shift, evaluation=evaluation))
    bots = {s: candidate if s == shift else GreedyBot(seed * 31 + s)
            for s in range(config["players"])}
    start = time.perf_counter()
    result = play_out(game, bots)
    assert result is not None
    return result["winner"] == shift, time.perf_counter() - start, game.turn


def changes_of(text: str) -> dict[str, float]:
    """``key=value[,key=value]`` as weight changes."""
    out = {}
    for pair in text.split(","):
        key, sep, value = pair.partition("=")
        try:
            out[key] = float(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{pair!r}: a weight is key=number") from None
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"{pair!r}: a weight is key=number")
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(p)
    p.add_argument("--level", choices=("greedy", "master"), default="greedy")
    p.add_argument("--weights", type=changes_of, action="append",
                   help="changes to master's weights (repeatable: each set plays the seeds)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=9001)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--playouts", type=int, default=4, help="master: rollouts a candidate")
    p.add_argument("--processes", type=int, default=1)
    p.add_argument("--paired", action="store_true",
                   help="also master's own weights on the same seeds, game by game")
    p.add_argument("--report", type=int, default=10,
                   help="--paired: print the split so far every this many seeds")
    p.add_argument("--quick", action="store_true", help="the suite's mode")
    args = p.parse_args()
    if args.quick:
        args.games, args.players, args.playouts = 2, 2, 1
    config = dict(game_choice.config(args), players=args.players)
    changed = args.weights or []
    for changes in changed:
        weighted(args.ruleset, changes)  # refuses an unknown weight before any game
    if args.paired and not changed:
        p.error("--paired compares --weights with master's own: give --weights")
    runs = changed + [{}] if args.paired else changed or [{}]
    # seed by seed, every run's game of a seed queued together, so a screen stopped part-way
    # still leaves a fair split
    jobs = [(config, args.seed + g, g % args.players, args.level, changes, args.playouts)
            for g in range(args.games) for changes in runs]
    played: list[list[tuple[bool, float, int]]] = [[] for _ in runs]
    with ProcessPoolExecutor(args.processes) as pool:
        for n, result in enumerate(pool.map(one, jobs)):
            played[n % len(runs)].append(result)
            seeds = n // len(runs) + 1
            if args.paired and n % len(runs) == len(runs) - 1 and seeds % args.report == 0 \
                    and seeds < args.games:
                own = sum(won for won, _, _ in played[-1])
                for changes, games in zip(changed, played):
                    wins = sum(won for won, _, _ in games)
                    print(f"after {seeds} seeds: {wins}/{seeds} and master's own {own}/{seeds}; "
                          f"{split(changes, games, played[-1])}", flush=True)
    for changes, games in zip(runs, played):
        print(line(args, changes, games), flush=True)
    if args.paired:
        for changes, games in zip(changed, played):
            print(split(changes, games, played[-1]), flush=True)
    return 0


def split(changes: dict[str, float], games: list[tuple[bool, float, int]],
          own: list[tuple[bool, float, int]]) -> str:
    """Game by game against master's own weights: the seeds each won alone, and the sign test."""
    gained = sum(a and not b for (a, _, _), (b, _, _) in zip(games, own))
    lost = sum(b and not a for (a, _, _), (b, _, _) in zip(games, own))
    what = ", ".join(f"{k}={v:g}" for k, v in changes.items())
    return (f"{what} against master's own, game by game: +{gained} −{lost}, "
            f"sign test p = {sign_test(gained, lost):.2f}")


def line(args: argparse.Namespace, changes: dict[str, float],
         played: list[tuple[bool, float, int]]) -> str:
    """One run's tally: wins with their interval, seconds and turns a game."""
    wins = sum(won for won, _, _ in played)
    lo, hi = wilson(wins, args.games)
    what = ", ".join(f"{k}={v:g}" for k, v in changes.items()) or "as the ruleset has it"
    return (f"{args.ruleset}: {args.level} with master's evaluation ({what}) vs "
            f"{args.players - 1} × greedy, seeds {args.seed}–{args.seed + args.games - 1}: "
            f"{wins}/{args.games} = {wins / args.games:.1%} ({lo:.1%}–{hi:.1%}); "
            f"{statistics.mean(s for _, s, _ in played):.1f} s and "
            f"{statistics.mean(t for _, _, t in played):.1f} turns a game")


if __name__ == "__main__":
    raise SystemExit(main())
