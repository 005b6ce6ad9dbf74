"""A/B test of the Hyperborea evaluation: one greedy bot with the adopted weights against three
greedy bots with the earlier ones — ``python bench/evaluation_ab.py [--games 200] [--length
short]``.

Seats rotate game by game (the candidate sits at seat ``game % 4``) and each game has its own
seed, so neither side keeps a seat or a map. Prints the candidate's wins with their 95% Wilson
interval (its share if both were equal is 25%) and the mean score per category of each side.
The greedy bot has no clock, so a run is reproducible. Run on demand; ``--quick`` (one game) is
what the test suite runs (``tests/test_benches.py``).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))
from hexrealms import Game  # noqa: E402
from hexrealms.__main__ import wilson  # noqa: E402
from hexrealms.bots import GreedyBot  # noqa: E402
from hexrealms.games.hyperborea.evaluation import ADOPTED, EARLIER, Weights, evaluate  # noqa: E402

SEATS = 4


def one_game(job: tuple[int, str, Weights, Weights]
             ) -> tuple[bool, dict[str, int], dict[str, float]]:
    """Plays game ``g``; returns whether the candidate won, its score breakdown and the mean
    breakdown of the other three."""
    g, length, candidate, baseline = job
    seed = 1000 + g
    game = Game.new({"ruleset": "hyperborea", "players": SEATS, "seed": seed, "length": length})
    mine = g % SEATS
    bots = {s: GreedyBot(seed * 7 + s, evaluation=partial(
        evaluate, weights=candidate if s == mine else baseline)) for s in range(SEATS)}
    while not game.finished:
        seat = game.current_player
        assert isinstance(seat, int)
        game.act(bots[seat].choose(game))
    result = game.result()
    assert result is not None
    rows = {p["seat"]: p["breakdown"] for p in result["players"]}
    others = [rows[s] for s in rows if s != mine]
    return (result["winner"] == mine, rows[mine],
            {k: sum(o[k] for o in others) / len(others) for k in rows[mine]})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--length", default="short", choices=["short", "regular", "long"])
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="the suite's mode: one game")
    args = parser.parse_args()
    if args.quick:
        args.games, args.processes = 1, 1
    jobs = [(g, args.length, ADOPTED, EARLIER) for g in range(args.games)]
    with ProcessPoolExecutor(args.processes) as pool:
        games = list(pool.map(one_game, jobs))
    wins = sum(won for won, _, _ in games)
    lo, hi = wilson(wins, len(games))
    print(f"{len(games)} {args.length} {SEATS}-player games: greedy with the adopted weights won "
          f"{wins} ({wins / len(games):.1%}, 95% CI {lo:.1%}–{hi:.1%}; an equal share is 25%)")
    for name, index in (("adopted", 1), ("earlier", 2)):
        means = {k: sum(g[index][k] for g in games) / len(games) for k in games[0][1]}
        print(f"  {name:8} mean score " + " ".join(f"{k}={v:.1f}" for k, v in means.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
