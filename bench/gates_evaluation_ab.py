"""A/B test of the Hyborian Gates evaluation: one greedy bot with the adopted evaluation
against three greedy bots with the earlier one — ``python bench/gates_evaluation_ab.py
[--games 100] [--length standard]``.

Seats rotate game by game (the candidate sits at seat ``game % 4``) and each game has its own
seed. Prints the candidate's wins with their 95% Wilson interval (25% if both were equal) and
the mean game length. The greedy bot has no clock, so a run is reproducible. The earlier
evaluation is kept here, verbatim in substance, so the comparison can be re-run. Run on
demand; ``--quick`` (one short game) is what the test suite runs (``tests/test_benches.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))
from hexrealms import Game  # noqa: E402
from hexrealms.__main__ import wilson  # noqa: E402
from hexrealms.bots import GreedyBot  # noqa: E402
from hexrealms.games.hyborian_gates.board import control  # noqa: E402
from hexrealms.games.hyborian_gates.content import content  # noqa: E402
from hexrealms.games.hyborian_gates.evaluation import distances, evaluate  # noqa: E402
from hexrealms.games.hyborian_gates.force import strength  # noqa: E402
from hexrealms.games.hyborian_gates.state import State  # noqa: E402

SEATS = 4


def earlier(state: State, seat: int) -> float:
    """The first evaluation: 10 per Pyramid (+40 once enough), 3 per City, 0.25 per point of
    ``strength`` (which counts a Trooper's +6 in every stack), 0.5 per card, 2 / (1 + MP) per
    Pyramid not held; minus 0.6 × the best rival's value; ±1000 for a finished game."""
    if state.step == "over":
        return 1000.0 if state.winner == seat else -1000.0
    ctrl = control(state)
    need = content().pyramids_to_win(len(state.players))
    dist = distances(state.universe)

    def value(p: int) -> float:
        uni = state.universe
        stacks = [s for s in state.stacks.values() if s.seat == p]
        if not stacks:
            return 0.0
        held = sum(1 for x in uni.pyramids if ctrl.get(x) == p)
        v = 10.0 * held + (40.0 if held >= need else 0.0)
        v += 3.0 * sum(1 for c in uni.cities if ctrl.get(c) == p)
        v += 0.25 * sum(_strength(tuple(s.units)) for s in stacks)
        v += 0.5 * len(state.players[p].hand)
        for x in uni.pyramids:
            if ctrl.get(x) != p:
                v += 2.0 / (1.0 + min(dist[x][s.space] for s in stacks))
        return v

    rivals = [value(p.seat) for p in state.players if p.seat != seat and not p.out]
    return value(seat) - 0.6 * max(rivals, default=0.0)


@lru_cache(maxsize=4096)
def _strength(units: tuple[str, ...]) -> int:
    return strength(units)


def one_game(job: tuple[int, str]) -> tuple[bool, int]:
    """Plays game ``g``; returns whether the candidate won and the game's turns."""
    g, length = job
    seed = 1000 + g
    game = Game.new({"ruleset": "hyborian_gates", "players": SEATS, "seed": seed,
                     "length": length})
    mine = g % SEATS
    bots = {s: GreedyBot(seed * 7 + s, evaluation=evaluate if s == mine else earlier)
            for s in range(SEATS)}
    while not game.finished:
        seat = game.current_player
        assert isinstance(seat, int)
        game.act(bots[seat].choose(game))
    result = game.result()
    assert result is not None
    return result["winner"] == mine, game.turn


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--length", default="standard", choices=["short", "standard", "long"])
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="the suite's mode: one short game")
    args = parser.parse_args()
    if args.quick:
        args.games, args.length, args.processes = 1, "short", 1
    with ProcessPoolExecutor(args.processes) as pool:
        games = list(pool.map(one_game, [(g, args.length) for g in range(args.games)]))
    wins = sum(won for won, _ in games)
    lo, hi = wilson(wins, len(games))
    print(f"adopted greedy vs 3 earlier greedy, {len(games)} {args.length} games: "
          f"{wins}/{len(games)} = {wins / len(games):.1%} (95% CI {lo:.1%}–{hi:.1%}); "
          f"mean {statistics.mean(t for _, t in games):.1f} turns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
