"""Every rules text a player may ask for, in one JSON-ready dictionary (tooltips and panels in
the browser; generated from the content data, never written by hand)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.guide import load_guide
from .board import FIELD_OF_COLOUR, ROWS
from .content import map_content, rules_content
from .scoring import CATEGORIES
from .text import CATEGORY_RULES, EFFECT_RULES, TERRAIN_RULES, bundle_text, card_text, spaces_text

CONDITION_RULES = {
    "gems": "12 Gems in your Victory Points area (15 with 2 players).",
    "technologies": "Your fifth Advanced Technology (a race's starting card does not count).",
    "miniatures": "Your last miniature put on the map (Prime Objective: hold the Central "
                  "Hexagon, free of enemies, Ghosts and ruins, at the start of your turn).",
}


#: The map's look as data (ARCHITECTURE.md, "The view"): each terrain's colour and pattern.
LOOK: dict[str, Any] = {
    "terrains": {
        "plain": {"name": "Plain", "colour": "#cfe096", "pattern": "grass"},
        "desert": {"name": "Desert", "colour": "#f0d9a0", "pattern": "dunes"},
        "forest": {"name": "Forest", "colour": "#7fb374", "pattern": "trees"},
        "swamp": {"name": "Swamp", "colour": "#9ab9ae", "pattern": "reeds"},
        "mountain": {"name": "Mountain", "colour": "#bbb3a8", "pattern": "peaks"},
        "unexplored": {"name": "Unexplored", "colour": "#3a4150", "pattern": "fog",
                       "text": "Face-down: it turns face-up when a miniature enters a neighbour."},
    },
    "icons": {},
}
for _id, _look in LOOK["terrains"].items():
    _look.setdefault("text", TERRAIN_RULES.get(_id, ""))


@lru_cache(maxsize=1)
def rules_texts() -> dict[str, Any]:
    """Cards, ruin tokens, Base Technologies, race tiles, effects, terrains, scoring categories
    and end-game conditions, each with its rules text."""
    rc = rules_content()
    return {
        "cards": {c.id: {"name": c.name, "deck": c.deck, "vp": c.vp, "spaces": list(c.spaces),
                         "continuous": c.continuous, "race": c.race, "text": card_text(c)}
                  for c in rc.advanced_technologies},
        "ruin_tokens": {t.id: {"metal": t.metal, "text": bundle_text(t.bundle)}
                        for t in rc.ruin_tokens},
        "base_technologies": {t.id: {"name": t.name, "sets": [
            {"spaces": list(s.spaces), "text": f"{spaces_text(s.spaces)}: {bundle_text(s.bundle)}"}
            for s in t.sets]} for t in rc.base_technologies},
        "race_tiles": {t.id: {"race": t.race, "side": t.side, "text": t.text}
                       for t in rc.race_tiles},
        "races": {r.id: {"name": r.name, "colour": r.colour, "letter": r.letter, "shape": r.shape}
                  for r in map_content().races},
        "effects": dict(EFFECT_RULES),
        "terrains": dict(TERRAIN_RULES),
        "rows": {row: {"colour": colour} for colour, row in FIELD_OF_COLOUR.items()
                 if row in ROWS},
        "categories": {c: CATEGORY_RULES[c] for c in CATEGORIES},
        "look": LOOK,
        "conditions": dict(CONDITION_RULES),
        "guide": load_guide(__package__),
    }
