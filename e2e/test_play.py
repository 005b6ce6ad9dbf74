"""Games played through the page's controls only (buttons by data-action, pick and drop, the
map), with hotseat hand-overs: the first rounds of a three-player game, and the last rounds of
a six-player one to the end screen and its score chart."""

from __future__ import annotations

import random
import time

from playwright.sync_api import Page, expect

from conftest import open_until_loaded
from hexrealms import Game
from ui_driver import choose, legal_actions, play, play_to_end, start_game


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


def test_a_three_player_games_first_rounds_through_the_page(ready_page: Page, screenshot) -> None:
    """Three people at one device, the first 120 decisions of a game through the page's
    controls (the setup picks, hand-overs, the log, Undo); the end of a game is the six-player
    test's job here and test_bots.py's (a person against two bots, start to end)."""
    page = ready_page
    t0 = time.monotonic()
    start_game(page, ["Ann", "Bo", "Cy"], seed=19)
    screenshot(page, "start")
    expect(page.locator("#decider")).to_contain_text("extra cube")
    rng = random.Random(19)
    for n in range(1, 121):
        actions = legal_actions(page)
        shown = page.evaluate("""() => [...document.querySelectorAll('#actions [data-action]')]
            .filter(b => !b.disabled).map(b => b.dataset.action)""")
        assert sorted(shown) == sorted(a["id"] for a in actions)  # every action has its control
        play(page, choose(actions, rng), rng)
        if n == 90:
            screenshot(page, "middle")
            # The log reads in words, with turn separators; Undo follows the engine, and
            # says why when it is disabled.
            assert page.locator("#log .log-turn").count() > 3
            refusal = page.evaluate("window.__hexrealms.view().undo_refusal")
            assert page.locator("#undo").is_enabled() == (refusal is None)
            if refusal is not None:
                expect(page.locator("#undo-why")).to_have_text(refusal)
    assert page.evaluate("window.__hexrealms.view().phase") == "play"
    print(f"3-player game: 120 actions in {time.monotonic() - t0:.1f} s")


def late_link(config: dict, seed: int, left: int) -> tuple[str, int]:
    """A link to the game ``config`` as the driver's policy (seeded ``seed``) plays it, ``left``
    decisions before its end, and how many decisions came before (CPython, the same engine)."""
    rng = random.Random(seed)
    game = Game.new(config)
    decisions: list[str] = []
    while not game.finished:
        decisions.append(choose(game.legal_actions(), rng)["id"])
        game.act(decisions[-1])
    game = Game.new(config)
    for action_id in decisions[:len(decisions) - left]:
        game.act(action_id)
    return game.to_link(), len(decisions) - left


def test_a_six_player_short_games_last_rounds_from_a_link(page: Page, site_url: str, screenshot) -> None:
    """Six seats at one device: the last ~40 decisions of a short game (opened from its link,
    made in CPython by the same policy), every hand-over on the way, to the end screen of six."""
    t0 = time.monotonic()
    config = {"ruleset": "hyperborea", "players": [{"name": n} for n in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")],
              "seed": 14, "length": "short"}
    token, before = late_link(config, seed=14, left=40)
    assert before > 300  # a real game's worth of decisions lies behind the link
    assert open_until_loaded(page, f"{site_url}index.html#g={token}") == "ready"
    shown = """() => window.__hexrealms.legalActions().length > 0
        && document.getElementById('actions').dataset.stateHash === window.__hexrealms.stateHash()"""
    # Someone holds a stored ruin token: the page asks who opened the link before it shows one.
    asked = page.wait_for_function(f"() => document.getElementById('seat-pick').open ? 'pick' : ({shown})()")
    if asked.json_value() == "pick":
        decider = page.evaluate("window.__hexrealms.view().current")
        page.click(f"#seat-pick-seats button[data-seat='{decider}']")
        page.wait_for_function(shown)
    screenshot(page, "late")
    steps = play_to_end(page, seed=15, limit=600)
    screenshot(page, "end")
    check_end(page, 6)
    print(f"6-player game: {before} decisions from the link, {steps} in the page, {time.monotonic() - t0:.1f} s")
