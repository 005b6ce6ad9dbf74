"""One named test per ruling R-R1 … R-R12 of the Renown & Dragon Towers brief (several where a
ruling has several parts).

The brief's designed numbers were tuned with bot self-play (CONTENT.md, "Tuning log"): the tests
of a mechanic read their numbers from the content (``NUM``, ``C.troop``, ``C.monster``,
``C.mission``) so they test the mechanic whatever the tuning; only the tests that pin the data
(R-R5's costs, R-R7's and R-R9's tables) spell the tuned numbers out."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from hexrealms.games.renown import chance as chance_mod
from hexrealms.games.renown.hexmap import DIRECTIONS, build_spots, random_map
from hexrealms.games.renown.turn import advance

from .conftest import (C, NUM, STEPS, at, blank, commerce_ids, finish_turn, give, hex_distance,
                       hexagon, ids, make_map, monster, neighbour, new_game, outpost, to_commerce,
                       to_troops, troop)

BAG = {"water": 5, "food": 5, "wood": 5, "empty": 5, "rock": 4, "mana": 2}


def _connected(cells: set[tuple[int, int]]) -> bool:
    """Whether hexes form one region, by the brief's six steps (not the engine's table)."""
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        q, r = todo.pop()
        for dq, dr in STEPS.values():
            h = (q + dq, r + dr)
            if h in cells and h not in seen:
                seen.add(h)
                todo.append(h)
    return seen == cells


def _check_map(tiles, players: int) -> None:  # type: ignore[no-untyped-def]
    """Every tile placed, each player's 26 as in the box, Empty marks 1–5, all land one region."""
    assert len(tiles) == players * 26
    cells = [(t.q, t.r) for t in tiles]
    assert len(set(cells)) == len(cells), "one tile per hex"
    for seat in range(players):
        mine = [t for t in tiles if t.owner == seat]
        assert Counter(t.terrain for t in mine) == BAG
        assert sorted(t.mark for t in mine if t.terrain == "empty") == [1, 2, 3, 4, 5]
        assert all(t.mark is None for t in mine if t.terrain != "empty")
    assert _connected({(t.q, t.r) for t in tiles if t.terrain != "water"}), "land is one region"


def _face_up(s, *missions: str) -> None:  # type: ignore[no-untyped-def]
    s.up = list(missions)
    s.deck = [m.id for m in C.missions if m.id not in missions]


# -- R-R1 -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r_r1_random_map_every_tile_connected_sections_and_land_one_region(players: int) -> None:
    for number in (0, 7, 123456):
        m = random_map(players, number)
        _check_map(m.tiles, players)
        for seat in range(players):
            section = {(t.q, t.r) for t in m.tiles if t.owner == seat}
            assert _connected(section), f"seat {seat}'s section is one piece"
    g = new_game(players, seed=11)
    assert g.config.layout == "random", "random is the default"
    assert g.state.map.tiles == random_map(players, g.config.map).tiles, "seeded by the number"
    assert new_game(players, seed=11).state.map.tiles == g.state.map.tiles


def test_r_r1_pointy_top_axial_directions_numbered_clockwise_from_east() -> None:
    assert [(d.q, d.r) for d in DIRECTIONS] == [STEPS[d] for d in range(1, 7)]
    # pointy-top pixel centres, y growing downwards: clockwise on screen = growing angle
    angles = [math.degrees(math.atan2(1.5 * d.r, math.sqrt(3) * (d.q + d.r / 2))) % 360
              for d in DIRECTIONS]
    assert [round(a) for a in angles] == [0, 60, 120, 180, 240, 300]
    m = make_map(hexagon(1))
    centre = m.by_id["0,0"]
    for d in range(1, 7):
        assert m.tiles[m.step[centre][d - 1]].id == neighbour("0,0", d)


def test_r_r1_build_layout_tiles_one_at_a_time_adjacent_land_touching_land() -> None:
    from hexrealms.core.rng import Rng
    g = new_game(2, seed=5, layout="build")
    s = g.state
    assert s.map.tiles == (), "no map before the players build it"
    g.apply_chance("1")  # seat 1 goes first
    while g.current_player == "chance":
        g.apply_chance(g.chance_outcomes()[0][0])
    assert s.step == "build" and s.order == [1, 0]
    pick, placed = Rng(9), 0
    while s.step == "build":
        assert g.current_player == s.order[placed % 2], "one tile at a time, in turn order"
        land = {(t.q, t.r) for t in s.map.tiles if t.land}
        taken = {(t.q, t.r) for t in s.map.tiles}
        for a in ids(g):
            _, terrain, where = a.split(":")
            q, r = (int(x) for x in where.split(","))
            touching = {(q + dq, r + dr) for dq, dr in STEPS.values()}
            assert (q, r) not in taken
            if taken:
                assert touching & taken, "each tile adjacent to the map"
            if terrain != "water" and land:
                assert touching & land, "a land tile must touch land"
        g.act(pick.choice(ids(g)))
        placed += 1
    assert placed == 52
    _check_map(s.map.tiles, 2)
    assert s.step == "monsters"


def test_r_r1_build_water_never_takes_the_last_hex_beside_land() -> None:
    layout = {"0,0": "food", **{neighbour("0,0", d): "water" for d in (2, 3, 4, 5, 6)}}
    m = make_map(layout)
    assert [f"{h.q},{h.r}" for h in build_spots(m, "food")] == ["1,0"], "land touches land"
    assert "1,0" not in {f"{h.q},{h.r}" for h in build_spots(m, "water")}
    assert [f"{h.q},{h.r}" for h in build_spots(None, "water")] == ["0,0"]
    # land at 0,0 ringed by Water but for -1,0, itself nearly ringed: Water at -2,0 would
    # shut it in (the land tiles still to come would have nowhere to go, the setup stuck)
    layout = {"0,0": "food", **{w: "water" for w in
                                ["1,0", "0,1", "1,-1", "0,-1", "-1,1", "-1,-1", "-2,1"]}}
    water = {f"{h.q},{h.r}" for h in build_spots(make_map(layout), "water")}
    assert "-2,0" not in water and "-1,0" not in water
    assert {"-2,2", "2,0", "-2,-1"} <= water, "Water elsewhere is fine"
    assert [f"{h.q},{h.r}" for h in build_spots(make_map(layout), "rock")] == ["-1,0"]


