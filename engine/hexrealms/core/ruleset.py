"""What a ruleset provides to the ``Game`` facade, and the registry of rulesets.

A ruleset is a plain module-level object; the facade, the bots, ``web_api``, the command line
and the terminal use only this protocol, so none of them names a game (ARCHITECTURE.md, "The
Ruleset protocol").
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Callable, Protocol

from .action import Action
from .game_config import GameConfig


class Ruleset(Protocol):
    """The contract every ruleset fulfils (OpenSpiel's State, split into pure functions).

    Optional, so not declared here (read with ``getattr``):

    - ``bot_settings``, a dict overriding master's search for the game — any of
      ``candidates``, ``turn_steps``, ``rounds``, ``horizon`` (``bots.SearchSettings``);
    - master's own evaluation, ``master_evaluate(state, seat) -> float`` with its
      ``master_evaluation_terms(state, seat)`` (together; the same contract as ``evaluate``
      and ``evaluation_terms``): weights that see further than the greedy bot's, which keeps
      ``evaluate`` (``bots.master_evaluation``);
    - decisions in groups, for a game whose full list of actions is slow to work out (every
      unit's reach), so that a link replays without it (``core/link.py``, format 3):
      ``decision_groups(state) -> list[str]`` (the groups of the decision open now, in the
      order of ``legal_actions``; a group may be empty), ``action_group(state, action) -> str``
      and ``group_actions(state, group) -> list[Action]`` (that group's legal actions, in
      order). The groups' actions, one group after another, are ``legal_actions`` (a
      contract test checks it).
    """

    id: str
    name: str
    blurb: str
    min_players: int
    max_players: int
    rules_version: int

    def config_schema(self) -> dict[str, Any]:
        """The new-game form as data: player range, per-seat options, game options."""
        ...
    def parse_config(self, raw: dict[str, Any]) -> GameConfig:
        """A validated config (a ``GameConfig``) with ``seed`` set and ``players`` a tuple of
        seats, each with ``name`` and ``bot`` (a level name or ``None``). The state it starts
        plays by ``config.rules(rules_version)``: a link's older rules, else the current."""
        ...
    def initial_state(self, config: GameConfig) -> Any: ...
    def clone(self, state: Any) -> Any: ...
    def current(self, state: Any) -> int | str | None: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply(self, state: Any, action: Action) -> None: ...
    def describe(self, state: Any, action: Action) -> str: ...
    def detail(self, state: Any, action: Action) -> dict[str, Any]:
        """Where the page shows the action: ``at``, ``from``/``to``, ``card``, ``piece``,
        ``group``, ``help``, ``confirm`` (ARCHITECTURE.md, "Action detail")."""
        ...
    def chance_outcomes(self, state: Any) -> list[tuple[str, int]]: ...
    def apply_chance(self, state: Any, outcome: str) -> None: ...
    def turn(self, state: Any) -> int:
        """A counter that changes whenever a new player's turn begins (bots' search horizon)."""
        ...
    def round(self, state: Any) -> int:
        """The round players read (the view's ``turn``); replay steps from one to the next."""
        ...
    def view(self, state: Any, config: GameConfig, viewer: int | None) -> dict[str, Any]: ...
    def holds_secrets(self, state: Any, seat: int) -> bool:
        """Whether ``view(state, config, seat)`` shows anything ``view(…, None)`` does not (a
        hand, a stored token): the page hides the table between two people only then."""
        ...
    def place_details(self, state: Any, place_id: str) -> dict[str, Any]:
        """One space explained for a player: ``{"id", "title", "sections"}``; ``ValueError``
        for an unknown id."""
        ...
    def rules_text(self) -> dict[str, Any]:
        """Every rules text of the game and its look (terrains, icons) as data."""
        ...
    def canonical(self, state: Any) -> Any: ...
    def finished(self, state: Any) -> bool: ...
    def result(self, state: Any) -> dict[str, Any] | None: ...
    def evaluate(self, state: Any, seat: int) -> float:
        """How good the position is for ``seat``, from what that seat may know (the bots'
        evaluation)."""
        ...
    def evaluation_terms(self, state: Any, seat: int) -> dict[str, float]:
        """``evaluate`` term by term, each named as a player would say it ("victory points",
        "the leading rival"); the terms add up to ``evaluate`` (the "What would Master do?"
        hint names those that changed most)."""
        ...
    def determinize(self, state: Any, seat: int, rng: Any) -> None:
        """Re-draws in place, with ``rng``, everything ``seat`` cannot know, from what it does
        know."""
        ...
    def broken_rules(self, state: Any) -> list[str]:
        """Every way the position breaks the game's invariants — pieces, cards and resources
        conserved, limits such as stack and hand sizes kept — one line each; empty when all
        hold (the contract tests and ``bench/soak.py`` check it after every step)."""
        ...


@dataclass(frozen=True)
class About:
    """What the first screen lists about a game, known without loading its rules: each game
    package's ``ABOUT``, which its ruleset object also reads."""

    id: str
    name: str
    blurb: str
    min_players: int
    max_players: int


# Every game, declared by the games package (``hexrealms/__init__.py`` imports it, so core itself
# never names a game) with what loads its ruleset and what makes its new-game form. A ruleset
# is loaded when first asked for: its rules, content and models cost about a second of the
# page's start in Pyodide, so a page loads only the game it plays, and its first screen only
# the chosen game's settings.
_DECLARED: dict[str, tuple[About, Callable[[], object], Callable[[], dict[str, Any]]]] = {}
# Filled by the rulesets as they are imported.
_REGISTRY: dict[str, Ruleset] = {}


def declare(about: About, load: Callable[[], object],
            schema: Callable[[], dict[str, Any]]) -> None:
    """Lists a game; ``load()`` imports its ruleset module, which calls ``register``;
    ``schema()`` gives its config schema without loading the rules."""
    _DECLARED[about.id] = (about, load, schema)


def register(ruleset: Ruleset) -> Ruleset:
    """Adds ``ruleset`` to the registry under its id (each ruleset's module calls this)."""
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def ids() -> list[str]:
    """Every game's id, in the order the games package declares them (nothing is loaded)."""
    return list(_DECLARED)


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id, loaded on first use; ``ValueError`` naming the known ids
    otherwise."""
    if ruleset_id not in _REGISTRY and ruleset_id in _DECLARED:
        _DECLARED[ruleset_id][1]()
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        raise _unknown(ruleset_id) from None


def config_schema(ruleset_id: str) -> dict[str, Any]:
    """A game's new-game form (``Ruleset.config_schema``), made without loading its rules if
    they are not loaded yet (the first screen needs only this)."""
    if ruleset_id in _REGISTRY:
        return _REGISTRY[ruleset_id].config_schema()
    if ruleset_id not in _DECLARED:
        raise _unknown(ruleset_id)
    return _DECLARED[ruleset_id][2]()


def _unknown(ruleset_id: str) -> ValueError:
    known = ", ".join(ids()) or "none"
    return ValueError(f"unknown ruleset {ruleset_id!r} (known: {known})")


def available() -> list[Ruleset]:
    """Every game's ruleset (each loaded now if it was not), in declaration order."""
    return [get(ruleset_id) for ruleset_id in ids()]


def describe_all() -> list[dict[str, Any]]:
    """What the first screen lists: each game's id, name, player range and line about it,
    without loading any game's rules."""
    return [asdict(about) for about, _, _ in _DECLARED.values()]
