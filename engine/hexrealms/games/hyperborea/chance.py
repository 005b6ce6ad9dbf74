"""Chance points (ARCHITECTURE.md principle 4): every random thing is drawn when it happens.

Kinds: ``first`` (the first player), ``reveal`` (the tile of a hexagon turning face-up),
``card`` (an Advanced Technology dealt to a market slot), ``draw`` (a cube from a bag),
``ruin`` (the token on top of a ruin stack). Outcomes carry integer weights: a bag's cubes by
count, unseen cards and tokens uniformly — the same odds as a shuffled stack.
"""

from __future__ import annotations

from .mapmaking import reveal, tiles_left
from .state import Decision, State


def outcomes(state: State) -> list[tuple[str, int]]:
    """``(outcome id, weight)`` of the chance point due now; ``[]`` if none is."""
    if not state.chance_queue:
        return []
    kind, data = state.chance_queue[0]
    if kind == "first":
        return [(f"first:{p.seat}", 1) for p in state.players]
    if kind == "reveal":
        return [(f"tile:{t}", 1) for t in tiles_left(state, state.hexes[data["hex"]].region)]
    if kind == "card":
        deck = data["deck"]
        if state.decks[deck]:
            return [(f"card:{c}", 1) for c in state.decks[deck]]
        if state.deck_bottoms[deck]:
            return [(f"card:{state.deck_bottoms[deck][0]}", 1)]
        return [("card:none", 1)]
    if kind == "draw":
        bag = state.players[data["seat"]].bag
        return [(f"cube:{c}", n) for c, n in sorted(bag.items()) if n > 0]
    if kind == "ruin":
        return [(f"ruin:{t}", 1) for t in state.ruins_unseen[data["metal"]]]
    raise AssertionError(kind)


def apply(state: State, outcome: str) -> None:
    """Applies an outcome of the chance point due now."""
    if outcome not in [o for o, _ in outcomes(state)]:
        raise ValueError(f"{outcome!r} is not a chance outcome here")
    kind, data = state.chance_queue.pop(0)
    value = outcome.split(":", 1)[1]
    if kind == "first":
        state.first_player = int(value)
        from .setup import queue_setup_decisions
        queue_setup_decisions(state)
    elif kind == "reveal":
        reveal(state, state.hexes[data["hex"]], value)
    elif kind == "card":
        deal(state, data["deck"], data["slot"], None if value == "none" else value)
    elif kind == "draw":
        p = state.players[data["seat"]]
        p.bag[value] -= 1
        p.available.append(value)
    elif kind == "ruin":
        state.ruins_unseen[data["metal"]].remove(value)
        state.decisions.insert(0, Decision(data["seat"], "ruin", {"token": value}))


def deal(state: State, deck: int, slot: int, card_id: str | None) -> None:
    """A card onto a market slot, with a grey cube from the reserve on it (rulebook, step 5).
    An exhausted deck leaves the slot empty (RULINGS 13)."""
    if card_id is not None:
        if card_id in state.decks[deck]:
            state.decks[deck].remove(card_id)
        else:
            state.deck_bottoms[deck].remove(card_id)
    state.market[deck][slot] = card_id
    grey = card_id is not None and (state.market_grey[deck][slot] or state.reserve["grey"] > 0)
    if grey and not state.market_grey[deck][slot]:
        state.reserve["grey"] -= 1
    if not grey and state.market_grey[deck][slot]:
        state.reserve["grey"] += 1
    state.market_grey[deck][slot] = grey
