"""Who decides, what they may do, and what a decision does (ARCHITECTURE.md, principle 6).

Action ids — Build phase: ``recruit:<unit>:<q,r>``, a Builder's ``build:<building>:u<id>``,
``upgrade:u<id>``, ``road:u<id>``, ``bridge:u<id>:<q,r>``, ``chop:u<id>``, ``plant:u<id>``,
a team game's or diplomacy's ``gift:<seat>`` (1 gold), diplomacy's ``treaty:<seat>`` (answered
by that seat's ``treaty_answer:yes|no``), then ``builds_done``. Action phase:
``move:u<id>:<q,r>``, ``swap:u<id>:u<id>``,
``attack:u<id>:<q,r>``, ``shoot:u<id>:<q,r>``, ``explore:u<id>:<q,r>`` (a hex of the face-down
territory), ``ability:u<id>``, ``setup:u<id>``, a shooting building's (Guard Tower, Settlement)
``tower:b<id>:<q,r>``, the shards variant's ``shards:sell``, ``shards:equip:u<id>``,
``shards:promote:<unit>``, ``shards:level``, then ``end_turn``; the player on the explorer's
right names a side: ``side:<1-6>``.

Chance: the first player (``<seat>``), in a four-player free-for-all game the direction of
play (``clockwise``, ``counter-clockwise``), the territory an exploration turns up (its id, each
unused one equally likely: nothing of the unexplored map is drawn before it is explored), and
each roll of the combat dice (its faces' marks, weighted by how many ordered rolls give them).
"""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from ...core.action import Action
from itertools import permutations

from . import (adventures, battle, decoys, diplomacy, encounters, fog, heroes, kinds,
               secret_missions, shards, teams, turn, works)
from .combat import ability_unlocked, ranks_reached, roll_outcomes
from .content import content
from .movement import around, direction, movable, reach, route, spend, step_cost, swaps
from .state import Adventure, Explore, Fight, Roll, State, Unit
from .text import a_unit, hex_name, unit_name

_C = content()
NUM = _C.numbers
CHANCE = "chance"
CONTEST = _C.encounter["competition"].contest  # type: ignore[assignment]


def hid(h: Hex) -> str:
    return f"{h.q},{h.r}"


def parse_hex(text: str) -> Hex:
    q, r = text.split(",")
    return Hex(int(q), int(r))


def right_of(state: State, seat: int) -> int:
    """The player on ``seat``'s right: the one who plays just before it (turn order goes left;
    a four-player game whose toss turned play counter-clockwise reads "right" the same way, as
    the seat before, so the rule keeps its meaning)."""
    return state.order[state.order.index(seat) - 1]


# -- who decides -------------------------------------------------------------------------------

def chance_kind(state: State) -> str | None:
    """What the next chance outcome decides, if one is due: the first player, the territory an
    exploration turns up, a battle's dice, an adventure's card, a Trial's or a contest's dice,
    an Event's encounter, or what is due at a round's start (the hero row, a secret mission, an
    encounter's d6, the dial's d10)."""
    if state.step == "over":
        return None
    if state.chance in ("first", "direction"):
        return state.chance
    if state.pending:
        return None
    if state.explore is not None and state.explore.named is not None:
        return "explore"
    if state.fight is not None:
        return "dice"
    a = state.adventure
    if a is not None:
        if a.card is None:
            return "card"
        if a.card in ("trial", "contest") and a.contest is None:
            return a.card
        if a.card == "event":
            return "encounter"
        return None
    if state.explore is None and state.due and state.due[0].split(":")[0] in CHANCE_DUE:
        return state.due[0].split(":")[0]
    return None


CHANCE_DUE = ("row", "deal", "d6", "d10")


def current(state: State) -> int | str | None:
    if state.step == "over":
        return None
    if chance_kind(state):
        return CHANCE
    if state.pending:
        return state.pending[-1][1]
    if state.explore is not None:
        return right_of(state, state.explore.seat)
    if state.step == "build":
        return state.builders[0]
    return state.active


