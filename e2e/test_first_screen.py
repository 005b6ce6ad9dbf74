"""The first screen: every game the engine knows, with its player range and blurb; the chosen
game's setup built from its config schema; "New game" remembering the last game and setup."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from playwright.sync_api import Page, expect

from conftest import ARTIFACTS, open_until_loaded
from ui_driver import render_count

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import web_api  # noqa: E402

GAMES = json.loads(web_api.games())["result"]


def schema(game: str) -> dict:
    return json.loads(web_api.config_schema(game))["result"]


def test_the_first_screen_lists_every_game_and_builds_the_chosen_ones_form(guarded_page, site_url: str) -> None:
    page = guarded_page(viewport={"width": 1366, "height": 900})
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    page.wait_for_selector("#new-game-screen[open]")
    assert page.title() == "hexrealms"  # no game named before one is open
    assert {g["id"] for g in GAMES} >= {"hyperborea", "hyborian_gates"}
    choices = page.locator("#game-list .game-choice")
    expect(choices).to_have_count(len(GAMES))
    for g in GAMES:
        choice = page.locator(f'#game-list .game-choice:has(input[value="{g["id"]}"])')
        expect(choice).to_contain_text(g["name"])
        expect(choice).to_contain_text(g["blurb"])
        expect(choice).to_contain_text(f'{g["min_players"]}–{g["max_players"]} players')
    page.screenshot(path=str(ARTIFACTS / "first-screen-laptop.png"))

    # Hyborian Gates Empires: its form comes from its schema.
    page.check("input[name=game][value=hyborian_gates]")
    gates = schema("hyborian_gates")
    players = gates["players"]
    expect(page.locator("#seat-count option")).to_have_count(players["max"] - players["min"] + 1)
    expect(page.locator("#seat-count")).to_have_value(str(players["default"]))
    expect(page.locator("#seats .seat")).to_have_count(players["default"])
    expect(page.locator("#seat-0-race")).to_have_count(0)  # Hyperborea's seat option is gone
    whos = page.locator("#seat-0-who option").evaluate_all("os => os.map(o => o.value)")
    assert whos == ["person", "random", "novice", "adept", "master"]
    for option in gates["options"]:
        name = option["key"].split(".")[-1]
        if option["kind"] == "choice":
            for c in option["choices"]:
                radio = page.locator(f'input[name="{name}"][value="{c["value"]}"]')
                expect(radio).to_have_count(1)
                assert radio.is_checked() == (c["value"] == option["default"])
            default_help = next(c["help"] for c in option["choices"] if c["value"] == option["default"])
            expect(page.locator(f'fieldset[data-key="{option["key"]}"] .option-help')).to_have_text(default_help)
        else:
            expect(page.locator(f'input[name="{name}"]')).to_have_count(1)
    page.select_option("#seat-count", "2")
    expect(page.locator("#seats .seat")).to_have_count(2)
    page.fill("#seat-0-name", "Ann")
    page.fill("#seat-1-name", "Bo")
    page.select_option("#seat-1-who", "random")
    page.check("input[name=length][value=short]")
    page.screenshot(path=str(ARTIFACTS / "first-screen-gates-laptop.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(ARTIFACTS / "first-screen-gates-phone.png"))
    page.set_viewport_size({"width": 1366, "height": 900})
    before = render_count(page)
    page.click("#start-game")
    page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
    v = page.evaluate("window.__hexrealms.view()")
    assert v["ruleset"] == "hyborian_gates"
    assert [p["name"] for p in v["players"]] == ["Ann", "Bo"] and v["players"][1]["bot"] == "random"
    assert v["config"]["length"] == "short"
    expect(page.locator("#brand-game")).to_have_text("Hyborian Gates Empires")
    assert page.title() == "hexrealms — Hyborian Gates Empires"

    # "New game" remembers the game and its setup — across a reload too.
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=90_000)
    page.click("#new-game")
    page.wait_for_selector("#new-game-screen[open]")
    expect(page.locator("input[name=game][value=hyborian_gates]")).to_be_checked()
    expect(page.locator("#seat-count")).to_have_value("2")
    expect(page.locator("#seat-0-name")).to_have_value("Ann")
    expect(page.locator("#seat-1-who")).to_have_value("random")
    expect(page.locator("input[name=length][value=short]")).to_be_checked()
    # Back to Hyperborea: its own form, with the ids its tests use.
    page.check("input[name=game][value=hyperborea]")
    for selector in ("#seat-0-race", "input[name=mode][value=race_war]", "input[name=length][value=regular]",
                     "input[name=open_map]", "input[name=prime_objective]", "#seed", "#start-game"):
        expect(page.locator(selector)).to_have_count(1)
    page.check("input[name=game][value=hyborian_gates]")  # and the Gates setup is still there
    expect(page.locator("#seat-0-name")).to_have_value("Ann")
