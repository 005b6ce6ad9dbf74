"""The rulebook's setup and turn structure, section by section."""

from __future__ import annotations

import pytest

from hexrealms.games.hyperborea.board import COLOURS
from hexrealms.games.hyperborea.turn import capital_of

from .conftest import give, ids, me, place, started


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_steps_4_to_6(players: int) -> None:
    """Setup: 6 cubes + 1 extra of the player's choice in the bag, 3 drawn; Development markers
    3/2/1/0/0/0; 8 face-up cards, 2 per deck, each with a grey cube (rulebook steps 4–6)."""
    g = started(players)
    s = g.state
    for p in s.players:
        assert sum(p.bag.values()) + len(p.available) == 7 and len(p.available) == 3
        owned = {c: p.bag.get(c, 0) + p.available.count(c) for c in COLOURS}
        assert owned[p.extra_cube] == 2 and sum(owned.values()) == 7
        assert sorted(p.development.values()) == [0, 0, 0, 1, 2, 3]
    assert all(len([c for c in row if c]) == 2 for row in s.market)
    assert all(all(row) for row in s.market_grey)
    assert s.reserve["grey"] == 36 - 8
    assert sum(len(d) for d in s.decks) == 64 - 8


def test_first_player_is_random() -> None:
    from hexrealms import Game
    g = Game.new({"ruleset": "hyperborea", "players": 4, "seed": 1}, auto_chance=False)
    assert g.chance_outcomes() == [(f"first:{i}", 0.25) for i in range(4)]


def test_turn_start_removes_own_fortresses_only() -> None:
    """Fortress tokens stay until the beginning of the owner's next turn (rulebook, "Fortress")."""
    g = started(2)
    s = g.state
    a = s.current
    b = 1 - a
    s.hexes[0].fortresses = [a, b]
    g.act("end_turn")
    assert s.current == b and s.hexes[0].fortresses == [a], "b's own Fortress left at b's turn"
    g.act("end_turn")
    assert s.current == a and s.hexes[0].fortresses == []


def test_rulings_5_minimum_three_miniatures_at_turn_start() -> None:
    """RULINGS 5: checked at the start of the owner's turn only; new miniatures go to the
    Capital hexagon, outside the city, while the reserve lasts."""
    g = started(2)
    s = g.state
    b = 1 - s.current
    for m in s.players[b].miniatures[:2]:
        m.hex = None
    assert sum(1 for m in s.players[b].miniatures if m.hex is not None) == 1
    g.act("end_turn")
    on_map = [m for m in s.players[b].miniatures if m.hex is not None]
    assert len(on_map) == 3
    assert all(m.hex == capital_of(s, b) and m.site is None for m in on_map)


def test_cube_placement_is_mandatory_by_end_of_turn() -> None:
    """Cubes left in the available area go to the unused area at the end of the turn."""
    g = started(2)
    p = me(g)
    left = list(p.available)
    in_bag = sum(p.bag.values())
    g.act("end_turn")
    assert sorted(p.unused) == sorted(left)
    assert len(p.available) == min(3, in_bag), "then the next 3 are drawn"


def test_end_of_turn_draws_up_to_three() -> None:
    g = started(2)
    p = me(g)
    p.bag = {c: 0 for c in p.bag}
    p.bag["red"] = 2
    g.act("end_turn")
    assert sorted(p.available) == ["red", "red"] and sum(p.bag.values()) == 0


def test_activation_generates_effects() -> None:
    """Completing a set of a Base Technology generates its effect (Exploration: green +
    multicolour = 2 movement)."""
    g = started(2)
    p = me(g)
    p.available = ["green", "red"]
    g.act("place:green:base.exploration.0.0")
    assert g.state.pool == []
    g.act("place:red:base.exploration.0.1")
    assert [(e.kind, e.amount) for e in g.state.pool] == [("movement", 2)]
    assert p.base["exploration"].spent
    assert not any(i.startswith("place:") and "exploration" in i for i in ids(g))


def test_cube_colours_fit_their_spaces() -> None:
    """Single-colour spaces take their colour, multicolour any but grey, grey spaces only grey."""
    g = started(2)
    p = me(g)
    p.available = ["grey", "blue"]
    grey_places = [i for i in ids(g) if i.startswith("place:grey:")]
    assert all(".base." not in i for i in grey_places) and not any("base" in i for i in grey_places)
    blue = [i for i in ids(g) if i.startswith("place:blue:base.")]
    assert "place:blue:base.science.0.0" in blue and "place:blue:base.trade.0.1" in blue
    assert "place:blue:base.trade.0.0" not in blue  # yellow space


def test_city_activation_freezes_the_miniature() -> None:
    """Entering a free city gains its effect at once; the miniature cannot leave until Reset
    (rulebook, "Activating cities")."""
    g = started(2)
    s = g.state
    p = me(g)
    cap = s.hexes[capital_of(s, p.seat)]
    mini = next(m for m in p.miniatures if m.hex == cap.index)
    g.act(f"city:{mini.id}:{cap.id}.c0")
    assert mini.site == ("city", 0) and cap.city_occupants[0] == p.seat
    assert [(e.kind, e.amount) for e in s.pool] == [("develop", 1)]
    assert not any(i.startswith("city:") and f"{cap.id}.c0" in i for i in ids(g)), "city occupied"
    give(g, "movement", 3)
    assert not any(i.startswith(f"move:{mini.id}:") for i in ids(g)), "frozen miniature"


def test_exploring_a_ruin_takes_the_top_token() -> None:
    g = started(2)
    s = g.state
    p = me(g)
    ruin_hex = next(h for h in s.hexes if h.home_of == p.seat and h.ruin_tokens)
    place(s, p.seat, ruin_hex.index)
    mini = next(m for m in p.miniatures if m.hex == ruin_hex.index)
    g.act(f"explore:{mini.id}:{ruin_hex.id}.r0")
    assert ruin_hex.ruin_tokens[0] == 1 and ruin_hex.ruin_occupants[0] == p.seat
    assert ids(g) == ["ruin:use", "ruin:store"]
    g.act("ruin:store")
    assert p.stored_ruin and p.stored_ruin.startswith("bronze.")
    assert "play_stored" in ids(g)


def test_upgrade_denise_example() -> None:
    """Denise's upgrade (rulebook, "Upgrading the civilization"): purple at 6 drops to 0 for
    2 purple cubes; blue at 4 could drop for 1; she leaves it. With 1 cube left in the bag she
    then draws all 3."""
    g = started(2)
    p = me(g)
    p.development.update(science=4, growth=6)
    p.bag = {c: 0 for c in p.bag}
    p.bag["orange"] = 1
    reserve = g.state.reserve["purple"]
    assert "upgrade:science" in ids(g) and "upgrade:growth" in ids(g)
    g.act("upgrade:growth")
    assert p.development["growth"] == 0 and p.bag["purple"] == 2
    assert g.state.reserve["purple"] == reserve - 2
    g.act("end_turn")
    assert len(p.available) == 3 and sum(p.bag.values()) == 0


def test_upgrade_limited_by_the_reserve() -> None:
    g = started(2)
    p = me(g)
    p.development["growth"] = 6
    g.state.reserve["purple"] = 1
    before = p.bag["purple"]
    g.act("upgrade:growth")
    assert p.bag["purple"] == before + 1, "only 1 cube left in the reserve"
    assert g.state.reserve["purple"] == 0 and p.development["growth"] == 0
