"""The benchmark workloads, shared by the CPython benches and bench/pyodide_speed.py (which runs
this same file inside Pyodide in Chromium), so both interpreters time identical work.

Pure Python, importing only the engine: no file, process or browser access here.
"""

from __future__ import annotations

import statistics
import time

from hexrealms import Game
from hexrealms.bots import LEVELS, make_bot
from hexrealms.core.rng import Rng

PLAYER_COUNTS = (2, 4, 6)


def baseline() -> float:
    """Seconds for the reference workload: 200,000 draws of the project's PRNG."""
    start = time.perf_counter()
    r = Rng(1)
    for _ in range(200_000):
        r.below(1000)
    return time.perf_counter() - start


def play_batch(args: tuple[int, int, int]) -> tuple[float, int, int, float]:
    """Plays ``games`` random games of ``players`` players from ``seed`` (Invasion and Race War
    alternately); returns (seconds, games, engine steps, baseline seconds measured just
    before)."""
    players, games, seed = args
    base = baseline()
    steps = 0
    start = time.perf_counter()
    for k in range(games):
        mode = ("invasion", "race_war")[k % 2]
        game = Game.new({"ruleset": "hyperborea", "players": players, "seed": seed + k, "mode": mode})
        pick = Rng(seed + k)
        while not game.finished:
            game.act(pick.choice(game.legal_action_ids()))
            steps += 1
    return time.perf_counter() - start, games, steps, base


def positions(count: int, ruleset: str = "hyperborea", first_seed: int = 500,
              every: int = 5) -> list[Game]:
    """Seeded 4-player positions where seat 0 decides among several actions, from greedy games
    (every ``every``-th such decision, so they cover openings, middle and end)."""
    out: list[Game] = []
    seed = 0
    while len(out) < count:
        game = Game.new({"ruleset": ruleset, "players": 4, "seed": first_seed + seed})
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


def bot_move_times(count: int, budget: float) -> dict[str, list[float]]:
    """Seconds per move of each level over the same ``count`` positions."""
    spots = positions(count)
    times: dict[str, list[float]] = {}
    for level in LEVELS:
        bot = make_bot(level, seed=1)
        for spot in spots:
            start = time.perf_counter()
            bot.choose(spot, budget)
            times.setdefault(level, []).append(time.perf_counter() - start)
    return times


def median_p95(values: list[float]) -> tuple[float, float]:
    """The median and the 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
