"""Hyborian Gates Empires' conservation invariants: every counter and every card of the box is
somewhere, whatever was played (the tests and ``bench/soak.py`` check it after every step; play never calls it)."""

from __future__ import annotations

from .content import content
from .state import State


def count_units(state: State) -> dict[str, int]:
    """Counters per kind in piles, in stacks, and drawn but not yet placed (a pending recruit)."""
    out = dict(state.piles)
    for s in state.stacks.values():
        for u in s.units:
            out[u] = out.get(u, 0) + 1
    for d in state.pending:
        unit = d.data.get("unit") if d.kind == "place" else None
        if isinstance(unit, str):
            out[unit] = out.get(unit, 0) + 1
    return out


def count_cards(state: State) -> dict[str, int]:
    """Copies per card in the deck, the discard pile and the hands."""
    out: dict[str, int] = {}
    for src in (state.deck, state.discard):
        for c, n in src.items():
            out[c] = out.get(c, 0) + n
    for p in state.players:
        for c in p.hand:
            out[c] = out.get(c, 0) + 1
    return out


def broken_rules(state: State) -> list[str]:
    """Every way the position breaks Hyborian Gates Empires' invariants (empty: none): each kind
    of counter, as many as its dimension's pile holds in the box ([UNITS]: 24 a dimension), is
    in its pile, in a stack or drawn and waiting to be placed ([RECRUIT PHASE]); each card's
    copies ([ACTION DECK CARD LIST]) are in the deck, the discard pile or a hand."""
    c = content()
    problems = _mismatches("units", count_units(state), {k.id: k.count for k in c.kinds},
                           "in piles, stacks and placements")
    problems += _mismatches("cards", count_cards(state), {card.id: c.copies for card in c.cards},
                            "in the deck, discard and hands")
    return problems


def _mismatches(what: str, counted: dict[str, int], totals: dict[str, int],
                where: str) -> list[str]:
    # an id the box does not hold is wrong even at 0: it means a counter or card was renamed
    # or invented somewhere
    return [f"{key} {what}: {counted.get(key, 0)} {where} != {totals.get(key, 0)}"
            for key in sorted(counted.keys() | totals.keys())
            if key not in totals or counted.get(key, 0) != totals[key]]
