"""Game setup (rulebook, "Game setup" steps 1–6; Race War; RULINGS 12, 13).

Order: the first player is drawn; in Race War each player, in turn order, chooses a Race tile
(and the Celestial Reign with tile A its starting card); each player, in turn order, takes an
extra cube; then each places the Development markers at 3, 2 and 1. Then the bags are filled,
the market dealt and 3 cubes drawn each (``turn.start_setup_play``).
"""

from __future__ import annotations

from ...core.action import Action
from .board import COLOURS, ROWS, STARTING_LEVELS
from .config import HyperboreaConfig
from .content import map_content, rules_content
from .mapmaking import new_state as new_map_state
from .state import RULES_VERSION, PlayerState, State, TechSlots
from .story import heading, row_name, tell
from .technology import card
from .turn import CUBES_PER_COLOUR, GREY_CUBES, give_start_card, start_setup_play


def initial_state(config: HyperboreaConfig) -> State:
    """The table before the first chance point: the map, the supply, the decks."""
    state = new_map_state(config)
    state.rules = config.rules(RULES_VERSION)
    content = rules_content()
    state.prime_objective = config.variants.prime_objective
    state.length = config.length
    state.reserve = {c: CUBES_PER_COLOUR for c in COLOURS} | {"grey": GREY_CUBES}
    state.decks = [sorted(c.id for c in content.advanced_technologies if c.deck == d)
                   for d in (1, 2, 3, 4)]
    state.deck_bottoms = [[] for _ in range(4)]
    state.market = [[None, None] for _ in range(4)]
    state.market_grey = [[False, False] for _ in range(4)]
    state.ruins_unseen = {m: sorted(t.id for t in content.ruin_tokens if t.metal == m)
                          for m in ("bronze", "silver", "gold")}
    for p in state.players:
        p.base = {t.id: TechSlots() for t in content.base_technologies}
    return state


def queue_setup_decisions(state: State) -> None:
    n = len(state.players)
    assert state.first_player is not None
    order = [(state.first_player + k) % n for k in range(n)]
    queue: list[tuple[int, str]] = []
    if state.race_sides:
        queue += [(seat, "race_tile") for seat in order]
    queue += [(seat, "extra_cube") for seat in order]
    queue += [(seat, f"dev{level}") for seat in order for level in STARTING_LEVELS]
    state.setup_queue = queue
    heading(state, "Setup")
    tell(state, f"{state.players[state.first_player].name} is drawn to play first")


def setup_actions(state: State) -> list[Action]:
    seat, step = state.setup_queue[0]
    player = state.players[seat]
    if step == "race_tile":
        return [Action("race_tile", (f"{player.race}.{side}",)) for side in "AB"]
    if step == "start_card":
        return [Action("start_card", (c.id,)) for c in rules_content().advanced_technologies
                if c.race == player.race]
    if step == "extra_cube":
        return [Action("extra_cube", (c,)) for c in COLOURS]
    level = step.removeprefix("dev")
    return [Action("development", (level, row)) for row in ROWS if row not in player.development]


def apply_setup(state: State, action: Action) -> None:
    """Carries out a setup choice (rulebook, "Game setup"; Race War) and tells it."""
    seat, _ = state.setup_queue.pop(0)
    player = state.players[seat]
    tell(state, setup_line(player, action))
    if action.kind == "race_tile":
        tile = action.args[0]
        player.race_tile = tile
        if tile == "celestial_reign.A":
            state.setup_queue.insert(0, (seat, "start_card"))
        elif tile == "purple_matriarchy.B":
            give_start_card(state, seat, next(c.id for c in rules_content().advanced_technologies
                                              if c.race == "purple_matriarchy"))
        elif tile == "golden_barony.A":
            state.give_gems(player, 2)
        elif tile == "red_duchy.B":
            player.race_tokens = ["any", "any"]
        elif tile == "emerald_kingdom.A":
            player.race_tokens = ["movement"]
    elif action.kind == "start_card":
        give_start_card(state, seat, action.args[0])
    elif action.kind == "extra_cube":
        player.extra_cube = action.args[0]
    elif action.kind == "development":
        player.development[action.args[1]] = int(action.args[0])
    if not state.setup_queue:
        tell(state, "The bags are filled and the market is dealt; everyone draws 3 cubes")
        for p in state.players:
            p.development = {row: p.development.get(row, 0) for row in ROWS}
        start_setup_play(state)


def setup_line(player: PlayerState, action: Action) -> str:
    """A setup choice in words: "Ann chooses Race tile A of the Red Duchy", "Ann takes an
    extra red cube", "Ann puts a Development marker at level 3 on Science"."""
    a = action.args
    if action.kind == "race_tile":
        tile = next(t for t in rules_content().race_tiles if t.id == a[0])
        race = map_content().race(tile.race).name
        return f"{player.name} chooses Race tile {tile.side} of the {race}"  # its text: the help
    if action.kind == "start_card":
        return f"{player.name} starts with {card(a[0]).name}"
    if action.kind == "extra_cube":
        return f"{player.name} takes an extra {a[0]} cube into the bag"
    return f"{player.name} puts a Development marker at level {a[0]} on {row_name(a[1])}"
