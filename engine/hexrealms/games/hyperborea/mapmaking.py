"""Mapmaking and the fog of war (rulebook, "3. Mapmaking" and "Fog of War"; RULINGS 10).

Which tile lies face-down on a hexagon is not decided at setup: it is drawn, as a chance
outcome, at the moment the hexagon turns face-up (ARCHITECTURE.md principle 4).
"""

from __future__ import annotations

from .config import HyperboreaConfig
from .content import GHOSTS, RUIN_METAL, TOKENS_PER_RUIN, HexagonFace, map_content, rules_content
from .layout import adjacency, layout_for
from .state import GHOST, HexSpace, Miniature, PlayerState, State

MINIATURES_PER_PLAYER = 10
STARTING_MINIATURES = 3


def homeland_face(space: HexSpace, race_side: str | None) -> HexagonFace:
    """A Homeland hexagon's face: the race side in Race War games, else the neutral side."""
    assert space.homeland_slot is not None
    if race_side is not None:
        side = next(s for s in rules_content().race_sides if s.race == race_side)
        return side.hexagons[space.homeland_slot]
    return map_content().neutral_homeland.hexagons[space.homeland_slot]


def face_of(space: HexSpace, state: State | None = None) -> HexagonFace | None:
    """What is printed on a hexagon, or ``None`` while it is face-down. Homelands show their
    race side when ``state`` plays with race sides."""
    if space.region == "homeland":
        race = None
        if state is not None and state.race_sides:
            assert space.home_of is not None
            race = state.players[space.home_of].race
        return homeland_face(space, race)
    if space.tile is None:
        return None
    return map_content().tile(space.tile).face


def new_state(config: HyperboreaConfig) -> State:
    """The table after setup steps 1 and 3: seats, Homelands face-up with their bronze ruin
    tokens, the Centre and Borderlands face-down, 3 miniatures per player outside their Capital
    City. With the open-map variant every face-down hexagon is queued to be revealed at once."""
    layout = layout_for(len(config.players))
    supply = dict(map_content().ruin_tokens)
    hexes: list[HexSpace] = [HexSpace(0, layout.centre, "centre")]
    for coord in layout.borderlands:
        hexes.append(HexSpace(len(hexes), coord, "borderland"))
    for seat, triangle in enumerate(layout.homelands):
        for slot, coord in enumerate(triangle):
            space = HexSpace(len(hexes), coord, "homeland", home_of=seat, homeland_slot=slot,
                             face_up=True)
            face = homeland_face(space, config.players[seat].race
                                 if config.mode == "race_war" else None)
            space.city_occupants = [None] * len(face.cities)
            space.ruin_tokens = [_take_tokens(supply, "bronze") for _ in range(face.ruins)]
            space.ruin_occupants = [None] * face.ruins
            hexes.append(space)
    players = []
    for seat, p in enumerate(config.players):
        assert p.race is not None
        capital = next(h.index for h in hexes if h.home_of == seat and h.homeland_slot == 0)
        minis = [Miniature(f"m{seat}.{k}", seat, capital if k < STARTING_MINIATURES else None)
                 for k in range(MINIATURES_PER_PLAYER)]
        players.append(PlayerState(seat, p.name, p.race, p.bot, minis))
    state = State(players=players, hexes=hexes, ruin_supply=supply, ghost_box=GHOSTS,
                  race_sides=config.mode == "race_war")
    state.chance_queue.append(("first", {}))
    if config.variants.open_map:
        state.chance_queue += [("reveal", {"hex": h.index}) for h in hexes if not h.face_up]
    return state


def _take_tokens(supply: dict[str, int], metal: str) -> int:
    n = min(TOKENS_PER_RUIN[metal], supply[metal])  # type: ignore[index]
    supply[metal] -= n
    return n


def queue_fog_reveal(state: State, entered: HexSpace) -> None:
    """A miniature entered (or was placed in) ``entered``: every face-down neighbour turns
    face-up, before anything else that move triggers (RULINGS 10). Queued first among the
    chance points, in hexagon order."""
    queued = {d["hex"] for k, d in state.chance_queue if k == "reveal"}
    new = [("reveal", {"hex": n}) for n in adjacency(len(state.players))[entered.index]
           if not state.hexes[n].face_up and n not in queued]
    state.chance_queue[:0] = new


def tiles_left(state: State, region: str) -> list[str]:
    """Tile ids of ``region`` not yet on the map: the face-down pool a reveal draws from."""
    content = map_content()
    pool = content.central_tiles if region == "centre" else content.borderland_tiles
    used = {h.tile for h in state.hexes}
    return [t.id for t in pool if t.id not in used]


def reveal(state: State, space: HexSpace, tile_id: str) -> None:
    """Turns ``space`` face-up as ``tile_id``: a face-down stack of ruin tokens on each ruin
    space (2 silver; 3 gold in the Centre) and one Ghost in each city and on each ruin stack,
    while the box has Ghosts (rulebook, "Fog of War")."""
    if space.face_up:
        raise ValueError(f"{space.id} is already face-up")
    if tile_id not in tiles_left(state, space.region):
        raise ValueError(f"tile {tile_id} cannot lie on {space.id}")
    space.tile = tile_id
    space.face_up = True
    face = face_of(space, state)
    assert face is not None
    metal = RUIN_METAL[space.region]  # type: ignore[index]
    space.city_occupants = [_ghost(state) for _ in face.cities]
    space.ruin_tokens = [_take_tokens(state.ruin_supply, metal) for _ in range(face.ruins)]
    space.ruin_occupants = [_ghost(state) if n else None for n in space.ruin_tokens]


def _ghost(state: State) -> int | None:
    if state.ghost_box == 0:
        return None
    state.ghost_box -= 1
    return GHOST
