"""Hyborian Gates Empires' content, declared as data and validated at load (ARCHITECTURE.md,
principle 3).

The data files live in ``data/`` beside this module: the six dimensions and their Gate names
(``dimensions.json``), the unit piles (``units.json``), the 33 action cards (``cards.json``),
the dice tables and the game's numbers (``tables.json``) and the seats' looks
(``players.json``). This module only describes their shape and loads them once; rules look
everything up here by id and never hard-code a card, a unit or a number.
"""

from __future__ import annotations

import json
from functools import cached_property, lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

UnitType = Literal["trooper", "companion", "monster", "vehicle"]
TerrainId = Literal["clear", "blocked", "city", "gate", "pyramid"]
#: When a card may be played ([ACTION DECK NOTATION] and R-G11): ``battle`` in a card window
#: of a battle your stack is in; ``move`` in your Move Phase, on one of your stacks; ``x`` (X)
#: in your own turn outside the Battle Phase; ``xx`` (XX) at any of your decision points;
#: ``turn`` (unmarked, no battle effect) in your own turn, your battles' windows included;
#: ``reply`` (Immunity) in a battle window or a response window.
Timing = Literal["battle", "move", "x", "xx", "turn", "reply"]
#: The card effect vocabulary; ``cards.py`` and ``battle.py`` interpret it.
EffectKind = Literal[
    "force_each",      # +amount Force for each of your units matching the filter
    "force_one",       # +amount Force once, for one of your units matching the filter
    "destroy",         # destroy one enemy unit matching the filter (its kind chosen on play)
    "take",            # take control of one enemy unit matching the filter
    "doom",            # destroy every unit in the battle
    "shield",          # your casualties, if you win, are reduced by amount
    "extra_casualty",  # the foe's casualties, if it wins, are raised by amount
    "negate",          # negate the card just played against you
    "draw",            # draw amount cards
    "walk",            # move a stack to any space of any dimension
    "move_bonus",      # a stack gets Move +amount this turn
    "recruit",         # draw amount units at a City you control
    "gate_jump",       # a stack at a Gate spends amount MP to go to any other Gate
    "peace",           # an opponent may not move stacks into battle in its next turn
    "hold",            # an enemy stack may not move in its owner's next turn
    "peek",            # look at an opponent's hand
    "discard",         # an opponent discards amount cards of its choice
]
#: Effect kinds whose filter names a unit (``dimension`` and/or ``type``).
FILTERED: frozenset[str] = frozenset({"force_each", "force_one", "destroy", "take"})
#: Effect kinds that need an ``amount``.
AMOUNTED: frozenset[str] = frozenset({"force_each", "force_one", "shield", "extra_casualty",
                                      "draw", "move_bonus", "recruit", "gate_jump", "discard"})
#: Which timing each effect kind may have (a battle effect outside a battle means nothing).
TIMING_OF: dict[str, frozenset[str]] = {
    **{k: frozenset({"battle"}) for k in ("force_each", "force_one", "destroy", "take", "doom",
                                           "shield", "extra_casualty")},
    "negate": frozenset({"reply"}),
    **{k: frozenset({"move"}) for k in ("walk", "move_bonus", "gate_jump")},
    **{k: frozenset({"x", "turn"}) for k in ("draw", "recruit", "peace", "hold", "discard")},
    "peek": frozenset({"xx"}),
}


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Dimension(Frozen):
    """One of the six dimensions [THE UNIVERSE]: its board, its land and strength as the
    source describes them, its Gate names [GATE NAMES] and the code of its card requirement
    (``A`` for AR …) [ACTION DECK NOTATION]."""

    id: str
    name: str
    adjective: str
    prefix: str = Field(pattern=r"^[a-z]{3}$")
    code: str = Field(pattern=r"^[A-Z]$")
    land: str
    strength: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    gates: tuple[str, ...] = Field(min_length=1)


class UnitTypeInfo(Frozen):
    """A unit type [UNITS]: Trooper, Companion, Monster or Vehicle."""

    id: UnitType
    name: str
    short: str = Field(pattern=r"^[a-z]{3}$")
    text: str


class PileEntry(Frozen):
    """How many counters of one type a dimension's pile holds, and their printed Force."""

    type: UnitType
    count: int = Field(ge=1, le=24)
    force: int = Field(ge=1, le=9)


class UnitKind(Frozen):
    """One kind of counter: a type of a dimension (``"cha.monster"``), with its printed Force
    and the Force it fights at (a Monster's built-in +2 added, R-G9)."""

    id: str
    dimension: str
    type: UnitType
    force: int
    fights_at: int
    count: int


