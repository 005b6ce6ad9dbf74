"""Empire missions (R-R11): what each mission's test checks. Three lie face up; in your
Commerce you may claim one whose condition holds for 1 Renown, and a new one is drawn."""

from __future__ import annotations

from .board import can_pay
from .content import Mission, content
from .state import State, Troop

_C = content()
RESOURCE_TERRAINS = frozenset(t.id for t in _C.terrains if t.resource)


def claimable(state: State, seat: int) -> list[str]:
    """The face-up missions whose condition ``seat`` meets now (R-R11)."""
    mine, troops = state.buildings_of(seat), state.troops_of(seat)
    return [m for m in state.up if _holds(state, seat, _C.mission[m], mine, troops)]


def _holds(state: State, seat: int, mission: Mission, mine: list[int],
           troops: list[Troop]) -> bool:
    """Whether ``seat``, with its buildings ``mine`` and ``troops``, meets ``mission``'s
    condition now."""
    tiles, step = state.map.tiles, state.map.step
    n = mission.amount
    test = mission.test
    if test == "spread":
        return len(mine) >= n and RESOURCE_TERRAINS <= {tiles[i].terrain for i in mine}
    if test == "kinds":
        return len({t.kind for t in troops}) >= n
    if test == "tribute":
        return can_pay(state, seat, mission.cost)
    if test == "damage":
        return state.players[seat].damage_last >= n
    if test == "besiege":
        beside = {j for t in troops for j in step[t.at] if j is not None}
        return len({m.id for m in state.monsters.values() if m.at in beside}) >= n
    if test == "mana":
        return sum(1 for i in mine if tiles[i].terrain == "mana") >= n
    if test == "patrol":
        flying = [t for t in troops if _C.troop[t.kind].flies and not tiles[t.at].land]
        return bool(flying) and len(troops) - 1 >= n
    if test == "guard":
        at = {t.at for t in troops}
        return any(tower and sum(1 for j in step[i] if j in at) >= n
                   for i, (s, tower) in state.buildings.items() if s == seat)
    raise AssertionError(test)
