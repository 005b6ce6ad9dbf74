"""Who decides, what they may do, and what a decision does: the dispatcher between chance,
pending decisions (the last one pushed decides first), a battle's card window and the active
player's Move Phase ([TURN SEQUENCE]; ARCHITECTURE.md principle 6).

Action ids of the Move Phase: ``move:<stack>:<space>``, ``split:<stack>:<unit kind>``,
``play:<card>[:<target>]``, ``end_move``. Decisions: ``pick:<space>``, ``place:<space>``,
``walk:<space>``, ``jump:<space>``, ``respond:accept|immunity``, ``discard:<card>``,
``lose:<unit kind>``, ``disband:<unit kind>``, ``battle:<space>``. Window: ``play:…``,
``pass``. Mind Jewel (``play:mind_jewel:<seat>``) is open at every decision of its holder.
"""

from __future__ import annotations

from ...core.action import Action
from . import battle, cards, chance
from .board import kill
from .movement import can_move, can_split, destinations, enemy_spaces, move, split
from .setup import pick, pick_actions
from .state import Decision, State
from .text import a_unit
from .turn import advance, discard, end_move_phase, place, placements

CHANCE = "chance"


def current(state: State) -> int | str | None:
    """The seat that decides now, ``"chance"``, or ``None`` once the game is over."""
    if state.step == "over":
        return None
    if state.chance:
        return CHANCE
    if state.pending:
        return state.pending[-1].seat
    if state.battle is not None:
        return state.battle.to_act
    return state.active


def chance_outcomes(state: State) -> list[tuple[str, int]]:
    return chance.outcomes(state)


def apply_chance(state: State, outcome: str) -> None:
    chance.apply(state, outcome)
    advance(state)


def legal_actions(state: State) -> list[Action]:
    """Every decision open to whoever decides now, in a stable order."""
    if state.step == "over" or state.chance:
        return []
    if state.pending:
        d = state.pending[-1]
        return decision_actions(state, d) + cards.anytime_plays(state, d.seat)
    if state.battle is not None:
        return battle.window_actions(state)
    return move_phase_actions(state)


def decision_actions(state: State, d: Decision) -> list[Action]:
    """The choices of a pending decision."""
    k = d.kind
    if k == "pick":
        return pick_actions(state, d)
    if k == "place":
        return [Action("place", (state.universe.spaces[p].id,)) for p in placements(state, d)]
    if k in ("walk", "jump"):
        return cards.destination_actions(state, d)
    if k == "respond":
        return cards.respond_actions(state, d)
    if k == "discard":
        return [Action("discard", (c,)) for c in dict.fromkeys(state.players[d.seat].hand)]
    if k == "lose":
        return battle.lose_actions(state, d)
    if k == "disband":
        return [Action("disband", (u,)) for u in dict.fromkeys(state.stacks[d.data["stack"]].units)]
    if k == "order":
        return battle.order_actions(state, d)
    raise AssertionError(k)


def move_phase_actions(state: State) -> list[Action]:
    """The active player's Move Phase: each stack's moves and splits, cards, and ending it."""
    out: list[Action] = []
    spaces = state.universe.spaces
    mine = [s for s in state.stacks.values() if s.seat == state.active]
    enemies = enemy_spaces(state, state.active)
    for s in mine:
        if can_move(s):
            sid = s.sid
            out += [Action("move", (sid, spaces[p].id)) for p in destinations(state, s, enemies)]
    for s in mine:
        if can_split(s):
            out += [Action("split", (s.sid, u)) for u in dict.fromkeys(s.units)]
    out += cards.move_phase_plays(state, state.active)
    out.append(Action("end_move"))
    return out


def apply(state: State, action: Action) -> None:
    """Applies a legal action (the facade checked legality), then runs the flow on."""
    if state.pending:
        apply_decision(state, state.pending[-1], action)
    elif state.battle is not None:
        battle.act_in_window(state, action)
    else:
        apply_move_phase(state, action)
    advance(state)


def apply_decision(state: State, d: Decision, action: Action) -> None:
    k, a = action.kind, action.args
    if k == "play":  # Mind Jewel at any decision point: the decision waits under its answer
        cards.play_free(state, d.seat, action)
        return
    if k == "discard":
        discard(state, d, a[0])
        return
    if k == "lose":
        battle.lose(state, d, a[0])
        return
    if k == "disband":
        stack = state.stacks[d.data["stack"]]
        kill(state, stack, a[0])
        state.log.append(f"{state.players[d.seat].name} disbands {a_unit(a[0])}.")
        d.data["n"] -= 1
        if d.data["n"] <= 0:
            state.pending.remove(d)
        return
    state.pending.remove(d)
    if k == "pick":
        pick(state, d, a[0])
    elif k == "place":
        place(state, d, state.universe.by_id[a[0]])
    elif k in ("walk", "jump"):
        cards.go(state, d, a[0])
    elif k == "respond":
        cards.respond(state, d, a[0])
    elif k == "battle":
        battle.start(state, state.universe.by_id[a[0]])
    else:
        raise AssertionError(k)


def apply_move_phase(state: State, action: Action) -> None:
    k, a = action.kind, action.args
    if k == "move":
        move(state, state.stacks[int(a[0][1:])], state.universe.by_id[a[1]])
    elif k == "split":
        split(state, state.stacks[int(a[0][1:])], a[1])
    elif k == "play":
        cards.play_free(state, state.active, action)
    elif k == "end_move":
        state.log.append(f"{state.players[state.active].name} ends the Move Phase.")
        end_move_phase(state)
    else:
        raise AssertionError(k)
