"""The hot state of a game of Hyperborea: plain classes that rules and bots mutate
(ARCHITECTURE.md principle 2). Everything here copies cheaply and encodes canonically for
``state_hash``.

Hidden things are not stored as hidden orders: a bag is a count per colour (no one may look into
a bag, RULINGS 19), a deck is the set of cards not yet seen plus the known cards put on its
bottom, a ruin stack is a count of face-down tokens. What comes out is drawn when it comes out
(ARCHITECTURE.md principle 4).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ...core.hexgrid import Hex
from .layout import adjacency

#: Occupant value of a city or ruin space holding a Ghost.
GHOST = -1

#: The ruleset's rules version (``Hyperborea.rules_version``): bumped when a rule change would
#: replay old save links differently (ARCHITECTURE.md, "The Ruleset protocol").
RULES_VERSION = 2
#: The first rules version that follows RULINGS 20–25 (the rules audit); a game saved under an
#: older version keeps playing by the rules it began with.
AUDITED_RULES = 2


@dataclass(slots=True)
class HexSpace:
    """One hexagon of the map, as it stands now.

    ``tile`` is ``None`` while a Central or Borderland hexagon is face-down: which tile it is
    has not been decided yet. ``city_occupants`` and ``ruin_occupants`` hold a seat, ``GHOST``
    or ``None``; ``ruin_tokens`` counts the face-down tokens on each ruin space; ``fortresses``
    lists the seat of each Fortress token in the hexagon.
    """

    index: int
    coord: Hex
    region: str
    home_of: int | None = None
    homeland_slot: int | None = None  # 0, 1, 2 within a Homeland (0 = Capital hexagon)
    tile: str | None = None
    face_up: bool = False
    city_occupants: list[int | None] = field(default_factory=list)
    ruin_tokens: list[int] = field(default_factory=list)
    ruin_occupants: list[int | None] = field(default_factory=list)
    fortresses: list[int] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"h{self.index}"

    def clone(self) -> "HexSpace":
        return HexSpace(self.index, self.coord, self.region, self.home_of, self.homeland_slot,
                        self.tile, self.face_up, self.city_occupants[:], self.ruin_tokens[:],
                        self.ruin_occupants[:], self.fortresses[:])


@dataclass(slots=True)
class Miniature:
    """One of a player's ten miniatures. ``hex`` is ``None`` off the map: in the owner's
    reserve, or in the graveyard of ``grave`` (the killer's seat). ``site`` is ``None`` outside
    cities and ruins, else ``("city", i)`` or ``("ruin", i)`` (frozen until Reset). ``stopped``:
    it walked into enemies this turn and may not walk on (rulebook, "Movement")."""

    id: str
    seat: int
    hex: int | None = None
    site: tuple[str, int] | None = None
    grave: int | None = None
    stopped: bool = False

    def clone(self) -> "Miniature":
        return Miniature(self.id, self.seat, self.hex, self.site, self.grave, self.stopped)


@dataclass(slots=True)
class TechSlots:
    """Cubes on one technology: a Base Technology (``chosen`` set, fixed by the first cube
    until the next Reset, RULINGS 12) or an Advanced Technology card (always set 0).
    ``cubes`` lists one colour or ``None`` per space of the chosen set; ``fired`` counts the
    activations since the last Reset; ``spent``: it fired and no cube was restored from it since
    (so no cube may be placed on it); ``live``: a continuous card activated at least once."""

    chosen: int | None = None
    cubes: list[str | None] = field(default_factory=list)
    fired: int = 0
    spent: bool = False
    live: bool = False

    def clone(self) -> "TechSlots":
        return TechSlots(self.chosen, self.cubes[:], self.fired, self.spent, self.live)


@dataclass(slots=True)
class PoolEntry:
    """One effect waiting in the active player's effect pool (RULINGS 11). ``rows_used``
    tracks the rows a "different rows" develop already went on; ``colour`` is a cube
    generation's fixed colour; ``source`` numbers the activation it came from."""

    kind: str
    amount: int
    source: int
    rows: str = "any"
    rows_used: list[str] = field(default_factory=list)
    colour: str | None = None

    def clone(self) -> "PoolEntry":
        return PoolEntry(self.kind, self.amount, self.source, self.rows, self.rows_used[:],
                         self.colour)


@dataclass(slots=True)
class PlayerState:
    """A seat at the table."""

    seat: int
    name: str
    race: str
    bot: str | None
    miniatures: list[Miniature]
    extra_cube: str | None = None
    development: dict[str, int] = field(default_factory=dict)
    bag: dict[str, int] = field(default_factory=dict)
    available: list[str] = field(default_factory=list)
    unused: list[str] = field(default_factory=list)
    base: dict[str, TechSlots] = field(default_factory=dict)
    cards: dict[str, TechSlots] = field(default_factory=dict)
    start_card: str | None = None
    cards_acquired: int = 0
    gems: int = 0
    ghosts_killed: int = 0
    stored_ruin: str | None = None
    objectives: list[str] = field(default_factory=list)
    race_tile: str | None = None
    race_tokens: list[str] = field(default_factory=list)
    race_used: bool = False

    def clone(self) -> "PlayerState":
        c = copy.copy(self)
        c.miniatures = [m.clone() for m in self.miniatures]
        c.development = dict(self.development)
        c.bag = dict(self.bag)
        c.available = self.available[:]
        c.unused = self.unused[:]
        c.base = {k: v.clone() for k, v in self.base.items()}
        c.cards = {k: v.clone() for k, v in self.cards.items()}
        c.objectives = self.objectives[:]
        c.race_tokens = self.race_tokens[:]
        return c


@dataclass(slots=True)
class Decision:
    """A decision someone other than the turn's plain flow must make now: ``seat`` decides,
    ``kind`` says what, ``data`` carries what the choice needs."""

    seat: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class State:
    """The whole table.

    ``phase``: ``"setup"``, ``"play"`` or ``"over"``; ``step`` is where the turn's automatic
    flow stands. ``chance_queue``: chance points due, first one now. ``decisions``: pending
    decisions, first one now, made before the active player goes on. ``pool``: the active
    player's effects not yet spent (RULINGS 11). ``log``: what happened, in words, one line
    per event and a ``{"round", "title"}`` heading where a turn begins (``story.tell``).
    ``rules``: the rules version in force, ``config.rules(RULES_VERSION)``: a game loaded from
    an older save link keeps its older rules.
    """

    players: list[PlayerState]
    hexes: list[HexSpace]
    ruin_supply: dict[str, int]
    ghost_box: int
    gem_supply: int = 72
    reserve: dict[str, int] = field(default_factory=dict)
    decks: list[list[str]] = field(default_factory=list)          # unseen cards, sorted ids
    deck_bottoms: list[list[str]] = field(default_factory=list)   # known cards, in order
    market: list[list[str | None]] = field(default_factory=list)  # per deck, 2 face-up cards
    market_grey: list[list[bool]] = field(default_factory=list)   # a grey cube on that card
    ruins_unseen: dict[str, list[str]] = field(default_factory=dict)  # per metal, sorted ids
    ruins_discarded: list[str] = field(default_factory=list)
    race_sides: bool = False
    prime_objective: bool = False
    length: str = "short"
    phase: str = "setup"
    step: str = "setup"
    first_player: int | None = None
    setup_queue: list[tuple[int, str]] = field(default_factory=list)
    current: int | None = None
    turn: int = 0
    chance_queue: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    pool: list[PoolEntry] = field(default_factory=list)
    activations: int = 0
    bonuses_given: list[tuple[int, int]] = field(default_factory=list)  # (activation, modifier)
    conditions_met: list[str] = field(default_factory=list)
    trigger_turn: int | None = None
    final_turns_left: int | None = None
    reset_keep: list[str] = field(default_factory=list)
    log: list[str | dict[str, Any]] = field(default_factory=list)  # lines and turn headings
    rules: int = RULES_VERSION

    @property
    def audited(self) -> bool:
        """Whether this game follows RULINGS 20–25 (rules version 2 on); a game saved under
        version 1 plays on as it began, so its old save links replay exactly."""
        return self.rules >= AUDITED_RULES

    def give_gems(self, player: PlayerState, n: int) -> None:
        """Gems from the supply to a player's Victory Points area, while the supply lasts."""
        n = min(n, self.gem_supply)
        self.gem_supply -= n
        player.gems += n

    def return_gems(self, player: PlayerState, n: int) -> None:
        """Gems from a player back to the supply (as many as the player has)."""
        n = min(n, player.gems)
        player.gems -= n
        self.gem_supply += n

    def clone(self) -> "State":
        """An independent copy, field by field (much faster than ``copy.deepcopy``: bots and
        the undo stack clone often)."""
        c = copy.copy(self)
        c.players = [p.clone() for p in self.players]
        c.hexes = [h.clone() for h in self.hexes]
        c.ruin_supply = dict(self.ruin_supply)
        c.reserve = dict(self.reserve)
        c.decks = [d[:] for d in self.decks]
        c.deck_bottoms = [d[:] for d in self.deck_bottoms]
        c.market = [row[:] for row in self.market]
        c.market_grey = [row[:] for row in self.market_grey]
        c.ruins_unseen = {k: v[:] for k, v in self.ruins_unseen.items()}
        c.ruins_discarded = self.ruins_discarded[:]
        c.setup_queue = self.setup_queue[:]
        c.chance_queue = [(k, dict(d)) for k, d in self.chance_queue]
        c.decisions = [Decision(d.seat, d.kind, copy.deepcopy(d.data)) for d in self.decisions]
        c.pool = [e.clone() for e in self.pool]
        c.bonuses_given = self.bonuses_given[:]
        c.conditions_met = self.conditions_met[:]
        c.reset_keep = self.reset_keep[:]
        c.log = self.log[:]
        return c

    def neighbours(self, space: HexSpace) -> list[HexSpace]:
        return [self.hexes[i] for i in adjacency(len(self.players))[space.index]]
