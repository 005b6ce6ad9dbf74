"""Multiverse War played through the game (``hexrealms.Game``): the brief's acceptance
scenarios S-M1…S-M10 and rulings on real positions — who strikes first in an attack on the
map, the dice each strike throws, Builders' spacing, shots needing an identified target and a
clear line, resting, the battle track unlocking abilities, a Fortress lost with its Builder,
exploring, builds shown together (R-M11), the first round, roads, Barracks, Tier 2, the block
limit, the bonus missions, a captured Settlement and the round cap.

Scenarios S-M11 (hero sheets) and S-M12 (decoys) belong to the advanced scenario, which is not
implemented yet."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war import battle, fog, movement, rules, turn
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.invariants import broken_rules

from .board import (RULESET, action_phase, build_phase, dice_asked, hid, ids, new_game, open_map,
                    put, raise_building, roll, set_terrain)

C = content()
D = C.dice
RED, BLUE = 0, 1
#: Two hexes side by side in the central territory, and hexes around them (all grassland on
#: an open map).
HERE, THERE = (0, 0), (1, 0)
RED_HOME, BLUE_HOME = (4, -5), (-4, 5)


def flat_game(players: int = 2, **options):
    g = new_game(players, **options)
    open_map(g.state)
    return g


def battle_rows(g) -> list[tuple[str, str]]:
    """The dice panel's rows, first strike first: (who, "Striker → Target")."""
    return [(r.who, r.what) for r in g.state.rolls]


def strike(seat: int, striker: str, target: str) -> tuple[str, str]:
    """A dice panel row: the striker's owner, "Striker → Target" by the units' names."""
    names = {RED: "Red", BLUE: "Blue"}
    return names[seat], f"{C.unit[striker].name} → {C.unit[target].name}"


# -- who strikes first (S-M1, S-M2, S-M3) --------------------------------------------------------

def test_s_m1_horseman_attacks_pikeman_and_the_pikeman_strikes_first() -> None:
    """S-M1 (R-M2): a Horseman attacks a Pikeman on the map: the Pikeman counters cavalry and
    strikes first, throwing 3 dice for a critical only; then the Horseman hits back."""
    g = flat_game()
    s = g.state
    horse = put(s, RED, "horseman", HERE)
    pike = put(s, BLUE, "pikeman", THERE)
    action_phase(s, RED)
    g.act(f"attack:u{horse.id}:{hid(THERE)}")
    assert dice_asked(g) == D.counter_dice
    roll(g, "MM+")                      # no hit face: a countering strike lands anyway
    assert g.current_player == RED     # the Horseman's strike needed no dice
    assert battle_rows(g) == [strike(BLUE, "pikeman", "horseman"),
                              strike(RED, "horseman", "pikeman")]
    assert horse.wounds == C.unit["pikeman"].dmg
    assert pike.wounds == C.unit["horseman"].dmg
    assert horse.at == Hex(*HERE)       # the Pikeman lives: the Horseman does not advance
    assert "Pikeman hits the Horseman for 1" in s.log[-1].text


def test_s_m2_swordsman_attacks_archer_archer_first_then_the_swordsman_advances() -> None:
    """S-M2 (R-M2, R-M11): a Swordsman attacks an Archer: the Archer strikes first; the
    Swordsman, alive, hits back, slays it and advances into the emptied hex."""
    g = flat_game()
    s = g.state
    sword = put(s, RED, "swordsman", HERE)
    archer = put(s, BLUE, "archer", THERE)
    action_phase(s, RED)
    g.act(f"attack:u{sword.id}:{hid(THERE)}")
    assert dice_asked(g) == D.counter_dice
    roll(g, "M++")
    assert battle_rows(g) == [strike(BLUE, "archer", "swordsman"),
                              strike(RED, "swordsman", "archer")]
    assert sword.wounds == C.unit["archer"].dmg
    assert archer.id not in s.units
    assert sword.at == Hex(*THERE) and sword.done
    assert s.players[RED].track == {"swordsman": 1}


def test_s_m2_a_swordsman_the_archer_slays_never_hits_back() -> None:
    """S-M2: the Swordsman hits back only if alive — one with 1 HP left dies to the Archer's
    first strike and never strikes."""
    g = flat_game()
    s = g.state
    sword = put(s, RED, "swordsman", HERE, wounds=C.unit["swordsman"].hp - 1)
    archer = put(s, BLUE, "archer", THERE)
    action_phase(s, RED)
    g.act(f"attack:u{sword.id}:{hid(THERE)}")
    roll(g, "MM+")
    assert battle_rows(g) == [strike(BLUE, "archer", "swordsman")]
    assert sword.id not in s.units and archer.wounds == 0
    assert s.players[BLUE].track == {"archer": 1}