# -- R-R2 -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, first, placers", [
    (1, 0, [0, 0]),
    (2, 1, [1, 0, 1]),
    (3, 2, [2, 0, 1, 2]),
    (4, 3, [3, 0, 1, 2, 3]),
])
def test_r_r2_players_plus_one_monsters_in_turn_order_first_player_also_last(
        players: int, first: int, placers: list[int]) -> None:
    g = new_game(players, seed=21)
    s = g.state
    g.apply_chance(str(first))
    while s.chance and s.chance[0][0] == "mission":
        g.apply_chance(g.chance_outcomes()[0][0])
    assert s.step == "monsters" and s.setup_left == placers
    for n, placer in enumerate(placers):
        assert s.chance[0] == ("kind", {"seat": placer})
        g.apply_chance("1")
        before = set(s.monsters)
        g.apply_chance(str(n + 1))  # a mark no monster stands on yet
        if players > 1:  # each player's tiles show every mark: the placer chooses
            assert g.current_player == placer, "the placer chooses the tile"
            assert len(ids(g)) == players
            g.act(ids(g)[0])
        else:  # solo: one Empty tile shows the mark, so it is placed without asking
            assert "the only free tile it may take" in s.log[-1]
        (new,) = set(s.monsters) - before
        assert s.monsters[new].owner == placer, "the placer owns it"
    assert len(s.monsters) == (2 if players == 1 else players + 1)
    assert all(s.map.tiles[m.at].terrain == "empty" for m in s.monsters.values())
    assert s.step == "outposts"


def test_r_r2_monster_kind_by_d6_ogre_wyrm_basilisk() -> None:
    g = new_game(2, seed=22)
    s = g.state
    while not s.chance or s.chance[0][0] != "kind":
        g.apply_chance(g.chance_outcomes()[0][0])
    assert [o for o, _ in g.chance_outcomes()] == ["1", "2", "3", "4", "5", "6"]
    kinds = []
    for face in range(1, 7):
        twin = s.clone()
        chance_mod.apply(twin, str(face))
        kind, data = twin.chance[0]
        assert kind == "mark"
        kinds.append(data["kind"])
    assert kinds == ["ogre", "ogre", "wyrm", "wyrm", "basilisk", "basilisk"]


def test_r_r2_empty_marks_and_a_six_is_any_free_empty_tile() -> None:
    layout = hexagon(3)
    for i, where in enumerate(["-3,0", "-2,0", "-1,0", "1,0", "2,0", "3,0"]):
        layout[where] = f"empty:{i % 5 + 1}"  # marks 1 2 3 4 5 1
    for mark, spots in (("6", ["-1,0", "-2,0", "-3,0", "1,0", "3,0"]), ("1", ["-3,0", "3,0"])):
        g = blank(2, layout=layout)
        s = g.state
        monster(s, "ogre", "2,0", owner=1)      # the Empty tile marked 5 is taken
        troop(s, 0, "soldier", "-1,0")          # the one marked 3 is not free either
        s.step, s.setup_left = "end", [1]       # a monster of seat 1's to come back
        advance(s)
        assert s.chance[0] == ("kind", {"seat": 1})
        g.apply_chance("3")
        g.apply_chance(mark)
        assert g.current_player == 1
        assert sorted(ids(g)) == sorted(f"monster:{w}" for w in spots if w != "-1,0")


def test_r_r2_slain_monster_comes_back_at_the_end_of_the_turn_same_owner() -> None:
    g = blank(2, layout={**hexagon(3), "3,-3": "empty:2", "-3,3": "empty:2"})
    s = g.state
    t = troop(s, 0, "soldier", "0,0")
    m = monster(s, "basilisk", "1,0", owner=1, hp=2)
    other = monster(s, "wyrm", "-3,0", owner=0)
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:strike")
    g.apply_chance("4")
    g.apply_chance("2")
    assert m.id not in s.monsters and s.respawns == [1]
    assert g.current_player == 0, "not yet: at the end of the turn"
    g.act("end_turn")
    g.apply_chance("1")  # the wind: the Wyrm moves first, then the slain one comes back
    assert s.monsters[other.id].at == at(s, "-2,0")
    assert s.chance[0] == ("kind", {"seat": 1}), "placed by its owner, the same way"
    g.apply_chance("2")
    g.apply_chance("2")
    assert g.current_player == 1 and sorted(ids(g)) == ["monster:-3,3", "monster:3,-3"]
    g.act("monster:3,-3")
    (new,) = [x for x in s.monsters.values() if x.id != other.id]
    assert new.owner == 1 and new.kind == "ogre" and new.hp == C.monster["ogre"].hp
    assert s.active == 1 and s.step == "gather", "then the next turn begins"


# -- R-R3 -------------------------------------------------------------------------------------
def test_r_r3_one_building_per_tile_not_on_a_monster_next_to_water_or_own() -> None:
    layout = {**hexagon(2), "-2,0": "water"}
    g = blank(2, layout=layout)
    s = g.state
    outpost(s, 0, "0,0")
    outpost(s, 0, "-1,1", tower=True)
    outpost(s, 1, "2,-2")
    monster(s, "ogre", "0,1")
    troop(s, 0, "soldier", "1,-1")
    give(s, 0, food=5, wood=5, rock=5)
    to_commerce(g)
    offered = {a.split(":")[1] for a in ids(g) if a.startswith("build:")}
    mine = {"0,0", "-1,1"}
    expected = set()
    for where, terrain in layout.items():
        if terrain == "water" or where in ("0,0", "-1,1", "2,-2", "0,1"):
            continue
        if any(hex_distance(where, w) == 1 for w in ["-2,0", *mine]):
            expected.add(where)
    assert offered == expected
    assert "-1,0" in offered, "next to Water"
    assert "1,0" in offered, "next to an own outpost"
    assert "1,-1" in offered, "a troop does not stop an outpost"
    assert "-2,1" in offered, "next to an own Dragon Tower"
    assert "0,1" not in offered, "not on a monster"
    assert "0,0" not in offered and "2,-2" not in offered, "one outpost or tower per tile"
    assert "2,-1" not in offered, "an opponent's outpost does not count"
    assert "-2,0" not in offered, "never on Water"


# -- R-R4 -------------------------------------------------------------------------------------
def test_r_r4_gather_per_outpost_and_per_tower_a_haunted_tile_nothing() -> None:
    """Each outpost gathers ``yield_outpost`` and each Dragon Tower ``yield_tower`` (the brief:
    1 and 2; tuned: 1 and 1), read from the data; a tile with a monster on it yields nothing."""
    g = blank(2, layout={**hexagon(2), "-2,0": "water", "0,2": "rock", "1,1": "rock",
                         "2,0": "rock"})
    s = g.state
    outpost(s, 0, "0,0")
    outpost(s, 0, "1,0", tower=True)
    outpost(s, 0, "-1,0")
    outpost(s, 0, "0,-1", tower=True)
    monster(s, "ogre", "-1,0")       # outpost on a haunted tile
    monster(s, "wyrm", "0,-1")       # tower on a haunted tile
    outpost(s, 1, "0,2")
    outpost(s, 1, "1,1", tower=True)
    outpost(s, 1, "2,0")
    monster(s, "basilisk", "2,0")
    g.act("gather:food")
    assert s.players[0].res["food"] == NUM.yield_outpost + NUM.yield_tower
    g.apply_chance("3")
    assert s.players[1].res["rock"] == NUM.yield_outpost + NUM.yield_tower
    assert s.step == "commerce"


