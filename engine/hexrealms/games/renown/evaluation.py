"""How good a position is for one player: the bots' evaluation. Nothing is hidden in this
game, so it reads the whole table.

    value(p) = renown × Renown
             + produce × Σ resource weight × what p gathers of it (1 per outpost or tower)
             + Σ resource weight × resources in hand (capped: hoards beyond ``hoard`` of a
               resource are worth half)
             + tower_near × how much of a Dragon Tower's cost p holds, once it has an outpost
               (without it bots spend everything on troops and never save for a tower);
               or, where ``tower_soon`` is set (master's weights), instead
               tower_soon × tower_discount ^ the rounds until p can pay its next tower
               (``tower_rounds``), the resources in hand towards it then counted at
               ``saved_in_hand`` of their worth (at full worth, and a tower's saving worth a
               tower, raising one with exactly its cost would rate as a loss)
             + troop × each troop's HP share, + hunt × the share of each monster's HP already
               gone, for the player with a troop in range of it
             + mission × missions p could claim now
    evaluate(seat) = value(seat) − rival × the best opponent's value  (it is a race)

The weights (``Weights``) differ by level. ``ADEPT`` is the greedy bot's, and what the game's
balance was tuned with (CONTENT.md): it values a position for what it holds now, so an outpost
(3 resources for 1 of income) looks like a loss and greedy bots keep their four starting
outposts all game (none built in 20 four-greedy games). ``MASTER``, master's evaluation (the
ruleset's ``master_evaluate``), values income as a player who means to stay the game does —
``produce`` 10 instead of 1.2, so it builds outposts early — and minds the leading rival less
(``rival`` 0.2); since stop 51 it rates its saving by how soon it can raise the next tower
(``tower_soon``) rather than by how much of a tower's cost it holds, and a Renown at 45 instead
of 40, so that a tower it can pay for is raised rather than held as a saving worth as much.
Chosen by matches of one greedy bot with changed weights against three Adept
bots, 100 four-player games on seeds 9001 on (``python bench/evaluation_match.py --ruleset
renown --weights …``; 25 is an equal share): Adept's own weights 25, ``produce`` 3 / 6 / 10 /
15 / 30: 27 / 31 / 60 / 50 / 54 (all but 10 from a first form of the screen, whose trade
partner weighed by the changed weights too); with ``produce`` 10, ``rival`` 0 / 0.1 / 0.2:
58 / 65 / 66, ``tower_near`` 20 / 55: 56 / 51, ``hoard`` 8: 45; then each change on top of
``MASTER`` (stop 43): ``troop`` 6: 20, ``hunt`` 28: 57, ``mission`` 24: 65, ``renown`` 60: 67 —
none beats it. At stop 51, 150 games on seeds 95001 on (master's weights then: 84 won), the
next tower by the rounds until it is paid for, at 40 a tower: discounted 0.8 a round 116,
0.7 **124**, 0.6 111, 0.5 112; at 0.7 with a Capital trade counted as 0.4 of a round instead
of 0.2: 120, with ``produce`` 5: 93, ``tower_soon`` 30 / 35: 106 / 107, the next three
towers instead of the next one: 22; the resources towards the tower counted in hand at none
of their worth: 100, at half: **126**; then ``renown`` 45 / 50 / 60: 120 / 119 / 119, within
the noise (about ±7 games), and 45 kept since it raises a tower it can pay for (``python
bench/evaluation_match.py --ruleset renown --games 150 --seed 95001 --processes 2 --weights
renown=40``). Master's figure is in the README.

A trade offer being written or sent (R-R6) is valued as its likely end: the trade, when the
partner would gain from it by the Adept evaluation (an Adept partner accepts then), else the
table as it is; an offer still missing a side, as its best completion by one resource. So the
greedy policy offers to the partner whose deal is worth most, and adds resources while they add
worth.

A won game is worth +1000, a lost one −1000 (solo: losing on time).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from .board import gathered
from .combat import in_range
from .content import RESOURCES, content
from .missions import claimable
from .state import Offer, State

WIN, LOSS = 1000.0, -1000.0
_C = content()
NUM = _C.numbers


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights (the module docstring)."""

    renown: float = 40.0
    produce: float = 1.2
    hoard: int = 4
    tower_near: float = 35.0
    troop: float = 3.0
    hunt: float = 14.0
    mission: float = 12.0
    rival: float = 0.5
    tower_soon: float = 0.0
    tower_discount: float = 0.7
    trade_round: float = 0.2
    saved_in_hand: float = 0.5


