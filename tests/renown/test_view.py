"""Renown's view for the page: every action can be pointed at on the map, tiles read without
colour, pieces carry their numbers, the build setup shows where a tile may go, the trade offer
is a dialog, and claimable missions are cards."""

from __future__ import annotations

from hexrealms import Game
from hexrealms.core.rng import Rng


def play_until(game: Game, want, seed: int = 1, steps: int = 5000) -> None:  # type: ignore[no-untyped-def]
    pick = Rng(seed)
    for _ in range(steps):
        if want(game):
            return
        game.act(pick.choice(game.legal_action_ids()))
    raise AssertionError("the position never came")


def test_every_map_action_points_at_a_space_on_the_board() -> None:
    g = Game.new({"ruleset": "renown", "players": 3, "seed": 4})
    pick = Rng(9)
    seen = set()
    for _ in range(600):
        if g.finished:
            break
        ids = {s["id"] for s in g.view(None)["table"]["spaces"]}
        for a in g.legal_actions():
            d = a["detail"]
            for key in ("at", "from", "to"):
                if key in d:
                    assert d[key] in ids, (a["id"], key)
            assert d.get("help") is not None and d.get("group"), a["id"]
            seen.add(a["kind"])
        g.act(pick.choice(g.legal_action_ids()))
    assert {"monster", "outpost", "gather", "end_commerce", "end_turn"} <= seen


def test_tiles_read_without_colour_and_pieces_carry_their_numbers() -> None:
    g = Game.new({"ruleset": "renown", "players": 2, "seed": 6})
    play_until(g, lambda g: g.state.step == "troops" and g.state.troops or g.finished)
    v = g.view(None)
    look = g.ruleset.rules_text()["look"]
    for s in v["table"]["spaces"]:
        terrain = look["terrains"][s["terrain"]]
        assert terrain["pattern"] and terrain["text"]
        assert s["short"] or s["terrain"] == "empty"
    troops = [p for s in v["table"]["spaces"] for p in s["pieces"] if p["id"].startswith("t")]
    for p in troops:
        assert p["show"] == "icon" and p["icon"] in look["icons"]
        assert p["count"] >= 1 and "HP" in p["label"] and "Move" in p["tip"]


def test_the_build_setup_shows_open_hexes_where_each_tile_may_go() -> None:
    g = Game.new({"ruleset": "renown", "players": 2, "seed": 3, "layout": "build"})
    assert g.state.step == "build"
    for _ in range(5):
        v = g.view(None)
        open_ids = {s["id"] for s in v["table"]["spaces"] if s["terrain"] == "open"}
        targets = {a["detail"]["at"] for a in g.legal_actions()}
        assert open_ids == targets  # every open hex offers a tile, and only those
        g.act(g.legal_action_ids()[0])
    assert len([s for s in g.view(None)["table"]["spaces"] if s["terrain"] != "open"]) == 5


def test_an_offer_is_a_dialog_and_missions_are_cards_to_claim() -> None:
    g = Game.new({"ruleset": "renown", "players": 2, "seed": 2})
    play_until(g, lambda g: any(a.startswith("offer:") for a in g.legal_action_ids()))
    g.act(next(a for a in g.legal_action_ids() if a.startswith("offer:")))
    actions = g.legal_actions()
    assert actions and all(a["detail"].get("dialog") for a in actions)
    assert len({a["detail"]["dialog"]["title"] for a in actions}) == 1
    missions = next(p for p in g.view(None)["table"]["panels"] if p["id"] == "missions")
    assert len(missions["cards"]) == 3 and all(c["verb"] == "Claim" for c in missions["cards"])
