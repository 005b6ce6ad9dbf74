"""Master's evaluation: Adept's until the game's last turns, then the victory-point race alone
(with what the seat's own last turn can still use)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hexrealms import Game
from hexrealms.bots import RandomBot
from hexrealms.games.hyperborea.evaluation import ADOPTED, MASTER, master_terms, terms
from hexrealms.games.hyperborea.scoring import result
from hexrealms.games.hyperborea.state import State

from .conftest import new_game


def _play_until(game: Game, done: Callable[[State], bool]) -> None:
    bots = {s: RandomBot(s) for s in range(len(game.state.players))}
    while not done(game.state):
        assert not game.finished, "the game ended before the position looked for"
        game.act(bots[game.current_player].choose(game))


def _last_turn(seed: int) -> Game:
    """A 3-player game in the middle of the second turn after the end was triggered."""
    g = new_game(3, seed)
    _play_until(g, lambda s: s.trigger_turn is not None and s.turn == s.trigger_turn + 2)
    return g


@pytest.mark.parametrize("seed", [1, 2])
def test_before_the_last_turns_master_weighs_as_adept(seed: int) -> None:
    g = new_game(3, seed)
    _play_until(g, lambda s: s.turn >= 6)
    for seat in range(3):
        assert master_terms(g.state, seat) == terms(g.state, seat, ADOPTED)
    # the triggering turn and the first after it are still weighed the usual way, so one
    # decision never compares positions reckoned two ways
    for after in (0, 1):
        _play_until(g, lambda s: s.trigger_turn is not None and s.turn == s.trigger_turn + after)
        for seat in range(3):
            assert master_terms(g.state, seat) == terms(g.state, seat, ADOPTED)


@pytest.mark.parametrize("seed", [1, 2])
def test_in_the_last_turns_master_counts_the_lead_and_what_this_turn_can_use(seed: int) -> None:
    g = _last_turn(seed)
    s = g.state
    standing = result(s)
    totals = {row["seat"]: row["total"] for row in standing["players"]}
    for seat in range(3):
        mine = master_terms(s, seat)
        best_other = max(t for q, t in totals.items() if q != seat)
        assert mine["victory points"] == totals[seat]
        assert mine["the leading rival"] == -best_other
        assert ("first place" in mine) == (standing["ranking"][0] == seat)
        adept = terms(s, seat, ADOPTED)
        later = {"development", "miniatures", "Advanced Technologies",
                 "miniatures near cities and ruins"}
        assert later <= adept.keys() and not later & mine.keys()
        this_turn = {"effects in the pool", "cubes to place", "technologies on the way"}
        assert (this_turn <= mine.keys()) == (seat == s.current)
    assert MASTER.final_round and not ADOPTED.final_round
