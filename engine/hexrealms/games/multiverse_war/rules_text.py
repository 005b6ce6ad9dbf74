"""Every rules text a player may ask for and the game's look, as one JSON-ready dictionary
(tooltips and panels in the browser), generated from the content data."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.guide import load_guide
from .content import content
from .scoring import CATEGORIES
from .unit_text import unit_card_text

ICONS = ("builder", "scout", "pikeman", "archer", "horseman", "swordsman",
         "catapult", "settlement", "barracks", "guard_tower", "academy", "siege_workshop",
         "fortress", "block", "road", "bridge", "gold", "wound", "rest", "die", "mission",
         "set_up", "explore", "decoy", "assassin", "sharpshooter", "warlord", "mystic",
         "warden", "mine", "stone", "adventure", "ant_colony", "merchant_caravan",
         "competition", "burning_village", "event_dial", "frost", "storm")


def glossary() -> dict[str, str]:
    c = content()
    n = c.numbers
    return {
        "AP": "Action points: a unit's moves, explorations, shots and set-up cost AP each turn.",
        "Identified": ("An enemy block shows its type while one of your units or buildings has "
                       f"it in sight ({n.los} hexes; higher ground blocks; in a forest only from "
                       "next to it, but a Tribal Scout sees into forests)."),
        "Counter": "A unit that counters its foe strikes first in their battle, whoever attacked.",
        "Support": (f"Each military unit next to the battle counts; a side with {c.dice.support_step} "
                    "more than the other makes the other's strikes roll one die fewer."),
        "Battle track": ("Each unit type's track: +1 for each enemy slain and building destroyed. "
                         "2: ability; 3 Veteran (+1 HP); 5 Elite (+1 damage, one more ability "
                         "user a turn)."),
        "Rest": (f"A wounded unit that does nothing in a turn heals {n.rest_heal} wounds at the "
                 "start of its owner's next action phase."),
        "Settlement zone": "Your Settlement's hex and the 4 hexes behind it: recruits stand here.",
        "Roads": c.roads.text,
        "Dice": c.dice.text,
    }


@lru_cache(maxsize=1)
def rules_texts() -> dict[str, Any]:
    c = content()
    return {
        "look": {
            "terrains": {t.id: {"name": t.name, "colour": t.colour, "pattern": t.pattern,
                                "text": t.text} for t in c.terrains},
            "backs": {"face_down": {"name": "Unexplored", "colour": "#3b3550",
                                    "pattern": "stars",
                                    "text": "Unexplored: explore it from a hex next to it."}},
            "icons": {name: f"assets/multiverse_war/{name}.svg" for name in ICONS},
        },
        "glossary": glossary(),
        "units": {u.id: {"name": u.name, "text": unit_card_text(u.id)} for u in c.units},
        "buildings": {b.id: {"name": b.name, "text": b.text} for b in c.buildings},
        "missions": {m: {"name": c.mission[m].name, "text": c.mission[m].text}
                     for m in c.bonus_missions},
        "categories": CATEGORIES,
        "guide": load_guide(__package__),
    }
