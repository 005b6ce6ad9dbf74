"""The Build phase's work [Turn Order: Build, Builders & Roads, Buildings] (M1, M2, M11, M12):
recruiting in the Settlement's zone and at Barracks, and what a Builder makes on its hex —
buildings, Age 2 upgrades, roads, bridges, chopped and planted forests.

* A player has 12 blocks: no more units than that on the map (*designed*: the box's count
  is not given). Recruits stand on a free hex of the Settlement's zone (its hex and the 4 behind it); each
  Barracks recruits one infantry unit a turn, on its hex or a free hex next to it (R-M3). The
  Academy unlocks Tier 2; the Catapult also needs a Siege Workshop. The first turn is for
  recruiting only, and the starter scenario's first recruits include a Builder [Game Setup].
* A Builder does one piece of work a Build phase, on its own hex, never next to a face-down
  territory; a building other than a Guard Tower stands at least 3 hexes from its owner's
  Settlement and other buildings; 4 of each kind. Buildings are finished at once, but a
  Fortress takes a full turn, its Builder staying on the site [Builders & Roads, Buildings].
* A road costs in gold what entering its hex costs in AP, 1 more for a crossroads (a hex that
  would join three or more roads); a bridge is a road over a water hex next to the Builder.
* Chopping and planting take one of the box's chop-and-plant hexes. A seat sees only its own
  pending orders among them (R-M11); an order that finds the box empty when the builds are
  carried out (another seat took the last) is not done and its gold is returned.
"""

from __future__ import annotations

from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex

from .content import content
from .movement import is_road, neighbour
from .state import Building, State, Unit
from .text import hex_name

_C = content()
#: Chop-and-plant hexes in the box: the most forests changed in a game [Common Components].
CHANGES = _C.components.chop_plant


# -- recruiting --------------------------------------------------------------------------------

def unlocked(state: State, seat: int, kind: str) -> bool:
    """Whether the seat may recruit ``kind``: Tier 1 always; Tier 2 with an Academy; a unit a
    building unlocks (the Catapult) with that building too (R-M1, R-M3)."""
    u = _C.unit[kind]
    have = {b.kind for b in state.buildings_of(seat) if b.site is None and b.kind in _C.building}
    if u.tier >= 2 and not any((_C.building[k].unlocks_tier or 0) >= u.tier for k in have):
        return False
    needs = [b.id for b in _C.buildings if kind in b.unlocks_units]
    return all(k in have for k in needs)


def free(state: State, h: Hex, seat: int) -> bool:
    """A revealed, passable hex with no unit that ``seat`` knows of. Another seat's new block
    of this Build phase is a pending build, secret until the builds are shown (R-M11), so from
    rules version 7 it never makes a hex unavailable; ``clashes`` settles a hex two seats
    chose."""
    t = state.realm.terrain(h)
    if t is None or _C.terrain[t].move_ap is None:
        return False
    here = state.units_at(h)
    if state.rules >= 7:
        here = [u for u in here if u.seat == seat or not u.fresh]
    return not here


def recruit_spots(state: State, seat: int, kind: str) -> list[Hex]:
    """Where a new ``kind`` may stand: a free hex of the Settlement's zone, or (infantry, one a
    turn per Barracks, not in the first turn) a free hex at or next to an unused Barracks."""
    spots: list[Hex] = []
    if state.settlement(seat) is not None:
        spots += [h for h in state.realm.settlement_zone(seat) if free(state, h, seat)
                  and (state.building_at(h) is None or state.building_at(h).seat == seat)]  # type: ignore[union-attr]
    if _C.unit[kind].infantry and state.round > 1:
        p = state.players[seat]
        for b in state.buildings_of(seat, "barracks"):
            if b.site is not None or b.id in p.barracks_used:
                continue
            for h in [b.at] + [neighbour(b.at, d) for d in range(1, 7)]:
                other = state.building_at(h)
                if free(state, h, seat) and (other is None or other.seat == seat) and h not in spots:
                    spots.append(h)
    return sorted(spots)


def barracks_for(state: State, seat: int, h: Hex) -> Building | None:
    """The unused Barracks a recruit on ``h`` comes from, when ``h`` is outside the zone."""
    if h in state.realm.settlement_zone(seat):
        return None
    p = state.players[seat]
    for b in state.buildings_of(seat, "barracks"):
        if b.site is None and b.id not in p.barracks_used and HexGrid.distance(b.at, h) <= 1:
            return b
    return None


def recruits(state: State, seat: int) -> list[tuple[str, Hex]]:
    """Every ``(unit type, hex)`` the seat may recruit now, by the gold it has."""
    gold = state.players[seat].gold
    if len(state.units_of(seat)) >= _C.numbers.blocks:
        return []
    needed = must_recruit(state, seat)
    out = []
    for u in _C.units:
        # gold kept for what the scenario still requires (the starter's Builder)
        reserve = sum(_C.unit[k].gold for k in needed if k != u.id)
        if u.gold + reserve <= gold and unlocked(state, seat, u.id):
            out += [(u.id, h) for h in recruit_spots(state, seat, u.id)]
    return out