def test_s_m3_pikeman_attacks_swordsman_and_the_defender_strikes_first() -> None:
    """S-M3 (R-M2, R-M4): a Pikeman attacks a Swordsman: the Swordsman counters it and strikes
    first; the Pikeman's answer rolls one die fewer against heavy armour."""
    g = flat_game()
    s = g.state
    pike = put(s, RED, "pikeman", HERE)
    sword = put(s, BLUE, "swordsman", THERE)
    action_phase(s, RED)
    g.act(f"attack:u{pike.id}:{hid(THERE)}")
    assert dice_asked(g) == D.counter_dice
    roll(g, "M++")
    assert dice_asked(g) == D.base - 1   # the Pikeman lives; heavy armour: one die fewer
    roll(g, "MM+")
    assert battle_rows(g) == [strike(BLUE, "swordsman", "pikeman"),
                              strike(RED, "pikeman", "swordsman")]
    assert pike.wounds == C.unit["swordsman"].dmg
    assert s.rolls[-1].result.startswith("misses") and sword.wounds == 0


# -- Builders (S-M4, S-M9) -------------------------------------------------------------------

def test_s_m4_a_builder_two_hexes_from_its_settlement_may_raise_a_tower_not_barracks() -> None:
    """S-M4 (R-M3): a Builder 2 hexes from its Settlement is offered a Guard Tower but no
    Barracks; 3 hexes away it is offered both."""
    g = flat_game()
    s = g.state
    near = put(s, RED, "builder", (3, -3))
    far = put(s, RED, "builder", (1, -2))
    assert HexGrid.distance(near.at, Hex(*RED_HOME)) == 2
    assert HexGrid.distance(far.at, Hex(*RED_HOME)) == 3
    build_phase(s, gold=30)
    offered = ids(g)
    assert f"build:guard_tower:u{near.id}" in offered
    assert f"build:barracks:u{near.id}" not in offered
    assert f"build:barracks:u{far.id}" in offered
    assert f"build:guard_tower:u{far.id}" in offered


def test_nothing_is_built_next_to_a_face_down_territory() -> None:
    """M11 [Buildings]: a Builder on a hex next to a face-down territory is offered no
    building."""
    g = new_game()
    s = g.state
    home = s.realm.home_slot(RED)
    front = s.realm.slots[home].front
    edge = s.realm.side_hexes(home, front)[0]
    assert s.realm.face_down_beside(edge)
    b = put(s, RED, "builder", edge)
    build_phase(s, gold=30)
    assert not [a for a in ids(g) if a.startswith("build:") and a.endswith(f"u{b.id}")]


def _fortress_begun(g, builder_at=(1, -2)):
    s = g.state
    builder = put(s, RED, "builder", builder_at)
    build_phase(s, gold=12)
    g.act(f"build:fortress:u{builder.id}")
    g.act("builds_done")
    g.act("builds_done")
    site = s.building_at(Hex(*builder_at))
    assert site is not None and site.kind == "fortress" and site.site == builder.id
    assert s.step == "action" and s.active == RED
    return builder, site


def test_s_m9_a_fortress_whose_builder_is_killed_is_lost() -> None:
    """S-M9 (M11): a Builder killed on its Fortress site before the Fortress is finished: the
    Fortress is lost (and the attacker takes the emptied hex)."""
    g = flat_game()
    s = g.state
    rider = put(s, BLUE, "horseman", (0, -2))
    builder, site = _fortress_begun(g)
    assert f"move:u{builder.id}:1,-3" not in ids(g)   # the Builder stays on its site
    g.act("end_turn")
    assert s.active == BLUE
    g.act(f"attack:u{rider.id}:1,-2")
    assert g.current_player == BLUE      # a sure strike at an unarmed Builder: no dice
    assert builder.id not in s.units
    assert site.id not in s.buildings
    assert rider.at == Hex(1, -2)
    g.act("end_turn")
    assert not s.buildings_of(RED, "fortress")


def test_s_m9_a_fortress_whose_builder_stays_is_finished_next_round() -> None:
    """S-M9's other side (M11): the Builder stays on the site a full round: the Fortress is
    finished before the next Revenue, and the Builder may leave."""
    g = flat_game()
    s = g.state
    builder, site = _fortress_begun(g)
    g.act("end_turn")
    g.act("end_turn")
    assert s.round == 3 and site.site is None and site.id in s.buildings
    assert s.players[RED].income == C.settlement.income + C.building["fortress"].income


def test_a_guarded_fortress_site_is_lost_when_its_guard_falls_in_melee() -> None:
    """S-M9 with a guard (M3, M11): the military unit beside the Builder on its Fortress site
    fights first; slain in melee, its Builder dies with it and the Fortress is lost."""
    g = flat_game()
    s = g.state
    rider = put(s, BLUE, "horseman", (0, -2))
    guard = put(s, RED, "scout", (1, -2), wounds=1)
    builder, site = _fortress_begun(g)
    g.act("end_turn")
    g.act(f"attack:u{rider.id}:1,-2")
    assert guard.id not in s.units and builder.id not in s.units
    assert site.id not in s.buildings


# -- shots (S-M5) --------------------------------------------------------------------------------

def test_s_m5_an_unidentified_target_cannot_be_shot() -> None:
    """S-M5 (M6, M7): an Archer 2 hexes from an enemy in a forest does not identify it (only
    a unit next to it would): no shot. A friend next to the forest identifies it for the
    Archer's side: the shot is offered."""
    g = flat_game()
    s = g.state
    archer = put(s, RED, "archer", HERE)
    foe = put(s, BLUE, "pikeman", (2, 0))
    set_terrain(s, [(2, 0)], "forest")
    action_phase(s, RED)
    assert foe.id not in fog.identified(s, RED)
    assert not [a for a in ids(g) if a.startswith("shoot:")]
    put(s, RED, "pikeman", (3, 0))
    assert foe.id in fog.identified(s, RED)
    assert f"shoot:u{archer.id}:2,0" in ids(g)


