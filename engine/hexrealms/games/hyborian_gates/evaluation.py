"""How good a position is for one player: the greedy bot's evaluation and the search bot's
leaf value. It reads only what that player may know: the public table and its own hand.

value = 10 per Pyramid held (+40 once enough to win)       the goal [VICTORY]
      + 3 per City held                                    recruits every turn
      + 0.25 per point of Force on the map                 what wins battles
      + 0.5 per card in hand                               (own hand; others' by count)
      + up to 2 per Pyramid not held, by nearness           2 / (1 + MP to the nearest stack)
      − 0.6 × the best opponent's value (same measure)      it is a race
A won game is worth +1000, a lost one −1000.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from .board import control
from .content import content
from .force import strength
from .state import State
from .universe import roll_universe

WIN, LOSS = 1000.0, -1000.0


@lru_cache(maxsize=64)
def pyramid_distances(number: int) -> tuple[tuple[int, ...], ...]:
    """For each Pyramid, the fewest Move Points from every space (ignoring stacks; a large
    number where it cannot be reached): one breadth-first search per Pyramid, once per map."""
    uni = roll_universe(number)
    far = 99
    out = []
    for p in uni.pyramids:
        dist = [far] * len(uni.spaces)
        dist[p] = 0
        todo = deque([p])
        while todo:
            here = todo.popleft()
            for there, cost in uni.moves[here]:  # links are two-way, so this is the distance to p
                if dist[there] > dist[here] + cost:
                    dist[there] = dist[here] + cost
                    todo.append(there)
        out.append(tuple(dist))
    return tuple(out)


def _value(state: State, seat: int, ctrl: dict[int, int], need: int) -> float:
    uni = state.universe
    stacks = [s for s in state.stacks.values() if s.seat == seat]
    if not stacks:
        return 0.0
    held = sum(1 for p in uni.pyramids if ctrl.get(p) == seat)
    cities = sum(1 for c in uni.cities if ctrl.get(c) == seat)
    value = 10.0 * held + (40.0 if held >= need else 0.0) + 3.0 * cities
    value += 0.25 * sum(strength(s.units) for s in stacks)
    value += 0.5 * len(state.players[seat].hand)
    distances = pyramid_distances(state.map)
    for i, p in enumerate(uni.pyramids):
        if ctrl.get(p) != seat:
            d = min(distances[i][s.space] for s in stacks)
            value += 2.0 / (1.0 + d)
    return value


def evaluate(state: State, seat: int) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring)."""
    if state.step == "over":
        return WIN if state.winner == seat else LOSS
    ctrl = control(state)
    need = content().pyramids_to_win(len(state.players))
    mine = _value(state, seat, ctrl, need)
    rivals = [_value(state, p.seat, ctrl, need) for p in state.players
              if p.seat != seat and not p.out]
    return mine - 0.6 * max(rivals, default=0.0)
