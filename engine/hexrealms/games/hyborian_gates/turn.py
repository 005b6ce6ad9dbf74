"""The automatic flow of a game: setup deals, the five phases of a turn, the win checks and
the round limit ([SETUP], [TURN SEQUENCE], [RECRUIT PHASE], [POWER SURGE PHASE],
[VORTEX PHASE], [VICTORY]; R-G6, R-G7).

``advance`` runs everything nobody decides until a decision, a chance point or the end. A
decision with only one possible outcome (a casualty when the stack holds one kind of unit, a
discard of the whole hand) is carried out here rather than asked.
"""

from __future__ import annotations

from .battle import contested, end, start
from .board import (add_units, cards_count, cities_held, draw_cards, kill, merge_all,
                    pyramids_held, reshuffle, spend_card)
from .content import content
from .scoring import limit_reason, standings
from .state import OVERFLOW_LAST, Decision, State
from .text import a_unit, place_name, units_text

_C = content()
NUM = _C.numbers


def advance(state: State) -> None:
    """Runs the flow until someone decides, chance is due, or the game is over."""
    while state.step != "over":
        if state.chance:
            if settle_chance(state):
                return
            continue
        if state.pending:
            if carry_out_forced(state, state.pending[-1]):
                continue
            return
        if state.battle is not None:
            return  # its card window is open (rolls and casualties wait in chance/pending)
        step = state.step
        if step == "pick":
            if not state.picks:
                state.step = "deal"
                continue
            state.pending.append(Decision(state.picks[0], "pick"))
            return
        if step == "deal":
            for seat in state.order:
                draw_cards(state, seat, NUM.start_cards, tell=False)
            state.log.append(f"Every player draws {cards_count(NUM.start_cards)}.")
            state.active = state.order[0]
            state.step = "turn_start"
        elif step == "turn_start":
            begin_turn(state)
        elif step == "recruit":
            next_recruit(state)
        elif step == "move":
            return
        elif step == "battles":
            next_battle(state)
            if state.pending:
                return
        elif step == "vortex":
            vortex(state)
        elif step == "turn_end":
            end_turn(state)
        else:
            raise AssertionError(step)


def settle_chance(state: State) -> bool:
    """Readies the chance point due: an empty deck takes the discard pile (R-G12); a draw from
    an empty deck or pile does not happen (G8). True if a chance outcome is now due."""
    kind, seat, space = state.chance[0]
    if kind == "card":
        if any(state.deck.values()) or reshuffle(state):
            return True
        state.log.append(f"The deck and the discard pile are empty: "
                         f"{state.players[seat].name} gets no card.")
        state.chance.pop(0)
        return False
    if kind in ("start", "recruit"):
        dim = _C.dimensions[state.universe.spaces[space].board]
        if any(state.piles[k.id] for k in _C.kinds if k.dimension == dim.id):
            return True
        state.log.append(f"The {dim.adjective} pile is empty: no unit is drawn.")
        state.chance.pop(0)
        return False
    return True


def carry_out_forced(state: State, d: Decision) -> bool:
    """Carries out a decision whose outcome is the same whatever is chosen; True if done."""
    if d.kind == "discard":
        hand = state.players[d.seat].hand
        if len(hand) > d.data["n"] and len(set(hand)) > 1:
            return False
        for _ in range(min(d.data["n"], len(hand))):
            discard(state, d, hand[0])
        if d in state.pending:
            state.pending.remove(d)
        return True
    if d.kind in ("lose", "disband"):
        stack = state.stacks.get(d.data["stack"])
        if stack is not None and len(stack.units) > d.data["n"] and len(set(stack.units)) > 1:
            return False
        state.pending.remove(d)
        gone: list[str] = []
        while stack is not None and d.data["n"] > 0 and stack.id in state.stacks:
            gone.append(stack.units[0])
            kill(state, stack, stack.units[0])
            d.data["n"] -= 1
        if stack is not None:
            state.log.append(f"{state.players[stack.seat].name} removes {units_text(gone)}.")
        if d.kind == "lose":
            end(state)
        return True
    if d.kind == "place":
        options = placements(state, d)
        if len(options) == 1:
            state.pending.remove(d)
            place(state, d, options[0])
            return True
    return False


def discard(state: State, d: Decision, card: str) -> None:
    """One card of a Mentalists or Vortex discard (the owner chooses which)."""
    player = state.players[d.seat]
    spend_card(state, player, card)
    d.data["n"] -= 1
    state.log.append(f"{player.name} discards {_C.card[card].name}.")
    if d.data["n"] <= 0 and d in state.pending:
        state.pending.remove(d)


