"""What a seat may know (R-G13, ARCHITECTURE.md principle 7): its bots think on positions
whose secrets are re-dealt from that knowledge (``Game.fork(seed, viewer=seat)``)."""

from __future__ import annotations

from collections import Counter

from ...core.rng import Rng
from .content import content
from .state import State

_ORDER = {c.id: i for i, c in enumerate(content().cards)}


def determinize(state: State, seat: int, rng: Rng) -> None:
    """Re-deals every other hand, keeping its size, from the cards ``seat`` has not seen: the
    deck and those hands. A hand ``seat`` saw with a Mind Jewel and that has not changed since
    is known and kept. The discard pile is face up; future draws are chance anyway."""
    known = {k.victim for k in state.peeks
             if k.viewer == seat and state.players[k.victim].stamp == k.stamp}
    redeal = [p for p in state.players if p.seat != seat and p.seat not in known and p.hand]
    pool = Counter({c: n for c, n in state.deck.items() if n > 0})
    for p in redeal:
        pool.update(p.hand)
    unseen = sorted(pool.elements(), key=_ORDER.__getitem__)
    for p in redeal:
        hand = [unseen.pop(rng.below(len(unseen))) for _ in range(len(p.hand))]
        p.hand = sorted(hand, key=_ORDER.__getitem__)
    left = Counter(unseen)
    state.deck = {c: left.get(c, 0) for c in state.deck}
