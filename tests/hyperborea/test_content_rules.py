"""Rules content (technologies, ruin tokens, race sides and tiles): the designed data loads, keeps
the counts of the box, honours the FAQ's named cards, and broken data is refused at load."""

import copy
import json
from collections import Counter
from importlib import resources

import pytest
from pydantic import ValidationError

from hexrealms.games.hyperborea.content import (
    HARM_KINDS, AdvancedTechnology, RulesContent, map_content, rules_content)
from hexrealms.games.hyperborea.text import bundle_text, card_text

FILES = ("base_technologies.json", "advanced_technologies.json", "ruin_tokens.json", "races.json")


def raw() -> dict:
    """The merged data files, as rules_content() reads them."""
    merged: dict = {}
    for name in FILES:
        path = resources.files("hexrealms.games.hyperborea").joinpath("data").joinpath(name)
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def by_name(name: str) -> AdvancedTechnology:
    (card,) = [c for c in rules_content().advanced_technologies if c.name == name]
    return card


def test_raw_data_validates() -> None:
    assert RulesContent.model_validate(raw()) == rules_content()


def test_counts() -> None:
    r = rules_content()
    assert len(r.base_technologies) == 6
    assert Counter(c.deck for c in r.advanced_technologies) == {1: 16, 2: 16, 3: 16, 4: 16}
    assert Counter(t.metal for t in r.ruin_tokens) == {"bronze": 20, "silver": 40, "gold": 12}
    assert len(r.race_sides) == 6
    assert len(r.race_tiles) == 12
    races = {race.id for race in map_content().races}
    assert {s.race for s in r.race_sides} == races
    assert {t.id for t in r.race_tiles} == {f"{race}.{side}" for race in races for side in "AB"}


def test_card_ids_follow_their_deck() -> None:
    roman = {1: "I", 2: "II", 3: "III", 4: "IV"}
    for deck in (1, 2, 3, 4):
        ids = sorted(c.id for c in rules_content().advanced_technologies if c.deck == deck)
        assert ids == [f"{roman[deck]}.{n:02d}" for n in range(1, 17)]


def test_card_names_are_unique() -> None:
    names = [c.name for c in rules_content().advanced_technologies]
    assert len(set(names)) == len(names) == 64


def test_outposts_is_a_continuous_miniature_bonus_for_the_purple_matriarchy() -> None:
    """FAQ: Recruitment makes Cloning, not Miniature, so it does not trigger Outposts."""
    card = by_name("Outposts")
    assert card.continuous and card.race == "purple_matriarchy"
    assert [(m.mode, m.trigger, m.produce) for m in card.modifiers] == [
        ("bonus", "miniature", "miniature")]
    recruitment = by_name("Recruitment")
    assert recruitment.bundle is not None
    kinds = {e.kind for e in recruitment.bundle.effects}
    assert "cloning" in kinds and "miniature" not in kinds


def test_council_of_elders_is_a_continuous_develop_bonus() -> None:
    """FAQ: once per activation, however many develops it makes (the bonus mode)."""
    card = by_name("Council of Elders")
    assert card.continuous
    assert [(m.mode, m.trigger, m.produce) for m in card.modifiers] == [
        ("bonus", "develop", "develop")]


def test_corruption_costs_a_cube() -> None:
    card = by_name("Corruption")
    assert card.bundle is not None
    assert [e.kind for e in card.bundle.cost] == ["remove_cube"]
    assert card.bundle.effects


def test_plundering_steals_gems_from_adjacent_opponents() -> None:
    card = by_name("Plundering")
    assert card.bundle is not None
    assert [e.kind for e in card.bundle.adjacent] == ["remove_gem"]
    assert [e.kind for e in card.bundle.per_victim] == ["gem"]


def test_espionage_generates_espionage() -> None:
    card = by_name("Espionage")
    assert card.bundle is not None
    assert [e.kind for e in card.bundle.effects] == ["espionage"]


def test_race_marked_cards() -> None:
    assert by_name("Alchemy").race == "celestial_reign"
    assert by_name("Diplomacy").race == "celestial_reign"
    marked = {c.name: c.race for c in rules_content().advanced_technologies if c.race}
    assert marked == {"Alchemy": "celestial_reign", "Diplomacy": "celestial_reign",
                      "Outposts": "purple_matriarchy"}


def test_the_set_uses_the_whole_vocabulary() -> None:
    cards = rules_content().advanced_technologies
    made = {e.kind for c in cards if c.bundle
            for e in c.bundle.effects + c.bundle.per_victim + sum(c.bundle.options, ())}
    made |= {e.kind for c in cards for e in c.start_of_turn}
    assert made >= {"movement", "fly", "attack", "ranged_attack", "fortress", "miniature",
                    "cloning", "develop", "gem", "cube_draw", "cube_gen", "cube_restore",
                    "espionage", "advanced_technology"}
    suffered = {e.kind for c in cards if c.bundle for e in c.bundle.adjacent}
    assert suffered == {"negative_develop", "remove_gem", "remove_cube", "remove_miniature"}
    paid = {e.kind for c in cards if c.bundle for e in c.bundle.cost}
    assert paid == {"remove_cube", "remove_miniature", "remove_gem"}
    assert any(c.bundle and c.bundle.options for c in cards)
    modes = {m.mode for c in cards for m in c.modifiers}
    assert modes == {"instead", "bonus"}


