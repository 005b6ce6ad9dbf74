"""hexrealms: hex-map strategy board games — rules engine, bots and save-state links.

    >>> from hexrealms import Game
    >>> g = Game.new({"ruleset": "hyperborea", "players": 3, "seed": 7})
    >>> g.legal_actions()[0]["id"]
    'extra_cube:red'
"""

from . import games  # noqa: F401  (importing the games package declares every ruleset)
from .core.game import BadConfig, Game, IllegalAction
from .core.link import BadLink

__all__ = ["Game", "IllegalAction", "BadLink", "BadConfig"]
__version__ = "0.1.0"
