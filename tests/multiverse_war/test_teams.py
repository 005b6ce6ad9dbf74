"""The team game [Added Rules for Team Games]: seats 0 and 2 against 1 and 3; allies support
each other, never attack each other, swap places, share sight and know each other's blocks
(not their builds of this phase), give gold from round 2, build one Stone Portal, lose together
when one loses its Settlement, win together by Domination (6 Fortresses at the end of a round);
the first player does not change; the game is for 4 players only."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.core.game import BadConfig
from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war import battle, decoys, fog, turn
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.mines import portal
from hexrealms.games.multiverse_war.state import State

from .board import action_phase, build_phase, hid, ids, new_game, open_map, put, raise_building

C = content()
RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3  # Red with Green, Blue with Yellow


def team_game(scenario: str = "starter") -> Game:
    g = new_game(players=4, teams=True) if scenario == "starter" else Game.new(
        {"ruleset": "multiverse_war", "players": 4, "seed": 1, "scenario": scenario,
         "teams": True})
    open_map(g.state)
    return g


def free_beside(s: State, h: Hex, skip: set[Hex] = frozenset()) -> Hex:  # type: ignore[assignment]
    return next(n for n in (h.neighbour(d) for d in range(6)) if n not in skip
                and not s.units_at(n) and s.building_at(n) is None and s.realm.terrain(n))


def test_allies_support_each_other_and_never_attack_each_other() -> None:
    g = team_game()
    s = g.state
    red = put(s, RED, "pikeman", (0, 0))
    blue = put(s, BLUE, "scout", (1, 0))
    green = put(s, GREEN, "archer", (0, 1))            # next to both
    action_phase(s, RED)
    assert f"attack:u{red.id}:1,0" in ids(g)
    assert f"attack:u{red.id}:0,1" not in ids(g)       # an ally is no target
    assert battle.target_at(s, RED, green.at) is None
    # Green's archer next to the battlefield supports Red's attack (R-M4's support)
    assert battle._support(s, RED, blue.at, {red.id}) == 1
    assert battle._support(s, BLUE, blue.at, {blue.id}) == 0


def test_allies_share_sight_and_know_each_others_blocks_but_not_this_phases_builds() -> None:
    g = team_game()
    s = g.state
    green = put(s, GREEN, "horseman", (0, 0))
    far = next(h for h in s.realm.hexes() if HexGrid.distance(h, Hex(0, 0)) == 1)
    blue = put(s, BLUE, "archer", tuple(far))
    assert all(HexGrid.distance(u.at, blue.at) > 2 for u in s.units_of(RED))
    known = fog.identified(s, RED)
    assert green.id in known and blue.id in known      # Green's block, and what Green sees
    assert blue.id in fog.identified(s, YELLOW)          # Yellow is Blue's ally
    fresh = put(s, GREEN, "archer", (2, -2), fresh=True)
    assert fresh.id not in fog.identified(s, RED)       # shown when the Build phase ends
    pieces = {p["id"]: p for sp in g.view(RED)["table"]["spaces"] for p in sp["pieces"]}
    assert pieces[f"u{green.id}"]["icon"] == "horseman"
    assert f"u{fresh.id}" not in pieces


def test_a_unit_swaps_with_an_allys_unit_which_spends_no_ap() -> None:
    g = team_game()
    s = g.state
    red = put(s, RED, "pikeman", (0, 0))
    green = put(s, GREEN, "archer", (1, 0), ap=0, done=True)
    action_phase(s, RED)
    swap = f"swap:u{red.id}:u{green.id}"
    assert swap in ids(g)
    g.act(swap)
    assert red.at == Hex(1, 0) and green.at == Hex(0, 0)
    assert green.ap == 0 and red.ap == C.unit["pikeman"].ap - 1


def test_gold_goes_to_an_ally_from_round_two() -> None:
    g = team_game()
    s = g.state
    assert not any(a.startswith("gift") for a in ids(g))   # round 1: recruiting only
    build_phase(s, gold=5)
    seat = s.builders[0]
    friend = (seat + 2) % 4
    g.act(f"gift:{friend}")
    assert s.players[seat].gold == 4 and s.players[friend].gold == 6
    assert f"gives 1 gold to its ally {s.players[friend].name}" in s.log[-1].text


def test_allies_build_one_stone_portal_and_win_together() -> None:
    g = team_game("advanced")
    s = g.state
    action_phase(s, s.order[0])
    s.players[RED].stones = portal(s) - 3
    s.players[GREEN].stones = 3
    g.act("end_turn")
    assert g.finished and s.route == "portal" and s.winner in (RED, GREEN)
    result = g.result()
    assert result["winners"] == [RED, GREEN]
    assert set(result["ranking"][:2]) == {RED, GREEN}


def test_domination_six_fortresses_at_the_end_of_a_round() -> None:
    g = team_game("advanced")
    s = g.state
    spots = [h for h in s.realm.hexes() if s.building_at(h) is None][::9]
    for i in range(6):
        raise_building(s, (BLUE, YELLOW)[i % 2], "fortress", tuple(spots[i]))
    action_phase(s, s.order[0])
    g.act("end_turn")                                   # not the end of the round yet
    assert not g.finished
    action_phase(s, s.order[-1])
    g.act("end_turn")
    assert g.finished and s.route == "domination" and s.winner in (BLUE, YELLOW)
    assert g.result()["winners"] == [BLUE, YELLOW]


def test_losing_a_settlement_loses_the_game_for_the_team() -> None:
    g = team_game()
    s = g.state
    home = s.realm.settlement_hex(BLUE)
    settlement = s.building_at(home)
    settlement.wounds = C.settlement.hp - 1
    horse = put(s, RED, "horseman", tuple(free_beside(s, home)))
    action_phase(s, RED)
    g.act(f"attack:u{horse.id}:{hid(home)}")
    g.apply_chance(next(o for o, _ in g.chance_outcomes() if "H" in o))  # the rider hits
    assert g.finished and s.route == "conquest" and s.winner == RED
    assert g.result()["winners"] == [RED, GREEN]


def test_a_team_game_keeps_its_first_player() -> None:
    g = team_game()
    s = g.state
    first = list(s.order)
    while s.round == 1:
        g.act(next(a for a in ids(g) if a.startswith("recruit:builder:")) if any(
            a.startswith("recruit:builder:") for a in ids(g)) else
            ("builds_done" if "builds_done" in ids(g) else "end_turn"))
    assert s.round == 2 and s.order == first


@pytest.mark.parametrize("players", [2, 3])
def test_a_team_game_is_for_four_players(players: int) -> None:
    with pytest.raises(BadConfig, match="a team game is for 4 players"):
        Game.new({"ruleset": "multiverse_war", "players": players, "teams": True})


def test_an_allys_decoy_stays_an_enemy_unmasks_it() -> None:
    """S-M12 among allies: a decoy is removed when an enemy identifies it, not an ally."""
    g = team_game("advanced")
    s = g.state
    decoy = put(s, GREEN, "decoy", (0, 0))
    put(s, RED, "pikeman", (1, 0))
    decoys.unmask(s)
    assert decoy.id in s.units
    put(s, BLUE, "pikeman", (0, 1))
    decoys.unmask(s)
    assert decoy.id not in s.units


def test_at_a_turn_limit_the_team_with_the_most_points_together_wins() -> None:
    """*Designed*: the team rules leave a turn-limit count to the table; the team with the
    most victory points together wins, its best scorer first."""
    g = new_game(players=4, teams=True)
    s = g.state
    s.players[RED].razed = [10]      # Red alone scores most: 20 points
    s.players[BLUE].razed = [8]      # Blue and Yellow 16 + 8 = 24 together
    s.players[YELLOW].razed = [4]
    turn.end_on_points(s)
    assert s.winner == BLUE and s.route == "points"
    assert "Blue and Yellow have the most victory points together" in s.reason
    assert g.result()["winners"] == [BLUE, YELLOW]