# -- the turn --------------------------------------------------------------------------------
def begin_turn(state: State) -> None:
    """Start of a turn (R-G6): a player with no units on the map is out (the last one left
    wins); a player holding the Pyramids needed wins; else the Recruit Phase begins."""
    seat = state.active
    player = state.players[seat]
    if not any(s.seat == seat for s in state.stacks.values()):
        player.out = True
        for card in player.hand[:]:
            spend_card(state, player, card)
        state.log.append(f"{player.name} has no units on the map and is out of the game.")
        alive = [p.seat for p in state.players if not p.out]
        if len(alive) == 1:
            finish(state, alive[0], "last player standing")
            return
        state.step = "turn_end"
        return
    state.turns += 1
    need = _C.pyramids_to_win(len(state.players))
    held = pyramids_held(state, seat)
    if len(held) >= need:
        finish(state, seat, f"held {len(held)} Pyramids at the start of a turn")
        return
    state.log.append({"round": state.round, "title": f"{player.name}'s turn"})
    state.log.append("Recruit Phase.")
    state.recruits = cities_held(state, seat)
    state.step = "recruit"


def next_recruit(state: State) -> None:
    """[RECRUIT PHASE]: one draw per City the player controls, from that City's dimension pile
    (G8); then the Power Surge Phase queues 3 card draws (G9) and the Move Phase opens."""
    if state.recruits:
        state.chance.append(("recruit", state.active, state.recruits.pop(0)))
        return
    state.log.append("Power Surge Phase.")
    draw_cards(state, state.active, NUM.surge_draw)
    state.log.append("Move Phase.")
    state.step = "move"


def placements(state: State, d: Decision) -> list[int]:
    """Where a recruit may start: its City or an adjacent non-Blocked space of the same board,
    never on an enemy stack (R-G8). From rules version 2 on, the spaces where it would
    overfill the player's stack (forcing a disband in the Vortex Phase, G13) come after the
    others, each part in the same order as before, so the first choice listed never costs a
    unit; a version-1 game keeps the order it was played with (its save links replay)."""
    city = d.data["city"]
    enemies = {s.space for s in state.stacks.values() if s.seat != d.seat}
    out = [p for p in (city, *state.universe.near[city]) if p not in enemies]
    if state.rules >= OVERFLOW_LAST:
        out.sort(key=lambda p: overflow(state, d.seat, p) > 0)  # stable: order kept within
    return out


def overflow(state: State, seat: int, space: int, joining: int = 1) -> int:
    """How many units beyond the stack limit ``seat``'s stack on ``space`` would hold once
    ``joining`` more units join it (0 when they fit): the Vortex Phase disbands that many."""
    here = sum(len(s.units) for s in state.stacks.values()
               if s.seat == seat and s.space == space)
    return max(0, here + joining - NUM.stack_limit)


def place(state: State, d: Decision, space: int) -> None:
    add_units(state, d.seat, space, [d.data["unit"]])
    state.log.append(f"{state.players[d.seat].name} recruits {a_unit(d.data['unit'])} "
                     f"at {place_name(state.universe, space)}.")


def end_move_phase(state: State) -> None:
    """The Move Phase ends: parts of a split stack left together rejoin ([STACKS])."""
    merge_all(state, state.active)
    state.step = "battles"


def next_battle(state: State) -> None:
    """The active player orders the battles (R-G10); a lone battle starts at once."""
    spaces = contested(state)
    if not spaces:
        state.step = "vortex"
    elif len(spaces) == 1:
        start(state, spaces[0])
    else:
        state.pending.append(Decision(state.active, "order", {"spaces": spaces}))


def vortex(state: State) -> None:
    """[VORTEX PHASE] (G13): every player, from the active one on, discards down to 7 cards
    and disbands units beyond 6 in a stack (its owner chooses); at most one stack per space."""
    k = state.order.index(state.active)
    for seat in state.order[k:] + state.order[:k]:
        merge_all(state, seat)
        excess = len(state.players[seat].hand) - NUM.hand_limit
        if excess > 0:
            state.pending.append(Decision(seat, "discard", {"n": excess, "why": "vortex"}))
            return
        for s in state.stacks.values():
            if s.seat == seat and len(s.units) > NUM.stack_limit:
                state.pending.append(Decision(seat, "disband", {
                    "stack": s.id, "n": len(s.units) - NUM.stack_limit}))
                return
    state.step = "turn_end"


def end_turn(state: State) -> None:
    """The turn ends: this turn's movement marks clear, the active player's Peace Bringer and
    Red Fields of Force expire (R-G11); the next player still in the game begins, and after the
    last round the game ends on standings."""
    seat = state.active
    for s in state.stacks.values():
        s.done, s.spent, s.bonus, s.party = False, 0, 0, None
        if s.seat == seat:
            s.held = False
    state.players[seat].peace = False
    k = state.order.index(seat)
    n = len(state.order)
    wrapped = False
    for step in range(1, n + 1):
        wrapped = wrapped or k + step >= n
        nxt = state.order[(k + step) % n]
        if not state.players[nxt].out:
            break
    if wrapped:
        state.round += 1
        if state.round > state.rounds:
            state.round = state.rounds
            ranking = standings(state)
            finish(state, ranking[0], limit_reason(state, ranking))
            return
    state.active = nxt
    state.step = "turn_start"


def finish(state: State, winner: int, reason: str) -> None:
    state.step = "over"
    state.winner = winner
    state.reason = reason
    state.pending.clear()
    state.chance.clear()
    state.battle = None
    state.log.append(f"{state.players[winner].name} wins: {reason}.")

