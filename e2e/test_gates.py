"""Hyborian Gates Empires in the page: the generic table (boards, panels, hands) drawn from the
view's `table`, acting where you look, hidden hands in hotseat, a whole game by touch on a phone, keyboard play
and the end screen.

Reads the page through its DOM contract (app.js header) and the read-only hook
``window.__hexrealms`` (``spaceCenter(id)`` in viewport CSS px, ``view()``, ``legalActions()``);
every move goes through the page's controls. Waits on page state only, never on time.
"""

from __future__ import annotations

import random
import time
from typing import Any

from playwright.sync_api import Page, expect

from conftest import ARTIFACTS
from ui_driver import (act_by_list, after, click_space, confirm_if_asked, legal_actions,
                       render_count, start_on_generic_table, view_field, wait_for_person)

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}


# --- helpers -----------------------------------------------------------------------------------
def view(page: Page) -> dict[str, Any]:
    return page.evaluate("window.__hexrealms.view()")


def start_gates(page: Page, seats: list[tuple[str, str]], *, seed: int, pace: str | None = None) -> None:
    """The first screen: Hyborian Gates Empires, a name and "person" or a bot level per seat,
    short length, a seed; waits until the table shows the game."""
    start_on_generic_table(page, "hyborian_gates", seats, seed=seed, choices={"length": "short"},
                           pace=pace)


def cards_in(page: Page, panel: str) -> dict[str, int]:
    return page.evaluate("""p => { const box = document.querySelector(`[data-panel="${p}"]`);
        return {faces: box ? box.querySelectorAll('.card-face').length : -1,
                backs: box ? box.querySelectorAll('.card-back').length : -1}; }""", panel)


def shot(page: Page, name: str, viewport: dict[str, int] | None = None) -> None:
    """A viewport-sized screenshot (what a person sees) under e2e/artifacts/."""
    if viewport:
        page.set_viewport_size(viewport)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"gates-{name}.png"))


# --- (a) a whole game of bots ----------------------------------------------------------------
def test_a_game_of_four_bots_reaches_the_end_screen(ready_page: Page) -> None:
    page = ready_page
    page.set_viewport_size(LAPTOP)
    t0 = time.monotonic()
    start_gates(page, [("Ada", "novice"), ("Rex", "random"), ("Nia", "novice"), ("Rob", "random")],
                seed=8, pace="instant")
    expect(page.locator("#bot-tools")).to_be_visible()
    page.wait_for_function("() => window.__hexrealms.view().log_length > 40", timeout=60_000)
    shot(page, "bots-laptop")
    assert page.locator("#actions [data-action]").count() == 0  # a bot's choices are not offered
    page.wait_for_selector("#end-screen[open]", timeout=120_000)
    v = view(page)
    assert v["finished"] and v["result"]
    result = v["result"]
    winner = v["players"][result["winner"]]["name"]
    expect(page.locator("#end-screen .winner")).to_contain_text(winner)
    # The breakdown as a picture: a bar per player and category, names whole, a legend.
    expect(page.locator("#end-screen svg.score-chart")).to_be_visible()
    assert page.locator("#end-screen svg .chart-name").count() == 4
    assert page.locator("#end-screen svg.score-chart rect").count() >= 4
    names = [c["name"] for c in result["categories"].values()]
    expect(page.locator("#end-screen .chart-legend li")).to_have_count(len(names))
    for name in names:
        expect(page.locator("#end-screen .chart-legend")).to_contain_text(name)
    for label in page.locator("#end-screen svg .chart-name").all():  # never cut by the chart
        box, chart = label.bounding_box(), page.locator("#end-screen svg.score-chart").bounding_box()
        assert box and chart and box["x"] >= chart["x"] - 1 and box["x"] + box["width"] <= chart["x"] + chart["width"] + 1
    # Who held which Pyramids (the result's own per-player lists).
    extras = page.locator("#end-screen .result-extras")
    expect(extras).to_be_visible()
    for row in result["players"]:
        for pyramid in row["pyramids"]:
            expect(extras).to_contain_text(pyramid)
    shot(page, "end-laptop")
    shot(page, "end-phone", PHONE)
    page.click("#end-close")
    shot(page, "end-table-phone")
    assert legal_actions(page) == []
    print(f"4 bots: {v['log_length']} decisions in {time.monotonic() - t0:.1f} s")


