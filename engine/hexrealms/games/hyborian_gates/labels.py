"""What a person reads for each action (``describe``) and what the page needs to place it
(``detail``: ``at``, ``from``/``to``, ``card``, ``piece``, ``group``, ``help``, ``confirm``;
ARCHITECTURE.md, "Action detail"). Spaces are named by their visible names, never by ids."""

from __future__ import annotations

from typing import Any

from ...core.action import Action
from .advice import loss_help, loss_label, overfill_words, start_help
from .cards import CARD, card_with, hand_panel, held_cards, instance_id
from .content import content
from .movement import can_move, move_points
from .rules import current
from .state import Decision, State
from .text import a_unit, card_name, card_text, place_name, place_where, unit_name, units_text
from .turn import overflow

_C = content()
NUM = _C.numbers

HELP = {
    "move": (f"A stack moves once per turn, up to {NUM.base_move} + its Vehicles Move Points: "
             "each step goes to one of the 8 surrounding squares (never a Blocked one); on a "
             f"Gate, {NUM.gate_hop_cost} MP takes it to any Gate connected to it. Entering an "
             "enemy stack ends the move, and a battle follows. Your own stacks merge where one "
             "stops."),
    "split": ("Before a stack moves you may split units off into a new stack on the same "
              "space; each part then moves on its own, with its own Vehicles. Parts left "
              "together rejoin at the end of the Move Phase."),
    "end_move": ("End the Move Phase: every battle is then fought (you choose the order), and "
                 f"in the Vortex Phase hands are cut to {NUM.hand_limit} cards and stacks to "
                 f"{NUM.stack_limit} units."),
    "pick": ("Start in control of this City with 6 random units of its dimension. Every "
             "player starts in a different dimension; a Shang-Ri-La cannot be chosen."),
    "place": ("The recruit starts in its City or an adjacent space, never on an enemy stack; "
              "it joins your stack there."),
    "battle": "Fight the battles in the order you choose.",
    "pass": ("Play no card now. When a pass is answered by a pass the window closes: cards "
             "act, Forces are compared (a tie goes to the defender), the loser's stack is "
             "destroyed and the winner loses 1d6 units, no more than the loser had."),
    "accept": "Let the card take effect.",
    "no_immunity": ("You hold no Immunity, so letting it take effect is your only choice. You "
                    "are asked all the same, every time a card names you or your stack: if only "
                    "players holding an Immunity were asked, the question itself would tell "
                    "everyone that your hand holds none."),
    "discard": "Discard a card of your choice to the face-up discard pile.",
    "lose": ("The winner loses units equal to the casualty roll (no more than the loser had, "
             "then Field of Force −1, Dark Lightning +1): you choose which."),
    "disband": (f"Vortex Phase: a stack holds at most {NUM.stack_limit} units; you choose "
                "which go back to their pile."),
}


def _space(state: State, index: int) -> str:
    return place_name(state.universe, index)


def _stack_words(state: State, sid: str) -> str:
    s = state.stacks[int(sid[1:])]
    return f"{units_text(s.units)} at {_space(state, s.space)}"


def _decision(state: State) -> Decision | None:
    return state.pending[-1] if state.pending else None


def describe(state: State, action: Action) -> str:
    """A short label in the game's own words."""
    k, a = action.kind, action.args
    uni = state.universe
    if k == "move":
        s = state.stacks[int(a[0][1:])]
        return (f"Move {units_text(s.units)} from {_space(state, s.space)} to "
                f"{_space(state, uni.by_id[a[1]])}")
    if k == "split":
        s = state.stacks[int(a[0][1:])]
        return f"Split {a_unit(a[1])} off the stack at {_space(state, s.space)}"
    if k == "play":
        return f"Play {card_name(a[0])}{_target(state, a)}"
    if k == "end_move":
        return "End the Move Phase"
    if k == "pick":
        return f"Start at {place_where(uni, uni.by_id[a[0]])}"
    if k == "place":
        d = _decision(state)
        unit = unit_name(d.data["unit"]) if d and d.kind == "place" else "recruit"
        space = uni.by_id[a[0]]
        over = overflow(state, d.seat, space) if d and d.kind == "place" else 0
        return (f"Place the {unit} at {_space(state, space)}"
                + (f" (over {NUM.stack_limit}: {over} to disband)" if over else ""))
    if k in ("walk", "jump"):
        d = _decision(state)
        verb = card_name(d.data["card"]) if d and k == d.kind else "Go"
        return f"{verb} to {_space(state, uni.by_id[a[0]])}"
    if k == "respond":
        d = _decision(state)
        card = card_name(d.data["card"]) if d and d.kind == "respond" else "the card"
        if a[0] == "immunity":
            return f"Negate {card} with Immunity"
        # said plainly in the label, not only on hover: there is no other choice (R-G11)
        bare = d is not None and d.kind == "respond" and not held_cards(state, d.seat, "negate")
        return f"Let {card} take effect" + (" — you hold no Immunity" if bare else "")
    if k == "discard":
        return f"Discard {card_name(a[0])}"
    if k in ("lose", "disband"):
        verb = "Lose" if k == "lose" else "Disband"
        units = _decision_units(state)
        cost = f" ({loss_label(units, a[0])})" if a[0] in units else ""
        return f"{verb} {a_unit(a[0])}{cost}"
    if k == "battle":
        return f"Fight the battle at {_space(state, uni.by_id[a[0]])}"
    if k == "pass":
        return "Pass"
    return action.to_str()


def _decision_units(state: State) -> list[str]:
    """The units of the stack a casualty or disband decision is about (none if gone)."""
    d = _decision(state)
    if d is None or d.kind not in ("lose", "disband") or d.data["stack"] not in state.stacks:
        return []
    return state.stacks[d.data["stack"]].units


