"""Renown & Dragon Towers' invariants: what every position keeps once chance is resolved,
whatever was decided (the tests and ``bench/soak.py`` check it after every decision; play
never calls it)."""

from __future__ import annotations

from .commerce import commerce_actions, commerce_has_choice
from .content import content
from .missions import dealt
from .state import Player, State

_C = content()
NUM = _C.numbers


def broken_rules(state: State) -> list[str]:
    """Every way the position breaks Renown & Dragon Towers' invariants (empty: none), checked
    once chance is resolved: each player's outposts and Dragon Towers are on the map or left to
    build, an upgraded outpost back in the box ([Outposts], [Commerce]; R-R3, R-R5); no troop
    limit, resource or building count is exceeded or negative; Renown is towers + kills +
    missions (R-R5, R-R10, R-R11); the missions dealt (all of them under rules version 1, the
    ones every map can satisfy from version 2) are in the deck, face up or claimed, the face-up
    row refilled (R-R11); one piece per hex, only Paragons on Water, no monster or building on
    Water, hit points and moves in range ([Troops], R-R8); a turn begins with players + 1
    monsters (solo 2) and none waiting to come back (R-R2); a Commerce that offers nothing but
    ending it has ended itself (from rules version 2); and the map holds every player's tiles
    as one land region (R-R1)."""
    problems: list[str] = []
    for p in state.players:
        problems += _player_problems(state, p)
    problems += _mission_problems(state)
    problems += _piece_problems(state)
    problems += _step_problems(state)
    return problems


def _player_problems(state: State, p: Player) -> list[str]:
    problems: list[str] = []
    mine = [tower for seat, tower in state.buildings.values() if seat == p.seat]
    outposts, towers = mine.count(False), mine.count(True)
    # an upgrade sends its outpost back to the box, so built towers do not use up outposts
    if outposts + p.outposts_left != NUM.outposts:
        problems.append(f"seat {p.seat} outposts: {outposts} built + {p.outposts_left} left "
                        f"!= {NUM.outposts}")
    if towers + p.towers_left != NUM.towers:
        problems.append(f"seat {p.seat} Dragon Towers: {towers} built + {p.towers_left} left "
                        f"!= {NUM.towers}")
    if towers != p.towers_built:
        problems.append(f"seat {p.seat} Dragon Towers: {towers} on the map != "
                        f"{p.towers_built} built")
    if p.outposts_left < 0 or p.towers_left < 0:
        problems.append(f"seat {p.seat}: {p.outposts_left} outposts and {p.towers_left} "
                        f"Dragon Towers left")
    troops = len(state.troops_of(p.seat))
    if troops > NUM.troop_limit:
        problems.append(f"seat {p.seat}: {troops} troops > the limit {NUM.troop_limit}")
    short = {r: n for r, n in p.res.items() if n < 0}
    if short:
        problems.append(f"seat {p.seat}: negative resources {short}")
    earned = p.towers_built + p.kills + len(p.missions)
    if p.renown != earned:
        problems.append(f"seat {p.seat} Renown: {p.renown} != {p.towers_built} towers + "
                        f"{p.kills} kills + {len(p.missions)} missions")
    return problems


def _mission_problems(state: State) -> list[str]:
    problems: list[str] = []
    claimed = [m for p in state.players for m in p.missions]
    # the rules version decides which missions a game deals (R-R11, RULES-NOTES)
    missions = dealt(len(state.players), state.rules)
    held = state.deck + state.up + claimed
    if sorted(held) != sorted(missions):
        problems.append(f"missions: deck + face up + claimed {sorted(held)} != dealt "
                        f"{sorted(missions)}")
    if len(state.up) > _C.face_up:
        problems.append(f"missions: {len(state.up)} face up > {_C.face_up}")
    # before the first turn nothing is turned up yet, and a draw due as chance refills later
    if state.step not in ("first", "over") and not state.chance:
        want = min(_C.face_up, len(missions) - len(claimed))
        if len(state.up) != want:
            problems.append(f"missions: {len(state.up)} face up, not refilled to {want}")
    return problems


def _piece_problems(state: State) -> list[str]:
    problems: list[str] = []
    tiles = state.map.tiles

    def land(at: int) -> bool | None:
        """Whether tile ``at`` is land; ``None`` off the map."""
        return tiles[at].land if 0 <= at < len(tiles) else None

    spots = [t.at for t in state.troops.values()] + [m.at for m in state.monsters.values()]
    shared = sorted({at for at in spots if spots.count(at) > 1})
    if shared:
        problems.append(f"more than one piece on hexes {shared}")
    for t in state.troops.values():
        k = _C.troop.get(t.kind)
        if k is None:
            problems.append(f"troop {t.id}: unknown kind {t.kind!r}")
            continue
        where = land(t.at)
        if where is None or not (where or k.flies):
            problems.append(f"troop {t.id} ({t.kind}) on {'Water' if where is False else 'no tile'}"
                            f" at {t.at}")
        if not 0 < t.hp <= k.hp:
            problems.append(f"troop {t.id} ({t.kind}): {t.hp} HP, not 1-{k.hp}")
        if not 0 <= t.moves <= k.move:
            problems.append(f"troop {t.id} ({t.kind}): {t.moves} moves, not 0-{k.move}")
    for m in state.monsters.values():
        if not land(m.at):
            problems.append(f"monster {m.id} ({m.kind}) off land at {m.at}")
        kind = _C.monster.get(m.kind)
        if kind is None:
            problems.append(f"monster {m.id}: unknown kind {m.kind!r}")
        elif not 0 < m.hp <= kind.hp:
            problems.append(f"monster {m.id} ({m.kind}): {m.hp} HP, not 1-{kind.hp}")
    for i in state.buildings:
        if not land(i):
            problems.append(f"a building off land at {i}")
    return problems


def _step_problems(state: State) -> list[str]:
    problems: list[str] = []
    n = len(state.players)
    quiet = not state.chance and not state.pending
    if state.step == "gather" and quiet:  # a turn has just begun
        want = NUM.solo_monsters if n == 1 else n + 1
        if len(state.monsters) != want:
            problems.append(f"{len(state.monsters)} monsters at the start of a turn != {want}")
        if state.respawns:
            problems.append(f"monsters still to come back at the start of a turn: "
                            f"{state.respawns}")
    if (state.step == "commerce" and quiet and state.offer is None
            and 0 <= state.active < n):
        has_choice = commerce_has_choice(state)
        # the forced-step check trusts the cheap test to agree with the full listing
        if has_choice != (len(commerce_actions(state)) > 1):
            problems.append(f"Commerce: commerce_has_choice says {has_choice}, the actions "
                            f"disagree")
        # version 1 games waited for "Done trading" even with nothing else to do
        if not has_choice and state.rules != 1:
            problems.append("a Commerce with nothing to do but end it did not end itself")
    if state.map.tiles and state.step not in ("first", "build"):
        want = n * _C.tiles_per_player
        if len(state.map.tiles) != want:
            problems.append(f"map: {len(state.map.tiles)} tiles != {want}")
        if not state.map.land_connected:
            problems.append("map: the land is not one region")
    return problems