def chance_outcomes(state: State) -> list[tuple[str, int]]:
    kind = chance_kind(state)
    if kind == "first":
        return [(str(s), 1) for s in range(len(state.players))]
    if kind == "direction":
        return [("clockwise", 1), ("counter-clockwise", 1)]
    if kind == "explore":
        return [(t, 1) for t in state.realm.unused_territories()]
    if kind == "dice":
        return battle.dice_outcomes(state)
    if kind == "card":
        return adventures.deck(state)
    if kind in ("trial", "contest"):
        n = adventures.trial_dice(state) if kind == "trial" else CONTEST.dice
        return [("".join(battle.MARK_OF[x] for x in roll), w) for roll, w in roll_outcomes(n)]
    if kind == "encounter":
        return encounters.pool(state)
    if kind == "row":
        return [("-".join(p), 1) for p in permutations(h.id for h in _C.heroes)]
    if kind == "deal":
        return [(m, 1) for m in secret_missions.unseen(state)]
    if kind == "d6":
        return [(str(n), 1) for n in range(1, 7)]
    if kind == "d10":
        return [(str(n), 1) for n in range(1, _C.adventure_roll.pick + 1)]
    return []


def apply_chance(state: State, outcome: str) -> None:
    state.memo.clear()
    _apply_chance(state, outcome)


def _apply_chance(state: State, outcome: str) -> None:
    kind = chance_kind(state)
    if kind == "first":
        state.chance = None
        turn.rolled_first(state, int(outcome))
    elif kind == "direction":
        state.chance = None
        turn.start(state, state.first, clockwise=outcome == "clockwise")
    elif kind == "explore":
        _reveal(state, outcome)
    elif kind == "dice":
        f = state.fight
        assert f is not None
        f.rolls.append(tuple(battle.FACE_OF[m] for m in outcome))
        if not battle.needs_dice(state):
            _finish_fight(state)
    elif kind == "card":
        adventures.draw(state, outcome)
    elif kind == "trial":
        state.adventure.contest = outcome  # type: ignore[union-attr]
        state.rolls.append(Roll(state.players[state.adventure.seat].name, "Trial", outcome,  # type: ignore[union-attr]
                                "Morale: won" if "M" in outcome else "no Morale: lost"))
        adventures.trial(state, tuple(battle.FACE_OF[m] for m in outcome))
    elif kind == "contest":
        _contest(state, outcome)
    elif kind == "encounter":
        adventures.event(state, outcome)
    elif kind == "row":
        state.due.pop(0)
        state.hero_row = outcome.split("-")
        state.say("The hero sheets are shuffled into a row: " + ", ".join(
            _C.hero[h].name for h in state.hero_row) + ".")
    elif kind == "deal":
        seat = int(state.due.pop(0).split(":")[1])
        secret_missions.deal(state, seat, outcome)
    elif kind == "d6":
        q, r = state.due.pop(0).split(":")[1].split(",")
        encounters.step(state, Hex(int(q), int(r)), int(outcome))
    elif kind == "d10":
        state.due.pop(0)
        state.rolls.append(Roll("The dial", "New adventures (d10)", outcome, "adventure hexes"))
        if int(outcome) > _C.adventure_roll.numbers:
            state.pending.append(("number", state.order[0], ""))
        else:
            _renew(state, int(outcome))
    else:
        raise ValueError("no chance outcome is due")
    _settle(state)


# -- what may be done --------------------------------------------------------------------------

def legal_actions(state: State) -> list[Action]:
    if state.step == "over" or chance_kind(state):
        return []
    if state.pending:
        return pending_actions(state)
    if state.explore is not None:
        return [Action("side", (str(n),)) for n in range(1, NUM.star_sides + 1)]
    if state.step == "build":
        return build_actions(state, state.builders[0])
    return action_phase_actions(state, state.active)


def pending_actions(state: State) -> list[Action]:
    """A decision owed now: a new hero's sheet, an Ally's unit type, a d10's number, the answer
    to a treaty offered."""
    kind, seat, _ = state.pending[-1]
    if kind == "sheet":
        return [Action("sheet", (str(hp), str(ap), "1" if ab else "0"))
                for hp, ap, ab in heroes.sheets()]
    if kind == "ally":
        return [Action("ally", (k,)) for k in adventures.TIER1]
    if kind == "number":
        return [Action("number", (str(n),)) for n in range(1, _C.adventure_roll.numbers + 1)]
    if kind == "treaty":
        return [Action("treaty_answer", ("no",)), Action("treaty_answer", ("yes",))]
    raise AssertionError(kind)


