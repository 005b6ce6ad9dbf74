"""Action labels read as the rulebook speaks: names of cities, cards, technologies and cube
places, never the engine's internal ids (hexagon ids like h7 stay: the map and the details
panel show them)."""

from __future__ import annotations

import re

import pytest

from hexrealms import Game
from hexrealms.core.rng import Rng

# a miniature, a city or ruin slot, a cube place, a card id
RAW_ID = re.compile(r"\bm\d+\.\d+\b|\bh\d+\.[cr]\d\b|\b(base|card|available|unused)\.|"
                    r"\b(I|II|III|IV)\.\d\d\b|_")


@pytest.mark.parametrize("players, mode, seed", [(2, "invasion", 1), (3, "race_war", 2),
                                                 (4, "invasion", 3), (5, "race_war", 4),
                                                 (6, "race_war", 5)])
def test_no_label_shows_an_internal_id(players: int, mode: str, seed: int) -> None:
    game = Game.new({"ruleset": "hyperborea", "players": players, "seed": seed, "mode": mode})
    pick = Rng(seed)
    kinds = set()
    while not game.finished:
        actions = game.legal_actions()
        for a in actions:
            assert not RAW_ID.search(a["label"]), (a["id"], a["label"])
            assert not re.search(r"\ba [aeiou]", a["label"]), a["label"]  # "an orange cube"
            kinds.add(a["kind"])
        game.act(pick.choice(actions)["id"])
    assert {"place", "city", "end_turn"} <= kinds


def test_site_and_cube_labels_name_what_they_are() -> None:
    """Entering a city names it; a cube to remove or restore names its colour and place."""
    seen: dict[str, str] = {}
    for seed in range(40):
        game = Game.new({"ruleset": "hyperborea", "players": 3, "seed": seed})
        pick = Rng(seed)
        while not game.finished and len(seen) < 3:
            for a in game.legal_actions():
                if a["kind"] in ("city", "explore", "restore"):
                    seen.setdefault(a["kind"], a["label"])
            game.act(pick.choice(game.legal_action_ids()))
        if len(seen) == 3:
            break
    assert re.fullmatch(r"Enter (Capital City|[A-Z][\w' -]+) in h\d+", seen["city"])
    assert re.fullmatch(r"Explore the (bronze|silver|gold) ruin in h\d+ \(\d+ tokens? left\)",
                        seen["explore"])
    assert re.fullmatch(r"Return (the|a|an) \w+ cube (on|from) .+ to the bag", seen["restore"])
