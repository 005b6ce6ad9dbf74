"""The map [Map] (R-R1): every player's 26 tiles laid out as one continuous hex map, pointy-top
axial coordinates. A map is immutable and shared by every copy of a game; a tile is an index.

Directions are the game's own numbering (R-R1): 1 E, 2 SE, 3 SW, 4 W, 5 NW, 6 NE, so "the next
direction clockwise" is the next number (6 wraps to 1). ``DIRECTIONS[d - 1]`` is direction
``d`` as an axial step.

Two ways to lay it out: ``random_map`` (seeded: each player's tiles one connected section, all
land one region) and tile by tile in the build setup (``with_tile``, ``build_spots``).

Every tile has a printed name (``HexMap.names``): its terrain's code and its number among the
tiles of that terrain — F1, F2 … W1 … ~1 (Water) … E1 (Empty). Labels and the log name tiles by
it and the board prints it on each tile, so a button's tile can be found by reading; axial
coordinates stay the ids actions and links use, never shown to players. A free hex beside the
map in the build setup is named ``+1``, ``+2`` … in reading order (``HexMap.open_names``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ...core.hexgrid import Hex
from ...core.rng import Rng
from .content import content

#: 1 E, 2 SE, 3 SW, 4 W, 5 NW, 6 NE as axial steps (pointy-top, r grows downwards).
DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1),
                               Hex(1, -1))
DIRECTION_NAMES = ("east", "south-east", "south-west", "west", "north-west", "north-east")


@dataclass(frozen=True, slots=True)
class Tile:
    """A placed tile: where, its terrain, whose section it came from, and for an Empty tile its
    monster mark (1–5) [Monsters] (R-R2)."""

    q: int
    r: int
    terrain: str
    owner: int
    mark: int | None = None

    @property
    def id(self) -> str:
        """The id actions and the view use: ``"3,-1"``."""
        return f"{self.q},{self.r}"

    @property
    def land(self) -> bool:
        return self.terrain != "water"


class HexMap:
    """The tiles and their neighbours. ``step[i][d]`` is the tile one step from tile ``i`` in
    direction ``d + 1`` (``None`` off the map)."""

    def __init__(self, tiles: tuple[Tile, ...]) -> None:
        self.tiles = tiles
        self.index = {Hex(t.q, t.r): i for i, t in enumerate(tiles)}
        self.by_id = {t.id: i for i, t in enumerate(tiles)}
        self.step = tuple(tuple(self.index.get(Hex(t.q + d.q, t.r + d.r)) for d in DIRECTIONS)
                          for t in tiles)

    def __len__(self) -> int:
        return len(self.tiles)

    def neighbours(self, i: int) -> list[int]:
        return [j for j in self.step[i] if j is not None]

    def distance(self, a: int, b: int) -> int:
        """Hexes between two tiles, counted on the grid (R-R8: range counts hexes)."""
        ta, tb = self.tiles[a], self.tiles[b]
        dq, dr = ta.q - tb.q, ta.r - tb.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Each tile's printed name: its terrain's code and its number among that terrain's
        tiles in the map's order — reading order on a random map (its tiles are sorted by row,
        then column), the order they were laid in the build setup (so a tile keeps its name as
        the map grows)."""
        codes = {t.id: t.code for t in content().terrains}
        seen: dict[str, int] = {}
        out = []
        for t in self.tiles:
            seen[t.terrain] = seen.get(t.terrain, 0) + 1
            out.append(f"{codes[t.terrain]}{seen[t.terrain]}")
        return tuple(out)

    @cached_property
    def open_names(self) -> dict[str, str]:
        """The free hexes touching the map (the first tile's hex on an empty map), by id, named
        ``+1``, ``+2`` … in reading order: where the build setup's tiles may go is a subset.
        From the 100th on the name is the bare number (a printed name has 3 characters at most:
        a long, thin map can have that many)."""
        if not self.tiles:
            return {"0,0": "+1"}
        edge = {Hex(t.q, t.r) + d for t in self.tiles for d in DIRECTIONS} - self.index.keys()
        ordered = sorted(edge, key=lambda h: (h.r, h.q))
        return {f"{h.q},{h.r}": f"+{n}" if n < 100 else str(n)
                for n, h in enumerate(ordered, start=1)}

    @cached_property
    def land_connected(self) -> bool:
        """Whether all land tiles form one region (R-R1)."""
        land = [i for i, t in enumerate(self.tiles) if t.land]
        return not land or len(_region(self, land[0], lambda j: self.tiles[j].land)) == len(land)

    def with_tile(self, tile: Tile) -> "HexMap":
        """A new map with one more tile (the build setup)."""
        return HexMap(self.tiles + (tile,))


