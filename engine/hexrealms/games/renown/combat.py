"""Attacks on monsters and the monsters' reactions [Combat] (R-R7, R-R8, R-R9, R-R10, N8, N9).

An attack is a chain of dice, each a chance point decided when it is rolled: the d10 against the
attack's threshold; on a success its damage die; then — unless the monster was slain — the d8
on the monster's reaction table, and for a reaction that deals a die of damage, that die.
Each function returns the sentence the log and the dice tray show.
"""

from __future__ import annotations

from typing import Any

from .board import add_renown, name
from .content import content
from .movement import step_toward
from .state import Decision, Monster, State
from .text import monster_name, tile_name, troop_name

_C = content()


def in_range(state: State, at: int, reach: int) -> list[Monster]:
    """The monsters within ``reach`` hexes of ``at``, oldest first (R-R8: range counts
    hexes; r1 is adjacent)."""
    return [m for m in sorted(state.monsters.values(), key=lambda m: m.id)
            if state.map.distance(at, m.at) <= reach]


def attack(state: State, troop_id: int, monster_id: int, attack_id: str) -> None:
    """Declares an attack: it ends the troop's move, once a turn (R-R8); the d10 follows."""
    t = state.troops[troop_id]
    t.attacked = True
    t.moves = 0
    _, a = _C.attack[attack_id]
    m = state.monsters[monster_id]
    state.log.append(f"{troop_name(state, t)} attacks {monster_name(m)} with {a.name} "
                     f"(needs {a.hit}+ on a d10).")
    state.chance.append(("hit", {"troop": troop_id, "monster": monster_id, "attack": attack_id}))


def hit_roll(state: State, data: dict[str, Any], face: int) -> str:
    """The d10: at least the threshold hits and the damage die follows; either way the monster
    will react (N9)."""
    _, a = _C.attack[data["attack"]]
    if face >= a.hit:
        state.chance.insert(0, ("damage", dict(data, die=a.die)))
        return f"hit ({a.hit}+ needed)"
    state.chance.insert(0, ("react", {"troop": data["troop"], "monster": data["monster"]}))
    return f"miss ({a.hit}+ needed)"


def damage_roll(state: State, data: dict[str, Any], face: int) -> str:
    """The attack's damage die: the monster loses that many HP; at 0 it is slain, the troop's
    owner gains 1 Renown (R-R10) and it comes back at the end of the turn (R-R2); a slain
    monster does not react."""
    m = state.monsters[data["monster"]]
    t = state.troops[data["troop"]]
    dealt = min(face, m.hp)
    m.hp -= face
    p = state.players[t.seat]
    p.damage += dealt
    if m.hp > 0:
        state.chance.insert(0, ("react", {"troop": t.id, "monster": m.id}))
        return f"{face} damage to {monster_name(m)} ({m.hp} HP left)"
    del state.monsters[m.id]
    p.kills += 1
    state.respawns.append(m.owner)
    add_renown(state, t.seat, 1, f"slaying {monster_name(m)}")
    return f"{face} damage: {troop_name(state, t)} slays {monster_name(m)}, +1 Renown"


def reaction_roll(state: State, data: dict[str, Any], face: int) -> str:
    """The d8 on the monster's table (R-R9)."""
    m = state.monsters[data["monster"]]
    t = state.troops.get(data["troop"])
    kind = _C.monster[m.kind]
    r = kind.reaction(face)
    label = f"The {kind.name}: {r.label}"
    if r.effect == "roar":
        return f"{label} — nothing happens"
    if r.effect == "heal":
        before = m.hp
        m.hp = min(kind.hp, m.hp + (r.amount or 0))
        return f"{label} — heals {m.hp - before} HP ({m.hp} HP)"
    if t is None:
        return f"{label} — its attacker is gone"
    if r.effect == "hit":
        if state.map.distance(m.at, t.at) > (r.reach or 0):
            to = step_toward(state, m, t.at)
            if to is None:
                return f"{label} — out of reach, and it cannot get closer"
            m.at = to
            return f"{label} — out of reach: it steps to {tile_name(state, to)}"
        if r.die is not None:
            state.chance.insert(0, ("harm", {"troop": t.id, "monster": m.id, "die": r.die,
                                             "name": r.label}))
            return f"{label} — d{r.die} damage to {troop_name(state, t)}"
        return f"{label} — " + harm(state, t.id, r.amount or 0)
    if r.effect == "flee":
        steps = 0
        for _ in range(r.amount or 0):
            to = step_toward(state, m, t.at, away=True)
            if to is None:
                break
            m.at = to
            steps += 1
        return f"{label} — it flees {steps} hex{'es' if steps != 1 else ''}"
    if r.effect == "raze":
        spots = raze_spots(state, m.at, t.seat)
        if not spots:
            return f"{label} — no outpost of {name(state, t.seat)}'s beside it"
        if len(spots) == 1:
            return f"{label} — " + raze(state, spots[0])
        state.pending.append(Decision(t.seat, "raze", {"monster": m.id}))
        return f"{label} — {name(state, t.seat)} picks the outpost it destroys"
    raise AssertionError(r.effect)


def harm(state: State, troop_id: int, amount: int) -> str:
    """Damage to a troop; at 0 HP it is destroyed."""
    t = state.troops[troop_id]
    t.hp -= amount
    if t.hp > 0:
        return f"{amount} damage to {troop_name(state, t)} ({t.hp} HP left)"
    del state.troops[troop_id]
    return f"{amount} damage: {troop_name(state, t)} is destroyed"


def raze_spots(state: State, at: int, seat: int) -> list[int]:
    """``seat``'s outposts (not towers) beside a monster at ``at`` (Raze, R-R9)."""
    return sorted(j for j in state.map.step[at]
                  if j is not None and state.buildings.get(j) == (seat, False))


def raze(state: State, tile: int) -> str:
    seat, _ = state.buildings.pop(tile)
    state.players[seat].outposts_left += 1
    return f"{name(state, seat)}'s outpost on {tile_name(state, tile)} is razed"
