"""Every effect of the vocabulary (rulebook, "Ruins, technologies and cities effects")."""

from __future__ import annotations

from hexrealms.games.hyperborea.content import Modifier
from hexrealms.games.hyperborea.effects import activate, gain
from hexrealms.games.hyperborea.layout import adjacency
from hexrealms.games.hyperborea.state import GHOST, TechSlots
from hexrealms.games.hyperborea.technology import new_card_slots

from .conftest import bundle, card_where, clear_map, fx, give, ids, me, place, reveal_all, started


def _two_hexes(g, terrain_a: str | None = None):  # type: ignore[no-untyped-def]
    s = g.state
    reveal_all(g)
    clear_map(s)
    adj = adjacency(len(s.players))
    return s, adj


def test_gem_effect() -> None:
    g = started(2)
    give(g, "gem", 2)
    g.act("gem")
    g.act("gem")
    assert me(g).gems == 2 and "gem" not in ids(g)


def test_fortress_absorbs_an_attack_first() -> None:
    """A Fortress absorbs one attack point and is removed, before any miniature is killed."""
    g = started(2)
    s, adj = _two_hexes(g)
    a, b = s.current, 1 - s.current
    place(s, a, 0)
    place(s, b, 0, 2)
    s.hexes[0].fortresses = [b]
    give(g, "attack", 2)
    g.act(f"attack:h0.{b}.out")
    assert s.hexes[0].fortresses == [] and sum(m.hex == 0 for m in s.players[b].miniatures) == 2
    g.act(f"attack:h0.{b}.out")
    assert sum(m.hex == 0 for m in s.players[b].miniatures) == 1


def test_rulings_6_killed_opponents_and_the_graveyard() -> None:
    """RULINGS 6: the first miniature of a colour goes to the killer's graveyard; a second of
    that colour goes back to its reserve, and with one of every opponent already in the
    graveyard the killer gains 1 Gem then."""
    g = started(2)
    s, adj = _two_hexes(g)
    a, b = s.current, 1 - s.current
    place(s, a, 0)
    place(s, b, 0, 3)
    give(g, "attack", 3)
    g.act(f"attack:h0.{b}.out")
    assert sum(1 for m in s.players[b].miniatures if m.grave == a) == 1
    g.act(f"attack:h0.{b}.out")
    assert sum(1 for m in s.players[b].miniatures if m.grave == a) == 1
    assert me(g).gems == 1, "graveyard holds one of every (the only) opponent"


def test_rulings_6_no_gem_until_every_opponent_is_in_the_graveyard() -> None:
    g = started(3)
    s, adj = _two_hexes(g)
    a = s.current
    b = (a + 1) % 3  # the third player is never attacked
    place(s, a, 0)
    place(s, b, 0, 2)
    give(g, "attack", 2)
    g.act(f"attack:h0.{b}.out")
    g.act(f"attack:h0.{b}.out")
    assert me(g).gems == 0
    assert sum(1 for m in s.players[b].miniatures if m.hex is None and m.grave is None) == 9


def test_attack_kills_a_ghost_into_the_graveyard() -> None:
    g = started(2)
    s, adj = _two_hexes(g)
    a = s.current
    h = next(h for h in s.hexes if h.region != "homeland" and h.city_occupants)
    h.city_occupants[0] = GHOST
    s.ghost_box -= 1
    place(s, a, h.index)
    give(g, "attack")
    g.act(f"attack:{h.id}.ghost.c0")
    assert me(g).ghosts_killed == 1 and h.city_occupants[0] is None


def test_rulings_7_ranged_attack_never_scores() -> None:
    """RULINGS 7: a ranged attack hits an adjacent hexagon; a Ghost goes back to the box, a
    miniature to its owner's reserve."""
    g = started(2)
    s, adj = _two_hexes(g)
    a, b = s.current, 1 - s.current
    near = adj[0][0]
    place(s, a, near)
    place(s, b, 0)
    h0 = s.hexes[0]
    ghost_site = "c0" if h0.city_occupants else "r0"
    (h0.city_occupants if h0.city_occupants else h0.ruin_occupants)[0] = GHOST
    s.ghost_box -= 1
    box = s.ghost_box
    give(g, "ranged_attack", 2)
    g.act(f"ranged:h0.ghost.{ghost_site}")
    g.act(f"ranged:h0.{b}.out")
    assert s.ghost_box == box + 1 and me(g).ghosts_killed == 0
    assert all(m.grave is None for m in s.players[b].miniatures)
    assert sum(1 for m in s.players[b].miniatures if m.hex is None) == 10


def test_miniature_effect_goes_to_a_homeland_city_hexagon() -> None:
    g = started(2)
    s = g.state
    p = me(g)
    give(g, "miniature")
    homes = {h.id for h in s.hexes if h.home_of == p.seat and h.city_occupants}
    assert {i.split(":")[1] for i in ids(g) if i.startswith("miniature:")} == homes


def test_cloning_goes_where_the_player_already_is() -> None:
    g = started(2)
    s, adj = _two_hexes(g)
    a = s.current
    place(s, a, 0)
    give(g, "cloning")
    assert [i for i in ids(g) if i.startswith("clone:")] == ["clone:h0"]
    g.act("clone:h0")
    assert sum(1 for m in me(g).miniatures if m.hex == 0) == 2


