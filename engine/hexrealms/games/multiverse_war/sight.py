"""Line of sight and identification [Fog of War & Line of Sight (LOS) Rules] (M6, M7, S-M5).

* Every unit and building sees ``numbers.los`` hexes (2); a building's own ``los`` may be more
  (the Guard Tower 3, R-M3); while the event dial stands on Storm every unit and building sees
  only the dial's amount (1) [Event Dial] (R-M9).
* "A hex is in the LOS if you can draw a straight line from the center of your unit's hex to
  the center of the hex your unit is looking to without crossing higher terrain": a hex
  strictly between the two blocks the sight when it is higher than the viewer's own hex
  (grassland and water < forest < hill < mountain). "You cannot see across hills even if you
  are standing on a hill": a hill or a mountain between always blocks
  (``blocks_sight_across``). A Tribal Scout sees through forests (``sees_into_forest``).
  The line is the core's (``grid.line_of_sight``): a line along the edge between two hexes is
  blocked only where both sides block. The two end hexes never block.
* Sight is therefore symmetric between two hexes of the same height, and not always otherwise
  (a unit in a forest sees over a forest to the grassland beyond; the unit on the grassland
  does not see back).
* *Identifying* a unit (turning its block face up) needs sight of its hex; "enemy units in a
  forest can be identified only by moving your unit to the adjacent hex (with the exception of
  Tribal Scout)": a unit on a hiding terrain (``hides_units``) is identified only from a hex
  next to it, or by a viewer that sees into forests.
* *Designed:* a face-down territory is flat card: its hexes block nothing (the realm does not
  know their terrain, and sight must not tell it). Something standing on a hex may count as
  higher ground for sight (``raised``: a Giant Ant Colony is as tall as a hill, per the
  content's encounter ``height``). A viewer's height is its hex's terrain.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hexrealms.core.grid import HexGrid, line_of_sight
from hexrealms.core.hexgrid import Hex, spiral

from .content import content
from .forces import Terrain
from .realm import Realm
from .vocab import TerrainId

#: A viewer that is not a unit type, hero or building: the founding Settlement.
SETTLEMENT = "settlement"
#: A decoy block sees as a plain unit would (whether it may identify is the game's call).
DECOY = "decoy"

Raised = Mapping[Hex, TerrainId]


def sight_range(viewer: str, storm: bool = False) -> int:
    """How many hexes ``viewer`` (a unit type, hero, building id, ``SETTLEMENT`` or
    ``DECOY``) sees: its building's ``los`` or the Settlement's, else every unit's; cut to the
    Storm's amount while the dial stands on Storm [Fog of War & LOS, Event Dial]."""
    c = content()
    if viewer in c.building:
        reach = c.building[viewer].los
    elif viewer == SETTLEMENT:
        reach = c.settlement.los
    elif viewer in c.unit or viewer in c.hero or viewer == DECOY:
        reach = c.numbers.los
    else:
        raise ValueError(f"no viewer {viewer!r}")
    if storm:
        reach = min(reach, storm_sight())
    return reach


def storm_sight() -> int:
    """What every unit and building sees during a Storm (the dial's amount) [Event Dial]."""
    for p in content().event_dial.positions:
        if p.effect == "storm" and p.amount is not None:
            return p.amount
    raise ValueError("the event dial has no Storm")


def forest_eyes(viewer: str) -> bool:
    """Whether ``viewer`` sees into and through forests (the Tribal Scout's trait)
    [Fog of War & LOS]."""
    c = content()
    if viewer in c.unit:
        return "sees_into_forest" in c.unit[viewer].traits
    if viewer in c.hero:
        return "sees_into_forest" in c.hero[viewer].traits
    return False


def _ground(realm: Realm, h: Hex, raised: Raised | None) -> Terrain | None:
    """The terrain a hex counts as for sight: its own, or what stands on it when taller;
    ``None`` while face down."""
    t = realm.terrain(h)
    if t is None:
        return None
    terrain = content().terrain
    ground = terrain[t]
    if raised and h in raised and terrain[raised[h]].height > ground.height:
        ground = terrain[raised[h]]
    return ground


