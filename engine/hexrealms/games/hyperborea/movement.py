"""Moving miniatures (rulebook, "Movement", "Fly"; RULINGS 8, 9, 10)."""

from __future__ import annotations

from .layout import adjacency
from .mapmaking import face_of, queue_fog_reveal
from .state import HexSpace, Miniature, PlayerState, State

#: Extra movement points for leaving / entering each terrain (RULINGS 9).
LEAVE_EXTRA = {"swamp": 1, "mountain": 1}
ENTER_EXTRA = {"forest": 1, "mountain": 1}


def step_cost(state: State, player: PlayerState, start: HexSpace, end: HexSpace) -> int:
    """Movement points to walk from ``start`` to the adjacent ``end``: 1, plus 1 to enter a
    forest, 1 to leave a swamp, 1 to enter or leave a mountain — nothing extra between two
    hexagons of the same terrain, nor for the Emerald Kingdom with tile B."""
    if player.race_tile == "emerald_kingdom.B":
        return 1
    a, b = face_of(start, state), face_of(end, state)
    assert a is not None and b is not None
    if a.terrain == b.terrain:
        return 1
    return 1 + LEAVE_EXTRA.get(a.terrain, 0) + ENTER_EXTRA.get(b.terrain, 0)


def enemies_outside(state: State, seat: int, hex_index: int) -> bool:
    """Another player's miniature stands in the hexagon outside cities and ruins (Ghosts never
    do: they sit in cities and on ruin stacks, RULINGS 8)."""
    return any(m.hex == hex_index and m.site is None and m.seat != seat
               for p in state.players for m in p.miniatures)


def movers(player: PlayerState) -> list[Miniature]:
    """One free miniature per (hexagon, stopped) group: miniatures alike in both are
    interchangeable, so listing one keeps the choices short."""
    seen: set[tuple[int, bool]] = set()
    out = []
    for m in player.miniatures:
        if m.hex is None or m.site is not None:
            continue
        key = (m.hex, m.stopped)
        if key not in seen:
            seen.add(key)
            out.append(m)
    return out


def walk_options(state: State, player: PlayerState, points: int, fly: int) -> list[tuple[str, str, str]]:
    """``(kind, miniature id, hexagon id)`` for every step the pool pays for: ``move`` on foot
    (a miniature stopped by enemies walks on only once they are gone) or ``fly``."""
    out = []
    adj = adjacency(len(state.players))
    for m in movers(player):
        assert m.hex is not None
        here = state.hexes[m.hex]
        can_walk = points > 0 and not (m.stopped and enemies_outside(state, m.seat, m.hex))
        for n in adj[m.hex]:
            there = state.hexes[n]
            if not there.face_up:
                continue
            if can_walk and step_cost(state, player, here, there) <= points:
                out.append(("move", m.id, there.id))
            if fly > 0:
                out.append(("fly", m.id, there.id))
    return out


def step(state: State, mini: Miniature, end: HexSpace, flying: bool) -> None:
    """Moves a miniature one hexagon; walking into another player's miniatures outside cities
    and ruins stops it (flying does not); the fog lifts around where it arrives."""
    mini.hex = end.index
    if not flying and enemies_outside(state, mini.seat, end.index):
        mini.stopped = True
    queue_fog_reveal(state, end)
