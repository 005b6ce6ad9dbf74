"""Multiverse War's combat, as pure functions over small plain values: no game state, no dice
of its own (ARCHITECTURE.md, principle 4). A battle [Combat, Battle Initiative] is a short,
fixed list of strikes (``plan``); the strikes that must roll ask the game for their faces one
at a time (``dice_needed``, with ``roll_outcomes`` for the chance node's weights), and
``resolve`` turns the faces rolled so far into wounds, the slain and the battle-track marks.

The rules, as the content states them (``content().dice``, the unit classes and the counter
wheel, the battle-track ranks):

* The attacker strikes first, unless the defender counters it; then the survivor strikes back
  [Battle Initiative] (R-M2). A Pikeman (or a Warden holding the line) that intercepts a mounted
  attack strikes the rider before the attack [Pikeman Intercept].
* A melee attack is an attack move onto the defender's hex; a ranged unit's attack is a shot
  [Unit Actions, Shoot]. A melee attack is answered by any armed defender; a shot only by a
  ranged unit or hero that has the shooter in range and identified; a siege weapon answers only
  other siege weapons, Guard Towers and Fortresses; a civilian never [Combat] (R-M1).
* A strike hits without rolling when it is a melee strike with no penalty, or a ranged strike
  shot down from a hill or a building at lower ground; otherwise it rolls 4 dice less one per
  penalty, at least 1, and hits with one of the striker's icon or a Star; two are a critical
  strike, +1 damage. A striker that counters its foe rolls 3 dice for a critical only: it hits
  anyway [Dice Rolls, Changes from the veteran ruleset, Combat Moral & Flanking] (R-M4).
* A unit type's battle track gains 1 for each enemy unit slain and each building destroyed by a
  unit of the type; its ranks add HP and damage to every unit of the type [Unit Veterancy &
  Upgrades] (R-M8). A hero counts kills towards its level instead [Heroes].

Every number is read from ``content()``; the game computes what needs the map (the supporting
units next to the battlefield, whether a shot can be answered, who intercepts) and passes it in.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from math import factorial, prod
from typing import Literal, Sequence

from .content import Content, content
from .forces import Rank

Side = Literal["attacker", "defender", "interceptor"]
#: How a strike lands: ``sure`` hits without rolling; ``roll`` must roll a hit; ``counter``
#: rolls for a critical strike only and hits anyway.
How = Literal["sure", "roll", "counter"]
SETTLEMENT = "settlement"


@dataclass(frozen=True)
class Fighter:
    """One side of a battle. ``kind``: a unit type id, a hero id, a building id or
    ``"settlement"``. ``wounds`` taken so far; ``track``: its type's battle track (units);
    ``terrain``: the terrain id of its hex; ``in_building``: it stands in a building (a
    garrison: it shoots down as from a hill); ``support``: what its supporting units next to the
    battlefield count for (``support_worth``); ``active``: ability ids in effect (Brace, Guard,
    Assassinate …); ``hp``: a hero's HP from its sheet; ``extra_hp``: HP from equipment;
    ``age2``: a building upgraded to Age 2; ``garrison``: the unit inside a building, which
    fights for it [Buildings]."""

    kind: str
    wounds: int = 0
    track: int = 0
    terrain: str = "grass"
    in_building: bool = False
    support: int = 0
    active: tuple[str, ...] = ()
    hp: int | None = None
    extra_hp: int = 0
    age2: bool = False
    garrison: "Fighter | None" = None


@dataclass(frozen=True)
class Battle:
    """An attack [Combat]: ``attacker`` strikes ``defender``. ``answerable``: for a shot, the
    defender has the shooter in range and identified (the game's sight decides); ``interceptor``:
    a unit that intercepts this mounted attack [Pikeman Intercept]."""

    attacker: Fighter
    defender: Fighter
    answerable: bool = True
    interceptor: Fighter | None = None


@dataclass(frozen=True)
class Strike:
    """One strike of a battle: who strikes whom, how it lands, the dice it rolls (0: none), the
    penalties that cost it dice, and its damage before a critical strike. ``counters``: it
    strikes first because the striker counters its foe."""

    striker: Side
    target: Side
    how: How
    dice: int
    penalties: tuple[str, ...]
    damage: int
    counters: bool = False


@dataclass(frozen=True)
class DiceNeed:
    """The next roll a battle needs: ``dice`` combat dice for ``strike`` (the ``index``-th of
    the plan)."""

    index: int
    strike: Strike

    @property
    def dice(self) -> int:
        return self.strike.dice


@dataclass(frozen=True)
class Blow:
    """A strike that happened: its faces (empty when it did not roll), hits counted, whether it
    landed and was critical, its damage and the wounds it dealt (never beyond the target's
    HP); ``slays``: it brought the target to 0 HP."""

    strike: Strike
    faces: tuple[str, ...]
    hits: int
    landed: bool
    critical: bool
    damage: int
    wounds: int
    slays: bool = False


@dataclass(frozen=True)
class Result:
    """A battle's outcome: the blows in order, each side's wounds after it, the slain (a
    building at 0 HP is destroyed, with any garrison), and the marks gained, by the side that
    struck: ``track`` for a unit type's battle track (a building's side: its garrison's type),
    ``hero_kills`` for a hero."""

    blows: tuple[Blow, ...]
    wounds: dict[str, int]
    slain: tuple[str, ...]
    track: dict[str, int] = field(default_factory=dict)
    hero_kills: dict[str, int] = field(default_factory=dict)
    garrison_lost: bool = False

    @property
    def order(self) -> tuple[str, ...]:
        """Who struck, first to last."""
        return tuple(b.strike.striker for b in self.blows)


# -- what a fighter is -------------------------------------------------------------------------

def _c() -> Content:
    return content()


def is_building(kind: str) -> bool:
    """A building, the Settlement, or an encounter that acts as a building (a Giant Ant Colony,
    a Burning Village) [Adventures: Permanent Encounters]."""
    c = _c()
    return kind == SETTLEMENT or kind in c.building or \
        (kind in c.encounter and c.encounter[kind].hp is not None)


def is_hero(kind: str) -> bool:
    return kind in _c().hero


def unit_class(kind: str) -> str | None:
    """The class of a unit type or hero; ``None`` for a building."""
    c = _c()
    if kind in c.unit:
        return c.unit[kind].cls
    if kind in c.hero:
        return c.hero[kind].cls
    if is_building(kind):
        return None
    raise ValueError(f"unknown fighter {kind!r}")


def traits(kind: str) -> tuple[str, ...]:
    c = _c()
    if kind in c.unit:
        return c.unit[kind].traits
    if kind in c.hero:
        return c.hero[kind].traits
    return ()


def ranks_reached(track: int) -> tuple[Rank, ...]:
    """The battle-track ranks reached at ``track`` (cumulative) [Unit Veterancy] (R-M8)."""
    return tuple(r for r in _c().ranks if r.at <= track)


def rank(track: int) -> Rank:
    return _c().rank_at(track)


def promotions(track: int, gained: int) -> tuple[Rank, ...]:
    """The ranks a type reaches when its track goes from ``track`` up by ``gained``."""
    return tuple(r for r in _c().ranks if track < r.at <= track + gained)


def ability_unlocked(track: int) -> bool:
    """Whether a type at ``track`` may use its ability (2 on the track) [Mission Three]."""
    return any(r.ability for r in ranks_reached(track))


def max_hp(f: Fighter) -> int:
    """HP: a unit type's, plus its ranks' and equipment; a hero's sheet; a building's (Age 2's
    when upgraded); the Settlement's."""
    c = _c()
    if f.kind == SETTLEMENT:
        return c.settlement.hp
    if f.kind in c.building:
        b = c.building[f.kind]
        return b.age2.hp if f.age2 and b.age2 is not None else b.hp
    if f.kind in c.encounter and c.encounter[f.kind].hp is not None:
        return c.encounter[f.kind].hp  # type: ignore[return-value]
    if f.kind in c.hero:
        if f.hp is None:
            raise ValueError(f"hero {f.kind}: give its HP from its sheet")
        return f.hp + f.extra_hp
    u = c.unit[f.kind]
    return u.hp + sum(r.hp for r in ranks_reached(f.track)) + f.extra_hp


def hp_left(f: Fighter) -> int:
    return max(0, max_hp(f) - f.wounds)


def after_rest(wounds: int) -> int:
    """Wounds left when a unit that rested (took no action in a turn) heals at the start of its
    next action phase: up to 2 fewer [Unit Actions] (R-M1)."""
    return max(0, wounds - _c().numbers.rest_heal)


def support_worth(active: Sequence[str] = ()) -> int:
    """What one unit next to a battlefield counts for: 1, and more under a support ability
    (Guard, Rally: ``1 + amount``) [Combat Moral & Flanking] (R-M1, R-M10)."""
    abilities = _c().ability
    return 1 + sum(abilities[a].amount or 0 for a in active
                   if a in abilities and abilities[a].kind == "support")


def _ability_bonus(f: Fighter, kind: str) -> int:
    abilities = _c().ability
    return sum(abilities[a].amount or 0 for a in f.active
               if a in abilities and abilities[a].kind == kind)


def _has_kind(f: Fighter, kind: str) -> bool:
    abilities = _c().ability
    return any(a in abilities and abilities[a].kind == kind for a in f.active)


# -- the plan ----------------------------------------------------------------------------------

def _shooter(f: Fighter) -> Fighter:
    """Who strikes for a side: a building's garrison, else the fighter itself."""
    return f.garrison if f.garrison is not None else f


def _damage(striker: Fighter, target: Fighter) -> int:
    """A strike's damage before a critical: the card's (against buildings, its building damage),
    a hero's, +rank damage, +a damage ability in effect (Brace) [Unit Veterancy] (R-M1, R-M8)."""
    c = _c()
    if striker.kind in c.hero:
        base = c.hero[striker.kind].dmg
    else:
        u = c.unit[striker.kind]
        base = u.building_dmg if is_building(target.kind) else u.dmg
        base += sum(r.dmg for r in ranks_reached(striker.track))
    return base + _ability_bonus(striker, "damage")


def _shoots_down(striker: Fighter, target: Fighter) -> bool:
    """A ranged strike from a hill or a building at lower ground hits without rolling
    [Changes from the veteran ruleset] (R-M4)."""
    t = _c().terrain
    vantage = t[striker.terrain].height
    if striker.in_building:
        vantage = max(vantage, min(x.height for x in t.values() if x.shoot_down))
    return (t[striker.terrain].shoot_down or striker.in_building) and \
        t[target.terrain].height < vantage


def _strike(striker_side: Side, target_side: Side,
            striker: Fighter, target: Fighter, striker_support: int,
            target_support: int) -> Strike:
    """How ``striker`` strikes ``target`` [Dice Rolls] (R-M4)."""
    c = _c()
    dice = c.dice
    cls = unit_class(striker.kind)
    assert cls is not None
    ranged = c.unit_class[cls].attack == "ranged"
    damage = _damage(striker, target)
    target_cls = unit_class(target.kind)
    if target_cls is not None and c.beats(cls, target_cls):
        return Strike(striker_side, target_side, "counter", dice.counter_dice, (), damage, True)
    penalties: list[str] = []
    if not ranged and "heavy_armour" in traits(target.kind):
        penalties.append("heavy_armour")
    if ranged and not is_building(target.kind) and c.terrain[target.terrain].shot_penalty:
        penalties.append("forest")
    if "mounted" in traits(striker.kind) and is_building(target.kind):
        penalties.append("mounted_vs_building")
    outnumbered = max(0, target_support - striker_support) // dice.support_step
    penalties.extend(["support"] * outnumbered)
    if ranged and _shoots_down(striker, target):
        return Strike(striker_side, target_side, "sure", 0, tuple(penalties), damage)
    if not ranged and not penalties:
        return Strike(striker_side, target_side, "sure", 0, (), damage)
    n = max(dice.least, dice.base - len(penalties))
    return Strike(striker_side, target_side, "roll", n, tuple(penalties), damage)


def answers(battle: Battle) -> bool:
    """Whether the defender strikes back (or first) at all [Combat] (R-M1, R-M10): a building
    only through its garrison; a civilian never; a siege weapon only at the classes and
    buildings its class names; a shot only by a ranged unit or hero with the shooter in range
    and identified (``answerable``); never the target of an attack that allows no answer
    (Assassinate)."""
    c = _c()
    if _has_kind(battle.attacker, "no_retaliation"):
        return False
    d = _shooter(battle.defender)
    if is_building(d.kind):
        return False
    d_cls = c.unit_class[unit_class(d.kind) or ""]
    if d_cls.attack == "none":
        return False
    a_cls = c.unit_class[unit_class(battle.attacker.kind) or ""]
    if d_cls.retaliates_only_against is not None and \
            a_cls.id not in d_cls.retaliates_only_against:
        return False
    if a_cls.attack == "ranged":
        return d_cls.attack == "ranged" and battle.answerable
    return True


def plan(battle: Battle) -> tuple[Strike, ...]:
    """The battle's strikes in order, as they would come if nobody fell: an interceptor's strike
    at the rider, then the first strike (the attacker's, or the defender's when it counters the
    attacker) and the answer [Battle Initiative, Pikeman Intercept] (R-M2). A strike whose
    striker or target has fallen is skipped when the battle resolves."""
    c = _c()
    a, d = battle.attacker, battle.defender
    a_cls = unit_class(a.kind)
    if a_cls is None or c.unit_class[a_cls].attack == "none":
        raise ValueError(f"{a.kind} cannot attack")
    out: list[Strike] = []
    if battle.interceptor is not None:
        i = battle.interceptor
        if "mounted" not in traits(a.kind):
            raise ValueError("only a mounted attack is intercepted")
        if "intercept" not in traits(i.kind) and not _has_kind(i, "intercept"):
            raise ValueError(f"{i.kind} does not intercept")
        out.append(_strike("interceptor", "attacker", i, a, i.support, a.support))
    mine = _strike("attacker", "defender", a, d, a.support, d.support)
    if not answers(battle):
        return (*out, mine)
    g = _shooter(d)
    theirs = _strike("defender", "attacker", g, a, d.support, a.support)
    g_cls = unit_class(g.kind)
    first_is_theirs = g_cls is not None and c.beats(g_cls, a_cls)
    return (*out, *((theirs, mine) if first_is_theirs else (mine, theirs)))


# -- dice --------------------------------------------------------------------------------------

def faces() -> tuple[str, ...]:
    """The die's face ids [Dice Rolls] (R-M4)."""
    return tuple(f.id for f in _c().dice.faces)


def roll_outcomes(n: int) -> list[tuple[tuple[str, ...], int]]:
    """Every distinct roll of ``n`` combat dice (faces in the die's order) with its weight (the
    number of ordered rolls that give it): the chance node's outcomes."""
    all_faces = faces()
    out = []
    for roll in combinations_with_replacement(all_faces, n):
        counts = Counter(roll).values()
        out.append((roll, factorial(n) // prod(factorial(k) for k in counts)))
    return out


def hit_faces(kind: str) -> frozenset[str]:
    """The faces that hit for a unit type or hero: its class's icon and the Star (R-M4)."""
    c = _c()
    hits_on = c.unit_class[unit_class(kind) or ""].hits_on
    return frozenset({"star"} if hits_on is None else {"star", hits_on})


def _fighters(battle: Battle) -> dict[str, Fighter]:
    out = {"attacker": battle.attacker, "defender": battle.defender}
    if battle.interceptor is not None:
        out["interceptor"] = battle.interceptor
    return out


def _walk(battle: Battle, rolls: Sequence[Sequence[str]]) -> tuple[list[Blow], dict[str, int],
                                                                   DiceNeed | None]:
    """Play the plan with the rolls given, in order; stop at the first strike whose roll is
    missing."""
    c = _c()
    fighters = _fighters(battle)
    left = {s: hp_left(f) for s, f in fighters.items()}
    blows: list[Blow] = []
    used = 0
    for index, s in enumerate(plan(battle)):
        if left[s.striker] <= 0 or left[s.target] <= 0:
            continue
        rolled: tuple[str, ...] = ()
        if s.dice:
            if used == len(rolls):
                return blows, left, DiceNeed(index, s)
            rolled = tuple(rolls[used])
            used += 1
            if len(rolled) != s.dice or any(x not in faces() for x in rolled):
                raise ValueError(f"strike {index} rolls {s.dice} dice, not {rolled!r}")
        striker = _shooter(fighters[s.striker])
        hits = sum(x in hit_faces(striker.kind) for x in rolled)
        critical = s.dice > 0 and hits >= c.dice.crit_hits
        landed = s.how != "roll" or hits >= 1
        damage = (s.damage + (c.dice.crit_dmg if critical else 0)) if landed else 0
        wounds = min(damage, left[s.target])
        left[s.target] -= wounds
        blows.append(Blow(s, rolled, hits, landed, critical, damage, wounds,
                          wounds > 0 and left[s.target] == 0))
    if used != len(rolls):
        raise ValueError(f"{len(rolls)} rolls given, the battle used {used}")
    return blows, left, None


def dice_needed(battle: Battle, rolls: Sequence[Sequence[str]] = ()) -> DiceNeed | None:
    """The next roll the battle needs once ``rolls`` (the faces of its earlier rolls, in order)
    have been applied; ``None`` when it needs no more and can be resolved."""
    return _walk(battle, rolls)[2]


def resolve(battle: Battle, rolls: Sequence[Sequence[str]] = ()) -> Result:
    """The battle's outcome for the faces rolled [Combat, Unit Veterancy] (R-M4, R-M8).
    Raises ``ValueError`` when a roll is missing, extra or of the wrong size."""
    blows, left, need = _walk(battle, rolls)
    if need is not None:
        raise ValueError(f"strike {need.index} still needs {need.dice} dice")
    fighters = _fighters(battle)
    wounds = {s: max_hp(f) - left[s] for s, f in fighters.items()}
    slain = tuple(b.strike.target for b in blows if b.slays)
    track: dict[str, int] = {}
    hero_kills: dict[str, int] = {}
    for b in blows:
        if not b.slays:
            continue
        gains = hero_kills if is_hero(_shooter(fighters[b.strike.striker]).kind) else track
        gains[b.strike.striker] = gains.get(b.strike.striker, 0) + 1
    garrison_lost = "defender" in slain and is_building(battle.defender.kind) and \
        battle.defender.garrison is not None
    return Result(tuple(blows), wounds, slain, track, hero_kills, garrison_lost)
