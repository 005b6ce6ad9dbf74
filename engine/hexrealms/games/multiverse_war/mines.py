"""Aether stone mines and the Stone Portal [Aether Stone Mines, Goals] (R-M6, R-M7): a mine lies
on the centre of each central territory once revealed; at the start of each of your action
phases you mine 1 stone for each mine one of your units (not a decoy) stands on; 8 stones
complete your Portal. Holding the same mine at the start of two action phases in a row is the
secret mission Hold the Mine."""

from __future__ import annotations

from .content import content
from .kinds import DECOY
from .state import State
from .text import plural

_C = content()


def held(state: State, seat: int) -> list:
    """The mines the seat holds now."""
    return [h for h in state.realm.mine_hexes()
            if any(u.seat == seat and u.kind != DECOY for u in state.units_at(h))]


def mine(state: State, seat: int) -> None:
    """The start of the seat's action phase: stones for the mines it holds; its streak on one."""
    p = state.players[seat]
    mines = held(state, seat)
    if mines:
        p.stones += _C.numbers.portal_per_mine * len(mines)
        state.say(f"{p.name} mines {plural(_C.numbers.portal_per_mine * len(mines), 'aether stone')} "
                  f"({p.stones} of {portal(state)} for the Portal).")
    last, streak = p.mine_streak
    if last is not None and last in mines:
        p.mine_streak = (last, streak + 1)
    else:
        p.mine_streak = (mines[0], 1) if mines else (None, 0)


def portal(state: State) -> int:
    """The aether stones the Stone Portal needs in this game (R-M6; 11 from rules version 4)."""
    return _C.goal["portal"].amount_for(state.rules)
