"""The bonus missions and how a game is won [Bonus missions, Goals] (R-M7, R-M8): each
player's progress on the four bonus missions, checked after each action phase; the first to
complete all four wins the starter. A Settlement captured ends the game in every scenario
("game ends when one player loses a settlement" [Goals]); so does the last round, scored by
victory points [Turn Limit Game]."""

from __future__ import annotations

from . import teams
from .combat import ranks_reached
from .content import content
from .state import State
from .mines import portal
from .supply import linked

_C = content()


def elite(track: int) -> bool:
    return any(r.id == "elite" for r in ranks_reached(track))


def progress(state: State, seat: int, mission: str) -> tuple[int, int]:
    """How far the seat is on a bonus mission now: ``(have, need)``."""
    m = _C.mission[mission]
    if m.test == "connected_buildings":
        return len(linked(state, seat)), m.amount
    if m.test == "guard_towers":
        return sum(b.site is None for b in state.buildings_of(seat, "guard_tower")), m.amount
    if m.test == "fortresses":
        return sum(b.site is None for b in state.buildings_of(seat, "fortress")), m.amount
    if m.test == "elite_types":
        return sum(elite(v) for v in state.players[seat].track.values()), m.amount
    raise ValueError(f"mission {mission}: {m.test} is not a bonus mission's test")


def goals(state: State) -> None:
    """The advanced scenario's goals, after an action phase [Goals] (R-M8): the Stone Portal
    (10 stones; 8 before rules version 4, 11 in version 4), four Fortresses standing, four military unit types
    Elite, three secret missions, and with the shards variant 20 aether shards [Goals 6]
    (conquest ends the game when it happens). The player whose phase it was first."""
    order = state.order[state.order.index(state.active):] + \
        state.order[:state.order.index(state.active)]
    for seat in order:
        p = state.players[seat]
        reached = []
        if teams.stones(state, seat) >= portal(state):
            reached.append(("portal", "completed the Stone Portal"))
        if not teams.on(state) and sum(b.site is None for b in state.buildings_of(
                seat, "fortress")) >= _C.goal["fortresses"].amount:
            reached.append(("fortresses", "has all four Fortresses standing"))
        if teams.on(state) and state.active == state.order[-1] and \
                teams.fortresses(state, seat) >= _C.variants.teams.domination_fortresses:
            reached.append(("domination", f"and its ally have {teams.fortresses(state, seat)} "
                                          "Fortresses standing at the end of a round"))
        if sum(elite(v) for k, v in p.track.items() if k != "builder") >= \
                _C.goal["elite_types"].amount:
            reached.append(("elite_types", "brought four unit types to Elite"))
        if len(p.secret_done) >= _C.secret_missions.to_win:
            reached.append(("secret_missions", "completed the Emperor's agenda (3 secret missions)"))
        if state.uses("shards") and p.shards >= _C.variants.shards.to_win:
            reached.append(("shards", f"brought {p.shards} aether shards home"))
        if reached:
            state.winner = seat
            state.route = reached[0][0]
            state.reason = f"{p.name} {reached[0][1]}"
            return


def check(state: State) -> None:
    """After an action phase: every player's newly completed bonus missions are marked (a
    mission once done stays done), and the first with all four wins [Goals] (R-M8)."""
    done_all = []
    for p in state.players:
        for mission in _C.bonus_missions:
            if mission in p.missions:
                continue
            have, need = progress(state, p.seat, mission)
            if have >= need:
                p.missions.append(mission)
                state.say(f"{p.name} completes the bonus mission {_C.mission[mission].name}.")
        if len(p.missions) >= len(_C.bonus_missions):
            done_all.append(p.seat)
    if state.scenario != "starter":
        goals(state)
        return
    if done_all and state.winner is None:
        # the player whose action phase it was first, then turn order
        order = state.order[state.order.index(state.active):] + \
            state.order[:state.order.index(state.active)]
        state.winner = min(done_all, key=order.index)
        state.route = "bonus_missions"
        state.reason = (f"{state.players[state.winner].name} completed all "
                        f"{len(_C.bonus_missions)} bonus missions first")
