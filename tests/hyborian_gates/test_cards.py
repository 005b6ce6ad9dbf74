"""Card effects beyond the rulings and scenarios: each effect kind of the vocabulary."""

from __future__ import annotations

from hexrealms.games.hyborian_gates.battle import in_effect, totals
from hexrealms.games.hyborian_gates.content import content
from hexrealms.games.hyborian_gates.force import card_bonus
from hexrealms.games.hyborian_gates.invariants import count_units
from hexrealms.games.hyborian_gates.state import Play

from .conftest import at, blank, give, ids, open_universe, put, settle, stack_at

CARD = content().card


def _attack(g, frm: str, to: str) -> None:  # type: ignore[no-untyped-def]
    g.act(f"move:{stack_at(g.state, frm, 0).sid}:{to}")
    g.act("end_move")


def test_boost_cards_count_their_units() -> None:
    units = ["cha.monster", "cha.companion", "atl.companion", "hyb.trooper"]
    bonus = {c: card_bonus(CARD[c].effect, units) for c in CARD}
    assert bonus["gaean_magic"] == bonus["vortex_tactics"] == 4
    assert bonus["web_spinner"] == 2 and bonus["bold_ones"] == 1 and bonus["bionics"] == 0
    assert bonus["brotherhood"] == 4, "+2 per Companion"
    assert bonus["chaos_monster"] == 6 and bonus["hyborian_hero"] == 6
    assert bonus["nebula_cruiser"] == 0 and bonus["rampage"] == 5
    assert bonus["doom_suit"] == 0


def test_immunity_against_immunity_restores_the_card() -> None:
    plays = [Play(0, "chaos_monster"), Play(1, "immunity", None, 0), Play(0, "immunity", None, 1)]
    assert in_effect(plays) == [True, False, True]
    assert in_effect(plays[:2]) == [False, True]


def test_power_surge_draws_three() -> None:
    g = blank(2, 41, open_universe())
    s = g.state
    put(s, 0, "atl.c0r0", "atl.trooper")
    give(s, 0, "power_surge")
    g.act("play:power_surge")
    assert g.current_player == "chance"
    settle(g)
    assert len(s.players[0].hand) == 3 and s.discard == {"power_surge": 1}


def test_mercenaries_recruit_at_a_city_you_control() -> None:
    g = blank(2, 42, open_universe({"gae.c0r0": "city"}))
    s = g.state
    put(s, 0, "gae.c0r0", "gae.trooper")
    give(s, 0, "mercenaries")
    assert ids(g).count("play:mercenaries:gae.c0r0") == 1
    g.act("play:mercenaries:gae.c0r0")
    g.apply_chance("gae.monster")
    assert s.pending[-1].kind == "place"
    g.act("place:gae.c1r1")
    assert stack_at(s, "gae.c1r1", 0).units == ["gae.monster"]
    assert "move:" + stack_at(s, "gae.c1r1", 0).sid + ":gae.c2r2" in ids(g), "it may move"


def test_dimension_walk_goes_anywhere_and_ends_in_battle() -> None:
    g = blank(2, 43, open_universe({"osi.c6r6": "blocked"}))
    s = g.state
    st = put(s, 0, "atl.c0r0", "cha.monster")
    put(s, 1, "osi.c5r5", "osi.trooper")
    give(s, 0, "dimension_walk")
    g.act(f"play:dimension_walk:{st.sid}")
    options = ids(g)
    assert "walk:osi.c5r5" in options and "walk:osi.c6r6" not in options
    assert "walk:atl.c0r0" not in options and len([o for o in options if o.startswith("walk")]) == 294 - 2
    g.act("walk:osi.c5r5")
    assert st.space == at(s, "osi.c5r5") and st.done
    g.act("end_move")
    assert s.battle is not None


def test_destroy_fizzles_when_its_target_is_gone_and_rampage_boosts_a_monster() -> None:
    g = blank(2, 44, open_universe())
    s = g.state
    put(s, 0, "hyb.c0r0", "hyb.trooper", "cha.monster")
    put(s, 1, "hyb.c1r0", "asg.vehicle", "gae.monster")
    give(s, 0, "crash_landing", "crash_landing", "rampage")
    _attack(g, "hyb.c0r0", "hyb.c1r0")
    assert "play:crash_landing:asg.vehicle" in ids(g)
    g.act("play:crash_landing:asg.vehicle")
    g.act("pass")
    g.act("play:crash_landing:asg.vehicle")  # the only Vehicle will be gone: this one fizzles
    g.act("pass")
    g.act("play:rampage")
    assert totals(s)[0]["cards"] == 5
    g.act("pass")
    g.act("pass")
    assert s.log.count("Crash Landing: Blue loses an Asgard Vehicle.") == 1, "once, then fizzles"
    assert "Force 23 (Red) against 7 (Blue)" in s.log[-1], "4 + 8 + 6 Trooper + 5 Rampage"


def test_mer_lass_takes_a_trooper_which_then_counts_for_the_taker() -> None:
    g = blank(2, 45, open_universe())
    s = g.state
    put(s, 0, "atl.c0r0", "atl.monster")
    put(s, 1, "atl.c1r0", "osi.trooper", "osi.trooper")
    give(s, 0, "mer_lass")
    units = count_units(s)
    _attack(g, "atl.c0r0", "atl.c1r0")
    g.act("play:mer_lass:osi.trooper")
    g.act("pass")
    g.act("pass")
    # Red: 6 + 5 (both sides have Troopers now) = 11; Blue: 5
    assert "Force 11 (Red) against 5 (Blue)" in s.log[-1]
    g.apply_chance("1")
    settle(g)
    assert count_units(s) == units


def test_field_of_force_and_dark_lightning_apply_after_the_cap() -> None:
    g = blank(2, 46, open_universe())
    s = g.state
    put(s, 0, "cha.c0r0", "cha.monster", "cha.monster", "cha.companion")
    put(s, 1, "cha.c1r0", "cha.companion")
    give(s, 0, "field_of_force")
    _attack(g, "cha.c0r0", "cha.c1r0")
    g.act("play:field_of_force")
    g.act("pass")
    g.act("pass")
    g.apply_chance("6")  # min(6, 1) − 1 = 0
    assert len(stack_at(s, "cha.c1r0", 0).units) == 3 and s.battle is None