# --- (b) hotseat: hands stay secret -----------------------------------------------------------
def test_hotseat_the_next_person_never_sees_the_last_ones_hand(ready_page: Page) -> None:
    page = ready_page
    start_gates(page, [("Ann", "person"), ("Bo", "person")], seed=1)
    last = None
    handed = False
    checked = 0
    for _ in range(80):
        state = wait_for_person(page)
        if state == "handoff":
            handed = True
            # Nothing of the last person's view is on screen while the device changes hands.
            assert page.locator("#hand-panels .card-face, #table-panels .card-face").count() == 0
            expect(page.locator("#table-boards .space")).to_have_count(0)
            name = page.locator("#handoff-name").text_content()
            before = render_count(page)
            page.click("#handoff-confirm")
            page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
            seat = legal_actions(page)[0]["player"]
            assert name == ("Ann", "Bo")[seat]
            v = view(page)
            other = 1 - seat
            # The view on screen is the deciding person's: their hand face up, the other's as backs.
            hands = {p["seat"]: p for p in v["table"]["panels"] if p["kind"] == "cards"}
            assert hands[other]["cards"] == [], "the view shows the other person's cards"
            shown_other = cards_in(page, f"hand-{other}")
            assert shown_other["faces"] == 0 and shown_other["backs"] == min(12, hands[other]["hidden_count"])
            mine = cards_in(page, f"hand-{seat}")
            assert mine["faces"] == len(hands[seat]["cards"])
            if hands[other]["hidden_count"] and hands[seat]["cards"]:
                assert page.locator(f'#hand-panels [data-panel="hand-{other}"]').count() == 0
                checked += 1
                if checked == 1:
                    shot(page, "hotseat-after-handover")
                if checked >= 2:
                    break
            continue
        assert state == "act"
        actions = legal_actions(page)
        seat = actions[0]["player"]
        # The decider changes between the two people through the hand-over screen whenever
        # either holds cards (setup picks, before any hand is dealt, hide nothing).
        if last is not None and seat != last and not handed:
            assert not set(view(page)["secret_seats"]) & {seat, last}, \
                "the decider changed without a hand-over while a hand was on the table"
        last, handed = seat, False
        # Quick through the game: end phases, else the first choice.
        choice = next((a for a in actions if a["kind"] == "end_move"), actions[0])
        before = render_count(page)
        act_by_list(page, choice)
        after(page, before)
    assert checked >= 2, "no hand-over between two people holding cards"


