"""What the page needs to place each legal action (ARCHITECTURE.md, "Action detail"): the side
list's group, the hexagon it is about and the word drawn there, a walk's ends, a cube's way
from the available area to a space of the player's board panel, the market card it takes, its
rules text, and — for ending the turn with something left — the question to ask first.

The groups: while a decision is pending everything answers it; otherwise the effect an action
spends, a cube to place, a city or ruin, the civilization and race, and the end of the turn.
"""

from __future__ import annotations

from typing import Any

from ...core.action import Action
from .actions import COLOUR_OF_ROW, MAX_LEVEL, main_actions, race_ability_text, step_detail
from .content import rules_content
from .hints import DECISION_HINTS, SETUP_HINTS
from .mapmaking import face_of
from .state import PlayerState, State
from .slot_ids import available_slot, cube_slot, target_slot, unused_area
from .story import cubes, row_name, tech_name
from .technology import base_set, card, parse_target, placements
from .text import (EFFECT_RULES, TERRAIN_RULES, bundle_text, card_text, city_text, effect_count,
                   spaces_text)

DECISION = "Decision"
EFFECTS = "Effects"
PLACE = "Place a cube"
SITES = "Cities and ruins"
CIVILIZATION = "Civilization and race"
END = "End"
GROUPS = (DECISION, EFFECTS, PLACE, SITES, CIVILIZATION, END)

SETUP_KINDS = frozenset({"race_tile", "start_card", "extra_cube", "development"})
#: Action kind → the pool effect it spends.
SPENDS: dict[str, str] = {
    "move": "movement", "fly": "fly", "attack": "attack", "convert": "attack",
    "ranged": "ranged_attack", "fortress": "fortress", "miniature": "miniature",
    "clone": "cloning", "develop": "develop", "cube_gen": "cube_gen", "gem": "gem",
    "draw": "cube_draw", "restore": "cube_restore", "spy": "espionage",
    "take": "advanced_technology", "refresh": "advanced_technology",
}

#: The word drawn on the map at the hexagon an action is about (``at``), at most 8 characters:
#: what can be done there, in text, never by colour alone.
TAGS: dict[str, str] = {
    "move": "Walk", "fly": "Fly", "attack": "Attack", "convert": "Convert", "ranged": "Shoot",
    "fortress": "Fortress", "miniature": "Recruit", "clone": "Clone", "pay_miniature": "Remove",
    "city": "City", "explore": "Ruin",
}

END_TURN_HELP = ("End the turn: your available cubes go to the unused area, then you draw 3 "
                 "cubes (a Reset when the bag is empty).")
UNUSED_HELP = ("Put the cube in the unused area instead of on a technology: it goes back to "
               "your bag at your next Reset.")
#: RULINGS 13 and RULES-NOTES, "Refreshing the market", in the text itself.
REFRESH_HELP = ("Refresh deck {0}: its two face-up cards go to the bottom of the deck and two "
                "new ones are dealt; then the same effect takes one of the face-up Advanced "
                "Technologies. Only a deck with at least 2 cards left may be refreshed.")
UPGRADE_HELP = ("Upgrade {row}: its marker drops from level {level} to 0, for {gain} from the "
                "reserve into your bag (1 cube from level 4 or 5, 2 from level 6, as many as "
                "the reserve still has).")  # RULINGS 15
DEVELOP_HELP = ("{rule} {row} is at level {level} of {top}; a row at 4 or more may be upgraded "
                "for new cubes of its colour.")
PLAY_STORED_HELP = "Play your stored ruin token now: its effects go into your pool."
RUIN_HELP = {
    "use": "Use the ruin token now: its effects go into your pool.",
    "store": "Store the token face-down, to play in a later turn (you may hold one).",
    "store_play_old": "Store the new token face-down and play the one you stored before.",
    "store_discard_old": "Store the new token face-down and discard the one you stored before.",
}
#: Keeping or returning one cube of a continuous card at a Reset (RULINGS 25), or under rules
#: version 1 all the cubes of the card at once (RULINGS 1).
RESET_HELP = {
    "keep": ("Keep this cube on its continuous technology through the Reset: the technology "
             "stays active. Each cube there is kept or returned on its own."),
    "return": ("Return this cube to your bag at the Reset. Each cube on a continuous "
               "technology is kept or returned on its own."),
}
RESET_CARD_HELP = {
    "keep": ("Keep the cubes on this continuous technology through the Reset: the technology "
             "stays active."),
    "return": "Return the cubes on this continuous technology to your bag at the Reset.",
}


