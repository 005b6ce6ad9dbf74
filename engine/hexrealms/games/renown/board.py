"""Facts about the table the other rule modules share: who may stand where, what a player
gathers, paying, Renown and the win [Goal] [End]."""

from __future__ import annotations

from .content import RESOURCES, content
from .state import State

_C = content()
NUM = _C.numbers
_RESOURCE_OF = {t.id: t.resource for t in _C.terrains}


def name(state: State, seat: int) -> str:
    return state.players[seat].name


def can_pay(state: State, seat: int, cost: dict[str, int]) -> bool:
    res = state.players[seat].res
    return all(res[r] >= n for r, n in cost.items())


def pay(state: State, seat: int, cost: dict[str, int]) -> None:
    res = state.players[seat].res
    for r, n in cost.items():
        res[r] -= n


def gain(state: State, seat: int, resource: str, n: int) -> None:
    state.players[seat].res[resource] += n


def gathered(state: State, seat: int) -> dict[str, int]:
    """What ``seat`` gathers of each resource [Gather] (R-R4): 1 per outpost and 2 per Dragon
    Tower on a tile of that resource, nothing from a tile a monster stands on."""
    tiles = state.map.tiles
    haunted = {m.at for m in state.monsters.values()}
    out = dict.fromkeys(RESOURCES, 0)
    for i, (s, tower) in state.buildings.items():
        if s == seat and i not in haunted:
            resource = _RESOURCE_OF[tiles[i].terrain]
            if resource is not None:
                out[resource] += NUM.yield_tower if tower else NUM.yield_outpost
    return out


def production(state: State, seat: int, resource: str) -> int:
    """What ``seat`` gathers of one ``resource`` (``gathered``)."""
    return gathered(state, seat)[resource]


def beside_own_building(state: State, seat: int, tile: int) -> bool:
    """On or next to one of ``seat``'s outposts or towers (where troops are trained and
    heal, R-R8)."""
    b = state.buildings.get(tile)
    if b is not None and b[0] == seat:
        return True
    for j in state.map.step[tile]:
        if j is not None:
            b = state.buildings.get(j)
            if b is not None and b[0] == seat:
                return True
    return False


def outpost_spot(state: State, seat: int, tile: int) -> bool:
    """Where ``seat`` may put an outpost [Outposts] (R-R3): a land tile with no outpost, tower
    or monster, next to Water or to one of its own outposts or towers."""
    t = state.map.tiles[tile]
    if not t.land or tile in state.buildings:
        return False
    if any(m.at == tile for m in state.monsters.values()):
        return False
    for j in state.map.step[tile]:
        if j is None:
            continue
        if not state.map.tiles[j].land:
            return True
        b = state.buildings.get(j)
        if b is not None and b[0] == seat:
            return True
    return False


def add_renown(state: State, seat: int, n: int, why: str) -> None:
    """Renown for ``seat``; the first to ``renown_to_win`` wins at once [End] (N11)."""
    p = state.players[seat]
    p.renown += n
    if p.renown >= NUM.renown_to_win and state.step != "over":
        state.step = "over"
        state.winner = seat
        state.reason = f"{p.renown} Renown, the last from {why}"
        state.chance.clear()
        state.pending.clear()
        state.offer = None
        state.log.append(f"{p.name} wins with {p.renown} Renown!")
