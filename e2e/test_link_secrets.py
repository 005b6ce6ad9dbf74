"""A link (or an autosave) opened in a fresh browser never shows a hand before the opener says
which seat they are: the page draws the public table and asks "Who is at this screen?" first.

Every registered game whose seats can hold secrets is tried; the positions are found in
CPython by random play, and what counts as secret is what the seat's own view shows that the
public view does not (its cards' names).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import Any, Callable

import pytest
from playwright.sync_api import Page, expect

from conftest import open_until_loaded

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import Game  # noqa: E402
from hexrealms.core.rng import Rng  # noqa: E402
from hexrealms.core.ruleset import available  # noqa: E402

PEOPLE = [{"name": "Ann", "bot": None}, {"name": "Bo", "bot": None}, {"name": "Cy", "bot": "random"}]


@cache
def secret_position(ruleset: str) -> tuple[Game, int] | None:
    """A position of a game between two people and a bot where a person decides and holds
    something secret; with the deciding seat. None when random play never meets one."""
    for seed in range(1, 6):
        game = Game.new({"ruleset": ruleset, "players": PEOPLE, "seed": seed})
        pick = Rng(seed)
        for _ in range(600):
            if game.finished:
                break
            seat = game.current_player
            if seat in (0, 1) and game.ruleset.holds_secrets(game.state, seat) and secret_names(game, seat):
                return game, seat
            game.act(pick.choice(game.legal_action_ids()))
    return None


def secret_names(game: Game, seat: int) -> set[str]:
    """Names the seat's own view shows and the public view does not: card names, and the
    first cell of each row of a seat's own table (Multiverse War's blocks with their types)."""
    def names(view: dict[str, Any]) -> set[str]:
        out = set()
        for p in view["table"]["panels"]:
            if p["kind"] == "cards":
                out |= {c["name"] for c in p.get("cards", [])}
            elif p["kind"] == "table" and p.get("seat") is not None:
                out |= {str(row[0]) for row in p.get("rows", []) if row}
        return out
    return names(game.view(seat)) - names(game.view())


CASES = [r.id for r in available() if secret_position(r.id) is not None]


def test_some_games_have_secrets_to_guard() -> None:
    assert {"hyborian_gates", "multiverse_war"} <= set(CASES), CASES


@pytest.mark.parametrize("ruleset", CASES)
def test_a_link_shows_no_hand_before_the_opener_says_who_they_are(
        ruleset: str, guarded_page: Callable[..., Page], site_url: str, screenshot) -> None:
    found = secret_position(ruleset)
    assert found is not None
    game, seat = found
    hidden = secret_names(game, seat)
    page = guarded_page()
    assert open_until_loaded(page, f"{site_url}index.html#g={game.to_link()}") == "ready"

    ask = page.locator("#seat-pick")
    expect(ask).to_be_visible()
    expect(page.locator("#table")).to_have_attribute("data-view-count", "1")  # the public table
    screenshot(page, "who-is-here")
    text = page.evaluate("() => document.body.innerText")
    leaked = sorted(n for n in hidden if n in text)
    assert not leaked, f"shown before the opener chose a seat: {leaked}"
    assert page.locator("#actions button").count() == 0, "no decision is offered yet"

    buttons = page.locator("#seat-pick-seats button")
    expect(buttons).to_have_count(2)  # the people, not the bot
    page.click(f"#seat-pick-seats button[data-seat='{seat}']")
    expect(ask).to_be_hidden()
    for name in hidden:
        expect(page.locator("#table").get_by_text(name, exact=True).first).to_be_visible()
    expect(page.locator("#actions button").first).to_be_visible()

    # A reload of the same tab remembers who is at the screen; a new browser asks again. The
    # page does this alike for every game (game_flow.js): one game tries it.
    if ruleset != CASES[0]:
        return
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached")
    expect(page.locator("#actions button").first).to_be_visible()
    expect(ask).to_be_hidden()
    other = guarded_page()
    assert open_until_loaded(other, page.url) == "ready"
    expect(other.locator("#seat-pick")).to_be_visible()
