"""The acceptance scenarios S-G1 … S-G12 of the Hyborian Gates Empires brief."""

from __future__ import annotations

from hexrealms.games.hyborian_gates.battle import totals
from hexrealms.games.hyborian_gates.invariants import count_units
from hexrealms.games.hyborian_gates.movement import destinations
from hexrealms.games.hyborian_gates.universe import connected

from .conftest import C, DIMS, blank, give, ids, open_universe, put, run, settle, stack_at

ATL, HYB, ASG, CHA, GAE, OSI = range(6)


def _attack(g, frm: str, to: str) -> None:  # type: ignore[no-untyped-def]
    g.act(f"move:{stack_at(g.state, frm, 0).sid}:{to}")
    g.act("end_move")


def test_s_g1_force_totals_and_defender_destroyed() -> None:
    g = blank(2, 21, open_universe({"cha.c2r2": "city"}))
    s = g.state
    put(s, 1, "cha.c2r2", "cha.companion", "gae.monster")
    put(s, 0, "cha.c1r2", "hyb.trooper", "cha.monster", "atl.companion")
    _attack(g, "cha.c1r2", "cha.c2r2")
    force = totals(s)
    assert force[0] == {"units": 14, "monsters": 2, "companions": 2, "trooper": 6, "city": 0,
                        "cards": 0, "total": 24}
    assert force[1] == {"units": 7, "monsters": 2, "companions": 1, "trooper": 0, "city": 5,
                        "cards": 0, "total": 15}
    g.act("pass")
    g.act("pass")
    assert stack_at(s, "cha.c2r2", 1) is None, "defender destroyed"
    g.apply_chance("5")
    assert s.pending[-1].data["n"] == 2, "min(d6, 2)"


def test_s_g2_source_gate_example() -> None:
    a1, a3, a4 = frozenset({ASG, ATL, CHA}), frozenset({OSI, ATL, CHA}), frozenset({HYB, CHA})
    c = frozenset({ATL, GAE})
    assert connected(ATL, a1, ATL, a3)
    assert connected(ATL, a1, CHA, c) and connected(ATL, a3, CHA, c)
    assert connected(ATL, a4, CHA, c)
    assert not connected(ATL, a4, ATL, a1) and not connected(ATL, a4, ATL, a3)
    u = open_universe(gates={"atl.c0r0": ["asgard", "atlantis", "chaos"],
                             "atl.c6r0": ["osiris", "atlantis", "chaos"],
                             "atl.c0r6": ["hyboria", "chaos"],
                             "cha.c0r0": ["atlantis", "gaea"]})
    link = {u.spaces[g].id: {u.spaces[h].id for h in u.links[g]} for g in u.gates}
    assert link["atl.c0r0"] == {"atl.c6r0", "cha.c0r0"}
    assert link["atl.c0r6"] == {"cha.c0r0"}, "the fourth Gate reaches only the Chaos Gate"


def test_s_g3_doubles_give_fewer_connections() -> None:
    rolled = frozenset(DIMS.index(C.dimension_for(r)) for r in (5, 5, 4))
    assert rolled == {GAE, CHA}
    assert not connected(HYB, rolled, HYB, frozenset({HYB, ATL, OSI})), \
        "no link to another Hyborian Gate: its set lacks Hyboria"


def test_s_g4_two_vehicles_four_squares_diagonally_never_through_blocked() -> None:
    g = blank(2, 24, open_universe({"asg.c2r1": "blocked", "asg.c1r2": "blocked",
                                    "asg.c4r0": "blocked"}))
    s = g.state
    st = put(s, 0, "asg.c0r0", "asg.vehicle", "asg.vehicle")
    reach = {s.universe.spaces[i].id for i in destinations(s, st)}
    assert "asg.c4r4" in reach, "4 MP: four diagonal steps past the Blocked squares"
    assert "asg.c5r5" not in reach and "asg.c2r1" not in reach and "asg.c4r0" not in reach
    g.state.universe = open_universe({"asg.c2r2": "blocked"})
    assert "asg.c4r4" not in {s.universe.spaces[i].id for i in destinations(s, st)}, \
        "a Blocked square on the diagonal is never a step: 5 MP would be needed"
    assert all(s.universe.spaces[i].terrain != "blocked" for i in destinations(s, st))