def test_a_decoy_inside_a_building_is_no_garrison() -> None:
    """*Designed* [Buildings, Decoys]: a unit inside a building fights for it, but a decoy is a
    blank block and does not fight: a shot at a Barracks with a decoy inside strikes the
    Barracks alone (before, the decoy was put up as its garrison and the battle failed —
    found by the balance bench's advanced games)."""
    g = flat_game()
    s = g.state
    barracks = raise_building(s, BLUE, "barracks", HERE)
    put(s, BLUE, "decoy", HERE)
    archer = put(s, RED, "archer", (2, 0))
    action_phase(s, RED)
    assert battle.garrison(s, barracks) is None
    g.act(f"shoot:u{archer.id}:{hid(HERE)}")
    assert g.current_player == "chance" and dice_asked(g)


def test_s_m5_a_hill_between_blocks_the_shot() -> None:
    """S-M5 (M6): the target is identified by a friend next to it, but a hill lies between the
    Archer and it: no line, no shot; level the hill and the shot is offered."""
    g = flat_game()
    s = g.state
    archer = put(s, RED, "archer", HERE)
    foe = put(s, BLUE, "pikeman", (2, 0))
    put(s, RED, "pikeman", (3, 0))
    set_terrain(s, [(1, 0)], "hill")
    action_phase(s, RED)
    assert foe.id in fog.identified(s, RED)
    assert f"shoot:u{archer.id}:2,0" not in ids(g)
    set_terrain(s, [(1, 0)], "grass")
    assert f"shoot:u{archer.id}:2,0" in ids(g)


# -- support (S-M6) ----------------------------------------------------------------------------

def _supported_attack(attacker: str, defender: str):
    g = flat_game()
    s = g.state
    a = put(s, RED, attacker, HERE)
    d = put(s, BLUE, defender, THERE)
    for h in [(2, -1), (1, -1), (0, 1)]:           # Red's three supporters next to THERE
        put(s, RED, "archer", h)
    put(s, BLUE, "archer", (2, 0))                   # Blue's one
    action_phase(s, RED)
    g.act(f"attack:u{a.id}:{hid(THERE)}")
    return g, a, d


def test_s_m6_support_three_to_one_makes_the_defender_roll() -> None:
    """S-M6 (R-M4): a Pikeman attacks with 3 supporting units to the defender's 1: its strike
    hits without rolling; the defender's answer is outnumbered and rolls 3 dice."""
    g, a, d = _supported_attack("pikeman", "scout")
    assert dice_asked(g) == D.base - 1
    roll(g, "MM+")
    assert battle_rows(g) == [strike(RED, "pikeman", "scout"), strike(BLUE, "scout", "pikeman")]
    assert g.state.rolls[0].faces == "—"            # the Pikeman's strike needed no dice
    assert d.wounds == C.unit["pikeman"].dmg and a.wounds == 0
    assert g.state.rolls[-1].faces == "MM+"


def test_s_m6_a_heavy_armoured_attacker_makes_the_defender_roll_one_die_fewer() -> None:
    """S-M6 (R-M4): the same with a heavy-armoured attacker (a Swordsman): 2 dice."""
    g, a, d = _supported_attack("swordsman", "horseman")
    assert dice_asked(g) == D.base - 2
    roll(g, "S*")
    assert d.wounds == C.unit["swordsman"].dmg
    assert a.wounds == C.unit["horseman"].dmg      # a Star hits; one hit is no critical


# -- rest (S-M7) -------------------------------------------------------------------------------

def test_s_m7_a_swordsman_that_does_nothing_heals_two_at_its_next_action_phase() -> None:
    """S-M7 (M3, R-M1): a Swordsman with 3 wounds does nothing in its turn: at its owner's next
    action phase it has 1 wound. One that moved keeps its wounds."""
    g = flat_game()
    s = g.state
    idle = put(s, RED, "swordsman", HERE, wounds=3)
    busy = put(s, RED, "swordsman", (0, 2), wounds=3)
    action_phase(s, RED)
    g.act(f"move:u{busy.id}:0,3")
    g.act("end_turn")
    assert idle.resting and not busy.resting
    assert idle.wounds == 3                          # healing waits for the next turn
    g.act("end_turn")                                # Blue
    g.act("builds_done")
    g.act("builds_done")
    assert s.active == BLUE and s.round == 3         # Blue plays first in round 3
    g.act("end_turn")
    assert s.active == RED and s.round == 3
    assert idle.wounds == 1 and busy.wounds == 3
    assert not idle.resting


# -- the battle track (S-M8) --------------------------------------------------------------------

