"""The generic view the browser draws (ARCHITECTURE.md, "The view"), per viewer: the map with
every face-down territory as a back, the viewer's fog (hexes none of its units and buildings
see are veiled), each block as an upright block in its owner's colour — its type shown to its
owner, and to another seat only while that seat identifies it — buildings and roads, and
panels for each player's gold, battle tracks and missions, the dice, the units' cards and the
counter wheel. A seat's builds chosen this Build phase and its private log lines appear in its
own view only; the public view (``viewer`` None) identifies nothing."""

from __future__ import annotations

from typing import Any

from hexrealms.core.hexgrid import Hex

from . import diplomacy, fog, heroes, kinds, secret_missions, shards, teams, turn, works
from .mines import portal
from .combat import Fighter, ability_unlocked, max_hp, rank
from .config import MultiverseConfig
from .content import content
from .missions import progress
from .movement import movable, reach
from .rules import ability_limit, hid, right_of
from .scoring import points
from .state import Building, State, Unit
from .supply import income, linked
from .text import POINTS, hex_name, unit_name
from .unit_text import card_text, counters_text

_C = content()
NUM = _C.numbers
PHASES = {"build": "Revenue & Build", "action": "Action", "over": "Game over"}


def game_view(state: State, config: MultiverseConfig, viewer: int | None) -> dict[str, Any]:
    known = fog.identified(state, viewer) if viewer is not None else set()
    seen = fog.seen_hexes(state, viewer) if viewer is not None else None
    out = {
        "ruleset": "multiverse_war",
        "config": config.model_dump(mode="json", exclude={"seed", "rules_version"}),
        "turn": state.round,
        "phase": PHASES[state.step] if state.round else "Setup",
        "players": [player_view(state, p.seat) for p in state.players],
        "log": log_for(state, viewer),
        "table": {
            "boards": [{"id": "map", "title": "The lands beyond the Portal", "grid": "hex",
                        "tip": ("Homelands at the edge, face-down territories between them. "
                                "Blocks show their type to their owner; an enemy's only while "
                                "one of your units or buildings identifies it.")}],
            "spaces": spaces(state, viewer, known, seen),
            "links": [],
            "panels": panels(state, viewer),
            "hint": hint(state, viewer),
        },
    }
    if config.turn_limit != "none":
        out["turn_max"] = state.last_round
    return out


def log_for(state: State, viewer: int | None) -> list[Any]:
    out: list[Any] = []
    for line in state.log[-300:]:
        if line.heading is not None:
            out.append({"round": line.heading, "title": line.text})
        else:
            out.append(line.for_viewer(viewer))
    return out