def test_s_g5_step_onto_a_gate_then_hop_and_stop() -> None:
    g = blank(2, 25, open_universe(gates={"atl.c1r1": ["atlantis", "chaos"],
                                          "cha.c5r5": ["atlantis", "chaos"]}))
    s = g.state
    st = put(s, 0, "atl.c0r0", "cha.monster")
    reach = {s.universe.spaces[i].id for i in destinations(s, st)}
    assert "cha.c5r5" in reach, "1 step to the Gate, 1 MP through it"
    assert not {"cha.c4r4", "cha.c6r6", "cha.c5r4"} & reach, "no MP left after the hop"


def test_s_g6_troopers_on_both_sides_and_a_tie_destroys_the_attacker() -> None:
    g = blank(2, 26, open_universe())
    s = g.state
    put(s, 0, "osi.c0r0", "hyb.trooper", "gae.trooper")  # 4 + 3
    put(s, 1, "osi.c1r0", "osi.trooper", "asg.trooper")  # 5 + 2
    _attack(g, "osi.c0r0", "osi.c1r0")
    assert totals(s)[0]["trooper"] == totals(s)[1]["trooper"] == 0
    g.act("pass")
    g.act("pass")
    assert stack_at(s, "osi.c1r0", 0) is None and stack_at(s, "osi.c1r0", 1) is not None


def test_s_g7_casualties_capped_at_the_losers_size() -> None:
    g = blank(2, 27, open_universe())
    s = g.state
    put(s, 0, "cha.c0r0", *["cha.monster"] * 6)
    put(s, 1, "cha.c1r0", "asg.trooper")
    _attack(g, "cha.c0r0", "cha.c1r0")
    g.act("pass")
    g.act("pass")
    g.apply_chance("5")
    assert len(stack_at(s, "cha.c1r0", 0).units) == 5


def test_s_g8_hyborian_hero_needs_a_hyborian_unit() -> None:
    g = blank(2, 28, open_universe())
    s = g.state
    put(s, 0, "hyb.c0r0", "gae.trooper")
    put(s, 1, "hyb.c1r0", "gae.trooper")
    give(s, 0, "hyborian_hero")
    _attack(g, "hyb.c0r0", "hyb.c1r0")
    assert "play:hyborian_hero" not in ids(g)
    g = blank(2, 28, open_universe())
    s = g.state
    put(s, 0, "hyb.c0r0", "gae.trooper", "hyb.monster")
    put(s, 1, "hyb.c1r0", "gae.trooper")
    give(s, 0, "hyborian_hero")
    _attack(g, "hyb.c0r0", "hyb.c1r0")
    assert "play:hyborian_hero" in ids(g)


def test_s_g9_an_empty_pile_recruits_nothing() -> None:
    g = blank(2, 29, open_universe({"gae.c0r0": "city", "osi.c0r0": "city"}))
    s = g.state
    put(s, 0, "gae.c0r0", "gae.trooper")
    put(s, 0, "osi.c0r0", "gae.trooper")
    put(s, 1, "cha.c0r0", "cha.monster")
    for k in C.kinds:
        if k.dimension == "osiris":
            s.piles[k.id] = 0
    s.step = "turn_start"
    run(s)
    recruited = 0
    while not (s.step == "move" and not s.pending and not s.chance):
        if g.current_player == "chance":
            g.apply_chance(g.chance_outcomes()[0][0])
        else:
            assert s.pending[-1].kind == "place"
            assert s.universe.spaces[s.pending[-1].data["city"]].board == DIMS.index("gaea")
            recruited += 1
            g.act(ids(g)[0])
    assert recruited == 1 and "The Osirian pile is empty: no unit is drawn." in s.log


