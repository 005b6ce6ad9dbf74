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

``MASTER``, master's weights (the ruleset's ``master_evaluate``), are Adept's until the game's
last turns: no single change screened beat them. One greedy bot with a changed weight against
three Adept bots, 100 short four-player games on seeds 9001 on (``python
bench/evaluation_match.py --ruleset hyperborea --weights …``; 25 is an equal share): Adept's
own weights 22; ``rival`` 0.3 / 0.8: 21 / 22; ``development`` 0 / 0.15 / 0.7: 19 / 18 / 10;
``tempo`` 0.25 / 1.0: 25 / 11; ``on_map`` 0.8: 21; ``in_reserve`` 0.4: 16; ``advanced`` 1.2:
22; ``cube`` 0.6: 21; ``stored_ruin`` 2: 19.

In the last turns (``final_round``: after the end is triggered, every other player has one
last turn) master reckons a position as the race it now is: its victory points less the best
other seat's, ``first_place`` more if it would win with the tie-breaks, and what its own last
turn can still use; development, miniatures in reserve, cards and tokens for later count for
nothing. Master's games are close: of 16 against three greedy bots (seeds 15001 on, stop 47)
it lost 8, two on a tie-break and three by 1 point, and won most by 2 or 3. On seeds 20001 on
(stop 47) it won 74 of 100 games where Adept's weights throughout won 70: 4 gained, none lost
(a sign test's p = 0.13). That run branched each game at master's first decision of its last
turn, as the games are the same before it; ``python bench/evaluation_match.py --ruleset
hyperborea --level master --weights final_round=0 --paired --seed 20001`` plays the same pairs
in full, at twice the time. On 200 fresh seeds (86001 on, stops 47–48) master won 164
(82.0%, 76.1%–86.7%) against 148 of 200 before it (other fresh seeds, stop 36). A triggering
turn and the turn after it keep the usual reckoning, so the positions one decision compares
(a master rollout ends where the next turn begins) are always reckoned alike.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .content import Bundle, Effect
from .layout import adjacency
from .scoring import breakdown, control_map, result
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
    #: 1: in the game's last turns a position is worth the victory-point lead and what the
    #: seat's own last turn can still use (``_final_standing``); 0: as in any other turn
    final_round: float = 0.0
    #: in that reckoning, the worth of standing first, tie-breaks included
    first_place: float = 0.0

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
#: master's weights: Adept's, but for the game's last turns (the module docstring)
MASTER = Weights(final_round=1.0, first_place=1.0)
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


def _in_last_turns(state: State) -> bool:
    """Whether the game is over or in the last turns after the one that triggered its end
    (rulebook, "End of the game": every other player has one last turn). A seat deciding then
    is playing its last turn, and a master rollout of that turn ends in the next one — still
    in the last turns. The triggering turn itself, and the first turn after it as a rollout
    ends it, do not count: every position one decision compares is reckoned the same way."""
    return state.phase == "over" or (state.trigger_turn is not None
                                     and state.turn >= state.trigger_turn + 2)


def _final_standing(state: State, seat: int, weights: Weights) -> dict[str, float]:
    """The seat's victory-point lead over the best other seat, ``first_place`` if it ranks
    first with the game's tie-breaks (RULINGS 4), and, while its last turn goes on, what that
    turn can still use (effects, cubes, sets to complete): what it built for later turns is
    worth nothing now."""
    standing = result(state)
    totals = {row["seat"]: row["total"] for row in standing["players"]}
    out = {"victory points": float(totals[seat]),
           "the leading rival": -float(max(t for s, t in totals.items() if s != seat))}
    if standing["ranking"][0] == seat:
        out["first place"] = weights.first_place
    if state.current == seat:
        out["effects in the pool"] = weights.pool_worth(state.pool)
        out["cubes to place"] = weights.cube * len(state.players[seat].available)
        out["technologies on the way"] = _set_progress(state, seat, weights)
    return out


def terms(state: State, seat: int, weights: Weights = ADOPTED) -> dict[str, float]:
    """The value of ``state`` for ``seat`` term by term, named as a player would say it (see
    the module docstring; the Ruleset protocol's ``evaluation_terms``)."""
    if weights.final_round and _in_last_turns(state):
        return _final_standing(state, seat, weights)
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


def master_terms(state: State, seat: int) -> dict[str, float]:
    """``terms`` with master's weights (the Ruleset protocol's ``master_evaluation_terms``)."""
    return terms(state, seat, MASTER)


def master_evaluate(state: State, seat: int) -> float:
    """``evaluate`` with master's weights (the Ruleset protocol's ``master_evaluate``)."""
    return evaluate(state, seat, MASTER)
