"""Battles on the map [Combat, Shoot, Battle Initiative, Combat Moral & Flanking, Pikeman
Intercept] (M3, M7, M8, M9): which attacks and shots a unit has, the ``combat.Battle`` an attack
makes from the state (fighters, support, interceptor, whether a shot can be answered), the dice
it asks for, and what its outcome does to the map (wounds, the slain, buildings razed, battle
tracks, the attacker advancing into an emptied hex — R-M11).

* A melee attack is an attack move: a melee unit steps into an adjacent enemy hex, with the AP
  to enter it; a shot (1 AP) needs the target within range, on a clear line from the shooter,
  and identified by the shooter's side [Shoot] (S-M5). Either starts from a hex the unit has to
  itself, and ends the unit's turn but for its abilities (Volley's second shot, Hit and Run).
* A unit in a building is not attacked: the building is, and the unit fights for it. A Builder
  beside a military unit is not attacked either, and dies if that unit dies in melee.
* Supporting units: the military units of each side next to the battlefield (the defender's
  hex), the fighters themselves left out, each worth 1 (Guard: more).
"""

from __future__ import annotations

from dataclasses import dataclass

from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex

from . import combat, diplomacy, fog, heroes, kinds, sight, teams
from .combat import Battle, Fighter
from .content import content
from .forces import Shot
from .kinds import military
from .movement import direction, neighbour, step_cost
from .state import Building, Encounter, Fight, Roll, State, Unit
from .text import hex_name

_C = content()
SETTLEMENT = "settlement"


# -- who may be struck -------------------------------------------------------------------------

@dataclass(frozen=True)
class Target:
    """What an attack on a hex strikes: an enemy building (its garrison fighting for it), a
    unit (a military unit before the Builder it guards), or an encounter that acts as a
    building (anyone may attack it)."""

    building: Building | None
    unit: Unit | None
    encounter: Encounter | None = None


def target_at(state: State, seat: int, h: Hex) -> Target | None:
    """What an attack by ``seat`` on ``h`` would strike (``None``: nothing of an enemy). A
    Fortress still being built is no building to strike yet: its Builder is struck (after
    any guard beside it), and the site is lost with it [Buildings] (S-M9)."""
    e = state.encounters.get(h)
    if e is not None:
        return Target(None, None, e) if _C.encounter[e.kind].hp is not None else None
    b = state.building_at(h)
    if b is not None and hostile(state, b.seat, seat) and b.site is None:
        return Target(b, None)
    enemies = [u for u in state.units_at(h) if hostile(state, u.seat, seat)]
    if not enemies or (b is not None and b.site is None):
        return None
    guards = [u for u in enemies if military(u.kind)]
    return Target(None, (guards or enemies)[0])


