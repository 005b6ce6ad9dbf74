"""Hyperborea's map on the board surface every game is drawn on: a new map for each player
count, explained on click, chosen by keyboard, zoomed and panned with the keyboard and the
mouse.

Reads the page through its DOM contract (index.html / app.js) and the read-only test hook
``window.__hexrealms`` (``spaceCenter(id)`` in viewport CSS px, ``view()`` = the last view).
Waits on page state only (selectors), never on time.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from ui_driver import start_game, view_field

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

WEB = Path(__file__).resolve().parents[1] / "web"
BOARD = "#table-boards .board-svg"


# --- helpers -------------------------------------------------------------------------------------
def current_view(page: Page) -> dict[str, Any]:
    view = page.evaluate("window.__hexrealms.view()")
    assert view is not None, "no view drawn yet"
    return view


def view_count(page: Page) -> int:
    return int(page.locator("#table").get_attribute("data-view-count") or "0")


def new_map(page: Page, players: int) -> dict[str, Any]:
    """Starts a new game for `players` on the new-game screen and waits until it is drawn."""
    before = view_count(page)
    start_game(page, [""] * players)
    page.wait_for_selector(f"#table[data-view-count='{before + 1}']", state="attached")
    expect(page.locator("#new-game")).to_be_enabled()
    return current_view(page)


@pytest.fixture
def table_page(ready_page: Page) -> Page:
    """The page with a 3-player game on the table (the new-game screen shows first)."""
    new_map(ready_page, 3)
    return ready_page


def space_center(page: Page, hex_id: str) -> dict[str, float]:
    centre = page.evaluate("id => window.__hexrealms.spaceCenter(id)", hex_id)
    assert centre is not None, f"no hexagon {hex_id} on screen"
    return centre


def click_hex(page: Page, hex_id: str) -> str:
    """Clicks a hexagon's centre and returns the text #details then shows for it."""
    c = space_center(page, hex_id)
    page.mouse.click(c["x"], c["y"])
    page.wait_for_selector(f"#details[data-space='{hex_id}']", state="attached")
    return page.locator("#details").inner_text()


# --- a new map for every player count -------------------------------------------------------------
def test_new_map_has_one_homeland_per_player_and_is_drawn(ready_page: Page, screenshot) -> None:
    page = ready_page
    page.wait_for_selector("#new-game-screen[open]")  # no game yet: the new-game screen
    for players in (2, 3, 4, 5, 6):
        view = new_map(page, players)
        assert len(view["players"]) == players
        assert page.locator("#details").get_attribute("data-space") is None, "old details left"

        homelands = {h["home_of"] for h in view["map"]["hexes"] if h["home_of"] is not None}
        assert homelands == set(range(players)), f"{players} players: Homelands of {homelands}"
        expect(page.locator("#seat-list > li")).to_have_count(players)
        box = page.locator(BOARD).bounding_box()
        assert box is not None
        # Every hexagon of the view is drawn on the board, within it ...
        for h in view["map"]["hexes"]:
            c = space_center(page, h["id"])
            assert box["x"] <= c["x"] <= box["x"] + box["width"], (players, h["id"])
            assert box["y"] <= c["y"] <= box["y"] + box["height"], (players, h["id"])
        # ... as its terrain (face up) or its back (face down), each Homeland with its seat's band.
        drawn = page.eval_on_selector_all("#table-boards .space", """els => els.map(e => ({
            id: e.dataset.space, terrain: e.dataset.terrain, hidden: e.dataset.hidden === 'true',
            band: Boolean(e.querySelector('.home-band')) }))""")
        by_id = {d["id"]: d for d in drawn}
        assert set(by_id) == {h["id"] for h in view["map"]["hexes"]}
        for h in view["map"]["hexes"]:
            d = by_id[h["id"]]
            assert d["hidden"] is (not h["face_up"]), h["id"]
            assert d["terrain"] == (h["terrain"] if h["face_up"] else ""), h["id"]
            assert d["band"] is (h["home_of"] is not None), h["id"]
        # Cities, ruins and miniatures are pieces on their hexagons.
        pieces = sum(len(h["cities"]) + len(h["ruins"]) for h in view["map"]["hexes"] if h["face_up"])
        assert page.locator("#table-boards .piece").count() >= pieces > 0
        if players in (2, 6):
            capital = next(h for h in view["map"]["hexes"] if h["capital"])
            click_hex(page, capital["id"])
            screenshot(page, f"{players}-players")


