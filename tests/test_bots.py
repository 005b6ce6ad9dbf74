"""Bots: always legal, deterministic for a seed, blind to hidden information."""

from __future__ import annotations

import pytest

from hexrealms import Game, bots
from hexrealms.bots import GreedyBot, MasterBot, make_bot, play_out

from .hyperborea.conftest import finish_setup, new_game, started


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


class _CountingMaster(MasterBot):
    """A master that counts its rollouts."""

    rollouts = 0

    def _rollout(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.rollouts += 1
        return super()._rollout(*args, **kwargs)


@pytest.mark.parametrize("rounds", [1, 3])
def test_on_the_clock_master_plays_at_most_its_rounds(rounds: int) -> None:
    """With time to spare, each candidate gets ``rounds`` rollouts, no more (SearchSettings)."""
    game = started(3, seed=6)
    while len(game.legal()) < 4:
        game.act(game.legal_action_ids()[0])
    bot = _CountingMaster(seed=1, candidates=3, rounds=rounds)
    bot.choose(game, budget=60.0)
    assert bot.rollouts == 3 * rounds


class _SlowMaster(_CountingMaster):
    """A master whose every rollout takes 0.3 s of a fake clock."""

    now = 0.0

    def _rollout(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.now += 0.3
        return super()._rollout(*args, **kwargs)


def test_on_the_clock_master_starts_no_rollout_that_would_end_past_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget bounds the whole move: a rollout starts only if one as slow as the slowest so
    far would end inside it. Rollouts of 0.3 s in a budget of 1 s: three, ending at 0.9 s; a
    fourth, begun at 0.9 s with time still left, would end at 1.2 s."""
    game = started(3, seed=6)
    while len(game.legal()) < 4:
        game.act(game.legal_action_ids()[0])
    bot = _SlowMaster(seed=1, candidates=3, rounds=4)
    monkeypatch.setattr(bots.time, "perf_counter", lambda: bot.now)
    bot.choose(game, budget=1.0)
    assert bot.rollouts == 3 and bot.now <= 1.0


def _slow_scores(bot: MasterBot, seconds: float) -> list[str]:
    """Makes each action the bot's ranking scores take ``seconds`` of its fake clock; returns
    the list the scored actions go into."""
    scored: list[str] = []
    score = bot.greedy.score

    def slow(game, seat, action):  # type: ignore[no-untyped-def]
        bot.now += seconds  # type: ignore[attr-defined]
        scored.append(action.to_str())
        return score(game, seat, action)

    bot.greedy.score = slow  # type: ignore[method-assign]
    return scored


def test_on_the_clock_master_starts_no_rollout_slower_than_its_ranking_past_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Before its first rollout master counts on one as slow as its ranking (a rollout ranks
    its next decision): a ranking of 0.6 s leaves 0.4 s of a 1 s budget, too little, so it
    plays the ranking's best at once instead of a rollout that would end at about 1.2 s."""
    game = started(3, seed=6)
    while len(game.legal()) < 4:
        game.act(game.legal_action_ids()[0])
    bot = _SlowMaster(seed=1, candidates=3, rounds=4)
    monkeypatch.setattr(bots.time, "perf_counter", lambda: bot.now)
    scored = _slow_scores(bot, 0.6 / len(game.legal()))
    assert bot.choose(game, budget=1.0) in scored
    assert bot.rollouts == 0 and bot.now == pytest.approx(0.6)


def test_on_the_clock_master_ranks_no_more_actions_once_its_budget_is_spent(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Scores of 0.3 s in a budget of 1 s: four actions are ranked (the fourth begun at 0.9 s),
    the rest are left out, and no rollout starts; without a clock every action is scored."""
    game = started(3, seed=6)
    while len(game.legal()) < 6:
        game.act(game.legal_action_ids()[0])
    legal = set(game.legal_action_ids())
    bot = _SlowMaster(seed=1, candidates=3, rounds=4)
    monkeypatch.setattr(bots.time, "perf_counter", lambda: bot.now)
    scored = _slow_scores(bot, 0.3)
    assert bot.choose(game, budget=1.0) in scored[:4]
    assert len(scored) == 4 and set(scored) <= legal and bot.rollouts == 0

    fixed = _SlowMaster(seed=1, candidates=3, playouts=1)
    everything = _slow_scores(fixed, 0.3)
    fixed.choose(game, budget=1.0)
    assert set(everything) >= legal  # the deterministic mode never looks at the clock


def test_on_the_clock_master_leaves_out_a_rollout_it_cannot_finish_in_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ranking takes 0.3 s, master's own and each of a rollout's decisions: in a budget
    of 1 s the first rollout ranks two decisions (to 0.9 s), and rather than rank a third,
    ending at 1.2 s, it is left out and master plays the ranking's best."""
    game = started(3, seed=6)
    while len(game.legal()) < 4:
        game.act(game.legal_action_ids()[0])
    clock = [0.0]
    monkeypatch.setattr(bots.time, "perf_counter", lambda: clock[0])
    values: list[float | None] = []
    rank, rollout = bots.GreedyBot.ranked, bots.MasterBot._rollout

    def slow_rank(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        clock[0] += 0.3
        return rank(self, *args, **kwargs)

    def recorded(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        values.append(rollout(self, *args, **kwargs))
        return values[-1]

    monkeypatch.setattr(bots.GreedyBot, "ranked", slow_rank)
    monkeypatch.setattr(bots.MasterBot, "_rollout", recorded)
    assert MasterBot(seed=1, candidates=3, rounds=1).choose(game, budget=1.0) \
        in game.legal_action_ids()
    assert values == [None] and clock[0] == pytest.approx(0.9)


class _EndingMaster(MasterBot):
    """A master that records how many turns past its own each rollout reached."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        self.turns_on: list[int] = []

    def _play_turn(self, game, seat, action, settings, chance, clock=None):  # type: ignore[no-untyped-def]
        twin = super()._play_turn(game, seat, action, settings, chance, clock)
        self.turns_on.append(twin.turn - game.turn)
        return twin


@pytest.mark.parametrize("horizon", [0, 2])
def test_a_rollout_plays_on_through_its_horizon_of_turns(horizon: int) -> None:
    """``horizon`` (SearchSettings): a rollout that starts a turn plays the bot's turn and then
    that many more turns, every seat by the greedy policy, before it is evaluated."""
    game = started(3, seed=6)
    bot = _EndingMaster(seed=1, candidates=3, playouts=1, turn_steps=30, horizon=horizon)
    bot.choose(game)
    assert bot.turns_on and all(n == horizon + 1 for n in bot.turns_on)


def test_thinking_never_changes_the_game() -> None:
    game = started(3, seed=2)
    before = game.state_hash()
    MasterBot(seed=1, playouts=2).choose(game)
    GreedyBot(seed=1).choose(game)
    assert game.state_hash() == before


def _with_opponent_token(token: str) -> Game:
    game = new_game(2, seed=9)
    finish_setup(game)
    s = game.state
    other = s.players[1 - s.current]
    s.ruins_unseen[token.split(".")[0]].remove(token)
    other.stored_ruin = token
    return game


def test_bots_do_not_read_an_opponents_stored_ruin_token() -> None:
    """Which silver token an opponent secretly holds changes nothing in any bot's thinking:
    the forks it thinks on are the same position, so its choices are the same."""
    hashes, choices = set(), set()
    for token in ("silver.01", "silver.02", "silver.05"):
        game = _with_opponent_token(token)
        hashes.add(game.fork(77, viewer=game.current_player).state_hash())
        choices.add((GreedyBot(seed=5).choose(game), MasterBot(seed=5, playouts=2).choose(game)))
    assert len(hashes) == 1 and len(choices) == 1


def test_determinizing_re_deals_only_what_the_seat_cannot_see() -> None:
    game = _with_opponent_token("gold.03")
    me = game.current_player
    assert isinstance(me, int)
    mine = game.state.players[me]
    mine.stored_ruin = "bronze.02"
    game.state.ruins_unseen["bronze"].remove("bronze.02")
    union = {m: sorted(u + [p.stored_ruin for p in game.state.players
                            if p.stored_ruin and p.stored_ruin.startswith(m)])
             for m, u in game.state.ruins_unseen.items()}
    seen = set()
    for seed in range(40):
        twin = game.fork(seed, viewer=me)
        s = twin.state
        other = s.players[1 - me]
        assert s.players[me].stored_ruin == "bronze.02"  # its own secret stays
        assert other.stored_ruin is not None and other.stored_ruin.startswith("gold.")
        seen.add(other.stored_ruin)
        for m, u in s.ruins_unseen.items():  # every token still exactly once
            assert sorted(u + [p.stored_ruin for p in s.players
                               if p.stored_ruin and p.stored_ruin.startswith(m)]) == union[m]
    assert len(seen) > 5  # the opponent's token really is re-drawn
    assert game.state.players[1 - me].stored_ruin == "gold.03"  # the real game is untouched


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


def test_fork_is_independent() -> None:
    game = started(2, seed=1)
    twin = game.fork(7)
    twin.act_fast(twin.legal()[0])
    assert game.state_hash() != twin.state_hash()


def test_a_technology_set_is_worth_what_it_generates() -> None:
    """The evaluation's set worth: 0.5 plus the pool value of the set's effects, counting only
    the best of its options; the earlier weights gave every set the same worth."""
    from hexrealms.games.hyperborea.evaluation import ADOPTED, EARLIER
    from hexrealms.games.hyperborea.technology import base_set

    two_moves = base_set("exploration", 0).bundle       # 2 Movement points
    one_gem = base_set("trade", 0).bundle               # 1 Gem
    attack_or_forts = base_set("warfare", 0).bundle     # 1 Attack, or 2 Fortresses
    assert ADOPTED.worth(two_moves) == pytest.approx(0.5 + 2 * ADOPTED.pool["movement"])
    assert ADOPTED.worth(one_gem) == pytest.approx(0.5 + ADOPTED.pool["gem"])
    assert ADOPTED.worth(attack_or_forts) == pytest.approx(
        0.5 + max(ADOPTED.pool["attack"], 2 * ADOPTED.pool["fortress"]))
    assert ADOPTED.worth(two_moves) > ADOPTED.worth(one_gem)
    assert {EARLIER.worth(b) for b in (two_moves, one_gem, attack_or_forts)} == {1.5}