def player_view(state: State, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    look = _C.seats[seat]
    blocks = sum(1 for u in state.units_of(seat) if not u.fresh)
    summary = [
        {"label": "Gold", "value": p.gold, "tip": f"{p.name}'s gold; it collects {income(state, seat)} "
                                                  "at the next Revenue."},
        {"label": "Missions", "value": f"{len(p.missions)}/{len(_C.bonus_missions)}",
         "tip": "Bonus missions completed: " + (", ".join(_C.mission[m].name for m in p.missions)
                                                or "none yet") + "."},
        {"label": "Blocks", "value": blocks, "tip": f"{p.name}'s units on the map."},
        *([{"label": "Stones", "value": f"{p.stones}/{portal(state)}",
            "tip": f"Aether stones for the Stone Portal: {portal(state)} win."}]
          if state.uses("mines") else []),
        *([{"label": "Secret", "value": f"{len(p.secret_done)}/{_C.secret_missions.to_win}",
            "tip": "Secret missions completed: 3 win."}] if state.uses("secret_missions") else []),
        *([{"label": "Shards", "value": f"{p.shards}/{shards.to_win()}",
            "tip": f"Aether shards in {p.name}'s Settlement: {shards.to_win()} win; spend them "
                   "in your Action phase. " + _C.variants.shards.text}]
          if state.uses("shards") else []),
        *([{"label": "Turn", "value": f"{state.order.index(seat) + 1} of {len(state.order)}",
            "tip": f"{p.name} plays {_ordinal(state.order.index(seat) + 1)} this round. "
                   + turn.order_text(state)}] if state.order else []),
        {"label": "VP", "value": points(state, seat),
         "tip": "Victory points (they decide a turn-limit game)."},
        *([{"label": "Peace", "value": ", ".join(
                f"{state.players[o].name} (to round {diplomacy.treaty(state, seat, o)[2]})"  # type: ignore[index]
                for o in range(len(state.players)) if diplomacy.at_peace(state, seat, o)),
            "tip": diplomacy.RULE}]
          if any(diplomacy.at_peace(state, seat, o) for o in range(len(state.players))) else []),
        *([{"label": "Ally", "value": state.players[teams.ally(state, seat)].name,  # type: ignore[index]
            "tip": f"{p.name} plays in a team with {state.players[teams.ally(state, seat)].name}"  # type: ignore[index]
                   ": " + _C.variants.teams.text}] if teams.on(state) else []),
    ]
    return {"seat": seat, "name": p.name, "colour": look.colour, "letter": look.letter,
            "shape": look.shape, "bot": p.bot, "summary": summary}


def _ordinal(n: int) -> str:
    return ["first", "second", "third", "fourth"][n - 1]


# -- the map -----------------------------------------------------------------------------------

def spaces(state: State, viewer: int | None, known: set[int],
           seen: set[Hex] | None) -> list[dict[str, Any]]:
    realm = state.realm
    mine_sight: dict[int, list[str]] = {}
    out = []
    for slot, _ in enumerate(realm.slots):
        for h in realm.slot_hexes(slot):
            out.append(space(state, h, viewer, known, seen, mine_sight))
    return out


def space(state: State, h: Hex, viewer: int | None, known: set[int], seen: set[Hex] | None,
          cache: dict[int, list[str]]) -> dict[str, Any]:
    realm = state.realm
    slot = realm.slot_at(h)
    assert slot is not None
    k = realm.slot_hexes(slot).index(h)
    terrain = realm.terrain(h)
    if terrain is None:
        return {"id": hid(h), "board": "map", "q": h.q, "r": h.r, "hidden": True, "terrain": None,
                "back": "face_down", "label": "Face-down territory", "short": "",
                "tip": ("A face-down territory: a unit next to it may explore it for "
                        f"{NUM.explore_ap} AP. Nobody knows what lies under it; it blocks no "
                        "sight."), "owner": None, "markers": [], "pieces": []}
    b = state.building_at(h)
    home = realm.slots[slot]
    out: dict[str, Any] = {
        "id": hid(h), "board": "map", "q": h.q, "r": h.r, "terrain": terrain,
        "label": hex_name(state, h), "short": POINTS[k] if k else "",
        "tip": _C.terrain[terrain].text, "owner": b.seat if b else None, "hidden": False,
        "markers": markers(state, h, viewer), "pieces": [],
    }
    if home.kind == "home" and home.seat is not None:
        out["home"] = home.seat
    if seen is not None and h not in seen:
        out["visible"] = False
    if b is not None:
        out["pieces"].append(building_piece(state, b))
    e = state.encounters.get(h)
    if e is not None:
        out["pieces"].append(encounter_piece(state, h))
    for u in sorted(state.occupancy().get(h, ()), key=lambda x: x.id):
        if fog.shows(viewer, u):
            out["pieces"].append(block_piece(state, u, viewer, known))
    return out


ENCOUNTER_ICONS = {"ant_colony": "ant_colony", "caravan": "merchant_caravan",
                   "competition": "competition", "burning_village": "burning_village"}


def encounter_piece(state: State, h: Hex) -> dict[str, Any]:
    e = state.encounters[h]
    kind = _C.encounter[e.kind]
    piece: dict[str, Any] = {"id": f"e{h.q},{h.r}", "seat": None, "icon": ENCOUNTER_ICONS[e.kind],
                             "show": "icon", "count": 1, "label": kind.name, "tip": kind.text,
                             "parts": []}
    if kind.hp is not None:
        piece["count"] = kind.hp - e.wounds
        piece["label"] += f" ({kind.hp - e.wounds}/{kind.hp} HP)"
    return piece


def markers(state: State, h: Hex, viewer: int | None) -> list[dict[str, Any]]:
    out = []
    numbers = adventure_numbers(state)
    if h in numbers:
        if h in state.tokens:
            out.append({"icon": "adventure", "text": str(numbers[h]),
                        "tip": f"An adventure (number {numbers[h]}): a unit that enters draws an "
                               "adventure card, and its turn ends there. Decoys may not enter."})
        elif state.uses("adventures"):
            out.append({"text": str(numbers[h]),
                        "tip": f"Adventure hex {numbers[h]}, explored: the event dial's New "
                               "adventures may lay a token here again."})
    if h in mine_set(state):
        tip = ("An aether stone mine: at the start of each of your action phases, 1 stone for "
               f"each mine one of your units stands on. {portal(state)} stones complete your "
               "Stone Portal.")
        text = ""
        if state.uses("shards"):
            n = shards.lying(state, h)
            text = str(n)
            tip += (f" {n} aether shard(s) lie here: an infantry unit that stops here picks "
                    "one up and carries it to its Settlement.")
        out.append({"icon": "mine", "text": text, "tip": tip})
    if h in state.roads:
        water = state.realm.terrain(h) == _C.roads.bridge_on
        out.append({"icon": "bridge" if water else "road", "text": "",
                    "tip": ("A bridge: a road over water." if water else
                            "A road: a step between two road hexes costs 1 AP.")})
    if viewer is not None:
        for i, (what, arg, where) in state.orders.items():
            u = state.units.get(i)
            if u is None or u.seat != viewer:
                continue
            spot = where if where is not None else u.at
            if spot == h:
                name = unit_name(arg) if arg else {"upgrade": "Age 2", "road": "road",
                                                   "bridge": "bridge", "chop": "chop",
                                                   "plant": "plant"}[what]
                out.append({"icon": "builder", "text": "…",
                            "tip": f"Your Builder's order ({name}): carried out when every "
                                   "player has chosen its builds."})
    for seat in range(len(state.players)):
        if h not in zones(state, seat):
            continue
        out.append({"icon": "settlement", "text": "",
                    "tip": f"{state.players[seat].name}'s Settlement zone: its units are "
                           "recruited here."})
    return out


def adventure_numbers(state: State) -> dict[Hex, int]:
    if not state.uses("adventures"):
        return {}
    if "adv#" not in state.memo:
        state.memo["adv#"] = state.realm.adventure_hexes()
    return state.memo["adv#"]


def mine_set(state: State) -> set[Hex]:
    if "mines" not in state.memo:
        state.memo["mines"] = set(state.realm.mine_hexes())
    return state.memo["mines"]


def zones(state: State, seat: int) -> set[Hex]:
    key = ("zone", seat)
    if key not in state.memo:
        state.memo[key] = set(state.realm.settlement_zone(seat))
    return state.memo[key]


def building_piece(state: State, b: Building) -> dict[str, Any]:
    who = state.players[b.seat].name
    name = unit_name(b.kind)
    hp = max_hp(_building_fighter(b))
    badges = []
    if b.age2:
        badges.append({"text": "II", "tip": "Age 2"})
    if b.site is not None:
        badges.append({"text": "…", "tip": "Being built: finished next round if its Builder "
                                         "stays on the site."})
    if b.wounds:
        badges.append({"icon": "wound", "text": str(b.wounds), "tip": f"{b.wounds} damage"})
    text = _C.settlement.text if b.kind == "settlement" else _C.building[b.kind].text
    state_text = f" {hp - b.wounds}/{hp} HP." + (" Unfinished." if b.site is not None else "")
    return {"id": f"b{b.id}", "seat": b.seat, "icon": b.kind, "show": "icon",
            "count": hp - b.wounds, "label": f"{who}'s {name}" + (" (Age 2)" if b.age2 else ""),
            "tip": f"{who}'s {name}.{state_text} {text}", "parts": [], "badges": badges}


def _building_fighter(b: Building) -> Fighter:
    return Fighter(b.kind, age2=b.age2)


def block_piece(state: State, u: Unit, viewer: int | None, known: set[int]) -> dict[str, Any]:
    who = state.players[u.seat].name
    shown = u.seat == viewer or u.id in known
    piece: dict[str, Any] = {"id": f"u{u.id}", "seat": u.seat, "block": True, "count": 1,
                             "parts": []}
    shard = ([{"text": "◆", "tip": "It carries an aether shard to its Settlement (a carrier "
                                   "is always infantry)."}] if u.carrying is not None else [])
    if not shown:
        piece.update(label=f"{who}'s block",
                     tip=(f"A block of {who}'s: its type is hidden until one of your units or "
                          "buildings identifies it (line of sight; in a forest, only from next "
                          "to it)." + (f" {u.wounds} wound(s)." if u.wounds else "")
                          + (" It carries an aether shard." if shard else "")))
        badges = list(shard)
        if u.wounds:
            badges.append({"icon": "wound", "text": str(u.wounds), "tip": "Wounds"})
        if badges:
            piece["badges"] = badges
        return piece
    hp = kinds.hp(state, u)
    name = unit_name(u.kind)
    badges = list(shard)
    if u.equipped:
        badges.append({"text": "+1", "tip": "Equipped with aether shards: +1 HP."})
    if u.wounds:
        badges.append({"icon": "wound", "text": str(u.wounds), "tip": f"{u.wounds} wounds of {hp} HP"})
    if u.seat == viewer and state.step == "action" and state.active == viewer:
        badges.append({"text": f"{u.ap}", "tip": f"{u.ap} AP left this turn"})
    if u.resting:
        badges.append({"icon": "rest", "text": "", "tip": f"Resting: heals {NUM.rest_heal} at the "
                                                          "start of its owner's next action phase."})
    if u.set_up:
        badges.append({"icon": "set_up", "text": "", "tip": "Set up: ready to shoot."})
    for a in u.active:
        badges.append({"text": _C.ability[a].name[:2], "tip": _C.ability[a].text})
    piece.update(icon=u.kind, show="icon", label=f"{who}'s {name} ({hp - u.wounds}/{hp} HP)",
                 tip=f"{who}'s {name}, {hp - u.wounds}/{hp} HP. {card_text(state, u)}",
                 badges=badges)
    if u.seat == viewer:
        piece["sight"] = sorted(hid(h) for h in fog.sees_from(state, u.at, u.kind))
        if state.step == "action" and state.active == viewer and movable(state, u):
            piece["reach"] = sorted(hid(h) for h in reach(state, u))
    return piece


# -- panels ------------------------------------------------------------------------------------

def panels(state: State, viewer: int | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{
        "id": "dice", "title": "Dice, newest first (S Sword, B Bow, H Horse, * Star, M Morale, "
                              "+ Health)", "seat": None, "kind": "table",
        "beside": True, "columns": ["Who", "For", "Dice", "What it did"],
        "rows": [[r.who, r.what, r.faces, r.result] for r in reversed(state.rolls[-4:])]}]
    if viewer is not None:
        out.append(army_panel(state, viewer))
    if state.uses("secret_missions"):
        out += [secret_panel(state, p.seat, viewer) for p in state.players]
    if state.uses("event_dial"):
        out.append(dial_panel(state))
    if state.uses("heroes"):
        out.append(hero_panel(state))
    out.append({"id": "missions", "title": "Bonus missions", "seat": None, "kind": "cards",
                "cards": [mission_card(state, m) for m in _C.bonus_missions], "hidden_count": 0})
    for p in state.players:
        out.append(player_panel(state, p.seat, viewer))
    out.append(units_table())
    out.append(counter_wheel())
    out.append(buildings_table())
    return out


def secret_panel(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    """A seat's secret missions: face up to it, a count to the others; the completed ones are
    shown to all (R-M7)."""
    p = state.players[seat]
    held = [{"id": f"secret-{seat}-{m}", "name": _C.mission[m].name, "text": _C.mission[m].text,
             "tags": [_C.mission[m].ask, "secret", "{}/{}".format(*secret_missions.have(state, seat, m))]}
            for m in p.secret] if viewer == seat else []
    done = [{"id": f"done-{seat}-{m}", "name": _C.mission[m].name, "text": _C.mission[m].text,
             "tags": ["completed"]} for m in p.secret_done]
    return {"id": f"secret-{seat}", "title": f"{p.name}'s secret missions "
            f"({len(p.secret_done)} of {_C.secret_missions.to_win} done)", "seat": seat,
            "kind": "cards", "cards": held + done,
            "hidden_count": 0 if viewer == seat else len(p.secret)}


def dial_panel(state: State) -> dict[str, Any]:
    pos = next(x for x in _C.event_dial.positions if x.position == state.dial)
    return {"id": "dial", "title": "Event dial", "seat": None, "kind": "counters",
            "items": [{"label": pos.name, "value": state.dial, "max": len(_C.event_dial.positions),
                       "icon": "event_dial", "tip": pos.text + " " + _C.event_dial.text}]}


def hero_panel(state: State) -> dict[str, Any]:
    rows = [[_C.hero[h].name, heroes.price(i), _C.ability[_C.hero[h].ability].name]
            for i, h in enumerate(state.hero_row)]
    for p in state.players:
        s = p.hero
        if s is not None:
            status = "fallen" if s.fallen else f"level {s.level}, {s.hp} HP, {s.ap} AP"
            rows.append([f"{_C.hero[s.hero].name} ({p.name})", "—", status])
    return {"id": "heroes", "title": "Heroes", "seat": None, "kind": "table",
            "summary": "The row of sheets: the first costs 7 gold, each skipped 1 more. "
                       + _C.hero_rules.text,
            "columns": ["Hero", "Gold", "Ability / now"], "rows": rows}


def army_panel(state: State, seat: int) -> dict[str, Any]:
    """The seat's own blocks with their types (its secret: in its view only), where they stand,
    HP, AP and what they are doing."""
    rows = []
    for u in state.units_of(seat):
        hp = kinds.hp(state, u)
        now = []
        if u.fresh:
            now.append("new")
        if u.resting:
            now.append("resting")
        if u.set_up:
            now.append("set up")
        now += [_C.ability[a].name for a in u.active]
        if any(b.site == u.id for b in state.buildings.values()):
            now.append("building a Fortress")
        if u.id in state.orders:
            now.append("has an order")
        rows.append([f"{unit_name(u.kind)} at {hex_name(state, u.at)}", f"{hp - u.wounds}/{hp}",
                     u.ap if state.step == "action" and state.active == seat else "—",
                     ", ".join(now) or "—"])
    return {"id": f"army-{seat}", "title": "Your blocks (only you see their types)",
            "seat": seat, "kind": "table", "columns": ["Block", "HP", "AP", "Now"],
            "rows": rows, "folded": False,
            "summary": f"{len(rows)} of {NUM.blocks} blocks on the map."}


def mission_card(state: State, mission: str) -> dict[str, Any]:
    m = _C.mission[mission]
    tags = [m.ask]
    for p in state.players:
        have, need = progress(state, p.seat, mission)
        tags.append(f"{p.name}: " + ("done" if mission in p.missions else f"{min(have, need)}/{need}"))
    return {"id": mission, "name": m.name, "text": m.text + " Complete all four first to win.",
            "tags": tags}


def player_panel(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    p = state.players[seat]
    items: list[dict[str, Any]] = [
        {"label": "Gold", "value": p.gold, "icon": "gold",
         "tip": f"Next Revenue: +{income(state, seat)} (Settlement {_C.settlement.income}, "
                f"buildings, +{NUM.supply_gold} for each building linked by road)."},
        {"label": "Linked buildings", "value": len(linked(state, seat)), "icon": "road",
         "tip": "Buildings joined to the Settlement by roads: +1 gold each at Revenue."},
        {"label": "Abilities a turn", "value": ability_limit(state, seat),
         "tip": "Units that may use their ability each turn (+1 for each Elite unit type)."},
    ]
    for kind, v in sorted(p.track.items()):
        r = rank(v)
        items.append({"label": f"{unit_name(kind)} track", "value": v, "max": 5,
                      "icon": kind, "tip": f"{unit_name(kind)}s: {v} on the battle track — "
                                           f"{r.name}. {r.text}"
                      + (" Ability unlocked." if ability_unlocked(v) else "")})
    return {"id": f"player-{seat}", "title": p.name, "seat": seat, "kind": "counters",
            "items": items}


def units_table() -> dict[str, Any]:
    """The unit cards in numbers, narrow enough for a phone: damage shows its building damage
    after a slash and its range after an "r"; class and Tier in the legend line and tooltips."""
    rows = []
    for u in _C.units:
        dmg = f"{u.dmg}" + (f"/{u.dmg_buildings}" if u.dmg_buildings else "") + \
            (f" r{u.range}" if u.range else "")
        rows.append([u.name + (" (T2)" if u.tier > 1 else ""), u.gold, u.ap, u.hp, dmg,
                     _C.ability[u.ability].name if u.ability else "—"])
    return {"id": "units", "title": "Units", "seat": None, "kind": "table", "folded": False,
            "summary": ("Gold to recruit, AP a turn, HP, damage (/ against buildings, r range). "
                        "T2: Tier 2, needs an Academy. The ability unlocks at 2 on the type's "
                        "battle track; Veteran (3) +1 HP, Elite (5) +1 damage."),
            "columns": ["Unit", "Gold", "AP", "HP", "Dmg", "Ability"], "rows": rows}


def counter_wheel() -> dict[str, Any]:
    rows = [[c.name, counters_text(c.id) or "—"] for c in _C.classes]
    return {"id": "counters", "title": "Counter wheel", "seat": None, "kind": "table",
            "folded": True,
            "summary": "Cavalry > Ranged > Melee specialist > Anti-cavalry > Cavalry; Cavalry > "
                       "Siege. A unit that counters its foe strikes first.",
            "columns": ["Class", "Counters"], "rows": rows}


def buildings_table() -> dict[str, Any]:
    rows = [["Settlement", "—", _C.settlement.hp, f"+{_C.settlement.income}", "—"]]
    for b in _C.buildings:
        rows.append([b.name, b.gold, b.hp, f"+{b.income}", b.vp])
    return {"id": "buildings", "title": "Buildings", "seat": None, "kind": "table",
            "folded": True, "summary": "Gold to build, HP, gold each Revenue, victory points.",
            "columns": ["Building", "Gold", "HP", "Income", "VP"], "rows": rows}


# -- words -------------------------------------------------------------------------------------

def hint(state: State, viewer: int | None) -> str:
    if state.step == "over":
        return f"Game over: {state.reason}."
    if state.round == 0:
        return ("Tossing for the direction of play…" if state.chance == "direction"
                else "Rolling for the first player…")
    if state.explore is not None:
        e = state.explore
        namer = state.players[right_of(state, e.seat)].name
        if e.named is None:
            return (f"{namer}: name a side from 1 to 6 — the new territory is turned so that "
                    f"side faces {state.players[e.seat].name}'s explorer.")
        return "Turning the territory face up…"
    if state.pending:
        kind, seat, data = state.pending[-1]
        who = state.players[seat].name
        if kind == "sheet":
            return (f"{who}: spend your {_C.hero[data].name}'s 8 skill points — 1 per HP, 1 per "
                    "AP, 2 for its ability.")
        if kind == "ally":
            return f"{who}: an Ally joins you — choose its unit type (Tier 1)."
        return f"{who}: the d10 showed 10 — pick the number of the new adventures."
    if state.adventure is not None:
        return "The adventure is under way…"
    if state.fight is not None:
        return "Rolling the combat dice…"
    if state.step == "build":
        seat = state.builders[0]
        who = state.players[seat].name
        if state.round == 1:
            extra = " (the starter: at least one Builder)" if _C.scenario[state.scenario].must_recruit else ""
            return (f"{who}: recruit units with your gold ({state.players[seat].gold} left) in "
                    f"your Settlement's zone{extra}, then press Done building.")
        # Only the builder's own view: the zone may be full of blocks recruited this phase,
        # which nobody else may know about yet.
        full = "" if viewer != seat or any(works.free(state, h, seat) for h in state.realm.settlement_zone(seat)) else (
            " Your Settlement's zone is full: move units out of it in your action phase to "
            "recruit there again.")
        return (f"{who}: recruit, and give each Builder one piece of work on its hex — a "
                "building, a road, an upgrade — then press Done building. Builds are shown "
                "together when everyone has chosen." + full)
    who = state.players[state.active].name
    return (f"{who}: click a unit, then a hex to move, attack or explore; shoot identified "
            "enemies; end your action phase when done.")


def holds_secrets(state: State, seat: int) -> bool:
    """Always: a seat's view is its own sight (its fog), its blocks' types and its builds."""
    return True


def place_details(state: State, place_id: str) -> dict[str, Any]:
    """One hex explained: its terrain, building, road and the blocks on it, named as the public
    sees them (a block's type is never told here)."""
    try:
        q, r = (int(x) for x in place_id.split(","))
    except ValueError:
        raise ValueError(f"there is no hex {place_id!r} on this map") from None
    h = Hex(q, r)
    slot = state.realm.slot_at(h)
    if slot is None:
        raise ValueError(f"there is no hex {place_id!r} on this map")
    terrain = state.realm.terrain(h)
    if terrain is None:
        return {"id": place_id, "title": "Face-down territory",
                "sections": [{"heading": "Unexplored",
                              "text": "A unit next to it may explore it for 1 AP; the player "
                                      "on the explorer's right names the side that faces it."}]}
    t = _C.terrain[terrain]
    sections = [{"heading": t.name, "text": t.text}]
    b = state.building_at(h)
    if b is not None:
        piece = building_piece(state, b)
        sections.append({"heading": piece["label"], "text": piece["tip"]})
    if h in state.roads:
        sections.append({"heading": "Road", "text": _C.roads.text})
    blocks = [u for u in state.units_at(h) if not u.fresh]
    for u in blocks:
        sections.append({"heading": f"{state.players[u.seat].name}'s block",
                         "text": "A unit whose type its owner alone knows until an enemy "
                                 "identifies it." + (f" {u.wounds} wound(s)." if u.wounds else "")})
    return {"id": place_id, "title": hex_name(state, h), "sections": sections}
