"""Board geometry for any ruleset: square grids, hex grids, linked boards, movement, sight.

Conventions:

* A square cell is ``(col, row)``: ``col`` runs ``0..cols-1`` left to right, ``row`` runs
  ``0..rows-1`` top to bottom, so "north" is ``row - 1``. Squares move like a chess king
  (8 neighbours) and measure distance the same way (Chebyshev: a diagonal step costs 1).
* A hexagon is an axial :class:`~hexrealms.core.hexgrid.Hex` (pointy-top), after Red Blob
  Games (https://www.redblobgames.com/grids/hexagons/). A :class:`HexGrid` is any finite set
  of them, so irregular maps need no special case.
* A place on several boards is ``(board_id, cell)``; :class:`LinkedBoards` joins boards with
  two-way links (gates, portals) that have their own cost.
* Searches take a ``neighbours(place) -> [(place, step_cost)]`` function, so the same
  Dijkstra serves one board, linked boards, or a ruleset's own graph. Every result is
  deterministic: ties are broken by the order the neighbours were offered, never by hashing.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from itertools import count
from typing import TypeVar

from hexrealms.core.hexgrid import DIRECTIONS, Hex

Cell = tuple[int, int]
Place = tuple[str, Cell | Hex]
P = TypeVar("P", bound=Hashable)

# Clockwise from north; "north" is up on screen, where rows count downwards.
_KING_STEPS: tuple[Cell, ...] = (
    (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1),
)
_ROOK_STEPS: tuple[Cell, ...] = _KING_STEPS[::2]


@dataclass(frozen=True, slots=True)
class SquareGrid:
    """A ``cols`` × ``rows`` board of squares with king-move adjacency."""

    cols: int
    rows: int

    def __post_init__(self) -> None:
        if self.cols < 1 or self.rows < 1:
            raise ValueError(f"a grid needs at least one square, not {self.cols}×{self.rows}")

    def contains(self, cell: Cell) -> bool:
        col, row = cell
        return 0 <= col < self.cols and 0 <= row < self.rows

    def cells(self) -> list[Cell]:
        """Every cell, row by row from the top left."""
        return [(col, row) for row in range(self.rows) for col in range(self.cols)]

    def neighbours(self, cell: Cell) -> list[Cell]:
        """The in-bounds king moves from ``cell``: N, NE, E, SE, S, SW, W, NW."""
        return self._steps(cell, _KING_STEPS)

    def orthogonal(self, cell: Cell) -> list[Cell]:
        """The in-bounds rook steps from ``cell``: N, E, S, W."""
        return self._steps(cell, _ROOK_STEPS)

    def _steps(self, cell: Cell, steps: tuple[Cell, ...]) -> list[Cell]:
        col, row = cell
        return [(col + dc, row + dr) for dc, dr in steps
                if 0 <= col + dc < self.cols and 0 <= row + dr < self.rows]

    @staticmethod
    def distance(a: Cell, b: Cell) -> int:
        """Chebyshev distance: the number of king moves from ``a`` to ``b`` on an open board."""
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

    def centre(self) -> Cell:
        """The middle cell; on an even side, the one just right of / below the middle."""
        return (self.cols // 2, self.rows // 2)


class HexGrid:
    """A finite set of axial hexagons with Red Blob Games' six-neighbour adjacency."""

    __slots__ = ("_cells", "_set")

    def __init__(self, hexes: Iterable[Hex]) -> None:
        # Normalised to Hex so plain (q, r) tuples work too; a dict keeps order and drops repeats.
        self._cells: tuple[Hex, ...] = tuple(dict.fromkeys(Hex(q, r) for q, r in hexes))
        self._set: frozenset[Hex] = frozenset(self._cells)

    def __repr__(self) -> str:
        return f"HexGrid({len(self._cells)} hexes)"

    def contains(self, h: Hex) -> bool:
        return h in self._set

    def cells(self) -> list[Hex]:
        """Every hexagon, in the order given to the constructor."""
        return list(self._cells)

    def neighbours(self, h: Hex) -> list[Hex]:
        """Those of the six adjacent hexagons that are on the grid, in ``DIRECTIONS`` order."""
        # Unpacked rather than ``h + d`` so a plain tuple argument cannot concatenate silently.
        q, r = h
        out = (Hex(q + d.q, r + d.r) for d in DIRECTIONS)
        return [n for n in out if n in self._set]

    @staticmethod
    def distance(a: Hex, b: Hex) -> int:
        """Steps between two hexagons on an open map (Red Blob Games: half the cube
        Manhattan distance)."""
        dq, dr = a[0] - b[0], a[1] - b[1]
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class LinkedBoards:
    """Several boards joined by two-way links, e.g. gates between dimensions.

    A place is ``(board_id, cell)``. Moving within a board costs 1 per step; crossing a link
    costs what the link says.
    """

    __slots__ = ("boards", "_links")

    def __init__(self, boards: Mapping[str, SquareGrid | HexGrid]) -> None:
        self.boards: dict[str, SquareGrid | HexGrid] = dict(boards)
        self._links: dict[Place, dict[Place, int]] = {}

    def contains(self, p: Place) -> bool:
        board = self.boards.get(p[0])
        return board is not None and board.contains(p[1])  # type: ignore[arg-type]

    def places(self) -> list[Place]:
        """Every place: boards in the order given, then each board's ``cells()``."""
        return [(bid, cell) for bid, board in self.boards.items() for cell in board.cells()]

    def link(self, a: Place, b: Place, cost: int = 1) -> None:
        """Joins ``a`` and ``b`` both ways. Repeating a link is ignored; giving the same link a
        different cost is an error."""
        for p in (a, b):
            if not self.contains(p):
                raise ValueError(f"{p!r} is not a place on these boards")
        if a == b:
            raise ValueError(f"cannot link {a!r} to itself")
        if cost < 0:
            raise ValueError(f"a link cannot cost less than nothing ({cost})")
        known = self._links.get(a, {}).get(b)
        if known is not None:
            # Silently keeping either cost would hide a content bug.
            if known != cost:
                raise ValueError(f"{a!r} and {b!r} are already linked at cost {known}, not {cost}")
            return
        self._links.setdefault(a, {})[b] = cost
        self._links.setdefault(b, {})[a] = cost

    def links_from(self, p: Place) -> list[tuple[Place, int]]:
        """The places linked to ``p``, with their costs, in the order the links were added."""
        return list(self._links.get(p, {}).items())

    def neighbours(self, p: Place) -> list[tuple[Place, int]]:
        """In-board neighbours at cost 1, then linked places at the link's cost."""
        bid, cell = p
        steps: list[tuple[Place, int]] = [
            ((bid, n), 1) for n in self.boards[bid].neighbours(cell)  # type: ignore[arg-type]
        ]
        return steps + self.links_from(p)


