"""Multiverse War's combat module: the brief's combat scenarios (S-M1, S-M2, S-M3, S-M6, S-M7,
S-M8), counters striking first, wounds bounded by HP, determinism for given faces, the plan's
dice asked one roll at a time, and properties over random battles (hits never exceed the dice,
more hitting faces never help the defender)."""

from __future__ import annotations

from typing import Callable, Sequence

import pytest
from hypothesis import given, settings, strategies as st

from hexrealms.games.multiverse_war.combat import (
    Battle, Fighter, ability_unlocked, after_rest, answers, dice_needed, faces, hit_faces,
    max_hp, plan, promotions, resolve, roll_outcomes, support_worth)
from hexrealms.games.multiverse_war.content import content

C = content()
D = C.dice
MISS = "health"          # a face that hits for nobody
STAR = "star"            # a face that hits for everybody


def roll_all(battle: Battle, face_for: Callable[[int, int], str]) -> list[tuple[str, ...]]:
    """Feed the battle rolls one at a time, as the game's chance nodes would: ``face_for(i, k)``
    is die ``k`` of the roll for the plan's ``i``-th strike."""
    rolls: list[tuple[str, ...]] = []
    while (need := dice_needed(battle, rolls)) is not None:
        rolls.append(tuple(face_for(need.index, k) for k in range(need.dice)))
    return rolls


def misses(battle: Battle) -> list[tuple[str, ...]]:
    return roll_all(battle, lambda i, k: MISS)


def stars(battle: Battle) -> list[tuple[str, ...]]:
    return roll_all(battle, lambda i, k: STAR)


# -- the brief's scenarios ---------------------------------------------------------------------

def test_s_m1_horseman_attacks_pikeman_pikeman_strikes_first() -> None:
    b = Battle(Fighter("horseman"), Fighter("pikeman"))
    first, second = plan(b)
    assert (first.striker, first.target) == ("defender", "attacker")
    assert first.counters and first.how == "counter" and first.dice == D.counter_dice
    assert second.striker == "attacker"
    r = resolve(b, misses(b))
    assert r.order == ("defender", "attacker")
    # a countering strike hits anyway, without a critical
    assert r.blows[0].landed and not r.blows[0].critical
    assert r.wounds["attacker"] == C.unit["pikeman"].dmg


def test_s_m1_a_countering_critical_adds_damage() -> None:
    b = Battle(Fighter("horseman"), Fighter("pikeman"))
    r = resolve(b, [("sword", STAR, MISS)])
    assert r.blows[0].critical
    assert r.wounds["attacker"] == C.unit["pikeman"].dmg + D.crit_dmg


def test_s_m2_swordsman_attacks_archer_archer_first_swordsman_answers_if_alive() -> None:
    b = Battle(Fighter("swordsman"), Fighter("archer"))
    r = resolve(b, misses(b))
    assert r.order == ("defender", "attacker")
    assert r.blows[1].landed and r.wounds["defender"] == min(C.unit["swordsman"].dmg,
                                                             C.unit["archer"].hp)
    # a swordsman with one HP left dies to the archer's shot and never answers
    hp = max_hp(Fighter("swordsman"))
    dying = Battle(Fighter("swordsman", wounds=hp - 1), Fighter("archer"))
    r = resolve(dying, misses(dying))
    assert r.order == ("defender",) and r.slain == ("attacker",)
    assert r.wounds["defender"] == 0 and r.track == {"defender": 1}


def test_s_m3_pikeman_attacks_swordsman_defender_first() -> None:
    b = Battle(Fighter("pikeman"), Fighter("swordsman"))
    assert [s.striker for s in plan(b)] == ["defender", "attacker"]
    assert plan(b)[0].counters


def test_s_m6_support_three_to_one_defender_rolls_three_dice() -> None:
    b = Battle(Fighter("pikeman", support=3), Fighter("scout", support=1))
    mine, theirs = plan(b)
    assert mine.how == "sure"                      # no penalty: the melee strike just hits
    assert theirs.how == "roll" and theirs.dice == D.base - 1 and theirs.penalties == ("support",)


def test_s_m6_and_heavy_armour_two_dice() -> None:
    b = Battle(Fighter("swordsman", support=3), Fighter("scout", support=1))
    theirs = plan(b)[1]
    assert theirs.dice == D.base - 2
    assert sorted(theirs.penalties) == ["heavy_armour", "support"]


def test_s_m7_swordsman_with_three_wounds_rests_to_one() -> None:
    assert after_rest(3) == 1
    assert after_rest(1) == 0


