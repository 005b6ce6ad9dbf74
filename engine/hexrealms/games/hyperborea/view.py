"""What the renderer is shown (ARCHITECTURE.md principle 7): the public view hides face-down tiles and
the identity of ruin tokens; the JSON shape is documented in ``hexrealms.web_api``."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .config import HyperboreaConfig
from .content import RUIN_METAL, map_content, rules_content
from .mapmaking import face_of
from .scoring import breakdown, controller, cubes_owned
from .state import GHOST, HexSpace, PlayerState, State
from .hints import hint
from .table_view import summary, table
from .text import REGION_NAMES, TERRAIN_RULES, city_text
from .turn import reserve_count



def _occupant(value: int | None) -> dict[str, Any] | None:
    if value is None:
        return None
    if value == GHOST:
        return {"ghost": True}
    return {"seat": value}


def hex_view(state: State, space: HexSpace) -> dict[str, Any]:
    """One hexagon as the renderer draws it."""
    face = face_of(space, state)
    outside = Counter(m.seat for p in state.players for m in p.miniatures
                      if m.hex == space.index and m.site is None)
    cities, ruins = [], []
    if face is not None:
        for i, city in enumerate(face.cities):
            cities.append({"id": f"{space.id}.c{i}", "name": city.name, "text": city_text(city),
                           "capital": city.capital,
                           "occupant": _occupant(space.city_occupants[i])})
        for i in range(face.ruins):
            ruins.append({"id": f"{space.id}.r{i}", "metal": RUIN_METAL[space.region],  # type: ignore[index]
                          "tokens": space.ruin_tokens[i],
                          "occupant": _occupant(space.ruin_occupants[i])})
    return {
        "id": space.id, "q": space.coord.q, "r": space.coord.r, "region": space.region,
        "face_up": space.face_up, "tile": space.tile if space.face_up else None,
        "terrain": face.terrain if face else None, "home_of": space.home_of,
        "capital": space.homeland_slot == 0, "cities": cities, "ruins": ruins,
        "units": [{"seat": s, "count": n} for s, n in sorted(outside.items())],
        "fortresses": sorted(space.fortresses),
        "controller": controller(state, space.index),
    }


def _board(p: PlayerState) -> dict[str, Any]:
    base = {}
    for tech in rules_content().base_technologies:
        slots = p.base[tech.id]
        base[tech.id] = {"chosen": slots.chosen, "cubes": list(slots.cubes), "spent": slots.spent,
                         "fired": slots.fired}
    cards = {cid: {"cubes": list(s.cubes), "spent": s.spent, "live": s.live, "fired": s.fired}
             for cid, s in sorted(p.cards.items())}
    return {"base": base, "cards": cards}


def player_view(state: State, p: PlayerState, viewer: int | None) -> dict[str, Any]:
    """One seat: public counts for everyone, the stored ruin token only for its owner."""
    race = map_content().race(p.race)
    graveyard = sum(1 for q in state.players for m in q.miniatures if m.seat == p.seat
                    and m.grave is not None)
    kills = sorted(m.seat for q in state.players for m in q.miniatures if m.grave == p.seat)
    return {
        "seat": p.seat, "name": p.name, "race": p.race, "race_name": race.name,
        "colour": race.colour, "letter": race.letter, "shape": race.shape, "bot": p.bot,
        "miniatures": {"map": sum(1 for m in p.miniatures if m.hex is not None),
                       "reserve": reserve_count(p), "graveyard": graveyard},
        "extra_cube": p.extra_cube, "development": dict(p.development),
        "cubes": cubes_owned(p), "bag_count": sum(p.bag.values()),
        "available": sorted(p.available), "unused": sorted(p.unused),
        "board": _board(p), "start_card": p.start_card, "cards_acquired": p.cards_acquired,
        "gems": p.gems, "ghosts_killed": p.ghosts_killed, "kills": kills,
        "objectives": list(p.objectives), "race_tile": p.race_tile,
        "race_tokens": list(p.race_tokens), "race_used": p.race_used,
        "stored_ruin": p.stored_ruin if viewer == p.seat else None,
        "has_stored_ruin": p.stored_ruin is not None,
        "score": breakdown(state, p),
        "miniature_places": [{"id": m.id, "hex": state.hexes[m.hex].id,
                              "site": None if m.site is None else f"{m.site[0]}{m.site[1]}",
                              "stopped": m.stopped} for m in p.miniatures if m.hex is not None],
    }


def game_view(state: State, config: HyperboreaConfig, viewer: int | None) -> dict[str, Any]:
    """The whole table (``viewer`` will matter once players hold secrets)."""
    ghosts_on_map = sum(1 for h in state.hexes for o in h.city_occupants + h.ruin_occupants
                        if o == GHOST)
    out = {
        "ruleset": "hyperborea",
        "config": config.model_dump(mode="json", exclude={"seed"}),
        "phase": state.phase,
        "first_player": state.first_player,
        # the round players read (every player's turn once: one round); turns_played counts
        # every player's turn begun
        "turn": state.turn // len(state.players) + 1,
        "turns_played": state.turn,
        "active": state.current,
        "players": [player_view(state, p, viewer) for p in state.players],
        "map": {"hexes": [hex_view(state, h) for h in state.hexes]},
        "ghosts": {"map": ghosts_on_map, "box": state.ghost_box},
        "ruin_supply": dict(state.ruin_supply),
        "market": [{"deck": d + 1, "cards": list(row), "grey": list(state.market_grey[d]),
                    "left": len(state.decks[d]) + len(state.deck_bottoms[d])}
                   for d, row in enumerate(state.market)],
        "reserve": dict(state.reserve),
        "pool": [{"kind": e.kind, "amount": e.amount, "rows": e.rows, "colour": e.colour,
                  "rows_used": list(e.rows_used)} for e in state.pool],
        "decision": decision_view(state, viewer),
        "conditions_met": list(state.conditions_met),
        "final_turns_left": state.final_turns_left,
        "log": state.log[-400:],
    }
    for p in out["players"]:
        p["summary"] = summary(p)
    out["table"] = table(out, hint(state), focus(state, viewer))
    return out


def focus(state: State, viewer: int | None) -> int | None:
    """The seat whose board the table shows open: the viewer's own, else the active
    player's (during setup, the seat setting up)."""
    if viewer is not None:
        return viewer
    if state.current is None and state.setup_queue:
        return state.setup_queue[0][0]
    return state.current


