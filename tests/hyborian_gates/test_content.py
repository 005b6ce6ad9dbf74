"""Content validation, the CONTENT.md drift test, the config and the rules texts."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from hexrealms import BadConfig, Game
from hexrealms.games.hyborian_gates import content_doc
from hexrealms.games.hyborian_gates.config import config_schema, parse_config
from hexrealms.games.hyborian_gates.content import Card, Content, _read, content
from hexrealms.games.hyborian_gates.rules_text import rules_texts


def _raw() -> dict[str, object]:
    merged: dict[str, object] = {}
    for name in ("dimensions.json", "units.json", "cards.json", "tables.json", "players.json"):
        merged.update(_read(name))
    return merged


def test_content_md_matches_the_data() -> None:
    """CONTENT.md is generated; regenerate it with
    `python -m hexrealms.games.hyborian_gates.content_doc` after changing data/*.json."""
    assert content_doc.PATH.read_text(encoding="utf-8") == content_doc.render()


def test_content_md_lists_every_card_and_unit() -> None:
    text = content_doc.render()
    for c in content().cards:
        assert f"| {c.name} |" in text
    assert "Round limits" in text and "turn order" in text


def test_the_box() -> None:
    c = content()
    assert len(c.cards) == 33 and c.copies == 2
    assert len(c.kinds) == 18 and sum(k.count for k in c.kinds) == 144
    assert {k.id: k.fights_at for k in c.kinds if k.type == "monster"} == {
        "atl.monster": 6, "hyb.monster": 6, "cha.monster": 8, "gae.monster": 7}
    assert c.terrain_for(4) == "clear" and c.terrain_for(5) == "blocked"
    assert c.terrain_for(9) == "city" and c.terrain_for(10) == "gate"
    assert [c.dimension_for(n) for n in range(1, 7)] == list(c.dimension_ids)
    requires = {k.id: k.requires for k in c.cards}
    assert requires["hyborian_hero"] == "hyboria" and requires["immunity"] is None
    assert {k.id for k in c.cards if k.timing == "x"} == {
        "power_surge", "mercenaries", "peace_bringer", "red_field_of_force"}
    assert [k.id for k in c.cards if k.timing == "xx"] == ["mind_jewel"]


@pytest.mark.parametrize("break_it", [
    lambda d: d["cards"].pop(),                                   # 32 cards
    lambda d: d["piles"]["chaos"][0].update(count=11),            # 23 Chaos counters
    lambda d: d["terrain_roll"][0].update(high=3),                # 4 missing from the table
    lambda d: d["cards"][0].update(timing="x"),                   # a boost outside battle
    lambda d: d["cards"][0]["effect"].update(kind="draw"),        # a draw with a unit filter?
    lambda d: d["cards"][11].update(requires="chaos"),            # Power Surge needs no stack
    lambda d: d["dimensions"][0].update(prefix="hyb"),            # two prefixes alike
    lambda d: d["cards"][0].update(extra=1),                      # unknown key
])
def test_bad_content_is_rejected(break_it) -> None:  # type: ignore[no-untyped-def]
    raw = json.loads(json.dumps(_raw()))
    break_it(raw)
    with pytest.raises(ValidationError):
        Content.model_validate(raw)


def test_card_model_checks_its_effect() -> None:
    with pytest.raises(ValidationError):
        Card.model_validate({"id": "x", "name": "X", "requires": None, "timing": "battle",
                             "note": "", "effect": {"kind": "destroy"}})


def test_config_players_seats_and_seed() -> None:
    c = parse_config({"players": 3})
    assert [p.name for p in c.players] == ["Red", "Blue", "Green"] and c.seed is not None
    c = parse_config({"players": [{"name": "Ann", "bot": None}, {"bot": "master"}], "seed": 4})
    assert c.players[0].name == "Ann" and c.players[1].bot == "master" and c.seed == 4
    assert c.length == "standard" and c.rounds == 20
    for bad in ({"players": 1}, {"players": 7}, {"players": True}, {"players": 2, "x": 1},
                {"players": [{"bot": "god"}, {}]}, {"players": 2, "length": "epic"}):
        with pytest.raises(ValidationError):
            parse_config(bad)
    with pytest.raises(BadConfig):
        Game.new({"ruleset": "hyborian_gates", "players": 9})


def test_config_schema() -> None:
    schema = config_schema()
    assert schema["players"] == {"min": 2, "max": 6, "default": 3}
    length = schema["options"][0]
    assert length["key"] == "length" and length["default"] == "standard"
    assert [ch["value"] for ch in length["choices"]] == ["short", "standard", "long"]
    json.dumps(schema)


def test_rules_text() -> None:
    t = rules_texts()
    assert set(t["look"]["terrains"]) == {"clear", "blocked", "city", "gate", "pyramid"}
    assert all(v["colour"].startswith("#") for v in t["look"]["terrains"].values())
    assert t["cards"]["hyborian_hero"]["requires"] == "HR"
    assert t["cards"]["mind_jewel"]["timing"] == "XX"
    assert len(t["cards"]) == 33 and len(t["units"]) == 18
    assert "Force" in t["glossary"] and "Chaos Monster" in {u["name"] for u in t["units"].values()}
    json.dumps(t)