def test_s_m8_the_second_archer_kill_unlocks_volley_for_every_archer_new_ones_too() -> None:
    """S-M8 (M10, R-M8): Red's Archers have 1 kill; an Archer's shot slays a second enemy:
    every Archer may use Volley — one that has not shot this turn, and one recruited later."""
    g = flat_game()
    s = g.state
    s.players[RED].track["archer"] = 1
    shooter = put(s, RED, "archer", HERE)
    other = put(s, RED, "archer", (0, 3))
    foe = put(s, BLUE, "scout", (2, 0), wounds=1)
    action_phase(s, RED)
    assert f"ability:u{other.id}" not in ids(g)
    g.act(f"shoot:u{shooter.id}:2,0")
    assert dice_asked(g) == D.base                  # a shot on level ground rolls
    roll(g, "B***")
    assert foe.id not in s.units and s.players[RED].track["archer"] == 2
    assert f"ability:u{other.id}" in ids(g)
    assert f"ability:u{shooter.id}" not in ids(g)    # its turn ended with its shot
    g.act(f"ability:u{other.id}")
    assert "volley" in other.active
    g.act("end_turn")
    g.act("end_turn")                                # Blue
    g.act("builds_done")                             # round 3: Blue builds and plays first
    s.players[RED].gold = 10
    zone = [h for h in s.realm.settlement_zone(RED) if not s.units_at(h)]
    g.act(f"recruit:archer:{hid(zone[0])}")
    new = max(s.units_of(RED), key=lambda u: u.id)
    assert new.kind == "archer"
    g.act("builds_done")
    g.act("end_turn")                                # Blue
    assert s.active == RED
    assert f"ability:u{new.id}" in ids(g)


def test_volley_gives_a_second_shot_and_ends_after_it() -> None:
    """M10 (R-M1): an Archer under Volley shoots twice in a turn, not three times."""
    g = flat_game()
    s = g.state
    s.players[RED].track["archer"] = 2
    archer = put(s, RED, "archer", HERE)
    put(s, BLUE, "pikeman", (2, 0))
    action_phase(s, RED)
    g.act(f"ability:u{archer.id}")
    g.act(f"shoot:u{archer.id}:2,0")
    roll(g, "MM++")
    assert f"shoot:u{archer.id}:2,0" in ids(g)
    g.act(f"shoot:u{archer.id}:2,0")
    roll(g, "MM++")
    assert archer.done and f"shoot:u{archer.id}:2,0" not in ids(g)


# -- exploring (S-M10) ---------------------------------------------------------------------------

@pytest.mark.parametrize("players, seat, direction", [
    (2, 0, "clockwise"), (3, 1, "clockwise"), (4, 0, "clockwise"), (4, 2, "clockwise"),
    (4, 1, "counter-clockwise")])
def test_s_m10_exploring_costs_1_ap_the_right_hand_player_names_the_side_facing_it(
        players: int, seat: int, direction: str) -> None:
    """S-M10 (M5, R-M6): a unit explores the face-down territory next to it: it pays 1 AP and
    stays; the player on its right (the one who plays before it) names a side (4); the
    territory is drawn by chance and laid with that side towards the explorer's territory."""
    g = new_game(players, first=seat, direction=direction)
    s = g.state
    home = s.realm.home_slot(seat)
    edge = next(h for h in s.realm.side_hexes(home, s.realm.slots[home].front)
                if s.realm.face_down_beside(h))
    scout = put(s, seat, "scout", edge)
    action_phase(s, seat)
    explore = [a for a in ids(g) if a.startswith(f"explore:u{scout.id}:")]
    assert explore
    target = rules.parse_hex(explore[0].split(":")[2])
    slot = s.realm.slot_at(target)
    g.act(explore[0])
    assert scout.at == Hex(*edge) and scout.ap == C.unit["scout"].ap - C.numbers.explore_ap
    namer = (seat - 1 if direction == "clockwise" else seat + 1) % players
    assert g.current_player == namer
    assert ids(g) == [f"side:{n}" for n in range(1, 7)]
    g.act("side:4")
    assert g.current_player == "chance"
    territories = [o for o, _ in g.chance_outcomes()]
    assert territories == s.realm.unused_territories()
    g.apply_chance(territories[-1])
    assert s.realm.tiles[slot] == territories[-1]
    towards = s.realm.direction_between(slot, home)
    assert s.realm.facing_side(slot, towards) == 4
    along = s.realm.side_hexes(slot, 4)
    assert all(any(s.realm.slot_at(n) == home for n in s.realm.neighbours(h)) for h in along)
    assert g.current_player == seat and scout.at == Hex(*edge)
    assert s.realm.terrain(target) is not None


# -- builds shown together (R-M11) ------------------------------------------------------------

def _pieces(view) -> dict[str, dict]:
    return {p["id"]: p for sp in view["table"]["spaces"] for p in sp["pieces"]}