def test_r_r4_solo_gathers_its_pick_and_the_d4() -> None:
    g = blank(1, layout={**hexagon(2), "-2,0": "water", "1,1": "mana"})
    s = g.state
    outpost(s, 0, "0,0")
    outpost(s, 0, "1,1", tower=True)
    g.act("gather:food")
    assert s.players[0].res == {"food": NUM.yield_outpost, "wood": 0, "rock": 0, "mana": 0}
    g.apply_chance("4")
    assert s.players[0].res == {"food": NUM.yield_outpost, "wood": 0, "rock": 0,
                                "mana": NUM.yield_tower}


# -- R-R5 -------------------------------------------------------------------------------------
def test_r_r5_costs_and_piece_limits_in_the_data() -> None:
    """The tuned numbers recorded in CONTENT.md ("Numbers", "Troops"); a tuning changes this
    test with the data and CONTENT.md. Tuned: the Dragon Tower 2 Food, 3 Wood, 5 Rock and
    4 Mana (the brief: 2 Rock, 2 Mana, 1 Wood), the Soldier 2 Food 1 Wood (1 Food 1 Wood), the
    Knight 2 Food 2 Wood 1 Rock (2 Food 1 Wood 1 Rock), at most 4 troops (5). Still the
    brief's: the outpost's cost, 8 outposts, 3 towers, the Archer's and Paragon's costs, 4
    starting outposts and the starting resources."""
    assert NUM.outpost_cost == {"food": 1, "wood": 1, "rock": 1} and NUM.outposts == 8
    assert NUM.tower_cost == {"food": 2, "wood": 3, "rock": 5, "mana": 4} and NUM.towers == 3
    assert {k.id: k.cost for k in C.troops} == {
        "soldier": {"food": 2, "wood": 1}, "archer": {"food": 1, "wood": 1, "rock": 1},
        "knight": {"food": 2, "wood": 2, "rock": 1}, "paragon": {"food": 1, "mana": 2}}
    assert NUM.troop_limit == 4 and NUM.start_outposts == 4
    assert NUM.start_resources == {"food": 1, "wood": 1, "rock": 1, "mana": 1}


def test_r_r5_outpost_and_tower_costs_paid_exactly() -> None:
    zero = {r: 0 for r in ("food", "wood", "rock", "mana")}
    g = blank(2, layout={**hexagon(2), "-2,0": "water"})
    s = g.state
    p = s.players[0]
    outpost(s, 0, "0,0")
    give(s, 0, **NUM.outpost_cost)
    to_commerce(g, "wood", "2")          # nothing gathered: the outpost is on Food
    assert p.res == zero | NUM.outpost_cost
    g.act("build:1,0")
    assert p.res == zero and p.outposts_left == NUM.outposts - 2
    assert s.buildings[at(s, "1,0")] == (0, False)
    assert s.step == "troops", "nothing left to pay with: the Commerce ended by itself"
    s.step = "commerce"
    assert not [a for a in ids(g) if a.startswith("build:")]
    for r, n in NUM.tower_cost.items():  # one short of any part: no tower
        p.res = zero | NUM.tower_cost | {r: n - 1}
        assert not [a for a in ids(g) if a.startswith("tower:")], r
    p.res = zero | NUM.tower_cost
    assert [a for a in ids(g) if a.startswith("tower:")] == ["tower:0,0", "tower:1,0"]
    g.act("tower:1,0")
    assert p.res == zero
    assert s.buildings[at(s, "1,0")] == (0, True) and p.renown == 1
    assert p.towers_left == NUM.towers - 1 and p.outposts_left == NUM.outposts - 1, \
        "the outpost goes back to the box"
    assert "tower:1,0" not in ids(g) and "build:1,0" not in ids(g), "one per tile"


def test_r_r5_troop_costs() -> None:
    for kind in ("soldier", "archer", "knight", "paragon"):
        cost = C.troop[kind].cost
        g = blank(2, layout={**hexagon(2), "-2,0": "water"})
        s = g.state
        outpost(s, 0, "0,0")
        give(s, 0, **cost)
        s.step = "commerce"
        trains = {a.split(":")[1] for a in ids(g) if a.startswith("train:")}
        assert kind in trains
        g.act(f"train:{kind}:0,0")
        assert s.players[0].res == {"food": 0, "wood": 0, "rock": 0, "mana": 0}
        assert [t.kind for t in s.troops.values()] == [kind]
        for r in cost:  # one short of any part: not offered
            g = blank(2, layout={**hexagon(2), "-2,0": "water"})
            s = g.state
            outpost(s, 0, "0,0")
            give(s, 0, **{**cost, r: cost[r] - 1})
            s.step = "commerce"
            assert not [a for a in ids(g) if a.startswith(f"train:{kind}:")], (kind, r)


def test_r_r5_outpost_and_tower_pieces_and_the_troop_limit() -> None:
    """The boxes hold ``NUM.outposts`` outposts and ``NUM.towers`` towers (8 and 3, the
    brief's), an upgrade puts its outpost back in the box, and no more than
    ``NUM.troop_limit`` troops may be on the map (the brief: 5; tuned: 4), all read from the
    data."""
    layout = {**hexagon(3), "-3,0": "water"}
    g = blank(2, layout=layout)
    s = g.state
    p = s.players[0]
    plenty = NUM.troop_limit * 5 + sum(NUM.tower_cost.values())
    give(s, 0, food=plenty, wood=plenty, rock=plenty, mana=plenty)
    land = sorted((w for w, t in layout.items() if t != "water"),
                  key=lambda w: (hex_distance(w, "-3,0"), w))
    towers, outposts = land[:NUM.towers - 1], land[NUM.towers - 1:NUM.towers - 1 + NUM.outposts]
    for where in towers:
        outpost(s, 0, where, tower=True)
    for where in outposts:
        outpost(s, 0, where)
    assert p.outposts_left == 0 and p.towers_left == 1
    s.step = "commerce"
    assert not [a for a in ids(g) if a.startswith("build:")], "all the outposts are out"
    g.act(f"tower:{outposts[-1]}")
    assert p.towers_left == 0 and p.towers_built == NUM.towers and p.renown == 1
    assert p.outposts_left == 1 and [a for a in ids(g) if a.startswith("build:")]
    assert not [a for a in ids(g) if a.startswith("tower:")], "all the towers are up"
    for _ in range(NUM.troop_limit):
        assert [a for a in ids(g) if a.startswith("train:")]
        g.act(next(a for a in ids(g) if a.startswith("train:soldier:")))
    assert len(s.troops_of(0)) == NUM.troop_limit
    assert not [a for a in ids(g) if a.startswith("train:")], "at the troop limit"


