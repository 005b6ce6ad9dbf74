"""Who decides, what they may do, and what a decision does (ARCHITECTURE.md, principle 6).

Action ids — Build phase: ``recruit:<unit>:<q,r>``, a Builder's ``build:<building>:u<id>``,
``upgrade:u<id>``, ``road:u<id>``, ``bridge:u<id>:<q,r>``, ``chop:u<id>``, ``plant:u<id>``,
then ``builds_done``. Action phase: ``move:u<id>:<q,r>``, ``swap:u<id>:u<id>``,
``attack:u<id>:<q,r>``, ``shoot:u<id>:<q,r>``, ``explore:u<id>:<q,r>`` (a hex of the face-down
territory), ``ability:u<id>``, ``setup:u<id>``, a Guard Tower's ``tower:b<id>:<q,r>``,
``end_turn``; the player on the explorer's right names a side: ``side:<1-6>``.

Chance: the first player (``<seat>``), the territory an exploration turns up (its id, each
unused one equally likely: nothing of the unexplored map is drawn before it is explored), and
each roll of the combat dice (its faces' marks, weighted by how many ordered rolls give them).
"""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from ...core.action import Action
from . import battle, fog, turn, works
from .combat import ability_unlocked, ranks_reached
from .content import content
from .movement import movable, reach, spend, step_cost, swaps, direction
from .state import Explore, Fight, State, Unit
from .text import a_unit, hex_name, unit_name

_C = content()
NUM = _C.numbers
CHANCE = "chance"


def hid(h: Hex) -> str:
    return f"{h.q},{h.r}"


def parse_hex(text: str) -> Hex:
    q, r = text.split(",")
    return Hex(int(q), int(r))


def right_of(state: State, seat: int) -> int:
    """The player on ``seat``'s right: the one before it clockwise (turn order goes left)."""
    return (seat - 1) % len(state.players)


# -- who decides -------------------------------------------------------------------------------

def chance_kind(state: State) -> str | None:
    if state.step == "over":
        return None
    if state.chance == "first":
        return "first"
    if state.explore is not None and state.explore.named is not None:
        return "explore"
    if state.fight is not None:
        return "dice"
    return None


def current(state: State) -> int | str | None:
    if state.step == "over":
        return None
    if chance_kind(state):
        return CHANCE
    if state.explore is not None:
        return right_of(state, state.explore.seat)
    if state.step == "build":
        return state.builders[0]
    return state.active


def chance_outcomes(state: State) -> list[tuple[str, int]]:
    kind = chance_kind(state)
    if kind == "first":
        return [(str(s), 1) for s in range(len(state.players))]
    if kind == "explore":
        return [(t, 1) for t in state.realm.unused_territories()]
    if kind == "dice":
        return battle.dice_outcomes(state)
    return []


def apply_chance(state: State, outcome: str) -> None:
    state.memo.clear()
    _apply_chance(state, outcome)
    state.memo.clear()  # the position changed: what was worked out for it no longer holds


def _apply_chance(state: State, outcome: str) -> None:
    kind = chance_kind(state)
    if kind == "first":
        state.chance = None
        turn.start(state, int(outcome))
    elif kind == "explore":
        _reveal(state, outcome)
    elif kind == "dice":
        f = state.fight
        assert f is not None
        f.rolls.append(tuple(battle.FACE_OF[m] for m in outcome))
        if not battle.needs_dice(state):
            _finish_fight(state)
    else:
        raise ValueError("no chance outcome is due")


# -- what may be done --------------------------------------------------------------------------

def legal_actions(state: State) -> list[Action]:
    if state.step == "over" or chance_kind(state):
        return []
    if state.explore is not None:
        return [Action("side", (str(n),)) for n in range(1, NUM.star_sides + 1)]
    if state.step == "build":
        return build_actions(state, state.builders[0])
    return action_phase_actions(state, state.active)


def build_actions(state: State, seat: int) -> list[Action]:
    """The Build phase [Turn Order: Build]: recruits, each free Builder's work, then done."""
    out = [Action("recruit", (kind, hid(h))) for kind, h in works.recruits(state, seat)]
    for u in works.builders(state, seat):
        for what, arg, where in works.works(state, seat, u):
            uid = f"u{u.id}"
            if what == "build":
                out.append(Action("build", (arg, uid)))  # type: ignore[arg-type]
            elif what == "bridge":
                out.append(Action("bridge", (uid, hid(where))))  # type: ignore[arg-type]
            else:
                out.append(Action(what, (uid,)))
    if not works.must_recruit(state, seat):
        out.append(Action("builds_done"))
    return out


