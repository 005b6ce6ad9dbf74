"""Renown & Dragon Towers in the page: a solo and a four-player game set up on the first screen,
four bots playing to the end screen, and a trade offered by one person and accepted by another
in the trade dialog — every move through the page's controls (the map, the side list, the
dialog). Reads the page through its DOM contract and ``window.__hexrealms``; waits on page
state only, never on time.
"""

from __future__ import annotations

import re
import time
from typing import Any

from playwright.sync_api import Page, expect

from conftest import ARTIFACTS
from ui_driver import act_by_list, click_space, legal_actions, render_count, start_on_generic_table

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}


def view(page: Page) -> dict[str, Any]:
    return page.evaluate("window.__hexrealms.view()")


def start_renown(page: Page, seats: list[tuple[str, str]], *, seed: int, pace: str | None = None) -> None:
    """The first screen: Renown & Dragon Towers (solo to four players), a name and "person"
    or a bot level per seat, the random map, a seed; waits until the table shows the game."""
    start_on_generic_table(page, "renown", seats, seed=seed, choices={"layout": "random"}, pace=pace)


def shot(page: Page, name: str, viewport: dict[str, int] | None = None) -> None:
    if viewport:
        page.set_viewport_size(viewport)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"renown-{name}.png"))


def settle(page: Page, before: int) -> None:
    page.wait_for_function("""n => Number(document.getElementById('actions').dataset.render) > n
        && window.__hexrealms.legalActions().length > 0""", arg=before, timeout=30_000)


# --- the first screen ----------------------------------------------------------------------
def test_a_solo_game_and_a_four_player_game_are_set_up_on_the_first_screen(ready_page: Page) -> None:
    page = ready_page
    if not page.locator("#new-game-screen[open]").count():
        page.click("#new-game")
    page.check("input[name=game][value=renown]")
    expect(page.locator("#seat-count option")).to_have_count(4)  # solo to four players
    start_renown(page, [("Solo", "person")], seed=3)
    v = view(page)
    assert v["ruleset"] == "renown" and len(v["players"]) == 1
    assert len(v["table"]["spaces"]) == 26  # one player's tiles

    expect(page.locator("#table-boards .space")).to_have_count(26)
    # Two monsters in solo: each rolled (the Dice panel shows the rolls) and placed by the player.
    expect(page.locator('[data-panel="dice"] tbody tr')).not_to_have_count(0)
    expect(page.locator("#hint-bar-text")).to_contain_text("place the")
    # Every tile reads without colour: a letter or mark and a pattern on each.
    shorts = [s["short"] for s in v["table"]["spaces"] if s["terrain"] != "empty"]
    assert all(shorts)
    # The side list names tiles by coordinates the map does not print: pointing at a button
    # (mouse or keyboard) rings its tile on the map.
    place = next(a for a in page.evaluate("window.__hexrealms.legalActions()") if a["detail"].get("at"))
    tile = page.locator(f'#table-boards .space[data-space="{place["detail"]["at"]}"]')
    button = page.locator(f'#actions [data-action="{place["id"]}"]')
    button.hover()
    expect(tile).to_have_attribute("data-mark", "pointed")
    # Its rules text shows beside it, covering neither it nor the buttons under it.
    expect(page.locator("#tooltip")).to_be_visible()
    tip_box = page.locator("#tooltip").bounding_box()
    for other in (button, page.locator("#undo")):
        box = other.bounding_box()
        assert tip_box and box and (tip_box["x"] + tip_box["width"] <= box["x"]
                                    or box["x"] + box["width"] <= tip_box["x"]
                                    or tip_box["y"] + tip_box["height"] <= box["y"]
                                    or box["y"] + box["height"] <= tip_box["y"]), "the tip covers a button"
    shot(page, "solo-laptop", LAPTOP)
    page.mouse.move(2, 2)
    expect(tile).not_to_have_attribute("data-mark", "pointed")
    button.focus()
    expect(tile).to_have_attribute("data-mark", "pointed")
    # Solo is lost after a number of turns: from the first turn on, the header says which.
    for _ in range(20):
        actions = legal_actions(page)
        if actions[0]["kind"] == "gather":
            break
        before = render_count(page)
        act_by_list(page, actions[0])
        settle(page, before)
    assert legal_actions(page)[0]["kind"] == "gather"
    expect(page.locator("#decider .turn-line")).to_have_text(f"Round 1 of {v['turn_max']} · Gather")

    start_renown(page, [("Ann", "person"), ("Ben", "adept"), ("Cy", "person"), ("Dee", "novice")], seed=5)
    v = view(page)
    assert [p["name"] for p in v["players"]] == ["Ann", "Ben", "Cy", "Dee"]
    assert [p["bot"] for p in v["players"]] == [None, "adept", None, "novice"]
    assert len(v["table"]["spaces"]) == 104
    page.wait_for_function("() => window.__hexrealms.legalActions().length > 0")
    shot(page, "four-laptop", LAPTOP)
    shot(page, "four-phone", PHONE)


