"""The bots' evaluation: Adept's weights value what the table holds now, master's the income an
outpost brings for the rest of the game."""

from __future__ import annotations

from hexrealms.bots import GreedyBot, MasterBot
from hexrealms.games.renown.evaluation import ADEPT, MASTER, evaluate, master_evaluate

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
