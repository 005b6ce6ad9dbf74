"""A player's board as a generic ``slots`` panel (ARCHITECTURE.md, "The view"): the available
cubes, the unused area, both activation sets of the six Base Technologies, the Advanced
Technologies owned — each space a slot with the cube on it and the colour it asks for — and
the board's numbers: VP, Gems, bag, miniatures, graveyard, Ghosts killed, Objective tiles, Race
tile, the stored ruin token (its text for its owner only, RULINGS 14) and the six Development
tracks. Slot ids are ``slot_ids``'s, so actions' ``from``/``to`` name them."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .actions import COLOUR_OF_ROW, MAX_LEVEL
from .board import ROWS
from .rules_text import CUBE_LOOK, METALS, rules_texts
from .slot_ids import available_slot, target_slot, unused_area, unused_slot
from .story import a_cube, article, count, cubes, row_name
from .text import CATEGORY_NAMES, CATEGORY_RULES, SPACE_NAMES

Group = dict[str, Any]
Item = dict[str, Any]

AVAILABLE_TIP = ("Cubes drawn from your bag: place each on a technology space of its colour, "
                 "or in the unused area.")
UNUSED_TIP = ("Cubes put aside: they stay out of play until your next Reset, when every cube "
              "goes back into the bag.")
BAG_TIP = ("Cubes left to draw. Anyone may count them; no one may look at them. "
           "Ending a turn draws 3; with an empty bag you Reset.")  # RULINGS 19
MINIATURES_TIP = ("Your 10 miniatures: on the map, in your reserve (the Miniature and Cloning "
                  "effects bring them in), or killed into an opponent's graveyard.")
DEVELOP_TIP = ("{row} Development marker, level {level} of {top}: Develop effects raise it. At "
               "level 4 or 5 you may upgrade (back to 0) for 1 {colour} cube into your bag, at "
               "level 6 for 2, while the reserve has cubes of that colour; upgrading is never "
               "required.")  # RULINGS 15


def token(colour: str) -> dict[str, str]:
    """A cube, or the colour a space asks for, as a TOKEN: colour, letter and name."""
    return {"colour": CUBE_LOOK[colour]["colour"], "letter": CUBE_LOOK[colour]["letter"],
            "name": SPACE_NAMES[colour]}


def board_panel(view: dict[str, Any], p: dict[str, Any], focus: int | None) -> dict[str, Any]:
    """Seat ``p``'s board (``p`` a player of the view), folded unless it is the focus seat's."""
    title = f"{p['name']}'s board"
    if p["race_name"] != p["name"]:
        title += f" · {p['race_name']}"
    return {"id": f"board{p['seat']}", "title": title, "seat": p["seat"], "kind": "slots",
            "folded": p["seat"] != focus, "summary": _summary(p), "groups": groups(p),
            "items": items(view, p)}


def _summary(p: dict[str, Any]) -> str:
    """"12 VP · 2 cubes to place · bag 7 · 3 Gems"."""
    return (f"{sum(p['score'].values())} VP · {count(len(p['available']), 'cube')} to place · "
            f"bag {p['bag_count']} · {count(p['gems'], 'Gem')}")


def groups(p: dict[str, Any]) -> list[Group]:
    """Available, Unused, each Base Technology set, each Advanced Technology owned."""
    texts = rules_texts()
    out = [_available(p), _unused(p)]
    for tech, info in texts["base_technologies"].items():
        out += [_base_set(p, tech, info["name"], si, s) for si, s in enumerate(info["sets"])]
    out += [_card(p, cid, slots, texts["cards"][cid])
            for cid, slots in p["board"]["cards"].items()]
    return out


def _available(p: dict[str, Any]) -> Group:
    """One slot per colour held, with how many."""
    held = sorted(Counter(p["available"]).items())
    return {"label": "Available", "tip": AVAILABLE_TIP, "slots": [
        {"id": available_slot(p["seat"], c), "token": token(c), "wants": None, "count": n,
         "tip": f"{cubes(n, c)} to place"} for c, n in held]}


def _unused(p: dict[str, Any]) -> Group:
    """The unused area: a slot as a whole (a cube may be put aside there) and its cubes."""
    return {"label": "Unused", "tip": UNUSED_TIP, "id": unused_area(p["seat"]), "slots": [
        {"id": unused_slot(p["seat"], i), "token": token(c), "wants": None,
         "tip": f"{a_cube(c).capitalize()} put aside"} for i, c in enumerate(p["unused"])]}


def _base_set(p: dict[str, Any], tech: str, name: str, si: int,
              info: dict[str, Any]) -> Group:
    """One activation set of a Base Technology: the chosen set holds the cubes, the other is
    dim until the next Reset (RULINGS 12)."""
    slots = p["board"]["base"][tech]
    chosen = slots["chosen"] == si
    cubes_on = slots["cubes"] if chosen else [None] * len(info["spaces"])
    group: Group = {"label": f"{name} · set {si + 1}", "tip": info["text"],
                    "dim": slots["chosen"] is not None and not chosen,
                    "slots": _spaces(p["seat"], f"base.{tech}.{si}", info["spaces"], cubes_on,
                                     f"{name}, set {si + 1}")}
    if chosen:
        group["note"] = "activated" if slots["spent"] else "chosen"
    return group


def _card(p: dict[str, Any], cid: str, slots: dict[str, Any], info: dict[str, Any]) -> Group:
    """An Advanced Technology owned, its cubes and whether it is active or activated."""
    notes = [n for n, on in (("continuous: active", slots["live"]),
                             ("activated", slots["spent"])) if on]
    group: Group = {"label": f"{info['name']} · {info['vp']} VP", "tip": info["text"],
                    "dim": False,
                    "slots": _spaces(p["seat"], f"card.{cid}", info["spaces"], slots["cubes"],
                                     info["name"])}
    if notes:
        group["note"] = ", ".join(notes)
    return group


def _spaces(seat: int, prefix: str, spaces: list[str], on: list[str | None],
            where: str) -> list[dict[str, Any]]:
    """The spaces of one set: the cube on each (if any) and the colour it asks for."""
    out = []
    for i, (space, cube) in enumerate(zip(spaces, on)):
        name = SPACE_NAMES[space]
        tip = f"{where}, space {i + 1}: {article(name)} {name} space"
        out.append({"id": target_slot(seat, f"{prefix}.{i}"),
                    "token": token(cube) if cube else None, "wants": token(space),
                    "tip": tip + (f", holding {a_cube(cube)}" if cube else "")})
    return out


def items(view: dict[str, Any], p: dict[str, Any]) -> list[Item]:
    """The board's numbers, then the six Development tracks."""
    players = view["players"]
    m = p["miniatures"]
    kills = ", ".join(players[s]["name"] for s in p["kills"]) or "empty"
    out = [
        {"label": "VP", "value": sum(p["score"].values()), "tip": _vp_tip(p["score"])},
        {"label": "Gems", "value": p["gems"], "tip": CATEGORY_RULES["gems"]},
        {"label": "Bag", "value": p["bag_count"], "tip": BAG_TIP},
        {"label": "Miniatures", "icon": "miniature", "tip": MINIATURES_TIP,
         "value": f"{m['map']} on the map, {m['reserve']} in reserve, "
                  f"{m['graveyard']} in a graveyard"},
        {"label": "Graveyard", "value": kills, "tip": CATEGORY_RULES["killed"]},
        {"label": "Ghosts killed", "value": p["ghosts_killed"], "icon": "ghost",
         "tip": CATEGORY_RULES["ghosts"]},
        {"label": "Objective tiles", "tip": CATEGORY_RULES["objectives"],
         "value": ", ".join(c.capitalize() for c in p["objectives"]) or "none"},
    ]
    out += _race_tile(p) + _stored_ruin(p)
    return out + [_development(p, row) for row in ROWS]


