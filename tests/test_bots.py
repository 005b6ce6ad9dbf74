"""Bots: always legal, deterministic for a seed, blind to hidden information."""

from __future__ import annotations

import pytest

from hexrealms import Game
from hexrealms.bots import GreedyBot, MasterBot, make_bot, play_out

from .conftest import finish_setup, new_game, started


@pytest.mark.parametrize("level", ["random", "novice", "greedy", "adept"])
def test_bots_play_a_whole_game_with_legal_actions(level: str) -> None:
    game = new_game(3, seed=8)
    bots = {s: make_bot(level, seed=s) for s in range(3)}
    result = play_out(game, bots)  # Game.act refuses anything illegal
    assert game.finished and result is not None


def test_master_plays_legal_moves() -> None:
    game = started(2, seed=4)
    bot = MasterBot(seed=1, playouts=2)
    for _ in range(15):
        if game.finished:
            break
        choice = bot.choose(game)
        assert choice in game.legal_action_ids()
        game.act(choice)


def test_same_seed_same_choices() -> None:
    a, b = started(3, seed=6), started(3, seed=6)
    for _ in range(20):
        ca = GreedyBot(seed=3).choose(a)
        cb = GreedyBot(seed=3).choose(b)
        assert ca == cb
        a.act(ca)
        b.act(cb)
    assert a.state_hash() == b.state_hash()
    assert MasterBot(seed=2, playouts=2).choose(a) == MasterBot(seed=2, playouts=2).choose(b)


def test_thinking_never_changes_the_game() -> None:
    game = started(3, seed=2)
    before = game.state_hash()
    MasterBot(seed=1, playouts=2).choose(game)
    GreedyBot(seed=1).choose(game)
    assert game.state_hash() == before


def test_bots_do_not_read_an_opponents_stored_ruin_token() -> None:
    """Swapping what an opponent secretly holds changes nothing in the bot's choice."""
    choices = set()
    for token in ("silver.01", "gold.01", "bronze.05"):
        game = new_game(2, seed=9)
        finish_setup(game)
        s = game.state
        other = s.players[1 - s.current]
        metal = token.split(".")[0]
        s.ruins_unseen[metal].remove(token)
        other.stored_ruin = token
        choices.add(GreedyBot(seed=5).choose(game))
    assert len(choices) == 1


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


def test_fork_is_independent() -> None:
    game = started(2, seed=1)
    twin = game.fork(7)
    twin.act_fast(twin.legal()[0])
    assert game.state_hash() != twin.state_hash()
    assert isinstance(Game, type)