def build_actions(state: State, seat: int) -> list[Action]:
    """The Build phase [Turn Order: Build]: recruits; from round 2, gold given to an ally (a
    team game [Added Rules for Team Games]) or to anyone, and treaties offered (diplomacy
    [Added Rules for FFA Games, 2]); each free Builder's work; then done."""
    out = [Action("recruit", (kind, hid(h))) for kind, h in works.recruits(state, seat)]
    out += [Action("decoy", (hid(h),)) for h in decoys.spots(state, seat)]
    hero_spots = heroes.spots(state, seat)
    for what, index, _gold in heroes.offers(state, seat):
        if what == "hire":
            out += [Action("hero", (str(index), hid(h))) for h in hero_spots]
        else:
            out += [Action("hero_back", (hid(h),)) for h in hero_spots]
    out += [Action("skill", (what,)) for what in heroes.skills(state, seat)]
    if state.round > 1:
        friend = teams.ally(state, seat)
        others = [friend] if friend is not None else \
            [o for o in range(len(state.players)) if o != seat] if diplomacy.on(state) else []
        if state.players[seat].gold > 0:
            out += [Action("gift", (str(o),)) for o in others]
        if diplomacy.on(state):
            out += [Action("treaty", (str(o),)) for o in others
                    if diplomacy.may_propose(state, seat, o) and (seat, o) not in state.offers]
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
    ab = kinds.ability(state, u)
    if ab is None or u.done or ab in u.active:
        return False
    if kinds.is_hero(u.kind):  # once a turn, for its AP; not counted against the limit (R-M10)
        return u.ap >= _C.ability[ab].ap_cost and not u.hero_ability_used
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
    if u.done or u.ap < NUM.explore_ap or u.shots or len(state.units_at(u.at)) > 1 \
            or u.kind == kinds.DECOY:
        return []
    out = []
    for slot in state.realm.face_down_beside(u.at):
        hexes = set(state.realm.slot_hexes(slot))
        near = sorted(h for h in (u.at.neighbour(d) for d in range(6)) if h in hexes)
        out.append(near[0])
    return out


def action_phase_actions(state: State, seat: int) -> list[Action]:
    """The Action phase [Unit Actions]: each unit's moves, swaps, attacks, shots, explorations,
    ability and set-up; each shooting building's shot; with the shards variant, what its shards
    buy; then the end of the turn."""
    known = fog.identified(state, seat)
    out: list[Action] = []
    for u in state.units_of(seat):
        out += unit_actions(state, u, known)
    return out + other_actions(state, seat, known)


def unit_actions(state: State, u: Unit, known: set[int] | None) -> list[Action]:
    """One unit's actions in its Action phase (``known``: the enemy units its side
    identifies, worked out when a shot needs it if ``None``)."""
    out: list[Action] = []
    uid = f"u{u.id}"
    if movable(state, u):
        out += [Action("move", (uid, hid(h))) for h in sorted(reach(state, u))]
        out += [Action("swap", (uid, f"u{o.id}")) for o in swaps(state, u)
                if o.id > u.id or o.seat != u.seat]
    out += [Action("attack", (uid, hid(h))) for h in battle.melee_targets(state, u)]
    out += [Action("shoot", (uid, hid(h))) for h in battle.shot_targets(state, u, known)]
    out += [Action("explore", (uid, hid(h))) for h in explorable(state, u)]
    if ability_ready(state, u):
        if kinds.ability(state, u) == "mend":
            out += [Action("mend", (uid, f"u{o.id}")) for o in mend_targets(state, u)]
        else:
            out.append(Action("ability", (uid,)))
    out += [Action("contest", (uid, hid(h))) for h in encounters.contests(state, u)]
    setup = kinds.setup_ap(u.kind)
    if setup and not u.set_up and not u.done and u.ap >= setup and not u.shots:
        out.append(Action("setup", (uid,)))
    return out


def other_actions(state: State, seat: int, known: set[int] | None) -> list[Action]:
    """The Action phase's actions of no unit: buildings' shots, shards spent, the turn's
    end."""
    out: list[Action] = []
    for b in state.buildings_of(seat):
        out += [Action("tower", (f"b{b.id}", hid(h))) for h in battle.tower_targets(state, b, known)]
    if state.uses("shards"):
        out += [Action("shards", (what,) if arg is None else (what, arg))
                for what, arg in shards.spends(state, seat)]
    out.append(Action("end_turn"))
    return out


# -- decisions in groups (a link codes a unit's action within the unit's: core/link.py) --------

#: the actions a unit makes, their first argument the unit
UNIT_KINDS = frozenset({"move", "swap", "attack", "shoot", "explore", "mend", "ability",
                        "contest", "setup"})


def _in_action_phase(state: State) -> bool:
    return not (state.step in ("over", "build") or chance_kind(state) or state.pending
                or state.explore is not None)


def decision_groups(state: State) -> list[str]:
    """The groups of the decision open now, in the order of ``legal_actions``: in the Action
    phase each unit whose turn is not over (``u<id>``), then the rest (``""``); else one."""
    if not _in_action_phase(state):
        return [""]
    return [f"u{u.id}" for u in state.units_of(state.active) if not u.done] + [""]