#: the greedy bot's (Adept's) weights
ADEPT = Weights()
#: master's weights (the module docstring)
MASTER = Weights(renown=45.0, produce=10.0, rival=0.2, tower_soon=40.0)
WEIGHT = {"food": 1.0, "wood": 1.0, "rock": 1.2, "mana": 1.5}
_TOWER = {r: NUM.tower_cost.get(r, 0) for r in RESOURCES}
_TOWER_TOTAL = sum(_TOWER.values())
_TOWER_AND_OUTPOST = {r: _TOWER[r] + NUM.outpost_cost.get(r, 0) for r in RESOURCES}


def parts(state: State, seat: int, w: Weights = ADEPT) -> dict[str, float]:
    """``value(seat)`` term by term, named as a player would say it (the module docstring)."""
    p = state.players[seat]
    gathers = gathered(state, seat)
    outpost = any(s == seat and not t for s, t in state.buildings.values())
    soon = bool(w.tower_soon) and p.towers_left > 0
    held: dict[str, float] = dict(p.res)
    if soon:  # a tower is raised on an outpost: with none left, the next needs one built
        cost = _TOWER if outpost else _TOWER_AND_OUTPOST
        held = {r: n - (1 - w.saved_in_hand) * min(n, cost[r]) for r, n in held.items()}
    out = {"Renown": w.renown * p.renown,
           "gathering": sum(w.produce * WEIGHT[r] * gathers[r] for r in RESOURCES),
           "resources in hand": sum(WEIGHT[r] * (min(held[r], w.hoard)
                                                 + 0.5 * max(0, held[r] - w.hoard))
                                    for r in RESOURCES)}
    if soon:
        rounds = tower_rounds(p.res, gathers, len(state.players), cost, w.trade_round)
        out["the next Dragon Tower"] = w.tower_soon * w.tower_discount ** rounds
    elif p.towers_left > 0 and outpost:
        have = sum(min(p.res[r], n) for r, n in _TOWER.items())
        out["saving for a Dragon Tower"] = w.tower_near * have / _TOWER_TOTAL
    troops = hunt = 0.0
    for t in state.troops.values():
        if t.seat != seat:
            continue
        k = _C.troop[t.kind]
        troops += w.troop * (1 + t.hp / k.hp)
        reach = max(a.range for a in k.attacks)
        for m in in_range(state, t.at, reach + k.move):
            hurt = 1 - m.hp / _C.monster[m.kind].hp
            hunt += w.hunt * hurt / (1 + state.map.distance(t.at, m.at))
    out["troops"] = troops
    out["wounded monsters in reach"] = hunt
    out["missions to claim"] = w.mission * len(claimable(state, seat))
    return out


#: rounds ``tower_rounds`` looks ahead at most
_HORIZON = 12


