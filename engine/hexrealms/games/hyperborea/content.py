"""Hyperborea's content, declared as data and validated at load (ARCHITECTURE.md principle 3).

The data files live in ``data/`` beside this module; this module only describes their shape and
loads them once. Rules never hard-code a tile, city or card: they look it up here by id.
"""

from __future__ import annotations

import json
from functools import cached_property, lru_cache
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
    "negative_develop", "advanced_technology", "remove_cube", "remove_miniature", "remove_gem",
]
#: Kinds that may stand in a cost (paid by the owner) or hit adjacent opponents.
HARM_KINDS: frozenset[str] = frozenset(
    {"negative_develop", "remove_cube", "remove_miniature", "remove_gem"})
SpaceColour = Literal["red", "green", "purple", "blue", "orange", "yellow", "multi", "grey"]

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

    ``colour`` is the cube colour of a cube generation (``None``: the player chooses).
    ``rows`` is how a develop of ``amount`` > 1 is spread (rulebook, "Develop"): ``"any"``
    ("2x develop": any rows, same or different), ``"same"`` (all on one row, the overflow lost)
    or ``"different"`` (each on a different row).
    """

    kind: EffectKind
    amount: int = Field(1, ge=1, le=6)
    colour: CubeColour | None = None
    rows: Literal["any", "same", "different"] = "any"

    @model_validator(mode="after")
    def _fields_fit_kind(self) -> "Effect":
        if self.colour is not None and self.kind != "cube_gen":
            raise ValueError(f"only cube_gen takes a colour, not {self.kind}")
        if self.rows != "any" and self.kind != "develop":
            raise ValueError(f"only develop takes rows, not {self.kind}")
        return self


class Bundle(Frozen):
    """What one activation (technology set, card, city, ruin token) generates.

    ``cost``: remove effects the owner must pay in full first, or nothing else happens
    (RULINGS 18, "Corruption"). ``effects``: go into the owner's effect pool. ``options``: the
    owner picks exactly one of these lists (e.g. "Attack OR 2 Fortresses"). ``adjacent``: every
    opponent with a miniature in or next to a hexagon holding one of the owner's miniatures
    suffers these (rulebook, "all adjacent opponents"). ``per_victim``: the owner gains these once
    for each adjacent opponent who actually suffered the ``adjacent`` effects.
    """

    cost: tuple[Effect, ...] = ()
    effects: tuple[Effect, ...] = ()
    options: tuple[tuple[Effect, ...], ...] = ()
    adjacent: tuple[Effect, ...] = ()
    per_victim: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _well_formed(self) -> "Bundle":
        for e in self.cost + self.adjacent:
            if e.kind not in HARM_KINDS:
                raise ValueError(f"{e.kind} cannot be a cost or hit adjacent opponents")
        for e in self.effects + self.per_victim + tuple(x for o in self.options for x in o):
            if e.kind in HARM_KINDS:
                raise ValueError(f"{e.kind} must be a cost or an adjacent effect")
        if len(self.options) == 1:
            raise ValueError("options needs at least two alternatives")
        if self.per_victim and not self.adjacent:
            raise ValueError("per_victim needs adjacent effects")
        if not (self.effects or self.options or self.adjacent):
            raise ValueError("a bundle must generate something")
        return self


class City(Frozen):
    """A city printed on a hexagon: a miniature entering it gains ``effects`` (rulebook, "Activating cities")."""

    name: str
    effects: tuple[Effect, ...] = Field(min_length=1)
    capital: bool = False

    @model_validator(mode="after")
    def _plain_effects(self) -> "City":
        if any(e.kind in HARM_KINDS for e in self.effects):
            raise ValueError(f"city {self.name}: a city only gives, never removes")
        return self


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


class HomelandSide(Frozen):
    """A side of a Homeland tile: three hexagons, the first holding the Capital City."""

    hexagons: tuple[HexagonFace, HexagonFace, HexagonFace]

    @model_validator(mode="after")
    def _capital_first(self) -> "HomelandSide":
        capitals = [i for i, h in enumerate(self.hexagons) for c in h.cities if c.capital]
        if capitals != [0]:
            raise ValueError(f"{self.label}: exactly one Capital City, on the first hexagon")
        return self

    @property
    def label(self) -> str:
        return "homeland side"


class Homeland(HomelandSide):
    """The neutral side, the same on every Homeland (Invasion games)."""

    id: str

    @property
    def label(self) -> str:
        return f"homeland {self.id}"


class Race(Frozen):
    """One of the six realms: its name and how the table shows it (colour plus a letter and a
    shape, so colour is never the only cue). The letter is the name's initial; two races
    sharing one (the Coral Throne and the Celestial Reign) differ by shape."""

    id: str
    name: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    letter: str = Field(min_length=1, max_length=1)
    shape: Literal["triangle", "circle", "square", "diamond", "hexagon", "star"]

    @model_validator(mode="after")
    def _initial(self) -> "Race":
        if self.letter != self.name[0]:
            raise ValueError(f"{self.name}'s letter is its initial, not {self.letter!r}")
        return self


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
        if len({(r.letter, r.shape) for r in self.races}) != 6:
            raise ValueError("two races look alike: each needs its own letter and shape")
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


class TechnologySet(Frozen):
    """One set of activation spaces and what completing it generates."""

    spaces: tuple[SpaceColour, ...] = Field(min_length=1, max_length=4)
    bundle: Bundle


class BaseTechnology(Frozen):
    """A Base Technology of the player board: two mutually exclusive sets (rulebook,
    "Activating base or advanced technologies")."""

    id: str
    name: str
    sets: tuple[TechnologySet, TechnologySet]


class Modifier(Frozen):
    """A continuous card's rewrite of generated effects (rulebook, the "instead" and "bonus"
    symbols): ``instead`` turns each generated ``trigger`` into ``produce``; ``bonus`` adds one
    ``produce`` once per activation that generates any ``trigger``."""

    mode: Literal["instead", "bonus"]
    trigger: EffectKind
    produce: EffectKind


class AdvancedTechnology(Frozen):
    """An Advanced Technology card (rulebook, "Advanced technology card").

    ``deck``: I exploration & warfare, II trade & growth, III progress & science, IV conversion &
    renewal. A ``continuous`` card, once activated, keeps its ``modifiers`` and generates
    ``start_of_turn`` effects at the start of each of its owner's turns until the end of the
    game; its cubes may stay at a Reset (RULINGS 1). ``race``: the race that may start with it.
    """

    id: str = Field(pattern=r"^(I|II|III|IV)\.\d\d$")
    deck: Literal[1, 2, 3, 4]
    name: str
    vp: int = Field(ge=0, le=4)
    spaces: tuple[SpaceColour, ...] = Field(min_length=1, max_length=4)
    bundle: Bundle | None = None
    continuous: bool = False
    start_of_turn: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    race: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> "AdvancedTechnology":
        roman = {1: "I", 2: "II", 3: "III", 4: "IV"}[self.deck]
        if not self.id.startswith(roman + "."):
            raise ValueError(f"card {self.id}: id must start with its deck {roman}")
        if (self.start_of_turn or self.modifiers) and not self.continuous:
            raise ValueError(f"card {self.id}: start-of-turn effects and modifiers need continuous")
        if any(e.kind in HARM_KINDS for e in self.start_of_turn):
            raise ValueError(f"card {self.id}: start-of-turn effects only give")
        if self.bundle is None and not (self.start_of_turn or self.modifiers):
            raise ValueError(f"card {self.id} does nothing")
        return self


class RuinToken(Frozen):
    """A ruin token: used at once or stored (at most one), then discarded (rulebook,
    "Exploring ruins")."""

    id: str
    metal: Metal
    bundle: Bundle


class RaceSide(HomelandSide):
    """A Homeland's race side, used in Race War games."""

    race: str

    @property
    def label(self) -> str:
        return f"race side {self.race}"


