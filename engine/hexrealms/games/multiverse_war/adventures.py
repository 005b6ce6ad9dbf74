"""Adventures [Adventure Cards & Encounters, Event Dial] (M13, R-M6, R-M9): each revealed
territory's adventure hex holds an adventure token until explored; a unit (not a decoy) that
enters it draws a card — a chance draw from what is left of the deck of 24, which is reshuffled
from the discards when empty — and its turn ends there. Treasure: 3 gold. Foe: a guardian (2 HP,
1 damage) strikes first and the two trade blows until one falls (no dice: a guardian always
hits, and so does the unit); beaten, 2 gold and no battle-track mark. Ally: a Tier 1 military
unit of the player's choice joins free on a free hex next to the explorer. Trial: 2 dice, 1 more
for each of the player's units next to the explorer (decoys do not help); a Morale wins 2 gold,
otherwise 1 wound. Event: a permanent encounter, drawn at random, takes the hex (*designed*:
with none left in the box, the Event passes). A lost adventure (and an Event) sends the unit
back to the hex it came from, if it lives."""

from __future__ import annotations

from hexrealms.core.hexgrid import Hex

from .battle import kill
from .content import content
from .kinds import DECOY, damage, hp
from .encounters import place, pool
from .movement import around, may_stand
from .state import Adventure, State, Unit
from .text import a_unit, hex_name, unit_name

_C = content()
TIER1 = [u.id for u in _C.units if u.tier == 1 and u.cls != "civilian"]


def lay_tokens(state: State, slot: int) -> None:
    """A territory turned face up in a game with adventures: its adventure hex gets a token."""
    if not state.uses("adventures"):
        return
    hexes = set(state.realm.slot_hexes(slot))
    for h in state.realm.adventure_hexes():
        if h in hexes:
            state.tokens.add(h)


def renew(state: State, number: int) -> list[Unit]:
    """The dial's New adventures: every explored adventure hex with this number and nothing
    built on it (no building, road or encounter) gets a token; returns the units standing on
    them, in player order, who explore at once."""
    found: list[Unit] = []
    for h, n in sorted(state.realm.adventure_hexes().items()):
        if n != number or h in state.tokens or state.building_at(h) is not None \
                or h in state.roads or h in state.encounters:
            continue
        state.tokens.add(h)
        state.say(f"A new adventure token lies at {hex_name(state, h)}.")
        found += [u for u in state.units_at(h) if u.kind != DECOY]
    order = state.order or list(range(len(state.players)))
    return sorted(found, key=lambda u: (order.index(u.seat), u.id))


def begin(state: State, u: Unit, came_from: Hex) -> None:
    state.tokens.discard(u.at)
    state.adventure = Adventure(u.seat, u.id, came_from)
    state.say(f"{state.players[u.seat].name}'s block explores the adventure at "
              f"{hex_name(state, u.at)} and draws an adventure card.")


def deck(state: State) -> list[tuple[str, int]]:
    """The cards left to draw (the discards reshuffled when none are left)."""
    left = [(c.id, c.count - state.drawn.get(c.id, 0)) for c in _C.adventures]
    left = [(k, n) for k, n in left if n > 0]
    return left or [(c.id, c.count) for c in _C.adventures]


def draw(state: State, card: str) -> None:
    if all(c.count - state.drawn.get(c.id, 0) <= 0 for c in _C.adventures):
        state.drawn = {}
        state.say("The adventure deck is reshuffled from the discards.")
    state.drawn[card] = state.drawn.get(card, 0) + 1
    a = state.adventure
    assert a is not None
    a.card = card
    state.say(f"The card: {_C.adventure[card].name}.")
    if card == "treasure":
        _won(state, _C.adventure[card].reward.gold)
    elif card == "foe":
        _foe(state)
    elif card == "ally":
        if ally_spots(state) and len(state.units_of(a.seat)) < _C.numbers.blocks:
            state.pending.append(("ally", a.seat, str(a.unit)))
        else:
            state.say("No free hex next to the explorer: the Ally does not come.")
            _won(state, 0)
    elif card == "event" and not pool(state):
        # *designed*: every encounter of the box is already out, so the Event has nothing to
        # place; it is spent as a lost adventure is, the unit stepping back
        state.say("No encounter is left in the box: the Event passes.")
        _step_back(state, state.units[a.unit])
        _end(state)
    # a Trial's dice and an Event's encounter are chance outcomes still to come


