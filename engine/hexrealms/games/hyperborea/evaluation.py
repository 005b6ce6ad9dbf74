"""How good a position is for one player — the greedy bot's evaluation and the search bot's
leaf value. Uses only what that player may know: public state and its own hand (never an
opponent's stored ruin token).

value = victory points now (the seven scoring categories, as if the game ended)
      + development (levels turn into cubes)           0.35 per level
      + technologies on the way                        up to 1.5 per set, by the share filled
      + effects waiting in the pool (own turn only)    per kind, below (spent or lost at the end)
      + cubes to place now                             0.3 each
      + miniatures on the map / in reserve              0.4 / 0.15 each
      + owned Advanced Technologies                    0.6 each (future activations)
      + a stored ruin token                            1.0
      + tempo: miniatures near a free city or ruin     up to 0.5 each
      − the best opponent's victory points             × 0.5 (it is a race)
"""

from __future__ import annotations

from .mapmaking import adjacency
from .scoring import breakdown, control_map
from .state import State
from .technology import base_set, card

POOL_VALUE = {
    "movement": 0.25, "fly": 0.3, "attack": 0.6, "ranged_attack": 0.5, "fortress": 0.2,
    "miniature": 0.5, "cloning": 0.5, "develop": 0.4, "gem": 1.0, "cube_draw": 0.3,
    "cube_gen": 0.5, "cube_restore": 0.3, "espionage": 1.0, "advanced_technology": 1.5,
}


def _set_progress(state: State, seat: int) -> float:
    p = state.players[seat]
    total = 0.0
    for tech, slots in p.base.items():
        if slots.chosen is None or slots.spent:
            continue
        n = len(base_set(tech, slots.chosen).spaces)
        total += 1.5 * (sum(c is not None for c in slots.cubes) / n) ** 2
    for cid, slots in p.cards.items():
        if slots.spent:
            continue
        n = len(card(cid).spaces)
        total += 1.5 * (sum(c is not None for c in slots.cubes) / n) ** 2
    return total


def _tempo(state: State, seat: int) -> float:
    """Free miniatures next to (or in the hexagon of) a free city or an unexplored ruin."""
    adj = adjacency(len(state.players))
    targets = set()
    for h in state.hexes:
        if any(o is None for o in h.city_occupants) or any(
                o is None and n for o, n in zip(h.ruin_occupants, h.ruin_tokens)):
            targets.add(h.index)
    value = 0.0
    for m in state.players[seat].miniatures:
        if m.hex is None or m.site is not None:
            continue
        if m.hex in targets:
            value += 0.5
        elif targets.intersection(adj[m.hex]):
            value += 0.25
    return value


def evaluate(state: State, seat: int) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring)."""
    p = state.players[seat]
    control = control_map(state)
    vp = sum(breakdown(state, p, control).values())
    rivals = [sum(breakdown(state, q, control).values()) for q in state.players if q.seat != seat]
    value = vp - 0.5 * max(rivals)
    value += 0.35 * sum(p.development.values())
    value += _set_progress(state, seat)
    if state.current == seat:
        value += sum(POOL_VALUE.get(e.kind, 0.3) * e.amount for e in state.pool)
        value += 0.3 * len(p.available)
    on_map = sum(1 for m in p.miniatures if m.hex is not None)
    reserve = sum(1 for m in p.miniatures if m.hex is None and m.grave is None)
    value += 0.4 * on_map + 0.15 * reserve
    value += 0.6 * len(p.cards)
    value += 1.0 if p.stored_ruin else 0.0
    value += _tempo(state, seat)
    return value

