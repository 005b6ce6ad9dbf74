"""How good a position is for one player, from what that seat may know (the greedy bot's
evaluation and master's leaf value). It reads the seat's own pieces, the public map (where
every block stands, buildings, roads), the enemy units it identifies now, and nothing of the
other seats' other block types.

    value(p) = MISSION × bonus missions done + PROGRESS × each mission's share done
             + BUILDING × buildings' points + INCOME × gold each Revenue + GOLD × gold (capped)
             + SITE × what each Fortress under way adds when finished (points, income, the
               starter's Stronghold mission)
               (SAVE × gold up to a Fortress's price while the seat still needs a Fortress)
             + SPARE × all its gold
             + ARMY × own units' recruiting gold, by their HP left, × (1 + MATCH × the share
               of the enemy units it identifies that its class counters − MATCH × the share
               that counter it), each unit of a class beyond the first SAME_CLASS × SPREAD
               more (a mixed army meets every counter)
             + TRACK × battle-track marks
             + EXPLORE × territories revealed (everyone gains the land; the explorer gains most
               where it is: near its units)
             + PRESSURE × damage dealt to the other Settlements
             − SPOT × each free Builder's distance to the nearest hex it could build on, or
               lay a road Supply Lines still wants
             + ROAD × (ROAD_REACH − the road hexes still missing) for each of the buildings
               that mission still needs to join to the Settlement (while the seat pursues it)
             − SCOUT × the distance of the unit nearest to a face-down territory (while any)
             + AP_LEFT × AP the seat's units have left (a move that gains nothing is not made)
             − ZONE × units beyond one standing in its Settlement's zone (they block recruits)
           advanced: + STONE × aether stones (and mines held) + SECRET × secret missions shown
             + PROGRESS × its own hidden missions' shares done + ADVENTURE × adventures won
             + HERO × its living hero's level − MINE_NEAR × its army's distance to a mine
             − NEAR × own military units' distance to the nearest enemy building (late game)
           shards variant: + SHARD × shards home + each carried shard's CARRY − HOMEWARD × its
             carrier's distance to the Settlement
           diplomacy: for each treaty in force, PEACE_BASE + PEACE × (the partner's blocks
             near the seat's Settlement − the seat's near the partner's): peace is worth most
             to the threatened side
    evaluate(seat) = value(seat) (+ its ally's public value and units, in a team game),
                     read with the seat's own Builders' orders of this Build phase done
                     (paid when ordered, carried out when every player has chosen)
                     − RIVAL × the best opponent's value, where an opponent's
                     blocks are counted at an average unit's worth (those recruited in this
                     Build phase not at all: nobody else knows of them yet).

A won game is +1000, a lost one −1000.

    master's weights add: WALK (a switch): a Builder's distance to its spot is the AP of the
             cheapest walk there (WALK_REACH if none is nearer), not the hexes between
           + MARKS × the best unit type's marks as a share of Elite's (while Seasoned Troops
             is open)
           + FOCUS × each unit of that type (2 marks or more) in the army term, which never
             spreads it
           + LAST × the last bonus mission's progress (the starter, three done: the fourth
             wins), a Fortress site's mission too; and such a site counts EXPOSED of its
             worth while no own military unit stands on it and a hostile block (not one it
             identifies as a Builder) stands within THREAT_RANGE hexes
           + SIEGE × how near its military units are to taking an enemy Settlement (a
             capture wins at once): each unit's damage against buildings, whole if it may
             strike the Settlement now, else by the AP of its walk there, fading over
             SIEGE_FADE AP beyond its own; half that sum as its share of enough (the HP
             left and 1, GARRISON more for each block beside the Settlement), as a share
             of the HP left, for the Settlement most within reach

The upper-case weights are the fields of ``Weights`` (lower case). ``ADEPT`` is the greedy
bot's. ``MASTER``, master's (the ruleset's ``master_evaluate``), adds the walk, the marks, the
focus, the last mission and the siege with its garrison: master's lost games showed a Builder
stranded for 13 rounds two hexes from a spot behind a mountain (no step made the hex count
smaller), and master's battle-track marks spread over three types where the greedy winners
bring one to Elite. At the master level, 80 four-player games against three greedy bots (stop
53, while ``MASTER`` was Adept's: ``python bench/evaluation_match.py --ruleset multiverse_war
--level master --playouts 1 --paired --games 40 --seed 99501 --weights
walk=1,marks=20,focus=0.5``, and ``--seed 99541``), the three won 48 where Adept's weights won
33 (+32 −17 game by game, sign test p = 0.044), with Elite in 63 games against 42; the README's
figure is theirs on fresh seeds. The last mission (stop 60): 14 of master's 20 traced losses
lacked Stronghold, their Fortress sites lost with the unguarded Builder to an enemy block
standing near; a guard on every such site (stop 59) took a soldier from the field and lost more
games than it saved, a guard only on the site that wins the game does not. Paired at the master
level on 80 fresh seeds (``python bench/evaluation_match.py --ruleset multiverse_war --level
master --playouts 1 --paired --games 40 --seed 100301 --weights last=1,exposed=0.5``, and
``--seed 100401``), ``last=1, exposed=0.5`` won 52 where master's weights before won 46 (+7 −1
game by game, sign test p = 0.07; it acts only once three missions are done, so most games are
the same move for move). The siege (stop 65): a Settlement's 5 HP fall to three Horsemen
striking in one Action phase, and no bot took one; three forms counting the hexes to it never
led master to take one in traced games (stop 64), counting the walk's AP did. Screened at the
master level on 40 fresh seeds a line (``python bench/evaluation_match.py --ruleset
multiverse_war --level master --playouts 1 --games 40 --seed S --weights siege=40,siege_fade=8
…``): with a fade of 4 AP, ``siege`` 20 / 40 / 80 / 160 won 28 / 33 / 28 / 29 of seeds 101301
on where master's weights before won 24, and 40 / 80 won 26 / 32 of seeds 101341 on against 28;
fading over 8 AP (so a recruit at home already counts a little) ``siege=40`` won 30 of seeds
101381 on (a fade of 4: 24) and 34 of seeds 101421 on (a fade of 12: 29). Games end sooner
(about 85 turns against 100), many by a capture. The garrison (screened at stop 66, measured on
200 games at stop 67): in a traced loss ten of master's units stood before enemy Settlements
guarded by 4–7 blocks, moving back and forth, the walk there as short as to an unguarded one;
paired at the master level on 40 fresh seeds (``--seed 101541 --paired --weights garrison=1``)
it won 33 where master's weights before won 28 (+10 −5), ``garrison=2`` 30; on 200 fresh seeds
it won 149 where the weights before had won 139 of another 200 (bench/RECORD.md). Before, one
greedy bot with a changed weight against three Adept bots, 100 four-player games on seeds 9001
on (``python bench/evaluation_match.py --ruleset multiverse_war --weights …``; 25 is an equal
share): Adept's own weights 23; ``income`` 8: 21; ``rival`` 0.2: 20; ``progress`` 20: 27;
``army`` 1.5: 25 (stop 43); ``building`` 4: 23, ``progress`` 30 / 40: 29 / 33 (stop 46);
``progress`` 60: 18, ``progress`` 40 with ``mission`` 60: 26 (stop 47) — none clear of the
noise (about ±9 at 100 games): the rise with ``progress`` up to 40 did not go on. """

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex, ring

