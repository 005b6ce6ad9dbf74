"""The new-game configuration of Multiverse War, validated at the edge (ARCHITECTURE.md,
"Config schema"). Unknown keys are errors."""

from __future__ import annotations

import os
from typing import Any, Literal

from pydantic import field_validator, model_validator

from ...core.game_config import GameConfig
from ...core.seat import Seat
from .content import content

MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: The last round of a game played without a turn limit (*designed*): so that every game ends,
#: a game nobody has won by then is scored as a turn-limit game [Turn Limit Game].
ROUND_CAP = 40
TurnLimit = Literal["none", "short", "full"]


class MultiverseConfig(GameConfig):
    """A whole game's settings. ``players``: 2–4 seats, or their count, clockwise from the
    first home [Game Setup]; ``scenario``: ``starter`` [Recruit Game Ruleset & Starter Game
    Scenario] or ``advanced`` [Advanced Game]; ``turn_limit``: ``short`` (12 rounds) or ``full`` (20), scored by victory points
    [Turn Limit Game], or ``none`` (the goals decide; round 40 ends the game anyway);
    ``shards``: the aether shards variant [Playing with Aether Shards] (advanced only);
    ``teams``: two teams of two [Added Rules for Team Games] (4 players only);
    ``diplomacy``: treaties and gold between players [Added Rules for FFA Games, 2] (not with
    teams)."""

    ruleset: Literal["multiverse_war"] = "multiverse_war"
    players: tuple[Seat, ...]
    scenario: Literal["starter", "advanced"] = "starter"
    turn_limit: TurnLimit = "none"
    shards: bool = False
    teams: bool = False
    diplomacy: bool = False

    @field_validator("players", mode="before")
    @classmethod
    def _count_to_seats(cls, v: object) -> object:
        if isinstance(v, bool):
            raise ValueError("players must be a number from 2 to 4 or a list of seats")
        if isinstance(v, int):
            if not MIN_PLAYERS <= v <= MAX_PLAYERS:
                raise ValueError(f"Multiverse War is for 2 to 4 players, not {v}")
            return [{} for _ in range(v)]
        return v

    @model_validator(mode="after")
    def _seats(self) -> "MultiverseConfig":
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"Multiverse War is for 2 to 4 players, not {len(self.players)}")
        if self.teams and len(self.players) != 4:
            raise ValueError("a team game is for 4 players (two teams of two), not "
                             f"{len(self.players)}")
        if self.diplomacy and self.teams:
            raise ValueError("diplomacy is for a free-for-all game, not a team game")
        if self.shards and not content().scenario[self.scenario].mines:
            raise ValueError("the aether shards variant needs the advanced scenario: shards are "
                             "mined at the aether stone mines, which the starter has none of")
        looks = content().seats
        seats = tuple(p if p.name else p.model_copy(update={"name": looks[i].name})
                      for i, p in enumerate(self.players))
        object.__setattr__(self, "players", seats)
        return self

    @property
    def last_round(self) -> int:
        """The round after which the game is scored by victory points."""
        limits = content().variants.turn_limit
        return {"none": ROUND_CAP, "short": limits.short, "full": limits.full}[self.turn_limit]

    def with_seed(self) -> "MultiverseConfig":
        seed = self.seed
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "big") >> 1
        return self.model_copy(update={"seed": seed})


def parse_config(raw: dict[str, Any]) -> MultiverseConfig:
    """A validated, frozen config with its seed set (pydantic ``ValidationError`` otherwise)."""
    return MultiverseConfig.model_validate(raw).with_seed()


def config_schema() -> dict[str, Any]:
    """The new-game form as data: 2–4 players, the scenario, the turn limit, the aether
    shards variant, the team game and diplomacy."""
    c = content()
    limits = c.variants.turn_limit
    return {
        "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS, "default": 2},
        "seat_options": [],
        "options": [
            {"key": "scenario", "label": "Scenario", "kind": "choice", "default": "starter",
             "choices": [{"value": "starter", "label": "Starter",
                          "help": c.scenario["starter"].text},
                         {"value": "advanced", "label": "Advanced",
                          "help": c.scenario["advanced"].text}]},
            {"key": "turn_limit", "label": "Turn limit", "kind": "choice", "default": "none",
             "lengths": ["short", "full", "none"],
             "choices": [
                 {"value": "none", "label": "No limit",
                  "help": ("The goals decide. A game nobody has won after round "
                           f"{ROUND_CAP} is scored by victory points.")},
                 {"value": "short", "label": f"Short ({limits.short} rounds)",
                  "help": f"After round {limits.short} the most victory points win. "
                          + limits.text},
                 {"value": "full", "label": f"Full ({limits.full} rounds)",
                  "help": f"After round {limits.full} the most victory points win. "
                          + limits.text}]},
            {"key": "shards", "label": "Aether shards", "kind": "flag", "default": False,
             "help": c.variants.shards.text,
             "requires": {"key": "scenario", "value": "advanced",
                          "text": "Needs the Advanced scenario (its aether stone mines)."}},
            {"key": "teams", "label": "Teams", "kind": "flag", "default": False,
             "help": "Seats 1 and 3 play against seats 2 and 4. " + c.variants.teams.text,
             "requires": {"key": "players", "value": 4,
                          "text": "Needs 4 players (two teams of two)."}},
            {"key": "diplomacy", "label": "Diplomacy", "kind": "flag", "default": False,
             "help": ("Treaties of peace that last 3 rounds (then no new one between the same "
                      "two for 3 rounds), and gold given to any player in the Build phase, for "
                      "trades and loans you agree at the table."),
             "requires": {"key": "teams", "value": False,
                          "text": "For a free-for-all game (not with Teams)."}},
        ],
    }
