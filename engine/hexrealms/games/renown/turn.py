"""The turn [Gather] → [Commerce] → [Troops] → [Monster Move] and the flow between decisions:
whose turn it is, what happens when it starts and ends, and the end of the game [End]."""

from __future__ import annotations

from .board import beside_own_building
from .content import content
from .movement import wind_move
from .setup import begin_outposts
from .state import State
from .text import monster_name, tile_name

_C = content()
NUM = _C.numbers


def advance(state: State) -> None:
    """Runs the flow on until someone must decide or a chance point is due."""
    while state.step != "over" and not state.chance and not state.pending and state.offer is None:
        if state.step in ("monsters", "end"):
            if state.setup_left:  # a monster to place: its kind is rolled first (R-R2)
                state.chance.append(("kind", {"seat": state.setup_left[0]}))
                return
            if state.step == "monsters":
                begin_outposts(state)
            else:
                finish_turn(state)
            continue
        if state.step == "outposts" and not state.setup_left:
            start_turn(state, state.order[0])
            continue
        return


def start_turn(state: State, seat: int) -> None:
    """A turn begins: troops get their Move back; a troop on or beside an own outpost or tower
    heals 1 HP (R-R8); the player then picks what to gather."""
    state.active = seat
    state.turns += 1
    if seat == state.order[0]:
        state.round += 1
    p = state.players[seat]
    p.offers = 0
    p.declined = []
    p.damage = 0
    state.log.append({"round": state.round, "title": f"{p.name}'s turn"})
    for t in state.troops_of(seat):
        k = _C.troop[t.kind]
        t.moves, t.attacked = k.move, False
        if t.hp < k.hp and beside_own_building(state, seat, t.at):
            t.hp = min(k.hp, t.hp + NUM.heal)
    state.step = "gather"


def end_turn(state: State) -> None:
    """The active player ends its turn: the monsters move ([Monster Move]), then slain ones
    come back."""
    state.log.append(f"{state.players[state.active].name} ends the turn.")
    state.step = "end"
    state.setup_left = []
    if state.monsters:
        state.chance.append(("wind", {}))
    else:
        respawn(state)


def wind(state: State, d: int) -> str:
    """All monsters move one hex in direction ``d``, turning clockwise when blocked, in turn
    order of their owners (N10, R-R2); then slain monsters come back. Returns what moved."""
    occupied = set(state.occupant())
    rank = {seat: i for i, seat in enumerate(state.order)}
    moved = []
    for m in sorted(state.monsters.values(), key=lambda m: (rank[m.owner], m.id)):
        dd = wind_move(state, m, d, occupied)
        if dd is None:
            moved.append(f"{monster_name(m)} is stuck")
            continue
        occupied.discard(m.at)
        m.at = state.map.step[m.at][dd - 1]  # type: ignore[assignment]
        occupied.add(m.at)
        turned = "" if dd == d else " (blocked, it turned clockwise)"
        moved.append(f"{monster_name(m)} to {tile_name(state, m.at)}{turned}")
    respawn(state)
    return "; ".join(moved) if moved else "none on the map"


def respawn(state: State) -> None:
    """Slain monsters come back at the end of the turn, placed by their owners (R-R2)."""
    state.setup_left = state.respawns
    state.respawns = []


def finish_turn(state: State) -> None:
    """After the monsters: the round limit (solo: the turn limit) or the next player."""
    p = state.players[state.active]
    p.damage_last = p.damage
    last = state.active == state.order[-1]
    if last and state.round >= state.round_limit:
        game_over_by_limit(state)
        return
    nxt = state.order[(state.order.index(state.active) + 1) % len(state.order)]
    start_turn(state, nxt)


def game_over_by_limit(state: State) -> None:
    """Solo: no 3 Renown by the end of the last turn loses (R-R12). Otherwise the most Renown
    wins, then most Dragon Towers, monsters slain, missions, then earlier in turn order
    (RULES-NOTES)."""
    state.step = "over"
    if state.solo:
        state.winner = None
        state.reason = f"turn {state.round_limit} ended without {NUM.renown_to_win} Renown"
        state.log.append(f"The game is lost: {state.reason}.")
        return
    rank = {seat: i for i, seat in enumerate(state.order)}
    best = max(state.players, key=lambda p: (p.renown, p.towers_built, p.kills,
                                             len(p.missions), -rank[p.seat]))
    state.winner = best.seat
    state.reason = f"the most Renown ({best.renown}) after {state.round_limit} rounds"
    state.log.append(f"{best.name} wins: {state.reason}.")
