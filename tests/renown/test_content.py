"""Content validation: the data files load and hold the tuned numbers recorded in CONTENT.md
(the brief's numbers, tuned with bot self-play: CONTENT.md's "Tuning log"); CONTENT.md, the
missions' texts and the first-game guide agree with the data; broken copies are refused at
load; the config is checked at the edge."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from pydantic import ValidationError

from hexrealms import BadConfig, Game
from hexrealms.core.guide import load_guide
from hexrealms.games.renown.config import config_schema, parse_config
from hexrealms.games.renown.content import Content, _load, content
from hexrealms.games.renown.text import amounts


def _raw() -> dict[str, Any]:
    """The data files as one dict, shaped as ``content()`` builds it."""
    tiles, troops, monsters = _load("tiles.json"), _load("troops.json"), _load("monsters.json")
    missions = _load("missions.json")
    return {"terrains": tiles["terrains"], "resources": tiles["resources"],
            "troops": troops["troops"], "monsters": monsters["monsters"],
            "kind_roll": monsters["kind_roll"], "missions": missions["missions"],
            "face_up": missions["face_up"], "numbers": _load("numbers.json"),
            "seats": _load("players.json")["seats"]}


def test_the_data_validates() -> None:
    c = Content.model_validate(_raw())
    assert c == content()
    assert {t.id: t.per_player for t in c.terrains} == {
        "water": 5, "food": 5, "wood": 5, "empty": 5, "rock": 4, "mana": 2}
    assert c.tiles_per_player == 26
    assert {t.id: t.resource for t in c.terrains} == {
        "water": None, "food": "food", "wood": "wood", "empty": None, "rock": "rock",
        "mana": "mana"}
    assert {r.d4: r.id for r in c.resources} == {1: "food", 2: "wood", 3: "rock", 4: "mana"}


def test_designed_numbers_are_the_tuned_numbers() -> None:
    """The tuned numbers recorded in CONTENT.md ("Numbers"; a tuning changes this test with
    the data and CONTENT.md). Still the brief's: Renown to win, the starting outposts and
    resources, the outpost's yield, the Capital's rate, offers, healing, solo and the Empty
    marks. Tuned: a Dragon Tower gathers 1 like an outpost (the brief: 2)."""
    n = content().numbers
    assert n.renown_to_win == 3 and n.start_outposts == 4
    assert n.start_resources == {"food": 1, "wood": 1, "rock": 1, "mana": 1}
    assert (n.yield_outpost, n.yield_tower) == (1, 1)
    assert (n.capital_rate, n.offer_most, n.offers_per_turn) == (3, 3, 3)
    assert (n.heal, n.solo_monsters, n.solo_turns, n.empty_marks) == (1, 2, 20, 5)


def test_missions_are_the_tuned_numbers() -> None:
    """The tuned missions recorded in CONTENT.md ("Missions" and the tuning log's "The
    missions, against the brief"): Four Harvests 10 buildings (the brief: 6), Mustered Host
    4 kinds (3), Royal Tribute 6/6/6 (2/2/2), Monster Bane 14 damage (5), Great Hunt — the
    brief's Twin Hunt — 3 monsters (2), Mana Wardens 3 Mana tiles (2), Sky Patrol and Tower
    Guard 3 other troops (2). Still the brief's: a deck of 8 with 3 face up, and what each
    mission tests."""
    c = content()
    assert c.face_up == 3
    assert [(m.id, m.name, m.test, m.amount, m.cost) for m in c.missions] == [
        ("m1", "Four Harvests", "spread", 10, {}), ("m2", "Mustered Host", "kinds", 4, {}),
        ("m3", "Royal Tribute", "tribute", 0, {"food": 6, "wood": 6, "rock": 6}),
        ("m4", "Monster Bane", "damage", 14, {}), ("m5", "Great Hunt", "besiege", 3, {}),
        ("m6", "Mana Wardens", "mana", 3, {}), ("m7", "Sky Patrol", "patrol", 3, {}),
        ("m8", "Tower Guard", "guard", 3, {})]


def test_content_md_matches_the_data() -> None:
    """CONTENT.md is generated from the data: when this fails, regenerate it with
    ``python -m hexrealms.games.renown.content_doc`` (and record the tuning in its log)."""
    from hexrealms.games.renown import content_doc
    assert content_doc.PATH.read_text(encoding="utf-8") == content_doc.render()


@pytest.mark.parametrize("mission", [m.id for m in content().missions])
def test_each_mission_text_states_its_own_number(mission: str) -> None:
    """A mission's text names the number its test uses — its ``amount`` when it has one,
    each count of its ``cost`` — so a tuning cannot change the one and not the other."""
    m = content().mission[mission]
    assert m.amount > 0 or m.cost, "every mission tests a number"
    if m.amount > 0:
        assert re.search(rf"(?<!\d){m.amount}(?!\d)", m.text), (m.amount, m.text)
    names = {t.id: t.name for t in content().terrains}
    for r, n in m.cost.items():
        assert re.search(rf"(?<!\d){n} {names[r]}\b", m.text), (r, n, m.text)
    if m.cost:
        assert amounts(m.cost) in m.text


def test_the_guide_names_the_current_outpost_and_tower_costs() -> None:
    """The first-game guide (``data/guide.json``) quotes the outpost and Dragon Tower costs
    as the game writes them (``text.amounts``), so a tuning of the costs must update it."""
    n = content().numbers
    text = "\n".join(page["text"] for page in load_guide("hexrealms.games.renown"))
    assert f"({amounts(n.outpost_cost)})" in text, amounts(n.outpost_cost)
    assert f"({amounts(n.tower_cost)})" in text, amounts(n.tower_cost)


def test_seats_look_apart() -> None:
    seats = content().seats
    assert len(seats) >= 4
    assert all(s.letter == s.name[0] for s in seats)
    assert len({s.colour for s in seats}) == len(seats)


def _set(path: list[Any], value: Any):  # type: ignore[no-untyped-def]
    def change(d: dict[str, Any]) -> None:
        for key in path[:-1]:
            d = d[key]
        d[path[-1]] = value
    return change


def _monster(kind: str, d: dict[str, Any]) -> dict[str, Any]:
    return next(m for m in d["monsters"] if m["id"] == kind)


@pytest.mark.parametrize("break_it", [
    lambda d: _monster("ogre", d)["reactions"][0].update({"to": 2}),       # a d8 gap at 3
    lambda d: _monster("wyrm", d)["reactions"][0].update({"to": 3}),       # face 3 twice
    lambda d: d["troops"][0]["attacks"][0].update({"die": 7}),             # an attack with a d7
    lambda d: d["seats"][0].update({"letter": "X"}),                       # not Crimson's initial
    lambda d: d["seats"][1].update({"shape": "circle"}),                   # two seats alike
    lambda d: d["kind_roll"][2].update({"to": 5}),                         # the kind d6 lacks a 6
    lambda d: d["kind_roll"][0].update({"monster": "dragon"}),             # an unknown monster
    lambda d: _monster("basilisk", d)["reactions"][1].pop("reach"),        # a hit needs reach
    lambda d: _monster("ogre", d)["reactions"][1].update({"amount": 2}),   # a die and an amount
    lambda d: _monster("ogre", d)["reactions"][3].pop("amount"),           # heal how much?
    lambda d: d["resources"][1].update({"d4": 1}),                         # two on one d4 face
    lambda d: d.update({"face_up": 9}),                                    # more than the deck
    lambda d: d["terrains"][3].update({"per_player": 6}),                  # 6 Empty, 5 marks
    _set(["numbers", "renown_to_win"], 0),
    lambda d: d["troops"][0].update({"extra": 1}),                         # unknown key
    lambda d: d["terrains"][2].update({"code": "F"}),                      # Wood's tiles F1 …
    lambda d: d["resources"][3].update({"letter": "R"}),                   # "2R": Rock or Mana?
    lambda d: d["missions"][0].update({"ask": "x" * 40}),                  # too long for a card
    _set(["numbers", "offer_changes"], 1),                                 # no room to edit
])
def test_a_broken_copy_is_rejected(break_it) -> None:  # type: ignore[no-untyped-def]
    raw = json.loads(json.dumps(_raw()))
    Content.model_validate(raw)  # the unbroken copy is fine
    break_it(raw)
    with pytest.raises(ValidationError):
        Content.model_validate(raw)


def test_config() -> None:
    c = parse_config({"players": 3, "seed": 4})
    assert [p.name for p in c.players] == ["Crimson", "Azure", "Emerald"]
    assert c.layout == "random" and c.map is not None and c.seed == 4
    assert parse_config({"players": 3, "seed": 4}).map == c.map, "the map number from the seed"
    assert parse_config({"players": 2, "layout": "build", "seed": 4}).map is None
    for bad in ({"players": 0}, {"players": 5}, {"players": True}, {"players": 2, "x": 1},
                {"players": 2, "layout": "spiral"}, {"players": 2, "map": -1}):
        with pytest.raises(ValidationError):
            parse_config(bad)
    with pytest.raises(BadConfig):
        Game.new({"ruleset": "renown", "players": 6})
    schema = config_schema()
    assert schema["players"] == {"min": 1, "max": 4, "default": 2}
    assert [ch["value"] for ch in schema["options"][0]["choices"]] == ["random", "build"]
    json.dumps(schema)
