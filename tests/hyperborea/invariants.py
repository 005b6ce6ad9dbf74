"""Conservation invariants of a Hyperborea state: what the box holds never changes."""

from __future__ import annotations

from hexrealms.games.hyperborea.board import COLOURS
from hexrealms.games.hyperborea.content import GHOSTS, RUIN_METAL, rules_content
from hexrealms.games.hyperborea.scoring import cubes_owned
from hexrealms.games.hyperborea.state import GHOST, State

CUBES = {c: 24 for c in COLOURS} | {"grey": 36}
GEMS = 72
CARDS = 64
TOKENS = {"bronze": 20, "silver": 40, "gold": 12}


def check_conservation(state: State) -> None:
    """Cubes per colour (bags, boards, cards, available and unused areas, market, reserve),
    miniatures (map, reserve, one graveyard), Ghosts (map, graveyards, box), cards (decks,
    market, players), Gems (players, supply) and ruin tokens (unseen, stored, discarded) are
    all where they should be, and every occupied site matches a miniature."""
    owned_by = [cubes_owned(p) for p in state.players]
    for colour, total in CUBES.items():
        owned = sum(o.get(colour, 0) for o in owned_by)
        market = sum(g for row in state.market_grey for g in row) if colour == "grey" else 0
        assert owned + market + state.reserve[colour] == total, colour
        assert state.reserve[colour] >= 0 and all(p.bag.get(colour, 0) >= 0 for p in state.players)
    for p in state.players:
        assert len(p.miniatures) == 10
        for m in p.miniatures:
            assert m.grave is None or (m.hex is None and m.grave != p.seat)
            if m.site is not None:
                assert m.hex is not None
                h = state.hexes[m.hex]
                sites = h.city_occupants if m.site[0] == "city" else h.ruin_occupants
                assert sites[m.site[1]] == p.seat
        assert all(0 <= lvl <= 6 for lvl in p.development.values())
        assert p.gems >= 0
    for h in state.hexes:
        for kind, sites in (("city", h.city_occupants), ("ruin", h.ruin_occupants)):
            for i, o in enumerate(sites):
                if o is not None and o != GHOST:
                    assert any(m.hex == h.index and m.site == (kind, i)
                               for m in state.players[o].miniatures)
    ghosts = sum(1 for h in state.hexes for o in h.city_occupants + h.ruin_occupants if o == GHOST)
    assert ghosts + state.ghost_box + sum(p.ghosts_killed for p in state.players) == GHOSTS
    cards = sum(map(len, state.decks)) + sum(map(len, state.deck_bottoms))
    cards += sum(1 for row in state.market for c in row if c) + sum(len(p.cards) for p in state.players)
    assert cards == CARDS == len(rules_content().advanced_technologies)
    assert sum(p.gems for p in state.players) + state.gem_supply == GEMS
    seen = state.ruins_discarded + [p.stored_ruin for p in state.players if p.stored_ruin]
    seen += [d.data["token"] for d in state.decisions if d.kind == "ruin"]
    for metal, total in TOKENS.items():
        on_map = sum(sum(h.ruin_tokens) for h in state.hexes if RUIN_METAL[h.region] == metal)  # type: ignore[index]
        assert len(state.ruins_unseen[metal]) == on_map + state.ruin_supply[metal], metal
        drawing = sum(1 for k, d in state.chance_queue if k == "ruin" and d["metal"] == metal)
        assert len(state.ruins_unseen[metal]) + drawing + sum(
            1 for t in seen if t.startswith(metal + ".")) == total, metal
