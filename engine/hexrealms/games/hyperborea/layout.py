"""Board layouts for 2–6 players (rulebook, "Mapmaking"; the printed diagrams are missing, so
these are designed — see CONTENT.md, "Board layouts").

The Central Hexagon sits at the origin with six Borderlands around it. A Homeland is a triangle
of three hexagons whose Capital hexagon sits in the second ring, in the notch between two
Borderlands ("edge slot" ``i``, between directions ``i`` and ``i + 1``), so every Capital is two
steps from the Centre and touches two Borderlands. With 5 players two extra Borderlands fill
the second-ring corners ``2·d0`` and ``2·d3``, on opposite sides of the map, mirroring the one
empty slot. Seats go clockwise (decreasing direction index on screen).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...core.hexgrid import DIRECTIONS, ORIGIN, Hex

#: Edge slots used by each player count, in seat order (clockwise).
HOMELAND_SLOTS: dict[int, tuple[int, ...]] = {
    2: (0, 3),
    3: (0, 4, 2),
    4: (0, 5, 3, 2),
    5: (0, 5, 4, 3, 2),
    6: (0, 5, 4, 3, 2, 1),
}
#: Second-ring corners (direction index) that take an extra Borderland.
EXTRA_BORDERLANDS: dict[int, tuple[int, ...]] = {5: (0, 3)}


@dataclass(frozen=True)
class Layout:
    """Where every hexagon of a game of ``players`` players sits."""

    players: int
    centre: Hex
    borderlands: tuple[Hex, ...]
    homelands: tuple[tuple[Hex, Hex, Hex], ...]  # per seat: Capital hexagon first


def homeland_at(slot: int) -> tuple[Hex, Hex, Hex]:
    """The three hexagons of a Homeland in edge slot ``slot``: the Capital hexagon in the
    second ring, then the two behind it in the third ring."""
    d1, d2 = DIRECTIONS[slot % 6], DIRECTIONS[(slot + 1) % 6]
    capital = d1 + d2
    return (capital, capital + d1, capital + d2)


def layout_for(players: int) -> Layout:
    """The layout for 2–6 players."""
    if players not in HOMELAND_SLOTS:
        raise ValueError(f"Hyperborea is for 2 to 6 players, not {players}")
    borderlands = list(DIRECTIONS)
    borderlands += [DIRECTIONS[i].scale(2) for i in EXTRA_BORDERLANDS.get(players, ())]
    return Layout(
        players=players,
        centre=ORIGIN,
        borderlands=tuple(borderlands),
        homelands=tuple(homeland_at(s) for s in HOMELAND_SLOTS[players]),
    )


@lru_cache(maxsize=8)
def adjacency(players: int) -> tuple[tuple[int, ...], ...]:
    """Neighbouring hexagon indices of each hexagon, for a map of ``players`` players. A
    hexagon's index is its place in the layout: Centre, Borderlands, then each seat's Homeland
    (the indices ``mapmaking.new_state`` gives the state's hexagons)."""
    lay = layout_for(players)
    coords = [lay.centre, *lay.borderlands, *(h for t in lay.homelands for h in t)]
    where = {c: i for i, c in enumerate(coords)}
    return tuple(tuple(sorted(where[n] for n in c.neighbours() if n in where)) for c in coords)
