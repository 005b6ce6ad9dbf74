"""What the active player may do in the main part of a turn, and what other decisions ask
(rulebook, "Mandatory actions", "Optional actions", every effect; RULINGS 6–18).

``main_actions`` lists them in a stable order; ``apply_main`` carries one out.
"""

from __future__ import annotations

from ...core.action import Action
from .board import COLOURS, FIELD_OF_COLOUR, ROWS
from .combat import attack_targets, fortress_hexes, ranged_targets, strike
from .content import Bundle, Effect, rules_content
from .effects import activate, gain, give_reward, visible_cubes
from .mapmaking import face_of, queue_fog_reveal
from .movement import step, step_cost, walk_options
from .state import Decision, PlayerState, State
from .technology import (bundle_of, card, new_card_slots, placed_cubes, placements, put_cube,
                         take_cube)
from .story import a_cube, count, cube_name, cubes, row_name, target_name, tell
from .text import bundle_text, effects_text
from .turn import check_objectives, end_turn, place_from_reserve, reserve_count

COLOUR_OF_ROW = {row: colour for colour, row in FIELD_OF_COLOUR.items()}
MAX_LEVEL = 6
GOLDEN_B = {"attack": [Effect(kind="attack")], "movement": [Effect(kind="movement", amount=2)],
            "develop": [Effect(kind="develop", amount=3, rows="same")],
            "cube_draw": [Effect(kind="cube_draw", amount=3)]}
#: Rules version 1 read Golden Barony tile B's triple develop as a 3× Develop on any rows.
GOLDEN_B_V1_DEVELOP = [Effect(kind="develop", amount=3)]


def pool_amount(state: State, kind: str) -> int:
    return sum(e.amount for e in state.pool if e.kind == kind)


def spend(state: State, kind: str, n: int = 1) -> None:
    for e in state.pool:
        if e.kind == kind and e.amount > 0:
            take = min(n, e.amount)
            e.amount -= take
            n -= take
            if n == 0:
                break
    state.pool = [e for e in state.pool if e.amount > 0]


# -- listing --------------------------------------------------------------------------------

def main_actions(state: State) -> list[Action]:
    """Every action open to the active player now, in a stable order."""
    assert state.current is not None
    seat = state.current
    p = state.players[seat]
    out: list[Action] = []
    for colour in sorted(set(p.available)):
        out += [Action("place", (colour, t)) for t in placements(p, colour)]
        out.append(Action("unused", (colour,)))
    out += [Action(k, (m, h)) for k, m, h in walk_options(
        state, p, pool_amount(state, "movement"), pool_amount(state, "fly"))]
    if pool_amount(state, "attack"):
        targets = attack_targets(state, seat)
        out += [Action("attack", (t,)) for t in targets]
        if p.race_tile == "purple_matriarchy.A" and reserve_count(p):
            out += [Action("convert", (t,)) for t in targets if ".ghost." in t]
    if pool_amount(state, "ranged_attack"):
        out += [Action("ranged", (t,)) for t in ranged_targets(state, seat)]
    if pool_amount(state, "fortress"):
        out += [Action("fortress", (h.id,)) for h in fortress_hexes(state, seat)]
    if reserve_count(p):
        if pool_amount(state, "miniature"):
            out += [Action("miniature", (h.id,)) for h in state.hexes
                    if h.home_of == seat and face_of(h, state).cities]  # type: ignore[union-attr]
        if pool_amount(state, "cloning"):
            where = sorted({m.hex for m in p.miniatures if m.hex is not None})
            out += [Action("clone", (state.hexes[h].id,)) for h in where]
    for i, e in enumerate(state.pool):
        if e.kind == "develop":
            out += [Action("develop", (str(i), row)) for row in ROWS
                    if p.development[row] < MAX_LEVEL
                    and not (e.rows == "different" and row in e.rows_used)]
        elif e.kind == "cube_gen":
            colours = [e.colour] if e.colour else list(COLOURS)
            out += [Action("cube_gen", (str(i), c)) for c in colours if state.reserve[c] > 0]
    if pool_amount(state, "gem"):
        out.append(Action("gem"))
    if pool_amount(state, "cube_draw") and sum(p.bag.values()):
        out.append(Action("draw"))
    if pool_amount(state, "cube_restore"):
        out += [Action("restore", (loc,)) for loc in restorable(state, p)]
    if pool_amount(state, "espionage"):
        out += [Action("spy", (c,)) for c in spyable(state, seat)]
    if pool_amount(state, "advanced_technology"):
        out += [Action("take", (c,)) for deck in state.market for c in deck if c is not None]
        out += [Action("refresh", (str(d + 1),)) for d in range(4)
                if len(state.decks[d]) + len(state.deck_bottoms[d]) >= 2]
    for m in p.miniatures:
        if m.hex is None or m.site is not None:
            continue
        space = state.hexes[m.hex]
        out += [Action("city", (m.id, f"{space.id}.c{i}"))
                for i, o in enumerate(space.city_occupants) if o is None]
        out += [Action("explore", (m.id, f"{space.id}.r{i}"))
                for i, o in enumerate(space.ruin_occupants) if o is None and space.ruin_tokens[i]]
    out = _dedupe_sites(out)
    if p.stored_ruin:
        out.append(Action("play_stored"))
    out += [Action("upgrade", (row,)) for row in ROWS if can_upgrade(state, p, row)]
    out += race_actions(state, p)
    out.append(Action("end_turn"))
    return out


