"""One package per ruleset. Each package's ``__init__`` holds only its ``ABOUT`` (what the first
screen lists); its rules are imported when the game is first asked for (``core.ruleset.get``).
``hexrealms/__init__.py`` imports this package, so core never names a game."""

from importlib import import_module

from ..core.ruleset import declare
from . import hyborian_gates, hyperborea, multiverse_war, renown

for _package in (hyperborea, hyborian_gates, renown, multiverse_war):
    declare(_package.ABOUT, lambda name=_package.__name__: import_module(".ruleset", name))