def _always(p: object) -> bool:
    return True


def _never(p: object) -> bool:
    return False


def _dijkstra(start: P, neighbours: Callable[[P], Iterable[tuple[P, int]]], budget: int | None,
              enterable: Callable[[P], bool], stops: Callable[[P], bool],
              goal: P | None = None) -> tuple[dict[P, int], dict[P, P]]:
    """Settled costs and each place's predecessor; stops early once ``goal`` is settled."""
    best: dict[P, int] = {start: 0}
    parent: dict[P, P] = {}
    done: dict[P, int] = {}
    # The counter breaks cost ties in push order and keeps places themselves out of comparisons.
    tie = count()
    heap: list[tuple[int, int, P]] = [(0, next(tie), start)]
    while heap:
        cost, _, here = heapq.heappop(heap)
        if here in done:
            continue
        done[here] = cost
        if here == goal:
            break
        # The start is never "entered", so standing in a stopping place does not pin a piece.
        if here != start and stops(here):
            continue
        for there, step in neighbours(here):
            if step < 0:
                raise ValueError(f"negative step cost {step} from {here!r} to {there!r}")
            total = cost + step
            if budget is not None and total > budget:
                continue
            if there in done or total >= best.get(there, total + 1) or not enterable(there):
                continue
            best[there] = total
            parent[there] = here
            heapq.heappush(heap, (total, next(tie), there))
    return done, parent


def reachable(start: P, neighbours: Callable[[P], Iterable[tuple[P, int]]], budget: int,
              enterable: Callable[[P], bool] = _always,
              stops: Callable[[P], bool] = _never) -> dict[P, int]:
    """The cheapest cost to every place reachable from ``start`` within ``budget``.

    Dijkstra's algorithm over non-negative step costs. ``start`` is included at cost 0 and is
    neither checked by ``enterable`` nor held by ``stops``. A place that is not enterable is
    never entered; a place where ``stops`` is true may be entered but movement does not go on
    from it (entering an enemy's stack ends a move, say). The dict's order is the order in
    which places were settled (cheapest first, ties in the order they were offered).
    """
    return _dijkstra(start, neighbours, budget, enterable, stops)[0]


def cheapest_path(start: P, goal: P, neighbours: Callable[[P], Iterable[tuple[P, int]]],
                  budget: int | None = None,
                  enterable: Callable[[P], bool] = _always,
                  stops: Callable[[P], bool] = _never) -> list[P] | None:
    """The places from ``start`` to ``goal`` inclusive along a cheapest path, or ``None``.

    Same rules as :func:`reachable` (Dijkstra, stopping early at the goal); ``budget=None``
    means no limit. Among equally cheap paths the one found first wins, so the answer is
    deterministic.
    """
    done, parent = _dijkstra(start, neighbours, budget, enterable, stops, goal)
    if goal not in done:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(parent[path[-1]])
    path.reverse()
    return path


# Red Blob Games' nudge: not parallel to any hex edge, so a line along an edge is pushed
# consistently to one side (+) or the other (-) instead of wobbling on rounding ties.
_EPSILON = (1e-6, 2e-6, -3e-6)


def _cube_round(q: float, r: float, s: float) -> Hex:
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    # Rounding each coordinate can break q + r + s == 0; fix the one that moved most.
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(rq, rr)


def _line(a: Hex, b: Hex, sign: int) -> list[Hex]:
    n = HexGrid.distance(a, b)
    if n == 0:
        return [Hex(a[0], a[1])]
    eq, er, es = (sign * e for e in _EPSILON)
    aq, ar = a[0] + eq, a[1] + er
    as_ = -a[0] - a[1] + es
    bq, br = b[0] + eq, b[1] + er
    bs = -b[0] - b[1] + es
    return [_cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n, as_ + (bs - as_) * i / n)
            for i in range(n + 1)]


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """The hexagons on the straight line from ``a`` to ``b`` inclusive.

    Red Blob Games' line drawing: sample ``distance + 1`` evenly spaced points by cube
    linear interpolation and round each to the nearest hexagon. The endpoints are nudged by a
    tiny epsilon so a line running along an edge always picks the same side.
    """
    return _line(a, b, +1)


def line_of_sight(a: Hex, b: Hex, blocks: Callable[[Hex], bool]) -> bool:
    """Whether ``a`` sees ``b``: no hexagon strictly between them blocks.

    Following Red Blob Games, the line is drawn twice, nudged by +epsilon and by -epsilon; the
    sight is clear when either line is clear. So a line running exactly along the edge between
    two hexagons is blocked only where both sides block, and ``a`` and ``b`` themselves never
    block.
    """
    return any(not any(blocks(h) for h in _line(a, b, sign)[1:-1]) for sign in (+1, -1))
