"""End of game scoring and tie-breaks (rulebook, "Scoring and end of the game"; RULINGS 2–4)."""

from __future__ import annotations

from typing import Any

from .state import GHOST, PlayerState, State
from .technology import card, placed_cubes
from .text import CATEGORY_NAMES, CATEGORY_RULES

CATEGORIES = ("gems", "ghosts", "killed", "cubes", "objectives", "technologies", "control")
CONTROL_VP = {"homeland": 1, "borderland": 2, "centre": 4}


def ghost_points(n: int) -> int:
    """1 Ghost 1 VP, 2 Ghosts 3, 3 Ghosts 6, each beyond the third +1."""
    return (0, 1, 3, 6)[n] if n <= 3 else 6 + (n - 3)


def cubes_owned(player: PlayerState) -> dict[str, int]:
    """Every cube the player owns by colour: bag, available, unused and on technologies."""
    out: dict[str, int] = {}
    for c, n in player.bag.items():
        out[c] = out.get(c, 0) + n
    for c in player.available + player.unused + [c for _, c in placed_cubes(player)]:
        out[c] = out.get(c, 0) + 1
    return out


def _leader(counts: dict[int, int], ghosts: int) -> int | None:
    """A strict plurality of miniatures, Ghosts counting as one more competitor (RULINGS 3)."""
    if not counts:
        return None
    best = max(counts.values())
    leaders = [s for s, n in counts.items() if n == best]
    if len(leaders) > 1 or ghosts >= best:
        return None
    return leaders[0]


def _ghosts(state: State, hex_index: int) -> int:
    space = state.hexes[hex_index]
    return sum(1 for o in space.city_occupants + space.ruin_occupants if o == GHOST)


def controller(state: State, hex_index: int) -> int | None:
    """The seat controlling a hexagon: a strict plurality of the miniatures in it, Ghosts
    counting as one more competitor; ties, or Ghosts at least as many, give nobody control
    (RULINGS 3)."""
    counts: dict[int, int] = {}
    for p in state.players:
        for m in p.miniatures:
            if m.hex == hex_index:
                counts[p.seat] = counts.get(p.seat, 0) + 1
    return _leader(counts, _ghosts(state, hex_index))


def control_map(state: State) -> dict[int, int]:
    """Every controlled hexagon and its controller, in one pass over the miniatures (the same
    rule as ``controller``)."""
    per_hex: dict[int, dict[int, int]] = {}
    for p in state.players:
        for m in p.miniatures:
            if m.hex is not None:
                counts = per_hex.setdefault(m.hex, {})
                counts[p.seat] = counts.get(p.seat, 0) + 1
    out: dict[int, int] = {}
    for h, counts in per_hex.items():
        seat = _leader(counts, _ghosts(state, h))
        if seat is not None:
            out[h] = seat
    return out


def breakdown(state: State, player: PlayerState,
              control: dict[int, int] | None = None) -> dict[str, int]:
    """The seven scoring categories of the rulebook for one player; ``control`` is
    ``control_map(state)`` when the caller already has it."""
    if control is None:
        control = control_map(state)
    killed = sum(1 for p in state.players for m in p.miniatures if m.grave == player.seat)
    cubes = sum(n for c, n in cubes_owned(player).items() if c != "grey")
    cards = list(player.cards)
    region_vp = sum(CONTROL_VP[state.hexes[h].region] for h, seat in control.items()
                    if seat == player.seat)
    return {
        "gems": player.gems,
        "ghosts": ghost_points(player.ghosts_killed),
        "killed": killed,
        "cubes": cubes,
        "objectives": 2 * len(player.objectives),
        "technologies": sum(card(c).vp for c in cards),
        "control": region_vp,
    }


def result(state: State) -> dict[str, Any]:
    """Per-player totals and breakdowns, the ranking and the winner; ties broken by most
    hexagons controlled, then most non-grey cubes, then later in turn order (RULINGS 4)."""
    assert state.first_player is not None
    n = len(state.players)
    rows = []
    control = control_map(state)
    for p in state.players:
        b = breakdown(state, p, control)
        hexes = sum(1 for seat in control.values() if seat == p.seat)
        order = (p.seat - state.first_player) % n
        rows.append({"seat": p.seat, "name": p.name, "total": sum(b.values()), "breakdown": b,
                     "hexes_controlled": hexes, "turn_order": order})
    ranked = sorted(rows, key=lambda r: (r["total"], r["hexes_controlled"], r["breakdown"]["cubes"],
                                         r["turn_order"]), reverse=True)
    top = ranked[0]
    tied = [r for r in ranked if r["total"] == top["total"]]
    tiebreak = None
    if len(tied) > 1:
        if top["hexes_controlled"] > ranked[1]["hexes_controlled"]:
            tiebreak = "most hexagons controlled"
        elif top["breakdown"]["cubes"] > ranked[1]["breakdown"]["cubes"]:
            tiebreak = "most non-grey cubes"
        else:
            tiebreak = "later in turn order"
    return {"players": rows, "ranking": [r["seat"] for r in ranked], "winner": top["seat"],
            "tiebreak": tiebreak,
            "categories": {c: {"name": CATEGORY_NAMES[c], "text": CATEGORY_RULES[c]}
                           for c in CATEGORIES}}
