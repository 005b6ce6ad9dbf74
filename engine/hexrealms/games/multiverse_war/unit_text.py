"""A unit's card as one paragraph (R-M1): what every tooltip and the Units table say."""

from __future__ import annotations

from .content import content

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
