"""The result [Goal] [End]: Renown, and where it came from — Dragon Towers, monsters slain,
missions completed (R-R10, R-R11). The categories add up to the total, so the end screen stacks
them."""

from __future__ import annotations

from typing import Any

from .content import content
from .state import State

_C = content()

CATEGORIES = {
    "towers": {"name": "Dragon Towers", "text": "1 Renown for each outpost raised to a Dragon Tower."},
    "monsters": {"name": "Monsters slain", "text": "1 Renown for each killing blow on a monster."},
    "missions": {"name": "Missions", "text": "1 Renown for each empire mission completed."},
}


def breakdown(state: State, seat: int) -> dict[str, int]:
    p = state.players[seat]
    return {"towers": p.towers_built, "monsters": p.kills, "missions": len(p.missions)}


def standings(state: State) -> list[int]:
    """Seats best first: the winner, then Renown, Dragon Towers, monsters slain, missions,
    then turn order (earlier first)."""
    rank = {seat: i for i, seat in enumerate(state.order or range(len(state.players)))}

    def key(seat: int) -> tuple[int, ...]:
        p = state.players[seat]
        return (seat == state.winner, p.renown, p.towers_built, p.kills, len(p.missions),
                -rank[seat])

    return sorted(range(len(state.players)), key=key, reverse=True)


def result(state: State) -> dict[str, Any]:
    """ARCHITECTURE.md's result; ``winner`` is ``None`` only in a solo game lost on time."""
    players = []
    for p in state.players:
        players.append({"seat": p.seat, "total": p.renown, "breakdown": breakdown(state, p.seat),
                        "missions": [_C.mission[m].name for m in p.missions]})
    return {"players": players, "winner": state.winner, "reason": state.reason,
            "ranking": standings(state), "categories": CATEGORIES}
