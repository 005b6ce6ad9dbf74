"""How good a position is for one player: the greedy bot's evaluation and the search bot's leaf
value. Nothing is hidden in this game, so it reads the whole table.

    value(p) = RENOWN × Renown
             + PRODUCE × Σ resource weight × what p gathers of it (1 per outpost or tower)
             + Σ resource weight × resources in hand (capped: hoards beyond a tower's cost
               are worth half)
             + TOWER_NEAR × how much of a Dragon Tower's cost p holds, once it has an outpost
               (without it bots spend everything on troops and never save for a tower)
             + TROOP × each troop's HP share, + HUNT × the share of each monster's HP already
               gone, for the player with a troop in range of it
             + MISSION × missions p could claim now
    evaluate(seat) = value(seat) − RIVAL × the best opponent's value  (it is a race)

A won game is worth +1000, a lost one −1000 (solo: losing on time).
"""

from __future__ import annotations

from .board import gathered
from .combat import in_range
from .content import RESOURCES, content
from .missions import claimable
from .state import State

WIN, LOSS = 1000.0, -1000.0
_C = content()
NUM = _C.numbers

RENOWN = 40.0
PRODUCE = 1.2
WEIGHT = {"food": 1.0, "wood": 1.0, "rock": 1.2, "mana": 1.5}
HOARD = 4
TOWER_NEAR = 35.0
TROOP = 3.0
HUNT = 14.0
MISSION = 12.0
RIVAL = 0.5
_TOWER_TOTAL = sum(NUM.tower_cost.values())


def value(state: State, seat: int) -> float:
    p = state.players[seat]
    v = RENOWN * p.renown
    gathers = gathered(state, seat)
    for r in RESOURCES:
        w = WEIGHT[r]
        v += PRODUCE * w * gathers[r]
        n = p.res[r]
        v += w * (min(n, HOARD) + 0.5 * max(0, n - HOARD))
    if p.towers_left > 0 and any(s == seat and not t for s, t in state.buildings.values()):
        have = sum(min(p.res[r], n) for r, n in NUM.tower_cost.items())
        v += TOWER_NEAR * have / _TOWER_TOTAL
    for t in state.troops.values():
        if t.seat != seat:
            continue
        k = _C.troop[t.kind]
        v += TROOP * (1 + t.hp / k.hp)
        reach = max(a.range for a in k.attacks)
        for m in in_range(state, t.at, reach + k.move):
            hurt = 1 - m.hp / _C.monster[m.kind].hp
            v += HUNT * hurt / (1 + state.map.distance(t.at, m.at))
    v += MISSION * len(claimable(state, seat))
    return v


def evaluate(state: State, seat: int) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring)."""
    if state.step == "over":
        return WIN if state.winner == seat else LOSS
    mine = value(state, seat)
    rivals = [value(state, p.seat) for p in state.players if p.seat != seat]
    return mine - RIVAL * max(rivals, default=0.0)
