"""What a ruleset provides to the ``Game`` facade, and the registry of rulesets.

A ruleset is a plain module-level object; the facade never reaches into a ruleset's state.
"""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel

from .action import Action


class Ruleset(Protocol):
    """The contract every ruleset fulfils (OpenSpiel's State, split into pure functions)."""

    id: str
    rules_version: int

    def parse_config(self, raw: dict[str, Any]) -> BaseModel: ...
    def initial_state(self, config: BaseModel) -> Any: ...
    def current(self, state: Any) -> int | str | None: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply(self, state: Any, action: Action) -> None: ...
    def describe(self, state: Any, action: Action) -> str: ...
    def detail(self, state: Any, action: Action) -> dict[str, Any]: ...
    def chance_outcomes(self, state: Any) -> list[tuple[str, int]]: ...
    def apply_chance(self, state: Any, outcome: str) -> None: ...
    def view(self, state: Any, config: BaseModel, viewer: int | None) -> dict[str, Any]: ...
    def canonical(self, state: Any) -> Any: ...
    def finished(self, state: Any) -> bool: ...
    def result(self, state: Any) -> dict[str, Any] | None: ...
    def evaluate(self, state: Any, seat: int) -> float:
        """How good the position is for ``seat``, from what that seat may know (the bots'
        evaluation)."""
        ...
    def determinize(self, state: Any, seat: int, rng: Any) -> None:
        """Re-draws in place, with ``rng``, everything ``seat`` cannot know, from what it does
        know."""
        ...


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id; importing the games package registers them all."""
    from .. import games  # noqa: F401  (registers rulesets on import)

    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise ValueError(f"unknown ruleset {ruleset_id!r} (known: {known})") from None
