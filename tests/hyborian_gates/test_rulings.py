"""One named test per ruling R-G1 … R-G13 of the Hyborian Gates Empires brief."""

from __future__ import annotations

import json

from hexrealms.core.grid import SquareGrid
from hexrealms.games.hyborian_gates import rules
from hexrealms.games.hyborian_gates.battle import totals
from hexrealms.games.hyborian_gates.content import content
from hexrealms.games.hyborian_gates.force import force_parts
from hexrealms.games.hyborian_gates.invariants import count_cards, count_units
from hexrealms.games.hyborian_gates.movement import destinations
from hexrealms.games.hyborian_gates.setup import ORDER_SALT, pick_options
from hexrealms.games.hyborian_gates.universe import SHANGRILA, problems, roll_universe

from .conftest import (C, at, blank, give, ids, new_game, open_universe, put, run, settle,
                       stack_at, to_move_phase)


def _battle(g, attacker_from: str, space: str) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 moves its stack from ``attacker_from`` onto ``space`` and ends the Move Phase."""
    s = g.state
    g.act(f"move:{stack_at(s, attacker_from, 0).sid}:{space}")
    g.act("end_move")


# -- R-G1 -------------------------------------------------------------------------------------
def test_r_g1_square_grid_eight_neighbours_and_diagonals_between_blocked_squares() -> None:
    assert SquareGrid.distance((0, 0), (3, 2)) == 3, "Chebyshev distance"
    assert len(SquareGrid(7, 7).neighbours((3, 3))) == 8
    u = open_universe({"atl.c1r0": "blocked", "atl.c0r1": "blocked"})
    g = blank(2, 1, u)
    s = g.state
    st = put(s, 0, "atl.c0r0", "cha.monster")
    reach = {s.universe.spaces[i].id for i in destinations(s, st)}
    assert "atl.c1r1" in reach, "a diagonal step between two Blocked squares is allowed"
    assert "atl.c1r0" not in reach and "atl.c0r1" not in reach, "Blocked is never entered"
    assert "atl.c2r2" in reach and "atl.c3r0" not in reach, "2 MP: two steps at most"


# -- R-G2 -------------------------------------------------------------------------------------
def test_r_g2_three_pyramids_win_with_three_to_six_players_four_with_two() -> None:
    assert content().pyramids_to_win(2) == 4
    assert [content().pyramids_to_win(n) for n in range(3, 7)] == [3, 3, 3, 3]
    g = blank(3, 2)
    s = g.state
    for d in ("atl", "hyb", "asg"):
        put(s, 0, f"{d}.c3r3", "cha.monster")
    put(s, 1, "cha.c0r0", "cha.monster")
    put(s, 2, "gae.c0r0", "cha.monster")
    s.step = "turn_start"
    run(s)
    assert s.step == "over" and s.winner == 0


# -- R-G3 -------------------------------------------------------------------------------------
def _rolled(seed: int):  # type: ignore[no-untyped-def]
    u = roll_universe(seed)
    terrain = [[sp.terrain for sp in u.spaces[b * 49:(b + 1) * 49]] for b in range(6)]
    connects = {(sp.board, sp.index % 49): sp.connects for sp in u.spaces if sp.terrain == "gate"}
    return u, terrain, connects


def test_r_g3_every_rolled_universe_is_valid() -> None:
    for seed in range(80):
        u, terrain, connects = _rolled(seed)
        assert problems(terrain, connects, 7) == [], seed
        for b in range(6):
            board = u.spaces[b * 49:(b + 1) * 49]
            assert sum(sp.terrain == "gate" for sp in board) >= 2
            assert any(sp.terrain == "city" and sp.index not in u.shangrila for sp in board)
            assert board[24].terrain == "pyramid"
    assert roll_universe(5) is roll_universe(5), "one universe per seed, shared"


def test_r_g3_invalid_rolls_are_named_and_rerolled() -> None:
    u = open_universe()
    terrain = [[sp.terrain for sp in u.spaces[b * 49:(b + 1) * 49]] for b in range(6)]
    found = problems(terrain, {}, 7)
    assert "Atlantis has fewer than 2 Gates" in found
    assert "the Pyramid of Chaos is not reachable by land from a Gate" in found
    assert "the Gates do not join all six dimensions" in found
    assert max(roll_universe(seed).attempts for seed in range(80)) > 1, "some rolls were redone"


# -- R-G4 -------------------------------------------------------------------------------------
def test_r_g4_names_nearest_gate_ties_row_major_shangrila_and_repeats() -> None:
    hyb_gates = {f"hyb.c{c}r0": ["hyboria"] for c in range(6)}
    u = open_universe(
        {"atl.c3r0": "city", "atl.c6r6": "city", "atl.c5r5": "blocked", "atl.c5r6": "blocked",
         "atl.c6r5": "blocked"},
        {"atl.c0r0": ["atlantis"], "atl.c6r0": ["atlantis"], **hyb_gates})
    city = u.space("atl.c3r0")
    assert city.name == u.space("atl.c0r0").name + " City", "equally near: the first Gate"
    assert u.space("atl.c6r6").name == SHANGRILA and u.by_id["atl.c6r6"] in u.shangrila
    names = [u.space(g).name for g in hyb_gates]
    listed = set(C.dimension["hyboria"].gates)
    assert sum(n in listed for n in names) == 5 and sum(n.endswith(" II") for n in names) == 1
    assert all(u.space(g).name.removesuffix(" II") in listed for g in hyb_gates)


# -- R-G5 -------------------------------------------------------------------------------------
def test_r_g5_control_is_occupation_and_a_pyramid_gives_no_defence() -> None:
    g = blank(2, 3, open_universe())
    s = g.state
    from hexrealms.games.hyborian_gates.board import controller, pyramids_held
    pyramid = "cha.c3r3"
    assert controller(s, at(s, pyramid)) is None
    put(s, 1, pyramid, "gae.trooper")
    assert controller(s, at(s, pyramid)) == 1 and pyramids_held(s, 1) == [at(s, pyramid)]
    put(s, 0, "cha.c2r2", "asg.trooper")
    _battle(g, "cha.c2r2", pyramid)
    assert totals(s)[1]["city"] == 0, "no defence bonus on a Pyramid"
    assert controller(s, at(s, pyramid)) == 1, "the defender holds it until the battle ends"


# -- R-G6 -------------------------------------------------------------------------------------
def test_r_g6_win_checked_at_turn_start_and_players_without_units_are_out() -> None:
    g = blank(3, 4)
    s = g.state
    for d in ("atl", "hyb", "asg"):
        put(s, 0, f"{d}.c3r3", "cha.monster")
    put(s, 1, "cha.c0r0", "cha.monster")
    g.act("end_move")
    settle(g)
    assert s.step != "over", "holding 3 Pyramids at the end of a turn does not win yet"
    assert s.active == 1
    g.act("end_move")
    settle(g)
    assert s.players[2].out, "seat 2 had no units at its turn start"
    assert s.step == "over" and s.winner == 0 and "3 Pyramids" in s.reason


def test_r_g6_last_player_standing_wins() -> None:
    g = blank(3, 4)
    s = g.state
    put(s, 0, "cha.c0r0", "cha.monster")
    g.act("end_move")
    settle(g)
    assert s.players[1].out and s.players[2].out
    assert s.step == "over" and s.winner == 0 and s.reason == "last player standing"


# -- R-G7 -------------------------------------------------------------------------------------
def test_r_g7_turn_order_from_the_seed_and_cities_in_different_dimensions() -> None:
    from hexrealms.core.rng import Rng
    ga, gb = new_game(4, 11, auto=False), new_game(4, 11, auto=False)
    a, b = ga.state, gb.state
    assert a.order == b.order and sorted(a.order) == [0, 1, 2, 3]
    expected = [0, 1, 2, 3]
    Rng(ga.config.map ^ ORDER_SALT).shuffle(expected)
    assert a.order == expected, "drawn from the public universe number"
    assert '"map"' in json.dumps(ga.view(None)["config"]), "the number is in the config"
    g = new_game(6, 12)
    s = g.state
    while s.step == "pick":
        seat = g.current_player
        options = pick_options(s, seat)  # type: ignore[arg-type]
        assert options and not set(options) & s.universe.shangrila
        taken = {s.universe.spaces[x.space].board for x in s.stacks.values()}
        assert not {s.universe.spaces[c].board for c in options} & taken
        g.act(ids(g)[-1])
    boards = {s.universe.spaces[x.space].board for x in s.stacks.values()}
    assert len(boards) == 6, "six players, six dimensions"
    assert all(len(x.units) == 6 for x in s.stacks.values())
    assert all(len(p.hand) >= 5 for p in s.players)


# -- R-G8 -------------------------------------------------------------------------------------
def test_r_g8_split_each_part_moves_once_enemies_stop_and_own_stacks_merge() -> None:
    g = blank(2, 5, open_universe())
    s = g.state
    st = put(s, 0, "atl.c0r0", "asg.vehicle", "cha.monster", "cha.monster")
    put(s, 1, "atl.c1r1", "gae.trooper")
    assert f"move:{st.sid}:atl.c3r0" in ids(g), "3 MP with the Vehicle"
    g.act(f"split:{st.sid}:asg.vehicle")
    party = next(x for x in s.stacks.values() if x.seat == 0 and x is not st)
    assert party.units == ["asg.vehicle"] and party.space == st.space
    assert f"move:{st.sid}:atl.c3r0" not in ids(g), "without its Vehicle the stack has 2 MP"
    assert f"move:{party.sid}:atl.c3r0" in ids(g), "the Vehicle moves on its own, 3 MP"
    assert f"move:{st.sid}:atl.c2r2" not in ids(g), "the enemy square at c1r1 stops a move"
    g.act(f"move:{party.sid}:atl.c2r0")
    assert not [i for i in ids(g) if i.startswith(f"move:{party.sid}")], "one move per turn"
    g.act(f"move:{st.sid}:atl.c2r0")
    assert [x.units for x in s.stacks.values() if x.seat == 0] == \
        [["asg.vehicle", "cha.monster", "cha.monster"]], "merged where the second stopped"
    # recruits never go onto an enemy stack
    u = open_universe({"gae.c1r1": "city"})
    g = blank(2, 5, u)
    s = g.state
    put(s, 0, "gae.c1r1", "gae.trooper")
    put(s, 1, "gae.c2r2", "gae.trooper")
    s.step = "turn_start"
    run(s)
    g.apply_chance("gae.monster")
    options = ids(g)
    assert "place:gae.c1r1" in options and "place:gae.c2r2" not in options
    assert len(options) == 8, "the City and its 7 other free neighbours"


# -- R-G9 -------------------------------------------------------------------------------------
def test_r_g9_monster_bonus_is_added_to_printed_force() -> None:
    assert C.kind["cha.monster"].fights_at == 8
    assert force_parts(["cha.monster"], ["cha.companion"], False)["total"] == 8
    assert force_parts(["gae.monster", "gae.companion"], [], False)["total"] == 5 + 2 + 3 + 1


# -- R-G10 ------------------------------------------------------------------------------------
def test_r_g10_window_alternates_and_closes_on_two_passes_winner_picks_casualties() -> None:
    g = blank(2, 6, open_universe())
    s = g.state
    put(s, 0, "osi.c0r0", "cha.monster", "cha.monster", "gae.monster")
    put(s, 1, "osi.c1r0", "hyb.trooper", "hyb.monster")
    give(s, 0, "vortex_tactics", "field_of_force")
    give(s, 1, "dark_lightning", "immunity")
    _battle(g, "osi.c0r0", "osi.c1r0")
    assert g.current_player == 0, "the attacker acts first"
    g.act("play:field_of_force")
    assert g.current_player == 1
    g.act("pass")
    assert g.current_player == 0 and s.battle is not None
    g.act("play:vortex_tactics")
    g.act("play:immunity")  # negates Vortex Tactics
    assert "play:immunity" not in ids(g)
    g.act("pass")
    assert s.battle.stage == "window", "a pass after a card does not close the window"
    g.act("play:dark_lightning")
    g.act("pass")
    g.act("pass")
    assert s.battle.stage == "roll"
    assert "Force 23 (Red) against 16 (Blue)" in s.log[-1], "Vortex Tactics was negated"
    g.apply_chance("6")  # capped at 2, −1 Field of Force, +1 Dark Lightning
    assert g.current_player == 0 and s.pending[-1].data["n"] == 2
    assert ids(g) == ["lose:cha.monster", "lose:gae.monster"], "the winner's owner picks"
    g.act("lose:gae.monster")  # the second casualty has no choice left: carried out
    assert [x.units for x in s.stacks.values()] == [["cha.monster"]]
    assert s.battle is None


def test_r_g10_tie_goes_to_the_defender() -> None:
    g = blank(2, 6, open_universe())
    s = g.state
    put(s, 0, "osi.c0r0", "gae.monster", "osi.trooper")  # 7 + 5
    put(s, 1, "osi.c1r0", "osi.trooper", "gae.monster")  # 5 + 7: both have a Trooper, no +6
    _battle(g, "osi.c0r0", "osi.c1r0")
    assert totals(s)[0]["total"] == totals(s)[1]["total"] == 12
    g.act("pass")
    g.act("pass")
    assert "Red's stack is destroyed" in s.log[-1], "a tie: the defender holds its ground"


# -- R-G11 ------------------------------------------------------------------------------------
def test_r_g11_card_timings() -> None:
    g = blank(2, 7, open_universe())
    s = g.state
    st = put(s, 0, "gae.c0r0", "gae.trooper", "asg.vehicle")
    put(s, 1, "gae.c1r0", "gae.trooper")
    give(s, 0, "gaean_magic", "power_surge", "moon_rider", "mind_jewel")
    move_phase = ids(g)
    assert "play:power_surge" in move_phase, "X: own turn outside battle"
    assert f"play:moon_rider:{st.sid}" in move_phase
    assert not any(i.startswith("play:gaean_magic") for i in move_phase), "battle cards wait"
    assert "play:mind_jewel:1" not in move_phase, "Mind Jewel needs a hand to look at"
    give(s, 1, "immunity")
    assert "play:mind_jewel:1" in ids(g)
    _battle(g, "gae.c0r0", "gae.c1r0")
    window = ids(g)
    assert "play:gaean_magic" in window and "play:power_surge" not in window
    assert f"play:moon_rider:{st.sid}" not in window, "Move Phase cards only in the Move Phase"
    assert "play:mind_jewel:1" in window, "XX: any decision point"


def test_r_g11_moon_rider_and_gate_master() -> None:
    u = open_universe(gates={"atl.c1r1": ["atlantis"], "atl.c5r5": ["atlantis"],
                             "osi.c6r6": ["osiris"]})
    g = blank(2, 7, u)
    s = g.state
    st = put(s, 0, "atl.c0r0", "asg.trooper")
    give(s, 0, "moon_rider", "gate_master")
    assert f"move:{st.sid}:atl.c3r0" not in ids(g)
    g.act(f"play:moon_rider:{st.sid}")
    assert f"move:{st.sid}:atl.c5r0" in ids(g) and f"move:{st.sid}:atl.c6r0" not in ids(g), \
        "2 + 3 MP"
    g = blank(2, 7, u)
    s = g.state
    st = put(s, 0, "atl.c1r1", "asg.trooper")
    give(s, 0, "gate_master")
    assert not any(i.startswith(f"move:{st.sid}:osi") for i in ids(g)), "not connected"
    g.act(f"play:gate_master:{st.sid}")
    assert "jump:osi.c6r6" in ids(g), "any other Gate, connected or not"
    g.act("jump:osi.c6r6")
    assert st.space == at(s, "osi.c6r6") and not st.done and st.spent == 1
    assert f"move:{st.sid}:osi.c5r5" in ids(g) and f"move:{st.sid}:osi.c4r4" not in ids(g), \
        "1 MP left after the hop"


def test_r_g11_peace_bringer_and_red_field_last_through_the_owners_next_turn() -> None:
    g = blank(2, 8, open_universe())
    s = g.state
    mine = put(s, 0, "hyb.c0r0", "hyb.trooper")
    theirs = put(s, 1, "hyb.c2r0", "hyb.trooper")
    other = put(s, 1, "hyb.c2r2", "hyb.monster")
    give(s, 0, "peace_bringer", "red_field_of_force")
    g.act("play:peace_bringer:1")
    assert g.current_player == 1 and ids(g) == ["respond:accept"], "always asked"
    g.act("respond:accept")
    g.act(f"play:red_field_of_force:{other.sid}")
    g.act("respond:accept")
    assert other.held and s.players[1].peace
    g.act("end_move")
    settle(g)
    assert s.active == 1 and g.current_player == 1
    assert not any(i.startswith(f"move:{other.sid}") for i in ids(g)), "held"
    assert f"move:{theirs.sid}:hyb.c1r0" in ids(g)
    assert f"move:{theirs.sid}:hyb.c0r0" not in ids(g), "no moving into battle"
    g.act("end_move")
    settle(g)
    assert not other.held and not s.players[1].peace, "both expired with that turn"
    assert mine.id in s.stacks


def test_r_g11_mentalists_victim_chooses_and_immunity_in_the_response_window() -> None:
    g = blank(2, 9, open_universe())
    s = g.state
    put(s, 0, "cha.c0r0", "cha.monster")
    put(s, 1, "cha.c6r6", "cha.monster")
    give(s, 0, "mentalists", "mentalists")
    give(s, 1, "immunity", "bionics", "rampage", "chaos_monster", "doom_suit")
    g.act("play:mentalists:1")
    assert ids(g) == ["respond:accept", "respond:immunity"]
    g.act("respond:immunity")
    assert len(s.players[1].hand) == 4 and g.current_player == 0
    g.act("play:mentalists:1")
    g.act("respond:accept")
    assert g.current_player == 1 and s.pending[-1].kind == "discard"
    g.act("discard:doom_suit")
    g.act("discard:bionics")
    g.act("discard:rampage")
    assert s.players[1].hand == ["chaos_monster"] and g.current_player == 0


def test_r_g11_mind_jewel_shows_the_hand_to_the_looker_only() -> None:
    g = blank(3, 10, open_universe())
    s = g.state
    for seat in range(3):
        put(s, seat, f"osi.c{seat}r0", "osi.trooper")
    give(s, 0, "mind_jewel")
    give(s, 1, "doom_suit", "bionics")
    g.act("play:mind_jewel:1")
    g.act("respond:accept")
    peek = [p for p in g.view(0)["table"]["panels"] if p["id"] == "peek-1"]
    assert [c["name"] for c in peek[0]["cards"]] == ["Bionics", "Doom Suit"]
    for viewer in (None, 1, 2):
        assert not [p for p in g.view(viewer)["table"]["panels"] if p["id"].startswith("peek")]
        assert "doom_suit" not in json.dumps(g.view(viewer)["log"])


# -- R-G12 ------------------------------------------------------------------------------------
def test_r_g12_taken_units_join_at_once_and_dead_units_go_back() -> None:
    g = blank(2, 11, open_universe())
    s = g.state
    put(s, 0, "gae.c0r0", "gae.trooper", "gae.trooper", "gae.trooper", "gae.trooper",
        "gae.trooper", "gae.companion")
    put(s, 1, "gae.c1r0", "cha.monster", "hyb.trooper")
    give(s, 0, "monster_friendship")
    before = count_units(s)
    _battle(g, "gae.c0r0", "gae.c1r0")
    g.act("play:monster_friendship:cha.monster")
    g.act("pass")
    g.act("pass")
    assert "Force 32 (Red) against 4 (Blue)" in s.log[-1], \
        "the taken Monster fights for Red: 24 printed + 2 built in + 6 from the Companion"
    g.apply_chance("1")
    g.act("lose:gae.companion")
    assert count_units(s) == before, "every counter is in a pile or a stack"
    assert s.piles["hyb.trooper"] == before["hyb.trooper"], "the loser's units went back"
    assert [x.units for x in s.stacks.values()] == [["cha.monster"] + ["gae.trooper"] * 5]


def test_r_g12_an_empty_deck_takes_the_discard_pile() -> None:
    g = blank(2, 11, open_universe())
    s = g.state
    put(s, 0, "gae.c0r0", "gae.trooper")
    s.discard = dict(s.deck)
    s.deck = {c: 0 for c in s.deck}
    total = count_cards(s)
    s.step = "turn_start"
    run(s)
    settle(g)
    assert "The discard pile is shuffled into a new deck." in s.log
    assert count_cards(s) == total and len(s.players[0].hand) == 3
    assert sum(s.deck.values()) == 66 - 3 and not s.discard


# -- R-G13 ------------------------------------------------------------------------------------
def test_r_g13_stacks_public_hands_secret() -> None:
    g = new_game(3, 13)
    to_move_phase(g)
    v0, v1, public = g.view(0), g.view(1), g.view(None)
    hand0 = g.state.players[0].hand
    for view, visible in ((v0, True), (v1, False), (public, False)):
        panel = next(p for p in view["table"]["panels"] if p["id"] == "hand-0")
        if visible:
            assert [c["name"] for c in panel["cards"]] == [C.card[c].name for c in hand0]
            assert panel["hidden_count"] == 0
        else:
            assert panel["cards"] == [] and panel["hidden_count"] == len(hand0)
    pieces = [p for sp in public["table"]["spaces"] for p in sp["pieces"]]
    assert {p["seat"] for p in pieces} == {0, 1, 2}
    assert all(len(p["parts"]) == p["count"] for p in pieces)
    assert rules.current(g.state) in (0, 1, 2)
