"""Movement [Troops] [Monster Move] (R-R8, R-R9, N7, N10): where a troop may go this turn, and
how monsters step — with the wind, toward a troop out of reach, away when fleeing.

One piece per hex (R-R8): troops and monsters block each other; outposts do not. Only troops
that fly (Paragons) enter Water; monsters never do.
"""

from __future__ import annotations

from .content import content
from .state import Monster, State, Troop

_C = content()


def reach(state: State, troop: Troop, occupied: set[int] | None = None) -> dict[int, int]:
    """Tile → Move needed, for every tile ``troop`` can stop on with its Move left (the tile it
    stands on excluded): steps of 1 through free hexes, Water only if it flies."""
    if troop.moves <= 0:
        return {}
    if occupied is None:
        occupied = set(state.occupant())
    flies = _C.troop[troop.kind].flies
    tiles, step = state.map.tiles, state.map.step
    cost = {troop.at: 0}
    frontier = [troop.at]
    for d in range(1, troop.moves + 1):
        nxt = []
        for here in frontier:
            for j in step[here]:
                if j is None or j in cost or j in occupied:
                    continue
                if not flies and not tiles[j].land:
                    continue
                cost[j] = d
                nxt.append(j)
        frontier = nxt
    del cost[troop.at]
    return cost


def monster_can_enter(state: State, tile: int | None, occupied: set[int]) -> bool:
    """Monsters never enter Water, leave the map or share a hex (R-R9)."""
    return tile is not None and state.map.tiles[tile].land and tile not in occupied


def wind_move(state: State, m: Monster, d: int, occupied: set[int]) -> int | None:
    """The direction (1–6) ``m`` moves in with the wind ``d``: ``d`` if it can, else the next
    clockwise, and so on; ``None`` when all six are blocked (it stays) [Monster Move]."""
    for k in range(6):
        dd = (d - 1 + k) % 6 + 1
        if monster_can_enter(state, state.map.step[m.at][dd - 1], occupied):
            return dd
    return None


def step_toward(state: State, m: Monster, target: int, away: bool = False) -> int | None:
    """The tile ``m`` steps to when it closes in on ``target`` (or, ``away``, flees from it):
    the free neighbour that brings it nearest (farthest), first by direction number on a tie;
    ``None`` when no step gets it nearer (farther) (R-R9)."""
    occupied = set(state.occupant())
    here = state.map.distance(m.at, target)
    best, best_d = None, here
    for j in state.map.step[m.at]:
        if not monster_can_enter(state, j, occupied):
            continue
        assert j is not None
        dist = state.map.distance(j, target)
        if (dist > best_d) if away else (dist < best_d):
            best, best_d = j, dist
    return best
