"""The Battle Phase [BATTLE PHASE], G11, G12, R-G10, R-G11, R-G12.

Where the active player's stack shares a space with an enemy stack there is a battle; the
active player chooses their order. Each battle opens a card window: the attacker (the mover)
acts first, then the two alternate, each playing a card or passing; a pass answered by a pass
closes it. The cards then resolve in the order played, skipping any an Immunity negated:
Destroy and Take cards act on the foe's units (a taken unit joins its taker's stack at once),
then both Force Totals are compared. The lower is destroyed (a tie: the defender holds its
ground); the winner loses 1d6 units but no more than the loser had, then Field of Force −1 and
Dark Lightning +1 apply, and the winner's owner picks the casualties one unit at a time.
A Doom Suit destroys both stacks, and nobody rolls.

Action ids: ``battle:<space>`` (which battle next), ``play:<card>[:<unit kind>]``, ``pass``,
``lose:<unit kind>``.
"""

from __future__ import annotations

from ...core.action import Action
from .board import destroy, kill, spend_card
from .cards import CARD, anytime_plays, own_turn_plays, play_free
from .force import card_bonus, force_parts, has_dimension, matches, sort_units
from .state import Battle, Decision, Play, Stack, State
from .text import a_unit, card_name, place_name, units_text


def contested(state: State) -> list[int]:
    """Spaces where the active player's stack meets an enemy stack, in space order."""
    mine = {s.space for s in state.stacks.values() if s.seat == state.active}
    return sorted({s.space for s in state.stacks.values()
                   if s.seat != state.active and s.space in mine})


def start(state: State, space: int) -> None:
    """Opens the battle on ``space``; the attacker acts first in the card window."""
    here = [s for s in state.stacks.values() if s.space == space]
    attacker = next(s for s in here if s.seat == state.active)
    defender = next(s for s in here if s.seat != state.active)
    state.battle = Battle(space, attacker.id, defender.id, to_act=attacker.seat)
    names = state.players
    state.log.append(
        f"Battle at {place_name(state.universe, space)}: {names[attacker.seat].name} "
        f"({units_text(attacker.units)}) attacks {names[defender.seat].name} "
        f"({units_text(defender.units)}).")


def sides(state: State, seat: int) -> tuple[Stack, Stack]:
    """``seat``'s stack in the battle and its foe's."""
    b = state.battle
    assert b is not None
    att, dfn = state.stacks[b.attacker], state.stacks[b.defender]
    return (att, dfn) if att.seat == seat else (dfn, att)


def battle_card_plays(state: State, seat: int) -> list[Action]:
    """The battle cards ``seat`` may play now, in hand order: requirement met by its stack in
    this battle; a Destroy or Take card once per kind of matching enemy unit; a one-unit boost
    only with such a unit; Immunity right after the foe's card."""
    b = state.battle
    assert b is not None
    mine, foe = sides(state, seat)
    out: list[Action] = []
    for card in dict.fromkeys(state.players[seat].hand):
        c = CARD[card]
        kind = c.effect.kind
        if kind == "negate":
            if b.plays and b.plays[-1].seat != seat:
                out.append(Action("play", (card,)))
            continue
        if c.timing != "battle" or (c.requires and not has_dimension(mine.units, c.requires)):
            continue
        if kind in ("destroy", "take"):
            targets = dict.fromkeys(u for u in foe.units if matches(u, c.effect))
            out += [Action("play", (card, t)) for t in targets]
        elif kind == "force_one":
            if any(matches(u, c.effect) for u in mine.units):
                out.append(Action("play", (card,)))
        else:
            out.append(Action("play", (card,)))
    return out


def window_actions(state: State) -> list[Action]:
    """What the player to act in the card window may do."""
    b = state.battle
    assert b is not None
    seat = b.to_act
    out = battle_card_plays(state, seat)
    if seat == state.active:
        out += own_turn_plays(state, seat)
    return out + anytime_plays(state, seat) + [Action("pass")]


def act_in_window(state: State, action: Action) -> None:
    """A card or a pass in the card window (R-G10)."""
    b = state.battle
    assert b is not None
    seat = b.to_act
    other = state.stacks[b.defender].seat if seat == state.stacks[b.attacker].seat \
        else state.stacks[b.attacker].seat
    player = state.players[seat]
    if action.kind == "pass":
        b.passes += 1
        state.log.append(f"{player.name} passes.")
        if b.passes >= 2:
            resolve(state)
        else:
            b.to_act = other
        return
    card = action.args[0]
    kind = CARD[card].effect.kind
    if kind == "peek":  # XX: a free look, the window stays with the player
        play_free(state, seat, action)
        return
    if kind == "discard":  # Mentalists: acts at once (its target may answer), then the foe acts
        play_free(state, seat, action)
    else:
        spend_card(state, player, card)
        if kind == "negate":
            b.plays.append(Play(seat, card, None, len(b.plays) - 1))
            state.log.append(f"{player.name} plays Immunity against "
                             f"{card_name(b.plays[-2].card)}.")
        else:
            target = action.args[1] if len(action.args) > 1 else None
            b.plays.append(Play(seat, card, target))
            aim = f" on {a_unit(target)}" if target else ""
            state.log.append(f"{player.name} plays {card_name(card)}{aim}.")
    b.passes = 0
    b.to_act = other


def in_effect(plays: list[Play]) -> list[bool]:
    """Which plays still act: an Immunity negates the play before it unless a later Immunity
    negated the Immunity (the last word decides)."""
    alive = [True] * len(plays)
    for i in range(len(plays) - 1, -1, -1):
        if plays[i].negates is not None and alive[i]:
            alive[plays[i].negates] = False
    return alive