def test_builds_are_carried_out_when_every_player_has_chosen_and_hidden_until_then() -> None:
    """R-M11, M2: Red, first, recruits a Pikeman and orders a Guard Tower: it pays at once,
    but nothing stands on the map for Blue (its view, the public view, its log) until Blue has
    chosen too; then both show."""
    g = flat_game()
    s = g.state
    builder = put(s, RED, "builder", (3, -3))
    build_phase(s, gold=10)
    spot = (5, -6)
    g.act(f"recruit:pikeman:{hid(spot)}")
    g.act(f"build:guard_tower:u{builder.id}")
    assert s.players[RED].gold == 10 - C.unit["pikeman"].gold - C.building["guard_tower"].gold
    recruit = max(s.units_of(RED), key=lambda u: u.id)
    g.act("builds_done")
    assert g.current_player == BLUE
    assert not s.buildings_of(RED, "guard_tower")
    for viewer in (BLUE, None):
        v = g.view(viewer)
        pieces = _pieces(v)
        assert f"u{recruit.id}" not in pieces
        assert not any(p.get("icon") == "guard_tower" for p in pieces.values())
        text = " ".join(x for x in v["log"] if isinstance(x, str))
        assert "Guard Tower" not in text and "Pikeman" not in text
        assert not any(m["icon"] == "builder" for sp in v["table"]["spaces"] for m in sp["markers"])
    mine = g.view(RED)
    assert _pieces(mine)[f"u{recruit.id}"]["icon"] == "pikeman"
    assert any(m["icon"] == "builder" for sp in mine["table"]["spaces"] for m in sp["markers"]
               if sp["id"] == "3,-3")
    assert "Guard Tower" in " ".join(x for x in mine["log"] if isinstance(x, str))
    g.act("builds_done")
    assert s.step == "action"
    towers = s.buildings_of(RED, "guard_tower")
    assert len(towers) == 1 and towers[0].at == Hex(3, -3)
    pieces = _pieces(g.view(BLUE))
    assert f"b{towers[0].id}" in pieces and f"u{recruit.id}" in pieces
    assert "icon" not in pieces[f"u{recruit.id}"]     # shown as a block, its type hidden


# -- the first round ------------------------------------------------------------------------------

def test_the_first_round_is_for_recruiting_and_the_starter_needs_a_builder() -> None:
    """M1, M2 [Starting the Game, Game Setup]: round 1 offers recruits only, in the
    Settlement's zone, with 9 gold; "Done" comes only once a Builder is recruited."""
    g = new_game()
    s = g.state
    assert s.players[RED].gold == C.numbers.start_gold
    offered = ids(g)
    assert offered and all(a.startswith("recruit:") for a in offered)
    zone = {hid(h) for h in s.realm.settlement_zone(RED)}
    assert {a.split(":")[2] for a in offered} == zone
    assert not any(a.startswith(f"recruit:{k.id}:") for a in offered for k in C.units
                   if k.tier > 1)
    g.act(f"recruit:scout:{hid(RED_HOME)}")
    assert "builds_done" not in ids(g)
    g.act("recruit:builder:5,-6")
    offered = ids(g)
    assert "builds_done" in offered
    assert all(a.startswith("recruit:") or a == "builds_done" for a in offered)
    g.act("builds_done")
    assert g.current_player == BLUE



def _play_round_one(g) -> list[int]:  # type: ignore[no-untyped-def]
    """Every seat recruits a Builder and is done; every Action phase ends at once. Returns who
    chose builds, in order."""
    builders = []
    while g.state.step == "build":
        builders.append(g.current_player)
        g.act(next(a for a in ids(g) if a.startswith("recruit:builder:")))
        g.act("builds_done")
    while g.state.round == 1:
        g.act("end_turn")
    return builders


@pytest.mark.parametrize("rules, second", [(2, [2, 0, 1]), (1, [1, 2, 0])])
def test_the_first_player_changes_each_round_clockwise(rules: int, second: list[int]) -> None:
    """[Added Rules for Free For All Games, 1]: the first player changes each round, the next
    one clockwise (rules version 2); a game saved under version 1 keeps its order all game."""
    g = new_game(players=3, first=1, rules_version=rules)
    assert _play_round_one(g) == [1, 2, 0]
    s = g.state
    assert s.round == 2 and s.step == "build"
    assert s.order == second and g.current_player == second[0]
    told = f"{s.players[second[0]].name} plays first this round."
    assert (told in [line.text for line in s.log]) == (rules >= 2)

@pytest.mark.parametrize("direction, first_round, second", [
    ("clockwise", [1, 2, 3, 0], [2, 3, 0, 1]),
    ("counter-clockwise", [1, 0, 3, 2], [0, 3, 2, 1])])
def test_a_four_player_game_tosses_for_the_direction_of_play(
        direction: str, first_round: list[int], second: list[int]) -> None:
    """*Designed* (rules version 6, RULES-NOTES.md "Turn order"): after the first player is
    rolled, a four-player free-for-all game tosses a coin, each way equally likely, for the
    direction of play; the first player then passes on that way each round."""
    g = Game.new({"ruleset": RULESET, "players": 4, "seed": 1}, auto_chance=False)
    g.apply_chance("1")
    assert g.current_player == "chance" and g.state.round == 0
    assert g.chance_outcomes() == [("clockwise", 0.5), ("counter-clockwise", 0.5)]
    g.apply_chance(direction)
    s = g.state
    assert s.order == first_round and turn.clockwise(s) == (direction == "clockwise")
    assert any(f"play goes {direction} this game" in line.text for line in s.log)
    assert (direction == "clockwise") == ("Play goes clockwise" in turn.order_text(s))
    chips = {p["seat"]: next(c for c in p["summary"] if c["label"] == "Turn")
             for p in g.view(0)["players"]}
    assert [chips[seat]["value"] for seat in first_round] == ["1 of 4", "2 of 4", "3 of 4", "4 of 4"]
    assert f"Play goes {direction}" in chips[0]["tip"]
    assert _play_round_one(g) == first_round
    assert s.round == 2 and s.order == second and g.current_player == second[0]


