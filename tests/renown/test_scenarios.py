"""The acceptance scenarios S-R1 … S-R10 of the Renown & Dragon Towers brief.

The scenarios quote the brief's designed numbers, since tuned with bot self-play (CONTENT.md,
"Tuning log"). Each test keeps its scenario's situation and intent and reads the numbers from
the data; where a tuned number changes the scenario, its docstring says how."""

from __future__ import annotations

import pytest

from hexrealms import IllegalAction

from .conftest import (C, NUM, at, blank, give, hex_distance, hexagon, ids, monster, neighbour,
                       new_game, outpost, to_commerce, to_troops, troop)


def test_s_r1_gather_pick_and_d4() -> None:
    """S-R1: A picks Wood with 2 outposts on Wood → +2 Wood; d4 = 3: B (1 outpost, 1 tower on
    Rock) gathers 1 per outpost and per tower — the brief's +3 (a tower gathered 2) is +2 now
    that a tower gathers 1 like an outpost (the yields read from the data); A gains nothing
    from the roll."""
    rock = NUM.yield_outpost + NUM.yield_tower
    layout = {**hexagon(2), "-2,0": "water", "0,0": "wood", "1,0": "wood", "-1,0": "wood",
              "2,-1": "rock", "-1,1": "rock", "0,1": "rock"}
    g = blank(2, layout=layout)
    s = g.state
    a, b = s.players
    outpost(s, 0, "0,0")
    outpost(s, 0, "1,0")
    outpost(s, 0, "2,-1")              # A has Rock too: the d4 is not for A
    outpost(s, 1, "-1,1")
    outpost(s, 1, "0,1", tower=True)
    outpost(s, 1, "-1,0")              # B has Wood too: A's pick is not for B
    g.act("gather:wood")
    assert a.res["wood"] == 2 * NUM.yield_outpost and b.res["wood"] == 0
    g.apply_chance("3")
    assert b.res["rock"] == rock, "one yield for the outpost, one for the tower"
    assert a.res["rock"] == 0, "A gains nothing from the roll"
    assert a.res == {"food": 0, "wood": 2 * NUM.yield_outpost, "rock": 0, "mana": 0}
    assert b.res == {"food": 0, "wood": 0, "rock": rock, "mana": 0}
    assert s.step == "commerce" and g.current_player == 0


def test_s_r2_setup_outpost_next_to_water_or_own_outpost_never_on_water() -> None:
    g = new_game(2, seed=12)
    s = g.state
    while s.step != "outposts":
        if g.current_player == "chance":
            g.apply_chance(g.chance_outcomes()[0][0])
        else:
            g.act(ids(g)[0])
    seat = g.current_player
    tiles = {t.id: t for t in s.map.tiles}
    haunted = {s.map.tiles[m.at].id for m in s.monsters.values()}

    def near(where: str) -> list[str]:
        return [n for n in (neighbour(where, d) for d in range(1, 7)) if n in tiles]

    def wet(where: str) -> bool:
        return any(tiles[n].terrain == "water" for n in near(where))

    dry = [w for w, t in tiles.items() if t.land and not wet(w) and w not in haunted]
    water = [w for w, t in tiles.items() if not t.land]
    assert dry and water
    for where in (dry[0], water[0]):
        with pytest.raises(IllegalAction):
            g.act(f"outpost:{where}")
    assert not {f"outpost:{w}" for w in dry + water} & set(ids(g))
    # an outpost by the Water, then (its next placement) a dry tile beside it is fine
    first, inland = next((w, n) for w in tiles if tiles[w].land and wet(w) and w not in haunted
                         for n in near(w) if n in dry)
    g.act(f"outpost:{first}")
    assert s.buildings[at(s, first)] == (seat, False)
    assert g.current_player != seat
    g.act(next(a for a in ids(g) if a != f"outpost:{inland}"))
    assert g.current_player == seat
    assert f"outpost:{inland}" in ids(g), "beside an own outpost"
    g.act(f"outpost:{inland}")
    assert s.buildings[at(s, inland)] == (seat, False)


