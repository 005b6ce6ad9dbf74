"""The new-game configuration of Renown & Dragon Towers, validated at the edge
(ARCHITECTURE.md, "Config schema"). Unknown keys are errors."""

from __future__ import annotations

import os
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from ...core.game_config import GameConfig
from ...core.rng import Rng
from ...core.seat import Seat
from .content import content

MIN_PLAYERS, MAX_PLAYERS = 1, 4
#: Mixed into the seed to draw the random map's number.
MAP_DRAW_SALT = 0x7E_50_3A
MAPS = 2**31


class RenownConfig(GameConfig):
    """A whole game's settings. ``players``: 1 (solo) to 4 seats, or their count. ``layout``:
    ``random`` (a seeded map, R-R1) or ``build`` (the players lay the tiles one at a time).
    ``map``: the random map's number, drawn from the seed when absent and kept in the config so
    a save link (which never holds the seed) rebuilds the same map."""

    ruleset: Literal["renown"] = "renown"
    players: tuple[Seat, ...]
    layout: Literal["random", "build"] = "random"
    map: int | None = Field(None, ge=0, lt=MAPS)

    @field_validator("players", mode="before")
    @classmethod
    def _count_to_seats(cls, v: object) -> object:
        if isinstance(v, bool):
            raise ValueError("players must be a number from 1 to 4 or a list of seats")
        if isinstance(v, int):
            if not MIN_PLAYERS <= v <= MAX_PLAYERS:
                raise ValueError(f"Renown & Dragon Towers is for 1 to 4 players, not {v}")
            return [{} for _ in range(v)]
        return v

    @model_validator(mode="after")
    def _seats(self) -> "RenownConfig":
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"Renown & Dragon Towers is for 1 to 4 players, not {len(self.players)}")
        looks = content().seats
        seats = tuple(p if p.name else p.model_copy(update={"name": looks[i].name})
                      for i, p in enumerate(self.players))
        object.__setattr__(self, "players", seats)
        return self

    def with_seed(self) -> "RenownConfig":
        """This config with a seed (given, or fresh from the OS) and, for a random layout, a
        map number (given, or drawn with the seed)."""
        seed = self.seed
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "big") >> 1
        number = self.map
        if number is None and self.layout == "random":
            number = Rng(seed ^ MAP_DRAW_SALT).below(MAPS)
        return self.model_copy(update={"seed": seed, "map": number})


def parse_config(raw: dict[str, Any]) -> RenownConfig:
    """A validated, frozen config with its seed set (pydantic ``ValidationError`` otherwise)."""
    return RenownConfig.model_validate(raw).with_seed()


def config_schema() -> dict[str, Any]:
    """The new-game form as data: 1–4 players and how the map is made."""
    return {
        "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "default": 2},
        "seat_options": [],
        "options": [
            {"key": "layout", "label": "Map", "kind": "choice", "default": "random",
             "choices": [
                 {"value": "random", "label": "Random map",
                  "help": ("Each player's 26 tiles are laid out for you as one connected "
                           "section of a continuous map.")},
                 {"value": "build", "label": "Build it yourselves",
                  "help": ("Players take turns placing their own tiles one at a time, each "
                           "touching the map; a land tile must touch land.")}]},
        ],
    }
