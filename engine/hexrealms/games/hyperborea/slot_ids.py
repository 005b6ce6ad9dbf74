"""Ids of the places on a player's board panel (the ``slots`` panels of ``board_panel``) that
actions point at (``detail``): the same id names the slot in the panel and the action's
``from``, ``to`` or ``at``.

- ``s<seat>.available.<colour>``: the player's available cubes of one colour;
- ``s<seat>.unused``: the unused area as a whole, ``s<seat>.unused.<i>`` its cubes in sorted
  order (as the view lists them);
- ``s<seat>.<target>``: a technology space, the target written as ``technology`` writes it
  (``base.<tech>.<set>.<space>``, ``card.<card id>.<space>``).
"""

from __future__ import annotations

from .state import PlayerState


def available_slot(seat: int, colour: str) -> str:
    return f"s{seat}.available.{colour}"


def unused_area(seat: int) -> str:
    return f"s{seat}.unused"


def unused_slot(seat: int, index: int) -> str:
    return f"s{seat}.unused.{index}"


def target_slot(seat: int, target: str) -> str:
    """A technology space: ``target`` as ``technology.placements`` lists it."""
    return f"s{seat}.{target}"


def cube_slot(player: PlayerState, location: str) -> str:
    """The slot of a cube the player owns, ``location`` as ``effects.visible_cubes`` writes it
    (``available.<colour>``, ``unused.<colour>``, ``base.<tech>.<space>`` on the chosen set,
    ``card.<card id>.<space>``)."""
    seat = player.seat
    area, _, rest = location.partition(".")
    if area == "available":
        return available_slot(seat, rest)
    if area == "unused":
        return unused_slot(seat, sorted(player.unused).index(rest))
    if area == "base":
        tech, space = rest.rsplit(".", 1)
        return target_slot(seat, f"base.{tech}.{player.base[tech].chosen}.{space}")
    return target_slot(seat, location)
