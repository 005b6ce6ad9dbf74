""""What would Master do?" in every game: the person deciding asks by mouse, keyboard or
touch; the page marks a legal choice (its button in the side list, its spaces on the board)
with one line of why, and the game is not changed — the same position, nothing played — until
the person plays the choice themselves. One page plays the four games in turn. Waits on page
state only, never on time.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from ui_driver import confirm_if_asked, render_count, start_on_generic_table

# each game, a seat list with a person deciding first, and how the person asks
GAMES = [
    ("hyperborea", {"length": "short"}, "click"),
    ("hyborian_gates", {"length": "short"}, "keyboard"),
    ("renown", {"layout": "random"}, "tap"),
    ("multiverse_war", {"scenario": "starter"}, "click"),
]


def ask_master(page: Page, how: str) -> None:
    button = page.locator("#master-hint")
    expect(button).to_be_enabled()
    if how == "click":
        button.click()
    elif how == "tap":
        button.tap()
    else:
        button.focus()
        page.keyboard.press("Enter")


def test_what_would_master_do_marks_a_legal_choice_in_every_game_and_changes_nothing(
        guarded_page, site_url: str, screenshot) -> None:
    page = guarded_page(has_touch=True)
    page.goto(site_url + "index.html")
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
    for game, choices, how in GAMES:
        start_on_generic_table(page, game, [("Ann", "person"), ("Bo", "adept")], seed=21,
                               choices=choices)
        page.wait_for_function("() => window.__hexrealms.legalActions().length > 1")
        legal = {a["id"]: a for a in page.evaluate("window.__hexrealms.legalActions()")}
        position = page.evaluate("window.__hexrealms.stateHash()")
        renders, views = render_count(page), page.locator("#table").get_attribute("data-view-count")

        ask_master(page, how)
        why = page.locator("#master-hint-why[data-action]")
        expect(why).to_contain_text("Master would choose", timeout=60_000)
        choice = why.get_attribute("data-action")
        assert choice in legal, f"{game}: Master chose {choice!r}, not a legal action"
        assert legal[choice]["label"] in why.text_content()
        # nothing was played: the same position, the same decisions, no new position drawn
        assert page.evaluate("window.__hexrealms.stateHash()") == position
        assert {a["id"] for a in page.evaluate("window.__hexrealms.legalActions()")} == set(legal)
        assert page.locator("#table").get_attribute("data-view-count") == views
        # the choice is marked in words in the side list, and on the table where it plays
        marked = page.locator(f'#actions [data-action="{choice}"][data-advised="true"]')
        expect(marked).to_have_count(1)
        expect(marked).to_contain_text("Master")
        detail = legal[choice].get("detail") or {}
        if any(detail.get(k) for k in ("at", "from", "to")):
            expect(page.locator('#table-boards .mark-advised, [data-mark="advised"]').first).to_be_attached()
        screenshot(page, game)

        # the person plays it (or not): the game moves on and the hint is gone
        marked.click()
        confirm_if_asked(page)
        page.wait_for_function("n => Number(document.getElementById('actions').dataset.render) > n",
                               arg=renders)
        page.wait_for_function(
            "h => window.__hexrealms.stateHash() !== h", arg=position)
        expect(page.locator("#master-hint-why")).to_be_empty()
