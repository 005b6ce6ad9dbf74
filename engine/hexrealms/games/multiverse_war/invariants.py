"""What every Multiverse War position keeps, whatever was decided (the tests and ``bench/soak.py``
check it after every step; play never calls it)."""

from __future__ import annotations

from collections import Counter

from .battle import unit_fighter
from .combat import max_hp
from .content import content
from .kinds import DECOY
from .movement import military
from .state import State, Unit

_C = content()


def broken_rules(state: State) -> list[str]:
    """Every way the position breaks the invariants (empty: none): each unit on a revealed
    hex it may stand on [Terrain], living with fewer wounds than its HP; never two seats' units
    on one hex (but new blocks of the Build phase, each a secret from the other seats, until
    the builds are shown: R-M11), nor two military units of a seat (three with a formation,
    advanced [Shoot: formations]) or more than two units; at most 12 blocks a player
    [Recruiting], gold never below 0, at most 4 buildings of a kind a player [Buildings], one
    building a hex."""
    out = []
    realm = state.realm
    by_hex: dict[object, list[Unit]] = {}
    for u in state.units.values():
        t = realm.terrain(u.at)
        if t is None:
            out.append(f"unit {u.id} stands on a face-down or off-map hex {u.at}")
        elif _C.terrain[t].move_ap is None and u.at not in state.roads:
            out.append(f"unit {u.id} stands on impassable {t} at {u.at}")
        by_hex.setdefault(u.at, []).append(u)
        hp = 1 if u.kind == DECOY else max_hp(unit_fighter(state, u, 0))  # a blank block: no HP
        if not 0 <= u.wounds < hp:
            out.append(f"unit {u.id} ({u.kind}) lives with {u.wounds} wounds of {hp} HP")
    soldiers = 2 if state.uses("formations") else 1
    for h, here in by_hex.items():
        seats = {u.seat for u in here}
        if len(seats) > 1 and not all(u.fresh for u in here):
            out.append(f"two seats' units share {h}")
        for seat in seats:
            own = [u for u in here if u.seat == seat]
            if sum(military(u.kind) for u in own) > soldiers:
                out.append(f"{sum(military(u.kind) for u in own)} military units share {h}")
            if len(own) > 2:
                out.append(f"{len(own)} units share {h}")
    for p in state.players:
        if len(state.units_of(p.seat)) > _C.numbers.blocks:
            out.append(f"{p.name} has {len(state.units_of(p.seat))} blocks")
        if p.gold < 0:
            out.append(f"{p.name} has {p.gold} gold")
        kinds = Counter(b.kind for b in state.buildings_of(p.seat) if b.kind != "settlement")
        for kind, n in kinds.items():
            if n > _C.components.buildings_each:
                out.append(f"{p.name} has {n} {kind}")
    if len({b.at for b in state.buildings.values()}) != len(state.buildings):
        out.append("two buildings share a hex")
    return out
