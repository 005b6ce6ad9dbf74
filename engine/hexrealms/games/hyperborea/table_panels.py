"""The panels of Hyperborea's generic table (ARCHITECTURE.md, "The view"), in the order the
page shows them: each player's board (``board_panel``), the effects to spend, a ruin token
just drawn (for its drawer only), the Advanced Technology market, the turn order, the Objective
tiles and the reserve."""

from __future__ import annotations

from typing import Any

from .board_panel import board_panel, token
from .rules_text import CONDITION_RULES, METALS, rules_texts
from .text import EFFECT_RULES, effect_name

Panel = dict[str, Any]

ROMAN = ("I", "II", "III", "IV")
RESERVE_TIP = ("Cubes left in the reserve: Cube Generation and upgrades take from it, and each "
               "new market card a grey one. The game has only 24 cubes of each colour and 36 "
               "grey: once a colour runs out, no more of it comes into play.")  # RULINGS 15
GHOSTS_ON_MAP_TIP = "Ghosts in cities and on ruin stacks of the map."
GHOSTS_IN_BOX_TIP = ("Ghosts still in the box: a hexagon turned face-up gets one in each city "
                     "and on each ruin stack while they last.")  # RULINGS 10
FINAL_TURNS_TIP = ("The end is triggered: every other player plays exactly one more turn, then "
                   "points are counted.")  # RULINGS 16
ROWS_LIMIT = {"same": "all on one row", "different": "each on a different row"}


def panels(view: dict[str, Any], focus: int | None) -> list[Panel]:
    """Every panel of the table; the boards of all but the ``focus`` seat are folded."""
    out = [board_panel(view, p, focus) for p in view["players"]]
    out.append(pool_panel(view))
    out += ruin_token_panel(view)
    out += [market_panel(view), turn_order_panel(view), objectives_panel(view),
            reserve_panel(view)]
    return out


def pool_panel(view: dict[str, Any]) -> Panel:
    """The active player's effects not spent yet (RULINGS 11), each with its rules text."""
    return {"id": "pool", "title": "Effects to spend", "seat": view["active"],
            "kind": "counters",
            "items": [{"label": _effect_label(e), "value": e["amount"],
                       "tip": EFFECT_RULES[e["kind"]]} for e in view["pool"]]}


def _effect_label(entry: dict[str, Any]) -> str:
    """"Movement ×2", "Cube Generation ×1 (yellow only)", "Develop ×3 (each on a different
    row; used: Science)"."""
    limits = []
    if entry["colour"]:
        limits.append(f"{entry['colour']} only")
    if entry["rows"] in ROWS_LIMIT:
        limits.append(ROWS_LIMIT[entry["rows"]])
    if entry["rows_used"]:
        limits.append("used: " + ", ".join(r.capitalize() for r in entry["rows_used"]))
    label = f"{effect_name(entry['kind'])} ×{entry['amount']}"
    return f"{label} ({'; '.join(limits)})" if limits else label


def ruin_token_panel(view: dict[str, Any]) -> list[Panel]:
    """The ruin token just drawn, beside the decision — in its drawer's view only (the view's
    decision carries the token then, and only then)."""
    decision = view["decision"]
    if decision is None or "token" not in decision:
        return []
    t = decision["token"]
    metal = METALS[t["metal"]]["name"]
    return [{"id": "ruin-token", "title": "Ruin token drawn", "seat": decision["seat"],
             "kind": "cards", "beside": True, "hidden_count": 0,
             "cards": [{"id": t["id"], "name": f"Your {metal.lower()} ruin token",
                        "text": t["text"], "tags": [f"{metal} ruin"]}]}]


def market_panel(view: dict[str, Any]) -> Panel:
    """The four decks' face-up Advanced Technologies (rulebook, "Advanced Technology cards";
    RULINGS 13): each card's deck and cards left, VP, spaces and a grey cube on it."""
    cards = []
    for deck in view["market"]:
        for i, cid in enumerate(deck["cards"]):
            if cid is not None:
                cards.append(_market_card(cid, deck, deck["grey"][i]))
    return {"id": "market", "title": "Advanced Technologies", "seat": None, "kind": "cards",
            "cards": cards, "hidden_count": 0}


def _market_card(cid: str, deck: dict[str, Any], grey: bool) -> dict[str, Any]:
    info = rules_texts()["cards"][cid]
    spaces = " ".join(token(s)["letter"] for s in info["spaces"])
    tags = [f"Deck {ROMAN[deck['deck'] - 1]} · {deck['left']} left", f"{info['vp']} VP",
            f"spaces: {spaces}"] + (["grey cube"] if grey else [])
    return {"id": cid, "name": info["name"], "text": info["text"], "tags": tags,
            "verb": "Take"}


def turn_order_panel(view: dict[str, Any]) -> Panel:
    """The seats in turn order from the first player, who plays now, and the final turns
    left once the end is triggered."""
    players = view["players"]
    first = view["first_player"] or 0
    order = [players[(first + k) % len(players)] for k in range(len(players))]
    items = [{"label": f"{k + 1}. {p['name']}", "value": _turn_status(view, p["seat"]),
              "tip": f"{_who(p)} plays turn {k + 1} of each round."}
             for k, p in enumerate(order)]
    if view["final_turns_left"] is not None:
        items.append({"label": "Final turns left", "value": view["final_turns_left"],
                      "tip": FINAL_TURNS_TIP})
    return {"id": "turn-order", "title": f"Round {view['turn']} · turn order", "seat": None,
            "kind": "counters", "items": items}


def _who(p: dict[str, Any]) -> str:
    """"Ann (Red Duchy)", or the race's name alone when the seat is called by it."""
    return p["name"] if p["race_name"] == p["name"] else f"{p['name']} ({p['race_name']})"


def _turn_status(view: dict[str, Any], seat: int) -> str:
    marks = [m for m, on in (("playing", seat == view["active"]),
                             ("first player", seat == view["first_player"])) if on]
    return ", ".join(marks)


def objectives_panel(view: dict[str, Any]) -> Panel:
    """Each Objective tile with its holders, and whether its end condition is met (RULINGS
    16)."""
    items = []
    for cond, text in CONDITION_RULES.items():
        holders = [p["name"] for p in view["players"] if cond in p["objectives"]]
        met = " — end condition met" if cond in view["conditions_met"] else ""
        items.append({"label": cond.capitalize(),
                      "value": (", ".join(holders) or "nobody yet") + met, "tip": text})
    return {"id": "objectives", "title": "Objective tiles", "seat": None, "kind": "counters",
            "items": items}


def reserve_panel(view: dict[str, Any]) -> Panel:
    """The cube reserve by colour, and the Ghosts on the map and in the box."""
    items = [{"label": f"{colour.capitalize()} cubes", "value": n, "tip": RESERVE_TIP}
             for colour, n in view["reserve"].items()]
    items += [{"label": "Ghosts on the map", "value": view["ghosts"]["map"],
               "tip": GHOSTS_ON_MAP_TIP},
              {"label": "Ghosts in the box", "value": view["ghosts"]["box"],
               "tip": GHOSTS_IN_BOX_TIP}]
    return {"id": "reserve", "title": "Reserve", "seat": None, "kind": "counters",
            "items": items}
