"""Bots behind one interface: given a ``Game`` and a time budget, return an action id
for any ruleset (ARCHITECTURE.md): they use only the ``Game`` facade and the ruleset's
``evaluate``, ``determinize`` and ``turn``.

Bots never read hidden information: they think on ``Game.fork(seed, viewer=seat)`` copies, in
which other players' secrets are re-drawn from what the bot's seat knows and future chance is
drawn from the bot's own PRNG (cube draws, cards, ruin tokens, tiles); the evaluation sees only
public state and the bot's own hand.

Levels: ``random`` (uniform), ``novice`` (greedy with noise), ``greedy``/``adept`` (best
one-step evaluation), ``master`` (determinized Monte Carlo search over its own turn).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Protocol

from .core.action import Action
from .core.game import Game
from .core.rng import Rng

LEVELS = ("random", "novice", "greedy", "adept", "master")
NAMES = {"random": "Random", "novice": "Novice", "greedy": "Adept", "adept": "Adept",
         "master": "Master"}


class Bot(Protocol):
    """Chooses one of the game's legal actions for the player who decides now."""

    def choose(self, game: Game, budget: float = 1.0) -> str: ...


#: A position's value for a seat: ``(state, seat) -> float``; by default the ruleset's own.
Evaluation = Callable[[Any, int], float]


def _evaluate(game: Game, seat: int, evaluation: Evaluation | None) -> float:
    return float((evaluation or game.ruleset.evaluate)(game.state, seat))


def master_evaluation(game: Game) -> tuple[Evaluation, Callable[[Any, int], dict[str, float]]]:
    """Master's evaluation and its terms: the ruleset's optional ``master_evaluate`` and
    ``master_evaluation_terms`` (weights that see further than the greedy bot's), else the
    greedy bot's own."""
    rules = game.ruleset
    return (getattr(rules, "master_evaluate", rules.evaluate),
            getattr(rules, "master_evaluation_terms", rules.evaluation_terms))


@dataclass(frozen=True)
class SearchSettings:
    """How wide and deep master searches (``MasterBot``). A ruleset may set some of them in an
    optional ``bot_settings`` dict (ARCHITECTURE.md, the Ruleset protocol); the defaults are
    what trial matches chose for the first game.

    ``candidates``: the greedy ranking's best actions that get rollouts. ``turn_steps``: a
    rollout's decisions at most before it is evaluated (the greedy policy scores every legal
    action at each, so a game with hundreds of actions a decision keeps it short).
    ``rounds``: on the clock, how many rollouts each candidate gets at most (each round
    re-samples chance; a game whose rollouts meet little chance needs one). ``horizon``: the
    turns after the bot's own that a rollout plays on, every seat by the greedy policy, before
    it is evaluated (0: it stops where another seat would decide), at most ``turn_steps``
    decisions a turn."""

    candidates: int = 8
    turn_steps: int = 10
    rounds: int = 4
    horizon: int = 0

    def __post_init__(self) -> None:
        if min(self.candidates, self.turn_steps, self.rounds) < 1 or self.horizon < 0:
            raise ValueError(f"search settings out of range: {self}")


def search_settings(game: Game, **overrides: int | None) -> SearchSettings:
    """The defaults, then the ruleset's ``bot_settings``, then ``overrides`` that are not
    ``None``."""
    known = {f.name for f in fields(SearchSettings)}
    chosen = {k: v for k, v in (getattr(game.ruleset, "bot_settings", None) or {}).items()
              if k in known}
    chosen.update({k: v for k, v in overrides.items() if v is not None})
    return replace(SearchSettings(), **chosen)


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, game: Game, budget: float = 1.0) -> str:
        return self.rng.choice(game.legal()).to_str()


