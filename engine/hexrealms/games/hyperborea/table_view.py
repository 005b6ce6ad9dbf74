"""Hyperborea in the generic view's terms (ARCHITECTURE.md, "The view"): the map as one hex
board of spaces — a face-down hexagon shows its back only; a face-up one its terrain, and its
cities, ruins, their occupants, Fortresses and miniatures as pieces — and everything else on
the table as panels (``table_panels``). The page, the terminal and any other reader draw
Hyperborea from this alone; the richer keys of ``view.py`` are the ruleset's own (its tests
and this module read them)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .rules_text import LOOK, METALS
from .story import count
from .table_panels import panels
from .text import PIECE_RULES, REGION_NAMES, TERRAIN_RULES

Piece = dict[str, Any]


def table(view: dict[str, Any], hint: str, focus: int | None) -> dict[str, Any]:
    """The generic TABLE of a Hyperborea view (``view.game_view``'s output), with the hint
    about the decision at hand (``hints.hint``); ``focus`` is the seat whose board is shown
    open (the others are folded)."""
    players = view["players"]
    return {"boards": [{"id": "map", "title": "Hyperborea", "grid": "hex", "tip": ""}],
            "spaces": [space(h, players) for h in view["map"]["hexes"]],
            "links": [], "panels": panels(view, focus), "hint": hint}


def space(hexv: dict[str, Any], players: list[dict[str, Any]]) -> dict[str, Any]:
    """One hexagon as a generic SPACE: ``home`` is the seat whose Homeland it is, ``owner``
    its controller (RULINGS 3). A face-down hexagon shows only its region's back (rulebook,
    "Fog of war": what it is has not been decided yet)."""
    out: dict[str, Any] = {"id": hexv["id"], "board": "map", "q": hexv["q"], "r": hexv["r"],
                           "short": hexv["id"], "home": hexv["home_of"], "markers": []}
    if not hexv["face_up"]:
        back = LOOK["backs"][hexv["region"]]
        return out | {"terrain": None, "back": hexv["region"],
                      "label": f"Unexplored {back['name']}", "tip": back["text"],
                      "owner": None, "hidden": True, "pieces": []}
    label = _label(hexv, players)
    return out | {"terrain": hexv["terrain"], "label": label,
                  "tip": TERRAIN_RULES[hexv["terrain"]],
                  "owner": hexv["controller"], "hidden": False,
                  "pieces": pieces(hexv, players)}


def _label(hexv: dict[str, Any], players: list[dict[str, Any]]) -> str:
    """"Borderland — Forest", "Homeland of Ann — Plain"."""
    region = REGION_NAMES[hexv["region"]]
    if hexv["home_of"] is not None:
        region = f"Homeland of {players[hexv['home_of']]['name']}"
    return f"{region} — {LOOK['terrains'][hexv['terrain']]['name']}"


def pieces(hexv: dict[str, Any], players: list[dict[str, Any]]) -> list[Piece]:
    """Each city and ruin followed by whoever sits in it, the Fortresses, then the miniatures
    outside cities and ruins."""
    out: list[Piece] = []
    for city in hexv["cities"]:
        out.append(city_piece(city, players))
        out += occupant_piece(city["id"], city["name"], city["occupant"], players)
    for ruin in hexv["ruins"]:
        out.append(ruin_piece(ruin, players))
        where = f"the {METALS[ruin['metal']]['name'].lower()} ruin"
        out += occupant_piece(ruin["id"], where, ruin["occupant"], players)
    out += fortress_pieces(hexv, players)
    out += [miniatures_piece(hexv["id"], unit["seat"], unit["count"], players)
            for unit in hexv["units"]]
    return out


def _inside(occupant: dict[str, Any] | None, players: list[dict[str, Any]]) -> str:
    """Who is in a city or ruin, as a sentence."""
    if occupant is None:
        return "It is free."
    if occupant.get("ghost"):
        return "A Ghost is inside."
    return f"{players[occupant['seat']]['name']}'s miniature is inside."


def city_piece(city: dict[str, Any], players: list[dict[str, Any]]) -> Piece:
    """A city or the Capital City, with its rules text and who is inside."""
    return {"id": city["id"], "seat": None, "icon": "capital" if city["capital"] else "city",
            "show": "icon", "label": city["name"],
            "tip": f"{city['text']} {_inside(city['occupant'], players)}", "parts": []}


def ruin_piece(ruin: dict[str, Any], players: list[dict[str, Any]]) -> Piece:
    """A ruin stack: its metal (by icon and letter) and the tokens left on it."""
    metal = METALS[ruin["metal"]]
    left = f"{count(ruin['tokens'], 'token')} left" if ruin["tokens"] else "no tokens left"
    label = f"{metal['name']} ruin, {left}"
    depleted = "" if ruin["tokens"] else "Depleted: it can no longer be explored. "
    return {"id": ruin["id"], "seat": None, "icon": f"ruin_{ruin['metal']}", "show": "icon",
            "count": ruin["tokens"], "label": label,
            "tip": (f"{label}. {depleted}{PIECE_RULES['ruin']} "
                    f"{_inside(ruin['occupant'], players)}"),
            "badges": [{"text": metal["letter"], "tip": f"{metal['name']} ruin tokens"}],
            "parts": []}


def occupant_piece(site: str, where: str, occupant: dict[str, Any] | None,
                   players: list[dict[str, Any]]) -> list[Piece]:
    """Whoever sits in the city or ruin ``site`` (none, a Ghost, or a player's frozen
    miniature), drawn small at that piece's corner."""
    if occupant is None:
        return []
    if occupant.get("ghost"):
        return [{"id": f"{site}.in", "seat": None, "icon": "ghost", "show": "icon", "in": site,
                 "label": "a Ghost", "tip": f"A Ghost in {where}. {PIECE_RULES['ghost']}",
                 "parts": []}]
    seat = occupant["seat"]
    name = players[seat]["name"]
    return [{"id": f"{site}.in", "seat": seat, "icon": "miniature", "in": site,
             "label": f"{name}'s miniature (frozen)",
             "tip": f"{name}'s miniature in {where}.",
             "badges": [{"icon": "frozen", "text": "❄", "tip": PIECE_RULES["frozen"]}],
             "parts": []}]


def fortress_pieces(hexv: dict[str, Any], players: list[dict[str, Any]]) -> list[Piece]:
    """Each player's Fortresses in the hexagon, one piece per owner."""
    out = []
    for seat, n in sorted(Counter(hexv["fortresses"]).items()):
        name = players[seat]["name"]
        label = f"Fortress of {name}" if n == 1 else f"{n} Fortresses of {name}"
        out.append({"id": f"{hexv['id']}.f{seat}", "seat": seat, "icon": "fortress",
                    "show": "icon", "count": n, "label": label,
                    "tip": f"{label}. {PIECE_RULES['fortress']}", "parts": []})
    return out


def miniatures_piece(hex_id: str, seat: int, n: int, players: list[dict[str, Any]]) -> Piece:
    """One player's miniatures outside cities and ruins."""
    label = f"{players[seat]['name']}: {count(n, 'miniature')}"
    return {"id": f"{hex_id}.s{seat}", "seat": seat, "icon": "miniature", "count": n,
            "label": label, "tip": f"{label}. {PIECE_RULES['miniatures']}", "parts": []}


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
