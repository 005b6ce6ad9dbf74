"""What a person reads for each action (``describe``) and what the page needs to place it
(``detail``: ``at``, ``from``/``to``, ``piece``, ``group``, ``help``, ``confirm``, ``dialog``;
ARCHITECTURE.md, "Action detail")."""

from __future__ import annotations

from typing import Any

from ...core.action import Action
from .board import production
from .combat import in_range
from .content import RESOURCES, content
from .state import State
from .text import amounts, open_hex_name, tile_name, with_article
from .turn import troops_can_act

_C = content()
NUM = _C.numbers

HELP = {
    "tile": ("Place one of your tiles touching the map. A land tile must touch land, so all "
             "land stays one region; Water may go anywhere on the edge."),
    "monster": ("Place the monster on a free Empty tile showing the rolled mark (a 6: any free "
                "Empty tile). You own it: your monsters move before those of players after "
                "you in turn order."),
    "outpost": ("A starting outpost goes on a land tile next to Water or next to one of your "
                "outposts, never on Water and never under a monster. Spread them over Food, "
                "Wood, Rock and Mana."),
    "gather": (f"Collect this resource: {NUM.yield_outpost} per outpost and {NUM.yield_tower} "
               "per Dragon Tower on tiles of it (not where a monster stands). Then a d4 names "
               "the resource every other player gathers (1 Food, 2 Wood, 3 Rock, 4 Mana)."),
    "build": (f"Build an outpost for {amounts(NUM.outpost_cost)}: on a land tile next to Water "
              "or to your outpost or tower, with no building or monster on it. "
              f"{NUM.outposts} outposts each in all."),
    "tower": (f"Upgrade an outpost to a Dragon Tower for {amounts(NUM.tower_cost)}: +1 Renown, "
              f"and it gathers {NUM.yield_tower}. {NUM.towers} towers each in all."),
    "capital": (f"Trade with the Capital: {NUM.capital_rate} of one resource for 1 of "
                "another."),
    "offer": (f"Offer this player a trade: 1 to {NUM.offer_most} of your resources for 1 to "
              f"{NUM.offer_most} of theirs; they accept or decline. At most "
              f"{NUM.offers_per_turn} offers a turn and {NUM.offers_per_player} to each player "
              "(a withdrawn offer counts)."),
    "give": "Add one of this resource to what you give.",
    "ask": "Add one of this resource to what you ask for.",
    "ungive": "Take one of this resource out of what you give.",
    "unask": "Take one of this resource out of what you ask for.",
    "send": ("Send the offer; the other player accepts or declines. A declined offer may not "
             "be sent again this turn."),
    "withdraw": "Drop this offer (it still counts as one of your offers this turn).",
    "accept": "Accept: the resources change hands at once.",
    "decline": "Decline: nothing changes.",
    "end_commerce": "End Commerce & Trade and move your troops (Troop Movement & Attack).",
    "end_commerce_turn": ("End Commerce & Trade. None of your troops can move or attack, so "
                          "this ends your turn: a d6 then moves every monster one hex."),
    "move": ("A troop moves up to its Move in hexes each turn, in as many steps as you like; "
             "only Paragons fly over Water, and no two pieces share a hex."),
    "attack": ("Roll a d10: at least the attack's number hits and rolls its damage die. Hit or "
               "miss, the monster then reacts on a d8. Attacking ends the troop's move; one "
               "attack per troop a turn. The killing blow earns 1 Renown."),
    "end_turn": ("End your turn: a d6 picks the direction every monster moves one hex (turning "
                 "clockwise when blocked), then slain monsters come back."),
    "raze": "The Ogre razes one of your outposts next to it: choose which.",
}


def _tile(state: State, tile_id: str) -> str:
    return tile_name(state, state.map.by_id[tile_id])