def action_group(state: State, action: Action) -> str:
    """The group of ``action`` (see ``decision_groups``)."""
    if action.kind in UNIT_KINDS and _in_action_phase(state):
        return action.args[0]
    return ""


def group_actions(state: State, group: str) -> list[Action]:
    """The legal actions of one group, in the order of ``legal_actions`` — without working
    out any other group's (a unit's reach is most of what listing every action costs)."""
    if not _in_action_phase(state):
        return legal_actions(state)
    if group:
        return unit_actions(state, unit(state, group), None)
    return other_actions(state, state.active, None)


def mend_targets(state: State, u: Unit) -> list[Unit]:
    """The wounded friends a Mystic may mend: itself or a unit of its side next to it."""
    near = {u.at, *(n for n in around(u.at))}
    return [o for o in state.units_of(u.seat) if o.at in near and o.wounds]


# -- doing it ----------------------------------------------------------------------------------

def unit(state: State, arg: str) -> Unit:
    return state.units[int(arg[1:])]


def apply(state: State, action: Action) -> None:
    # no clearing first: the memo describes this very position (``_settle`` emptied it after
    # the last step), so a move reuses the route its listing found
    _apply(state, action)
    _settle(state)


def _settle(state: State) -> None:
    """After every step: what was worked out for the old position is forgotten, decoys an
    enemy now identifies are removed, and what is due without a decision happens."""
    state.memo.clear()
    if state.step == "over":
        return
    if state.uses("decoys"):
        decoys.unmask(state)
        state.memo.clear()
    if state.uses("shards"):
        shards.settle(state)
    turn.proceed(state)
    state.memo.clear()


def _apply(state: State, action: Action) -> None:
    k, a = action.kind, action.args
    if state.pending:
        _apply_pending(state, action)
        return
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
    if k == "shards":
        state.say(shards.spend(state, seat, a[0], a[1] if len(a) > 1 else None))
        return
    u = unit(state, a[0])
    name = unit_name(u.kind)
    if k == "move":
        to = parse_hex(a[1])
        found = route(state, u, to)
        assert found is not None, f"{hid(to)} is out of the unit's reach"
        cost, facing, along = found
        frm = u.at
        u.at, u.facing, u.set_up = to, facing, False
        state.changed()
        spend(u, cost, along)
        state.say(f"{p.name} moves a block from {hex_name(state, frm)} to {hex_name(state, to)}.",
                  seat, f"{p.name} moves the {name} from {hex_name(state, frm)} to "
                        f"{hex_name(state, to)} ({cost} AP).")
        encounters.trade(state, u)
        if to in state.tokens and u.kind != kinds.DECOY:
            adventures.begin(state, u, frm)
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
        if o.seat == u.seat:  # an ally's unit is moved by this unit's move
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
        ab = _C.ability[kinds.ability(state, u)]  # type: ignore[index]
        u.active.append(ab.id)
        u.acted = True
        if kinds.is_hero(u.kind):
            u.ap -= ab.ap_cost
            u.hero_ability_used = True
        else:
            p.abilities_used += 1
        if ab.kind == "ap":
            u.ap += ab.amount or 0
        state.say(f"{p.name}'s {name} at {hex_name(state, u.at)} uses {ab.name}.")
    elif k == "mend":
        o = unit(state, a[1])
        ab = _C.ability["mend"]
        u.ap -= ab.ap_cost
        u.hero_ability_used, u.acted = True, True
        healed = min(o.wounds, ab.amount or 0)
        o.wounds -= healed
        state.say(f"{p.name}'s Mystic mends {healed} wound(s) of the {unit_name(o.kind)} at "
                  f"{hex_name(state, o.at)}.")
    elif k == "contest":
        u.ap -= 1
        u.acted, u.road = True, False
        e = state.encounters[parse_hex(a[1])]
        e.used = state.round
        state.adventure = Adventure(seat, u.id, u.at, card="contest")
        state.say(f"{p.name}'s {name} enters the Sharpshooters' Competition at "
                  f"{hex_name(state, parse_hex(a[1]))}: 2 dice, a Bow wins.")
    elif k == "setup":
        u.ap -= kinds.setup_ap(u.kind)
        u.set_up, u.acted, u.road = True, True, False
        state.say(f"{p.name}'s {name} at {hex_name(state, u.at)} sets up to shoot.")
    else:
        raise AssertionError(k)


