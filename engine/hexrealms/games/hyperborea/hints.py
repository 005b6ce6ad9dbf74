"""The short hint beside the decision at hand (ARCHITECTURE.md, "The view": ``table.hint``):
what the decision is for, in a sentence a first-time player can act on."""

from __future__ import annotations

from .state import State

SETUP_HINTS = {
    "race_tile": "Choose your Race tile, one of your race's two: its power lasts the whole game.",
    "start_card": "Choose the Advanced Technology your race starts with.",
    "extra_cube": "Take one extra cube of any colour into your bag: your first turns draw from it.",
    "dev": ("Put a Development marker on a row: a row developed to level 4 or more may be "
            "upgraded for new cubes of its colour."),
}

DECISION_HINTS = {
    "option": "The card offers a choice: pick one of its options.",
    "pay_cube": "A cost to pay: remove one of your cubes (the card says how many).",
    "regen": "Choose the colour of the cube that goes into your bag.",
    "pay_miniature": "A cost to pay: remove one of your miniatures from the map.",
    "lower": "An opponent's card lowers one of your Development markers: choose which.",
    "ruin": "Your ruin token: use it now, or store it face down for a later turn.",
    "reset_keep": "Reset: keep this cube on its continuous technology, or return it to your bag.",
    "take_after_refresh": "Take one of the face-up Advanced Technologies.",
}

PLACE = "Place a cube on a space of its colour: each full set fires its effects."
SPEND = "Spend your effects in any order; what is left unspent is lost when the turn ends."
END = "Nothing left to place: end the turn to draw 3 cubes (a Reset when your bag is empty)."


def hint(state: State) -> str:
    """The hint for the decision due now ("" when the game is over or chance is due)."""
    if state.phase == "over" or state.chance_queue:
        return ""
    if state.decisions:
        return DECISION_HINTS.get(state.decisions[0].kind, "")
    if state.setup_queue:
        step = state.setup_queue[0][1]
        return SETUP_HINTS["dev" if step.startswith("dev") else step]
    player = state.players[state.current]
    if player.available:
        return PLACE if not state.pool else f"{PLACE} {SPEND}"
    return SPEND if state.pool else END