def test_s_r3_soldier_moves_zero_to_two_never_onto_water_a_paragon_may() -> None:
    g = blank(2, layout={**hexagon(3), "-1,0": "water"})
    s = g.state
    soldier = troop(s, 0, "soldier", "0,0")
    paragon = troop(s, 0, "paragon", "-3,3")
    to_troops(g)
    mine = {a.split(":")[2] for a in ids(g) if a.startswith(f"move:t{soldier.id}:")}
    assert {"1,0", "2,0"} <= mine, "1 or 2 hexes"
    assert "3,0" not in mine, "not 3"
    assert "-1,0" not in mine, "not on Water"
    assert all(1 <= hex_distance(w, "0,0") <= 2 for w in mine)
    assert "end_turn" in ids(g), "0 hexes: it may stay"
    g.act(f"move:t{soldier.id}:1,0")
    mine = {a.split(":")[2] for a in ids(g) if a.startswith(f"move:t{soldier.id}:")}
    assert "2,0" in mine and "3,0" not in mine, "1 hex left"
    g.act(f"move:t{soldier.id}:2,0")
    assert not [a for a in ids(g) if a.startswith(f"move:t{soldier.id}:")]
    paragon.at = at(s, "-2,0")
    assert f"move:t{paragon.id}:-1,0" in ids(g), "a Paragon flies onto Water"
    g.act(f"move:t{paragon.id}:-1,0")
    assert paragon.at == at(s, "-1,0") and paragon.moves == 2


def test_s_r4_monster_d6_three_placer_chooses_a_free_empty_tile_marked_three() -> None:
    g = new_game(2, seed=14)
    s = g.state
    g.apply_chance("1")
    while s.chance[0][0] == "mission":
        g.apply_chance(g.chance_outcomes()[0][0])
    threes = sorted(t.id for t in s.map.tiles if t.terrain == "empty" and t.mark == 3)
    assert len(threes) == 2, "one per player's section"
    g.apply_chance("3")    # a Wyrm
    g.apply_chance("3")    # mark 3
    assert g.current_player == 1, "the first player places the first monster"
    assert sorted(ids(g)) == [f"monster:{w}" for w in threes]
    g.act(f"monster:{threes[0]}")
    g.apply_chance("1")    # an Ogre
    g.apply_chance("3")    # the other tile marked 3 is the only one free: no click asked
    assert "Ogre appears on" in s.log[-1] and "the only free tile it may take" in s.log[-1]
    assert sorted((s.map.tiles[m.at].id, m.kind, m.owner) for m in s.monsters.values()) == \
        sorted([(threes[0], "wyrm", 1), (threes[1], "ogre", 0)])


def test_s_r5_strike_misses_on_three_no_damage_die_the_ogre_still_reacts() -> None:
    """S-R5: a Soldier next to an Ogre Strikes, d10 = 3 → a miss, no damage die, and the d8
    reaction is still rolled (here Smash for 2). The Ogre keeps its full HP, read from the data
    (the brief's 8, tuned to 32)."""
    g = blank(2, layout=hexagon(2))
    s = g.state
    t = troop(s, 0, "soldier", "0,0")
    m = monster(s, "ogre", "1,0")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:strike")
    g.apply_chance("3")
    assert s.chance[0][0] == "react", "no damage die"
    assert [o for o, _ in g.chance_outcomes()] == [str(f) for f in range(1, 9)], "a d8"
    assert m.hp == C.monster["ogre"].hp
    g.apply_chance("5")    # Smash: the soldier is adjacent
    g.apply_chance("2")
    assert t.hp == C.troop["soldier"].hp - 2 and m.hp == C.monster["ogre"].hp
    assert g.current_player == 0 and not s.chance


@pytest.mark.parametrize("blockers, lands_on", [
    ({"1,0": "water"}, "0,1"),                                   # E Water → SE
    ({"1,0": "water", "0,1": "troop"}, "-1,1"),                  # … SE taken → SW
    ({"1,0": "water", "0,1": "monster", "-1,1": "water"}, "-1,0"),  # … SW Water → W
])
def test_s_r6_direction_one_onto_water_turns_clockwise(blockers: dict[str, str],
                                                        lands_on: str) -> None:
    layout = {**hexagon(3), **{w: "water" for w, b in blockers.items() if b == "water"}}
    g = blank(2, layout=layout)
    s = g.state
    m = monster(s, "basilisk", "0,0", owner=0)
    for w, b in blockers.items():
        if b == "troop":
            troop(s, 1, "soldier", w)
        elif b == "monster":
            monster(s, "ogre", w, owner=1, hp=1)
    to_troops(g)
    g.act("end_turn")
    assert [o for o, _ in g.chance_outcomes()] == ["1", "2", "3", "4", "5", "6"]
    g.apply_chance("1")
    assert s.map.tiles[m.at].id == lands_on


@pytest.mark.parametrize("order", [[0, 1], [1, 0]])
def test_s_r7_first_players_monster_moves_first_the_second_turns(order: list[int]) -> None:
    g = blank(2, layout={**hexagon(3), "1,0": "water"})
    s = g.state
    s.order = order
    b = monster(s, "ogre", "-1,1", owner=1)   # the older monster, but seat 1's
    a = monster(s, "wyrm", "0,0", owner=0)    # Water east of it: it turns south-east
    assert neighbour("-1,1", 1) == neighbour("0,0", 2) == "0,1", "both go for 0,1"
    to_troops(g)
    g.act("end_turn")
    g.apply_chance("1")
    where = (s.map.tiles[a.at].id, s.map.tiles[b.at].id)
    if order[0] == 0:
        assert where == ("0,1", "-1,2"), "seat 0's Wyrm first; the Ogre turns to SE"
    else:
        assert where == ("-1,1", "0,1"), "seat 1's Ogre first; the Wyrm turns on to SW"