def _dedupe_sites(actions: list[Action]) -> list[Action]:
    """Miniatures alike (same hexagon, outside, same stopped state) enter a site the same way:
    list each site once."""
    seen: set[tuple[str, str]] = set()
    out = []
    for a in actions:
        if a.kind in ("city", "explore"):
            if (a.kind, a.args[1]) in seen:
                continue
            seen.add((a.kind, a.args[1]))
        out.append(a)
    return out


def can_upgrade(state: State, p: PlayerState, row: str) -> bool:
    """Upgrading is open from level 4 (RULINGS 15) — and, since the rules audit, only while the
    reserve holds a cube of the row's colour: without one the upgrade has no effect, so it is
    not offered (RULINGS 24)."""
    if p.development[row] < 4:
        return False
    return not state.audited or state.reserve[COLOUR_OF_ROW[row]] > 0


def restorable(state: State, p: PlayerState) -> list[str]:
    """Cubes a Cube Restoration may put back into the bag (RULINGS 18, 21, 22): any on the
    Player Board (the available area too) or on Advanced Technology cards, except on a
    technology that restores cubes itself. Rules version 1 left out the available area and
    looked only at a card's plain effects."""
    out = [f"available.{c}" for c in sorted(set(p.available))] if state.audited else []
    out += [f"unused.{c}" for c in sorted(set(p.unused))]
    for loc, _ in placed_cubes(p):
        if not _restores(state, p, loc):
            out.append(loc)
    return out


def _restores(state: State, p: PlayerState, location: str) -> bool:
    """Whether the technology holding ``location`` has a restoration a restoration may not
    feed: anywhere on it (plain effects, options, start-of-turn effects; RULINGS 21) — under
    rules version 1, only an Advanced Technology card's plain effects (RULINGS 18)."""
    area, _, rest = location.partition(".")
    key = rest.rsplit(".", 1)[0]
    if not state.audited:
        b = card(key).bundle if area == "card" else None
        return b is not None and any(e.kind == "cube_restore" for e in b.effects)
    if area == "card":
        bundle, start = card(key).bundle, card(key).start_of_turn
    else:
        chosen = p.base[key].chosen
        assert chosen is not None  # a Base Technology holding a cube has its set chosen
        bundle, start = bundle_of("base", key, chosen), ()
    effects = start + (bundle.effects + tuple(e for o in bundle.options for e in o) if bundle else ())
    return any(e.kind == "cube_restore" for e in effects)


def spyable(state: State, seat: int) -> list[str]:
    """Opponents' Advanced Technologies whose effect Espionage may copy: any with an effect,
    but never another Espionage (RULINGS 18)."""
    out = []
    for p in state.players:
        if p.seat == seat:
            continue
        for cid in sorted(p.cards):
            b = card(cid).bundle
            if b and not any(e.kind == "espionage" for e in b.effects):
                out.append(cid)
    return out


