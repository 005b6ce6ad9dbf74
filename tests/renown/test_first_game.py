"""What a first-time player met in the browser, fixed on the engine's side (rules version 2 where
the game changed; version-1 links in ``test_golden_links.py``): every mission dealt can be done
on its map; mission cards say what they ask and how far each player is; a compact troop table;
solo's turn limit shown; an offer's items taken out one at a time in a dialog whose buttons keep
their places; monster moves told plainly; tiles named by what the board prints on them; forced
steps taken for the player; a raised tower called a tower; one offer to each player a turn."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from hexrealms import Game
from hexrealms.bots import make_bot
from hexrealms.core.rng import Rng

from .conftest import (C, NUM, at, blank, give, hexagon, ids, monster, new_game, outpost,
                       to_commerce, to_first_turn, troop)

COORDS = re.compile(r"-?\d+,-?\d+")


def panel(g: Game, panel_id: str) -> dict[str, Any]:
    return next(p for p in g.view(None)["table"]["panels"] if p["id"] == panel_id)


def space(g: Game, space_id: str) -> dict[str, Any]:
    return next(s for s in g.view(None)["table"]["spaces"] if s["id"] == space_id)


# -- 1. every mission dealt can be done on its map -------------------------------------------
def achievable(mission_id: str, terrains: Counter[str], monsters: int) -> bool:
    """Whether a mission can be done on a map with these tiles and this many monsters, from
    the mission's own numbers (written here apart from the engine's ``dealable``)."""
    m = C.mission[mission_id]
    n = m.amount
    land = sum(k for t, k in terrains.items() if t != "water")
    buildings = NUM.outposts + NUM.towers  # a tower's outpost goes back to the box
    if m.test == "spread":
        return all(terrains[r] for r in ("food", "wood", "rock", "mana")) and n <= min(land, buildings)
    if m.test == "kinds":
        return n <= min(len(C.troops), NUM.troop_limit)
    if m.test == "tribute":
        return True
    if m.test == "damage":
        return monsters >= 1
    if m.test == "besiege":
        return monsters >= n
    if m.test == "mana":
        return terrains["mana"] >= n and buildings >= n
    if m.test == "patrol":
        return terrains["water"] >= 1 and any(k.flies for k in C.troops) and NUM.troop_limit >= n + 1
    if m.test == "guard":
        return NUM.towers >= 1 and NUM.troop_limit >= n
    raise AssertionError(m.test)


def set_up(players: int, seed: int, layout: str) -> Game:
    """A game played by seeded random choices through its setup (the map built too)."""
    g = Game.new({"ruleset": "renown", "players": players, "seed": seed, "layout": layout})
    pick = Rng(seed)
    while g.state.step in ("first", "build", "monsters", "outposts"):
        g.act(pick.choice(g.legal_action_ids()))
    return g


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("layout, seeds", [("random", range(20)), ("build", range(2))])
def test_every_mission_that_can_be_dealt_on_a_map_is_achievable_there(
        players: int, layout: str, seeds: range) -> None:
    """A solo map has 2 Mana tiles and 2 monsters: Mana Wardens (3 Mana tiles) and Great Hunt
    (3 monsters) would lie face up all game, dead. Every mission dealt — face up, in the deck,
    or claimed — can be done on the map it was dealt for; every one that can is dealt."""
    for seed in seeds:
        g = set_up(players, seed, layout)
        s = g.state
        terrains = Counter(t.terrain for t in s.map.tiles)
        dealt = set(s.deck) | set(s.up) | {m for p in s.players for m in p.missions}
        for m in dealt:
            assert achievable(m, terrains, len(s.monsters)), (players, layout, seed, m)
        assert dealt == {m.id for m in C.missions if achievable(m.id, terrains, len(s.monsters))}


def test_a_solo_game_deals_neither_mana_wardens_nor_great_hunt() -> None:
    g = new_game(1, seed=5, auto=True)
    dealt = set(g.state.deck) | set(g.state.up)
    assert "m6" not in dealt and "m5" not in dealt and len(dealt) == len(C.missions) - 2
    old = new_game(1, seed=5, auto=True, rules_version=1)
    assert len(set(old.state.deck) | set(old.state.up)) == len(C.missions), "version 1 dealt all"


# -- 2. a mission card says what it asks and how far each player is --------------------------
def test_mission_cards_say_what_they_ask_and_each_players_progress() -> None:
    mana = ["-1,0", "-1,1", "0,1"]
    g = blank(2, layout={**hexagon(2), "-2,0": "water", **{w: "mana" for w in mana}})
    s = g.state
    s.up, s.deck = ["m6", "m2", "m3"], ["m1", "m4", "m5", "m7", "m8"]
    outpost(s, 0, mana[0])
    outpost(s, 0, mana[1])
    cards = {c["id"]: c for c in panel(g, "missions")["cards"]}
    wardens = cards["m6"]["tags"]
    assert "Outposts on 3 Mana tiles" in wardens
    assert "Crimson: 2/3 Mana outposts" in wardens and "Azure: 0/3 Mana outposts" in wardens
    for card in cards.values():
        assert C.mission[card["id"]].ask in card["tags"]
        assert [t for t in card["tags"] if t.startswith("Crimson: ")]
        assert [t for t in card["tags"] if t.startswith("Azure: ")]
    outpost(s, 0, mana[2])
    assert "Crimson: 3/3 Mana outposts — ready" in panel(g, "missions")["cards"][0]["tags"]


@pytest.mark.parametrize("mission", [m.id for m in C.missions])
def test_each_mission_ask_names_its_number(mission: str) -> None:
    m = C.mission[mission]
    numbers = [m.amount] if m.amount else list(m.cost.values())
    assert all(str(n) in m.ask for n in numbers) and len(m.ask) <= 32


# -- 3. the troop table fits a phone ---------------------------------------------------------
def test_the_troop_table_is_compact_with_a_legend() -> None:
    g = blank(2)
    t = panel(g, "troops")
    assert all(len(c) <= 6 for c in t["columns"]), t["columns"]
    costs = [row[1] for row in t["rows"] if row[1]]
    assert len(costs) == len(C.troops)
    assert all(re.fullmatch(r"\d[FWRM]( \d[FWRM])*", c) for c in costs), costs
    for row in t["rows"]:  # about 360 px at the table's 13 px: 40 characters a row at most
        assert sum(len(str(cell)) for cell in row) <= 40, row
    for word in ("F Food", "W Wood", "R Rock", "M Mana"):
        assert word in t["summary"]
    text = " ".join(str(cell) for row in t["rows"] for cell in row)
    for k in C.troops:
        assert k.name in text and all(f"{a.name} r{a.range} {a.hit}+ d{a.die}" in text
                                      for a in k.attacks)


# -- 4. solo shows the turn limit ------------------------------------------------------------
def test_solo_shows_turn_n_of_the_limit_wherever_the_round_shows() -> None:
    g = new_game(1, seed=3)
    to_first_turn(g)
    v = g.view(None)
    limit = NUM.solo_turns
    assert v["turn"] == 1 and v["turn_max"] == limit
    assert v["phase"] == "Gather"  # the page writes "Round 1 of 20 · Gather" from turn_max
    turns = panel(g, "turns")["items"][0]
    assert (turns["label"], turns["value"], turns["max"]) == ("Turn", 1, limit)
    assert any(x["label"] == "Turn" and x["value"] == f"1/{limit}"
               for x in v["players"][0]["summary"])
    heading = [e for e in v["log"] if isinstance(e, dict)][-1]
    assert heading["title"].startswith(f"Turn 1 of {limit}: ")
    two = new_game(2, seed=3)
    to_first_turn(two)
    assert "turn_max" not in two.view(None)


# -- 5. an offer's items come out one at a time; the dialog's buttons keep their places -------
def test_the_offer_dialog_takes_one_item_out_and_keeps_every_button_in_its_place() -> None:
    g = blank(2)
    s = g.state
    give(s, 0, food=2, wood=1)
    give(s, 1, mana=2, rock=1)
    to_commerce(g)
    g.act("offer:1")
    clicks = ["give:food", "give:food", "ask:mana", "ungive:food", "give:wood", "unask:mana",
              "ask:rock", "send"]
    slots, seen = None, []
    for click in clicks:
        actions = g.legal_actions()
        dialogs = [a["detail"]["dialog"] for a in actions]
        assert all(d == dialogs[0] for d in dialogs), "one dialog"
        order = [x["id"] for x in dialogs[0]["slots"]]
        slots = slots or order
        assert order == slots, "the same buttons, in the same places, after every click"
        by_id = {x["id"]: x for x in dialogs[0]["slots"]}
        for a in actions:
            assert a["id"] in by_id and a["label"] == by_id[a["id"]]["label"]
            assert (a["detail"]["sub"], a["detail"]["short"]) == \
                (by_id[a["id"]]["sub"], by_id[a["id"]]["short"])
        seen.append([a["id"] for a in actions])
        assert click in seen[-1], (click, seen[-1])
        g.act(click)
    for r in ("food", "wood", "rock", "mana"):
        assert {f"give:{r}", f"ungive:{r}", f"ask:{r}", f"unask:{r}"} <= set(slots)
    # the buttons come in one order every time: no two ever swap
    rank: dict[tuple[str, str], bool] = {}
    for listed in seen:
        for i, a in enumerate(listed):
            for b in listed[i + 1:]:
                assert rank.setdefault((a, b), True) and not rank.get((b, a))
    assert s.offer is not None and s.offer.give == {"food": 1, "wood": 1} \
        and s.offer.get == {"rock": 1} and s.offer.sent
    answer = g.legal_actions()
    assert [x["id"] for x in answer[0]["detail"]["dialog"]["slots"]] == ["accept", "decline"]


def test_writing_an_offer_always_ends() -> None:
    """Items go in and out at most ``offer_changes`` times; then only Send or Withdraw."""
    g = blank(2)
    s = g.state
    give(s, 0, food=1)
    give(s, 1, wood=1)
    to_commerce(g)
    g.act("offer:1")
    for n in range(NUM.offer_changes):
        g.act("give:food" if n % 2 == 0 else "ungive:food")
    assert ids(g) == ["withdraw"]


# -- 6. a monster's move says what blocked it and where it went --------------------------------
def test_the_wind_log_tells_what_blocked_a_monster_and_where_it_went() -> None:
    g = blank(2, layout={**hexagon(2), "1,0": "water"})
    s = g.state
    monster(s, "wyrm", "0,0")
    troop(s, 1, "soldier", "0,1")          # south-east: a troop
    ogre = monster(s, "ogre", "-2,0")      # its east is free
    s.step = "troops"
    g.act("end_turn")
    g.apply_chance("1")                    # east
    line = next(x for x in reversed(s.log) if isinstance(x, str) and "d6 = 1" in x)
    south_west = space(g, "-1,1")["label"]
    assert ("the Wyrm cannot go east (Water) or south-east (a troop), so it turns clockwise "
            f"and steps south-west to {south_west}") in line
    assert f"the Ogre steps east to {space(g, '-1,0')['label']}" in line
    assert "(blocked" not in line and s.monsters[ogre.id].at == at(s, "-1,0")


# -- 7. tiles are named by what the board prints on them --------------------------------------
@pytest.mark.parametrize("players, layout, steps", [(3, "random", 500), (2, "build", 80),
                                                    (1, "random", 200)])
def test_labels_and_the_log_name_tiles_by_the_name_printed_on_them(
        players: int, layout: str, steps: int) -> None:
    g = Game.new({"ruleset": "renown", "players": players, "seed": 8, "layout": layout})
    pick = Rng(8)
    for _ in range(steps):
        if g.finished:
            break
        v = g.view(None)
        spaces = {x["id"]: x for x in v["table"]["spaces"]}
        shorts = [x["short"] for x in spaces.values()]
        assert len(set(shorts)) == len(shorts) and all(0 < len(x) <= 3 for x in shorts)
        for x in spaces.values():
            assert x["label"].endswith(x["short"]), "the label ends with the printed name"
        for a in g.legal_actions():
            assert not COORDS.search(a["label"]), a["label"]
            for key in ("at", "to"):  # the space it is about (a move's or attack's end)
                if key in a["detail"]:
                    name = spaces[a["detail"][key]]["short"]
                    assert re.search(rf"(^|\s){re.escape(name)}(\s|$|\))", a["label"]), \
                        (a["label"], name)
        g.act(pick.choice(g.legal_action_ids()))
    for line in g.view(None)["log"]:
        assert not COORDS.search(str(line)), line


def test_an_empty_tile_prints_its_name_and_shows_its_mark_beside_it() -> None:
    g = new_game(2, seed=3, auto=True)
    s = g.state
    empty = [i for i, t in enumerate(s.map.tiles) if t.terrain == "empty"]
    for i in empty:
        x = space(g, s.map.tiles[i].id)
        assert re.fullmatch(r"E\d{1,2}", x["short"])
        assert [m["text"] for m in x["markers"]] == [str(s.map.tiles[i].mark)]


# -- 8. forced steps are taken for the player ------------------------------------------------
def test_a_solo_monster_with_one_free_tile_is_placed_without_a_click() -> None:
    g = new_game(1, seed=3)
    s = g.state
    g.apply_chance("0")
    while s.chance[0][0] == "mission":
        g.apply_chance(g.chance_outcomes()[0][0])
    g.apply_chance("1")  # an Ogre
    g.apply_chance("2")  # the one Empty tile marked 2
    assert not s.pending and len(s.monsters) == 1
    (m,) = s.monsters.values()
    assert s.map.tiles[m.at].mark == 2
    assert s.log[-1].endswith("the only free tile it may take.")
    old = new_game(1, seed=3, rules_version=1)
    old.apply_chance("0")
    while old.state.chance[0][0] == "mission":
        old.apply_chance(old.chance_outcomes()[0][0])
    old.apply_chance("1")
    old.apply_chance("2")
    assert len(ids(old)) == 1 and ids(old)[0].startswith("monster:"), "version 1 asked"


def test_a_commerce_with_nothing_to_do_ends_and_the_lone_end_turn_is_still_asked() -> None:
    g = blank(2)
    s = g.state
    g.act("gather:food")
    g.apply_chance("1")
    assert s.step == "troops" and "nothing to build, train, trade or claim" in s.log[-1]
    assert ids(g) == ["end_turn"], "ending the turn is the player's own click"
    assert "end the turn" in g.view(None)["table"]["hint"]


def test_done_trading_ends_the_turn_when_no_troop_can_move_or_attack() -> None:
    g = blank(2)
    s = g.state
    give(s, 0, food=NUM.capital_rate)
    to_commerce(g)
    (done,) = [a for a in g.legal_actions() if a["id"] == "end_commerce"]
    assert done["label"] == "Done trading: end the turn" and "ends your turn" in done["detail"]["help"]
    g.act("end_commerce")
    assert s.active == 1 and s.step == "gather", "the next player's turn"
    troop(s, 1, "soldier", "0,0")
    give(s, 1, food=NUM.capital_rate)
    to_commerce(g)
    (done,) = [a for a in g.legal_actions() if a["id"] == "end_commerce"]
    assert done["label"] == "Done trading: move troops"
    g.act("end_commerce")
    assert s.step == "troops"


# -- 9. a raised tower is called a tower ----------------------------------------------------
def test_the_space_panel_calls_a_raised_tower_a_dragon_tower() -> None:
    g = blank(2, layout={**hexagon(2), "-2,0": "water"})
    s = g.state
    outpost(s, 0, "-1,0")
    give(s, 0, **NUM.tower_cost)
    to_commerce(g)
    before = g.ruleset.place_details(s, "-1,0")
    assert before["title"].endswith("Crimson's outpost")
    g.act("tower:-1,0")
    details = g.ruleset.place_details(s, "-1,0")
    assert details["title"].endswith("Crimson's Dragon Tower")
    headings = [x["heading"] for x in details["sections"]]
    assert "Crimson's Dragon Tower" in headings and "Outpost" not in headings
    building = details["sections"][headings.index("Crimson's Dragon Tower")]["text"]
    assert "Raised from an outpost" in building and "1 Renown" in building


# -- 10. a bot asks a person at most once a turn ---------------------------------------------
def test_a_bot_turn_makes_at_most_one_offer_to_each_player() -> None:
    g = Game.new({"ruleset": "renown", "seed": 5,
                  "players": [{"bot": "adept"}, {"bot": "adept"}, {"bot": None}]})
    bots = [make_bot("adept", seed=i) for i in range(2)]
    offers: Counter[tuple[int, str]] = Counter()
    while not g.finished and g.state.round <= 3:
        seat = g.current_player
        if seat == 2:  # the person: declines every offer, else the first choice
            choice = "decline" if "decline" in g.legal_action_ids() else g.legal_action_ids()[0]
        else:
            choice = bots[seat].choose(g)
        if choice.startswith("offer:"):
            offers[(g.state.turns, choice)] += 1
        g.act(choice)
    assert offers and max(offers.values()) == 1
