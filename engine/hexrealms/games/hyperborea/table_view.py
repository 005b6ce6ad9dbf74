"""Hyperborea in the generic view's terms (ARCHITECTURE.md, "The view"): the map as one hex
board of spaces with their miniatures, cities, ruins and Fortresses, each player's counters and
the market as panels. The page's Hyperborea screens read the richer keys of ``view.py``; the
terminal, the bots' tools and any generic renderer read this."""

from __future__ import annotations

from typing import Any

from .content import rules_content
from .text import REGION_NAMES, card_text

def _who(players: list[dict[str, Any]], occupant: dict[str, Any] | None) -> str:
    if occupant is None:
        return "free"
    return "a Ghost" if occupant.get("ghost") else players[occupant["seat"]]["name"]


def space(hexv: dict[str, Any], players: list[dict[str, Any]]) -> dict[str, Any]:
    """One hexagon as a generic SPACE."""
    region = REGION_NAMES[hexv["region"]]
    if not hexv["face_up"]:
        return {"id": hexv["id"], "board": "map", "q": hexv["q"], "r": hexv["r"],
                "terrain": "unexplored", "label": f"Unexplored {region}", "short": hexv["id"],
                "tip": "Face-down: it turns face-up when a miniature enters a neighbour.",
                "owner": None, "hidden": True, "markers": [], "pieces": []}
    markers = [{"icon": "city", "text": c["name"], "tip": f"{c['text']} ({_who(players, c['occupant'])})"}
               for c in hexv["cities"]]
    markers += [{"icon": "ruin", "text": f"{r['metal']} ruin, {r['tokens']} left",
                 "tip": f"Explore it to take its top token ({_who(players, r['occupant'])})"}
                for r in hexv["ruins"]]
    markers += [{"icon": "fortress", "text": f"Fortress of {players[s]['name']}",
                 "tip": "Absorbs one attack."} for s in hexv["fortresses"]]
    pieces = [{"id": f"{hexv['id']}.s{u['seat']}", "seat": u["seat"], "icon": "miniature",
               "count": u["count"],
               "label": f"{players[u['seat']]['name']}: {u['count']} "
                        f"{'miniature' if u['count'] == 1 else 'miniatures'}",
               "tip": "Miniatures outside cities and ruins.", "parts": []}
              for u in hexv["units"]]
    label = f"{region} — {hexv['terrain']}"
    if hexv["home_of"] is not None:
        label = f"Homeland of {players[hexv['home_of']]['name']} — {hexv['terrain']}"
    return {"id": hexv["id"], "board": "map", "q": hexv["q"], "r": hexv["r"],
            "terrain": hexv["terrain"], "label": label, "short": hexv["id"],
            "tip": label, "owner": hexv["controller"], "hidden": False,
            "markers": markers, "pieces": pieces}


def summary(p: dict[str, Any]) -> list[dict[str, Any]]:
    """A player's numbers at a glance."""
    m = p["miniatures"]
    return [
        {"label": "VP", "value": sum(p["score"].values()), "tip": "Victory Points so far."},
        {"label": "Gems", "value": p["gems"], "tip": "1 VP each."},
        {"label": "Cubes to place", "value": len(p["available"]),
         "tip": "Drawn from the bag, waiting for a space on a technology."},
        {"label": "Bag", "value": p["bag_count"], "tip": "Cubes left to draw before a Reset."},
        {"label": "Miniatures", "value": f"{m['map']} on the map, {m['reserve']} in reserve, "
                                         f"{m['graveyard']} dead", "tip": "Your 10 miniatures."},
    ]


def table(view: dict[str, Any], hint: str = "") -> dict[str, Any]:
    """The generic TABLE of a Hyperborea view (``view.game_view``'s output), with the hint
    about the decision at hand (``hints.hint``)."""
    players = view["players"]
    cards = {c.id: c for c in rules_content().advanced_technologies}
    market = [{"id": cid, "name": cards[cid].name, "text": card_text(cards[cid]), "tags": [f"deck {row['deck']}"]}
              for row in view["market"] for cid in row["cards"] if cid is not None]
    pool = [{"label": e["kind"].replace("_", " "), "value": e["amount"],
             "tip": "An effect to spend this turn."} for e in view["pool"]]
    panels: list[dict[str, Any]] = [
        {"id": f"player{p['seat']}", "title": p["name"], "seat": p["seat"], "kind": "counters",
         "items": summary(p)} for p in players]
    panels.append({"id": "market", "title": "Market", "seat": None, "kind": "cards",
                   "cards": market, "hidden_count": 0})
    panels.append({"id": "pool", "title": "Effects to spend", "seat": view["active"],
                   "kind": "counters", "items": pool})
    return {"boards": [{"id": "map", "title": "Hyperborea", "grid": "hex", "tip": ""}],
            "spaces": [space(h, players) for h in view["map"]["hexes"]],
            "links": [], "panels": panels, "hint": hint}