def ability_ready(state: State, u: Unit) -> bool:
    """Whether ``u`` may use its type's ability now: unlocked on the battle track (2), not in
    effect already, its turn not over, and fewer units than the limit used one this turn (2,
    +1 per Elite type) [Mission Three, Unit Veterancy] (R-M8)."""
    kind = _C.unit[u.kind]
    if kind.ability is None or u.done or kind.ability in u.active:
        return False
    p = state.players[u.seat]
    if not ability_unlocked(p.track.get(u.kind, 0)):
        return False
    return p.abilities_used < ability_limit(state, u.seat)


def ability_limit(state: State, seat: int) -> int:
    extra = sum(r.ability_users for v in state.players[seat].track.values()
                for r in ranks_reached(v))
    return NUM.ability_users + extra


def explorable(state: State, u: Unit) -> list[Hex]:
    """For each face-down territory next to ``u``, one of its hexes next to ``u`` (what a click
    explores): a unit alone on its hex, with 1 AP, that has not attacked [Map Exploration]."""
    if u.done or u.ap < NUM.explore_ap or u.shots or len(state.units_at(u.at)) > 1:
        return []
    out = []
    for slot in state.realm.face_down_beside(u.at):
        hexes = set(state.realm.slot_hexes(slot))
        near = sorted(h for h in (u.at.neighbour(d) for d in range(6)) if h in hexes)
        out.append(near[0])
    return out


def action_phase_actions(state: State, seat: int) -> list[Action]:
    """The Action phase [Unit Actions]: each unit's moves, swaps, attacks, shots, explorations,
    ability and set-up; each Guard Tower's shot; then the end of the turn."""
    out: list[Action] = []
    known = fog.identified(state, seat)
    for u in state.units_of(seat):
        uid = f"u{u.id}"
        if movable(state, u):
            out += [Action("move", (uid, hid(h))) for h in sorted(reach(state, u))]
            out += [Action("swap", (uid, f"u{o.id}")) for o in swaps(state, u) if o.id > u.id]
        out += [Action("attack", (uid, hid(h))) for h in battle.melee_targets(state, u)]
        out += [Action("shoot", (uid, hid(h))) for h in battle.shot_targets(state, u, known)]
        out += [Action("explore", (uid, hid(h))) for h in explorable(state, u)]
        if ability_ready(state, u):
            out.append(Action("ability", (uid,)))
        kind = _C.unit[u.kind]
        if kind.setup_ap and not u.set_up and not u.done and u.ap >= kind.setup_ap and not u.shots:
            out.append(Action("setup", (uid,)))
    for b in state.buildings_of(seat, "guard_tower"):
        out += [Action("tower", (f"b{b.id}", hid(h))) for h in battle.tower_targets(state, b, known)]
    out.append(Action("end_turn"))
    return out


# -- doing it ----------------------------------------------------------------------------------

def unit(state: State, arg: str) -> Unit:
    return state.units[int(arg[1:])]


def apply(state: State, action: Action) -> None:
    state.memo.clear()
    _apply(state, action)
    state.memo.clear()  # the position changed: what was worked out for it no longer holds


