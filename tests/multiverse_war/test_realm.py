"""Multiverse War's map in play (``realm.py``): homelands face up and face-down slots holding
nothing; exploring turns the named side towards the explorer (S-M10); the hexes of a layout
never overlap; mines take their token's terrain; the canonical encoding round-trips and tells
nothing about face-down territories."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.realm import HOME, Realm, turn_for, turned
from hexrealms.games.multiverse_war.vocab import HEX_DIRECTIONS

C = content()
PLAYERS = (2, 3, 4)


def adjacent(a: Hex, b: Hex) -> bool:
    return (b.q - a.q, b.r - a.r) in HEX_DIRECTIONS


def random_realm(players: int, seed: int, share: float = 0.6, mines: bool = False) -> Realm:
    """Some face-down slots turned up with random territories and turns."""
    rng = random.Random(seed)
    realm = Realm(players, mines)
    pool = [t.id for t in C.territories]
    rng.shuffle(pool)
    for slot in realm.face_down_slots():
        if rng.random() < share:
            realm.place(slot, pool.pop(), rng.randrange(6))
    return realm


# -- the start -----------------------------------------------------------------------------

@pytest.mark.parametrize("players", PLAYERS)
def test_a_new_realm_shows_the_homelands_only(players: int) -> None:
    realm = Realm(players)
    layout = C.layout[players]
    homes = [i for i, s in enumerate(layout.slots) if s.kind == "home"]
    assert [i for i, t in enumerate(realm.tiles) if t == HOME] == homes
    assert len(realm.face_down_slots()) == len(layout.face_down)
    assert realm.hexes() == [h for i in homes for h in realm.slot_hexes(i)]
    assert {realm.terrain(h) for h in realm.hexes()} == {C.home.terrain}
    for slot in realm.face_down_slots():
        assert all(realm.terrain(h) is None and realm.height(h) is None
                   for h in realm.slot_hexes(slot))
    assert realm.unused_territories() == [t.id for t in C.territories]
    assert realm.adventure_hexes() == {} and realm.mine_hexes() == []


@pytest.mark.parametrize("players", PLAYERS)
def test_the_hexes_of_a_layout_never_overlap(players: int) -> None:
    realm = Realm(players)
    hexes = realm.map_hexes()
    assert len(hexes) == len(set(hexes)) == 7 * len(realm.slots)
    for i in range(len(realm.slots)):
        for h in realm.slot_hexes(i):
            assert realm.slot_at(h) == i
    assert realm.slot_at(Hex(100, 100)) is None


@pytest.mark.parametrize("players", PLAYERS)
def test_every_home_fronts_a_face_down_territory_and_its_zone_lies_behind(players: int) -> None:
    realm = Realm(players)
    for seat in range(players):
        slot = realm.home_slot(seat)
        front = realm.slots[slot].front
        assert front is not None
        zone = realm.settlement_zone(seat)
        assert zone[0] == realm.settlement_hex(seat) and len(zone) == C.settlement.zone
        along = set(realm.side_hexes(slot, front))
        assert not along & set(zone)
        assert any(realm.face_down_beside(h) for h in along)


@pytest.mark.parametrize("players", PLAYERS)
def test_neighbours_are_the_revealed_hexes_next_to_a_hex(players: int) -> None:
    realm = random_realm(players, 3)
    shown = set(realm.hexes())
    for h in realm.map_hexes():
        got = realm.neighbours(h)
        assert got == [n for n in (Hex(h.q + dq, h.r + dr) for dq, dr in HEX_DIRECTIONS)
                       if n in shown]


# -- exploring (S-M10) ---------------------------------------------------------------------

def test_turn_for_puts_side_n_towards_direction_e() -> None:
    for n in range(1, 7):
        for e in range(1, 7):
            assert turned(n, turn_for(n, e)) == e
    with pytest.raises(ValueError):
        turn_for(0, 1)
    with pytest.raises(ValueError):
        turn_for(1, 7)


@pytest.mark.parametrize("players", PLAYERS)
def test_exploring_turns_the_named_side_towards_the_explorer(players: int) -> None:
    """S-M10: the player on the right names a number; that star side faces the explorer's
    territory — its two hexes lie along the explorer's territory, and every printed hex lies
    where the turn puts it."""
    base = Realm(players)
    checked = 0
    for explorer in base.hexes():
        own = base.slot_at(explorer)
        assert own is not None
        for slot in base.face_down_beside(explorer):
            for named in range(1, 7):
                realm = base.clone()
                tile = C.territories[(slot + named) % len(C.territories)]
                t = realm.reveal(slot, tile.id, explorer, named)
                e = realm.direction_between(slot, own)
                assert t == turn_for(named, e)
                assert realm.facing_side(slot, e) == named
                theirs = realm.slot_hexes(own)
                for h in realm.side_hexes(slot, named):
                    assert any(adjacent(h, x) for x in theirs)
                for side in range(1, 7):
                    if side != named:
                        assert not all(any(adjacent(h, x) for x in theirs)
                                       for h in realm.side_hexes(slot, side))
                hexes = realm.slot_hexes(slot)
                assert realm.terrain(hexes[0]) == tile.centre
                for k in range(1, 7):
                    assert realm.terrain(hexes[turned(k, t)]) == tile.hexes[k]
                assert realm.slot_at(explorer) == own  # the explorer stays where it is
                checked += 1
    assert checked > 0


def test_s_m10_side_four_faces_the_explorer() -> None:
    realm = Realm(2)
    explorer = realm.settlement_zone(0)[2]  # Red's outer hex 2 (south-east)
    [slot] = realm.face_down_beside(explorer)
    ridge = C.territory["t04"]
    realm.reveal(slot, ridge.id, explorer, 4)
    home = realm.slot_hexes(realm.home_slot(0))
    a, b = realm.side_hexes(slot, 4)
    assert any(adjacent(a, h) for h in home) and any(adjacent(b, h) for h in home)
    # printed outer hexes 4 and 5 of the Ridge lie along Red's homeland
    assert (realm.terrain(a), realm.terrain(b)) == (ridge.hexes[4], ridge.hexes[5])


def test_exploring_refuses_what_the_rules_do_not_allow() -> None:
    realm = Realm(2)
    explorer = realm.settlement_zone(0)[2]
    [slot] = realm.face_down_beside(explorer)
    far = next(s for s in realm.face_down_slots() if s not in realm.face_down_beside(explorer))
    with pytest.raises(ValueError):
        realm.reveal(far, "t01", explorer, 1)
    with pytest.raises(ValueError):
        realm.reveal(slot, "t99", explorer, 1)
    with pytest.raises(ValueError):
        realm.reveal(slot, "t01", explorer, 7)
    realm.reveal(slot, "t01", explorer, 1)
    with pytest.raises(ValueError):
        realm.reveal(slot, "t02", explorer, 1)  # face up already
    with pytest.raises(ValueError):
        realm.place(far, "t01", 0)  # on the map already
    assert "t01" not in realm.unused_territories()
    assert realm.face_down_beside(explorer) == []


def test_the_adventure_hex_turns_with_its_territory() -> None:
    for t in range(6):
        realm = Realm(2)
        slot = realm.face_down_slots()[0]
        meadow = C.territory["t01"]
        realm.place(slot, meadow.id, t)
        spot = realm.slot_hexes(slot)[turned(meadow.adventure.at, t)]
        assert realm.adventure_hexes() == {spot: meadow.adventure.number}
        assert realm.terrain(spot) == meadow.hexes[meadow.adventure.at]


@pytest.mark.parametrize("tile, laid", [("t05", "grass"), ("t09", "hill"), ("t04", "hill"),
                                        ("t03", "forest"), ("t01", "grass")])
def test_a_central_territory_takes_its_mine_token(tile: str, laid: str) -> None:
    """A water centre takes a grassland mine, a mountain centre a hill mine [Aether Stone
    Mines]; without mines (the starter) the centre stays as printed."""
    for mines in (True, False):
        realm = Realm(2, mines=mines)
        central = next(i for i, s in enumerate(realm.slots) if s.kind == "central")
        realm.place(central, tile, 2)
        centre = realm.slot_hexes(central)[0]
        assert realm.terrain(centre) == (laid if mines else C.territory[tile].centre)
        assert realm.mine_hexes() == ([centre] if mines else [])


def test_chopping_and_planting_change_a_revealed_hex_only() -> None:
    realm = Realm(2)
    h = realm.settlement_zone(0)[1]
    realm.set_terrain(h, "forest")
    assert realm.terrain(h) == "forest" and realm.height(h) == C.terrain["forest"].height
    hidden = realm.slot_hexes(realm.face_down_slots()[0])[0]
    with pytest.raises(ValueError):
        realm.set_terrain(hidden, "grass")
    with pytest.raises(ValueError):
        realm.set_terrain(h, "lava")  # type: ignore[arg-type]


# -- copies, encoding, secrets -------------------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PLAYERS), st.integers(0, 10**6), st.floats(0, 1), st.booleans())
def test_canonical_round_trips_through_json(players: int, seed: int, share: float,
                                            mines: bool) -> None:
    realm = random_realm(players, seed, share, mines)
    if realm.hexes():
        realm.set_terrain(realm.hexes()[seed % len(realm.hexes())], "forest")
    data = json.loads(json.dumps(realm.canonical()))
    back = Realm.from_canonical(data)
    assert back.canonical() == realm.canonical() and back == realm
    assert {h: back.terrain(h) for h in back.map_hexes()} == \
        {h: realm.terrain(h) for h in realm.map_hexes()}
    hexes = realm.hexes()
    assert len(hexes) == len(set(hexes))


def test_a_clone_is_independent() -> None:
    realm = random_realm(3, 5, 0.3)
    copy = realm.clone()
    slot = copy.face_down_slots()[0]
    copy.place(slot, copy.unused_territories()[0], 1)
    copy.set_terrain(copy.hexes()[0], "hill")
    assert realm.revealed(slot) is False and realm.terrain(realm.hexes()[0]) == "grass"
    assert copy != realm


@pytest.mark.parametrize("players", PLAYERS)
def test_face_down_slots_leak_nothing(players: int) -> None:
    """A face-down slot's encoding is ``[null, 0]`` and its hexes have no terrain: nothing a
    view or a link draws from the realm tells what lies under it (the territory is drawn only
    when explored)."""
    realm = random_realm(players, 11, 0.5)
    shown = {t for t in realm.tiles if t not in (None, HOME)}
    text = json.dumps(realm.canonical())
    for t in C.territories:
        assert (f'"{t.id}"' in text) == (t.id in shown)
    for slot in realm.face_down_slots():
        assert realm.canonical()["tiles"][slot] == [None, 0]
        assert all(realm.terrain(h) is None and realm.printed(h) is None
                   for h in realm.slot_hexes(slot))
    face_down = {h for s in realm.face_down_slots() for h in realm.slot_hexes(s)}
    assert not face_down & set(realm.hexes())
    assert not face_down & {n for h in realm.hexes() for n in realm.neighbours(h)}
    assert not face_down & set(realm.adventure_hexes())
    assert set(realm.unused_territories()) == {t.id for t in C.territories} - shown


def test_from_canonical_refuses_a_broken_encoding() -> None:
    good = Realm(2).canonical()
    bad = json.loads(json.dumps(good))
    bad["tiles"][0] = ["t01", 0]  # a territory on a home
    with pytest.raises(ValueError):
        Realm.from_canonical(bad)
    bad = json.loads(json.dumps(good))
    bad["tiles"][3] = [None, 2]  # a turn on a face-down slot
    with pytest.raises(ValueError):
        Realm.from_canonical(bad)
    bad = json.loads(json.dumps(good))
    bad["tiles"][3] = ["t01", 6]
    with pytest.raises(ValueError):
        Realm.from_canonical(bad)
    bad = json.loads(json.dumps(good))
    bad["tiles"] = bad["tiles"][:-1]
    with pytest.raises(ValueError):
        Realm.from_canonical(bad)