def _region(m: HexMap, start: int, inside) -> set[int]:  # type: ignore[no-untyped-def]
    seen = {start}
    todo = [start]
    while todo:
        here = todo.pop()
        for j in m.step[here]:
            if j is not None and j not in seen and inside(j):
                seen.add(j)
                todo.append(j)
    return seen


def tile_bag() -> list[str]:
    """One player's tiles [Map]: 5 Water, 5 Food, 5 Wood, 5 Empty, 4 Rock, 2 Mana."""
    return [t.id for t in content().terrains for _ in range(t.per_player)]


def _grow(rng: Rng, taken: dict[Hex, int], seat: int, size: int) -> list[Hex] | None:
    """A connected section of ``size`` new hexes touching the map (anywhere, for the first),
    grown one hex at a time, preferring hexes with more neighbours already in it (compact
    shapes), ties at random; ``None`` when it started in a pocket too small for it."""
    if not taken:
        section = [Hex(0, 0)]
    else:
        edge = sorted({h + d for h in taken for d in DIRECTIONS} - taken.keys())
        section = [rng.choice(edge)]
    mine = set(section)
    while len(section) < size:
        frontier = sorted({h + d for h in mine for d in DIRECTIONS} - mine - taken.keys())
        if not frontier:
            return None
        scored = [(sum((h + d) in mine for d in DIRECTIONS), h) for h in frontier]
        best = max(s for s, _ in scored)
        pick = rng.choice([h for s, h in scored if s >= min(best, 2)])
        section.append(pick)
        mine.add(pick)
    for h in section:
        taken[h] = seat
    return section


def random_map(players: int, number: int) -> HexMap:
    """The seeded random layout (R-R1, config ``map: random``): each player's section grown in
    turn, its tiles shuffled onto it, the whole re-rolled until all land is one region. The
    Empty tiles of each section get marks 1–5 (R-R2)."""
    rng = Rng(number)
    size = content().tiles_per_player
    while True:
        taken: dict[Hex, int] = {}
        grown = [_grow(rng, taken, seat, size) for seat in range(players)]
        if any(g is None for g in grown):
            continue
        sections: list[list[Hex]] = grown  # type: ignore[assignment]
        for _ in range(50):
            tiles: list[Tile] = []
            for seat, section in enumerate(sections):
                bag = tile_bag()
                rng.shuffle(bag)
                mark = 0
                for h, terrain in zip(section, bag):
                    if terrain == "empty":
                        mark += 1
                    tiles.append(Tile(h.q, h.r, terrain, seat, mark if terrain == "empty" else None))
            m = HexMap(tuple(sorted(tiles, key=lambda t: (t.r, t.q))))
            if m.land_connected:
                return m


def build_spots(m: HexMap | None, terrain: str) -> list[Hex]:
    """Where a tile of ``terrain`` may go in the build setup (R-R1): the first tile at the
    centre; then any free hex touching the map, and a land tile must touch land once there is
    land (so all land stays one region). Water may not shut the land in: some free hex
    touching land must stay open to the outside of the map, or the land tiles still to come
    could end with nowhere to go."""
    if m is None or not m.tiles:
        return [Hex(0, 0)]
    taken = m.index
    edge = {Hex(t.q, t.r) + d for t in m.tiles for d in DIRECTIONS} - taken.keys()
    land = {Hex(t.q, t.r) for t in m.tiles if t.land}
    if land:
        shore = {h for h in edge if any(h + d in land for d in DIRECTIONS)}
        if terrain != "water":
            edge = shore
        else:
            edge = {h for h in edge if _open_shore(taken.keys() | {h}, land)}
    return sorted(edge, key=lambda h: (h.r, h.q))


def _open_shore(taken: set[Hex], land: set[Hex]) -> bool:
    """Whether a free hex touching ``land`` joins the outside of the map through free hexes:
    a flood from the rim of the box one hex around ``taken``. (A land tile put on such a hex
    leaves its open neighbour as one, so only Water can shut the land in.)"""
    lo_q, hi_q = min(h.q for h in taken) - 1, max(h.q for h in taken) + 1
    lo_r, hi_r = min(h.r for h in taken) - 1, max(h.r for h in taken) + 1
    todo = [Hex(q, r) for q in range(lo_q, hi_q + 1) for r in range(lo_r, hi_r + 1)
            if q in (lo_q, hi_q) or r in (lo_r, hi_r)]
    seen = set(todo)
    while todo:
        here = todo.pop()
        if any(here + d in land for d in DIRECTIONS):
            return True
        for d in DIRECTIONS:
            h = here + d
            if (h not in seen and h not in taken and lo_q <= h.q <= hi_q
                    and lo_r <= h.r <= hi_r):
                seen.add(h)
                todo.append(h)
    return False
