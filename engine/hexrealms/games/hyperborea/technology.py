"""Civilization cubes on technologies (rulebook, "Mandatory actions", "Activating base or
advanced technologies", "Reset"; RULINGS 1, 12, 17).

A cube target is written ``base.<tech>.<set>.<space>`` or ``card.<card id>.<space>``.
"""

from __future__ import annotations

from .content import AdvancedTechnology, Bundle, SpaceColour, TechnologySet, rules_content
from .state import PlayerState, TechSlots

GREY = "grey"


def base_set(tech: str, index: int) -> TechnologySet:
    return next(t for t in rules_content().base_technologies if t.id == tech).sets[index]


def card(card_id: str) -> AdvancedTechnology:
    return rules_content().card(card_id)


def spaces_of(target_kind: str, key: str, set_index: int) -> tuple[SpaceColour, ...]:
    if target_kind == "base":
        return base_set(key, set_index).spaces
    return card(key).spaces


def bundle_of(target_kind: str, key: str, set_index: int) -> Bundle | None:
    if target_kind == "base":
        return base_set(key, set_index).bundle
    return card(key).bundle


def _makes_attack(bundle: Bundle | None) -> bool:
    if bundle is None:
        return False
    every = bundle.effects + tuple(e for o in bundle.options for e in o)
    return any(e.kind == "attack" for e in every)


def fits(player: PlayerState, colour: str, space: SpaceColour) -> bool:
    """Whether a cube of ``colour`` may stand on ``space``: its own colour, any but grey on
    multicolour, only grey on grey; Coral Throne tile B also lets grey on orange."""
    if space == colour:
        return True
    if space == "multi":
        return colour != GREY
    if colour == GREY and space == "orange" and player.race_tile == "coral_throne.B":
        return True
    return False


def placements(player: PlayerState, colour: str) -> list[str]:
    """Every target where an available ``colour`` cube may go now, in board order."""
    out: list[str] = []
    for tech in rules_content().base_technologies:
        slots = player.base[tech.id]
        if slots.spent:
            continue
        for si, tset in enumerate(tech.sets):
            if slots.chosen is not None and slots.chosen != si:
                continue
            cubes = slots.cubes if slots.chosen == si else [None] * len(tset.spaces)
            for i, space in enumerate(tset.spaces):
                if cubes[i] is None and fits(player, colour, space):
                    out.append(f"base.{tech.id}.{si}.{i}")
    for cid, slots in player.cards.items():
        if slots.spent:
            continue
        for i, space in enumerate(card(cid).spaces):
            if slots.cubes[i] is None and fits(player, colour, space):
                out.append(f"card.{cid}.{i}")
    return out


def parse_target(target: str) -> tuple[str, str, int, int]:
    """``(kind, key, set, space)`` of a target id."""
    if target.startswith("base."):
        _, tech, si, i = target.split(".")
        return "base", tech, int(si), int(i)
    rest, i = target[len("card."):].rsplit(".", 1)
    return "card", rest, 0, int(i)


def slots_of(player: PlayerState, kind: str, key: str) -> TechSlots:
    return player.base[key] if kind == "base" else player.cards[key]


def put_cube(player: PlayerState, colour: str, target: str) -> tuple[str, str, int] | None:
    """Puts a cube on ``target``; returns ``(kind, key, set)`` when that completes the set
    (the technology activates), else ``None``. A Base Technology's set is fixed by its first
    cube until the next Reset (RULINGS 12)."""
    kind, key, si, i = parse_target(target)
    slots = slots_of(player, kind, key)
    if kind == "base" and slots.chosen is None:
        slots.chosen = si
        slots.cubes = [None] * len(base_set(key, si).spaces)
    slots.cubes[i] = colour
    if complete(player, kind, key, slots):
        slots.spent = True
        slots.fired += 1
        return kind, key, si
    return None


def complete(player: PlayerState, kind: str, key: str, slots: TechSlots) -> bool:
    """Every space filled — or, for the Red Duchy with tile A, every space but one multicolour
    or green space of a technology that makes an Attack (RULINGS 17)."""
    empty = [i for i, c in enumerate(slots.cubes) if c is None]
    if not empty:
        return True
    if len(empty) == 1 and player.race_tile == "red_duchy.A":
        si = slots.chosen if kind == "base" else 0
        assert si is not None
        spaces = spaces_of(kind, key, si)
        return spaces[empty[0]] in ("multi", "green") and _makes_attack(bundle_of(kind, key, si))
    return False


def placed_cubes(player: PlayerState) -> list[tuple[str, str]]:
    """``(location, colour)`` of every cube on a technology: ``base.<tech>.<i>`` or
    ``card.<id>.<i>``."""
    out = []
    for tech, slots in player.base.items():
        out += [(f"base.{tech}.{i}", c) for i, c in enumerate(slots.cubes) if c is not None]
    for cid, slots in player.cards.items():
        out += [(f"card.{cid}.{i}", c) for i, c in enumerate(slots.cubes) if c is not None]
    return out


def take_cube(player: PlayerState, location: str) -> str:
    """Removes and returns the cube at ``location`` (a technology space, ``available.<colour>``
    or ``unused.<colour>``). Taking one off a spent set re-opens it (rulebook, "Cube
    restoration")."""
    area, _, rest = location.partition(".")
    if area in ("available", "unused"):
        getattr(player, area).remove(rest)
        return rest
    key, i = rest.rsplit(".", 1)
    slots = player.base[key] if area == "base" else player.cards[key]
    colour = slots.cubes[int(i)]
    assert colour is not None
    slots.cubes[int(i)] = None
    slots.spent = False  # the set stays chosen until the next Reset (RULINGS 12)
    return colour


def reset_cubes(player: PlayerState, keep: set[str]) -> None:
    """Reset (RULINGS 1, 25): every cube goes back to the bag — the unused area and every
    technology — except the cubes on continuous cards the player keeps: ``keep`` names whole
    cards (rules version 1) or single spaces as ``card.<id>.<space>`` (RULINGS 25). Base sets
    may be chosen afresh."""
    for colour in player.unused:
        player.bag[colour] = player.bag.get(colour, 0) + 1
    player.unused.clear()
    for tech, slots in player.base.items():
        for c in slots.cubes:
            if c is not None:
                player.bag[c] = player.bag.get(c, 0) + 1
        player.base[tech] = TechSlots()
    for cid, slots in player.cards.items():
        if cid in keep:
            continue
        returned = 0
        for i, c in enumerate(slots.cubes):
            if c is not None and f"card.{cid}.{i}" not in keep:
                player.bag[c] = player.bag.get(c, 0) + 1
                slots.cubes[i] = None
                returned += 1
        if returned or not any(c is not None for c in slots.cubes):
            # a card keeping every cube stays as it was, as a whole card kept does
            slots.spent = False
            slots.fired = 0


def new_card_slots(card_id: str) -> TechSlots:
    return TechSlots(chosen=0, cubes=[None] * len(card(card_id).spaces))