# --- (c) by mouse: a city, then a move --------------------------------------------------------
def test_a_person_plays_by_mouse_on_the_boards(ready_page: Page) -> None:
    page = ready_page
    page.set_viewport_size(LAPTOP)
    start_gates(page, [("Ann", "person"), ("Rex", "random")], seed=3, pace="instant")
    moved = picked = False
    for _ in range(60):
        state = wait_for_person(page)
        assert state == "act", state  # one person: no hand-over, and the game goes on
        actions = legal_actions(page)
        kinds = {a["kind"] for a in actions}
        before = render_count(page)
        if "pick" in kinds:
            # The cities to start in are marked on the board (a badge, not colour alone).
            city = actions[0]["detail"]["at"]
            marked = page.locator('#table-boards .space[data-mark="act"]')
            assert marked.count() == len({a["detail"]["at"] for a in actions})
            expect(page.locator(f'#table-boards .space[data-space="{city}"]')).to_have_attribute("data-mark", "act")
            shot(page, "pick-laptop")
            click_space(page, city)
            after(page, before)
            assert any(p["seat"] == 0 for s in view(page)["table"]["spaces"] if s["id"] == city for p in s["pieces"])
            picked = True
        elif "move" in kinds and not moved:
            move = next(a for a in actions if a["kind"] == "move")
            src, dst = move["detail"]["from"], move["detail"]["to"]
            # Reading a space by keyboard focus shows its tip; clicking it hides the tip, so the
            # destinations the click marks are not covered.
            page.locator(f'#table-boards .space[data-space="{src}"]').focus()
            expect(page.locator("#tooltip")).to_be_visible()
            click_space(page, src)
            expect(page.locator("#tooltip")).to_be_hidden()
            # The source is selected, every destination of its moves is marked.
            targets = {a["detail"]["to"] for a in actions if a["detail"].get("from") == src and a["detail"].get("to")}
            expect(page.locator('#table-boards .space[data-mark="target"]')).to_have_count(len(targets))
            expect(page.locator(f'#table-boards .space[data-space="{dst}"]')).to_have_attribute("data-mark", "target")
            shot(page, "move-selected-laptop")
            shot(page, "move-selected-phone", PHONE)
            page.set_viewport_size(LAPTOP)
            click_space(page, dst)
            if page.locator("#space-menu").count():  # several moves end there: choose in the menu
                page.locator(f'#space-menu [data-action="{move["id"]}"]').click()
            after(page, before)
            piece = move["detail"]["piece"]
            spaces = {s["id"]: s for s in view(page)["table"]["spaces"]}
            assert any(p["seat"] == 0 for p in spaces[dst]["pieces"])
            assert not any(p["id"] == piece for p in spaces[src]["pieces"])
            moved = True
            # Hovering a stack shows its units with their Force.
            token = page.locator(f'#table-boards .space[data-space="{dst}"] .piece').first
            token.hover()
            expect(page.locator("#tooltip")).to_be_visible()
            expect(page.locator("#tooltip")).to_contain_text("Force")
            shot(page, "stack-tip-laptop")
            break
        else:
            a = next((x for x in actions if x["kind"] == "end_move"), actions[0])
            at = a["detail"].get("at")
            if at and a["kind"] != "end_move":
                click_space(page, at)
                if page.locator("#space-menu").count():
                    page.locator(f'#space-menu [data-action="{a["id"]}"]').click()
            else:
                act_by_list(page, a)
            after(page, before)
    assert picked and moved


# --- (c') touch: a whole game by taps on a phone ---------------------------------------------
def tap_space(page: Page, space_id: str) -> None:
    """A tap at the middle of a space, scrolled to the middle of the screen (as a person
    would: not under the hint bar along the phone's bottom edge)."""
    page.locator(f'#table-boards .space[data-space="{space_id}"]').evaluate(
        "e => e.scrollIntoView({block: 'center', inline: 'center'})")
    c = page.evaluate("id => window.__hexrealms.spaceCenter(id)", space_id)
    assert c is not None, f"no space {space_id} on screen"
    page.touchscreen.tap(c["x"], c["y"])


def tap_action(page: Page, action: dict[str, Any], actions: list[dict[str, Any]]) -> None:
    """Plays an action by taps only: on its space (and the space's menu when several actions
    are there), its source then its destination for a move, else its button in the side list.
    On a space a stack can move from, a tap selects the stack: the space's other actions are
    then among "What you can do here" (a split, say)."""
    d = action["detail"]
    if d.get("at") and any(a["detail"].get("from") == d["at"] for a in actions):
        tap_space(page, d["at"])
        page.locator(f'#hex-actions [data-action="{action["id"]}"]').tap()
    elif d.get("from") and d.get("to"):
        tap_space(page, d["from"])
        expect(page.locator(f'#table-boards .space[data-space="{d["to"]}"]')).to_have_attribute("data-mark", "target")
        tap_space(page, d["to"])
    elif d.get("at"):
        tap_space(page, d["at"])
    else:
        button = page.locator(f'#actions [data-action="{action["id"]}"]')
        if not button.is_visible():
            page.locator(f'#actions details[data-group="{d["group"]}"] > summary').tap()
        button.tap()
    if (d.get("at") or d.get("to")) and page.locator("#space-menu").count():
        page.locator(f'#space-menu [data-action="{action["id"]}"]').tap()
    if page.locator("#confirm-screen[open]").count():
        page.locator("#confirm-yes").tap()


