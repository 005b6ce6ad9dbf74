"""Hyperborea's story (ARCHITECTURE.md, "The view": LOG ENTRY; issue "every decision, a bot's
included, as one readable line"): each decision adds a line in the game's words, turns begin
with a ``{"round", "title"}`` heading, plurals agree — and a version-1 game writes exactly the
lines it always wrote, because its save links' hashes cover its log."""

from __future__ import annotations

import re

import pytest

from hexrealms import Game
from hexrealms.core.rng import Rng

from .conftest import give, me, new_game, reveal_all, started


def _lines(game: Game) -> list[str]:
    return [e for e in game.state.log if isinstance(e, str)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_decision_adds_a_line_and_turns_begin_with_a_heading(players: int) -> None:
    game = new_game(players, seed=60 + players, mode="race_war" if players % 2 else "invasion")
    pick = Rng(players * 3)
    decisions = 0
    while not game.finished:
        before = len(game.state.log)
        game.act(pick.choice(game.legal_action_ids()))
        decisions += 1
        new = game.state.log[before:]
        assert any(isinstance(e, str) for e in new), f"decision {decisions} told nothing"
        for entry in new:
            if isinstance(entry, dict):  # a turn began: the round the view shows
                assert set(entry) == {"round", "title"}
                s = game.state
                assert entry["title"] == f"{s.players[s.current].name}'s turn"
                assert entry["round"] == game.view()["turn"]
    assert len(_lines(game)) >= decisions
    headings = [e for e in game.state.log if isinstance(e, dict)]
    assert headings[0] == {"round": 1, "title": "Setup"}
    rounds = [h["round"] for h in headings]
    assert rounds == sorted(rounds) and rounds[-1] > 1
    for line in _lines(game):
        assert "(s)" not in line and line.strip() == line and line
        assert not re.search(r"\b1 \w+ (cubes|points|Gems|miniatures)\b", line), line
        assert not re.search(r"\b([02-9]|\d\d) \w* ?(cube|point|Gem|miniature)\b(?!s)", line), line
    assert not any(line.startswith("—") for line in _lines(game))


def test_a_version_1_game_keeps_its_old_turn_lines_and_no_headings() -> None:
    game = new_game(3, seed=9, rules_version=1)
    pick = Rng(9)
    for _ in range(300):
        game.act(pick.choice(game.legal_action_ids()))
    assert all(isinstance(e, str) for e in game.state.log)
    s = game.state
    assert any(e == f"— {p.name}'s turn —" for e in s.log for p in s.players)
    assert not any("places" in e or "walks from" in e for e in s.log)


def test_the_log_is_out_of_the_hash_from_version_2_and_in_it_for_version_1() -> None:
    for version, counted in ((2, False), (1, True)):
        game = new_game(3, seed=4, rules_version=version)
        before = game.state_hash()
        game.state.log.append("a line of narration")
        assert (game.state_hash() != before) is counted


def test_a_walk_is_told_with_both_hexagons_and_its_cost() -> None:
    game = started(2, seed=3)
    reveal_all(game)
    give(game, "movement", 3)
    walk = next(a for a in game.legal_actions() if a["kind"] == "move")
    game.act(walk["id"])
    cost = walk["detail"]["cost"]
    points = "1 movement point" if cost == 1 else f"{cost} movement points"
    assert game.state.log[-1].startswith(
        f"{me(game).name} walks from {walk['detail']['from']} to {walk['args'][1]} ({points})")


def test_placing_and_ending_say_how_many_cubes_never_which_are_drawn() -> None:
    game = started(2, seed=3)
    name = me(game).name
    place = next(a for a in game.legal_actions() if a["kind"] == "place")
    game.act(place["id"])
    colour = place["args"][0]
    assert re.match(rf"{name} places an? {colour} cube on \w+", _lines(game)[-1] if not
                    _lines(game)[-1].startswith(f"{name} activates") else _lines(game)[-2])
    left = len(me(game).available)
    game.act("end_turn")
    told = next(line for line in reversed(_lines(game)) if "ends the turn" in line)
    assert told.startswith(f"{name} ends the turn")
    if left:
        assert f"({left} cube{'s' if left != 1 else ''} go" in told
    assert re.search(r"draws \d cubes?$|a Reset$", told)
    assert not any(c in told for c in ("red", "green", "blue", "yellow", "orange", "purple"))


def test_an_upgrade_says_its_cubes_with_the_plural_right() -> None:
    game = started(2, seed=3)
    p = me(game)
    p.development["science"] = 6
    game.act("upgrade:science")
    assert game.state.log[-1] == (f"{p.name} upgrades Science: the marker drops to 0, "
                                  "2 blue cubes from the reserve into the bag")
    p.development["trade"] = 4
    game.act("upgrade:trade")
    assert game.state.log[-1].endswith("1 yellow cube from the reserve into the bag")
