"""Link size, for every game — ``python bench/link_size.py [--ruleset ID] [--games 5]
[--bots greedy] [--processes 2] [--quick]``.

For each game (or the one named), four players: ``--games`` whole games between ``--bots`` (its
default settings), and the longest of ``--games`` whole games of random moves (the project's
PRNG) at its longest ``length``, each written both ways: format 1, the baseline (LEB128 varints of
the action log under zlib), and the current format (3: the log as one mixed-radix number, about
log2(choices) bits a step; ``core/link.py``). Prints the characters of each (the token; the
page adds its address and ``#g=``), medians for the bots' games, and the ratio current ÷
format 1. The sizes are exact, not timed: the ratio is the figure to watch. ``--quick``
(``--games 1 --bots random``, both games at the shortest length) runs in the suite
(``tests/test_benches.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import game_choice  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.bots import make_bot, play_out  # noqa: E402
from hexrealms.core import link as link_codec  # noqa: E402
from hexrealms.core.rng import Rng  # noqa: E402
from hexrealms.core.ruleset import ids  # noqa: E402

#: The goals of the issue that asked for dense links, in characters of the token.
GOALS = {"bots": 600, "random": 2500}


def flat_log(token: str) -> tuple[int, ...]:
    """The link's log as format 1 writes it: each step's index among all its choices."""
    link = link_codec.decode(token)
    game = Game.from_link(token, upto=0)
    log = []
    for n in range(1, link.steps + 1):
        choices = ([o for o, _ in game.chance_outcomes()] if game.current_player == "chance"
                   else game.legal_action_ids())
        _, what = game.replay_step(link, n)
        log.append(choices.index(what if isinstance(what, str) else what.to_str()))
    return tuple(log)


def sizes(game: Game) -> tuple[int, int, int]:
    """Steps, format-1 characters and current-format characters of the game's link."""
    dense = game.to_link()
    link = link_codec.decode(dense)
    old = link_codec.encode(link_codec.LinkRecord(link.ruleset, link.rules_version, link.config,
                                                  flat_log(dense)))
    return game.steps, len(old), len(dense)


def one_game(job: tuple[dict[str, Any], str, int]) -> tuple[int, int, int]:
    config, bots, seed = job
    game = Game.new(dict(config, seed=seed))
    if bots == "random":
        pick = Rng(seed + 1)
        while not game.finished:
            game.act(pick.choice(game.legal_action_ids()))
    else:
        play_out(game, {s: make_bot(bots, seed=seed * 31 + s, playouts=1) for s in range(4)})
    return sizes(game)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", choices=ids(), help="one game (default: every game)")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--quick", action="store_true",
                        help="the suite's mode: one random game of each kind, every game at "
                             "its shortest length")
    args = parser.parse_args()
    if args.quick:
        args.games, args.bots = 1, "random"
    print(f"{'game':<16} {'games':<24} {'steps':>6} {'format 1':>9} {'current':>9} "
          f"{'ratio':>6} {'goal':>5}")
    with ProcessPoolExecutor(args.processes) as pool:
        for ruleset in [args.ruleset] if args.ruleset else ids():
            config: dict[str, Any] = {"ruleset": ruleset, "players": 4}
            if args.quick:
                config = game_choice.with_length(config, game_choice.lengths(ruleset)[0])
            seeds = range(args.seed, args.seed + args.games)
            played = list(pool.map(one_game, [(config, args.bots, s) for s in seeds]))
            steps, old, new = (statistics.median(x) for x in zip(*played))
            print(f"{ruleset:<16} {f'{args.bots}, median of {len(played)}':<24} {steps:>6.0f} "
                  f"{old:>9.0f} {new:>9.0f} {new / old:>6.2f} {GOALS['bots']:>5}")
            length = game_choice.lengths(ruleset)[0 if args.quick else -1]
            config = game_choice.with_length(config, length)
            randoms = list(pool.map(one_game, [(config, "random", s) for s in seeds]))
            steps, old, new = max(randoms)
            games = f"random, longest of {len(randoms)}" + (f", {length}" if length else "")
            print(f"{'':<16} {games:<24} {steps:>6} {old:>9} {new:>9} {new / old:>6.2f} "
                  f"{GOALS['random']:>5}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