from . import battle, diplomacy, fog, kinds, movement, secret_missions, supply, teams, works
from .mines import held
from .content import content
from .missions import progress
from .scoring import building_vp
from .state import State

WIN, LOSS = 1000.0, -1000.0
_C = content()

GOLD_CAP = 14
AVERAGE_BLOCK = 3.0
SPOT_REACH = 5
ARMY_FULL = 6
SAME_CLASS = 2
THREAT_RANGE = 4
ROAD_REACH = 4
WALK_REACH = 8
SIEGE_REACH = 16
#: the battle-track marks of the Elite rank (Seasoned Troops)
ELITE_AT = next(r.at for r in _C.ranks if r.id == "elite")
#: memo key: the Builders whose orders ``_as_built`` carried out
ORDERED = "ordered"


@dataclass(frozen=True)
class Weights:
    """The tunable part of the evaluation (the module docstring names each in capitals)."""

    mission: float = 30.0
    progress: float = 10.0
    building: float = 2.0
    income: float = 3.0
    gold: float = 0.4
    army: float = 1.0
    track: float = 3.0
    pressure: float = 2.0
    near: float = 0.3
    rival: float = 0.5
    explore: float = 3.0
    spot: float = 2.0
    scout: float = 1.5
    ap_left: float = 0.05
    stone: float = 8.0
    secret: float = 35.0
    adventure: float = 3.0
    hero: float = 5.0
    mine_near: float = 1.0
    zone: float = 1.5
    match: float = 1.0
    spread: float = 0.7
    shard: float = 8.0
    save: float = 1.2
    spare: float = 0.01
    peace_base: float = 1.0
    peace: float = 2.0
    carry: float = 6.0
    homeward: float = 0.5
    road: float = 1.5
    site: float = 0.75
    walk: float = 0.0
    marks: float = 0.0
    focus: float = 0.0
    last: float = 0.0
    exposed: float = 1.0
    siege: float = 0.0
    siege_fade: float = 8.0
    garrison: float = 0.0


