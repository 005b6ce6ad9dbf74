"""The bots' evaluation: Adept's weights value what the table holds now; master's the income an
outpost brings for the rest of the game, and its saving by how soon the next tower is paid for."""

from __future__ import annotations

from hexrealms.bots import GreedyBot, MasterBot
from hexrealms.games.renown.evaluation import (
    _HORIZON, ADEPT, MASTER, evaluate, master_evaluate, tower_rounds)

from .conftest import blank, give, hexagon, ids, outpost


def _commerce_with_an_outpost_to_build():  # type: ignore[no-untyped-def]
    """Seat 0 in Commerce with one outpost, 1 Food, 1 Wood and 1 Rock (an outpost's cost),
    Mana springs all round."""
    g = blank(2, layout=hexagon(3, "mana"))
    s = g.state
    outpost(s, 0, "0,0")
    outpost(s, 1, "3,-3")
    give(s, 0, food=1, wood=1, rock=1)
    g.act("gather:mana")
    g.apply_chance("4")
    assert s.step == "commerce"
    return g


def test_an_outpost_is_a_loss_to_adept_and_a_gain_to_master() -> None:
    g = _commerce_with_an_outpost_to_build()
    build = next(a for a in g.legal() if a.kind == "build")
    built = g.fork(1)
    built.act_fast(build)
    assert built.state.buildings.get(g.state.map.by_id[build.args[0]]) == (0, False)
    assert evaluate(built.state, 0, ADEPT) < evaluate(g.state, 0, ADEPT)
    assert evaluate(built.state, 0, MASTER) > evaluate(g.state, 0, MASTER)
    assert master_evaluate(g.state, 0) == evaluate(g.state, 0, MASTER)
    assert MASTER.produce > ADEPT.produce


def test_greedy_keeps_its_resources_and_master_builds() -> None:
    g = _commerce_with_an_outpost_to_build()
    assert any(i.startswith("build:") for i in ids(g))
    assert not GreedyBot(seed=2).choose(g).startswith("build:")
    assert MasterBot(seed=2, playouts=2).choose(g).startswith("build:")


ONE_EACH = {"food": 1, "wood": 1, "rock": 1, "mana": 1}
TOWER = {"food": 2, "wood": 3, "rock": 5, "mana": 4}
TOWER_AND_OUTPOST = {"food": 3, "wood": 4, "rock": 6, "mana": 4}


def rounds(hand: dict[str, int], gathers: dict[str, int] = ONE_EACH, players: int = 4,
           cost: dict[str, int] = TOWER) -> float:
    return tower_rounds(hand, gathers, players, cost, 0.2)


def test_rounds_to_a_tower_fall_with_income_and_count_each_capital_trade() -> None:
    assert rounds(TOWER) == 0
    short = {"food": 0, "wood": 0, "rock": 5, "mana": 4}  # 2 Food and 3 Wood missing
    slow = rounds(short)
    assert 0 < slow < _HORIZON
    assert rounds(short, {**ONE_EACH, "food": 2, "wood": 2}) < slow
    assert rounds(short, players=2) > slow  # fewer d4 shares between its turns
    assert rounds(short, cost=TOWER_AND_OUTPOST) > slow
    # 15 spare Rock pay the five missing resources at the Capital: five trades to make
    rich = {**short, "rock": 20}
    assert rounds(rich) == 5 * 0.2
    assert rounds({**rich, "rock": 17, "food": 1}) < rounds(rich)
    assert rounds(short, dict.fromkeys(ONE_EACH, 0)) == _HORIZON


def _commerce_with(res: dict[str, int]):  # type: ignore[no-untyped-def]
    """Seat 0 of four in Commerce with four outposts, one on each resource, and ``res`` in
    hand."""
    layout = {**hexagon(3, "rock"), "1,0": "food", "0,1": "wood", "-1,1": "mana"}
    g = blank(4, layout=layout)
    s = g.state
    for where in ("0,0", "1,0", "0,1", "-1,1"):
        outpost(s, 0, where)
    for seat, where in ((1, "3,-3"), (2, "-3,3"), (3, "3,0")):
        outpost(s, seat, where)
    give(s, 0, **res)
    g.act("gather:rock")
    g.apply_chance("3")
    assert s.step == "commerce"
    return g


def test_master_trades_spare_rock_towards_its_tower_and_raises_it() -> None:
    # 2 Food and 3 Wood short, with Rock enough to buy them: the trades bring the tower nearer
    g = _commerce_with({"rock": 20, "mana": 4})
    choice = GreedyBot(seed=2, evaluation=master_evaluate).choose(g)
    assert choice in ("capital:rock:food", "capital:rock:wood")
    # holding a tower's cost, master raises it this Commerce (perhaps after an outpost)
    g = _commerce_with({"food": 2, "wood": 3, "rock": 4, "mana": 4})
    assert GreedyBot(seed=2, evaluation=master_evaluate).choose(g).startswith("tower:")
    master = MasterBot(seed=2, playouts=2)
    while g.state.step == "commerce" and g.state.active == 0:
        g.act(master.choose(g))
    assert g.state.players[0].renown == 1 and g.state.players[0].towers_built == 1
