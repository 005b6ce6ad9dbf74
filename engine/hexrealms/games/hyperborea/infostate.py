"""What a seat may know: its bots think on positions whose other secrets are re-drawn from
that knowledge (``Game.fork(seed, viewer=seat)``), so they never read another player's hidden
ruin token, not even through which tokens are left to draw."""

from __future__ import annotations

from ...core.rng import Rng
from .state import State


def determinize(state: State, seat: int, rng: Rng) -> None:
    """Re-deals the secrets ``seat`` cannot see: each other player's stored ruin token is
    known only by its metal (the ruin it came from is public), so it is drawn again from the
    tokens of that metal ``seat`` has not seen — the unexplored ones and the other stored ones
    (rulebook, "Ruins": the explorer "secretly looks at" the token; it is revealed
    only when used)."""
    for metal, unseen in state.ruins_unseen.items():
        holders = [p for p in state.players if p.seat != seat and p.stored_ruin is not None
                   and p.stored_ruin.split(".")[0] == metal]
        if not holders:
            continue
        pool = sorted(unseen + [p.stored_ruin for p in holders if p.stored_ruin is not None])
        for p in holders:
            p.stored_ruin = pool.pop(rng.below(len(pool)))
        state.ruins_unseen[metal] = pool
