"""Save links made before rules version 2 (a recruit's placements that overfill a stack listed
last, RULES-NOTES.md) keep replaying to the very position they saved (ARCHITECTURE.md, "Save-state
links" and ``rules_version``): this token was made by rules version 1, three players, seed 1,
448 steps, with five recruits placed on a full stack — placements whose index now names another
space under version 2."""

from __future__ import annotations

import hashlib
import json

import pytest

from hexrealms import BadLink, Game
from hexrealms.core import link as link_codec

GOLDEN = (
    "aHgBeNpNkc9rE1EQx78zb9683c1ukt1uYlJrhSf2FJAopSWCBy8eFW9aRFa7WKGNJVWhjfkvvHhSEPw7nc1BPDze"
    "mx_f73yGt47v42IdL5rLuJgfHR8eHj88mj-axcvz5rpdXcXFyToum4s2LuLL9jRuZv_Cp-df2v_jZ6u2XcbNm80s"
    "riw8u373afWxWb790Hxur6Ilv9qETTZmZgKGZDe4Arp4WuR7U-wP-reSZL9fAlRNcngQhnVdwVlr2E1_mA5wTkBh"
    "dJtAzmEwnXR2Yy3hfMZVsA71eTrHCNm23Yde_hxOJPT6uygc2GUgEeecfidKApnPL7IhcNB7EHuwg0C1c8Zr9s6P"
    "h1qoipvIT0JCkDSk1LHvqA-ohrWhJqKKauemE7EYXpEq8iohs6FK3X2TeSs64eBJAzm-Q9aZPOYMbBXPcsAgEt_B"
    "GJeZ3kCpzt0ryyuHHpdkiUGR_yYEhozqB9txyAYVkmFlimArl0bixZdZ-oee3GXlsiwO2KmmuZyYuSfzE58nnNjy"
    "kgQt7BdU5EXHtwUWxjdyxlBbSsNeOjpF1su6WXb-AjJvNQDSr6io"
)
#: sha256 of the state's canonical encoding less the log (narration, which improves) and the
#: ``rules`` field: every piece, card, pile, decision and counter of the position.
POSITION = "0a73af50dcf3417b4e65148fd1e12f1788d61f0c78029c10b0c979f9e96e99fa"
OPEN = ["discard:nebula_cruiser",
        "discard:vortex_tactics",
        "discard:immunity",
        "discard:field_of_force",
        "discard:dimension_walk",
        "discard:moon_rider",
        "discard:crash_landing",
        "discard:dragon_slayer",
        "discard:mer_lass"]


def position_hash(game: Game) -> str:
    doc = {k: v for k, v in game.ruleset.canonical(game.state).items()
           if k not in ("log", "rules")}
    blob = json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()


def test_a_version_1_link_replays_to_its_position_and_keeps_its_version() -> None:
    game = Game.from_link(GOLDEN)
    assert game.rules_version == 1 and game.state.rules == 1
    assert position_hash(game) == POSITION
    assert game.legal_action_ids() == OPEN
    again = Game.from_link(game.to_link())
    assert again.rules_version == 1 and again.state_hash() == game.state_hash()


def test_the_same_steps_under_version_2_would_not_replay() -> None:
    """Why the version was bumped: the reordered placements send this log elsewhere."""
    record = link_codec.decode(GOLDEN)
    log = tuple(Game.from_link(GOLDEN)._log)
    newer = link_codec.LinkRecord(record.ruleset, 2, record.config, log)
    with pytest.raises(BadLink, match="not a legal move"):
        Game.from_link(link_codec.encode(newer))
