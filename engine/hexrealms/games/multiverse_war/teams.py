"""The team game [Added Rules for Team Games]: four players in two teams, each player allied
with the one across the table (seats 1 and 3 against 2 and 4). Allies' units support each
other in battle and may swap places; gold may be given to an ally in the Build phase (the
Revenue phase, which all play at once); allies build one Stone Portal together; a player who
loses its Settlement loses the game for its team; a team with 6 Fortresses standing at the
end of a full round wins (Domination), in place of 4 Fortresses each.

*Designed* where the source is silent (RULES-NOTES.md, "Teams"): allies share what their units
see and know each other's blocks (they sit side by side and talk), but not each other's secret
missions or the builds chosen this phase; allies never attack each other and pass through each
other's units (not buildings); a swap with an ally's unit costs the ally's unit nothing; the
first player does not change each round (that is the free-for-all rule).
"""

from __future__ import annotations

from .state import State


def on(state: State) -> bool:
    return state.uses("teams")


def allied(state: State, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` are on one side: the same seat, or allies."""
    return a == b or (on(state) and a % 2 == b % 2)


def side(state: State, seat: int) -> list[int]:
    """The seats of ``seat``'s side, itself first."""
    if not on(state):
        return [seat]
    return [seat] + [s for s in range(len(state.players)) if s != seat and s % 2 == seat % 2]


def ally(state: State, seat: int) -> int | None:
    others = side(state, seat)[1:]
    return others[0] if others else None


def names(state: State, seat: int) -> str:
    """"Red and Yellow" for a team, the player's name alone otherwise."""
    return " and ".join(state.players[s].name for s in sorted(side(state, seat)))


def stones(state: State, seat: int) -> int:
    """Aether stones toward the seat's Portal: its own, and its ally's (one Portal a team)."""
    return sum(state.players[s].stones for s in side(state, seat))


def fortresses(state: State, seat: int) -> int:
    """Finished Fortresses standing on the seat's side."""
    return sum(b.site is None for s in side(state, seat)
               for b in state.buildings_of(s, "fortress"))
