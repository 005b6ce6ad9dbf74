"""Who decides, what they may do, and what a decision does: the dispatcher between chance,
pending decisions, the setup placements and the active player's phases (ARCHITECTURE.md,
principle 6).

Action ids: setup ``tile:<terrain>:<q,r>``, ``monster:<q,r>``, ``outpost:<q,r>``; Gather
``gather:<resource>``; Commerce ``build:<q,r>``, ``tower:<q,r>``, ``train:<troop>:<q,r>``,
``capital:<give>:<get>``, ``claim:<mission>``, ``offer:<seat>`` then ``give:<resource>``,
``ask:<resource>``, (rules version 2) ``ungive:<resource>`` and ``unask:<resource>``, ``send``
or ``withdraw``, answered by the other player's ``accept`` or ``decline``; ``end_commerce``
(rules version 2: it ends the turn too when no troop can move or attack); Troops
``move:t<id>:<q,r>``, ``attack:t<id>:m<id>:<attack>``, ``end_turn``; an Ogre's Raze
``raze:<q,r>``. Tile ids are axial coordinates, never shown to players: labels name tiles by
the name the board prints (``HexMap.names``).
"""

from __future__ import annotations

from ...core.action import Action
from . import chance, combat, commerce, setup, turn
from .board import outpost_spot
from .content import RESOURCES, content
from .movement import reach
from .state import Decision, State
from .text import tile_name

_C = content()
CHANCE = "chance"


def current(state: State) -> int | str | None:
    """The seat that decides now, ``"chance"``, or ``None`` once the game is over."""
    if state.step == "over":
        return None
    if state.chance:
        return CHANCE
    if state.pending:
        return state.pending[-1].seat
    if state.offer is not None and state.offer.sent:
        return state.offer.to
    if state.step in ("build", "outposts"):
        return state.setup_left[0]
    return state.active


def chance_outcomes(state: State) -> list[tuple[str, int]]:
    return chance.outcomes(state)


def apply_chance(state: State, outcome: str) -> None:
    chance.apply(state, outcome)
    turn.advance(state)


def legal_actions(state: State) -> list[Action]:
    """Every decision open to whoever decides now, in a stable order."""
    if state.step == "over" or state.chance:
        return []
    tiles = state.map.tiles
    if state.pending:
        return decision_actions(state, state.pending[-1])
    if state.step == "build":
        return [Action("tile", (t, where))
                for t, where in setup.build_actions_spots(state, state.setup_left[0])]
    if state.step == "outposts":
        seat = state.setup_left[0]
        return [Action("outpost", (tiles[i].id,)) for i in range(len(tiles))
                if outpost_spot(state, seat, i)]
    if state.step == "gather":
        return [Action("gather", (r,)) for r in RESOURCES]
    if state.step == "commerce":
        return commerce.commerce_actions(state)
    if state.step == "troops":
        return troop_actions(state)
    raise AssertionError(state.step)


def decision_actions(state: State, d: Decision) -> list[Action]:
    tiles = state.map.tiles
    if d.kind == "monster":
        return [Action("monster", (tiles[i].id,))
                for i in setup.monster_spots(state, d.data["mark"])]
    if d.kind == "raze":
        m = state.monsters[d.data["monster"]]
        return [Action("raze", (tiles[i].id,)) for i in combat.raze_spots(state, m.at, d.seat)]
    raise AssertionError(d.kind)


def troop_actions(state: State) -> list[Action]:
    """The Troop phase: each troop's moves and attacks, then ``end_turn`` [Troops] [Combat]."""
    out: list[Action] = []
    tiles = state.map.tiles
    occupied = set(state.occupant())
    for t in sorted(state.troops_of(state.active), key=lambda t: t.id):
        for i in sorted(reach(state, t, occupied)):
            out.append(Action("move", (f"t{t.id}", tiles[i].id)))
    for t in sorted(state.troops_of(state.active), key=lambda t: t.id):
        if t.attacked:
            continue
        for a in _C.troop[t.kind].attacks:
            for m in combat.in_range(state, t.at, a.range):
                out.append(Action("attack", (f"t{t.id}", f"m{m.id}", a.id)))
    out.append(Action("end_turn"))
    return out


def apply(state: State, action: Action) -> None:
    """Applies a legal action (the facade checked legality), then runs the flow on."""
    k, a = action.kind, action.args
    by_id = state.map.by_id
    if state.pending:
        d = state.pending.pop()
        if k == "monster":
            setup.place_monster(state, d, by_id[a[0]])
        elif k == "raze":
            m = state.monsters[d.data["monster"]]
            text = combat.raze(state, by_id[a[0]])
            state.log.append(f"The {_C.monster[m.kind].name} razes: {text}.")
        else:
            raise AssertionError(k)
    elif k == "tile":
        setup.place_tile(state, state.setup_left[0], a[0], a[1])
    elif k == "outpost":
        setup.place_outpost(state, state.setup_left[0], by_id[a[0]])
    elif k == "gather":
        commerce.gather(state, a[0])
    elif k in ("accept", "decline"):
        commerce.answer_offer(state, k == "accept")
    elif k in ("give", "ask", "ungive", "unask", "send", "withdraw"):
        commerce.write_offer(state, action)
    elif k == "offer":
        commerce.start_offer(state, int(a[0]))
    elif k == "build":
        commerce.build(state, by_id[a[0]])
    elif k == "tower":
        commerce.raise_tower(state, by_id[a[0]])
    elif k == "train":
        commerce.train(state, a[0], by_id[a[1]])
    elif k == "capital":
        commerce.capital_trade(state, a[0], a[1])
    elif k == "claim":
        commerce.claim(state, a[0])
    elif k == "end_commerce":
        state.step = "troops"
        # rules version 2: a Troop phase with nothing to move would hold only "End the turn"
        # (a forced step), so "Done trading: end the turn" ends it (RULES-NOTES)
        if state.v2 and not turn.troops_can_act(state):
            turn.end_turn(state, "has no troop that can move or attack and ")
    elif k == "move":
        t = state.troops[int(a[0][1:])]
        to = by_id[a[1]]
        t.moves -= reach(state, t)[to]
        state.log.append(f"{state.players[t.seat].name}'s {_C.troop[t.kind].name} moves to "
                         f"{tile_name(state, to)}.")
        t.at = to
    elif k == "attack":
        combat.attack(state, int(a[0][1:]), int(a[1][1:]), a[2])
    elif k == "end_turn":
        turn.end_turn(state)
    else:
        raise AssertionError(k)
    turn.advance(state)
