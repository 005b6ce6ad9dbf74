"""Empire missions (R-R11): what each mission's test checks, which missions a game deals, and
how far each player is from each. Three lie face up; in your Commerce you may claim one whose
condition holds for 1 Renown, and a new one is drawn."""

from __future__ import annotations

from .board import can_pay
from .content import Mission, content
from .state import State, Troop

_C = content()
NUM = _C.numbers
RESOURCE_TERRAINS = frozenset(t.id for t in _C.terrains if t.resource)


def dealt(players: int, rules: int) -> list[str]:
    """The missions a game of ``players`` deals (R-R11): from rules version 2 on, only those
    every map of that many players can satisfy (``dealable``); version 1 dealt all eight."""
    return [m.id for m in _C.missions if rules < 2 or dealable(m, players)]


def dealable(mission: Mission, players: int) -> bool:
    """Whether ``mission`` can be achieved on every map of ``players`` (RULES-NOTES, "Missions
    every map can satisfy"). A map always holds every player's whole tile set, whichever
    layout made it, and the monsters are players + 1 (solo: ``solo_monsters``), so the counts
    are known before the map is: a solo map has 2 Mana tiles and 2 monsters, so Mana Wardens (3
    Mana tiles) and Great Hunt (3 monsters) are not dealt in solo."""
    tiles = {t.id: t.per_player * players for t in _C.terrains}
    land = sum(n for t, n in tiles.items() if t != "water")
    monsters = NUM.solo_monsters if players == 1 else players + 1
    buildings = NUM.outposts + NUM.towers  # a tower sends its outpost back to the box
    n, test = mission.amount, mission.test
    if test == "spread":
        return all(tiles[t] for t in RESOURCE_TERRAINS) and n <= min(land, buildings)
    if test == "kinds":
        return n <= min(len(_C.troops), NUM.troop_limit)
    if test == "tribute":
        return True
    if test == "damage":
        return monsters >= 1
    if test == "besiege":
        return monsters >= n
    if test == "mana":
        return n <= min(tiles["mana"], buildings)
    if test == "patrol":
        return tiles["water"] >= 1 and any(k.flies for k in _C.troops) and NUM.troop_limit > n
    if test == "guard":
        return NUM.towers >= 1 and n <= min(NUM.troop_limit, 6)
    raise AssertionError(test)


def claimable(state: State, seat: int) -> list[str]:
    """The face-up missions whose condition ``seat`` meets now (R-R11)."""
    mine, troops = state.buildings_of(seat), state.troops_of(seat)
    return [m for m in state.up if _holds(state, seat, _C.mission[m], mine, troops)]


def _holds(state: State, seat: int, mission: Mission, mine: list[int],
           troops: list[Troop]) -> bool:
    """Whether ``seat``, with its buildings ``mine`` and ``troops``, meets ``mission``'s
    condition now."""
    tiles, step = state.map.tiles, state.map.step
    n = mission.amount
    test = mission.test
    if test == "spread":
        return len(mine) >= n and RESOURCE_TERRAINS <= {tiles[i].terrain for i in mine}
    if test == "kinds":
        return len({t.kind for t in troops}) >= n
    if test == "tribute":
        return can_pay(state, seat, mission.cost)
    if test == "damage":
        return state.players[seat].damage_last >= n
    if test == "besiege":
        beside = {j for t in troops for j in step[t.at] if j is not None}
        return len({m.id for m in state.monsters.values() if m.at in beside}) >= n
    if test == "mana":
        return sum(1 for i in mine if tiles[i].terrain == "mana") >= n
    if test == "patrol":
        flying = [t for t in troops if _C.troop[t.kind].flies and not tiles[t.at].land]
        return bool(flying) and len(troops) - 1 >= n
    if test == "guard":
        at = {t.at for t in troops}
        return any(tower and sum(1 for j in step[i] if j in at) >= n
                   for i, (s, tower) in state.buildings.items() if s == seat)
    raise AssertionError(test)


def progress(state: State, seat: int, mission_id: str) -> str:
    """How far ``seat`` is toward a mission, in a few words for its card on the table
    (``"2/3 Mana outposts"``); each count reaches the mission's number when it holds."""
    mission = _C.mission[mission_id]
    mine, troops = state.buildings_of(seat), state.troops_of(seat)
    tiles, step = state.map.tiles, state.map.step
    n, test = mission.amount, mission.test
    if test == "spread":
        kinds = len(RESOURCE_TERRAINS & {tiles[i].terrain for i in mine})
        return f"{len(mine)}/{n} buildings, {kinds}/{len(RESOURCE_TERRAINS)} resources"
    if test == "kinds":
        return f"{len({t.kind for t in troops})}/{n} troop kinds"
    if test == "tribute":
        res = state.players[seat].res
        return ", ".join(f"{r.name} {min(res[r.id], need)}/{need}" for r in _C.resources
                         if (need := mission.cost.get(r.id, 0)))
    if test == "damage":
        p = state.players[seat]
        now = f", {p.damage} this turn" if seat == state.active and p.damage else ""
        return f"{p.damage_last}/{n} damage last turn{now}"
    if test == "besiege":
        beside = {j for t in troops for j in step[t.at] if j is not None}
        return f"{sum(1 for m in state.monsters.values() if m.at in beside)}/{n} monsters"
    if test == "mana":
        return f"{sum(1 for i in mine if tiles[i].terrain == 'mana')}/{n} Mana outposts"
    if test == "patrol":
        flying = any(_C.troop[t.kind].flies and not tiles[t.at].land for t in troops)
        others = min(len(troops) - (1 if flying else 0), n)
        return f"{'a' if flying else 'no'} Paragon on Water, {others}/{n} other troops"
    if test == "guard":
        at = {t.at for t in troops}
        towers = [i for i, (s, tower) in state.buildings.items() if s == seat and tower]
        if not towers:
            return "no Dragon Tower yet"
        best = max(sum(1 for j in step[i] if j in at) for i in towers)
        return f"{best}/{n} troops by a tower"
    raise AssertionError(test)
