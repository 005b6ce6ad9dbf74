"""Whole games played through the page's controls only (buttons by data-action, pick and drop,
the map), with hotseat hand-overs, to the end screen and its score chart."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from ui_driver import legal_actions, play_to_end, start_game


def check_end(page: Page, players: int) -> None:
    view = page.evaluate("window.__hexrealms.view()")
    assert view["finished"] and view["result"]
    winner = view["players"][view["result"]["winner"]]["name"]
    expect(page.locator("#end-screen .winner")).to_contain_text(winner)
    # A picture of the scores: one labelled bar per player, a legend of categories.
    expect(page.locator("#end-screen svg.score-chart")).to_be_visible()
    assert page.locator("#end-screen svg.score-chart rect").count() >= players
    assert page.locator("#end-screen svg .chart-name").count() == players
    expect(page.locator("#end-screen .chart-legend li")).to_have_count(7)
    assert legal_actions(page) == []


def test_full_three_player_game(ready_page: Page, screenshot) -> None:
    page = ready_page
    t0 = time.monotonic()
    start_game(page, ["Ann", "Bo", "Cy"], seed=19)
    screenshot(page, "start")
    expect(page.locator("#decider")).to_contain_text("extra cube")

    def step(n: int) -> None:
        if n == 90:
            screenshot(page, "middle")
            # The log reads in words, with turn separators; Undo follows the engine, and
            # says why when it is disabled.
            assert page.locator("#log .log-turn").count() > 3
            refusal = page.evaluate("window.__hexrealms.view().undo_refusal")
            assert page.locator("#undo").is_enabled() == (refusal is None)
            if refusal is not None:
                expect(page.locator("#undo-why")).to_have_text(refusal)

    steps = play_to_end(page, seed=19, limit=900, on_step=step)
    screenshot(page, "end")
    check_end(page, 3)
    print(f"3-player game: {steps} actions in {time.monotonic() - t0:.1f} s")


def test_full_six_player_short_game(ready_page: Page, screenshot) -> None:
    page = ready_page
    t0 = time.monotonic()
    start_game(page, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"], seed=14, length="short")
    screenshot(page, "start")

    def step(n: int) -> None:
        if n == 170:
            screenshot(page, "middle")

    steps = play_to_end(page, seed=14, limit=1500, on_step=step)
    screenshot(page, "end")
    check_end(page, 6)
    print(f"6-player game: {steps} actions in {time.monotonic() - t0:.1f} s")
