"""The aether shards variant [Playing with Aether Shards, Goals 6]: picking a shard up on a
mine, carrying it home, the mine refilled, a fallen carrier's shard back on its mine, what
shards buy, 20 shards win, 3 victory points each at a turn limit, and the variant only with
the advanced scenario's mines."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.core.game import BadConfig
from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war import battle, shards
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.scoring import breakdown
from hexrealms.games.multiverse_war.state import HeroSheet, State

from .board import action_phase, hid, open_map, put

C = content()
SH = C.variants.shards


def shard_game() -> Game:
    g = Game.new({"ruleset": "multiverse_war", "players": 2, "seed": 1, "scenario": "advanced",
                  "shards": True})
    assert g.state.step == "build" and not g.state.units
    open_map(g.state)
    return g


def beside(state: State, h: Hex) -> Hex:
    return next(n for n in (h.neighbour(d) for d in range(6)) if not state.units_at(n)
                and state.building_at(n) is None)


def test_an_infantry_unit_picks_up_a_shard_on_the_mine_and_brings_it_home() -> None:
    g = shard_game()
    s = g.state
    mine = s.realm.mine_hexes()[0]
    pike = put(s, 0, "pikeman", tuple(beside(s, mine)))
    action_phase(s, 0)
    assert shards.lying(s, mine) == SH.per_mine
    g.act(f"move:u{pike.id}:{hid(mine)}")
    assert pike.carrying == mine
    assert shards.lying(s, mine) == SH.per_mine - 1
    assert "picks up an aether shard" in s.log[-1].text
    assert any(b.get("text") == "◆" for b in _piece(g, 1, pike.id).get("badges", []))
    # home: one step from the Settlement's zone, then into it
    zone = s.realm.settlement_zone(0)
    pike.at = beside(s, zone[1]) if beside(s, zone[1]) not in zone else next(
        n for z in zone for n in (z.neighbour(d) for d in range(6))
        if n not in zone and not s.units_at(n) and s.building_at(n) is None)
    pike.ap, pike.done = 2, False
    s.changed()
    into = next(z for z in zone if z in {pike.at.neighbour(d) for d in range(6)}
                and s.building_at(z) is None and not s.units_at(z))
    g.act(f"move:u{pike.id}:{hid(into)}")
    assert pike.carrying is None
    assert s.players[0].shards == 1
    assert shards.lying(s, mine) == SH.per_mine  # a new shard lies on the mine
    assert "brings an aether shard home: 1 of 20" in s.log[-1].text


def _piece(g: Game, viewer: int, uid: int) -> dict:
    for space in g.view(viewer)["table"]["spaces"]:
        for p in space["pieces"]:
            if p["id"] == f"u{uid}":
                return p
    raise AssertionError(uid)


@pytest.mark.parametrize("kind", ["horseman", "decoy", "builder"])
def test_only_infantry_carries_shards(kind: str) -> None:
    g = shard_game()
    s = g.state
    mine = s.realm.mine_hexes()[0]
    u = put(s, 0, kind, tuple(beside(s, mine)))
    action_phase(s, 0)
    g.act(f"move:u{u.id}:{hid(mine)}")
    assert u.at == mine and u.carrying is None
    assert shards.lying(s, mine) == SH.per_mine


def test_a_fallen_carrier_drops_its_shard_back_on_its_mine() -> None:
    g = shard_game()
    s = g.state
    mine = s.realm.mine_hexes()[0]
    u = put(s, 0, "archer", (0, 0), carrying=mine)
    assert shards.lying(s, mine) == SH.per_mine - 1
    battle.kill(s, u, melee=True)
    assert shards.lying(s, mine) == SH.per_mine


def test_a_mine_with_no_shard_left_gives_none() -> None:
    g = shard_game()
    s = g.state
    mine = s.realm.mine_hexes()[0]
    away = next(h for h in s.realm.hexes() if h != mine and h not in s.realm.settlement_zone(1)
                and HexGrid.distance(h, mine) > 2)
    for _ in range(SH.per_mine):
        put(s, 1, "archer", tuple(away), carrying=mine)
    pike = put(s, 0, "pikeman", tuple(beside(s, mine)))
    action_phase(s, 0)
    g.act(f"move:u{pike.id}:{hid(mine)}")
    assert pike.carrying is None and shards.lying(s, mine) == 0


def test_shards_buy_gold_equipment_a_promotion_and_a_hero_level() -> None:
    g = shard_game()
    s = g.state
    p = s.players[0]
    p.shards = SH.sell + SH.equipment + SH.promote + SH.hero_level
    pike = put(s, 0, "pikeman", (0, 0))
    p.recruits["pikeman"] = 1
    p.hero = HeroSheet("warlord")
    hero = put(s, 0, "warlord", (1, 0))
    p.hero.unit = hero.id
    action_phase(s, 0)
    offered = {a for a in g.legal_action_ids() if a.startswith("shards")}
    assert offered == {"shards:sell", f"shards:equip:u{pike.id}", "shards:promote:pikeman",
                       "shards:level"}
    gold, hp = p.gold, pike and _hp(s, pike)
    g.act("shards:sell")
    assert p.gold == gold + SH.sell_gold
    g.act(f"shards:equip:u{pike.id}")
    assert _hp(s, pike) == hp + SH.equipment_hp and pike.equipped
    assert f"shards:equip:u{pike.id}" not in g.legal_action_ids()  # once per unit
    g.act("shards:promote:pikeman")
    assert p.track["pikeman"] == next(r.at for r in C.ranks if r.id == "veteran")
    g.act("shards:level")
    assert p.hero.level == 2 and p.hero.points == C.hero_rules.points_per_level
    assert p.shards == 0
    assert not any(a.startswith("shards") for a in g.legal_action_ids())


def _hp(s: State, u) -> int:
    from hexrealms.games.multiverse_war import kinds
    return kinds.hp(s, u)


def test_a_veteran_type_is_promoted_to_elite() -> None:
    g = shard_game()
    s = g.state
    p = s.players[0]
    p.shards = SH.promote
    p.recruits["archer"] = 1
    p.track["archer"] = next(r.at for r in C.ranks if r.id == "veteran")
    action_phase(s, 0)
    g.act("shards:promote:archer")
    assert p.track["archer"] == next(r.at for r in C.ranks if r.id == "elite")
    p.shards = SH.promote
    assert "shards:promote:archer" not in g.legal_action_ids()


def test_twenty_shards_win() -> None:
    g = shard_game()
    s = g.state
    action_phase(s, 0)
    s.players[0].shards = SH.to_win - 1
    s.players[1].shards = SH.to_win
    g.act("end_turn")
    assert g.finished and s.winner == 1 and s.route == "shards"
    assert "brought 20 aether shards home" in s.reason


def test_shards_are_worth_victory_points_only_with_the_variant() -> None:
    g = shard_game()
    g.state.players[0].shards = 4
    assert breakdown(g.state, 0)["shards"] == 4 * SH.vp
    plain = Game.new({"ruleset": "multiverse_war", "players": 2, "scenario": "advanced"})
    assert "shards" not in breakdown(plain.state, 0)


def test_the_variant_needs_the_advanced_scenario() -> None:
    with pytest.raises(BadConfig, match="^Invalid game settings — the aether shards variant "
                                        "needs the advanced scenario"):
        Game.new({"ruleset": "multiverse_war", "players": 2, "shards": True})