def _apply_build(state: State, action: Action) -> None:
    k, a = action.kind, action.args
    seat = state.builders[0]
    p = state.players[seat]
    if k == "builds_done":
        state.say(f"{p.name} has chosen the builds.")
        turn.builds_done(state, seat)
        return
    if k == "gift":
        friend = state.players[int(a[0])]
        p.gold -= 1
        friend.gold += 1
        to = "its ally " if teams.on(state) else ""
        state.say(f"{p.name} gives 1 gold to {to}{friend.name} ({p.gold} left).")
        return
    if k == "treaty":
        other = int(a[0])
        state.offers.append((seat, other))
        state.pending.append(("treaty", other, str(seat)))
        state.say(f"{p.name} offers {state.players[other].name} a treaty of peace for "
                  f"{diplomacy.FFA.treaty_turns} rounds.")
        return
    if k == "decoy":
        decoys.place(state, seat, parse_hex(a[0]))
        state.say(f"{p.name} recruits a unit.", seat,
                  f"{p.name} places a decoy at {hex_name(state, parse_hex(a[0]))} (free).")
        return
    if k == "hero":
        index, h = int(a[0]), parse_hex(a[1])
        gold = heroes.price(index)
        u = heroes.hire(state, seat, index, h)
        state.say(f"{p.name} recruits a unit.", seat,
                  f"{p.name} recruits the {unit_name(u.kind)} at {hex_name(state, h)} "
                  f"({gold} gold).")
        return
    if k == "hero_back":
        hero = p.hero
        assert hero is not None
        gold = heroes.comeback_price(hero)
        heroes.bring_back(state, seat, parse_hex(a[0]))
        state.say(f"{p.name} recruits a unit.", seat,
                  f"{p.name}'s {unit_name(hero.hero)} comes back ({gold} gold).")
        return
    if k == "skill":
        heroes.buy(state, seat, a[0])
        state.say(f"{p.name} trains its hero.", seat,
                  f"{p.name}'s hero gains {'1 HP' if a[0] == 'hp' else '1 AP' if a[0] == 'ap' else 'its ability'}.")
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


def _apply_pending(state: State, action: Action) -> None:
    kind, seat, data = state.pending.pop()
    a = action.args
    p = state.players[seat]
    if kind == "sheet":
        heroes.write_sheet(state, seat, int(a[0]), int(a[1]), a[2] == "1")
        state.say(f"{p.name} fills in the hero's sheet.", seat,
                  f"{p.name}'s hero: {a[0]} HP, {a[1]} AP" + (", its ability." if a[2] == "1" else "."))
    elif kind == "ally":
        adventures.ally(state, a[0])
    elif kind == "number":
        state.say(f"{p.name} picks the number {a[0]} for the new adventures.")
        _renew(state, int(a[0]))
    elif kind == "treaty":
        other = state.players[int(data)]
        if a[0] == "yes":
            diplomacy.sign(state, seat, other.seat)
            ends = diplomacy.treaty(state, seat, other.seat)[2]  # type: ignore[index]
            state.say(f"{p.name} accepts {other.name}'s treaty: they are at peace to the end "
                      f"of round {ends}.")
        else:
            state.say(f"{p.name} declines {other.name}'s treaty.")


def _renew(state: State, number: int) -> None:
    for u in adventures.renew(state, number):
        state.due.insert(0, f"adv:{u.id}")


def _contest(state: State, outcome: str) -> None:
    a = state.adventure
    assert a is not None
    a.contest = outcome
    u = state.units.get(a.unit)
    won = CONTEST.wins_on in {battle.FACE_OF[m] for m in outcome}
    who = state.players[a.seat].name
    state.rolls.append(Roll(who, "Competition", outcome, "a Bow: +1 track" if won else "no Bow"))
    if u is not None and won:
        news = battle._mark(state, a.seat, u.kind, _C.encounter["competition"].reward.track)
        state.say(f"{who}'s {unit_name(u.kind)} wins the Competition (rolled {outcome}): +1 on "
                  "its battle track." + (" " + "; ".join(news) + "." if news else ""))
    else:
        state.say(f"{who}'s unit rolls {outcome} at the Competition: no Bow.")
    state.adventure = None


def _reveal(state: State, territory: str) -> None:
    e = state.explore
    assert e is not None and e.named is not None
    u = state.units[e.unit]
    state.realm.reveal(e.slot, territory, u.at, e.named)
    adventures.lay_tokens(state, e.slot)
    state.explore = None
    state.say(f"The territory turns up {_C.territory[territory].name}, side {e.named} towards "
              f"{hex_name(state, u.at)}.")


def _finish_fight(state: State) -> None:
    battle.resolve(state)
    if state.winner is not None:
        turn.finish(state)
