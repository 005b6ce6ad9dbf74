"""Hyperborea as a ``hexrealms.core.ruleset.Ruleset``."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from ...core.ruleset import register
from . import ABOUT, rules
from .detail import action_detail
from .config import HyperboreaConfig, config_schema
from .evaluation import evaluate, master_evaluate, master_terms, terms
from .infostate import determinize
from .invariants import broken_rules
from .labels import describe
from .scoring import result as final_result
from .setup import initial_state
from .state import RULES_VERSION, State
from .rules_text import rules_texts
from .view import game_view, hex_details, holds_secrets


class Hyperborea:
    """The ruleset object registered under ``"hyperborea"``."""

    id = ABOUT.id
    name = ABOUT.name
    blurb = ABOUT.blurb
    min_players = ABOUT.min_players
    max_players = ABOUT.max_players
    rules_version = RULES_VERSION  # 2: RULINGS 20–25; version-1 games keep the old rules
    #: Master's search (``bots.SearchSettings``): 16 candidates instead of the default 8 (each
    #: rolled out to the end of the turn, 4 rounds on the clock). On seeds 801 on they won 32
    #: of 40 games against three greedy bots where 8 won 28; on 200 fresh seeds (15001 on, 4
    #: playouts, stop 36) 148 (74.0%, 67.5%–79.6%) where 8 won 118 (59.0%).
    #: A move takes about 1.5 times as long (median) and 1.8 times at p95, clock off.
    bot_settings = {"candidates": 16}

    config_schema = staticmethod(config_schema)
    place_details = staticmethod(hex_details)
    holds_secrets = staticmethod(holds_secrets)
    rules_text = staticmethod(rules_texts)

    def clone(self, state: State) -> State:  # type: ignore[override]
        return state.clone()

    def turn(self, state: State) -> int:  # type: ignore[override]
        """Each player's turn counts one (``next_turn``); setup is turn 0."""
        return state.turn

    def round(self, state: State) -> int:  # type: ignore[override]
        """Every player's turn once is one round, as the view shows it."""
        return state.turn // len(state.players) + 1

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
    evaluation_terms = staticmethod(terms)
    master_evaluate = staticmethod(master_evaluate)
    master_evaluation_terms = staticmethod(master_terms)
    determinize = staticmethod(determinize)
    broken_rules = staticmethod(broken_rules)

    def view(self, state: State, config: HyperboreaConfig, viewer: int | None) -> dict[str, Any]:  # type: ignore[override]
        return game_view(state, config, viewer)

    def canonical(self, state: State) -> Any:
        """Every field of the position as plain JSON data, in a fixed order, for
        ``state_hash``. The log is narration, not the position: from rules version 2 on it is
        left out, so the story can keep improving without changing any hash again. A
        version-1 game keeps its log (which ``story.tell`` keeps word for word) and leaves out
        its ``rules`` field, so its encoding (and the ``state_hash`` old save links were
        checked against) stays byte for byte what it was."""
        data = _plain(state)
        if data["rules"] == 1:
            del data["rules"]
        else:
            del data["log"]
        return data

    def finished(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> dict[str, Any] | None:
        return final_result(state) if state.phase == "over" else None


def _plain(value: Any) -> Any:
    """``dataclasses.asdict`` without its deep copies (a third of a view's time): the state's
    dataclasses as dicts of their fields, containers walked, the rest as it is — the JSON
    ``state_hash`` writes of it is the same."""
    names = _FIELDS.get(type(value))
    if names is None and is_dataclass(value):
        names = _FIELDS[type(value)] = tuple(f.name for f in fields(value))
    if names is not None:
        return {name: _plain(getattr(value, name)) for name in names}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


_FIELDS: dict[type, tuple[str, ...]] = {}


HYPERBOREA = register(Hyperborea())