def describe(state: State, action: Action) -> str:
    """A short label in the game's own words."""
    k, a = action.kind, action.args
    if k == "tile":
        return f"Place {with_article(_C.terrain[a[0]].name)} tile on {open_hex_name(state, a[1])}"
    if k == "monster":
        kind = state.pending[-1].data["kind"] if state.pending else "monster"
        return f"Place the {_C.monster[kind].name} on {_tile(state, a[0])}"
    if k == "outpost":
        return f"Outpost on {_tile(state, a[0])}"
    if k == "gather":
        n = production(state, state.active, a[0])
        return f"Gather {a[0].capitalize()} (+{n})"
    if k == "build":
        return f"Build an outpost on {_tile(state, a[0])}"
    if k == "tower":
        return f"Raise a Dragon Tower on {_tile(state, a[0])}"
    if k == "train":
        return f"Train {with_article(_C.troop[a[0]].name)} on {_tile(state, a[1])}"
    if k == "capital":
        return f"Trade {NUM.capital_rate} {a[0].capitalize()} for 1 {a[1].capitalize()}"
    if k == "claim":
        return f"Complete the mission {_C.mission[a[0]].name}"
    if k == "offer":
        return f"Offer a trade to {state.players[int(a[0])].name}"
    if k == "give":
        return f"Give 1 {a[0].capitalize()}"
    if k == "ask":
        return f"Ask for 1 {a[0].capitalize()}"
    if k == "ungive":
        return f"Give 1 {a[0].capitalize()} less"
    if k == "unask":
        return f"Ask for 1 {a[0].capitalize()} less"
    if k == "send":
        return "Send the offer"
    if k == "withdraw":
        return "Withdraw the offer"
    if k == "accept":
        return "Accept the trade"
    if k == "decline":
        return "Decline the trade"
    if k == "end_commerce":
        return "Done trading: end the turn" if ends_turn(state) else "Done trading: move troops"
    if k == "move":
        t = state.troops[int(a[0][1:])]
        return f"Move the {_C.troop[t.kind].name} to {_tile(state, a[1])}"
    if k == "attack":
        t = state.troops[int(a[0][1:])]
        m = state.monsters[int(a[1][1:])]
        _, at = _C.attack[a[2]]
        return (f"{_C.troop[t.kind].name}: {at.name} the {_C.monster[m.kind].name} on "
                f"{tile_name(state, m.at)} ({at.hit}+ on d10, d{at.die} damage)")
    if k == "end_turn":
        return "End the turn"
    if k == "raze":
        return f"Lose the outpost on {_tile(state, a[0])}"
    return action.to_str()


def ends_turn(state: State) -> bool:
    """Whether "Done trading" ends the turn as well (rules version 2: no troop of the active
    player can move or attack, so the Troop phase would hold only "End the turn")."""
    return state.v2 and not troops_can_act(state)


#: Where each offer button sits in the dialog: its row (``sub``) and short text.
OFFER_ROWS = {"give": "Give", "ungive": "Give less", "ask": "Ask for", "unask": "Ask for less"}


def offer_slots(state: State) -> list[dict[str, str]]:
    """Every button the trade dialog can show while this offer is open, in the order it shows
    them — a row per ``sub``: Give, Give less, Ask for, Ask for less (a button per resource in
    each), then Send and Withdraw; or Accept and Decline — each with its label and short text.
    The page keeps a place for each, so a button never moves when another comes or goes (a
    second click in the same place does the same kind of thing); the legal actions are these,
    less the ones not possible now."""
    o = state.offer
    if o is not None and o.sent:
        every = [Action("accept"), Action("decline")]
    else:
        kinds = ("give", "ungive", "ask", "unask") if state.v2 else ("give", "ask")
        every = [Action(k, (r,)) for k in kinds for r in RESOURCES]
        every += [Action("send"), Action("withdraw")]
    return [{"id": a.to_str(), "label": describe(state, a), **_place(a)} for a in every]


def _place(action: Action) -> dict[str, str]:
    """An offer button's row and short text."""
    k = action.kind
    if k in OFFER_ROWS:
        sign = "−" if k.startswith("un") else "+"
        return {"sub": OFFER_ROWS[k], "short": f"{sign}1 {action.args[0].capitalize()}"}
    return {"sub": "Answer" if k in ("accept", "decline") else "Offer", "short": k.capitalize()}


def offer_text(state: State) -> str:
    """The offer being written or answered, in words."""
    o = state.offer
    if o is None:
        return ""
    me, them = state.players[state.active].name, state.players[o.to].name
    return f"{me} gives {amounts(o.give)} and asks {them} for {amounts(o.get)}."