ADEPT = Weights()
#: master's weights (the module docstring)
MASTER = Weights(walk=1.0, marks=20.0, focus=0.5, last=1.0, exposed=0.5, siege=40.0,
                 garrison=1.0)

def _base(state: State, seat: int, w: Weights, own: bool = True) -> float:
    """The seat's value from public facts, and (``own``: the seat evaluating itself) whether
    it has a Builder to raise a Fortress with (another seat's block types are secret)."""
    p = state.players[seat]
    v = w.mission * len(p.missions)
    # the starter's last bonus mission open wins the game: LAST more of its progress
    urge = 1.0 + w.last if state.scenario == "starter" and \
        len(p.missions) == len(_C.bonus_missions) - 1 else 1.0
    for m in _C.bonus_missions:
        if m not in p.missions:
            have, need = progress(state, seat, m)
            v += w.progress * urge * min(have, need) / need
    v += w.building * sum(building_vp(b.kind, b.age2) for b in state.buildings_of(seat)
                        if b.kind != "settlement" and b.site is None)
    for b in state.buildings_of(seat):
        if b.site is not None:
            worth = w.site * _finished_worth(state, seat, b.kind, w, urge)
            if own and urge > 1.0 and _exposed(state, seat, b.at):
                worth *= w.exposed
            v += worth
    v += w.income * supply.income(state, seat)
    if _saving(state, seat, own):
        v += w.save * min(p.gold, _C.building["fortress"].gold)
    else:
        v += w.gold * min(p.gold, GOLD_CAP)
    v += w.spare * p.gold  # a coin is never worth nothing: given away for nothing, it is missed
    v += w.track * sum(p.track.values())
    if w.marks and p.track and "elite" not in p.missions:
        v += w.marks * urge * min(max(p.track.values()), ELITE_AT) / ELITE_AT
    for o in state.players:
        if o.seat != seat:
            s = state.settlement(o.seat)
            if s is not None:
                v += w.pressure * s.wounds
    if state.scenario != "starter":
        v += w.stone * p.stones + w.secret * len(p.secret_done) + w.adventure * p.adventures_won
        if p.hero is not None and not p.hero.fallen:
            v += w.hero * p.hero.level
    if state.uses("shards"):
        v += w.shard * p.shards
    return v


def _finished_worth(state: State, seat: int, kind: str, w: Weights, urge: float = 1.0
                    ) -> float:
    """What a building under way (a Fortress site) will add when finished: its points, its
    income and, in the starter, the Stronghold mission if it is the seat's first (``urge``
    times, as its last one). Worth SITE of it meanwhile — more than the gold it took, or a
    one-step look-ahead never begins one."""
    b = _C.building[kind]
    v = w.building * b.vp + w.income * b.income
    if state.scenario == "starter" and "fortress" not in state.players[seat].missions:
        v += w.mission * urge
    return v


def _exposed(state: State, seat: int, at: Hex) -> bool:
    """Whether a site on ``at`` stands unguarded (no own military unit on it) with a hostile
    block within THREAT_RANGE hexes: one the seat has seen before this Build phase and does not
    identify as a Builder (S-M9: a Builder killed before its Fortress is done loses it)."""
    if any(u.at == at and u.kind != "builder" for u in state.units_of(seat)):
        return False
    known = fog.identified(state, seat)
    return any(not u.fresh and not teams.allied(state, u.seat, seat)
               and not (u.id in known and u.kind == "builder")
               and HexGrid.distance(u.at, at) <= THREAT_RANGE for u in state.units.values())


