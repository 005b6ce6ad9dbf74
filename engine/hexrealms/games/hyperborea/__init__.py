"""Hyperborea (Andrea Chiarvesio, Pierluca Zizzi): the first ruleset. Its rules are in
``ruleset`` (loaded when the game is first asked for)."""

from ...core.ruleset import About

ABOUT = About(
    id="hyperborea",
    name="Hyperborea",
    blurb=("Lead a race out of its Homeland: draw Civilization cubes from your bag, build "
           "technologies, explore ruins and conquer a fog-covered hex map."),
    min_players=2,
    max_players=6,
)