def test_s_m8_second_archer_kill_unlocks_volley_for_every_archer() -> None:
    track = 1
    assert not ability_unlocked(track)
    b = Battle(Fighter("archer", track=track), Fighter("scout", wounds=1))
    r = resolve(b, stars(b))
    assert r.slain == ("defender",) and r.track == {"attacker": 1}
    reached = promotions(track, r.track["attacker"])
    assert [x.id for x in reached] == ["blooded"]
    assert ability_unlocked(track + 1)     # the track is the type's: new Archers too
    assert C.unit["archer"].ability == "volley"


# -- counters, answers, penalties ---------------------------------------------------------------

@pytest.mark.parametrize("spoke", C.counters, ids=lambda s: f"{s.striker}>{s.target}")
def test_counters_strike_first_whoever_attacks(spoke) -> None:
    fighter_of = {}
    for u in C.units:
        fighter_of.setdefault(u.cls, u.id)
    for h in C.heroes:
        fighter_of.setdefault(h.cls, h.id)
    striker, target = fighter_of[spoke.striker], fighter_of[spoke.target]

    def f(kind: str) -> Fighter:
        return Fighter(kind, hp=C.hero_rules.start_hp if kind in C.hero else None)

    as_attacker = Battle(f(striker), f(target))
    first = plan(as_attacker)[0]
    assert first.striker == "attacker" and first.counters and first.dice == D.counter_dice
    as_defender = Battle(f(target), f(striker))
    if answers(as_defender):
        first = plan(as_defender)[0]
        assert first.striker == "defender" and first.counters and first.dice == D.counter_dice
    else:       # a rider cannot answer a shot: the shooter strikes alone
        assert [s.striker for s in plan(as_defender)] == ["attacker"]


def test_no_counter_attacker_first() -> None:
    b = Battle(Fighter("scout"), Fighter("pikeman"))
    assert [s.striker for s in plan(b)] == ["attacker", "defender"]
    assert not any(s.counters for s in plan(b))


def test_a_civilian_never_answers_and_is_slain() -> None:
    b = Battle(Fighter("scout"), Fighter("builder"))
    assert not answers(b)
    r = resolve(b)
    assert r.slain == ("defender",) and r.wounds["defender"] == C.unit["builder"].hp


def test_shots_are_answered_only_by_ranged_units_in_reach() -> None:
    assert not answers(Battle(Fighter("archer"), Fighter("pikeman")))
    assert answers(Battle(Fighter("archer"), Fighter("archer")))
    assert not answers(Battle(Fighter("archer"), Fighter("archer"), answerable=False))


def test_siege_answers_only_siege() -> None:
    assert not answers(Battle(Fighter("horseman"), Fighter("catapult")))
    assert not answers(Battle(Fighter("archer"), Fighter("catapult")))
    assert answers(Battle(Fighter("catapult"), Fighter("catapult")))


def test_assassinate_is_never_answered() -> None:
    hp = C.hero_rules.start_hp
    b = Battle(Fighter("assassin", hp=hp, active=("assassinate",)), Fighter("archer"))
    assert not answers(b) and [s.striker for s in plan(b)] == ["attacker"]
    assert answers(Battle(Fighter("assassin", hp=hp), Fighter("archer")))


def test_ranged_always_rolls_forest_costs_a_die_hill_shoots_down() -> None:
    (s,) = plan(Battle(Fighter("archer"), Fighter("scout")))
    assert s.how == "roll" and s.dice == D.base
    (s,) = plan(Battle(Fighter("archer"), Fighter("scout", terrain="forest")))
    assert s.dice == D.base - 1 and s.penalties == ("forest",)
    (s,) = plan(Battle(Fighter("archer", terrain="hill"), Fighter("scout")))
    assert s.how == "sure" and s.dice == 0
    (s,) = plan(Battle(Fighter("archer", terrain="hill"), Fighter("scout", terrain="hill")))
    assert s.how == "roll"


def test_a_rider_rolls_against_walls_and_a_catapult_hits_buildings_harder() -> None:
    (s,) = plan(Battle(Fighter("horseman"), Fighter("barracks")))
    assert s.how == "roll" and s.penalties == ("mounted_vs_building",)
    (s,) = plan(Battle(Fighter("catapult", active=("bombard",)), Fighter("barracks")))
    assert s.damage == C.unit["catapult"].building_dmg


def test_destroying_a_building_marks_the_track_and_kills_the_garrison() -> None:
    bar = C.building["barracks"]
    b = Battle(Fighter("catapult"), Fighter("barracks", wounds=bar.hp - 1,
                                            garrison=Fighter("pikeman")))
    r = resolve(b, stars(b))
    assert r.slain == ("defender",) and r.garrison_lost and r.track == {"attacker": 1}


def test_a_garrison_strikes_for_its_building() -> None:
    b = Battle(Fighter("horseman"), Fighter("guard_tower", garrison=Fighter("archer",
                                                                            in_building=True)))
    first, second = plan(b)
    assert first.striker == "attacker" and second.striker == "defender"
    b = Battle(Fighter("scout"), Fighter("guard_tower", garrison=Fighter("archer",
                                                                         in_building=True)))
    assert plan(b)[1].how == "sure"            # shot down from the tower


