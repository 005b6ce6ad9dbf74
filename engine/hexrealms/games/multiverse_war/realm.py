"""The map in play [Game Setup, Map Exploration, Aether Stone Mines]: the layout's places
(slots), each holding a homeland, a face-down territory or a revealed one turned some
sixth-turns clockwise, and the hexes, terrain and neighbours that follow from them.

The geometry is the content's (``vocab.py``): pointy-top axial hexes; a territory is a flower of
7 hexes, printed outer hex ``k`` (1–6) in hex direction ``k`` clockwise from the east; a slot at
territory coordinates ``(a, b)`` has its centre at ``territory_centre(a, b)``. A territory turned
``t`` sixths clockwise has printed outer hex ``k`` (and printed side ``k``) in direction
``(k - 1 + t) % 6 + 1``. Exploring names a number ``n`` and turns the territory so that its side
``n`` faces the explorer's territory: ``t = e - n`` (mod 6) when the explorer's territory lies in
direction ``e`` from it [Map Exploration] (R-M6, S-M10).

A face-down slot holds nothing but its place: its terrain is unknown to the realm (``terrain``
answers ``None``), so no view or link drawn from a realm can tell what lies under it. The
territory turned up is chance, drawn when the slot is explored from ``unused_territories``
(ARCHITECTURE.md, principle 4). This module holds no game state beyond the map.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from hexrealms.core.hexgrid import Hex

from .content import content
from .vocab import HEX_DIRECTIONS, TERRITORY_DIRECTIONS, TerrainId, territory_centre
from .world import Layout, Slot

#: The tile id a homeland's slot holds (every homeland is one terrain, so it is never turned).
HOME = "home"
SIDES = 6


class _Geometry:
    """A layout's fixed geometry: each slot's 7 hexes (centre, then directions 1–6) and which
    slot and position (0 centre, 1–6 direction) every hex of the map has."""

    __slots__ = ("layout", "slot_hexes", "where", "by_place")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.slot_hexes: tuple[tuple[Hex, ...], ...] = tuple(
            _flower(*s.at) for s in layout.slots)
        self.where: dict[Hex, tuple[int, int]] = {}
        for i, hexes in enumerate(self.slot_hexes):
            for k, h in enumerate(hexes):
                if h in self.where:  # the content's tests forbid it; a guard, not a rule
                    raise ValueError(f"{layout.players} players: two territories share {h}")
                self.where[h] = (i, k)
        self.by_place: dict[tuple[int, int], int] = {s.at: i for i, s in
                                                     enumerate(layout.slots)}


def _flower(a: int, b: int) -> tuple[Hex, ...]:
    q, r = territory_centre(a, b)
    return (Hex(q, r), *(Hex(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS))


@lru_cache(maxsize=None)
def _farthest_sight() -> int:
    """The longest sight of any viewer: a unit's, a building's or the Settlement's [Fog of War
    & LOS] (the Storm only shortens it)."""
    c = content()
    return max([c.numbers.los, c.settlement.los, *(b.los for b in c.building.values())])


@lru_cache(maxsize=None)
def _geometry(players: int) -> _Geometry:
    layouts = content().layout
    if players not in layouts:
        raise ValueError(f"no layout for {players} players")
    return _Geometry(layouts[players])


def turn_for(named: int, explorer_direction: int) -> int:
    """Sixth-turns clockwise that put printed side ``named`` towards ``explorer_direction``
    (both 1–6) [Map Exploration]: ``e − n`` mod 6."""
    if not 1 <= named <= SIDES or not 1 <= explorer_direction <= SIDES:
        raise ValueError("a side and a direction are numbered 1 to 6")
    return (explorer_direction - named) % SIDES


def turned(k: int, turns: int) -> int:
    """The direction (1–6) printed outer hex or side ``k`` faces once turned ``turns``
    sixths clockwise."""
    return (k - 1 + turns) % SIDES + 1


def _neighbours(h: Hex) -> list[Hex]:
    return [Hex(h[0] + dq, h[1] + dr) for dq, dr in HEX_DIRECTIONS]


class Realm:
    """The map of one game: the layout for ``players`` and, per slot (the layout's order),
    the tile on it (``HOME``, a territory id, or ``None`` while face down) and its turn
    (sixths clockwise, 0–5). ``mines``: central territories get an aether stone mine on their
    centre when revealed (the advanced scenario) [Aether Stone Mines]. ``changed``: hexes
    whose terrain differs from the printed one (a mine token of another terrain, a chopped or
    planted forest)."""

    __slots__ = ("players", "mines", "tiles", "turns", "changed", "_terrain", "memo", "sight")

    def __init__(self, players: int, mines: bool = False) -> None:
        geo = _geometry(players)
        self.players: int = players
        self.mines: bool = mines
        self.tiles: list[str | None] = [HOME if s.kind == "home" else None
                                        for s in geo.layout.slots]
        self.turns: list[int] = [0] * len(self.tiles)
        self.changed: dict[Hex, TerrainId] = {}
        self._terrain: dict[Hex, TerrainId | None] = {}  # a cache, emptied by every change
        #: What other modules work out from the map alone, emptied by every change.
        self.memo: dict[object, object] = {}
        #: What a viewer sees from a hex (``fog``): ``(hex, viewer, conditions)`` → hexes. A
        #: change of the map forgets only the entries of hexes within sight of it (what one
        #: sees depends on the ground within its sight range alone), so a bot's look-ahead,
        #: which turns territories in its forks, keeps most of them.
        self.sight: dict[tuple, set[Hex]] = {}

    # -- the layout's geometry (public: the places are on the table from the start) ------------
    @property
    def layout(self) -> Layout:
        return _geometry(self.players).layout

    @property
    def slots(self) -> tuple[Slot, ...]:
        return self.layout.slots

    def slot_hexes(self, slot: int) -> tuple[Hex, ...]:
        """The slot's 7 hexes: its centre, then the hexes in directions 1–6 (E … NE)."""
        return _geometry(self.players).slot_hexes[slot]

    def map_hexes(self) -> list[Hex]:
        """Every hex of every slot, face-down ones included (slot order)."""
        return [h for hexes in _geometry(self.players).slot_hexes for h in hexes]

    def slot_at(self, h: Hex) -> int | None:
        """The slot a hex belongs to, face down or not (``None``: off the map)."""
        found = _geometry(self.players).where.get(Hex(*h))
        return None if found is None else found[0]

    def slot_of_place(self, at: tuple[int, int]) -> int | None:
        """The slot at territory coordinates ``at``."""
        return _geometry(self.players).by_place.get(tuple(at))  # type: ignore[arg-type]

    def home_slot(self, seat: int) -> int:
        for i, s in enumerate(self.slots):
            if s.kind == "home" and s.seat == seat:
                return i
        raise ValueError(f"no home for seat {seat} with {self.players} players")

    def settlement_hex(self, seat: int) -> Hex:
        """The centre of the seat's homeland, where its Settlement stands [Game Setup]."""
        return self.slot_hexes(self.home_slot(seat))[0]

    def settlement_zone(self, seat: int) -> list[Hex]:
        """The Settlement's zone: the homeland's centre and the 4 outer hexes away from its
        front side [Game Setup] (R-M6)."""
        i = self.home_slot(seat)
        return [self.slot_hexes(i)[k] for k in self.slots[i].zone]

    def direction_between(self, slot: int, other: int) -> int:
        """The territory direction (1–6) in which slot ``other`` lies from ``slot`` (they must
        be neighbours)."""
        (a, b), (c, d) = self.slots[slot].at, self.slots[other].at
        step = (c - a, d - b)
        if step not in TERRITORY_DIRECTIONS:
            raise ValueError(f"slots {slot} and {other} are not neighbours")
        return TERRITORY_DIRECTIONS.index(step) + 1

    # -- what is face up ---------------------------------------------------------------------
    def revealed(self, slot: int) -> bool:
        return self.tiles[slot] is not None

    def face_down_slots(self) -> list[int]:
        return [i for i, t in enumerate(self.tiles) if t is None]

    def unused_territories(self) -> list[str]:
        """The territories not on the map, in the content's order: what exploring may turn
        up (each equally likely) [Map Exploration]."""
        used = set(self.tiles)
        return [t.id for t in content().territories if t.id not in used]

    def printed(self, h: Hex) -> tuple[int, int] | None:
        """The slot and printed hex index (0 centre, 1–6 outer) at a revealed hex."""
        found = _geometry(self.players).where.get(Hex(*h))
        if found is None or self.tiles[found[0]] is None:
            return None
        slot, k = found
        return slot, 0 if k == 0 else turned(k, -self.turns[slot])

    def terrain(self, h: Hex) -> TerrainId | None:
        """A hex's terrain once its territory is face up; ``None`` while face down or off the
        map (the realm does not know what a face-down territory holds)."""
        try:
            return self._terrain[h]
        except KeyError:
            pass
        found = self._terrain[h] = self._printed_terrain(Hex(*h))
        return found

    def _printed_terrain(self, h: Hex) -> TerrainId | None:
        at = self.printed(h)
        if at is None:
            return None
        if h in self.changed:
            return self.changed[h]
        slot, k = at
        tile = self.tiles[slot]
        if tile == HOME:
            return content().home.terrain
        assert tile is not None
        return content().territory[tile].hexes[k]

    def height(self, h: Hex) -> int | None:
        """A revealed hex's height (grassland and water 0 < forest < hill < mountain)
        [Fog of War & LOS]."""
        t = self.terrain(h)
        return None if t is None else content().terrain[t].height

    def hexes(self) -> list[Hex]:
        """The revealed hexes (the playable map), slot by slot."""
        geo = _geometry(self.players)
        return [h for i, hexes in enumerate(geo.slot_hexes) if self.tiles[i] is not None
                for h in hexes]

    def neighbours(self, h: Hex) -> list[Hex]:
        """The revealed hexes next to ``h``, in direction order E, SE, SW, W, NW, NE."""
        return [n for n in _neighbours(Hex(*h)) if self.printed(n) is not None]

    def face_down_beside(self, h: Hex) -> list[int]:
        """The face-down slots with a hex next to ``h``: what a unit on ``h`` may explore
        [Map Exploration] (in slot order)."""
        mine = self.slot_at(h)
        out = {s for n in _neighbours(Hex(*h)) if (s := self.slot_at(n)) is not None
               and s != mine and self.tiles[s] is None}
        return sorted(out)

    def side_hexes(self, slot: int, side: int) -> tuple[Hex, Hex]:
        """The two outer hexes along printed side ``side`` of a slot's tile as it lies: printed
        outer hexes ``side`` and ``side + 1`` [Map Exploration]."""
        hexes, t = self.slot_hexes(slot), self.turns[slot]
        return hexes[turned(side, t)], hexes[turned(side % SIDES + 1, t)]

    def facing_side(self, slot: int, direction: int) -> int:
        """The printed side of a slot's tile that faces territory direction ``direction``."""
        return turned(direction, -self.turns[slot])

    def adventure_hexes(self) -> dict[Hex, int]:
        """Every revealed territory's adventure hex and its number (R-M6)."""
        out: dict[Hex, int] = {}
        for i, tile in enumerate(self.tiles):
            if tile is None or tile == HOME:
                continue
            spot = content().territory[tile].adventure
            out[self.slot_hexes(i)[turned(spot.at, self.turns[i])]] = spot.number
        return out

    def mine_hexes(self) -> list[Hex]:
        """The centres of the revealed central territories, when the game has mines
        [Aether Stone Mines]."""
        if not self.mines:
            return []
        return [self.slot_hexes(i)[0] for i, s in enumerate(self.slots)
                if s.kind == "central" and self.tiles[i] is not None]

    # -- changing the map --------------------------------------------------------------------
    def place(self, slot: int, territory: str, turns: int) -> None:
        """Lays ``territory`` face up on a face-down slot, turned ``turns`` sixths clockwise;
        a central slot in a game with mines gets its mine token (of the centre's mine
        terrain: water takes a grassland mine, a mountain a hill mine) [Aether Stone Mines]."""
        if not 0 <= slot < len(self.tiles) or self.tiles[slot] is not None:
            raise ValueError(f"slot {slot} is not face down")
        tile = content().territory.get(territory)
        if tile is None:
            raise ValueError(f"no territory {territory!r}")
        if territory in self.tiles:
            raise ValueError(f"{tile.name} is on the map already")
        self.tiles[slot] = territory
        self.turns[slot] = turns % SIDES
        self._terrain, self.memo = {}, {}
        self._forget_sight_near(self.slot_hexes(slot))
        if self.mines and self.slots[slot].kind == "central":
            mine = content().terrain[tile.centre].mine
            if mine != tile.centre:
                self.changed[self.slot_hexes(slot)[0]] = mine

    def reveal(self, slot: int, territory: str, explorer: Hex, named: int) -> int:
        """Explores face-down ``slot`` from the explorer's hex: ``territory`` (drawn by chance)
        is turned face up with its side ``named`` (1–6, named by the player on the explorer's
        right) facing the explorer's territory [Map Exploration] (S-M10). Returns the turn."""
        if slot not in self.face_down_beside(explorer):
            raise ValueError(f"slot {slot} is not a face-down territory next to {explorer}")
        own = self.slot_at(explorer)
        assert own is not None
        t = turn_for(named, self.direction_between(slot, own))
        self.place(slot, territory, t)
        return t

    def set_terrain(self, h: Hex, terrain: TerrainId) -> None:
        """Changes a revealed hex's terrain (a forest chopped or planted) [Builders & Roads]."""
        h = Hex(*h)
        if self.printed(h) is None:
            raise ValueError(f"{h} is not a revealed hex")
        if terrain not in content().terrain:
            raise ValueError(f"no terrain {terrain!r}")
        self.changed[h] = terrain
        self._terrain, self.memo = {}, {}
        self._forget_sight_near((h,))

    def _forget_sight_near(self, hexes: tuple[Hex, ...]) -> None:
        """A new ``sight`` (another copy may still share the old one) without the entries
        whose hex lies within the farthest sight of one of ``hexes``."""
        reach = _farthest_sight()
        self.sight = {k: v for k, v in self.sight.items()
                      if all(k[0].distance(h) > reach for h in hexes)}

    # -- copies and encoding ---------------------------------------------------------------
    def clone(self) -> "Realm":
        other = Realm.__new__(Realm)
        other.players, other.mines = self.players, self.mines
        other.tiles, other.turns = list(self.tiles), list(self.turns)
        other.changed = dict(self.changed)
        # shared until either changes (each then starts anew)
        other._terrain, other.memo, other.sight = self._terrain, self.memo, self.sight
        return other

    def canonical(self) -> dict[str, Any]:
        """Plain JSON data: the player count, mines, each slot's ``[tile, turn]`` (``[null,
        0]`` face down) and the changed hexes ``[q, r, terrain]`` in order."""
        return {"players": self.players, "mines": self.mines,
                "tiles": [[t, n] for t, n in zip(self.tiles, self.turns)],
                "changed": [[h.q, h.r, t] for h, t in sorted(self.changed.items())]}

    @classmethod
    def from_canonical(cls, data: dict[str, Any]) -> "Realm":
        realm = cls(int(data["players"]), bool(data["mines"]))
        tiles = data["tiles"]
        if len(tiles) != len(realm.tiles):
            raise ValueError("one [tile, turn] per slot")
        for i, (tile, turn) in enumerate(tiles):
            kind = realm.slots[i].kind
            if (tile == HOME) != (kind == "home") or (tile is None and turn != 0):
                raise ValueError(f"slot {i}: {tile!r} does not fit a {kind} slot")
            if tile is not None and tile != HOME:
                if not 0 <= turn < SIDES:
                    raise ValueError(f"slot {i}: a turn is 0-5")
                realm.tiles[i] = None
                realm.place(i, tile, turn)
        realm.changed = {}
        realm._terrain, realm.memo, realm.sight = {}, {}, {}
        for q, r, t in data["changed"]:
            realm.set_terrain(Hex(q, r), t)
        return realm

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Realm) and self.canonical() == other.canonical()

    def __repr__(self) -> str:
        shown = sum(t is not None and t != HOME for t in self.tiles)
        return f"Realm({self.players} players, {shown} territories revealed)"
