"""Multiverse War's whole-game properties (hypothesis over seeded random play of the starter
scenario): every game ends; the same seed and decisions give the same ``state_hash``; and
after every decision the position is one the rules allow — each unit on a revealed passable
hex, never two military units (the advanced scenario's formations aside) or two seats' units
on one hex, 12 blocks a player at most, gold never below 0, at most 4 buildings of a kind a
player, and every living unit with fewer wounds than HP."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.games.multiverse_war.content import content
from hexrealms.games.multiverse_war.invariants import broken_rules

C = content()
SLOW = settings(deadline=None, derandomize=False, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**31 - 1)


def new(players: int, seed: int, turn_limit: str = "short") -> Game:
    return Game.new({"ruleset": "multiverse_war", "players": players, "seed": seed,
                     "turn_limit": turn_limit})


def play(game: Game, seed: int, steps: int = 30_000) -> list[str]:
    """Random decisions until the game ends (or ``steps``), the invariants checked after each."""
    pick, taken = Rng(seed), []
    assert broken_rules(game.state) == []
    while not game.finished and len(taken) < steps:
        action = pick.choice(game.legal_action_ids())
        game.act(action)
        taken.append(action)
        broken = broken_rules(game.state)
        assert broken == [], f"after {action!r} (decision {len(taken)}): {broken}"
    return taken


@given(players=st.integers(2, 4), seed=seeds)
@settings(SLOW, max_examples=3)
def test_random_games_end_and_every_position_keeps_the_rules(players: int, seed: int) -> None:
    """Every game ends (a short game: by round 12 at the latest; the contract tests play
    games without a limit to the end) with a winner, and no decision on the way breaks an
    invariant."""
    game = new(players, seed)
    play(game, seed)
    assert game.finished and game.current_player is None
    result = game.result()
    assert result is not None and 0 <= result["winner"] < players and result["reason"]
    assert game.state.round <= C.variants.turn_limit.short


@given(players=st.integers(2, 4), seed=seeds, steps=st.integers(30, 150))
@settings(SLOW, max_examples=3)
def test_the_same_seed_and_decisions_give_the_same_state_hash(players: int, seed: int,
                                                                steps: int) -> None:
    """Determinism (principle 5): replaying a game's decisions from the same seed gives the
    same ``state_hash`` after every decision, and its link opens to the same position."""
    first = new(players, seed, turn_limit="none")
    pick, taken, hashes = Rng(seed), [], []
    while not first.finished and len(taken) < steps:
        taken.append(pick.choice(first.legal_action_ids()))
        first.act(taken[-1])
        hashes.append(first.state_hash())
    again = new(players, seed, turn_limit="none")
    for action, h in zip(taken, hashes):
        again.act(action)
        assert again.state_hash() == h
    assert Game.from_link(first.to_link()).state_hash() == first.state_hash()


def test_the_invariants_catch_a_broken_position() -> None:
    """The checker itself: each rule broken by hand is reported."""
    game = new(2, 5)
    play(game, 5, steps=120)
    state = game.state
    assert state.units, "random play recruits"
    u = min(state.units.values(), key=lambda x: x.id)
    copy = state.clone()
    copy.units[u.id].wounds = 99
    assert any("wounds" in b for b in broken_rules(copy))
    copy = state.clone()
    copy.players[0].gold = -1
    assert any("gold" in b for b in broken_rules(copy))
    copy = state.clone()
    face_down = copy.realm.slot_hexes(copy.realm.face_down_slots()[0])[0] \
        if copy.realm.face_down_slots() else None
    if face_down is not None:
        copy.units[u.id].at = face_down
        assert any("face-down" in b for b in broken_rules(copy))
    copy = state.clone()
    other = next(o for o in copy.units.values() if o.id != u.id)
    copy.units[u.id].at = other.at
    copy.units[u.id].kind = copy.units[other.id].kind = "pikeman"
    copy.changed()
    assert any("share" in b for b in broken_rules(copy))