def test_design_limits() -> None:
    cards = rules_content().advanced_technologies
    assert 10 <= sum(c.continuous for c in cards) <= 14
    assert all(0 <= c.vp <= 3 for c in cards)
    assert 1 <= sum(1 for c in cards if c.bundle and any(
        e.kind == "espionage" for e in c.bundle.effects)) <= 2
    # deck IV recycles waste: it holds most of the grey spaces
    grey = Counter(c.deck for c in cards for s in c.spaces if s == "grey")
    assert grey[4] > grey[1] + grey[2] + grey[3]


def test_race_sides_fit_the_bronze_supply() -> None:
    sides = rules_content().race_sides
    assert sum(h.ruins for s in sides for h in s.hexagons) <= 10
    for s in sides:
        assert [c.capital for c in s.hexagons[0].cities] == [True]


def test_race_tiles_fold_in_the_faq() -> None:
    text = {t.id: t.text for t in rules_content().race_tiles}
    assert "once per Reset" in text["golden_barony.B"]
    assert "green" in text["red_duchy.A"] and "multicolour" in text["red_duchy.A"]
    assert "not a Ranged Attack" in text["purple_matriarchy.A"]
    assert "Reset" in text["emerald_kingdom.A"]
    assert "Outposts" in text["purple_matriarchy.B"]
    assert "Alchemy" in text["celestial_reign.A"] and "Diplomacy" in text["celestial_reign.A"]


def test_card_text_for_every_card() -> None:
    for card in rules_content().advanced_technologies:
        text = card_text(card)
        assert text.strip(), card.id
        if card.bundle is not None and card.bundle.cost:
            assert "Remove" in text, card.id
        if card.continuous:
            assert "Continuous" in text, card.id


def test_bundle_text_renders_costs_options_adjacent_and_victims() -> None:
    assert bundle_text(by_name("Corruption").bundle).startswith("Remove 1 non-grey cube: ")  # type: ignore[arg-type]
    assert "all adjacent opponents: remove 1 Gem" in bundle_text(
        by_name("Plundering").bundle)  # type: ignore[arg-type]
    assert "for each opponent" in bundle_text(by_name("Plundering").bundle)  # type: ignore[arg-type]
    assert " or " in bundle_text(by_name("Marketplace").bundle)  # type: ignore[arg-type]
    for token in rules_content().ruin_tokens:
        assert bundle_text(token.bundle)


def _card(data: dict, name: str) -> dict:
    (card,) = [c for c in data["advanced_technologies"] if c["name"] == name]
    return card


def _extra_card(data: dict) -> None:
    card = copy.deepcopy(data["advanced_technologies"][0])
    card.update(id="I.17", name="Extra Card")
    data["advanced_technologies"].append(card)


def _extra_bronze(data: dict) -> None:
    token = copy.deepcopy(data["ruin_tokens"][0])
    token["id"] = "bronze.21"
    data["ruin_tokens"].append(token)


@pytest.mark.parametrize("breakage", [
    _extra_card,
    lambda d: d["advanced_technologies"].pop(),
    _extra_bronze,
    lambda d: d["ruin_tokens"][-1].update(metal="bronze"),
    lambda d: d["ruin_tokens"][1].update(id=d["ruin_tokens"][0]["id"]),
    lambda d: _card(d, "Plundering")["bundle"]["adjacent"].append({"kind": "gem"}),
    lambda d: _card(d, "Corruption")["bundle"]["cost"].append({"kind": "develop"}),
    lambda d: _card(d, "Espionage")["bundle"]["effects"].append({"kind": "remove_gem"}),
    lambda d: _card(d, "Marketplace")["bundle"].update(options=[[{"kind": "gem"}]]),
    lambda d: _card(d, "Plundering")["bundle"].pop("adjacent"),
    lambda d: _card(d, "Outposts").update(continuous=False),
    lambda d: _card(d, "Cartography").update(id="II.01"),
    lambda d: _card(d, "Cartography").update(vp=7),
    lambda d: _card(d, "Cartography").update(spaces=[]),
    lambda d: _card(d, "Cartography").update(spaces=["pink"]),
    lambda d: _card(d, "Cartography")["bundle"]["effects"][0].update(colour="red"),
    lambda d: d["race_sides"].pop(),
    lambda d: d["race_sides"][0]["hexagons"][0]["cities"][0].update(capital=False),
    lambda d: [h.update(ruins=2) for s in d["race_sides"] for h in s["hexagons"][1:]],
    lambda d: d["race_tiles"].pop(),
    lambda d: d["race_tiles"][0].update(side="C"),
])
def test_broken_rules_content_is_refused(breakage) -> None:  # type: ignore[no-untyped-def]
    data = raw()
    breakage(data)
    with pytest.raises(ValidationError):
        RulesContent.model_validate(data)


def test_harm_kinds_never_given() -> None:
    """No card, token or race city hands a remove effect to its owner."""
    r = rules_content()
    bundles = [c.bundle for c in r.advanced_technologies if c.bundle] + [
        t.bundle for t in r.ruin_tokens]
    for b in bundles:
        assert not {e.kind for e in b.effects + b.per_victim} & HARM_KINDS
