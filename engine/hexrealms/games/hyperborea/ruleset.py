"""Hyperborea as a ``hexrealms.core.ruleset.Ruleset``."""

from __future__ import annotations

from typing import Any

from ...core.ruleset import register
from . import rules
from .actions import action_detail
from .config import HyperboreaConfig
from .evaluation import evaluate
from .infostate import determinize
from .labels import describe
from .scoring import result as final_result
from .setup import initial_state
from .state import State
from .view import game_view


class Hyperborea:
    """The ruleset object registered under ``"hyperborea"``."""

    id = "hyperborea"
    rules_version = 1

    def parse_config(self, raw: dict[str, Any]) -> HyperboreaConfig:
        return HyperboreaConfig.model_validate(raw).with_seed()

    def initial_state(self, config: HyperboreaConfig) -> State:  # type: ignore[override]
        return initial_state(config)

    current = staticmethod(rules.current)
    legal_actions = staticmethod(rules.legal_actions)
    apply = staticmethod(rules.apply)
    describe = staticmethod(describe)
    detail = staticmethod(action_detail)
    chance_outcomes = staticmethod(rules.chance_outcomes)
    apply_chance = staticmethod(rules.apply_chance)
    evaluate = staticmethod(evaluate)
    determinize = staticmethod(determinize)

    def view(self, state: State, config: HyperboreaConfig, viewer: int | None) -> dict[str, Any]:  # type: ignore[override]
        return game_view(state, config, viewer)

    def canonical(self, state: State) -> Any:
        """Every field of the state as plain JSON data, in a fixed order."""
        from dataclasses import asdict
        return asdict(state)

    def finished(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> dict[str, Any] | None:
        return final_result(state) if state.phase == "over" else None


HYPERBOREA = register(Hyperborea())
