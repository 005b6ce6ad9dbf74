"""Supply lines and revenue [Turn Order: Revenue, Builders & Roads, Buildings] (M2, M12, R-M3):
which buildings a road links to their Settlement, and the gold a seat collects."""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from .content import content
from .movement import is_road, neighbour
from .state import Building, State

_C = content()


def linked(state: State, seat: int) -> list[Building]:
    """The seat's finished buildings joined to its Settlement by an unbroken line of roads,
    bridges and buildings (any building is a road in every direction) [Builders & Roads]."""
    reached = network(state, seat)
    return [b for b in state.buildings_of(seat)
            if b.kind != "settlement" and b.site is None and b.at in reached]


def network(state: State, seat: int) -> frozenset[Hex]:
    """The hexes of roads, bridges and the seat's buildings joined to its Settlement (another
    seat's building breaks the line); remembered until a road or building changes."""
    key = ("network", seat)
    if key not in state.layout:
        state.layout[key] = _network(state, seat)
    return state.layout[key]


def _network(state: State, seat: int) -> frozenset[Hex]:
    home = state.settlement(seat)
    if home is None:
        return frozenset()
    seen: set[Hex] = {home.at}
    todo = [home.at]
    while todo:
        h = todo.pop()
        for d in range(1, 7):
            n = neighbour(h, d)
            if n not in seen and is_road(state, n):
                b = state.building_at(n)
                if b is not None and b.seat != seat:
                    continue
                seen.add(n)
                todo.append(n)
    return frozenset(seen)


def building_income(b: Building) -> int:
    """A finished building's gold each Revenue (its Age 2 income once upgraded)."""
    if b.site is not None:
        return 0
    if b.kind == "settlement":
        return _C.settlement.income
    kind = _C.building[b.kind]
    return kind.age2.income if b.age2 and kind.age2 is not None else kind.income


def income(state: State, seat: int) -> int:
    """What the seat collects at Revenue: its Settlement's 5, each building's income, and 1 more
    for every building linked to the Settlement by road (R-M3)."""
    key = ("income", seat)
    if key not in state.layout:
        state.layout[key] = (sum(building_income(b) for b in state.buildings_of(seat))
                             + _C.numbers.supply_gold * len(linked(state, seat)))
    return state.layout[key]
