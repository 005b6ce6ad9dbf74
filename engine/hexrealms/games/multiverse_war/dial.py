"""The event dial [Event Dial] (M13, R-M9): set to Calm at the start; at the start of each round
it turns one position and its effect happens — Calm; the Competitions move (a d6 each); New
adventures (a d10: every explored adventure hex with that number gets a token again, a 10 lets
the first player pick the number); Frost (forests and hills cost 3 AP to enter this round); Tax
(2 gold from every player, after Revenue); Storm (every unit and building sees 1 hex and ranged
units shoot 1 hex this round)."""

from __future__ import annotations

from .content import content
from .encounters import movers
from .state import State

_C = content()
POSITIONS = {p.position: p for p in _C.event_dial.positions}


def effect(state: State) -> str:
    """The dial's effect this round (``none`` without the dial)."""
    return POSITIONS[state.dial].effect if state.uses("event_dial") else "none"


def turn(state: State) -> None:
    """Turns the dial and does what its new position says (the dice it needs come next)."""
    if not state.uses("event_dial"):
        return
    state.dial = state.dial % len(POSITIONS) + 1
    pos = POSITIONS[state.dial]
    state.say(f"The event dial turns: {pos.text}")
    if pos.effect == "tax":
        taken = []
        for p in state.players:
            take = min(p.gold, pos.amount or 0)
            p.gold -= take
            taken.append(f"{take} from {p.name}")
        state.say("The Emperor's collectors take " + ", ".join(taken) + " gold.")
    elif pos.effect == "move_competition":
        state.due += [f"d6:{h.q},{h.r}" for h in movers(state, "on_dial")]
    elif pos.effect == "new_adventures":
        state.due.append("d10")