class GreedyBot:
    """Plays the action whose resulting position evaluates best for itself (one step ahead,
    chance sampled with its own PRNG; equal values broken by that PRNG). ``noise`` > 0 adds a
    random term to each value (the Novice level); ``evaluation`` replaces the ruleset's
    (benchmarks compare two)."""

    def __init__(self, seed: int = 0, noise: float = 0.0,
                 evaluation: Evaluation | None = None) -> None:
        self.rng = Rng(seed)
        self.noise = noise
        self.evaluation = evaluation

    def score(self, game: Game, seat: int, action: Action) -> float:
        """The evaluation for ``seat`` after ``action`` on a fork of ``game``."""
        twin = game.fork(self.rng.next_u64())
        twin.act_fast(action)
        value = _evaluate(twin, seat, self.evaluation)
        if self.noise:
            value += self.noise * (self.rng.below(1000) / 1000.0)
        return value

    def ranked(self, game: Game, deadline: float | None = None) -> list[tuple[float, Action]]:
        """The legal actions, best first; with a ``deadline`` (a ``time.perf_counter`` time),
        only those scored before it (at least one): a clocked search's bound on its ranking."""
        seat = game.current_player
        assert isinstance(seat, int)
        legal = game.legal()
        if len(legal) == 1:
            return [(0.0, legal[0])]
        root = game.fork(self.rng.next_u64(), viewer=seat)  # one sample of what it cannot see
        # listed by the sample, what the ruleset worked out to list them (a unit's reach) is at
        # hand in every fork that tries one; but only what the game offers is ranked: the sample
        # may offer more (in a Multiverse War game of rules version 6 or before, a hex where
        # another seat's recruit, still secret, stands is free in it and not in the game)
        offered = set(legal)
        scored = []
        for a in root.legal():
            if a not in offered:
                continue
            if deadline is not None and scored and time.perf_counter() >= deadline:
                break
            scored.append((self.score(root, seat, a), self.rng.below(1 << 30), a))
        if not scored:  # the sample offers none of them: the game's own list, unscored
            scored = [(0.0, self.rng.below(1 << 30), a) for a in legal]
        # equal values go in a seeded random order, not the list's: otherwise the first of
        # equal choices always wins (a trade offer to the next seat, the first of equal hexes)
        # and the table seats stop being equal
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [(value, action) for value, _, action in scored]

    def choose(self, game: Game, budget: float = 1.0) -> str:
        return self.ranked(game)[0][1].to_str()


class MasterBot:
    """Determinized Monte Carlo search over its own turn: the greedy evaluation proposes the
    best few actions; each is tried in rollouts that finish the bot's turn with the greedy
    policy on a fork (fresh chance each time, so hidden draws are sampled, never read), and the
    action whose finished turns have the best mean evaluation wins. This is one step of policy
    improvement over greedy.

    It weighs positions with master's evaluation (``master_evaluation``): the candidates'
    ranking, the rollouts' policy and their end all use it.

    ``playouts`` fixes the rollouts per candidate and ignores the clock (the deterministic mode:
    same seed, same choices). Otherwise it runs up to ``rounds`` rounds and stops as soon
    as the time ``budget`` is spent, ranking included. The ranking scores no more actions once
    the budget is spent; a rollout starts only if one as slow as the slowest so far (before
    the first: as slow as the ranking) would still end inside the budget; and a rollout whose
    next decision could not be ranked in time (as long as the move's own ranking took) is
    left out and ends the search. Late in a two-player Gates game, with 300–761 moves to rank
    and rollouts of three decisions, a check for time left alone let a move take up to 1.38 s
    of an 0.8 s budget in CPython, and 1.19 s at p95 in the page (bench/RECORD.md). The
    candidates compare by their mean, and a candidate no rollout reached is left out (the
    greedy order puts the likeliest first). More rounds than a few only re-sample chance, and
    in trial matches added no measurable strength; more candidates did:
    against three greedy bots over 100 short four-player games of the first game (4 playouts),
    8 candidates won 75% (95% CI 65.7%–82.5%) where 5 won 41% (31.9%–50.8%), and rollouts of
    up to 25 steps instead of 10 won 44%. The width and depth come from ``SearchSettings``
    (a ruleset's ``bot_settings``), unless given here."""

    def __init__(self, seed: int = 0, candidates: int | None = None,
                 playouts: int | None = None, rounds: int | None = None,
                 turn_steps: int | None = None, evaluation: Evaluation | None = None,
                 horizon: int | None = None) -> None:
        self.rng = Rng(seed)
        self.evaluation = evaluation
        self.greedy = GreedyBot(seed ^ 0x9E37, evaluation=evaluation)
        self.overrides = {"candidates": candidates, "turn_steps": turn_steps, "rounds": rounds,
                          "horizon": horizon}
        self.playouts = playouts

    def choose(self, game: Game, budget: float = 1.0) -> str:
        seat = game.current_player
        assert isinstance(seat, int)
        begun = time.perf_counter()
        deadline = begun + budget
        settings = search_settings(game, **self.overrides)
        self.greedy.evaluation = self.evaluation or master_evaluation(game)[0]
        clocked = self.playouts is None
        ranked = self.greedy.ranked(game, deadline if clocked else None)
        if len(ranked) == 1:
            return ranked[0][1].to_str()
        top = [a for _, a in ranked[: settings.candidates]]
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        rounds = self.playouts if self.playouts is not None else settings.rounds
        # a rollout ranks each of its decisions about as long as the move's own ranking took;
        # a whole one may take as long as the slowest so far (before the first: one decision)
        step = time.perf_counter() - begun
        longest = step
        clock = (deadline, step) if clocked else None
        for _ in range(rounds):
            chance = self.rng.next_u64()  # one sample of the unknown shared by every candidate
            for i, action in enumerate(top):
                start = time.perf_counter()
                if clocked and start + longest >= deadline:
                    break
                value = self._rollout(game, seat, action, settings, chance, clock)
                if value is None:  # the clock ran out inside it: left out
                    break
                totals[i] += value
                counts[i] += 1
                longest = max(longest, time.perf_counter() - start)
            else:
                continue
            break
        tried = [i for i in range(len(top)) if counts[i]]
        if not tried:
            return top[0].to_str()
        best = max(tried, key=lambda i: totals[i] / counts[i])
        return top[best].to_str()

    def _rollout(self, game: Game, seat: int, action: Action, settings: SearchSettings,
                 chance: int, clock: tuple[float, float] | None = None) -> float | None:
        """Plays ``action`` then the greedy policy until the bot's turn is over (or
        ``turn_steps`` decisions; with a ``horizon``, on through that many more turns), on the
        sample ``chance`` of what the bot cannot see and of the draws to come. Every candidate
        of a round gets the same sample (common random numbers), so they are compared on the
        same hands and dice, not on their luck. With a ``clock`` (a deadline and the time a
        decision's ranking takes), None once a next decision could not be ranked in time."""
        twin = self._play_turn(game, seat, action, settings, chance, clock)
        return None if twin is None else _evaluate(twin, seat, self.greedy.evaluation)

    def _play_turn(self, game: Game, seat: int, action: Action, settings: SearchSettings,
                   chance: int, clock: tuple[float, float] | None = None) -> Game | None:
        twin = game.fork(chance, viewer=seat)
        mine = self.greedy.evaluation
        policy = GreedyBot(chance ^ 0x5BD1, evaluation=mine)
        turn, turns = twin.turn, 0
        twin.act_fast(action)
        for _ in range(settings.turn_steps * (settings.horizon + 1)):
            if twin.finished:
                break
            if twin.turn != turn:
                turn, turns = twin.turn, turns + 1
                if turns > settings.horizon:
                    break
            elif not settings.horizon and twin.current_player != seat:
                break
            if clock and time.perf_counter() + clock[1] >= clock[0]:
                return None
            # the other seats play as greedy bots do: by the ruleset's evaluation
            policy.evaluation = mine if twin.current_player == seat else None
            action = policy.ranked(twin)[0][1]
            twin.act_fast(action)
        return twin

    def advise(self, game: Game, budget: float = 1.0) -> Advice:
        """Master's choice for the seat deciding now, and why: the terms of that seat's
        evaluation (``master_evaluation``'s terms) that change most over one rollout of
        the choice — the choice and the rest of the turn as master's rollouts play it. Like
        every bot it thinks on forks that re-draw what the seat cannot see."""
        seat = game.current_player
        assert isinstance(seat, int)
        legal = game.legal()
        choice = self.choose(game, budget)
        action = next(a for a in legal if a.to_str() == choice)
        label = game.ruleset.describe(game.state, action)
        if len(legal) == 1:
            return Advice(choice, label, "It is the only choice here.")
        chance = self.rng.next_u64()
        start = game.fork(chance, viewer=seat)
        terms = master_evaluation(game)[1]
        before = terms(start.state, seat)
        end = self._play_turn(game, seat, action, search_settings(game, **self.overrides), chance)
        assert end is not None  # no clock: the rollout is played out
        after = terms(end.state, seat)
        change = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in {**before, **after}}
        return Advice(choice, label, _why(change))


