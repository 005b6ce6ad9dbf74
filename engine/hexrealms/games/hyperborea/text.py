"""Rules text for players, generated from content data (so text and rules never drift)."""

from __future__ import annotations

from .content import AdvancedTechnology, Bundle, City, Effect, Modifier

REGION_NAMES = {"centre": "Central Hexagon", "borderland": "Borderland", "homeland": "Homeland"}

CATEGORY_RULES = {
    "gems": "1 VP per Gem in the Victory Points area.",
    "ghosts": "Ghosts killed: 1 Ghost 1 VP, 2 Ghosts 3 VP, 3 Ghosts 6 VP, +1 VP for each beyond.",
    "killed": "1 VP per enemy miniature in your graveyard.",
    "cubes": "1 VP per Civilization cube you own, grey excluded.",
    "objectives": "2 VP per Objective tile.",
    "technologies": "The VP printed on your Advanced Technology cards.",
    "control": "Hexagons you control: Homeland 1 VP, Borderland 2 VP, Central Hexagon 4 VP.",
}
CATEGORY_NAMES = {"gems": "Gems", "ghosts": "Ghosts killed", "killed": "Enemies killed",
                  "cubes": "Cubes", "objectives": "Objective tiles",
                  "technologies": "Technologies", "control": "Control"}

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

#: What the pieces on the map do (rulebook, cities, ruins and Fortresses; RULINGS 3, 8;
#: RULES-NOTES, "Frozen miniatures" and "Fortresses and ranged attacks").
PIECE_RULES: dict[str, str] = {
    "city": ("Enter it with a miniature while it is free to gain its effects; the miniature "
             "stays inside until your next Reset."),
    "capital": "A Homeland's Capital City, entered like any city.",
    "ruin": ("A stack of face-down ruin tokens: enter it with a miniature while it is free to "
             "draw the top token, to use now or store face-down; the miniature stays inside "
             "until your next Reset."),
    # RULINGS 3 (control) and 8 (Ghosts never block), said in the text itself
    "ghost": ("A Ghost keeps its city or ruin occupied until it is killed, and never blocks "
              "a walk. It counts as a rival for control: you control a hexagon only with more "
              "miniatures there than each other player and than its Ghosts (a house ruling). "
              + CATEGORY_RULES["ghosts"]),
    "fortress": ("Absorbs one attack point aimed at its owner's miniatures in its hexagon, "
                 "ranged ones included; it never protects Ghosts."),
    "frozen": ("Frozen: it stays in this city or ruin until its owner's next Reset. It cannot "
               "move, attack or shoot from there, but it counts for control and may be "
               "attacked."),
    "miniatures": ("Miniatures outside cities and ruins: they walk, enter a free city or ruin, "
                   "attack and shoot."),
    "homeland": ("A race's three starting hexagons, marked by a band and a banner in its "
                 "colour: the Miniature effect puts new miniatures into those with a city. "
                 "Each scores 1 VP to whoever controls it."),
}

TERRAIN_RULES: dict[str, str] = {
    "plain": "Plain: no extra movement cost.",
    "desert": "Desert: no extra movement cost.",
    "forest": "Forest: entering costs 1 extra movement point.",
    "swamp": "Swamp: leaving costs 1 extra movement point.",
    "mountain": "Mountain: entering or leaving costs 1 extra movement point.",
}


def effect_name(kind: str) -> str:
    """An effect's name as printed: "Movement", "Cube Generation"."""
    return _NAMES[kind][0]


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


#: How a "remove" effect reads when a player pays it or suffers it.
_REMOVE_NAMES: dict[str, tuple[str, str]] = {
    "remove_cube": ("non-grey cube", "non-grey cubes"),
    "remove_miniature": ("miniature", "miniatures"),
    "remove_gem": ("Gem", "Gems"),
}

#: How an activation space reads.
SPACE_NAMES: dict[str, str] = {
    "red": "red", "green": "green", "purple": "purple", "blue": "blue", "orange": "orange",
    "yellow": "yellow", "multi": "multicolour", "grey": "grey",
}


