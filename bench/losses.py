"""How master loses — ``python bench/losses.py --ruleset ID [--set key=value] [--games 12]
[--seed 1] [--players 4] [--playouts 1] [--processes 1] [--quick]``.

Plays master (deterministic: ``--playouts`` rollouts a candidate) at seat ``game % players``
against greedy bots, as ``bench/evaluation_match.py --level master`` does, so the same seeds
give the same games. For every game master loses it prints, round by round, the terms of
master's evaluation (the ruleset's ``master_evaluation_terms``, else its ``evaluation_terms``)
for master and for the winner: what the winner had that master lacked, and from when. The
traces in RECORD.md (a Builder lost and not replaced, gold left unspent, a mission finished
late) were read from such tables by one-off scripts before this one. It judges nothing: it is
the first look before a weight is screened. ``--quick`` (one two-player game at the game's
shortest length, its table printed won or lost) is what the test suite runs.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "engine"))
import game_choice  # noqa: E402
from hexrealms import Game  # noqa: E402
from hexrealms.bots import GreedyBot, MasterBot, master_evaluation  # noqa: E402

#: a round's terms by seat: term name → value
Terms = dict[str, float]


def one(job: tuple[dict[str, Any], int, int, int]) -> dict[str, Any]:
    """One game with master in seat ``shift``: its winner and each round's terms of every
    seat, read as the round begins and once more at the end."""
    config, seed, shift, playouts = job
    game = Game.new(dict(config, seed=seed))
    bots = {s: MasterBot(seed * 31 + s, playouts=playouts) if s == shift
            else GreedyBot(seed * 31 + s) for s in range(config["players"])}
    terms = master_evaluation(game)[1]
    rounds: list[tuple[int, list[Terms]]] = []

    def read(state: Any) -> None:
        rounds.append((game.ruleset.round(state),
                       [terms(state, s) for s in range(config["players"])]))

    turn = None
    while not game.finished:
        if game.turn != turn:  # a round begins only with a turn
            turn = game.turn
            state = game.fork(0).state  # a copy: handing out the game's own slows its bots
            if not rounds or game.ruleset.round(state) != rounds[-1][0]:
                read(state)
        seat = game.current_player
        assert isinstance(seat, int)
        game.act(bots[seat].choose(game))
    read(game.fork(0).state)
    result = game.result()
    assert result is not None
    return {"seed": seed, "master": shift, "winner": result["winner"], "rounds": rounds}


def table(played: dict[str, Any]) -> list[str]:
    """A lost game's terms: a row a term and side (master, the winner), a column a round."""
    rounds = played["rounds"]
    names: list[str] = []
    for _, seats in rounds:
        for t in seats[played["master"]]:
            if t not in names:
                names.append(t)
    width = max(len(n) for n in names) + 9
    out = [f"{'round':<{width}}" + "".join(f"{r:>7}" for r, _ in rounds)]
    for name in names:
        for who, seat in (("master", played["master"]), ("winner", played["winner"])):
            values = "".join(f"{seats[seat].get(name, 0.0):>7.1f}" for _, seats in rounds)
            out.append(f"{name + ', ' + who:<{width}}{values}")
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    game_choice.add_arguments(p)
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--playouts", type=int, default=1, help="rollouts a candidate")
    p.add_argument("--processes", type=int, default=1)
    p.add_argument("--quick", action="store_true", help="the suite's mode")
    args = p.parse_args()
    if args.quick:
        args.games, args.players = 1, 2
    config = dict(game_choice.config(args), players=args.players)
    if args.quick:
        config = game_choice.with_length(config, game_choice.lengths(args.ruleset)[0])
    jobs = [(config, args.seed + g, g % args.players, args.playouts) for g in range(args.games)]
    won = 0
    with ProcessPoolExecutor(args.processes) as pool:
        for played in pool.map(one, jobs):
            lost = played["winner"] != played["master"]
            won += not lost
            print(f"seed {played['seed']}: master at seat {played['master']} "
                  + (f"lost to seat {played['winner']}" if lost else "won")
                  + f" in round {played['rounds'][-1][0]}", flush=True)
            if lost or args.quick:
                print("\n".join("  " + row for row in table(played)), flush=True)
    print(f"master won {won} of {args.games} ({args.ruleset}, {args.players} players, "
          f"seeds {args.seed}–{args.seed + args.games - 1})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
