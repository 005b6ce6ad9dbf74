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


def lengths(ruleset: str) -> list[str | None]:
    """The choices of the game's ``length`` option, shortest first ([None] without one)."""
    for option in get_ruleset(ruleset).config_schema()["options"]:
        if option["key"] == "length":
            return [c["value"] for c in option["choices"]]
    return [None]
