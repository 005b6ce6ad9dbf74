"""Multiverse War's content (the Recruit ruleset), declared as data and validated at load
(ARCHITECTURE.md, principle 3).

The data files live in ``data/`` beside this module, each holding some of ``Content``'s fields:
the terrains and roads (``terrain.json``); the unit classes, the counter wheel, the traits, the
abilities and the unit types (``units.json``); the Settlement and the buildings
(``buildings.json``); the combat dice and the battle-track ranks (``dice.json``); the heroes
(``heroes.json``); the 18 face-down territories and the homeland (``territories.json``); the
map layouts for 2, 3 and 4 players (``layouts.json``); the adventure cards, the permanent
encounters and the event dial (``adventures.json``); the missions (``missions.json``); the goals,
the two scenarios and the variants (``scenarios.json``); the game's numbers and the box's
component counts (``numbers.json``); the seats' looks (``players.json``).

The source leaves the unit cards, the quick reference sheet, the territories' faces and many
numbers out; they are designed content (CONTENT.md says what was designed and why). This module
only describes the shapes and cross-checks them; it holds no rule. Rules look everything up here
by id and never hard-code a number.

The models live in ``forces.py`` (terrain, units, buildings, dice, ranks, heroes), ``world.py``
(territories, layouts, adventures, encounters, the event dial) and ``goals.py`` (missions, goals,
scenarios, variants, numbers, components, seats); the ids and the map geometry the data is
written in are in ``vocab.py``.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cached_property, lru_cache
from importlib import resources
from typing import Any, Literal, get_args

from pydantic import model_validator

from .forces import (Ability, Building, Dice, Hero, HeroRules, Rank, Roads, Settlement, Terrain,
                     Trait, Unit, UnitClass, CounterRule)
from .goals import (Components, Goal, Mission, Numbers, Scenario, SeatLook, SecretMissions,
                    Variants)
from .vocab import (HEIGHT_ORDER, TERRITORY_HEXES, AdventureKind, ClassId, Frozen, TerrainId,
                    TraitId)
from .world import (AdventureCard, AdventureRoll, Encounter, EventDial, Homeland, Layout,
                    Territory)


def _unique(kind: str, ids: list[str]) -> None:
    twice = sorted(i for i, n in Counter(ids).items() if n > 1)
    if twice:
        raise ValueError(f"two {kind} share the id {twice[0]!r}")


class Content(Frozen):
    """Everything in ``data/*.json``, cross-checked: every id referred to exists and the
    counts the source and the rulings state add up."""

    terrains: tuple[Terrain, ...]
    roads: Roads
    classes: tuple[UnitClass, ...]
    counters: tuple[CounterRule, ...]
    traits: tuple[Trait, ...]
    abilities: tuple[Ability, ...]
    units: tuple[Unit, ...]
    settlement: Settlement
    buildings: tuple[Building, ...]
    dice: Dice
    ranks: tuple[Rank, ...]
    heroes: tuple[Hero, ...]
    hero_rules: HeroRules
    territories: tuple[Territory, ...]
    home: Homeland
    adventure_roll: AdventureRoll
    layouts: tuple[Layout, ...]
    adventures: tuple[AdventureCard, ...]
    encounters: tuple[Encounter, ...]
    event_dial: EventDial
    missions: tuple[Mission, ...]
    bonus_missions: tuple[str, ...]
    secret_missions: SecretMissions
    goals: tuple[Goal, ...]
    scenarios: tuple[Scenario, ...]
    goal_check: Literal["after_action_phase"]
    variants: Variants
    numbers: Numbers
    components: Components
    seats: tuple[SeatLook, ...]

    @model_validator(mode="after")
    def _consistent(self) -> "Content":
        for kind, items in (("terrains", self.terrains), ("classes", self.classes),
                            ("traits", self.traits), ("abilities", self.abilities),
                            ("units", self.units), ("buildings", self.buildings),
                            ("ranks", self.ranks), ("heroes", self.heroes),
                            ("territories", self.territories), ("adventures", self.adventures),
                            ("encounters", self.encounters), ("missions", self.missions),
                            ("goals", self.goals), ("scenarios", self.scenarios),
                            ("dial positions", self.event_dial.positions)):
            _unique(kind, [x.id for x in items])
        _unique("unit types and buildings", [*(u.id for u in self.units),
                                             *(b.id for b in self.buildings)])
        self._check_terrain()
        self._check_units()
        self._check_wheel()
        self._check_buildings()
        self._check_heroes()
        self._check_map()
        self._check_adventures()
        self._check_missions()
        self._check_seats()
        return self

    def _check_terrain(self) -> None:
        t = {x.id: x for x in self.terrains}
        if sorted(t) != sorted(get_args(TerrainId)):
            raise ValueError("one entry per terrain")
        _unique("terrain codes", [x.code for x in self.terrains])
        heights = [t[i].height for i in HEIGHT_ORDER]
        if heights != sorted(set(heights)):
            raise ValueError("heights rise grassland < forest < hill < mountain")
        if t["water"].height != t["grass"].height:
            raise ValueError("water lies as low as grassland")
        for x in self.terrains:
            if not t[x.mine].passable or t[x.mine].mine != x.mine:
                raise ValueError(f"{x.id}: its mine token must be of a passable terrain that "
                                 "keeps its own")
            if x.hides_units and x.blocks_sight_across:
                raise ValueError(f"{x.id}: a terrain either hides units or blocks sight")
        if t[self.roads.bridge_on].passable:
            raise ValueError("a bridge spans impassable terrain")
        if not all(t[i].passable for i in ("grass", "forest")):
            raise ValueError("chopping and planting turn forest and grassland into each other")

    def _check_units(self) -> None:
        cls = {c.id: c for c in self.classes}
        if sorted(cls) != sorted(get_args(ClassId)):
            raise ValueError("one entry per unit class")
        traits = {x.id for x in self.traits}
        if traits != set(get_args(TraitId)):
            raise ValueError("one entry per trait")
        ability = self.ability
        used = []
        for u in self.units:
            c = cls[u.cls]
            if (u.range is not None) != (c.attack == "ranged"):
                raise ValueError(f"{u.id}: a range for a ranged unit, for no other")
            if u.ability is not None:
                a = ability.get(u.ability)
                if a is None or a.holder != "unit":
                    raise ValueError(f"{u.id}: no unit ability {u.ability!r}")
                if a.ap_cost != 0:
                    raise ValueError(f"{u.id}: a unit's ability costs no AP")
                used.append(u.ability)
        _unique("unit types' abilities", used)
        targets = {*cls, *(b.id for b in self.buildings)}
        for c in self.classes:
            for x in c.retaliates_only_against or ():
                if x not in targets:
                    raise ValueError(f"{c.id} strikes back at an unknown {x!r}")
        if not any(not u.military for u in self.units):
            raise ValueError("a Builder is needed to build")
        if not any(u.tier == 1 and u.military for u in self.units):
            raise ValueError("an Ally card needs a Tier 1 military unit")
        if any("civilian" in t.traits for t in self.heroes):
            raise ValueError("a hero is no civilian")

    def _check_wheel(self) -> None:
        """The counter wheel (R-M2): no class counters itself or a class that counters it; the
        classes that counter something form one cycle, each countering exactly one other class
        of the cycle; civilians stand outside it."""
        beats: dict[str, set[str]] = {}
        for c in self.counters:
            if c.striker == c.target:
                raise ValueError(f"{c.striker} counters itself")
            if c.target in beats.get(c.striker, set()):
                raise ValueError(f"{c.striker} counters {c.target} twice")
            beats.setdefault(c.striker, set()).add(c.target)
        for s, ts in beats.items():
            for t in ts:
                if s in beats.get(t, set()):
                    raise ValueError(f"{s} and {t} counter each other")
        if any("civilian" in (c.striker, c.target) for c in self.counters):
            raise ValueError("civilians stand outside the counter wheel")
        ring = set(beats)
        if len(ring) < 3:
            raise ValueError("the counter wheel needs at least three classes")
        for s in ring:
            inner = beats[s] & ring
            if len(inner) != 1:
                raise ValueError(f"{s} must counter exactly one class of the wheel, not "
                                 f"{sorted(inner)}")
        start = min(ring)
        at, seen = start, []
        while at not in seen:
            seen.append(at)
            at = next(iter(beats[at] & ring))
        if at != start or len(seen) != len(ring):
            raise ValueError(f"the counter wheel is not one cycle: {' > '.join(seen)}")

    def _check_buildings(self) -> None:
        b = self.building
        units = self.unit
        for x in self.buildings:
            for u in x.unlocks_units:
                if u not in units:
                    raise ValueError(f"{x.id} unlocks an unknown unit {u!r}")
        for u in self.units:
            if u.tier > 1 and not any(x.unlocks_tier == u.tier for x in self.buildings):
                raise ValueError(f"{u.id}: nothing unlocks Tier {u.tier}")
        if not any(x.recruits for x in self.buildings) or not any(u.infantry for u in self.units):
            raise ValueError("the Barracks recruits infantry")
        by_gold = sorted(self.buildings, key=lambda x: (x.gold, x.vp))
        if [x.vp for x in by_gold] != sorted(x.vp for x in by_gold):
            raise ValueError("building prices track their victory points")
        if "fortress" not in b or b["fortress"].formations < 1:
            raise ValueError("the Fortress allows a formation")

    def _check_heroes(self) -> None:
        ability = self.ability
        cls = {c.id: c for c in self.classes}
        for h in self.heroes:
            a = ability.get(h.ability)
            if a is None or a.holder != "hero":
                raise ValueError(f"hero {h.id}: no hero ability {h.ability!r}")
            if a.ap_cost != self.hero_rules.ability_ap:
                raise ValueError(f"hero {h.id}: a hero's ability costs "
                                 f"{self.hero_rules.ability_ap} AP to use")
            if cls[h.cls].attack == "none":
                raise ValueError(f"hero {h.id}: a hero fights")
            if (h.range is not None) != (cls[h.cls].attack == "ranged"):
                raise ValueError(f"hero {h.id}: a range for a ranged hero, for no other")
        if len(self.heroes) != self.components.hero_sheets:
            raise ValueError(f"{self.components.hero_sheets} hero sheets in the box")
        ranks = self.ranks
        if [r.at for r in ranks] != sorted({r.at for r in ranks}) or ranks[0].at != 0:
            raise ValueError("ranks rise from 0 on the battle track")
        if sum(r.ability for r in ranks) != 1:
            raise ValueError("one rank unlocks the ability")
        if not any(r.ability_users for r in ranks) or ranks[-1].id != "elite":
            raise ValueError("Elite, the last rank, allows one more ability user")

    def _check_map(self) -> None:
        comp = self.components
        t = {x.id: x for x in self.terrains}
        if len(self.territories) != comp.territories:
            raise ValueError(f"{comp.territories} territories in the box, "
                             f"{len(self.territories)} in the data")
        counts = Counter(h for x in self.territories for h in x.hexes)
        for x in self.terrains:
            if counts[x.id] != x.count:
                raise ValueError(f"the territories hold {counts[x.id]} {x.id} hexes, the "
                                 f"terrain table says {x.count}")
        roll = self.adventure_roll
        numbers = Counter(x.adventure.number for x in self.territories)
        if set(numbers) != set(range(1, roll.numbers + 1)) or roll.pick != roll.numbers + 1:
            raise ValueError(f"adventure hexes are numbered 1-{roll.numbers}; the roll's "
                             "next face picks")
        if len(set(numbers.values())) != 1:
            raise ValueError("each adventure number is printed as often as every other")
        if len(self.territories) != comp.adventure_hexes:
            raise ValueError("one adventure hex per territory")
        for x in self.territories:
            if not t[x.hexes[x.adventure.at]].passable:
                raise ValueError(f"{x.id}: its adventure hex is impassable")
            passable = {i for i, h in enumerate(x.hexes) if t[h].passable}
            if not passable or not self._connected(passable):
                raise ValueError(f"{x.id}: its passable hexes are cut apart")
        if not t[self.home.terrain].passable:
            raise ValueError("a homeland is passable")
        if self.settlement.zone != TERRITORY_HEXES - 2:
            raise ValueError("the settlement zone: the centre and the 4 hexes behind it")
        if sorted(x.players for x in self.layouts) != [2, 3, 4]:
            raise ValueError("a layout for 2, 3 and 4 players")
        tokens = Counter(comp.mines)
        for lay in self.layouts:
            if len(lay.face_down) > comp.territories:
                raise ValueError(f"{lay.players} players: more face-down places than "
                                 "territories")
            if lay.players > comp.homelands or lay.players > len(self.seats):
                raise ValueError(f"{lay.players} players: not enough homelands or seats")
            for terrain in {t[x].mine for x in t}:
                if tokens[terrain] < len(lay.central):
                    raise ValueError(f"{lay.players} players: {len(lay.central)} central "
                                     f"territories may all need a {terrain} mine")
        if any(t[m].mine != m for m in comp.mines):
            raise ValueError("a mine token is of a terrain mines are laid on")

    @staticmethod
    def _connected(hexes: set[int]) -> bool:
        """Whether these hexes of a territory (0 centre, 1–6 outer) form one piece: the centre
        touches every outer hex, outer hex k touches k-1 and k+1."""
        def near(i: int) -> set[int]:
            if i == 0:
                return set(range(1, 7))
            return {0, (i % 6) + 1, ((i - 2) % 6) + 1}
        first = min(hexes)
        seen, todo = {first}, [first]
        while todo:
            for n in near(todo.pop()) & hexes:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen == hexes

    def _check_adventures(self) -> None:
        comp = self.components
        if sorted(a.id for a in self.adventures) != sorted(get_args(AdventureKind)):
            raise ValueError("one entry per adventure kind")
        if sum(a.count for a in self.adventures) != comp.adventure_cards:
            raise ValueError(f"the adventure deck holds {comp.adventure_cards} cards")
        if sum(e.count for e in self.encounters) != comp.encounter_hexes:
            raise ValueError(f"{comp.encounter_hexes} permanent encounter hexes in the box")
        tiers = {u.tier for u in self.units if u.military}
        for a in self.adventures:
            if a.reward.free_unit_tier is not None and a.reward.free_unit_tier not in tiers:
                raise ValueError(f"{a.id}: no military unit of Tier {a.reward.free_unit_tier}")
        faces = [a.trial for a in self.adventures if a.trial] + \
                [e.contest for e in self.encounters if e.contest]
        if any(c.dice > comp.dice for c in faces):
            raise ValueError("a test rolls more dice than the box holds")
        if self.dice.base > comp.dice:
            raise ValueError("a strike rolls more dice than the box holds")
        if not any(e.moves == "on_dial" for e in self.encounters) or \
                not any(p.effect == "move_competition" for p in self.event_dial.positions):
            raise ValueError("the dial moves the Competition: both are needed")
        dial = self.event_dial
        if [p.position for p in dial.positions] != list(range(1, comp.dial_positions + 1)):
            raise ValueError(f"the dial has positions 1-{comp.dial_positions}, in order")
        if not 1 <= dial.start <= comp.dial_positions:
            raise ValueError("the dial starts on one of its positions")

    def _check_missions(self) -> None:
        m = self.mission
        secret = self.secret_missions
        for i in (*self.bonus_missions, *secret.deck):
            if i not in m:
                raise ValueError(f"unknown mission {i!r}")
        _unique("bonus missions", list(self.bonus_missions))
        _unique("secret missions", list(secret.deck))
        if len(secret.deck) != self.components.secret_missions:
            raise ValueError(f"the secret deck holds {self.components.secret_missions} cards")
        if not set(self.bonus_missions) <= set(secret.deck):
            raise ValueError("the bonus missions are also secret missions")
        players = max(x.players for x in self.layouts)
        if secret.to_win < secret.dealt or players * secret.dealt + secret.to_win - 1 > \
                len(secret.deck):
            raise ValueError("the secret deck is too small to deal every player and then "
                             "draw to a win")
        goal = {g.id: g for g in self.goals}
        if goal.get("bonus_missions") is None or \
                goal["bonus_missions"].amount != len(self.bonus_missions):
            raise ValueError("the starter goal is all the bonus missions")
        if "secret_missions" in goal and goal["secret_missions"].amount != secret.to_win:
            raise ValueError("the Emperor's agenda is the secret missions to win")
        if goal.get("shards") is None or goal["shards"].amount != self.variants.shards.to_win:
            raise ValueError("the aether shards variant's goal is its shards to win")
        if goal.get("domination") is None or \
                goal["domination"].amount != self.variants.teams.domination_fortresses:
            raise ValueError("the team game's Domination is its Fortresses to win")
        if "fortresses" in goal and goal["fortresses"].amount > self.components.buildings_each:
            raise ValueError("more Fortresses to build than a player has")
        military = sum(u.military for u in self.units)
        if "elite_types" in goal and goal["elite_types"].amount > military:
            raise ValueError("more elite types than military unit types")
        for s in self.scenarios:
            for g in s.goals:
                if g not in goal:
                    raise ValueError(f"scenario {s.id}: unknown goal {g!r}")
            for u in s.must_recruit:
                if u not in self.unit:
                    raise ValueError(f"scenario {s.id}: unknown unit {u!r}")
            if "secret_missions" in s.goals and not s.secret_missions:
                raise ValueError(f"scenario {s.id}: a secret-mission goal without the deck")
            if "portal" in s.goals and not s.mines:
                raise ValueError(f"scenario {s.id}: a Portal goal without mines")
        if {s.id for s in self.scenarios} != {"starter", "advanced"}:
            raise ValueError("the starter and the advanced scenario")
        levels = len(self.hero_rules.levels)
        for mission in self.missions:
            if mission.test == "hero_level" and mission.amount > levels:
                raise ValueError(f"{mission.id}: heroes reach level {levels} at most")
            if mission.test == "fortresses" and mission.amount > self.components.buildings_each:
                raise ValueError(f"{mission.id}: more Fortresses than a player has")
        towers = self.components.buildings_each
        if any(x.test == "guard_towers" and x.amount > towers for x in self.missions):
            raise ValueError("more Guard Towers than a player has")

    def _check_seats(self) -> None:
        if len(self.seats) < 4:
            raise ValueError("four seats")
        for name in ("letter", "shape", "name", "colour"):
            values = [getattr(s, name) for s in self.seats]
            if len(set(values)) != len(values):
                raise ValueError(f"two seats share a {name}")
        if any(s.letter != s.name[0] for s in self.seats):
            raise ValueError("a seat's letter is its name's initial")

    # -- lookups -----------------------------------------------------------------------------------
    @cached_property
    def terrain(self) -> dict[str, Terrain]:
        return {x.id: x for x in self.terrains}

    @cached_property
    def unit_class(self) -> dict[str, UnitClass]:
        return {x.id: x for x in self.classes}

    @cached_property
    def unit(self) -> dict[str, Unit]:
        return {x.id: x for x in self.units}

    @cached_property
    def ability(self) -> dict[str, Ability]:
        return {x.id: x for x in self.abilities}

    @cached_property
    def trait(self) -> dict[str, Trait]:
        return {x.id: x for x in self.traits}

    @cached_property
    def building(self) -> dict[str, Building]:
        return {x.id: x for x in self.buildings}

    @cached_property
    def hero(self) -> dict[str, Hero]:
        return {x.id: x for x in self.heroes}

    @cached_property
    def territory(self) -> dict[str, Territory]:
        return {x.id: x for x in self.territories}

    @cached_property
    def mission(self) -> dict[str, Mission]:
        return {x.id: x for x in self.missions}

    @cached_property
    def goal(self) -> dict[str, Goal]:
        return {x.id: x for x in self.goals}

    @cached_property
    def scenario(self) -> dict[str, Scenario]:
        return {x.id: x for x in self.scenarios}

    @cached_property
    def adventure(self) -> dict[str, AdventureCard]:
        return {x.id: x for x in self.adventures}

    @cached_property
    def encounter(self) -> dict[str, Encounter]:
        return {x.id: x for x in self.encounters}

    @cached_property
    def layout(self) -> dict[int, Layout]:
        return {x.players: x for x in self.layouts}

    @cached_property
    def counters_of(self) -> dict[str, frozenset[str]]:
        """Class id → the classes it counters (strikes first against)."""
        out: dict[str, set[str]] = {c.id: set() for c in self.classes}
        for c in self.counters:
            out[c.striker].add(c.target)
        return {k: frozenset(v) for k, v in out.items()}

    def beats(self, striker_class: str, target_class: str) -> bool:
        """Whether a unit of ``striker_class`` counters one of ``target_class`` (R-M2)."""
        return target_class in self.counters_of[striker_class]

    def rank_at(self, track: int) -> Rank:
        """The rank a battle track at ``track`` has reached (R-M8)."""
        return [r for r in self.ranks if r.at <= track][-1]


DATA_FILES = ("terrain.json", "units.json", "buildings.json", "dice.json", "heroes.json",
              "territories.json", "layouts.json", "adventures.json", "missions.json",
              "scenarios.json", "numbers.json", "players.json")


def raw_data() -> dict[str, Any]:
    """Every data file's fields merged into one dict, as ``Content`` takes them (a fresh copy
    each call, so a test may break it)."""
    merged: dict[str, Any] = {}
    for name in DATA_FILES:
        text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
        part = json.loads(text)
        overlap = set(merged) & set(part)
        if overlap:
            raise ValueError(f"{name} repeats {sorted(overlap)}")
        merged.update(part)
    return merged


@lru_cache(maxsize=1)
def content() -> Content:
    """The validated content, loaded once."""
    return Content.model_validate(raw_data())
