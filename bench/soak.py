"""Soak and fuzz every game — ``python bench/soak.py [--ruleset ID ...] [--games 100]
[--links 1000] [--processes 2] [--players N ...] [--seed 1] [--greedy-every 10] [--quick]``.

Plays ``--games`` games per game and player count (every count the game allows), each seat a
random bot but one greedy seat (rotating) in every ``--greedy-every``-th game — greedy play
reaches positions random play never does. Each game's settings are drawn with its seed from the
game's own new-game form (``core.random_config``), so every scenario and variant is soaked,
not only the default game. At every step it checks the contract: the game
says who decides (a seat, or nobody once it is over), a seat has legal actions with distinct
ids, the action applies, and the ruleset's ``broken_rules`` (conservation of pieces, cards and
resources; limits such as stack and hand sizes) finds nothing; every 50 steps each seat's view
and the public one are JSON-ready; the game ends within 50,000 steps with a result whose
ranking names every seat; and its link opens to the same ``state_hash``.

Then it fuzzes ``--links`` damaged links per game, made from the finished games' links:
random bytes, truncations, a changed character, a flipped bit under a correct checksum (so the
header and the moves are read), and well-formed tokens with hostile headers (an unknown game,
rules from the future, configs out of range, logs of indices the game never offered). Each
must open (a different but legal game) or be refused with ``BadLink``; anything else fails.

Prints the tallies so far as each batch ends (a long run that is stopped still says what it
found), then per game and player count the games, steps and failures, the links fuzzed, the
first failing seed with its message, and the time. Exit status 1 on any failure. ``--quick`` (one
game of each game at its smallest player count, 20 links a game) is what the test suite runs.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import multiprocessing
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from hexrealms import BadLink, Game  # noqa: E402
from hexrealms.bots import GreedyBot, RandomBot  # noqa: E402
from hexrealms.core import link as link_codec  # noqa: E402
from hexrealms.core.random_config import random_config  # noqa: E402
from hexrealms.core.rng import Rng  # noqa: E402
from hexrealms.core.ruleset import get as get_ruleset, ids  # noqa: E402

MAX_STEPS = 50_000
VIEW_EVERY = 50
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


@dataclass
class Tally:
    """What one batch found."""

    games: int = 0
    steps: int = 0
    links: int = 0
    failures: list[tuple[int, str]] = field(default_factory=list)  # (seed, what broke)
    tokens: list[str] = field(default_factory=list)  # finished games' links, for the fuzz


def play_one(ruleset: str, players: int, seed: int, greedy_seat: int | None) -> tuple[int, str]:
    """Plays one game with every check; returns (steps, its link). A broken check raises
    ``AssertionError`` with what broke."""
    game = Game.new(random_config(ruleset, players, seed))
    rules = get_ruleset(ruleset)
    bots = {s: GreedyBot(seed * 7 + s) if s == greedy_seat else RandomBot(seed * 7 + s)
            for s in range(players)}
    steps = 0
    while not game.finished:
        seat = game.current_player
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise AssertionError(f"step {steps}: the game is not over and names {seat!r} to decide")
        legal = game.legal()
        ids_now = [a.to_str() for a in legal]
        if not legal or len(set(ids_now)) != len(ids_now):
            raise AssertionError(f"step {steps}: {len(ids_now)} legal actions, "
                                 f"{len(set(ids_now))} distinct")
        bot = bots[seat]
        # a random seat picks from the list just checked (as ``RandomBot.choose`` would, with
        # the same draw): listing a big game's actions is most of a random game's time
        action = (bot.rng.choice(legal).to_str() if isinstance(bot, RandomBot)
                  else bot.choose(game))
        try:
            game.act(action)
        except Exception as e:  # a legal action must apply
            raise AssertionError(f"step {steps}: {action!r} failed: {e!r}") from e
        steps += 1
        broken = rules.broken_rules(game.state)
        if broken:
            raise AssertionError(f"step {steps}, after {action!r}: {'; '.join(broken[:3])}")
        if steps % VIEW_EVERY == 0:
            for viewer in (None, *range(players)):
                json.dumps(game.view(viewer))
        if steps >= MAX_STEPS:
            raise AssertionError(f"the game did not end in {MAX_STEPS} steps")
    if game.current_player is not None or game.legal_action_ids():
        raise AssertionError("a finished game still names a decider or offers actions")
    result = game.result()
    if result is None or sorted(result["ranking"]) != list(range(players)):
        raise AssertionError(f"the result does not rank every seat: {result and result['ranking']}")
    token = game.to_link()
    if Game.from_link(token).state_hash() != game.state_hash():
        raise AssertionError("the game's link opens to another position")
    return steps, token


def damaged(token: str, rng: Rng, games: list[str]) -> str:
    """One damaged form of ``token`` (the kinds in the module docstring), chosen by ``rng``."""
    kind = rng.below(5)
    if kind == 0:  # random bytes
        raw = bytes(rng.below(256) for _ in range(rng.below(200)))
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
    if kind == 1:  # cut short
        return token[: rng.below(len(token))]
    if kind == 2:  # one character changed
        i = rng.below(len(token))
        return token[:i] + B64[rng.below(64)] + token[i + 1:]
    raw = bytearray(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    if kind == 3:  # a flipped bit, the checksum made right again
        body = raw[:-4]
        i = rng.below(len(body))
        body[i] ^= 1 << rng.below(8)
        raw = body + hashlib.sha256(bytes(body)).digest()[:4]
        return base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode()
    return hostile(token, rng, games)


def hostile(token: str, rng: Rng, games: list[str]) -> str:
    """A well-formed token whose header or log no honest page wrote."""
    link = link_codec.decode(token)
    config = dict(link.config)
    ruleset, rules = link.ruleset, link.rules_version
    twist = rng.below(6)
    if twist == 0:
        ruleset = rng.choice(games + ["chess", ""])
    elif twist == 1:
        rules = rng.choice([0, -1, rules + 1, 10**9])
    elif twist == 2 and config:
        config.pop(rng.choice(sorted(config)))
    elif twist == 3:
        config[rng.choice(sorted(config) or ["players"])] = rng.choice(
            [None, -1, 0, 99, 10**12, "x", [], {"a": 1}, 2.5, True])
    elif twist == 4:
        config["players"] = [{"name": "x" * rng.below(300)}] * rng.choice([0, 1, 2, 9])
    steps = rng.below(300)
    counts = [1 + rng.below(40) for _ in range(steps)]
    log = tuple(rng.below(c) for c in counts)
    return link_codec.encode(link_codec.LinkRecord(ruleset, rules, config, log), counts)


def fuzz(tokens: list[str], count: int, seed: int) -> tuple[int, list[tuple[int, str]]]:
    """Opens ``count`` damaged links; a link may open or be refused with ``BadLink``."""
    rng = Rng(seed)
    games = list(ids())
    failures: list[tuple[int, str]] = []
    for i in range(count):
        bad = damaged(tokens[i % len(tokens)], rng, games)
        try:
            Game.from_link(bad)
        except BadLink:
            pass
        except Exception as e:  # anything but a clear refusal is a failure
            failures.append((seed, f"link {i} ({bad[:60]}…): {e!r}"))
    return count, failures


def batch(job: tuple[str, int, list[int], int, int]) -> Tally:
    """Plays the games of ``seeds`` (one greedy seat every ``greedy_every``-th), then fuzzes
    ``links`` damaged forms of their links."""
    ruleset, players, seeds, greedy_every, links = job
    tally = Tally()
    for seed in seeds:
        greedy = seed % players if greedy_every and seed % greedy_every == 0 else None
        try:
            steps, token = play_one(ruleset, players, seed, greedy)
        except Exception:
            tally.failures.append((seed, traceback.format_exc(limit=3).strip().splitlines()[-1]))
            tally.games += 1
            continue
        tally.games += 1
        tally.steps += steps
        tally.tokens.append(token)
    if links and tally.tokens:
        tally.links, found = fuzz(tally.tokens, links, seeds[0])
        tally.failures += found
    tally.tokens = []
    return tally


def counts(rules: Any, quick: bool, only: list[int] | None = None) -> list[int]:
    """The player counts soaked: every count the game allows (those of ``only`` among them, if
    given), the smallest alone if ``quick``."""
    if quick:
        return [rules.min_players]
    allowed = range(rules.min_players, rules.max_players + 1)
    return [n for n in allowed if only is None or n in only]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", action="append", choices=ids(),
                        help="a game to soak (repeatable; default: every game)")
    parser.add_argument("--games", type=int, default=100, help="games per game and player count")
    parser.add_argument("--links", type=int, default=1000, help="damaged links per game")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--players", type=int, action="append",
                        help="only this player count (repeatable; default: every count), so a "
                             "long soak can be run in parts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--greedy-every", type=int, default=10,
                        help="one greedy seat in every n-th game (0: never)")
    parser.add_argument("--quick", action="store_true",
                        help="one game a game at its smallest count, 20 links a game")
    args = parser.parse_args()
    if args.quick:
        args.games, args.links = 1, 20
    games = args.ruleset or list(ids())
    for ruleset in games:
        if not counts(get_ruleset(ruleset), args.quick, args.players):
            parser.error(f"{ruleset} is not played by {args.players} players")
    jobs: list[tuple[str, int, list[int], int, int]] = []
    seeds = list(range(args.seed, args.seed + args.games))
    chunks = max(1, min(len(seeds), args.processes * 4))
    for ruleset in games:
        rules = get_ruleset(ruleset)
        parts = [(players, seeds[k::chunks]) for players in counts(rules, args.quick, args.players)
                 for k in range(chunks)]
        for i, (players, part) in enumerate(parts):  # the game's fuzz shared out over them
            share = args.links // len(parts) + (i < args.links % len(parts))
            jobs.append((ruleset, players, part, args.greedy_every, share))
    start = time.perf_counter()
    tallies: list[Tally] = []
    with multiprocessing.Pool(args.processes) as pool:
        for tally in pool.imap(batch, jobs, chunksize=1):  # in order, as they finish
            tallies.append(tally)
            so_far = [f for t in tallies for f in t.failures]
            print(f"so far: {len(tallies)}/{len(jobs)} batches, "
                  f"{sum(t.games for t in tallies)} games, {sum(t.steps for t in tallies)} steps, "
                  f"{sum(t.links for t in tallies)} links, {len(so_far)} failures, "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
    seconds = time.perf_counter() - start
    print(f"soak: {args.games} games per game and player count, one greedy seat every "
          f"{args.greedy_every or 'no'} game(s), {args.links} damaged links per game, "
          f"seeds from {args.seed}, {args.processes} processes")
    print(f"{'game':<16} {'players':>7} {'games':>7} {'steps':>10} {'links':>7} {'failures':>8}")
    failed: list[tuple[str, int, int, str]] = []
    for ruleset in games:
        for players in counts(get_ruleset(ruleset), args.quick, args.players):
            mine = [t for (r, p, *_), t in zip(jobs, tallies) if (r, p) == (ruleset, players)]
            fails = [f for t in mine for f in t.failures]
            print(f"{ruleset:<16} {players:>7} {sum(t.games for t in mine):>7} "
                  f"{sum(t.steps for t in mine):>10} {sum(t.links for t in mine):>7} "
                  f"{len(fails):>8}")
            failed += [(ruleset, players, seed, what) for seed, what in fails]
    total_games = sum(t.games for t in tallies)
    print(f"total: {total_games} games, {sum(t.steps for t in tallies)} steps, "
          f"{sum(t.links for t in tallies)} links, {len(failed)} failures, {seconds:.1f} s")
    if failed:
        ruleset, players, seed, what = min(failed, key=lambda f: (f[0], f[1], f[2]))
        print(f"first failure: {ruleset}, {players} players, seed {seed}: {what}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
