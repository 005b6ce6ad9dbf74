"""Rules text for players, generated from content data (so text and rules never drift)."""

from __future__ import annotations

from .content import City, Effect

_NAMES: dict[str, tuple[str, str]] = {
    "movement": ("Movement", "Movement points"),
    "fly": ("Fly", "flying movement points"),
    "attack": ("Attack", "Attacks"),
    "ranged_attack": ("Ranged Attack", "Ranged Attacks"),
    "fortress": ("Fortress", "Fortresses"),
    "miniature": ("Miniature", "Miniatures"),
    "cloning": ("Cloning", "Clonings"),
    "develop": ("Develop", "Develops"),
    "gem": ("Gem", "Gems"),
    "cube_draw": ("Cube Drawing", "Cube Drawings"),
    "cube_gen": ("Cube Generation", "Cube Generations"),
    "cube_restore": ("Cube Restoration", "Cube Restorations"),
    "espionage": ("Espionage", "Espionages"),
    "negative_develop": ("Negative Develop", "Negative Develops"),
    "advanced_technology": ("Advanced Technology Card", "Advanced Technology Cards"),
}

#: What each effect does, in the rulebook's words (rulebook, "Ruins, technologies and cities
#: effects").
EFFECT_RULES: dict[str, str] = {
    "movement": "1 movement point: move a miniature to an adjacent hexagon (terrain may cost more).",
    "fly": "1 flying movement point: move to an adjacent hexagon ignoring terrain and enemies.",
    "attack": "Kill one Ghost or enemy miniature in a hexagon where you have a miniature.",
    "ranged_attack": "Remove one Ghost or enemy miniature in an adjacent hexagon (no VP).",
    "fortress": "Place a Fortress in a hexagon with your miniatures: it absorbs one attack.",
    "miniature": "Put a miniature from your reserve into a Homeland hexagon with a city.",
    "cloning": "Put a miniature from your reserve into any hexagon where you have one.",
    "develop": "Advance a Development marker one level.",
    "gem": "Gain a Gem: 1 Victory Point.",
    "cube_draw": "Draw a cube from your bag into your available cubes.",
    "cube_gen": "Take a cube from the reserve and put it into your bag.",
    "cube_restore": "Put one cube from your board or technologies back into your bag.",
    "espionage": "Generate the effect of an opponent's Advanced Technology.",
    "negative_develop": "The affected player lowers one Development marker a level.",
    "advanced_technology": "Take one of the face-up Advanced Technology cards.",
}

TERRAIN_RULES: dict[str, str] = {
    "plain": "Plain: no extra movement cost.",
    "desert": "Desert: no extra movement cost.",
    "forest": "Forest: entering costs 1 extra movement point.",
    "swamp": "Swamp: leaving costs 1 extra movement point.",
    "mountain": "Mountain: entering or leaving costs 1 extra movement point.",
}


def effect_text(effect: Effect) -> str:
    """E.g. "2 Movement points", "1 yellow Cube Generation", "Develop 3× (on one row)"."""
    one, many = _NAMES[effect.kind]
    colour = f"{effect.colour} " if effect.colour else ""
    if effect.kind == "develop" and effect.amount > 1:
        rows = {"any": "any rows", "same": "all on one row", "different": "each on a different row"}
        return f"{effect.amount}× Develop ({rows[effect.rows]})"
    if effect.amount == 1:
        return f"1 {colour}{one}"
    return f"{effect.amount} {colour}{many}"


def effects_text(effects: tuple[Effect, ...]) -> str:
    return " + ".join(effect_text(e) for e in effects)


def city_text(city: City) -> str:
    """A city's rules text: what a miniature entering it gains."""
    prefix = "Capital City. " if city.capital else ""
    return (f"{prefix}Enter with a miniature while the city is free: gain "
            f"{effects_text(city.effects)}. The miniature stays inside until your next Reset.")
