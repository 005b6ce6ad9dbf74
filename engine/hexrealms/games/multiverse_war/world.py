"""Multiverse War's map and what happens on it, as content models: the face-down territories,
the homeland, the adventure roll, the layouts for 2–4 players, the adventure cards, the
permanent encounters and the event dial (``content.py`` loads and cross-checks them)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from .vocab import (TERRITORY_DIRECTIONS, TERRITORY_HEXES, AdventureKind, DialEffect, FaceId,
                    Frozen, TerrainId, territory_distance)


# -- the map -----------------------------------------------------------------------------------

class AdventureSpot(Frozen):
    """A territory's adventure hex (R-M6): which outer hex (1–6), and its number (1–9)."""

    at: int = Field(ge=1, le=6)
    number: int = Field(ge=1)


class Territory(Frozen):
    """A face-down territory tile [Game Setup, Map Exploration] (R-M6): its 7 hexes' terrains
    (centre first, then outer hexes 1–6: the geometry in ``vocab.py``) and its adventure hex."""

    id: str = Field(pattern=r"^t\d\d$")
    name: str
    hexes: tuple[TerrainId, ...] = Field(min_length=TERRITORY_HEXES,
                                         max_length=TERRITORY_HEXES)
    adventure: AdventureSpot

    @property
    def centre(self) -> TerrainId:
        return self.hexes[0]


class Homeland(Frozen):
    """A player's home territory [Game Setup] (R-M6): all one terrain, the Settlement on its
    centre."""

    name: str
    terrain: TerrainId
    text: str


class AdventureRoll(Frozen):
    """The d10 that names adventure hexes [Event Dial] (R-M6): 1 to ``numbers`` name hexes;
    ``pick`` lets the roller choose."""

    numbers: int = Field(ge=1, le=9)
    pick: int = Field(ge=2, le=10)
    text: str


class Slot(Frozen):
    """A territory's place in a layout [Recommended board setup] (R-M6): territory
    coordinates; a home (with its seat and its front side, the side facing the map), a
    face-down territory, or a central one (face down, with a mine on its centre)."""

    at: tuple[int, int]
    kind: Literal["home", "face_down", "central"]
    seat: int | None = Field(None, ge=0, le=3)
    front: int | None = Field(None, ge=1, le=6)

    @model_validator(mode="after")
    def _shape(self) -> "Slot":
        if (self.kind == "home") != (self.seat is not None) or \
                (self.kind == "home") != (self.front is not None):
            raise ValueError(f"slot {self.at}: a seat and a front for a home, for no other")
        return self

    @property
    def zone(self) -> tuple[int, ...]:
        """A home's settlement zone: the centre (0) and the outer hexes not along the front."""
        if self.front is None:
            return ()
        front = {self.front, self.front % 6 + 1}
        return (0, *(k for k in range(1, 7) if k not in front))


class Layout(Frozen):
    """The map for a player count [Game Setup, Recommended board setup] (R-M6); homes are
    listed clockwise in seat order."""

    players: int = Field(ge=2, le=4)
    name: str
    slots: tuple[Slot, ...]

    @property
    def homes(self) -> tuple[Slot, ...]:
        return tuple(sorted((s for s in self.slots if s.kind == "home"),
                            key=lambda s: s.seat or 0))

    @property
    def face_down(self) -> tuple[Slot, ...]:
        """Every territory dealt face down, central ones included."""
        return tuple(s for s in self.slots if s.kind != "home")

    @property
    def central(self) -> tuple[Slot, ...]:
        return tuple(s for s in self.slots if s.kind == "central")

    @model_validator(mode="after")
    def _shape(self) -> "Layout":
        where = [s.at for s in self.slots]
        if len(set(where)) != len(where):
            raise ValueError(f"{self.players} players: two territories on one place")
        if [s.seat for s in self.homes] != list(range(self.players)):
            raise ValueError(f"{self.players} players: one home per seat")
        places = set(where)
        step = dict(zip(range(1, 7), TERRITORY_DIRECTIONS))
        for h in self.homes:
            assert h.front is not None
            dq, dr = step[h.front]
            ahead = (h.at[0] + dq, h.at[1] + dr)
            if not any(s.at == ahead for s in self.face_down):
                raise ValueError(f"{self.players} players: seat {h.seat}'s front faces no "
                                 "face-down territory")
        # the map is one piece
        seen, todo = {where[0]}, [where[0]]
        while todo:
            a, b = todo.pop()
            for dq, dr in TERRITORY_DIRECTIONS:
                n = (a + dq, b + dr)
                if n in places and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if seen != places:
            raise ValueError(f"{self.players} players: the map falls apart")
        if not self.central:
            raise ValueError(f"{self.players} players: no central territory for a mine")
        # every seat lies as far from the mines as every other [Standard 4 player FFA game]
        reach = {tuple(sorted(territory_distance(h.at, m.at) for m in self.central))
                 for h in self.homes}
        if len(reach) != 1:
            raise ValueError(f"{self.players} players: the seats lie at different distances "
                             f"from the mines {sorted(reach)}")
        if any(territory_distance(h.at, m.at) < 2 for h in self.homes for m in self.central):
            raise ValueError(f"{self.players} players: a mine next to a home")
        return self


