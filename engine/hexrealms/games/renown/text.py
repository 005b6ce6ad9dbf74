"""How the game names its things in sentences: tiles, troops, monsters, resources, costs."""

from __future__ import annotations

from .content import RESOURCES, content
from .hexmap import DIRECTION_NAMES
from .state import Monster, State, Troop

_C = content()


def tile_name(state: State, tile: int) -> str:
    """``"Wood W3"``: the terrain and the tile's name, which the board prints on it
    (``HexMap.names``)."""
    t = state.map.tiles[tile]
    return f"{_C.terrain[t.terrain].name} {state.map.names[tile]}"


def open_hex_name(state: State, where: str) -> str:
    """``"open hex +4"``: a free hex of the build setup by the name the board prints on it."""
    return f"open hex {state.map.open_names.get(where, where)}"


def troop_name(state: State, t: Troop) -> str:
    return f"{state.players[t.seat].name}'s {_C.troop[t.kind].name}"


def monster_name(m: Monster) -> str:
    return f"the {_C.monster[m.kind].name}"


def amounts(cost: dict[str, int]) -> str:
    """``"1 Wood, 2 Rock and 2 Mana"`` (in resource order: Food, Wood, Rock, Mana), ``"nothing"``
    when empty."""
    parts = [f"{cost[r]} {_C.terrain[r].name}" for r in RESOURCES if cost.get(r)]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def compact(cost: dict[str, int]) -> str:
    """``"2F 1W"``: a cost in resource letters (Food, Wood, Rock, Mana order), for narrow
    tables; ``"—"`` when empty. The letters are the resources' own (``tiles.json``)."""
    parts = [f"{cost[r.id]}{r.letter}" for r in _C.resources if cost.get(r.id)]
    return " ".join(parts) if parts else "—"


def letters_legend() -> str:
    """``"F Food, W Wood, R Rock, M Mana"``: what ``compact``'s letters mean."""
    return ", ".join(f"{r.letter} {r.name}" for r in _C.resources)


def with_article(word: str) -> str:
    """``"an Archer"``, ``"a Soldier"``."""
    return ("an " if word[0] in "AEIOU" else "a ") + word


def direction(d: int) -> str:
    """Direction ``d`` (1–6) in words."""
    return DIRECTION_NAMES[d - 1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")
