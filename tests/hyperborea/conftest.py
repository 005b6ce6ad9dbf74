"""Scenario helpers for Hyperborea: set a position up directly on the state, act through the
``Game`` facade, check."""

from __future__ import annotations

from typing import Any

from hexrealms import Game
from hexrealms.games.hyperborea.content import Bundle, Effect, rules_content
from hexrealms.games.hyperborea.state import PlayerState, PoolEntry, State


def new_game(players: Any = 3, seed: int = 1, **config: Any) -> Game:
    return Game.new({"ruleset": "hyperborea", "players": players, "seed": seed, **config})


def finish_setup(game: Game) -> None:
    """Makes every setup decision with the first legal action."""
    while game.state.setup_queue:
        game.act(game.legal_actions()[0]["id"])


def started(players: int = 2, seed: int = 1, **config: Any) -> Game:
    """A game whose setup is done: the first player is in the main part of the first turn."""
    g = new_game(players, seed, **config)
    finish_setup(g)
    assert g.state.step == "main" and not g.state.decisions
    return g


def me(g: Game) -> PlayerState:
    """The active player."""
    s = g.state
    assert s.current is not None
    return s.players[s.current]


def ids(g: Game) -> list[str]:
    return [a["id"] for a in g.legal_actions()]


def give(g: Game, kind: str, amount: int = 1, **kw: Any) -> None:
    """Puts an effect straight into the active player's pool."""
    from hexrealms.games.hyperborea.effects import add_to_pool
    g.state.activations += 1
    add_to_pool(g.state, PoolEntry(kind, amount, g.state.activations, **kw))


def clear_map(state: State) -> None:
    """Takes every miniature off the map and every Ghost back to the box."""
    for p in state.players:
        for m in p.miniatures:
            m.hex, m.site, m.grave, m.stopped = None, None, None, False
    for h in state.hexes:
        state.ghost_box += sum(1 for o in h.city_occupants + h.ruin_occupants if o == -1)
        h.city_occupants = [None] * len(h.city_occupants)
        h.ruin_occupants = [None] * len(h.ruin_occupants)
        h.fortresses = []


def place(state: State, seat: int, hex_index: int, n: int = 1) -> list[str]:
    """Puts ``n`` reserve miniatures of ``seat`` into a hexagon, outside; returns their ids."""
    out = []
    for m in state.players[seat].miniatures:
        if len(out) == n:
            break
        if m.hex is None and m.grave is None:
            m.hex = hex_index
            out.append(m.id)
    assert len(out) == n
    return out


def reveal_all(g: Game) -> None:
    """Turns every face-down hexagon face-up (the tiles drawn by the game's own chance)."""
    from hexrealms.games.hyperborea.mapmaking import reveal, tiles_left
    for h in g.state.hexes:
        if not h.face_up:
            reveal(g.state, h, tiles_left(g.state, h.region)[0])


def card_where(pred: Any) -> str:
    """The id of the first Advanced Technology card matching ``pred``."""
    return next(c.id for c in rules_content().advanced_technologies if pred(c))


def bundle(*effects: Effect, **kw: Any) -> Bundle:
    return Bundle(effects=effects, **kw)


def fx(kind: str, amount: int = 1, **kw: Any) -> Effect:
    return Effect(kind=kind, amount=amount, **kw)  # type: ignore[arg-type]