def race_actions(state: State, p: PlayerState) -> list[Action]:
    """Race tile abilities usable now (rulebook, "Race effect list"; RULINGS 17)."""
    out = []
    if p.race_tile == "red_duchy.B" and p.race_tokens:
        out += [Action("race", (k,)) for k in ("fortress", "attack", "ranged_attack")]
    if p.race_tile == "emerald_kingdom.A" and p.race_tokens:
        out.append(Action("race", ("movement",)))
    if p.race_tile == "golden_barony.B" and not p.race_used and p.gems > 0:
        out += [Action("race", (k,)) for k in GOLDEN_B]
    if p.race_tile == "coral_throne.A" and "grey" in p.available:
        out += [Action("race", (f"coral_{c}",)) for c in sorted(set(p.available)) if c != "grey"]
    return out


# -- applying -------------------------------------------------------------------------------

def apply_main(state: State, action: Action) -> None:
    """Carries out a listed main action, then checks the Objective tiles. Each action tells
    the story in one line at least (``story.tell``: version-1 games keep their old lines)."""
    assert state.current is not None
    seat = state.current
    p = state.players[seat]
    k, a = action.kind, action.args
    if k == "place":
        p.available.remove(a[0])
        tell(state, f"{p.name} places {a_cube(a[0])} on {target_name(a[1])}")
        fired = put_cube(p, a[0], a[1])
        if fired:
            _fire(state, seat, *fired)
    elif k == "unused":
        p.available.remove(a[0])
        p.unused.append(a[0])
        tell(state, f"{p.name} puts {a_cube(a[0])} in the unused area")
    elif k in ("move", "fly"):
        _walk(state, p, k, a[0], a[1])
    elif k in ("attack", "convert"):
        spend(state, "attack")
        what = strike(state, seat, a[0], False, k == "convert")
        where = a[0].split(".")[0]
        tell(state, f"{p.name} {'attacks' if k == 'attack' else 'converts'} in {where}: {what}",
             old=f"{p.name} attacks: {what}")
        if k == "convert":
            queue_fog_reveal(state, state.hexes[int(where[1:])])
    elif k == "ranged":
        spend(state, "ranged_attack")
        what = strike(state, seat, a[0], True)
        tell(state, f"{p.name} shoots into {a[0].split('.')[0]}: {what}",
             old=f"{p.name} shoots: {what}")
    elif k == "fortress":
        spend(state, "fortress")
        state.hexes[int(a[0][1:])].fortresses.append(seat)
        tell(state, f"{p.name} places a Fortress in {a[0]}")
    elif k in ("miniature", "clone"):
        spend(state, "miniature" if k == "miniature" else "cloning")
        place_from_reserve(state, p, int(a[0][1:]))
        tell(state, f"{p.name} puts a miniature from the reserve into {a[0]}" if k == "miniature"
             else f"{p.name} clones a miniature in {a[0]}")
    elif k == "develop":
        _develop(state, p, int(a[0]), a[1])
    elif k == "cube_gen":
        entry = state.pool[int(a[0])]
        entry.amount -= 1
        state.pool = [e for e in state.pool if e.amount > 0]
        state.reserve[a[1]] -= 1
        p.bag[a[1]] = p.bag.get(a[1], 0) + 1
        tell(state, f"{p.name} generates {a_cube(a[1])}: from the reserve into the bag")
    elif k == "gem":
        spend(state, "gem")
        state.give_gems(p, 1)
        tell(state, f"{p.name} takes a Gem ({count(p.gems, 'Gem')} in all)")
    elif k == "draw":
        spend(state, "cube_draw")
        state.chance_queue.append(("draw", {"seat": seat}))
        tell(state, f"{p.name} draws a cube from the bag")  # which colour stays unsaid
    elif k == "restore":
        spend(state, "cube_restore")
        tell(state, f"{p.name} returns {cube_name(p, a[0], 'the')} to the bag")
        colour = take_cube(p, a[0])
        p.bag[colour] = p.bag.get(colour, 0) + 1
    elif k == "spy":
        spend(state, "espionage")
        bundle = card(a[0]).bundle
        assert bundle is not None
        owner = next(q.name for q in state.players if a[0] in q.cards)
        tell(state, f"{p.name} copies {owner}'s {card(a[0]).name} (Espionage): "
                    f"{bundle_text(bundle)}")
        activate(state, seat, bundle, f"Espionage on {card(a[0]).name}")
    elif k == "take":
        spend(state, "advanced_technology")
        take_card(state, p, a[0])
    elif k == "refresh":
        if state.audited:
            # the refresh is the first half of using the effect: the take that follows is
            # its card (RULINGS 13); version-1 games kept the effect, a free second card
            spend(state, "advanced_technology")
        deck = int(a[0]) - 1
        gone = [card(c).name for c in state.market[deck] if c is not None]
        tell(state, f"{p.name} refreshes deck {a[0]}: " + (
            f"{' and '.join(gone)} go{'es' if len(gone) == 1 else ''} to the bottom of the deck"
            if gone else "two new cards are dealt"))
        state.deck_bottoms[deck] += [c for c in state.market[deck] if c is not None]
        state.market[deck] = [None, None]
        state.chance_queue += [("card", {"deck": deck, "slot": s}) for s in (0, 1)]
        state.decisions.append(Decision(seat, "take_after_refresh"))
    elif k == "city":
        _enter_site(state, p, a[0], a[1], "city")
    elif k == "explore":
        _enter_site(state, p, a[0], a[1], "ruin")
    elif k == "play_stored":
        token, p.stored_ruin = p.stored_ruin, None
        assert token is not None
        _play_token(state, seat, token, "the stored ruin token")
    elif k == "upgrade":
        _upgrade(state, p, a[0])
    elif k == "race":
        tell(state, f"{p.name} uses the Race tile: {race_ability_text(state, p, a[0])}")
        _race(state, p, a[0])
    elif k == "end_turn":
        _tell_end_turn(state, p)
        end_turn(state)
        return
    check_objectives(state)


