"""Who decides what, and what a decision does: the dispatcher between setup, the main part
of a turn, pending decisions and chance (rulebook, "How to play")."""

from __future__ import annotations

from ...core.action import Action
from . import chance
from .actions import apply_decision, apply_main, decision_actions, main_actions
from .setup import apply_setup, setup_actions
from .state import State
from .turn import next_turn, reset, start_turn

CHANCE = "chance"


def advance(state: State) -> None:
    """Runs the automatic flow (start of turn, Reset, passing the turn) until a chance point,
    a decision or the active player's main actions are due, or the game is over."""
    while not state.chance_queue and not state.decisions and not state.setup_queue:
        if state.step == "turn_start":
            start_turn(state)
        elif state.step == "reset":
            keep = set(state.reset_keep)
            state.reset_keep = []
            reset(state, keep)
        elif state.step == "next":
            next_turn(state)
        else:
            return


def current(state: State) -> int | str | None:
    """The seat that decides now, ``CHANCE`` at a chance point, ``None`` once the game is over."""
    if state.chance_queue:
        return CHANCE
    if state.decisions:
        return state.decisions[0].seat
    if state.setup_queue:
        return state.setup_queue[0][0]
    if state.phase == "over":
        return None
    return state.current


def chance_outcomes(state: State) -> list[tuple[str, int]]:
    return chance.outcomes(state)


def apply_chance(state: State, outcome: str) -> None:
    chance.apply(state, outcome)
    advance(state)


def legal_actions(state: State) -> list[Action]:
    """Every decision open to the player who decides now, in a stable order."""
    if state.chance_queue or state.phase == "over":
        return []
    if state.decisions:
        return decision_actions(state, state.decisions[0])
    if state.setup_queue:
        return setup_actions(state)
    return main_actions(state)


def apply(state: State, action: Action) -> None:
    """Applies a legal action (the facade checked legality)."""
    if state.decisions:
        apply_decision(state, action)
    elif state.setup_queue:
        apply_setup(state, action)
    else:
        apply_main(state, action)
    advance(state)
