"""How good a position is for one player, from what that seat may know (the greedy bot's
evaluation and master's leaf value). It reads the seat's own pieces, the public map (where
every block stands, buildings, roads) and nothing of the other seats' block types.

    value(p) = MISSION × bonus missions done + PROGRESS × each mission's share done
             + BUILDING × buildings' points + INCOME × gold each Revenue + GOLD × gold (capped)
             + ARMY × own units' recruiting gold, by their HP left + TRACK × battle-track marks
             + EXPLORE × revealed territories next to the seat's units
             + PRESSURE × damage dealt to the other Settlements
             + NEAR × own military units' closeness to the nearest enemy Settlement (late game)
    evaluate(seat) = value(seat) − RIVAL × the best opponent's value, where an opponent's
                     blocks are counted at an average unit's worth.

A won game is +1000, a lost one −1000.
"""

from __future__ import annotations

from hexrealms.core.grid import HexGrid

from .combat import Fighter, max_hp
from .content import content
from .missions import progress
from .scoring import building_vp
from .state import State
from .supply import income

WIN, LOSS = 1000.0, -1000.0
_C = content()

MISSION = 30.0
PROGRESS = 10.0
BUILDING = 2.0
INCOME = 3.0
GOLD = 0.4
GOLD_CAP = 14
ARMY = 1.0
TRACK = 3.0
PRESSURE = 6.0
NEAR = 0.3
RIVAL = 0.5
AVERAGE_BLOCK = 3.0


def _base(state: State, seat: int) -> float:
    p = state.players[seat]
    v = MISSION * len(p.missions)
    for m in _C.bonus_missions:
        if m not in p.missions:
            have, need = progress(state, seat, m)
            v += PROGRESS * min(have, need) / need
    v += BUILDING * sum(building_vp(b.kind, b.age2) for b in state.buildings_of(seat)
                        if b.kind != "settlement" and b.site is None)
    v += BUILDING * 0.5 * sum(building_vp(b.kind, False) for b in state.buildings_of(seat)
                              if b.site is not None)
    v += INCOME * income(state, seat)
    v += GOLD * min(p.gold, GOLD_CAP)
    v += TRACK * sum(p.track.values())
    for o in state.players:
        if o.seat != seat:
            s = state.settlement(o.seat)
            if s is not None:
                v += PRESSURE * s.wounds
    return v


def _army(state: State, seat: int) -> float:
    total = 0.0
    p = state.players[seat]
    for u in state.units_of(seat):
        kind = _C.unit[u.kind]
        hp = max_hp(Fighter(u.kind, track=p.track.get(u.kind, 0)))
        total += ARMY * kind.gold * (hp - u.wounds) / hp
    return total


def _near(state: State, seat: int) -> float:
    if state.round < 6:
        return 0.0
    targets = [b.at for o in state.players if o.seat != seat
               for b in state.buildings_of(o.seat)]
    if not targets:
        return 0.0
    v = 0.0
    for u in state.units_of(seat):
        if u.kind == "builder":
            continue
        d = min(HexGrid.distance(u.at, t) for t in targets)
        v -= NEAR * d
    return v


def evaluate(state: State, seat: int) -> float:
    if state.step == "over":
        return WIN if state.winner == seat else LOSS
    mine = _base(state, seat) + _army(state, seat) + _near(state, seat)
    best = 0.0
    for o in state.players:
        if o.seat == seat:
            continue
        theirs = _base(state, o.seat) + ARMY * AVERAGE_BLOCK * len(state.units_of(o.seat))
        best = max(best, theirs)
    return mine - RIVAL * best
