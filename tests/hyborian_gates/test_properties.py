"""Properties over random games: they end, conserve every unit and card, replay exactly,
and never show a seat what it may not see."""

from __future__ import annotations

import json
import re

import pytest

from hexrealms import Game
from hexrealms.bots import GreedyBot, MasterBot, RandomBot
from hexrealms.core.rng import Rng
from hexrealms.games.hyborian_gates.content import content
from hexrealms.games.hyborian_gates.infostate import determinize
from hexrealms.games.hyborian_gates.invariants import broken_rules
from hexrealms.games.hyborian_gates.state import Peek

from .conftest import new_game

RAW_ID = re.compile(r"\b(atl|hyb|asg|cha|gae|osi)\.c\d")


def _random_game(players: int, seed: int, check_every: int = 0) -> Game:
    g = new_game(players, seed, length="short")
    bot = RandomBot(seed)
    step = 0
    while not g.finished:
        g.act(bot.choose(g))
        step += 1
        if check_every and step % check_every == 0:
            assert broken_rules(g.state) == []
            for viewer in [None, *range(players)]:
                _no_leak(g, viewer)
    return g


def _no_leak(g: Game, viewer: int | None) -> None:
    view = g.view(viewer)
    json.dumps(view)
    for panel in view["table"]["panels"]:
        if panel["id"].startswith("hand-") and panel["seat"] != viewer:
            assert panel["cards"] == [], "another seat's hand"
        if panel["id"].startswith("peek-"):  # the victim's hand, shown to the looker only
            assert (viewer, panel["seat"]) in {(k.viewer, k.victim) for k in g.state.peeks}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_end_with_a_result_and_conserve_everything(players: int) -> None:
    g = _random_game(players, 100 + players, check_every=37)
    result = g.result()
    assert result is not None and result["winner"] in range(players)
    assert [p["seat"] for p in result["players"]] == list(range(players))
    assert set(result["categories"]) == {"total", "cities", "units"}
    assert all(p["total"] == len(p["pyramids"]) for p in result["players"])
    assert result["ranking"][0] == result["winner"]
    json.dumps(result)


def test_broken_rules_reports_a_lost_unit_and_a_lost_card() -> None:
    g = new_game(3, 66)
    bot = RandomBot(6)
    for _ in range(80):
        g.act(bot.choose(g))
    assert broken_rules(g.state) == []
    broken = g.state.clone()
    stack = next(st for st in broken.stacks.values() if st.units)
    unit = stack.units.pop()
    card = next(p.hand for p in broken.players if p.hand).pop()
    assert broken_rules(broken) == [
        f"{unit} units: {content().kind[unit].count - 1} in piles, stacks and placements "
        f"!= {content().kind[unit].count}",
        f"{card} cards: {content().copies - 1} in the deck, discard and hands "
        f"!= {content().copies}",
    ]
    assert broken_rules(g.state) == [], "the game's own state is untouched"


def test_same_seed_same_actions_same_state_and_links_replay() -> None:
    a = new_game(3, 55)
    b = new_game(3, 55)
    bot = RandomBot(9)
    for _ in range(300):
        if a.finished:
            break
        choice = bot.choose(a)
        a.act(choice)
        b.act(choice)
        assert a.state_hash() == b.state_hash()
    c = Game.from_link(a.to_link())
    assert c.state_hash() == a.state_hash()
    assert new_game(3, 56).state_hash() != new_game(3, 55).state_hash()


def test_undo_restores_the_position() -> None:
    g = new_game(2, 60)
    while g.current_player is not None and not g.can_undo:
        g.act(g.legal_action_ids()[-1])
    before = g.state_hash()
    if g.legal_action_ids():
        g.act(g.legal_action_ids()[0])
        if g.can_undo:
            g.undo()
            assert g.state_hash() == before


def test_every_action_has_a_label_and_detail_in_the_games_words() -> None:
    g = new_game(4, 61)
    bot = RandomBot(3)
    seen: set[str] = set()
    for _ in range(900):
        if g.finished:
            break
        actions = g.legal_actions()
        ids = [a["id"] for a in actions]
        assert len(ids) == len(set(ids)), "action ids are unique"
        for a in actions:
            assert a["label"] and not RAW_ID.search(a["label"]), a["label"]
            d = a["detail"]
            assert d["group"] and isinstance(d["help"], str)
            if a["kind"] == "move":
                assert d["from"] and d["to"] == a["args"][1]
            if a["kind"] in ("play", "discard"):
                # the first copy of the card in the decider's own hand, in its view
                assert d["card"] == f"hand-{a['player']}:{a['args'][0]}:0"
            seen.add(a["kind"])
        g.act(bot.choose(g))
    assert {"pick", "place", "move", "split", "play", "end_move", "pass", "respond"} <= seen


def test_place_details_for_every_space() -> None:
    g = new_game(3, 62)
    s = g.state
    for sp in s.universe.spaces:
        d = g.ruleset.place_details(s, sp.id)
        assert d["id"] == sp.id and d["title"] and d["sections"]
        assert not RAW_ID.search(d["title"])
    with pytest.raises(ValueError):
        g.ruleset.place_details(s, "xyz.c9r9")


def test_view_shape() -> None:
    g = new_game(3, 63)
    v = g.view(None)
    table = v["table"]
    assert [b["id"] for b in table["boards"]] == list(content().dimension_ids)
    assert len(table["spaces"]) == 294 and len({sp["id"] for sp in table["spaces"]}) == 294
    assert all(len(sp["short"]) <= 3 for sp in table["spaces"])
    assert {sp["terrain"] for sp in table["spaces"]} == {"clear", "blocked", "city", "gate",
                                                          "pyramid"}
    pyramids = [sp for sp in table["spaces"] if sp["terrain"] == "pyramid"]
    assert [sp["label"] for sp in pyramids][0] == "Pyramid of Atlantis"
    assert all(link["kind"] == "gate" for link in table["links"]) and table["links"]
    assert table["hint"] and v["phase"] == "Setup"
    assert {"seat", "name", "colour", "letter", "shape", "bot", "summary"} <= set(v["players"][0])


def test_determinize_redeals_only_unseen_cards() -> None:
    g = new_game(3, 64)
    bot = RandomBot(1)
    while g.state.step in ("pick", "deal"):
        g.act(bot.choose(g))
    s = g.state
    s.peeks = [Peek(0, 2, s.players[2].hand[:], s.players[2].stamp, 1)]
    mine, sizes = s.players[0].hand[:], [len(p.hand) for p in s.players]
    theirs = s.players[2].hand[:]
    twin = s.clone()
    determinize(twin, 0, Rng(5))
    assert twin.players[0].hand == mine, "own hand kept"
    assert twin.players[2].hand == theirs, "a hand seen by Mind Jewel and unchanged is known"
    assert [len(p.hand) for p in twin.players] == sizes
    assert broken_rules(twin) == []
    assert twin.discard == s.discard
    changed = any(determinize(t := s.clone(), 0, Rng(k)) or t.players[1].hand != s.players[1].hand
                  for k in range(20))
    assert changed, "the unseen hand is re-dealt"


def test_bots_choose_legal_actions() -> None:
    g = new_game(3, 65)
    greedy, master = GreedyBot(1), MasterBot(2, playouts=1, candidates=3)
    for _ in range(12):
        if g.finished:
            break
        choice = greedy.choose(g)
        assert choice in g.legal_action_ids()
        g.act(choice)
    choice = master.choose(g, budget=0.5)
    assert choice in g.legal_action_ids()
