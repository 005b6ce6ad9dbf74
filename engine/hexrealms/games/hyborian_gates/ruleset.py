"""Hyborian Gates Empires as a ``hexrealms.core.ruleset.Ruleset``."""

from __future__ import annotations

from typing import Any

from ...core.ruleset import register
from . import ABOUT, rules
from .config import GatesConfig, config_schema, parse_config
from .evaluation import evaluate, master_evaluate, master_terms, terms
from .infostate import determinize
from .invariants import broken_rules
from .labels import describe, detail
from .rules_text import rules_texts
from .scoring import result as final_result
from .setup import initial_state
from .state import RULES_VERSION, State
from .view import game_view, holds_secrets, place_details


class HyborianGates:
    """The ruleset object registered under ``"hyborian_gates"``."""

    id = ABOUT.id
    name = ABOUT.name
    blurb = ABOUT.blurb
    min_players = ABOUT.min_players
    max_players = ABOUT.max_players
    #: 2: a recruit's placements that overfill a stack are listed last (RULES-NOTES.md);
    #: version-1 games keep the order they were played with.
    rules_version = RULES_VERSION
    #: Master's search (``bots.SearchSettings``): a Move Phase offers every stack's every
    #: reachable space (often 100–500 actions), so each candidate's rollout is three steps
    #: deep: the candidate, then the greedy policy's best next decisions over every legal
    #: action, then the evaluation — it sees a split and the moves it makes possible, or
    #: stacks meeting at one battle, which one-step greedy cannot. On the same 40 seeds
    #: (801 on, chosen on them) against three greedy bots: 1 step won 25, 3 steps 30, 12
    #: steps 29 at four times the time; the fresh-seed figure is in the README. Rollouts of
    #: 6 steps whose policy scored a random 6 of the legal actions a step compared the
    #: candidates on noise (96 wins of 200, 48.0%). Move times: ``python bench/bot_speed.py
    #: --ruleset hyborian_gates``. A Move Phase step meets no chance, so on the clock master
    #: plays one round, as measured (``--playouts 1``).
    bot_settings = {"turn_steps": 3, "rounds": 1}

    config_schema = staticmethod(config_schema)
    parse_config = staticmethod(parse_config)
    current = staticmethod(rules.current)
    legal_actions = staticmethod(rules.legal_actions)
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
    #: master weighs with weights of its own (``evaluation.MASTER``: a City for its recruits);
    #: the figure is in the README
    master_evaluate = staticmethod(master_evaluate)
    master_evaluation_terms = staticmethod(master_terms)
    determinize = staticmethod(determinize)
    broken_rules = staticmethod(broken_rules)

    def initial_state(self, config: GatesConfig) -> State:  # type: ignore[override]
        return initial_state(config)

    def clone(self, state: State) -> State:  # type: ignore[override]
        return state.clone()

    def turn(self, state: State) -> int:  # type: ignore[override]
        """Counts every player's turn begun."""
        return state.turns

    def round(self, state: State) -> int:  # type: ignore[override]
        """The round of the turn order (R-G7), as the view shows it."""
        return state.round

    def view(self, state: State, config: GatesConfig, viewer: int | None) -> dict[str, Any]:  # type: ignore[override]
        return game_view(state, config, viewer)

    def canonical(self, state: State) -> Any:
        return state.canonical()

    def finished(self, state: State) -> bool:
        return state.step == "over"

    def result(self, state: State) -> dict[str, Any] | None:
        return final_result(state) if state.step == "over" else None


HYBORIAN_GATES = register(HyborianGates())
