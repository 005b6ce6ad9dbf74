"""Who decides what, and what a decision does (the rulebook's turn structure).

So far: game setup (rulebook, "Game setup", steps 2 and 4): the first player is drawn, then each
player in turn order takes an extra Civilization cube of any colour but grey and places the
Development markers at levels 3, 2 and 1 on rows of their choice.
"""

from __future__ import annotations

from ...core.action import Action
from .board import COLOURS, ROWS, STARTING_LEVELS
from .mapmaking import reveal, tiles_left
from .state import State

CHANCE = "chance"


def current(state: State) -> int | str | None:
    """The seat that decides now, ``CHANCE`` at a chance point, ``None`` when nobody does."""
    if state.first_player is None or state.pending_reveals:
        return CHANCE
    if state.setup_queue:
        return state.setup_queue[0][0]
    return state.current


def chance_outcomes(state: State) -> list[tuple[str, int]]:
    """The possible outcomes at a chance point, with integer weights: the first player
    (uniform over seats), or the tile of the next hexagon to turn face-up (uniform over the
    tiles of its region still in the box)."""
    if state.first_player is None:
        return [(f"first:{p.seat}", 1) for p in state.players]
    if state.pending_reveals:
        space = state.hexes[state.pending_reveals[0]]
        return [(f"tile:{t}", 1) for t in tiles_left(state, space.region)]
    return []


def apply_chance(state: State, outcome: str) -> None:
    """Applies one outcome listed by ``chance_outcomes``."""
    kind, _, value = outcome.partition(":")
    if kind == "first" and state.first_player is None:
        state.first_player = int(value)
        _queue_setup(state)
    elif kind == "tile" and state.pending_reveals:
        reveal(state, state.hexes[state.pending_reveals[0]], value)
    else:
        raise ValueError(f"{outcome!r} is not a chance outcome here")


def _queue_setup(state: State) -> None:
    n = len(state.players)
    assert state.first_player is not None
    order = [(state.first_player + k) % n for k in range(n)]
    state.setup_queue = [(seat, "extra_cube") for seat in order]
    state.setup_queue += [(seat, f"dev{level}") for seat in order for level in STARTING_LEVELS]


def legal_actions(state: State) -> list[Action]:
    """Every decision open to the player who decides now, in a stable order."""
    if current(state) == CHANCE or not state.setup_queue:
        return []
    seat, step = state.setup_queue[0]
    player = state.players[seat]
    if step == "extra_cube":
        return [Action("extra_cube", (c,)) for c in COLOURS]
    level = step.removeprefix("dev")
    return [Action("development", (level, row)) for row in ROWS if row not in player.development]


def apply(state: State, action: Action) -> None:
    """Applies a legal action (the caller checked legality)."""
    seat, step = state.setup_queue.pop(0)
    player = state.players[seat]
    if action.kind == "extra_cube":
        player.extra_cube = action.args[0]
    elif action.kind == "development":
        player.development[action.args[1]] = int(action.args[0])
    if not state.setup_queue:
        for p in state.players:
            p.development = {row: p.development.get(row, 0) for row in ROWS}
        state.phase = "play"
        state.current = state.first_player


def describe(state: State, action: Action) -> str:
    """A short label a person reads, e.g. "Take an extra red cube"."""
    if action.kind == "extra_cube":
        return f"Take an extra {action.args[0]} cube"
    if action.kind == "development":
        return f"Development marker at level {action.args[0]} on {action.args[1]}"
    return action.to_str()