# -- R-R6 -------------------------------------------------------------------------------------
def test_r_r6_capital_three_of_one_kind_for_one_of_any_other() -> None:
    g = blank(2)
    s = g.state
    give(s, 0, wood=3, rock=2)
    s.step = "commerce"
    capital = sorted(a for a in ids(g) if a.startswith("capital:"))
    assert capital == ["capital:wood:food", "capital:wood:mana", "capital:wood:rock"]
    g.act("capital:wood:rock")
    assert s.players[0].res == {"food": 0, "wood": 0, "rock": 3, "mana": 0}


def test_r_r6_offers_one_to_three_each_way_the_target_answers() -> None:
    """1–3 resources each way, only what each holds, never one resource both ways; the other
    player answers; one offer to each player a turn and three offers a turn (rules version 2:
    ``offers_per_player``), a withdrawn one counted."""
    g = blank(4)
    s = g.state
    a, b = s.players[0], s.players[1]
    give(s, 0, food=5, wood=1)
    give(s, 1, mana=4, rock=1)
    give(s, 2, rock=1)
    give(s, 3, wood=1)
    to_commerce(g, "food", "1")
    g.act("offer:1")
    assert g.current_player == 0, "the active player writes the offer"
    assert "send" not in ids(g), "1–3 each way: nothing given yet"
    g.act("give:food")
    assert "send" not in ids(g), "nothing asked yet"
    g.act("give:food")
    g.act("give:wood")
    assert not [x for x in ids(g) if x.startswith("give:")], "at most 3 given"
    assert "ask:food" not in ids(g) and "ask:wood" not in ids(g), "they hold none"
    g.act("ask:mana")
    g.act("ask:mana")
    g.act("send")
    assert g.current_player == 1 and sorted(ids(g)) == ["accept", "decline"]
    g.act("accept")
    assert a.res == {"food": 3, "wood": 0, "rock": 0, "mana": 2}
    assert b.res == {"food": 2, "wood": 1, "rock": 1, "mana": 2}
    assert g.current_player == 0 and s.step == "commerce"
    assert "offer:1" not in ids(g), "one offer to each player a turn"
    g.act("offer:2")
    g.act("withdraw")
    assert a.res["food"] == 3, "withdrawn: nothing moves"
    assert "offer:2" not in ids(g), "a withdrawn offer counts"
    g.act("offer:3")
    g.act("give:food")
    g.act("ask:wood")
    g.act("send")
    g.act("decline")
    assert a.res["food"] == 3 and s.players[3].res["wood"] == 1, "declined: nothing moves"
    assert a.offers == NUM.offers_per_turn == 3
    assert not [x for x in ids(g) if x.startswith("offer:")], "at most 3 offers a turn"
    g.act("end_commerce")
    assert not [x for x in ids(g) if x.startswith("offer:")], "only in the Commerce"


def test_r_r6_an_item_comes_out_of_an_offer_one_at_a_time() -> None:
    """Rules version 2: each resource given or asked can be taken back out, one at a time;
    once out of one side it may go on the other."""
    g = blank(2)
    s = g.state
    give(s, 0, food=3, wood=1)
    give(s, 1, food=1, mana=2)
    to_commerce(g)
    g.act("offer:1")
    assert not [x for x in ids(g) if x.startswith(("ungive:", "unask:"))], "nothing to take out"
    g.act("give:food")
    g.act("give:food")
    g.act("ask:mana")
    assert "ask:food" not in ids(g), "Food is given: not asked as well"
    assert [x for x in ids(g) if x.startswith("un")] == ["ungive:food", "unask:mana"]
    g.act("ungive:food")
    assert s.offer.give == {"food": 1} and s.offer.get == {"mana": 1}
    g.act("ungive:food")
    assert s.offer.give == {} and "send" not in ids(g), "nothing given: not sent"
    assert "ask:food" in ids(g), "out of the gift, Food may be asked"
    g.act("give:wood")
    g.act("unask:mana")
    g.act("ask:food")
    g.act("send")
    g.act("accept")
    assert s.players[0].res == {"food": 4, "wood": 0, "rock": 0, "mana": 0}
    assert s.players[1].res == {"food": 0, "wood": 1, "rock": 0, "mana": 2}


def test_r_r6_only_the_active_player_offers_and_the_count_resets() -> None:
    g = blank(2)
    s = g.state
    give(s, 0, food=3)
    give(s, 1, wood=3)
    to_commerce(g)
    g.act("offer:1")
    g.act("withdraw")
    assert "offer:1" not in ids(g), "one offer to each player a turn"
    finish_turn(g)
    assert s.active == 1 and "offer:0" in commerce_ids(g) and "offer:1" not in ids(g)
    finish_turn(g)
    assert s.active == 0 and "offer:1" in commerce_ids(g), "new offers next turn"


# -- R-R7 -------------------------------------------------------------------------------------
def test_r_r7_troop_table() -> None:
    """The troops' Move, HP and attacks as recorded in CONTENT.md ("Troops"): the tuning left
    them as the brief designed them (only the Soldier's and Knight's costs changed, R-R5)."""
    table = {k.id: (k.move, k.hp, k.flies, [(a.name, a.range, a.hit, a.die) for a in k.attacks])
             for k in C.troops}
    assert table == {
        "soldier": (2, 4, False, [("Strike", 1, 4, 4), ("Heavy Blow", 1, 7, 8)]),
        "archer": (2, 3, False, [("Shot", 2, 5, 4), ("Aimed Shot", 2, 8, 8)]),
        "knight": (3, 5, False, [("Charge", 1, 5, 6), ("Lance", 1, 7, 10)]),
        "paragon": (3, 3, True, [("Bolt", 2, 5, 6), ("Storm", 2, 8, 10)]),
    }


@pytest.mark.parametrize("kind", ["soldier", "archer", "knight", "paragon"])
def test_r_r7_each_attack_range_d10_threshold_and_damage_die(kind: str) -> None:
    for a in C.troop[kind].attacks:
        for face, hits in ((a.hit - 1, False), (a.hit, True)):
            g = blank(2, layout=hexagon(3))
            s = g.state
            t = troop(s, 0, kind, "0,0")
            far = monster(s, "wyrm", "3,0")
            m = monster(s, "wyrm", f"{a.range},0")
            to_troops(g)
            mine = [x for x in ids(g) if x.startswith(f"attack:t{t.id}:")]
            assert f"attack:t{t.id}:m{m.id}:{a.id}" in mine, "within range"
            assert not [x for x in mine if f":m{far.id}:" in x], "3 hexes: beyond every range"
            g.act(f"attack:t{t.id}:m{m.id}:{a.id}")
            assert [o for o, _ in g.chance_outcomes()] == [str(f) for f in range(1, 11)]
            g.apply_chance(str(face))
            nxt, data = s.chance[0]
            if hits:
                assert nxt == "damage" and len(g.chance_outcomes()) == a.die
                g.apply_chance("1")
                assert m.hp == C.monster["wyrm"].hp - 1
            else:
                assert nxt == "react" and m.hp == C.monster["wyrm"].hp


