"""Input paths and safety of the table: keyboard only, touch on a phone, names that look like
HTML, invalid settings explained in place, rules text on focus, Race War's setup decision."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page, expect

from conftest import ARTIFACTS, open_until_loaded
from ui_driver import (choose, legal_actions, play, render_count, start_game, submit_new_game,
                       view_field, wait_after)

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}


def view(page: Page) -> dict[str, Any]:
    return page.evaluate("window.__hexrealms.view()")


def focused(page: Page) -> dict[str, Any]:
    return page.evaluate("""() => { const e = document.activeElement;
        return {id: e?.id ?? '', action: e?.dataset?.action ?? null, kind: e?.dataset?.kind ?? null,
                outline: e ? getComputedStyle(e).outlineStyle : 'none'}; }""")


def tab_to(page: Page, kind: str | None = None, limit: int = 400) -> dict[str, Any]:
    """Presses Tab until an action control (of `kind`, if given) in #actions has the focus."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        f = focused(page)
        if f["action"] and (kind is None or f["kind"] == kind) and page.evaluate(
                "() => document.getElementById('actions').contains(document.activeElement)"):
            assert f["outline"] != "none", "the focused control shows no focus ring"
            return f
    raise AssertionError(f"Tab never reached a {kind or 'action'} control")


def key_action(page: Page, kind: str | None = None) -> str:
    """Keyboard only: from wherever the focus is, Tab to an action and press Enter."""
    before = render_count(page)
    f = tab_to(page, kind)
    page.keyboard.press("Enter")
    waiting = ("n => Number(document.getElementById('actions').dataset.render) > n ? 'shown'"
               " : document.getElementById('confirm-screen').open ? 'confirm'"
               " : document.getElementById('handoff').open ? 'handoff' : false")
    handoff = page.wait_for_function(waiting, arg=before).json_value()
    if handoff == "confirm":  # ending the turn with cubes left asks first: Enter says yes
        expect(page.locator("#confirm-yes")).to_be_focused()
        page.keyboard.press("Enter")
        handoff = page.wait_for_function(waiting, arg=before).json_value()
    if handoff == "handoff":
        expect(page.locator("#handoff-confirm")).to_be_focused()
        page.keyboard.press("Enter")
        page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
    return f["action"]


# --- (c) a keyboard-only turn ---------------------------------------------------------------
def test_keyboard_only_turn(ready_page: Page, screenshot) -> None:
    page = ready_page
    start_game(page, ["Ann", "Bo"], seed=5)
    # The skip button leads straight to the actions; arrows move between them.
    page.keyboard.press("Tab")
    expect(page.locator("#skip-to-actions")).to_be_focused()
    page.keyboard.press("Enter")
    first = focused(page)["action"]
    assert first == legal_actions(page)[0]["id"]
    page.keyboard.press("ArrowDown")
    assert focused(page)["action"] == legal_actions(page)[1]["id"]

    while view_field(page, "phase") != "play":  # the setup decisions, by keyboard too
        key_action(page)
    active = view(page)["active"]
    turn = view(page)["turns_played"]
    placed = key_action(page, "place")
    assert placed.startswith("place:")
    screenshot(page, "placed")
    key_action(page, "end_turn")
    after = view(page)
    assert after["active"] != active and after["turns_played"] > turn, "the turn did not pass"
    assert any(placed.split(":")[1] in line or "turn" in line for line in after["log"])


# --- (d) a touch turn on a phone -------------------------------------------------------------
def test_touch_turn_on_a_phone(guarded_page, site_url: str, screenshot) -> None:
    page = guarded_page(**PHONE)
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    page.wait_for_selector("#new-game-screen[open]")
    screenshot(page, "new-game")
    page.locator("#seat-0-name").tap()
    start_game(page, ["Ann", "Bo", "Cy"], seed=8)
    rng = random.Random(8)
    while view_field(page, "phase") != "play":
        play(page, choose(legal_actions(page), rng), rng, tap=True)
    active = view(page)["active"]
    # Every control is on the phone's screen width (reachable by scrolling down only).
    boxes = page.eval_on_selector_all(
        "#actions [data-action], #table-panels button[data-slot], #new-game, #undo",
        "els => els.map(e => { const b = e.getBoundingClientRect(); return [b.left, b.right]; })")
    assert boxes and all(left >= 0 and right <= 390 for left, right in boxes), boxes
    # Pick and drop with taps: a cube, then a highlighted space.
    place = next(a for a in legal_actions(page) if a["kind"] == "place")
    before = render_count(page)
    seat = place["player"]
    page.locator(f'#table-panels button[data-slot="s{seat}.available.{place["args"][0]}"]').tap()
    drop = page.locator(f'#table-panels button[data-slot="s{seat}.{place["args"][1]}"][data-mark="target"]')
    expect(drop).to_be_visible()
    drop.tap()
    wait_after(page, before)
    screenshot(page, "placed")
    before = render_count(page)
    page.locator('#actions [data-action="end_turn"]').tap()
    wait_after(page, before)
    assert view(page)["active"] != active
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / "test_touch_turn_on_a_phone-screen-top.png"))
    page.locator("#now").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "test_touch_turn_on_a_phone-screen-actions.png"))
    page.locator("#table-panels").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "test_touch_turn_on_a_phone-screen-board.png"))


