"""The hot state of a game of Renown & Dragon Towers: plain slotted classes the rules and the
bots mutate (ARCHITECTURE.md, principle 2); everything copies cheaply and encodes canonically
for ``state_hash``.

Nothing random is stored ahead of time (principle 4): dice are rolled when they are rolled and
the mission deck is the set of missions not yet drawn, so its order never exists. The map is
shared by every copy (it changes only during the build setup, by replacement).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .content import RESOURCES
from .hexmap import HexMap

#: The ruleset's rules version (``Renown.rules_version``), bumped when a rule change would
#: replay old links differently (ARCHITECTURE.md, ``rules_version``). Version 2: missions a
#: map cannot satisfy are not dealt, an offer's items can be taken out one at a time, one offer
#: to each player a turn, and forced steps (a monster with one free tile, a Commerce with
#: nothing to do, a Troop phase with no troop to move) no longer wait for a click
#: (RULES-NOTES.md, "Rules version 2"). A game saved under version 1 keeps its rules.
RULES_VERSION = 2


@dataclass(slots=True)
class Troop:
    """A troop on the map [Troops]: its kind, hit points, tile, and this turn's Move left and
    whether it has attacked (R-R8: one attack a turn, and attacking ends its move)."""

    id: int
    seat: int
    kind: str
    hp: int
    at: int
    moves: int = 0
    attacked: bool = False

    def clone(self) -> "Troop":
        return Troop(self.id, self.seat, self.kind, self.hp, self.at, self.moves, self.attacked)


@dataclass(slots=True)
class Monster:
    """A monster on the map [Monsters]: kind, hit points, tile, and the seat that placed it
    (its owner decides only the order monsters move in, R-R2)."""

    id: int
    kind: str
    hp: int
    at: int
    owner: int

    def clone(self) -> "Monster":
        return Monster(self.id, self.kind, self.hp, self.at, self.owner)


@dataclass(slots=True)
class Player:
    """A seat: resources, Renown and where it came from, missions claimed, outposts and towers
    still in the box, trade offers made this turn and those declined (``Offer.key``), monster
    damage dealt this turn and in its last turn (Monster Bane), and tiles still to place in the
    build setup."""

    seat: int
    name: str
    bot: str | None
    res: dict[str, int]
    renown: int = 0
    towers_built: int = 0
    kills: int = 0
    missions: list[str] = field(default_factory=list)
    outposts_left: int = 0
    towers_left: int = 0
    offers: int = 0
    damage: int = 0
    damage_last: int = 0
    bag: list[str] = field(default_factory=list)
    declined: list[str] = field(default_factory=list)
    offered: list[int] = field(default_factory=list)

    def clone(self) -> "Player":
        return Player(self.seat, self.name, self.bot, dict(self.res), self.renown,
                      self.towers_built, self.kills, self.missions[:], self.outposts_left,
                      self.towers_left, self.offers, self.damage, self.damage_last,
                      self.bag[:], self.declined[:], self.offered[:])


@dataclass(slots=True)
class Offer:
    """A trade offer the active player is writing or has sent (R-R6): what it gives and what
    it asks, resource → count; ``changes``: items put in or taken out so far (rules version 2
    caps them, ``offer_changes``, so that writing an offer always ends)."""

    to: int
    give: dict[str, int] = field(default_factory=dict)
    get: dict[str, int] = field(default_factory=dict)
    sent: bool = False
    changes: int = 0

    def clone(self) -> "Offer":
        return Offer(self.to, dict(self.give), dict(self.get), self.sent, self.changes)

    @property
    def key(self) -> str:
        """The deal in a word (``"1:food=1:rock=2"``): one declined may not be sent again the
        same turn."""
        give = ",".join(f"{r}={n}" for r, n in sorted(self.give.items()))
        get = ",".join(f"{r}={n}" for r, n in sorted(self.get.items()))
        return f"{self.to}:{give}:{get}"


@dataclass(slots=True)
class Decision:
    """A choice someone owes outside the normal flow: ``monster`` (where a monster goes),
    ``raze`` (which outpost an Ogre razes)."""

    seat: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> "Decision":
        return Decision(self.seat, self.kind, dict(self.data))


@dataclass(slots=True)
class Roll:
    """A die rolled, shown on the table as it happens: who rolled, which die, the face, and
    what it did."""

    seat: int
    die: str
    value: int
    what: str


class State:
    """A whole game. ``step``: ``first`` (turn order drawn), ``build`` (tiles placed, build
    setup), ``monsters``, ``outposts``, ``gather``, ``commerce``, ``troops``, ``end`` (monster
    movement and new monsters), ``over``. ``chance``: the chance points due, first first
    (``(kind, data)``). ``order``: seats in turn order; ``active`` the seat whose turn it is.
    ``rules``: the rules version in force, ``config.rules(RULES_VERSION)`` (a game loaded from
    an older save link keeps its older rules)."""

    __slots__ = ("players", "map", "step", "order", "active", "round", "turns", "buildings",
                 "troops", "monsters", "next_id", "up", "deck", "chance", "pending", "offer",
                 "log", "rolls", "respawns", "setup_left", "winner", "reason", "solo",
                 "round_limit", "rules")

    def __init__(self) -> None:
        self.players: list[Player] = []
        self.map: HexMap = HexMap(())
        self.step = "first"
        self.order: list[int] = []
        self.active = 0
        self.round = 0
        self.turns = 0
        #: tile → (seat, is a Dragon Tower)
        self.buildings: dict[int, tuple[int, bool]] = {}
        self.troops: dict[int, Troop] = {}
        self.monsters: dict[int, Monster] = {}
        self.next_id = 1
        #: missions face up, in the order they came; the deck: missions not yet drawn
        self.up: list[str] = []
        self.deck: list[str] = []
        self.chance: list[tuple[str, dict[str, Any]]] = []
        self.pending: list[Decision] = []
        self.offer: Offer | None = None
        self.log: list[Any] = []
        self.rolls: list[Roll] = []
        #: owners of monsters slain this turn, to come back at its end (R-R2)
        self.respawns: list[int] = []
        #: setup placements still due: seats in the order they place
        self.setup_left: list[int] = []
        self.winner: int | None = None
        self.reason = ""
        self.solo = False
        self.round_limit = 0
        self.rules = RULES_VERSION

    @property
    def v2(self) -> bool:
        """Whether this game follows rules version 2 (RULES-NOTES.md, "Rules version 2")."""
        return self.rules >= 2

    def clone(self) -> "State":
        s = State.__new__(State)
        s.players = [p.clone() for p in self.players]
        s.map = self.map
        s.step = self.step
        s.order = self.order[:]
        s.active = self.active
        s.round = self.round
        s.turns = self.turns
        s.buildings = dict(self.buildings)
        s.troops = {k: t.clone() for k, t in self.troops.items()}
        s.monsters = {k: m.clone() for k, m in self.monsters.items()}
        s.next_id = self.next_id
        s.up = self.up[:]
        s.deck = self.deck[:]
        s.chance = [(k, dict(d)) for k, d in self.chance]
        s.pending = [d.clone() for d in self.pending]
        s.offer = self.offer.clone() if self.offer else None
        s.log = self.log[:]
        s.rolls = self.rolls[:]
        s.respawns = self.respawns[:]
        s.setup_left = self.setup_left[:]
        s.winner = self.winner
        s.reason = self.reason
        s.solo = self.solo
        s.round_limit = self.round_limit
        s.rules = self.rules
        return s

    # -- lookups ---------------------------------------------------------------------------
    def occupant(self) -> dict[int, tuple[str, int]]:
        """Tile → ("troop" | "monster", id): one piece per hex (R-R8)."""
        out: dict[int, tuple[str, int]] = {t.at: ("troop", t.id) for t in self.troops.values()}
        out.update({m.at: ("monster", m.id) for m in self.monsters.values()})
        return out

    def troops_of(self, seat: int) -> list[Troop]:
        return [t for t in self.troops.values() if t.seat == seat]

    def buildings_of(self, seat: int) -> list[int]:
        return [i for i, (s, _) in self.buildings.items() if s == seat]

    def canonical(self) -> Any:
        """Every field as plain JSON data, in a fixed order (``state_hash``). A game under
        rules version 1 encodes exactly as it did before version 2 (no ``rules``, no
        ``offered``), so the ``state_hash`` its save links were made with still holds."""
        out = {
            "map": [[t.q, t.r, t.terrain, t.owner, t.mark] for t in self.map.tiles],
            "players": [[p.seat, p.name, [p.res[r] for r in RESOURCES], p.renown,
                         p.towers_built, p.kills, p.missions, p.outposts_left, p.towers_left,
                         p.offers, p.damage, p.damage_last, p.bag, p.declined]
                        for p in self.players],
            "step": self.step, "order": self.order, "active": self.active, "round": self.round,
            "turns": self.turns,
            "buildings": sorted([i, s, b] for i, (s, b) in self.buildings.items()),
            "troops": [[t.id, t.seat, t.kind, t.hp, t.at, t.moves, t.attacked]
                       for t in sorted(self.troops.values(), key=lambda t: t.id)],
            "monsters": [[m.id, m.kind, m.hp, m.at, m.owner]
                         for m in sorted(self.monsters.values(), key=lambda m: m.id)],
            "next_id": self.next_id, "up": self.up, "deck": sorted(self.deck),
            "chance": [[k, sorted(d.items())] for k, d in self.chance],
            "pending": [[d.seat, d.kind, sorted(d.data.items())] for d in self.pending],
            "offer": None if self.offer is None else
            [self.offer.to, sorted(self.offer.give.items()), sorted(self.offer.get.items()),
             self.offer.sent],
            "respawns": self.respawns, "setup_left": self.setup_left,
            "winner": self.winner, "reason": self.reason,
        }
        if self.v2:
            out["rules"] = self.rules
            out["offered"] = [p.offered for p in self.players]
            if self.offer is not None:
                out["offer"].append(self.offer.changes)
        return out
