"""The game a benchmark runs, chosen as the command line chooses it: ``--ruleset`` (default:
the first declared game) and ``--set key=value`` options (dotted keys, JSON values)."""

from __future__ import annotations

import argparse
from typing import Any

from hexrealms.__main__ import options
from hexrealms.core.ruleset import get as get_ruleset, ids


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--ruleset`` and ``--set`` to a benchmark's arguments."""
    game_ids = ids()
    parser.add_argument("--ruleset", default=game_ids[0], choices=game_ids, help="the game")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a config option of that game, e.g. --set length=short")


def config(args: argparse.Namespace) -> dict[str, Any]:
    """The config the arguments name (without players or seed, which the bench sets)."""
    return {"ruleset": args.ruleset, **options(args.set)}


def length_option(ruleset: str) -> tuple[str, list[str]] | None:
    """The option that sets how long a game lasts, and its values shortest first: the one
    keyed ``length`` (its choices in order), or one that lists them in ``lengths``
    (ARCHITECTURE.md, "Config schema"); ``None`` if the game has none."""
    for option in get_ruleset(ruleset).config_schema()["options"]:
        if "lengths" in option:
            return option["key"], list(option["lengths"])
        if option["key"] == "length":
            return "length", [c["value"] for c in option["choices"]]
    return None


def lengths(ruleset: str) -> list[str | None]:
    """The game's lengths, shortest first ([None] without a length option)."""
    found = length_option(ruleset)
    return found[1] if found else [None]


def with_length(config: dict[str, Any], length: str | None) -> dict[str, Any]:
    """``config`` with the game's length option set to ``length`` (unchanged for ``None``)."""
    found = length_option(config["ruleset"])
    return {**config, found[0]: length} if found and length is not None else dict(config)
