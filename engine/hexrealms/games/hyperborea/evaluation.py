"""How good a position is for one player — the greedy bot's evaluation and the search bot's
leaf value. Uses only what that player may know: public state and its own hand (never an
opponent's stored ruin token).

value = victory points now (the seven scoring categories, as if the game ended)
      + development (levels turn into cubes)           0.35 per level
      + technologies on the way                        the set's worth × (share filled)²
      + effects waiting in the pool (own turn only)    per kind, below (spent or lost at the end)
      + cubes to place now                             0.3 each
      + miniatures on the map / in reserve              0.4 / 0.15 each
      + owned Advanced Technologies                    0.6 each (future activations)
      + a stored ruin token, or one just drawn         1.0 / 1.2 (its use or storage is pending)
      + tempo: miniatures near a free city or ruin     up to 0.5 each
      − the best opponent's victory points             × 0.5 (it is a race)

A set's worth is 0.5 plus the pool values of what it generates (its best option counted), so
cubes go where they buy the most. Movement is valued highly (0.9 a point): it is how
Borderland and Central control (2 and 4 VP a hexagon), Ghosts and ruins are reached. Those
two choices were measured (``bench/evaluation_ab.py``): against three greedy bots using
``EARLIER`` (every set worth 1.5, movement 0.25 a point, a drawn token not counted), the greedy
bot with ``ADOPTED`` won 196 of 200 short four-player games (98.0%, 95% CI 95.0%–99.2%) and 58
of 100 regular ones (48.2%–67.2%), where 25% is an equal share. In trials of 120 games, nearby
weights (movement 0.7, attack 1.0, rival factor 0.3) did no better against ``ADOPTED``.

``MASTER``, master's weights, are Adept's: no single change screened beat them. One greedy bot
with a changed weight against three Adept bots, 100 short four-player games on seeds 9001 on
(``python bench/evaluation_match.py --ruleset hyperborea --weights …``; 25 is an equal share):
Adept's own weights 22; ``rival`` 0.3 / 0.8: 21 / 22; ``development`` 0 / 0.15 / 0.7: 19 / 18
/ 10; ``tempo`` 0.25 / 1.0: 25 / 11; ``on_map`` 0.8: 21; ``in_reserve`` 0.4: 16;
``advanced`` 1.2: 22; ``cube`` 0.6: 21; ``stored_ruin`` 2: 19.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .content import Bundle, Effect
from .layout import adjacency
from .scoring import breakdown, control_map
from .state import PoolEntry, State
from .technology import base_set, card

POOL_VALUE = {
    "movement": 0.9, "fly": 1.0, "attack": 0.6, "ranged_attack": 0.5, "fortress": 0.2,
    "miniature": 0.5, "cloning": 0.5, "develop": 0.4, "gem": 1.0, "cube_draw": 0.3,
    "cube_gen": 0.5, "cube_restore": 0.3, "espionage": 1.0, "advanced_technology": 1.5,
}


@dataclass(frozen=True)
class Weights:
    """The tunable part of the evaluation: the pool value of each effect kind, a flat worth for
    every technology set (``None``: each set by what it generates) and the value of a ruin
    token just drawn."""

    pool: dict[str, float] = field(default_factory=lambda: dict(POOL_VALUE))
    set_worth: float | None = None
    drawn_ruin: float = 1.2
    rival: float = 0.5
    development: float = 0.35
    cube: float = 0.3
    on_map: float = 0.4
    in_reserve: float = 0.15
    advanced: float = 0.6
    stored_ruin: float = 1.0
    tempo: float = 0.5

    def pool_worth(self, effects: Iterable[Effect | PoolEntry]) -> float:
        return sum(self.pool.get(e.kind, 0.3) * e.amount for e in effects)

    def worth(self, bundle: Bundle | None) -> float:
        """What completing a set is worth: 0.5 plus what it generates (its best option)."""
        if self.set_worth is not None:
            return self.set_worth
        if bundle is None:  # a continuous card: it pays through its rule, not the pool
            return 0.5
        best_option = max((self.pool_worth(o) for o in bundle.options), default=0.0)
        return 0.5 + self.pool_worth(bundle.effects) + best_option


ADOPTED = Weights()
#: master's weights: Adept's (the module docstring)
MASTER = ADOPTED
#: The evaluation before set worths and movement were measured (the A/B baseline).
EARLIER = Weights(pool={**POOL_VALUE, "movement": 0.25, "fly": 0.3}, set_worth=1.5, drawn_ruin=0.0)


def _set_progress(state: State, seat: int, w: Weights) -> float:
    p = state.players[seat]
    total = 0.0
    for tech, slots in p.base.items():
        if slots.chosen is None or slots.spent:
            continue
        tset = base_set(tech, slots.chosen)
        filled = sum(c is not None for c in slots.cubes) / len(tset.spaces)
        total += w.worth(tset.bundle) * filled ** 2
    for cid, slots in p.cards.items():
        if slots.spent:
            continue
        tech = card(cid)
        filled = sum(c is not None for c in slots.cubes) / len(tech.spaces)
        total += w.worth(tech.bundle) * filled ** 2
    return total


def _tempo(state: State, seat: int, near: float) -> float:
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
            value += near
        elif targets.intersection(adj[m.hex]):
            value += near / 2
    return value


def terms(state: State, seat: int, weights: Weights = ADOPTED) -> dict[str, float]:
    """The value of ``state`` for ``seat`` term by term, named as a player would say it (see
    the module docstring; the Ruleset protocol's ``evaluation_terms``)."""
    p = state.players[seat]
    control = control_map(state)
    out = {"victory points": sum(breakdown(state, p, control).values()),
           "the leading rival": -weights.rival * max(sum(breakdown(state, q, control).values())
                                           for q in state.players if q.seat != seat),
           "development": weights.development * sum(p.development.values()),
           "technologies on the way": _set_progress(state, seat, weights)}
    if state.current == seat:
        out["effects in the pool"] = weights.pool_worth(state.pool)
        out["cubes to place"] = weights.cube * len(p.available)
    on_map = sum(1 for m in p.miniatures if m.hex is not None)
    reserve = sum(1 for m in p.miniatures if m.hex is None and m.grave is None)
    out["miniatures"] = weights.on_map * on_map + weights.in_reserve * reserve
    out["Advanced Technologies"] = weights.advanced * len(p.cards)
    out["a stored ruin token"] = weights.stored_ruin if p.stored_ruin else 0.0
    pending = state.decisions[0] if state.decisions else None
    if pending is not None and pending.seat == seat and pending.kind == "ruin":
        out["a ruin token drawn"] = weights.drawn_ruin
    out["miniatures near cities and ruins"] = _tempo(state, seat, weights.tempo)
    return out


def evaluate(state: State, seat: int, weights: Weights = ADOPTED) -> float:
    """The value of ``state`` for ``seat`` (see the module docstring): its terms, in order."""
    return sum(terms(state, seat, weights).values())
