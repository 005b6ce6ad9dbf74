"""A player's turn around the actions (rulebook, "A player's turn", "End of turn phase",
"Reset", "End of game conditions"; reference manual "Prime Objective"; RULINGS 1, 5, 16).

``advance`` runs the automatic parts of the flow whenever no chance point and no decision is
due, and stops where a player has something to decide.
"""

from __future__ import annotations

from .board import COLOURS
from .effects import gain
from .mapmaking import queue_fog_reveal
from .state import GHOST, Decision, PlayerState, State
from .story import count, cubes, heading, tell
from .technology import card, new_card_slots, reset_cubes

CUBES_PER_COLOUR = 24
GREY_CUBES = 36
MINIMUM_ON_MAP = 3
CONDITIONS = ("gems", "technologies", "miniatures")
CONDITIONS_NEEDED = {"short": 1, "regular": 2, "long": 3}


def reserve_count(player: PlayerState) -> int:
    return sum(1 for m in player.miniatures if m.hex is None and m.grave is None)


def place_from_reserve(state: State, player: PlayerState, hex_index: int) -> bool:
    """Puts a reserve miniature into a hexagon (outside cities and ruins); the fog lifts around
    it as if it had walked in (RULES-NOTES "Placing counts as entering")."""
    mini = next((m for m in player.miniatures if m.hex is None and m.grave is None), None)
    if mini is None:
        return False
    mini.hex = hex_index
    queue_fog_reveal(state, state.hexes[hex_index])
    return True


def capital_of(state: State, seat: int) -> int:
    return next(h.index for h in state.hexes if h.home_of == seat and h.homeland_slot == 0)


def queue_draws(state: State, seat: int, n: int) -> None:
    """Chance points: ``n`` cubes drawn from the bag (fewer if it holds fewer)."""
    n = min(n, sum(state.players[seat].bag.values()))
    state.chance_queue += [("draw", {"seat": seat})] * n


def start_setup_play(state: State) -> None:
    """Setup steps 4–6 after the decisions: cubes into the bags, the market dealt, 3 cubes
    drawn each (rulebook, "Game setup"). The Borderlands and the Centre stay face-down: placing
    the starting miniatures is not entering (RULINGS 20)."""
    for p in state.players:
        p.bag = {c: 1 for c in COLOURS}
        if p.extra_cube:
            p.bag[p.extra_cube] += 1
        for c in COLOURS:
            state.reserve[c] -= p.bag[c]
    for deck in range(4):
        for slot in range(2):
            state.chance_queue.append(("card", {"deck": deck, "slot": slot}))
    for p in state.players:
        queue_draws(state, p.seat, 3)
    if not state.audited:  # rules version 1: placing the starting miniatures lifted the fog
        for p in state.players:
            queue_fog_reveal(state, state.hexes[capital_of(state, p.seat)])
    state.phase = "play"
    state.step = "turn_start"
    state.current = state.first_player


def start_turn(state: State) -> None:
    """Start of a turn: the player's Fortresses leave the map, the player tops up to 3
    miniatures in play from the reserve into the Capital hexagon (RULINGS 5), start-of-turn
    effects of continuous cards enter the pool, and the Prime Objective is checked. The story
    opens the turn with its heading (version 1: a "— Ann's turn —" line after the rest)."""
    assert state.current is not None
    p = state.players[state.current]
    heading(state, f"{p.name}'s turn")
    fortresses = sum(h.fortresses.count(p.seat) for h in state.hexes)
    for h in state.hexes:
        h.fortresses = [s for s in h.fortresses if s != p.seat]
    if fortresses:
        tell(state, f"{p.name}'s {count(fortresses, 'Fortress', 'Fortresses')} leave the map"
             if fortresses > 1 else f"{p.name}'s Fortress leaves the map")
    capital = capital_of(state, p.seat)
    added = 0
    while sum(1 for m in p.miniatures if m.hex is not None) < MINIMUM_ON_MAP:
        if not place_from_reserve(state, p, capital):
            break
        added += 1
    if added:
        tell(state, f"{count(added, 'miniature')} of {p.name} enter{'s' if added == 1 else ''} "
                    f"the Capital hexagon {state.hexes[capital].id} from the reserve")
    for cid, slots in sorted(p.cards.items()):
        if slots.live and card(cid).start_of_turn:
            state.activations += 1
            gain(state, p.seat, card(cid).start_of_turn, state.activations)
    state.step = "main"
    tell(state, None, old=f"— {p.name}'s turn —")  # version 1: a plain line, after the rest
    check_objectives(state, at_turn_start=True)


def prime_objective_held(state: State, seat: int) -> bool:
    """Prime Objective: a miniature of the player in the Central Hexagon, which holds no enemy
    miniature, no Ghost and no ruin token."""
    centre = state.hexes[0]
    mine = any(m.hex == 0 for m in state.players[seat].miniatures)
    enemies = any(m.hex == 0 for p in state.players if p.seat != seat for m in p.miniatures)
    ghosts = GHOST in centre.city_occupants + centre.ruin_occupants
    return mine and not enemies and not ghosts and not any(centre.ruin_tokens)


