"""Axial hexagon coordinates, after Red Blob Games' conventions.

A hexagon is ``Hex(q, r)`` with the implied third cube coordinate ``s = -q - r``. The six
direction vectors are listed counter-clockwise starting east (pointy-top layout), so
``DIRECTIONS[i]`` and ``DIRECTIONS[(i + 1) % 6]`` are neighbouring directions.
"""

from __future__ import annotations

from typing import Iterator, NamedTuple


class Hex(NamedTuple):
    """A hexagon in axial coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> "Hex":  # type: ignore[override]
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> "Hex":
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: int) -> "Hex":
        return self + DIRECTIONS[direction % 6]

    def neighbours(self) -> list["Hex"]:
        return [self + d for d in DIRECTIONS]

    def length(self) -> int:
        return (abs(self.q) + abs(self.r) + abs(self.s)) // 2

    def distance(self, other: "Hex") -> int:
        return (self - other).length()

    def __repr__(self) -> str:
        return f"Hex({self.q}, {self.r})"


DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)

ORIGIN = Hex(0, 0)


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexagons at exactly ``radius`` steps from ``center``, walking counter-clockwise
    from the one in direction 4 (Red Blob Games' ring algorithm)."""
    if radius == 0:
        return [center]
    result: list[Hex] = []
    h = center + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            result.append(h)
            h = h.neighbour(side)
    return result


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """``center`` then every ring out to ``radius``."""
    for k in range(radius + 1):
        yield from ring(center, k)
