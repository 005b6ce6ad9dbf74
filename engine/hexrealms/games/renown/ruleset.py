"""Renown & Dragon Towers as a ``hexrealms.core.ruleset.Ruleset``."""

from __future__ import annotations

from typing import Any

from ...core.ruleset import register
from . import ABOUT, rules
from .config import RenownConfig, config_schema, parse_config
from .evaluation import evaluate, master_evaluate, master_terms, terms
from .infostate import determinize
from .invariants import broken_rules
from .labels import describe, detail
from .rules_text import rules_texts
from .scoring import result as final_result
from .setup import initial_state
from .state import RULES_VERSION, State
from .view import game_view, holds_secrets, place_details


class Renown:
    """The ruleset object registered under ``"renown"``."""

    id = ABOUT.id
    name = ABOUT.name
    blurb = ABOUT.blurb
    min_players = ABOUT.min_players
    max_players = ABOUT.max_players
    #: 2: missions every map can satisfy, offers' items taken out one at a time, one offer
    #: to each player a turn, forced steps taken for the player (RULES-NOTES, "Rules version
    #: 2"); a game saved under version 1 keeps playing by version 1 (``State.rules``).
    rules_version = RULES_VERSION
    #: Master's search (``bots.SearchSettings``): each candidate's rollout is one step deep
    #: (the candidate, the greedy policy's best next decision, the evaluation), averaged over
    #: the playouts' dice. Against three greedy bots over 200 four-player games (``--playouts
    #: 4``, before master had its own evaluation) it won 109 (54.5%); the default 10-step
    #: rollouts won 48 of the first 100 of them, spending their steps on trade offers that
    #: only the other player can answer, and one step with a single playout won 89 of 200
    #: (44.5%): an attack's worth is in its dice.
    bot_settings = {"turn_steps": 1}

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
    #: master weighs with weights of its own (``evaluation.MASTER``: income for the game to
    #: come); the figure is in the README
    master_evaluate = staticmethod(master_evaluate)
    master_evaluation_terms = staticmethod(master_terms)
    determinize = staticmethod(determinize)
    broken_rules = staticmethod(broken_rules)

    def initial_state(self, config: RenownConfig) -> State:  # type: ignore[override]
        return initial_state(config)

    def clone(self, state: State) -> State:  # type: ignore[override]
        return state.clone()

    def turn(self, state: State) -> int:  # type: ignore[override]
        """Counts every player's turn begun."""
        return state.turns

    def round(self, state: State) -> int:  # type: ignore[override]
        """The round players read, as the view shows it."""
        return state.round

    def view(self, state: State, config: RenownConfig, viewer: int | None) -> dict[str, Any]:  # type: ignore[override]
        return game_view(state, config, viewer)

    def canonical(self, state: State) -> Any:
        return state.canonical()

    def finished(self, state: State) -> bool:
        return state.step == "over"

    def result(self, state: State) -> dict[str, Any] | None:
        return final_result(state) if state.step == "over" else None


RENOWN = register(Renown())