def _walk(state: State, p: PlayerState, kind: str, mini_id: str, hex_id: str) -> None:
    """One step on foot or in flight (rulebook, "Movement", "Fly"), told as "Ann walks from h3
    to h7 (2 movement points)"."""
    mini = next(m for m in p.miniatures if m.id == mini_id)
    assert mini.hex is not None
    start, end = state.hexes[mini.hex], state.hexes[int(hex_id[1:])]
    if kind == "move":
        cost = step_cost(state, p, start, end)
        spend(state, "movement", cost)
        line = f"{p.name} walks from {start.id} to {end.id} ({count(cost, 'movement point')})"
    else:
        spend(state, "fly")
        line = f"{p.name} flies from {start.id} to {end.id} (1 flying point)"
    step(state, mini, end, flying=kind == "fly")
    if mini.stopped and kind == "move":
        line += ": enemies there stop the miniature"
    tell(state, line)


def _tell_end_turn(state: State, p: PlayerState) -> None:
    """"Ann ends the turn (2 cubes go to the unused area) and draws 3 cubes" — how many, never
    which colours (no one may look into a bag, RULINGS 19)."""
    n = len(p.available)
    left = f" ({cubes(n)} go{'es' if n == 1 else ''} to the unused area)" if n else ""
    in_bag = sum(p.bag.values())
    then = f" and draws {cubes(min(3, in_bag))}" if in_bag else " with an empty bag: a Reset"
    tell(state, f"{p.name} ends the turn{left}{then}")


def _fire(state: State, seat: int, kind: str, key: str, set_index: int) -> None:
    """A technology set was completed: it activates (a continuous card's effect goes live)."""
    p = state.players[seat]
    if kind == "base":
        tech = next(t for t in rules_content().base_technologies if t.id == key)
        bundle = tech.sets[set_index].bundle
        tell(state, f"{p.name} activates {tech.name} (set {set_index + 1}): {bundle_text(bundle)}",
             old=f"{p.name} activates {tech.name}")
        activate(state, seat, bundle, tech.name)
        if key == "science" and p.race_tile == "celestial_reign.B":
            state.activations += 1  # Celestial Reign tile B: a free 2× Cube Drawing
            gain(state, seat, [Effect(kind="cube_draw", amount=2)], state.activations)
        return
    c = card(key)
    gives = bundle_text(c.bundle) if c.bundle is not None else "its continuous effect works now"
    tell(state, f"{p.name} activates {c.name}: {gives}", old=f"{p.name} activates {c.name}")
    if c.continuous:
        p.cards[key].live = True
    if c.bundle is not None:
        activate(state, seat, c.bundle, c.name)


def _develop(state: State, p: PlayerState, index: int, row: str) -> None:
    """Develop (rulebook "Develop"): one level per point; a "same row" develop puts all its
    points on one row at once, the levels beyond 6 lost."""
    entry = state.pool[index]
    points = entry.amount if entry.rows == "same" else 1
    p.development[row] = min(MAX_LEVEL, p.development[row] + points)
    tell(state, f"{p.name} develops {row_name(row)} to level {p.development[row]}")
    entry.amount -= points
    entry.rows_used.append(row)
    state.pool = [e for e in state.pool if e.amount > 0]


