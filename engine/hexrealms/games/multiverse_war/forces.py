"""Multiverse War's armies and their tools, as content models: terrain and roads, unit
classes, the counter wheel, traits, abilities, unit types, the Settlement and the buildings, the
combat dice, the battle-track ranks and the heroes (``content.py`` loads and cross-checks them).
"""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field, model_validator

from .vocab import (AMOUNTED, ClassId, FaceId, Frozen, Lasts, PenaltyId, TERRITORY_HEXES,
                    AbilityKind, TerrainId, TraitId)


# -- terrain and roads -------------------------------------------------------------------------

class Terrain(Frozen):
    """A terrain [Terrain, Unit Movement, Fog of War & LOS] (R-M5, R-M6): its height (the sight
    order grass < forest < hill < mountain), the AP to enter it (``None``: impassable), whether
    it is rough, hides units (seen only from next to them), blocks sight across whatever the
    viewer stands on, lets a ranged unit on it shoot down without rolling, costs a ranged
    attack a die; a road's gold on it (``None``: no road), how many of the 126 territory hexes
    it covers, the mine token laid on a central territory's centre of this terrain [Aether Stone
    Mines], and its look (colour and a pattern, so colour is never the only cue)."""

    id: TerrainId
    name: str
    code: str = Field(pattern=r"^[a-z]$")
    height: int = Field(ge=0, le=3)
    move_ap: int | None = Field(ge=1, le=3)
    rough: bool
    hides_units: bool
    blocks_sight_across: bool
    shoot_down: bool
    shot_penalty: bool
    road_gold: int | None = Field(ge=1)
    count: int = Field(ge=0)
    mine: TerrainId
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    pattern: str
    text: str

    @property
    def passable(self) -> bool:
        return self.move_ap is not None

    @model_validator(mode="after")
    def _shape(self) -> "Terrain":
        if self.road_gold is not None and self.road_gold != self.move_ap:
            raise ValueError(f"{self.id}: a road costs in gold what entering the hex costs in AP")
        if self.move_ap is not None and self.rough != (self.move_ap > 1):
            raise ValueError(f"{self.id}: rough terrain is the passable terrain dearer than 1 AP")
        if self.move_ap is None and self.rough:
            raise ValueError(f"{self.id}: impassable terrain is not rough terrain")
        return self


class Roads(Frozen):
    """Roads, bridges and hex improvements [Builders & Roads] (R-M5): the AP a road step costs,
    a crossroads' extra gold, the AP gained by spending all default AP on roads, a bridge's
    gold and the terrain it spans, chopping (forest → grassland) and planting (grassland →
    forest)."""

    ap: int = Field(ge=1)
    crossroads_extra: int = Field(ge=0)
    bonus_ap: int = Field(ge=0)
    bridge_gold: int = Field(ge=1)
    bridge_on: TerrainId
    chop_gold: int = Field(ge=1)
    plant_gold: int = Field(ge=1)
    text: str


# -- units -------------------------------------------------------------------------------------

class UnitClass(Frozen):
    """A unit class [Unit Types & Attributes]: melee, ranged or no attack, the die face that
    hits for it (R-M4; a Star hits for anyone), and for siege weapons what they strike back at
    [Combat] (class or building ids)."""

    id: ClassId
    name: str
    attack: Literal["melee", "ranged", "none"]
    hits_on: FaceId | None
    retaliates_only_against: tuple[str, ...] | None = None
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "UnitClass":
        if (self.attack == "none") != (self.hits_on is None):
            raise ValueError(f"{self.id}: an armed class hits on a face, an unarmed one on none")
        if self.hits_on in ("star", "morale", "health"):
            raise ValueError(f"{self.id}: a class hits on its own icon, not {self.hits_on}")
        return self


class CounterRule(Frozen):
    """One spoke of the counter wheel [Rock, Paper, Scissors Mechanism, Battle Initiative]
    (R-M2): ``striker`` counters ``target``, so it strikes first in their battles."""

    striker: ClassId
    target: ClassId


class Trait(Frozen):
    """An innate attribute and its rule text [Unit Types & Attributes] (R-M1)."""

    id: TraitId
    name: str
    text: str


