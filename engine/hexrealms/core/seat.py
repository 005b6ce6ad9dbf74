"""The seat every game's config shares (ARCHITECTURE.md, "The Ruleset protocol"): a player's
name, shown as text only, and the bot level that plays it (``None`` for a person)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

BotName = Literal["random", "greedy", "novice", "adept", "master"]


class Seat(BaseModel):
    """One seat; a game's seat model adds its own per-seat options to this one."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field("", max_length=40)
    bot: BotName | None = None

    @field_validator("name")
    @classmethod
    def _printable(cls, v: str) -> str:
        v = v.strip()
        if any(not ch.isprintable() for ch in v):
            raise ValueError("a player name may hold printable characters only")
        return v
