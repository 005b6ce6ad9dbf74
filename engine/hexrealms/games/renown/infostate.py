"""What a seat may know: everything (the brief's §4 — resources, missions and positions are
public). The mission deck's order never exists (draws are chance), so there is nothing to
re-draw."""

from __future__ import annotations

from ...core.rng import Rng
from .state import State


def determinize(state: State, seat: int, rng: Rng) -> None:
    """Nothing is hidden: the state stays as it is."""
