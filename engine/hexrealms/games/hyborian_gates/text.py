"""Words: the names players read for spaces, units and cards, and every rules text, generated
from the content data so labels, tooltips, the log and CONTENT.md always agree."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .content import Card, Effect, content
from .universe import Universe

_C = content()
COLUMNS = "ABCDEFGHIJKLMNO"

TIMING_TEXT = {
    "battle": "Battle: play it in the card window of a battle one of your stacks is in.",
    "move": "Move Phase: play it in your own Move Phase, on one of your stacks that has not "
            "moved yet.",
    "x": "X: play it in your own turn, outside the Battle Phase (in your Move Phase).",
    "xx": "XX: play it at any moment you have a decision to make.",
    "turn": "Unmarked: play it in your own turn — in your Move Phase or in the card window of "
            "one of your battles.",
    "reply": "Reply: play it in a battle's card window right after your foe's card, or when "
             "a card targets you or your stack (you are always asked).",
}
TIMING_SHORT = {"battle": "Battle", "move": "Move Phase", "x": "X", "xx": "XX",
                "turn": "Own turn", "reply": "Reply"}


def coordinate(col: int, row: int) -> str:
    """A square's visible coordinate: column letter and row number from the top left
    (``B5``)."""
    return f"{COLUMNS[col]}{row + 1}"


def place_name(universe: Universe, index: int) -> str:
    """The name players read for a space: a Gate's, City's or Pyramid's name, else the
    dimension and coordinate (``Atlantis B5``)."""
    s = universe.spaces[index]
    if s.name:
        return s.name
    return f"{_C.dimensions[s.board].name} {coordinate(s.col, s.row)}"


def place_where(universe: Universe, index: int) -> str:
    """Name and position: ``Bor's Gate (Asgard B2)``."""
    s = universe.spaces[index]
    where = f"{_C.dimensions[s.board].name} {coordinate(s.col, s.row)}"
    return f"{s.name} ({where})" if s.name else where


def unit_name(kind: str) -> str:
    """``Chaos Monster``."""
    k = _C.kind[kind]
    return f"{_C.dimension[k.dimension].adjective} {_C.type_info[k.type].name}"


def a_unit(kind: str) -> str:
    """``a Chaos Monster``, ``an Asgard Vehicle``."""
    name = unit_name(kind)
    return ("an " if name[0] in "AEIOU" else "a ") + name


def unit_tip(kind: str) -> str:
    """``Chaos Monster, Force 6 (+2 built in)``."""
    k = _C.kind[kind]
    extra = f" (+{k.fights_at - k.force} built in)" if k.fights_at != k.force else ""
    return f"{unit_name(kind)}, Force {k.force}{extra}"


def units_text(units: Iterable[str]) -> str:
    """``2 Chaos Monsters, Gaean Trooper``."""
    counts = Counter(units)
    parts = []
    for kind in sorted(counts, key=_C.kind_order.__getitem__):
        n = counts[kind]
        parts.append(unit_name(kind) if n == 1 else f"{n} {unit_name(kind)}s")
    return ", ".join(parts) if parts else "no units"


def card_name(card_id: str) -> str:
    return _C.card[card_id].name


def _filter(effect: Effect, plural: bool) -> str:
    dim = _C.dimension[effect.dimension].adjective + " " if effect.dimension else ""
    typ = _C.type_info[effect.type].name if effect.type else "unit"
    return f"{dim}{typ}{'s' if plural else ''}"


def effect_text(effect: Effect) -> str:
    """What an effect does, in full."""
    k, n = effect.kind, effect.amount
    if k == "force_each":
        return f"Each of your {_filter(effect, True)} in the battle gets Force +{n}."
    if k == "force_one":
        return f"One {_filter(effect, False)} of your stack gets Force +{n}."
    if k == "destroy":
        return f"Destroy one enemy {_filter(effect, False)} in the battle, before Forces are compared."
    if k == "take":
        return (f"Take control of one enemy {_filter(effect, False)} in the battle: it joins "
                "your stack at once, before Forces are compared.")
    if k == "doom":
        return "Every unit of both stacks in the battle is destroyed; nobody rolls for casualties."
    if k == "shield":
        return f"If your stack wins, it loses {n} casualty fewer (after the cap)."
    if k == "extra_casualty":
        return f"If the enemy stack wins, it loses {n} extra casualty (after the cap)."
    if k == "negate":
        return "Negate the card just played against you: it has no effect."
    if k == "draw":
        return f"Draw {n} cards."
    if k == "walk":
        return "Move the stack to any non-Blocked space in any dimension; that is its move."
    if k == "move_bonus":
        return f"The stack gets Move +{n} this turn."
    if k == "recruit":
        return (f"Draw {n} extra unit at a City you control, from that City's dimension pile; "
                "it starts in the City or an adjacent space.")
    if k == "gate_jump":
        return (f"A stack on a Gate spends {n} Move Point to go to any other Gate, connected "
                "or not, and may go on moving with what it has left.")
    if k == "peace":
        return "Name an opponent: through its next turn it may not move stacks into battle."
    if k == "hold":
        return "Name an enemy stack: it may not move through its owner's next turn."
    if k == "peek":
        return "Look at an opponent's hand (only you see it)."
    if k == "discard":
        return f"Name an opponent: it discards {n} cards of its choice."
    raise AssertionError(k)


def requirement(card: Card) -> str:
    """The source's notation: ``CR`` or ``—``."""
    return f"{_C.dimension[card.requires].code}R" if card.requires else "—"


def requirement_text(card: Card) -> str:
    if not card.requires:
        return ""
    adjective = _C.dimension[card.requires].adjective
    article = "an" if adjective[0] in "AEIOU" else "a"
    return f"{requirement(card)}: the stack using it must hold {article} {adjective} unit. "


def card_text(card: Card) -> str:
    """A card's whole rules text: effect, requirement and timing."""
    return f"{effect_text(card.effect)} {requirement_text(card)}{TIMING_TEXT[card.timing]}"
