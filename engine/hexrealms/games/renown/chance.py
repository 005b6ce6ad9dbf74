"""Chance points (ARCHITECTURE.md, principle 4): every roll and draw is decided when it happens
and shown as it happens — each applied outcome adds a ``Roll`` (who, which die, the face, what
it did) to the dice tray and a line to the log.

Kinds (``state.chance`` entries): ``first`` (who goes first, outcome a seat), ``kind`` (the d6
of a new monster's kind), ``mark`` (the d6 of its tile mark), ``gather`` (the Gather d4),
``hit`` (an attack's d10), ``damage`` (the attack's damage die), ``react`` (the monster's d8),
``harm`` (the monster's damage die), ``wind`` (the d6 direction monsters move in), ``mission``
(a mission drawn, outcome its id). Dice outcomes are the faces ``"1"`` … ``"n"``.
"""

from __future__ import annotations

from typing import Any

from . import combat, commerce, setup, turn
from .content import content
from .state import Roll, State
from .text import direction

_C = content()
DICE = {"kind": 6, "mark": 6, "gather": 4, "hit": 10, "react": 8, "wind": 6}


def die_of(kind: str, data: dict[str, Any]) -> int:
    return DICE.get(kind) or data["die"]


def outcomes(state: State) -> list[tuple[str, int]]:
    """``(outcome id, weight)`` of the chance point due now; ``[]`` if none is."""
    if not state.chance:
        return []
    kind, data = state.chance[0]
    if kind == "first":
        return [(str(p.seat), 1) for p in state.players]
    if kind == "mission":
        return [(m, 1) for m in sorted(state.deck)]
    return [(str(f), 1) for f in range(1, die_of(kind, data) + 1)]


def apply(state: State, outcome: str) -> None:
    """Applies an outcome of the chance point due now (``ValueError`` if impossible)."""
    if outcome not in {o for o, _ in outcomes(state)}:
        raise ValueError(f"{outcome!r} is not a chance outcome here")
    kind, data = state.chance.pop(0)
    if kind == "first":
        setup.set_order(state, int(outcome))
        return
    if kind == "mission":
        commerce.draw_mission(state, outcome)
        return
    face = int(outcome)
    seat = data.get("seat", state.active)
    told = len(state.log)  # the roll's line goes before what it led to (a win, say)
    if kind == "kind":
        monster = _C.kind_for(face)
        state.chance.insert(0, ("mark", {"seat": seat, "kind": monster}))
        what = f"a new monster is {_C.monster[monster].name}"
    elif kind == "mark":
        state.pending.append(setup.monster_decision(state, seat, data["kind"], face))
        where = "any Empty tile" if face == 6 else f"an Empty tile marked {face}"
        what = f"the {_C.monster[data['kind']].name} appears on {where}"
    elif kind == "gather":
        what = commerce.gather_roll(state, face)
    elif kind == "hit":
        what = combat.hit_roll(state, data, face)
    elif kind == "damage":
        what = combat.damage_roll(state, data, face)
    elif kind == "react":
        what = combat.reaction_roll(state, data, face)
    elif kind == "harm":
        what = f"{data['name']}: " + combat.harm(state, data["troop"], face)
    elif kind == "wind":
        what = f"the monsters head {direction(face)}: " + turn.wind(state, face)
    else:
        raise AssertionError(kind)
    die = f"d{die_of(kind, data)}"
    state.rolls.append(Roll(seat, die, face, what))
    del state.rolls[:-12]
    state.log.insert(told, f"{die} = {face}: {what}.")
