"""Shared scenario helpers for engine tests."""

from __future__ import annotations

from typing import Any

from hexrealms import Game


def new_game(players: int = 3, seed: int = 1, **config: Any) -> Game:
    return Game.new({"ruleset": "hyperborea", "players": players, "seed": seed, **config})


def finish_setup(game: Game) -> None:
    """Makes every setup decision with the first legal action."""
    while game.legal_actions():
        game.act(game.legal_actions()[0]["id"])
