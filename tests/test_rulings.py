"""One named test per item of the Hyperborea RULINGS.md not covered elsewhere (RULINGS 6, 7, 11, 13,
18 are in test_effects.py, 5 in test_turn.py, 10 in test_mapmaking.py)."""

from __future__ import annotations

import pytest

from hexrealms.games.hyperborea.mapmaking import adjacency, face_of
from hexrealms.games.hyperborea.movement import step_cost
from hexrealms.games.hyperborea.scoring import breakdown, controller, ghost_points, result
from hexrealms.games.hyperborea.state import GHOST, TechSlots

from .conftest import card_where, clear_map, give, ids, me, new_game, place, reveal_all, started


def test_rulings_1_reset_keeps_cubes_only_on_continuous_technologies() -> None:
    g = started(2)
    p = me(g)
    cont = card_where(lambda c: c.continuous)
    plain = card_where(lambda c: not c.continuous)
    p.cards[cont] = TechSlots(chosen=0, cubes=["red"] + [None] * 3)
    p.cards[plain] = TechSlots(chosen=0, cubes=["blue"] + [None] * 3)
    p.base["warfare"] = TechSlots(chosen=0, cubes=["red", None])  # incomplete
    p.unused = ["grey"]
    p.bag = {c: 0 for c in p.bag}
    p.available = []
    g.act("end_turn")
    assert ids(g) == [f"keep:{cont}", f"return:{cont}"], "only the continuous card is asked"
    g.act(f"keep:{cont}")
    assert p.cards[cont].cubes[0] == "red"
    assert p.cards[plain].cubes[0] is None and p.base["warfare"].cubes == []
    assert sorted(p.available) == ["blue", "grey", "red"] and sum(p.bag.values()) == 0, \
        "unused grey, the plain card's blue and the incomplete warfare red went back; 3 drawn"


def test_rulings_2_civilization_cubes_score_one_each_grey_excluded() -> None:
    g = started(2)
    p = me(g)
    p.bag = {"red": 3, "grey": 5}
    p.available, p.unused = ["blue"], ["grey"]
    for t in p.base.values():
        t.cubes = []
    p.cards = {}
    assert breakdown(g.state, p)["cubes"] == 4


def test_rulings_3_control_example_and_ghosts() -> None:
    """Blue 2, red 1, Ghost 1 → blue controls (rulebook's example); ties or Ghosts at least as
    many as the leader give nobody control."""
    g = started(3)
    s = g.state
    reveal_all(g)
    clear_map(s)
    centre = s.hexes[0]
    sites = centre.city_occupants or centre.ruin_occupants
    sites[0] = GHOST
    place(s, 0, 0, 2)
    place(s, 1, 0, 1)
    assert controller(s, 0) == 0
    assert breakdown(s, s.players[0])["control"] == 4
    place(s, 1, 0, 1)
    assert controller(s, 0) is None, "a tie"
    clear_map(s)
    (centre.city_occupants or centre.ruin_occupants)[0] = GHOST
    place(s, 2, 0, 1)
    assert controller(s, 0) is None, "Ghosts as many as the leader"


def _over(g):  # type: ignore[no-untyped-def]
    g.state.phase = "over"
    return result(g.state)


def test_rulings_4_tie_breaks() -> None:
    g = started(2)
    s = g.state
    reveal_all(g)
    clear_map(s)
    for p in s.players:
        p.bag = {"red": 1}
        p.available, p.unused, p.cards = [], [], {}
        for t in p.base.values():
            t.cubes = []
    first = s.first_player
    later = 1 - first
    r = _over(g)
    assert r["tiebreak"] == "later in turn order" and r["winner"] == later
    s.players[first].bag = {"red": 2}
    s.players[later].gems = 1
    s.gem_supply -= 1
    r = _over(g)
    assert r["tiebreak"] == "most non-grey cubes" and r["winner"] == first
    s.players[first].bag = {"red": 1}
    borders = [h.index for h in s.hexes if h.region == "borderland"]
    place(s, later, borders[0])  # 2 VP of control for later: ahead on points
    place(s, first, s.hexes.index(next(h for h in s.hexes if h.home_of == first)))
    place(s, first, next(h.index for h in s.hexes if h.home_of == first and h.homeland_slot == 1))
    s.players[first].gems = 1
    s.gem_supply -= 1
    r = _over(g)
    totals = {row["seat"]: row["total"] for row in r["players"]}
    assert totals[first] == totals[later]
    assert r["tiebreak"] == "most hexagons controlled" and r["winner"] == first