def action_detail(state: State, action: Action) -> dict[str, Any]:
    """``group`` and ``help`` for every action; ``at`` (a map hexagon) and ``tag`` (the word
    drawn on it) where the action is about one; ``from``/``to``/``piece``/``cost`` for a walk or
    a flight; board slots for a cube (``slot_detail``); ``card`` for a market card taken;
    ``confirm`` for ending a turn with something unspent."""
    out: dict[str, Any] = {"group": group_of(state, action), "help": help_of(state, action)}
    if action.kind in ("move", "fly") and state.current is not None and not state.decisions:
        out.update(step_detail(state, action))
    at = hex_of(action)
    if at is not None:
        out["at"] = at
        out["tag"] = TAGS[action.kind]
    out.update(slot_detail(state, action))
    out.update(_row_words(action, out))
    if action.kind == "take":
        out["card"] = action.args[0]
    if action.kind == "end_turn":
        question = end_turn_question(state)
        if question:
            out["confirm"] = question
    return out


def _row_words(action: Action, detail: dict[str, Any]) -> dict[str, str]:
    """The side list's row (``sub``) and short button text for the many-choice effects, so a
    turn's walks read "Walk from h7: to h1 (2), to h3 (1)" and the market one row of names."""
    k, a = action.kind, action.args
    if k in ("move", "fly") and "from" in detail and "to" in detail:
        return {"sub": f"{TAGS[k]} from {detail['from']}", "short": f"to {detail['to']} ({detail['cost']})"}
    if k == "take":
        return {"sub": "Take an Advanced Technology", "short": card(a[0]).name}
    if k == "refresh":
        return {"sub": "Refresh a deck", "short": f"Deck {a[0]}"}
    if k == "develop":
        return {"sub": "Develop", "short": row_name(a[-1])}
    return {}


def group_of(state: State, action: Action) -> str:
    """The side list's heading: a pending decision first, then by what the action does."""
    k = action.kind
    if state.decisions or state.setup_queue or k in SETUP_KINDS:
        return DECISION
    if k in SPENDS:
        return EFFECTS
    if k in ("place", "unused"):
        return PLACE
    if k in ("city", "explore", "play_stored"):
        return SITES
    if k == "end_turn":
        return END
    return CIVILIZATION


def hex_of(action: Action) -> str | None:
    """The map hexagon an action is about, or ``None``: a step's destination, the hexagon of
    an attack's target or of a city or ruin entered, where a Fortress or miniature goes or a
    miniature is removed."""
    k, a = action.kind, action.args
    if k in ("move", "fly"):
        return a[1]
    if k in ("attack", "ranged", "convert", "city", "explore"):
        return a[-1].split(".")[0]
    if k in ("fortress", "miniature", "clone", "pay_miniature"):
        return a[0]
    return None


def slot_detail(state: State, action: Action) -> dict[str, Any]:
    """Where a cube action points on the decider's board panel (``slot_ids``): a placement
    or a cube put aside goes ``from`` its available colour ``to`` a technology space or the
    unused area, with the side list's ``sub`` heading ("Red cube": one row of buttons a
    colour) and ``short`` button text ("Science 1·2"); a cube restored, paid, kept or returned
    at a Reset is ``at`` its slot."""
    k, a = action.kind, action.args
    if k not in ("place", "unused", "restore", "pay_cube", "keep", "return"):
        return {}
    p = _decider(state)
    if k == "place":
        return {"from": available_slot(p.seat, a[0]), "to": target_slot(p.seat, a[1]),
                "sub": f"{a[0].capitalize()} cube", "short": _target_words(a[1])}
    if k == "unused":
        return {"from": available_slot(p.seat, a[0]), "to": unused_area(p.seat),
                "sub": f"{a[0].capitalize()} cube", "short": "Unused area"}
    if k in ("restore", "pay_cube"):
        return {"at": cube_slot(p, a[0])}
    if len(a) == 2:  # one cube of a continuous card at a Reset (RULINGS 25)
        return {"at": target_slot(p.seat, f"card.{a[0]}.{a[1]}")}
    return {}