def test_r_r7_range_two_does_not_reach_three_and_range_one_is_adjacent_only() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    soldier = troop(s, 0, "soldier", "0,0")
    archer = troop(s, 0, "archer", "-3,0")
    m = monster(s, "ogre", "0,-2")
    to_troops(g)
    assert not [x for x in ids(g) if x.startswith("attack:")], "soldier 2 away, archer 3 away"
    g.act(f"move:t{soldier.id}:0,-1")
    g.act(f"move:t{archer.id}:-2,-1")
    assert hex_distance("-2,-1", "0,-2") == 2
    assert sorted(x for x in ids(g) if x.startswith("attack:")) == sorted([
        f"attack:t{soldier.id}:m{m.id}:strike", f"attack:t{soldier.id}:m{m.id}:heavy_blow",
        f"attack:t{archer.id}:m{m.id}:shot", f"attack:t{archer.id}:m{m.id}:aimed"])


# -- R-R8 -------------------------------------------------------------------------------------
def test_r_r8_trained_troops_appear_on_or_beside_an_own_outpost_or_tower() -> None:
    layout = {**hexagon(3), "1,0": "water", "-3,3": "water"}
    g = blank(2, layout=layout)
    s = g.state
    outpost(s, 0, "0,0")
    outpost(s, 0, "3,-3", tower=True)
    outpost(s, 1, "-2,2")
    troop(s, 1, "soldier", "0,1")
    monster(s, "ogre", "-1,0")
    give(s, 0, food=5, wood=5, rock=5, mana=5)
    s.step = "commerce"
    soldier = {a.split(":")[2] for a in ids(g) if a.startswith("train:soldier:")}
    paragon = {a.split(":")[2] for a in ids(g) if a.startswith("train:paragon:")}
    near = {w for w in layout if any(hex_distance(w, b) <= 1 for b in ("0,0", "3,-3"))}
    assert paragon == near - {"0,1", "-1,0"}, "on or beside, never on another piece"
    assert soldier == paragon - {"1,0"}, "only Paragons stand on Water"
    assert "-3,2" not in soldier and "-2,1" not in soldier, "not beside another's outpost"


def test_r_r8_one_piece_per_hex_and_outposts_do_not_block() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "knight", "0,0")
    troop(s, 0, "soldier", "1,0")
    troop(s, 1, "soldier", "0,1")
    monster(s, "ogre", "-1,0")
    outpost(s, 1, "1,-1")
    outpost(s, 0, "0,-1")
    to_troops(g)
    moves = {a.split(":")[2] for a in ids(g) if a.startswith(f"move:t{t.id}:")}
    assert not moves & {"1,0", "0,1", "-1,0"}, "no troop or monster hex"
    assert {"1,-1", "0,-1", "-1,1"} <= moves, "outposts (anyone's) do not block"
    blocked, seen, frontier = {"1,0", "0,1", "-1,0"}, {"0,0"}, ["0,0"]
    for _ in range(3):  # the engine's reading: a move goes round other pieces, not through
        frontier = [n for w in frontier for n in (neighbour(w, d) for d in range(1, 7))
                    if n in hexagon(3) and n not in blocked and n not in seen]
        seen.update(frontier)
    assert moves == seen - {"0,0"}
    assert "1,1" not in moves and "-2,0" in moves


def test_r_r8_no_troop_combat_one_attack_a_turn_attacking_ends_the_move() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    knight = troop(s, 0, "knight", "-1,0")
    soldier = troop(s, 0, "soldier", "1,-1")
    troop(s, 1, "soldier", "-1,1")
    m = monster(s, "wyrm", "1,0")
    to_troops(g)
    attacks = [a for a in ids(g) if a.startswith("attack:")]
    assert attacks and all(a.startswith(f"attack:t{soldier.id}:m{m.id}:") for a in attacks), \
        "only monsters are attacked: not the troop beside the knight"
    g.act(f"move:t{knight.id}:0,0")
    assert knight.moves == 2
    g.act(f"attack:t{knight.id}:m{m.id}:charge")
    g.apply_chance("1")   # miss
    g.apply_chance("1")   # Roar
    assert knight.attacked and knight.moves == 0
    assert not [a for a in ids(g) if a.startswith(f"move:t{knight.id}:")], "attacking ends its move"
    assert not [a for a in ids(g) if a.startswith(f"attack:t{knight.id}:")], "one attack a turn"
    assert f"attack:t{soldier.id}:m{m.id}:strike" in ids(g), "the other troop still may"
    finish_turn(g)
    g.act("gather:food")
    g.apply_chance("1")
    finish_turn(g)
    to_troops(g)
    assert knight.moves == 3 and not knight.attacked, "a new turn, a new move and attack"


def test_r_r8_troops_beside_own_outpost_or_tower_heal_one_at_their_turn_start() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    outpost(s, 1, "0,0")
    outpost(s, 1, "3,0", tower=True)
    outpost(s, 0, "-3,0")
    beside = troop(s, 1, "knight", "1,0", hp=2)
    on_tower = troop(s, 1, "archer", "3,0", hp=1)
    far = troop(s, 1, "soldier", "0,-3", hp=1)
    full = troop(s, 1, "paragon", "0,1")
    theirs = troop(s, 0, "soldier", "-2,0", hp=1)
    to_troops(g)
    g.act("end_turn")   # no monsters: straight to seat 1's turn
    assert s.active == 1
    assert (beside.hp, on_tower.hp, far.hp, full.hp) == (2 + NUM.heal, 1 + NUM.heal, 1,
                                                        C.troop["paragon"].hp)
    assert theirs.hp == 1, "only the player whose turn begins"


# -- R-R9 -------------------------------------------------------------------------------------
def test_r_r9_monster_tables() -> None:
    """The monsters as recorded in CONTENT.md ("Monsters"): tuned hit points — Ogre 32, Wyrm
    38, Basilisk 26 (the brief: 8, 10, 6) — and the brief's d8 tables, unchanged."""
    def table(kind: str) -> list[tuple]:  # type: ignore[type-arg]
        m = C.monster[kind]
        return [(f, m.reaction(f).effect, m.reaction(f).die, m.reaction(f).amount,
                 m.reaction(f).reach) for f in range(1, 9)]

    roar = ("roar", None, None, None)
    assert C.monster["ogre"].hp == 32
    assert [r[1:] for r in table("ogre")] == [roar] * 3 + [("hit", 4, None, 1)] * 3 + [
        ("raze", None, None, None), ("heal", None, 2, None)]
    assert C.monster["wyrm"].hp == 38
    assert [r[1:] for r in table("wyrm")] == [roar] * 2 + [("hit", 4, None, 2)] * 3 + [
        ("hit", 6, None, 2), ("flee", None, 2, None), ("heal", None, 2, None)]
    assert C.monster["basilisk"].hp == 26
    assert [r[1:] for r in table("basilisk")] == [roar] * 3 + [("hit", None, 2, 2)] * 4 + [
        ("hit", None, 4, 2)]


