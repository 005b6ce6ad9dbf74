"""Permanent encounters [Adventures: Permanent Encounters] (R-M9): what an Event card puts on an
adventure hex for the rest of the game. None may be entered. A Giant Ant Colony and a Burning
Village act as buildings anyone may attack (3 HP; the Colony repairs 1 each round, stands as
tall as a hill and deals 1 damage to every melee attacker; the Village gives its conqueror 3
gold and is removed); a Merchant Caravan moves one hex a round the way a d6 points and pays 2
gold to the first unit each round that ends a move next to it; a Sharpshooters' Competition
moves when the event dial says so, and a ranged unit next to it may enter once a round (1 AP):
2 dice, a Bow advances its type's battle track by 1."""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from .content import content
from .kinds import attack
from .movement import around, terrain_ap
from .state import Encounter, State, Unit
from .text import hex_name

_C = content()


def pool(state: State) -> list[tuple[str, int]]:
    """The encounter hexes still in the box, with how many of each."""
    return [(e.id, e.count - state.placed.get(e.id, 0)) for e in _C.encounters
            if e.count - state.placed.get(e.id, 0) > 0]


def place(state: State, h: Hex, kind: str) -> None:
    state.encounters[h] = Encounter(kind)
    state.placed[kind] = state.placed.get(kind, 0) + 1
    state.changed()
    state.say(f"A {_C.encounter[kind].name} appears at {hex_name(state, h)}. "
              f"{_C.encounter[kind].text}")


def movers(state: State, moves: str) -> list[Hex]:
    return sorted(h for h, e in state.encounters.items() if _C.encounter[e.kind].moves == moves)


def step(state: State, h: Hex, d6: int) -> None:
    """An encounter moves one hex the way the d6 points, unless into impassable ground, a unit,
    a building or another encounter."""
    e = state.encounters.get(h)
    if e is None:
        return
    to = around(h)[d6 - 1]
    blocked = (terrain_ap(state, to) is None or state.units_at(to)
               or state.building_at(to) is not None or to in state.encounters)
    name = _C.encounter[e.kind].name
    if blocked:
        state.say(f"The {name} at {hex_name(state, h)} stays (the d6 showed {d6}).")
        return
    del state.encounters[h]
    state.encounters[to] = e
    state.changed()
    state.say(f"The {name} moves from {hex_name(state, h)} to {hex_name(state, to)} "
              f"(the d6 showed {d6}).")


def repair(state: State) -> None:
    for e in state.encounters.values():
        if e.wounds and _C.encounter[e.kind].repair:
            e.wounds = max(0, e.wounds - _C.encounter[e.kind].repair)


def trade(state: State, u: Unit) -> None:
    """A unit ended a move: the first one each round next to a Merchant Caravan trades."""
    for n in around(u.at):
        e = state.encounters.get(n)
        if e is not None and e.kind == "caravan" and e.used != state.round:
            e.used = state.round
            gold = _C.encounter["caravan"].reward.gold
            state.players[u.seat].gold += gold
            state.say(f"{state.players[u.seat].name} trades with the Merchant Caravan at "
                      f"{hex_name(state, n)}: +{gold} gold.")
            return


def contests(state: State, u: Unit) -> list[Hex]:
    """The Competitions next to a ranged unit that it may enter this round (1 AP)."""
    if attack(u.kind) != "ranged" or u.done or u.ap < 1 or u.shots:
        return []
    return [n for n in around(u.at) if (e := state.encounters.get(n)) is not None
            and e.kind == "competition" and e.used != state.round]
