"""Renown & Dragon Towers' content, declared as data and validated at load (ARCHITECTURE.md,
principle 3).

The data files live in ``data/`` beside this module: the tile terrains and resources
(``tiles.json``), the troops and their attacks (``troops.json``), the monsters and their
reaction tables (``monsters.json``), the missions (``missions.json``), the game's numbers
(``numbers.json``) and the seats' looks (``players.json``). The source gives none of the
costs, troop or monster figures, trade rates or missions; they are designed content (CONTENT.md
says why each is what it is). Rules look everything up here by id and never hard-code a number.
"""

from __future__ import annotations

import json
from functools import cached_property, lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

ResourceId = Literal["food", "wood", "rock", "mana"]
RESOURCES: tuple[ResourceId, ...] = ("food", "wood", "rock", "mana")
TerrainId = Literal["water", "food", "wood", "empty", "rock", "mana"]
#: What a monster does on its d8 reaction [Combat] (R-R9): ``roar`` nothing; ``hit`` damage
#: (a die or a fixed amount) to the attacking troop within ``reach``, else a step toward it;
#: ``raze`` removes an outpost of the attacker's next to the monster; ``heal`` HP back;
#: ``flee`` steps away from the attacker.
Effect = Literal["roar", "hit", "raze", "heal", "flee"]
#: How a mission's condition is tested (``missions.py``), with its ``amount``.
MissionTest = Literal["spread", "kinds", "tribute", "damage", "besiege", "mana", "patrol",
                      "guard"]
Cost = dict[ResourceId, int]
DIE_SIZES = (4, 6, 8, 10)


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Terrain(Frozen):
    """A tile kind [Map]: how many of it each player brings, the resource it yields (or
    none) and its look (colour and a pattern, so colour is never the only cue). ``code``: the
    mark its tiles' names start with ("F" makes F1, F2 …), printed on each tile so a label
    that names a tile can be matched to the board by reading."""

    id: TerrainId
    name: str
    code: str = Field(pattern=r"^[A-Z~]$")
    resource: ResourceId | None
    per_player: int = Field(ge=1)
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    pattern: str
    text: str


class Resource(Frozen):
    """A resource and the face of the Gather d4 that names it [Gather]; ``letter``: its mark
    in compact costs ("2F 1W")."""

    id: ResourceId
    name: str
    letter: str = Field(pattern=r"^[A-Z]$")
    d4: int = Field(ge=1, le=4)


class Attack(Frozen):
    """One attack of a troop [Combat] (R-R7): reaches monsters within ``range`` hexes,
    succeeds on a d10 ≥ ``hit``, then deals a ``die`` roll of damage."""

    id: str
    name: str
    range: int = Field(ge=1, le=3)
    hit: int = Field(ge=2, le=10)
    die: int

    @model_validator(mode="after")
    def _die(self) -> "Attack":
        if self.die not in DIE_SIZES:
            raise ValueError(f"attack {self.id}: no d{self.die} in the box")
        return self


class Troop(Frozen):
    """A troop kind [Troops] (R-R5, R-R7): Move, hit points, whether it flies over Water,
    its cost and its attacks."""

    id: str
    name: str
    move: int = Field(ge=1, le=4)
    hp: int = Field(ge=1)
    flies: bool
    cost: Cost
    attacks: tuple[Attack, ...] = Field(min_length=1)


class Reaction(Frozen):
    """One band of a monster's d8 table [Combat] (R-R9)."""

    start: int = Field(alias="from", ge=1, le=8)
    end: int = Field(alias="to", ge=1, le=8)
    effect: Effect
    name: str = ""
    die: int | None = None
    amount: int | None = Field(None, ge=1)
    reach: int | None = Field(None, ge=1)

    @model_validator(mode="after")
    def _shape(self) -> "Reaction":
        if self.effect == "hit" and (self.die is None) == (self.amount is None):
            raise ValueError("a hit deals a die roll or a fixed amount, exactly one")
        if self.effect == "hit" and self.reach is None:
            raise ValueError("a hit needs its reach")
        if self.effect in ("heal", "flee") and self.amount is None:
            raise ValueError(f"{self.effect} needs an amount")
        if self.die is not None and self.die not in DIE_SIZES:
            raise ValueError(f"no d{self.die} in the box")
        return self

    @property
    def label(self) -> str:
        return self.name or self.effect.capitalize()


class Monster(Frozen):
    """A monster kind [Monsters] (R-R9): hit points and its d8 reaction table (every face
    1–8 exactly once)."""

    id: str
    name: str
    hp: int = Field(ge=1)
    reactions: tuple[Reaction, ...]

    @model_validator(mode="after")
    def _table(self) -> "Monster":
        faces = [f for r in self.reactions for f in range(r.start, r.end + 1)]
        if sorted(faces) != list(range(1, 9)):
            raise ValueError(f"{self.id}: the d8 table must cover 1–8 once each")
        return self

    def reaction(self, roll: int) -> Reaction:
        return next(r for r in self.reactions if r.start <= roll <= r.end)


class KindRoll(Frozen):
    """A band of the d6 that chooses a new monster's kind (R-R2)."""

    start: int = Field(alias="from", ge=1, le=6)
    end: int = Field(alias="to", ge=1, le=6)
    monster: str


