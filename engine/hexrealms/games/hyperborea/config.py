"""The new-game configuration of Hyperborea, validated at the edge (ARCHITECTURE.md, "Config schema").

Unknown keys are errors, so a typo in a config or a tampered link never passes silently.
"""

from __future__ import annotations

import os
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from ...core.rng import Rng
from ...core.game_config import GameConfig
from ...core.seat import Seat
from .content import map_content


class PlayerConfig(Seat):
    """One seat: a name shown as text only, a race (``None``: the first race nobody took;
    ``"random"``: drawn from the races nobody took, with the game's seed), and ``bot``
    (``None`` for a human)."""

    race: str | None = None


class Variants(BaseModel):
    """Optional rules: the whole map face-up from the start (rulebook, "Optional rule"), and the
    reference manual's Prime Objective."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    open_map: bool = False
    prime_objective: bool = False


class HyperboreaConfig(GameConfig):
    """A whole game's settings. ``players`` may be given as a count of human players."""

    ruleset: Literal["hyperborea"] = "hyperborea"
    players: tuple[PlayerConfig, ...]
    length: Literal["short", "regular", "long"] = "short"
    mode: Literal["invasion", "race_war"] = "invasion"
    variants: Variants = Variants()

    @field_validator("players", mode="before")
    @classmethod
    def _count_to_seats(cls, v: object) -> object:
        if isinstance(v, bool):
            raise ValueError("players must be a number from 2 to 6 or a list of seats")
        if isinstance(v, int):
            if not 2 <= v <= 6:
                raise ValueError(f"Hyperborea is for 2 to 6 players, not {v}")
            return [{} for _ in range(v)]
        return v

    @model_validator(mode="after")
    def _seats(self) -> "HyperboreaConfig":
        if not 2 <= len(self.players) <= 6:
            raise ValueError(f"Hyperborea is for 2 to 6 players, not {len(self.players)}")
        known = [r.id for r in map_content().races]
        chosen = [p.race for p in self.players if p.race not in (None, "random")]
        for race in chosen:
            if race not in known:
                raise ValueError(f"unknown race {race!r}; choose from {', '.join(known)}")
        if len(set(chosen)) != len(chosen):
            raise ValueError("two players chose the same race")
        free = iter(r for r in known if r not in chosen)
        seats = []
        for p in self.players:
            if p.race == "random":
                seats.append(p)
                continue
            race = p.race if p.race is not None else next(free)
            name = p.name or map_content().race(race).name
            seats.append(p.model_copy(update={"race": race, "name": name}))
        object.__setattr__(self, "players", tuple(seats))
        return self

    def with_seed(self) -> "HyperboreaConfig":
        """This config with a seed (the given one, or a fresh one from the OS) and every
        ``"random"`` race drawn with it, so the config a link stores names every race."""
        seed = self.seed
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "big") >> 1
        taken = [p.race for p in self.players if p.race != "random"]
        free = [r.id for r in map_content().races if r.id not in taken]
        rng = Rng(seed ^ 0x5EA75)
        seats = []
        for p in self.players:
            if p.race == "random":
                race = free.pop(rng.below(len(free)))
                p = p.model_copy(update={"race": race, "name": p.name or map_content().race(race).name})
            seats.append(p)
        return self.model_copy(update={"seed": seed, "players": tuple(seats)})


def config_schema() -> dict[str, Any]:
    """The new-game form as data (ARCHITECTURE.md, "Config schema"): a race per seat, the
    mode, the length and the two optional rules."""
    races = [{"value": None, "label": "Default"}, {"value": "random", "label": "Random"}]
    races += [{"value": r.id, "label": r.name} for r in map_content().races]
    return {
        "players": {"min": 2, "max": 6, "default": 3},
        "seat_options": [{"key": "race", "label": "Race", "choices": races}],
        "options": [
            {"key": "mode", "label": "Mode", "kind": "choice", "default": "invasion", "choices": [
                {"value": "invasion", "label": "Invasion",
                 "help": "Every race plays its Invasion side."},
                {"value": "race_war", "label": "Race War",
                 "help": "Each player chooses a Race tile at the start."}]},
            {"key": "length", "label": "Length", "kind": "choice", "default": "short", "choices": [
                {"value": "short", "label": "Short", "help": "The end comes once 1 end condition is met (the others then play one last turn)."},
                {"value": "regular", "label": "Regular", "help": "The end comes once 2 end conditions are met (the others then play one last turn)."},
                {"value": "long", "label": "Long", "help": "The end comes once all 3 end conditions are met (the others then play one last turn)."}]},
            {"key": "variants.open_map", "label": "Open map", "kind": "flag", "default": False,
             "help": "Every tile face-up from the start."},
            {"key": "variants.prime_objective", "label": "Prime Objective", "kind": "flag",
             "default": False,
             "help": "Holding the Central Hexagon alone at the start of your turn ends the game."},
        ],
    }