def _carried(state: State, seat: int, w: Weights) -> float:
    """Shards on their way home: worth less the farther their carriers are from it."""
    home = state.realm.settlement_hex(seat)
    return sum(w.carry - w.homeward * HexGrid.distance(u.at, home)
               for u in state.units_of(seat) if u.carrying is not None)


def _saving(state: State, seat: int, own: bool) -> bool:
    """Whether the seat saves its gold for a Fortress: it still needs one (the starter's
    Stronghold mission; the advanced scenario's four) and (``own``) has a Builder to raise it.
    A Fortress costs more than a round's income, so without saving a one-move look-ahead
    spends every coin on units and never builds one."""
    if own and not any(u.kind == "builder" for u in state.units_of(seat)):
        return False
    if state.scenario == "starter":
        return "fortress" not in state.players[seat].missions and \
            not state.buildings_of(seat, "fortress")
    return len(state.buildings_of(seat, "fortress")) < _C.goal["fortresses"].amount


def _own_secrets(state: State, seat: int, w: Weights) -> float:
    """Progress on the seat's own hidden missions (the others' are unknown to it), and how
    close its nearest military unit is to a mine it does not hold."""
    v = 0.0
    for m in state.players[seat].secret:
        got, need = secret_missions.have(state, seat, m)
        v += w.progress * min(got, need) / need
    mines = [h for h in state.realm.mine_hexes() if h not in held(state, seat)]
    army = [u.at for u in state.units_of(seat) if u.kind not in ("builder", "decoy")]
    if mines and army:
        v -= w.mine_near * min(HexGrid.distance(a, m) for a in army for m in mines)
    v += w.stone * len(held(state, seat))
    return v


#: class id → (the classes it counters, the classes that counter it) (R-M2)
_COUNTERS = {c.id: (_C.counters_of[c.id],
                    frozenset(t.id for t in _C.classes if _C.beats(t.id, c.id)))
             for c in _C.classes}


def _matchups(state: State, seat: int, w: Weights) -> dict[str, float]:
    """Class id → how a unit of that class fares against the rivals' armies as the seat sees
    them: 1 + MATCH × (the share of the enemy units it identifies now that the class counters
    − the share that counter it) (R-M2: a counter strikes first)."""
    key = ("match", seat, w.match)
    if key in state.memo:
        return state.memo[key]
    seen: dict[str, int] = {}
    side = teams.side(state, seat)
    for i in fog.identified(state, seat):  # its ally's units too: they are left out
        u = state.units[i]
        if u.seat not in side and kinds.military(u.kind):
            cls = kinds.class_of(u.kind)
            if cls is not None:
                seen[cls] = seen.get(cls, 0) + 1
    total = sum(seen.values())
    out = {}
    for c, (counters, countered_by) in _COUNTERS.items():
        beats = sum(seen.get(t, 0) for t in counters)
        beaten = sum(seen.get(t, 0) for t in countered_by)
        out[c] = 1.0 + w.match * (beats - beaten) / total if total else 1.0
    state.memo[key] = out
    return out


def _army(state: State, seat: int, w: Weights) -> float:
    """Units by their gold and HP left, and by how their class fares against the rivals'
    armies; beyond the first six military units each counts half, so that gold is saved for
    buildings. With FOCUS (master's weights), each unit of the type closest to Elite is worth
    FOCUS more and never spread-discounted: one type's kills make Seasoned Troops."""
    total = 0.0
    military = 0
    match = _matchups(state, seat, w)
    same: dict[str, int] = {}
    lead = _lead_type(state, seat) if w.focus else None
    for u in state.units_of(seat):
        hp = kinds.hp(state, u)
        worth = w.army * kinds.gold_worth(u.kind) * (hp - u.wounds) / hp
        cls = kinds.class_of(u.kind)
        if cls is not None:
            worth *= match.get(cls, 1.0)
            same[cls] = same.get(cls, 0) + 1
            if u.kind == lead:
                worth *= 1 + w.focus
            elif u.kind != "builder" and same[cls] > SAME_CLASS:
                worth *= w.spread ** (same[cls] - SAME_CLASS)
        if u.kind != "builder":
            military += 1
            if military > ARMY_FULL:
                worth /= 2
        total += worth
    return total


