"""``python -m hexrealms …``: simulate bot games, play in the terminal, read or make save links,
and time the engine.

    python -m hexrealms simulate --ruleset hyborian_gates --players 4 --bots master,greedy,greedy,greedy
    python -m hexrealms play --players 3 --bots master,adept       (you are seat 0)
    python -m hexrealms link decode <token>
    python -m hexrealms link make --players 3 --seed 5 --random-steps 40
    python -m hexrealms bench --games 30

Every command takes ``--ruleset <id>`` (default: the first game listed by ``games``) and game
options as ``--set key=value`` (a dotted key for a nested option, e.g. ``variants.open_map=true``).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from . import BadLink, Game
from .bots import LEVELS, make_bot, play_out
from .core import link as link_codec
from .core.game import BadConfig
from .core.rng import Rng
from .core.ruleset import get as get_ruleset, ids
from .terminal import Terminal, start


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def one_game(job: tuple[dict[str, Any], list[str], int, float, int | None]) -> dict[str, Any]:
    """One bot game to its end: ``(config, levels by seat, seed, budget, playouts)`` → its
    result, its last round and its seconds (``simulate``, ``bench/strength.py``)."""
    config, bots, seed, budget, playouts = job
    game = Game.new(dict(config, seed=seed))
    players = {s: make_bot(level, seed=seed * 31 + s, playouts=playouts)
               for s, level in enumerate(bots)}
    start = time.perf_counter()
    result = play_out(game, players, budget)
    assert result is not None
    return {"result": result, "turns": game.turn, "seconds": time.perf_counter() - start}


def options(pairs: list[str]) -> dict[str, Any]:
    """``--set key=value`` pairs as a nested config dict; a value is read as JSON when it is
    JSON (``true``, ``3``), else as text."""
    config: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise BadConfig(f"--set takes key=value, not {pair!r}")
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            value = text
        *parents, leaf = key.split(".")
        node = config
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return config


def base_config(args: argparse.Namespace) -> dict[str, Any]:
    """The ruleset and ``--set`` options of a command."""
    return {"ruleset": args.ruleset, **options(args.set)}


def simulate(args: argparse.Namespace) -> int:
    """Plays ``--games`` games between bots; seats rotate so no level keeps the same seat. A
    line on stderr tells the wins so far at every tenth of the run; a run stopped with Ctrl-C
    still reports the games it finished, and ``--from-game`` goes on from there."""
    bots = args.bots.split(",")
    if len(bots) != args.players or any(b not in LEVELS for b in bots):
        print(f"--bots needs {args.players} levels from {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    try:
        config = dict(base_config(args), players=args.players)
        Game.new(config)  # refuses a wrong setting before any process starts
    except BadConfig as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    if not 0 <= args.from_game < args.games:
        print(f"--from-game must lie in 0 to {args.games - 1}", file=sys.stderr)
        return 2
    numbers = range(args.from_game, args.games)
    jobs = []
    for g in numbers:
        shift = g % args.players  # rotate the line-up around the table
        jobs.append((config, bots[shift:] + bots[:shift], args.seed + g, args.budget,
                     args.playouts))
    games: list[dict[str, Any]] = []
    every = max(1, len(numbers) // 10)
    with ProcessPoolExecutor(args.processes) as pool:
        try:
            # in game order, so a stop keeps a prefix that --from-game can go on from
            for g, played in zip(numbers, pool.map(one_game, jobs)):
                games.append(dict(played, number=g))
                if len(games) % every == 0 and len(games) < len(numbers):
                    wins = _wins(games, args.players)
                    print(f"simulate: {len(games)}/{len(numbers)} games; wins so far "
                          + ", ".join(f"{level} {w}" for level, w in zip(bots, wins)),
                          file=sys.stderr, flush=True)
        except KeyboardInterrupt:
            pool.shutdown(wait=False, cancel_futures=True)
            done = args.from_game + len(games)
            print(f"simulate: stopped after {len(games)} of {len(numbers)} games (seeds "
                  f"{args.seed + args.from_game} to {args.seed + done - 1}); "
                  f"--from-game {done} plays the rest", file=sys.stderr)
            if not games:
                return 130
    _report(args, bots, games)
    return 0


def _wins(games: list[dict[str, Any]], players: int) -> list[int]:
    """Wins by line-up index of ``games``, game number g played with the line-up turned g
    seats."""
    wins = [0] * players
    for played in games:
        wins[(played["result"]["winner"] + played["number"] % players) % players] += 1
    return wins


def _report(args: argparse.Namespace, bots: list[str], games: list[dict[str, Any]]) -> None:
    """``simulate``'s table: each level's wins with its 95% interval and mean score, and the
    wins by table seat."""
    n = len(games)
    wins = _wins(games, args.players)
    seat_wins = [0] * args.players  # by table seat, whoever sat there
    scores: list[dict[str, list[int]]] = [{} for _ in range(args.players)]
    for played in games:
        seat_wins[played["result"]["winner"]] += 1
        for row in played["result"]["players"]:
            who = (row["seat"] + played["number"] % args.players) % args.players  # line-up index
            for cat, v in row["breakdown"].items():
                scores[who].setdefault(cat, []).append(v)
    settings = ", ".join(f"{k}={v}" for k, v in options(args.set).items())
    part = (f" (games {games[0]['number']} to {games[-1]['number']} of a run of {args.games})"
            if args.from_game else "")
    print(f"{n} games{part} of {args.ruleset}, {args.players} players"
          f"{', ' + settings if settings else ''}; "
          f"mean {statistics.mean(p['turns'] for p in games):.1f} turns, "
          f"{statistics.mean(p['seconds'] for p in games):.2f} s per game")
    for i, level in enumerate(bots):
        lo, hi = wilson(wins[i], n)
        cats = " ".join(f"{c}={statistics.mean(v):.1f}" for c, v in scores[i].items())
        print(f"  line-up {i} {level:<7} wins {wins[i]:>4}/{n} = {wins[i] / n:6.1%} "
              f"(95% CI {lo:.1%}–{hi:.1%})  mean score {cats}")
    seats = "  ".join(f"seat {s} {w / n:.1%} ({wilson(w, n)[0]:.1%}–{wilson(w, n)[1]:.1%})"
                      for s, w in enumerate(seat_wins))
    print(f"  wins by table seat: {seats}")


def play(args: argparse.Namespace) -> int:
    """Plays in the terminal: you are seat 0, bots take the other seats (``terminal.py``)."""
    bots = [b for b in args.bots.split(",") if b]
    try:
        game, players = start(args.ruleset, args.players, bots, args.name, args.seed,
                              options(args.set), args.link)
    except (BadConfig, BadLink) as e:
        print(f"play: {e}", file=sys.stderr)
        return 2
    return Terminal(game, players, args.budget).run()


def _print_link(token: str) -> int:
    """Prints a link's settings and each of its steps in words, replaying it."""
    record = link_codec.decode(token)
    game = Game.from_link(token, upto=0)
    print(f"ruleset {record.ruleset} (rules version {record.rules_version}), "
          f"{record.steps} steps")
    print("config:", json.dumps(record.config))
    for n in range(1, record.steps + 1):
        before = game.ruleset.clone(game.state)  # the label describes the step where it was taken
        who, what = game.replay_step(record, n)
        if isinstance(what, str):
            print(f"{n:>5}  chance: {what}")
        else:
            label = game.ruleset.describe(before, what)
            print(f"{n:>5}  seat {who}: {label}  [{what.to_str()}]")
    record.check_all_read()
    print("state_hash", game.state_hash())
    return 0