def trial_dice(state: State) -> int:
    a = state.adventure
    assert a is not None
    u = state.units[a.unit]
    t = _C.adventure["trial"].trial
    assert t is not None
    allies = sum(1 for n in around(u.at) for o in state.units_at(n)
                 if o.seat == u.seat and o.kind != DECOY)
    return t.dice + t.per_ally * allies


def trial(state: State, rolled: tuple[str, ...]) -> None:
    a = state.adventure
    assert a is not None
    t = _C.adventure["trial"].trial
    assert t is not None
    if t.wins_on in rolled:
        _won(state, _C.adventure["trial"].reward.gold)
        return
    u = state.units[a.unit]
    u.wounds += t.wounds
    state.say(f"The Trial is failed: the {unit_name(u.kind)} takes {t.wounds} wound.")
    if u.wounds >= hp(state, u):
        _die(state, u)
    else:
        _lost(state)


def ally_spots(state: State) -> list[Hex]:
    a = state.adventure
    assert a is not None
    u = state.units[a.unit]
    return [n for n in around(u.at) if state.realm.terrain(n) is not None
            and _C.terrain[state.realm.terrain(n)].move_ap is not None  # type: ignore[index]
            and not state.units_at(n) and state.building_at(n) is None
            and n not in state.encounters and n not in state.tokens]


def ally(state: State, kind: str) -> None:
    a = state.adventure
    assert a is not None
    h = ally_spots(state)[0]
    new = Unit(state.new_id(), a.seat, kind, h, facing=state.units[a.unit].facing, done=True)
    state.units[new.id] = new
    state.changed()
    state.say(f"An Ally joins {state.players[a.seat].name} at {hex_name(state, h)}.", a.seat,
              f"{a_unit(kind)} joins {state.players[a.seat].name} as an Ally at "
              f"{hex_name(state, h)}.")
    _won(state, 0)


def event(state: State, kind: str) -> None:
    """An Event card: the encounter drawn takes the adventure hex; the unit steps back."""
    a = state.adventure
    assert a is not None
    u = state.units[a.unit]
    here = u.at
    _step_back(state, u)
    place(state, here, kind)
    _end(state)


def _foe(state: State) -> None:
    a = state.adventure
    assert a is not None
    u = state.units[a.unit]
    foe = _C.adventure["foe"].foe
    assert foe is not None
    foe_hp = foe.hp
    mine = damage(u.kind)
    while True:
        u.wounds += foe.dmg
        if u.wounds >= hp(state, u):
            state.say(f"The guardian slays the {unit_name(u.kind)}.")
            _die(state, u)
            return
        if mine <= 0:
            continue
        foe_hp -= mine
        if foe_hp <= 0:
            state.say(f"The {unit_name(u.kind)} beats the guardian ({u.wounds} wound(s)).")
            _won(state, _C.adventure["foe"].reward.gold)
            return


def _won(state: State, gold: int) -> None:
    a = state.adventure
    assert a is not None
    p = state.players[a.seat]
    p.gold += gold
    p.adventures_won += 1
    state.say(f"{p.name} wins the adventure" + (f": +{gold} gold." if gold else "."))
    _end(state)


def _lost(state: State) -> None:
    a = state.adventure
    assert a is not None
    _step_back(state, state.units[a.unit])
    _end(state)


def _step_back(state: State, u: Unit) -> None:
    a = state.adventure
    assert a is not None
    if a.came_from != u.at and may_stand(state, u, a.came_from):
        u.at = a.came_from
        state.changed()
        state.say(f"The block steps back to {hex_name(state, u.at)}.")


def _die(state: State, u: Unit) -> None:
    kill(state, u, melee=False)
    _end(state)


def _end(state: State) -> None:
    a = state.adventure
    if a is not None and a.unit in state.units:
        u = state.units[a.unit]
        u.done, u.acted = True, True
    state.adventure = None