def _lead_type(state: State, seat: int) -> str | None:
    """The unit type with the most battle-track marks (2 or more; ties to the first in the
    track's order), while Seasoned Troops is still open."""
    p = state.players[seat]
    if "elite" in p.missions:
        return None
    marks = [(n, k) for k, n in p.track.items() if k != "builder" and n >= 2]
    return max(marks, key=lambda x: x[0])[1] if marks else None


def _explored(state: State, seat: int, w: Weights) -> float:
    """Territories face up, and how close the seat's nearest unit is to one still face down."""
    v = w.explore * sum(t is not None for t in state.realm.tiles)
    if state.explore is not None and state.explore.seat == seat:
        v += w.explore  # the side is another player's to name: the territory is as good as turned
    down = state.realm.face_down_slots()
    if down:
        edge = _face_down_edge(state)
        units = [u.at for u in state.units_of(seat)]
        if units and edge:
            v -= w.scout * min(min(HexGrid.distance(a, e) for e in edge) for a in units)
    v += w.ap_left * sum(u.ap for u in state.units_of(seat))
    return v


def _face_down_edge(state: State) -> list:
    """Revealed hexes next to a face-down territory (where an explorer stands)."""
    key = ("edge",)
    realm = state.realm
    if key not in realm.memo:  # the map's own memo: kept until a territory is turned
        realm.memo[key] = [h for h in realm.hexes()
                           if any(realm.terrain(n) is None and realm.slot_at(n) is not None
                                  for n in movement.around(h))]
    return realm.memo[key]  # type: ignore[return-value]


def _builders(state: State, seat: int, w: Weights) -> float:
    """How far each Builder is from a hex where it could raise a spaced building, or lay a
    road the Supply Lines mission still wants."""
    wanted = _roads_wanted(state, seat)[1]
    worked = state.memo.get(ORDERED, ())
    v = 0.0
    for u in state.units_of(seat):
        if u.kind != "builder" or u.id in worked or \
                any(b.site == u.id for b in state.buildings.values()):
            continue
        far = _spot_walk(state, seat, u.at, wanted) if w.walk else \
            _spot_distance(state, seat, u.at, wanted)
        v -= w.spot * far
    return v


def _is_spot(state: State, seat: int, h: Hex, wanted: set[Hex], mine: list[Hex]) -> bool:
    """Whether the seat could raise a spaced building on ``h``, or lay a road wanted there."""
    return h in wanted or all(HexGrid.distance(h, m) >= _C.numbers.build_distance
                              for m in mine) and works.building_spot(state, seat, "barracks", h)


def _spot_distance(state: State, seat: int, at: Hex, wanted: set[Hex]) -> int:
    """The distance from ``at`` to the nearest revealed hex where the seat could raise a
    spaced building or lay a wanted road (SPOT_REACH if none is nearer). It depends only on
    the layout, the map and whether a road line is wanted (the line itself follows from the
    layout), so it is remembered with the layout."""
    key = ("spot", seat, at, bool(wanted))
    known = state.layout.get(key)
    if known is not None and known[0] is state.realm.memo:  # the map's memo: no turn since
        return known[1]
    mine = [b.at for b in state.buildings_of(seat)]
    revealed = _revealed(state)
    best = SPOT_REACH
    for d in range(SPOT_REACH):  # ring by ring: the first ring with a spot is the nearest
        if any(h in revealed and _is_spot(state, seat, h, wanted, mine) for h in ring(at, d)):
            best = d
            break
    state.layout[key] = (state.realm.memo, best)
    return best


