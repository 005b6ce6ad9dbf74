"""Every text a player reads states its rule: none cites a document the player cannot open.

The rulings file (``RULINGS.md``), the engine's notes (``RULES-NOTES.md``), section signs and
page numbers are for maintainers; docstrings and comments may cite them, but a tooltip, a help
text, a label, a space's details, a panel, the hint or a log line says the ruling itself. This
reads every player-facing text it can reach: the rules texts and the new-game form; and over a
few random games of 2 to 4 players (one under rules version 1), at every decision the label
and detail of each legal action and the decider's view (the table, its panels and tips, the
hint, a ruin token drawn), every few decisions every seat's view and every space's details,
and at the end the whole log and the result.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from hexrealms import Game
from hexrealms.core.rng import Rng
from hexrealms.core.ruleset import get

#: A citation a player cannot look up: the rulings or notes files by name, "RULINGS 12" or
#: "ruling 12", "R-H3"-style ids, a section sign, a page number, a Markdown file, a numbered
#: setup step of the rulebook.
CITATION = re.compile(
    r"RULINGS|RULES[- _]?NOTES|(?i:\brulings?\s*#?\d)|\bR-?H\s?-?\d|§|(?i:\b(?:pp?\.|page)\s?\d)"
    r"|(?i:\.md\b)|(?i:\bsetup step\s*\d)")

#: Decisions between two looks at every seat's view and every space's details.
EVERYTHING_EVERY = 25

GAMES = [
    {"players": 2, "seed": 11},
    {"players": 3, "seed": 12, "mode": "race_war"},
    {"players": 4, "seed": 16, "variants": {"open_map": True}},
    {"players": 3, "seed": 14, "mode": "race_war", "rules_version": 1},
]


class Reader:
    """Every distinct string read, with where it was first read (a view, an action, a
    space); each is checked once, at the end."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def read(self, value: Any, where: str) -> None:
        """Every string in a JSON-like value (keys are ids, not read)."""
        if isinstance(value, str):
            self.seen.setdefault(value, where)
        elif isinstance(value, dict):
            for v in value.values():
                self.read(v, where)
        elif isinstance(value, (list, tuple)):
            for v in value:
                self.read(v, where)

    def citations(self) -> list[str]:
        """"where: text" for each text that cites a reference."""
        return [f"{w}: {t}" for t, w in self.seen.items() if CITATION.search(t)]


def test_the_pattern_catches_citations_and_spares_plain_words() -> None:
    for cited in ("stays (RULINGS 12).", "RULINGS 15: 1 cube", "see RULES-NOTES",
                  "ruling 3", "(R-H12)", "RH-4", "§ 4.2", "rulebook p. 12", "page 7",
                  "RULINGS.md", "(setup step 4)"):
        assert CITATION.search(cited), cited
    for plain in ("A frozen miniature still blocks the walk (a house ruling: the rulebook is "
                  "silent).", "Remove a cube (rulebook, \"Remove action\").", "Deck II",
                  "2 Gems + 1 Develop", "a step of 1 point", "Rulings decide ties.",
                  "Science 1·2", "Griffin Riders ·3"):
        assert not CITATION.search(plain), plain


def test_rules_texts_and_the_new_game_form_cite_nothing() -> None:
    ruleset = get("hyperborea")
    reader = Reader()
    reader.read(ruleset.rules_text(), "rules_text")
    reader.read(ruleset.config_schema(), "config_schema")
    reader.read([ruleset.name, ruleset.blurb], "ruleset")
    found = reader.citations()
    assert not found, "\n".join(found)


def _read_everything(game: Game, reader: Reader, step: int) -> None:
    """Every seat's view and the public one (through the facade: undo's refusal and the
    result too), and every space's details."""
    for viewer in [None, *range(len(game.seats))]:
        reader.read(game.view(viewer), f"#{step} view({viewer})")
    for h in game.state.hexes:
        reader.read(game.ruleset.place_details(game.state, h.id), f"#{step} place {h.id}")


@pytest.mark.parametrize("config", GAMES, ids=lambda c: f"{c['players']}p-seed{c['seed']}")
def test_every_text_a_player_reads_during_a_game_cites_nothing(config: dict[str, Any]) -> None:
    game = Game.new(dict(config, ruleset="hyperborea"))
    pick = Rng(config["seed"])
    reader = Reader()
    step = 0
    while not game.finished:
        legal = game.legal_actions()
        for a in legal:
            reader.read([a["label"], a["detail"]], f"#{step} action {a['id']}")
        if step % EVERYTHING_EVERY == 0:
            _read_everything(game, reader, step)
        else:  # the decider's view: what it reads now, its secrets included
            view = game.ruleset.view(game.state, game.config, legal[0]["player"])
            del view["log"]  # read whole at the end
            reader.read(view, f"#{step} view({legal[0]['player']})")
        game.act(pick.choice(legal)["id"])
        step += 1
    _read_everything(game, reader, step)
    reader.read(game.state.log, "log")
    reader.read(game.result(), "result")
    found = reader.citations()
    assert not found, "\n".join(sorted(found))
