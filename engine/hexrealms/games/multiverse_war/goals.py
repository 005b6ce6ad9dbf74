"""Multiverse War's ways to win and the table's numbers, as content models: missions, goals,
scenarios, variants, the game's numbers, the box's components and the seats' looks
(``content.py`` loads and cross-checks them)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .vocab import Frozen, GoalId, MissionTest, TerrainId

# -- missions, goals, scenarios, variants ------------------------------------------------------

class Mission(Frozen):
    """A mission (R-M7) [Bonus missions, Secret Missions]: its test and number; ``ask``: a few
    words for its card."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    test: MissionTest
    amount: int = Field(ge=1)
    ask: str = Field(max_length=32)
    text: str


class SecretMissions(Frozen):
    """The secret mission deck (R-M7): dealt ``dealt`` at the start, another on each
    completion, ``to_win`` completions win."""

    deck: tuple[str, ...]
    dealt: int = Field(ge=1)
    to_win: int = Field(ge=1)
    text: str


class Goal(Frozen):
    """A way to win [Goals, Bonus missions] (R-M6, R-M7, R-M8). ``earlier``: for a tuned
    number, ``(version, amount)`` pairs, oldest first — a game of a rules version below
    ``version`` keeps that ``amount`` — so a link made before a change replays as it was
    played."""

    id: GoalId
    name: str
    amount: int = Field(ge=1)
    earlier: tuple[tuple[int, int], ...] = ()
    text: str

    @model_validator(mode="after")
    def _versions_in_order(self) -> "Goal":
        versions = [v for v, _ in self.earlier]
        if versions != sorted(set(versions)) or any(v < 2 or n < 1 for v, n in self.earlier):
            raise ValueError(f"goal {self.id!r}: earlier amounts need rising versions from 2 "
                             "and amounts from 1")
        return self

    def amount_for(self, rules: int) -> int:
        """The amount in a game of rules version ``rules``."""
        return next((n for v, n in self.earlier if rules < v), self.amount)


class Scenario(Frozen):
    """A scenario [Recruit Game Ruleset & Starter Game Scenario, Advanced Game]: which parts
    of the game it uses, the unit types each player must recruit at the start, its goals."""

    id: Literal["starter", "advanced"]
    name: str
    heroes: bool
    mines: bool
    adventures: bool
    event_dial: bool
    secret_missions: bool
    decoys: bool
    formations: bool
    must_recruit: tuple[str, ...]
    goals: tuple[GoalId, ...] = Field(min_length=1)
    text: str


class Shards(Frozen):
    """The aether shards variant [Playing with Aether Shards]."""

    per_mine: int = Field(ge=1)
    sell: int = Field(ge=1)
    sell_gold: int = Field(ge=1)
    equipment: int = Field(ge=1)
    equipment_hp: int = Field(ge=1)
    promote: int = Field(ge=1)
    hero_level: int = Field(ge=1)
    to_win: int = Field(ge=1)
    vp: int = Field(ge=0)
    text: str


class TurnLimit(Frozen):
    """The turn-limit variant and its victory points [Turn Limit Game, Victory Points for
    Building]; buildings' and heroes' points are on them."""

    short: int = Field(ge=1)
    full: int = Field(ge=1)
    destroy_factor: int = Field(ge=1)
    connected_vp: int = Field(ge=0)
    mission_vp: int = Field(ge=0)
    text: str


class Teams(Frozen):
    """Team games [Added Rules for Team Games]."""

    domination_fortresses: int = Field(ge=1)
    text: str


class FreeForAll(Frozen):
    """Free-for-all games [Added Rules for Free For All (FFA) Games]."""

    treaty_turns: int = Field(ge=1)
    treaty_cooldown: int = Field(ge=0)
    text: str


class Variants(Frozen):
    shards: Shards
    turn_limit: TurnLimit
    teams: Teams
    free_for_all: FreeForAll


# -- numbers and the box -----------------------------------------------------------------------

class Decoys(Frozen):
    """Decoys [Decoys] (R-M14): placed per turn, in play at most, their AP."""

    per_turn: int = Field(ge=1)
    in_play: int = Field(ge=1)
    ap: int = Field(ge=1)
    text: str


class Numbers(Frozen):
    """The game's numbers [Starting the Game, Turn Order, Unit Actions, Fog of War & LOS,
    Builders & Roads, Buildings, Unit Veterancy] (R-M2, R-M3, R-M6, R-M8, R-M12)."""

    start_gold: int = Field(ge=0)
    first_turn_recruit_only: bool
    ability_users: int = Field(ge=1)
    rest_heal: int = Field(ge=1)
    los: int = Field(ge=1)
    build_distance: int = Field(ge=1)
    repair: int = Field(ge=1)
    supply_gold: int = Field(ge=0)
    explore_ap: int = Field(ge=1)
    shoot_ap: int = Field(ge=1)
    star_sides: int = Field(ge=6, le=6)
    portal_per_mine: int = Field(ge=1)
    blocks: int = Field(ge=1)
    decoys: Decoys


class Components(Frozen):
    """What the box holds [Common Components, Faction-Specific Components]: the counts that
    bound the game's pieces."""

    territories: int = Field(ge=1)
    homelands: int = Field(ge=2)
    adventure_cards: int = Field(ge=1)
    adventure_hexes: int = Field(ge=1)
    encounter_hexes: int = Field(ge=1)
    secret_missions: int = Field(ge=1)
    hero_sheets: int = Field(ge=1)
    mines: tuple[TerrainId, ...] = Field(min_length=1)
    roads: int = Field(ge=1)
    chop_plant: int = Field(ge=1)
    frost: int = Field(ge=1)
    wounds: int = Field(ge=1)
    dice: int = Field(ge=1)
    buildings_each: int = Field(ge=1)
    dial_positions: int = Field(ge=2)


class SeatLook(Frozen):
    """A seat's colour name, colour, badge letter (its name's initial) and marker shape."""

    name: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    letter: str = Field(pattern=r"^[A-Z]$")
    shape: Literal["circle", "square", "triangle", "diamond", "hexagon", "star"]
