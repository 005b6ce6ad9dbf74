"""What a block is, whatever stands behind it: a unit type's card, a hero's sheet, or a decoy
(a blank block) [Unit Types & Attributes, Heroes, Decoys] — the numbers the rules read from a
block in one place, so the rest of the rules need not ask which it is.

* A hero's HP, AP and whether it has its ability come from its owner's sheet (``HeroSheet``);
  its class, damage and range from the content (R-M10).
* A decoy has 2 AP and moves like infantry or a Builder, but it has no class, cannot fight,
  explore, enter an adventure, hold a mine or identify anything [Decoys] (R-M14).
"""

from __future__ import annotations

from functools import lru_cache

from .combat import Fighter, max_hp
from .content import content
from .state import HeroSheet, State, Unit

_C = content()
DECOY = "decoy"
HR = _C.hero_rules
__all__ = ["HeroSheet"]


def is_hero(kind: str) -> bool:
    return kind in _C.hero


def sheet(state: State, u: Unit) -> HeroSheet:
    s = state.players[u.seat].hero
    assert s is not None and s.hero == u.kind
    return s


def class_of(kind: str) -> str | None:
    """The unit class of a unit type or hero; ``None`` for a decoy."""
    if kind in _C.unit:
        return _C.unit[kind].cls
    if kind in _C.hero:
        return _C.hero[kind].cls
    return None


def attack(kind: str) -> str:
    """``melee``, ``ranged`` or ``none`` (a civilian, a decoy)."""
    cls = class_of(kind)
    return "none" if cls is None else _C.unit_class[cls].attack


def military(kind: str) -> bool:
    """A unit that fights or may pass for one: everything but the Builder (a decoy passes for a
    military unit, so it may share a hex with a Builder) [Unit Actions]."""
    return kind != "builder"


def base_ap(state: State, u: Unit) -> int:
    if u.kind == DECOY:
        return _C.numbers.decoys.ap
    if is_hero(u.kind):
        return sheet(state, u).ap
    return _C.unit[u.kind].ap


def ability(state: State, u: Unit) -> str | None:
    """The ability id the block may use (a hero's only if its sheet bought it)."""
    if u.kind in _C.unit:
        return _C.unit[u.kind].ability
    if is_hero(u.kind):
        return _C.hero[u.kind].ability if sheet(state, u).ability else None
    return None


def reach_of(u: Unit) -> int:
    """A ranged block's range (0: it does not shoot)."""
    if u.kind in _C.unit:
        return _C.unit[u.kind].range or 0
    if is_hero(u.kind):
        return _C.hero[u.kind].range or 0
    return 0


def setup_ap(kind: str) -> int:
    return _C.unit[kind].setup_ap if kind in _C.unit else 0


def damage(kind: str) -> int:
    if kind in _C.unit:
        return _C.unit[kind].dmg
    if kind in _C.hero:
        return _C.hero[kind].dmg
    return 0


def building_damage(kind: str) -> int:
    """A strike's damage against a building (a Catapult's is greater) [Units]."""
    return _C.unit[kind].building_dmg if kind in _C.unit else damage(kind)


def fighter(state: State, u: Unit, support: int = 0, terrain: str = "grass",
            in_building: bool = False) -> Fighter:
    """The block as ``combat`` sees it."""
    if is_hero(u.kind):
        return Fighter(u.kind, wounds=u.wounds, terrain=terrain, in_building=in_building,
                       support=support, active=tuple(u.active), hp=sheet(state, u).hp)
    return Fighter(u.kind, wounds=u.wounds, track=state.players[u.seat].track.get(u.kind, 0),
                   terrain=terrain, in_building=in_building, support=support,
                   active=tuple(u.active),
                   extra_hp=_C.variants.shards.equipment_hp if u.equipped else 0)


def hp(state: State, u: Unit) -> int:
    """The block's HP (a decoy: 1 — it never fights, but a wound token may not sit on it)."""
    if u.kind == DECOY:
        return 1
    if u.kind in _C.unit:  # the bots' evaluation asks for every unit of every position
        return _unit_hp(u.kind, state.players[u.seat].track.get(u.kind, 0), u.equipped)
    return max_hp(fighter(state, u))


@lru_cache(maxsize=None)
def _unit_hp(kind: str, track: int, equipped: bool) -> int:
    """A unit type's HP with its ranks and its equipment (``fighter`` for a unit)."""
    return max_hp(Fighter(kind, track=track,
                          extra_hp=_C.variants.shards.equipment_hp if equipped else 0))


def name(kind: str) -> str:
    return name_of(kind)


def name_of(kind: str) -> str:
    if kind == DECOY:
        return "Decoy"
    if kind == "settlement":
        return "Settlement"
    if kind in _C.building:
        return _C.building[kind].name
    if kind in _C.hero:
        return _C.hero[kind].name
    if kind in _C.encounter:
        return _C.encounter[kind].name
    return _C.unit[kind].name


def plural(kind: str) -> str:
    """``"Horsemen"``, ``"Heavy Swordsmen"``, ``"Archers"``."""
    name = name_of(kind)
    return name[:-3] + "men" if name.endswith("man") else name + "s"


def gold_worth(kind: str) -> int:
    """What a block is worth to the bots' evaluation: its recruiting gold."""
    if kind in _C.unit:
        return _C.unit[kind].gold
    if kind in _C.hero:
        return HR.price
    return 1
