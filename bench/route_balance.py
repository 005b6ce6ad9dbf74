"""How games are won, for any game — ``python bench/route_balance.py [--ruleset ID]
[--set KEY=VALUE] [--players 4] [--bots greedy,greedy,greedy,greedy] [--games 200]``.

Plays ``--games`` seeded games between the given bots (seats rotated) and prints what a
designer tunes: the length in rounds (the view's ``turn``: median, 10th–90th percentile,
range), how games ended (the result's ``reason``, its words up to the first number), and the
share of the winners' points from each category of the result's breakdown (Renown & Dragon
Towers: Dragon Towers, monsters slain, missions) with a 95% Wilson interval on the share of
games in which each category gave the winner anything; where a result names its ``route`` and
lists things per player (Multiverse War: the goal that ended the game, the unit types each
recruited), the routes' shares and how often the winner had each listed thing; where it
tallies things per player (Multiverse War's ``army``), what the winner had most of. Every
``--every`` games (25) it prints the tallies so far, so a long run that is stopped still says
what it found. Run on demand; a quick mode (two games) runs in the suite
(``tests/test_benches.py``).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import game_choice  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.__main__ import wilson  # noqa: E402
from hexrealms.bots import make_bot, play_out  # noqa: E402


def one_game(job: tuple[dict[str, Any], list[str], int]) -> dict[str, Any]:
    config, bots, seed = job
    game = Game.new(dict(config, seed=seed))
    players = {s: make_bot(level, seed=seed * 31 + s, playouts=4) for s, level in enumerate(bots)}
    try:
        result = play_out(game, players)
    except Exception as e:  # name the game that failed: its seed reproduces it
        raise RuntimeError(f"the game of seed {seed} failed: {e!r}") from e
    assert result is not None
    return {"result": result, "rounds": game.view(None)["turn"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(parser)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--every", type=int, default=25,
                        help="print the tallies so far after every this many games")
    args = parser.parse_args()
    bots = args.bots.split(",") if args.bots else ["greedy"] * args.players
    config = dict(game_choice.config(args), players=args.players)
    jobs = [(config, bots[g % len(bots):] + bots[:g % len(bots)], args.seed + g)
            for g in range(args.games)]
    games: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.processes) as pool:
        for game in pool.map(one_game, jobs):
            games.append(game)
            if len(games) % args.every == 0 and len(games) < len(jobs):
                print(f"— after {len(games)} of {len(jobs)} games —")
                report(games, args, bots)
    report(games, args, bots)
    return 0


def report(games: list[dict[str, Any]], args: argparse.Namespace, bots: list[str]) -> None:
    """Prints the tallies of ``games``: length, endings, what winners had, winners' points."""
    rounds = sorted(g["rounds"] for g in games)
    n = len(games)
    deciles = statistics.quantiles(rounds, n=10) if n > 1 else rounds * 9
    print(f"{n} games of {args.ruleset}, {args.players} players ({','.join(bots)}); rounds: "
          f"median {statistics.median(rounds)}, 10–90% {deciles[0]:.0f}–{deciles[-1]:.0f}, "
          f"range {rounds[0]}–{rounds[-1]}")
    # A result's ``route`` (what decided the game), else its reason's words (numbers as N).
    endings = Counter(g["result"].get("route") or re.sub(r"\d+", "N", g["result"].get("reason") or "?")
                      for g in games)
    print("  ended: " + "; ".join(f"{k or '?'} ×{v} ({v / n:.0%})" for k, v in endings.most_common()))
    # Each list in a result row (Multiverse War's ``recruited`` unit types), item by item: how
    # often the winner had each, beside how often any player had it.
    won_tags: Counter[str] = Counter()
    all_tags: Counter[str] = Counter()
    for g in games:
        for row in g["result"]["players"]:
            listed = {f"{k}: {item}" for k, v in row.items() if isinstance(v, list) for item in v}
            for tag in listed:
                all_tags[tag] += 1
                if row["seat"] == g["result"]["winner"]:
                    won_tags[tag] += 1
    if all_tags:
        print("  what winners had (games whose winner had it; players who had it, all seats):")
        for tag, k in won_tags.most_common():
            lo, hi = wilson(k, n)
            print(f"    {tag:<28} {k}/{n} wins ({lo:.0%}–{hi:.0%}); {all_tags[tag]} players")
    # Each tally in a result row (Multiverse War's ``army``: military units recruited, by
    # type): the winner's largest — the unit type the game was won with. No type may win more
    # than half the games (the balance aim).
    # Beside it, every player's largest and how often those players won: a type that everyone
    # builds most is the winners' most too without deciding anything; one that decides games
    # wins more often than one game in the player count.
    mains: Counter[str] = Counter()
    players_main: Counter[str] = Counter()
    for g in games:
        for row in g["result"]["players"]:
            for key, tally in row.items():
                if isinstance(tally, dict) and key != "breakdown" and tally:
                    top = max(tally.values())
                    tag = f"{key}: {', '.join(sorted(k for k, v in tally.items() if v == top))}"
                    players_main[tag] += 1
                    mains[tag] += row["seat"] == g["result"]["winner"]
    if players_main:
        print("  what the winner had most of (ties listed together); players who had most of "
              "it, and how often they won:")
        for tag, k in mains.most_common():
            lo, hi = wilson(k, n)
            m = players_main[tag]
            plo, phi = wilson(k, m)
            print(f"    {tag:<40} {k}/{n} ({k / n:.0%}, {lo:.0%}–{hi:.0%}); "
                  f"{m} players, won {k / m:.0%} ({plo:.0%}–{phi:.0%})")
    points: Counter[str] = Counter()
    used: Counter[str] = Counter()
    won = [g for g in games if g["result"]["winner"] is not None]
    categories = games[0]["result"]["categories"]
    for g in won:
        row = next(r for r in g["result"]["players"] if r["seat"] == g["result"]["winner"])
        for cat, v in row["breakdown"].items():
            points[cat] += v
            used[cat] += v > 0
    total = sum(points.values()) or 1
    print(f"  winners' points ({len(won)} games with a winner):")
    for cat in categories:
        lo, hi = wilson(used[cat], len(won) or 1)
        print(f"    {categories[cat]['name']:<16} {points[cat] / total:6.1%} of the points; in "
              f"{used[cat]}/{len(won)} wins ({lo:.0%}–{hi:.0%})")
    sys.stdout.flush()


if __name__ == "__main__":
    raise SystemExit(main())