def test_r_r9_hit_back_within_reach_damages_the_attacking_troop() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "soldier", "0,0")
    bystander = troop(s, 0, "soldier", "-1,0")
    m = monster(s, "ogre", "1,0")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:strike")
    g.apply_chance("4")
    g.apply_chance("1")
    assert m.hp == C.monster["ogre"].hp - 1
    g.apply_chance("5")           # Smash d4, reach 1
    assert s.chance[0][0] == "harm" and len(g.chance_outcomes()) == 4
    g.apply_chance("3")
    assert t.hp == C.troop["soldier"].hp - 3 and bystander.hp == C.troop["soldier"].hp
    b = blank(2, layout=hexagon(3))
    s = b.state
    t = troop(s, 0, "archer", "0,0")
    m = monster(s, "basilisk", "2,0")
    to_troops(b)
    b.act(f"attack:t{t.id}:m{m.id}:shot")
    b.apply_chance("1")
    b.apply_chance("8")           # Gaze 4, reach 2: a fixed amount, no die
    assert t.id not in s.troops, "3 HP archer destroyed"
    assert b.current_player == 0 and not s.chance


def test_r_r9_out_of_reach_the_monster_steps_one_toward_the_troop() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "archer", "0,0")
    m = monster(s, "ogre", "2,0")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:shot")
    g.apply_chance("1")
    g.apply_chance("4")           # Smash has reach 1; the archer is 2 away
    assert t.hp == 3 and not s.chance
    assert m.at == at(s, "1,0"), "one step toward it"
    # with Water on both tiles between, it cannot get closer and stays
    g = blank(2, layout={**hexagon(3), "1,0": "water", "1,-1": "water"})
    s = g.state
    t = troop(s, 0, "archer", "0,0")
    m = monster(s, "ogre", "2,-1")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:shot")
    g.apply_chance("1")
    g.apply_chance("6")
    assert m.at == at(s, "2,-1") and t.hp == 3


def test_r_r9_raze_removes_an_outpost_of_the_attackers_beside_it_his_pick() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "soldier", "0,0")
    m = monster(s, "ogre", "1,0")
    outpost(s, 0, "2,0")
    outpost(s, 0, "1,1")
    outpost(s, 0, "2,-1", tower=True)
    outpost(s, 1, "1,-1")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:strike")
    g.apply_chance("1")
    g.apply_chance("7")
    assert g.current_player == 0 and sorted(ids(g)) == ["raze:1,1", "raze:2,0"], \
        "his outposts only: not his tower, not another's outpost"
    g.act("raze:2,0")
    assert at(s, "2,0") not in s.buildings and s.players[0].outposts_left == NUM.outposts - 2 + 1
    assert s.buildings[at(s, "1,1")] == (0, False) and s.buildings[at(s, "1,-1")] == (1, False)
    assert s.buildings[at(s, "2,-1")] == (0, True)
    # one outpost beside it: razed at once; none: nothing
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "soldier", "0,0")
    m = monster(s, "ogre", "1,0")
    outpost(s, 0, "1,1")
    outpost(s, 1, "2,0")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:strike")
    g.apply_chance("1")
    g.apply_chance("7")
    assert at(s, "1,1") not in s.buildings and at(s, "2,0") in s.buildings
    assert g.current_player == 0 and s.step == "troops" and not s.pending


def test_r_r9_wyrm_flees_two_hexes_and_heals_up_to_its_hp() -> None:
    """Flee and Heal as the Wyrm's d8 table says (read from the data), never above its
    printed HP (the brief's 10, tuned to 38)."""
    wyrm = C.monster["wyrm"]
    flee, heal = wyrm.reaction(7).amount, wyrm.reaction(8).amount
    assert (wyrm.reaction(7).effect, wyrm.reaction(8).effect) == ("flee", "heal")
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "soldier", "-1,0")
    m = monster(s, "wyrm", "0,0")
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:strike")
    g.apply_chance("4")
    g.apply_chance("3")
    g.apply_chance("7")           # Flee 2
    assert hex_distance(s.map.tiles[m.at].id, "-1,0") == 1 + flee
    assert m.hp == wyrm.hp - 3 and t.hp == C.troop["soldier"].hp
    for hp, healed in ((wyrm.hp - 3, wyrm.hp - 3 + heal), (wyrm.hp - 1, wyrm.hp)):
        g = blank(2, layout=hexagon(3))
        s = g.state
        t = troop(s, 0, "soldier", "-1,0")
        m = monster(s, "wyrm", "0,0", hp=hp)
        to_troops(g)
        g.act(f"attack:t{t.id}:m{m.id}:strike")
        g.apply_chance("1")
        g.apply_chance("8")       # Heal 2, never above its printed HP
        assert m.hp == healed and m.at == at(s, "0,0")


def test_r_r9_monsters_never_enter_water_troops_monsters_or_off_the_map() -> None:
    layout = {"0,0": "food", "1,0": "water", "0,1": "food", "-1,1": "food", "-1,0": "water",
              "5,5": "food"}
    g = blank(2, layout=layout)
    s = g.state
    m = monster(s, "ogre", "0,0", owner=0)
    other = monster(s, "wyrm", "-1,1", owner=1)
    troop(s, 0, "soldier", "0,1")
    to_troops(g)
    g.act("end_turn")
    g.apply_chance("1")
    assert m.at == at(s, "0,0"), "all six blocked (Water, troop, monster, off the map): stays"
    assert other.at == at(s, "-1,1"), "the Wyrm is boxed in too"
    assert s.active == 1


def test_r_r9_a_slain_monster_does_not_react() -> None:
    g = blank(2, layout=hexagon(3))
    s = g.state
    t = troop(s, 0, "knight", "0,0")
    m = monster(s, "ogre", "1,0", hp=3)
    to_troops(g)
    g.act(f"attack:t{t.id}:m{m.id}:lance")
    g.apply_chance("7")
    g.apply_chance("3")
    assert m.id not in s.monsters and not s.chance and g.current_player == 0


