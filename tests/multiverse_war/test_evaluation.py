"""Multiverse War's evaluation (the greedy bot's and master's leaf value) on real positions:
what it must see for a one-step look-ahead to play the starter's missions at all — a Builder's
order counted as done though it is carried out only when every player has chosen (R-M11), and
a Supply Lines road line valued before it is whole — and that it never reads another seat's
orders."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hexrealms.bots import GreedyBot
from hexrealms.core.grid import HexGrid
from hexrealms.core.hexgrid import Hex
from hexrealms.games.multiverse_war import evaluation

from .board import action_phase, build_phase, new_game, open_map, put, raise_building, set_terrain

RED, BLUE = 0, 1
RED_HOME = (4, -5)


def flat_game():
    g = new_game()
    open_map(g.state)
    return g


def test_greedy_orders_a_building_its_builder_can_raise() -> None:
    """R-M11: work is paid when ordered and done when every player has chosen; the evaluation
    reads the seat's own orders as done, so greedy orders a building in its builds (before, it
    saw only the gold spent and never built)."""
    g = flat_game()
    s = g.state
    builder = put(s, RED, "builder", (1, -2))
    build_phase(s, gold=12)
    assert g.current_player == RED
    before = evaluation.evaluate(s, RED)
    twin = g.fork(1)
    twin.act(f"build:barracks:u{builder.id}")
    assert twin.state.players[RED].gold == 12 - 4
    assert not twin.state.buildings_of(RED, "barracks")        # not carried out yet
    assert evaluation.evaluate(twin.state, RED) > before
    bot = GreedyBot(3)
    while g.current_player == RED:
        g.act(bot.choose(g))
    assert s.orders[builder.id][0] == "build"


def test_the_evaluation_never_reads_another_seats_orders() -> None:
    """Blue's evaluation is the same whether Red, who chose first, ordered a Barracks or
    nothing: Red's builds are Red's secret until every player has chosen (R-M11)."""
    values = []
    for order in (True, False):
        g = flat_game()
        s = g.state
        builder = put(s, RED, "builder", (1, -2))
        put(s, BLUE, "builder", (-1, 2))
        build_phase(s, gold=12)
        if order:
            g.act(f"build:barracks:u{builder.id}")
        else:
            s.players[RED].gold -= 4   # the same gold gone either way: gold is public
        g.act("builds_done")
        assert g.current_player == BLUE
        values.append(evaluation.evaluate(s, BLUE))
    assert values[0] == values[1]


def test_a_supply_line_is_worth_each_road_hex_laid_towards_it() -> None:
    """Supply Lines (3 buildings joined to the Settlement by roads) pays only once a line is
    whole; the evaluation counts the road hexes still missing, so each road laid along the
    shortest line to the nearest unjoined building is worth ROAD."""
    g = flat_game()
    s = g.state
    far = raise_building(s, RED, "barracks", (1, -2))
    worth, line = evaluation._roads_wanted(s, RED)
    # 3 hexes apart: the two hexes between need roads
    assert worth == evaluation.ROAD_REACH - 2
    assert line and all(h not in (Hex(*RED_HOME), far.at) for h in line)
    before = evaluation.evaluate(s, RED)
    step = sorted(line)[0]
    s.roads[step] = RED
    s.rebuilt()
    assert evaluation._roads_wanted(s, RED)[0] == evaluation.ROAD_REACH - 1
    assert evaluation.evaluate(s, RED) - before >= evaluation.ADEPT.road - 1e-9


def test_a_fortress_begun_is_worth_more_than_its_gold() -> None:
    """A Fortress takes a full round with its Builder on the site (S-M9) and costs more than
    a round's income; the evaluation counts a site at SITE of what it adds when finished (its
    points, income and, in the starter, the Stronghold mission), so beginning one beats
    keeping the gold — else a one-step look-ahead saves for it for ever."""
    g = flat_game()
    s = g.state
    builder = put(s, RED, "builder", (1, -2))
    build_phase(s, gold=12)
    before = evaluation.evaluate(s, RED)
    twin = g.fork(1)
    twin.act(f"build:fortress:u{builder.id}")
    twin.act("builds_done")
    twin.act("builds_done")
    site = twin.state.building_at(builder.at)
    assert site is not None and site.site == builder.id and twin.state.players[RED].gold == 2
    assert evaluation.evaluate(twin.state, RED) > before


def test_masters_builder_walks_round_a_mountain_to_its_spot() -> None:
    """A Builder behind a mountain from its nearest building spot: the hex count (Adept's
    ``_spot_distance``) is 2 on its hex and on the first step of the way round, so no step
    rates better than standing still and the Builder is stranded; master's weights count the
    walk's AP (``walk``), which falls with that step."""
    g = flat_game()
    s = g.state
    home, spot, at, first = Hex(*RED_HOME), Hex(2, -2), Hex(4, -3), Hex(4, -4)
    wall = [(3, -2), (3, -3)]
    set_terrain(s, [h for h in s.realm.hexes() if HexGrid.distance(h, home) > 2 and h != spot]
                + wall, "mountain")
    builder = put(s, RED, "builder", tuple(at))
    assert evaluation._spot_distance(s, RED, at, set()) == 2
    assert evaluation._spot_walk(s, RED, at, set()) == 4
    work: dict[str, dict[Hex, float]] = {"adept": {}, "master": {}}
    for h in (at, first):
        builder.at = h
        s.changed()
        work["adept"][h] = evaluation.terms(s, RED)["Builders' work"]
        work["master"][h] = evaluation.master_terms(s, RED)["Builders' work"]
    assert work["adept"][first] == work["adept"][at]
    assert work["master"][first] > work["master"][at]