def _my_card(state: State, card: str) -> str:
    """The card control an action on ``card`` belongs to: the first copy of it in the hand of
    the player deciding now (the page marks exactly that card, never a revealed hand's)."""
    seat = current(state)
    assert isinstance(seat, int)
    return instance_id(hand_panel(seat), card)


def _target(state: State, args: tuple[str, ...]) -> str:
    if len(args) < 2:
        return ""
    card, arg = CARD[args[0]], args[1]
    kind = card.effect.kind
    if kind in ("destroy", "take"):
        return f" on an enemy {unit_name(arg)}"
    if kind in ("peek", "discard", "peace"):
        return f" on {state.players[int(arg)].name}"
    if kind == "recruit":
        return f" at {_space(state, state.universe.by_id[arg])}"
    s = state.stacks[int(arg[1:])]
    if kind == "hold":
        return f" on {state.players[s.seat].name}'s stack at {_space(state, s.space)}"
    return f" on the stack at {_space(state, s.space)}"


def detail(state: State, action: Action) -> dict[str, Any]:
    """Where the page shows the action and the rules text behind it."""
    k, a = action.kind, action.args
    uni = state.universe
    spaces = uni.spaces
    if k == "move":
        s = state.stacks[int(a[0][1:])]
        out: dict[str, Any] = {
            "from": spaces[s.space].id, "to": a[1], "piece": a[0], "group": "Move",
            "help": HELP["move"] + f" This stack has {move_points(s)} MP."}
        to = uni.by_id[a[1]]
        if any(o.space == to and o.seat == s.seat for o in state.stacks.values()) and \
                overflow(state, s.seat, to, len(s.units)):
            # a merge past the limit: said in the rules text (the board's click stays direct)
            out["help"] += " " + overfill_words(state, s.seat, to, len(s.units), "these units")
        return out
    if k == "split":
        s = state.stacks[int(a[0][1:])]
        return {"at": spaces[s.space].id, "piece": a[0], "group": "Split", "help": HELP["split"]}
    if k == "play":
        out = {"card": _my_card(state, a[0]), "group": "Cards", "help": card_text(CARD[a[0]])}
        if state.battle is not None and not state.pending:
            out["at"] = spaces[state.battle.space].id
            out["group"] = "Battle"
        if len(a) > 1:
            kind = CARD[a[0]].effect.kind
            if kind == "recruit":
                out["at"] = a[1]
            elif a[1].startswith("s") and a[1][1:].isdigit():
                s = state.stacks[int(a[1][1:])]
                out["at"], out["piece"] = spaces[s.space].id, a[1]
        return out
    if k == "end_move":
        out = {"group": "End", "help": HELP["end_move"]}
        idle = [s for s in state.stacks.values() if s.seat == state.active and can_move(s)
                and s.spent == 0]
        if idle:
            out["confirm"] = (f"{len(idle)} of your stacks {'has' if len(idle) == 1 else 'have'} "
                              "not moved. End the Move Phase?")
        return out
    if k == "pick":
        city = uni.by_id[a[0]]
        dim = _C.dimensions[spaces[city].board]
        # one row per dimension in the side list (the cities come board by board)
        return {"at": a[0], "group": "Setup", "sub": f"{dim.name} ({dim.strength})",
                "short": place_name(uni, city), "help": start_help(state, city)}
    if k == "place":
        out = {"at": a[0], "group": "Recruit", "help": HELP[k]}
        d = _decision(state)
        if d is not None and d.kind == "place":
            space = uni.by_id[a[0]]
            if overflow(state, d.seat, space):
                why = overfill_words(state, d.seat, space, 1, f"this {unit_name(d.data['unit'])}")
                out["confirm"] = why + " Place it there anyway?"
                out["tag"] = f"Over {NUM.stack_limit}"
                out["help"] += " " + why
        return out
    if k in ("walk", "jump"):
        d = _decision(state)
        s = state.stacks[d.data["stack"]] if d else None
        out = {"to": a[0], "group": "Move",
               "help": card_text(CARD[d.data["card"]]) if d else ""}
        if s is not None:
            out["from"], out["piece"] = spaces[s.space].id, s.sid
        return out
    if k == "respond":
        d = _decision(state)
        out = {"group": "Response", "help": HELP["accept"]}
        if a[0] == "immunity":
            immunity = CARD[card_with("negate")]
            out.update(card=_my_card(state, immunity.id), help=card_text(immunity))
        elif d is not None and d.kind == "respond":
            out["help"] = card_text(CARD[d.data["card"]])
            if not held_cards(state, d.seat, "negate"):
                out["help"] = HELP["no_immunity"] + " The card: " + out["help"]
        return out
    if k == "discard":
        return {"card": _my_card(state, a[0]), "group": "Discard", "help": HELP["discard"]}
    if k in ("lose", "disband"):
        d = _decision(state)
        out = {"group": "Casualties" if k == "lose" else "Vortex", "help": HELP[k]}
        if d is not None and d.data.get("stack") in state.stacks:
            s = state.stacks[d.data["stack"]]
            out["at"], out["piece"] = spaces[s.space].id, s.sid
            if a[0] in s.units:
                out["help"] = loss_help(s.units, a[0]) + " " + out["help"]
        return out
    if k == "battle":
        return {"at": a[0], "group": "Battle", "help": HELP["battle"]}
    if k == "pass":
        out = {"group": "Battle", "help": HELP["pass"]}
        if state.battle is not None:
            out["at"] = spaces[state.battle.space].id
        return out
    return {"group": "Other", "help": ""}
