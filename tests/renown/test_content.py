"""Content validation: the data files load and say what the brief designs; broken copies are
refused at load; the config is checked at the edge."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from hexrealms import BadConfig, Game
from hexrealms.games.renown.config import config_schema, parse_config
from hexrealms.games.renown.content import Content, _load, content


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


def test_designed_numbers_match_the_brief() -> None:
    n = content().numbers
    assert n.renown_to_win == 3 and n.start_outposts == 4
    assert n.start_resources == {"food": 1, "wood": 1, "rock": 1, "mana": 1}
    assert (n.yield_outpost, n.yield_tower) == (1, 2)
    assert (n.capital_rate, n.offer_most, n.offers_per_turn) == (3, 3, 3)
    assert (n.heal, n.solo_monsters, n.solo_turns, n.empty_marks) == (1, 2, 20, 5)


def test_missions_match_the_brief() -> None:
    c = content()
    assert c.face_up == 3
    assert [(m.id, m.test, m.amount, m.cost) for m in c.missions] == [
        ("m1", "spread", 6, {}), ("m2", "kinds", 3, {}),
        ("m3", "tribute", 0, {"food": 2, "wood": 2, "rock": 2}), ("m4", "damage", 5, {}),
        ("m5", "besiege", 2, {}), ("m6", "mana", 2, {}), ("m7", "patrol", 2, {}),
        ("m8", "guard", 2, {})]


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