def recruit(state: State, seat: int, kind: str, h: Hex) -> Unit:
    """Pays and places a new block, its type the owner's secret (``fresh`` until the Build
    phase ends)."""
    p = state.players[seat]
    b = barracks_for(state, seat, h)
    if b is not None:
        p.barracks_used.append(b.id)
    p.gold -= _C.unit[kind].gold
    p.recruits[kind] = p.recruits.get(kind, 0) + 1
    u = Unit(state.new_id(), seat, kind, h, fresh=True,
             facing=front_of(state, seat))
    state.units[u.id] = u
    state.changed()
    return u


def clashes(state: State) -> list[str]:
    """Settles each hex where new blocks of two seats stand when the builds are shown (each
    owner chose it seeing none there, R-M11): the block in its owner's Settlement zone stays;
    a Barracks recruit outside it is not recruited, its gold returned — of two such, the one
    placed later (*designed*, rules version 7). Returns what the log says of each."""
    out = []
    fresh: dict[Hex, list[Unit]] = {}
    for u in sorted(state.units.values(), key=lambda u: u.id):
        if u.fresh:
            fresh.setdefault(u.at, []).append(u)
    for h, here in fresh.items():
        if len({u.seat for u in here}) < 2:
            continue
        keeper = min(here, key=lambda u: (h not in state.realm.settlement_zone(u.seat), u.id))
        for u in here:
            if u.seat == keeper.seat:
                continue
            p, gold = state.players[u.seat], _C.unit[u.kind].gold
            del state.units[u.id]
            p.gold += gold
            p.recruits[u.kind] -= 1
            if not p.recruits[u.kind]:
                del p.recruits[u.kind]
            out.append(f"{p.name}'s new block at {hex_name(state, h)} finds "
                       f"{state.players[keeper.seat].name}'s there: it is not recruited and "
                       f"its {gold} gold is returned.")
    if out:
        state.changed()
    return out


def front_of(state: State, seat: int) -> int:
    """The direction a seat's new blocks face: its homeland's front side."""
    return state.realm.slots[state.realm.home_slot(seat)].front or 1


def must_recruit(state: State, seat: int) -> list[str]:
    """The unit types the scenario says the seat still has to recruit at the start (the
    starter's Builder) [Game Setup], while it can afford them."""
    if state.round != 1:
        return []
    own = {u.kind for u in state.units_of(seat)}
    gold = state.players[seat].gold
    return [k for k in _C.scenario[state.scenario].must_recruit
            if k not in own and _C.unit[k].gold <= gold]


# -- a Builder's work --------------------------------------------------------------------------

def builders(state: State, seat: int) -> list[Unit]:
    """The seat's Builders free to work this Build phase (not recruited this phase, not on a
    Fortress site, not yet worked)."""
    sites = {b.site for b in state.buildings.values()}
    return [u for u in state.units_of(seat) if u.kind == "builder" and not u.worked
            and not u.fresh and u.id not in sites]


def beside_face_down(state: State, h: Hex) -> bool:
    """Whether ``h`` touches a face-down territory (nothing is built there) [Buildings]."""
    return any(state.realm.terrain(n := neighbour(h, d)) is None
               and state.realm.slot_at(n) is not None for d in range(1, 7))


def building_spot(state: State, seat: int, kind: str, h: Hex) -> bool:
    """Whether the seat may raise ``kind`` on ``h``: land, no building, not beside a face-down
    territory, and (but a Guard Tower) at least 3 hexes from its Settlement and buildings."""
    t = state.realm.terrain(h)
    if t is None or _C.terrain[t].move_ap is None or state.building_at(h) is not None:
        return False
    if beside_face_down(state, h):
        return False
    if _C.building[kind].spaced:
        far = _C.numbers.build_distance
        if any(HexGrid.distance(b.at, h) < far for b in state.buildings_of(seat)):
            return False
    return True


def buildable(state: State, seat: int, u: Unit) -> list[str]:
    """The building kinds ``u`` may raise on its hex now (gold, 4 of each, the spot)."""
    gold = state.players[seat].gold
    out = []
    for b in _C.buildings:
        ordered = sum(o[0] == "build" and o[1] == b.id for i, o in state.orders.items()
                      if state.units[i].seat == seat)
        if b.gold > gold or len(state.buildings_of(seat, b.id)) + ordered >= \
                _C.components.buildings_each:
            continue
        if building_spot(state, seat, b.id, u.at):
            out.append(b.id)
    return out


def upgradable(state: State, seat: int, u: Unit) -> Building | None:
    """The seat's finished Age 1 building on ``u``'s hex that it can afford to raise to Age 2."""
    b = state.building_at(u.at)
    if b is None or b.seat != seat or b.kind == "settlement" or b.age2 or b.site is not None:
        return None
    age2 = _C.building[b.kind].age2
    if age2 is None or age2.gold > state.players[seat].gold:
        return None
    return b