def _spot_walk(state: State, seat: int, at: Hex, wanted: set[Hex]) -> float:
    """Master's ``_spot_distance``: the AP of the cheapest walk from ``at`` to such a spot
    (WALK_REACH if none is nearer), around water, mountains, face-down land and other seats'
    buildings. A spot behind a mountain is as many hexes away as the hill on the way round,
    so the hex count never makes the first step of that walk look better than standing
    still; the walk's cost does. Remembered with the layout, as ``_spot_distance`` is."""
    key = ("walk", seat, at, bool(wanted))
    known = state.layout.get(key)
    if known is not None and known[0] is state.realm.memo:
        return known[1]
    mine = [b.at for b in state.buildings_of(seat)]
    best = float(WALK_REACH)
    cost = {at: 0}
    todo = [(0, at)]
    while todo:
        d, h = heapq.heappop(todo)
        if d > cost[h]:
            continue
        if _is_spot(state, seat, h, wanted, mine):
            best = float(d)
            break
        for n in movement.around(h):
            step = movement.step_cost(state, h, n)
            b = state.building_at(n)
            if step is None or b is not None and b.seat != seat:
                continue
            nd = d + step[0]
            if nd < WALK_REACH and nd < cost.get(n, WALK_REACH):
                cost[n] = nd
                heapq.heappush(todo, (nd, n))
    state.layout[key] = (state.realm.memo, best)
    return best


def _roads_wanted(state: State, seat: int) -> tuple[int, set[Hex]]:
    """While the seat pursues Supply Lines (a bonus mission of the starter, or a secret one
    it holds): for its nearest unjoined buildings (as many as the mission still needs), how
    close their road lines are to whole — ROAD_REACH less the road hexes still missing, never
    below 0 (a far building costs nothing, each road laid towards one gains) — and the hexes
    on the shortest line to the nearest one. A road pays off only once a line is whole, so
    without this a one-step look-ahead never starts one."""
    key = ("roads", seat)
    if key in state.memo:
        return state.memo[key]
    state.memo[key] = out = _road_worth(state, seat)
    return out


def _road_worth(state: State, seat: int) -> tuple[int, set[Hex]]:
    p = state.players[seat]
    mission = _C.mission["roads"]
    pursued = "roads" not in p.missions if state.scenario == "starter" else "roads" in p.secret
    if not pursued:
        return 0, set()
    net = supply.network(state, seat)
    still = mission.amount - len(supply.linked(state, seat))
    loose = [b.at for b in state.buildings_of(seat)
             if b.kind != "settlement" and b.site is None and b.at not in net]
    if still <= 0 or not loose:
        return 0, set()
    from_net = _road_steps(state, seat, net)
    reachable = sorted((from_net[h], h) for h in loose if h in from_net)
    if not reachable:
        return 0, set()
    worth = sum(max(0, ROAD_REACH - d) for d, _ in reachable[:still])
    nearest_gap, nearest = reachable[0]
    from_it = _road_steps(state, seat, {nearest})
    line = {h for h, d in from_net.items() if d and h in from_it
            and d + from_it[h] - 1 == nearest_gap and not movement.is_road(state, h)}
    return worth, line


def _road_steps(state: State, seat: int, sources: Iterable[Hex]) -> dict[Hex, int]:
    """The fewest hexes without a road on a line from ``sources`` to each land hex (roads and
    the seat's buildings cost nothing, another seat's building blocks the line); remembered
    for the layout and the map as they are."""
    key = ("road_steps", seat, frozenset(sources))
    known = state.layout.get(key)
    if known is not None and known[0] is state.realm.memo:  # the map's memo: no turn since
        return known[1]
    dist = _road_search(state, seat, sources)
    state.layout[key] = (state.realm.memo, dist)
    return dist


def _road_search(state: State, seat: int, sources: Iterable[Hex]) -> dict[Hex, int]:
    dist = {h: 0 for h in sources}
    todo = deque(dist)
    realm = state.realm
    while todo:
        h = todo.popleft()
        for n in movement.around(h):
            b = state.building_at(n)
            if b is not None and b.seat != seat:
                continue
            road = movement.is_road(state, n)
            if not road:
                t = realm.terrain(n)
                if t is None or _C.terrain[t].road_gold is None:
                    continue
            d = dist[h] + (0 if road else 1)
            if d < dist.get(n, 1 << 30):
                dist[n] = d
                if road:
                    todo.appendleft(n)
                else:
                    todo.append(n)
    return dist


def _revealed(state: State) -> set[Hex]:
    key = ("revealed",)
    realm = state.realm
    if key not in realm.memo:
        realm.memo[key] = set(realm.hexes())
    return realm.memo[key]  # type: ignore[return-value]


