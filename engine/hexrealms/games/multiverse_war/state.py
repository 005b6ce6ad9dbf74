"""The whole state of a game of Multiverse War in plain classes (ARCHITECTURE.md, principle 2):
the map (``realm.Realm``), the blocks and buildings on it, each player's gold, roads, battle
tracks and missions, the round and phase, and what is being decided or rolled.

Secrets live here beside public facts, and only the view and the labels decide who reads what:
a block's ``kind`` (its owner alone knows it until an enemy identifies it), a build chosen in
the Build phase (``fresh``: shown to the others only when the phase ends), a private line of the
log (``LogLine.own``). The face of an unexplored territory is nowhere: it is drawn when explored.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

from hexrealms.core.hexgrid import Hex

from .content import content
from .realm import Realm

_HR = content().hero_rules

#: 1: the first rules (the starter scenario).
#: 2: the first player changes each round, clockwise (RULES-NOTES.md, "Setup"); a game
#: saved under version 1 keeps one order all game.
#: 3: the Settlement shoots once a turn, as a Guard Tower does (RULES-NOTES.md, "Guard Tower
#: and Settlement shots").
#: 4: the Stone Portal needs 11 aether stones, not 8 (tuned by the balance bench: CONTENT.md).
#: 5: the Stone Portal needs 10 aether stones (the same bench: CONTENT.md, step 12).
#: 6: a four-player free-for-all game tosses for the direction of play after the first player
#: is rolled (RULES-NOTES.md, "Setup"): the four-player layout favoured the seats that
#: play right after their near neighbour.
#: 7: another seat's new block of the Build phase, a secret until the builds are shown, no
#: longer makes a hex unavailable to a recruit; two seats' new blocks on one hex are settled
#: when the builds are shown (RULES-NOTES.md, "Recruiting"). Before, a seat's choices showed
#: where another seat had just recruited.
RULES_VERSION = 7
_T = TypeVar("_T")

Steps = ("build", "action", "over")


@dataclass
class Unit:
    """A block on the map [Unit Actions]: ``kind`` a unit type id; ``ap`` left this turn;
    ``acted``: it did something this turn (so it does not rest); ``resting``: it rested last
    turn and heals at its owner's next action phase; ``done``: its action phase is over (an
    attack ends it); ``set_up``: a Catapult ready to shoot; ``facing``: the direction (1–6) its
    last step went (a Pikeman intercepts in front of it); ``active``: abilities in effect;
    ``shots`` made this turn; ``road``: every AP it spent this turn went along roads (and
    ``road_bonus``: it had the +1 AP for it); ``fresh``: recruited in this Build phase (secret
    until the phase ends); ``carrying``: the mine whose aether shard it carries;
    ``equipped``: equipment bought with shards (+1 HP) [Playing with Aether Shards]."""

    id: int
    seat: int
    kind: str
    at: Hex
    wounds: int = 0
    ap: int = 0
    acted: bool = False
    resting: bool = False
    done: bool = False
    set_up: bool = False
    facing: int = 1
    active: list[str] = field(default_factory=list)
    shots: int = 0
    road: bool = True
    road_bonus: bool = False
    fresh: bool = False
    worked: bool = False
    hero_ability_used: bool = False
    carrying: Hex | None = None
    equipped: bool = False

    def canonical(self) -> list[Any]:
        return [self.id, self.seat, self.kind, list(self.at), self.wounds, self.ap, self.acted,
                self.resting, self.done, self.set_up, self.facing, sorted(self.active),
                self.shots, self.road, self.road_bonus, self.fresh, self.worked,
                self.hero_ability_used, list(self.carrying) if self.carrying else None,
                self.equipped]


@dataclass
class Building:
    """A building [Buildings]: ``kind`` a building id or ``"settlement"``; ``age2``: upgraded;
    ``wounds``; ``hurt``: damaged since its owner's last action phase began (a building repairs
    only after a full turn); ``site``: a Fortress still being built, by the Builder with this
    id; ``fresh``: built in this Build phase (secret until the phase ends); ``shot``: a Guard
    Tower shot this turn."""

    id: int
    seat: int
    kind: str
    at: Hex
    age2: bool = False
    wounds: int = 0
    hurt: bool = False
    site: int | None = None
    shot: bool = False

    def canonical(self) -> list[Any]:
        return [self.id, self.seat, self.kind, list(self.at), self.age2, self.wounds,
                self.hurt, self.site, self.shot]


@dataclass
class HeroSheet:
    """A player's hero [Heroes] (R-M10, R-M11): which hero, the HP and AP bought, whether its
    ability is bought, its level, kills since the last level, skill points not yet spent, and
    the block it is on the map (``None``: not recruited yet, or fallen)."""

    hero: str
    hp: int = _HR.start_hp
    ap: int = _HR.start_ap
    ability: bool = True
    level: int = 1
    kills: int = 0
    points: int = 0
    unit: int | None = None
    fallen: bool = False

    def canonical(self) -> list[Any]:
        return [self.hero, self.hp, self.ap, self.ability, self.level, self.kills,
                self.points, self.unit, self.fallen]


@dataclass
class Player:
    """A seat: name, bot level, gold, battle tracks (unit type → marks), the bonus missions
    completed, buildings destroyed (victory points), whether it still chooses builds this
    Build phase, abilities used this turn, and the income it took last Revenue."""

    seat: int
    name: str
    bot: str | None
    gold: int = 0
    track: dict[str, int] = field(default_factory=dict)
    missions: list[str] = field(default_factory=list)
    razed: list[int] = field(default_factory=list)
    abilities_used: int = 0
    income: int = 0
    barracks_used: list[int] = field(default_factory=list)
    # the advanced scenario [Advanced Game]
    hero: HeroSheet | None = None
    stones: int = 0
    secret: list[str] = field(default_factory=list)
    secret_done: list[str] = field(default_factory=list)
    mine_streak: tuple[Hex | None, int] = (None, 0)
    adventures_won: int = 0
    decoy_round: int = 0
    #: unit types recruited in the game, and how many (public once the builds are shown)
    recruits: dict[str, int] = field(default_factory=dict)
    #: aether shards brought home and not yet spent [Playing with Aether Shards]
    shards: int = 0

    def canonical(self) -> list[Any]:
        return [self.seat, self.name, self.bot, self.gold, sorted(self.track.items()),
                list(self.missions), list(self.razed), self.abilities_used, self.income,
                sorted(self.barracks_used), self.hero.canonical() if self.hero else None,
                self.stones, list(self.secret), list(self.secret_done),
                [list(self.mine_streak[0]) if self.mine_streak[0] else None,
                 self.mine_streak[1]], self.adventures_won, self.decoy_round,
                sorted(self.recruits.items()), self.shards]


@dataclass
class LogLine:
    """A line of the log: ``text`` for everyone, ``own`` for the seat ``seat`` (what only it
    knows: the block's type it moved, the build it chose); ``heading``: the round of a phase
    heading (``text`` its title)."""

    text: str
    seat: int | None = None
    own: str | None = None
    heading: int | None = None

    def for_viewer(self, viewer: int | None) -> str:
        return self.own if self.own is not None and viewer == self.seat else self.text

    def canonical(self) -> list[Any]:
        return [self.text, self.seat, self.own, self.heading]


@dataclass
class Explore:
    """An exploration under way [Map Exploration]: who explores from where into which slot,
    and the number named by the player on the explorer's right (``None`` until named)."""

    seat: int
    unit: int
    slot: int
    named: int | None = None

    def canonical(self) -> list[Any]:
        return [self.seat, self.unit, self.slot, self.named]


@dataclass
class Fight:
    """A battle under way [Combat]: the attack (kept as the ids and hexes it was declared with),
    and the dice rolled so far, in order; ``shot``: a ranged attack; ``tower``: a Guard
    Tower's shot (``attacker`` is then the building's id)."""

    seat: int
    attacker: int
    target: Hex
    shot: bool
    tower: bool = False
    rolls: list[tuple[str, ...]] = field(default_factory=list)

    def canonical(self) -> list[Any]:
        return [self.seat, self.attacker, list(self.target), self.shot, self.tower,
                [list(r) for r in self.rolls]]


@dataclass
class Encounter:
    """A permanent encounter on the map [Adventures: Permanent Encounters] (R-M9): its kind,
    wounds (those that act as buildings), and the round its trade or contest was last used."""

    kind: str
    wounds: int = 0
    used: int = 0

    def canonical(self) -> list[Any]:
        return [self.kind, self.wounds, self.used]


@dataclass
class Adventure:
    """An adventure under way [Adventure Cards & Encounters]: who, which block, the hex it came
    from, the card drawn (``None`` until drawn), and the dice a Trial or a contest rolled."""

    seat: int
    unit: int
    came_from: Hex
    card: str | None = None
    contest: str | None = None

    def canonical(self) -> list[Any]:
        return [self.seat, self.unit, list(self.came_from), self.card, self.contest]


@dataclass
class Roll:
    """A roll shown in the dice panel: who rolled, for what, the faces and what they did."""

    who: str
    what: str
    faces: str
    result: str


class State:
    """The game. ``order``: seats in turn order this round (the first player, then on in the
    direction of play: clockwise, or counter-clockwise if a four-player game's toss said so);
    ``step``: ``"build"`` (seats choose builds in turn order, ``builders`` the ones still to
    choose), ``"action"`` (``active`` acts), ``"over"``; ``chance``: what the next chance
    outcome decides (``"first"``, ``"direction"``, ``"explore"``, ``"dice"``) or ``None``."""

    def __init__(self, players: list[Player], realm: Realm, rules: int, last_round: int,
                 scenario: str, variants: tuple[str, ...] = ()) -> None:
        self.rules = rules
        #: optional rules on top of the scenario: ``"shards"`` [Playing with Aether Shards],
        #: ``"teams"`` [Added Rules for Team Games], ``"diplomacy"`` [Added Rules for FFA]
        self.variants = variants
        #: treaties (diplomacy.py): (low seat, high seat, last round of peace, last round of
        #: the pause after); and the offers made this round, (from, to)
        self.treaties: list[tuple[int, int, int, int]] = []
        self.offers: list[tuple[int, int]] = []
        self.players = players
        self.realm = realm
        self.scenario = scenario
        self.last_round = last_round
        self.round = 0
        self.first = 0
        self.order: list[int] = []
        self.step = "build"
        self.builders: list[int] = []
        self.active = 0
        self.chance: str | None = "first"
        self.units: dict[int, Unit] = {}
        self.buildings: dict[int, Building] = {}
        self.roads: dict[Hex, int] = {}
        self.next_id = 1
        self.explore: Explore | None = None
        self.fight: Fight | None = None
        self.rolls: list[Roll] = []
        self.log: list[LogLine] = []
        self.winner: int | None = None
        self.reason = ""
        #: what decided the game: a goal's id, "conquest" or "points"
        self.route = ""
        self.turns = 0
        self.changes = 0
        #: Builders' work chosen this Build phase (Builder id → (what, building, hex)),
        #: carried out when every player has chosen: each player's secret until then.
        self.orders: dict[int, tuple[str, str | None, Hex | None]] = {}
        # the advanced scenario
        self.dial = content().event_dial.start
        self.hero_row: list[str] = []
        self.tokens: set[Hex] = set()
        self.drawn: dict[str, int] = {}
        self.encounters: dict[Hex, Encounter] = {}
        self.placed: dict[str, int] = {}
        self.adventure: Adventure | None = None
        #: Decisions owed before play goes on: ``(kind, seat, data)`` — a hero's sheet, an
        #: Ally's unit, the number a d10 of 10 lets its roller pick.
        self.pending: list[tuple[str, int, str]] = []
        #: Chance still to come, in order: ``"row"``, ``"deal:<seat>"``, ``"d6:<q,r>"`` (an
        #: encounter moves), ``"d10"`` (new adventures).
        self.due: list[str] = []
        #: Answers computed for this position (reach, sight), emptied whenever it changes.
        self.memo: dict[Any, Any] = {}
        #: Answers that depend only on where the roads and buildings are (supply lines, road
        #: lines): shared with clones, and replaced (never emptied: a clone may share it)
        #: when a road or building comes, goes, is finished or upgraded (``rebuilt``).
        self.layout: dict[Any, Any] = {}

    # -- queries -------------------------------------------------------------------------
    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    def units_at(self, h: Hex) -> list[Unit]:
        return list(self.occupancy().get(h, ()))

    def changed(self) -> None:
        """Something moved, came or went: forget what was worked out for the position."""
        self.memo.clear()

    def rebuilt(self) -> None:
        """A road or building came, went, was finished or upgraded: forget what was worked out
        for the position and for its layout."""
        self.layout = {}
        self.memo.clear()

    def occupancy(self) -> dict[Hex, list[Unit]]:
        """Every hex's units (remembered until ``changed``)."""
        occ = self.memo.get("occ")
        if occ is None:
            occ = self.memo["occ"] = {}
            for u in self.units.values():
                occ.setdefault(u.at, []).append(u)
        return occ

    def building_at(self, h: Hex) -> Building | None:
        where = self.layout.get("bld")
        if where is None:  # ids, not objects: each clone has its own copies of the buildings
            where = self.layout["bld"] = {b.at: b.id for b in self.buildings.values()}
        i = where.get(h)
        return None if i is None else self.buildings[i]

    def units_of(self, seat: int) -> list[Unit]:
        """The seat's units by id (remembered until ``changed``: a unit comes or goes)."""
        key = ("units_of", seat)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = sorted((u for u in self.units.values() if u.seat == seat),
                                            key=lambda u: u.id)
        return list(found)

    def buildings_of(self, seat: int, kind: str | None = None) -> list[Building]:
        """The seat's buildings (of ``kind``) by id (their ids remembered in the layout, until
        ``rebuilt``: a bot's forks share them)."""
        key = ("buildings_of", seat, kind)
        ids = self.layout.get(key)
        if ids is None:
            ids = self.layout[key] = sorted(
                b.id for b in self.buildings.values()
                if b.seat == seat and (kind is None or b.kind == kind))
        return [self.buildings[i] for i in ids]

    def settlement(self, seat: int) -> Building | None:
        found = self.buildings_of(seat, "settlement")
        return found[0] if found else None

    def say(self, text: str, seat: int | None = None, own: str | None = None) -> None:
        self.log.append(LogLine(text, seat, own))

    # -- copies and encoding -------------------------------------------------------------
    def clone(self) -> "State":
        other = copy.copy(self)
        # each unit's reach is plain data about the same position: a bot's fork that makes a
        # move found by ``legal_actions`` need not search its route again
        other.memo = {k: v for k, v in self.memo.items() if k[0] == "reach"}
        other.players = [_copy_player(p) for p in self.players]
        other.realm = self.realm.clone()
        other.order = list(self.order)
        other.builders = list(self.builders)
        other.units = {i: _copy_unit(u) for i, u in self.units.items()}
        other.buildings = {i: _shallow(b) for i, b in self.buildings.items()}
        other.roads = dict(self.roads)
        other.orders = dict(self.orders)
        other.explore = copy.copy(self.explore)
        other.hero_row = list(self.hero_row)
        other.tokens = set(self.tokens)
        other.drawn = dict(self.drawn)
        other.encounters = {h: copy.copy(e) for h, e in self.encounters.items()}
        other.placed = dict(self.placed)
        other.adventure = copy.copy(self.adventure)
        other.pending = list(self.pending)
        other.treaties = list(self.treaties)
        other.offers = list(self.offers)
        other.due = list(self.due)
        if self.fight is not None:
            other.fight = copy.copy(self.fight)
            other.fight.rolls = list(self.fight.rolls)
        other.rolls = list(self.rolls)
        other.log = list(self.log)
        return other

    def canonical(self) -> dict[str, Any]:
        return {
            "rules": self.rules, "scenario": self.scenario, "last_round": self.last_round,
            "variants": list(self.variants),
            "treaties": [list(t) for t in self.treaties],
            "offers": [list(o) for o in self.offers],
            "realm": self.realm.canonical(), "round": self.round, "first": self.first,
            "order": self.order, "step": self.step, "builders": self.builders,
            "active": self.active, "chance": self.chance, "turns": self.turns,
            "changes": self.changes,
            "orders": [[i, w, a, list(h) if h else None] for i, (w, a, h) in
                       sorted(self.orders.items())],
            "players": [p.canonical() for p in self.players],
            "units": [u.canonical() for _, u in sorted(self.units.items())],
            "buildings": [b.canonical() for _, b in sorted(self.buildings.items())],
            "roads": [[h.q, h.r, n] for h, n in sorted(self.roads.items())],
            "next_id": self.next_id,
            "explore": self.explore.canonical() if self.explore else None,
            "fight": self.fight.canonical() if self.fight else None,
            "rolls": [[r.who, r.what, r.faces, r.result] for r in self.rolls],
            "log": [line.canonical() for line in self.log],
            "winner": self.winner, "reason": self.reason, "route": self.route,
            "dial": self.dial, "hero_row": self.hero_row,
            "tokens": sorted([h.q, h.r] for h in self.tokens),
            "drawn": sorted(self.drawn.items()),
            "encounters": [[h.q, h.r, *e.canonical()] for h, e in sorted(self.encounters.items())],
            "placed": sorted(self.placed.items()),
            "adventure": self.adventure.canonical() if self.adventure else None,
            "pending": [list(p) for p in self.pending], "due": list(self.due),
        }

    def uses(self, part: str) -> bool:
        """Whether the game uses a part: one of its scenario's (``heroes``, ``mines``,
        ``adventures``, ``event_dial``, ``secret_missions``, ``decoys``, ``formations``) or a
        variant chosen (``shards``, ``teams``, ``diplomacy``)."""
        return part in _parts(self.scenario, self.variants)


@lru_cache(maxsize=64)
def _parts(scenario: str, variants: tuple[str, ...]) -> frozenset[str]:
    """The parts a scenario uses and the variants chosen (asked at every step: worked out once)."""
    used = content().scenario[scenario]
    return frozenset(variants) | {p for p in PARTS if getattr(used, p)}


#: A scenario's optional parts (``Scenario``'s flags).
PARTS = ("heroes", "mines", "adventures", "event_dial", "secret_missions", "decoys", "formations")


def _shallow(obj: _T) -> _T:
    """A shallow copy of a plain object (``copy.copy``'s result, without its generic protocol:
    a search clones thousands of states)."""
    c = object.__new__(type(obj))
    c.__dict__.update(obj.__dict__)
    return c


def _copy_unit(u: Unit) -> Unit:
    c = _shallow(u)
    c.active = list(u.active)
    return c


def _copy_player(p: Player) -> Player:
    c = _shallow(p)
    c.track = dict(p.track)
    c.missions = list(p.missions)
    c.razed = list(p.razed)
    c.barracks_used = list(p.barracks_used)
    c.secret = list(p.secret)
    c.secret_done = list(p.secret_done)
    c.recruits = dict(p.recruits)
    if p.hero is not None:
        c.hero = copy.copy(p.hero)
    return c
