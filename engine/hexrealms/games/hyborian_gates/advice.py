"""What a choice offers or costs, in words a first-time player can decide from: where a
starting City lies and what is near it ([SETUP], G5), what losing or disbanding a unit costs
its stack ([BATTLE PHASE], [VORTEX PHASE]; G11–G13), and what a recruit or a move does to the
6-unit limit ([STACKS], G13). Only public facts: the map, the piles' contents, stacks.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from .content import content
from .force import KIND, force_parts, vehicles
from .state import State
from .text import coordinate, place_name, unit_tip, units_text

_C = content()
NUM = _C.numbers
#: How far a starting City's neighbourhood reaches in the advice: two turns of a stack
#: without Vehicles.
NEAR_STEPS = 2 * NUM.base_move
#: How many Pyramids the advice lists, nearest first: as many as a win needs (R-G2).
PYRAMIDS_LISTED = 3


# -- distances ---------------------------------------------------------------------------------
def steps_from(state: State, start: int) -> dict[int, int]:
    """Move Points from ``start`` to every space a stack could reach on an empty map: king
    steps and Gate hops at their cost (G10), Blocked squares never entered (G6)."""
    moves = state.universe.moves
    best = {start: 0}
    todo = [(0, start)]
    while todo:
        cost, here = heapq.heappop(todo)
        if cost > best.get(here, cost):
            continue
        for there, step in moves[here]:
            if cost + step < best.get(there, cost + step + 1):
                best[there] = cost + step
                heapq.heappush(todo, (cost + step, there))
    return best


def _steps(n: int) -> str:
    return f"{n} step{'s' if n != 1 else ''}"


def _and(words: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


# -- the starting City ---------------------------------------------------------------------------
def pile_words(dimension: int) -> str:
    """A dimension's pile as a starting stack draws from it: ``6 Troopers (Force 3) and 6
    Monsters (Force 4, fight at 6)``."""
    out = []
    for e in _C.piles[_C.dimensions[dimension].id]:
        kind = KIND[f"{_C.dimensions[dimension].prefix}.{e.type}"]
        extra = f", fight at {kind.fights_at}" if kind.fights_at != kind.force else ""
        more = ", +1 Move each" if e.type == "vehicle" else ""
        out.append(f"{e.count} {_C.type_info[e.type].name}s (Force {e.force}{extra}{more})")
    return _and(out)


def start_reasons(state: State, city: int) -> str:
    """One line on why a player might start at ``city``: the Pyramids nearest to it (a win
    needs several, R-G2), where its nearest Gate leads, how many Cities lie near (each recruits
    a unit a turn for whoever holds it, G8)."""
    uni = state.universe
    far = steps_from(state, city)
    s = uni.spaces[city]
    pyramids = sorted((p for p in uni.pyramids if p in far), key=lambda p: (far[p], p))
    need = _C.pyramids_to_win(len(state.players))
    reasons = ["the nearest Pyramids, in steps: " + ", ".join(
        f"{_C.dimensions[uni.spaces[p].board].name} {far[p]}"
        for p in pyramids[:PYRAMIDS_LISTED]) + f" (a win needs {need})"]
    gates = sorted((g for g in uni.gates if g in far and uni.spaces[g].board == s.board),
                   key=lambda g: (far[g], g))
    if gates:
        g = gates[0]
        dims = sorted({uni.spaces[h].board for h in uni.links[g]})
        leads = (_and([_C.dimensions[d].name for d in dims]) if dims
                 else "nowhere (no Gate is linked to it)")
        reasons.append(f"its nearest Gate, {uni.spaces[g].name} ({_steps(far[g])}), leads to "
                       f"{leads}")
    cities = [c for c in uni.cities if c != city and far.get(c, NEAR_STEPS + 1) <= NEAR_STEPS]
    reasons.append(f"{len(cities) or 'no'} other Cit{'y' if len(cities) == 1 else 'ies'} "
                   f"within {_steps(NEAR_STEPS)} (a City recruits a unit a turn for whoever "
                   "holds it)")
    return "; ".join(reasons)


def start_help(state: State, city: int) -> str:
    """The start choice explained: where the City is, why one might choose it, what the
    starting stack is drawn from ([SETUP], G5, R-G7)."""
    s = state.universe.spaces[city]
    dim = _C.dimensions[s.board]
    return (f"{place_name(state.universe, city)} lies in {dim.name} ({dim.land}), square "
            f"{coordinate(s.col, s.row)}. Why start here: {start_reasons(state, city)}. "
            f"You start with {NUM.start_units} units drawn at random from the {dim.adjective} "
            f"pile ({dim.strength}): {pile_words(s.board)}. A step costs 1 Move Point; a stack "
            f"has {NUM.base_move} + its Vehicles. Every player starts in a different "
            "dimension; a Shang-Ri-La cannot be chosen.")


# -- losing a unit -------------------------------------------------------------------------------
def without(units: Sequence[str], kind: str) -> list[str]:
    """``units`` less one unit of ``kind``."""
    left = list(units)
    left.remove(kind)
    return left


def loss_label(units: Sequence[str], kind: str) -> str:
    """The short cost of losing one ``kind`` from ``units``: ``Force 30 → 22`` (and the Move
    a Vehicle takes: ``Move 3 → 2``)."""
    before = force_parts(units, (), False)["total"]
    after = force_parts(without(units, kind), (), False)["total"]
    text = f"Force {before} → {after}"
    if KIND[kind].type == "vehicle":
        mp = NUM.base_move + vehicles(units)
        text += f", Move {mp} → {mp - 1}"
    return text


def _lost_parts(kind: str, before: dict[str, int], after: dict[str, int]) -> list[str]:
    """The parts of the Force a unit takes with it, in words."""
    out = []
    for part in ("units", "monsters", "companions", "trooper"):
        n = before[part] - after[part]
        if not n:
            continue
        if part == "units":
            out.append(f"its Force {n}")
        elif part == "monsters":
            out.append(f"its Monster bonus {n}")
        elif part == "companions" and KIND[kind].type == "companion":
            out.append(f"the +{NUM.companion_bonus} it gave each other unit: {n}")
        elif part == "companions":
            out.append(f"the Companions' bonus to it: {n}")
        else:
            out.append(f"the Trooper bonus {n} (no Trooper left)")
    return out


def loss_help(units: Sequence[str], kind: str) -> str:
    """What losing one unit of ``kind`` costs its stack: the Force it takes with it (its own,
    the bonuses it gave or got, G11) and the Move it takes (a Vehicle, G10), so the choice can
    be made from the words alone."""
    left = without(units, kind)
    before, after = force_parts(units, (), False), force_parts(left, (), False)
    cost = before["total"] - after["total"]
    text = (f"{unit_tip(kind)}. Losing it costs the stack {cost} Force "
            f"({'; '.join(_lost_parts(kind, before, after))}): its Force on its own goes from "
            f"{before['total']} to {after['total']}")
    if KIND[kind].type == "vehicle":
        mp = NUM.base_move + vehicles(units)
        text += f", and its Move from {mp} to {mp - 1}"
    return (text + f". Left: {units_text(left) if left else 'nothing'}. (Force on its own: "
            f"no City, no cards, and the Trooper +{NUM.trooper_bonus} counted as against a "
            "foe without Troopers.)")


# -- the stack limit -----------------------------------------------------------------------------
def overfill_words(state: State, seat: int, space: int, joining: int, what: str) -> str:
    """What a recruit or a move that would overfill ``seat``'s stack on ``space`` leads to
    (G13): what the stack then holds and what the Vortex Phase does about it."""
    here = sum(len(s.units) for s in state.stacks.values()
               if s.seat == seat and s.space == space)
    total = here + joining
    over = total - NUM.stack_limit
    return (f"Your stack at {place_name(state.universe, space)} already holds {here} "
            f"unit{'s' if here != 1 else ''}: with {what} it holds {total}, over the limit of "
            f"{NUM.stack_limit}, so in the Vortex Phase you must disband {over} of them (your "
            f"choice; disbanded units go back to their pile).")