def check_objectives(state: State, at_turn_start: bool = False) -> None:
    """Objective tiles for the active player (only the active player's turn triggers them,
    RULINGS 16): 12 Gems (15 with 2 players), a fifth Advanced Technology, the last miniature
    on the map — or, with Prime Objective, holding the Centre at the start of the turn. When the
    number of conditions the game length needs has been met, every other player gets one last
    turn."""
    seat = state.current
    assert seat is not None
    p = state.players[seat]
    target = 15 if len(state.players) == 2 else 12
    met = {
        "gems": p.gems >= target,
        "technologies": p.cards_acquired >= 5,
    }
    if state.prime_objective:
        met["miniatures"] = at_turn_start and prime_objective_held(state, seat)
    else:
        met["miniatures"] = reserve_count(p) == 0
    for cond in CONDITIONS:
        if met[cond] and cond not in p.objectives:
            p.objectives.append(cond)
            old = f"{p.name} takes the Objective tile '{cond}'"
            why = _objective_words(state, cond, target)
            tell(state, f"{p.name} takes an Objective tile for {why}", old=old)
            if cond not in state.conditions_met:
                state.conditions_met.append(cond)
    needed = CONDITIONS_NEEDED[state.length]
    if state.final_turns_left is None and len(state.conditions_met) >= needed:
        state.final_turns_left = len(state.players) - 1
        state.trigger_turn = state.turn
        state.log.append("The end of the game is triggered: every other player has one last turn")


def _objective_words(state: State, cond: str, target: int) -> str:
    """What an Objective tile was taken for (rulebook, "End of game conditions")."""
    if cond == "gems":
        return f"{target} Gems"
    if cond == "technologies":
        return "a fifth Advanced Technology"
    if state.prime_objective:
        return "holding the Central Hexagon (Prime Objective)"
    return "the last miniature put on the map"


def end_turn(state: State) -> None:
    """End-of-turn phase: available cubes go to the unused area; then draw up to 3 cubes, or,
    with an empty bag, Reset."""
    assert state.current is not None
    p = state.players[state.current]
    p.unused += p.available
    p.available = []
    state.pool = []
    state.bonuses_given = []
    for m in p.miniatures:
        m.stopped = False
    if sum(p.bag.values()) > 0:
        queue_draws(state, p.seat, 3)
        state.step = "next"
        return
    state.decisions += reset_keep_decisions(state, p)
    state.step = "reset"


def reset_keep_decisions(state: State, p: PlayerState) -> list[Decision]:
    """What the player decides before a Reset: for each cube on a continuous card, keep it or
    return it (RULINGS 25, "for each of these cubes"); under rules version 1, one choice per
    card for all its cubes (RULINGS 1)."""
    out = []
    for cid, slots in sorted(p.cards.items()):
        spaces = [i for i, c in enumerate(slots.cubes) if c is not None]
        if not card(cid).continuous or not spaces:
            continue
        if state.audited:
            out += [Decision(p.seat, "reset_keep", {"card": cid, "space": i}) for i in spaces]
        else:
            out.append(Decision(p.seat, "reset_keep", {"card": cid}))
    return out


def reset(state: State, keep: set[str]) -> None:
    """Reset (rulebook "Reset"; RULINGS 1, 25): miniatures leave cities and ruins, cubes go back
    to the bag (but those the player keeps on continuous cards: ``keep`` holds card ids under
    rules version 1, ``card.<id>.<space>`` locations since), once-per-Reset race abilities come
    back, and 3 cubes are drawn."""
    assert state.current is not None
    p = state.players[state.current]
    for m in p.miniatures:
        if m.site is not None and m.hex is not None:
            kind, i = m.site
            space = state.hexes[m.hex]
            if kind == "city":
                space.city_occupants[i] = None
            else:
                space.ruin_occupants[i] = None
            m.site = None
    reset_cubes(p, keep)
    p.race_used = False
    if p.race_tile == "emerald_kingdom.A":
        p.race_tokens = ["movement"]
    n = min(3, sum(p.bag.values()))
    tell(state, f"{p.name} resets (miniatures leave cities and ruins, cubes go back to the "
                f"bag) and draws {cubes(n)}", old=f"{p.name} resets")
    queue_draws(state, p.seat, 3)
    state.step = "next"


def next_turn(state: State) -> None:
    """Passes the turn clockwise, or ends the game after the last of the final turns."""
    assert state.current is not None
    if state.final_turns_left is not None and state.turn != state.trigger_turn:
        state.final_turns_left -= 1
    if state.final_turns_left == 0:
        state.phase = "over"
        state.step = "over"
        state.current = None
        state.log.append("The game is over")
        return
    state.current = (state.current + 1) % len(state.players)
    state.turn += 1
    state.step = "turn_start"


def give_start_card(state: State, seat: int, card_id: str) -> None:
    """A race's starting Advanced Technology (Celestial Reign A, Purple Matriarchy B): out of
    its deck, no grey cube, and it does not count toward the fifth technology."""
    for deck in state.decks:
        if card_id in deck:
            deck.remove(card_id)
    p = state.players[seat]
    p.cards[card_id] = new_card_slots(card_id)
    p.start_card = card_id