@pytest.mark.parametrize("players, options", [
    (4, {"rules_version": 5}), (4, {"teams": True}), (3, {}), (2, {})])
def test_no_toss_for_direction_before_version_6_in_team_games_or_with_fewer_players(
        players: int, options: dict) -> None:
    """An older link, a team game and a game of two or three players play clockwise with no
    toss: the first player's roll starts round 1."""
    g = Game.new({"ruleset": RULESET, "players": players, "seed": 1, **options},
                 auto_chance=False)
    g.apply_chance("0")
    s = g.state
    assert s.round == 1 and s.order == list(range(players)) and turn.clockwise(s)


@pytest.mark.parametrize("rules", [2, 3])
def test_a_guard_tower_and_from_rules_version_3_the_settlement_shoot_once_a_turn(rules: int) -> None:
    """R-M3: a Guard Tower shoots an identified enemy within 2 for 1 without rolling, once a
    turn; the Settlement does the same from rules version 3 (*designed*: RULES-NOTES.md)."""
    g = flat_game(rules_version=rules)
    s = g.state
    home = Hex(*RED_HOME)
    tower = raise_building(s, RED, "guard_tower", (0, 0))

    def two_from(h: Hex) -> tuple[int, int]:
        return next(tuple(x) for x in s.realm.hexes() if HexGrid.distance(x, h) == 2
                    and HexGrid.distance(x, home if h != home else Hex(0, 0)) > 2)

    near_tower = put(s, BLUE, "pikeman", two_from(Hex(0, 0)))
    near_home = put(s, BLUE, "pikeman", two_from(home))
    action_phase(s, RED)
    offered = ids(g)
    assert f"tower:b{tower.id}:{hid(near_tower.at)}" in offered
    settlement = s.building_at(home)
    shot = f"tower:b{settlement.id}:{hid(near_home.at)}"
    assert (shot in offered) == (rules >= 3)
    g.act(f"tower:b{tower.id}:{hid(near_tower.at)}")
    assert near_tower.wounds == 1
    assert not any(a.startswith(f"tower:b{tower.id}:") for a in ids(g))  # once a turn
    if rules >= 3:
        labels = {a["id"]: a["label"] for a in g.legal_actions()}
        assert labels[shot].startswith("Settlement at ")
        g.act(shot)
        assert near_home.wounds == 1
        assert "Red's Settlement shoots Blue's Pikeman" in s.log[-1].text


# -- roads ---------------------------------------------------------------------------------------

def test_a_step_between_two_road_hexes_costs_1_ap_and_all_ap_on_roads_gains_one() -> None:
    """M12 [Builders & Roads]: forest costs 2 AP, but a step from a road hex to a road hex 1;
    a unit that spends all its usual AP along roads gains 1 AP."""
    g = flat_game()
    s = g.state
    line = [(0, 0), (1, 0), (2, 0)]
    set_terrain(s, line + [(0, 1)], "forest")
    for h in line:
        s.roads[Hex(*h)] = RED
    s.rebuilt()
    pike = put(s, RED, "pikeman", (0, 0))
    action_phase(s, RED)
    offered = ids(g)
    assert f"move:u{pike.id}:0,1" in offered               # off road: the forest's 2 AP
    labels = {a["id"]: a["label"] for a in g.legal_actions()}
    assert labels[f"move:u{pike.id}:1,0"].endswith("(1 AP)")
    assert labels[f"move:u{pike.id}:0,1"].endswith("(2 AP)")
    g.act(f"move:u{pike.id}:1,0")
    assert pike.ap == 1 and not pike.road_bonus
    g.act(f"move:u{pike.id}:2,0")
    assert pike.road_bonus and pike.ap == C.roads.bonus_ap
    assert f"move:u{pike.id}:3,0" in ids(g)                 # the bonus AP takes a grass step


def test_a_unit_that_leaves_the_road_gains_no_bonus() -> None:
    """M12: the road bonus needs every AP spent along roads."""
    g = flat_game()
    s = g.state
    for h in [(1, 0), (2, 0)]:
        s.roads[Hex(*h)] = RED
    s.rebuilt()
    pike = put(s, RED, "pikeman", (0, 0))
    action_phase(s, RED)
    g.act(f"move:u{pike.id}:1,0")          # grass onto the road: 1 AP, not along a road
    g.act(f"move:u{pike.id}:2,0")          # along the road: its last AP
    assert pike.ap == 0 and not pike.road_bonus


def test_a_road_costs_its_hexes_entry_ap_and_a_crossroads_one_more() -> None:
    """M12, R-M5: a road on a forest costs 2 gold; one joining three roads 3."""
    g = flat_game()
    s = g.state
    set_terrain(s, [(0, 0), (0, -2)], "forest")
    b1 = put(s, RED, "builder", (0, 0))
    b2 = put(s, RED, "builder", (0, -2))
    for h in [(1, -2), (-1, -2), (0, -3)]:
        s.roads[Hex(*h)] = RED
    s.rebuilt()
    build_phase(s, gold=20)
    labels = {a["id"]: a["label"] for a in g.legal_actions()}
    assert "(2 gold)" in labels[f"road:u{b1.id}"]
    assert "(3 gold)" in labels[f"road:u{b2.id}"]
    g.act(f"road:u{b1.id}")
    assert s.players[RED].gold == 18
    assert Hex(0, 0) not in s.roads                      # carried out at the phase's end
    g.act("builds_done")
    g.act("builds_done")
    assert s.roads[Hex(0, 0)] == RED


