"""The generic view the browser draws (ARCHITECTURE.md, "The view"): one hex board of every
tile with its outposts, towers, troops and monsters; panels for each player's resources and
pieces, the missions face up, the trade offer and the dice tray. Nothing is secret (the brief's
§4), so every seat's view is the public one."""

from __future__ import annotations

from typing import Any

from .board import production
from .combat import in_range
from .config import RenownConfig
from .content import RESOURCES, content
from .hexmap import Tile, build_spots
from .labels import monster_text, offer_text, troop_text
from .missions import claimable, progress
from .scoring import breakdown
from .state import Monster, State, Troop
from .text import amounts, compact, letters_legend, tile_name
from .turn import troops_can_act

_C = content()
NUM = _C.numbers
PHASES = {"first": "Setup", "build": "Setup: the map", "monsters": "Setup: monsters",
          "outposts": "Setup: outposts", "gather": "Gather", "commerce": "Commerce & Trade",
          "troops": "Troop Movement & Attack", "end": "Monster Movement", "over": "Game over"}


def game_view(state: State, config: RenownConfig, viewer: int | None) -> dict[str, Any]:
    """The whole table (the same for every viewer: nothing is hidden). ``turn_max`` (solo
    only): the turn the game is lost after (R-R12), so the page writes "Round 3 of 20"."""
    out = {
        "ruleset": "renown",
        "config": config.model_dump(mode="json", exclude={"seed"}),
        "turn": state.round,
        "phase": phase(state),
        "players": [player_view(state, p.seat) for p in state.players],
        "log": state.log[-300:],
        "table": {
            "boards": [{"id": "map", "title": "The realm", "grid": "hex",
                        "tip": ("Each player's 26 tiles: Water, Food, Wood, Empty, Rock and "
                                "Mana. Monsters roam the land; only Paragons fly over Water.")}],
            "spaces": [space_view(state, i, t) for i, t in enumerate(state.map.tiles)]
            + open_hexes(state),
            "links": [],
            "panels": panels(state),
            "hint": hint(state),
        },
    }
    if state.solo:
        out["turn_max"] = state.round_limit
    return out


def phase(state: State) -> str:
    """The phase's name (in solo the page writes the turn limit beside it from ``turn_max``)."""
    return PHASES[state.step]


def turn_of(state: State) -> str:
    """``"Turn 3 of 20"`` (solo)."""
    return f"Turn {state.round} of {state.round_limit}"