def test_interceptor_strikes_the_rider_first() -> None:
    b = Battle(Fighter("horseman", wounds=max_hp(Fighter("horseman")) - 1), Fighter("archer"),
               interceptor=Fighter("pikeman"))
    r = resolve(b, misses(b))
    assert r.order == ("interceptor",) and r.slain == ("attacker",)
    assert r.track == {"interceptor": 1}
    with pytest.raises(ValueError):
        plan(Battle(Fighter("scout"), Fighter("archer"), interceptor=Fighter("pikeman")))


def test_ranks_add_hp_and_damage_brace_adds_damage() -> None:
    veteran = next(r for r in C.ranks if r.hp)
    elite = next(r for r in C.ranks if r.dmg)
    assert max_hp(Fighter("pikeman", track=veteran.at)) == C.unit["pikeman"].hp + veteran.hp
    (s, _) = plan(Battle(Fighter("pikeman", track=elite.at, active=("brace",)),
                         Fighter("scout")))
    brace = C.ability["brace"].amount or 0
    assert s.damage == C.unit["pikeman"].dmg + elite.dmg + brace


def test_guard_counts_as_two_supporters() -> None:
    assert support_worth() == 1
    assert support_worth(("guard",)) == 2
    assert support_worth(("rally",)) == 2


def test_roll_outcomes_weigh_every_ordered_roll() -> None:
    for n in range(1, D.base + 1):
        outs = roll_outcomes(n)
        assert sum(w for _, w in outs) == len(faces()) ** n
        assert len({o for o, _ in outs}) == len(outs)


def test_wrong_rolls_are_refused() -> None:
    b = Battle(Fighter("archer"), Fighter("scout"))
    with pytest.raises(ValueError):
        resolve(b)
    with pytest.raises(ValueError):
        resolve(b, [(MISS,)])
    with pytest.raises(ValueError):
        resolve(b, [(MISS,) * D.base, (MISS,) * D.base])
    with pytest.raises(ValueError):
        resolve(b, [("nothing",) * D.base])


# -- properties --------------------------------------------------------------------------------

MILITARY = [u.id for u in C.units if u.military]
ALL = [u.id for u in C.units]
PASSABLE = [t.id for t in C.terrains if t.passable]


@st.composite
def fighters(draw, kinds: Sequence[str]) -> Fighter:
    kind = draw(st.sampled_from(kinds))
    f = Fighter(kind, track=draw(st.integers(0, 6)), terrain=draw(st.sampled_from(PASSABLE)),
                support=draw(st.integers(0, 5)),
                active=tuple(x for x in (C.unit[kind].ability,) if x and draw(st.booleans())))
    return Fighter(kind, wounds=draw(st.integers(0, max_hp(f) - 1)), track=f.track,
                   terrain=f.terrain, support=f.support, active=f.active)


@st.composite
def battles(draw) -> Battle:
    return Battle(draw(fighters(MILITARY)), draw(fighters(ALL)), answerable=draw(st.booleans()))


face_ids = st.sampled_from(list(faces()))


@settings(max_examples=200, deadline=None)
@given(battles(), st.data())
def test_hits_never_exceed_dice_and_wounds_never_exceed_hp(b: Battle, data) -> None:
    rolls = roll_all(b, lambda i, k: data.draw(face_ids))
    r = resolve(b, rolls)
    for blow in r.blows:
        assert 0 <= blow.hits <= blow.strike.dice == len(blow.faces)
    for side, f in (("attacker", b.attacker), ("defender", b.defender)):
        assert f.wounds <= r.wounds[side] <= max_hp(f)
    assert resolve(b, rolls) == r                              # deterministic
    assert set(r.slain) <= {"attacker", "defender"}


@settings(max_examples=200, deadline=None)
@given(battles(), st.data())
def test_more_hit_faces_never_help_the_defender(b: Battle, data) -> None:
    """Turning some of the attacker's faces into Stars never leaves the defender better off:
    it takes at least as many wounds, and the attacker no more."""
    strikes = plan(b)
    table = {i: [data.draw(face_ids) for _ in range(s.dice)] for i, s in enumerate(strikes)}
    upgraded = {i: [STAR if s.striker == "attacker" and data.draw(st.booleans()) else f
                    for f in table[i]] for i, s in enumerate(strikes)}
    r0 = resolve(b, roll_all(b, lambda i, k: table[i][k]))
    r1 = resolve(b, roll_all(b, lambda i, k: upgraded[i][k]))
    assert r1.wounds["defender"] >= r0.wounds["defender"]
    assert r1.wounds["attacker"] <= r0.wounds["attacker"]