# --- (e) names are text ----------------------------------------------------------------------
def test_html_in_a_name_is_text_and_runs_nothing(ready_page: Page) -> None:
    page = ready_page
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    start_game(page, ["Ann", "Bo"], seed=3)
    hash_before = view(page)["state_hash"]

    # A name longer than the engine allows (40 characters): its message shows next to the
    # form, and the game on screen stays.
    page.click("#new-game")
    page.fill("#seat-0-name", "<img src=x onerror=alert(1)>" * 2)
    page.click("#start-game")
    error = page.locator("#new-game-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("40")
    assert view(page)["state_hash"] == hash_before

    name = "<img src=x onerror=alert(1)>"
    page.fill("#seat-0-name", name)
    page.fill("#seat-1-name", "<b>Bo</b>&amp;")
    before = render_count(page)
    # a game is in progress: the page asks before replacing it; "No" keeps it
    page.click("#start-game")
    expect(page.locator("#confirm-screen")).to_be_visible()
    expect(page.locator("#confirm-text")).to_contain_text("game in progress will be replaced")
    page.click("#confirm-no")
    expect(page.locator("#new-game-screen")).to_be_visible()
    assert view(page)["state_hash"] == hash_before
    submit_new_game(page)
    page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
    expect(page.locator('#table-panels [data-panel="board0"] .panel-title')).to_contain_text(name)
    expect(page.locator("#seat-list")).to_contain_text(name)
    expect(page.locator("#seat-list")).to_contain_text("<b>Bo</b>&amp;")
    assert page.locator("#seat-list b, #table-panels b").count() == 0
    assert page.locator("main img[onerror], dialog img[onerror], main svg[onload]").count() == 0
    assert dialogs == []


def test_invalid_settings_are_explained_in_place(ready_page: Page) -> None:
    page = ready_page
    start_game(page, ["Ann", "Bo", "Cy"], seed=1)
    hash_before = view(page)["state_hash"]
    page.click("#new-game")
    page.select_option("#seat-count", "2")
    page.select_option("#seat-0-race", "red_duchy")
    page.select_option("#seat-1-race", "red_duchy")
    page.click("#start-game")
    expect(page.locator("#new-game-error")).to_contain_text("same race")
    expect(page.locator("#new-game-screen")).to_be_visible()
    page.click("#cancel-new-game")
    assert view(page)["state_hash"] == hash_before
    assert len(view(page)["players"]) == 3


# --- rules text and Race War -----------------------------------------------------------------
def test_rules_text_on_focus_and_race_war_tile_choice(ready_page: Page, screenshot) -> None:
    page = ready_page
    start_game(page, ["Ann", "Bo"], seed=4, mode="race_war")
    actions = legal_actions(page)
    assert {a["kind"] for a in actions} == {"race_tile"}
    expect(page.locator("#decider")).to_contain_text("Race tile")
    tile = page.locator(f'#actions [data-action="{actions[0]["id"]}"]')
    tile.focus()
    tooltip = page.locator("#tooltip")
    expect(tooltip).to_be_visible()
    assert len(tooltip.text_content() or "") > 30
    assert tile.get_attribute("aria-describedby") == "tooltip"
    # Scores and development tracks carry their text too.
    page.locator('#table-panels [data-panel="board0"] dt[tabindex="0"]').first.focus()
    expect(tooltip).to_contain_text("VP")
    screenshot(page, "race-tile")

    # An element with a tip that a redraw takes away takes its tip too, even with nothing else
    # under the pointer to show one: a tip never describes what is gone. (A stand-in element of
    # the test's own: taking the table's own out of its hands would break its redraw.)
    page.evaluate("() => document.activeElement.blur()")
    page.evaluate("""() => {
        const note = document.createElement('div');
        note.id = 'test-tip';
        note.dataset.tip = 'A passing note.';
        note.style.cssText = 'position:fixed;right:0;bottom:0;width:40px;height:20px;z-index:99';
        document.body.append(note);
    }""")
    page.locator("#test-tip").hover()
    expect(tooltip).to_have_text("A passing note.")
    page.evaluate("() => document.getElementById('test-tip').remove()")
    # Hidden, or the tip of what is under the pointer now.
    page.wait_for_function("""() => {
        const tip = document.getElementById('tooltip');
        const owner = document.querySelector('[aria-describedby=tooltip]');
        return tip.hidden || Boolean(owner && owner.matches(':hover') && owner.dataset.tip === tip.textContent);
    }""", timeout=5_000)
