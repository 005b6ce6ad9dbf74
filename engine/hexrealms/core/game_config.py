"""What every game's config shares (ARCHITECTURE.md, "Config schema" and "Save-state links"):
unknown keys are errors, the config is frozen, and two keys every ruleset reads the same way.

- ``seed``: the game's PRNG seed for chance; never part of a link or of ``state_hash``.
- ``rules_version``: the rules a saved game was played under. A ruleset bumps its
  ``rules_version`` when a rule change would replay old links differently; a link made under
  older rules loads with this key set to the link's version, and the ruleset keeps playing that
  game by the rules it was made with, so an old link opens to the very position it saved. A
  new game leaves it ``None`` (the current rules). Like the seed, it is left out of the public
  config (the link's header carries it).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class GameConfig(BaseModel):
    """The base of every ruleset's config model."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seed: int | None = Field(None, ge=0, lt=2**63)
    rules_version: int | None = Field(None, ge=1)

    def rules(self, current: int) -> int:
        """The rules version in force: the saved game's, else ``current``."""
        return self.rules_version if self.rules_version is not None else current


#: Config keys that are not part of a game's public settings (links, hashes).
PRIVATE_KEYS = frozenset({"seed", "rules_version"})
