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

A trade offer being written or sent (R-R6) is valued as its likely end: the trade, when the
partner's own evaluation gains from it (a bot partner accepts then), else the table as it is;
an offer still missing a side, as its best completion by one resource. So the greedy policy
offers to the partner whose deal is worth most, and adds resources while they add worth.

A won game is worth +1000, a lost one −1000 (solo: losing on time).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from .board import gathered
from .combat import in_range
from .content import RESOURCES, content
from .missions import claimable
from .state import Offer, State

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


def parts(state: State, seat: int) -> dict[str, float]:
    """``value(seat)`` term by term, named as a player would say it (the module docstring)."""
    p = state.players[seat]
    gathers = gathered(state, seat)
    out = {"Renown": RENOWN * p.renown,
           "gathering": sum(PRODUCE * WEIGHT[r] * gathers[r] for r in RESOURCES),
           "resources in hand": sum(WEIGHT[r] * (min(p.res[r], HOARD)
                                                 + 0.5 * max(0, p.res[r] - HOARD))
                                    for r in RESOURCES)}
    if p.towers_left > 0 and any(s == seat and not t for s, t in state.buildings.values()):
        have = sum(min(p.res[r], n) for r, n in NUM.tower_cost.items())
        out["saving for a Dragon Tower"] = TOWER_NEAR * have / _TOWER_TOTAL
    troops = hunt = 0.0
    for t in state.troops.values():
        if t.seat != seat:
            continue
        k = _C.troop[t.kind]
        troops += TROOP * (1 + t.hp / k.hp)
        reach = max(a.range for a in k.attacks)
        for m in in_range(state, t.at, reach + k.move):
            hurt = 1 - m.hp / _C.monster[m.kind].hp
            hunt += HUNT * hurt / (1 + state.map.distance(t.at, m.at))
    out["troops"] = troops
    out["wounded monsters in reach"] = hunt
    out["missions to claim"] = MISSION * len(claimable(state, seat))
    return out


def value(state: State, seat: int) -> float:
    return sum(parts(state, seat).values())


def _rival(state: State, seat: int) -> float:
    return -RIVAL * max((value(state, p.seat) for p in state.players if p.seat != seat),
                        default=0.0)


def _standing(state: State, seat: int) -> float:
    return value(state, seat) + _rival(state, seat)


@contextmanager
def _traded(state: State, give: dict[str, int], get: dict[str, int], to: int) -> Iterator[None]:
    """The table as if the active player had traded ``give`` for ``get`` with ``to``, put
    back as it was on leaving."""
    a, b = state.players[state.active].res, state.players[to].res
    for r, n in give.items():
        a[r] -= n
        b[r] += n
    for r, n in get.items():
        b[r] -= n
        a[r] += n
    try:
        yield
    finally:
        for r, n in give.items():
            a[r] += n
            b[r] -= n
        for r, n in get.items():
            b[r] += n
            a[r] -= n


def _deal(state: State, seat: int, give: dict[str, int], get: dict[str, int],
          to: int) -> float | None:
    """``seat``'s standing after the trade, if the partner ``to`` gains from it (so would
    accept it); ``None`` if it would not."""
    before = _standing(state, to)
    with _traded(state, give, get, to):
        if _standing(state, to) <= before:
            return None
        return _standing(state, seat)


def _prospect(state: State, seat: int, offer: Offer) -> float:
    """What the offer being written or sent is worth to ``seat`` (R-R6): the trade, if the
    partner would accept it; an offer still missing a side is worth its best completion by one
    resource, so a bot picks its partner, and what to give and ask, by what the deal is worth
    to both. An offer nobody would accept is worth the table as it is."""
    as_is = _standing(state, seat)
    writer, partner = state.players[state.active].res, state.players[offer.to].res
    gives = [offer.give] if offer.give else [{r: 1} for r in RESOURCES if writer[r] > 0]
    gets = [offer.get] if offer.get else [{r: 1} for r in RESOURCES if partner[r] > 0]
    best = None
    for give in gives:
        for get in gets:
            if set(give) & set(get):
                continue
            v = _deal(state, seat, give, get, offer.to)
            if v is not None and (best is None or v > best):
                best = v
    return as_is if best is None else best


def terms(state: State, seat: int) -> dict[str, float]:
    """``evaluate`` term by term (the Ruleset protocol's ``evaluation_terms``)."""
    if state.step == "over":
        return {"the game's end": WIN if state.winner == seat else LOSS}
    out = parts(state, seat)
    out["the leading rival"] = _rival(state, seat)
    if state.offer is not None:
        out["the trade offer"] = _prospect(state, seat, state.offer) - _standing(state, seat)
    return out


def evaluate(state: State, seat: int) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring)."""
    if state.step == "over":
        return WIN if state.winner == seat else LOSS
    if state.offer is not None:
        return _prospect(state, seat, state.offer)
    return _standing(state, seat)
