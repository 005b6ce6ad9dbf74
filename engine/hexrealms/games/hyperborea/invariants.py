"""Hyperborea's conservation invariants: what the box holds never changes, whatever is played.

The tests and ``bench/soak.py`` call ``broken_rules`` after every step; nothing in play calls it.
"""

from __future__ import annotations

from .board import COLOURS
from .content import GHOSTS, RUIN_METAL, rules_content
from .scoring import cubes_owned
from .state import GHOST, PlayerState, State

# The box's contents, written out from the rulebook rather than taken from the constants setup
# uses, so that a wrong setup constant shows up here instead of being checked against itself.
CUBES: dict[str, int] = {c: 24 for c in COLOURS} | {"grey": 36}
GEMS = 72
CARDS = 64
TOKENS: dict[str, int] = {"bronze": 20, "silver": 40, "gold": 12}
MINIATURES = 10
MAX_LEVEL = 6


def broken_rules(state: State) -> list[str]:
    """Every way the position breaks Hyperborea's invariants (empty: none): the cubes of each
    colour (bags, boards, cards, available and unused areas, the market's grey cubes, the
    reserve), each player's ten miniatures (map, reserve, one opponent's graveyard), the 18
    Ghosts (map, graveyards, box), the 64 Advanced Technologies (decks, market, players), the
    72 Gems (players, supply) and the ruin tokens of each metal (unseen, being drawn, stored,
    discarded) are all accounted for (rulebook, "contents"); every occupied city or ruin site
    matches a miniature standing on it, and no count or Development level leaves its range."""
    problems = _cube_problems(state)
    for p in state.players:
        problems += _player_problems(state, p)
    problems += _site_problems(state)
    ghosts = sum(1 for h in state.hexes for o in h.city_occupants + h.ruin_occupants if o == GHOST)
    killed = sum(p.ghosts_killed for p in state.players)
    if ghosts + state.ghost_box + killed != GHOSTS:
        problems.append(f"Ghosts: {ghosts} on the map + {state.ghost_box} in the box + {killed} "
                        f"killed != {GHOSTS}")
    problems += _card_problems(state)
    gems = sum(p.gems for p in state.players)
    if gems + state.gem_supply != GEMS:
        problems.append(f"Gems: {gems} owned + {state.gem_supply} supply != {GEMS}")
    problems += _ruin_problems(state)
    return problems


def _cube_problems(state: State) -> list[str]:
    problems: list[str] = []
    owned_by = [cubes_owned(p) for p in state.players]
    for colour, total in CUBES.items():
        owned = sum(o.get(colour, 0) for o in owned_by)
        # grey cubes are the only ones that wait on the market's cards
        market = sum(g for row in state.market_grey for g in row) if colour == "grey" else 0
        reserve = state.reserve.get(colour, 0)
        if owned + market + reserve != total:
            problems.append(f"{colour} cubes: {owned} owned + {market} market + {reserve} "
                            f"reserve != {total}")
        if reserve < 0:
            problems.append(f"{colour} cubes: the reserve holds {reserve}")
        for p in state.players:
            if p.bag.get(colour, 0) < 0:
                problems.append(f"{colour} cubes: seat {p.seat}'s bag holds {p.bag[colour]}")
    return problems


def _player_problems(state: State, p: PlayerState) -> list[str]:
    problems: list[str] = []
    if len(p.miniatures) != MINIATURES:
        problems.append(f"seat {p.seat}: {len(p.miniatures)} miniatures != {MINIATURES}")
    for m in p.miniatures:
        # a killed miniature waits off the map in its killer's graveyard, never its own
        if m.grave is not None and m.hex is not None:
            problems.append(f"miniature {m.id}: in seat {m.grave}'s graveyard and at hex {m.hex}")
        if m.grave is not None and m.grave == p.seat:
            problems.append(f"miniature {m.id}: in its own seat's graveyard")
        if m.site is None:
            continue
        if m.hex is None or not 0 <= m.hex < len(state.hexes):
            problems.append(f"miniature {m.id}: on site {m.site} but at hex {m.hex}")
            continue
        h = state.hexes[m.hex]
        sites = h.city_occupants if m.site[0] == "city" else h.ruin_occupants
        i = m.site[1]
        if not (0 <= i < len(sites) and sites[i] == p.seat):
            problems.append(f"miniature {m.id}: on {m.site[0]} {i} of hex {h.index}, which "
                            f"does not hold seat {p.seat}")
    for row, level in p.development.items():
        if not 0 <= level <= MAX_LEVEL:
            problems.append(f"seat {p.seat}: {row} Development at {level}, not 0-{MAX_LEVEL}")
    if p.gems < 0:
        problems.append(f"seat {p.seat}: {p.gems} Gems")
    return problems


def _site_problems(state: State) -> list[str]:
    """Each occupied site from the map's side; ``_player_problems`` checks the miniatures' side."""
    problems: list[str] = []
    seats = len(state.players)
    for h in state.hexes:
        for kind, sites in (("city", h.city_occupants), ("ruin", h.ruin_occupants)):
            for i, o in enumerate(sites):
                if o is None or o == GHOST:
                    continue
                if not (0 <= o < seats and any(m.hex == h.index and m.site == (kind, i)
                                               for m in state.players[o].miniatures)):
                    problems.append(f"{kind} {i} of hex {h.index}: held by seat {o}, whose "
                                    f"miniatures are not there")
    return problems


def _card_problems(state: State) -> list[str]:
    problems: list[str] = []
    decks = sum(map(len, state.decks)) + sum(map(len, state.deck_bottoms))
    market = sum(1 for row in state.market for c in row if c)
    players = sum(len(p.cards) for p in state.players)
    if decks + market + players != CARDS:
        problems.append(f"Advanced Technologies: {decks} in decks + {market} market + {players} "
                        f"owned != {CARDS}")
    content = len(rules_content().advanced_technologies)
    if content != CARDS:
        problems.append(f"Advanced Technologies: the content lists {content} != {CARDS}")
    return problems


def _ruin_problems(state: State) -> list[str]:
    problems: list[str] = []
    seen = state.ruins_discarded + [p.stored_ruin for p in state.players if p.stored_ruin]
    # a token being resolved waits in its decision, out of every other place
    seen += [d.data["token"] for d in state.decisions if d.kind == "ruin" and "token" in d.data]
    for metal, total in TOKENS.items():
        unseen = len(state.ruins_unseen.get(metal, []))
        regions = {r for r, m in RUIN_METAL.items() if m == metal}
        on_map = sum(sum(h.ruin_tokens) for h in state.hexes if h.region in regions)
        supply = state.ruin_supply.get(metal, 0)
        # the unseen ids are those face down anywhere: on the map or still in the supply
        if unseen != on_map + supply:
            problems.append(f"{metal} ruin tokens: {unseen} unseen != {on_map} on the map + "
                            f"{supply} supply")
        drawing = sum(1 for k, d in state.chance_queue if k == "ruin" and d.get("metal") == metal)
        shown = sum(1 for t in seen if t.startswith(metal + "."))
        if unseen + drawing + shown != total:
            problems.append(f"{metal} ruin tokens: {unseen} unseen + {drawing} being drawn + "
                            f"{shown} seen != {total}")
    return problems
