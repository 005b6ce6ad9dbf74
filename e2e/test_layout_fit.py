"""Every number a decision depends on can be read without scrolling sideways, on a laptop
(1366×900) and a phone (390×844), in every game: no table, board or page wider than the window,
panels the engine marks `beside` next to the decisions, and on a phone the decision and the
table's panels (a player's board, a battle) before the players, the log and the share panel.

Positions come from random play in CPython (people in seats 0 and 1, a bot in seat 2), opened
as links by a hashchange in one page for every game, each position checked at both sizes by
resizing the window.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import Game  # noqa: E402
from hexrealms.core.rng import Rng  # noqa: E402
from hexrealms.core.ruleset import available  # noqa: E402

#: the games share one ready page (conftest.ready_page): a link opens by a hashchange
SHARE_READY_PAGE = True

PEOPLE = [{"name": "Ann", "bot": None}, {"name": "Bo", "bot": None}, {"name": "Cy", "bot": "random"}]
SIZES = {"laptop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def positions(ruleset: str) -> list[str]:
    """Links of two positions where a person decides: early on, and the first one with a panel
    shown beside the decisions (a battle, dice) if random play meets one, else a later one."""
    game = Game.new({"ruleset": ruleset, "players": PEOPLE, "seed": 4})
    pick = Rng(2)
    found: list[str] = []
    latest = None  # the last position where a person decided: the later one if no panel is beside
    for step in range(1500):
        if game.finished:
            break
        person = game.current_player in (0, 1)
        if person and not found and step >= 40:
            found.append(game.to_link())
        elif person and found:
            latest = game.to_link()
            if any(p.get("beside") for p in game.view()["table"]["panels"]):
                found.append(latest)
                break
        game.act(pick.choice(game.legal_action_ids()))
    else:
        found.append(latest)
    if len(found) == 1 and latest:
        found.append(latest)
    assert len(found) == 2 and all(found), f"{ruleset}: no two positions where a person decides"
    return found


def open_position(page: Page, link: str) -> None:
    """Opens a link by a hashchange and answers who is at the screen (the first person) and the
    hand-over, until the table offers the link's position's decisions."""
    page.evaluate("link => { location.hash = 'g=' + link; }", link)
    want = Game.from_link(link).state_hash()
    while True:
        page.wait_for_selector(f"#seat-pick[open], #handoff[open], #actions[data-state-hash='{want}'] button",
                               state="attached")
        if page.locator("#seat-pick[open]").count():
            page.locator("#seat-pick-seats button").first.click()
        elif page.locator("#handoff[open]").count():
            page.click("#handoff-confirm")
        else:
            return


def too_wide(page: Page) -> list[str]:
    """What reaches past the window or hides columns behind a sideways scroll."""
    return page.evaluate("""() => {
        const out = [];
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > width + 1) out.push(`page ${document.documentElement.scrollWidth} > ${width}`);
        for (const box of document.querySelectorAll('.panel-table-box')) {
            if (box.scrollWidth > box.clientWidth + 1) {
                const title = box.closest('[data-panel]')?.dataset.panel;
                out.push(`table ${title}: ${box.scrollWidth} > ${box.clientWidth}`);
            }
        }
        for (const svg of document.querySelectorAll('#table-boards .board-svg')) {
            const r = svg.getBoundingClientRect();
            if (r.right > width + 1 || r.left < -1) out.push(`board ${svg.closest('[data-board]')?.dataset.board}: ${r.left}..${r.right}`);
        }
        return out;
    }""")


@pytest.mark.parametrize("ruleset", [r.id for r in available()])
def test_every_number_reads_without_scrolling_sideways(ruleset: str, ready_page: Page,
                                                       screenshot) -> None:
    page = ready_page
    page.set_viewport_size(SIZES["laptop"])
    for n, link in enumerate(positions(ruleset)):
        open_position(page, link)
        for size, viewport in SIZES.items():  # the same position, the window resized
            page.set_viewport_size(viewport)
            page.wait_for_function("w => document.documentElement.clientWidth === w", arg=viewport["width"])
            check_fit(page, size)
            screenshot(page, f"{size}-position-{n}")


def check_fit(page: Page, size: str) -> None:
    """Nothing wider than the window; panels marked beside drawn there; on a phone, the
    decision, the table's panels, the log and the share panel in that order."""
    assert not too_wide(page), (size, too_wide(page))
    beside = page.evaluate("() => [...document.querySelectorAll('#table-panels [data-panel]')].map(p => p.dataset.panel)")
    view = page.evaluate("async () => (await import(new URL('engine/session.js', document.baseURI).href)).session.view")
    marked = [p["id"] for p in view["table"]["panels"] if p.get("beside")]
    assert not set(marked) & set(beside), f"panels marked beside were drawn below: {marked}"
    for panel in marked:
        expect(page.locator(f"#beside-panels [data-panel='{panel}']")).to_be_visible()
    if size == "phone":
        tops = page.evaluate("""() => ['#now', '.panels-area', '#log-heading', '#share-heading']
            .map((s) => document.querySelector(s).getBoundingClientRect().top + scrollY)""")
        assert tops == sorted(tops), f"on a phone: decision, panels, log, share in that order: {tops}"