class Effect(Frozen):
    """A card's effect in the vocabulary of ``EffectKind``; ``dimension`` and ``type`` filter
    the units it counts, boosts, destroys or takes."""

    kind: EffectKind
    amount: int | None = Field(None, ge=1, le=9)
    dimension: str | None = None
    type: UnitType | None = None

    @model_validator(mode="after")
    def _fields_fit_kind(self) -> "Effect":
        if (self.amount is None) == (self.kind in AMOUNTED):
            raise ValueError(f"{self.kind}: amount is {'required' if self.amount is None else 'not allowed'}")
        if (self.dimension or self.type) and self.kind not in FILTERED:
            raise ValueError(f"{self.kind} takes no unit filter")
        if self.kind in ("force_one", "destroy", "take") and not (self.dimension or self.type):
            raise ValueError(f"{self.kind} must name a dimension or a type of unit")
        return self


class Card(Frozen):
    """An action card [ACTION DECK CARD LIST]: ``requires`` is the dimension of the unit
    that must be in the stack using it (GR, OR, AR, HR, SR, CR), ``note`` the printed line."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    requires: str | None
    timing: Timing
    note: str
    effect: Effect

    @model_validator(mode="after")
    def _timing_fits_effect(self) -> "Card":
        if self.timing not in TIMING_OF[self.effect.kind]:
            raise ValueError(f"{self.name}: a {self.effect.kind} effect cannot have timing {self.timing}")
        return self

    @property
    def needs_stack(self) -> bool:
        """Whether the card is used by one of your stacks (a battle or move card), so that a
        requirement can be checked against it."""
        return self.timing in ("battle", "move")


class TerrainRow(Frozen):
    low: int = Field(ge=1, le=10)
    high: int = Field(ge=1, le=10)
    terrain: TerrainId


class ConnectionRow(Frozen):
    roll: int = Field(ge=1, le=6)
    dimension: str


class TerrainLook(Frozen):
    name: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    pattern: str
    text: str


class Numbers(Frozen):
    """The game's numbers, each from the source: [STACKS], [MOVE PHASE], [VORTEX PHASE],
    [POWER SURGE PHASE], [SETUP], [TROOPERS], [CITIES], [MONSTERS], [COMPANIONS], [VICTORY]."""

    base_move: int
    gate_hop_cost: int
    stack_limit: int
    hand_limit: int
    surge_draw: int
    start_units: int
    start_cards: int
    trooper_bonus: int
    city_bonus: int
    monster_bonus: int
    companion_bonus: int
    pyramids_to_win_two_players: int
    pyramids_to_win: int


class Length(Frozen):
    """A designed game length: the round after which the game ends on standings."""

    id: str
    name: str
    rounds: int = Field(ge=2, le=200)


class SeatLook(Frozen):
    """How a seat is shown: a colour plus a letter and a shape, so colour is never the only
    cue; ``name`` is the default player name."""

    name: str
    colour: str = Field(pattern=r"^#[0-9a-f]{6}$")
    letter: str = Field(min_length=1, max_length=1)
    shape: Literal["circle", "square", "triangle", "diamond", "hexagon", "star"]


class Content(Frozen):
    """Everything in ``data/*.json``, cross-checked."""

    dimensions: tuple[Dimension, ...]
    types: tuple[UnitTypeInfo, ...]
    piles: dict[str, tuple[PileEntry, ...]]
    copies: int = Field(ge=1, le=4)
    cards: tuple[Card, ...]
    board_size: int = Field(ge=3, le=15)
    terrain_roll: tuple[TerrainRow, ...]
    connection_table: tuple[ConnectionRow, ...]
    connection_rolls: int = Field(ge=1, le=6)
    terrains: dict[TerrainId, TerrainLook]
    numbers: Numbers
    lengths: tuple[Length, ...]
    seats: tuple[SeatLook, ...]

    @model_validator(mode="after")
    def _consistent(self) -> "Content":
        dims = [d.id for d in self.dimensions]
        if len(dims) != 6 or len(set(dims)) != 6:
            raise ValueError("there are six dimensions [THE UNIVERSE]")
        if len({d.prefix for d in self.dimensions}) != 6 or len({d.code for d in self.dimensions}) != 6:
            raise ValueError("dimension prefixes and requirement codes must be unique")
        if sorted(self.piles) != sorted(dims):
            raise ValueError("one unit pile per dimension [UNITS]")
        for dim, pile in self.piles.items():
            if sum(e.count for e in pile) != 24:
                raise ValueError(f"the {dim} pile must hold 24 counters")
            if len({e.type for e in pile}) != len(pile):
                raise ValueError(f"the {dim} pile lists a type twice")
        if [t.id for t in self.types] != ["trooper", "companion", "monster", "vehicle"]:
            raise ValueError("the four unit types, in the source's order")
        if len(self.cards) != 33 or len({c.id for c in self.cards}) != 33:
            raise ValueError("the deck lists 33 different cards [ACTION DECK CARD LIST]")
        for c in self.cards:
            for d in (c.requires, c.effect.dimension):
                if d is not None and d not in dims:
                    raise ValueError(f"{c.name}: unknown dimension {d!r}")
            if c.requires is not None and not c.needs_stack:
                raise ValueError(f"{c.name}: a unit requirement needs a stack using the card")
        covered = [n for row in self.terrain_roll for n in range(row.low, row.high + 1)]
        if covered != list(range(1, 11)):
            raise ValueError("the terrain table must cover 1-10 once, in order [THE MAP]")
        if [r.roll for r in self.connection_table] != [1, 2, 3, 4, 5, 6] or \
                [r.dimension for r in self.connection_table] != dims:
            raise ValueError("the connections table maps 1-6 to the dimensions in order")
        if sorted(self.terrains) != sorted(["clear", "blocked", "city", "gate", "pyramid"]):
            raise ValueError("a look for each terrain")
        if len(self.seats) != 6 or len({s.letter for s in self.seats}) != 6:
            raise ValueError("six seat looks with different letters")
        if self.board_size % 2 == 0:
            raise ValueError("the board needs a centre square for the Pyramid")
        return self

    # -- lookups (built once: they sit on the engine's hot path) ----------------------------
    @cached_property
    def kinds(self) -> tuple[UnitKind, ...]:
        """Every kind of counter, dimension by dimension in the source's order, types in the
        source's order within a pile."""
        order = [t.id for t in self.types]
        out = []
        for d in self.dimensions:
            for e in sorted(self.piles[d.id], key=lambda e: order.index(e.type)):
                bonus = self.numbers.monster_bonus if e.type == "monster" else 0
                out.append(UnitKind(id=f"{d.prefix}.{e.type}", dimension=d.id, type=e.type,
                                    force=e.force, fights_at=e.force + bonus, count=e.count))
        return tuple(out)

    @cached_property
    def kind(self) -> dict[str, UnitKind]:
        return {k.id: k for k in self.kinds}

    @cached_property
    def kind_order(self) -> dict[str, int]:
        return {k.id: i for i, k in enumerate(self.kinds)}

    @cached_property
    def card(self) -> dict[str, Card]:
        return {c.id: c for c in self.cards}

    @cached_property
    def dimension(self) -> dict[str, Dimension]:
        return {d.id: d for d in self.dimensions}

    @cached_property
    def dimension_ids(self) -> tuple[str, ...]:
        return tuple(d.id for d in self.dimensions)

    @cached_property
    def type_info(self) -> dict[str, UnitTypeInfo]:
        return {t.id: t for t in self.types}

    @cached_property
    def length(self) -> dict[str, Length]:
        return {n.id: n for n in self.lengths}

    def terrain_for(self, d10: int) -> str:
        """The terrain a d10 roll gives [THE MAP]."""
        return next(r.terrain for r in self.terrain_roll if r.low <= d10 <= r.high)

    def dimension_for(self, d6: int) -> str:
        """The dimension a d6 roll gives [CONNECTIONS TABLE]."""
        return self.connection_table[d6 - 1].dimension

    def pyramids_to_win(self, players: int) -> int:
        """[VICTORY] with R-G2: 4 Pyramids with 2 players, 3 with 3 to 6."""
        n = self.numbers
        return n.pyramids_to_win_two_players if players == 2 else n.pyramids_to_win


def _read(name: str) -> dict[str, object]:
    text = resources.files(__package__).joinpath("data").joinpath(name).read_text(encoding="utf-8")
    return json.loads(text)  # type: ignore[no-any-return]


@lru_cache(maxsize=1)
def content() -> Content:
    """The validated content of every data file, loaded once."""
    merged: dict[str, object] = {}
    for name in ("dimensions.json", "units.json", "cards.json", "tables.json", "players.json"):
        merged.update(_read(name))
    return Content.model_validate(merged)
