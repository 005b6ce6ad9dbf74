"""One package per ruleset; importing this package registers them all."""

from .hyperborea import ruleset as _hyperborea  # noqa: F401
from .hyborian_gates import ruleset as _hyborian_gates  # noqa: F401
from .renown import ruleset as _renown  # noqa: F401
