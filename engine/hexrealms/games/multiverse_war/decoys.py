"""Decoys [Decoys] (R-M14, S-M12): blank blocks, one a turn placed free in the Build phase on a
free hex of the Settlement's zone, at most 2 in play, 2 AP; they move as infantry or a Builder
would, but never fight, explore, enter adventures or hold mines. The moment an enemy identifies
one, it is removed."""

from __future__ import annotations

from . import fog, teams
from .content import content
from .kinds import DECOY
from .state import State, Unit
from .text import hex_name
from .works import free, front_of

_C = content()
D = _C.numbers.decoys


def spots(state: State, seat: int) -> list:
    """Where a decoy may be placed now (none once one was placed this round or 2 are in play,
    or the seat has no blocks left)."""
    p = state.players[seat]
    if not state.uses("decoys") or p.decoy_round == state.round:
        return []
    mine = state.units_of(seat)
    if sum(u.kind == DECOY for u in mine) >= D.in_play or len(mine) >= _C.numbers.blocks:
        return []
    return sorted(h for h in state.realm.settlement_zone(seat) if free(state, h, seat)
                  and (state.building_at(h) is None or state.building_at(h).seat == seat))  # type: ignore[union-attr]


def place(state: State, seat: int, h) -> None:  # noqa: ANN001 - a Hex
    u = Unit(state.new_id(), seat, DECOY, h, fresh=True, facing=front_of(state, seat))
    state.units[u.id] = u
    state.players[seat].decoy_round = state.round
    state.changed()


def unmask(state: State) -> None:
    """Removes every decoy an enemy identifies now (S-M12)."""
    for u in sorted(state.units.values(), key=lambda x: x.id):
        if u.kind != DECOY or u.fresh:
            continue
        for seat in range(len(state.players)):
            if not teams.allied(state, seat, u.seat) and fog.identifies(state, seat, u):
                del state.units[u.id]
                state.changed()
                state.say(f"{state.players[seat].name} sees through {state.players[u.seat].name}'s "
                          f"block at {hex_name(state, u.at)}: a decoy, removed.")
                break