def test_master_values_one_unit_type_on_its_way_to_elite() -> None:
    """Seasoned Troops asks one unit type at Elite (5 battle-track marks): four marks on one
    type are nearer it than two on each of two types. Adept counts the marks alone (equal);
    master's weights add the best type's share of Elite (``marks``) and, with FOCUS, value
    a recruit of that type above one of another type of the same gold."""
    g = flat_game()
    s = g.state
    red = s.players[RED]
    values = {}
    for track in ({"horseman": 4}, {"horseman": 2, "pikeman": 2}):
        red.track = dict(track)
        s.changed()
        values[tuple(track)] = (evaluation.evaluate(s, RED), evaluation.master_evaluate(s, RED))
    one_type, two_types = values[("horseman",)], values[("horseman", "pikeman")]
    assert one_type[0] == two_types[0]
    assert one_type[1] > two_types[1]
    red.track = {"horseman": 3}
    armies = {}
    for kind in ("horseman", "swordsman"):  # 4 gold each
        unit = put(s, RED, kind, (1, -2))
        armies[kind] = (evaluation.terms(s, RED)["army"], evaluation.master_terms(s, RED)["army"])
        del s.units[unit.id]
        s.changed()
    assert armies["horseman"][1] > armies["swordsman"][1]
    assert armies["horseman"][1] - armies["swordsman"][1] > \
        armies["horseman"][0] - armies["swordsman"][0]


def test_master_guards_a_fortress_site_only_when_stronghold_is_its_last_mission() -> None:
    """With three bonus missions done the fourth wins the starter: master counts it LAST times
    more, and a Fortress site then loses EXPOSED of its worth while it stands unguarded with a
    hostile block within THREAT_RANGE (S-M9: a Builder killed before its Fortress is done loses
    it) — so a guard on the site is worth its place. With other missions still open neither
    applies (guarding every site took a soldier from the field and lost games, stop 59)."""
    g = flat_game()
    builder = put(g.state, RED, "builder", (1, -2))
    build_phase(g.state, gold=12)
    twin = g.fork(1)
    twin.act(f"build:fortress:u{builder.id}")
    twin.act("builds_done")
    twin.act("builds_done")
    s = twin.state
    site = s.building_at(builder.at)
    assert site is not None and site.site == builder.id
    red = s.players[RED]
    term = "missions, buildings and gold"

    def worth(done: list[str], foe: bool, guard: bool) -> tuple[float, float]:
        red.missions = list(done)
        added = []
        if foe:
            added.append(put(s, BLUE, "swordsman", (site.at.q + 2, site.at.r)))
        if guard:
            added.append(put(s, RED, "swordsman", tuple(site.at)))
        s.changed()
        out = (evaluation.terms(s, RED)[term], evaluation.master_terms(s, RED)[term])
        for u in added:
            del s.units[u.id]
        s.changed()
        return out

    for done in ([], ["roads", "towers"], ["roads", "towers", "elite"]):
        alone, threatened = worth(done, False, False), worth(done, True, False)
        assert threatened[0] == alone[0]  # Adept never counts the threat
        last = len(done) == 3
        assert (threatened[1] < alone[1]) == last, done
        if last:
            assert worth(done, True, True)[1] == alone[1]  # a guard on the site
    # the site of the last mission's Fortress counts its mission LAST times more
    unurged = replace(evaluation.MASTER, last=0.0)
    for done, more in ((["roads", "towers"], 0.0), (["roads", "towers", "elite"], 1.0)):
        red.missions = done
        s.changed()
        gained = evaluation.master_terms(s, RED)[term] - evaluation.terms(s, RED, unurged)[term]
        w = evaluation.MASTER
        assert gained == pytest.approx(w.site * w.mission * w.last * more)


def test_master_values_a_strike_on_an_enemy_settlement_by_the_walk_to_it() -> None:
    """A Settlement taken wins the game at once (RULES-NOTES.md, "Winning"), and its 5 HP fall to
    three Horsemen striking in one Action phase; Adept never counts it. Master's ``siege``
    counts the damage its military units could deal it: whole for a unit that may strike it
    now, and for a unit further off by the AP of the walk there (around mountains), fading
    beyond its AP. Behind a mountain wall a unit as many hexes away counts less than one on
    open ground, and so does one walking to a Settlement with its owner's blocks beside it."""
    g = flat_game()
    s = g.state
    blue_home = s.realm.settlement_hex(BLUE)
    term = "a strike on an enemy Settlement"
    assert term not in evaluation.terms(s, RED)
    riders = [put(s, RED, "horseman", (3, -4)) for _ in range(3)]
    action_phase(s, RED)

    def siege_at(*hexes: Hex) -> float:
        for u, h in zip(riders, hexes):
            u.at = h
        s.changed()
        return evaluation.master_terms(s, RED)[term]

    beside = [h for h in s.realm.hexes() if HexGrid.distance(h, blue_home) == 1][:3]
    far = [h for h in s.realm.hexes() if HexGrid.distance(h, blue_home) == 6][:3]
    ready, open_walk = siege_at(*beside), siege_at(*far)
    assert ready == pytest.approx(evaluation.MASTER.siege)  # 6 damage ready against 5 HP
    assert 0.0 < open_walk < ready
    # blocks beside the Settlement stand in the way: the same walk counts less, a strike
    # ready now as much
    guards = [put(s, BLUE, "pikeman", (h.q, h.r)) for h in
              [h for h in s.realm.hexes() if HexGrid.distance(h, blue_home) == 1][3:6]]
    assert siege_at(*far) < open_walk
    assert siege_at(*beside) == pytest.approx(ready)
    for u in guards:
        del s.units[u.id]
    set_terrain(s, [h for h in s.realm.hexes() if 2 <= HexGrid.distance(h, blue_home) <= 5],
                "mountain")
    assert siege_at(*far) < open_walk
