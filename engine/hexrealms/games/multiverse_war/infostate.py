"""What a seat may know, and re-drawing the rest for a bot's fork (ARCHITECTURE.md,
principle 7): the types of the other seats' blocks that the seat does not identify now, and
their Builders' orders in a Build phase. Gold, buildings, roads and where every block stands
are public; the unexplored territories are drawn only when explored, so there is nothing of
them to re-draw. The other seats' secret missions are re-dealt from the missions the seat has
not seen (its own held and every shown one stay out).

Blocks the others recruited in this Build phase are taken off the fork's table (they are not on
the seat's yet). Each other seat's unidentified blocks trade types among themselves at random (the seat knows
how many blocks each player has, not which is which), keeping every block legal where it
stands: a block sharing a hex keeps its type (a Builder beside its guard), and a shuffle that
would put a type on a block whose wounds it could not survive is tried again. A decoy is never
left where an enemy of its owner identifies it (it would have been removed, S-M12): where the
shuffles put one there, or gave an enemy the eyes to see one, both seats' blocks take back
their types. A hero's sheet follows its type to whichever block gets it. Orders of others are
dropped (their gold is already paid)."""

from __future__ import annotations

from ...core.rng import Rng
from . import fog, secret_missions, teams
from .decoys import DECOY
from .kinds import hp as block_hp
from .state import State

#: Shuffles tried before the blocks keep their types (a wounded block must survive its type).
TRIES = 8


def determinize(state: State, seat: int, rng: Rng) -> None:
    known = fog.identified(state, seat)
    # recruits the others chose this Build phase are not on the seat's table yet
    for u in [u for u in state.units.values() if u.fresh and u.seat != seat]:
        del state.units[u.id]
        hero = state.players[u.seat].hero
        if hero is not None and hero.unit == u.id:
            hero.unit = None
    state.changed()
    types = {u.id: u.kind for u in state.units.values()}  # before any shuffle
    sites = {b.site for b in state.buildings.values() if b.site is not None}
    for other in range(len(state.players)):
        if other == seat:
            continue
        hidden = [u for u in state.units_of(other) if u.id not in known
                  and len(state.units_at(u.at)) == 1 and u.id not in sites]
        kinds = [u.kind for u in hidden]
        originals = list(kinds)
        for _ in range(TRIES):
            for i in range(len(kinds) - 1, 0, -1):  # Fisher–Yates with the fork's generator
                j = rng.below(i + 1)
                kinds[i], kinds[j] = kinds[j], kinds[i]
            for u, kind in zip(hidden, kinds):
                u.kind = kind
            if all(u.wounds < block_hp(state, u) for u in hidden):
                break
            kinds = list(originals)
        else:
            for u, kind in zip(hidden, originals):
                u.kind = kind
    _keep_decoys_unseen(state, seat, types)
    # the other seats' hidden secret missions, re-dealt from what the seat has not seen
    pool = secret_missions.unseen(state)
    for other in range(len(state.players)):
        if other != seat:
            pool += state.players[other].secret
    for other in range(len(state.players)):
        p = state.players[other]
        if other == seat or not p.secret:
            continue
        for i in range(len(p.secret)):
            p.secret[i] = pool.pop(rng.below(len(pool)))
    state.memo.clear()
    state.orders = {i: o for i, o in state.orders.items() if state.units[i].seat == seat}


def _keep_decoys_unseen(state: State, seat: int, types: dict[int, str]) -> None:
    """Undoes the shuffles of the two seats of any decoy an enemy of its owner identifies (the
    table as it stands has none), then points each hero's sheet at its block."""
    while True:
        state.changed()
        clash = next(((u.seat, o) for u in state.units.values()
                      if u.kind == DECOY and not u.fresh
                      for o in range(len(state.players))
                      if not teams.allied(state, o, u.seat) and u.id in fog.identified(state, o)),
                     None)
        undone = [u for u in state.units.values() if clash and u.seat in clash
                  and u.seat != seat and u.kind != types[u.id]]
        if not undone:
            break
        for u in undone:
            u.kind = types[u.id]
    for other in range(len(state.players)):
        hero = state.players[other].hero
        if other != seat and hero is not None and hero.unit is not None:
            hero.unit = next(u.id for u in state.units_of(other) if u.kind == hero.hero)