# --- details ---------------------------------------------------------------------------------------
def test_clicking_a_hexagon_shows_its_terrain_or_that_it_is_unexplored(table_page: Page) -> None:
    hexes = current_view(table_page)["map"]["hexes"]
    hex_ = next(h for h in hexes if h["face_up"] and h["terrain"] and h["ruins"])
    text = click_hex(table_page, hex_["id"])
    assert hex_["terrain"].lower() in text.lower(), text
    assert "ruin" in text.lower(), text
    hex_ = next(h for h in hexes if not h["face_up"])
    text = click_hex(table_page, hex_["id"])
    assert "unexplored" in text.lower(), text
    # Nothing of the tile under it is given away, on the board either.
    assert not any(t in text.lower() for t in ("plain", "desert", "forest", "swamp", "mountain")), text
    label = table_page.locator(f'#table-boards .space[data-space="{hex_["id"]}"]').get_attribute("aria-label") or ""
    assert not any(t in label.lower() for t in ("plain", "desert", "forest", "swamp", "mountain")), label


def test_borderlands_and_centre_are_face_down_at_the_first_turn(ready_page: Page, screenshot) -> None:
    """RULINGS 20: placing the starting miniatures reveals nothing, so the first turn begins
    with every Borderland and the Centre face-down (the fog of war) — for 3 and for 6 players,
    one game after the other in one page."""
    page = ready_page
    for players in (3, 6):
        start_game(page, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:players], seed=31)
        while view_field(page, "phase") != "play":  # the setup picks, through the side list
            before = view_count(page)
            page.locator("#actions [data-action]:not(:disabled)").first.click()
            page.wait_for_function("n => Number(document.getElementById('table').dataset.viewCount) > n", arg=before)
        view = current_view(page)
        assert len(view["players"]) == players
        hexes = view["map"]["hexes"]
        fog = [h for h in hexes if h["region"] in ("borderland", "centre")]
        assert fog and not any(h["face_up"] for h in fog)
        assert all(h["face_up"] for h in hexes if h["region"] == "homeland")
        for h in fog:  # drawn as backs
            expect(page.locator(f'#table-boards .space[data-space="{h["id"]}"]')).to_have_attribute("data-hidden", "true")
        screenshot(page, f"first-turn-{players}-players")


def test_keyboard_tab_arrows_and_enter_choose_a_hexagon(table_page: Page) -> None:
    table_page.focus("#guide-open")  # the bar's last button
    table_page.keyboard.press("Tab")  # onto the board: one of its hexagons
    first = table_page.evaluate("document.activeElement.closest('.space')?.dataset.space ?? null")
    assert first, "Tab did not reach a hexagon"
    table_page.keyboard.press("ArrowRight")  # the next hexagon, still on the board
    second = table_page.evaluate("document.activeElement.closest('.space')?.dataset.space ?? null")
    assert second and second != first
    table_page.keyboard.press("Enter")
    table_page.wait_for_selector(f"#details[data-space='{second}']", state="attached")
    title = table_page.locator("#details .details-title").inner_text()
    # the title starts with the id that action labels and the log use for this hexagon
    assert title.startswith(f"{second} · ") and len(title) > len(f"{second} · ")