def _zone(state: State, seat: int, w: Weights) -> float:
    """Units standing in the Settlement's zone block recruits there (one may guard it)."""
    zone = set(state.realm.settlement_zone(seat))
    idle = sum(u.at in zone for u in state.units_of(seat))
    return -w.zone * max(0, idle - 1)


def _near(state: State, seat: int, w: Weights) -> float:
    if state.round < 10:
        return 0.0
    targets = [b.at for o in state.players if o.seat != seat
               for b in state.buildings_of(o.seat)]
    if not targets:
        return 0.0
    v = 0.0
    for u in state.units_of(seat):
        if u.kind == "builder":
            continue
        d = min(HexGrid.distance(u.at, t) for t in targets)
        v -= w.near * d
    return v


def _strike_walk(state: State, target: Hex) -> dict[Hex, int]:
    """The AP of the cheapest walk from each hex to ``target`` ending in the attack move onto
    it (up to SIEGE_REACH AP), around impassable and face-down land and every building
    [Unit Movement: Attack Move]: a search outward from the target over the step costs. It
    depends only on the layout and the map, so it is remembered with the layout."""
    key = ("strike", target)
    known = state.layout.get(key)
    if known is not None and known[0] is state.realm.memo:  # the map's memo: no turn since
        return known[1]
    roads = movement.road_hexes(state)
    blocked = {b.at for b in state.buildings.values()}
    cost = {target: 0}
    todo = [(0, target)]
    while todo:
        d, h = heapq.heappop(todo)
        if d > cost[h]:
            continue
        into = movement.costs_into(state, h)  # the step from any neighbour into h
        if into is None:
            continue
        on_road, off_road = into
        for n in movement.around(h):
            step = on_road if on_road is not None and n in roads else off_road
            if step is None or n in blocked:
                continue
            nd = d + step
            if nd <= SIEGE_REACH and nd < cost.get(n, SIEGE_REACH + 1):
                cost[n] = nd
                heapq.heappush(todo, (nd, n))
    state.layout[key] = (state.realm.memo, cost)
    return cost


def _siege(state: State, seat: int, w: Weights) -> float:
    """SIEGE × how near the seat's military units are to taking an enemy Settlement, which
    wins the game at once (RULES-NOTES.md, "Winning"), for the Settlement most within
    their reach. Each unit's damage against buildings counts whole if it may strike the
    Settlement now (the seat's own Action phase), else by the walk to strike it: whole within
    its AP (less its range), fading to nothing over SIEGE_FADE AP beyond. The second sum
    counts half, as its share of enough damage: the HP left and 1 (a Settlement repairs 1 a
    turn), and GARRISON more for each of its owner's blocks beside it (they stand in the way,
    so a guarded Settlement wants more units on their way before it counts as much). The
    value is the share of the HP left, so the last strikes of a siege weigh most."""
    # each unit's damage against buildings, range and AP: the same for every target
    army = [(u, kinds.building_damage(u.kind), kinds.reach_of(u), kinds.base_ap(state, u))
            for u in state.units_of(seat) if kinds.military(u.kind)]
    now = state.step == "action" and state.active == seat
    best = 0.0
    for o in state.players:
        target = state.settlement(o.seat)
        if target is None or teams.allied(state, o.seat, seat):
            continue
        left = _C.settlement.hp - target.wounds
        walk = _strike_walk(state, target.at)
        ready = later = 0.0
        for u, damage, reach, ap in army:
            if now and HexGrid.distance(u.at, target.at) <= max(1, battle.unit_range(u)) and (
                    target.at in battle.melee_targets(state, u)
                    or target.at in battle.shot_targets(state, u)):
                ready += damage
                continue
            beyond = walk.get(u.at, SIEGE_REACH + w.siege_fade) - reach - ap
            fade = max(0.0, 1.0 - max(0, beyond) / w.siege_fade)
            later += damage * fade
        # its owner's blocks shown (not this Build phase's recruits) beside it
        guards = sum(1 for u in state.units_of(o.seat)
                     if not u.fresh and HexGrid.distance(u.at, target.at) == 1)
        enough = left + 1 + w.garrison * guards
        best = max(best, (min(ready, left) + min(later, enough) / 2 * (left + 1) / enough) / left)
    return w.siege * best


