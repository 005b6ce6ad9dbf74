"""The new-game configuration of Hyborian Gates Empires, validated at the edge
(ARCHITECTURE.md, "Config schema").

Unknown keys are errors, so a typo in a config or a tampered link never passes silently.
"""

from __future__ import annotations

import os
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from ...core.rng import Rng
from ...core.game_config import GameConfig
from ...core.seat import Seat
from .content import content

#: Mixed into the seed to draw the universe number.
MAP_DRAW_SALT = 0x3A9_5EED
LengthId = Literal["short", "standard", "long"]
MIN_PLAYERS, MAX_PLAYERS = 2, 6


class SeatConfig(Seat):
    """One seat: a name shown as text only (default: the seat's colour name) and ``bot``
    (``None`` for a person)."""


#: Universe numbers: each names one valid universe and the turn order (``universe.py``).
MAPS = 2**31


class GatesConfig(GameConfig):
    """A whole game's settings. ``players`` may be given as a count of seats; ``length`` is
    the designed round limit (the game always ends); ``map`` the number of the universe (and
    turn order) — drawn from the seed when absent, and kept in the config so a save link,
    which never holds the seed, rebuilds the same universe (the map is public at once)."""

    ruleset: Literal["hyborian_gates"] = "hyborian_gates"
    players: tuple[SeatConfig, ...]
    length: LengthId = "standard"
    map: int | None = Field(None, ge=0, lt=MAPS)

    @field_validator("players", mode="before")
    @classmethod
    def _count_to_seats(cls, v: object) -> object:
        if isinstance(v, bool):
            raise ValueError("players must be a number from 2 to 6 or a list of seats")
        if isinstance(v, int):
            if not MIN_PLAYERS <= v <= MAX_PLAYERS:
                raise ValueError(f"Hyborian Gates Empires is for 2 to 6 players, not {v}")
            return [{} for _ in range(v)]
        return v

    @model_validator(mode="after")
    def _seats(self) -> "GatesConfig":
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"Hyborian Gates Empires is for 2 to 6 players, not {len(self.players)}")
        looks = content().seats
        seats = tuple(p if p.name else p.model_copy(update={"name": looks[i].name})
                      for i, p in enumerate(self.players))
        object.__setattr__(self, "players", seats)
        return self

    def with_seed(self) -> "GatesConfig":
        """This config with a seed (the given one, or a fresh one from the OS) and a universe
        number (the given one, or one drawn with the seed)."""
        seed = self.seed
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "big") >> 1
        number = self.map if self.map is not None else Rng(seed ^ MAP_DRAW_SALT).below(MAPS)
        return self.model_copy(update={"seed": seed, "map": number})

    @property
    def rounds(self) -> int:
        """The round limit of the chosen length."""
        return content().length[self.length].rounds


def parse_config(raw: dict[str, Any]) -> GatesConfig:
    """A validated, frozen config with its seed set (pydantic ``ValidationError`` otherwise)."""
    return GatesConfig.model_validate(raw).with_seed()


def config_schema() -> dict[str, Any]:
    """The new-game form as data: the player range and the game length."""
    c = content()
    return {
        "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "default": 3},
        "seat_options": [],
        "options": [
            {"key": "length", "label": "Length", "kind": "choice", "default": "standard",
             "choices": [{"value": n.id, "label": n.name,
                          "help": (f"At most {n.rounds} rounds; then the player with most "
                                   "Pyramids wins (ties: Cities, then units on the map, then "
                                   "turn order).")} for n in c.lengths]},
        ],
    }