def test_s_r8_tower_for_the_third_renown_ends_the_game_at_once() -> None:
    """S-R8: a player at 2 Renown upgrades an outpost, paying the tower's cost → 3 Renown and
    the game ends at once. The brief's 2 Rock, 2 Mana, 1 Wood is tuned (2 Food, 3 Wood, 5 Rock,
    4 Mana); the cost is read from the data."""
    g = blank(2, layout={**hexagon(2), "-2,0": "water"})
    s = g.state
    p = s.players[0]
    p.renown = 2
    outpost(s, 0, "-1,0")
    m = monster(s, "ogre", "2,0")
    give(s, 0, **NUM.tower_cost)         # the tower's cost, exactly (R-R5, tuned)
    to_commerce(g, "wood", "2")          # nothing gathered: its outpost is on Food
    assert sum(p.res.values()) == sum(NUM.tower_cost.values())
    g.act("tower:-1,0")
    assert p.renown == 3 and p.res == {"food": 0, "wood": 0, "rock": 0, "mana": 0}
    assert s.step == "over" and s.winner == 0 and g.finished
    assert g.current_player is None and ids(g) == [] and g.chance_outcomes() == []
    assert m.at == at(s, "2,0"), "no monster movement after the win"
    result = g.result()
    assert result["winner"] == 0 and result["players"][0]["breakdown"]["towers"] == 1
    assert "Dragon Tower" in s.reason


def test_s_r9_capital_three_food_for_one_mana_but_not_two() -> None:
    g = blank(2)
    s = g.state
    give(s, 0, food=2)
    g.act("gather:wood")
    g.apply_chance("2")
    assert s.step == "troops", "nothing to do in Commerce: it ended by itself"
    s.step = "commerce"
    assert "capital:food:mana" not in ids(g)
    before = g.state_hash()
    with pytest.raises(IllegalAction):
        g.act("capital:food:mana")
    assert g.state_hash() == before
    give(s, 0, food=1)
    assert "capital:food:mana" in ids(g)
    g.act("capital:food:mana")
    assert s.players[0].res == {"food": 0, "wood": 0, "rock": 0, "mana": 1}


def test_s_r10_aimed_shot_slays_the_basilisk_renown_and_a_new_monster() -> None:
    """S-R10: an Archer 2 hexes from a Basilisk with 6 HP (the brief's full HP; a tuned
    Basilisk has 26, so this one is staged wounded, 6 HP left) hits with Aimed Shot on an 8,
    d8 = 6 → slain, +1 Renown, no reaction, and a new monster — a fresh Basilisk at its full HP
    from the data — is placed at the end of the turn."""
    layout = {**hexagon(3), "3,-3": "empty:2", "-3,3": "empty:2", "0,-3": "empty:4"}
    g = blank(2, layout=layout)
    s = g.state
    archer = troop(s, 0, "archer", "0,0")
    basilisk = monster(s, "basilisk", "2,0", owner=1, hp=6)  # a wounded Basilisk
    ogre = monster(s, "ogre", "-3,0", owner=0)
    assert basilisk.hp == 6 and hex_distance("0,0", "2,0") == 2
    to_troops(g)
    g.act(f"attack:t{archer.id}:m{basilisk.id}:aimed")
    g.apply_chance("8")
    assert [o for o, _ in g.chance_outcomes()] == [str(f) for f in range(1, 9)], "a d8"
    g.apply_chance("6")
    assert basilisk.id not in s.monsters, "6 damage: slain"
    assert s.players[0].renown == 1 and s.players[0].kills == 1
    assert not s.chance and g.current_player == 0, "a slain monster does not react"
    assert archer.hp == 3
    g.act("end_turn")
    g.apply_chance("1")                       # the Ogre moves east first
    assert ogre.at == at(s, "-2,0")
    assert s.chance[0] == ("kind", {"seat": 1}), "its owner places the new one"
    g.apply_chance("6")
    g.apply_chance("2")
    assert g.current_player == 1 and sorted(ids(g)) == ["monster:-3,3", "monster:3,-3"]
    g.act("monster:-3,3")
    new = next(m for m in s.monsters.values() if m.id != ogre.id)
    assert (new.kind, new.owner, new.hp, new.at) == (
        "basilisk", 1, C.monster["basilisk"].hp, at(s, "-3,3"))
    assert len(s.monsters) == 2
    assert s.active == 1 and s.step == "gather", "then seat 1's turn"