# -- recruiting ----------------------------------------------------------------------------------

def test_a_barracks_recruits_one_infantry_unit_a_turn_next_to_it() -> None:
    """M2, R-M3: a Barracks recruits infantry (not a Horseman, not a Builder) on or next to it,
    one a turn; the Settlement's zone still recruits."""
    g = flat_game()
    s = g.state
    barracks = raise_building(s, RED, "barracks", (1, -2))
    build_phase(s, gold=30)
    around = {hid(barracks.at)} | {hid(h) for h in s.realm.neighbours(barracks.at)}
    spots = lambda kind: {a.split(":")[2] for a in ids(g) if a.startswith(f"recruit:{kind}:")}
    for kind in ("scout", "pikeman", "archer"):
        assert around <= spots(kind)
    assert not spots("horseman") & around and not spots("builder") & around
    g.act("recruit:pikeman:0,-2")
    assert s.players[RED].barracks_used == [barracks.id]
    assert not spots("pikeman") & around
    assert spots("pikeman") == {hid(h) for h in s.realm.settlement_zone(RED)} - {"0,-2"}


@pytest.mark.parametrize("version", [6, 7])
def test_another_seats_secret_recruit_blocks_no_hex_and_a_clash_is_settled_when_shown(
        version: int) -> None:
    """R-M11, rules version 7 (*designed*: RULES-NOTES.md, "Recruiting"): another seat's new
    block of this Build phase is its secret, so the hex stays on offer; when the builds are
    shown, of two seats' new blocks on one hex the one in its owner's Settlement zone stays,
    else the earlier, and the other is not recruited (its gold returned). Version 6 kept the
    hex off the list, which told where the other seat had recruited."""
    g = flat_game(rules_version=version)
    s = g.state
    raise_building(s, RED, "barracks", (1, -2))
    raise_building(s, BLUE, "barracks", (-1, -2))  # both next to (0,-2)
    spot = (4, -4)  # in Red's Settlement zone, next to a Blue Barracks
    assert Hex(*spot) in s.realm.settlement_zone(RED)
    raise_building(s, BLUE, "barracks", (4, -3))
    build_phase(s, gold=30)
    spots = lambda: {a.split(":")[2] for a in ids(g) if a.startswith("recruit:pikeman:")}
    g.act("recruit:pikeman:0,-2")
    g.act("builds_done")
    assert s.builders == [BLUE]
    assert ("0,-2" in spots()) == (version >= 7)
    if version < 7:
        return
    archer = C.unit["archer"].gold
    g.act("recruit:archer:0,-2")
    assert s.players[BLUE].gold == 30 - archer
    assert broken_rules(s) == [], "two seats' secret recruits may share a hex until shown"
    g.act(f"recruit:pikeman:{hid(spot)}")  # from the Barracks outside, into Red's zone
    g.act("builds_done")
    here = lambda h: [(u.seat, u.kind) for u in s.units_at(Hex(*h))]
    assert here((0, -2)) == [(RED, "pikeman")], "the earlier of two Barracks recruits stays"
    assert s.players[BLUE].gold == 30 - C.unit["pikeman"].gold, "the archer's gold is back"
    assert s.players[BLUE].recruits == {"pikeman": 1}
    assert any("Blue's new block at" in line.text and "not recruited" in line.text
               for line in s.log)
    assert broken_rules(s) == []
    # next round Red recruits in its own zone, after Blue's Barracks recruit there: Red's stays
    s.order = [BLUE, RED]
    s.units.pop(next(u.id for u in s.units_at(Hex(*spot))))
    build_phase(s, gold=30)
    g.act(f"recruit:pikeman:{hid(spot)}")
    g.act("builds_done")
    g.act(f"recruit:scout:{hid(spot)}")
    g.act("builds_done")
    assert here(spot) == [(RED, "scout")], "a block in its owner's zone stays"
    assert s.players[BLUE].gold == 30


def test_tier_2_needs_an_academy_and_the_catapult_a_siege_workshop() -> None:
    """R-M1, R-M3: no Swordsman or Catapult without an Academy; the Academy unlocks the
    Swordsman; the Catapult needs a Siege Workshop too."""
    g = flat_game()
    s = g.state
    build_phase(s, gold=30)
    kinds = lambda: {a.split(":")[1] for a in ids(g) if a.startswith("recruit:")}
    assert "swordsman" not in kinds() and "catapult" not in kinds()
    raise_building(s, RED, "academy", (1, -2))
    assert "swordsman" in kinds() and "catapult" not in kinds()
    raise_building(s, RED, "siege_workshop", (4, -2))
    assert {"swordsman", "catapult"} <= kinds()