@dataclass(frozen=True)
class Advice:
    """What master would play (``action``, its ``label``) and one line of ``why``."""

    action: str
    label: str
    why: str


#: changes of the evaluation smaller than this are not worth naming
_NOTICEABLE = 0.05


def _why(change: dict[str, float]) -> str:
    """One line naming the (at most two) evaluation terms that change most, gains first."""
    named = sorted((k for k, v in change.items() if abs(v) >= _NOTICEABLE),
                   key=lambda k: -abs(change[k]))[:2]
    weighed = "the other choices it weighed rated lower"
    if not named:
        return f"Nothing on the table changes much by the end of the turn; {weighed}."
    gains = " and ".join(f"{k} (+{change[k]:.1f})" for k in named if change[k] > 0)
    costs = " and ".join(f"{k} (−{-change[k]:.1f})" for k in named if change[k] < 0)
    if not gains:
        return f"By the end of the turn it loses ground in {costs}; {weighed}."
    cost = f", at a cost in {costs}" if costs else ""
    return f"It gains most in {gains}{cost}, by the end of the turn."


def make_bot(level: str, seed: int = 0, playouts: int | None = None) -> Bot:
    """The bot for a level name (``LEVELS``); ``playouts`` puts ``master`` in its
    deterministic mode."""
    if level == "random":
        return RandomBot(seed)
    if level == "novice":
        return GreedyBot(seed, noise=2.0)
    if level in ("greedy", "adept"):
        return GreedyBot(seed)
    if level == "master":
        return MasterBot(seed, playouts=playouts)
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
