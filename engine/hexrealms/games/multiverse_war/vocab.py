"""Multiverse War's content vocabulary: the ids the data may use, the map geometry the data is
written in, and the frozen base of every content model (``content.py`` loads the data).

Map geometry, as the data uses it (pointy-top axial hexes, ``q`` to the east, ``r`` to the
south-east). A territory is a flower of 7 hexes: the centre (index 0) and 6 outer hexes, index
``k`` (1–6) lying in hex direction ``k`` clockwise from the east (``HEX_DIRECTIONS``). Territories
tile the map; a layout places them by territory coordinates ``(a, b)``, whose centre hex is
``a·(2, 1) + b·(-1, 3)`` (``territory_centre``). The six neighbouring territories lie in territory
directions 1–6 (``TERRITORY_DIRECTIONS``, clockwise from the east), and side ``s`` of a
territory — the side printed with ``s`` stars — is the border it shares with its neighbour in
direction ``s`` in its own printed frame: outer hexes ``s`` and ``s + 1`` (6 and 1 for side 6)
lie along it. A territory revealed with its side ``n`` facing the explorer's territory, which
lies in direction ``e`` from it, is turned ``e - n`` sixth-turns clockwise [Map Exploration].
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

TerrainId = Literal["grass", "forest", "hill", "mountain", "water"]
#: The terrains from lowest to highest [Fog of War & LOS]: water lies as low as grassland.
HEIGHT_ORDER: tuple[TerrainId, ...] = ("grass", "forest", "hill", "mountain")
#: Unit classes [Unit Types & Attributes]; ``civilian`` (the Builder) and ``light_melee`` (the
#: Tribal Scout) stand outside the counter wheel.
ClassId = Literal["civilian", "light_melee", "anti_cavalry", "melee_specialist", "ranged",
                  "cavalry", "siege"]
FaceId = Literal["sword", "bow", "horse", "star", "morale", "health"]
#: Innate attributes, always in effect [Unit Types & Attributes].
TraitId = Literal["civilian", "sees_into_forest", "intercept", "mounted", "heavy_armour",
                  "needs_setup"]
#: What an ability does (the rules interpret the vocabulary): ``ap`` +amount AP; ``damage``
#: +amount damage per strike; ``extra_shot`` amount more shots; ``move_after_attack`` the attack
#: does not end the turn; ``support`` counts as amount more supporting units; ``no_setup``
#: shoots without setting up; ``no_retaliation`` the target does not strike back; ``range``
#: +amount range; ``mend`` removes amount wounds within 1 hex; ``intercept`` as the trait.
AbilityKind = Literal["ap", "damage", "extra_shot", "move_after_attack", "support",
                      "no_setup", "no_retaliation", "range", "mend", "intercept"]
AMOUNTED: frozenset[str] = frozenset({"ap", "damage", "extra_shot", "support", "range", "mend"})
#: How long an activated ability lasts: one action, the rest of the turn, or until the owner's
#: next turn begins (a stance, shown by turning the block's arrow to the enemy).
Lasts = Literal["action", "turn", "until_next_turn"]
PenaltyId = Literal["heavy_armour", "forest", "mounted_vs_building", "support"]
MissionTest = Literal["connected_buildings", "guard_towers", "fortresses", "elite_types",
                      "destroy_buildings", "hold_mine", "adventures_won", "hero_level"]
GoalId = Literal["bonus_missions", "portal", "conquest", "fortresses", "elite_types",
                 "secret_missions", "shards", "domination"]
DialEffect = Literal["none", "move_competition", "new_adventures", "frost", "tax", "storm"]
AdventureKind = Literal["treasure", "foe", "ally", "trial", "event"]

#: The six hex directions, clockwise from the east (axial ``(dq, dr)``): outer hex ``k`` of a
#: territory lies in direction ``HEX_DIRECTIONS[k - 1]`` from its centre.
HEX_DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1),
                                               (1, -1))
#: The six neighbouring territories, clockwise from the east, in territory coordinates.
TERRITORY_DIRECTIONS = HEX_DIRECTIONS
TERRITORY_HEXES = 7


def territory_centre(a: int, b: int) -> tuple[int, int]:
    """The axial hex at the centre of the territory at territory coordinates ``(a, b)``."""
    return 2 * a - b, a + 3 * b


def territory_distance(x: tuple[int, int], y: tuple[int, int]) -> int:
    """Steps between two territories (territory coordinates form a hex lattice)."""
    dq, dr = x[0] - y[0], x[1] - y[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)
