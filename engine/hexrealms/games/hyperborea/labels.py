"""The short label a person reads for each action (rulebook terms, names instead of ids
where the game has them): shown on buttons, in tooltips, in the terminal and in link records.
"""

from __future__ import annotations

from ...core.action import Action
from .actions import race_ability_text, step_detail
from .content import RUIN_METAL, Effect
from .mapmaking import face_of
from .state import State
from .technology import card
from .story import cube_name, target_name
from .text import effects_text


def describe(state: State, action: Action) -> str:
    """A short label a person reads, for any action."""
    if action.kind in ("race_tile", "start_card", "extra_cube", "development"):
        return describe_setup(action)
    return describe_main(state, action)


def describe_setup(action: Action) -> str:
    """Setup choices (rulebook, "Setup")."""
    if action.kind == "race_tile":
        return f"Race tile {action.args[0].split('.')[1]}"
    if action.kind == "start_card":
        return f"Start with {card(action.args[0]).name}"
    if action.kind == "extra_cube":
        return f"Take an extra {action.args[0]} cube"
    return f"Development marker at level {action.args[0]} on {action.args[1]}"


def describe_main(state: State, action: Action) -> str:
    """A main action or a pending decision."""
    k, a = action.kind, action.args
    names = {p.seat: p.name for p in state.players}
    if k == "place":
        return f"Place {_a(a[0])} {a[0]} cube on {target_name(a[1])}"
    if k == "unused":
        return f"Put {_a(a[0])} {a[0]} cube in the unused area"
    if k in ("move", "fly"):
        detail = step_detail(state, action)
        unit = "movement point" if k == "move" else "flying point"
        cost = detail["cost"]
        return (f"{'Walk' if k == 'move' else 'Fly'} from {detail['from']} to {a[1]} "
                f"({cost} {unit}{'s' if cost != 1 else ''})")
    if k in ("attack", "ranged", "convert"):
        hex_id, who, site = a[0].split(".")
        victim = "a Ghost" if who == "ghost" else f"{names[int(who)]}'s miniature"
        verb = {"attack": "Attack", "ranged": "Shoot", "convert": "Convert"}[k]
        return f"{verb} {victim} in {hex_id}"
    if k in ("take", "spy"):
        verb = "Take" if k == "take" else "Copy"
        return f"{verb} {card(a[0]).name}"
    if k in ("city", "explore"):
        return _site_label(state, k, a[1])
    if k in ("restore", "pay_cube"):
        cube = cube_name(state.players[_decider(state)], a[0])
        return f"Return {cube} to the bag" if k == "restore" else f"Remove {cube}"
    if k in ("keep", "return"):
        verb = "Keep" if k == "keep" else "Return"
        if len(a) == 1:  # rules version 1: the whole card
            return f"{verb} the cubes on {card(a[0]).name}"
        cube = cube_name(state.players[_decider(state)], f"card.{a[0]}.{a[1]}")
        return f"{verb} {cube}"  # one cube (RULINGS 25)
    if k == "race":
        return f"Race ability: {race_ability_text(state, state.players[_decider(state)], a[0])}"
    if k in ("upgrade", "lower"):
        return f"{k.capitalize()} {a[0].capitalize()}"
    if k == "option" and state.decisions and state.decisions[0].kind == "option":
        chosen = state.decisions[0].data["options"][int(a[0])]
        return "Choose " + effects_text(tuple(Effect(**e) for e in chosen))
    if k == "develop":
        return f"Develop {a[1].capitalize()}"
    if k == "cube_gen":
        return f"Put {_a(a[1])} {a[1]} cube into the bag"
    if k == "ruin":
        return {"use": "Use the ruin token now", "store": "Store the ruin token",
                "store_play_old": "Store it and play the stored one",
                "store_discard_old": "Store it and discard the stored one"}[a[0]]
    labels = {
        "fortress": "Place a Fortress in {0}", "miniature": "Put a miniature in {0}",
        "clone": "Clone a miniature in {0}", "gem": "Take a Gem", "draw": "Draw a cube",
        "end_turn": "End the turn", "play_stored": "Play the stored ruin token",
        "refresh": "Refresh deck {0}", "pay_miniature": "Remove a miniature in {0}",
        "option": "Choose option {0}", "regen": "New cube: {0}",
    }
    return labels.get(k, k).format(*a)


def _decider(state: State) -> int:
    """The seat deciding now: a pending decision's, else the active player's."""
    if state.decisions:
        return state.decisions[0].seat
    assert state.current is not None
    return state.current


def _site_label(state: State, kind: str, site: str) -> str:
    """"Enter Capital City in h7", "Explore the silver ruin in h12 (3 tokens left)"."""
    hex_id, slot = site.split(".")
    space = state.hexes[int(hex_id[1:])]
    if kind == "city":
        face = face_of(space, state)
        assert face is not None
        return f"Enter {face.cities[int(slot[1:])].name} in {hex_id}"
    left = space.ruin_tokens[int(slot[1:])]
    return (f"Explore the {RUIN_METAL[space.region]} ruin in {hex_id} "  # type: ignore[index]
            f"({left} token{'s' if left != 1 else ''} left)")


def _a(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"
