"""Multiverse War in the page: starter games for 2 and 4 players (in teams) set up on the first screen;
two bots playing a short game to the end screen; the hot seat, where the next person never
sees the last one's blocks or builds; and a person recruiting by clicking the Settlement's zone
and moving a unit by clicking it and then a hex. Reads the page through its DOM contract and
``window.__hexrealms``; waits on page state only, never on time.
"""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import Page, expect

from hexrealms import Game
from hexrealms.bots import make_bot, play_out

from conftest import ARTIFACTS
from ui_driver import (act_by_list, after, click_space, legal_actions, render_count,
                       start_on_generic_table, wait_for_person)

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

LAPTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
UNIT_NAMES = ("Builder", "Tribal Scout", "Pikeman", "Archer", "Horseman", "Heavy Swordsman",
              "Catapult")


def view(page: Page) -> dict[str, Any]:
    return page.evaluate("window.__hexrealms.view()")


def start(page: Page, seats: list[tuple[str, str]], *, seed: int, limit: str = "none",
          pace: str | None = None, scenario: str = "starter", shards: bool = False,
          teams: bool = False) -> None:
    start_on_generic_table(page, "multiverse_war", seats, seed=seed,
                           choices={"scenario": scenario, "turn_limit": limit}, pace=pace,
                           flags=("shards",) * shards + ("teams",) * teams)


def shot(page: Page, name: str, viewport: dict[str, int] | None = None) -> None:
    if viewport:
        page.set_viewport_size(viewport)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"multiverse-{name}.png"))


def test_starter_games_for_two_and_four_players_are_set_up_on_the_first_screen(
        ready_page: Page, site_url: str) -> None:
    """Four players in two teams (the Teams box is offered for 4 players only, Diplomacy only
    without teams; a team game's end names both winners), then two."""
    page = ready_page
    page.wait_for_selector("#new-game-screen[open]")
    page.check("input[name=game][value=multiverse_war]")
    page.select_option("#seat-count", "2")
    expect(page.locator("input[name=teams]")).to_be_disabled()
    page.select_option("#seat-count", "4")
    expect(page.locator("input[name=teams]")).to_be_enabled()
    page.check("input[name=teams]")  # diplomacy is for a free-for-all game
    expect(page.locator("input[name=diplomacy]")).to_be_disabled()
    page.uncheck("input[name=teams]")
    expect(page.locator("input[name=diplomacy]")).to_be_enabled()
    start(page, [("Ann", "person"), ("Bo", "adept"), ("Cy", "person"), ("Di", "novice")], seed=3,
          teams=True)
    v = view(page)
    assert [p["bot"] for p in v["players"]] == [None, "adept", None, "novice"]
    assert v["config"]["teams"] is True
    expect(page.locator("#table")).to_contain_text("Ally")
    spaces = v["table"]["spaces"]
    assert len(spaces) == 17 * 7  # 4 homelands and 13 face-down territories
    assert sum(s["hidden"] for s in spaces) == 13 * 7
    expect(page.locator('#table-boards .space[data-hidden="true"]')).to_have_count(13 * 7)
    # The first decision: recruiting in the Settlement's zone, by a person.
    actions = legal_actions(page)
    assert {a["kind"] for a in actions} == {"recruit"}  # the starter's Builder comes first
    shot(page, "four-start")
    start(page, [("Ann", "person"), ("Bo", "person")], seed=4)
    v = view(page)
    assert len(v["table"]["spaces"]) == 9 * 7
    assert v["table"]["hint"]
    # A team game's end (played out in CPython by random bots): both winners are named.
    names = ("Ann", "Bo", "Cy", "Di")
    done = Game.new({"ruleset": "multiverse_war", "seed": 2, "teams": True, "turn_limit": "short",
                     "players": [{"name": n, "bot": "random"} for n in names]})
    result = play_out(done, {s: make_bot("random", seed=s) for s in range(4)})
    assert result is not None and len(result["winners"]) == 2
    page.goto(f"{site_url}index.html#g={done.to_link()}")
    page.wait_for_selector("#end-screen[open]")
    first, second = (names[s] for s in result["winners"])
    expect(page.locator("#end-screen .winner")).to_contain_text(f"{first} and {second} win")
    shot(page, "team-end")


