"""A unit's card as one paragraph (R-M1): what every tooltip and the Units table say."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .content import content

if TYPE_CHECKING:
    from .state import State, Unit

_C = content()


def counters_text(cls: str) -> str:
    beats = [_C.unit_class[r.target].name for r in _C.counters if r.striker == cls]
    beaten = [_C.unit_class[r.striker].name for r in _C.counters if r.target == cls]
    out = []
    if beats:
        out.append("counters " + " and ".join(beats))
    if beaten:
        out.append("is countered by " + " and ".join(beaten))
    return "; ".join(out)


def unit_card_text(kind: str) -> str:
    """``"Pikeman (Tier 1 Anti-cavalry): 3 gold, 2 AP, 3 HP, 1 damage. …"``"""
    u = _C.unit[kind]
    cls = _C.unit_class[u.cls]
    nums = f"{u.gold} gold, {u.ap} AP, {u.hp} HP, {u.dmg} damage"
    if u.dmg_buildings:
        nums += f" ({u.dmg_buildings} against buildings)"
    if u.range:
        nums += f", range {u.range}"
    parts = [f"{u.name} (Tier {u.tier} {cls.name}): {nums}.", cls.text]
    c = counters_text(u.cls)
    if c:
        parts.append(f"It {c}.")
    parts += [_C.trait[t].text for t in u.traits]
    if u.ability:
        parts.append(f"Ability at 2 on its battle track — {_C.ability[u.ability].text}")
    return " ".join(parts)


def card_text(state: "State", u: "Unit") -> str:
    """A block's card for its owner (and for a seat that identifies it): a unit type's card, a
    hero's sheet, or what a decoy is."""
    if u.kind in _C.unit:
        return unit_card_text(u.kind)
    if u.kind in _C.hero:
        h = _C.hero[u.kind]
        sheet = state.players[u.seat].hero
        nums = f"{h.dmg} damage" + (f", range {h.range}" if h.range else "")
        if sheet is not None:
            nums = f"level {sheet.level}, {sheet.hp} HP, {sheet.ap} AP, " + nums
            ability = _C.ability[h.ability]
            nums += f". {ability.text}" if sheet.ability else f". {ability.name} not bought"
        return f"{h.name} (hero, {_C.unit_class[h.cls].name}): {nums}. {h.text}"
    return _C.numbers.decoys.text