def _parts(state: State, seat: int, w: Weights) -> dict[str, float]:
    """``value(seat)`` in the parts a player would name (the module docstring)."""
    out = {"missions, buildings and gold": _base(state, seat, w), "army": _army(state, seat, w),
           "closing on enemy buildings": _near(state, seat, w),
           "exploring": _explored(state, seat, w), "Builders' work": _builders(state, seat, w),
           "a clear Settlement zone": _zone(state, seat, w),
           "roads": w.road * _roads_wanted(state, seat)[0]}
    if w.siege:
        out["a strike on an enemy Settlement"] = _siege(state, seat, w)
    if state.scenario != "starter":
        out["secret missions"] = _own_secrets(state, seat, w)
    if state.uses("shards"):
        out["shards carried"] = _carried(state, seat, w)
    if state.treaties:
        out["peace"] = _peace(state, seat, w)
    return out


def _ally(state: State, seat: int, w: Weights) -> float:
    """An ally's value as its partner knows it: its public value and its units shown (not its
    secret missions, nor its recruits of this Build phase)."""
    units = sum(w.army * kinds.gold_worth(u.kind) * (1 - u.wounds / kinds.hp(state, u))
                for u in state.units_of(seat) if not u.fresh)
    return _base(state, seat, w, own=False) + units


def _threat(state: State, by: int, on: int) -> int:
    """Blocks of ``by`` (those shown) within THREAT_RANGE of ``on``'s Settlement."""
    home = state.realm.settlement_hex(on)
    return sum(1 for u in state.units_of(by)
               if not u.fresh and HexGrid.distance(u.at, home) <= THREAT_RANGE)


def _peace(state: State, seat: int, w: Weights) -> float:
    return sum(w.peace_base + w.peace * (_threat(state, o, seat) - _threat(state, seat, o))
               for o in range(len(state.players)) if diplomacy.at_peace(state, seat, o))


def _as_built(state: State, seat: int) -> State:
    """The position with the seat's own Builders' orders of this Build phase carried out: they
    are paid when ordered but done only when every player has chosen (R-M11), and a one-step
    look-ahead that saw only the gold spent would never build. Other seats' orders are their
    secret and are left as they are."""
    own = sorted(i for i in state.orders if state.units[i].seat == seat)
    if not own:
        return state
    twin = state.clone()
    for i in own:
        works.carry_out(twin, twin.units[i], *twin.orders.pop(i))
    twin.memo[ORDERED] = own  # these Builders have worked: their next spot is next round's
    return twin


def terms(state: State, seat: int, w: Weights = ADEPT) -> dict[str, float]:
    """``evaluate`` term by term, named as a player would say it (the Ruleset protocol's
    ``evaluation_terms``)."""
    if state.step == "over":
        won = state.winner is not None and teams.allied(state, state.winner, seat)
        return {"the game's end": WIN if won else LOSS}
    state = _as_built(state, seat)
    out = _parts(state, seat, w)
    allies = teams.side(state, seat)[1:]
    if allies:
        out["allies"] = sum(_ally(state, s, w) for s in allies)
    best = 0.0
    for o in state.players:
        if teams.allied(state, o.seat, seat):
            continue
        # blocks recruited in this Build phase are still their owner's secret (fog.py)
        shown = sum(not u.fresh for u in state.units_of(o.seat))
        theirs = _base(state, o.seat, w, own=False) + w.army * AVERAGE_BLOCK * shown
        best = max(best, theirs)
    out["the leading rival"] = -w.rival * best
    return out


def evaluate(state: State, seat: int, w: Weights = ADEPT) -> float:
    """The value of ``state`` for ``seat`` (the module docstring): its terms."""
    return sum(terms(state, seat, w).values())


def master_terms(state: State, seat: int) -> dict[str, float]:
    """``terms`` with master's weights (the Ruleset protocol's ``master_evaluation_terms``)."""
    return terms(state, seat, MASTER)


def master_evaluate(state: State, seat: int) -> float:
    """``evaluate`` with master's weights (the Ruleset protocol's ``master_evaluate``)."""
    return evaluate(state, seat, MASTER)