def test_two_bots_play_a_short_game_to_the_end_screen(ready_page: Page) -> None:
    """Two Adept bots play a short game of the Advanced scenario with the aether shards (the
    end screen of the most the game has; the starter's is the same screen with fewer
    entries) to its end screen, on a laptop, then a phone."""
    page = ready_page
    page.set_viewport_size(LAPTOP)
    t0 = time.monotonic()
    start(page, [("Ada", "adept"), ("Rex", "adept")], seed=7, limit="short", pace="instant",
          scenario="advanced", shards=True)
    assert view(page)["config"]["shards"] is True
    page.wait_for_function("() => window.__hexrealms.view().turn >= 3", timeout=120_000)
    shot(page, "bots-laptop")
    page.wait_for_selector("#end-screen[open]", timeout=400_000)
    v = view(page)
    result = v["result"]
    assert v["finished"] and result["winner"] is not None and result["reason"]
    winner = v["players"][result["winner"]]
    expect(page.locator("#end-screen .winner")).to_contain_text(f"{winner['name']} wins")
    expect(page.locator("#end-screen svg.score-chart")).to_be_visible()
    for name in ("Buildings", "Supply lines", "Missions"):
        expect(page.locator("#end-screen .chart-legend")).to_contain_text(name)
    top = next(r for r in result["players"] if r["seat"] == result["winner"])
    assert top["total"] == sum(top["breakdown"].values())
    log = [e for e in v["log"] if isinstance(e, str)]
    assert any("action phase" in e for e in log) and any("recruits" in e for e in log)
    # The public log (no person at this screen is a player) never names a recruit's type.
    assert not any("recruits" in e and any(n in e for n in UNIT_NAMES) for e in log)
    shot(page, "end-laptop")
    # On a phone the score table (six categories and the total) fits the end screen.
    page.set_viewport_size(PHONE)
    widths = page.evaluate("""() => { const t = document.querySelector('#end-screen .score-table');
        return [t.getBoundingClientRect().right, t.parentElement.getBoundingClientRect().right]; }""")
    assert widths[0] <= widths[1] + 1, widths
    shot(page, "end-phone")
    print(f"2 bots: {v['log_length']} steps, {v['turn']} rounds, {time.monotonic() - t0:.1f} s")


def test_hotseat_the_next_person_never_sees_the_last_ones_blocks(ready_page: Page) -> None:
    page = ready_page
    start(page, [("Ann", "person"), ("Bo", "person")], seed=5)
    # Ann recruits a Builder and a Pikeman by clicking her Settlement's zone, then is done.
    recruited: dict[str, str] = {}
    for kind in ("builder", "pikeman"):
        actions = legal_actions(page)
        seat = actions[0]["player"]
        choice = next(a for a in actions if a["kind"] == "recruit" and a["args"][0] == kind)
        before = render_count(page)
        click_space(page, choice["detail"]["at"])
        if page.locator("#space-menu").count():
            page.locator(f'#space-menu [data-action="{choice["id"]}"]').click()
        after(page, before)
        recruited[kind] = choice["detail"]["at"]
    first = seat
    name = ("Ann", "Bo")[first]
    expect(page.locator("#table")).to_contain_text(f"Pikeman at {name}'s homeland")
    # Ann asks Master: its line may name her blocks, so it must go with her view
    page.click("#master-hint")
    expect(page.locator("#master-hint-why")).to_contain_text("Master would choose", timeout=60_000)
    done = next(a for a in legal_actions(page) if a["kind"] == "builds_done")
    before = render_count(page)
    act_by_list(page, done)
    after(page, before)
    # The device changes hands: nothing of Ann's view stays on screen.
    assert wait_for_person(page) == "handoff"
    expect(page.locator("#table-boards .space")).to_have_count(0)
    expect(page.locator("#master-hint-why")).to_be_empty()
    # nothing of Ann's own log lines stays in the page, even out of sight
    assert "recruits a Pikeman" not in page.evaluate("() => document.body.textContent")
    before = render_count(page)
    page.click("#handoff-confirm")
    page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n", arg=before)
    v = view(page)
    other = 1 - first
    assert v["viewer"] == other
    text = page.evaluate("() => document.body.innerText")
    assert "Pikeman at" not in text and f"recruits a Pikeman" not in text
    # Ann's builds are not on Bo's table until both have chosen.
    pieces = [p for s in v["table"]["spaces"] for p in s["pieces"] if p.get("block")]
    assert not any(p["seat"] == first for p in pieces)
    shot(page, "hotseat-bo")
    # Bo recruits a Builder and is done: now both see each other's blocks — as blocks.
    actions = legal_actions(page)
    builder = next(a for a in actions if a["kind"] == "recruit" and a["args"][0] == "builder")
    before = render_count(page)
    act_by_list(page, builder)
    after(page, before)
    before = render_count(page)
    act_by_list(page, next(a for a in legal_actions(page) if a["kind"] == "builds_done"))
    after(page, before)
    state = wait_for_person(page)
    if state == "handoff":
        page.click("#handoff-confirm")
        state = wait_for_person(page)
    assert state == "act"
    v = view(page)
    me = v["viewer"]
    theirs = [p for s in v["table"]["spaces"] for p in s["pieces"]
              if p.get("block") and p["seat"] != me]
    assert theirs and all("icon" not in p for p in theirs), "an unidentified block shows its type"
    labels = page.locator("#table-boards .piece.block").evaluate_all(
        "els => els.map(e => e.closest('.space').getAttribute('aria-label'))")
    assert labels


