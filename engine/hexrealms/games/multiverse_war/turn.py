"""The turn's flow [Turn Order, Starting the Game, Unit Actions, Buildings] (M1, M2, M3, M8,
M11): the first player by the dice, then each round Revenue and Build for all players at once
(builds chosen in turn order and shown together, R-M11), then each player's Action phase in turn
order; goals checked after each action phase; the last round scored by points.

* Round 1: every player has 9 gold and may only recruit [Starting the Game: First Turn].
* A Fortress is finished before the next Revenue if its Builder is still on the site.
* At the start of a player's Action phase: its units get their AP, units that rested heal 2
  wounds, abilities lasting to this turn end, its Settlement and Fortresses repair 1, and any
  other building damaged before its last Action phase repairs 1 [Buildings, Unit Actions].
* At its end: a wounded unit that did nothing this turn rests (R-M1: S-M7).
"""

from __future__ import annotations

from . import adventures, dial, diplomacy, encounters, kinds, mines, secret_missions, teams
from .content import content
from .missions import check
from .scoring import points, ranking
from .state import LogLine, State
from .supply import income
from .text import plural, unit_name
from .works import carry_out, clashes

_C = content()
NUM = _C.numbers


def tosses_direction(state: State) -> bool:
    """Whether a coin decides the direction of play after the first player is rolled: in a
    four-player free-for-all game from rules version 6 (*designed*, RULES-NOTES.md, "Setup").
    The four-player layout pairs each homeland with a near neighbour on one side and a rival
    for a central territory on the other, so with play always clockwise the seats that move
    right after their near neighbour won more often; the toss gives every seat both places. A
    team game keeps clockwise play: each side holds one seat of each kind."""
    return state.rules >= 6 and len(state.players) == 4 and not state.uses("teams")


def rolled_first(state: State, first: int) -> None:
    """The dice have named the first player: play starts, or in a four-player free-for-all game
    the direction of play is tossed for first (a chance outcome)."""
    state.first = first
    state.say(f"{state.players[first].name} rolls the most Stars and plays first.")
    if tosses_direction(state):
        state.chance = "direction"
    else:
        start(state, first, clockwise=True)


def start(state: State, first: int, clockwise: bool) -> None:
    """Turn order runs from the first player in the direction of play. The advanced scenario
    then lays out the hero row and deals each player a secret mission (chance)."""
    n = len(state.players)
    way = 1 if clockwise else -1
    state.first = first
    state.order = [(first + way * i) % n for i in range(n)]
    if tosses_direction(state):
        state.say(f"The toss: play goes {'clockwise' if clockwise else 'counter-clockwise'} "
                  "this game — " + ", ".join(state.players[s].name for s in state.order) + ".")
    if state.uses("heroes"):
        state.due.append("row")
    if state.uses("secret_missions"):
        state.due += [f"deal:{s}" for s in state.order]
    state.due.append("round")
    proceed(state)


def clockwise(state: State) -> bool:
    """Whether play goes clockwise this game (always, but for a four-player toss)."""
    n = len(state.order)
    return n < 3 or state.order[1] == (state.order[0] + 1) % n


def order_text(state: State) -> str:
    """Rules text for the turn order, for the players' panel."""
    way = "clockwise" if clockwise(state) else "counter-clockwise (the toss at the start)"
    text = ("Turn order this round: " + ", ".join(state.players[s].name for s in state.order)
            + f". Play goes {way}")
    if state.rules >= 2 and not state.uses("teams"):
        text += "; from round 2 the first player passes on one seat each round"
    return text + "."


def proceed(state: State) -> None:
    """Does what is due and needs no chance or decision: the next round, an adventure a New
    adventures token starts under a unit."""
    while state.due and state.step != "over" and not (
            state.pending or state.explore or state.fight or state.adventure):
        head = state.due[0]
        if head == "round":
            state.due.pop(0)
            begin_round(state)
        elif head.startswith("adv:"):
            state.due.pop(0)
            u = state.units.get(int(head[4:]))
            if u is not None:
                adventures.begin(state, u, u.at)
        else:
            return


def rotates(state: State) -> bool:
    """Whether the first player passes on one seat (in the direction of play) this round: from
    the second round of a free-for-all game (rules version 2) [Added Rules for Free For All
    Games, 1]; a team game keeps its order."""
    return state.round > 1 and state.rules >= 2 and not state.uses("teams")