def tower_rounds(hand: dict[str, int], gathers: dict[str, int], players: int,
                 cost: dict[str, int], trade_round: float) -> float:
    """About how many rounds until a player holding ``hand`` and gathering ``gathers`` can pay
    ``cost`` (a Dragon Tower's [Outposts] (R-R5), and an outpost's to raise it on if it has
    none), Capital trades (R-R6) included: each round it gathers its pick [Gather] (the
    resource that brings the tower nearest) and, on each other player's turn, its yield of
    the d4's resource (a quarter of every yield, on average). Rounds are
    fractional (the round that pays it, in proportion); each Capital trade still needed when
    it can pay adds ``trade_round``, so that a player who could pay by trading sees the trades
    bring the tower nearer (otherwise spare Rock that could be traded looks as good as the
    Food it would buy, and a one-step look-ahead never trades). ``_HORIZON`` if never."""
    def shortfall(h: dict[str, float]) -> tuple[float, float]:
        """What the Capital cannot make up, and what is lacking before trading."""
        lack = sum(max(0.0, cost[r] - h[r]) for r in RESOURCES)
        spare = sum(max(0.0, h[r] - cost[r]) for r in RESOURCES)
        return lack - spare / NUM.capital_rate, lack

    h = {r: float(hand[r]) for r in RESOURCES}
    short, lack = shortfall(h)
    if short <= 0:
        return trade_round * lack
    share = (players - 1) / 4
    for t in range(1, _HORIZON + 1):
        for r in RESOURCES:
            h[r] += share * gathers[r]
        pick = min(RESOURCES, key=lambda r: shortfall({**h, r: h[r] + gathers[r]})[0])
        h[pick] += gathers[pick]
        now, lack_now = shortfall(h)
        if now <= 0:
            part = short / (short - now)  # how far into round t it is paid for
            return t - 1 + part + trade_round * (lack + part * (lack_now - lack))
        short, lack = now, lack_now
    return float(_HORIZON)


def value(state: State, seat: int, w: Weights = ADEPT) -> float:
    return sum(parts(state, seat, w).values())


def _rival(state: State, seat: int, w: Weights) -> float:
    return -w.rival * max((value(state, p.seat, w) for p in state.players if p.seat != seat),
                          default=0.0)


def _standing(state: State, seat: int, w: Weights) -> float:
    return value(state, seat, w) + _rival(state, seat, w)


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
          to: int, w: Weights) -> float | None:
    """``seat``'s standing after the trade, if the partner ``to`` gains from it by the Adept
    evaluation (so an Adept partner would accept it); ``None`` if it would not."""
    before = _standing(state, to, ADEPT)
    with _traded(state, give, get, to):
        if _standing(state, to, ADEPT) <= before:
            return None
        return _standing(state, seat, w)


def _prospect(state: State, seat: int, offer: Offer, w: Weights) -> float:
    """What the offer being written or sent is worth to ``seat`` (R-R6): the trade, if the
    partner would accept it; an offer still missing a side is worth its best completion by one
    resource, so a bot picks its partner, and what to give and ask, by what the deal is worth
    to both. An offer nobody would accept is worth the table as it is."""
    as_is = _standing(state, seat, w)
    writer, partner = state.players[state.active].res, state.players[offer.to].res
    gives = [offer.give] if offer.give else [{r: 1} for r in RESOURCES if writer[r] > 0]
    gets = [offer.get] if offer.get else [{r: 1} for r in RESOURCES if partner[r] > 0]
    best = None
    for give in gives:
        for get in gets:
            if set(give) & set(get):
                continue
            v = _deal(state, seat, give, get, offer.to, w)
            if v is not None and (best is None or v > best):
                best = v
    return as_is if best is None else best


def terms(state: State, seat: int, w: Weights = ADEPT) -> dict[str, float]:
    """``evaluate`` term by term (the Ruleset protocol's ``evaluation_terms``)."""
    if state.step == "over":
        return {"the game's end": WIN if state.winner == seat else LOSS}
    out = parts(state, seat, w)
    out["the leading rival"] = _rival(state, seat, w)
    if state.offer is not None:
        out["the trade offer"] = _prospect(state, seat, state.offer, w) - _standing(state, seat, w)
    return out


def evaluate(state: State, seat: int, w: Weights = ADEPT) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring)."""
    if state.step == "over":
        return WIN if state.winner == seat else LOSS
    if state.offer is not None:
        return _prospect(state, seat, state.offer, w)
    return _standing(state, seat, w)


def master_terms(state: State, seat: int) -> dict[str, float]:
    """``terms`` with master's weights (the Ruleset protocol's ``master_evaluation_terms``)."""
    return terms(state, seat, MASTER)


def master_evaluate(state: State, seat: int) -> float:
    """``evaluate`` with master's weights (the Ruleset protocol's ``master_evaluate``)."""
    return evaluate(state, seat, MASTER)
