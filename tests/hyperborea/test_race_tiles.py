"""The twelve Race tiles of Race War games (rulebook, "Race effect list"; reference manual FAQ;
RULINGS 17)."""

from __future__ import annotations

from hexrealms.games.hyperborea.content import rules_content
from hexrealms.games.hyperborea.state import GHOST

from .conftest import clear_map, give, ids, me, new_game, place, reveal_all


def race_game(race: str, side: str, seat_race_other: str = "emerald_kingdom"):  # type: ignore[no-untyped-def]
    """A 2-player Race War game where the first player is ``race`` with tile ``side``."""
    other = seat_race_other if race != seat_race_other else "red_duchy"
    g = new_game([{"race": race}, {"race": other}], seed=5, mode="race_war")
    s = g.state
    while s.setup_queue:
        seat, step = s.setup_queue[0]
        options = ids(g)
        if step == "race_tile":
            g.act(f"race_tile:{race}.{side}" if s.players[seat].race == race else options[0])
        else:
            g.act(options[0])
    while s.current != 0:
        g.act("end_turn")
    return g


def test_every_race_has_tiles_a_and_b_offered_at_setup() -> None:
    g = new_game([{"race": "coral_throne"}, {"race": "golden_barony"}], mode="race_war")
    seat = g.current_player
    race = g.state.players[seat].race
    assert ids(g) == [f"race_tile:{race}.A", f"race_tile:{race}.B"]


def test_red_duchy_a_discount_on_attack_technologies() -> None:
    g = race_game("red_duchy", "A")
    p = me(g)
    p.available = ["purple"]
    g.act("place:purple:base.growth.1.0")  # purple + red: Miniature + Attack
    assert g.state.pool == [], "the red space is not multicolour or green"
    p.available = ["red"]
    g.act("place:red:base.warfare.1.0")  # red + green: Attack + Movement, green space left empty
    assert {e.kind for e in g.state.pool} == {"attack", "movement"}


def test_red_duchy_b_two_tokens_each_once() -> None:
    g = race_game("red_duchy", "B")
    p = me(g)
    assert [i for i in ids(g) if i.startswith("race:")] == [
        "race:fortress", "race:attack", "race:ranged_attack"]
    g.act("race:ranged_attack")
    g.act("race:attack")
    assert {e.kind for e in g.state.pool} == {"attack", "ranged_attack"}
    assert not [i for i in ids(g) if i.startswith("race:")] and p.race_tokens == []


def test_emerald_kingdom_a_movement_token_once_per_reset() -> None:
    g = race_game("emerald_kingdom", "A")
    p = me(g)
    g.act("race:movement")
    assert "race:movement" not in ids(g)
    assert [(e.kind, e.amount) for e in g.state.pool] == [("movement", 1)]
    p.bag = {c: 0 for c in p.bag}
    p.available = []
    g.act("end_turn")  # empty bag: Reset — the token goes back on the tile
    while g.state.current != p.seat:
        g.act("end_turn")
    assert "race:movement" in ids(g)


def test_emerald_kingdom_b_ignores_terrain() -> None:
    g = race_game("emerald_kingdom", "B")
    s = g.state
    reveal_all(g)
    clear_map(s)
    p = me(g)
    from hexrealms.games.hyperborea.layout import adjacency
    from hexrealms.games.hyperborea.mapmaking import face_of
    adj = adjacency(2)
    pair = next((a, b) for a in range(len(s.hexes)) for b in adj[a]
                if face_of(s.hexes[b], s).terrain in ("forest", "mountain")  # type: ignore[union-attr]
                and face_of(s.hexes[a], s).terrain != face_of(s.hexes[b], s).terrain)  # type: ignore[union-attr]
    (m,) = place(s, p.seat, pair[0])
    give(g, "movement", 1)
    assert f"move:{m}:h{pair[1]}" in ids(g)