def harm_text(effect: Effect) -> str:
    """A paid or suffered effect: "Remove 1 non-grey cube", "Remove 2 Gems",
    "1 Negative Develop"."""
    if effect.kind in _REMOVE_NAMES:
        one, many = _REMOVE_NAMES[effect.kind]
        return f"Remove {effect.amount} {one if effect.amount == 1 else many}"
    return effect_text(effect)


def _suffered_text(effects: tuple[Effect, ...]) -> str:
    """What adjacent opponents suffer, e.g. "remove 1 Gem + 1 Negative Develop"."""
    return " + ".join(harm_text(e)[0].lower() + harm_text(e)[1:] if e.kind in _REMOVE_NAMES
                      else effect_text(e) for e in effects)


def bundle_text(bundle: Bundle) -> str:
    """What one activation generates, e.g. "Remove 1 non-grey cube: 2 Gems + 1 Develop",
    "either 2 Gems, or 2 Cube Generations", "1 Attack; all adjacent opponents: 1 Negative
    Develop", "all adjacent opponents: remove 1 Gem; you gain 1 Gem for each opponent who
    does"."""
    parts = []
    if bundle.effects:
        parts.append(effects_text(bundle.effects))
    if bundle.options:
        parts.append("either " + ", or ".join(effects_text(o) for o in bundle.options))
    if bundle.adjacent:
        parts.append(f"all adjacent opponents: {_suffered_text(bundle.adjacent)}")
    if bundle.per_victim:
        parts.append(f"you gain {effects_text(bundle.per_victim)} for each opponent who does")
    text = "; ".join(parts)
    if bundle.cost:
        text = f"{' and '.join(harm_text(e) for e in bundle.cost)}: {text}"
    return text


def spaces_text(spaces: tuple[str, ...]) -> str:
    """E.g. "red + multicolour + grey"."""
    return " + ".join(SPACE_NAMES[s] for s in spaces)


def modifier_text(modifier: Modifier) -> str:
    """A continuous rewrite, e.g. "Any time you generate Movement points, you generate flying
    movement points instead"."""
    def many(kind: str) -> str:
        return _NAMES[kind][1] if kind in _NAMES else _REMOVE_NAMES[kind][1]

    if modifier.mode == "instead":
        return (f"Any time you generate {many(modifier.trigger)}, you generate "
                f"{many(modifier.produce)} instead")
    return (f"Any time an activation generates {many(modifier.trigger)}, it also generates "
            f"{effect_text(Effect(kind=modifier.produce))} (once per activation)")


def card_text(card: AdvancedTechnology) -> str:
    """The full rules text of an Advanced Technology card (shown as its tooltip)."""
    out = [f"Activation: {spaces_text(card.spaces)}."]
    if card.bundle is not None:
        line = f"Generates: {bundle_text(card.bundle)}."
        if card.bundle.cost:
            line += " The removal must be paid in full, or nothing is generated."
        if card.bundle.adjacent:
            line += " An adjacent opponent who cannot comply is simply unaffected."
        out.append(line)
    if card.continuous:
        out.append("Continuous: once activated, it works until the end of the game; its cubes "
                   "may stay on it at a Reset.")
    out += [f"{modifier_text(m)}." for m in card.modifiers]
    if card.start_of_turn:
        out.append(f"At the start of each of your turns: {effects_text(card.start_of_turn)}.")
    out.append(f"Worth {card.vp} VP at the end of the game.")
    return " ".join(out)


#: How an unspent effect of the pool reads, one and many (the movement points as players say).
_UNSPENT: dict[str, tuple[str, str]] = {
    "movement": ("movement point", "movement points"),
    "fly": ("flying point", "flying points"),
}


def effect_count(kind: str, n: int) -> str:
    """"1 movement point", "2 Attacks", "1 Advanced Technology Card": an amount of an effect
    in the pool, the noun agreeing with the number."""
    one, many = _UNSPENT.get(kind) or _NAMES[kind]
    return f"{n} {one if n == 1 else many}"
