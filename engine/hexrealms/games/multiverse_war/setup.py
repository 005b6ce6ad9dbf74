"""Setting up [Game Setup] (M1): the layout for the player count with every territory face
down, each player's homeland and Settlement, and the first player still to be rolled (a chance
outcome; a four-player free-for-all game then tosses for the direction of play). The starting
gold and first recruits come with round 1 (``turn.begin_round``)."""

from __future__ import annotations

from . import turn
from .config import MultiverseConfig
from .content import content
from .realm import Realm
from .state import RULES_VERSION, Building, Player, State


def initial_state(config: MultiverseConfig) -> State:
    n = len(config.players)
    players = [Player(i, s.name, s.bot) for i, s in enumerate(config.players)]
    mines = content().scenario[config.scenario].mines
    state = State(players, Realm(n, mines=mines), config.rules(RULES_VERSION),
                  config.last_round, config.scenario,
                  tuple(v for v in ("shards", "teams", "diplomacy") if getattr(config, v)))
    for seat in range(n):
        b = Building(state.new_id(), seat, "settlement", state.realm.settlement_hex(seat))
        state.buildings[b.id] = b
    state.rebuilt()
    state.say("The territories lie face down around the homelands. Each player rolls all six "
              "combat dice: the most Stars plays first" + (
                  "; then a coin toss sets the direction of play." if turn.tosses_direction(state)
                  else "."))
    return state
