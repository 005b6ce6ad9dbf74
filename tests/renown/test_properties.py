"""Properties over random games (seeded random legal actions, 1–4 players, both layouts, the
current rules and rules version 1): they end, conserve every piece and every mission dealt,
keep one piece per hex and everyone off the Water who may not be there, and replay exactly."""

from __future__ import annotations

import os

from hypothesis import given, settings, strategies as st

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.games.renown.commerce import commerce_actions, commerce_has_choice
from hexrealms.games.renown.missions import dealt
from hexrealms.games.renown.state import RULES_VERSION, State

from .conftest import C, NUM, new_game

#: a generous bound: random games end (3 Renown, or the round limit) within ~1,000 decisions
MAX_STEPS = 20_000

games = dict(seed=st.integers(0, 2**31 - 1), players=st.integers(1, 4),
             layout=st.sampled_from(["random", "build"]),
             rules=st.sampled_from(range(1, RULES_VERSION + 1)))


def check(s: State) -> None:
    """What holds after every decision (chance resolved)."""
    n = len(s.players)
    tiles = s.map.tiles
    for p in s.players:
        outposts = sum(1 for seat, tower in s.buildings.values() if seat == p.seat and not tower)
        towers = sum(1 for seat, tower in s.buildings.values() if seat == p.seat and tower)
        assert outposts + p.outposts_left == NUM.outposts, "an upgraded outpost goes back"
        assert towers + p.towers_left == NUM.towers and towers == p.towers_built
        assert p.outposts_left >= 0 and p.towers_left >= 0
        assert len(s.troops_of(p.seat)) <= NUM.troop_limit
        assert min(p.res.values()) >= 0
        assert p.renown == p.towers_built + p.kills + len(p.missions)
    claimed = [m for p in s.players for m in p.missions]
    every = s.deck + s.up + claimed
    missions = dealt(n, s.rules)
    assert sorted(every) == sorted(missions)
    assert len(s.up) <= C.face_up
    if s.step not in ("first", "over") and not s.chance:
        assert len(s.up) == min(C.face_up, len(missions) - len(claimed)), "refilled"
    spots = [t.at for t in s.troops.values()] + [m.at for m in s.monsters.values()]
    assert len(spots) == len(set(spots)), "one piece per hex"
    for t in s.troops.values():
        k = C.troop[t.kind]
        assert tiles[t.at].land or k.flies, "only Paragons on Water"
        assert 0 < t.hp <= k.hp and 0 <= t.moves <= k.move
    for m in s.monsters.values():
        assert tiles[m.at].land, "no monster on Water"
        assert 0 < m.hp <= C.monster[m.kind].hp
    for i in s.buildings:
        assert tiles[i].land
    if s.step == "gather" and not s.chance and not s.pending:  # a turn has just begun
        assert len(s.monsters) == (NUM.solo_monsters if n == 1 else n + 1)
        assert not s.respawns
    if s.step == "commerce" and not s.chance and not s.pending and s.offer is None:
        assert commerce_has_choice(s) == (len(commerce_actions(s)) > 1)
        assert commerce_has_choice(s) or s.rules == 1, "a Commerce with nothing ends itself"
    if s.map.tiles and s.step not in ("first", "build"):
        assert len(tiles) == n * C.tiles_per_player and s.map.land_connected


def play(g: Game, seed: int) -> list[str]:
    pick, taken = Rng(seed), []
    while not g.finished:
        assert len(taken) < MAX_STEPS, "the game did not end"
        action = pick.choice(g.legal_action_ids())
        g.act(action)
        taken.append(action)
        check(g.state)
    return taken


# 15 whole games in the suite (25 took 27 s of it); HEXREALMS_PROPERTY_EXAMPLES=N plays N.
@settings(max_examples=int(os.environ.get("HEXREALMS_PROPERTY_EXAMPLES", "15")), deadline=None)
@given(**games)
def test_random_games_end_and_keep_every_invariant(seed: int, players: int, layout: str,
                                                   rules: int) -> None:
    g = new_game(players, seed % 100_000, auto=True, layout=layout, rules_version=rules)
    assert g.state.rules == rules
    check(g.state)
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
