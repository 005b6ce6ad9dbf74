"""The first-game guide (every game's own data, shown by guide.js), and an Undo that says why
it is disabled. Waits on page state only."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from conftest import open_until_loaded
from test_gates import LAPTOP, PHONE, start_gates
from ui_driver import start_game


def read_guide(page: Page, screenshot, game: str, reload: bool = True) -> None:
    """Opens the guide from the banner, pages through to the end and back, and closes it;
    each page lights the region it talks about; then (``reload``) the banner stays away after
    a reload, and the bar's button opens the guide again."""
    banner = page.locator("#guide-banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("New to")
    page.click("#guide-banner-open")
    guide = page.locator("#guide")
    expect(guide).to_be_visible()
    expect(banner).to_be_hidden()
    expect(guide).to_have_attribute("data-page", "1")
    expect(page.locator("#guide-title")).to_have_text("The goal")
    expect(page.locator("#guide-back")).to_be_disabled()
    count = page.locator("#guide-count").inner_text()
    total = int(count.rsplit(" of ", 1)[1])
    assert 3 <= total <= 8, count
    screenshot(page, f"{game}-page-1")
    titles = {page.locator("#guide-title").inner_text()}
    for n in range(2, total + 1):
        page.click("#guide-next")
        expect(guide).to_have_attribute("data-page", str(n))
        titles.add(page.locator("#guide-title").inner_text())
        expect(page.locator(".guide-spot")).to_have_count(1)  # every page lights its region
    assert len(titles) == total, "every page says something else"
    expect(page.locator("#guide-next")).to_have_text("Done")
    expect(page.locator(".guide-spot")).to_have_count(1)  # the last page points at the log
    expect(page.locator(".guide-spot #log")).to_have_count(1)
    screenshot(page, f"{game}-last-page")
    page.keyboard.press("ArrowLeft")
    expect(guide).to_have_attribute("data-page", str(total - 1))
    page.click("#guide-close")
    expect(guide).to_be_hidden()
    expect(page.locator(".guide-spot")).to_have_count(0)
    # opened once: the banner does not come back for this game, the bar's button still opens it
    if reload:
        page.reload()
        page.wait_for_selector("body[data-engine=ready]", state="attached")
    expect(page.locator("#guide-open")).to_be_enabled()
    expect(banner).to_be_hidden()
    page.click("#guide-open")
    expect(guide).to_be_visible()
    page.keyboard.press("Escape")
    expect(guide).to_be_hidden()


def test_the_guide_teaches_hyperborea_and_undo_says_why_it_is_disabled(guarded_page, site_url: str, screenshot) -> None:
    page = guarded_page(viewport=LAPTOP)
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    start_game(page, ["Ann", "Bo"], seed=4)
    undo = page.locator("#undo")
    expect(undo).to_be_disabled()
    refusal = page.evaluate("window.__hexrealms.view().undo_refusal")
    assert refusal and refusal.startswith("Nothing to undo")
    expect(page.locator("#undo-why")).to_have_text(refusal)
    read_guide(page, screenshot, "hyperborea")


def test_the_guide_teaches_gates_on_a_phone_and_not_now_dismisses_it(guarded_page, site_url: str, screenshot) -> None:
    page = guarded_page(viewport=PHONE)
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    start_gates(page, [("Ann", "person"), ("Bo", "person")], seed=8)
    # (the banner staying away after a reload is the Hyperborea test's: one page load less)
    read_guide(page, screenshot, "gates", reload=False)
    # a game never opened before offers it; "Not now" dismisses it for good
    page.evaluate("localStorage.removeItem('hexrealms.guide.hyborian_gates')")
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached")
    expect(page.locator("#guide-banner")).to_be_visible()
    page.click("#guide-banner-dismiss")
    expect(page.locator("#guide-banner")).to_be_hidden()
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached")
    expect(page.locator("#brand-game")).to_have_text("Hyborian Gates Empires")
    expect(page.locator("#guide-banner")).to_be_hidden()