def begin_round(state: State) -> None:
    """A new round: unfinished Fortresses whose Builder left are lost, Revenue, the dial, then
    the Build phase. From the second round on, the first player is the next one in turn order
    [Added Rules for Free For All Games, 1] (rules version 2; version-1 games kept one order)."""
    if state.round >= state.last_round:
        end_on_points(state)
        return
    state.round += 1
    state.offers = []
    if state.treaties:
        diplomacy.expire(state)
    if rotates(state):
        state.order = state.order[1:] + state.order[:1]
    for b in list(state.buildings.values()):
        if b.site is not None:
            builder = state.units.get(b.site)
            if builder is not None and builder.at == b.at:
                b.site = None
                state.rebuilt()
                state.say(f"{state.players[b.seat].name}'s {unit_name(b.kind)} is finished.")
            else:
                del state.buildings[b.id]
                state.rebuilt()
    for p in state.players:
        if state.round == 1:
            p.gold = NUM.start_gold
            p.income = NUM.start_gold
        else:
            p.income = income(state, p.seat)
            p.gold += p.income
        p.barracks_used = []
    for u in state.units.values():
        u.worked = False
    first = (f"each player has {NUM.start_gold} gold to recruit with" if state.round == 1
             else "Revenue: " + ", ".join(f"{p.name} +{p.income}" for p in state.players))
    state.log.append(_heading(state, f"Round {state.round}: Revenue and Build"))
    state.say(f"Round {state.round}: {first}.")
    if rotates(state):
        state.say(f"{state.players[state.order[0]].name} plays first this round.")
    dial.turn(state)
    encounters.repair(state)
    state.due += [f"d6:{h.q},{h.r}" for h in encounters.movers(state, "each_turn")]
    state.step = "build"
    state.builders = list(state.order)
    state.turns += 1


def _heading(state: State, title: str) -> LogLine:
    return LogLine(title, heading=state.round)


def builds_done(state: State, seat: int) -> None:
    """The seat has chosen its builds; when every seat has, they are shown together."""
    state.builders.remove(seat)
    if state.builders:
        state.turns += 1
        return
    done = {i: o for i, o in sorted(state.orders.items())}
    state.orders = {}
    settled = clashes(state)
    for p in state.players:
        new_units = [u for u in state.units_of(p.seat) if u.fresh]
        for u in new_units:
            u.fresh = False
        made = [carry_out(state, state.units[i], *o) for i, o in done.items()
                if state.units[i].seat == p.seat]
        if new_units or made:
            parts = [plural(len(new_units), "new block")] if new_units else []
            state.say(f"{p.name} shows the builds: " + "; ".join(
                parts + [f"a Builder {m}" for m in made]) + ".")
    for line in settled:
        state.say(line)
    state.step = "action"
    begin_action(state, state.order[0])


def begin_action(state: State, seat: int) -> None:
    """A player's Action phase begins."""
    state.active = seat
    state.turns += 1
    state.log.append(_heading(state, f"{state.players[seat].name}'s action phase"))
    p = state.players[seat]
    p.abilities_used = 0
    healed = []
    for u in state.units_of(seat):
        if u.resting:
            before = u.wounds
            u.wounds = max(0, u.wounds - NUM.rest_heal)
            u.resting = False
            if before != u.wounds:
                healed.append(unit_name(u.kind))
        u.active = [a for a in u.active if _C.ability[a].lasts != "until_next_turn"]
        u.ap = kinds.base_ap(state, u)
        u.hero_ability_used = False
        u.acted = u.done = False
        u.shots = 0
        u.road, u.road_bonus = True, False
    for b in state.buildings_of(seat):
        b.shot = False
        if b.wounds and (b.kind in ("settlement", "fortress") or not b.hurt):
            b.wounds -= NUM.repair
        b.hurt = False
    if healed:
        state.say(f"{p.name}'s rested units heal.", seat,
                  f"{p.name}'s rested units heal: {', '.join(healed)}.")
    if state.uses("mines"):
        mines.mine(state, seat)


def end_action(state: State) -> None:
    """The active player's Action phase ends: wounded units that did nothing rest; goals are
    checked; the next player acts, or the next round begins."""
    seat = state.active
    for u in state.units_of(seat):
        if u.wounds and not u.acted:
            u.resting = True
        u.active = [a for a in u.active if _C.ability[a].lasts != "turn"]
    if state.uses("secret_missions"):
        secret_missions.check(state)
    check(state)
    if state.winner is not None:
        finish(state)
        return
    i = state.order.index(seat)
    if i + 1 < len(state.order):
        begin_action(state, state.order[i + 1])
    else:
        begin_round(state)


def end_on_points(state: State) -> None:
    """The last round is over: the most victory points win — in a team game the team with the
    most together (*designed*: the team rules leave the count to the table), its best scorer
    first."""
    state.route = "points"
    first = ranking(state)[0]
    if teams.on(state):
        first = max(range(len(state.players)),
                    key=lambda s: (sum(points(state, m) for m in teams.side(state, s)),
                                   -ranking(state).index(s)))
        state.winner = first
        state.reason = (f"the last round ({state.last_round}) is over and "
                        f"{teams.names(state, first)} have the most victory points together")
    else:
        state.winner = first
        state.reason = (f"the last round ({state.last_round}) is over and "
                        f"{state.players[first].name} has the most victory points")
    finish(state)


def finish(state: State) -> None:
    state.step = "over"
    state.chance = None
    state.say(f"Game over: {state.reason}.")
