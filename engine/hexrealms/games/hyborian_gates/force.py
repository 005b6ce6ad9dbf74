"""Force: what a stack fights with ([UNITS], [TROOPERS], [COMPANIONS], [MONSTERS], [CITIES],
[BATTLE PHASE]; G11, R-G9). Pure functions over unit kind ids, so tests, the battle, the view
and the bots' evaluation all count the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .content import Effect, content

_C = content()
KIND = _C.kind
ORDER = _C.kind_order
NUM = _C.numbers
#: The parts of a Force Total, in the order the battle panel lists them.
PARTS = ("units", "monsters", "companions", "trooper", "city", "cards")


def sort_units(units: list[str]) -> None:
    """Keeps a stack's units in content order (dimension, then type), in place."""
    units.sort(key=ORDER.__getitem__)


def matches(kind: str, effect: Effect) -> bool:
    """Whether a unit kind fits a card's filter (``dimension`` and/or ``type``; none: all)."""
    k = KIND[kind]
    return ((effect.dimension is None or k.dimension == effect.dimension)
            and (effect.type is None or k.type == effect.type))


def has_dimension(units: Iterable[str], dimension: str) -> bool:
    """A card's requirement (GR, OR, …): a unit of that dimension in the stack [ACTION DECK
    NOTATION]."""
    return any(KIND[u].dimension == dimension for u in units)


def vehicles(units: Iterable[str]) -> int:
    return sum(1 for u in units if KIND[u].type == "vehicle")


def card_bonus(effect: Effect, units: Sequence[str]) -> int:
    """The Force a boost card adds to a stack: ``force_each`` per matching unit, ``force_one``
    once if a matching unit is there (the unit it boosts); 0 for any other effect."""
    if effect.kind == "force_each":
        return effect.amount * sum(1 for u in units if matches(u, effect))  # type: ignore[operator]
    if effect.kind == "force_one":
        return effect.amount if any(matches(u, effect) for u in units) else 0  # type: ignore[return-value]
    return 0


def force_parts(units: Sequence[str], foe: Sequence[str], defending_city: bool,
                cards: int = 0) -> dict[str, int]:
    """A stack's Force Total by part: printed Force of its units; each Monster's built-in +2
    (R-G9); each Companion's +1 to every non-Companion of the stack; +6 if it has a Trooper
    and the foe has none; +5 defending a City; and the cards' bonus. ``"total"`` sums them."""
    printed = sum(KIND[u].force for u in units)
    monsters = sum(1 for u in units if KIND[u].type == "monster")
    companions = sum(1 for u in units if KIND[u].type == "companion")
    has_trooper = any(KIND[u].type == "trooper" for u in units)
    foe_trooper = any(KIND[u].type == "trooper" for u in foe)
    parts = {
        "units": printed,
        "monsters": NUM.monster_bonus * monsters,
        "companions": NUM.companion_bonus * companions * (len(units) - companions),
        "trooper": NUM.trooper_bonus if has_trooper and not foe_trooper else 0,
        "city": NUM.city_bonus if defending_city else 0,
        "cards": cards,
    }
    parts["total"] = sum(parts[p] for p in PARTS)
    return parts


def strength(units: Sequence[str]) -> int:
    """A stack's Force on its own (no foe, no City, no cards): a quick measure for the bots."""
    return force_parts(units, (), False)["total"]
