"""What is where: control of Cities and Pyramids (R-G5), units entering and leaving the map,
stacks merging (R-G8), hands and the deck. Small operations every phase shares."""

from __future__ import annotations

from .content import content
from .force import KIND, sort_units
from .state import Player, Stack, State

_C = content()
_CARD_ORDER = {c.id: i for i, c in enumerate(_C.cards)}


# -- control ---------------------------------------------------------------------------------
def controller(state: State, space: int) -> int | None:
    """Who controls a space: the player whose stack occupies it (R-G5). While a mover shares
    the space with the stack it attacked, the stack that was there keeps control until the
    battle is decided."""
    seats = [s.seat for s in state.stacks.values() if s.space == space]
    if not seats:
        return None
    if len(seats) > 1:
        others = [seat for seat in seats if seat != state.active]
        return others[0] if others else seats[0]
    return seats[0]


def control(state: State) -> dict[int, int]:
    """Space → controlling seat, for every occupied space."""
    out: dict[int, int] = {}
    for s in state.stacks.values():
        if s.space not in out or s.seat != state.active:
            out[s.space] = s.seat
    return out


def pyramids_held(state: State, seat: int, ctrl: dict[int, int] | None = None) -> list[int]:
    """The Pyramids ``seat`` controls, in dimension order."""
    ctrl = control(state) if ctrl is None else ctrl
    return [p for p in state.universe.pyramids if ctrl.get(p) == seat]


def cities_held(state: State, seat: int, ctrl: dict[int, int] | None = None) -> list[int]:
    """The Cities ``seat`` controls, in space order."""
    ctrl = control(state) if ctrl is None else ctrl
    return [c for c in state.universe.cities if ctrl.get(c) == seat]


def units_on_map(state: State, seat: int) -> int:
    return sum(len(s.units) for s in state.stacks.values() if s.seat == seat)


# -- units -----------------------------------------------------------------------------------
def add_units(state: State, seat: int, space: int, units: list[str]) -> Stack:
    """Units join ``seat``'s stack on ``space``, or form a new stack there (R-G8, R-G12).
    The stack limit is enforced in the Vortex Phase, not here [VORTEX PHASE]."""
    for s in state.stacks.values():
        if s.seat == seat and s.space == space:
            s.units.extend(units)
            sort_units(s.units)
            return s
    return state.new_stack(seat, space, sorted(units, key=_C.kind_order.__getitem__))


def kill(state: State, stack: Stack, kind: str) -> None:
    """One unit dies: its counter goes back to its pile (R-G12); an empty stack leaves the map."""
    stack.units.remove(kind)
    state.piles[kind] += 1
    if not stack.units:
        del state.stacks[stack.id]


def destroy(state: State, stack: Stack) -> None:
    """A whole stack is destroyed: every counter back to its pile."""
    for kind in stack.units:
        state.piles[kind] += 1
    stack.units = []
    state.stacks.pop(stack.id, None)


def merge_into(state: State, mover: Stack, target: Stack) -> None:
    """Own stacks merge where one stops (R-G8): the mover's units join the stack that was
    there, which counts as moved (its units cannot move again this turn)."""
    target.units.extend(mover.units)
    sort_units(target.units)
    target.done = True
    del state.stacks[mover.id]


def merge_all(state: State, seat: int) -> None:
    """Every space holds at most one of ``seat``'s stacks ([STACKS]): stacks split off and left
    behind rejoin the stack they came from."""
    first: dict[int, Stack] = {}
    for s in list(state.stacks.values()):
        if s.seat != seat:
            continue
        if s.space in first:
            keep = first[s.space]
            keep.units.extend(s.units)
            sort_units(keep.units)
            keep.done = keep.done or s.done
            del state.stacks[s.id]
        else:
            first[s.space] = s


def has_type(units: list[str], unit_type: str) -> bool:
    return any(KIND[u].type == unit_type for u in units)


# -- hands and the deck ----------------------------------------------------------------------
def card_sort(cards: list[str]) -> None:
    cards.sort(key=_CARD_ORDER.__getitem__)


def give_card(player: Player, card: str) -> None:
    player.hand.append(card)
    card_sort(player.hand)
    player.stamp += 1


def spend_card(state: State, player: Player, card: str) -> None:
    """A card leaves a hand for the face-up discard pile (played or discarded)."""
    player.hand.remove(card)
    player.stamp += 1
    state.discard[card] = state.discard.get(card, 0) + 1


def draw_cards(state: State, seat: int, n: int, tell: bool = True) -> None:
    """Queues ``n`` card draws for ``seat``: each is a chance outcome when it comes due. The
    log tells the draw once, as one line for all ``n`` cards and without naming them (R-G13):
    "Ann draws 3 cards", never "Ann draws a card" three times (``tell=False``: the caller
    tells it)."""
    state.chance.extend(("card", seat, -1) for _ in range(n))
    if tell:
        state.log.append(f"{state.players[seat].name} draws {cards_count(n)}.")


def cards_count(n: int) -> str:
    """``a card``, ``3 cards``."""
    return "a card" if n == 1 else f"{n} cards"


def reshuffle(state: State) -> bool:
    """The spent cards become the deck when it is empty (R-G12); False if there are none."""
    if any(state.deck.values()) or not any(state.discard.values()):
        return False
    for card, n in state.discard.items():
        state.deck[card] = state.deck.get(card, 0) + n
    state.discard = {}
    state.log.append("The discard pile is shuffled into a new deck.")
    return True


def opponents(state: State, seat: int) -> list[int]:
    """The other players still in the game, in seat order."""
    return [p.seat for p in state.players if p.seat != seat and not p.out]