def test_rulings_8_blocking_stops_walkers_not_flyers() -> None:
    g = started(2)
    s = g.state
    reveal_all(g)
    clear_map(s)
    a, b = s.current, 1 - s.current
    adj = adjacency(2)
    start, mid = 1, 0
    beyond = next(n for n in adj[0] if n != start)
    for i in (start, mid, beyond):
        s.hexes[i].tile = s.hexes[i].tile  # face-up already
    (mover,) = place(s, a, start)
    place(s, b, mid)
    give(g, "movement", 9)
    g.act(f"move:{mover}:h{mid}")
    assert not any(i.startswith(f"move:{mover}:") for i in ids(g)), "stopped by the enemy"
    give(g, "fly", 1)
    assert f"fly:{mover}:h{beyond}" in ids(g), "flying ignores blocking"
    # a Ghost in a city never blocks
    clear_map(s)
    (walker,) = place(s, a, start)
    h = s.hexes[mid]
    if h.city_occupants:
        h.city_occupants[0] = GHOST
    g.act(f"move:{walker}:h{mid}")
    assert any(i.startswith(f"move:{walker}:") for i in ids(g))


@pytest.mark.parametrize("a, b, cost", [
    ("desert", "forest", 2), ("forest", "desert", 1), ("swamp", "desert", 2),
    ("desert", "mountain", 2), ("mountain", "desert", 2), ("swamp", "mountain", 3),
    ("mountain", "mountain", 1), ("forest", "forest", 1), ("swamp", "swamp", 1),
    ("mountain", "forest", 3), ("desert", "plain", 1),
])
def test_rulings_9_terrain_costs(a: str, b: str, cost: int) -> None:
    g = started(2)
    s = g.state
    p = me(g)
    from hexrealms.games.hyperborea import movement

    class F:
        def __init__(self, t: str) -> None:
            self.terrain = t
    orig = movement.face_of
    movement.face_of = lambda space, state=None: F(a if space.index == 1 else b)  # type: ignore[assignment]
    try:
        assert step_cost(s, p, s.hexes[1], s.hexes[0]) == cost
        p.race_tile = "emerald_kingdom.B"
        assert step_cost(s, p, s.hexes[1], s.hexes[0]) == 1, "Emerald Kingdom B ignores terrain"
    finally:
        movement.face_of = orig


def test_rulings_12_base_technology_set_fixed_until_reset() -> None:
    g = started(2)
    p = me(g)
    p.available = ["green", "purple", "red"]
    g.act("place:green:base.exploration.1.0")
    assert not any("base.exploration.0." in i for i in ids(g))
    g.act("place:purple:base.exploration.1.1")
    p.bag = {c: 0 for c in p.bag}
    p.available = []
    g.act("end_turn")  # empty bag: Reset
    assert p.base["exploration"].chosen is None


def test_rulings_14_only_one_stored_ruin_token() -> None:
    g = started(2)
    s = g.state
    p = me(g)
    p.stored_ruin = s.ruins_unseen["bronze"].pop()
    home = next(h for h in s.hexes if h.home_of == p.seat and h.ruin_tokens)
    (m,) = place(s, p.seat, home.index)
    old = p.stored_ruin
    g.act(f"explore:{m}:{home.id}.r0")
    assert ids(g) == ["ruin:use", "ruin:store_play_old", "ruin:store_discard_old"]
    g.act("ruin:store_discard_old")
    assert p.stored_ruin != old and old in s.ruins_discarded


