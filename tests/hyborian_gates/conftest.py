"""Scenario helpers for Hyborian Gates Empires: set a position up directly on the state, act
through the ``Game`` facade, check."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.games.hyborian_gates.board import add_units, destroy
from hexrealms.games.hyborian_gates.content import content
from hexrealms.games.hyborian_gates.state import Stack, State
from hexrealms.games.hyborian_gates.turn import advance
from hexrealms.games.hyborian_gates.universe import Universe, build_universe

C = content()
SIZE = C.board_size
DIMS = C.dimension_ids


def new_game(players: Any = 3, seed: int = 1, auto: bool = True, **config: Any) -> Game:
    return Game.new({"ruleset": "hyborian_gates", "players": players, "seed": seed, **config},
                    auto_chance=auto)


def ids(g: Game) -> list[str]:
    return [a.to_str() for a in g.legal()]


def settle(g: Game) -> None:
    """Applies the first chance outcome while chance is due (for ``auto=False`` games)."""
    while g.current_player == "chance":
        g.apply_chance(g.chance_outcomes()[0][0])


def to_move_phase(g: Game) -> None:
    """Plays setup (first choices, first outcomes) until the first Move Phase decision."""
    s = g.state
    while not (s.step == "move" and not s.pending and not s.chance and s.battle is None):
        if g.current_player == "chance":
            g.apply_chance(g.chance_outcomes()[0][0])
        else:
            g.act(ids(g)[0])


def blank(players: int = 2, seed: int = 1, universe: Universe | None = None) -> Game:
    """A game in seat 0's Move Phase of round 1 with nothing on the table: every unit back in
    its pile, every card in the deck, turn order 0, 1, 2 …; chance is applied by the test."""
    g = new_game(players, seed, auto=False)
    to_move_phase(g)
    s = g.state
    for st in list(s.stacks.values()):
        destroy(s, st)
    for p in s.players:
        for c in p.hand:
            s.deck[c] += 1
        p.hand = []
    for c, n in s.discard.items():
        s.deck[c] += n
    s.discard = {}
    s.log.clear()
    s.peeks = []
    s.order = list(range(players))
    s.active, s.step, s.round = 0, "move", 1
    if universe is not None:
        s.universe = universe
    return g


def open_universe(terrain: dict[str, str] | None = None,
                  gates: dict[str, Iterable[str]] | None = None) -> Universe:
    """Six all-Clear boards (Pyramids in the centre) with the given squares changed:
    ``terrain`` maps space ids to a terrain, ``gates`` maps Gate space ids to the dimensions
    their connection rolls gave."""
    prefixes = {d.prefix: b for b, d in enumerate(C.dimensions)}
    boards = [["clear"] * (SIZE * SIZE) for _ in DIMS]
    centre = (SIZE // 2) * SIZE + SIZE // 2
    for b in boards:
        b[centre] = "pyramid"

    def where(space_id: str) -> tuple[int, int]:
        prefix, cell = space_id.split(".")
        col, row = int(cell[1:cell.index("r")]), int(cell[cell.index("r") + 1:])
        return prefixes[prefix], row * SIZE + col

    for sid, t in (terrain or {}).items():
        b, i = where(sid)
        boards[b][i] = t
    connects = {}
    for sid, dims in (gates or {}).items():
        b, i = where(sid)
        boards[b][i] = "gate"
        connects[(b, i)] = frozenset(DIMS.index(d) for d in dims)
    return build_universe(boards, connects, Rng(0))


def at(state: State, space_id: str) -> int:
    return state.universe.by_id[space_id]


def put(state: State, seat: int, space_id: str, *kinds: str) -> Stack:
    """Units from their piles into ``seat``'s stack on a space."""
    for k in kinds:
        assert state.piles[k] > 0
        state.piles[k] -= 1
    return add_units(state, seat, at(state, space_id), list(kinds))


def give(state: State, seat: int, *cards: str) -> None:
    """Cards from the deck into a hand."""
    from hexrealms.games.hyborian_gates.board import give_card
    for c in cards:
        assert state.deck[c] > 0
        state.deck[c] -= 1
        give_card(state.players[seat], c)


def stack_at(state: State, space_id: str, seat: int | None = None) -> Stack | None:
    i = at(state, space_id)
    return next((s for s in state.stacks.values()
                 if s.space == i and (seat is None or s.seat == seat)), None)


def run(state: State) -> None:
    advance(state)