def test_develop_any_same_different_and_overflow() -> None:
    """Develop: a "2x" may go on any rows; "same row" all at once with the excess lost;
    "different rows" never twice on one row (rulebook, "Develop")."""
    g = started(2)
    p = me(g)
    p.development = {r: 0 for r in p.development} | {"science": 5}
    give(g, "develop", 2, rows="same")
    g.act("develop:0:science")
    assert p.development["science"] == 6 and g.state.pool == []
    give(g, "develop", 2, rows="different")
    g.act("develop:0:trade")
    assert "develop:0:trade" not in ids(g) and "develop:0:science" not in ids(g)
    g.act("develop:0:growth")
    give(g, "develop", 2)
    g.act("develop:0:trade")
    g.act("develop:0:trade")
    assert p.development["trade"] == 3


def test_cube_drawing_and_generation() -> None:
    g = started(2)
    p = me(g)
    bag = sum(p.bag.values())
    give(g, "cube_draw", 1)
    g.act("draw")
    assert len(p.available) == 4 and sum(p.bag.values()) == bag - 1
    give(g, "cube_gen", 1, colour="red")
    assert [i for i in ids(g) if i.startswith("cube_gen")] == ["cube_gen:0:red"]
    red = p.bag["red"]
    g.act("cube_gen:0:red")
    assert p.bag["red"] == red + 1
    give(g, "cube_gen", 1)
    assert len([i for i in ids(g) if i.startswith("cube_gen")]) == 6


def test_cube_restoration_reopens_a_spent_technology() -> None:
    """Restoring a cube from an activated technology lets it activate again when refilled."""
    g = started(2)
    p = me(g)
    p.available = ["green", "red", "blue"]
    g.act("place:green:base.exploration.0.0")
    g.act("place:red:base.exploration.0.1")
    give(g, "cube_restore")
    g.act("restore:base.exploration.1")
    assert p.bag["red"] >= 1 and not p.base["exploration"].spent
    g.act("place:blue:base.exploration.0.1")
    assert sum(e.amount for e in g.state.pool if e.kind == "movement") == 4


def test_rulings_11_effects_vanish_at_end_of_turn_and_interleave() -> None:
    """RULINGS 11: effects from several activations combine in any order; what is left at the
    end-of-turn phase is lost."""
    g = started(2)
    give(g, "movement", 1)
    give(g, "movement", 2)
    assert [(e.kind, e.amount) for e in g.state.pool] == [("movement", 3)]
    g.act("end_turn")
    assert g.state.pool == []


def test_instead_and_bonus_modifiers() -> None:
    """"Instead" rewrites every generated effect; "bonus" adds one per activation however many
    effects it generated (reference manual FAQ, Council of Elders)."""
    g = started(2)
    s = g.state
    p = me(g)
    bonus = card_where(lambda c: any(m.mode == "bonus" and m.trigger == "develop" for m in c.modifiers))
    p.cards[bonus] = new_card_slots(bonus)
    p.cards[bonus].live = True
    s.activations += 1
    gain(s, p.seat, [fx("develop", 2), fx("develop")], s.activations)
    assert sum(e.amount for e in s.pool if e.kind == "develop") == 4
    instead = [Modifier(mode="instead", trigger="movement", produce="fly")]
    from hexrealms.games.hyperborea import effects as eff
    orig = eff.live_modifiers
    eff.live_modifiers = lambda player: [(0, m) for m in instead]  # type: ignore[assignment]
    try:
        s.pool = []
        gain(s, p.seat, [fx("movement", 2)], s.activations + 1)
        assert [(e.kind, e.amount) for e in s.pool] == [("fly", 2)]
    finally:
        eff.live_modifiers = orig


def test_adjacent_opponents_suffer_and_owner_gains_per_victim() -> None:
    """"All adjacent opponents": every opponent with a miniature in or next to a hexagon where
    the active player has one; Plundering-style effects give the owner one reward per victim
    who paid; an opponent without Gems is unaffected (FAQ)."""
    g = started(3)
    s, adj = _two_hexes(g)
    a = s.current
    b, c = (a + 1) % 3, (a + 2) % 3
    place(s, a, 0)
    place(s, b, adj[0][0])
    far = next(i for i in range(len(s.hexes)) if i != 0 and i not in adj[0]
               and not set(adj[i]) & {0})
    place(s, c, far)
    s.players[b].gems = 2
    s.players[c].gems = 2
    s.gem_supply -= 4
    activate(s, a, bundle(adjacent=(fx("remove_gem"),), per_victim=(fx("gem"),)), "test")
    assert s.players[b].gems == 1 and s.players[c].gems == 2
    assert [(e.kind, e.amount) for e in s.pool] == [("gem", 1)]
    s.players[b].gems = 0
    s.gem_supply += 1
    s.pool = []
    activate(s, a, bundle(adjacent=(fx("remove_gem"),), per_victim=(fx("gem"),)), "test")
    assert s.pool == [], "no Gems: unaffected, no reward"


