"""The bots on Hyborian Gates Empires: the fast movement search finds what the general one
finds, the evaluation reads battles, master's choices are legal and reproducible, and the
ruleset's search settings reach the bots."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from hexrealms import Game
from hexrealms.bots import GreedyBot, MasterBot, SearchSettings, search_settings
from hexrealms.core.grid import reachable
from hexrealms.core.rng import Rng
from hexrealms.games.hyborian_gates.evaluation import (ADEPT, MASTER, evaluate, feat,
                                                   master_evaluate, master_terms, terms)
from hexrealms.games.hyborian_gates.movement import destinations, enemy_spaces, move_points

from .conftest import blank, new_game, open_universe, put


def _played(seed: int, steps: int) -> Game:
    """A 4-player game after ``steps`` random decisions."""
    g = new_game(4, seed)
    pick = Rng(seed)
    for _ in range(steps):
        if g.finished:
            break
        g.act(pick.choice(g.legal_action_ids()))
    return g


@pytest.mark.parametrize("seed", range(6))
def test_breadth_first_destinations_equal_the_cheapest_path_search(seed: int) -> None:
    """``movement._within`` (unit step costs) gives exactly ``core.grid.reachable``'s set,
    with enemy stacks ending movement and, under a Peace Bringer, never entered."""
    g = _played(seed, 300)
    s = g.state
    for peace in (False, True):
        for stack in list(s.stacks.values()):
            s.players[stack.seat].peace = peace
            enemies = enemy_spaces(s, stack.seat)
            stack.done = stack.held = False  # every stack free to move, for the comparison
            stack.bonus = 3 * (seed % 2)  # Moon Rider in half the games
            budget = move_points(stack)
            general = reachable(stack.space, s.universe.moves.__getitem__, budget,
                                enterable=(lambda p: p not in enemies) if peace else
                                (lambda p: True), stops=enemies.__contains__)
            assert destinations(s, stack) == sorted(p for p in general if p != stack.space)
            stack.bonus = 0
            s.players[stack.seat].peace = False


def test_a_lone_trooper_split_off_is_worth_no_more() -> None:
    """The Trooper bonus counts once per battle, so the evaluation's material does not grow
    when a stack splits (the old evaluation's +6 per stack made bots split for nothing)."""
    whole = feat(["hyb.trooper", "hyb.trooper", "hyb.monster"])
    apart = feat(["hyb.trooper"]).material + feat(["hyb.trooper", "hyb.monster"]).material
    assert apart <= whole.material + 2.0


def test_attacking_a_weaker_stack_scores_above_a_stronger_one() -> None:
    """The evaluation weighs a battle due by its odds: the same stack moving into a lone
    Companion on a Pyramid scores above moving into a stronger stack with a Trooper."""
    g = blank(2, 3, open_universe())
    s = g.state
    mover = put(s, 0, "cha.c3r2", "cha.monster", "cha.monster")
    put(s, 1, "cha.c3r3", "cha.companion")  # the Pyramid of Chaos
    put(s, 1, "cha.c4r2", "cha.monster", "cha.monster", "hyb.trooper")
    scores = {}
    for to in ("cha.c3r3", "cha.c4r2"):
        twin = g.fork(1)
        twin.act(f"move:{mover.sid}:{to}")
        scores[to] = evaluate(twin.state, 0)
    assert scores["cha.c3r3"] > scores["cha.c4r2"]
    assert GreedyBot(seed=1).choose(g) == f"move:{mover.sid}:cha.c3r3"


def test_search_settings_come_from_the_ruleset_then_the_bot() -> None:
    g = new_game(3, 1)
    from_ruleset = search_settings(g)
    chosen = g.ruleset.bot_settings  # type: ignore[attr-defined]
    assert from_ruleset.turn_steps == chosen["turn_steps"] != SearchSettings().turn_steps
    assert search_settings(g, candidates=3, turn_steps=None).candidates == 3
    assert search_settings(g, turn_steps=None).turn_steps == from_ruleset.turn_steps
    assert search_settings(g, turn_steps=4).turn_steps == 4, "the bot's own setting wins"
    assert from_ruleset.rounds == 1, "one round on the clock, as measured (--playouts 1)"
    bare = SimpleNamespace(ruleset=SimpleNamespace())  # a ruleset without bot_settings
    assert search_settings(bare) == SearchSettings(), "no bot_settings: the defaults"  # type: ignore[arg-type]


def test_master_plays_legal_reproducible_moves_and_never_changes_the_game() -> None:
    g = _played(7, 150)
    for _ in range(12):
        if g.finished:
            break
        before = g.state_hash()
        a = MasterBot(seed=5, playouts=2).choose(g)
        assert a == MasterBot(seed=5, playouts=2).choose(g), "same seed, same choice"
        assert g.state_hash() == before
        assert a in g.legal_action_ids()
        g.act(a)


def test_master_on_the_clock_always_answers_legally() -> None:
    """With no time at all it still answers: greedy's best (no rollout was reached)."""
    g = _played(9, 200)
    bot = MasterBot(seed=1)
    for _ in range(5):
        if g.finished:
            break
        a = bot.choose(g, budget=0.0)
        assert a in g.legal_action_ids()
        g.act(a)


def test_masters_weights_value_a_city_for_the_recruits_it_brings() -> None:
    """Master's evaluation values a City held at ``MASTER.city`` (its recruits every turn, G8),
    Adept's at ``ADEPT.city``; everything else on this table is valued alike."""
    g = blank(2, 42, open_universe({"gae.c0r0": "city"}))
    s = g.state
    put(s, 0, "gae.c0r0", "hyb.trooper")
    put(s, 1, "gae.c3r3", "hyb.trooper")
    adept, master = terms(s, 0, ADEPT), master_terms(s, 0)
    assert adept["Cities and Pyramids held"] == ADEPT.city
    assert master["Cities and Pyramids held"] == MASTER.city > ADEPT.city
    assert master_evaluate(s, 0) - evaluate(s, 0) == pytest.approx(MASTER.city - ADEPT.city)
