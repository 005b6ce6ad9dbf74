"""The benchmark workloads, shared by the CPython benches and bench/pyodide_speed.py (which runs
this same file inside Pyodide in Chromium), so both interpreters time identical work.

Pure Python, importing only the engine: no file, process or browser access here.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from hexrealms import Game
from hexrealms.bots import LEVELS, make_bot
from hexrealms.core.rng import Rng
from hexrealms.core.ruleset import get as get_ruleset

PLAYER_COUNTS = (1, 2, 4, 6)


def player_counts(ruleset: str) -> list[int]:
    """The counts of ``PLAYER_COUNTS`` the game allows."""
    game = get_ruleset(ruleset)
    return [n for n in PLAYER_COUNTS if game.min_players <= n <= game.max_players]


def baseline() -> float:
    """Seconds for the reference workload: 200,000 draws of the project's PRNG."""
    start = time.perf_counter()
    r = Rng(1)
    for _ in range(200_000):
        r.below(1000)
    return time.perf_counter() - start


def play_batch(args: tuple[int, int, int, dict[str, Any]]) -> tuple[float, int, int, float]:
    """Plays ``games`` random games of ``players`` players of the game ``config`` names (its
    ruleset and options), seeds from ``seed``; returns (seconds, games, engine steps, baseline
    seconds measured just before)."""
    players, games, seed, config = args
    base = baseline()
    steps = 0
    start = time.perf_counter()
    for k in range(games):
        game = Game.new({**config, "players": players, "seed": seed + k})
        pick = Rng(seed + k)
        while not game.finished:
            game.act(pick.choice(game.legal_action_ids()))
            steps += 1
    return time.perf_counter() - start, games, steps, base


def positions(count: int, config: dict[str, Any], first_seed: int = 500,
              every: int = 5) -> list[Game]:
    """Seeded 4-player positions of the game ``config`` names where seat 0 decides among
    several actions, from greedy games (every ``every``-th such decision, so they cover
    openings, middle and end)."""
    out: list[Game] = []
    seed = 0
    while len(out) < count:
        game = Game.new({**config, "players": 4, "seed": first_seed + seed})
        bots = {s: make_bot("greedy", seed=s) for s in range(4)}
        n = 0
        while not game.finished and len(out) < count:
            seat = game.current_player
            assert isinstance(seat, int)
            if seat == 0 and len(game.legal()) > 1:
                n += 1
                if n % every == 0:
                    out.append(game.fork(n))
            game.act(bots[seat].choose(game))
        seed += 1
    return out


def bot_move_times(count: int, budget: float, config: dict[str, Any], first_seed: int = 500,
                   every: int = 5) -> dict[str, list[float]]:
    """Seconds per move of each level over the same ``count`` positions (``positions``):
    every level of ``bots.LEVELS`` on the clock (``budget``), and ``master/4``, master with 4
    playouts and no clock (what ``simulate --playouts 4`` plays)."""
    spots = positions(count, config, first_seed, every)
    times: dict[str, list[float]] = {}
    bots = {level: make_bot(level, seed=1) for level in LEVELS}
    bots["master/4"] = make_bot("master", seed=1, playouts=4)
    for level, bot in bots.items():
        for spot in spots:
            start = time.perf_counter()
            bot.choose(spot, budget)
            times.setdefault(level, []).append(time.perf_counter() - start)
    return times


def median_p95(values: list[float]) -> tuple[float, float]:
    """The median and the 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
