"""The Move Phase's movement [MOVE PHASE], [STACKS], G10, R-G8: where a stack may go, splitting
a stack before it moves, and what moving does.

A stack's Move Points are 2 + its Vehicles (+3 with Moon Rider), less what a Gate Master hop
spent. A step goes to any of the 8 surrounding non-Blocked squares; on a Gate, 1 MP goes to any
connected Gate. Entering a space with an enemy stack ends the move (a battle follows); a Peace
Bringer forbids entering one at all. Each stack moves once per turn, in one action to its
destination: any path there costs the same or less, so the path need not be chosen.
"""

from __future__ import annotations

from ...core.grid import reachable
from .board import merge_into
from .content import content
from .force import vehicles
from .state import Stack, State
from .text import place_name, units_text

NUM = content().numbers


def move_points(stack: Stack) -> int:
    """MP left this turn: 2 + Vehicles + Moon Rider bonus − MP spent (G10)."""
    return NUM.base_move + vehicles(stack.units) + stack.bonus - stack.spent


def can_move(stack: Stack) -> bool:
    """A stack moves once per turn (R-G8) and not while a Red Field of Force holds it."""
    return not stack.done and not stack.held


def enemy_spaces(state: State, seat: int) -> set[int]:
    return {s.space for s in state.stacks.values() if s.seat != seat}


def destinations(state: State, stack: Stack, enemies: set[int] | None = None) -> list[int]:
    """Every space ``stack`` may end its move on, in space order (not its own). ``enemies``
    (the spaces of other players' stacks) may be passed in when the caller already has it."""
    budget = move_points(stack)
    if budget <= 0 or not can_move(stack):
        return []
    if enemies is None:
        enemies = enemy_spaces(state, stack.seat)
    peace = state.players[stack.seat].peace
    steps = state.universe.steps
    if steps is None:  # some step costs more than 1 MP: the general cheapest-path search
        found = reachable(
            stack.space, state.universe.moves.__getitem__, budget,
            enterable=(lambda p: p not in enemies) if peace else (lambda p: True),
            stops=enemies.__contains__)
        return sorted(p for p in found if p != stack.space)
    return sorted(_within(steps, stack.space, budget, enemies, peace))


def _within(steps: tuple[tuple[int, ...], ...], start: int, budget: int, enemies: set[int],
            peace: bool) -> set[int]:
    """The spaces other than ``start`` within ``budget`` unit-cost steps: breadth-first, so
    each ring is the spaces first reached at that cost — the same set ``reachable`` gives with
    unit costs, in a fraction of its time (a move's legality is decided here for every stack
    at every Move Phase decision, and the bots ask for it thousands of times a move). An enemy
    space ends movement (it is entered, never left); under a Peace Bringer it is never
    entered."""
    seen = {start}
    ring = [start]
    for _ in range(budget):
        nxt = []
        for here in ring:
            if here != start and here in enemies:
                continue  # entering an enemy stack ends the move
            for there in steps[here]:
                if there not in seen:
                    if peace and there in enemies:
                        continue
                    seen.add(there)
                    nxt.append(there)
        if not nxt:
            break
        ring = nxt
    seen.discard(start)
    return seen


def arrive(state: State, stack: Stack, space: int, done: bool = True) -> None:
    """``stack`` enters ``space``: it merges with its owner's stack there (R-G8); entering an
    enemy stack ends its move whatever MP it has left."""
    stack.space = space
    stack.party = None
    if any(s.seat != stack.seat and s.space == space for s in state.stacks.values()):
        done = True
    stack.done = stack.done or done
    for other in state.stacks.values():
        if other is not stack and other.seat == stack.seat and other.space == space:
            merge_into(state, stack, other)
            return


def move(state: State, stack: Stack, space: int) -> None:
    """A stack moves to one of its destinations; that is its move for the turn."""
    state.log.append(f"{state.players[stack.seat].name} moves {units_text(stack.units)} from "
                     f"{place_name(state.universe, stack.space)} to "
                     f"{place_name(state.universe, space)}.")
    arrive(state, stack, space)


def can_split(stack: Stack) -> bool:
    """Units may be split off a stack before it moves (R-G8)."""
    return can_move(stack) and stack.spent == 0 and len(stack.units) >= 2


def split(state: State, stack: Stack, kind: str) -> Stack:
    """One unit of ``kind`` leaves ``stack`` for its party: a new stack on the same space that
    moves on its own (own Vehicle count) and that further splits grow until it moves. A party
    left where it was rejoins at the end of the Move Phase."""
    party = state.stacks.get(stack.party) if stack.party is not None else None
    if party is None or party.space != stack.space or party.done or party.seat != stack.seat:
        party = state.new_stack(stack.seat, stack.space, [])
        stack.party = party.id
    stack.units.remove(kind)
    party.units.append(kind)
    party.units.sort(key=content().kind_order.__getitem__)
    return party


def walk_targets(state: State, stack: Stack) -> list[int]:
    """Dimension Walk: any non-Blocked space of any dimension but its own; under a Peace
    Bringer, none with an enemy stack."""
    enemies = enemy_spaces(state, stack.seat) if state.players[stack.seat].peace else set()
    return [s.index for s in state.universe.spaces
            if s.terrain != "blocked" and s.index != stack.space and s.index not in enemies]


def jump_targets(state: State, stack: Stack) -> list[int]:
    """Gate Master: any other Gate, connected or not (R-G11); under a Peace Bringer, none with
    an enemy stack."""
    enemies = enemy_spaces(state, stack.seat) if state.players[stack.seat].peace else set()
    return [g for g in state.universe.gates if g != stack.space and g not in enemies]


def can_jump(state: State, stack: Stack, cost: int) -> bool:
    """Gate Master needs a stack on a Gate with ``cost`` MP left."""
    return (can_move(stack) and state.universe.spaces[stack.space].terrain == "gate"
            and move_points(stack) >= cost)
