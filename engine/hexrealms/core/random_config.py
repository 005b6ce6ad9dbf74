"""A game's settings drawn at random from its own new-game form (``Ruleset.config_schema``,
ARCHITECTURE.md "Config schema"), so that soaks and contract tests play every scenario and
variant a player can choose, not only the default game."""

from __future__ import annotations

from typing import Any

from .rng import Rng
from .ruleset import config_schema

#: Draws tried before the seats fall back to their defaults (a form may offer choices that
#: only some combinations allow, such as two seats on one race).
ATTEMPTS = 8


def random_config(ruleset_id: str, players: int, seed: int) -> dict[str, Any]:
    """Settings drawn with ``seed``: each option one of its choices (a flag either way) and
    each seat option one of its choices, dotted keys nested as the form nests them; an option
    whose ``requires`` is unmet keeps its default, as the form does. A draw the game refuses
    is drawn again, the last time with default seats; ``ValueError`` if even that is
    refused."""
    from .. import BadConfig, Game  # the game layer sits above the registry

    schema = config_schema(ruleset_id)
    rng = Rng(seed ^ 0x50AC)
    error: BadConfig | None = None
    for attempt in range(ATTEMPTS):
        chosen: dict[str, Any] = {"players": players}
        for o in schema["options"]:
            values = [c["value"] for c in o["choices"]] if o["kind"] == "choice" else [False, True]
            chosen[o["key"]] = rng.choice(values)
            need = o.get("requires")
            if need and chosen.get(need["key"]) != need["value"]:
                chosen[o["key"]] = o["default"]
        seat_options = schema["seat_options"] if attempt < ATTEMPTS - 1 else []
        seats = [{o["key"]: rng.choice([c["value"] for c in o["choices"]]) for o in seat_options}
                 for _ in range(players)]
        config: dict[str, Any] = {"ruleset": ruleset_id, "seed": seed, "players": [
            {k: v for k, v in seat.items() if v is not None} for seat in seats]}
        for key, value in chosen.items():
            if key == "players":
                continue
            *path, last = key.split(".")
            at = config
            for part in path:
                at = at.setdefault(part, {})
            at[last] = value
        try:
            Game.new(config)
        except BadConfig as e:
            error = e
            continue
        return config
    raise ValueError(f"{ruleset_id} refuses every settings drawn from its form: {error}")