def take_card(state: State, p: PlayerState, card_id: str) -> None:
    """Acquiring an Advanced Technology (RULINGS 13): its grey cube goes to the unused area,
    and a new card from the same deck refills the slot."""
    deck, slot = next((d, s) for d, row in enumerate(state.market)
                      for s, c in enumerate(row) if c == card_id)
    state.market[deck][slot] = None
    grey = state.market_grey[deck][slot]
    if grey:
        state.market_grey[deck][slot] = False
        p.unused.append("grey")
    p.cards[card_id] = new_card_slots(card_id)
    p.cards_acquired += 1
    old = f"{p.name} takes {card(card_id).name}"
    tell(state, old + (" (its grey cube goes to the unused area)" if grey else ""), old=old)
    state.chance_queue.append(("card", {"deck": deck, "slot": slot}))


def _enter_site(state: State, p: PlayerState, mini_id: str, site_id: str, kind: str) -> None:
    """A miniature enters a free city (its effects at once) or a ruin (its top token drawn);
    either way it is frozen until the next Reset."""
    mini = next(m for m in p.miniatures if m.id == mini_id)
    hex_id, site = site_id.split(".")
    space = state.hexes[int(hex_id[1:])]
    i = int(site[1:])
    mini.site = (kind, i)
    if kind == "city":
        space.city_occupants[i] = p.seat
        face = face_of(space, state)
        assert face is not None
        city = face.cities[i]
        old = f"{p.name} enters {city.name}"
        tell(state, f"{old} in {space.id}: {effects_text(city.effects)}", old=old)
        activate(state, p.seat, Bundle(effects=city.effects), city.name)
    else:
        space.ruin_occupants[i] = p.seat
        space.ruin_tokens[i] -= 1
        metal = {"homeland": "bronze", "borderland": "silver", "centre": "gold"}[space.region]
        old = f"{p.name} explores a {metal} ruin"
        tell(state, f"{p.name} explores the {metal} ruin in {space.id} and draws its top token",
             old=old)
        state.chance_queue.append(("ruin", {"seat": p.seat, "metal": metal}))


def _play_token(state: State, seat: int, token_id: str, which: str = "the ruin token") -> None:
    """A ruin token used (rulebook, "Exploring ruins"): once played it is public, so the story
    says what it gives; then it is discarded."""
    token = next(t for t in rules_content().ruin_tokens if t.id == token_id)
    state.ruins_discarded.append(token_id)
    name = state.players[seat].name
    tell(state, f"{name} plays {which} ({token.metal}): {bundle_text(token.bundle)}",
         old=f"{name} plays a ruin token")
    activate(state, seat, token.bundle, "a ruin token")


def _upgrade(state: State, p: PlayerState, row: str) -> None:
    """Upgrading the civilization (RULINGS 15): a marker at 4 or 5 drops to 0 for 1 cube of its
    colour, at 6 for 2; the reserve limits it."""
    colour = COLOUR_OF_ROW[row]
    n = min(2 if p.development[row] == MAX_LEVEL else 1, state.reserve[colour])
    p.development[row] = 0
    state.reserve[colour] -= n
    p.bag[colour] = p.bag.get(colour, 0) + n
    tell(state, f"{p.name} upgrades {row_name(row)}: the marker drops to 0, "
                f"{cubes(n, colour)} from the reserve into the bag",
         old=f"{p.name} upgrades {row}: {n} {colour} cube(s) into the bag")


def golden_b_effects(state: State, what: str) -> list[Effect]:
    """What Golden Barony tile B's sacrificed Gem generates. Its "triple develop" is a develop
    icon with a number: +3 on one row, the levels beyond 6 lost (RULINGS 23)."""
    if what == "develop" and not state.audited:
        return GOLDEN_B_V1_DEVELOP
    return GOLDEN_B[what]


