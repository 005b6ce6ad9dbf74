"""Standings and the result ([VICTORY], R-G6, and the designed round limit).

The game ends when a player holds the Pyramids needed at the start of its turn (4 with two
players, 3 with more), when one player is left, or after the last round of the chosen length.
Then players rank by Pyramids held, then Cities held, then units on the map, then turn order
(earlier first); a player who is out ranks below every player still in.
"""

from __future__ import annotations

from typing import Any

from .board import cities_held, control, pyramids_held, units_on_map
from .state import State
from .text import place_name

CATEGORIES = {
    "pyramids": {"name": "Pyramids", "text": "Pyramids your stacks occupy. Hold 3 (4 with two "
                 "players) at the start of your turn to win."},
    "cities": {"name": "Cities", "text": "Cities your stacks occupy: the first tie-break."},
    "units": {"name": "Units", "text": "Your units on the map: the second tie-break (then turn "
              "order)."},
}


def breakdown(state: State, seat: int, ctrl: dict[int, int] | None = None) -> dict[str, int]:
    ctrl = control(state) if ctrl is None else ctrl
    return {"pyramids": len(pyramids_held(state, seat, ctrl)),
            "cities": len(cities_held(state, seat, ctrl)),
            "units": units_on_map(state, seat)}


def standings(state: State) -> list[int]:
    """Seats best first: in the game, Pyramids, Cities, units, then turn order."""
    ctrl = control(state)

    def key(seat: int) -> tuple[int, int, int, int, int]:
        b = breakdown(state, seat, ctrl)
        return (0 if state.players[seat].out else 1, b["pyramids"], b["cities"], b["units"],
                -state.order.index(seat))

    return sorted(state.order, key=key, reverse=True)


def result(state: State) -> dict[str, Any]:
    """ARCHITECTURE.md's result: per player its total (Pyramids held), breakdown and the names
    of the Pyramids it holds; the winner; the categories explained."""
    ctrl = control(state)
    players = []
    for p in state.players:
        b = breakdown(state, p.seat, ctrl)
        players.append({
            "seat": p.seat, "total": b["pyramids"], "breakdown": b,
            "pyramids": [place_name(state.universe, i)
                         for i in pyramids_held(state, p.seat, ctrl)],
            "out": p.out,
        })
    return {"players": players, "winner": state.winner, "reason": state.reason,
            "ranking": standings(state), "categories": CATEGORIES}
