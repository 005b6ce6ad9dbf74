"""Hyperborea's content, declared as data and validated at load (DESIGN.md principle 3).

The data files live in ``data/`` beside this module; this module only describes their shape and
loads them once. Rules never hard-code a tile, city or card: they look it up here by id.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Terrain = Literal["plain", "desert", "forest", "swamp", "mountain"]
Region = Literal["centre", "borderland", "homeland"]
Metal = Literal["bronze", "silver", "gold"]
CubeColour = Literal["red", "green", "purple", "blue", "orange", "yellow"]

#: The effect vocabulary of the rulebook ("ruins, technologies and cities effects").
EffectKind = Literal[
    "movement", "fly", "attack", "ranged_attack", "fortress", "miniature", "cloning",
    "develop", "gem", "cube_draw", "cube_gen", "cube_restore", "espionage",
    "negative_develop", "advanced_technology",
]

#: Which token back each region's ruin spaces take (rulebook, "Ruin tokens").
RUIN_METAL: dict[Region, Metal] = {"homeland": "bronze", "borderland": "silver", "centre": "gold"}
#: Tokens placed on one ruin space when it is revealed (rulebook: 2, but 3 gold in the Centre).
TOKENS_PER_RUIN: dict[Metal, int] = {"bronze": 2, "silver": 2, "gold": 3}
#: Ghost miniatures in the box (rulebook, "contents").
GHOSTS = 18
#: Most Borderland tiles on the map at once (5 players: 6 around the Centre and 2 extra).
MAX_BORDERLANDS = 8
#: Most Homelands on the map at once.
MAX_HOMELANDS = 6


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Effect(Frozen):
    """One effect icon: ``amount`` times ``kind``.

    ``colour`` is the cube colour of a cube generation (``None``: the player chooses) or the
    single Development row a develop must use; ``split`` says a develop may be spread over
    several rows ("2x develop") rather than going on one row.
    """

    kind: EffectKind
    amount: int = Field(1, ge=1, le=6)
    colour: CubeColour | None = None
    split: bool = True


class City(Frozen):
    """A city printed on a hexagon: a miniature entering it gains ``effects`` (rulebook, "Activating cities")."""

    name: str
    effects: tuple[Effect, ...] = Field(min_length=1)
    capital: bool = False


class HexagonFace(Frozen):
    """What is printed on one hexagon: its terrain, its cities and its ruin spaces."""

    terrain: Terrain
    cities: tuple[City, ...] = ()
    ruins: int = Field(0, ge=0, le=4, description="number of ruin spaces")

    @property
    def ghost_sites(self) -> int:
        """Cities plus ruin stacks: where a Ghost stands when the hexagon is revealed."""
        return len(self.cities) + self.ruins


class Tile(Frozen):
    """A single-hexagon map tile: one of the 6 Central or 30 Borderland tiles."""

    id: str
    region: Literal["centre", "borderland"]
    face: HexagonFace

    @model_validator(mode="after")
    def _no_terrain_without_meaning(self) -> "Tile":
        if self.face.terrain == "plain":
            raise ValueError(f"tile {self.id}: plain terrain is only printed on Homelands")
        return self


class Homeland(Frozen):
    """A Homeland tile side: three hexagons, the first holding the Capital City."""

    id: str
    hexagons: tuple[HexagonFace, HexagonFace, HexagonFace]

    @model_validator(mode="after")
    def _capital_first(self) -> "Homeland":
        capitals = [i for i, h in enumerate(self.hexagons) for c in h.cities if c.capital]
        if capitals != [0]:
            raise ValueError(f"homeland {self.id}: exactly one Capital City, on the first hexagon")
        return self


class Race(Frozen):
    """One of the six realms: its name and how the table shows it (colour plus a letter and a
    shape, so colour is never the only cue)."""

    id: str
    name: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    letter: str = Field(min_length=1, max_length=1)
    shape: Literal["triangle", "circle", "square", "diamond", "hexagon", "star"]


class MapContent(Frozen):
    """Everything in ``data/map.json``."""

    central_tiles: tuple[Tile, ...]
    borderland_tiles: tuple[Tile, ...]
    neutral_homeland: Homeland
    races: tuple[Race, ...]
    ruin_tokens: dict[Metal, int]

    @model_validator(mode="after")
    def _counts(self) -> "MapContent":
        if len(self.central_tiles) != 6 or len(self.borderland_tiles) != 30:
            raise ValueError("Hyperborea has 6 Central and 30 Borderland tiles")
        if any(t.region != "centre" for t in self.central_tiles):
            raise ValueError("a central tile is not marked region=centre")
        if any(t.region != "borderland" for t in self.borderland_tiles):
            raise ValueError("a borderland tile is not marked region=borderland")
        ids = [t.id for t in self.central_tiles + self.borderland_tiles]
        if len(set(ids)) != len(ids):
            raise ValueError("tile ids must be unique")
        if len(self.races) != 6 or len({r.id for r in self.races}) != 6:
            raise ValueError("Hyperborea has six races")
        if self.ruin_tokens != {"bronze": 20, "silver": 40, "gold": 12}:
            raise ValueError("the box holds 20 bronze, 40 silver and 12 gold ruin tokens")
        self._supplies_suffice()
        return self

    def _supplies_suffice(self) -> None:
        """Whatever tiles are drawn, the box holds enough Ghosts and ruin tokens to fill them."""
        def worst(values: list[int], k: int) -> int:
            return sum(sorted(values, reverse=True)[:k])

        border = [t.face for t in self.borderland_tiles]
        centre = [t.face for t in self.central_tiles]
        ghosts = worst([f.ghost_sites for f in border], MAX_BORDERLANDS) + max(
            f.ghost_sites for f in centre)
        if ghosts > GHOSTS:
            raise ValueError(f"a map could need {ghosts} Ghosts; the box holds {GHOSTS}")
        need = {
            "silver": worst([f.ruins for f in border], MAX_BORDERLANDS) * TOKENS_PER_RUIN["silver"],
            "gold": max(f.ruins for f in centre) * TOKENS_PER_RUIN["gold"],
            "bronze": MAX_HOMELANDS * sum(h.ruins for h in self.neutral_homeland.hexagons)
            * TOKENS_PER_RUIN["bronze"],
        }
        for metal, n in need.items():
            if n > self.ruin_tokens[metal]:  # type: ignore[index]
                raise ValueError(f"a map could need {n} {metal} ruin tokens; the box holds "
                                 f"{self.ruin_tokens[metal]}")  # type: ignore[index]

    def tile(self, tile_id: str) -> Tile:
        for t in self.central_tiles + self.borderland_tiles:
            if t.id == tile_id:
                return t
        raise KeyError(tile_id)

    def race(self, race_id: str) -> Race:
        for r in self.races:
            if r.id == race_id:
                return r
        raise KeyError(race_id)


def _read(name: str) -> object:
    text = resources.files(__package__).joinpath("data").joinpath(name).read_text(encoding="utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def map_content() -> MapContent:
    """The validated map content (tiles, Homeland, races), loaded once."""
    return MapContent.model_validate(_read("map.json"))
