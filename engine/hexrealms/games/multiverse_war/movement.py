"""Moving blocks [Unit Movement, Terrain, Builders & Roads] (M4, M12): what entering a hex
costs, where a unit may stand, and every hex a unit can reach with the AP it has left.

* Entering grassland costs 1 AP, forest and hill 2; water and mountains are impassable; a step
  along a continuous road (a road on both hexes; buildings and Settlements are roads in every
  direction) costs 1. A bridge is a road over water: it is entered only along the road.
* A unit may pass through hexes of its own side but never through an enemy unit or building,
  and may stop only where it may stand: alone, or a Builder with one military unit of its own
  side (only a Builder shares a hex) [Unit Actions]; in its own buildings, not in another's.
* A unit that spends all its usual AP moving along roads gains 1 AP (``road_bonus``).
"""

from __future__ import annotations

import heapq
from functools import lru_cache

from hexrealms.core.hexgrid import Hex

from . import teams
from .content import content
from .kinds import military
from .state import State, Unit
from .vocab import HEX_DIRECTIONS

_C = content()


def neighbour(h: Hex, direction: int) -> Hex:
    """The hex next to ``h`` in direction 1–6 (E, SE, SW, W, NW, NE)."""
    return around(h)[direction - 1]


@lru_cache(maxsize=4096)
def around(h: Hex) -> tuple[Hex, ...]:
    """The six hexes next to ``h``, in direction order 1–6."""
    return tuple(Hex(h[0] + dq, h[1] + dr) for dq, dr in HEX_DIRECTIONS)


def direction(a: Hex, b: Hex) -> int:
    """The direction (1–6) from ``a`` to its neighbour ``b``."""
    return HEX_DIRECTIONS.index((b.q - a.q, b.r - a.r)) + 1


def is_road(state: State, h: Hex) -> bool:
    """A road, a bridge, or a building or Settlement (roads in every direction)."""
    return h in road_hexes(state)


def road_hexes(state: State) -> frozenset[Hex]:
    """Every hex that is a road in ``is_road``'s sense (remembered with the layout: a
    search asks it of every step)."""
    found = state.layout.get("roads")
    if found is None:
        found = state.layout["roads"] = frozenset(state.roads).union(
            b.at for b in state.buildings.values())
    return found  # type: ignore[no-any-return]


def terrain_ap(state: State, h: Hex) -> int | None:
    """AP to enter a revealed hex off road: its terrain's (``None``: impassable or face down)."""
    t = state.realm.terrain(h)
    return None if t is None else _C.terrain[t].move_ap


def step_cost(state: State, a: Hex, b: Hex) -> tuple[int, bool] | None:
    """AP to step from ``a`` into its neighbour ``b`` and whether it is a road step
    (``None``: it cannot be entered) [Unit Movement, Builders & Roads]; under Frost rough
    ground costs 3 (R-M9)."""
    if state.realm.terrain(b) is None:
        return None
    roads = road_hexes(state)
    if a in roads and b in roads:
        return _C.roads.ap, True
    ap = terrain_ap(state, b)
    if ap is None:
        return None
    if ap > 1 and frost(state):
        ap = max(ap, FROST)
    return ap, False


def costs_into(state: State, b: Hex) -> tuple[int | None, int | None] | None:
    """``step_cost`` into ``b`` from all its neighbours at once, for a search outward from a
    hex: ``None`` if it cannot be entered at all (face down), else the AP from a neighbour on
    a road when ``b`` is one too (``None`` if it is not) and the AP off road (``None``:
    impassable)."""
    if state.realm.terrain(b) is None:
        return None
    ap = terrain_ap(state, b)
    if ap is not None and ap > 1 and frost(state):
        ap = max(ap, FROST)
    return (_C.roads.ap if b in road_hexes(state) else None), ap


FROST = next(p.amount or 3 for p in _C.event_dial.positions if p.effect == "frost")


def frost(state: State) -> bool:
    return state.uses("event_dial") and next(
        p.effect for p in _C.event_dial.positions if p.position == state.dial) == "frost"


def may_stand(state: State, u: Unit, h: Hex, occ: dict[Hex, list[Unit]] | None = None) -> bool:
    """Whether ``u`` may end a move on ``h``: no enemy unit or building there, and at most a
    Builder beside one military unit of its side."""
    b = state.building_at(h)
    if b is not None and b.seat != u.seat or h in state.encounters:
        return False
    if h in state.tokens and u.kind == "decoy":
        return False
    here = occ.get(h, ()) if occ is not None else state.units_at(h)
    others = [o for o in here if o.id != u.id]
    if not others:
        return True
    if any(o.seat != u.seat for o in others) or len(others) > 1:
        return False
    if military(u.kind) != military(others[0].kind):
        return True
    return military(u.kind) and formation_free(state, u, occ)