# --- bots to the end -----------------------------------------------------------------------
def test_two_bots_play_a_whole_game_to_the_end_screen(ready_page: Page) -> None:
    """Two Adept bots, a whole game: seed 12's, 100 bot decisions, the shortest of seeds 1–15
    (they give 100–366; seed 3's 184 took a minute of the suite). The four-player table is set
    up and drawn by the test above; four-player bot games run in the engine's tests (a
    four-bot game in the page took 140 s of the suite)."""
    page = ready_page
    page.set_viewport_size(LAPTOP)
    t0 = time.monotonic()
    start_renown(page, [("Ada", "adept"), ("Rex", "adept")], seed=12, pace="instant")
    page.wait_for_function("() => window.__hexrealms.view().turn >= 3", timeout=120_000)
    # Dice are shown as they happen, beside the decisions: who rolled, which die, what it did.
    tray = page.locator('#beside-panels [data-panel="dice"]')
    expect(tray).to_be_visible()
    expect(tray.locator("td", has_text=re.compile(r"^d(4|6|8|10)$")).first).to_be_visible()
    shot(page, "bots-laptop")
    page.wait_for_selector("#end-screen[open]", timeout=300_000)
    v = view(page)
    result = v["result"]
    assert v["finished"] and result["winner"] is not None
    winner = v["players"][result["winner"]]
    expect(page.locator("#end-screen .winner")).to_contain_text(f"{winner['name']} wins")
    expect(page.locator("#end-screen svg.score-chart")).to_be_visible()
    for name in ("Dragon Towers", "Monsters slain", "Missions"):
        expect(page.locator("#end-screen .chart-legend")).to_contain_text(name)
    top = next(r for r in result["players"] if r["seat"] == result["winner"])
    assert top["total"] == sum(top["breakdown"].values())  # the routes add up to the Renown
    # The log told every decision, bots' included, round by round.
    log = v["log"]
    assert any(isinstance(e, dict) and e.get("round") for e in log)
    assert any(isinstance(e, str) and "gathers" in e for e in log)
    shot(page, "end-laptop")
    shot(page, "end-phone", PHONE)
    print(f"2 bots: {v['log_length']} decisions, {v['turn']} rounds, {time.monotonic() - t0:.1f} s")