# -- R-R10 ------------------------------------------------------------------------------------
def test_r_r10_the_killing_blow_earns_one_renown() -> None:
    """A wounded Basilisk with 6 HP left (the brief's full 6 HP; tuned Basilisks have 26) so a
    Heavy Blow of 5 and a Shot of 4 finish it: the second troop's killing blow earns 1 Renown."""
    g = blank(2, layout=hexagon(3))
    s = g.state
    soldier = troop(s, 0, "soldier", "0,0")
    archer = troop(s, 0, "archer", "-1,0")
    m = monster(s, "basilisk", "1,0", owner=1, hp=6)
    to_troops(g)
    g.act(f"attack:t{soldier.id}:m{m.id}:heavy_blow")
    g.apply_chance("9")
    g.apply_chance("5")
    g.apply_chance("1")
    assert m.hp == 1 and s.players[0].renown == 0, "damage alone earns nothing"
    g.act(f"attack:t{archer.id}:m{m.id}:shot")
    g.apply_chance("5")
    g.apply_chance("4")
    assert m.id not in s.monsters
    assert s.players[0].renown == 1 and s.players[0].kills == 1
    assert s.players[1].renown == 0, "owning the monster earns nothing"
    assert s.players[0].damage == 5 + 1, "overkill is not damage dealt"


# -- R-R11 ------------------------------------------------------------------------------------
def test_r_r11_deck_of_eight_three_face_up_claim_and_refill() -> None:
    g = new_game(2, seed=31)
    s = g.state
    assert len(C.missions) == 8 and C.face_up == 3
    g.apply_chance("0")
    for n in range(3):
        assert [o for o, _ in g.chance_outcomes()] == sorted(s.deck) and len(s.deck) == 8 - n
        g.apply_chance(g.chance_outcomes()[-1][0])
    assert len(s.up) == 3 and len(s.deck) == 5 and not set(s.up) & set(s.deck)
    mana = ["-1,0", "-1,1", "-2,1", "-2,2"][:C.mission["m6"].amount]  # Mana Wardens' count
    assert len(mana) == C.mission["m6"].amount
    g = blank(2, layout={**hexagon(2), "-2,0": "water", **{w: "mana" for w in mana}})
    s = g.state
    _face_up(s, "m6", "m2", "m3")
    for where in mana:
        outpost(s, 0, where)
    give(s, 0, food=NUM.capital_rate)  # something left to do after the claim: Commerce stays
    to_commerce(g)
    assert [a for a in ids(g) if a.startswith("claim:")] == ["claim:m6"]
    g.act("claim:m6")
    assert s.players[0].renown == 1 and s.players[0].missions == ["m6"]
    assert s.up == ["m2", "m3"] and g.current_player == "chance"
    assert [o for o, _ in g.chance_outcomes()] == sorted(s.deck)
    g.apply_chance("m8")
    assert s.up == ["m2", "m3", "m8"] and "m8" not in s.deck and len(s.deck) == 4
    assert g.current_player == 0 and s.step == "commerce"


#: For the mission tests: (monster, its tile, an own troop's tile beside it, a tile for that
#: troop away from every monster) — Great Hunt's monsters are the first ``amount`` of these.
HUNT = [("ogre", "1,1", "1,2", "0,3"), ("wyrm", "-2,2", "-2,1", "-3,1"),
        ("basilisk", "2,-2", "2,-1", "0,-1"), ("ogre", "-1,-2", "-1,-1", "-2,0")]


@pytest.mark.parametrize("mission", ["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8"])
def test_r_r11_each_mission_condition(mission: str) -> None:
    """Each mission's condition holds at its number (``amount`` or ``cost``, read from the
    data: the tuned 10 buildings, 4 kinds, 6/6/6, 14 damage, 3 monsters, 3 Mana tiles, 3 other
    troops) and not one short; Sky Patrol and Tower Guard also fail with the Paragon off the
    Water or the guarded building not a tower."""
    n = C.mission[mission].amount
    layout = {**hexagon(3), "-3,0": "water", "0,0": "water", "1,0": "wood", "2,0": "rock",
              "3,0": "mana", "3,-1": "mana", "3,-2": "mana", "3,-3": "mana", "1,1": "wood"}
    kinds = [k.id for k in C.troops]

    def position(case: str) -> bool:
        """``ok``: the condition holds; ``short``: one short of the number; ``off``: the
        number is there but the Paragon is not on Water / the building is no tower."""
        ok = case != "short"
        g = blank(2, layout=layout)
        s = g.state
        _face_up(s, mission, *[m for m in ("m1", "m2", "m3") if m != mission][:2])
        if mission == "m1":
            # all 4 resource types, then Food tiles, up to n buildings (one short: n - 1)
            spots = ["-1,0", "1,0", "2,0", "3,0"] + sorted(
                w for w, t in layout.items() if t == "food" and w != "-1,0")
            spots = spots[:n if ok else n - 1]
            towers = max(1, len(spots) - NUM.outposts)
            assert towers <= NUM.towers and len(spots) >= 4
            for i, w in enumerate(reversed(spots)):
                outpost(s, 0, w, tower=i < towers)
        elif mission == "m2":
            assert n <= min(len(kinds), NUM.troop_limit)
            mine = kinds[:n] if ok else kinds[:n - 1] + kinds[:1]  # n troops, n - 1 kinds
            for kind, w in zip(mine, ["1,1", "2,1", "-1,1", "-2,3"]):
                troop(s, 0, kind, w)
        elif mission == "m3":
            cost = C.mission["m3"].cost
            last = list(cost)[-1]
            give(s, 0, **{**cost, last: cost[last] - (0 if ok else 1)})
            give(s, 0, mana=5)
        elif mission == "m4":
            s.players[0].damage_last = n if ok else n - 1
        elif mission == "m5":
            assert n <= min(len(HUNT), NUM.troop_limit)
            for i, (kind, where, beside, away) in enumerate(HUNT[:n]):
                monster(s, kind, where)
                troop(s, 0, "soldier", away if i == n - 1 and not ok else beside)
            monster(s, "basilisk", "-3,3", owner=1)
            troop(s, 1, "soldier", "-3,2")  # another's troop beside another monster
        elif mission == "m6":
            mana = ["3,0", "3,-1", "3,-2", "3,-3"]
            assert n <= len(mana)
            for w in mana[:n] if ok else mana[:n - 1] + ["2,0"]:
                outpost(s, 0, w)
        elif mission == "m7":
            assert n + 1 <= NUM.troop_limit
            troop(s, 0, "paragon", "0,0" if case != "off" else "0,1")
            others = ["2,1", "-3,2", "1,2", "-1,-1"][:n if ok else n - 1]
            for kind, w in zip(["soldier", "paragon", "archer", "knight"], others):
                troop(s, 0, kind, w)
        elif mission == "m8":
            assert n + 1 <= NUM.troop_limit
            outpost(s, 0, "2,0", tower=case != "off")
            outpost(s, 0, "-2,2", tower=True)
            beside = ["2,1", "1,1", "2,-1", "3,-1"][:n if ok else n - 1]
            for kind, w in zip(["soldier", "archer", "paragon", "knight"], beside):
                troop(s, 0, kind, w)
            troop(s, 0, "knight", "-2,3")  # one troop beside the other tower
        return f"claim:{mission}" in commerce_ids(g, "food", "1")

    assert position("ok"), "the condition holds"
    assert not position("short"), "one short"
    if mission in ("m7", "m8"):
        assert not position("off"), "the Paragon not on Water / an outpost, not a tower"