def race_ability_text(state: State, p: PlayerState, what: str) -> str:
    """What a Race tile ability costs and gives (see ``race_actions`` and ``_race``; rulebook,
    "Race effect list")."""
    if p.race_tile == "coral_throne.A":
        colour = what.removeprefix("coral_")
        return (f"use {a_cube(colour)} and a grey cube, eliminate the grey cube, gain 1 VP")
    if p.race_tile == "golden_barony.B":
        return f"give back a Gem for {effects_text(tuple(golden_b_effects(state, what)))}"
    return f"spend a token for {effects_text((Effect(kind=what),))}"  # type: ignore[arg-type]


def _race(state: State, p: PlayerState, what: str) -> None:
    """A Race tile ability (rulebook, "Race effect list"; RULINGS 17)."""
    state.activations += 1
    a = state.activations
    if p.race_tile == "red_duchy.B":
        p.race_tokens.pop()
        gain(state, p.seat, [Effect(kind=what)], a)  # type: ignore[arg-type]
    elif p.race_tile == "emerald_kingdom.A":
        p.race_tokens.pop()
        gain(state, p.seat, [Effect(kind="movement")], a)
    elif p.race_tile == "golden_barony.B":
        state.return_gems(p, 1)
        p.race_used = True
        gain(state, p.seat, golden_b_effects(state, what), a)
    elif p.race_tile == "coral_throne.A":
        colour = what.removeprefix("coral_")
        p.available.remove(colour)
        p.unused.append(colour)
        p.available.remove("grey")
        state.reserve["grey"] += 1
        state.give_gems(p, 1)


# -- decisions ------------------------------------------------------------------------------

def decision_actions(state: State, d: Decision) -> list[Action]:
    """The choices of the decision due now."""
    p = state.players[d.seat]
    if d.kind == "option":
        return [Action("option", (str(i),)) for i in range(len(d.data["options"]))]
    if d.kind == "pay_cube":
        return [Action("pay_cube", (loc,)) for loc in visible_cubes(p)]
    if d.kind == "regen":
        return [Action("regen", (c,)) for c in COLOURS if state.reserve[c] > 0] or [
            Action("regen", ("none",))]
    if d.kind == "pay_miniature":
        where = sorted({m.hex for m in p.miniatures if m.hex is not None})
        return [Action("pay_miniature", (state.hexes[h].id,)) for h in where]
    if d.kind == "lower":
        return [Action("lower", (r,)) for r in ROWS if p.development[r] > 0]
    if d.kind == "ruin":
        out = [Action("ruin", ("use",))]
        if p.stored_ruin is None:
            out.append(Action("ruin", ("store",)))
        else:
            out += [Action("ruin", ("store_play_old",)), Action("ruin", ("store_discard_old",))]
        return out
    if d.kind == "reset_keep":
        what = (d.data["card"],) if "space" not in d.data else (d.data["card"], str(d.data["space"]))
        return [Action("keep", what), Action("return", what)]
    if d.kind == "take_after_refresh":
        return [Action("take", (c,)) for row in state.market for c in row if c is not None]
    raise AssertionError(d.kind)


