"""Bots behind one interface: given a ``Game`` and a time budget, return an action id
(DESIGN.md; issue "Bots for Hyperborea").

Bots never read hidden information: they think on ``Game.fork`` copies, whose future chance is
drawn from the bot's own PRNG (cube draws, cards, ruin tokens, tiles), and the evaluation sees
only public state and the bot's own hand.

Levels: ``random`` (uniform), ``novice`` (greedy with noise), ``greedy``/``adept`` (best
one-step evaluation), ``master`` (determinized Monte Carlo search over its own turn).
"""

from __future__ import annotations

import time
from typing import Any, Protocol

from .core.action import Action
from .core.game import Game
from .core.rng import Rng

LEVELS = ("random", "novice", "greedy", "adept", "master")
NAMES = {"random": "Random", "novice": "Novice", "greedy": "Adept", "adept": "Adept",
         "master": "Master"}


class Bot(Protocol):
    """Chooses one of the game's legal actions for the player who decides now."""

    def choose(self, game: Game, budget: float = 1.0) -> str: ...


def _evaluate(game: Game, seat: int) -> float:
    from .games.hyperborea.evaluation import evaluate
    return evaluate(game.state, seat)


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, budget: float = 1.0) -> str:
        return self.rng.choice(game.legal()).to_str()


class GreedyBot:
    """Plays the action whose resulting position evaluates best for itself (one step ahead,
    chance sampled with its own PRNG). ``noise`` > 0 adds a random term to each value
    (the Novice level)."""

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.rng = Rng(seed)
        self.noise = noise

    def score(self, game: Game, seat: int, action: Action) -> float:
        twin = game.fork(self.rng.next_u64())
        twin.act_fast(action)
        value = _evaluate(twin, seat)
        if self.noise:
            value += self.noise * (self.rng.below(1000) / 1000.0)
        return value

    def ranked(self, game: Game) -> list[tuple[float, Action]]:
        seat = game.current_player
        assert isinstance(seat, int)
        legal = game.legal()
        if len(legal) == 1:
            return [(0.0, legal[0])]
        scored = [(self.score(game, seat, a), a) for a in legal]
        scored.sort(key=lambda x: -x[0])
        return scored

    def choose(self, game: Game, budget: float = 1.0) -> str:
        return self.ranked(game)[0][1].to_str()


class MasterBot:
    """Determinized Monte Carlo search over its own turn: the greedy evaluation proposes the
    best few actions; each is tried in playouts that finish the bot's turn with a fast
    greedy-guided policy on a fork (fresh chance each time), and the action with the best mean
    final evaluation wins. Deterministic for a given seed and playout count."""

    def __init__(self, seed: int = 0, candidates: int = 4, playouts: int | None = None) -> None:
        self.rng = Rng(seed)
        self.greedy = GreedyBot(seed ^ 0x9E37)
        self.candidates = candidates
        self.playouts = playouts

    def choose(self, game: Game, budget: float = 1.0) -> str:
        seat = game.current_player
        assert isinstance(seat, int)
        ranked = self.greedy.ranked(game)
        if len(ranked) == 1 or ranked[0][1].kind in ("end_turn",) and len(ranked) == 1:
            return ranked[0][1].to_str()
        top = [a for _, a in ranked[: self.candidates]]
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        deadline = time.perf_counter() + budget
        rounds = 0
        while True:
            for i, action in enumerate(top):
                totals[i] += self._playout(game, seat, action)
                counts[i] += 1
            rounds += 1
            if self.playouts is not None:
                if rounds >= self.playouts:
                    break
            elif time.perf_counter() >= deadline:
                break
        best = max(range(len(top)), key=lambda i: totals[i] / counts[i])
        return top[best].to_str()

    def _playout(self, game: Game, seat: int, action: Action) -> float:
        twin = game.fork(self.rng.next_u64())
        twin.act_fast(action)
        for _ in range(12):
            if twin.finished or twin.current_player != seat:
                break
            legal = twin.legal()
            pick = self._quick(twin, seat, legal)
            twin.act_fast(pick)
            if pick.kind == "end_turn":
                break
        return _evaluate(twin, seat)

    def _quick(self, twin: Game, seat: int, legal: list[Action]) -> Action:
        """A cheap policy: the greedy choice among a few random candidates."""
        sample = [legal[self.rng.below(len(legal))] for _ in range(min(4, len(legal)))]
        best, best_value = sample[0], float("-inf")
        for a in sample:
            probe = twin.fork(self.rng.next_u64())
            probe.act_fast(a)
            v = _evaluate(probe, seat)
            if v > best_value:
                best, best_value = a, v
        return best


def make_bot(level: str, seed: int = 0) -> Bot:
    """The bot for a level name (``LEVELS``)."""
    if level == "random":
        return RandomBot(seed)
    if level == "novice":
        return GreedyBot(seed, noise=2.0)
    if level in ("greedy", "adept"):
        return GreedyBot(seed)
    if level == "master":
        return MasterBot(seed)
    raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


def play_out(game: Game, bots: dict[int, Bot], budget: float = 1.0,
             max_steps: int = 50_000) -> dict[str, Any] | None:
    """Plays the game to its end with one bot per seat; returns the result."""
    steps = 0
    while not game.finished and steps < max_steps:
        seat = game.current_player
        assert isinstance(seat, int)
        game.act(bots[seat].choose(game, budget))
        steps += 1
    return game.result()
