"""Multiverse War's line of sight and identification (``sight.py``) [Fog of War & LOS]: sight
ranges from the content (2; Guard Tower 3; Storm 1), higher ground and hills blocking, forests
hiding units but from next to them or from a Tribal Scout, the acceptance scenario S-M5, and
properties: the range bound, symmetry between hexes of one height, blocking that only ever
takes sight away, and face-down territories that block nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.realm import Realm
from hexrealms.games.multiverse_war.sight import (DECOY, SETTLEMENT, clear_line, forest_eyes,
                                                  identified, identifies, sees, sight_range,
                                                  sighted_hexes, storm_sight, visible_hexes)

C = content()
E, SE, SW, W, NW, NE = range(1, 7)


def meadow() -> tuple[Realm, tuple[Hex, ...]]:
    """A 2-player realm with the Meadow (all grassland but a forest at 4 and a hill at 6)
    on its central slot, unturned, every other territory face down: the slot's hexes by
    index (0 centre, 1–6 E … NE)."""
    realm = Realm(2)
    slot = next(i for i, s in enumerate(realm.slots) if s.kind == "central")
    realm.place(slot, "t01", 0)
    hexes = realm.slot_hexes(slot)
    realm.set_terrain(hexes[W], "grass")
    realm.set_terrain(hexes[NE], "grass")
    return realm, hexes


def distance(a: Hex, b: Hex) -> int:
    return HexGrid.distance(a, b)


# -- the numbers ---------------------------------------------------------------------------

def test_sight_ranges_come_from_the_content() -> None:
    assert sight_range("pikeman") == C.numbers.los == 2
    assert sight_range("scout") == sight_range("warlord") == sight_range(DECOY) == 2
    assert sight_range("guard_tower") == C.building["guard_tower"].los == 3
    assert sight_range("barracks") == 2 and sight_range(SETTLEMENT) == C.settlement.los
    assert storm_sight() == 1
    for v in ("pikeman", "guard_tower", SETTLEMENT, "sharpshooter"):
        assert sight_range(v, storm=True) == 1
    with pytest.raises(ValueError):
        sight_range("dragon")
    assert forest_eyes("scout") and not forest_eyes("archer") and not forest_eyes("guard_tower")


# -- higher ground -------------------------------------------------------------------------

def test_open_grassland_is_seen_to_the_range_and_no_further() -> None:
    realm, h = meadow()
    assert sees(realm, h[E], h[W], "archer")
    assert sees(realm, h[W], h[E], "archer")
    # one hex beyond, in the homeland or a face-down slot: out of range for a unit
    far = Hex(h[E].q + 1, h[E].r)
    assert distance(h[W], far) == 3 and not sees(realm, h[W], far, "archer")


def test_s_m5_a_hill_between_breaks_the_line() -> None:
    """S-M5: a hill between the Archer and its target — no LOS, whatever stands on it."""
    realm, h = meadow()
    realm.set_terrain(h[0], "hill")
    assert not sees(realm, h[E], h[W], "archer")
    assert not sees(realm, h[E], h[W], "scout")
    assert not clear_line(realm, h[E], h[W], "guard_tower")
    # the hill itself is seen
    assert sees(realm, h[E], h[0], "archer")


def test_nobody_sees_across_a_hill_even_from_a_hill() -> None:
    realm, h = meadow()
    realm.set_terrain(h[0], "hill")
    realm.set_terrain(h[E], "hill")
    realm.set_terrain(h[W], "hill")
    assert not sees(realm, h[E], h[W], "pikeman")
    realm.set_terrain(h[0], "mountain")
    assert not sees(realm, h[E], h[W], "pikeman")


def test_a_forest_blocks_the_view_from_lower_ground_only() -> None:
    realm, h = meadow()
    realm.set_terrain(h[0], "forest")
    assert not sees(realm, h[E], h[W], "archer")      # grassland cannot see past a forest
    assert sees(realm, h[E], h[W], "scout")           # a Tribal Scout sees through it
    realm.set_terrain(h[E], "forest")
    assert sees(realm, h[E], h[W], "archer")          # from a forest, a forest is not higher
    assert not sees(realm, h[W], h[E], "archer")      # and the grassland does not see back
    realm.set_terrain(h[E], "hill")
    assert sees(realm, h[E], h[W], "archer")          # from a hill, over a forest


def test_water_blocks_no_sight() -> None:
    realm, h = meadow()
    realm.set_terrain(h[0], "water")
    assert sees(realm, h[E], h[W], "horseman")


def test_a_giant_ant_colony_stands_as_tall_as_a_hill() -> None:
    realm, h = meadow()
    colony = next(e for e in C.encounters if e.height is not None)
    assert colony.height == "hill"
    assert not sees(realm, h[E], h[W], "archer", raised={h[0]: colony.height})
    # a lower thing on a hill does not lower it
    realm.set_terrain(h[0], "hill")
    assert not sees(realm, h[E], h[W], "archer", raised={h[0]: "grass"})


def test_the_guard_tower_sees_three_and_the_storm_cuts_everyone_to_one() -> None:
    realm, h = meadow()
    west = realm.slot_of_place((-1, 0))
    assert west is not None
    realm.place(west, "t02", 0)
    for x in realm.slot_hexes(west):
        realm.set_terrain(x, "grass")
    tower_at = h[E]
    line = [Hex(tower_at.q - k, tower_at.r) for k in range(5)]  # due west, all grassland
    assert all(realm.terrain(x) == "grass" for x in line)
    assert [sees(realm, tower_at, x, "guard_tower") for x in line] == [True] * 4 + [False]
    assert [sees(realm, tower_at, x, "barracks") for x in line] == [True] * 3 + [False] * 2
    assert [sees(realm, tower_at, x, "archer") for x in line] == [True] * 3 + [False] * 2
    seen = visible_hexes(realm, tower_at, "guard_tower")
    assert seen == {x for x in realm.hexes() if distance(tower_at, x) <= 3}
    for viewer in ("guard_tower", "archer", SETTLEMENT):
        assert visible_hexes(realm, tower_at, viewer, storm=True) == \
            {x for x in realm.hexes() if distance(tower_at, x) <= 1}


# -- identifying units in forests ---------------------------------------------------------

def test_a_unit_in_a_forest_is_identified_only_from_next_to_it_or_by_a_scout() -> None:
    realm, h = meadow()
    realm.set_terrain(h[W], "forest")
    assert sees(realm, h[E], h[W], "archer")            # the hex is in LOS ...
    assert not identifies(realm, h[E], h[W], "archer")  # ... the unit in it is not identified
    assert identifies(realm, h[E], h[W], "scout")       # a Tribal Scout identifies it
    assert identifies(realm, h[NW], h[W], "pikeman")    # next to it, anyone does
    assert not identifies(realm, h[E], h[W], "guard_tower")
    assert identifies(realm, h[E], h[0], "archer")      # on grassland, within sight: yes


def test_s_m5_no_shot_at_a_target_no_friend_identifies() -> None:
    """S-M5: the target is in the Archer's LOS, but no friendly unit has identified it (it
    stands in a forest 2 away): no shot. A Tribal Scout beside the Archer identifies it."""
    realm, h = meadow()
    realm.set_terrain(h[W], "forest")
    archer = (h[E], "archer")
    assert sees(realm, *archer[:1], h[W], "archer")
    assert not identified(realm, h[W], [archer])
    assert identified(realm, h[W], [archer, (h[SE], "scout")])
    assert identified(realm, h[W], [archer, (h[SW], "pikeman")])  # next to the forest


def test_sighted_hexes_join_every_viewer() -> None:
    realm, h = meadow()
    a, b = visible_hexes(realm, h[E], "archer"), visible_hexes(realm, h[W], "pikeman")
    assert sighted_hexes(realm, [(h[E], "archer"), (h[W], "pikeman")]) == a | b
    assert h[E] in a


# -- face-down territories -----------------------------------------------------------------

def test_face_down_hexes_are_never_seen_and_block_nothing() -> None:
    realm = Realm(2)
    for seat in (0, 1):
        at = realm.settlement_hex(seat)
        seen = visible_hexes(realm, at, SETTLEMENT)
        assert seen and all(realm.terrain(x) is not None for x in seen)
        hidden = [x for x in realm.map_hexes() if realm.terrain(x) is None]
        assert not any(sees(realm, at, x, "scout") for x in hidden)


# -- properties ----------------------------------------------------------------------------

VIEWERS = ("pikeman", "scout", "archer", "guard_tower", "sharpshooter", SETTLEMENT)
TERRAINS = ("grass", "forest", "hill", "mountain", "water")


def random_realm(players: int, seed: int) -> Realm:
    rng = random.Random(seed)
    realm = Realm(players)
    pool = [t.id for t in C.territories]
    rng.shuffle(pool)
    for slot in realm.face_down_slots():
        if rng.random() < 0.7:
            realm.place(slot, pool.pop(), rng.randrange(6))
    for h in rng.sample(realm.hexes(), k=min(6, len(realm.hexes()))):
        realm.set_terrain(h, rng.choice(TERRAINS))
    return realm


@st.composite
def scenes(draw: st.DrawFn) -> tuple[Realm, Hex, Hex, str]:
    realm = random_realm(draw(st.sampled_from((2, 3, 4))), draw(st.integers(0, 10**6)))
    hexes = realm.hexes()
    a = draw(st.sampled_from(hexes))
    near = [h for h in hexes if distance(a, h) <= 4]
    return realm, a, draw(st.sampled_from(near)), draw(st.sampled_from(VIEWERS))


@settings(max_examples=150, deadline=None)
@given(scenes(), st.booleans())
def test_sight_never_reaches_past_its_range(scene: tuple[Realm, Hex, Hex, str],
                                            storm: bool) -> None:
    realm, a, b, viewer = scene
    if sees(realm, a, b, viewer, storm):
        assert distance(a, b) <= sight_range(viewer, storm)
        assert clear_line(realm, a, b, viewer)
    if distance(a, b) <= 1:
        assert sees(realm, a, b, viewer, storm) and identifies(realm, a, b, viewer, storm)
    assert (b in visible_hexes(realm, a, viewer, storm)) == sees(realm, a, b, viewer, storm)
    if identifies(realm, a, b, viewer, storm):
        assert sees(realm, a, b, viewer, storm)
    if sees(realm, a, b, viewer, storm=True):
        assert sees(realm, a, b, viewer)  # the Storm only takes sight away


@settings(max_examples=150, deadline=None)
@given(scenes())
def test_sight_is_symmetric_between_hexes_of_one_height(
        scene: tuple[Realm, Hex, Hex, str]) -> None:
    realm, a, b, viewer = scene
    if realm.height(a) == realm.height(b):
        assert sees(realm, a, b, viewer) == sees(realm, b, a, viewer)
    else:
        # what the lower end sees, the higher end sees back (not always the other way)
        low, high = sorted((a, b), key=lambda h: realm.height(h) or 0)
        if sees(realm, low, high, viewer):
            assert sees(realm, high, low, viewer)


@settings(max_examples=150, deadline=None)
@given(scenes(), st.integers(0, 10**6), st.sampled_from(("forest", "hill", "mountain")))
def test_raising_ground_between_never_adds_sight(scene: tuple[Realm, Hex, Hex, str],
                                                 pick: int, tall: str) -> None:
    realm, a, b, viewer = scene
    between = [h for h in realm.hexes() if h not in (a, b)
               and distance(a, h) + distance(h, b) <= distance(a, b) + 1]
    before = sees(realm, a, b, viewer)
    if between:
        h = between[pick % len(between)]
        assert not sees(realm, a, b, viewer, raised={h: tall}) or before  # type: ignore[dict-item]
        higher = realm.clone()
        old = realm.terrain(h)
        assert old is not None
        if C.terrain[tall].height >= C.terrain[old].height:
            higher.set_terrain(h, tall)  # type: ignore[arg-type]
            assert not sees(higher, a, b, viewer) or before


@settings(max_examples=100, deadline=None)
@given(scenes())
def test_forest_eyes_and_a_face_down_territory_only_add_sight(
        scene: tuple[Realm, Hex, Hex, str]) -> None:
    realm, a, b, _ = scene
    # a Tribal Scout sees all a Pikeman sees (same range), and identifies all it identifies
    if sees(realm, a, b, "pikeman"):
        assert sees(realm, a, b, "scout")
    if identifies(realm, a, b, "pikeman"):
        assert identifies(realm, a, b, "scout")
    # turning a territory back face down (neither end on it) never hides more
    ends = {realm.slot_at(a), realm.slot_at(b)}
    others = [s for s, t in enumerate(realm.tiles) if t not in (None, "home") and s not in ends]
    for s in others[:2]:
        flat = realm.clone()
        flat.tiles[s] = None
        flat.turns[s] = 0
        flat.changed = {h: t for h, t in flat.changed.items() if flat.slot_at(h) != s}
        for viewer in ("pikeman", "guard_tower"):
            if sees(realm, a, b, viewer):
                assert sees(flat, a, b, viewer)
