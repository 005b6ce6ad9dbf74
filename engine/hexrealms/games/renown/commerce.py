"""Gather [Gather] and Commerce & Trade [Commerce] (R-R4, R-R5, R-R6, R-R11): the active
player picks a resource and gathers it; a d4 names what everyone else gathers; then it builds
outposts, raises Dragon Towers, trains troops, trades with the Capital or offers trades to
other players, and claims missions."""

from __future__ import annotations

from ...core.action import Action
from .board import add_renown, beside_own_building, can_pay, gain, name, outpost_spot, pay, production
from .content import RESOURCES, content
from .missions import claimable
from .state import Offer, State, Troop
from .text import amounts, tile_name, with_article

_C = content()
NUM = _C.numbers
D4 = {r.d4: r.id for r in _C.resources}


def gather(state: State, resource: str) -> None:
    """The active player's own pick [Gather]; then the d4 is rolled."""
    seat = state.active
    n = production(state, seat, resource)
    gain(state, seat, resource, n)
    state.log.append(f"{name(state, seat)} gathers {resource.capitalize()}: +{n}.")
    state.chance.append(("gather", {}))


def gather_roll(state: State, face: int) -> str:
    """The d4 [Gather]: every other player gathers the resource it names; solo, the player
    gathers it too (R-R4). Returns what it did, for the log."""
    resource = D4[face]
    got = []
    for p in state.players:
        if p.seat == state.active and not state.solo:
            continue
        n = production(state, p.seat, resource)
        p.res[resource] += n
        if n:
            got.append(f"{p.name} +{n}")
    what = ", ".join(got) if got else "nobody gathers any"
    state.step = "commerce"
    return f"{resource.capitalize()}: {what}"


# -- Commerce -------------------------------------------------------------------------------
def commerce_actions(state: State) -> list[Action]:
    """Everything the active player may do in its Commerce, then ``end_commerce``."""
    seat = state.active
    p = state.players[seat]
    if state.offer is not None:
        return offer_actions(state)
    out: list[Action] = []
    n = len(state.map.tiles)
    tiles = state.map.tiles
    if p.outposts_left > 0 and can_pay(state, seat, NUM.outpost_cost):
        out += [Action("build", (tiles[i].id,)) for i in range(n) if outpost_spot(state, seat, i)]
    if p.towers_left > 0 and can_pay(state, seat, NUM.tower_cost):
        out += [Action("tower", (tiles[i].id,))
                for i, (s, tower) in sorted(state.buildings.items()) if s == seat and not tower]
    if len(state.troops_of(seat)) < NUM.troop_limit:
        occupied = set(state.occupant())
        spots = [i for i in range(n) if i not in occupied and beside_own_building(state, seat, i)]
        for k in _C.troops:
            if can_pay(state, seat, k.cost):
                out += [Action("train", (k.id, tiles[i].id)) for i in spots
                        if k.flies or tiles[i].land]
    for give in RESOURCES:
        if p.res[give] >= NUM.capital_rate:
            out += [Action("capital", (give, get)) for get in RESOURCES if get != give]
    if p.offers < NUM.offers_per_turn and sum(p.res.values()) > 0:
        out += [Action("offer", (str(o.seat),)) for o in state.players
                if o.seat != seat and sum(o.res.values()) > 0
                and (not state.v2 or p.offered.count(o.seat) < NUM.offers_per_player)]
    out += [Action("claim", (m,)) for m in claimable(state, seat)]
    out.append(Action("end_commerce"))
    return out


def commerce_has_choice(state: State) -> bool:
    """Whether the active player's Commerce offers anything but ending it: the tests of
    ``commerce_actions``, cheapest first, stopping at the first that holds. The forced-step
    check (``turn.forced_step``) asks after every action, bots' trial moves included, so it
    must not build the whole list (a test checks the two agree)."""
    seat = state.active
    p = state.players[seat]
    if any(p.res[r] >= NUM.capital_rate for r in RESOURCES):
        return True
    if p.offers < NUM.offers_per_turn and sum(p.res.values()) > 0 and any(
            o.seat != seat and sum(o.res.values()) > 0
            and (not state.v2 or p.offered.count(o.seat) < NUM.offers_per_player)
            for o in state.players):
        return True
    if claimable(state, seat):
        return True
    if p.towers_left > 0 and can_pay(state, seat, NUM.tower_cost) and any(
            s == seat and not tower for s, tower in state.buildings.values()):
        return True
    n = len(state.map.tiles)
    if p.outposts_left > 0 and can_pay(state, seat, NUM.outpost_cost) and any(
            outpost_spot(state, seat, i) for i in range(n)):
        return True
    if len(state.troops_of(seat)) < NUM.troop_limit:
        kinds = [k for k in _C.troops if can_pay(state, seat, k.cost)]
        if kinds:
            tiles, occupied = state.map.tiles, set(state.occupant())
            flies = any(k.flies for k in kinds)
            return any(i not in occupied and (flies or tiles[i].land)
                       and beside_own_building(state, seat, i) for i in range(n))
    return False


def build(state: State, tile: int) -> None:
    seat = state.active
    pay(state, seat, NUM.outpost_cost)
    state.players[seat].outposts_left -= 1
    state.buildings[tile] = (seat, False)
    state.log.append(f"{name(state, seat)} builds an outpost on {tile_name(state, tile)} "
                     f"({amounts(NUM.outpost_cost)}).")


