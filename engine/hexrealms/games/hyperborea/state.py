"""The hot state of a game of Hyperborea: plain classes that rules and bots mutate
(DESIGN.md principle 2). Everything here copies cheaply and encodes canonically for
``state_hash``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ...core.hexgrid import Hex

#: Occupant value of a city or ruin space holding a Ghost.
GHOST = -1


@dataclass(slots=True)
class HexSpace:
    """One hexagon of the map, as it stands now.

    ``tile`` is ``None`` while a Central or Borderland hexagon is face-down: which tile it is
    has not been decided yet (DESIGN.md principle 4). ``city_occupants`` and ``ruin_occupants``
    hold a seat, ``GHOST`` or ``None``; ``ruin_tokens`` counts the face-down tokens on each ruin
    space.
    """

    index: int
    coord: Hex
    region: str
    home_of: int | None = None
    homeland_slot: int | None = None  # 0, 1, 2 within a Homeland (0 = Capital hexagon)
    tile: str | None = None
    face_up: bool = False
    city_occupants: list[int | None] = field(default_factory=list)
    ruin_tokens: list[int] = field(default_factory=list)
    ruin_occupants: list[int | None] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"h{self.index}"


@dataclass(slots=True)
class Miniature:
    """One of a player's ten miniatures. ``hex`` is ``None`` in the reserve; ``site`` is
    ``None`` outside cities and ruins, else ``("city", i)`` or ``("ruin", i)``."""

    id: str
    seat: int
    hex: int | None = None
    site: tuple[str, int] | None = None


@dataclass(slots=True)
class PlayerState:
    """A seat at the table."""

    seat: int
    name: str
    race: str
    bot: str | None
    miniatures: list[Miniature]
    extra_cube: str | None = None
    development: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class State:
    """The whole table. ``phase`` is ``"setup"`` until every setup decision is made, then
    ``"play"``. ``pending_reveals`` queues face-down hexagons whose tile is still to be drawn
    (a chance point); ``first_player`` is ``None`` until drawn."""

    players: list[PlayerState]
    hexes: list[HexSpace]
    ruin_supply: dict[str, int]
    ghost_box: int
    phase: str = "setup"
    first_player: int | None = None
    pending_reveals: list[int] = field(default_factory=list)
    setup_queue: list[tuple[int, str]] = field(default_factory=list)
    current: int | None = None

    def clone(self) -> "State":
        return copy.deepcopy(self)

    def hex_at(self, coord: Hex) -> HexSpace | None:
        for h in self.hexes:
            if h.coord == coord:
                return h
        return None

    def neighbours(self, space: HexSpace) -> list[HexSpace]:
        near = set(space.coord.neighbours())
        return [h for h in self.hexes if h.coord in near]
