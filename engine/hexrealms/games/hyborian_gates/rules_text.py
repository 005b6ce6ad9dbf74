"""Every rules text a player may ask for and the game's look, as one JSON-ready dictionary
(tooltips and panels in the browser), generated from the content data."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.guide import load_guide
from .content import content
from .scoring import CATEGORIES
from .text import TIMING_SHORT, TIMING_TEXT, card_text, requirement, unit_name

ICONS = ("stack", "trooper", "companion", "monster", "vehicle", "gate", "city", "pyramid", "blocked")


def glossary() -> dict[str, str]:
    c = content()
    n = c.numbers
    return {
        "Stack": (f"Up to {n.stack_limit} units of any dimensions on one space, with its owner's "
                  "marker; one stack per player per space."),
        "Force": (f"A stack's Force Total: its units' Force, +{n.monster_bonus} per Monster, "
                  f"+{n.companion_bonus} per Companion for each non-Companion, "
                  f"+{n.trooper_bonus} if it has a Trooper and the foe has none, "
                  f"+{n.city_bonus} defending a City, plus cards."),
        "Move Points": (f"{n.base_move} + the stack's Vehicles: each step to one of the 8 "
                        f"surrounding squares costs 1; on a Gate, {n.gate_hop_cost} goes to "
                        "any connected Gate."),
        "Gate": ("Each Gate rolled 3 dice on the connections table; two Gates are connected "
                 "when each rolled the other's dimension."),
        "Shang-Ri-La": "A City whose land holds no Gate: reached only by Dimension Walk.",
        "Control": "Your stack on a City or Pyramid controls it.",
        "Turn": ("Recruit Phase (a unit per City you control), Power Surge Phase (draw "
                 f"{n.surge_draw}), Move Phase, Battle Phase, Vortex Phase (at most "
                 f"{n.hand_limit} cards, {n.stack_limit} units a stack)."),
        "Card window": ("In a battle the attacker plays a card or passes, then the defender, "
                        "and so on; a pass answered by a pass closes it."),
        "Response window": ("When a card names you or your stack outside a battle you are "
                            "always asked: negate it with Immunity or let it act. You are "
                            "asked even with no Immunity in hand, so the question never tells "
                            "the others what your hand holds."),
        "Marks on the board": ("On a stack: RF — held by a Red Field of Force (no moving or "
                               "splitting through its owner's next turn); PB — its owner is "
                               "under a Peace Bringer (no moving into a battle); ✓ — it has "
                               "moved this turn; +3 — Moon Rider's extra Move; ! — more than "
                               f"{n.stack_limit} units (the Vortex Phase disbands the excess). "
                               "On a space: ⚔ — two players' stacks meet: a battle."),
        "Requirement": ("GR, OR, AR, HR, SR, CR: the stack using the card must hold a unit of "
                        "Gaea, Osiris, Atlantis, Hyboria, Asgard or Chaos."),
        "Victory": (f"Hold {n.pyramids_to_win} Pyramids ({n.pyramids_to_win_two_players} with "
                    "two players) at the start of your turn, or be the last player with units. "
                    "After the last round the most Pyramids win (then Cities, units, turn "
                    "order)."),
    }


@lru_cache(maxsize=1)
def rules_texts() -> dict[str, Any]:
    """Look (terrains, icons), glossary, cards, units, dimensions and result categories."""
    c = content()
    return {
        "look": {
            "terrains": {t: {"name": v.name, "colour": v.colour, "pattern": v.pattern,
                             "text": v.text} for t, v in c.terrains.items()},
            "icons": {name: f"assets/hyborian_gates/{name}.svg" for name in ICONS},
        },
        "glossary": glossary(),
        "cards": {k.id: {"name": k.name, "text": card_text(k), "requires": requirement(k),
                         "timing": TIMING_SHORT[k.timing], "timing_text": TIMING_TEXT[k.timing],
                         "note": k.note, "copies": c.copies} for k in c.cards},
        "units": {k.id: {"name": unit_name(k.id), "dimension": k.dimension, "type": k.type,
                         "force": k.force, "fights_at": k.fights_at, "count": k.count,
                         "text": c.type_info[k.type].text} for k in c.kinds},
        "dimensions": {d.id: {"name": d.name, "land": d.land, "strength": d.strength,
                              "colour": d.colour, "gates": list(d.gates)}
                       for d in c.dimensions},
        "categories": CATEGORIES,
        "guide": load_guide(__package__),
    }