def acting(plays: list[Play]) -> list[Play]:
    """The plays that take effect, in order (Immunities themselves left out)."""
    return [p for p, live in zip(plays, in_effect(plays))
            if live and CARD[p.card].effect.kind != "negate"]


def _apply_unit_cards(state: State, plays: list[Play]) -> None:
    """Destroy and Take cards, in the order played; one whose target kind is gone does
    nothing. A taken unit joins the taker's stack at once (R-G12)."""
    b = state.battle
    assert b is not None
    for p in plays:
        kind = CARD[p.card].effect.kind
        if kind not in ("destroy", "take"):
            continue
        if b.attacker not in state.stacks or b.defender not in state.stacks:
            return
        mine, foe = sides(state, p.seat)
        if p.target not in foe.units:
            continue
        if kind == "destroy":
            kill(state, foe, p.target)  # type: ignore[arg-type]
        else:
            foe.units.remove(p.target)  # type: ignore[arg-type]
            mine.units.append(p.target)  # type: ignore[arg-type]
            sort_units(mine.units)
            if not foe.units:
                del state.stacks[foe.id]
        state.log.append(f"{card_name(p.card)}: {state.players[foe.seat].name} loses "
                         f"{a_unit(p.target)}{' to ' + state.players[mine.seat].name if kind == 'take' else ''}.")  # type: ignore[list-item]


def totals(state: State, plays: list[Play] | None = None) -> dict[int, dict[str, int]]:
    """Each battling stack's Force Total by part (seat → parts), counting ``plays`` (default:
    the battle's plays in effect). The defender gets the City bonus on a City."""
    b = state.battle
    assert b is not None
    plays = acting(b.plays) if plays is None else plays
    att, dfn = state.stacks.get(b.attacker), state.stacks.get(b.defender)
    out: dict[int, dict[str, int]] = {}
    city = state.universe.spaces[b.space].terrain == "city"
    for me, foe, defending in ((att, dfn, False), (dfn, att, city)):
        if me is None:
            continue
        bonus = sum(card_bonus(CARD[p.card].effect, me.units) for p in plays if p.seat == me.seat)
        out[me.seat] = force_parts(me.units, foe.units if foe else (), defending, bonus)
    return out


def resolve(state: State) -> None:
    """The window is closed: cards act, Forces are compared, the loser is destroyed and the
    casualty roll is queued (R-G10)."""
    b = state.battle
    assert b is not None
    plays = acting(b.plays)
    att, dfn = state.stacks[b.attacker], state.stacks[b.defender]
    if any(CARD[p.card].effect.kind == "doom" for p in plays):
        state.log.append("Doom Suit: every unit in the battle is destroyed.")
        destroy(state, att)
        destroy(state, dfn)
        end(state)
        return
    _apply_unit_cards(state, plays)
    att, dfn = state.stacks.get(b.attacker), state.stacks.get(b.defender)
    if att is None or dfn is None:
        survivor = att or dfn
        state.log.append("No stack is left standing." if survivor is None else
                         f"{state.players[survivor.seat].name}'s stack is left standing.")
        end(state)
        return
    force = totals(state, plays)
    fa, fd = force[att.seat]["total"], force[dfn.seat]["total"]
    winner, loser = (att, dfn) if fa > fd else (dfn, att)  # a tie: the defender holds
    b.winner, b.loser_size = winner.id, len(loser.units)
    b.shield = sum(CARD[p.card].effect.amount or 0 for p in plays
                   if p.seat == winner.seat and CARD[p.card].effect.kind == "shield")
    b.extra = sum(CARD[p.card].effect.amount or 0 for p in plays
                  if p.seat == loser.seat and CARD[p.card].effect.kind == "extra_casualty")
    names = state.players
    state.log.append(f"Force {fa} ({names[att.seat].name}) against {fd} "
                     f"({names[dfn.seat].name}): {names[loser.seat].name}'s stack is destroyed.")
    destroy(state, loser)
    b.stage = "roll"
    state.chance.append(("d6", winner.seat, b.space))


def casualty_roll(state: State, roll: int) -> None:
    """The winner loses the roll, capped at the loser's size, then −Field of Force +Dark
    Lightning (R-G10), never more than it has."""
    b = state.battle
    assert b is not None and b.winner is not None
    winner = state.stacks[b.winner]
    n = max(0, min(roll, b.loser_size) - b.shield + b.extra)
    n = min(n, len(winner.units))
    state.log.append(f"Casualty roll {roll}: {state.players[winner.seat].name} loses "
                     f"{n} unit{'s' if n != 1 else ''}.")
    if n == 0:
        end(state)
        return
    b.stage, b.casualties = "casualties", n
    state.pending.append(Decision(winner.seat, "lose", {"stack": winner.id, "n": n}))


def lose_actions(state: State, decision: Decision) -> list[Action]:
    stack = state.stacks[decision.data["stack"]]
    return [Action("lose", (k,)) for k in dict.fromkeys(stack.units)]


def lose(state: State, decision: Decision, kind: str) -> None:
    """The winner's owner removes one casualty; the battle ends with the last."""
    stack = state.stacks[decision.data["stack"]]
    kill(state, stack, kind)
    decision.data["n"] -= 1
    b = state.battle
    assert b is not None
    b.casualties = decision.data["n"]
    state.log.append(f"{state.players[stack.seat].name} removes {a_unit(kind)}.")
    if decision.data["n"] == 0 or stack.id not in state.stacks:
        state.pending.remove(decision)
        end(state)


def end(state: State) -> None:
    state.battle = None


def order_actions(state: State, decision: Decision) -> list[Action]:
    return [Action("battle", (state.universe.spaces[s].id,)) for s in decision.data["spaces"]]

