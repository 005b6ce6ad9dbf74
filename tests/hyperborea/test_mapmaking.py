"""Mapmaking and the fog of war (rulebook "3. Mapmaking", "Fog of War"; RULINGS 10)."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.games.hyperborea.content import GHOSTS, map_content
from hexrealms.games.hyperborea.mapmaking import face_of
from hexrealms.games.hyperborea.state import GHOST, State

from .conftest import give, new_game, started


def ghosts_on_map(state: State) -> int:
    return sum(1 for h in state.hexes for o in h.city_occupants + h.ruin_occupants if o == GHOST)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_map(players: int) -> None:
    state = started(players).state
    homes = [h for h in state.hexes if h.region == "homeland"]
    assert len(homes) == 3 * players and all(h.face_up for h in homes)
    for h in state.hexes:
        if h.region != "homeland":
            assert not h.face_up, "the starting miniatures reveal nothing (RULINGS 20)"
    for h in homes:
        face = face_of(h)
        assert face is not None
        assert h.ruin_tokens == [2] * face.ruins, "2 bronze tokens per Homeland ruin space"
        assert GHOST not in h.city_occupants + h.ruin_occupants, "never a Ghost in a Homeland"
    for p in state.players:
        capital = next(h for h in homes if h.home_of == p.seat and h.homeland_slot == 0)
        on_map = [m for m in p.miniatures if m.hex is not None]
        assert len(on_map) == 3
        assert all(m.hex == capital.index and m.site is None for m in on_map), \
            "3 miniatures outside the Capital City"
    sites = sum(face_of(h, state).ghost_sites for h in state.hexes  # type: ignore[union-attr]
                if h.face_up and h.region != "homeland")
    assert state.ghost_box == GHOSTS - sites


def test_rulings_10_fog_reveal_places_tokens_and_ghosts() -> None:
    """RULINGS 10: entering a hexagon next to face-down ones reveals them at once, with ruin
    tokens (2 silver per Borderland ruin space, 3 gold per Central one) and one Ghost in each
    city and on each ruin stack. The starting miniatures, placed in the Capital, lift no fog
    (RULINGS 20): a miniature walking back into the Capital does."""
    g = started(2)
    state = g.state
    seat = state.current
    capital = next(h for h in state.hexes if h.home_of == seat and h.homeland_slot == 0)
    assert not any(n.face_up for n in state.neighbours(capital) if n.region != "homeland")
    assert not state.hexes[0].face_up
    home = next(n for n in state.neighbours(capital) if n.region == "homeland")
    mini = next(m for m in state.players[seat].miniatures if m.hex == capital.index)
    give(g, "fly", 3)
    g.act(f"fly:{mini.id}:{home.id}")
    g.act(f"fly:{mini.id}:{capital.id}")
    assert all(n.face_up for n in state.neighbours(capital)), "entering the Capital lifts the fog"
    border = next(n for n in state.neighbours(capital) if n.region == "borderland")
    g.act(f"fly:{mini.id}:{border.id}")
    assert state.hexes[0].face_up, "the Centre neighbours every inner Borderland"
    assert all(n.face_up for n in state.neighbours(border))
    ghosts = 0
    for h in state.hexes:
        if h.region == "homeland" or not h.face_up:
            continue
        face = face_of(h, state)
        assert face is not None
        per_space = 3 if h.region == "centre" else 2
        assert h.ruin_tokens == [per_space] * face.ruins
        assert h.city_occupants == [GHOST] * len(face.cities)
        assert h.ruin_occupants == [GHOST] * face.ruins
        ghosts += face.ghost_sites
    assert ghosts_on_map(state) == ghosts == GHOSTS - state.ghost_box


def test_reveal_is_a_chance_point_over_the_tiles_left() -> None:
    g = Game.new({"ruleset": "hyperborea", "players": 2, "seed": 3, "variants": {"open_map": True}}, auto_chance=False)
    g.apply_chance(g.chance_outcomes()[0][0])  # the first player
    outcomes = g.chance_outcomes()
    assert [o for o, _ in outcomes] == [f"tile:C{i}" for i in range(1, 7)]
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    g.apply_chance("tile:C4")
    assert g.state.hexes[0].tile == "C4"
    assert len(g.chance_outcomes()) == 30


def test_revealed_tiles_come_from_their_own_region_without_repeats() -> None:
    game = new_game(6, seed=11, variants={"open_map": True})
    tiles = [h.tile for h in game.state.hexes if h.region != "homeland"]
    assert len(set(tiles)) == len(tiles) == 7
    assert game.state.hexes[0].tile.startswith("C")
    assert all(t.startswith("B") for t in tiles[1:])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_open_map_reveals_everything_and_conserves_supplies(players: int) -> None:
    state = new_game(players, seed=players, variants={"open_map": True}).state
    assert all(h.face_up for h in state.hexes)
    sites = sum(face_of(h, state).ghost_sites for h in state.hexes if h.region != "homeland")  # type: ignore[union-attr]
    assert ghosts_on_map(state) == sites and state.ghost_box == GHOSTS - sites
    on_map = {"bronze": 0, "silver": 0, "gold": 0}
    metal = {"homeland": "bronze", "borderland": "silver", "centre": "gold"}
    for h in state.hexes:
        on_map[metal[h.region]] += sum(h.ruin_tokens)
    for m, n in map_content().ruin_tokens.items():
        assert on_map[m] + state.ruin_supply[m] == n


def test_face_down_tile_is_hidden_in_the_view() -> None:
    view = new_game(3).view()
    hidden = [h for h in view["map"]["hexes"] if not h["face_up"]]
    assert hidden and all(h["tile"] is None and h["terrain"] is None and not h["cities"]
                          for h in hidden)
