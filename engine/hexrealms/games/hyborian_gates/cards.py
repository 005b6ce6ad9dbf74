"""Action cards played outside a battle's card window ([ACTION DECK …], G14, R-G11): X and
Move Phase cards in the Move Phase, Mind Jewel (XX) at any decision point, Mentalists in your
own turn, and the 1-step response window a card's target always gets (R-G11: "always asked,
so prompts leak nothing"), where it may answer with Immunity.

Action ids: ``play:<card>`` or ``play:<card>:<target>`` (a seat, a stack ``s12`` or a space
id); ``respond:accept`` / ``respond:immunity``; ``walk:<space>``, ``jump:<space>``.
"""

from __future__ import annotations

from ...core.action import Action
from .board import cities_held, draw_cards, opponents, spend_card
from .content import content
from .force import has_dimension
from .movement import arrive, can_jump, can_move, jump_targets, walk_targets
from .state import Decision, Peek, State
from .text import card_name, place_name, units_text

_C = content()
CARD = _C.card


def card_with(effect_kind: str) -> str:
    """The first card whose effect is of this kind (the card a decision kind came from)."""
    return next(c.id for c in _C.cards if c.effect.kind == effect_kind)


def held_cards(state: State, seat: int, effect_kind: str) -> list[str]:
    """Distinct cards in ``seat``'s hand with this effect kind, in hand order."""
    return list(dict.fromkeys(c for c in state.players[seat].hand
                              if CARD[c].effect.kind == effect_kind))


def hand_panel(seat: int) -> str:
    """The id of ``seat``'s hand panel in the view."""
    return f"hand-{seat}"


def peek_panel(victim: int) -> str:
    """The id of the panel showing what a Mind Jewel saw of ``victim``'s hand."""
    return f"peek-{victim}"


def instance_id(panel: str, card: str, copy: int = 0) -> str:
    """The id of one drawn card in a card panel: the panel, the card and which copy of it the
    panel holds (``"hand-0:crash_landing:1"``). Unique per card drawn, so a control acts only
    on the card it is drawn for: an action on a card names its first copy in the decider's own
    hand, never a card of a hand a Mind Jewel revealed (ARCHITECTURE.md, "Action detail")."""
    return f"{panel}:{card}:{copy}"


def hand_targets(state: State, seat: int) -> list[int]:
    """Opponents a Mind Jewel or Mentalists may name: still playing, with a card in hand."""
    return [o for o in opponents(state, seat) if state.players[o].hand]


def anytime_plays(state: State, seat: int) -> list[Action]:
    """Mind Jewel (XX): at any of ``seat``'s decision points, naming an opponent (R-G11)."""
    return [Action("play", (card, str(o))) for card in held_cards(state, seat, "peek")
            for o in hand_targets(state, seat)]


def own_turn_plays(state: State, seat: int) -> list[Action]:
    """Mentalists (unmarked, no battle effect): in ``seat``'s own turn, naming an opponent."""
    return [Action("play", (card, str(o))) for card in held_cards(state, seat, "discard")
            for o in hand_targets(state, seat)]


def move_phase_plays(state: State, seat: int) -> list[Action]:
    """Every card ``seat`` may play at its Move Phase decision point, in hand order: X cards,
    Move Phase cards on an eligible stack, Mentalists and Mind Jewel."""
    out: list[Action] = []
    stacks = [s for s in state.stacks.values() if s.seat == seat]
    for card in dict.fromkeys(state.players[seat].hand):
        c = CARD[card]
        kind = c.effect.kind
        if kind == "draw":
            out.append(Action("play", (card,)))
        elif kind == "recruit":
            out += [Action("play", (card, state.universe.spaces[city].id))
                    for city in cities_held(state, seat) if _pile_left(state, city)]
        elif kind == "peace":
            out += [Action("play", (card, str(o))) for o in opponents(state, seat)]
        elif kind == "hold":
            out += [Action("play", (card, s.sid)) for s in state.stacks.values()
                    if s.seat != seat and not s.held]
        elif c.timing == "move":
            for s in stacks:
                if c.requires and not has_dimension(s.units, c.requires):
                    continue
                if kind == "gate_jump" and not can_jump(state, s, c.effect.amount or 0):
                    continue
                if kind != "gate_jump" and not can_move(s):
                    continue
                out.append(Action("play", (card, s.sid)))
    return out + own_turn_plays(state, seat) + anytime_plays(state, seat)


def _pile_left(state: State, city: int) -> bool:
    dim = _C.dimensions[state.universe.spaces[city].board].id
    return any(state.piles[k.id] for k in _C.kinds if k.dimension == dim)


