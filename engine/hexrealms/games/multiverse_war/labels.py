"""Action labels and details: what each decision says to the player making it and where the
page shows it (ARCHITECTURE.md, "Action detail"). A label never tells its reader what it may
not know: an enemy block is named by its type only when the deciding seat identifies it."""

from __future__ import annotations

from typing import Any

from ...core.action import Action
from . import battle, diplomacy, fog, heroes, kinds, shards, teams
from .combat import unit_class
from .content import content
from .movement import direction, reach
from .rules import hid, parse_hex, right_of, unit
from .state import State, Unit
from .text import POINTS, a_unit, hex_name, unit_name
from .unit_text import unit_card_text
from .works import gold_for

_C = content()
NUM = _C.numbers


def _decider(state: State) -> int:
    if state.pending:
        return state.pending[-1][1]
    if state.explore is not None:
        return right_of(state, state.explore.seat)
    return state.builders[0] if state.step == "build" else state.active


def _unit_here(state: State, u: Unit) -> str:
    return f"{unit_name(u.kind)} at {hex_name(state, u.at)}"


def _target(state: State, seat: int, h_text: str) -> str:
    h = parse_hex(h_text)
    t = battle.target_at(state, seat, h)
    where = hex_name(state, h)
    if t is None:
        return where
    if t.building is not None:
        return f"{state.players[t.building.seat].name}'s {unit_name(t.building.kind)} at {where}"
    assert t.unit is not None
    who = state.players[t.unit.seat].name
    if fog.knows(state, seat, t.unit):
        return f"{who}'s {unit_name(t.unit.kind)} at {where}"
    return f"{who}'s block at {where}"


def describe(state: State, action: Action) -> str:
    k, a = action.kind, action.args
    seat = _decider(state)
    if k == "recruit":
        return f"Recruit {a_unit(a[0])} ({_C.unit[a[0]].gold} gold) at {hex_name(state, parse_hex(a[1]))}"
    if k == "build":
        u = unit(state, a[1])
        return f"Build {a_unit(a[0])} ({_C.building[a[0]].gold} gold) at {hex_name(state, u.at)}"
    if k in ("upgrade", "road", "chop", "plant"):
        u = unit(state, a[0])
        gold = gold_for(state, u, k, None)
        what = {"upgrade": "Raise the building to Age 2", "road": "Lay a road",
                "chop": "Chop the forest", "plant": "Plant a forest"}[k]
        return f"{what} ({gold} gold) at {hex_name(state, u.at)}"
    if k == "bridge":
        return f"Bridge {hex_name(state, parse_hex(a[1]))} ({_C.roads.bridge_gold} gold)"
    if k == "builds_done":
        return "Done building"
    if k == "decoy":
        return f"Place a decoy at {hex_name(state, parse_hex(a[0]))} (free)"
    if k == "gift":
        to = "your ally " if teams.on(state) else ""
        return f"Give 1 gold to {to}{state.players[int(a[0])].name}"
    if k == "treaty":
        return (f"Offer {state.players[int(a[0])].name} a treaty of peace "
                f"({diplomacy.FFA.treaty_turns} rounds)")
    if k == "treaty_answer":
        who = state.players[int(state.pending[-1][2])].name
        return f"Accept {who}'s treaty" if a[0] == "yes" else f"Decline {who}'s treaty"
    if k == "hero":
        hero = state.hero_row[int(a[0])]
        return (f"Recruit the {_C.hero[hero].name} ({heroes.price(int(a[0]))} gold) at "
                f"{hex_name(state, parse_hex(a[1]))}")
    if k == "hero_back":
        s = state.players[seat].hero
        assert s is not None
        return (f"Bring back the {_C.hero[s.hero].name} ({heroes.comeback_price(s)} gold) at "
                f"{hex_name(state, parse_hex(a[0]))}")
    if k == "skill":
        return {"hp": "Hero: +1 HP", "ap": "Hero: +1 AP", "ability": "Hero: learn its ability"}[a[0]] \
            + " (skill points)"
    if k == "sheet":
        return f"{a[0]} HP, {a[1]} AP" + (", and the ability" if a[2] == "1" else ", no ability")
    if k == "ally":
        return f"{_C.unit[a[0]].name} joins as the Ally"
    if k == "number":
        return f"New adventures on the hexes numbered {a[0]}"
    if k == "side":
        return f"Side {a[0]} towards the explorer"
    if k == "end_turn":
        return "End your action phase"
    if k == "shards":
        return _shards_label(state, a)
    if k == "tower":
        b = state.buildings[int(a[0][1:])]
        return (f"{kinds.name(b.kind)} at {hex_name(state, b.at)} shoots "
                f"{_target(state, seat, a[1])}")
    u = unit(state, a[0])
    if k == "move":
        cost = _move_cost(state, u, a[1])
        return f"Move the {_unit_here(state, u)} to {hex_name(state, parse_hex(a[1]))} ({cost} AP)"
    if k == "swap":
        o = unit(state, a[1])
        return f"Swap the {_unit_here(state, u)} and the {_unit_here(state, o)}"
    if k == "attack":
        return f"{unit_name(u.kind)} attacks {_target(state, seat, a[1])}"
    if k == "shoot":
        return f"{unit_name(u.kind)} shoots at {_target(state, seat, a[1])}"
    if k == "explore":
        way = POINTS[direction(u.at, parse_hex(a[1]))]
        return f"Explore {way} of the {_unit_here(state, u)} ({NUM.explore_ap} AP)"
    if k == "ability":
        ab = _C.ability[kinds.ability(state, u)]  # type: ignore[index]
        return f"{ab.name}: the {_unit_here(state, u)}"
    if k == "setup":
        return f"Set up the {_unit_here(state, u)} ({kinds.setup_ap(u.kind)} AP)"
    if k == "mend":
        o = unit(state, a[1])
        return f"Mend: the {_unit_here(state, o)} ({o.wounds} wounds)"
    if k == "contest":
        return f"Enter the Competition with the {_unit_here(state, u)} (1 AP)"
    raise ValueError(k)


