"""Actions: small frozen values with a stable text form (ARCHITECTURE.md principle 6), as
python-chess's moves are: ``Action.from_str(a.to_str()) == a``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    """A decision: a ``kind`` and its arguments, written ``kind:arg1:arg2``."""

    kind: str
    args: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for part in (self.kind, *self.args):
            if not part or ":" in part:
                raise ValueError(f"action parts must be non-empty and free of ':' ({part!r})")

    def to_str(self) -> str:
        return ":".join((self.kind, *self.args))

    @classmethod
    def from_str(cls, text: str) -> "Action":
        kind, *args = text.split(":")
        return cls(kind, tuple(args))

    def __repr__(self) -> str:
        return f"Action.from_str({self.to_str()!r})"
