"""Every rules text a player may ask for, in one JSON-ready dictionary (tooltips and panels in
the browser; generated from the content data, never written by hand)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.guide import load_guide
from .board import FIELD_OF_COLOUR, ROWS
from .content import RUIN_METAL, TOKENS_PER_RUIN, map_content, rules_content
from .scoring import CATEGORIES
from .text import (CATEGORY_RULES, EFFECT_RULES, PIECE_RULES, TERRAIN_RULES, bundle_text,
                   card_text, spaces_text)

CONDITION_RULES = {
    "gems": "12 Gems in your Victory Points area (15 with 2 players).",
    "technologies": "Your fifth Advanced Technology (a race's starting card does not count).",
    "miniatures": "Your last miniature put on the map (Prime Objective: hold the Central "
                  "Hexagon, free of enemies, Ghosts and ruins, at the start of your turn).",
}


#: Icons of the map's pieces and the board's counters, each ``assets/hyperborea/<name>.svg``.
ICONS = ("city", "capital", "ruin_bronze", "ruin_silver", "ruin_gold", "ghost", "fortress",
         "miniature", "frozen")

#: Ruin token metals: name and the letter a ruin carries (colour is never the only cue).
METALS: dict[str, dict[str, str]] = {
    "bronze": {"name": "Bronze", "letter": "B"},
    "silver": {"name": "Silver", "letter": "S"},
    "gold": {"name": "Gold", "letter": "G"},
}

#: Civilization cubes as the page draws them: colour and letter (web cube colours); a
#: multicolour space takes any colour but grey.
CUBE_LOOK: dict[str, dict[str, str]] = {
    "red": {"colour": "#d9473a", "letter": "R"},
    "green": {"colour": "#3aa365", "letter": "G"},
    "purple": {"colour": "#8d52b8", "letter": "P"},
    "blue": {"colour": "#3a78d6", "letter": "B"},
    "orange": {"colour": "#ef8a2e", "letter": "O"},
    "yellow": {"colour": "#f2d03b", "letter": "Y"},
    "grey": {"colour": "#9aa3b2", "letter": "X"},
    "multi": {"colour": "#e9e4d8", "letter": "✱"},
}


def _back_text(region: str) -> str:
    """What a face-down hexagon of ``region`` becomes (rulebook, "Fog of war"; RULINGS 10)."""
    metal = RUIN_METAL[region]  # type: ignore[index]
    return (f"Face-down: it turns face-up when a miniature enters a neighbouring hexagon, "
            f"before anything else that move does; then each ruin space gets "
            f"{TOKENS_PER_RUIN[metal]} {metal} tokens, and each city and ruin stack a Ghost "
            "while the box has one.")


#: Where each region's ruins lie, in a sentence.
_REGION_PLACES = {"homeland": "the Homelands", "borderland": "the Borderlands",
                  "centre": "the Central Hexagon"}


def _ruin_text(metal: str) -> str:
    """A ruin metal's legend text: where such ruins lie, and what a ruin is."""
    where = " and ".join(_REGION_PLACES[r] for r, m in RUIN_METAL.items() if m == metal)
    return f"{METALS[metal]['name']} ruins lie in {where}. {PIECE_RULES['ruin']}"


#: The map's look as data (ARCHITECTURE.md, "The view"): each terrain's and each face-down
#: back's colour and pattern, the pieces' icons. Homelands are never face-down
#: (``mapmaking.new_state``), so only the Centre and the Borderlands have a back.
LOOK: dict[str, Any] = {
    "terrains": {
        "plain": {"name": "Plain", "colour": "#cfe096", "pattern": "grass"},
        "desert": {"name": "Desert", "colour": "#f0d9a0", "pattern": "dunes"},
        "forest": {"name": "Forest", "colour": "#7fb374", "pattern": "trees"},
        "swamp": {"name": "Swamp", "colour": "#9ab9ae", "pattern": "reeds"},
        "mountain": {"name": "Mountain", "colour": "#bbb3a8", "pattern": "peaks"},
    },
    "backs": {
        "centre": {"name": "Centre", "colour": "#4b4470", "pattern": "stars",
                   "text": _back_text("centre")},
        "borderland": {"name": "Borderland", "colour": "#3f5275", "pattern": "fog",
                       "text": _back_text("borderland")},
    },
    "icons": {name: f"assets/hyperborea/{name}.svg" for name in ICONS},
}
for _id, _look in LOOK["terrains"].items():
    _look["text"] = TERRAIN_RULES[_id]


def _legend() -> list[dict[str, Any]]:
    """The map's key, in the order the page lists it: every terrain, each back, each piece
    (``terrain``, ``back`` or ``icon`` says how to draw it; ``home``: a Homeland's band and
    banner in a neutral colour)."""
    return [
        *({"name": t["name"], "text": t["text"], "terrain": tid}
          for tid, t in LOOK["terrains"].items()),
        *({"name": f"Unexplored {b['name']}", "text": b["text"], "back": bid}
          for bid, b in LOOK["backs"].items()),
        {"name": "City", "text": PIECE_RULES["city"], "icon": "city"},
        {"name": "Capital City", "text": PIECE_RULES["capital"], "icon": "capital"},
        *({"name": f"{m['name']} ruin ({m['letter']})", "text": _ruin_text(metal),
           "icon": f"ruin_{metal}"} for metal, m in METALS.items()),
        {"name": "Ghost", "text": PIECE_RULES["ghost"], "icon": "ghost"},
        {"name": "Fortress", "text": PIECE_RULES["fortress"], "icon": "fortress"},
        {"name": "Miniatures", "text": PIECE_RULES["miniatures"], "icon": "miniature"},
        {"name": "Frozen", "text": PIECE_RULES["frozen"], "icon": "frozen"},
        {"name": "Homeland", "text": PIECE_RULES["homeland"], "home": True},
    ]


LOOK["legend"] = _legend()


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