def holds_secrets(state: State, seat: int) -> bool:
    """Whether ``seat``'s own view shows what the public view does not: its stored ruin token,
    or the token it has just drawn (RULINGS 14, 19: nothing else of a player is secret)."""
    if state.players[seat].stored_ruin is not None:
        return True
    d = state.decisions[0] if state.decisions else None
    return d is not None and d.kind == "ruin" and d.seat == seat


def decision_view(state: State, viewer: int | None) -> dict[str, Any] | None:
    """The decision due now and what it is about: an option's texts, how many cubes,
    miniatures or levels are still owed, a continuous card's name — and a drawn ruin token's
    text for the player who drew it only."""
    if not state.decisions:
        return None
    d = state.decisions[0]
    out: dict[str, Any] = {"seat": d.seat, "kind": d.kind}
    if d.kind == "option":
        from .content import Effect
        from .text import effects_text
        out["options"] = [effects_text(tuple(Effect(**e) for e in o)) for o in d.data["options"]]
    elif d.kind in ("pay_cube", "pay_miniature", "lower"):
        out["count"] = d.data["n"]
    elif d.kind == "reset_keep":
        out["card"] = d.data["card"]
    elif d.kind == "ruin" and viewer == d.seat:
        from .content import rules_content
        from .text import bundle_text
        token = next(t for t in rules_content().ruin_tokens if t.id == d.data["token"])
        out["token"] = {"id": token.id, "metal": token.metal, "text": bundle_text(token.bundle)}
    return out


def hex_details(state: State, hex_id: str) -> dict[str, Any]:
    """A hexagon explained for a player: terrain and its movement cost, each city's effect,
    each ruin stack, and who is there."""
    space = next((h for h in state.hexes if h.id == hex_id), None)
    if space is None:
        raise ValueError(f"there is no hexagon {hex_id!r} on this map")
    hv = hex_view(state, space)
    region = REGION_NAMES[space.region]
    sections: list[dict[str, str]] = []
    if not space.face_up:
        title = f"{space.id} · Unexplored {region}"
        sections.append({"heading": "Fog of war", "text": (
            "This hexagon is face-down. It turns face-up when a miniature enters a "
            "neighbouring hexagon; then ruin tokens and Ghosts are placed on it.")})
        return {"id": space.id, "title": title, "sections": sections, "hex": hv}
    face = face_of(space, state)
    assert face is not None
    owner = ""
    if space.home_of is not None:
        owner = f" of {state.players[space.home_of].name}"
    title = f"{space.id} · {region}{owner} — {face.terrain.capitalize()}"
    if space.tile:
        title += f" (tile {space.tile})"
    sections.append({"heading": "Terrain", "text": TERRAIN_RULES[face.terrain]})
    for c in hv["cities"]:
        who = _who(state, c["occupant"])
        sections.append({"heading": c["name"], "text": f"{c['text']} {who}"})
    for i, r in enumerate(hv["ruins"]):
        who = _who(state, r["occupant"])
        stack = f"{r['tokens']} face-down {r['metal']} token{'s' if r['tokens'] != 1 else ''}"
        if r["tokens"] == 0:
            stack = "Depleted: this ruin can no longer be explored"
        sections.append({"heading": f"Ruin {i + 1}", "text": (
            f"{stack}. Enter with a miniature while it is free to take the top token. {who}")})
    present = [f"{state.players[u['seat']].name}: {u['count']}" for u in hv["units"]]
    sections.append({"heading": "Miniatures outside cities and ruins",
                     "text": ", ".join(present) if present else "None."})
    return {"id": space.id, "title": title, "sections": sections, "hex": hv}


def _who(state: State, occupant: dict[str, Any] | None) -> str:
    if occupant is None:
        return "Free."
    if occupant.get("ghost"):
        return "A Ghost is inside."
    return f"{state.players[occupant['seat']].name}'s miniature is inside."