def _shards_label(state: State, a: tuple[str, ...]) -> str:
    sh = _C.variants.shards
    if a[0] == "sell":
        return f"Sell {sh.sell} aether shards for {sh.sell_gold} gold"
    if a[0] == "equip":
        return (f"Equip the {_unit_here(state, unit(state, a[1]))} "
                f"(+{sh.equipment_hp} HP; {sh.equipment} shards)")
    if a[0] == "promote":
        marks = state.players[_decider(state)].track.get(a[1], 0)
        to = shards.next_rank(marks)
        rank = next(r.name for r in _C.ranks if r.at == to)
        return f"Promote your {kinds.plural(a[1])} to {rank} ({sh.promote} shards)"
    return f"Your hero gains a level ({sh.hero_level} shards)"


def _move_cost(state: State, u: Unit, h_text: str) -> int:
    found = reach(state, u).get(parse_hex(h_text))
    return found[0] if found else 0


HELP = {
    "builds_done": ("End your Build phase. Every player chooses builds in turn order; they are "
                    "shown together once all have chosen."),
    "end_turn": ("End your action phase. A wounded unit that did nothing this turn rests: it "
                 f"heals {NUM.rest_heal} wounds at the start of your next action phase."),
    "side": ("Name how the new territory is turned: the side printed with this many stars will "
             "face the explorer's territory [Map Exploration]."),
    "explore": (f"Spend {NUM.explore_ap} AP to turn the face-down territory next to this unit "
                "face up. The unit stays where it is; the player on your right names which side "
                "faces it."),
    "road": _C.roads.text,
    "bridge": _C.roads.text,
    "chop": (f"Chop the forest on the Builder's hex down to grassland ({_C.roads.chop_gold} "
             "gold): 1 AP to enter instead of 2, no cover, and a spaced building may go there."),
    "plant": (f"Plant a forest on the Builder's grass hex ({_C.roads.plant_gold} gold): 2 AP "
              "to enter, cover from shots, and units there are identified only from next to "
              "them."),
    "setup": next(t.text for t in _C.traits if t.id == "needs_setup"),
    "swap": "Swap move: two of your units next to each other trade places, each paying what "
            "entering the other's hex costs.",
}


