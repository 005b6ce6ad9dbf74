"""Board layouts for 2–6 players (rulebook "Mapmaking"; designed, see CONTENT.md)."""

import pytest

from hexrealms.core.hexgrid import ORIGIN
from hexrealms.games.hyperborea.layout import layout_for


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_layout_shape(players: int) -> None:
    lay = layout_for(players)
    extra = 2 if players == 5 else 0
    assert len(lay.borderlands) == 6 + extra
    assert len(lay.homelands) == players
    every = [lay.centre, *lay.borderlands, *(h for t in lay.homelands for h in t)]
    assert len(every) == len(set(every)) == 1 + 6 + extra + 3 * players


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_hexagon_reachable(players: int) -> None:
    lay = layout_for(players)
    cells = {lay.centre, *lay.borderlands, *(h for t in lay.homelands for h in t)}
    seen, todo = {lay.centre}, [lay.centre]
    while todo:
        for n in todo.pop().neighbours():
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == cells


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_homelands_fair(players: int) -> None:
    lay = layout_for(players)
    borders = set(lay.borderlands)
    capital_distances = {t[0].distance(ORIGIN) for t in lay.homelands}
    assert capital_distances == {2}, "every Capital equally far from the Centre"
    for t in lay.homelands:
        # a triangle of mutually adjacent hexagons
        assert t[0].distance(t[1]) == t[0].distance(t[2]) == t[1].distance(t[2]) == 1
        touching = {n for h in t for n in h.neighbours()} & borders
        assert len(touching) >= 2, "every Homeland touches the Borderlands"
    for a in lay.homelands:
        for b in lay.homelands:
            if a is not b:
                assert min(x.distance(y) for x in a for y in b) >= 2, "Homelands never touch"


def test_five_players_extra_borderlands_on_opposite_sides() -> None:
    extra = layout_for(5).borderlands[6:]
    assert len(extra) == 2 and extra[0] + extra[1] == ORIGIN


@pytest.mark.parametrize("bad", [1, 7, 0])
def test_player_count_out_of_range(bad: int) -> None:
    with pytest.raises(ValueError, match="2 to 6"):
        layout_for(bad)
