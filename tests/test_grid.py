"""Board geometry: square and hex grids, linked boards, cheapest moves, hex lines and sight."""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexrealms.core.grid import (
    Cell, HexGrid, LinkedBoards, Place, SquareGrid, cheapest_path, hex_line, line_of_sight,
    reachable,
)
from hexrealms.core.hexgrid import DIRECTIONS, ORIGIN, Hex, spiral

BOARD = SquareGrid(7, 7)


def unit(grid: SquareGrid | HexGrid) -> Callable[[Cell], Iterable[tuple[Cell, int]]]:
    return lambda c: [(n, 1) for n in grid.neighbours(c)]  # type: ignore[arg-type]


def path_cost(path: list[Place], boards: LinkedBoards) -> int:
    total = 0
    for here, there in zip(path, path[1:]):
        steps = dict(boards.neighbours(here))
        assert there in steps, f"{there} is not a step from {here}"
        total += steps[there]
    return total


# --- square grids -------------------------------------------------------------------------

def test_square_neighbour_counts_corner_edge_centre() -> None:
    assert len(BOARD.neighbours((0, 0))) == 3
    assert len(BOARD.neighbours((6, 6))) == 3
    assert len(BOARD.neighbours((3, 0))) == 5
    assert len(BOARD.neighbours((0, 3))) == 5
    assert len(BOARD.neighbours(BOARD.centre())) == 8
    assert BOARD.centre() == (3, 3)


def test_square_neighbour_order_and_orthogonal() -> None:
    assert BOARD.neighbours((3, 3)) == [
        (3, 2), (4, 2), (4, 3), (4, 4), (3, 4), (2, 4), (2, 3), (2, 2),
    ]
    assert BOARD.neighbours((0, 0)) == [(1, 0), (1, 1), (0, 1)]
    assert BOARD.orthogonal((3, 3)) == [(3, 2), (4, 3), (3, 4), (2, 3)]
    assert BOARD.orthogonal((0, 6)) == [(0, 5), (1, 6)]


def test_square_cells_contains_and_bad_size() -> None:
    g = SquareGrid(3, 2)
    assert g.cells() == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    assert g.contains((2, 1)) and not g.contains((3, 1)) and not g.contains((0, -1))
    with pytest.raises(ValueError):
        SquareGrid(0, 4)


def test_chebyshev_distance() -> None:
    assert SquareGrid.distance((1, 1), (5, 5)) == 4
    assert SquareGrid.distance((0, 0), (6, 2)) == 6
    assert SquareGrid.distance((2, 3), (2, 3)) == 0


# --- hex grids ----------------------------------------------------------------------------

def test_hex_grid_neighbours_follow_directions_and_stay_on_the_map() -> None:
    g = HexGrid(spiral(ORIGIN, 2))
    assert len(g.cells()) == 19
    assert g.neighbours(ORIGIN) == list(DIRECTIONS)
    assert len(g.neighbours(Hex(2, 0))) == 3      # a corner of the big hexagon
    assert len(g.neighbours(Hex(1, 1))) == 4      # the middle of an edge
    assert not g.contains(Hex(3, 0))
    assert g.cells()[:2] == [ORIGIN, Hex(-1, 1)]  # the order given (spiral's)


def test_hex_grid_accepts_plain_tuples() -> None:
    g = HexGrid([(0, 0), (1, 0), (0, 0)])
    assert g.cells() == [Hex(0, 0), Hex(1, 0)]
    assert g.neighbours((0, 0)) == [Hex(1, 0)]  # type: ignore[arg-type]
    assert HexGrid.distance(Hex(0, 0), Hex(3, -5)) == 5


# --- movement -----------------------------------------------------------------------------

def test_budget_four_reaches_four_diagonal_steps() -> None:
    costs = reachable((0, 0), unit(BOARD), 4)
    assert costs[(4, 4)] == 4
    assert (5, 5) not in costs
    assert costs[(0, 0)] == 0
    assert set(costs) == {c for c in BOARD.cells() if max(c) <= 4}


