"""Content validation: the data files load, and broken data is refused at load."""

import json
from importlib import resources

import pytest
from pydantic import ValidationError

from hexrealms.games.hyperborea.content import (
    GHOSTS, MapContent, TOKENS_PER_RUIN, map_content)


def raw() -> dict:
    path = resources.files("hexrealms.games.hyperborea").joinpath("data").joinpath("map.json")
    return json.loads(path.read_text(encoding="utf-8"))


def test_counts() -> None:
    m = map_content()
    assert len(m.central_tiles) == 6 and len(m.borderland_tiles) == 30
    assert m.ruin_tokens == {"bronze": 20, "silver": 40, "gold": 12}
    assert len(m.neutral_homeland.hexagons) == 3
    assert [c.capital for c in m.neutral_homeland.hexagons[0].cities] == [True]


def test_ruin_spaces_fit_the_token_supply() -> None:
    m = map_content()
    assert max(t.face.ruins for t in m.central_tiles) * TOKENS_PER_RUIN["gold"] <= 12
    silver = sorted((t.face.ruins for t in m.borderland_tiles), reverse=True)[:8]
    assert sum(silver) * TOKENS_PER_RUIN["silver"] <= 40
    bronze = 6 * sum(h.ruins for h in m.neutral_homeland.hexagons) * TOKENS_PER_RUIN["bronze"]
    assert bronze <= 20


def test_ghosts_suffice_for_any_map() -> None:
    m = map_content()
    worst = sum(sorted((t.face.ghost_sites for t in m.borderland_tiles), reverse=True)[:8])
    worst += max(t.face.ghost_sites for t in m.central_tiles)
    assert worst <= GHOSTS


def test_every_tile_has_something_to_visit() -> None:
    for t in map_content().central_tiles + map_content().borderland_tiles:
        assert t.face.ghost_sites >= 1, t.id


@pytest.mark.parametrize("breakage", [
    lambda d: d["borderland_tiles"].pop(),
    lambda d: d["ruin_tokens"].update(bronze=19),
    lambda d: d["central_tiles"][0]["face"].update(ruins=9),
    lambda d: d["central_tiles"][1]["face"].update(terrain="lava"),
    lambda d: d["borderland_tiles"][0]["face"]["cities"][0]["effects"][0].update(kind="teleport"),
    lambda d: d["borderland_tiles"][0].update(colour="red"),
    lambda d: d["neutral_homeland"]["hexagons"][0]["cities"][0].update(capital=False),
    lambda d: [t["face"].update(ruins=2) for t in d["borderland_tiles"]],
    lambda d: d["races"][5].update(letter="L"),  # a badge letter is the race's initial
    lambda d: d["races"][5].update(shape=d["races"][4]["shape"]),  # two look-alike "C" races
])
def test_broken_content_is_refused(breakage) -> None:  # type: ignore[no-untyped-def]
    data = raw()
    breakage(data)
    with pytest.raises(ValidationError):
        MapContent.model_validate(data)