def _target_words(target: str) -> str:
    """A cube target in short, its technology and space: "Science 1·2" (set 1, space 2),
    "Griffin Riders ·3" (a card's space 3)."""
    kind, key, si, i = parse_target(target)
    if kind == "base":
        return f"{tech_name(key)} {si + 1}·{i + 1}"
    return f"{card(key).name} ·{i + 1}"


def help_of(state: State, action: Action) -> str:
    """A rules sentence for the action, in the rulebook's words."""
    k, a = action.kind, action.args
    if k in SETUP_KINDS:
        return _setup_help(action)
    if state.decisions:
        return _decision_help(state, action)
    if k in ("move", "fly"):
        return _step_help(state, action)
    if k == "convert":
        return _race_tile_text("purple_matriarchy.A")
    if k in ("spy", "take"):
        prefix = EFFECT_RULES["espionage"] + " " if k == "spy" else ""
        return f"{prefix}{card(a[0]).name}: {card_text(card(a[0]))}"
    if k == "refresh":
        return REFRESH_HELP.format(a[0])
    if k == "develop":
        return _develop_help(state, a[1])
    if k in SPENDS:
        return EFFECT_RULES[SPENDS[k]]
    if k == "place":
        return _place_help(a[1])
    if k == "unused":
        return UNUSED_HELP
    if k == "city":
        return _city_help(state, a[1])
    if k == "explore":
        return ("Explore the ruin: your miniature enters it and draws its top token, to use now "
                "or store; it stays inside until your next Reset.")
    if k == "play_stored":
        return PLAY_STORED_HELP
    if k == "upgrade":
        return _upgrade_help(state, a[0])
    if k == "race":
        p = _decider(state)
        text = _race_tile_text(p.race_tile) if p.race_tile else ""
        return f"Race ability: {race_ability_text(state, p, a[0])}. {text}".strip()
    return END_TURN_HELP


def _decider(state: State) -> PlayerState:
    if state.decisions:
        return state.players[state.decisions[0].seat]
    if state.setup_queue:
        return state.players[state.setup_queue[0][0]]
    assert state.current is not None
    return state.players[state.current]


def _setup_help(action: Action) -> str:
    """Setup choices (rulebook, "Game setup"; Race War)."""
    k, a = action.kind, action.args
    if k == "race_tile":
        return f"Race tile {a[0].split('.')[1]}: {_race_tile_text(a[0])}"
    if k == "start_card":
        return f"{card(a[0]).name}: {card_text(card(a[0]))}"
    if k == "extra_cube":
        return (f"Take an extra {a[0]} cube into your bag: your bag then holds one cube of "
                f"each colour and two {a[0]} ones.")
    return (f"Put a Development marker at level {a[0]} on {row_name(a[1])} (at setup, markers "
            "go at 3, 2 and 1, the other rows at 0). " + SETUP_HINTS["dev"])


def _race_tile_text(tile_id: str) -> str:
    return next(t.text for t in rules_content().race_tiles if t.id == tile_id)


def _decision_help(state: State, action: Action) -> str:
    """The decision due now: the hint for it, and the specifics of this choice."""
    d = state.decisions[0]
    k, a = action.kind, action.args
    if k == "take":
        return f"{card(a[0]).name}: {card_text(card(a[0]))}"
    if k == "ruin":
        return RUIN_HELP[a[0]]
    if k in ("keep", "return"):
        return (RESET_HELP if len(a) == 2 else RESET_CARD_HELP)[k]
    if k == "option":
        return DECISION_HINTS["option"] + " The options: " + "; or ".join(
            _option_text(o) for o in d.data["options"]) + "."
    if k == "regen":
        return ("Remove a cube to gain a cube: the new cube takes the removed cube's place, "
                "whatever its colour (rulebook, \"Remove action\").")
    if k == "lower":
        level = _decider(state).development[a[0]]
        return f"{DECISION_HINTS['lower']} {row_name(a[0])} is at level {level}."
    return DECISION_HINTS.get(d.kind, EFFECT_RULES.get(k, "")) or END_TURN_HELP


