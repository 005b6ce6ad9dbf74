"""Hyperborea's action details (ARCHITECTURE.md, "Action detail"): every legal action carries
the side list's group and a rules sentence; what points at the table names map hexagons or
board slots; a walk knows its two ends; ending the turn asks first exactly when something
would go unspent."""

from __future__ import annotations

from typing import Any

import pytest

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.games.hyperborea.detail import GROUPS

from ..table_ids import places
from .conftest import give, me, new_game, reveal_all, started

#: The side list's grouping for the kinds whose group never depends on state.
FIXED_GROUPS = {"place": "Place a cube", "unused": "Place a cube", "city": "Cities and ruins",
                "explore": "Cities and ruins", "play_stored": "Cities and ruins",
                "move": "Effects", "fly": "Effects", "attack": "Effects", "develop": "Effects",
                "upgrade": "Civilization and race", "end_turn": "End",
                "race_tile": "Decision", "extra_cube": "Decision", "development": "Decision",
                "option": "Decision", "pay_cube": "Decision", "ruin": "Decision"}


def _check(game: Game, actions: list[dict[str, Any]]) -> None:
    spaces = places(game.view()["table"])
    for a in actions:
        d = a["detail"]
        assert d["group"] in GROUPS, (a["id"], d)
        assert isinstance(d["help"], str) and d["help"].strip(), a["id"]
        if game.state.decisions:
            assert d["group"] == "Decision", a["id"]
        elif a["kind"] in FIXED_GROUPS:
            assert d["group"] == FIXED_GROUPS[a["kind"]], a["id"]
        for key in ("at", "from", "to"):
            if key in d:
                assert d[key] in spaces, (a["id"], key, d[key])
        if a["kind"] in ("move", "fly"):
            assert d["to"] == d["at"] == a["args"][1] and d["from"] != d["to"]
            assert d["piece"] == a["args"][0] and d["cost"] >= 1
        if a["kind"] in ("attack", "ranged", "convert", "fortress", "miniature", "clone",
                         "pay_miniature", "city", "explore"):
            assert "at" in d, a["id"]
        assert ("confirm" in d) <= (a["kind"] == "end_turn"), a["id"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_legal_action_has_a_group_help_and_real_hexagons(players: int) -> None:
    game = new_game(players, seed=40 + players, mode="race_war" if players % 2 else "invasion")
    pick = Rng(players)
    for _ in range(700):
        if game.finished:
            break
        actions = game.legal_actions()
        _check(game, actions)
        game.act(pick.choice(actions)["id"])


def _nothing_left(game: Game) -> None:
    """The active player has no cube to place, no effect in the pool, no upgrade open."""
    p = me(game)
    p.available = []
    game.state.pool = []
    p.development = {row: min(level, 3) for row, level in p.development.items()}


def _end_turn(game: Game) -> dict[str, Any]:
    return next(a["detail"] for a in game.legal_actions() if a["kind"] == "end_turn")


def test_ending_the_turn_with_nothing_left_asks_nothing() -> None:
    game = started(3, seed=5)
    _nothing_left(game)
    detail = _end_turn(game)
    assert "confirm" not in detail and detail["group"] == "End"
    assert detail["help"].startswith("End the turn: your available cubes go to the unused area")


def test_ending_the_turn_with_cubes_and_effects_left_asks_first_with_plurals_right() -> None:
    game = started(3, seed=5)
    _nothing_left(game)
    me(game).available = ["red"]
    assert _end_turn(game)["confirm"] == (
        "End the turn with 1 cube not placed? Ending draws from your bag, so it cannot be "
        "undone.")
    me(game).available = ["red", "blue"]
    reveal_all(game)
    give(game, "movement", 1)
    question = _end_turn(game)["confirm"]
    assert question.startswith("End the turn with 2 cubes not placed and 1 movement point unspent?")
    give(game, "movement", 1)
    assert "2 movement points unspent" in _end_turn(game)["confirm"]


def test_an_upgrade_open_is_worth_asking_about_and_an_empty_bag_says_reset() -> None:
    game = started(3, seed=5)
    _nothing_left(game)
    p = me(game)
    p.development["science"] = 4
    p.bag = {c: 0 for c in p.bag}
    assert _end_turn(game)["confirm"] == (
        "End the turn with an upgrade open? Ending starts a Reset (your bag is empty), so it "
        "cannot be undone.")


def test_effects_no_action_can_spend_do_not_count() -> None:
    """A Gem can always be taken, but a Fortress needs a hexagon: with none it is no loss."""
    game = started(3, seed=5)
    _nothing_left(game)
    for m in me(game).miniatures:
        m.hex, m.site = None, None
    give(game, "fortress", 1)
    assert "confirm" not in _end_turn(game)
    give(game, "gem", 1)
    assert "1 Gem unspent" in _end_turn(game)["confirm"]


def test_a_walk_names_its_ends_its_miniature_and_its_cost() -> None:
    game = started(2, seed=3)
    reveal_all(game)
    give(game, "movement", 3)
    walk = next(a for a in game.legal_actions() if a["kind"] == "move")
    mini = next(m for m in me(game).miniatures if m.id == walk["args"][0])
    assert walk["detail"]["from"] == game.state.hexes[mini.hex].id
    assert walk["detail"]["to"] == walk["detail"]["at"] == walk["args"][1]
    assert walk["detail"]["piece"] == mini.id and walk["detail"]["group"] == "Effects"
    assert "movement point" in walk["detail"]["help"]
