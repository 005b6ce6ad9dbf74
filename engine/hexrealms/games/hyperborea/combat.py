"""Attacks, ranged attacks and Fortresses (rulebook, "Attack", "Ranged attack", "Fortress";
RULINGS 6, 7; Purple Matriarchy tile A, RULINGS 17).

A target is written ``<hex>.<who>.<site>``: ``who`` is a seat or ``ghost``, ``site`` is ``out``
(outside cities and ruins), ``c<i>`` or ``r<i>``.
"""

from __future__ import annotations

from .layout import adjacency
from .state import GHOST, HexSpace, Miniature, State

FORTRESS_TOKENS = 8


def _site_key(site: tuple[str, int] | None) -> str:
    return "out" if site is None else f"{site[0][0]}{site[1]}"


def targets_in(state: State, seat: int, space: HexSpace) -> list[str]:
    """Every Ghost and opponent miniature group in a hexagon, as target ids."""
    out = []
    for i, o in enumerate(space.city_occupants):
        if o == GHOST:
            out.append(f"{space.id}.ghost.c{i}")
    for i, o in enumerate(space.ruin_occupants):
        if o == GHOST:
            out.append(f"{space.id}.ghost.r{i}")
    groups = sorted({(m.seat, _site_key(m.site)) for p in state.players if p.seat != seat
                     for m in p.miniatures if m.hex == space.index})
    out += [f"{space.id}.{s}.{k}" for s, k in groups]
    return out


def _active_presence(state: State, seat: int) -> set[int]:
    """Hexagons where ``seat`` has a miniature that may act (not frozen in a city or ruin)."""
    return {m.hex for m in state.players[seat].miniatures if m.hex is not None and m.site is None}


def attack_targets(state: State, seat: int) -> list[str]:
    """Targets in hexagons where the player has a free miniature."""
    return [t for h in sorted(_active_presence(state, seat))
            for t in targets_in(state, seat, state.hexes[h])]


def ranged_targets(state: State, seat: int) -> list[str]:
    """Targets in hexagons next to one where the player has a free miniature."""
    adj = adjacency(len(state.players))
    near = sorted({n for h in _active_presence(state, seat) for n in adj[h]})
    return [t for h in near for t in targets_in(state, seat, state.hexes[h])]


def _victim(state: State, space: HexSpace, who: str, site: str) -> Miniature:
    seat = int(who)
    for m in state.players[seat].miniatures:
        if m.hex == space.index and _site_key(m.site) == site:
            return m
    raise ValueError("no such miniature")


def _free_site(space: HexSpace, site: str) -> None:
    if site.startswith("c"):
        space.city_occupants[int(site[1:])] = None
    elif site.startswith("r"):
        space.ruin_occupants[int(site[1:])] = None


def strike(state: State, seat: int, target: str, ranged: bool, convert: bool = False) -> str:
    """Spends one attack point on ``target`` and says what happened. A Fortress of the targeted
    player in the hexagon absorbs the point first. An attack sends a Ghost to the attacker's
    graveyard (the Purple Matriarchy with tile A may instead convert it into a miniature of its
    own from the reserve, outside the city or ruin), an opponent's first miniature of its
    colour to the graveyard, a second back to its reserve — with 1 Gem once the graveyard holds
    one of every opponent (RULINGS 6). A ranged attack never scores (RULINGS 7)."""
    hex_id, who, site = target.split(".")
    space = state.hexes[int(hex_id[1:])]
    attacker = state.players[seat]
    if who == "ghost":
        _free_site(space, site)
        if ranged:
            state.ghost_box += 1
            return "a Ghost is driven off"
        if convert:
            state.ghost_box += 1
            recruit = next((m for m in attacker.miniatures if m.hex is None and m.grave is None), None)
            if recruit is not None:
                recruit.hex = space.index
            return "a Ghost is converted"
        attacker.ghosts_killed += 1
        return "a Ghost is killed"
    victim_seat = int(who)
    if victim_seat in space.fortresses:
        space.fortresses.remove(victim_seat)
        return f"a Fortress of {state.players[victim_seat].name} absorbs the attack"
    mini = _victim(state, space, who, site)
    _free_site(space, site)
    mini.hex, mini.site, mini.stopped = None, None, False
    name = state.players[victim_seat].name
    if ranged:
        return f"a miniature of {name} is driven back to its reserve"
    graves = {m.seat for p in state.players for m in p.miniatures if m.grave == seat}
    if victim_seat not in graves:
        mini.grave = seat
        return f"a miniature of {name} is killed"
    opponents = {p.seat for p in state.players if p.seat != seat}
    if graves >= opponents:
        state.give_gems(attacker, 1)  # RULINGS 6: gained this way, it triggers no "gain a Gem" effect
        return f"a miniature of {name} is killed and returned; {attacker.name} gains 1 Gem"
    return f"a miniature of {name} is killed and returned to its reserve"


def fortress_hexes(state: State, seat: int) -> list[HexSpace]:
    """Hexagons where the player may place a Fortress: any holding one of its miniatures,
    frozen ones included (rulebook, "Exploring ruins": they can still be protected)."""
    if sum(h.fortresses.count(seat) for h in state.hexes) >= FORTRESS_TOKENS:
        return []
    where = {m.hex for m in state.players[seat].miniatures if m.hex is not None}
    return [state.hexes[i] for i in sorted(where)]