def test_s_g10_vortex_cuts_hand_and_stack() -> None:
    g = blank(2, 30, open_universe())
    s = g.state
    st = put(s, 0, "atl.c0r0", *["atl.trooper"] * 4, *["atl.monster"] * 3)
    put(s, 1, "atl.c6r6", "atl.trooper")
    give(s, 0, "gaean_magic", "osirian_tech", "boon_companions", "chaos_monster",
         "hyborian_hero", "nebula_cruiser", "web_spinner", "brotherhood", "bionics")
    units = count_units(s)
    g.act("end_move")
    assert s.pending[-1].kind == "discard" and s.pending[-1].data["n"] == 2
    g.act("discard:bionics")
    g.act("discard:web_spinner")
    assert len(s.players[0].hand) == 7
    assert s.pending[-1].kind == "disband" and ids(g) == ["disband:atl.trooper",
                                                          "disband:atl.monster"]
    g.act("disband:atl.monster")
    assert len(st.units) == 6 and count_units(s) == units
    assert s.active == 1


def _three_pyramids(players: int):  # type: ignore[no-untyped-def]
    g = blank(players, 31, open_universe())
    s = g.state
    for d in ("atl", "hyb", "asg"):
        put(s, 0, f"{d}.c3r3", "asg.trooper")
    put(s, 1, "asg.c2r2", *["cha.monster"] * 3)
    for seat in range(2, players):
        put(s, seat, f"osi.c{seat}r0", "osi.trooper")
    return g, s


def test_s_g11_a_pyramid_retaken_in_time_denies_the_win() -> None:
    g, s = _three_pyramids(3)
    g.act("end_move")
    settle(g)
    assert s.active == 1
    g.act(f"move:{stack_at(s, 'asg.c2r2', 1).sid}:asg.c3r3")
    g.act("end_move")
    g.act("pass")
    g.act("pass")
    settle(g)
    while s.active != 0 and s.step != "over":
        if g.current_player == "chance":
            settle(g)
        else:
            g.act("end_move" if "end_move" in ids(g) else ids(g)[0])
    settle(g)
    assert s.step != "over", "A holds only 2 Pyramids at the start of its turn"
    # without the retake A wins at the start of its turn
    g, s = _three_pyramids(3)
    for _ in range(3):
        g.act("end_move")
        settle(g)
    assert s.step == "over" and s.winner == 0


def test_s_g11_three_pyramids_never_win_with_two_players() -> None:
    g, s = _three_pyramids(2)
    g.act("end_move")
    settle(g)
    g.act("end_move")
    settle(g)
    assert s.step != "over" and s.active == 0
    put(s, 0, "cha.c3r3", "asg.trooper")
    g.act("end_move")
    settle(g)
    g.act("end_move")
    settle(g)
    assert s.step == "over" and s.winner == 0 and "4 Pyramids" in s.reason


def test_s_g12_doom_suit_destroys_both_stacks_without_a_roll() -> None:
    g = blank(2, 32, open_universe())
    s = g.state
    put(s, 0, "osi.c0r0", "osi.trooper", "cha.monster")
    put(s, 1, "osi.c1r0", "gae.monster", "gae.monster")
    give(s, 1, "doom_suit")
    units = count_units(s)
    _attack(g, "osi.c0r0", "osi.c1r0")
    g.act("pass")
    assert "play:doom_suit" not in ids(g), "the defender's stack holds no Osirian unit"
    g = blank(2, 32, open_universe())
    s = g.state
    put(s, 0, "osi.c0r0", "osi.trooper", "cha.monster")
    put(s, 1, "osi.c1r0", "gae.monster", "gae.monster")
    give(s, 0, "doom_suit")
    _attack(g, "osi.c0r0", "osi.c1r0")
    g.act("play:doom_suit")
    g.act("pass")
    g.act("pass")
    assert not s.stacks and s.battle is None and not s.chance
    assert count_units(s) == units