def play_free(state: State, seat: int, action: Action) -> None:
    """Plays a card outside a battle window: it goes to the discard pile, then acts; a card
    aimed at an opponent or its stack first opens that player's response window."""
    card, arg = action.args[0], (action.args[1] if len(action.args) > 1 else None)
    player = state.players[seat]
    spend_card(state, player, card)
    kind = CARD[card].effect.kind
    amount = CARD[card].effect.amount or 0
    uni = state.universe
    if kind in ("peek", "discard", "peace", "hold"):
        assert arg is not None
        target = state.stacks[int(arg[1:])].seat if kind == "hold" else int(arg)
        state.log.append(f"{player.name} plays {card_name(card)} on {_target_text(state, kind, arg)}.")
        state.pending.append(Decision(target, "respond", {"card": card, "by": seat, "arg": arg}))
        return
    if kind == "draw":
        state.log.append(f"{player.name} plays {card_name(card)}.")
        draw_cards(state, seat, amount)
    elif kind == "recruit":
        assert arg is not None
        city = uni.by_id[arg]
        state.log.append(f"{player.name} plays {card_name(card)} at {place_name(uni, city)}.")
        state.chance.append(("recruit", seat, city))
    else:
        assert arg is not None
        stack = state.stacks[int(arg[1:])]
        state.log.append(f"{player.name} plays {card_name(card)} on the stack at "
                         f"{place_name(uni, stack.space)}.")
        if kind == "move_bonus":
            stack.bonus += amount
        elif kind == "walk":
            state.pending.append(Decision(seat, "walk", {"stack": stack.id, "card": card}))
        elif kind == "gate_jump":
            state.pending.append(Decision(seat, "jump", {"stack": stack.id, "card": card,
                                                         "cost": amount}))
        else:
            raise AssertionError(kind)


def _target_text(state: State, kind: str, arg: str) -> str:
    if kind == "hold":
        s = state.stacks[int(arg[1:])]
        return (f"{state.players[s.seat].name}'s stack at {place_name(state.universe, s.space)} "
                f"({units_text(s.units)})")
    return state.players[int(arg)].name


# -- the response window ---------------------------------------------------------------------
def respond_actions(state: State, decision: Decision) -> list[Action]:
    """Always offered to the target, with Immunity only if it holds one (R-G11)."""
    out = [Action("respond", ("accept",))]
    if held_cards(state, decision.seat, "negate"):
        out.append(Action("respond", ("immunity",)))
    return out


def respond(state: State, decision: Decision, answer: str) -> None:
    """The target lets the card act, or negates it with Immunity (which goes to the discard
    pile; the card stays spent)."""
    card, by, arg = decision.data["card"], decision.data["by"], decision.data["arg"]
    target = state.players[decision.seat]
    if answer == "immunity":
        spend_card(state, target, held_cards(state, decision.seat, "negate")[0])
        state.log.append(f"{target.name} negates {card_name(card)} with Immunity.")
        return
    kind = CARD[card].effect.kind
    if kind == "peek":
        state.peeks = [k for k in state.peeks if (k.viewer, k.victim) != (by, target.seat)]
        state.peeks.append(Peek(by, target.seat, target.hand[:], target.stamp, state.round))
        state.log.append(f"{state.players[by].name} looks at {target.name}'s hand.")
    elif kind == "discard":
        n = min(CARD[card].effect.amount or 0, len(target.hand))
        if n:
            state.pending.append(Decision(target.seat, "discard", {"n": n, "why": card}))
    elif kind == "peace":
        target.peace = True
        state.log.append(f"{target.name} may not move into battle in its next turn.")
    elif kind == "hold":
        stack = state.stacks.get(int(arg[1:]))
        if stack is not None:
            stack.held = True
            state.log.append(f"{target.name}'s stack at {place_name(state.universe, stack.space)} "
                             "may not move in its next turn.")


# -- Dimension Walk and Gate Master destinations -----------------------------------------------
def destination_actions(state: State, decision: Decision) -> list[Action]:
    stack = state.stacks[decision.data["stack"]]
    targets = walk_targets(state, stack) if decision.kind == "walk" else jump_targets(state, stack)
    return [Action(decision.kind, (state.universe.spaces[t].id,)) for t in targets]


def go(state: State, decision: Decision, space_id: str) -> None:
    """Dimension Walk (the stack's move) or a Gate Master hop (1 MP; it may move on)."""
    stack = state.stacks[decision.data["stack"]]
    space = state.universe.by_id[space_id]
    state.log.append(f"{state.players[stack.seat].name}'s stack goes from "
                     f"{place_name(state.universe, stack.space)} to "
                     f"{place_name(state.universe, space)}.")
    if decision.kind == "walk":
        arrive(state, stack, space)
    else:
        stack.spent += decision.data["cost"]
        arrive(state, stack, space, done=False)
