"""How good a position is for one player, from what that seat may know (the greedy bot's
evaluation and master's leaf value). It reads the seat's own pieces, the public map (where
every block stands, buildings, roads), the enemy units it identifies now, and nothing of the
other seats' other block types.

    value(p) = MISSION × bonus missions done + PROGRESS × each mission's share done
             + BUILDING × buildings' points + INCOME × gold each Revenue + GOLD × gold (capped)
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
             − SPOT × each free Builder's distance to the nearest hex it could build on
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
    evaluate(seat) = value(seat) (+ its ally's public value and units, in a team game)
                     − RIVAL × the best opponent's value, where an opponent's
                     blocks are counted at an average unit's worth (those recruited in this
                     Build phase not at all: nobody else knows of them yet).

A won game is +1000, a lost one −1000.
"""

from __future__ import annotations

from hexrealms.core.grid import HexGrid

from . import diplomacy, fog, kinds, secret_missions, teams
from .mines import held
from .content import content
from .missions import progress
from .scoring import building_vp
from .state import State
from .supply import income
from .movement import around
from .works import building_spot

WIN, LOSS = 1000.0, -1000.0
_C = content()

MISSION = 30.0
PROGRESS = 10.0
BUILDING = 2.0
INCOME = 3.0
GOLD = 0.4
GOLD_CAP = 14
ARMY = 1.0
TRACK = 3.0
PRESSURE = 2.0
NEAR = 0.3
RIVAL = 0.5
AVERAGE_BLOCK = 3.0
EXPLORE = 3.0
SPOT = 2.0
SPOT_REACH = 5
ARMY_FULL = 6
SCOUT = 1.5
AP_LEFT = 0.05
STONE = 8.0
SECRET = 35.0
ADVENTURE = 3.0
HERO = 5.0
MINE_NEAR = 1.0
ZONE = 1.5
MATCH = 1.0
SAME_CLASS = 2
SPREAD = 0.7
SHARD = 8.0
SAVE = 1.2
SPARE = 0.01
PEACE_BASE = 1.0
PEACE = 2.0
THREAT_RANGE = 4
CARRY = 6.0
HOMEWARD = 0.5


def _base(state: State, seat: int, own: bool = True) -> float:
    """The seat's value from public facts, and (``own``: the seat evaluating itself) whether
    it has a Builder to raise a Fortress with (another seat's block types are secret)."""
    p = state.players[seat]
    v = MISSION * len(p.missions)
    for m in _C.bonus_missions:
        if m not in p.missions:
            have, need = progress(state, seat, m)
            v += PROGRESS * min(have, need) / need
    v += BUILDING * sum(building_vp(b.kind, b.age2) for b in state.buildings_of(seat)
                        if b.kind != "settlement" and b.site is None)
    v += BUILDING * 0.5 * sum(building_vp(b.kind, False) for b in state.buildings_of(seat)
                              if b.site is not None)
    v += INCOME * income(state, seat)
    if _saving(state, seat, own):
        v += SAVE * min(p.gold, _C.building["fortress"].gold)
    else:
        v += GOLD * min(p.gold, GOLD_CAP)
    v += SPARE * p.gold  # a coin is never worth nothing: given away for nothing, it is missed
    v += TRACK * sum(p.track.values())
    for o in state.players:
        if o.seat != seat:
            s = state.settlement(o.seat)
            if s is not None:
                v += PRESSURE * s.wounds
    if state.scenario != "starter":
        v += STONE * p.stones + SECRET * len(p.secret_done) + ADVENTURE * p.adventures_won
        if p.hero is not None and not p.hero.fallen:
            v += HERO * p.hero.level
    if state.uses("shards"):
        v += SHARD * p.shards
    return v


def _carried(state: State, seat: int) -> float:
    """Shards on their way home: worth less the farther their carriers are from it."""
    home = state.realm.settlement_hex(seat)
    return sum(CARRY - HOMEWARD * HexGrid.distance(u.at, home)
               for u in state.units_of(seat) if u.carrying is not None)


def _saving(state: State, seat: int, own: bool) -> bool:
    """Whether the seat saves its gold for a Fortress: it still needs one (the starter's
    Stronghold mission; the advanced scenario's four) and (``own``) has a Builder to raise it.
    A Fortress costs more than a round's income, so without saving a one-move look-ahead
    spends every coin on units and never builds one."""
    if own and not any(u.kind == "builder" for u in state.units_of(seat)):
        return False
    if state.scenario == "starter":
        return "fortress" not in state.players[seat].missions
    return len(state.buildings_of(seat, "fortress")) < _C.goal["fortresses"].amount


def _own_secrets(state: State, seat: int) -> float:
    """Progress on the seat's own hidden missions (the others' are unknown to it), and how
    close its nearest military unit is to a mine it does not hold."""
    v = 0.0
    for m in state.players[seat].secret:
        got, need = secret_missions.have(state, seat, m)
        v += PROGRESS * min(got, need) / need
    mines = [h for h in state.realm.mine_hexes() if h not in held(state, seat)]
    army = [u.at for u in state.units_of(seat) if u.kind not in ("builder", "decoy")]
    if mines and army:
        v -= MINE_NEAR * min(HexGrid.distance(a, m) for a in army for m in mines)
    v += STONE * len(held(state, seat))
    return v