def test_blocked_square_is_never_entered() -> None:
    wall = {(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (1, 5)}
    costs = reachable((0, 0), unit(BOARD), 20, enterable=lambda c: c not in wall)
    assert not wall & set(costs)
    assert costs[(2, 5)] == 7     # down the left column, round the end of the wall
    assert costs[(2, 0)] == 12    # and back up the other side
    assert costs[(0, 5)] == 5


def test_stops_enter_but_do_not_pass() -> None:
    enemy = {(2, 2)}
    # A corridor of one row so the only way on is through the enemy.
    corridor = SquareGrid(7, 1)
    costs = reachable((0, 0), unit(corridor), 6, stops=lambda c: c in {(2, 0)})
    assert costs == {(0, 0): 0, (1, 0): 1, (2, 0): 2}
    # On an open board the enemy square is still entered, and going round it costs one step more.
    costs = reachable((0, 0), unit(BOARD), 5, stops=lambda c: c in enemy)
    assert costs[(2, 2)] == 2 and costs[(4, 4)] == 5


def test_start_is_not_held_by_stops_or_enterable() -> None:
    costs = reachable((0, 0), unit(BOARD), 1,
                      enterable=lambda c: c != (0, 0), stops=lambda c: c == (0, 0))
    assert costs == {(0, 0): 0, (1, 0): 1, (1, 1): 1, (0, 1): 1}


def test_negative_step_cost_is_refused() -> None:
    with pytest.raises(ValueError):
        reachable(0, lambda p: [(p + 1, -1)], 3)


def two_boards(gate_cost: int = 3) -> LinkedBoards:
    boards = LinkedBoards({"earth": SquareGrid(7, 7), "shadow": SquareGrid(7, 7)})
    boards.link(("earth", (6, 6)), ("shadow", (0, 0)), gate_cost)
    return boards


def test_gate_link_costs_its_price_to_cross() -> None:
    boards = two_boards(gate_cost=3)
    start: Place = ("earth", (0, 0))
    target: Place = ("shadow", (3, 3))
    costs = reachable(start, boards.neighbours, 20)
    assert costs[("shadow", (0, 0))] == 6 + 3
    assert costs[target] == 6 + 3 + 3
    assert target not in reachable(start, boards.neighbours, 11)
    back = reachable(("shadow", (0, 0)), boards.neighbours, 3)
    assert back[("earth", (6, 6))] == 3                      # the gate works both ways


def test_linked_boards_places_links_and_neighbours() -> None:
    boards = two_boards(gate_cost=2)
    places = boards.places()
    assert len(places) == 98
    assert places[0] == ("earth", (0, 0)) and places[49] == ("shadow", (0, 0))
    boards.link(("shadow", (0, 0)), ("earth", (6, 6)), 2)         # the same link again: ignored
    boards.link(("earth", (6, 6)), ("shadow", (6, 6)), 5)
    assert boards.links_from(("earth", (6, 6))) == [
        (("shadow", (0, 0)), 2), (("shadow", (6, 6)), 5),
    ]
    assert boards.neighbours(("earth", (6, 6))) == [
        (("earth", (6, 5)), 1), (("earth", (5, 6)), 1), (("earth", (5, 5)), 1),
        (("shadow", (0, 0)), 2), (("shadow", (6, 6)), 5),
    ]
    assert boards.links_from(("earth", (0, 0))) == []


def test_bad_links_are_refused() -> None:
    boards = two_boards()
    with pytest.raises(ValueError):
        boards.link(("earth", (1, 1)), ("earth", (1, 1)))
    with pytest.raises(ValueError):
        boards.link(("earth", (1, 1)), ("moon", (1, 1)))
    with pytest.raises(ValueError):
        boards.link(("earth", (1, 1)), ("earth", (9, 9)))
    with pytest.raises(ValueError):
        boards.link(("earth", (6, 6)), ("shadow", (0, 0)), 4)      # contradicts the gate's cost


def test_hex_and_square_boards_link() -> None:
    boards = LinkedBoards({"plane": SquareGrid(3, 3), "astral": HexGrid(spiral(ORIGIN, 2))})
    boards.link(("plane", (2, 2)), ("astral", ORIGIN), 1)
    assert cheapest_path(("plane", (0, 0)), ("astral", Hex(2, 0)), boards.neighbours) == [
        ("plane", (0, 0)), ("plane", (1, 1)), ("plane", (2, 2)),
        ("astral", ORIGIN), ("astral", Hex(1, 0)), ("astral", Hex(2, 0)),
    ]


def test_cheapest_path_is_valid_and_as_cheap_as_reachable_says() -> None:
    boards = two_boards(gate_cost=3)
    start: Place = ("earth", (2, 5))
    goal: Place = ("shadow", (4, 1))
    path = cheapest_path(start, goal, boards.neighbours)
    assert path is not None and path[0] == start and path[-1] == goal
    cost = reachable(start, boards.neighbours, 100)[goal]
    assert path_cost(path, boards) == cost == 4 + 3 + 4


def test_cheapest_path_none_when_out_of_budget_or_walled_off() -> None:
    assert cheapest_path((0, 0), (6, 6), unit(BOARD), budget=5) is None
    assert cheapest_path((0, 0), (6, 6), unit(BOARD), budget=6) is not None
    wall = {(2, r) for r in range(7)}
    assert cheapest_path((0, 0), (6, 0), unit(BOARD), enterable=lambda c: c not in wall) is None
    assert cheapest_path((3, 3), (3, 3), unit(BOARD)) == [(3, 3)]


def test_cheapest_path_prefers_cheap_links_over_short_ones() -> None:
    # A chain 0-1-2-3 with a direct but dear 0-3 link: three cheap steps win.
    steps = {0: [(1, 1), (3, 5)], 1: [(0, 1), (2, 1)], 2: [(1, 1), (3, 1)], 3: [(2, 1), (0, 5)]}
    assert cheapest_path(0, 3, steps.__getitem__) == [0, 1, 2, 3]
    assert reachable(0, steps.__getitem__, 10) == {0: 0, 1: 1, 2: 2, 3: 3}


def test_ties_follow_neighbour_order() -> None:
    # Two equally cheap routes round a square; the first offered neighbour's route wins every time.
    steps = {"a": [("b", 1), ("c", 1)], "b": [("d", 1)], "c": [("d", 1)], "d": []}
    assert cheapest_path("a", "d", steps.__getitem__) == ["a", "b", "d"]
    steps["a"] = [("c", 1), ("b", 1)]
    assert cheapest_path("a", "d", steps.__getitem__) == ["a", "c", "d"]


# --- hex lines and sight ------------------------------------------------------------------

def test_hex_line_examples() -> None:
    assert hex_line(ORIGIN, ORIGIN) == [ORIGIN]
    assert hex_line(ORIGIN, Hex(3, 0)) == [ORIGIN, Hex(1, 0), Hex(2, 0), Hex(3, 0)]
    assert hex_line(Hex(0, 2), Hex(0, -1)) == [Hex(0, 2), Hex(0, 1), ORIGIN, Hex(0, -1)]
    assert hex_line(ORIGIN, Hex(3, -1)) == [ORIGIN, Hex(1, 0), Hex(2, -1), Hex(3, -1)]
    # Exactly along the edge between (1, 0) and (0, 1): the nudge picks one side, always the same.
    assert hex_line(ORIGIN, Hex(2, 2)) == [ORIGIN, Hex(0, 1), Hex(1, 1), Hex(1, 2), Hex(2, 2)]


def test_sight_blocked_by_a_hex_in_the_middle() -> None:
    assert line_of_sight(ORIGIN, Hex(4, 0), lambda h: False)
    assert not line_of_sight(ORIGIN, Hex(4, 0), lambda h: h == Hex(2, 0))
    assert not line_of_sight(ORIGIN, Hex(3, -1), lambda h: h == Hex(2, -1))
    # The ends never block: a piece in a wood sees out of it and into another.
    assert line_of_sight(ORIGIN, Hex(4, 0), lambda h: h in {ORIGIN, Hex(4, 0)})
    assert line_of_sight(ORIGIN, Hex(1, 0), lambda h: True)


def test_sight_along_an_edge_needs_both_sides_blocked() -> None:
    a, b = ORIGIN, Hex(1, 1)                  # the line runs between (1, 0) and (0, 1)
    assert line_of_sight(a, b, lambda h: h == Hex(1, 0))
    assert line_of_sight(a, b, lambda h: h == Hex(0, 1))
    assert not line_of_sight(a, b, lambda h: h in {Hex(1, 0), Hex(0, 1)})
    far = Hex(2, 2)
    one_side = {Hex(1, 0), Hex(2, 1)}
    assert line_of_sight(ORIGIN, far, lambda h: h in one_side)
    assert not line_of_sight(ORIGIN, far, lambda h: h in one_side | {Hex(0, 1)})
    assert not line_of_sight(ORIGIN, far, lambda h: h == Hex(1, 1))   # the centre hex itself


# --- properties ---------------------------------------------------------------------------

cells = st.tuples(st.integers(-20, 20), st.integers(-20, 20))
hexes = st.builds(Hex, st.integers(-20, 20), st.integers(-20, 20))


@given(cells, cells, cells)
def test_square_distance_is_a_metric(a: Cell, b: Cell, c: Cell) -> None:
    d = SquareGrid.distance
    assert d(a, b) == d(b, a) >= 0
    assert (d(a, b) == 0) == (a == b)
    assert d(a, c) <= d(a, b) + d(b, c)


@given(hexes, hexes, hexes)
def test_hex_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    d = HexGrid.distance
    assert d(a, b) == d(b, a) == a.distance(b)
    assert (d(a, b) == 0) == (a == b)
    assert d(a, c) <= d(a, b) + d(b, c)


@given(st.integers(1, 9), st.integers(1, 9), st.data())
def test_square_neighbours_are_at_distance_one(cols: int, rows: int, data: st.DataObject) -> None:
    g = SquareGrid(cols, rows)
    c = data.draw(st.sampled_from(g.cells()))
    ns = g.neighbours(c)
    assert len(set(ns)) == len(ns) and all(g.contains(n) and g.distance(c, n) == 1 for n in ns)
    # King moves are exactly the in-bounds cells at distance 1.
    assert set(ns) == {x for x in g.cells() if g.distance(c, x) == 1}
    assert set(g.orthogonal(c)) == {n for n in ns if n[0] == c[0] or n[1] == c[1]}


@given(st.sets(hexes, min_size=1, max_size=40), st.data())
def test_hex_neighbours_are_at_distance_one(hs: set[Hex], data: st.DataObject) -> None:
    g = HexGrid(sorted(hs))
    h = data.draw(st.sampled_from(g.cells()))
    assert set(g.neighbours(h)) == {x for x in hs if g.distance(h, x) == 1}


def bfs(grid: SquareGrid, start: Cell, budget: int,
        blocked: set[Cell], stopping: set[Cell]) -> dict[Cell, int]:
    """Plain breadth-first search, the obvious answer for unit costs."""
    seen = {start: 0}
    todo = deque([start])
    while todo:
        c = todo.popleft()
        if seen[c] == budget or (c != start and c in stopping):
            continue
        for n in grid.neighbours(c):
            if n not in seen and n not in blocked:
                seen[n] = seen[c] + 1
                todo.append(n)
    return seen


@settings(max_examples=150)
@given(st.integers(1, 6), st.integers(1, 6), st.integers(0, 8), st.data())
def test_reachable_matches_bfs(cols: int, rows: int, budget: int, data: st.DataObject) -> None:
    g = SquareGrid(cols, rows)
    start = data.draw(st.sampled_from(g.cells()))
    blocked = data.draw(st.sets(st.sampled_from(g.cells())))
    stopping = data.draw(st.sets(st.sampled_from(g.cells())))
    got = reachable(start, unit(g), budget,
                    enterable=lambda c: c not in blocked, stops=lambda c: c in stopping)
    assert got == bfs(g, start, budget, blocked - {start}, stopping)
    for goal, cost in got.items():
        path = cheapest_path(start, goal, unit(g), budget,
                             enterable=lambda c: c not in blocked, stops=lambda c: c in stopping)
        assert path is not None and len(path) - 1 == cost
        assert all(g.distance(x, y) == 1 for x, y in zip(path, path[1:]))
        assert not blocked & set(path[1:])
        assert not stopping & set(path[1:-1])


@given(hexes, hexes)
def test_hex_line_is_connected_and_as_long_as_the_distance(a: Hex, b: Hex) -> None:
    line = hex_line(a, b)
    assert len(line) == a.distance(b) + 1
    assert line[0] == a and line[-1] == b
    assert all(x.distance(y) == 1 for x, y in zip(line, line[1:]))
    # The nudge is the same for both directions, so drawing it backwards gives the same hexes.
    assert hex_line(b, a) == line[::-1]


@given(hexes, hexes)
def test_open_sight_and_wall_of_everything(a: Hex, b: Hex) -> None:
    assert line_of_sight(a, b, lambda h: False)
    assert line_of_sight(a, b, lambda h: True) == (a.distance(b) <= 1)
