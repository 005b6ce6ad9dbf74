"""One package per ruleset. Each package's ``__init__`` holds only its ``ABOUT`` (what the first
screen lists); its ``config`` module makes its new-game form (``config_schema()``) without the
rules, which are imported when the game is first asked for (``core.ruleset.get``).
``hexrealms/__init__.py`` imports this package, so core never names a game."""

from importlib import import_module
from typing import Any

from ..core.ruleset import declare
from . import hyborian_gates, hyperborea, multiverse_war, renown


def _schema(package: str) -> dict[str, Any]:
    schema: dict[str, Any] = import_module(".config", package).config_schema()
    return schema


for _package in (hyperborea, hyborian_gates, renown, multiverse_war):
    declare(_package.ABOUT, lambda name=_package.__name__: import_module(".ruleset", name),
            lambda name=_package.__name__: _schema(name))