class RaceTile(Frozen):
    """A Race tile (Race War): its rules text; the engine implements each tile by ``id``."""

    id: str = Field(pattern=r"^[a-z_]+\.[AB]$")
    race: str
    side: Literal["A", "B"]
    text: str


def _read(name: str) -> object:
    text = resources.files(__package__).joinpath("data").joinpath(name).read_text(encoding="utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def map_content() -> MapContent:
    """The validated map content (tiles, Homeland, races), loaded once."""
    return MapContent.model_validate(_read("map.json"))


class RulesContent(Frozen):
    """The player-board, card, ruin and race content (``data/*.json`` besides the map)."""

    base_technologies: tuple[BaseTechnology, ...]
    advanced_technologies: tuple[AdvancedTechnology, ...]
    ruin_tokens: tuple[RuinToken, ...]
    race_sides: tuple[RaceSide, ...]
    race_tiles: tuple[RaceTile, ...]

    @model_validator(mode="after")
    def _counts(self) -> "RulesContent":
        if [t.id for t in self.base_technologies] != list(ROW_IDS):
            raise ValueError(f"the six Base Technologies are {', '.join(ROW_IDS)}, in board order")
        cards = self.advanced_technologies
        if len({c.id for c in cards}) != len(cards):
            raise ValueError("card ids must be unique")
        for deck in (1, 2, 3, 4):
            n = sum(1 for c in cards if c.deck == deck)
            if n != 16:
                raise ValueError(f"deck {deck} must hold 16 cards, not {n}")
        per_metal = {m: sum(1 for t in self.ruin_tokens if t.metal == m)
                     for m in ("bronze", "silver", "gold")}
        if per_metal != {"bronze": 20, "silver": 40, "gold": 12}:
            raise ValueError(f"ruin tokens must be 20 bronze, 40 silver, 12 gold, not {per_metal}")
        if len({t.id for t in self.ruin_tokens}) != 72:
            raise ValueError("ruin token ids must be unique")
        races = [r.id for r in map_content().races]
        if sorted(s.race for s in self.race_sides) != sorted(races):
            raise ValueError("one race side per race")
        if sum(h.ruins for s in self.race_sides for h in s.hexagons) * TOKENS_PER_RUIN["bronze"] > 20:
            raise ValueError("the six race sides need more bronze tokens than the box holds")
        tiles = sorted((t.race, t.side) for t in self.race_tiles)
        if tiles != sorted((r, s) for r in races for s in "AB"):
            raise ValueError("two Race tiles (A and B) per race")
        return self

    def card(self, card_id: str) -> AdvancedTechnology:
        return self._cards[card_id]

    @cached_property
    def _cards(self) -> dict[str, AdvancedTechnology]:
        # built once: card() is on the engine's hot path (every legal-action listing)
        return {c.id: c for c in self.advanced_technologies}


#: Development rows in player-board order; each Base Technology has the same id as its row.
ROW_IDS: tuple[str, ...] = ("science", "trade", "progress", "growth", "warfare", "exploration")


@lru_cache(maxsize=1)
def rules_content() -> RulesContent:
    """The validated technology, ruin and race content, loaded once."""
    merged: dict[str, object] = {}
    for name in ("base_technologies.json", "advanced_technologies.json", "ruin_tokens.json",
                 "races.json"):
        merged.update(_read(name))  # type: ignore[arg-type]
    return RulesContent.model_validate(merged)