def apply_decision(state: State, action: Action) -> None:
    """Carries out the choice of the decision due now, and tells it."""
    d = state.decisions.pop(0)
    p = state.players[d.seat]
    k, a = action.kind, action.args
    if k == "option":
        chosen = [Effect(**e) for e in d.data["options"][int(a[0])]]
        tell(state, f"{p.name} chooses {effects_text(tuple(chosen))}")
        gain(state, d.seat, chosen, d.data["activation"])
    elif k == "pay_cube":
        tell(state, f"{p.name} removes {cube_name(p, a[0], 'the')}{_owed(d, 'cube')}")
        colour = take_cube(p, a[0])
        state.reserve[colour] += 1
        if d.data.get("regen"):
            _regen(state, d, a[0])
        if d.data["n"] > 1:
            state.decisions.insert(0, Decision(d.seat, "pay_cube", dict(d.data, n=d.data["n"] - 1)))
        give_reward(state, d.data)
    elif k == "regen":
        tell(state, f"{p.name} takes {a_cube(a[0])} from the reserve in its place"
             if a[0] != "none" else f"{p.name} gets no new cube: the reserve is empty")
        _place_regen(state, p, d.data["location"], a[0])
    elif k == "pay_miniature":
        tell(state, f"{p.name} removes a miniature from {a[0]}{_owed(d, 'miniature')}")
        hex_index = int(a[0][1:])
        mini = min((m for m in p.miniatures if m.hex == hex_index),
                   key=lambda m: m.site is not None)
        if mini.site is not None:
            space = state.hexes[hex_index]
            occupants = space.city_occupants if mini.site[0] == "city" else space.ruin_occupants
            occupants[mini.site[1]] = None
        mini.hex, mini.site, mini.stopped = None, None, False
        if d.data["n"] > 1:
            state.decisions.insert(0, Decision(d.seat, "pay_miniature", dict(d.data, n=d.data["n"] - 1)))
        give_reward(state, d.data)
    elif k == "lower":
        p.development[a[0]] -= 1
        tell(state, f"{p.name} lowers {row_name(a[0])} to level {p.development[a[0]]}")
        if d.data["n"] > 1 and any(p.development[r] for r in ROWS):
            state.decisions.insert(0, Decision(d.seat, "lower", dict(d.data, n=d.data["n"] - 1)))
        give_reward(state, d.data)
    elif k == "ruin":
        _ruin_choice(state, p, d.data["token"], a[0])
    elif k in ("keep", "return"):
        where = card(a[0]).name if len(a) == 1 else cube_name(p, f"card.{a[0]}.{a[1]}", "the")
        tell(state, f"{p.name} keeps {where} for the Reset" if k == "keep"
             else f"{p.name} returns {where} to the bag at the Reset")
        if k == "keep":  # a whole card (rules version 1) or one cube on it (RULINGS 25)
            state.reset_keep.append(a[0] if len(a) == 1 else f"card.{a[0]}.{a[1]}")
    elif k == "take":
        take_card(state, p, a[0])
    if state.current is not None and state.phase == "play":
        check_objectives(state)


def _owed(d: Decision, noun: str) -> str:
    """What is still owed after this payment, when more is: " (1 more cube to remove)"."""
    left = d.data["n"] - 1
    return f" ({count(left, 'more ' + noun)} to remove)" if left else ""


def _ruin_choice(state: State, p: PlayerState, token: str, choice: str) -> None:
    """A drawn ruin token used at once or stored face-down, at most one stored (rulebook,
    "Exploring ruins"). A stored token stays secret: the story names only its metal."""
    if choice == "use":
        _play_token(state, p.seat, token)
        return
    old, p.stored_ruin = p.stored_ruin, token
    metal = token.split(".")[0]
    if old is not None and choice == "store_play_old":
        tell(state, f"{p.name} stores the {metal} ruin token face-down and plays the one "
                    "stored before")
        _play_token(state, p.seat, old, "the token stored before")
        return
    if old is not None:
        state.ruins_discarded.append(old)
        tell(state, f"{p.name} stores the {metal} ruin token face-down and discards the one "
                    "stored before")
        return
    tell(state, f"{p.name} stores the {metal} ruin token face-down")


def _regen(state: State, d: Decision, location: str) -> None:
    """"Remove a cube to gain a cube": the new cube takes the removed cube's place, whatever its
    colour (rulebook, "Remove action", IMPORTANT)."""
    colour = d.data["regen"].pop(0)
    if colour is None:
        state.decisions.insert(0, Decision(d.seat, "regen", {"location": location}))
    else:
        _place_regen(state, state.players[d.seat], location, colour)


def _place_regen(state: State, p: PlayerState, location: str, colour: str) -> None:
    if colour == "none" or state.reserve[colour] == 0:
        return
    state.reserve[colour] -= 1
    area, _, rest = location.partition(".")
    if area in ("available", "unused"):
        getattr(p, area).append(colour)
        return
    key, i = rest.rsplit(".", 1)
    slots = p.base[key] if area == "base" else p.cards[key]
    slots.cubes[int(i)] = colour
    if all(c is not None for c in slots.cubes):
        slots.spent = True  # filled again by the swap, not activated again


def step_detail(state: State, action: Action) -> dict[str, object]:
    """A walk's or flight's origin hexagon, destination, miniature and cost (a flight always
    costs 1 flying point; a walk pays the terrain, rulebook "Movement", RULINGS 9)."""
    assert state.current is not None
    p = state.players[state.current]
    mini = next(m for m in p.miniatures if m.id == action.args[0])
    assert mini.hex is not None
    cost = 1
    if action.kind == "move":
        cost = step_cost(state, p, state.hexes[mini.hex], state.hexes[int(action.args[1][1:])])
    return {"from": state.hexes[mini.hex].id, "to": action.args[1], "piece": mini.id,
            "cost": cost}
