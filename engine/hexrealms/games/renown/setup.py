"""Setting up [Map] [Monsters] [Outposts] [Start] (R-R1, R-R2, R-R12): turn order by lot, the
map (seeded, or built tile by tile), the first monsters, four outposts each, 1 of every
resource."""

from __future__ import annotations

from .config import RenownConfig
from .content import RESOURCES, content
from .hexmap import Tile, build_spots, random_map, tile_bag
from .missions import dealt
from .state import RULES_VERSION, Decision, Monster, Player, State
from .text import open_hex_name, tile_name, with_article

_C = content()
NUM = _C.numbers


def initial_state(config: RenownConfig) -> State:
    """The table before the first chance point: turn order is drawn first. The game plays by
    the rules version its config names (a link's older rules), else the current one."""
    s = State()
    s.rules = config.rules(RULES_VERSION)
    n = len(config.players)
    s.solo = n == 1
    s.round_limit = NUM.solo_turns if s.solo else NUM.round_limit
    s.players = [Player(i, seat.name, seat.bot, dict(NUM.start_resources),
                        outposts_left=NUM.outposts, towers_left=NUM.towers)
                 for i, seat in enumerate(config.players)]
    for p in s.players:  # every resource named, even one a start gives none of
        for r in RESOURCES:
            p.res.setdefault(r, 0)
    if config.layout == "random":
        assert config.map is not None
        s.map = random_map(n, config.map)
    s.deck = dealt(n, s.rules)
    s.step = "first"
    s.chance.append(("first", {}))
    s.chance += [("mission", {})] * _C.face_up  # three missions face up (R-R11)
    s.log.append("Turn order is drawn by lot.")
    return s


def set_order(state: State, first: int) -> None:
    """Turn order starts at the drawn seat and goes round the table (R-R12); then the map is
    built (build layout) or the monsters are placed."""
    n = len(state.players)
    state.order = [(first + i) % n for i in range(n)]
    state.active = first
    state.log.append(f"{state.players[first].name} goes first.")
    if not state.map.tiles:
        state.step = "build"
        for p in state.players:
            p.bag = tile_bag()
        state.setup_left = [state.order[i % n] for i in range(n * len(tile_bag()))]
    else:
        begin_monsters(state)


def build_actions_spots(state: State, seat: int) -> list[tuple[str, str]]:
    """(terrain, tile id) pairs ``seat`` may place now (R-R1)."""
    out = []
    for terrain in dict.fromkeys(state.players[seat].bag):
        for h in build_spots(state.map, terrain):
            out.append((terrain, f"{h.q},{h.r}"))
    return out


def place_tile(state: State, seat: int, terrain: str, where: str) -> None:
    """Places one of ``seat``'s tiles (R-R1); the n-th Empty tile of a player shows mark n."""
    p = state.players[seat]
    p.bag.remove(terrain)
    q, r = (int(x) for x in where.split(","))
    mark = None
    if terrain == "empty":
        mark = NUM.empty_marks - p.bag.count("empty")
    spot = open_hex_name(state, where)
    state.map = state.map.with_tile(Tile(q, r, terrain, seat, mark))
    state.setup_left.pop(0)
    state.log.append(f"{p.name} lays {with_article(_C.terrain[terrain].name)} tile on {spot}: "
                     f"it is {tile_name(state, state.map.by_id[where])}"
                     + (f" (mark {mark})" if mark else "") + ".")
    if not state.setup_left:
        begin_monsters(state)


def begin_monsters(state: State) -> None:
    """Players + 1 monsters (solo: 2), placed in turn order; the first player places the
    last as well (R-R2)."""
    state.step = "monsters"
    n = len(state.players)
    count = NUM.solo_monsters if state.solo else n + 1
    state.setup_left = [state.order[i % n] for i in range(count - 1)] + [state.order[0]]


def monster_spots(state: State, mark: int) -> list[int]:
    """Free Empty tiles showing ``mark`` (a 6: any free Empty tile); when none shows it, any
    free Empty tile; when no Empty tile is free, any free land tile (R-R2, RULES-NOTES)."""
    taken = set(state.occupant())
    tiles = state.map.tiles
    empty = [i for i, t in enumerate(tiles) if t.terrain == "empty" and i not in taken]
    marked = [i for i in empty if mark == 6 or tiles[i].mark == mark]
    if marked:
        return marked
    if empty:
        return empty
    return [i for i, t in enumerate(tiles) if t.land and i not in taken]


def begin_outposts(state: State) -> None:
    """Four outposts each, one at a time in turn order [Outposts]."""
    state.step = "outposts"
    state.setup_left = state.order * NUM.start_outposts


def place_outpost(state: State, seat: int, tile: int) -> None:
    p = state.players[seat]
    state.buildings[tile] = (seat, False)
    p.outposts_left -= 1
    state.setup_left.pop(0)
    state.log.append(f"{p.name} sets up an outpost on {tile_name(state, tile)}.")


def monster_decision(state: State, seat: int, kind: str, mark: int) -> Decision:
    return Decision(seat, "monster", {"kind": kind, "mark": mark})


def place_monster(state: State, d: Decision, tile: int, forced: bool = False) -> None:
    """A monster placed by its placer, who owns it (R-R2); ``forced``: the only free tile it
    could take, placed without asking (rules version 2, ``turn.forced_step``)."""
    kind = d.data["kind"]
    m = Monster(state.next_id, kind, _C.monster[kind].hp, tile, d.seat)
    state.next_id += 1
    state.monsters[m.id] = m
    state.setup_left.pop(0)
    who, what, where = state.players[d.seat].name, _C.monster[kind].name, tile_name(state, tile)
    if forced:
        state.log.append(f"{who}'s {what} appears on {where}, the only free tile it may take.")
    else:
        state.log.append(f"{who} places the {what} on {where}.")