def blocks(realm: Realm, h: Hex, viewer_height: int, eyes: bool,
           raised: Raised | None = None) -> bool:
    """Whether hex ``h``, lying between a viewer and what it looks at, blocks the line: a
    hill or a mountain always; other ground higher than the viewer's, unless it is forest and
    the viewer sees through forests [Fog of War & LOS]. A face-down hex blocks nothing."""
    g = _ground(realm, h, raised)
    if g is None:
        return False
    if g.blocks_sight_across:
        return True
    if g.height <= viewer_height:
        return False
    return not (eyes and g.hides_units)


def clear_line(realm: Realm, at: Hex, target: Hex, viewer: str,
               raised: Raised | None = None) -> bool:
    """Whether the straight line from ``at`` to ``target`` crosses no blocking hex for this
    viewer, whatever the distance (a shot's range is the shooter's, not its sight)
    [Fog of War & LOS, Combat]. Both hexes must be revealed."""
    own = realm.height(at)
    if own is None or realm.height(target) is None:
        return False
    eyes = forest_eyes(viewer)
    return line_of_sight(Hex(*at), Hex(*target),
                         lambda h: blocks(realm, h, own, eyes, raised))


def sees(realm: Realm, at: Hex, target: Hex, viewer: str, storm: bool = False,
         raised: Raised | None = None) -> bool:
    """Whether ``viewer`` on ``at`` has ``target`` in its LOS: within its sight range and a
    clear line [Fog of War & LOS] (S-M5: a hill between, no LOS)."""
    if HexGrid.distance(at, target) > sight_range(viewer, storm):
        return False
    return clear_line(realm, at, target, viewer, raised)


def visible_hexes(realm: Realm, at: Hex, viewer: str, storm: bool = False,
                  raised: Raised | None = None) -> set[Hex]:
    """Every revealed hex ``viewer`` on ``at`` has in its LOS (its own hex included)."""
    if realm.height(at) is None:
        return set()
    reach = sight_range(viewer, storm)
    return {h for h in spiral(Hex(*at), reach)
            if realm.height(h) is not None and sees(realm, at, h, viewer, storm, raised)}


def hidden_at(realm: Realm, h: Hex) -> bool:
    """Whether a unit on ``h`` is hidden from all but the viewers next to it or seeing into
    forests (it stands in a forest) [Fog of War & LOS]."""
    t = realm.terrain(h)
    return t is not None and content().terrain[t].hides_units


def identifies(realm: Realm, at: Hex, target: Hex, viewer: str, storm: bool = False,
               raised: Raised | None = None) -> bool:
    """Whether ``viewer`` on ``at`` identifies a unit on ``target`` (its block is turned face
    up): it sees the hex, and a unit in a forest only from next to it unless the viewer sees
    into forests [Fog of War & LOS] (S-M12: a decoy identified is removed)."""
    if not sees(realm, at, target, viewer, storm, raised):
        return False
    if hidden_at(realm, target) and HexGrid.distance(at, target) > 1:
        return forest_eyes(viewer)
    return True


def identified(realm: Realm, target: Hex, viewers: Iterable[tuple[Hex, str]],
               storm: bool = False, raised: Raised | None = None) -> bool:
    """Whether any of a side's viewers (``(hex, viewer)``: its units and buildings, an
    ally's too) identifies a unit on ``target``: what a shot needs besides the shooter's own
    LOS [Combat] (M7, S-M5)."""
    return any(identifies(realm, at, target, v, storm, raised) for at, v in viewers)


def sighted_hexes(realm: Realm, viewers: Iterable[tuple[Hex, str]], storm: bool = False,
                  raised: Raised | None = None) -> set[Hex]:
    """Every hex some of the viewers have in LOS."""
    out: set[Hex] = set()
    for at, v in viewers:
        out |= visible_hexes(realm, at, v, storm, raised)
    return out
