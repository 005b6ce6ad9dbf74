"""Properties over random games (seeded random legal actions, 1–4 players, both layouts, the
current rules and rules version 1): they end, conserve every piece and every mission dealt,
keep one piece per hex and everyone off the Water who may not be there, and replay exactly."""

from __future__ import annotations

import os

from hypothesis import given, settings, strategies as st

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.games.renown.invariants import broken_rules
from hexrealms.games.renown.state import RULES_VERSION

from .conftest import NUM, new_game

#: a generous bound: random games end (3 Renown, or the round limit) within ~1,000 decisions
MAX_STEPS = 20_000

games = dict(seed=st.integers(0, 2**31 - 1), players=st.integers(1, 4),
             layout=st.sampled_from(["random", "build"]),
             rules=st.sampled_from(range(1, RULES_VERSION + 1)))


def play(g: Game, seed: int) -> list[str]:
    pick, taken = Rng(seed), []
    while not g.finished:
        assert len(taken) < MAX_STEPS, "the game did not end"
        action = pick.choice(g.legal_action_ids())
        g.act(action)
        taken.append(action)
        assert broken_rules(g.state) == []
    return taken


# 15 whole games in the suite (25 took 27 s of it); HEXREALMS_PROPERTY_EXAMPLES=N plays N.
@settings(max_examples=int(os.environ.get("HEXREALMS_PROPERTY_EXAMPLES", "15")), deadline=None)
@given(**games)
def test_random_games_end_and_keep_every_invariant(seed: int, players: int, layout: str,
                                                   rules: int) -> None:
    g = new_game(players, seed % 100_000, auto=True, layout=layout, rules_version=rules)
    assert g.state.rules == rules
    assert broken_rules(g.state) == []
    play(g, seed)
    s = g.state
    assert s.step == "over" and g.current_player is None and g.legal_action_ids() == []
    result = g.result()
    assert result is not None
    if s.winner is None:
        assert players == 1 and s.round == NUM.solo_turns, "only a solo game is lost on time"
    else:
        best = s.players[s.winner]
        assert best.renown >= NUM.renown_to_win or s.round == NUM.round_limit
        assert result["ranking"][0] == s.winner


@settings(max_examples=10, deadline=None)
@given(**games)
def test_same_seed_and_actions_give_the_same_state_hash(seed: int, players: int,
                                                         layout: str, rules: int) -> None:
    a = new_game(players, seed, auto=True, layout=layout, rules_version=rules)
    b = new_game(players, seed, auto=True, layout=layout, rules_version=rules)
    assert a.state_hash() == b.state_hash()
    pick = Rng(seed)
    for _ in range(400):
        if a.finished:
            break
        action = pick.choice(a.legal_action_ids())
        a.act(action)
        b.act(action)
        assert a.state_hash() == b.state_hash()
    assert Game.from_link(a.to_link()).state_hash() == a.state_hash()


def test_broken_rules_reports_a_lost_outpost_and_a_lost_mission() -> None:
    g = new_game(3, 8, auto=True)
    pick = Rng(8)
    for _ in range(120):
        g.act(pick.choice(g.legal_action_ids()))
    assert broken_rules(g.state) == []
    broken = g.state.clone()
    broken.players[0].outposts_left -= 1
    broken.deck.pop()
    built = sum(1 for seat, tower in broken.buildings.values() if seat == 0 and not tower)
    left = broken.players[0].outposts_left
    claimed = [m for p in broken.players for m in p.missions]
    assert broken_rules(broken) == [
        f"seat 0 outposts: {built} built + {left} left != {NUM.outposts}",
        f"missions: deck + face up + claimed {sorted(broken.deck + broken.up + claimed)} != "
        f"dealt {sorted(g.state.deck + g.state.up + claimed)}",
    ]
    assert broken_rules(g.state) == [], "the game's own state is untouched"