def raise_tower(state: State, tile: int) -> None:
    """An outpost becomes a Dragon Tower: +1 Renown (R-R5); the outpost goes back to the box."""
    seat = state.active
    p = state.players[seat]
    pay(state, seat, NUM.tower_cost)
    p.towers_left -= 1
    p.outposts_left += 1
    p.towers_built += 1
    state.buildings[tile] = (seat, True)
    state.log.append(f"{p.name} raises a Dragon Tower on {tile_name(state, tile)} "
                     f"({amounts(NUM.tower_cost)}): +1 Renown.")
    add_renown(state, seat, 1, "a Dragon Tower")


def train(state: State, kind: str, tile: int) -> None:
    """A new troop on or beside an own outpost or tower (R-R8); it may move this turn."""
    seat = state.active
    k = _C.troop[kind]
    pay(state, seat, k.cost)
    t = Troop(state.next_id, seat, kind, k.hp, tile, moves=k.move)
    state.next_id += 1
    state.troops[t.id] = t
    state.log.append(f"{name(state, seat)} trains {with_article(k.name)} on {tile_name(state, tile)} "
                     f"({amounts(k.cost)}).")


def capital_trade(state: State, give: str, get: str) -> None:
    """The Capital: ``capital_rate`` of one resource for 1 of another (R-R6)."""
    seat = state.active
    state.players[seat].res[give] -= NUM.capital_rate
    state.players[seat].res[get] += 1
    state.log.append(f"{name(state, seat)} trades {NUM.capital_rate} {give.capitalize()} "
                     f"with the Capital for 1 {get.capitalize()}.")


def claim(state: State, mission: str) -> None:
    m = _C.mission[mission]
    seat = state.active
    pay(state, seat, m.cost)
    state.up.remove(mission)
    state.players[seat].missions.append(mission)
    paid = f" (pays {amounts(m.cost)})" if m.cost else ""
    state.log.append(f"{name(state, seat)} completes the mission {m.name}{paid}: +1 Renown.")
    if state.deck:
        state.chance.append(("mission", {}))
    add_renown(state, seat, 1, f"the mission {m.name}")


def draw_mission(state: State, mission: str) -> None:
    state.deck.remove(mission)
    state.up.append(mission)
    state.log.append(f"A new mission is turned face up: {_C.mission[mission].name}.")


# -- offers between players (R-R6) -----------------------------------------------------------
def start_offer(state: State, to: int) -> None:
    """An offer counts against the turn's limit from the moment it is begun, sent or
    withdrawn (so a turn always ends); from rules version 2 on also against the one offer to
    each player a turn (``offers_per_player``: a bot's turn asks a person at most that many
    times)."""
    state.offer = Offer(to)
    p = state.players[state.active]
    p.offers += 1
    if state.v2:
        p.offered.append(to)


def offer_actions(state: State) -> list[Action]:
    """Writing an offer: add a resource to give or to ask (each side 1–3, what the giver
    holds and the other player holds), from rules version 2 on take one back out of either
    side (at most ``offer_changes`` items in or out in all), send it, or withdraw it.

    Always in one order, an action not possible now left out: give, ask, send, withdraw, then
    (version 2) take out of the gift, take out of the ask — each by resource; the dialog draws
    them in its own order (``labels.offer_slots``)."""
    o = state.offer
    assert o is not None
    if o.sent:
        return [Action("accept"), Action("decline")]
    mine, theirs = state.players[state.active].res, state.players[o.to].res
    editing = not state.v2 or o.changes < NUM.offer_changes
    out = []
    if editing:
        out += [Action("give", (r,)) for r in RESOURCES if sum(o.give.values()) < NUM.offer_most
                and mine[r] > o.give.get(r, 0) and r not in o.get]
        out += [Action("ask", (r,)) for r in RESOURCES if sum(o.get.values()) < NUM.offer_most
                and theirs[r] > o.get.get(r, 0) and r not in o.give]
    if o.give and o.get and o.key not in state.players[state.active].declined:
        out.append(Action("send"))
    out.append(Action("withdraw"))
    if state.v2 and editing:
        out += [Action("ungive", (r,)) for r in RESOURCES if o.give.get(r)]
        out += [Action("unask", (r,)) for r in RESOURCES if o.get.get(r)]
    return out


def write_offer(state: State, action: Action) -> None:
    """One change to the offer being written: a resource in or out of either side, sent, or
    withdrawn."""
    o = state.offer
    assert o is not None
    k = action.kind
    if k in ("give", "ask", "ungive", "unask"):
        o.changes += 1
    if k == "give":
        o.give[action.args[0]] = o.give.get(action.args[0], 0) + 1
    elif k == "ask":
        o.get[action.args[0]] = o.get.get(action.args[0], 0) + 1
    elif k in ("ungive", "unask"):
        side = o.give if k == "ungive" else o.get
        side[action.args[0]] -= 1
        if not side[action.args[0]]:  # gone from the offer: it may be asked (given) again
            del side[action.args[0]]
    elif k == "withdraw":
        state.offer = None
    elif k == "send":
        o.sent = True
        state.log.append(f"{name(state, state.active)} offers {name(state, o.to)} "
                         f"{amounts(o.give)} for {amounts(o.get)}.")
    else:
        raise AssertionError(k)


def answer_offer(state: State, accept: bool) -> None:
    """The other player's own decision (R-R6): accept (the resources change hands) or
    decline."""
    o = state.offer
    assert o is not None and o.sent
    state.offer = None
    if not accept:
        state.players[state.active].declined.append(o.key)
        state.log.append(f"{name(state, o.to)} declines.")
        return
    a, b = state.players[state.active].res, state.players[o.to].res
    for r, n in o.give.items():
        a[r] -= n
        b[r] += n
    for r, n in o.get.items():
        b[r] -= n
        a[r] += n
    state.log.append(f"{name(state, o.to)} accepts: {amounts(o.give)} for {amounts(o.get)}.")
