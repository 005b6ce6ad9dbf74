from hexrealms.core.hexgrid import DIRECTIONS, ORIGIN, Hex, ring, spiral


def test_neighbours_are_at_distance_one_and_distinct() -> None:
    h = Hex(2, -1)
    ns = h.neighbours()
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)


def test_cube_coordinate_and_distance() -> None:
    assert Hex(3, -5).s == 2
    assert Hex(0, 0).distance(Hex(3, -5)) == 5
    assert Hex(-2, 1).distance(Hex(1, 1)) == 3


def test_consecutive_directions_are_adjacent() -> None:
    for i in range(6):
        assert DIRECTIONS[i].distance(DIRECTIONS[(i + 1) % 6]) == 1
        assert DIRECTIONS[i] + DIRECTIONS[(i + 3) % 6] == ORIGIN


def test_rings_and_spiral() -> None:
    for k in range(1, 5):
        r = ring(ORIGIN, k)
        assert len(r) == 6 * k == len(set(r))
        assert all(h.length() == k for h in r)
    assert len(list(spiral(ORIGIN, 3))) == 37
    assert ring(Hex(1, 1), 0) == [Hex(1, 1)]