def _apply(state: State, action: Action) -> None:
    k, a = action.kind, action.args
    if k == "side":
        e = state.explore
        assert e is not None
        e.named = int(a[0])
        state.say(f"{state.players[right_of(state, e.seat)].name} names side {e.named}.")
        return
    if state.step == "build":
        _apply_build(state, action)
        return
    seat = state.active
    p = state.players[seat]
    if k == "end_turn":
        state.say(f"{p.name} ends the action phase.")
        turn.end_action(state)
        return
    if k == "tower":
        b = state.buildings[int(a[0][1:])]
        battle.tower_shot(state, b, parse_hex(a[1]))
        return
    u = unit(state, a[0])
    name = unit_name(u.kind)
    if k == "move":
        to = parse_hex(a[1])
        cost, facing, along = reach(state, u)[to]
        frm = u.at
        u.at, u.facing, u.set_up = to, facing, False
        state.changed()
        spend(u, cost, along)
        state.say(f"{p.name} moves a block from {hex_name(state, frm)} to {hex_name(state, to)}.",
                  seat, f"{p.name} moves the {name} from {hex_name(state, frm)} to "
                        f"{hex_name(state, to)} ({cost} AP).")
    elif k == "swap":
        o = unit(state, a[1])
        there, back = step_cost(state, u.at, o.at), step_cost(state, o.at, u.at)
        assert there is not None and back is not None
        u_at, o_at = u.at, o.at
        u.facing, o.facing = direction(u_at, o_at), direction(o_at, u_at)
        u.at, o.at = o_at, u_at
        state.changed()
        u.set_up = o.set_up = False
        spend(u, there[0], there[1])
        spend(o, back[0], back[1])
        state.say(f"{p.name} swaps two blocks at {hex_name(state, u_at)} and {hex_name(state, o_at)}.",
                  seat, f"{p.name} swaps the {name} and the {unit_name(o.kind)}.")
    elif k in ("attack", "shoot"):
        state.fight = Fight(seat, u.id, parse_hex(a[1]), shot=k == "shoot")
        if not battle.needs_dice(state):
            _finish_fight(state)
    elif k == "explore":
        h = parse_hex(a[1])
        slot = state.realm.slot_at(h)
        assert slot is not None
        u.ap -= NUM.explore_ap
        u.acted, u.road = True, False
        state.explore = Explore(seat, u.id, slot)
        state.say(f"{p.name} explores the face-down territory next to {hex_name(state, u.at)}; "
                  f"{state.players[right_of(state, seat)].name}, on the right, names the side "
                  "that will face the explorer.")
    elif k == "ability":
        ab = _C.ability[_C.unit[u.kind].ability]  # type: ignore[index]
        u.active.append(ab.id)
        u.acted = True
        p.abilities_used += 1
        if ab.kind == "ap":
            u.ap += ab.amount or 0
        state.say(f"{p.name}'s {name} at {hex_name(state, u.at)} uses {ab.name}.")
    elif k == "setup":
        u.ap -= _C.unit[u.kind].setup_ap
        u.set_up, u.acted, u.road = True, True, False
        state.say(f"{p.name}'s {name} at {hex_name(state, u.at)} sets up to shoot.")
    else:
        raise AssertionError(k)


def _apply_build(state: State, action: Action) -> None:
    k, a = action.kind, action.args
    seat = state.builders[0]
    p = state.players[seat]
    if k == "builds_done":
        state.say(f"{p.name} has chosen its builds.")
        turn.builds_done(state, seat)
        return
    if k == "recruit":
        kind, h = a[0], parse_hex(a[1])
        works.recruit(state, seat, kind, h)
        state.say(f"{p.name} recruits a unit.", seat,
                  f"{p.name} recruits {a_unit(kind)} at {hex_name(state, h)} "
                  f"({_C.unit[kind].gold} gold).")
        return
    if k == "build":
        u = unit(state, a[1])
        works.order(state, seat, u, "build", a[0])
        text = f"will build {a_unit(a[0])}"
    elif k == "bridge":
        u = unit(state, a[0])
        works.order(state, seat, u, "bridge", where=parse_hex(a[1]))
        text = f"will bridge {hex_name(state, parse_hex(a[1]))}"
    else:
        u = unit(state, a[0])
        works.order(state, seat, u, k)
        text = {"upgrade": "will raise its building to Age 2", "road": "will lay a road",
                "chop": "will chop the forest", "plant": "will plant a forest"}[k]
    state.say(f"{p.name} chooses a build.", seat,
              f"{p.name}'s Builder at {hex_name(state, u.at)} {text}.")


def _reveal(state: State, territory: str) -> None:
    e = state.explore
    assert e is not None and e.named is not None
    u = state.units[e.unit]
    state.realm.reveal(e.slot, territory, u.at, e.named)
    state.explore = None
    state.say(f"The territory turns up {_C.territory[territory].name}, side {e.named} towards "
              f"{hex_name(state, u.at)}.")


def _finish_fight(state: State) -> None:
    battle.resolve(state)
    if state.winner is not None:
        turn.finish(state)
