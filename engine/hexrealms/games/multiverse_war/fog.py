"""What each seat sees and knows of the others' blocks [Fog of War & Line of Sight (LOS)
Rules] (M6): a seat's eyes are its units and buildings (its Settlement, a finished building);
an enemy block is *identified* while one of them identifies its hex (``sight.identifies``) and
is then face up for that seat; otherwise that seat knows only where it stands and whose it is.

Every block's place is public, as on the table; only its type is secret. Nothing here changes
the state.
"""

from __future__ import annotations

from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex

from . import sight, teams
from .content import content
from .state import State, Unit

SETTLEMENT = sight.SETTLEMENT
_C = content()


def eyes(state: State, seat: int) -> list[tuple[Hex, str]]:
    """The seat's viewers as ``(hex, viewer)``: its units (not decoys: a blank block sees
    nothing) and its standing buildings (a Fortress still being built sees nothing)
    [Fog of War & LOS, Decoys]; in a team game its ally's too (teams.py)."""
    out: list[tuple[Hex, str]] = []
    for s in teams.side(state, seat):
        out += [(u.at, u.kind) for u in state.units_of(s) if u.kind != "decoy"]
        for b in state.buildings_of(s):
            if b.site is None:
                out.append((b.at, SETTLEMENT if b.kind == "settlement" else b.kind))
    return out


def seen_hexes(state: State, seat: int) -> set[Hex]:
    """Every revealed hex one of the seat's viewers has in its LOS."""
    key = ("seen", seat)
    if key not in state.memo:
        state.memo[key] = set().union(*(hexes for _, _, hexes in _sights(state, seat)))
    return state.memo[key]


def _sights(state: State, seat: int) -> list[tuple[Hex, str, set[Hex]]]:
    """Each of the seat's viewers with the hexes it has in its LOS."""
    key = ("sights", seat)
    if key not in state.memo:
        weather = _weather(state)
        state.memo[key] = [(at, viewer, _sees_from(state, at, viewer, weather))
                           for at, viewer in eyes(state, seat)]
    return state.memo[key]


def storm(state: State) -> bool:
    """The event dial stands on Storm: everyone sees 1 hex this round (R-M9)."""
    return state.uses("event_dial") and next(
        p.effect for p in _C.event_dial.positions if p.position == state.dial) == "storm"


def raised(state: State) -> dict[Hex, str]:
    """Hexes standing taller for sight because of an encounter on them (the Ant Colony)."""
    return {h: _C.encounter[e.kind].height for h, e in state.encounters.items()  # type: ignore[misc]
            if _C.encounter[e.kind].height is not None}


def sees_from(state: State, at: Hex, viewer: str) -> set[Hex]:
    """The hexes one viewer on ``at`` has in its LOS (remembered while the ground within its
    sight, the Storm and the tall encounters are unchanged: ``Realm.sight``)."""
    return _sees_from(state, at, viewer, _weather(state))


def _weather(state: State) -> tuple[bool, dict[Hex, str], tuple]:
    """What sight depends on besides the map: the Storm, the tall encounters, and a key for
    them (worked out once for all of a seat's viewers)."""
    tall = raised(state)
    stormy = storm(state)
    return stormy, tall, (stormy, tuple(sorted(tall.items())))


def _sees_from(state: State, at: Hex, viewer: str,
               weather: tuple[bool, dict[Hex, str], tuple]) -> set[Hex]:
    stormy, tall, conditions = weather
    key = (Hex(*at), viewer, conditions)
    memo = state.realm.sight
    if key not in memo:
        memo[key] = sight.visible_hexes(state.realm, at, viewer, stormy, tall)  # type: ignore[arg-type]
    return memo[key]  # type: ignore[return-value]


def identified(state: State, seat: int) -> set[int]:
    """The ids of the other seats' units that ``seat`` identifies now (face up for it): in
    sight of its side (``sight.identifies``: a viewer has the hex in its LOS, and a unit in a
    forest only from next to it or by eyes that see into forests), and every unit of its ally.
    Never another seat's recruit of this Build phase: it is not on ``seat``'s table yet
    (R-M11)."""
    key = ("known", seat)
    if key in state.memo:
        return state.memo[key]
    sights = _sights(state, seat)
    seen = seen_hexes(state, seat)
    out: set[int] = set()
    side = teams.side(state, seat)
    for u in state.units.values():
        if u.seat == seat or u.fresh:
            continue
        if u.seat in side:
            out.add(u.id)
        elif u.at in seen and _identifies(state, sights, u.at):
            out.add(u.id)
    state.memo[key] = out
    return out


def identifies(state: State, seat: int, u: Unit) -> bool:
    """Whether ``seat`` identifies the enemy unit ``u`` now: ``u.id in identified(state,
    seat)`` for a unit of another side, without working out every other unit."""
    return _identifies(state, _sights(state, seat), u.at)


def _identifies(state: State, sights: list[tuple[Hex, str, set[Hex]]], target: Hex) -> bool:
    hidden = sight.hidden_at(state.realm, target)
    return any(target in hexes and (not hidden or HexGrid.distance(at, target) <= 1
                                    or sight.forest_eyes(viewer))
               for at, viewer, hexes in sights)


def knows(state: State, seat: int | None, u: Unit, known: set[int] | None = None) -> bool:
    """Whether ``seat`` knows the unit's type: its own, or identified now."""
    if seat is None:
        return False
    if u.seat == seat:
        return True
    return u.id in (identified(state, seat) if known is None else known)


def shows(seat: int | None, u: Unit) -> bool:
    """Whether ``seat`` sees the block at all: a unit recruited this Build phase is its
    owner's secret until the phase ends (R-M11: builds are shown together)."""
    return not u.fresh or u.seat == seat
