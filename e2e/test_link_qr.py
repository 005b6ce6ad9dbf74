"""The share panel's QR code (link_qr.js, hexrealms.link_qr): the code the page draws is read
back, by a real decoder (zxing-cpp) on a screenshot of it, to the link of the position on
screen; a link too long for any QR code says so and draws nothing. Waits on page state only.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Callable

import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from conftest import open_until_loaded

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import Game  # noqa: E402
from hexrealms.core.rng import Rng  # noqa: E402
from hexrealms.link_qr import MOST  # noqa: E402


def random_game(seed: int, pick: int, length: str = "regular") -> Game:
    """A whole four-player Hyperborea game of random moves."""
    game = Game.new({"ruleset": "hyperborea", "players": 4, "seed": seed, "length": length})
    rng = Rng(pick)
    while not game.finished:
        game.act(rng.choice(game.legal_action_ids()))
    return game


def show_code(page: Page) -> None:
    """Leaves the end screen for the table (the game in the link is over) and shows the code."""
    page.get_by_role("button", name="Look at the table").click()
    toggle = page.get_by_role("button", name="Show QR code")
    toggle.click()
    expect(page.get_by_role("button", name="Hide QR code")).to_have_attribute("aria-expanded", "true")


def test_the_qr_code_of_a_whole_four_player_game_reads_back_to_its_link(
        guarded_page: Callable[..., Page], site_url: str) -> None:
    game = random_game(seed=3, pick=1)
    token = game.to_link()
    assert len(token) > 1200  # a code of over 100 modules a side, not a small one
    page = guarded_page(viewport={"width": 1600, "height": 1400})
    assert open_until_loaded(page, f"{site_url}index.html#g={token}") == "ready"
    show_code(page)
    figure = page.locator(".link-qr[data-state=shown]")
    expect(figure).to_be_visible(timeout=30_000)
    canvas = figure.locator("canvas")
    link = canvas.get_attribute("data-link") or ""
    assert link.endswith("#g=" + token)
    image = Image.open(io.BytesIO(canvas.screenshot()))
    found = zxingcpp.read_barcodes(image)
    assert [r.text for r in found] == [link]
    assert Game.from_link(link.split("#g=", 1)[1]).state_hash() == game.state_hash()
    expect(figure.locator(".link-qr-caption")).to_contain_text(f"{len(link)} characters")


def test_a_link_too_long_for_a_qr_code_says_so_and_draws_none(
        guarded_page: Callable[..., Page], site_url: str) -> None:
    token = random_game(seed=1, pick=1, length="long").to_link()
    assert len(token) > MOST
    page = guarded_page()
    assert open_until_loaded(page, f"{site_url}index.html#g={token}") == "ready"
    show_code(page)
    figure = page.locator(".link-qr[data-state=none]")
    expect(figure).to_contain_text("too long for a QR code", timeout=30_000)
    expect(figure.locator("canvas")).to_be_hidden()