def test_r_r11_hunt_tiles_are_as_the_mission_test_needs() -> None:
    """The staging of Great Hunt above: each troop's tile beside its own monster only, each
    "away" tile beside no monster (seat 1's Basilisk at -3,3 included)."""
    monsters = [where for _, where, _, _ in HUNT] + ["-3,3"]
    tiles = monsters + [b for _, _, b, _ in HUNT] + [a for _, _, _, a in HUNT] + ["-3,2"]
    assert len(set(tiles)) == len(tiles), "no two pieces on one tile"
    assert not {"-3,0", "0,0"} & set(tiles), "none on the mission test's Water"
    for _, where, beside, away in HUNT:
        assert [m for m in monsters if hex_distance(m, beside) == 1] == [where]
        assert not [m for m in monsters if hex_distance(m, away) <= 1]


def test_r_r11_paragon_on_water_needs_its_count_of_other_troops() -> None:
    """Sky Patrol: a Paragon on Water and ``amount`` other troops of one's own (the brief: 2;
    tuned: 3), read from the data."""
    n = C.mission["m7"].amount
    assert n + 1 <= NUM.troop_limit
    g = blank(2, layout={**hexagon(2), "0,0": "water"})
    s = g.state
    _face_up(s, "m7", "m1", "m2")
    troop(s, 0, "paragon", "0,0")
    spots = ["1,0", "2,0", "0,1", "0,2", "-1,1"]
    for where in spots[:n - 1]:
        troop(s, 0, "soldier", where)
    s.step = "commerce"
    assert "claim:m7" not in ids(g)
    troop(s, 1, "soldier", "-1,0")
    assert "claim:m7" not in ids(g), "another player's troop does not count"
    troop(s, 0, "soldier", spots[n - 1])
    assert "claim:m7" in ids(g)


def test_r_r11_tribute_is_paid_to_the_capital() -> None:
    """Royal Tribute's cost (the brief: 2/2/2; tuned: 6/6/6, read from the data) leaves the
    player; what he held beyond it stays."""
    cost = C.mission["m3"].cost
    g = blank(2)
    s = g.state
    _face_up(s, "m3", "m1", "m2")
    give(s, 0, **cost)
    give(s, 0, food=1, mana=1)
    s.step = "commerce"
    g.act("claim:m3")
    assert s.players[0].res == {"food": 1, "wood": 0, "rock": 0, "mana": 1}
    assert s.players[0].renown == 1


def test_r_r11_monster_bane_its_damage_in_one_turn_claimed_next_commerce() -> None:
    """Monster Bane: ``amount`` damage (the brief: 5; tuned: 14, read from the data) dealt in
    one turn — exactly that much, and one short — by the hardest hitters up to the troop
    limit, each hitting a Wyrm with a damage face that makes up the total; claimable in the
    player's next Commerce only."""
    n = C.mission["m4"].amount
    squad = [("knight", "0,0", "lance"), ("paragon", "-1,0", "storm"),
             ("soldier", "1,1", "heavy_blow"), ("archer", "3,0", "aimed")][:NUM.troop_limit]
    dice = {a.id: a.die for k in C.troops for a in k.attacks}
    assert sum(dice[a] for _, _, a in squad) >= n, "the squad can deal it in one turn"
    for total, claimable in ((n, True), (n - 1, False)):
        g = blank(2, layout=hexagon(3))
        s = g.state
        _face_up(s, "m4", "m1", "m2")
        m = monster(s, "wyrm", "1,0", hp=total + 1)   # survives every blow: all may attack
        left = total
        for kind, where, attack in squad:
            if not left:
                break
            t = troop(s, 0, kind, where)
            if left == total:
                to_troops(g)
            face = min(dice[attack], left)
            g.act(f"attack:t{t.id}:m{m.id}:{attack}")
            g.apply_chance("10")
            g.apply_chance(str(face))
            g.apply_chance("1")                      # Roar
            left -= face
        assert left == 0 and m.id in s.monsters
        assert s.players[0].damage == total
        finish_turn(g)
        assert s.active == 1 and "claim:m4" not in commerce_ids(g), "seat 1 dealt none"
        finish_turn(g)
        assert s.active == 0
        assert ("claim:m4" in commerce_ids(g)) is claimable
        finish_turn(g)
        commerce_ids(g)
        finish_turn(g)
        assert s.active == 0 and "claim:m4" not in commerce_ids(g), "only in the next Commerce"


# -- R-R12 ------------------------------------------------------------------------------------
def test_r_r12_turn_order_drawn_at_random() -> None:
    g = new_game(4, seed=41)
    assert g.current_player == "chance"
    assert g.chance_outcomes() == [("0", 0.25), ("1", 0.25), ("2", 0.25), ("3", 0.25)]
    g.apply_chance("2")
    assert g.state.order == [2, 3, 0, 1] and g.state.active == 2
    firsts = {new_game(4, seed, auto=True).state.order[0] for seed in range(12)}
    assert len(firsts) > 1


def test_r_r12_solo_two_monsters_and_lost_after_turn_twenty() -> None:
    g = new_game(1, seed=42)
    while g.state.step != "gather":
        if g.current_player == "chance":
            g.apply_chance(g.chance_outcomes()[0][0])
        else:
            g.act(ids(g)[0])
    assert len(g.state.monsters) == NUM.solo_monsters
    assert g.state.round_limit == NUM.solo_turns
    g = blank(1, layout=hexagon(2))
    s = g.state
    s.round = s.turns = 19
    to_troops(g)
    g.act("end_turn")
    assert s.step == "gather" and s.round == 20, "turn 20 is still played"
    to_troops(g)
    g.act("end_turn")
    assert s.step == "over" and s.winner is None and g.result()["winner"] is None
    assert g.current_player is None and ids(g) == []
    assert "20" in s.reason


def test_r_r12_solo_wins_at_three_renown_within_twenty_turns() -> None:
    g = blank(1, layout={**hexagon(2), "-2,0": "water"})
    s = g.state
    s.round = s.turns = 20
    s.players[0].renown = 2
    outpost(s, 0, "-1,0")
    give(s, 0, **NUM.tower_cost)
    to_commerce(g, "wood", "2")
    g.act("tower:-1,0")
    assert s.step == "over" and s.winner == 0 and g.result()["winner"] == 0