def formation_free(state: State, u: Unit, occ: dict[Hex, list[Unit]] | None) -> bool:
    """Whether the seat may form one more formation — two military units on one hex — one per
    finished Fortress [Shoot: formations] (advanced)."""
    if not state.uses("formations"):
        return False
    fortresses = sum(b.site is None for b in state.buildings_of(u.seat, "fortress"))
    occ = occ if occ is not None else state.occupancy()
    formed = sum(1 for h, units in occ.items() if h != u.at and
                 sum(o.seat == u.seat and military(o.kind) for o in units) >= 2)
    return formed < fortresses


def passable_for(state: State, u: Unit, h: Hex, occ: dict[Hex, list[Unit]]) -> bool:
    """Whether ``u`` may pass through ``h``: no enemy unit or building on it (an ally's unit
    lets it pass)."""
    b = state.building_at(h)
    if b is not None and b.seat != u.seat or h in state.encounters or h in state.tokens:
        return False
    return all(teams.allied(state, o.seat, u.seat) for o in occ.get(h, ()))


def reach(state: State, u: Unit) -> dict[Hex, tuple[int, int, bool]]:
    """Every hex ``u`` can move to with its AP left: ``hex → (AP, last step's direction, all
    steps along roads)``, cheapest first and, at equal AP, the path with most road steps."""
    key = ("reach", u.id)
    if key not in state.memo:
        state.memo[key] = _search(state, u)
    return state.memo[key]


def route(state: State, u: Unit, to: Hex) -> tuple[int, int, bool] | None:
    """``reach(state, u).get(to)``, the search stopped as soon as ``to`` is settled (a move
    being made needs only its own hex)."""
    known = state.memo.get(("reach", u.id))
    if known is not None:
        return known.get(to)
    return _search(state, u, to).get(to)


def _search(state: State, u: Unit, to: Hex | None = None) -> dict[Hex, tuple[int, int, bool]]:
    """Dijkstra over AP then off-road steps from ``u``'s hex; with ``to``, it stops once
    ``to``'s entry is final."""
    occ = state.occupancy()
    best: dict[Hex, tuple[int, int]] = {u.at: (0, 0)}
    out: dict[Hex, tuple[int, int, bool]] = {}
    heap: list[tuple[int, int, Hex, int]] = [(0, 0, u.at, u.facing)]
    while heap:
        cost, off_road, h, facing = heapq.heappop(heap)
        if best.get(h, (1 << 30, 0)) < (cost, off_road):
            continue
        if h != u.at and may_stand(state, u, h, occ):
            out[h] = (cost, facing, off_road == 0)
            if h == to:
                return out
        for d, n in enumerate(around(h), start=1):
            step = step_cost(state, h, n)
            if step is None or step[0] + cost > u.ap:
                continue
            if n in state.tokens:  # an adventure: a unit may stop there, never pass through
                if n not in out and may_stand(state, u, n, occ):
                    out[n] = (cost + step[0], d, off_road == 0 and step[1])
                    if n == to:
                        return out
                continue
            if not passable_for(state, u, n, occ):
                continue
            c = cost + step[0]
            key2 = (c, off_road + (0 if step[1] else 1))
            if key2 < best.get(n, (1 << 30, 0)):
                best[n] = key2
                heapq.heappush(heap, (key2[0], key2[1], n, d))
    return out


def swaps(state: State, u: Unit) -> list[Unit]:
    """The units of ``u``'s side next to it that may swap places with it: each has the AP to
    enter the other's hex, neither shares its hex [Unit Movement: Swap Move]. An ally's unit
    may swap too [Added Rules for Team Games]; it is ``u``'s move, so the ally's unit spends
    no AP (it only needs to be able to enter ``u``'s hex)."""
    if len(state.units_at(u.at)) > 1:
        return []
    out = []
    for d in range(1, 7):
        n = neighbour(u.at, d)
        here = state.units_at(n)
        if len(here) != 1 or not teams.allied(state, here[0].seat, u.seat):
            continue
        o = here[0]
        own = o.seat == u.seat
        there, back = step_cost(state, u.at, n), step_cost(state, n, u.at)
        if there is None or back is None or there[0] > u.ap or (own and back[0] > o.ap):
            continue
        if own and not movable(state, o) or not own and not _may_be_moved(state, o):
            continue
        out.append(o)
    return out


def movable(state: State, u: Unit) -> bool:
    """Whether ``u`` may move at all this turn: not done, not building a Fortress, and it
    has not attacked (unless Hit and Run lets it move on)."""
    if u.done or u.ap <= 0:
        return False
    if any(b.site == u.id for b in state.buildings.values()):
        return False
    return u.shots == 0 or "hit_and_run" in u.active


def _may_be_moved(state: State, u: Unit) -> bool:
    """Whether an ally's unit may be swapped: not building a Fortress, and not a Catapult
    set up to shoot."""
    return not u.set_up and not any(b.site == u.id for b in state.buildings.values())


def spend(u: Unit, ap: int, along_road: bool) -> None:
    """Pays ``ap`` for a move; all the usual AP spent along roads gains the road bonus once
    [Builders & Roads]."""
    u.ap -= ap
    u.acted = True
    if not along_road:
        u.road = False
    if u.road and u.ap == 0 and not u.road_bonus:
        u.ap += _C.roads.bonus_ap
        u.road_bonus = True