def test_a_person_plays_a_whole_game_by_touch_on_a_phone(guarded_page, site_url: str) -> None:
    from conftest import open_until_loaded
    page = guarded_page(viewport=PHONE, has_touch=True, is_mobile=True)
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    start_gates(page, [("Tia", "person"), ("Rex", "random")], seed=5, pace="instant")
    rng = random.Random(5)
    kinds: set[str] = set()
    for _ in range(400):
        if wait_for_person(page) == "end":
            break
        actions = legal_actions(page)
        # Moves and placements first, so the board is what is tapped most.
        on_board = [a for a in actions if a["detail"].get("at") or a["detail"].get("to")]
        action = rng.choice(on_board if on_board and rng.random() < 0.8 else actions)
        before = render_count(page)
        log_before = view_field(page, "log_length")
        tap_action(page, action, actions)
        after(page, before)
        assert view_field(page, "log_length") > log_before, f"the tap did not play {action['id']}"
        kinds.add(action["kind"])
    expect(page.locator("#end-screen")).to_be_visible()
    v = view(page)
    assert v["finished"] and v["result"]["winner"] in (0, 1)
    assert {"pick", "move", "end_move"} <= kinds, kinds
    shot(page, "touch-end-phone")


# --- (d) the keyboard: the side list acts with Enter -----------------------------------------
def test_keyboard_plays_from_the_side_list(ready_page: Page) -> None:
    page = ready_page
    start_gates(page, [("Kim", "person"), ("Rex", "random")], seed=4, pace="instant")
    assert wait_for_person(page) == "act"
    # On a board: one tab stop per board, the arrow keys walk its spaces.
    first = page.locator("#table-boards .board-svg").first.locator('.space[tabindex="0"]')
    first.focus()
    start = page.evaluate("document.activeElement.dataset.space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    moved = page.evaluate("document.activeElement.dataset.space")
    spaces = {s["id"]: s for s in view(page)["table"]["spaces"]}
    assert (spaces[moved]["col"], spaces[moved]["row"]) == (spaces[start]["col"] + 1, spaces[start]["row"] + 1)
    # The skip button (the page's first tab stop) leads to the side list.
    page.locator("#skip-to-actions").focus()
    page.keyboard.press("Enter")
    first = page.evaluate("document.activeElement.dataset.action")
    assert first == legal_actions(page)[0]["id"]
    page.keyboard.press("ArrowDown")
    chosen = page.evaluate("document.activeElement.dataset.action")
    assert chosen == legal_actions(page)[1]["id"]
    # Its rules text shows on focus.
    expect(page.locator("#tooltip")).to_be_visible()
    before = render_count(page)
    page.keyboard.press("Enter")
    after(page, before)
    city = chosen.split(":", 1)[1]
    spaces = {s["id"]: s for s in view(page)["table"]["spaces"]}
    assert any(p["seat"] == 0 for p in spaces[city]["pieces"]), "Enter did not start Kim at that city"
    # On to an action that asks first (ending the Move Phase with a stack unmoved): Enter, Enter.
    for _ in range(30):
        assert wait_for_person(page) == "act"
        actions = legal_actions(page)
        end = next((a for a in actions if a["kind"] == "end_move" and a["detail"].get("confirm")), None)
        if end:
            break
        page.locator(f'#actions [data-action="{actions[0]["id"]}"]').focus()
        before = render_count(page)
        page.keyboard.press("Enter")
        after(page, before)
    assert end, "no confirmation was ever asked"
    page.locator('#actions [data-action="end_move"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator("#confirm-screen")).to_be_visible()
    expect(page.locator("#confirm-text")).to_have_text(end["detail"]["confirm"])
    expect(page.locator("#confirm-yes")).to_be_focused()
    before = render_count(page)
    log_before = view(page)["log_length"]
    page.keyboard.press("Enter")
    after(page, before)
    assert view(page)["log_length"] > log_before
