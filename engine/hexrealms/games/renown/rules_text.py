"""Every rules text a player may ask for and the game's look, as one JSON-ready dictionary
(tooltips and panels in the browser), generated from the content data."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.guide import load_guide
from .content import content
from .labels import monster_text, troop_text
from .scoring import CATEGORIES
from .text import amounts
from .view import OPEN_TIP

ICONS = ("outpost", "tower", "soldier", "archer", "knight", "paragon", "ogre", "wyrm",
         "basilisk", "food", "wood", "rock", "mana", "water", "empty", "renown", "mission",
         "capital", "trade", "die", "heart")


def glossary() -> dict[str, str]:
    n = content().numbers
    return {
        "Renown": (f"First to {n.renown_to_win} wins: 1 per Dragon Tower, per monster slain "
                   "(the killing blow), per mission."),
        "Gather": (f"Pick a resource: {n.yield_outpost} per outpost, {n.yield_tower} per tower "
                   "on its tiles (none where a monster stands). A d4 then names what every "
                   "other player gathers: 1 Food, 2 Wood, 3 Rock, 4 Mana."),
        "Outpost": (f"{amounts(n.outpost_cost)}; on land next to Water or to your own outpost "
                    f"or tower, one per tile, not under a monster. {n.outposts} each."),
        "Dragon Tower": (f"Upgrade an outpost for {amounts(n.tower_cost)}: +1 Renown. "
                         f"{n.towers} each."),
        "Capital": f"Trade {n.capital_rate} of one resource for 1 of another, in your Commerce.",
        "Offer": (f"In your Commerce, offer a player 1–{n.offer_most} of yours for "
                  f"1–{n.offer_most} of theirs; they accept or decline. "
                  f"{n.offers_per_turn} offers a turn, {n.offers_per_player} to each player. "
                  "While writing it, put resources in or take them out one at a time."),
        "Tile names": ("Each tile shows its name: its terrain's letter and a number (F3 is a "
                       "Food tile, W Wood, R Rock, M Mana, E Empty, ~ Water). Buttons and the "
                       "log name tiles the same way. An Empty tile's die shows its monster "
                       "mark."),
        "Attack": ("d10 at least the attack's number hits, then its damage die. The monster "
                   "reacts on a d8 either way, unless it was slain. One attack per troop a "
                   "turn; it ends the troop's move."),
        "Monster movement": ("At the end of each turn a d6 gives a direction (1 E, 2 SE, 3 SW, "
                             "4 W, 5 NW, 6 NE); every monster steps one hex that way, turning "
                             "clockwise when blocked by Water, the map's edge or a piece."),
        "Healing": f"A troop on or next to your outpost or tower heals {n.heal} HP at the start of your turn.",
    }


@lru_cache(maxsize=1)
def rules_texts() -> dict[str, Any]:
    """Look (terrains, icons), glossary, troops, monsters, missions and result categories."""
    c = content()
    return {
        "look": {
            "terrains": {**{t.id: {"name": t.name, "colour": t.colour, "pattern": t.pattern,
                                   "text": t.text} for t in c.terrains},
                         "open": {"name": "Open hex", "colour": "#2c3442", "pattern": "plain",
                                  "text": OPEN_TIP}},
            "icons": {name: f"assets/renown/{name}.svg" for name in ICONS},
        },
        "glossary": glossary(),
        "troops": {t.id: {"name": t.name, "text": troop_text(t.id), "cost": amounts(t.cost)}
                   for t in c.troops},
        "monsters": {m.id: {"name": m.name, "text": monster_text(m.id)} for m in c.monsters},
        "missions": {m.id: {"name": m.name, "text": m.text} for m in c.missions},
        "categories": CATEGORIES,
        "guide": load_guide(__package__),
    }