def test_negative_develop_is_the_victims_decision() -> None:
    g = started(2)
    s, adj = _two_hexes(g)
    a, b = s.current, 1 - s.current
    place(s, a, 0)
    place(s, b, 0)
    s.players[b].development = {r: 0 for r in s.players[b].development} | {"trade": 2, "growth": 1}
    activate(s, a, bundle(fx("gem"), adjacent=(fx("negative_develop"),)), "test")
    assert g.current_player == b
    assert sorted(ids(g)) == ["lower:growth", "lower:trade"]
    g.act("lower:trade")
    assert s.players[b].development["trade"] == 1 and g.current_player == a


def test_rulings_18_costs_are_paid_in_full_or_nothing_happens() -> None:
    """RULINGS 18 ("Corruption"): a remove-a-cube cost that cannot be paid in full means the
    activation has no effect."""
    g = started(2)
    s = g.state
    p = me(g)
    p.available, p.unused = ["grey"], []
    for slots in p.base.values():
        slots.cubes = [None] * len(slots.cubes)
    activate(s, p.seat, bundle(fx("gem", 3), cost=(fx("remove_cube"),)), "test")
    assert s.pool == [] and not s.decisions
    p.available = ["red", "grey"]
    activate(s, p.seat, bundle(fx("gem", 3), cost=(fx("remove_cube"),)), "test")
    assert ids(g) == ["pay_cube:available.red"]
    g.act("pay_cube:available.red")
    assert p.available == ["grey"] and sum(e.amount for e in s.pool if e.kind == "gem") == 3


def test_removed_cube_replaced_by_the_generated_cube_in_place() -> None:
    """Remove a cube to gain a cube: the new cube takes the removed cube's place, whatever the
    colour requirement (rulebook, "Remove action", IMPORTANT)."""
    g = started(2)
    s = g.state
    p = me(g)
    p.available = ["red"]
    p.base["warfare"] = TechSlots(chosen=0, cubes=["red", None])
    activate(s, p.seat, bundle(fx("cube_gen", colour="blue"), cost=(fx("remove_cube"),)), "test")
    g.act("pay_cube:base.warfare.0")
    assert p.base["warfare"].cubes == ["blue", None]


def test_rulings_18_espionage_copies_but_never_espionage() -> None:
    g = started(2)
    s = g.state
    b = 1 - s.current
    spy_card = card_where(lambda c: c.bundle and any(e.kind == "espionage" for e in c.bundle.effects))
    plain = card_where(lambda c: c.bundle and c.bundle.effects and not c.bundle.cost
                       and not c.bundle.adjacent and not c.bundle.options
                       and not any(e.kind == "espionage" for e in c.bundle.effects))
    s.players[b].cards = {spy_card: TechSlots(chosen=0), plain: TechSlots(chosen=0)}
    give(g, "espionage")
    assert [i for i in ids(g) if i.startswith("spy:")] == [f"spy:{plain}"]
    g.act(f"spy:{plain}")
    from hexrealms.games.hyperborea.content import rules_content
    made = {e.kind for e in rules_content().card(plain).bundle.effects}  # type: ignore[union-attr]
    assert made <= {e.kind for e in s.pool} | {"gem"}


def test_rulings_13_advanced_technology_acquisition() -> None:
    """RULINGS 13: the optional refresh puts the 2 old cards of a deck at its bottom and deals
    2 new ones before choosing; the taken card's grey cube goes to the unused area and a new
    card refills the row with a grey cube."""
    g = started(2)
    s = g.state
    p = me(g)
    old = list(s.market[0])
    give(g, "advanced_technology")
    g.act("refresh:1")
    assert s.deck_bottoms[0] == old and all(c not in old for c in s.market[0])
    assert all(i.startswith("take:") for i in ids(g)) and len(ids(g)) == 8
    taken = s.market[0][0]
    g.act(f"take:{taken}")
    assert taken in p.cards and p.unused == ["grey"] and p.cards_acquired == 1
    assert s.market[0][0] not in (None, taken) and s.market_grey[0][0]
    # one effect, one card: the refresh spent it, so no second take or refresh is offered
    assert not any(e.kind == "advanced_technology" for e in s.pool)
    assert not any(i.startswith(("take:", "refresh:")) for i in ids(g))


def test_a_card_activates_and_continuous_goes_live() -> None:
    g = started(2)
    s = g.state
    p = me(g)
    cont = card_where(lambda c: c.continuous and c.start_of_turn)
    from hexrealms.games.hyperborea.content import rules_content
    c = rules_content().card(cont)
    p.cards[cont] = TechSlots(chosen=0, cubes=[None] * len(c.spaces))
    fill = {"multi": "red"}
    p.available = [fill.get(sp, sp) for sp in c.spaces]
    for i, sp in enumerate(c.spaces):
        g.act(f"place:{fill.get(sp, sp)}:card.{cont}.{i}")
    assert p.cards[cont].live
    g.act("end_turn")
    g.act("end_turn")
    kinds = {e.kind for e in s.pool}
    assert {e.kind for e in c.start_of_turn} <= kinds, "start-of-turn effects arrive"
