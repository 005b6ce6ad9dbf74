"""Victory points and the result [Turn Limit Game, Victory Points for Building] (R-M3): what
the end screen shows. A game won by a goal ranks the winner first and the others by their
victory points; a game that reaches its last round is won on points.

Points: each finished building's (by its age), twice a building's points for each enemy
building destroyed, 2 for each building linked to the Settlement by road, 20 for each mission
completed, 3 for each aether shard in the Settlement (the shards variant). Ties: more gold,
then later in the last round's turn order."""

from __future__ import annotations

from typing import Any

from . import kinds, teams
from .content import content
from .state import State
from .heroes import vp as hero_vp
from .supply import linked

_C = content()
LIMIT = _C.variants.turn_limit
CATEGORIES = {
    "buildings": {"name": "Buildings", "text": "Each finished building's victory points (Barracks 2, Guard Tower 2, Academy 3, Siege Workshop 4, Fortress 8; more at Age 2)."},
    "razed": {"name": "Destroyed", "text": f"{LIMIT.destroy_factor}× the points of every enemy building you destroyed."},
    "linked": {"name": "Supply lines", "text": f"{LIMIT.connected_vp} for every building linked to your Settlement by road."},
    "missions": {"name": "Missions", "text": f"{LIMIT.mission_vp} for every mission completed (bonus and secret)."},
    "hero": {"name": "Hero", "text": "A living hero's points by its level (3, 6, 11, 18, 27, 38)."},
}
SHARDS = {"name": "Aether shards",
          "text": f"{_C.variants.shards.vp} for every aether shard in your Settlement "
                  "(the shards variant)."}


def building_vp(kind: str, age2: bool) -> int:
    b = _C.building[kind]
    return b.age2.vp if age2 and b.age2 is not None else b.vp


def breakdown(state: State, seat: int) -> dict[str, int]:
    p = state.players[seat]
    return {
        "buildings": sum(building_vp(b.kind, b.age2) for b in state.buildings_of(seat)
                         if b.kind != "settlement" and b.site is None),
        "razed": LIMIT.destroy_factor * sum(p.razed),
        "linked": LIMIT.connected_vp * len(linked(state, seat)),
        "missions": LIMIT.mission_vp * (len(p.missions) + len(p.secret_done)),
        "hero": hero_vp(state, seat),
        **({"shards": _C.variants.shards.vp * p.shards} if state.uses("shards") else {}),
    }


def points(state: State, seat: int) -> int:
    return sum(breakdown(state, seat).values())


def ranking(state: State) -> list[int]:
    """Best first: the winner by a goal, then by points, gold, and later in the last round's
    turn order."""
    order = state.order or list(range(len(state.players)))
    ranked = sorted(range(len(state.players)),
                    key=lambda s: (-points(state, s), -state.players[s].gold, -order.index(s)))
    if state.winner is not None:
        for s in reversed(teams.side(state, state.winner)):  # the winner, then its ally
            ranked.remove(s)
            ranked.insert(0, s)
    return ranked


def result(state: State) -> dict[str, Any]:
    ranked = ranking(state)
    out = {
        "players": [{"seat": p.seat, "total": points(state, p.seat),
                     "breakdown": breakdown(state, p.seat),
                     "recruited": sorted(kinds.name(k) for k in p.recruits),
                     # military units recruited, by type: the balance bench's "won with"
                     "army": {kinds.name(k): n for k, n in sorted(p.recruits.items())
                              if kinds.military(k)}}
                    for p in state.players],
        "winner": ranked[0], "ranking": ranked,
        "categories": dict(CATEGORIES, shards=SHARDS) if state.uses("shards") else CATEGORIES,
        "reason": state.reason, "route": state.route,
    }
    if teams.on(state) and state.winner is not None:
        out["winners"] = sorted(teams.side(state, state.winner))
    if len(ranked) > 1 and points(state, ranked[0]) == points(state, ranked[1]) and \
            state.reason.startswith("the last round"):
        out["tiebreak"] = "Tied on points: more gold, then later in the last round's turn order."
    return out