# --- a trade between two people ---------------------------------------------------------------
def test_a_trade_offered_by_one_person_is_accepted_by_the_other(ready_page: Page) -> None:
    page = ready_page
    start_renown(page, [("Ann", "person"), ("Bo", "person")], seed=2)
    # Setup by clicking the map: each monster and outpost goes where a click puts it.
    for _ in range(40):
        actions = legal_actions(page)
        if actions[0]["kind"] == "gather":
            break
        target = actions[0]
        before = render_count(page)
        click_space(page, target["detail"]["at"])
        if page.locator("#space-menu").count():
            page.locator(f'#space-menu [data-action="{target["id"]}"]').click()
        settle(page, before)
    actions = legal_actions(page)
    assert actions[0]["kind"] == "gather", "the setup did not end by clicks"
    seat = actions[0]["player"]
    other = 1 - seat
    before = render_count(page)
    act_by_list(page, next(a for a in actions if a["id"] == "gather:food"))
    settle(page, before)  # the d4 was rolled: Commerce
    v = view(page)
    mine = {r: v["players"][seat]["summary"][i + 1]["value"] for i, r in enumerate(("food", "wood", "rock", "mana"))}
    theirs = {r: v["players"][other]["summary"][i + 1]["value"] for i, r in enumerate(("food", "wood", "rock", "mana"))}
    give = next(r for r in ("food", "wood", "rock", "mana") if mine[r] > 0)
    ask = next(r for r in ("wood", "rock", "mana", "food") if theirs[r] > 0 and r != give)
    before = render_count(page)
    act_by_list(page, next(a for a in legal_actions(page) if a["id"] == f"offer:{other}"))
    settle(page, before)
    # The offer is written in a small dialog: give, ask, send.
    dialog = page.locator("#decision-dialog")
    expect(dialog).to_be_visible()
    # Every button keeps its place while the offer is written (a second click in the same
    # place does the same kind of thing); one not possible now is there, disabled.
    slots = dialog.locator("[data-slot]")

    def layout() -> list[tuple[str, float, float]]:
        return [(slots.nth(i).get_attribute("data-slot") or "", box["x"], box["y"])
                for i in range(slots.count()) if (box := slots.nth(i).bounding_box())]

    places = layout()
    assert len(places) >= 10
    expect(dialog.locator(f'[data-slot="ungive:{give}"]')).to_be_disabled()
    for pick in (f"give:{give}", f"ask:{ask}", f"ungive:{give}", f"give:{give}"):
        before = render_count(page)
        dialog.locator(f'[data-slot="{pick}"]').click()
        settle(page, before)
        expect(dialog).to_have_attribute("open", "")
        assert layout() == places, f"a button moved after {pick}"
        if pick == f"ungive:{give}":  # one item taken out: nothing given now
            expect(dialog.locator(f'[data-slot="ungive:{give}"]')).to_be_disabled()
    expect(page.locator("#decision-text")).to_contain_text("gives 1")
    shot(page, "offer-dialog", LAPTOP)
    before = render_count(page)
    dialog.locator('[data-action="send"]').click()
    settle(page, before)
    # The other person answers in the same dialog (nothing is secret: no hand-over needed).
    actions = legal_actions(page)
    assert {a["id"] for a in actions} == {"accept", "decline"} and actions[0]["player"] == other
    expect(dialog).to_be_visible()
    expect(page.locator("#decision-title")).to_contain_text("offers you a trade")
    # Master can be asked in the dialog (the side panel is behind it): it marks its answer
    # there and plays nothing
    position = view(page)["state_hash"]
    renders = render_count(page)
    dialog.locator("#decision-master").click()
    why = dialog.locator("#decision-master-why[data-action]")
    expect(why).to_contain_text("Master would choose", timeout=60_000)
    choice = why.get_attribute("data-action")
    assert choice in ("accept", "decline")
    expect(dialog.locator(f'[data-action="{choice}"][data-advised="true"]')).to_have_count(1)
    assert view(page)["state_hash"] == position and render_count(page) == renders
    shot(page, "answer-dialog-master", LAPTOP)
    before = render_count(page)
    dialog.locator('[data-action="accept"]').click()
    settle(page, before)
    expect(dialog).not_to_be_visible()
    v = view(page)
    after_mine = {r: v["players"][seat]["summary"][i + 1]["value"] for i, r in enumerate(("food", "wood", "rock", "mana"))}
    after_theirs = {r: v["players"][other]["summary"][i + 1]["value"] for i, r in enumerate(("food", "wood", "rock", "mana"))}
    assert after_mine[give] == mine[give] - 1 and after_mine[ask] == mine[ask] + 1
    assert after_theirs[give] == theirs[give] + 1 and after_theirs[ask] == theirs[ask] - 1
    assert any("accepts" in e for e in v["log"] if isinstance(e, str))
    expect(page.locator("#log")).to_contain_text("accepts")
