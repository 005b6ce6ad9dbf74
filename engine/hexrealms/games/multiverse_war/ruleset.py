"""Multiverse War as a ``hexrealms.core.ruleset.Ruleset``."""

from __future__ import annotations

from typing import Any

from ...core.ruleset import register
from . import ABOUT, rules
from .config import MultiverseConfig, config_schema, parse_config
from .evaluation import evaluate, master_evaluate, master_terms, terms
from .infostate import determinize
from .invariants import broken_rules
from .labels import describe, detail
from .rules_text import rules_texts
from .scoring import result as final_result
from .setup import initial_state
from .state import RULES_VERSION, State
from .view import game_view, holds_secrets, place_details


class MultiverseWar:
    """The ruleset object registered under ``"multiverse_war"``."""

    id = ABOUT.id
    name = ABOUT.name
    blurb = ABOUT.blurb
    min_players = ABOUT.min_players
    max_players = ABOUT.max_players
    rules_version = RULES_VERSION
    #: Master's search (``bots.SearchSettings``): each candidate's rollout is one step deep
    #: (the candidate, the greedy policy's best next decision, the evaluation). A greedy
    #: decision here scores every move of every unit (tens of positions), so the default
    #: 10-step rollouts used up the 0.8 s clock on the first candidates (median 806 ms, p95
    #: 1.09 s a move in CPython, `bench/bot_speed.py --ruleset multiverse_war --positions 12
    #: --every 5`); not yet tuned for strength.
    bot_settings = {"turn_steps": 1}

    config_schema = staticmethod(config_schema)
    parse_config = staticmethod(parse_config)
    current = staticmethod(rules.current)
    legal_actions = staticmethod(rules.legal_actions)
    decision_groups = staticmethod(rules.decision_groups)
    action_group = staticmethod(rules.action_group)
    group_actions = staticmethod(rules.group_actions)
    apply = staticmethod(rules.apply)
    describe = staticmethod(describe)
    detail = staticmethod(detail)
    chance_outcomes = staticmethod(rules.chance_outcomes)
    apply_chance = staticmethod(rules.apply_chance)
    place_details = staticmethod(place_details)
    holds_secrets = staticmethod(holds_secrets)
    rules_text = staticmethod(rules_texts)
    evaluate = staticmethod(evaluate)
    evaluation_terms = staticmethod(terms)
    #: master weighs with weights of its own (``evaluation.MASTER``: a Builder's walk to its
    #: spot, and one unit type brought to Elite)
    master_evaluate = staticmethod(master_evaluate)
    master_evaluation_terms = staticmethod(master_terms)
    determinize = staticmethod(determinize)
    broken_rules = staticmethod(broken_rules)

    def initial_state(self, config: MultiverseConfig) -> State:  # type: ignore[override]
        return initial_state(config)

    def clone(self, state: State) -> State:  # type: ignore[override]
        return state.clone()

    def turn(self, state: State) -> int:  # type: ignore[override]
        """Counts every Build choice and Action phase begun."""
        return state.turns

    def round(self, state: State) -> int:  # type: ignore[override]
        return state.round

    def view(self, state: State, config: MultiverseConfig, viewer: int | None) -> dict[str, Any]:  # type: ignore[override]
        return game_view(state, config, viewer)

    def canonical(self, state: State) -> Any:
        return state.canonical()

    def finished(self, state: State) -> bool:
        return state.step == "over"

    def result(self, state: State) -> dict[str, Any] | None:
        return final_result(state) if state.step == "over" else None


MULTIVERSE_WAR = register(MultiverseWar())