def hostile(state: State, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` may fight: not allies (teams.py), not at peace by a treaty
    (diplomacy.py)."""
    return not teams.allied(state, a, b) and not diplomacy.at_peace(state, a, b)


def can_attack(state: State, u: Unit) -> bool:
    """Whether ``u`` may make an attack now: armed, its turn not over, no attack left unused
    (one, two with Volley), alone on its hex [Unit Actions]."""
    if u.done or kinds.attack(u.kind) == "none":
        return False
    allowed = 2 if "volley" in u.active else 1
    if u.shots >= allowed:
        return False
    return len(state.units_at(u.at)) == 1 or state.building_at(u.at) is not None


def melee_targets(state: State, u: Unit) -> list[Hex]:
    """The enemy hexes next to ``u`` it may attack (a melee unit with the AP to enter the hex)
    [Unit Movement: Attack Move]."""
    if not can_attack(state, u) or kinds.attack(u.kind) != "melee":
        return []
    out = []
    for d in range(1, 7):
        n = neighbour(u.at, d)
        if target_at(state, u.seat, n) is None:
            continue
        cost = step_cost(state, u.at, n)
        if cost is not None and cost[0] <= u.ap:
            out.append(n)
    return out


def unit_range(u: Unit, storm: bool = False) -> int:
    """How far a block shoots: its range, +1 under Long Shot; 1 during a Storm (R-M9)."""
    reach = kinds.reach_of(u) + sum(_C.ability[a].amount or 0 for a in u.active
                                    if a in _C.ability and _C.ability[a].kind == "range")
    return min(reach, sight.storm_sight()) if storm and reach else reach


def shot_targets(state: State, u: Unit, known: set[int] | None = None) -> list[Hex]:
    """The hexes ``u`` may shoot at: a ranged unit with 1 AP, set up if it must be (or
    Bombarding); the target within range on a clear line, and (a unit) identified by the
    shooter's side [Shoot, Combat] (M7, S-M5)."""
    if not can_attack(state, u) or kinds.attack(u.kind) != "ranged":
        return []
    if u.ap < _C.numbers.shoot_ap:
        return []
    if kinds.setup_ap(u.kind) and not u.set_up and "bombard" not in u.active:
        return []
    if known is None:
        known = fog.identified(state, u.seat)
    reach = unit_range(u, fog.storm(state))
    out = []
    for h in _hexes_near(state, u.at, reach):
        t = target_at(state, u.seat, h)
        if t is None:
            continue
        if t.unit is not None and t.unit.id not in known:
            continue
        if sight.clear_line(state.realm, u.at, h, u.kind, fog.raised(state)):  # type: ignore[arg-type]
            out.append(h)
    return out


def building_shot(state: State, kind: str) -> Shot | None:
    """The shot of a building kind: the Guard Tower's (R-M3), the Settlement's (*designed*,
    rules version 3: RULES-NOTES.md, "Guard Tower and Settlement shots")."""
    if kind == "settlement":
        return _C.settlement.shot if state.rules >= 3 else None
    return _C.building[kind].shot


def tower_targets(state: State, b: Building, known: set[int] | None = None) -> list[Hex]:
    """The hexes a building that shoots (a Guard Tower, a Settlement) may shoot at once a turn:
    an identified enemy unit (not in a building) within its shot's range, on a clear line
    (R-M3)."""
    shot = building_shot(state, b.kind)
    if shot is None or b.shot or b.site is not None:
        return []
    if known is None:
        known = fog.identified(state, b.seat)
    out = []
    for h in _hexes_near(state, b.at, shot.range):
        t = target_at(state, b.seat, h)
        if t is None or t.unit is None or t.unit.id not in known:
            continue
        if sight.clear_line(state.realm, b.at, h, b.kind):
            out.append(h)
    return out


def _hexes_near(state: State, at: Hex, reach: int) -> list[Hex]:
    return sorted(h for h in {u.at for u in state.units.values()}
                  | {b.at for b in state.buildings.values()}
                  if 0 < HexGrid.distance(at, h) <= reach)


# -- the battle --------------------------------------------------------------------------------

def _support(state: State, seat: int, field_hex: Hex, leave_out: set[int]) -> int:
    total = 0
    for d in range(1, 7):
        for o in state.units_at(neighbour(field_hex, d)):
            if teams.allied(state, o.seat, seat) and o.id not in leave_out and military(o.kind):
                total += combat.support_worth(tuple(o.active))
    return total


def _terrain(state: State, h: Hex) -> str:
    return state.realm.terrain(h) or "grass"


def unit_fighter(state: State, u: Unit, support: int) -> Fighter:
    b = state.building_at(u.at)
    inside = b is not None and b.seat == u.seat and b.site is None
    return kinds.fighter(state, u, support, _terrain(state, u.at), inside)



def garrison(state: State, b: Building) -> Unit | None:
    """The military unit inside ``b`` that fights for it [Buildings]; *designed*: a decoy
    inside is no garrison (a blank block does not fight), so the building stands alone."""
    inside = [u for u in state.units_at(b.at) if u.seat == b.seat and military(u.kind)
              and u.kind != kinds.DECOY]
    return inside[0] if inside else None


def interceptor(state: State, attacker: Unit, target: Hex, defender_seat: int) -> Unit | None:
    """A unit of the defender's side that intercepts this mounted attack: an intercepting unit
    (a Pikeman) with the target's hex among the three in front of it [Pikeman Intercept]."""
    if "mounted" not in combat.traits(attacker.kind):
        return None
    for o in sorted(state.units.values(), key=lambda x: x.id):
        if not teams.allied(state, o.seat, defender_seat) or o.at == target:
            continue
        if "intercept" not in combat.traits(o.kind) and not any(
                _C.ability[a].kind == "intercept" for a in o.active if a in _C.ability):
            continue
        front = {neighbour(o.at, (o.facing - 1 + k) % 6 + 1) for k in (-1, 0, 1)}
        if target in front:
            return o
    return None


def battle_of(state: State, f: Fight) -> Battle:
    """The ``combat.Battle`` a declared attack is (recomputed from the map each time: nothing
    moves while the dice roll)."""
    t = target_at(state, f.seat, f.target)
    assert t is not None
    if f.tower:
        raise ValueError("a Guard Tower's shot is not a battle")
    a = state.units[f.attacker]
    if t.encounter is not None:
        defender = Fighter(t.encounter.kind, wounds=t.encounter.wounds,
                           terrain=_terrain(state, f.target))
        return Battle(unit_fighter(state, a, _support(state, f.seat, f.target, {a.id})),
                      defender, True, None)
    if t.building is not None:
        g = garrison(state, t.building)
        d_seat = t.building.seat
        leave = {a.id} | ({g.id} if g else set())
        d_support = _support(state, d_seat, f.target, leave)
        defender = Fighter(SETTLEMENT if t.building.kind == "settlement" else t.building.kind,
                           wounds=t.building.wounds, terrain=_terrain(state, f.target),
                           support=d_support, age2=t.building.age2,
                           garrison=unit_fighter(state, g, d_support) if g else None)
    else:
        assert t.unit is not None
        d_seat = t.unit.seat
        d_support = _support(state, d_seat, f.target, {a.id, t.unit.id})
        defender = unit_fighter(state, t.unit, d_support)
    a_support = _support(state, f.seat, f.target, {a.id})
    attacker = unit_fighter(state, a, a_support)
    answerable = True
    if f.shot:
        g = t.unit if t.unit is not None else (garrison(state, t.building) if t.building else None)
        answerable = g is not None and HexGrid.distance(g.at, a.at) <= unit_range(g) and \
            a.id in fog.identified(state, d_seat) and \
            sight.clear_line(state.realm, g.at, a.at, g.kind)
    icpt = None if f.shot else interceptor(state, a, f.target, d_seat)
    return Battle(attacker, defender, answerable,
                  unit_fighter(state, icpt, 0) if icpt is not None else None)


def interceptor_of(state: State, f: Fight) -> Unit | None:
    if f.shot or f.tower:
        return None
    t = target_at(state, f.seat, f.target)
    assert t is not None
    if t.encounter is not None:
        return None
    d_seat = t.building.seat if t.building else t.unit.seat  # type: ignore[union-attr]
    return interceptor(state, state.units[f.attacker], f.target, d_seat)


FACE_OF = {f.mark: f.id for f in _C.dice.faces}
MARK_OF = {f.id: f.mark for f in _C.dice.faces}


def dice_outcomes(state: State) -> list[tuple[str, int]]:
    """The chance node of the next roll the battle needs: each distinct roll, written as its
    faces' marks (``"S*B"``), with its weight."""
    f = state.fight
    assert f is not None
    need = combat.dice_needed(battle_of(state, f), f.rolls)
    assert need is not None
    return [("".join(MARK_OF[x] for x in roll), w) for roll, w in combat.roll_outcomes(need.dice)]


def needs_dice(state: State) -> bool:
    f = state.fight
    return f is not None and not f.tower and combat.dice_needed(battle_of(state, f), f.rolls) is not None


# -- the outcome -------------------------------------------------------------------------------

def name_of(kind: str) -> str:
    return kinds.name(kind)


def _who(state: State, seat: int) -> str:
    return state.players[seat].name


def kill(state: State, u: Unit, melee: bool) -> list[str]:
    """Removes a slain unit; a Builder it guarded dies with it in melee; a Fortress site it was
    building is lost [Builders & Roads] (S-M9). Returns what else was lost, in words."""
    lost = []
    del state.units[u.id]
    state.changed()
    heroes.fell(state, u)
    if melee and military(u.kind):
        for o in state.units_at(u.at):
            if o.seat == u.seat and o.kind == "builder":
                del state.units[o.id]
                state.changed()
                lost.append(f"{_who(state, o.seat)}'s Builder dies with its guard")
                lost += _site_lost(state, o)
    lost += _site_lost(state, u)
    return lost


def _site_lost(state: State, u: Unit) -> list[str]:
    for b in list(state.buildings.values()):
        if b.site == u.id:
            del state.buildings[b.id]
            state.rebuilt()
            return [f"{_who(state, b.seat)}'s unfinished {name_of(b.kind)} is lost"]
    return []


def raze(state: State, b: Building, by: int) -> list[str]:
    """Removes a destroyed building and every unit inside [Buildings]; a Settlement at 0 HP is
    captured instead (R-M8). Records the building for the destroyer's victory points."""
    lost = []
    for o in state.units_at(b.at):
        if o.seat == b.seat:
            del state.units[o.id]
            heroes.fell(state, o)
            lost.append(f"{_who(state, o.seat)}'s {name_of(o.kind)} inside dies")
    del state.buildings[b.id]
    state.rebuilt()
    if b.kind != "settlement":
        state.players[by].razed.append(_razed_vp(b))
    return lost


def _razed_vp(b: Building) -> int:
    kind = _C.building[b.kind]
    return kind.age2.vp if b.age2 and kind.age2 is not None else kind.vp


def _mark(state: State, seat: int, kind: str, gained: int) -> list[str]:
    """Adds battle-track marks to a unit type and names the ranks reached (R-M8)."""
    if gained <= 0 or kind not in _C.unit:
        return []
    p = state.players[seat]
    before = p.track.get(kind, 0)
    p.track[kind] = before + gained
    return [f"{_who(state, seat)}'s {kinds.plural(kind)} reach {r.name}"
            for r in combat.promotions(before, gained)]


def resolve(state: State) -> None:
    """Applies a battle whose dice are all rolled: wounds, the slain, razed buildings, battle
    tracks, the attacker advancing into the emptied hex after a melee win (R-M11), a captured
    Settlement ending the game; logs and shows it."""
    f = state.fight
    assert f is not None
    battle = battle_of(state, f)
    result = combat.resolve(battle, f.rolls)
    t = target_at(state, f.seat, f.target)
    assert t is not None
    if t.encounter is not None:
        _resolve_encounter(state, f, t.encounter, result)
        return
    a = state.units[f.attacker]
    icpt = interceptor_of(state, f)
    d_seat = t.building.seat if t.building else t.unit.seat  # type: ignore[union-attr]
    d_unit = t.unit if t.unit is not None else (garrison(state, t.building) if t.building else None)
    d_name = (name_of(t.building.kind) if t.building else name_of(t.unit.kind))  # type: ignore[union-attr]
    who_a, who_d = _who(state, f.seat), _who(state, d_seat)
    where = hex_name(state, f.target)
    lines = [f"{who_a}'s {name_of(a.kind)} {'shoots at' if f.shot else 'attacks'} "
             f"{who_d}'s {d_name} at {where}"]
    if icpt is not None:
        lines.append(f"{who_d}'s {name_of(icpt.kind)} intercepts the rider")
    sides = {"attacker": (f.seat, a), "interceptor": (d_seat, icpt)}
    for blow in result.blows:
        s = blow.strike
        striker_seat, striker = sides.get(s.striker, (d_seat, d_unit))
        kind = striker.kind if striker is not None else "settlement"
        target_name = d_name if s.target == "defender" else name_of(a.kind)
        how = ("hits" if blow.landed else "misses") + (" critically" if blow.critical else "")
        rolled = ("".join(MARK_OF[x] for x in blow.faces)) if blow.faces else "—"
        state.rolls.append(Roll(_who(state, striker_seat), f"{name_of(kind)} → {target_name}",
                                rolled, f"{how}: {blow.wounds} damage"))
        lines.append(f"{name_of(kind)} {how} the {target_name} for {blow.wounds}"
                     + (f" (rolled {rolled})" if blow.faces else ""))
    # wounds
    a.wounds = result.wounds["attacker"]
    if icpt is not None:
        icpt.wounds = result.wounds.get("interceptor", icpt.wounds)
    if t.building is not None:
        t.building.wounds = result.wounds["defender"]
        if result.wounds["defender"]:
            t.building.hurt = True
    elif t.unit is not None:
        t.unit.wounds = result.wounds["defender"]
    # marks for the slain, and a hero's kills
    for side, gained in result.track.items():
        seat, unit = sides.get(side, (d_seat, d_unit))
        if unit is not None:
            lines += _mark(state, seat, unit.kind, gained)
    for side, gained in result.hero_kills.items():
        seat, unit = sides.get(side, (d_seat, d_unit))
        if unit is not None:
            lines += heroes.kills(state, seat, gained)
    melee = not f.shot
    if "defender" in result.slain:
        if t.building is not None:
            if t.building.kind == "settlement":
                lines.append(f"{who_a} captures {who_d}'s Settlement")
                lines += raze(state, t.building, f.seat)
                state.winner = f.seat
                state.reason = f"{who_a} captured {who_d}'s Settlement"
                state.route = "conquest"
            else:
                lines.append(f"the {d_name} is destroyed")
                lines += raze(state, t.building, f.seat)
        elif t.unit is not None:
            lines.append(f"{who_d}'s {d_name} is slain")
            lines += kill(state, t.unit, melee)
    if "attacker" in result.slain:
        lines.append(f"{who_a}'s {name_of(a.kind)} is slain")
        lines += kill(state, a, melee)
    if icpt is not None and "interceptor" in result.slain:
        lines += kill(state, icpt, melee)
    # the attacker's turn, and its advance
    _after_attack(state, f, a, lines)
    state.say("; ".join(lines) + ".")
    state.fight = None


def _after_attack(state: State, f: Fight, a: Unit, lines: list[str]) -> None:
    """The attacker's turn after its attack: AP, the end of its turn (but for Volley and Hit
    and Run), one-action abilities spent, and its advance into an emptied hex."""
    if a.id in state.units:
        a.active = [x for x in a.active if _C.ability[x].lasts != "action"]
        a.shots += 1
        a.acted = True
        a.road = False
        if f.shot:
            a.ap -= _C.numbers.shoot_ap
            if "volley" not in a.active or a.shots >= 2:
                a.done = "hit_and_run" not in a.active
        else:
            cost = step_cost(state, a.at, f.target)
            if target_at(state, f.seat, f.target) is None and not state.units_at(f.target) \
                    and cost is not None:
                a.facing = direction(a.at, f.target)
                a.at = f.target
                state.changed()
                lines.append(f"the {name_of(a.kind)} advances")
            a.ap = max(0, a.ap - (cost[0] if cost else 0))
            a.done = "hit_and_run" not in a.active


def _resolve_encounter(state: State, f: Fight, e: Encounter, result: combat.Result) -> None:
    """An attack on an encounter acting as a building: its wounds; the Ant Colony's 1 damage
    to a melee attacker; destroyed, the Colony marks the attacker's battle track and the
    Village pays its conqueror 3 gold; either is removed."""
    a = state.units[f.attacker]
    kind = _C.encounter[e.kind]
    lines = [f"{_who(state, f.seat)}'s {name_of(a.kind)} "
             f"{'shoots at' if f.shot else 'attacks'} the {kind.name} at {hex_name(state, f.target)}"]
    for blow in result.blows:
        rolled = "".join(MARK_OF[x] for x in blow.faces) if blow.faces else "—"
        how = ("hits" if blow.landed else "misses") + (" critically" if blow.critical else "")
        state.rolls.append(Roll(_who(state, f.seat), f"{name_of(a.kind)} → {kind.name}", rolled,
                                f"{how}: {blow.wounds} damage"))
        lines.append(f"{how} for {blow.wounds}" + (f" (rolled {rolled})" if blow.faces else ""))
    e.wounds = result.wounds["defender"]
    if "defender" in result.slain:
        del state.encounters[f.target]
        state.changed()
        p = state.players[f.seat]
        if kind.reward.gold:
            p.gold += kind.reward.gold
            lines.append(f"{p.name} conquers it: +{kind.reward.gold} gold")
        else:
            lines.append(f"the {kind.name} is destroyed")
        lines += _mark(state, f.seat, a.kind, kind.reward.track)
    elif not f.shot and kind.thorns:
        a.wounds += kind.thorns
        lines.append(f"the ants bite the {name_of(a.kind)} for {kind.thorns}")
        if a.wounds >= kinds.hp(state, a):
            lines.append(f"the {name_of(a.kind)} dies")
            lines += kill(state, a, True)
    if a.id in state.units:
        a.active = [x for x in a.active if _C.ability[x].lasts != "action"]
        a.shots += 1
        a.acted, a.road = True, False
        a.ap = max(0, a.ap - (_C.numbers.shoot_ap if f.shot else 1))
        a.done = "hit_and_run" not in a.active
    state.say("; ".join(lines) + ".")
    state.fight = None


def tower_shot(state: State, b: Building, h: Hex) -> None:
    """A building's shot (a Guard Tower's, R-M3; a Settlement's, *designed*): it hits for its
    damage (a Guard Tower at Age 2: 2) without rolling — it shoots down from its walls — and
    nothing answers it."""
    t = target_at(state, b.seat, h)
    assert t is not None and t.unit is not None
    shot = building_shot(state, b.kind)
    assert shot is not None
    age2 = _C.building[b.kind].age2 if b.kind in _C.building else None
    dmg = age2.shot_dmg if b.age2 and age2 is not None and age2.shot_dmg else shot.dmg
    u = t.unit
    hp = kinds.hp(state, u)
    dealt = min(dmg, hp - u.wounds)
    u.wounds += dealt
    b.shot = True
    who, whom = _who(state, b.seat), _who(state, u.seat)
    walls = name_of(b.kind)
    line = (f"{who}'s {walls} shoots {whom}'s {name_of(u.kind)} at {hex_name(state, h)} "
            f"for {dealt}")
    state.rolls.append(Roll(who, f"{walls} → {name_of(u.kind)}", "—", f"hits: {dealt} damage"))
    if u.wounds >= hp:
        line += f"; the {name_of(u.kind)} is slain"
        extra = kill(state, u, melee=False)
        if extra:
            line += "; " + "; ".join(extra)
    state.say(line + ".")