def test_purple_matriarchy_a_converts_ghosts_with_standard_attacks_only() -> None:
    g = race_game("purple_matriarchy", "A")
    s = g.state
    reveal_all(g)
    clear_map(s)
    p = me(g)
    h = next(h for h in s.hexes if h.region != "homeland" and h.city_occupants)
    h.city_occupants[0] = GHOST
    s.ghost_box -= 1
    place(s, p.seat, h.index)
    give(g, "ranged_attack")
    assert not any(i.startswith("convert:") for i in ids(g)), "not with a ranged attack"
    give(g, "attack")
    box = s.ghost_box
    g.act(f"convert:{h.id}.ghost.c0")
    assert s.ghost_box == box + 1 and p.ghosts_killed == 0
    assert sum(1 for m in p.miniatures if m.hex == h.index) == 2


def test_purple_matriarchy_b_starts_with_outposts() -> None:
    g = race_game("purple_matriarchy", "B")
    p = me(g)
    outposts = next(c for c in rules_content().advanced_technologies if c.race == "purple_matriarchy")
    assert outposts.name == "Outposts"
    assert list(p.cards) == [outposts.id] and p.start_card == outposts.id
    assert p.cards_acquired == 0 and "grey" not in p.unused
    assert all(outposts.id not in deck for deck in g.state.decks + g.state.market)


def test_golden_barony_a_starts_with_two_gems() -> None:
    assert me(race_game("golden_barony", "A")).gems == 2


def test_golden_barony_b_sacrifice_a_gem_once_per_reset() -> None:
    g = race_game("golden_barony", "B")
    p = me(g)
    assert not any(i.startswith("race:") for i in ids(g)), "no Gem to sacrifice"
    p.gems = 1
    g.state.gem_supply -= 1
    assert sorted(i for i in ids(g) if i.startswith("race:")) == [
        "race:attack", "race:cube_draw", "race:develop", "race:movement"]
    g.act("race:develop")
    assert p.gems == 0 and [(e.kind, e.amount) for e in g.state.pool] == [("develop", 3)]
    p.gems = 1
    g.state.gem_supply -= 1
    assert not any(i.startswith("race:") for i in ids(g)), "once per Reset"


def test_coral_throne_a_eliminates_a_grey_cube_for_a_gem() -> None:
    g = race_game("coral_throne", "A")
    s = g.state
    p = me(g)
    p.available = ["grey", "red"]
    grey = s.reserve["grey"]
    g.act("race:coral_red")
    assert p.gems == 1 and s.reserve["grey"] == grey + 1 and p.unused == ["red"]


def test_coral_throne_b_grey_on_orange_not_on_multicolour() -> None:
    g = race_game("coral_throne", "B")
    p = me(g)
    p.available = ["grey"]
    places = [i for i in ids(g) if i.startswith("place:grey:base.")]
    assert "place:grey:base.progress.0.0" in places
    assert "place:grey:base.progress.0.1" not in places


def test_celestial_reign_a_chooses_alchemy_or_diplomacy() -> None:
    g = new_game([{"race": "celestial_reign"}, {}], seed=5, mode="race_war")
    s = g.state
    while s.setup_queue[0][1] == "race_tile" and s.players[s.setup_queue[0][0]].race != "celestial_reign":
        g.act(ids(g)[0])
    g.act("race_tile:celestial_reign.A")
    names = sorted(rules_content().card(i.split(":")[1]).name for i in ids(g))
    assert names == ["Alchemy", "Diplomacy"]
    choice = ids(g)[0].split(":")[1]
    g.act(ids(g)[0])
    assert s.players[0].start_card == choice and s.players[0].cards_acquired == 0


def test_celestial_reign_b_science_draws_two_cubes() -> None:
    g = race_game("celestial_reign", "B")
    p = me(g)
    p.available = ["blue", "red", "green"]
    g.act("place:blue:base.science.0.0")
    g.act("place:red:base.science.0.1")
    g.act("place:green:base.science.0.2")
    kinds = {(e.kind, e.amount) for e in g.state.pool}
    assert ("advanced_technology", 1) in kinds and ("cube_draw", 2) in kinds