class Ability(Frozen):
    """A special ability (R-M1, R-M10): a unit type's, unlocked at 2 on its battle track
    [Unit Veterancy], or a hero's, bought with skill points [Heroes]. ``ap_cost``: AP to use
    it (a unit's ability costs none unless it says so; a hero's costs 1)."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    holder: Literal["unit", "hero"]
    kind: AbilityKind
    amount: int | None = Field(ge=1, le=3)
    lasts: Lasts
    ap_cost: int = Field(ge=0)
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "Ability":
        if (self.amount is None) == (self.kind in AMOUNTED):
            need = "needs" if self.amount is None else "takes no"
            raise ValueError(f"ability {self.id}: a {self.kind} ability {need} amount")
        return self


class Unit(Frozen):
    """A unit type: its card (R-M1) [Unit Types & Attributes, Unit Actions]. ``gold`` to
    recruit, ``ap`` per turn, ``hp``, ``dmg`` per strike (``dmg_buildings`` against buildings,
    else ``dmg``), ``range`` for ranged units, ``setup_ap`` before a shot (siege), whether it
    is infantry (recruited at Barracks, carries shards), its traits and its ability."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    tier: Literal[1, 2]
    cls: ClassId = Field(alias="class")
    gold: int = Field(ge=1)
    ap: int = Field(ge=1, le=6)
    hp: int = Field(ge=1)
    dmg: int = Field(ge=0)
    dmg_buildings: int | None = Field(None, ge=1)
    range: int | None = Field(None, ge=2, le=4)
    setup_ap: int = Field(0, ge=0)
    infantry: bool
    traits: tuple[TraitId, ...]
    ability: str | None
    text: str

    @property
    def military(self) -> bool:
        return self.cls != "civilian"

    @property
    def building_dmg(self) -> int:
        return self.dmg if self.dmg_buildings is None else self.dmg_buildings

    @model_validator(mode="after")
    def _shape(self) -> "Unit":
        civilian = self.cls == "civilian"
        if civilian != ("civilian" in self.traits):
            raise ValueError(f"{self.id}: the civilian trait is the civilian class's")
        if civilian and (self.dmg or self.ability or self.infantry):
            raise ValueError(f"{self.id}: a civilian deals no damage, has no ability and is "
                             "not infantry")
        if not civilian and (self.dmg < 1 or self.ability is None):
            raise ValueError(f"{self.id}: a military unit deals damage and has an ability")
        if (self.setup_ap > 0) != ("needs_setup" in self.traits):
            raise ValueError(f"{self.id}: set-up AP goes with the set-up trait")
        if len(set(self.traits)) != len(self.traits):
            raise ValueError(f"{self.id}: a trait listed twice")
        return self


# -- buildings ---------------------------------------------------------------------------------

Repairs = Literal["after_full_turn", "every_turn"]


class Shot(Frozen):
    """A building's own shot (the Guard Tower, R-M3; the Settlement, *designed*): range and
    damage, once a turn."""

    range: int = Field(ge=1)
    dmg: int = Field(ge=1)


class Age2(Frozen):
    """A building's Age 2 upgrade [Buildings] (R-M3): its extra gold and what it becomes."""

    gold: int = Field(ge=1)
    hp: int = Field(ge=1)
    income: int = Field(ge=0)
    vp: int = Field(ge=1)
    shot_dmg: int | None = Field(None, ge=1)


class Settlement(Frozen):
    """A player's founding settlement [Turn Order, Buildings, Game Setup] (R-M2, R-M6, R-M8):
    income, HP, sight, the zone's size (the settlement's hex and the 4 hexes behind it) and
    its repair."""

    hp: int = Field(ge=1)
    income: int = Field(ge=0)
    los: int = Field(ge=1)
    zone: int = Field(ge=1, le=TERRITORY_HEXES)
    repairs: Repairs
    shot: Shot | None = None
    text: str


