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

#: The result's categories (ARCHITECTURE.md, ``result``). Pyramids alone decide the game, so
#: a player's total *is* its Pyramids: that category carries the id ``total`` (the end screen
#: then shows no separate Total column beside it, which read as a sum of Pyramids, Cities and
#: units gone wrong), and its name and the others' say which decides and which only break ties.
CATEGORIES = {
    "total": {"name": "Pyramids (decide)", "text": "Pyramids your stacks occupy: they decide "
              "the game. Hold 3 (4 with two players) at the start of your turn to win at once; "
              "after the last round the most Pyramids win."},
    "cities": {"name": "Cities (1st tie-break)", "text": "Cities your stacks occupy: they "
               "count only between players with as many Pyramids."},
    "units": {"name": "Units (2nd tie-break)", "text": "Your units on the map: they count only "
              "between players with as many Pyramids and Cities (then turn order, earlier "
              "first)."},
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
    """ARCHITECTURE.md's result: per player its total (Pyramids held), breakdown (the total,
    then the tie-breaks, ``CATEGORIES``) and the names of the Pyramids it holds; the winner;
    the categories explained; and, when Pyramids did not decide alone, the tie-break that
    did."""
    ctrl = control(state)
    players = []
    for p in state.players:
        b = breakdown(state, p.seat, ctrl)
        players.append({
            "seat": p.seat, "total": b["pyramids"],
            "breakdown": {"total": b["pyramids"], "cities": b["cities"], "units": b["units"]},
            "pyramids": [place_name(state.universe, i)
                         for i in pyramids_held(state, p.seat, ctrl)],
            "out": p.out,
        })
    ranking = standings(state)
    out: dict[str, Any] = {"players": players, "winner": state.winner, "reason": state.reason,
                           "ranking": ranking, "categories": CATEGORIES}
    if state.reason == limit_reason(state, ranking):
        why = tiebreak(state, ranking, ctrl)
        if why:
            out["tiebreak"] = why
    return out


def _level(state: State, ranking: list[int], ctrl: dict[int, int] | None = None) -> bool:
    """Whether the first two in the standings are both in and hold as many Pyramids."""
    if len(ranking) < 2 or any(state.players[s].out for s in ranking[:2]):
        return False
    a, b = (breakdown(state, s, ctrl) for s in ranking[:2])
    return a["pyramids"] == b["pyramids"]


def limit_reason(state: State, ranking: list[int]) -> str:
    """How the round limit decided the game: on Pyramids, or on a tie-break when the first two
    hold as many (the result's ``tiebreak`` then says which)."""
    if _level(state, ranking):
        return f"first in the standings after {state.rounds} rounds, level on Pyramids"
    return f"the most Pyramids after {state.rounds} rounds"


def tiebreak(state: State, ranking: list[int], ctrl: dict[int, int]) -> str | None:
    """What put the first player ahead of the second when the round limit ended the game with
    both on as many Pyramids: Cities, then units, then turn order (CONTENT.md, "the final
    standings"); ``None`` when Pyramids decided."""
    if not _level(state, ranking, ctrl):
        return None
    first, second = ranking[0], ranking[1]
    a, b = breakdown(state, first, ctrl), breakdown(state, second, ctrl)
    one, two = state.players[first].name, state.players[second].name
    held = f"{one} and {two} held {_count(a['pyramids'], 'Pyramid')} each"
    if a["cities"] != b["cities"]:
        return f"{held}; {one} held more Cities ({a['cities']} to {b['cities']})."
    if a["units"] != b["units"]:
        return (f"{held} and {_count(a['cities'], 'City', 'Cities')} each; {one} had more "
                f"units on the map ({a['units']} to {b['units']}).")
    return f"{held}, as many Cities and units; {one} came earlier in the turn order."


def _count(n: int, one: str, many: str | None = None) -> str:
    """``1 City``, ``2 Cities``."""
    return f"{n} {one if n == 1 else many or one + 's'}"
