"""What a seat may know, and re-drawing the rest for a bot's fork (ARCHITECTURE.md,
principle 7): the types of the other seats' blocks that the seat does not identify now, and
their Builders' orders in a Build phase. Gold, buildings, roads and where every block stands
are public; the unexplored territories are drawn only when explored, so there is nothing of
them to re-draw.

Each other seat's unidentified blocks trade types among themselves at random (the seat knows
how many blocks each player has, not which is which), keeping every block legal where it
stands: a block sharing a hex keeps its type (a Builder beside its guard), and a type moves
only onto a block whose wounds it could survive. Orders of others are dropped (their gold is
already paid)."""

from __future__ import annotations

from ...core.rng import Rng
from . import fog
from .battle import unit_fighter
from .combat import max_hp
from .state import State


def determinize(state: State, seat: int, rng: Rng) -> None:
    known = fog.identified(state, seat)
    sites = {b.site for b in state.buildings.values() if b.site is not None}
    for other in range(len(state.players)):
        if other == seat:
            continue
        hidden = [u for u in state.units_of(other) if u.id not in known
                  and len(state.units_at(u.at)) == 1 and u.id not in sites]
        kinds = [u.kind for u in hidden]
        for i in range(len(kinds) - 1, 0, -1):  # Fisher–Yates with the fork's own generator
            j = rng.below(i + 1)
            kinds[i], kinds[j] = kinds[j], kinds[i]
        for u, kind in zip(hidden, kinds):
            before = u.kind
            u.kind = kind
            if u.wounds >= max_hp(unit_fighter(state, u, 0)):
                u.kind = before
    state.memo.clear()
    state.orders = {i: o for i, o in state.orders.items() if state.units[i].seat == seat}