def road_gold(state: State, h: Hex) -> int | None:
    """What a road on ``h`` costs: its entry AP in gold, +1 for a crossroads (``None``: no
    road may go there — a road already, a building, water or a mountain)."""
    t = state.realm.terrain(h)
    if t is None or h in state.roads or state.building_at(h) is not None:
        return None
    gold = _C.terrain[t].road_gold
    if gold is None:
        return None
    joins = sum(is_road(state, neighbour(h, d)) for d in range(1, 7))
    return gold + (_C.roads.crossroads_extra if joins >= 3 else 0)


def bridge_spots(state: State, u: Unit) -> list[Hex]:
    """Water hexes next to ``u`` without a bridge (a bridge is a road over water)."""
    return [n for d in range(1, 7) if (n := neighbour(u.at, d)) not in state.roads
            and state.realm.terrain(n) == _C.roads.bridge_on]


def changes_left(state: State, seat: int) -> int:
    """Chop-and-plant hexes still in the box as ``seat`` knows it: its own orders not yet
    carried out count as used; the other seats' are their secret until the Build phase ends
    (R-M11) — one that finds the box empty then is not carried out (``carry_out``)."""
    pending = sum(o[0] in ("chop", "plant") for i, o in state.orders.items()
                  if state.units[i].seat == seat)
    return CHANGES - state.changes - pending


def gold_for(state: State, u: Unit, what: str, arg: str | None) -> int:
    """What a piece of work costs."""
    if what == "build":
        assert arg is not None
        return _C.building[arg].gold
    if what == "upgrade":
        b = state.building_at(u.at)
        assert b is not None
        age2 = _C.building[b.kind].age2
        assert age2 is not None
        return age2.gold
    if what == "road":
        gold = road_gold(state, u.at)
        assert gold is not None
        return gold
    return {"bridge": _C.roads.bridge_gold, "chop": _C.roads.chop_gold,
            "plant": _C.roads.plant_gold}[what]


def order(state: State, seat: int, u: Unit, what: str, arg: str | None = None,
          where: Hex | None = None) -> None:
    """A Builder's work chosen in the Build phase: paid now, carried out when every player
    has chosen (``carry_out``), so nobody sees another's builds before then (R-M11)."""
    state.players[seat].gold -= gold_for(state, u, what, arg)
    u.worked = True
    state.orders[u.id] = (what, arg, where)


def carry_out(state: State, u: Unit, what: str, arg: str | None, where: Hex | None) -> str:
    """Does a Builder's ordered work and returns it in words for the log."""
    if what == "build":
        assert arg is not None
        kind = _C.building[arg]
        b = Building(state.new_id(), u.seat, arg, u.at,
                     site=u.id if kind.build_turns else None)
        state.buildings[b.id] = b
        state.rebuilt()
        return (f"starts a {kind.name} (finished next round)" if b.site is not None
                else f"builds a {kind.name}")
    if what == "upgrade":
        b = state.building_at(u.at)
        assert b is not None
        b.age2 = True
        state.rebuilt()
        return f"raises the {_C.building[b.kind].name} to Age 2"
    if what == "road":
        state.roads[u.at] = u.seat
        state.rebuilt()
        return "lays a road"
    if what == "bridge":
        assert where is not None
        state.roads[where] = u.seat
        state.rebuilt()
        return "builds a bridge"
    if state.changes >= CHANGES:  # another seat's order took the box's last one first
        state.players[u.seat].gold += gold_for(state, u, what, arg)
        return f"finds no forest left to {what} in the box (its gold is returned)"
    state.changes += 1
    state.changed()
    if what == "chop":
        state.realm.set_terrain(u.at, "grass")
        return "chops the forest down"
    state.realm.set_terrain(u.at, "forest")
    return "plants a forest"


def works(state: State, seat: int, u: Unit) -> list[tuple[str, str | None, Hex | None]]:
    """Everything Builder ``u`` may do this Build phase: ``(what, building, hex)``."""
    if state.round <= 1 and _C.numbers.first_turn_recruit_only:
        return []
    gold = state.players[seat].gold
    out: list[tuple[str, str | None, Hex | None]] = [("build", k, None)
                                                     for k in buildable(state, seat, u)]
    if upgradable(state, seat, u) is not None:
        out.append(("upgrade", None, None))
    rg = road_gold(state, u.at)
    if rg is not None and rg <= gold:
        out.append(("road", None, None))
    if _C.roads.bridge_gold <= gold:
        out += [("bridge", None, h) for h in bridge_spots(state, u)]
    t = state.realm.terrain(u.at)
    if state.building_at(u.at) is None and changes_left(state, seat) > 0:
        if t == "forest" and _C.roads.chop_gold <= gold:
            out.append(("chop", None, None))
        if t == "grass" and _C.roads.plant_gold <= gold and u.at not in state.roads:
            out.append(("plant", None, None))
    return out
