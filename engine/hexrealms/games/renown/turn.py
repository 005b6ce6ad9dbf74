"""The turn [Gather] → [Commerce] → [Troops] → [Monster Move] and the flow between decisions:
whose turn it is, what happens when it starts and ends, and the end of the game [End]."""

from __future__ import annotations

from .board import beside_own_building, name
from .combat import in_range
from .commerce import commerce_has_choice
from .content import content
from .movement import reach, wind_move
from .setup import begin_outposts, monster_spots, place_monster
from .state import State
from .text import direction, monster_name, tile_name

_C = content()
NUM = _C.numbers


def advance(state: State) -> None:
    """Runs the flow on until someone must decide or a chance point is due; from rules version
    2 on, a forced step (``forced_step``) is taken for its player and the flow runs on."""
    while True:
        _run(state)
        if not state.v2 or not forced_step(state):
            return


def forced_step(state: State) -> bool:
    """Takes a step whose player has exactly one thing to do, and says so in the log (rules
    version 2; RULES-NOTES, "Forced steps"); ``False`` when the decision now is a real one.

    - A monster to place with one free tile it may take (in solo nearly every placement: each
      mark 1–5 is on one Empty tile): it is placed there.
    - A Commerce whose only action is to end it (nothing to build, raise, train, trade, offer
      or claim): it ends and the Troop phase begins. A lone "End the turn" is never taken: the
      player sees the turn end.
    (An Ogre's Raze with one outpost beside it was always taken at once, in ``combat``.)"""
    if state.step == "over" or state.chance:
        return False
    if state.pending:
        d = state.pending[-1]
        if d.kind != "monster":
            return False
        spots = monster_spots(state, d.data["mark"])
        if len(spots) != 1:
            return False
        state.pending.pop()
        place_monster(state, d, spots[0], forced=True)
        return True
    if state.step == "commerce" and state.offer is None:
        if commerce_has_choice(state):
            return False
        state.log.append(f"{name(state, state.active)} has nothing to build, train, trade or "
                         "claim: Commerce ends.")
        state.step = "troops"
        return True
    return False


def troops_can_act(state: State) -> bool:
    """Whether a troop of the active player can move or attack now [Troops] [Combat]: if none
    can, the Troop phase holds only "End the turn" (rules version 2 ends the turn with
    Commerce, ``rules.apply``)."""
    occupied = set(state.occupant())
    for t in state.troops_of(state.active):
        if reach(state, t, occupied):
            return True
        if not t.attacked and any(in_range(state, t.at, a.range)
                                  for a in _C.troop[t.kind].attacks):
            return True
    return False


def _run(state: State) -> None:
    """The flow between decisions: setup steps that need no one, the turn's end, the next
    turn."""
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
    p.offered = []
    p.damage = 0
    title = f"{p.name}'s turn"
    if state.solo:  # the limit is what a solo game is lost by (R-R12): say it every turn
        title = f"Turn {state.round} of {state.round_limit}: {title}"
    state.log.append({"round": state.round, "title": title})
    for t in state.troops_of(seat):
        k = _C.troop[t.kind]
        t.moves, t.attacked = k.move, False
        if t.hp < k.hp and beside_own_building(state, seat, t.at):
            t.hp = min(k.hp, t.hp + NUM.heal)
    state.step = "gather"


def end_turn(state: State, why: str = "") -> None:
    """The active player ends its turn: the monsters move ([Monster Move]), then slain ones
    come back. ``why``: said before it in the log (a turn ended with its Commerce)."""
    state.log.append(f"{state.players[state.active].name} {why}ends the turn.")
    state.step = "end"
    state.setup_left = []
    if state.monsters:
        state.chance.append(("wind", {}))
    else:
        respawn(state)


def wind(state: State, d: int) -> str:
    """All monsters move one hex in direction ``d``, turning clockwise when blocked, in turn
    order of their owners (N10, R-R2); then slain monsters come back. Returns what moved, each
    monster's way told apart from what blocked it ("the Wyrm cannot go east (Water), so it
    turns clockwise and steps south-east to Food F3")."""
    occupied = set(state.occupant())
    troops = {t.at for t in state.troops.values()}
    rank = {seat: i for i, seat in enumerate(state.order)}
    moved = []
    for m in sorted(state.monsters.values(), key=lambda m: (rank[m.owner], m.id)):
        dd = wind_move(state, m, d, occupied)
        if dd is None:
            moved.append(f"{monster_name(m)} is hemmed in on all six sides and stays on "
                         f"{tile_name(state, m.at)}")
            continue
        # the directions it tried first, each with what stood in its way
        blocked = [f"{direction(k)} ({_blocker(state, state.map.step[m.at][k - 1], troops)})"
                   for k in _turns(d, dd)]
        occupied.discard(m.at)
        m.at = state.map.step[m.at][dd - 1]  # type: ignore[assignment]
        occupied.add(m.at)
        went = f"steps {direction(dd)} to {tile_name(state, m.at)}"
        if blocked:
            ways = blocked[0] if len(blocked) == 1 else \
                ", ".join(blocked[:-1]) + " or " + blocked[-1]
            went = f"cannot go {ways}, so it turns clockwise and {went}"
        moved.append(f"{monster_name(m)} {went}")
    respawn(state)
    return "; ".join(moved) if moved else "none on the map"


def _turns(d: int, dd: int) -> list[int]:
    """The directions from ``d`` clockwise up to, not including, ``dd``."""
    return [(d - 1 + k) % 6 + 1 for k in range((dd - d) % 6)]


def _blocker(state: State, tile: int | None, troops: set[int]) -> str:
    """What keeps a monster out of ``tile`` (R-R9): the map's edge, Water, a troop or a
    monster."""
    if tile is None:
        return "the map's edge"
    if not state.map.tiles[tile].land:
        return "Water"
    return "a troop" if tile in troops else "a monster"


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