def link(args: argparse.Namespace) -> int:
    """``decode``: a link as a readable game record; ``make``: a link of a seeded game after
    some random steps."""
    if args.action == "decode":
        try:
            return _print_link(args.token)
        except BadLink as e:
            print(f"bad link: {e}", file=sys.stderr)
            return 1
    try:
        game = Game.new(dict(base_config(args), players=args.players, seed=args.seed))
    except BadConfig as e:
        print(f"link make: {e}", file=sys.stderr)
        return 2
    pick = Rng(args.seed)
    for _ in range(args.random_steps):
        if game.finished:
            break
        game.act(pick.choice(game.legal_action_ids()))
    print(game.to_link())
    return 0


def bench(args: argparse.Namespace) -> int:
    """Random full games per second at each player count of the ruleset (see
    bench/engine_speed.py for the full benchmark with its baseline)."""
    ruleset = get_ruleset(args.ruleset)
    for players in range(ruleset.min_players, ruleset.max_players + 1):
        times = []
        for g in range(args.games):
            game = Game.new(dict(base_config(args), players=players, seed=g))
            pick = Rng(g)
            start = time.perf_counter()
            while not game.finished:
                game.act(pick.choice(game.legal_action_ids()))
            times.append(time.perf_counter() - start)
        print(f"{players} players: {1 / statistics.median(times):.1f} random games/s "
              f"(median of {args.games})")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hexrealms", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("simulate", help="bot games with win rates and 95%% intervals")
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--bots", default="greedy,random,random,random",
                   help=f"one level per seat, comma-separated ({', '.join(LEVELS)})")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--from-game", type=int, default=0, metavar="G",
                   help="play only games G on of the run (the same seeds and seats), so a "
                        "long run goes in parts whose tallies add up")
    s.add_argument("--processes", type=int, default=2)
    s.add_argument("--budget", type=float, default=0.5, help="seconds per bot decision at most")
    s.add_argument("--playouts", type=int, default=None,
                   help="master: exactly this many rollouts per candidate, ignoring the clock "
                        "(reproducible runs)")
    p = sub.add_parser("play", help="play in the terminal against bots")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--bots", default="", help="a level per other seat, comma-separated "
                   f"({', '.join(LEVELS)}); default: adept in every other seat")
    p.add_argument("--name", default="Player", help="your name at the table")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--budget", type=float, default=0.5, help="seconds per bot decision at most")
    p.add_argument("--link", default=None, help="resume the game of a save link (from q)")
    ln = sub.add_parser("link", help="decode or make a save link")
    ln.add_argument("action", choices=["decode", "make"])
    ln.add_argument("token", nargs="?", default="")
    ln.add_argument("--players", type=int, default=3)
    ln.add_argument("--seed", type=int, default=1)
    ln.add_argument("--random-steps", type=int, default=30)
    b = sub.add_parser("bench", help="random games per second")
    b.add_argument("--games", type=int, default=20)
    game_ids = ids()
    for command in (s, p, ln, b):
        command.add_argument("--ruleset", default=game_ids[0], choices=game_ids, help="the game")
        command.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                             help="a game option, e.g. length=regular (repeatable)")
    args = parser.parse_args(argv)
    return {"simulate": simulate, "play": play, "link": link, "bench": bench}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