# --- moving the map ------------------------------------------------------------------------------
def test_keyboard_pans_zooms_and_resets(table_page: Page) -> None:
    page = table_page
    hex_id = next(h["id"] for h in current_view(page)["map"]["hexes"] if h["capital"])
    page.locator(f'#table-boards .space[data-space="{hex_id}"]').focus()
    home = space_center(page, hex_id)

    page.keyboard.press("Shift+ArrowLeft")  # the map moves right
    moved = space_center(page, hex_id)
    assert moved["x"] > home["x"] + 10 and moved["y"] == pytest.approx(home["y"], abs=0.5)

    page.keyboard.press("0")
    assert space_center(page, hex_id) == pytest.approx(home, abs=0.5)

    page.keyboard.press("+")  # zooming in pushes everything away from the middle of the map
    box = page.locator(BOARD).bounding_box()
    assert box is not None
    mid = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    zoomed = space_center(page, hex_id)
    assert dist(zoomed, mid) > dist(home, mid) * 1.1
    assert float(page.locator(BOARD).get_attribute("data-zoom") or "1") > 1.2

    page.keyboard.press("-")
    assert dist(space_center(page, hex_id), mid) == pytest.approx(dist(home, mid), abs=1)

    page.keyboard.press("+")
    page.keyboard.press("0")
    assert space_center(page, hex_id) == pytest.approx(home, abs=0.5)


def test_mouse_drag_pans_and_wheel_zooms(table_page: Page) -> None:
    page = table_page
    hexes = current_view(page)["map"]["hexes"]
    hex_id = next(h["id"] for h in hexes if h["capital"])
    home = space_center(page, hex_id)
    page.mouse.move(home["x"], home["y"])
    page.mouse.down()
    page.mouse.move(home["x"] + 40, home["y"] + 25, steps=5)
    page.mouse.up()
    dragged = space_center(page, hex_id)
    assert dragged == pytest.approx({"x": home["x"] + 40, "y": home["y"] + 25}, abs=1)
    # A drag is not a click: nothing was chosen.
    assert page.locator("#details").get_attribute("data-space") is None

    # Zooming in with the wheel keeps the point under the pointer still and spreads the rest.
    other = next(h["id"] for h in hexes if h["id"] != hex_id)
    spread = dist(space_center(page, other), dragged)
    page.mouse.wheel(0, -300)
    page.wait_for_function(
        """([id, other, x, y, spread]) => {
            const b = window.__hexrealms.spaceCenter(other);
            return Math.hypot(b.x - x, b.y - y) > spread * 1.2;
        }""", arg=[hex_id, other, dragged["x"], dragged["y"], spread])
    assert space_center(page, hex_id) == pytest.approx(dragged, abs=1.5)


def dist(a: dict[str, float], b: dict[str, float]) -> float:
    return ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5


# --- the page's own safety rules -----------------------------------------------------------------
class _Markup(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.inline_scripts = 0
        self.handlers: list[str] = []
        self.styles: list[str] = []
        self.csp: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "script" and not a.get("src"):
            self.inline_scripts += 1
        if tag == "style":
            self.styles.append(tag)
        self.handlers += [f"<{tag} {k}>" for k in a if k.startswith("on")]
        self.styles += [f"<{tag} style>" for k in a if k == "style"]
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp = a.get("content")


def test_index_html_has_a_strict_csp_and_no_inline_code() -> None:
    markup = _Markup()
    markup.feed((WEB / "index.html").read_text())
    assert markup.inline_scripts == 0
    assert markup.handlers == []
    assert markup.styles == []
    assert markup.csp is not None
    directives = dict(d.strip().split(None, 1) for d in markup.csp.split(";") if d.strip())
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert "unsafe-inline" not in markup.csp
    assert not re.search(r"https?:", markup.csp)


def test_details_text_is_never_parsed_as_html() -> None:
    # Player names will come from links: the page sets text, never markup.
    for path in WEB.rglob("*.js"):
        source = path.read_text()
        name = path.relative_to(WEB).as_posix()
        if name in ("engine/engine.js", "engine/worker.js", "bench/bare.js"):
            continue
        assert "innerHTML" not in source and "outerHTML" not in source, name
        assert "insertAdjacentHTML" not in source, name