class Mission(Frozen):
    """An empire mission (R-R11): claimed in your Commerce for 1 Renown when its condition
    holds; ``cost`` is paid to the Capital on claiming (Royal Tribute). ``ask``: what it asks
    in a few words, written on its card on the table (``text`` is the whole rule)."""

    id: str
    name: str
    test: MissionTest
    amount: int = Field(0, ge=0)
    cost: Cost = {}
    ask: str = Field(max_length=32)
    text: str


class Numbers(Frozen):
    """The game's designed numbers (R-R4, R-R5, R-R6, R-R12)."""

    renown_to_win: int = Field(ge=1)
    start_resources: Cost
    start_outposts: int = Field(ge=1)
    outpost_cost: Cost
    outposts: int = Field(ge=1)
    tower_cost: Cost
    towers: int = Field(ge=1)
    troop_limit: int = Field(ge=1)
    yield_outpost: int = Field(ge=0)
    yield_tower: int = Field(ge=0)
    capital_rate: int = Field(ge=1)
    offer_most: int = Field(ge=1)
    offers_per_turn: int = Field(ge=0)
    offers_per_player: int = Field(ge=1)
    offer_changes: int = Field(ge=2)
    heal: int = Field(ge=0)
    solo_monsters: int = Field(ge=1)
    solo_turns: int = Field(ge=1)
    round_limit: int = Field(ge=1)
    empty_marks: int = Field(ge=1, le=6)


class SeatLook(Frozen):
    """A seat's colour name, colour, badge letter (its name's initial) and marker shape."""

    name: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    letter: str = Field(pattern=r"^[A-Z]$")
    shape: str


class Content(Frozen):
    """Everything, checked for consistency across files."""

    terrains: tuple[Terrain, ...]
    resources: tuple[Resource, ...]
    troops: tuple[Troop, ...]
    monsters: tuple[Monster, ...]
    kind_roll: tuple[KindRoll, ...]
    missions: tuple[Mission, ...]
    face_up: int = Field(ge=1)
    numbers: Numbers
    seats: tuple[SeatLook, ...] = Field(min_length=4)

    @model_validator(mode="after")
    def _consistent(self) -> "Content":
        if tuple(r.id for r in self.resources) != RESOURCES:
            raise ValueError(f"resources must be {RESOURCES} in d4 order")
        if sorted(r.d4 for r in self.resources) != [1, 2, 3, 4]:
            raise ValueError("each d4 face names one resource")
        faces = [f for k in self.kind_roll for f in range(k.start, k.end + 1)]
        if sorted(faces) != list(range(1, 7)):
            raise ValueError("the monster kind d6 must cover 1–6 once each")
        kinds = {m.id for m in self.monsters}
        if any(k.monster not in kinds for k in self.kind_roll):
            raise ValueError("the kind roll names an unknown monster")
        if self.face_up > len(self.missions):
            raise ValueError("more missions face up than in the deck")
        for name in ("letter", "shape", "name"):
            values = [getattr(s, name) for s in self.seats]
            if len(set(values)) != len(values):
                raise ValueError(f"two seats share a {name}")
        if any(s.letter != s.name[0] for s in self.seats):
            raise ValueError("a seat's letter is its name's initial")
        for name in ("code", "name"):
            values = [getattr(t, name) for t in self.terrains]
            if len(set(values)) != len(values):
                raise ValueError(f"two terrains share a {name}")
        letters = [r.letter for r in self.resources]
        if len(set(letters)) != len(letters):
            raise ValueError("two resources share a letter")
        empty = next(t for t in self.terrains if t.id == "empty")
        if empty.per_player != self.numbers.empty_marks:
            raise ValueError("each Empty tile of a player shows its own mark")
        return self

    @cached_property
    def terrain(self) -> dict[str, Terrain]:
        return {t.id: t for t in self.terrains}

    @cached_property
    def troop(self) -> dict[str, Troop]:
        return {t.id: t for t in self.troops}

    @cached_property
    def monster(self) -> dict[str, Monster]:
        return {m.id: m for m in self.monsters}

    @cached_property
    def mission(self) -> dict[str, Mission]:
        return {m.id: m for m in self.missions}

    @cached_property
    def attack(self) -> dict[str, tuple[Troop, Attack]]:
        """Attack id → (troop kind, attack)."""
        return {a.id: (t, a) for t in self.troops for a in t.attacks}

    def kind_for(self, roll: int) -> str:
        return next(k.monster for k in self.kind_roll if k.start <= roll <= k.end)

    @property
    def tiles_per_player(self) -> int:
        return sum(t.per_player for t in self.terrains)


def _load(name: str) -> dict:  # type: ignore[type-arg]
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    return json.loads(text)  # type: ignore[no-any-return]


@lru_cache(maxsize=1)
def content() -> Content:
    """The validated content, loaded once."""
    tiles, troops, monsters = _load("tiles.json"), _load("troops.json"), _load("monsters.json")
    missions = _load("missions.json")
    return Content(terrains=tiles["terrains"], resources=tiles["resources"],
                   troops=troops["troops"], monsters=monsters["monsters"],
                   kind_roll=monsters["kind_roll"], missions=missions["missions"],
                   face_up=missions["face_up"], numbers=_load("numbers.json"),
                   seats=_load("players.json")["seats"])
