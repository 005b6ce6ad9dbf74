"""Property tests over random legal play (hypothesis): every game ends, the box's contents are
conserved at every step, and the same config, seed and actions give the same state_hash —
also through a save link and through undo."""

from __future__ import annotations

import os

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexrealms import Game
from hexrealms.core import game as game_module
from hexrealms.core.rng import Rng
from hexrealms.games.hyperborea.invariants import broken_rules

#: No random game has come near this many decisions; reaching it means the game loops.
MAX_STEPS = 30_000

configs = st.fixed_dictionaries({
    "players": st.integers(2, 6),
    "mode": st.sampled_from(["invasion", "race_war"]),
    "length": st.sampled_from(["short", "regular", "long"]),
    "variants": st.fixed_dictionaries({"open_map": st.booleans(),
                                       "prime_objective": st.booleans()}),
    "seed": st.integers(0, 2**62),
})


def play(config: dict[str, Any], choices: int, check: bool = True) -> tuple[Game, list[str]]:
    """Plays a whole game choosing uniformly among the legal actions with ``Rng(choices)``."""
    game = Game.new(dict(config, ruleset="hyperborea"))
    pick = Rng(choices)
    taken: list[str] = []
    while not game.finished:
        assert len(taken) < MAX_STEPS, "the game did not end"
        legal = game.legal_actions()
        assert legal, "no legal action although the game is not over"
        action = pick.choice(legal)["id"]
        game.act(action)
        taken.append(action)
        if check:
            assert broken_rules(game.state) == []
    return game, taken


SLOW = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)


# The suite plays 8 whole games, checked at every step (30 took 73 s in a full run, the
# slowest engine test by far; the suite keeps a modest count, and bench/soak.py plays
# thousands with the same checks). For a big count, on demand:
#   HEXREALMS_PROPERTY_EXAMPLES=1000 python -m pytest tests/hyperborea/test_properties.py
@settings(SLOW, max_examples=int(os.environ.get("HEXREALMS_PROPERTY_EXAMPLES", "8")))
@given(configs, st.integers(0, 2**32))
def test_random_games_end_and_conserve_everything(config: dict[str, Any], choices: int) -> None:
    game, _ = play(config, choices)
    result = game.result()
    assert result is not None and game.current_player is None
    assert sorted(result["ranking"]) == list(range(config["players"]))
    for row in result["players"]:
        assert row["total"] == sum(row["breakdown"].values())
        assert set(row["breakdown"]) == {"gems", "ghosts", "killed", "cubes", "objectives",
                                         "technologies", "control"}


@settings(SLOW, max_examples=8)
@given(configs, st.integers(0, 2**32))
def test_same_seed_and_actions_same_hash_and_link_replays(config: dict[str, Any], choices: int) -> None:
    game, taken = play(config, choices, check=False)
    again = Game.new(dict(config, ruleset="hyperborea"))
    for action in taken:
        again.act(action)
    assert again.state_hash() == game.state_hash()
    assert Game.from_link(game.to_link()).state_hash() == game.state_hash()


@settings(SLOW, max_examples=8)
@given(configs, st.integers(0, 2**32), st.integers(1, 400), st.sampled_from([0, 1, 400]))
def test_mid_game_link_and_undo(config: dict[str, Any], choices: int, stop: int,
                                tail: int) -> None:
    """A loaded link undoes exactly as the game it was made from, however few of its last
    steps keep undo checkpoints (``tail``: 0 and 1 force the second replay)."""
    game = Game.new(dict(config, ruleset="hyperborea"))
    pick = Rng(choices)
    for _ in range(stop):
        if game.finished:
            break
        game.act(pick.choice(game.legal_actions())["id"])
    kept = game_module.REPLAY_TAIL
    game_module.REPLAY_TAIL = tail
    try:
        loaded = Game.from_link(game.to_link())
    finally:
        game_module.REPLAY_TAIL = kept
    assert loaded.state_hash() == game.state_hash()
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.can_undo == game.can_undo
    if loaded.can_undo:
        loaded.undo()
        game.undo()
        assert loaded.state_hash() == game.state_hash()
    if not game.finished:
        before = game.state_hash()
        game.act(pick.choice(game.legal_actions())["id"])
        if game.can_undo:
            game.undo()
            assert game.state_hash() == before


def test_broken_rules_reports_a_lost_cube_and_an_extra_gem() -> None:
    game = Game.new({"ruleset": "hyperborea", "players": 3, "seed": 5})
    pick = Rng(5)
    for _ in range(60):
        game.act(pick.choice(game.legal_actions())["id"])
    assert broken_rules(game.state) == []
    broken = game.state.clone()
    broken.reserve["red"] -= 1
    broken.players[0].gems += 1
    problems = broken_rules(broken)
    assert len(problems) == 2
    assert problems[0].startswith("red cubes:") and problems[0].endswith("!= 24")
    assert problems[1].startswith("Gems:") and problems[1].endswith("!= 72")
    assert broken_rules(game.state) == [], "the game's own state is untouched"