def detail(state: State, action: Action) -> dict[str, Any]:
    """Where the page shows the action and the rules text behind it."""
    k, a = action.kind, action.args
    tiles = state.map.tiles
    if k in ("tile", "monster", "outpost"):
        return {"at": a[1] if k == "tile" else a[0], "group": "Setup", "help": HELP[k]}
    if k == "gather":
        return {"group": "Gather", "help": HELP[k]}
    if k in ("build", "tower", "raze"):
        return {"at": a[0], "group": "Build" if k != "raze" else "Raze", "help": HELP[k]}
    if k == "train":
        t = _C.troop[a[0]]
        return {"at": a[1], "group": "Train",
                "help": (f"{t.name} for {amounts(t.cost)}: {troop_text(a[0])} It appears on or "
                         f"next to your outpost or tower; at most {NUM.troop_limit} troops.")}
    if k == "capital":
        return {"group": "Capital", "help": HELP[k]}
    if k == "claim":
        return {"card": a[0], "group": "Missions", "help": _C.mission[a[0]].text + " +1 Renown."}
    if k == "offer":
        return {"group": "Trade", "help": HELP[k]}
    if k in ("give", "ask", "ungive", "unask", "send", "withdraw", "accept", "decline"):
        o = state.offer
        title = "Trade offer" if k not in ("accept", "decline") else \
            f"{state.players[state.active].name} offers you a trade"
        return {"group": "Trade", "help": HELP[k], **_place(action),
                "dialog": {"title": title, "text": offer_text(state) if o and (o.give or o.get)
                           else "Add what you give and what you ask for, then send it.",
                           "slots": offer_slots(state)}}
    if k == "end_commerce":
        return {"group": "End", "help": HELP["end_commerce_turn" if ends_turn(state) else k]}
    if k == "move":
        t = state.troops[int(a[0][1:])]
        return {"from": tiles[t.at].id, "to": a[1], "piece": a[0], "group": "Move",
                "help": HELP[k] + f" This {_C.troop[t.kind].name} has {t.moves} Move left."}
    if k == "attack":
        t = state.troops[int(a[0][1:])]
        m = state.monsters[int(a[1][1:])]
        return {"from": tiles[t.at].id, "to": tiles[m.at].id, "piece": a[0], "group": "Attack",
                "help": HELP[k] + " " + monster_text(m.kind)}
    if k == "end_turn":
        out: dict[str, Any] = {"group": "End", "help": HELP[k]}
        idle = [t for t in state.troops_of(state.active) if not t.attacked
                and any(in_range(state, t.at, a.range) for a in _C.troop[t.kind].attacks)]
        if idle:
            out["confirm"] = (f"{len(idle)} of your troops could still attack a monster in "
                              "range. End the turn?")
        return out
    return {"group": "Other", "help": ""}


def troop_text(kind: str) -> str:
    """A troop's numbers: Move, HP, flying, each attack's range, d10 number and damage die."""
    t = _C.troop[kind]
    attacks = "; ".join(f"{a.name}: range {a.range}, hits on {a.hit}+ (d10), d{a.die} damage"
                        for a in t.attacks)
    fly = " Flies over Water." if t.flies else ""
    return f"Move {t.move}, {t.hp} HP.{fly} {attacks}."


def monster_text(kind: str) -> str:
    """A monster's HP and its whole d8 reaction table."""
    m = _C.monster[kind]
    rows = []
    for r in m.reactions:
        faces = str(r.start) if r.start == r.end else f"{r.start}–{r.end}"
        if r.effect == "roar":
            what = "Roar (nothing)"
        elif r.effect == "hit":
            dmg = f"d{r.die}" if r.die else str(r.amount)
            what = f"{r.label}: {dmg} damage within {r.reach} (else it steps closer)"
        elif r.effect == "heal":
            what = f"Heal {r.amount} HP"
        elif r.effect == "flee":
            what = f"Flee {r.amount} hexes away"
        else:
            what = "Raze: destroys an outpost of yours next to it"
        rows.append(f"{faces} {what}")
    return f"{m.name}: {m.hp} HP. Reacts on a d8 — " + "; ".join(rows) + "."
