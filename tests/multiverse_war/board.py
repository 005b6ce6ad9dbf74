"""Positions for Multiverse War's game-level tests: a real game (``hexrealms.Game``) whose
state is arranged by hand — territories laid face up with ``realm.place``, terrain set, blocks
and buildings put down, the round and phase chosen — and then played through the game's own
actions and chance outcomes.

The 2-player map: Red (seat 0) has its Settlement on (4,-5), Blue (seat 1) on (-4,5); the
central territory's centre is (0,0)."""

from __future__ import annotations

from typing import Any, Iterable

from hexrealms import Game
from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war import turn
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.state import Building, State, Unit

C = content()
RULESET = "multiverse_war"


def new_game(players: int = 2, first: int = 0, direction: str = "clockwise",
             **options: Any) -> Game:
    """A game whose chance outcomes the test gives (``auto_chance=False``), ``first`` rolled
    as the first player (and a four-player game's toss giving ``direction``): round 1's Build
    phase, nothing on the map but the Settlements."""
    g = Game.new({"ruleset": RULESET, "players": players, "seed": 1, **options},
                 auto_chance=False)
    g.apply_chance(str(first))
    if g.state.chance == "direction":
        g.apply_chance(direction)
    assert g.state.round == 1 and g.state.step == "build"
    return g


def open_map(state: State, terrain: str = "grass") -> None:
    """Every face-down territory laid face up (unturned), and every hex of the map, the
    homelands' too, made ``terrain``: a flat board to arrange a position on."""
    realm = state.realm
    unused = realm.unused_territories()
    for slot in realm.face_down_slots():
        realm.place(slot, unused.pop(0), 0)
    set_terrain(state, realm.hexes(), terrain)


def set_terrain(state: State, hexes: Iterable[tuple[int, int]], terrain: str) -> None:
    for h in hexes:
        if state.realm.terrain(Hex(*h)) != terrain:
            state.realm.set_terrain(Hex(*h), terrain)
    state.changed()


def put(state: State, seat: int, kind: str, at: tuple[int, int], **fields: Any) -> Unit:
    """A block of ``seat`` on ``at`` (facing its homeland's front unless told)."""
    fields.setdefault("facing", state.realm.slots[state.realm.home_slot(seat)].front or 1)
    u = Unit(state.new_id(), seat, kind, Hex(*at), **fields)
    state.units[u.id] = u
    state.changed()
    return u


def raise_building(state: State, seat: int, kind: str, at: tuple[int, int],
                   **fields: Any) -> Building:
    """A finished building of ``seat`` on ``at``."""
    b = Building(state.new_id(), seat, kind, Hex(*at), **fields)
    state.buildings[b.id] = b
    state.rebuilt()
    return b


def build_phase(state: State, round_: int = 2, gold: int | None = None) -> None:
    """The Build phase of round ``round_`` (≥ 2: Builders may work), every seat still to
    choose, in turn order."""
    state.round = round_
    state.step = "build"
    state.builders = list(state.order)
    for p in state.players:
        p.barracks_used = []
        if gold is not None:
            p.gold = gold
    for u in state.units.values():
        u.worked = False
    state.changed()


def action_phase(state: State, seat: int, round_: int = 2) -> None:
    """``seat``'s Action phase of round ``round_`` begins (its units get their AP)."""
    state.round = round_
    state.step = "action"
    state.builders = []
    turn.begin_action(state, seat)
    state.changed()


def hid(h: tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def roll(g: Game, marks: str) -> None:
    """Gives the dice the battle asks for next: ``marks`` one face mark a die, in the die's
    face order (S sword, B bow, H horse, * star, M morale, + health)."""
    assert g.current_player == "chance"
    ids = [o for o, _ in g.chance_outcomes()]
    assert marks in ids, f"{marks!r} is not a roll of {len(ids[0])} dice"
    g.apply_chance(marks)


def dice_asked(g: Game) -> int:
    """How many dice the roll now due throws."""
    assert g.current_player == "chance"
    return len(g.chance_outcomes()[0][0])


def ids(g: Game) -> list[str]:
    return g.legal_action_ids()
