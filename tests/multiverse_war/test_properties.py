"""Properties of Multiverse War's content: the map geometry the data is written in holds (the
flowers tile the plane, side s of a territory is the border with its neighbour in direction s,
outer hexes s and s + 1 lie along it, and turning a territory by e − n puts side n towards e),
every layout's territories fit together without overlap, and the validation does not depend on
the order of the data's lists while any single changed territory hex is refused (the terrain
totals no longer add up)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st
from pydantic import ValidationError

from hexrealms.games.multiverse_war.content import Content, content, raw_data
from hexrealms.games.multiverse_war.vocab import (HEX_DIRECTIONS, TERRITORY_DIRECTIONS,
                                                  territory_centre, territory_distance)

C = content()
RAW = raw_data()


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def flower(a: int, b: int) -> list[tuple[int, int]]:
    """The 7 hexes of the territory at (a, b): centre, then outer hexes 1–6."""
    q, r = territory_centre(a, b)
    return [(q, r), *((q + dq, r + dr) for dq, dr in HEX_DIRECTIONS)]


def outer(a: int, b: int, k: int, turn: int = 0) -> tuple[int, int]:
    """Where printed outer hex k of the territory at (a, b) lies once turned ``turn`` sixths
    clockwise."""
    return flower(a, b)[(k - 1 + turn) % 6 + 1]


coords = st.tuples(st.integers(-6, 6), st.integers(-6, 6))


@given(coords, coords)
def test_territories_tile_the_plane(x: tuple[int, int], y: tuple[int, int]) -> None:
    """Two different territories never share a hex; neighbours touch, others do not."""
    if x == y:
        return
    fx, fy = flower(*x), flower(*y)
    assert not set(fx) & set(fy)
    touching = any(hex_distance(p, s) == 1 for p in fx for s in fy)
    assert touching == (territory_distance(x, y) == 1)


def test_the_flowers_cover_every_hex() -> None:
    """Every hex near the origin belongs to exactly one territory."""
    owners: dict[tuple[int, int], tuple[int, int]] = {}
    for a in range(-8, 9):
        for b in range(-8, 9):
            for h in flower(a, b):
                assert h not in owners
                owners[h] = (a, b)
    for q in range(-6, 7):
        for r in range(-6, 7):
            assert (q, r) in owners


@given(coords, st.integers(1, 6), st.integers(0, 5))
def test_side_s_lies_along_outer_hexes_s_and_s_plus_1(at: tuple[int, int], s: int,
                                                     turn: int) -> None:
    """In any turn, printed side s faces direction s + turn, and the two outer hexes along
    it (printed s and s + 1) are exactly those next to that neighbour."""
    a, b = at
    dq, dr = TERRITORY_DIRECTIONS[(s - 1 + turn) % 6]
    neighbour = set(flower(a + dq, b + dr))
    along = {h for h in flower(a, b) if any(hex_distance(h, n) == 1 for n in neighbour)}
    assert along == {outer(a, b, s, turn), outer(a, b, s % 6 + 1, turn)}


@given(coords, st.integers(1, 6), st.integers(1, 6))
def test_exploring_turns_the_named_side_towards_the_explorer(at: tuple[int, int], e: int,
                                                            n: int) -> None:
    """S-M10: the explorer's territory lies in direction e; the player names n; turned
    e − n sixths, printed side n faces the explorer."""
    a, b = at
    turn = (e - n) % 6
    dq, dr = TERRITORY_DIRECTIONS[e - 1]
    explorer = set(flower(a + dq, b + dr))
    along = {outer(a, b, n, turn), outer(a, b, n % 6 + 1, turn)}
    assert all(any(hex_distance(h, x) == 1 for x in explorer) for h in along)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_layout_is_a_map(players: int) -> None:
    """The layout's territories place hexes without overlap; a home's zone is 5 hexes of it,
    away from the two outer hexes along its front side."""
    lay = C.layout[players]
    hexes = [h for s in lay.slots for h in flower(*s.at)]
    assert len(hexes) == len(set(hexes)) == 7 * len(lay.slots)
    for home in lay.homes:
        assert home.front is not None
        front = {home.front, home.front % 6 + 1}
        assert set(home.zone) == {0, 1, 2, 3, 4, 5, 6} - front


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_order_of_the_lists_does_not_matter(rnd: random.Random) -> None:
    """Validity does not hang on how the data's lists are ordered (unit types, buildings,
    territories, counters, layouts, missions, encounters …)."""
    raw = json.loads(json.dumps(RAW))
    for key in ("units", "buildings", "territories", "counters", "layouts", "missions",
                "encounters", "adventures", "abilities", "traits", "classes", "goals",
                "heroes", "terrains"):
        rnd.shuffle(raw[key])
    shuffled = Content.model_validate(raw)
    assert shuffled.unit == C.unit and shuffled.territory == C.territory


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 17), st.integers(0, 6), st.sampled_from(["grass", "forest", "hill",
                                                               "mountain", "water"]))
def test_any_changed_territory_hex_is_refused(tile: int, index: int, terrain: str) -> None:
    """Each terrain's total is fixed (R-M6), so changing one hex of one territory to another
    terrain is always refused."""
    raw: dict[str, Any] = json.loads(json.dumps(RAW))
    hexes = raw["territories"][tile]["hexes"]
    if hexes[index] == terrain:
        return
    hexes[index] = terrain
    with pytest.raises(ValidationError):
        Content.model_validate(raw)


@given(st.integers(0, 4), st.integers(1, 6))
def test_hero_prices(skipped: int, level: int) -> None:
    """R-M11: 7 gold and 1 per sheet skipped; a fallen hero of level n ≥ 2 costs 4n."""
    r = C.hero_rules
    assert r.hero_price(skipped) == 7 + skipped
    assert r.resurrect_price(level) == (7 if level == 1 else 4 * level)
