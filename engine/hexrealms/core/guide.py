"""A game's first-game guide (ARCHITECTURE.md, "Rules text"): a few short pages a newcomer
reads at the table — the goal, a turn, the game's few big ideas, how it ends. Each game keeps
its guide as content data (``games/<id>/data/guide.json``), validated here; the page shows it
in its "How to play" panel, each page lighting up the part of the table it talks about.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

#: The parts of any table a guide page may point at (the page maps them onto its layout):
#: the board(s), the players' boards and panels, the decision at hand, the log, the saving
#: and sharing tools.
Region = Literal["table", "panels", "decision", "log", "share"]


class GuidePage(BaseModel):
    """One page: a title, a few sentences, optionally an icon of the game's look
    (``look.icons``) and the region of the table it is about."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    title: str = Field(min_length=1, max_length=40)
    text: str = Field(min_length=1, max_length=480)
    icon: str | None = None
    region: Region | None = None


class Guide(BaseModel):
    """The whole guide: three to eight pages, read in order."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    pages: tuple[GuidePage, ...] = Field(min_length=3, max_length=8)


def load_guide(package: str) -> list[dict[str, Any]]:
    """The validated guide of the game package ``package`` as JSON-ready pages."""
    text = resources.files(package).joinpath("data", "guide.json").read_text(encoding="utf-8")
    guide = Guide.model_validate(json.loads(text))
    return [page.model_dump() for page in guide.pages]