# -- adventures, encounters, the dial ----------------------------------------------------------

class Reward(Frozen):
    """What winning an adventure or an encounter gives: gold, a free unit of a tier (chosen
    by the player), steps on the unit type's battle track."""

    gold: int = Field(0, ge=0)
    free_unit_tier: int | None = Field(None, ge=1, le=2)
    track: int = Field(0, ge=0)


class Foe(Frozen):
    """An adventure's guardian (R-M9)."""

    hp: int = Field(ge=1)
    dmg: int = Field(ge=1)
    strikes_first: bool


class Contest(Frozen):
    """A dice test (R-M9's Trial; the Sharpshooters' Competition): ``dice`` plus ``per_ally``
    per friendly unit next to the tester; a ``wins_on`` face wins; else ``wounds``."""

    dice: int = Field(ge=1)
    per_ally: int = Field(ge=0)
    wins_on: FaceId
    wounds: int = Field(ge=0)


class AdventureCard(Frozen):
    """A kind of adventure card and how many the deck holds [Adventure Cards & Encounters]
    (R-M9)."""

    id: AdventureKind
    name: str
    count: int = Field(ge=1)
    reward: Reward
    foe: Foe | None = None
    trial: Contest | None = None
    places_event: bool = False
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "AdventureCard":
        if (self.foe is not None) != (self.id == "foe"):
            raise ValueError(f"{self.id}: a guardian on the Foe cards only")
        if (self.trial is not None) != (self.id == "trial"):
            raise ValueError(f"{self.id}: a dice test on the Trial cards only")
        if self.places_event != (self.id == "event"):
            raise ValueError(f"{self.id}: only the Event cards place an encounter")
        if self.id == "event" and self.reward != Reward():
            raise ValueError("an Event card is neither won nor lost: no reward")
        if self.id != "event" and self.reward == Reward():
            raise ValueError(f"{self.id}: a won adventure gives something")
        return self


class Encounter(Frozen):
    """A permanent encounter hex [Adventures: Permanent Encounters]: how many the box holds,
    how it moves (``each_turn``: at each turn's start; ``on_dial``: when the event dial says
    so), whether it acts as a building (``hp``), its repair, height, damage to melee attackers
    (``thorns``), a contest to enter, and its reward."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    count: int = Field(ge=1)
    moves: Literal["never", "each_turn", "on_dial"]
    hp: int | None = Field(ge=1)
    repair: int = Field(ge=0)
    height: TerrainId | None
    thorns: int = Field(ge=0)
    contest: Contest | None = None
    reward: Reward
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "Encounter":
        if self.hp is None and (self.repair or self.thorns or self.height):
            raise ValueError(f"{self.id}: repair, height and thorns belong to one that acts "
                             "as a building")
        return self


class DialPosition(Frozen):
    """A position of the event dial [Event Dial] (R-M9)."""

    position: int = Field(ge=1)
    id: str
    name: str
    effect: DialEffect
    amount: int | None = Field(None, ge=1)
    text: str

    @model_validator(mode="after")
    def _shape(self) -> "DialPosition":
        if (self.amount is None) != (self.effect not in ("frost", "tax", "storm")):
            raise ValueError(f"dial {self.id}: frost, tax and storm take an amount, no other")
        return self


class EventDial(Frozen):
    start: int = Field(ge=1)
    positions: tuple[DialPosition, ...]
    text: str
