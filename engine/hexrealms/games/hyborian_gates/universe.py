"""The universe: six 7×7 square boards joined by Gates, rolled from the game's universe number
([THE MAP], [GATES], [CONNECTIONS TABLE], [GATE NAMES], [CITIES]; R-G1, R-G3, R-G4).

The map is public at once and never changes, so it is derived with the project's PRNG from the
config's universe number (itself drawn from the seed and kept in the config, so save links,
which never hold the seed, rebuild it) — not a chance point — and shared, unchanged, by every
copy of a game's state. A roll that breaks R-G3 is thrown away whole and rolled again, so a
number always gives the same valid universe.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...core.grid import LinkedBoards, SquareGrid
from ...core.rng import Rng
from .content import content

#: Mixed into the universe number before rolling.
MAP_SALT = 0x6A7E5_0F_D1
SHANGRILA = "Shang-Ri-La"


def lap_suffix(lap: int) -> str:
    """"" for the first use of a name, then " II", " III" … (R-G4)."""
    if lap == 0:
        return ""
    n, out = lap + 1, ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + letters, n - value
    return " " + out


class Space:
    """One square of the universe. ``index`` = board × 49 + row × 7 + col; ``connects`` is the
    set of dimension indices a Gate's connection rolls gave (empty elsewhere); ``region`` the
    land region (8-way connected non-Blocked squares of one board; ``-1`` on Blocked)."""

    __slots__ = ("index", "id", "board", "col", "row", "terrain", "name", "short", "connects",
                 "region")

    def __init__(self, index: int, id: str, board: int, col: int, row: int, terrain: str,
                 name: str, short: str, connects: frozenset[int], region: int) -> None:
        self.index, self.id, self.board, self.col, self.row = index, id, board, col, row
        self.terrain, self.name, self.short = terrain, name, short
        self.connects, self.region = connects, region

    @property
    def cell(self) -> tuple[int, int]:
        return (self.col, self.row)

    def __repr__(self) -> str:
        return f"Space({self.id}, {self.terrain}{', ' + self.name if self.name else ''})"


class Universe:
    """The rolled map: spaces, Gate links and the movement graph, all read-only."""

    __slots__ = ("spaces", "by_id", "boards", "near", "links", "moves", "steps", "pyramids",
                 "gates", "cities", "shangrila", "attempts")

    def __init__(self, spaces: list[Space], boards: LinkedBoards, attempts: int) -> None:
        size = content().board_size
        self.spaces: tuple[Space, ...] = tuple(spaces)
        self.by_id: dict[str, int] = {s.id: s.index for s in spaces}
        self.boards = boards
        self.attempts = attempts
        ids = content().dimension_ids
        place_index = {(ids[s.board], s.cell): s.index for s in spaces}
        hop = content().numbers.gate_hop_cost
        near: list[tuple[int, ...]] = []
        links: list[tuple[int, ...]] = []
        moves: list[tuple[tuple[int, int], ...]] = []
        for s in spaces:
            grid = boards.boards[ids[s.board]]
            near.append(tuple(place_index[(ids[s.board], c)] for c in grid.neighbours(s.cell)  # type: ignore[arg-type]
                              if spaces[place_index[(ids[s.board], c)]].terrain != "blocked"))
            links.append(tuple(place_index[p] for p, _ in boards.links_from((ids[s.board], s.cell))))
            if s.terrain == "blocked":
                moves.append(())
                continue
            # one step costs 1 MP on the board; a Gate hop costs what the link says (1 MP)
            moves.append(tuple((place_index[p], cost)
                               for p, cost in boards.neighbours((ids[s.board], s.cell))
                               if spaces[place_index[p]].terrain != "blocked"))
        self.near = tuple(near)
        self.links = tuple(links)
        self.moves = tuple(moves)
        #: ``moves`` without costs when every step costs 1 MP (the printed rules: a king step
        #: or a Gate hop), so movement can search breadth-first; ``None`` otherwise.
        self.steps: tuple[tuple[int, ...], ...] | None = (
            tuple(tuple(p for p, _ in m) for m in moves)
            if all(cost == 1 for m in moves for _, cost in m) else None)
        centre = size // 2
        self.pyramids = tuple(b * size * size + centre * size + centre for b in range(len(ids)))
        self.gates = tuple(s.index for s in spaces if s.terrain == "gate")
        self.cities = tuple(s.index for s in spaces if s.terrain == "city")
        gate_regions = {spaces[g].region for g in self.gates}
        #: Cities whose land region holds no Gate (G4): never a starting City (R-G7)
        self.shangrila = frozenset(c for c in self.cities if spaces[c].region not in gate_regions)

    def space(self, space_id: str) -> Space:
        """The space with this id; ``KeyError`` if there is none."""
        return self.spaces[self.by_id[space_id]]

    def neighbours(self, index: int) -> tuple[tuple[int, int], ...]:
        """Where one step of movement leads from a space, with its MP cost: the non-Blocked
        squares around it (8-way, R-G1) and, from a Gate, every connected Gate [MOVE PHASE]."""
        return self.moves[index]


def connected(dim_a: int, set_a: frozenset[int], dim_b: int, set_b: frozenset[int]) -> bool:
    """Two Gates are connected iff each one's connection set holds the other's dimension
    (same dimension too) [GATES example, G3]."""
    return dim_b in set_a and dim_a in set_b


def land_regions(terrain: Sequence[str], size: int) -> list[int]:
    """Region id of every square of one board: 8-way connected non-Blocked squares share an
    id (a diagonal step between two Blocked squares is allowed, R-G1); ``-1`` on Blocked."""
    grid = SquareGrid(size, size)
    region = [-1] * len(terrain)
    next_id = 0
    for start, cell in enumerate(grid.cells()):
        if terrain[start] == "blocked" or region[start] != -1:
            continue
        region[start] = next_id
        todo = [cell]
        while todo:
            c = todo.pop()
            for n in grid.neighbours(c):
                i = n[1] * size + n[0]
                if terrain[i] != "blocked" and region[i] == -1:
                    region[i] = next_id
                    todo.append(n)
        next_id += 1
    return region


def problems(terrain: Sequence[Sequence[str]], connects: dict[tuple[int, int], frozenset[int]],
             size: int) -> list[str]:
    """Why a rolled universe is not valid (R-G3); empty when it is. ``terrain[b]`` is board
    ``b``'s squares row by row; ``connects[(b, i)]`` the connection set of the Gate at square
    ``i`` of board ``b``."""
    out: list[str] = []
    names = [d.name for d in content().dimensions]
    centre = (size // 2) * size + size // 2
    for b, board in enumerate(terrain):
        region = land_regions(board, size)
        gates = [i for i, t in enumerate(board) if t == "gate"]
        gate_regions = {region[i] for i in gates}
        if len(gates) < 2:
            out.append(f"{names[b]} has fewer than 2 Gates")
        if not any(t == "city" and region[i] in gate_regions for i, t in enumerate(board)):
            out.append(f"{names[b]} has no City reachable by land from a Gate")
        if region[centre] not in gate_regions:
            out.append(f"the Pyramid of {names[b]} is not reachable by land from a Gate")
    # gates join all six dimensions: the graph of dimensions linked by some pair of Gates
    reach = {0}
    todo = [0]
    gate_list = sorted(connects.items())
    while todo:
        b = todo.pop()
        for (ba, _), sa in gate_list:
            if ba != b:
                continue
            for (bb, _), sb in gate_list:
                if bb not in reach and connected(ba, sa, bb, sb):
                    reach.add(bb)
                    todo.append(bb)
    if len(reach) < len(terrain):
        out.append("the Gates do not join all six dimensions")
    return out


def _roll(rng: Rng, size: int) -> tuple[list[list[str]], dict[tuple[int, int], frozenset[int]]]:
    """One roll of every board: a d10 per non-Pyramid square, row by row, board by board
    [THE MAP]; then 3d6 per Gate, in the same order [GATES]."""
    c = content()
    centre = (size // 2) * size + size // 2
    terrain = [["pyramid" if i == centre else c.terrain_for(rng.randint(1, 10))
                for i in range(size * size)] for _ in c.dimensions]
    connects = {}
    for b, board in enumerate(terrain):
        for i, t in enumerate(board):
            if t == "gate":
                rolls = [rng.randint(1, 6) for _ in range(c.connection_rolls)]
                connects[(b, i)] = frozenset(c.dimension_ids.index(c.dimension_for(r)) for r in rolls)
    return terrain, connects


def _key_word(name: str) -> str:
    """The word a Gate is known by: "The Norn's Gate" → "Norn", "Zagreus' Gate" → "Zagreus"."""
    return name.removeprefix("The ").split()[0].split("'")[0]


def _gate_names(rng: Rng, dim: int, count: int) -> list[tuple[str, str]]:
    """Names for a board's Gates in row-major order, drawn at random from its list; when the
    list runs out the names come round again with "II", "III" … (R-G4). With the short (≤ 3
    characters) shown on the square."""
    pool = list(content().dimensions[dim].gates)
    rng.shuffle(pool)
    out = []
    for k in range(count):
        base, lap = pool[k % len(pool)], k // len(pool)
        key = _key_word(base)
        out.append((base + lap_suffix(lap), key[:3] if lap == 0 else key[:2] + str(lap + 1)))
    return out


def _city_names(board: int, terrain: Sequence[str], size: int, gate_names: dict[int, str],
                region: Sequence[int], shangrila: list[int]) -> dict[int, tuple[str, str]]:
    """Each City of a board named after its nearest Gate by Chebyshev distance, ties to the
    first Gate in row-major order ([CITIES], R-G4); "Shang-Ri-La" when its land region holds no
    Gate (G4); "<Dimension> City n" on a board without Gates. Repeated names get "II" …"""
    dim = content().dimensions[board]
    gates = sorted(gate_names)
    gate_regions = {region[g] for g in gates}
    used: dict[str, int] = {}
    out: dict[int, tuple[str, str]] = {}
    n = 0
    for i, t in enumerate(terrain):
        if t != "city":
            continue
        if not gates:
            n += 1
            out[i] = (f"{dim.name} City {n}", f"C{n}")
            continue
        if region[i] not in gate_regions:
            shangrila.append(i)
            out[i] = (SHANGRILA + lap_suffix(len(shangrila) - 1), "SRL")
            continue
        nearest = min(gates, key=lambda g: (SquareGrid.distance((i % size, i // size),
                                                                (g % size, g // size)), g))
        base = gate_names[nearest] + " City"
        lap = used.get(base, 0)
        used[base] = lap + 1
        out[i] = (base + lap_suffix(lap), _key_word(gate_names[nearest])[:2] + "C")
    return out


@lru_cache(maxsize=64)
def roll_universe(number: int) -> Universe:
    """Universe number ``number``: rolled until valid (R-G3), then named (R-G4)."""
    size = content().board_size
    rng = Rng(number ^ MAP_SALT)
    attempts = 0
    while True:
        attempts += 1
        terrain, connects = _roll(rng, size)
        if not problems(terrain, connects, size):
            return build_universe(terrain, connects, rng, attempts)


def build_universe(terrain: Sequence[Sequence[str]], connects: dict[tuple[int, int], frozenset[int]],
                   rng: Rng, attempts: int = 1) -> Universe:
    """Names the spaces of rolled (or given) boards with ``rng`` and links the Gates (G3, G4)."""
    c = content()
    size = c.board_size
    boards = LinkedBoards({d.id: SquareGrid(size, size) for d in c.dimensions})
    ids = c.dimension_ids
    spaces: list[Space] = []
    shangrila: list[int] = []
    region_base = 0
    for b, board in enumerate(terrain):
        gate_cells = [i for i, t in enumerate(board) if t == "gate"]
        gnames = dict(zip(gate_cells, _gate_names(rng, b, len(gate_cells))))
        region = land_regions(board, size)
        cnames = _city_names(b, board, size, {i: n for i, (n, _) in gnames.items()}, region,
                             shangrila)
        prefix = c.dimensions[b].prefix
        for i, t in enumerate(board):
            col, row = i % size, i // size
            name, short = "", ""
            if t == "gate":
                name, short = gnames[i]
            elif t == "city":
                name, short = cnames[i]
            elif t == "pyramid":
                name, short = f"Pyramid of {c.dimensions[b].name}", "PYR"
            spaces.append(Space(b * size * size + i, f"{prefix}.c{col}r{row}", b, col, row, t,
                                name, short, connects.get((b, i), frozenset()),
                                -1 if region[i] < 0 else region_base + region[i]))
        region_base += max(region, default=-1) + 1
    gates = [s for s in spaces if s.terrain == "gate"]
    for a in gates:
        for g in gates:
            if g.index > a.index and connected(a.board, a.connects, g.board, g.connects):
                boards.link((ids[a.board], a.cell), (ids[g.board], g.cell),
                            cost=c.numbers.gate_hop_cost)
    return Universe(spaces, boards, attempts)