def test_a_player_has_twelve_blocks_at_most() -> None:
    """M1 (designed: 12 blocks a player): with 12 units on the map no recruit is offered; with
    11 one is, and the 12th is the last."""
    g = flat_game()
    s = g.state
    spots = [h for h in s.realm.hexes() if s.realm.slot_at(h) == 2 or s.realm.slot_at(h) == 3]
    for h in spots[:C.numbers.blocks - 1]:
        put(s, RED, "scout", h)
    build_phase(s, gold=30)
    assert any(a.startswith("recruit:") for a in ids(g))
    g.act(f"recruit:scout:{hid(RED_HOME)}")
    assert len(s.units_of(RED)) == C.numbers.blocks
    assert not any(a.startswith("recruit:") for a in ids(g))


# -- how the game ends -----------------------------------------------------------------------

def _mission_position(g, elite: bool):
    s = g.state
    chain = [(3, -4), (2, -3), (1, -2)]
    raise_building(s, RED, "guard_tower", chain[0])
    raise_building(s, RED, "guard_tower", chain[1])
    raise_building(s, RED, "fortress", chain[2])
    if elite:
        s.players[RED].track["pikeman"] = 5
    action_phase(s, RED)


def test_bonus_missions_complete_after_the_action_phase_and_all_four_win() -> None:
    """R-M7, R-M8 [Goals]: Red has 3 buildings linked to its Settlement, 2 Guard Towers, a
    Fortress and an Elite type: at the end of its action phase the four bonus missions are
    complete and Red wins."""
    g = flat_game()
    _mission_position(g, elite=True)
    assert g.state.players[RED].missions == []          # checked after the action phase
    g.act("end_turn")
    assert g.finished
    assert sorted(g.state.players[RED].missions) == sorted(C.bonus_missions)
    result = g.result()
    assert result["winner"] == RED and "bonus missions" in result["reason"]


def test_three_bonus_missions_do_not_win() -> None:
    """R-M8: without an Elite type, three missions are marked done and the game goes on."""
    g = flat_game()
    _mission_position(g, elite=False)
    g.act("end_turn")
    assert not g.finished and g.current_player == BLUE
    assert sorted(g.state.players[RED].missions) == sorted(set(C.bonus_missions) - {"elite"})


def test_a_captured_settlement_ends_the_game() -> None:
    """R-M8 [Goals]: a Settlement brought to 0 HP is captured and its captor wins."""
    g = flat_game()
    s = g.state
    home = s.settlement(BLUE)
    home.wounds = C.settlement.hp - 1
    sword = put(s, RED, "swordsman", (-3, 4))
    action_phase(s, RED)
    g.act(f"attack:u{sword.id}:{hid(BLUE_HOME)}")
    assert g.finished and s.settlement(BLUE) is None
    assert g.result()["winner"] == RED and "captured" in g.result()["reason"]
    assert g.legal_actions() == []


def test_the_round_cap_ends_the_game_on_points() -> None:
    """[Turn Limit Game]: after the last round (12 in a short game) the most victory points
    win — Blue, with a Barracks, though Red has more gold."""
    g = flat_game(turn_limit="short")
    s = g.state
    last = C.variants.turn_limit.short
    raise_building(s, BLUE, "barracks", (-1, 2))
    s.players[RED].gold = 50
    action_phase(s, RED, round_=last)
    g.act("end_turn")
    assert not g.finished
    g.act("end_turn")
    assert g.finished and s.round == last
    result = g.result()
    assert result["winner"] == BLUE
    assert str(last) in result["reason"] and "victory points" in result["reason"]


def test_costs_into_a_hex_are_each_neighbours_step_cost() -> None:
    """``movement.costs_into`` (a search outward from a hex, such as master's walk to strike a
    Settlement) prices the step into a hex from all its neighbours at once: for every
    neighbour it must give what ``step_cost`` gives, on roads and off, into water, mountains
    and face-down land, under Frost and without (R-M9)."""
    g = Game.new({"ruleset": "multiverse_war", "players": 2, "seed": 3, "scenario": "advanced"})
    s = g.state
    frost = next(p.position for p in content().event_dial.positions if p.effect == "frost")
    unused = s.realm.unused_territories()
    for slot in s.realm.face_down_slots()[1:]:  # one left face down
        s.realm.place(slot, unused.pop(0), 0)
    hexes = list(s.realm.hexes())
    for i, h in enumerate(hexes[::3]):  # roads everywhere, over water too (a bridge)
        s.roads[h] = i % 2
    s.rebuilt()
    checked = {True: 0, False: 0, None: 0}
    prices: dict[int, set[int | None]] = {}
    mild = s.dial
    for dial in (mild, frost):
        s.dial = dial
        s.changed()
        for b in hexes + [n for h in hexes for n in movement.around(h)]:
            into = movement.costs_into(s, b)
            for a in movement.around(b):
                step = movement.step_cost(s, a, b)
                if into is None:
                    assert step is None
                    checked[None] += 1
                    continue
                on_road, off_road = into
                prices.setdefault(dial, set()).add(off_road)
                road = on_road is not None and movement.is_road(s, a)
                cost = on_road if road else off_road
                assert step == (None if cost is None else (cost, road)), (a, b, dial)
                checked[road] += 1
    assert all(checked.values()), checked
    assert movement.FROST in prices[frost] - prices[mild]  # rough ground, dearer in Frost
