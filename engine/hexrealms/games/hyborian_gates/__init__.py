"""Hyborian Gates Empires: six dimensions linked by Gates, stacks racing for the Pyramids.
Its rules are in ``ruleset`` (loaded when the game is first asked for)."""

from ...core.ruleset import About

ABOUT = About(
    id="hyborian_gates",
    name="Hyborian Gates Empires",
    blurb=("Conquer six dimensions linked by Gates: stacks of troopers, companions, monsters "
           "and vehicles race to hold the Pyramids, with a shared deck of action cards."),
    min_players=2,
    max_players=6,
)
