"""Heroes [Advanced Game, Mission One: Discovering heroes!, Heroes] (M13, R-M10, R-M11, S-M11):
one per player, recruited in the Build phase from a shuffled row of sheets — the first costs 7
gold, each sheet skipped over 1 more — onto a free hex of the Settlement's zone; its 8 skill
points bought as 1 per HP, 1 per AP and 2 for its ability (the player chooses how, as a
decision); each level up (level n needs n kills since the last) brings 2 points more, spent in
the owner's Build phase; a fallen hero of level 2 or more comes back for 4 gold a level (a
level-1 hero for the first sheet's 7 again)."""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from .content import content
from .state import HeroSheet, State, Unit
from .works import free, front_of

_C = content()
HR = _C.hero_rules


def price(index: int) -> int:
    """Gold for the sheet ``index`` places down the row (R-M11: 7 + 1 per sheet skipped)."""
    return HR.price + HR.skip_gold * index


def comeback_price(sheet: HeroSheet) -> int:
    """Gold to bring a fallen hero back: 4 a level from level 2 (S-M11), else the first
    sheet's price."""
    return HR.resurrect_per_level * sheet.level if sheet.level >= 2 else HR.price


def spots(state: State, seat: int) -> list[Hex]:
    if state.settlement(seat) is None or len(state.units_of(seat)) >= _C.numbers.blocks:
        return []
    return sorted(h for h in state.realm.settlement_zone(seat) if free(state, h, seat)
                  and (state.building_at(h) is None or state.building_at(h).seat == seat))  # type: ignore[union-attr]


def offers(state: State, seat: int) -> list[tuple[str, int, int]]:
    """What the seat may do about a hero now: ``("hire", index, gold)`` for a sheet of the row,
    or ``("back", 0, gold)`` for its fallen hero."""
    if not state.uses("heroes"):
        return []
    p = state.players[seat]
    if p.hero is None:
        return [("hire", i, price(i)) for i in range(len(state.hero_row))
                if price(i) <= p.gold]
    if p.hero.fallen and comeback_price(p.hero) <= p.gold:
        return [("back", 0, comeback_price(p.hero))]
    return []


def hire(state: State, seat: int, index: int, h: Hex) -> Unit:
    p = state.players[seat]
    hero = state.hero_row.pop(index)
    p.gold -= price(index)
    p.hero = HeroSheet(hero)
    state.pending.append(("sheet", seat, hero))
    return _place(state, seat, hero, h)


def bring_back(state: State, seat: int, h: Hex) -> Unit:
    p = state.players[seat]
    assert p.hero is not None
    p.gold -= comeback_price(p.hero)
    p.hero.fallen = False
    return _place(state, seat, p.hero.hero, h)


def _place(state: State, seat: int, hero: str, h: Hex) -> Unit:
    u = Unit(state.new_id(), seat, hero, h, fresh=True, facing=front_of(state, seat))
    state.units[u.id] = u
    state.players[seat].hero.unit = u.id  # type: ignore[union-attr]
    state.changed()
    return u


def sheets() -> list[tuple[int, int, bool]]:
    """Every way to spend a new sheet's 8 points: ``(HP, AP, ability)``, HP and AP at least 1
    and within the sheet's maxima."""
    out = []
    for ability in (True, False):
        left = HR.skill_points - (HR.ability_cost if ability else 0)
        for ap in range(1, HR.ap_max + 1):
            hp = (left - ap * HR.ap_cost) // HR.hp_cost
            if 1 <= hp <= HR.hp_max and hp * HR.hp_cost + ap * HR.ap_cost == left:
                out.append((hp, ap, ability))
    return out


def write_sheet(state: State, seat: int, hp: int, ap: int, ability: bool) -> None:
    s = state.players[seat].hero
    assert s is not None
    s.hp, s.ap, s.ability = hp, ap, ability


def skills(state: State, seat: int) -> list[str]:
    """What the seat's hero may buy with its unspent points (``hp``, ``ap``, ``ability``)."""
    s = state.players[seat].hero
    if s is None or not s.points:
        return []
    out = []
    if s.points >= HR.hp_cost and s.hp < HR.hp_max:
        out.append("hp")
    if s.points >= HR.ap_cost and s.ap < HR.ap_max:
        out.append("ap")
    if s.points >= HR.ability_cost and not s.ability:
        out.append("ability")
    return out


def buy(state: State, seat: int, what: str) -> None:
    s = state.players[seat].hero
    assert s is not None
    if what == "hp":
        s.hp += 1
        s.points -= HR.hp_cost
    elif what == "ap":
        s.ap += 1
        s.points -= HR.ap_cost
    else:
        s.ability = True
        s.points -= HR.ability_cost


def kills(state: State, seat: int, n: int) -> list[str]:
    """Kills by the seat's hero; each level reached brings 2 points. Returns the news."""
    s = state.players[seat].hero
    if s is None or n <= 0:
        return []
    s.kills += n
    news = []
    levels = {lv.level: lv for lv in HR.levels}
    while can_level(s) and s.kills >= levels[s.level + 1].kills:
        s.kills -= levels[s.level + 1].kills
        news.append(level_up(state, seat))
    return news


def can_level(s: HeroSheet) -> bool:
    """Whether the hero is below the top level."""
    return s.level < HR.levels[-1].level


def level_up(state: State, seat: int) -> str:
    """The seat's hero gains a level and its 2 skill points [Heroes] (R-M10); the news."""
    s = state.players[seat].hero
    assert s is not None
    s.level += 1
    s.points += HR.points_per_level
    return f"{state.players[seat].name}'s {_C.hero[s.hero].name} reaches level {s.level}"


def fell(state: State, u: Unit) -> None:
    s = state.players[u.seat].hero
    if s is not None and s.unit == u.id:
        s.unit, s.fallen = None, True


def vp(state: State, seat: int) -> int:
    """A living hero's victory points at a turn limit, by its level."""
    s = state.players[seat].hero
    if s is None or s.fallen or s.unit is None:
        return 0
    return next(lv.vp for lv in HR.levels if lv.level == s.level)