def test_rulings_15_upgrade_is_optional_and_needs_level_four() -> None:
    g = started(2)
    p = me(g)
    p.development = {r: 3 for r in p.development}
    assert not any(i.startswith("upgrade:") for i in ids(g))
    p.development["trade"] = 5
    assert [i for i in ids(g) if i.startswith("upgrade:")] == ["upgrade:trade"]
    g.act("upgrade:trade")
    assert p.development["trade"] == 0 and p.bag["yellow"] >= 1


def _play_to(g, pred, limit=4000):  # type: ignore[no-untyped-def]
    n = 0
    while not pred() and n < limit:
        acts = ids(g)
        g.act("end_turn" if "end_turn" in acts else acts[0])
        n += 1


def test_rulings_16_end_of_game_one_more_turn_each_then_scoring() -> None:
    """Short game: a condition met in the active player's turn gives the Objective tile; every
    other player then has exactly one more turn; then the game is over."""
    g = started(3)
    s = g.state
    p = me(g)
    s.gem_supply -= 12
    p.gems = 11
    give(g, "gem")
    g.act("gem")
    assert p.objectives == ["gems"] and s.final_turns_left == 2
    turns = []
    while not g.finished:
        turns.append(s.current)
        g.act("end_turn" if "end_turn" in ids(g) else ids(g)[0])
    assert len(set(t for t in turns if t != p.seat)) == 2
    assert g.result()["players"][p.seat]["breakdown"]["objectives"] == 2


def test_rulings_16_only_the_active_player_triggers() -> None:
    g = started(2)
    s = g.state
    other = s.players[1 - s.current]
    other.gems = 15
    s.gem_supply -= 15
    g.act("end_turn")  # the other player's turn starts: now it counts
    assert other.objectives == [] or s.current == other.seat
    give(g, "gem")
    g.act("gem")
    assert "gems" in other.objectives


def test_regular_game_needs_two_different_conditions() -> None:
    g = started(2, length="regular")
    s = g.state
    p = me(g)
    s.gem_supply -= 16
    p.gems = 16
    give(g, "gem")
    g.act("gem")
    assert s.conditions_met == ["gems"] and s.final_turns_left is None
    p.cards_acquired = 5
    give(g, "gem")
    g.act("gem")
    assert s.final_turns_left == 1


def test_ghost_scoring_table() -> None:
    assert [ghost_points(n) for n in range(7)] == [0, 1, 3, 6, 7, 8, 9]


def test_rulings_17_red_duchy_a_discount() -> None:
    """Red Duchy tile A: a technology making an Attack activates with one multicolour or green
    space left empty."""
    g = started(2)
    p = me(g)
    p.race_tile = "red_duchy.A"
    p.available = ["red", "purple"]
    g.act("place:red:base.warfare.0.0")
    assert [(e.kind) for e in g.state.pool] == [] and g.state.decisions, "Attack or 2 Fortresses"
    g.act("option:0")
    assert [(e.kind, e.amount) for e in g.state.pool] == [("attack", 1)]
    g.act("place:purple:base.exploration.1.1")
    assert not p.base["exploration"].spent, "no discount without an Attack"


def test_rulings_19_bag_is_counted_never_shown() -> None:
    v = started(2).view()
    for p in v["players"]:
        assert isinstance(p["bag_count"], int)
        assert "bag" not in p


def test_prime_objective_variant() -> None:
    """Prime Objective: holding the Central Hexagon, free of enemies, Ghosts and ruins, at the
    start of one's turn takes the "last miniature" Objective tile."""
    g = started(2, variants={"prime_objective": True})
    s = g.state
    reveal_all(g)
    clear_map(s)
    a, b = s.current, 1 - s.current
    place(s, a, 0)
    place(s, b, next(h.index for h in s.hexes if h.home_of == b), 3)
    s.hexes[0].ruin_tokens = [0] * len(s.hexes[0].ruin_tokens)
    g.act("end_turn")
    g.act("end_turn")
    assert s.current == a and "miniatures" in s.players[a].objectives
    g.act("end_turn")
    other = s.players[b]
    for m in other.miniatures:  # b empties its reserve: that no longer ends the game
        if m.hex is None:
            m.hex = other.miniatures[0].hex
    give(g, "gem")
    g.act("gem")
    assert other.objectives == []