def player_view(state: State, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    look = _C.seats[seat]
    summary = [{"label": "Renown", "value": f"{p.renown}/{NUM.renown_to_win}",
                "tip": (f"{p.towers_built} from Dragon Towers, {p.kills} from monsters, "
                        f"{len(p.missions)} from missions; {NUM.renown_to_win} wins.")}]
    summary += [{"label": r.capitalize(), "value": p.res[r],
                 "tip": f"{r.capitalize()} in hand; it gathers {production(state, seat, r)} "
                        f"when {r.capitalize()} is gathered."} for r in RESOURCES]
    if state.solo:
        summary.append({"label": "Turn", "value": f"{state.round}/{state.round_limit}",
                        "tip": f"{turn_of(state)}: reach {NUM.renown_to_win} Renown by the end "
                               f"of turn {state.round_limit} or the game is lost."})
    return {"seat": seat, "name": p.name, "colour": look.colour, "letter": look.letter,
            "shape": look.shape, "bot": p.bot, "summary": summary}


def space_view(state: State, i: int, t: Tile) -> dict[str, Any]:
    b = state.buildings.get(i)
    out: dict[str, Any] = {
        "id": t.id, "board": "map", "q": t.q, "r": t.r, "terrain": t.terrain,
        "label": tile_name(state, i),
        "short": state.map.names[i],  # the name labels and the log use, printed on the tile
        "tip": tile_tip(t), "owner": b[0] if b else None, "hidden": False,
        "markers": [], "pieces": [],
    }
    if t.mark:  # where a monster may appear: the d6 mark, beside the tile's name
        out["markers"].append({"icon": "die", "text": str(t.mark),
                               "tip": f"Monster mark {t.mark}: a new monster may appear here "
                                      f"when its d6 shows {t.mark}."})
    if b is not None:  # drawn as a piece (its icon on its owner's shape), beside any troop
        seat, tower = b
        who = state.players[seat].name
        what = "Dragon Tower" if tower else "outpost"
        out["pieces"].append({
            "id": f"b{t.id}", "seat": seat, "icon": "tower" if tower else "outpost",
            "show": "icon", "label": f"{who}'s {what}",
            "tip": (f"{who}'s Dragon Tower: gathers {NUM.yield_tower}." if tower else
                    f"{who}'s outpost: gathers {NUM.yield_outpost}; raise it to a Dragon Tower "
                    f"for {amounts(NUM.tower_cost)}."), "parts": []})
    for tr in state.troops.values():
        if tr.at == i:
            out["pieces"].append(troop_piece(state, tr))
    for m in state.monsters.values():
        if m.at == i:
            out["pieces"].append(monster_piece(state, m))
    return out


def open_hexes(state: State) -> list[dict[str, Any]]:
    """In the build setup, the free hexes a tile may go on, drawn as open ground so a click
    on one offers the tiles that fit there (R-R1)."""
    if state.step != "build":
        return []
    spots = {(h.q, h.r) for terrain in set(state.players[state.setup_left[0]].bag)
             for h in build_spots(state.map, terrain)}
    names = state.map.open_names
    return [{"id": f"{q},{r}", "board": "map", "q": q, "r": r, "terrain": "open",
             "label": f"Open hex {names[f'{q},{r}']}", "short": names[f"{q},{r}"],
             "tip": OPEN_TIP, "owner": None, "hidden": False, "markers": [], "pieces": []}
            for q, r in sorted(spots)]


OPEN_TIP = ("Open ground: a tile may be placed here. Land tiles must touch land; Water may go "
            "anywhere on the edge.")


def tile_tip(t: Tile) -> str:
    text = _C.terrain[t.terrain].text
    if t.mark:
        text += f" This one shows mark {t.mark}."
    return text


def troop_piece(state: State, t: Troop) -> dict[str, Any]:
    k = _C.troop[t.kind]
    who = state.players[t.seat].name
    notes = []
    if t.attacked:
        notes.append("has attacked this turn")
    elif state.active == t.seat and state.step == "troops":
        notes.append(f"{t.moves} Move left")
    return {"id": f"t{t.id}", "seat": t.seat, "icon": t.kind, "show": "icon", "count": t.hp,
            "label": f"{who}'s {k.name} ({t.hp}/{k.hp} HP)",
            "tip": f"{who}'s {k.name}, {t.hp}/{k.hp} HP. {troop_text(t.kind)}"
                   + (f" Now: {'; '.join(notes)}." if notes else ""),
            "parts": [{"icon": "heart", "text": f"{t.hp}/{k.hp}", "tip": f"{t.hp} of {k.hp} HP"}]
            + [{"icon": t.kind, "text": a.name,
                "tip": f"{a.name}: range {a.range}, hits on {a.hit}+, d{a.die} damage"}
               for a in k.attacks]}


def monster_piece(state: State, m: Monster) -> dict[str, Any]:
    k = _C.monster[m.kind]
    owner = state.players[m.owner].name
    return {"id": f"m{m.id}", "seat": None, "icon": m.kind, "show": "icon", "count": m.hp,
            "label": f"{k.name} ({m.hp}/{k.hp} HP)",
            "tip": f"{monster_text(m.kind)} Now {m.hp}/{k.hp} HP; placed by {owner}.",
            "parts": [{"icon": "heart", "text": f"{m.hp}/{k.hp}", "tip": f"{m.hp} of {k.hp} HP"}]}


def holds_secrets(state: State, seat: int) -> bool:
    """Nothing is secret in this game."""
    return False


def panels(state: State) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if state.offer is not None and (state.offer.give or state.offer.get):
        out.append({"id": "offer", "title": "Trade offer", "seat": None, "kind": "table",
                    "columns": ["", "Offer"], "rows": [["Offer", offer_text(state)]]})
    out.append({"id": "dice", "title": "Dice, newest first", "seat": None, "kind": "table",
                "beside": True,
                "columns": ["Who", "Die", "Roll", "What it did"],
                "rows": [[state.players[r.seat].name, r.die, r.value, r.what]
                         for r in reversed(state.rolls[-3:])]})
    if state.solo and state.round:
        out.append({"id": "turns", "title": "Turn limit", "seat": None, "kind": "counters",
                    "items": [{"label": "Turn", "value": state.round, "max": state.round_limit,
                               "tip": f"{turn_of(state)}: reach {NUM.renown_to_win} Renown by "
                                      f"the end of turn {state.round_limit} or the game is "
                                      "lost."}]})
    out.append({"id": "missions", "title": "Missions", "seat": None, "kind": "cards",
                "cards": [mission_card(state, m) for m in state.up], "hidden_count": 0})
    for p in state.players:
        b = breakdown(state, p.seat)
        troops = state.troops_of(p.seat)
        out.append({"id": f"player-{p.seat}", "title": p.name, "seat": p.seat, "kind": "counters",
                    "items": [{"label": r.capitalize(), "value": p.res[r], "icon": r,
                               "tip": f"{r.capitalize()}: gathers {production(state, p.seat, r)}."}
                              for r in RESOURCES]
                    + [{"label": "Renown", "value": p.renown, "icon": "renown",
                        "tip": f"Towers {b['towers']}, monsters {b['monsters']}, missions {b['missions']}."},
                       {"label": "Outposts in box", "value": p.outposts_left, "icon": "outpost",
                        "tip": f"Build for {amounts(NUM.outpost_cost)}."},
                       {"label": "Towers in box", "value": p.towers_left, "icon": "tower",
                        "tip": f"Upgrade an outpost for {amounts(NUM.tower_cost)}: +1 Renown."},
                       {"label": "Troops", "value": f"{len(troops)}/{NUM.troop_limit}",
                        "icon": "soldier", "tip": "Troops on the map, at most "
                                                  f"{NUM.troop_limit}."}]})
    out.append(troops_table())
    return out


def mission_card(state: State, mission: str) -> dict[str, Any]:
    """A face-up mission on the table (R-R11): its name, what it asks in a few words, the
    Renown, and each player's progress toward it ("Crimson 2/3 Mana outposts", "ready" once
    it may be claimed) — written on the card, the whole rule in its text."""
    m = _C.mission[mission]
    tags = [m.ask, "+1 Renown"]
    for p in state.players:
        ready = " — ready" if mission in claimable(state, p.seat) else ""
        tags.append(f"{p.name}: {progress(state, p.seat, mission)}{ready}")
    return {"id": mission, "name": m.name, "text": m.text, "verb": "Claim", "tags": tags}


def troops_table() -> dict[str, Any]:
    """The troops' numbers, compact enough for a phone (about 360 px): short headers, costs
    in resource letters ("2F 1W"), one row per attack ("Strike r1 4+ d4": range, the d10 it
    needs, its damage die), the troop's own numbers on its first row; the legend is the
    panel's summary line."""
    rows: list[list[Any]] = []
    for k in _C.troops:
        for n, a in enumerate(k.attacks):
            head = [k.name, compact(k.cost), k.move, k.hp] if n == 0 else ["", "", "", ""]
            rows.append(head + [f"{a.name} r{a.range} {a.hit}+ d{a.die}"])
    return {"id": "troops", "title": "Troops", "seat": None, "kind": "table", "folded": False,
            "summary": (f"Cost: {letters_legend()}. Mv Move, HP hit points. Attack: r range "
                        "in hexes, the d10 roll it needs, its damage die. "
                        + " and ".join(f"{k.name}s" for k in _C.troops if k.flies)
                        + " fly over Water."),
            "columns": ["Troop", "Cost", "Mv", "HP", "Attack"], "rows": rows}


def hint(state: State) -> str:
    """What the decision now is about."""
    if state.step == "over":
        if state.winner is None:
            return f"The game is lost: {state.reason}."
        return f"{state.players[state.winner].name} wins: {state.reason}."
    if state.chance:
        return "Rolling…"
    if state.pending:
        d = state.pending[-1]
        who = state.players[d.seat].name
        if d.kind == "monster":
            kind = _C.monster[d.data["kind"]].name
            mark = d.data["mark"]
            where = "any free Empty tile" if mark == 6 else f"a free Empty tile marked {mark}"
            return f"{who}: place the {kind} on {where}."
        return f"{who}: choose the outpost the Ogre razes."
    if state.offer is not None:
        o = state.offer
        if o.sent:
            return f"{state.players[o.to].name}: accept or decline — {offer_text(state)}"
        return f"{state.players[state.active].name}: write your offer to {state.players[o.to].name}, then send it."
    who = state.players[state.active].name
    if state.step == "build":
        seat = state.setup_left[0]
        return (f"{state.players[seat].name}: place one of your tiles "
                f"({len(state.players[seat].bag)} left) touching the map.")
    if state.step == "outposts":
        seat = state.setup_left[0]
        return (f"{state.players[seat].name}: place a starting outpost next to Water or to "
                "your own outpost.")
    if state.step == "gather":
        return f"{who}: choose a resource to gather; then a d4 names what the others gather."
    if state.step == "commerce":
        return (f"{who}: build, raise towers, train troops, trade, claim missions — then move "
                "your troops.")
    if state.step == "troops":
        if not troops_can_act(state):
            return f"{who}: no troop can move or attack — end the turn."
        return f"{who}: move troops and attack monsters in range, then end the turn."
    return PHASES[state.step]


def place_details(state: State, place_id: str) -> dict[str, Any]:
    """One tile explained: its name and building in the title, its terrain, the building as it
    stands now (an outpost raised to a Dragon Tower is called a Dragon Tower everywhere),
    pieces and what is in range of it."""
    if place_id not in state.map.by_id:
        raise ValueError(f"there is no tile {place_id!r} on this map")
    i = state.map.by_id[place_id]
    t = state.map.tiles[i]
    title = tile_name(state, i)
    sections = [{"heading": _C.terrain[t.terrain].name, "text": tile_tip(t)}]
    b = state.buildings.get(i)
    if b is not None:
        who, tower = state.players[b[0]].name, b[1]
        what = "Dragon Tower" if tower else "outpost"
        title += f" — {who}'s {what}"
        resource = _C.terrain[t.terrain].resource
        gathers = (f"gathers {NUM.yield_tower if tower else NUM.yield_outpost} "
                   f"{resource.capitalize()} whenever {resource.capitalize()} is gathered"
                   if resource else "gathers nothing (no resource here)")
        if any(m.at == i for m in state.monsters.values()):
            gathers = "gathers nothing while a monster stands on it"
        more = (f" Raised from an outpost: it earned {who} 1 Renown." if tower else
                f" {who} may raise it to a Dragon Tower for {amounts(NUM.tower_cost)}: +1 Renown.")
        sections.append({"heading": f"{who}'s {what}",
                         "text": f"It {gathers}.{more}"})
    for tr in state.troops.values():
        if tr.at == i:
            k = _C.troop[tr.kind]
            near = ", ".join(f"the {_C.monster[m.kind].name} on {tile_name(state, m.at)}"
                             for m in in_range(state, i, max(a.range for a in k.attacks)))
            sections.append({"heading": f"{state.players[tr.seat].name}'s {k.name}",
                             "text": f"{tr.hp}/{k.hp} HP. {troop_text(tr.kind)}"
                                     + (f" In range: {near}." if near else "")})
    for m in state.monsters.values():
        if m.at == i:
            sections.append({"heading": _C.monster[m.kind].name,
                             "text": f"{m.hp}/{_C.monster[m.kind].hp} HP. {monster_text(m.kind)}"})
    return {"id": t.id, "title": title, "sections": sections}