def test_a_person_moves_a_unit_by_clicking_it_and_then_a_hex(ready_page: Page) -> None:
    page = ready_page
    page.set_viewport_size(LAPTOP)
    start(page, [("Ann", "person"), ("Bo", "random")], seed=6, pace="instant")
    for _ in range(40):
        state = wait_for_person(page)
        assert state == "act"
        actions = legal_actions(page)
        moves = [a for a in actions if a["kind"] == "move"]
        if moves:
            break
        pick = next((a for a in actions if a["kind"] == "recruit" and a["args"][0] == "builder"),
                    None) or next((a for a in actions if a["kind"] in ("builds_done", "end_turn")),
                                  actions[0])
        before = render_count(page)
        act_by_list(page, pick)
        after(page, before)
    move = moves[0]
    piece = move["detail"]["piece"]
    before = render_count(page)
    click_space(page, move["detail"]["from"])
    if page.locator("#space-menu").count():  # the hex's chips: choose the unit, not its moves
        page.keyboard.press("Escape")
    click_space(page, move["detail"]["to"])
    if page.locator("#space-menu").count():
        page.locator(f'#space-menu [data-action="{move["id"]}"]').click()
    after(page, before)
    v = view(page)
    where = {p["id"]: s["id"] for s in v["table"]["spaces"] for p in s["pieces"]}
    assert where[piece] == move["detail"]["to"]
    assert any(isinstance(e, str) and e.startswith("Ann moves the") for e in v["log"])
    shot(page, "after-move")


def test_an_advanced_game_is_set_up_on_the_first_screen(ready_page: Page) -> None:
    """The advanced scenario for 4 (people and bots) on the first screen, with the aether
    shards variant (offered only with the Advanced scenario): the hero row, the event dial,
    the shards tally and the person's own secret mission (two bots play one to its end in
    ``test_two_bots_play_a_short_game_to_the_end_screen``)."""
    page = ready_page
    page.set_viewport_size(LAPTOP)
    page.click("#new-game")  # the first screen, as a fresh page opens it
    page.wait_for_selector("#new-game-screen[open]")
    page.check("input[name=game][value=multiverse_war]")
    box = page.locator("input[name=shards]")
    page.check("input[name=scenario][value=starter]")
    expect(box).to_be_disabled()
    expect(page.locator("#game-setup")).to_contain_text("Needs the Advanced scenario")
    page.check("input[name=scenario][value=advanced]")
    expect(box).to_be_enabled()
    start(page, [("Ann", "person"), ("Bo", "random"), ("Cy", "person"), ("Di", "random")],
          seed=8, limit="short", pace="instant", scenario="advanced", shards=True)
    assert view(page)["config"]["shards"] is True
    expect(page.locator("#table")).to_contain_text("Shards")
    assert wait_for_person(page) == "act"
    v = view(page)
    me = v["viewer"]
    panels = {p["id"]: p for p in v["table"]["panels"]}
    assert len(panels["heroes"]["rows"]) == 5 and panels["dial"]["items"]
    mission = panels[f"secret-{me}"]["cards"][0]["name"]
    expect(page.locator("#table")).to_contain_text(mission)
    for other in range(4):
        if other != me:
            assert panels[f"secret-{other}"]["cards"] == []
    kinds = {a["kind"] for a in legal_actions(page)}
    assert {"recruit", "hero", "decoy", "builds_done"} <= kinds
    shot(page, "advanced-four")