class Building(Frozen):
    """A building [Buildings, Builders & Roads, Victory Points for Building] (R-M3): its gold,
    HP, income, sight and victory points; ``spaced``: it must stand at least the build distance
    from the Settlement and every other building (all but the Guard Tower); turns to build
    (the Fortress one); its repair; its shot; its Age 2; what it unlocks (a tier, or unit
    types); what it recruits each turn; formations it allows."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    gold: int = Field(ge=1)
    hp: int = Field(ge=1)
    income: int = Field(ge=0)
    los: int = Field(ge=1)
    vp: int = Field(ge=1)
    spaced: bool
    build_turns: int = Field(ge=0, le=2)
    repairs: Repairs
    shot: Shot | None = None
    age2: Age2 | None
    unlocks_tier: int | None = Field(None, ge=2, le=2)
    unlocks_units: tuple[str, ...] = ()
    recruits: Literal["infantry"] | None = None
    recruits_per_turn: int = Field(0, ge=0)
    formations: int = Field(0, ge=0)
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "Building":
        if (self.recruits is None) != (self.recruits_per_turn == 0):
            raise ValueError(f"{self.id}: what it recruits goes with how many a turn")
        if self.age2 is not None:
            a = self.age2
            if a.hp < self.hp or a.income < self.income or a.vp <= self.vp:
                raise ValueError(f"{self.id}: Age 2 is no worse than Age 1 and worth more")
            if (a.shot_dmg is None) != (self.shot is None):
                raise ValueError(f"{self.id}: an Age 2 shot only for a building that shoots")
        return self


# -- dice and ranks ----------------------------------------------------------------------------

class Face(Frozen):
    """A face of the custom combat die [Dice Rolls] (R-M4); ``mark``: one character for the
    table."""

    id: FaceId
    name: str
    mark: str = Field(min_length=1, max_length=1)
    text: str


class Penalty(Frozen):
    """A reason to roll one die fewer [Changes from the veteran ruleset, Combat Moral &
    Flanking] (R-M4)."""

    id: PenaltyId
    name: str
    text: str


class Dice(Frozen):
    """The combat dice (R-M4): six faces, each once on a die; a roll throws ``base`` dice less
    one per penalty, at least ``least``; ``crit_hits`` hits are a critical strike (+``crit_dmg``);
    a countering striker throws ``counter_dice`` for a critical strike only; one penalty per
    ``support_step`` supporting units the foe has more. ``first_player``: the face counted when
    all six dice are rolled for the first player [Starting the Game]."""

    faces: tuple[Face, ...]
    base: int = Field(ge=1)
    least: int = Field(ge=1)
    crit_hits: int = Field(ge=2)
    crit_dmg: int = Field(ge=1)
    counter_dice: int = Field(ge=1)
    support_step: int = Field(ge=1)
    first_player: FaceId
    penalties: tuple[Penalty, ...]
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "Dice":
        ids = [f.id for f in self.faces]
        if sorted(ids) != sorted(get_args(FaceId)):
            raise ValueError("the die has six faces: Sword, Bow, Horse, Star, Morale, Health")
        if len({f.mark for f in self.faces}) != len(self.faces):
            raise ValueError("two faces share a mark")
        if not self.least <= self.base:
            raise ValueError("the fewest dice cannot exceed the usual number")
        if self.crit_hits > self.counter_dice:
            raise ValueError("a countering striker must be able to roll a critical strike")
        if sorted(p.id for p in self.penalties) != sorted(get_args(PenaltyId)):
            raise ValueError("each penalty once")
        return self


class Rank(Frozen):
    """A mark on a unit type's battle track [Unit Veterancy & Upgrades, Mission Three]
    (R-M8): reached at ``at`` kills and destroyed buildings; what every unit of the type gains
    (cumulative)."""

    id: str
    name: str
    at: int = Field(ge=0)
    ability: bool = False
    hp: int = Field(0, ge=0)
    dmg: int = Field(0, ge=0)
    ability_users: int = Field(0, ge=0)
    text: str


# -- heroes ------------------------------------------------------------------------------------

class Hero(Frozen):
    """A hero sheet [Heroes] (R-M10): class (for countering and its hit face), range when
    ranged, damage, traits and the ability it can buy."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    cls: ClassId = Field(alias="class")
    dmg: int = Field(ge=1)
    range: int | None = Field(None, ge=2, le=4)
    traits: tuple[TraitId, ...] = ()
    ability: str
    text: str


class HeroLevel(Frozen):
    """A hero level: kills needed since the last level, victory points if alive at the end of
    a turn-limit game [Heroes, Turn Limit Game]."""

    level: int = Field(ge=1)
    kills: int = Field(ge=0)
    vp: int = Field(ge=1)


class HeroRules(Frozen):
    """The hero numbers [Heroes, Game Setup] (R-M10, R-M11)."""

    per_player: int = Field(ge=1)
    skill_points: int = Field(ge=1)
    points_per_level: int = Field(ge=1)
    hp_cost: int = Field(ge=1)
    ap_cost: int = Field(ge=1)
    ability_cost: int = Field(ge=1)
    ability_ap: int = Field(ge=0)
    attacks_per_turn: int = Field(ge=1)
    ability_uses_per_turn: int = Field(ge=1)
    start_hp: int = Field(ge=1)
    start_ap: int = Field(ge=1)
    hp_max: int = Field(ge=1)
    ap_max: int = Field(ge=1)
    price: int = Field(ge=0)
    skip_gold: int = Field(ge=0)
    resurrect_per_level: int = Field(ge=1)
    levels: tuple[HeroLevel, ...] = Field(min_length=1)
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "HeroRules":
        spent = self.start_hp * self.hp_cost + self.start_ap * self.ap_cost + self.ability_cost
        if spent != self.skill_points:
            raise ValueError(f"the suggested hero spends {spent} skill points, not "
                             f"{self.skill_points}")
        if self.start_hp > self.hp_max or self.start_ap > self.ap_max:
            raise ValueError("the suggested hero is beyond the tracks' ends")
        if [v.level for v in self.levels] != list(range(1, len(self.levels) + 1)):
            raise ValueError("hero levels run 1, 2, 3 … in order")
        if self.levels[0].kills != 0:
            raise ValueError("level 1 needs no kills")
        if any(v.kills != v.level for v in self.levels[1:]):
            raise ValueError("level n needs n kills")
        vps = [v.vp for v in self.levels]
        if vps != sorted(set(vps)):
            raise ValueError("a higher hero level is worth more victory points")
        return self

    def hero_price(self, skipped: int) -> int:
        """Gold to recruit the hero sheet ``skipped`` places down the row, at level 1."""
        return self.price + self.skip_gold * skipped

    def resurrect_price(self, level: int) -> int:
        """Gold to bring back a fallen hero of ``level`` (level 1: the usual price)."""
        return self.price if level <= 1 else self.resurrect_per_level * level
