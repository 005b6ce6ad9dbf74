"""Words for players: how a hex is named (by its territory and where in it it lies: "Meadow
NE", "Red's homeland centre"), unit and building names, counts."""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from . import kinds
from .content import content
from .realm import HOME
from .state import State

_C = content()
#: A territory's outer hexes as the compass names them (direction 1–6: E, SE, SW, W, NW, NE).
POINTS = ("centre", "E", "SE", "SW", "W", "NW", "NE")


def hex_name(state: State, h: Hex) -> str:
    """``"Meadow NE"``, ``"Red's homeland W"``, or ``"face-down territory"``."""
    realm = state.realm
    slot = realm.slot_at(h)
    if slot is None:
        return f"off the map ({h.q},{h.r})"
    k = realm.slot_hexes(slot).index(Hex(*h))
    tile = realm.tiles[slot]
    if tile is None:
        return f"face-down territory {POINTS[k]}" if k else "face-down territory"
    if tile == HOME:
        seat = realm.slots[slot].seat
        owner = state.players[seat].name if seat is not None and seat < len(state.players) \
            else "a"
        place = f"{owner}'s homeland"
    else:
        place = _C.territory[tile].name
    return f"{place} {POINTS[k]}"


def unit_name(kind: str) -> str:
    return kinds.name(kind)


def a_unit(kind: str) -> str:
    name = unit_name(kind)
    return ("an " if name[0] in "AEIOU" else "a ") + name


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")