def _option_text(option: list[dict[str, Any]]) -> str:
    from .content import Effect
    from .text import effects_text
    return effects_text(tuple(Effect(**e) for e in option))


def _step_help(state: State, action: Action) -> str:
    """A walk pays the terrain (RULINGS 9); a flight ignores terrain and enemies."""
    if action.kind == "fly":
        return EFFECT_RULES["fly"]
    face = face_of(state.hexes[int(action.args[1][1:])], state)
    terrain = f" {TERRAIN_RULES[face.terrain]}" if face is not None else ""
    return (f"{EFFECT_RULES['movement']}{terrain} Walking into enemy miniatures stops the "
            "miniature there.")


def _develop_help(state: State, row: str) -> str:
    p = _decider(state)
    return DEVELOP_HELP.format(rule=EFFECT_RULES["develop"], row=row_name(row),
                               level=p.development[row], top=MAX_LEVEL)


def _place_help(target: str) -> str:
    """The set the cube goes on: its spaces and what it generates once full (rulebook,
    "Activating base or advanced technologies")."""
    kind, key, si, _ = parse_target(target)
    if kind == "card":
        return f"{card(key).name}: {card_text(card(key))}"
    tset = base_set(key, si)
    return (f"{row_name(key)}, set {si + 1} — {spaces_text(tset.spaces)}: "
            f"{bundle_text(tset.bundle)}. A full set activates. The first cube on one of a "
            "technology's two sets fixes that set until your next Reset.")  # RULINGS 12


def _city_help(state: State, site: str) -> str:
    hex_id, slot = site.split(".")
    face = face_of(state.hexes[int(hex_id[1:])], state)
    assert face is not None
    city = face.cities[int(slot[1:])]
    return f"{city.name}: {city_text(city)}"


def _upgrade_help(state: State, row: str) -> str:
    p = _decider(state)
    level = p.development[row]
    n = min(2 if level == MAX_LEVEL else 1, state.reserve[COLOUR_OF_ROW[row]])
    return UPGRADE_HELP.format(row=row_name(row), level=level,
                               gain=cubes(n, COLOUR_OF_ROW[row]))


def end_turn_question(state: State) -> str | None:
    """"End the turn with 2 cubes not placed and 1 movement point unspent? …" when the player
    still has something to use: cubes a technology could take, effects some action could
    spend, an upgrade open. ``None`` when nothing would be lost."""
    if state.current is None or state.decisions or state.setup_queue:
        return None
    p = state.players[state.current]
    left = _unspent(state, p)
    if not left:
        return None
    after = ("Ending draws from your bag, so it cannot be undone." if sum(p.bag.values())
             else "Ending starts a Reset (your bag is empty), so it cannot be undone.")
    return f"End the turn with {_and(left)}? {after}"


def _unspent(state: State, p: PlayerState) -> list[str]:
    """What ending the turn now would leave unused, in words."""
    actions = main_actions(state)
    open_kinds = {a.kind for a in actions}
    out = []
    placeable = sum(1 for c in p.available if placements(p, c))
    if placeable:
        out.append(f"{cubes(placeable)} not placed")
    totals: dict[str, int] = {}
    for e in state.pool:  # only effects some action could still spend
        if any(SPENDS.get(k) == e.kind for k in open_kinds):
            totals[e.kind] = totals.get(e.kind, 0) + e.amount
    if totals:
        out.append(_and([effect_count(kind, n) for kind, n in totals.items()]) + " unspent")
    upgrades = sum(1 for a in actions if a.kind == "upgrade")
    if upgrades:
        out.append("an upgrade open" if upgrades == 1 else f"{upgrades} upgrades open")
    return out


def _and(parts: list[str]) -> str:
    """"a", "a and b", "a, b and c" — "a, b and c, and d" when a part has its own "and"."""
    if len(parts) == 1:
        return parts[0]
    last = ", and " if any(" and " in p for p in parts) else " and "
    return ", ".join(parts[:-1]) + last + parts[-1]
