"""One named test per item of the Hyperborea RULINGS.md not covered elsewhere (RULINGS 6, 7, 11, 13,
18 are in test_effects.py, 5 in test_turn.py, 10 in test_mapmaking.py)."""

from __future__ import annotations

import pytest

from hexrealms.games.hyperborea.layout import adjacency
from hexrealms.games.hyperborea.mapmaking import face_of
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
    assert ids(g) == [f"keep:{cont}:0", f"return:{cont}:0"], "only the continuous card is asked"
    g.act(f"keep:{cont}:0")
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


# -- RULINGS 20–25, added after a rules audit (rules version 2; version-1 games keep the old
#    rules so their save links replay, tests/hyperborea/test_golden_links.py) -------------------

def test_rulings_20_starting_miniatures_reveal_nothing() -> None:
    """Borderlands and the Centre start face-down: placing the starting miniatures is not
    entering. A miniature entering a hexagon during play reveals its face-down neighbours."""
    from hexrealms.games.hyperborea.content import GHOSTS
    g = started(3)
    s = g.state
    assert not any(h.face_up for h in s.hexes if h.region != "homeland")
    assert s.ghost_box == GHOSTS, "no Ghost placed before the first turn"
    capital = next(h for h in s.hexes if h.home_of == s.current and h.homeland_slot == 0)
    home = next(n for n in s.neighbours(capital) if n.region == "homeland")
    mini = next(m for m in me(g).miniatures if m.hex == capital.index)
    give(g, "fly", 2)
    g.act(f"fly:{mini.id}:{home.id}")
    g.act(f"fly:{mini.id}:{capital.id}")
    assert all(n.face_up for n in s.neighbours(capital)), "entering during play lifts the fog"
    assert started(3, variants={"open_map": True}).state.hexes[0].face_up, "open map: all face-up"


def test_rulings_20_version_1_games_keep_the_fog_lifted_around_capitals() -> None:
    """A game saved under rules version 1 plays on as it began: there, the starting miniatures
    revealed the Borderlands next to each Capital."""
    s = started(3, rules_version=1).state
    assert s.rules == 1
    for h in s.hexes:
        if h.home_of is not None and h.homeland_slot == 0:
            assert all(n.face_up for n in s.neighbours(h))


def test_rulings_21_no_restoration_of_a_restoration_anywhere_on_a_card() -> None:
    """Cycle of Seasons (IV.14) restores in one of its options, Perpetual Engine (IV.05) at the
    start of each turn: a restoration may take a cube from neither (no Gem loop between them)."""
    g = started(2)
    p = me(g)
    plain = card_where(lambda c: c.bundle and not any(
        e.kind == "cube_restore" for e in c.bundle.effects + sum(c.bundle.options, ())))
    for cid in ("IV.14", "IV.05", plain):
        p.cards[cid] = TechSlots(chosen=0, cubes=["grey"] + [None] * 3)
    give(g, "cube_restore")
    restorable = [i for i in ids(g) if i.startswith("restore:")]
    assert f"restore:card.{plain}.0" in restorable
    assert "restore:card.IV.14.0" not in restorable and "restore:card.IV.05.0" not in restorable
    old = started(2, rules_version=1)
    for cid in ("IV.14", "IV.05"):
        me(old).cards[cid] = TechSlots(chosen=0, cubes=["grey"] + [None] * 3)
    give(old, "cube_restore")
    assert {"restore:card.IV.14.0", "restore:card.IV.05.0"} <= set(ids(old)), \
        "rules version 1 looked at a card's plain effects only"


def test_rulings_22_cube_restoration_takes_from_anywhere_on_the_player_board() -> None:
    """The available area included, as well as the unused area, Base Technologies and Advanced
    Technology cards."""
    g = started(2)
    p = me(g)
    plain = card_where(lambda c: c.bundle and not c.continuous)
    p.available, p.unused = ["grey", "red"], ["blue"]
    p.base["warfare"] = TechSlots(chosen=0, cubes=["red", None])
    p.cards[plain] = TechSlots(chosen=0, cubes=["green"] + [None] * 3)
    give(g, "cube_restore")
    assert [i for i in ids(g) if i.startswith("restore:")] == [
        "restore:available.grey", "restore:available.red", "restore:unused.blue",
        "restore:base.warfare.0", f"restore:card.{plain}.0"]
    red = p.bag.get("red", 0)
    g.act("restore:available.red")
    assert p.available == ["grey"] and p.bag["red"] == red + 1


def test_rulings_23_a_numbered_develop_advances_one_row() -> None:
    """Golden Barony tile B's triple develop is +3 on one row (the levels beyond 6 lost); a
    multiplier (2× Develop) may still be split over rows."""
    from .test_race_tiles import race_game
    g = race_game("golden_barony", "B")
    s = g.state
    p = me(g)
    p.gems = 1
    s.gem_supply -= 1
    p.development["trade"] = 1
    g.act("race:develop")
    g.act("develop:0:trade")
    assert p.development["trade"] == 4 and s.pool == [], "all three levels on one row"
    give(g, "develop", 2)
    g.act("develop:0:trade")
    g.act("develop:0:science")
    assert p.development["trade"] == 5 and s.pool == [], "a 2× Develop split over two rows"


def test_rulings_24_no_upgrade_with_an_empty_reserve() -> None:
    """With no cube of the row's colour left in the reserve, upgrading has no effect, so it is
    not offered; a version-1 game still lists it."""
    for version, offered in ((None, False), (1, True)):
        g = started(2, rules_version=version)
        p = me(g)
        p.development["trade"] = 5
        assert "upgrade:trade" in ids(g)
        g.state.reserve["yellow"] = 0
        assert ("upgrade:trade" in ids(g)) == offered


def test_rulings_25_reset_keeps_or_returns_each_cube_on_its_own() -> None:
    """"For each of these cubes": at Reset each cube on a continuous technology is kept or
    returned on its own."""
    g = started(2)
    p = me(g)
    cont = card_where(lambda c: c.continuous and len(c.spaces) >= 2)
    p.cards[cont] = TechSlots(chosen=0, cubes=["red", "blue"] + [None] * 2)
    p.unused, p.available = [], []
    p.bag = {c: 0 for c in p.bag}
    g.act("end_turn")
    assert ids(g) == [f"keep:{cont}:0", f"return:{cont}:0"]
    g.act(f"keep:{cont}:0")
    assert ids(g) == [f"keep:{cont}:1", f"return:{cont}:1"]
    g.act(f"return:{cont}:1")
    assert p.cards[cont].cubes[:2] == ["red", None] and not p.cards[cont].spent
    assert p.available == ["blue"], "the returned blue cube went to the bag and was drawn"