def test_race_war_uses_race_sides() -> None:
    g = new_game(2, mode="race_war")
    s = g.state
    from hexrealms.games.hyperborea.content import rules_content
    for h in s.hexes:
        if h.home_of is not None:
            side = next(x for x in rules_content().race_sides if x.race == s.players[h.home_of].race)
            assert face_of(h, s) == side.hexagons[h.homeland_slot]


def live_card(card_id: str) -> TechSlots:
    """A card owned and activated (its continuous effect live), with no cube on it."""
    from hexrealms.games.hyperborea.technology import new_card_slots
    slots = new_card_slots(card_id)
    slots.live = True
    return slots


def test_rulings_18_cloning_is_not_a_miniature_effect() -> None:
    """Outposts (a bonus on Miniature effects) adds nothing to Recruitment's Cloning."""
    g = started(2)
    s = g.state
    p = me(g)
    outposts = card_where(lambda c: c.name == "Outposts")
    p.cards[outposts] = live_card(outposts)
    from hexrealms.games.hyperborea.effects import gain
    from .conftest import fx
    s.activations += 1
    gain(s, p.seat, [fx("cloning", 2)], s.activations)
    assert [(e.kind, e.amount) for e in s.pool] == [("cloning", 2)]
    s.activations += 1
    gain(s, p.seat, [fx("miniature")], s.activations)
    assert sum(e.amount for e in s.pool if e.kind == "miniature") == 2


def test_rulings_18_restoration_never_targets_a_restoration() -> None:
    g = started(2)
    p = me(g)
    restorer = card_where(lambda c: c.bundle and any(e.kind == "cube_restore" for e in c.bundle.effects))
    plain = card_where(lambda c: c.bundle and not any(e.kind == "cube_restore" for e in c.bundle.effects))
    p.cards[restorer] = TechSlots(chosen=0, cubes=["red", None, None, None])
    p.cards[plain] = TechSlots(chosen=0, cubes=["red", None, None, None])
    give(g, "cube_restore")
    restorable = [i for i in ids(g) if i.startswith("restore:")]
    assert f"restore:card.{plain}.0" in restorable
    assert f"restore:card.{restorer}.0" not in restorable


def test_rulings_6_kill_gems_trigger_no_gem_effects() -> None:
    """A Gem gained for a second kill does not trigger "when you gain a Gem" effects (Royal
    Treasury: a bonus on Gems)."""
    g = started(2)
    s = g.state
    reveal_all(g)
    clear_map(s)
    a, b = s.current, 1 - s.current
    treasury = card_where(lambda c: any(m.trigger == "gem" for m in c.modifiers))
    me(g).cards[treasury] = live_card(treasury)
    place(s, a, 0)
    place(s, b, 0, 2)
    give(g, "attack", 2)
    g.act(f"attack:h0.{b}.out")
    g.act(f"attack:h0.{b}.out")
    assert me(g).gems == 1
    assert not any(e.kind == "cube_draw" for e in s.pool)


def test_long_game_needs_all_three_conditions() -> None:
    g = started(2, length="long")
    s = g.state
    p = me(g)
    s.gem_supply -= 16
    p.gems = 16
    p.cards_acquired = 5
    give(g, "gem")
    g.act("gem")
    assert sorted(s.conditions_met) == ["gems", "technologies"] and s.final_turns_left is None
    for m in p.miniatures:
        if m.hex is None:
            m.hex = 0
    give(g, "gem")
    g.act("gem")
    assert s.final_turns_left == 1 and "miniatures" in p.objectives