def detail(state: State, action: Action) -> dict[str, Any]:
    k, a = action.kind, action.args
    seat = _decider(state)
    if k == "recruit":
        kind = _C.unit[a[0]]
        return {"at": a[1], "group": "Recruit", "sub": f"{kind.name} ({kind.gold} gold)",
                "short": hex_name(state, parse_hex(a[1])), "tag": "Recruit",
                "help": unit_card_text(a[0])}
    if k == "build":
        u = unit(state, a[1])
        return {"at": hid(u.at), "piece": f"u{u.id}", "group": "Builders", "tag": "Build",
                "sub": f"Builder at {hex_name(state, u.at)}", "short": unit_name(a[0]),
                "help": _C.building[a[0]].text + _spacing()}
    if k in ("upgrade", "road", "chop", "plant"):
        u = unit(state, a[0])
        text = HELP.get(k) or ""
        if k == "upgrade":
            b = state.building_at(u.at)
            text = _C.building[b.kind].text if b else ""  # type: ignore[union-attr]
        return {"at": hid(u.at), "piece": f"u{u.id}", "group": "Builders",
                "sub": f"Builder at {hex_name(state, u.at)}",
                "short": {"upgrade": "Age 2", "road": "Road", "chop": "Chop",
                          "plant": "Plant"}[k], "help": text}
    if k == "bridge":
        u = unit(state, a[0])
        return {"from": hid(u.at), "to": a[1], "piece": f"u{u.id}", "group": "Builders",
                "sub": f"Builder at {hex_name(state, u.at)}", "short": "Bridge",
                "tag": "Bridge", "help": HELP["bridge"]}
    if k == "builds_done":
        return {"group": "End", "help": HELP[k]}
    if k == "shards":
        short = {"sell": "Sell", "equip": "Equip", "promote": "Promote", "level": "Hero level"}
        out: dict[str, Any] = {"group": "Aether shards", "short": short[a[0]],
                               "help": _C.variants.shards.text}
        if a[0] == "equip":
            u = unit(state, a[1])
            out.update(at=hid(u.at), piece=f"u{u.id}", tag="Equip")
        elif a[0] == "promote":
            out["short"] = f"Promote {kinds.plural(a[1])}"
        return out
    if k == "gift":
        return {"group": "Ally" if teams.on(state) else "Diplomacy",
                "short": f"1 gold to {state.players[int(a[0])].name}",
                "help": _C.variants.teams.text if teams.on(state) else diplomacy.RULE}
    if k == "treaty":
        return {"group": "Diplomacy", "short": f"Treaty with {state.players[int(a[0])].name}",
                "help": diplomacy.RULE}
    if k == "treaty_answer":
        who = state.players[int(state.pending[-1][2])].name
        return {"group": "Treaty", "sub": f"{who} offers a treaty of peace",
                "short": "Accept" if a[0] == "yes" else "Decline", "help": diplomacy.RULE}
    if k == "decoy":
        return {"at": a[0], "group": "Recruit", "sub": "Decoy (free)",
                "short": hex_name(state, parse_hex(a[0])), "help": NUM.decoys.text}
    if k in ("hero", "hero_back"):
        hero = state.hero_row[int(a[0])] if k == "hero" else state.players[seat].hero.hero  # type: ignore[union-attr]
        where = a[1] if k == "hero" else a[0]
        return {"at": where, "group": "Heroes", "tag": "Hero",
                "sub": f"{_C.hero[hero].name}" + (f" ({heroes.price(int(a[0]))} gold)" if k == "hero" else ""),
                "short": hex_name(state, parse_hex(where)),
                "help": f"{_C.hero[hero].text} {_C.hero_rules.text}"}
    if k == "skill":
        return {"group": "Heroes", "help": _C.hero_rules.text}
    if k == "sheet":
        hero = state.pending[-1][2]
        return {"group": "Hero sheet", "sub": f"{_C.hero[hero].name}: spend 8 skill points",
                "short": f"{a[0]} HP {a[1]} AP"
                + (f" +{_C.ability[_C.hero[hero].ability].name}" if a[2] == "1" else ""),
                "help": (f"1 point per HP, 1 per AP, 2 for its ability "
                         f"({_C.ability[_C.hero[hero].ability].text}) — {_C.hero[hero].text}")}
    if k == "ally":
        return {"group": "Adventure", "sub": "Choose your Ally", "short": _C.unit[a[0]].name,
                "help": _C.adventure["ally"].text + " " + unit_card_text(a[0])}
    if k == "number":
        return {"group": "Event dial", "sub": "The d10 showed 10: pick the number",
                "short": a[0], "help": _C.adventure_roll.text}
    if k == "side":
        e = state.explore
        assert e is not None
        near = state.realm.slot_hexes(e.slot)[0]
        return {"at": hid(near), "group": "Explore", "sub": "Name a side (1–6)", "short": a[0],
                "help": HELP["side"]}
    if k == "end_turn":
        return {"group": "End", "help": HELP[k]}
    if k == "tower":
        b = state.buildings[int(a[0][1:])]
        return {"from": hid(b.at), "to": a[1], "group": "Shoot", "tag": "Shoot",
                "help": _C.settlement.text if b.kind == "settlement"
                else _C.building[b.kind].text}
    u = unit(state, a[0])
    base = {"from": hid(u.at), "piece": f"u{u.id}"}
    if k == "move":
        return {**base, "to": a[1], "group": "Move", "tag": "Move",
                "sub": _unit_here(state, u), "short": hex_name(state, parse_hex(a[1])),
                "help": "Move: grassland costs 1 AP, forest and hill 2, a step along a road 1; "
                        "water and mountains are impassable."}
    if k == "swap":
        o = unit(state, a[1])
        return {**base, "to": hid(o.at), "group": "Move", "tag": "Swap", "help": HELP["swap"]}
    if k in ("attack", "shoot"):
        return {**base, "to": a[1], "group": "Attack", "tag": "Attack" if k == "attack" else "Shoot",
                "help": _battle_help(state, seat, u, parse_hex(a[1]), k == "shoot")}
    if k == "explore":
        return {**base, "to": a[1], "group": "Explore", "tag": "Explore", "help": HELP["explore"]}
    if k == "ability":
        ab = _C.ability[kinds.ability(state, u)]  # type: ignore[index]
        return {"at": hid(u.at), "piece": f"u{u.id}", "group": "Abilities", "help": ab.text}
    if k == "setup":
        return {"at": hid(u.at), "piece": f"u{u.id}", "group": "Abilities", "help": HELP["setup"]}
    if k == "mend":
        o = unit(state, a[1])
        return {"from": hid(u.at), "to": hid(o.at), "piece": f"u{u.id}", "group": "Abilities",
                "help": _C.ability["mend"].text}
    if k == "contest":
        return {**base, "to": a[1], "group": "Adventure", "tag": "Contest",
                "help": _C.encounter["competition"].text}
    raise ValueError(k)