def _vp_tip(score: dict[str, int]) -> str:
    """Victory Points so far, by category, each with what it scores."""
    return " ".join(["Victory Points so far (the most at the end wins)."]
                    + [f"{CATEGORY_NAMES[k]} {v}: {CATEGORY_RULES[k]}" for k, v in score.items()])


def _race_tile(p: dict[str, Any]) -> list[Item]:
    if p["race_tile"] is None:
        return []
    tile = rules_texts()["race_tiles"][p["race_tile"]]
    tokens = f", {count(len(p['race_tokens']), 'token')}" if p["race_tokens"] else ""
    return [{"label": "Race tile", "value": f"{tile['side']}{tokens}", "tip": tile["text"]}]


def _stored_ruin(p: dict[str, Any]) -> list[Item]:
    """The stored ruin token: its text for its owner (the view holds it only then), "one,
    face-down" for everyone else (RULINGS 14)."""
    if p["stored_ruin"] is not None:
        t = rules_texts()["ruin_tokens"][p["stored_ruin"]]
        return [{"label": "Stored ruin token", "value": t["text"],
                 "tip": f"Your {METALS[t['metal']]['name'].lower()} ruin token, stored "
                        f"face-down to play in a later turn: {t['text']}"}]
    if p["has_stored_ruin"]:
        return [{"label": "Stored ruin token", "value": "one, face-down",
                 "tip": "A ruin token stored face-down: only its owner knows it."}]
    return []


def _development(p: dict[str, Any], row: str) -> Item:
    """A Development track (rulebook, "Develop"); a row not set up yet stands at 0."""
    level = p["development"].get(row, 0)
    return {"label": row_name(row), "value": level, "max": MAX_LEVEL,
            "tip": DEVELOP_TIP.format(row=row_name(row), level=level, top=MAX_LEVEL,
                                      colour=COLOUR_OF_ROW[row])}
