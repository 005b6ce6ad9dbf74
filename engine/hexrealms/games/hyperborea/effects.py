"""Generating effects into the active player's effect pool (rulebook, "Ruins, technologies and
cities effects", "Advanced technologies and ruins effects in detail"; RULINGS 11, 18).

An activation (a technology set completed, a city entered, a ruin token played, a card copied
by Espionage) hands its ``Bundle`` to ``activate``: costs are checked and queued for payment,
options queued for a choice, effects pass through the owner's continuous modifiers into the
pool, and adjacent opponents are queued to suffer theirs.
"""

from __future__ import annotations

from typing import Iterable

from .board import ROWS
from .content import Bundle, Effect, Modifier
from .layout import adjacency
from .state import Decision, PlayerState, PoolEntry, State
from .story import count, tell
from .technology import card, placed_cubes

#: Effects the pool adds up by kind; the others stay separate entries (develop rows, cube colour).
MERGED = frozenset({"movement", "fly", "attack", "ranged_attack", "fortress", "miniature",
                    "cloning", "gem", "cube_draw", "cube_restore", "espionage",
                    "advanced_technology"})


def live_modifiers(player: PlayerState) -> list[tuple[int, Modifier]]:
    """``(card order, modifier)`` of every modifier on the player's activated continuous cards."""
    out = []
    for n, (cid, slots) in enumerate(sorted(player.cards.items())):
        if slots.live:
            out += [(n * 8 + k, m) for k, m in enumerate(card(cid).modifiers)]
    return out


def add_to_pool(state: State, entry: PoolEntry) -> None:
    if entry.kind in MERGED:
        for e in state.pool:
            if e.kind == entry.kind:
                e.amount += entry.amount
                return
    state.pool.append(entry)


def gain(state: State, seat: int, effects: Iterable[Effect], activation: int) -> None:
    """Puts effects into the pool through the player's modifiers: each ``instead`` rewrites a
    generated effect; each ``bonus`` adds one effect once per activation that generated its
    trigger (rulebook, "instead" and "bonus" symbols)."""
    player = state.players[seat]
    mods = live_modifiers(player)
    made: list[Effect] = []
    for e in effects:
        for _, m in mods:
            if m.mode == "instead" and m.trigger == e.kind:
                e = Effect(kind=m.produce, amount=e.amount)
                break
        made.append(e)
    kinds = {e.kind for e in made}
    for key, m in mods:
        if m.mode == "bonus" and m.trigger in kinds and (activation, key) not in state.bonuses_given:
            state.bonuses_given.append((activation, key))
            made.append(Effect(kind=m.produce))
    for e in made:
        add_to_pool(state, PoolEntry(e.kind, e.amount, activation, rows=e.rows, colour=e.colour))


def visible_cubes(player: PlayerState, grey: bool = False) -> list[str]:
    """Locations of the player's cubes on the board and cards (available, unused, technology
    spaces) — non-grey only unless ``grey``."""
    out = [f"available.{c}" for c in sorted(set(player.available)) if grey or c != "grey"]
    out += [f"unused.{c}" for c in sorted(set(player.unused)) if grey or c != "grey"]
    out += [loc for loc, c in placed_cubes(player) if grey or c != "grey"]
    return out


def minis_on_map(player: PlayerState) -> int:
    return sum(1 for m in player.miniatures if m.hex is not None)


def can_pay(state: State, seat: int, cost: tuple[Effect, ...]) -> bool:
    """Whether the player can pay a whole cost (RULINGS 18: "Corruption"-style costs are paid in
    full or the card does not activate)."""
    player = state.players[seat]
    need = {"remove_cube": 0, "remove_miniature": 0, "remove_gem": 0}
    for e in cost:
        need[e.kind] += e.amount
    cubes = len([c for c in player.available + player.unused if c != "grey"])
    cubes += len([c for _, c in placed_cubes(player) if c != "grey"])
    return (cubes >= need["remove_cube"] and minis_on_map(player) >= need["remove_miniature"]
            and player.gems >= need["remove_gem"])


def adjacent_opponents(state: State, seat: int) -> list[int]:
    """Opponents with a miniature in, or next to, a hexagon holding one of ``seat``'s
    miniatures (rulebook, "all adjacent opponents"), in turn order after ``seat``."""
    adj = adjacency(len(state.players))
    mine = {m.hex for m in state.players[seat].miniatures if m.hex is not None}
    near = set(mine)
    for h in mine:
        near.update(adj[h])
    n = len(state.players)
    out = []
    for k in range(1, n):
        other = state.players[(seat + k) % n]
        if any(m.hex in near for m in other.miniatures if m.hex is not None):
            out.append(other.seat)
    return out


def activate(state: State, seat: int, bundle: Bundle, what: str) -> None:
    """Resolves one activation's bundle for ``seat`` (see the module docstring)."""
    state.activations += 1
    a = state.activations
    player = state.players[seat]
    if bundle.cost and not can_pay(state, seat, bundle.cost):
        state.log.append(f"{player.name} cannot pay for {what}: it has no effect")
        return
    regen = [e for e in bundle.effects if e.kind == "cube_gen"] if any(
        c.kind == "remove_cube" for c in bundle.cost) else []
    for c in bundle.cost:
        if c.kind == "remove_gem":
            state.return_gems(player, c.amount)
        elif c.kind == "remove_cube":
            colours = [e.colour for e in regen for _ in range(e.amount)]
            state.decisions.append(Decision(seat, "pay_cube", {
                "n": c.amount, "regen": colours, "activation": a}))
        else:
            state.decisions.append(Decision(seat, "pay_miniature", {"n": c.amount}))
    if bundle.options:
        state.decisions.append(Decision(seat, "option", {
            "options": [[e.model_dump() for e in o] for o in bundle.options], "activation": a}))
    gain(state, seat, [e for e in bundle.effects if e not in regen], a)
    if bundle.adjacent:
        for victim in adjacent_opponents(state, seat):
            _hit(state, seat, victim, bundle, a)


def _hit(state: State, owner: int, victim: int, bundle: Bundle, activation: int) -> None:
    """Queues or applies ``bundle.adjacent`` against one adjacent opponent; the owner's
    ``per_victim`` reward comes once the victim actually suffered something."""
    v = state.players[victim]
    reward = [e.model_dump() for e in bundle.per_victim]
    for e in bundle.adjacent:
        data = {"n": e.amount, "owner": owner, "reward": reward, "activation": activation}
        if e.kind == "remove_gem":
            if v.gems > 0:
                lost = min(e.amount, v.gems)
                state.return_gems(v, e.amount)
                tell(state, f"{v.name} loses {count(lost, 'Gem')} to {state.players[owner].name}",
                     old=f"{v.name} loses a Gem")
                give_reward(state, data)
        elif e.kind == "negative_develop":
            if any(v.development[r] > 0 for r in ROWS):
                state.decisions.append(Decision(victim, "lower", data))
        elif e.kind == "remove_cube":
            if visible_cubes(v):
                state.decisions.append(Decision(victim, "pay_cube", dict(data, regen=[])))
        elif minis_on_map(v):
            state.decisions.append(Decision(victim, "pay_miniature", data))
        reward = []  # one reward per victim, however many effects hit them


def give_reward(state: State, data: dict) -> None:  # type: ignore[type-arg]
    if data.get("reward"):
        gain(state, data["owner"], [Effect(**e) for e in data["reward"]], data["activation"])
        data["reward"] = []