def _spacing() -> str:
    return (f" A building other than a Guard Tower stands at least {NUM.build_distance} hexes "
            "from your Settlement and your other buildings, and nothing is built next to a "
            "face-down territory.")


def _battle_help(state: State, seat: int, u: Unit, h: Any, shot: bool) -> str:
    """What the player can know of the battle before it: who strikes first when the foe is
    identified, the rule otherwise."""
    t = battle.target_at(state, seat, h)
    mine_name = unit_name(u.kind)
    text = (f"{'Shoot' if shot else 'Attack move'}: your {mine_name} ({kinds.damage(u.kind)} "
            f"damage, {kinds.hp(state, u) - u.wounds} HP left). ")
    foe_kind = None
    if t is not None and t.unit is not None and fog.knows(state, seat, t.unit):
        foe_kind = t.unit.kind
    if foe_kind is not None:
        a_cls, d_cls = unit_class(u.kind), unit_class(foe_kind)
        if a_cls and d_cls and _C.beats(d_cls, a_cls):
            text += f"The {unit_name(foe_kind)} counters your {mine_name}: it strikes first. "
        elif a_cls and d_cls and _C.beats(a_cls, d_cls):
            text += f"Your {mine_name} counters the {unit_name(foe_kind)}: it strikes first, rolling 3 dice for a critical strike. "
        else:
            text += "You strike first; the survivor strikes back. "
    elif t is not None and t.building is not None:
        text += "A building strikes back only through a unit inside it. "
    else:
        text += "The block is not identified: its type shows when the battle begins. "
    text += ("A melee strike with no penalty hits without rolling; a shot always rolls unless "
             "it comes down from a hill or a building. Attacking ends the unit's turn.")
    return text
