"""The start of a game [SETUP], R-G7: turn order from the universe number, then each player in turn order
picks a starting City (never a Shang-Ri-La, each in a different dimension) and gets 6 random
units of that dimension; then 5 cards each. All six dimensions are always in play."""

from __future__ import annotations

from ...core.action import Action
from ...core.rng import Rng
from .config import GatesConfig
from .content import content
from .state import RULES_VERSION, Decision, Player, State, empty_state
from .text import place_name

_C = content()
#: Mixed into the universe number for the turn order (public at once, like the map).
ORDER_SALT = 0x0D_E7_0F_A1


def initial_state(config: GatesConfig) -> State:
    """A new table: the universe rolled, turn order drawn, full piles and deck, and the first
    player to pick a City."""
    from .turn import advance

    assert config.map is not None
    players = [Player(i, p.name, p.bot) for i, p in enumerate(config.players)]
    order = [p.seat for p in players]
    Rng(config.map ^ ORDER_SALT).shuffle(order)
    state = empty_state(config.map, config.rounds, players, order,
                        config.rules(RULES_VERSION))
    state.piles = {k.id: k.count for k in _C.kinds}
    state.deck = {c.id: _C.copies for c in _C.cards}
    state.picks = order[:]
    names = ", ".join(players[s].name for s in order)
    state.log.append(f"Turn order: {names}.")
    advance(state)
    return state


def pick_options(state: State, seat: int) -> list[int]:
    """Cities ``seat`` may start in: not Shang-Ri-La, not taken, in a dimension nobody else
    started in (R-G7)."""
    uni = state.universe
    taken = {uni.spaces[s.space].board for s in state.stacks.values()}
    return [c for c in uni.cities
            if c not in uni.shangrila and uni.spaces[c].board not in taken]


def pick_actions(state: State, d: Decision) -> list[Action]:
    return [Action("pick", (state.universe.spaces[c].id,)) for c in pick_options(state, d.seat)]


def pick(state: State, d: Decision, space_id: str) -> None:
    """The player starts at this City: 6 unit draws from its dimension pile are due."""
    city = state.universe.by_id[space_id]
    state.picks.pop(0)
    state.log.append(f"{state.players[d.seat].name} starts at {place_name(state.universe, city)}.")
    state.chance.extend(("start", d.seat, city) for _ in range(_C.numbers.start_units))
