"""The aether shards variant [Playing with Aether Shards, Goals 6]: each mine holds 2 shards; an
infantry unit (not a decoy, not a hero) that stands on a mine picks one up and carries it; back
in its Settlement's zone it delivers it (1 shard for its player) and a new shard lies on the
mine. Shards buy gold, a unit's equipment, a unit type's promotion or a hero's level; 20 win;
each is worth 3 victory points at a turn limit.

*Designed* where the source is silent (RULES-NOTES.md, "Aether shards"): a unit carries one
shard at a time and picks it up as it stops on the mine (no AP); "your Settlement" is its zone
(the source's Settlement "occupies 5 hexes"); a carrier that dies drops its shard back on its
mine, so a mine's shards are always ``per_mine`` less those being carried from it; shards are
spent in their owner's Action phase (a public act, so the Build phase's secrets stay secret);
a shard on a block shows that the block is infantry, as a shard token on a wooden block would.
"""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from . import heroes, kinds
from .combat import promotions
from .content import content
from .state import State, Unit
from .text import hex_name, plural, unit_name

_C = content()
SH = _C.variants.shards


def lying(state: State, mine: Hex) -> int:
    """Shards lying on a mine now: ``per_mine`` less those carried away from it."""
    return SH.per_mine - sum(u.carrying == mine for u in state.units.values())


def carrier(kind: str) -> bool:
    """Whether a unit type may carry a shard: infantry (decoys and heroes may not)."""
    return kind in _C.unit and _C.unit[kind].infantry


def settle(state: State) -> None:
    """After every step: a carrier in its Settlement's zone delivers its shard; an infantry
    unit on a mine with a shard lying picks one up."""
    for u in sorted(state.units.values(), key=lambda x: x.id):
        if u.carrying is not None and u.at in state.realm.settlement_zone(u.seat):
            _deliver(state, u)
    mines = state.realm.mine_hexes()
    for u in sorted(state.units.values(), key=lambda x: x.id):
        if u.carrying is None and u.at in mines and carrier(u.kind) and not u.fresh \
                and lying(state, u.at) > 0:
            u.carrying = u.at
            state.say(f"{state.players[u.seat].name}'s {unit_name(u.kind)} picks up an aether "
                      f"shard at {hex_name(state, u.at)}.")


def _deliver(state: State, u: Unit) -> None:
    p = state.players[u.seat]
    mine = u.carrying
    assert mine is not None
    u.carrying = None
    p.shards += 1
    state.say(f"{p.name}'s {unit_name(u.kind)} brings an aether shard home: {p.shards} of "
              f"{to_win()}; a new shard lies on the mine at {hex_name(state, mine)}.")


def to_win() -> int:
    return SH.to_win


# -- spending --------------------------------------------------------------------------------

def spends(state: State, seat: int) -> list[tuple[str, str | None]]:
    """What the seat may buy with its shards now, as ``(what, argument)``: ``sell``; ``equip``
    a unit (``u<id>``, a military unit not yet equipped); ``promote`` a unit type it has
    recruited below Elite; ``level`` its living hero below the top level."""
    p = state.players[seat]
    out: list[tuple[str, str | None]] = []
    if p.shards >= SH.sell:
        out.append(("sell", None))
    if p.shards >= SH.equipment:
        out += [("equip", f"u{u.id}") for u in state.units_of(seat)
                if kinds.military(u.kind) and not kinds.is_hero(u.kind) and not u.equipped]
    if p.shards >= SH.promote:
        out += [("promote", k) for k in sorted(p.recruits)
                if kinds.military(k) and next_rank(p.track.get(k, 0)) is not None]
    if p.shards >= SH.hero_level and p.hero is not None and not p.hero.fallen \
            and p.hero.unit is not None and heroes.can_level(p.hero):
        out.append(("level", None))
    return out


def next_rank(marks: int) -> int | None:
    """Where a promotion takes a battle track: a novice type to Veteran, a Veteran to Elite
    ("from novice to veteran or from veteran to elite"); ``None`` at Elite."""
    at = {r.id: r.at for r in _C.ranks}
    veteran, elite = at["veteran"], at["elite"]
    if marks < veteran:
        return veteran
    if marks < elite:
        return elite
    return None


def spend(state: State, seat: int, what: str, arg: str | None) -> str:
    """Spends shards; returns the log line."""
    p = state.players[seat]
    if what == "sell":
        p.shards -= SH.sell
        p.gold += SH.sell_gold
        return f"{p.name} sells {SH.sell} aether shards for {SH.sell_gold} gold."
    if what == "equip":
        assert arg is not None
        u = state.units[int(arg[1:])]
        p.shards -= SH.equipment
        u.equipped = True
        return (f"{p.name} equips the {unit_name(u.kind)} at {hex_name(state, u.at)} with "
                f"{SH.equipment} aether shards: +{SH.equipment_hp} HP.")
    if what == "promote":
        assert arg is not None
        before = p.track.get(arg, 0)
        to = next_rank(before)
        assert to is not None
        p.shards -= SH.promote
        p.track[arg] = to
        ranks = ", ".join(r.name for r in promotions(before, to - before))
        return (f"{p.name} promotes its {kinds.plural(arg)} with {SH.promote} aether shards: "
                f"{ranks}.")
    assert what == "level"
    p.shards -= SH.hero_level
    news = heroes.level_up(state, seat)
    return f"{p.name} spends {plural(SH.hero_level, 'aether shard')}: {news}."
