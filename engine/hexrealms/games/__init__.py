"""One package per ruleset; importing this package registers them all (``hexrealms/__init__.py``
does, so core never imports a game)."""

from .hyperborea import ruleset as _hyperborea  # noqa: F401
from .hyborian_gates import ruleset as _hyborian_gates  # noqa: F401
from .renown import ruleset as _renown  # noqa: F401
from .multiverse_war import ruleset as _multiverse_war  # noqa: F401