def _matchups(state: State, seat: int) -> dict[str, float]:
    """Class id → how a unit of that class fares against the rivals' armies as the seat sees
    them: 1 + MATCH × (the share of the enemy units it identifies now that the class counters
    − the share that counter it) (R-M2: a counter strikes first)."""
    key = ("match", seat)
    if key in state.memo:
        return state.memo[key]
    seen: dict[str, int] = {}
    known = fog.identified(state, seat)
    for u in state.units.values():
        if not teams.allied(state, u.seat, seat) and u.id in known and kinds.military(u.kind):
            cls = kinds.class_of(u.kind)
            if cls is not None:
                seen[cls] = seen.get(cls, 0) + 1
    total = sum(seen.values())
    out = {}
    for c in _C.classes:
        beats = sum(n for t, n in seen.items() if _C.beats(c.id, t))
        beaten = sum(n for t, n in seen.items() if _C.beats(t, c.id))
        out[c.id] = 1.0 + MATCH * (beats - beaten) / total if total else 1.0
    state.memo[key] = out
    return out


def _army(state: State, seat: int) -> float:
    """Units by their gold and HP left, and by how their class fares against the rivals'
    armies; beyond the first six military units each counts half, so that gold is saved for
    buildings."""
    total = 0.0
    military = 0
    match = _matchups(state, seat)
    same: dict[str, int] = {}
    for u in state.units_of(seat):
        hp = kinds.hp(state, u)
        worth = ARMY * kinds.gold_worth(u.kind) * (hp - u.wounds) / hp
        cls = kinds.class_of(u.kind)
        if cls is not None:
            worth *= match.get(cls, 1.0)
            same[cls] = same.get(cls, 0) + 1
            if u.kind != "builder" and same[cls] > SAME_CLASS:
                worth *= SPREAD ** (same[cls] - SAME_CLASS)
        if u.kind != "builder":
            military += 1
            if military > ARMY_FULL:
                worth /= 2
        total += worth
    return total


def _explored(state: State, seat: int) -> float:
    """Territories face up, and how close the seat's nearest unit is to one still face down."""
    v = EXPLORE * sum(t is not None for t in state.realm.tiles)
    if state.explore is not None and state.explore.seat == seat:
        v += EXPLORE  # the side is another player's to name: the territory is as good as turned
    down = state.realm.face_down_slots()
    if down:
        edge = _face_down_edge(state)
        units = [u.at for u in state.units_of(seat)]
        if units and edge:
            v -= SCOUT * min(min(HexGrid.distance(a, e) for e in edge) for a in units)
    v += AP_LEFT * sum(u.ap for u in state.units_of(seat))
    return v


def _face_down_edge(state: State) -> list:
    """Revealed hexes next to a face-down territory (where an explorer stands)."""
    key = ("edge",)
    if key not in state.memo:
        realm = state.realm
        state.memo[key] = [h for h in realm.hexes()
                           if any(realm.terrain(n) is None and realm.slot_at(n) is not None
                                  for n in around(h))]
    return state.memo[key]


def _builders(state: State, seat: int) -> float:
    """How far each Builder is from a hex where it could raise a spaced building."""
    mine = [b.at for b in state.buildings_of(seat)]
    v = 0.0
    for u in state.units_of(seat):
        if u.kind != "builder" or any(b.site == u.id for b in state.buildings.values()):
            continue
        best = SPOT_REACH
        for h in state.realm.hexes():
            d = HexGrid.distance(u.at, h)
            if d >= best:
                continue
            if all(HexGrid.distance(h, m) >= _C.numbers.build_distance for m in mine) and \
                    building_spot(state, seat, "barracks", h):
                best = d
        v -= SPOT * best
    return v


def _zone(state: State, seat: int) -> float:
    """Units standing in the Settlement's zone block recruits there (one may guard it)."""
    zone = set(state.realm.settlement_zone(seat))
    idle = sum(u.at in zone for u in state.units_of(seat))
    return -ZONE * max(0, idle - 1)


def _near(state: State, seat: int) -> float:
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
        v -= NEAR * d
    return v


def _value(state: State, seat: int) -> float:
    v = (_base(state, seat) + _army(state, seat) + _near(state, seat)
         + _explored(state, seat) + _builders(state, seat) + _zone(state, seat))
    if state.scenario != "starter":
        v += _own_secrets(state, seat)
    if state.uses("shards"):
        v += _carried(state, seat)
    if state.treaties:
        v += _peace(state, seat)
    return v


def _ally(state: State, seat: int) -> float:
    """An ally's value as its partner knows it: its public value and its units shown (not its
    secret missions, nor its recruits of this Build phase)."""
    units = sum(ARMY * kinds.gold_worth(u.kind) * (1 - u.wounds / kinds.hp(state, u))
                for u in state.units_of(seat) if not u.fresh)
    return _base(state, seat, own=False) + units


def _threat(state: State, by: int, on: int) -> int:
    """Blocks of ``by`` (those shown) within THREAT_RANGE of ``on``'s Settlement."""
    home = state.realm.settlement_hex(on)
    return sum(1 for u in state.units_of(by)
               if not u.fresh and HexGrid.distance(u.at, home) <= THREAT_RANGE)


def _peace(state: State, seat: int) -> float:
    return sum(PEACE_BASE + PEACE * (_threat(state, o, seat) - _threat(state, seat, o))
               for o in range(len(state.players)) if diplomacy.at_peace(state, seat, o))


def evaluate(state: State, seat: int) -> float:
    if state.step == "over":
        return WIN if state.winner is not None and teams.allied(state, state.winner, seat) \
            else LOSS
    mine = _value(state, seat) + sum(_ally(state, s) for s in teams.side(state, seat)[1:])
    best = 0.0
    for o in state.players:
        if teams.allied(state, o.seat, seat):
            continue
        # blocks recruited in this Build phase are still their owner's secret (fog.py)
        shown = sum(not u.fresh for u in state.units_of(o.seat))
        theirs = _base(state, o.seat, own=False) + ARMY * AVERAGE_BLOCK * shown
        best = max(best, theirs)
    return mine - RIVAL * best
