"""Scenario helpers for Renown & Dragon Towers: stage a position directly on the live state
(a small hand-made map, pieces put where the test wants them), act through the ``Game``
facade with chance outcomes chosen by the test, check."""

from __future__ import annotations

from typing import Any

from hexrealms import Game
from hexrealms.games.renown.content import RESOURCES, content
from hexrealms.games.renown.hexmap import HexMap, Tile
from hexrealms.games.renown.state import Monster, State, Troop

C = content()
NUM = C.numbers

#: the six axial steps in the brief's numbering (R-R1): 1 E, 2 SE, 3 SW, 4 W, 5 NW, 6 NE —
#: written out here independently of the engine's table.
STEPS = {1: (1, 0), 2: (0, 1), 3: (-1, 1), 4: (-1, 0), 5: (0, -1), 6: (1, -1)}


def new_game(players: Any = 2, seed: int = 3, auto: bool = False, **config: Any) -> Game:
    return Game.new({"ruleset": "renown", "players": players, "seed": seed, **config},
                    auto_chance=auto)


def ids(g: Game) -> list[str]:
    return g.legal_action_ids()


def settle(g: Game) -> None:
    """Applies the first chance outcome while chance is due (for ``auto=False`` games)."""
    while g.current_player == "chance":
        g.apply_chance(g.chance_outcomes()[0][0])


def to_first_turn(g: Game) -> None:
    """Plays the setup (first outcomes, first choices) up to the first player's Gather."""
    s = g.state
    while not (s.step == "gather" and not s.chance and not s.pending):
        if g.current_player == "chance":
            g.apply_chance(g.chance_outcomes()[0][0])
        else:
            g.act(ids(g)[0])


def hexagon(radius: int = 3, fill: str = "food") -> dict[str, str]:
    """A hexagon of tiles of ``fill`` around 0,0: tile id → terrain."""
    return {f"{q},{r}": fill for q in range(-radius, radius + 1)
            for r in range(-radius, radius + 1) if abs(q + r) <= radius}


def make_map(layout: dict[str, str]) -> HexMap:
    """A map from tile id → terrain; ``"empty:3"`` is an Empty tile marked 3."""
    tiles = []
    for where, terrain in layout.items():
        q, r = (int(x) for x in where.split(","))
        mark = None
        if ":" in terrain:
            terrain, m = terrain.split(":")
            mark = int(m)
        tiles.append(Tile(q, r, terrain, 0, mark))
    return HexMap(tuple(sorted(tiles, key=lambda t: (t.r, t.q))))


def blank(players: int = 2, seed: int = 3, layout: dict[str, str] | None = None) -> Game:
    """A game at seat 0's Gather in round 1 with nothing on the table: no outposts, troops or
    monsters, every piece in the box, no resources; turn order 0, 1, 2 …; the map replaced
    by ``layout`` when given. Chance is applied by the test."""
    g = new_game(players, seed)
    to_first_turn(g)
    s = g.state
    if layout is not None:
        s.map = make_map(layout)
    s.buildings.clear()
    s.troops.clear()
    s.monsters.clear()
    for p in s.players:
        p.res = {r: 0 for r in RESOURCES}
        p.outposts_left, p.towers_left = NUM.outposts, NUM.towers
        p.renown = p.towers_built = p.kills = p.offers = p.damage = p.damage_last = 0
        p.missions = []
    s.order = list(range(players))
    s.active, s.step, s.round, s.turns = 0, "gather", 1, 1
    s.respawns, s.setup_left = [], []
    s.log.clear()
    s.rolls.clear()
    return g


def at(s: State, where: str) -> int:
    return s.map.by_id[where]


def troop(s: State, seat: int, kind: str, where: str, hp: int | None = None) -> Troop:
    """A troop of ``seat`` on a tile, with its full Move and no attack made."""
    k = C.troop[kind]
    t = Troop(s.next_id, seat, kind, k.hp if hp is None else hp, at(s, where), moves=k.move)
    s.next_id += 1
    s.troops[t.id] = t
    return t


def monster(s: State, kind: str, where: str, owner: int = 0, hp: int | None = None) -> Monster:
    m = Monster(s.next_id, kind, C.monster[kind].hp if hp is None else hp, at(s, where), owner)
    s.next_id += 1
    s.monsters[m.id] = m
    return m


def outpost(s: State, seat: int, where: str, tower: bool = False) -> None:
    """An outpost (or Dragon Tower) of ``seat`` taken from its box onto a tile."""
    s.buildings[at(s, where)] = (seat, tower)
    if tower:
        s.players[seat].towers_left -= 1
        s.players[seat].towers_built += 1
    else:
        s.players[seat].outposts_left -= 1


def give(s: State, seat: int, **res: int) -> None:
    for r, n in res.items():
        s.players[seat].res[r] += n


def to_commerce(g: Game, pick: str = "food", d4: str = "1") -> None:
    """From the Gather: the active player picks ``pick``, the d4 shows ``d4``."""
    g.act(f"gather:{pick}")
    g.apply_chance(d4)
    assert g.state.step == "commerce"


def commerce_ids(g: Game, pick: str = "food", d4: str = "1") -> list[str]:
    """From the Gather: what the Commerce offers, or ``[]`` when it had nothing to offer and
    ended by itself (a forced step)."""
    g.act(f"gather:{pick}")
    g.apply_chance(d4)
    return ids(g) if g.state.step == "commerce" else []


def finish_turn(g: Game, wind: str = "4") -> None:
    """Ends the active player's turn from its Commerce or Troop phase: "Done trading" (which
    ends the turn as well when no troop can move or attack), else "End the turn"; then the
    wind's d6 if a monster is on the map."""
    if g.state.step == "commerce":
        g.act("end_commerce")
    if g.state.step == "troops":
        g.act("end_turn")
    if g.current_player == "chance":  # no wind without monsters
        g.apply_chance(wind)


def to_troops(g: Game) -> None:
    """From the Gather to the Troop phase: a Commerce with nothing to do ends by itself (a
    forced step), else "Done trading"."""
    g.act("gather:food")
    g.apply_chance("1")
    if g.state.step == "commerce":
        g.act("end_commerce")
    assert g.state.step == "troops"


def neighbour(where: str, d: int) -> str:
    """The tile id one step from ``where`` in direction ``d`` (1 E … 6 NE)."""
    q, r = (int(x) for x in where.split(","))
    dq, dr = STEPS[d]
    return f"{q + dq},{r + dr}"


def hex_distance(a: str, b: str) -> int:
    aq, ar = (int(x) for x in a.split(","))
    bq, br = (int(x) for x in b.split(","))
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2
