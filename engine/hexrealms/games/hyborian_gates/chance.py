"""Chance points (ARCHITECTURE.md, principle 4): every draw and roll is decided when it
happens, with integer weights = what is left, so no pile or deck order is ever stored.

Kinds: ``start`` (a unit of a starting stack, [SETUP]) and ``recruit`` (a unit recruited at a
City, [RECRUIT PHASE] or Mercenaries), drawn from the City's dimension pile — outcome ids are
unit kinds (``"cha.monster"``) weighted by the counters left; ``card`` (a card to a hand,
outcome the card id, weighted by the copies left in the deck); ``d6`` (the casualty roll,
``"1"`` … ``"6"``).
"""

from __future__ import annotations

from .battle import casualty_roll
from .board import add_units, give_card
from .content import content
from .state import Decision, State
from .text import a_unit, place_name

_C = content()
DIE = tuple(str(n) for n in range(1, 7))


def outcomes(state: State) -> list[tuple[str, int]]:
    """``(outcome id, weight)`` of the chance point due now; ``[]`` if none is."""
    if not state.chance:
        return []
    kind, _, space = state.chance[0]
    if kind in ("start", "recruit"):
        dim = _C.dimensions[state.universe.spaces[space].board].id
        return [(k.id, state.piles[k.id]) for k in _C.kinds
                if k.dimension == dim and state.piles[k.id] > 0]
    if kind == "card":
        return [(c.id, state.deck[c.id]) for c in _C.cards if state.deck.get(c.id, 0) > 0]
    if kind == "d6":
        return [(d, 1) for d in DIE]
    raise AssertionError(kind)


def apply(state: State, outcome: str) -> None:
    """Applies an outcome of the chance point due now (``ValueError`` if impossible)."""
    if outcome not in {o for o, _ in outcomes(state)}:
        raise ValueError(f"{outcome!r} is not a chance outcome here")
    kind, seat, space = state.chance.pop(0)
    player = state.players[seat]
    if kind == "start":
        state.piles[outcome] -= 1
        add_units(state, seat, space, [outcome])
    elif kind == "recruit":
        state.piles[outcome] -= 1
        state.pending.append(Decision(seat, "place", {"unit": outcome, "city": space}))
        state.log.append(f"{player.name} draws {a_unit(outcome)} at "
                         f"{place_name(state.universe, space)}.")
    elif kind == "card":
        state.deck[outcome] -= 1
        give_card(player, outcome)  # the log told the whole draw when it was queued
    else:
        casualty_roll(state, int(outcome))
