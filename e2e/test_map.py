"""The map page: a new map for each player count, drawn on the canvas, explained on click, moved
and zoomed with the keyboard and the mouse.

Reads the page through its DOM contract (index.html / app.js) and the read-only test hook
``window.__hexrealms`` (``hexCenter(id)`` in viewport CSS px, ``view()`` = the last view).
Waits on page state only (selectors), never on time.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from ui_driver import start_game

WEB = Path(__file__).resolve().parents[1] / "web"


# --- helpers -------------------------------------------------------------------------------------
def current_view(page: Page) -> dict[str, Any]:
    view = page.evaluate("window.__hexrealms.view()")
    assert view is not None, "no view drawn yet"
    return view


def view_count(page: Page) -> int:
    return int(page.locator("#map").get_attribute("data-view-count") or "0")


def new_map(page: Page, players: int) -> dict[str, Any]:
    """Starts a new game for `players` on the new-game screen and waits until it is drawn."""
    before = view_count(page)
    start_game(page, [""] * players)
    page.wait_for_selector(f"#map[data-view-count='{before + 1}']", state="attached")
    expect(page.locator("#new-game")).to_be_enabled()
    return current_view(page)


@pytest.fixture
def table_page(ready_page: Page) -> Page:
    """The page with a 3-player game on the table (the new-game screen shows first)."""
    new_map(ready_page, 3)
    return ready_page


def hex_center(page: Page, hex_id: str) -> dict[str, float]:
    centre = page.evaluate("id => window.__hexrealms.hexCenter(id)", hex_id)
    assert centre is not None, f"no hexagon {hex_id} on screen"
    return centre


def click_hex(page: Page, hex_id: str) -> str:
    """Clicks a hexagon's centre and returns the text #details then shows for it."""
    c = hex_center(page, hex_id)
    page.mouse.click(c["x"], c["y"])
    page.wait_for_selector(f"#details[data-hex='{hex_id}']", state="attached")
    return page.locator("#details").inner_text()


def canvas_colours(page: Page) -> int:
    """How many distinct colours the map canvas holds (a blank canvas has one)."""
    return page.evaluate("""() => {
        const canvas = document.getElementById('map');
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        const seen = new Set();
        for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
        return seen.size;
    }""")


# --- a new map for every player count -------------------------------------------------------------
def test_new_map_has_one_homeland_per_player_and_is_drawn(ready_page: Page, screenshot) -> None:
    page = ready_page
    page.wait_for_selector("#new-game-screen[open]")  # no game yet: the new-game screen
    box = page.locator("#map").bounding_box()
    assert box is not None
    for players in (2, 3, 4, 5, 6):
        view = new_map(page, players)
        assert len(view["players"]) == players
        assert page.locator("#details").get_attribute("data-hex") is None, "old details left"

        homelands = {h["home_of"] for h in view["map"]["hexes"] if h["home_of"] is not None}
        assert homelands == set(range(players)), f"{players} players: Homelands of {homelands}"
        expect(page.locator("#players li")).to_have_count(players)
        # Every hexagon of the view is on the canvas ...
        for h in view["map"]["hexes"]:
            c = hex_center(page, h["id"])
            assert box["x"] <= c["x"] <= box["x"] + box["width"], (players, h["id"])
            assert box["y"] <= c["y"] <= box["y"] + box["height"], (players, h["id"])
        # ... and the canvas is drawn: terrains, tile backs, pieces and text make many colours.
        assert canvas_colours(page) > 200, f"{players} players: the map canvas looks blank"
        if players in (2, 6):
            capital = next(h for h in view["map"]["hexes"] if h["capital"])
            click_hex(page, capital["id"])
            screenshot(page, f"{players}-players")


# --- details ---------------------------------------------------------------------------------------
def test_clicking_a_face_up_hexagon_shows_its_terrain(table_page: Page) -> None:
    hexes = current_view(table_page)["map"]["hexes"]
    hex_ = next(h for h in hexes if h["face_up"] and h["terrain"] and h["ruins"])
    text = click_hex(table_page, hex_["id"])
    assert hex_["terrain"].lower() in text.lower(), text
    assert "ruin" in text.lower(), text


def test_clicking_a_face_down_hexagon_says_it_is_unexplored(table_page: Page) -> None:
    hexes = current_view(table_page)["map"]["hexes"]
    hex_ = next(h for h in hexes if not h["face_up"])
    text = click_hex(table_page, hex_["id"])
    assert "unexplored" in text.lower(), text
    # Nothing of the tile under it is given away.
    assert not any(t in text.lower() for t in ("plain", "desert", "forest", "swamp", "mountain")), text


@pytest.mark.parametrize("players", [3, 6])
def test_borderlands_and_centre_are_face_down_at_the_first_turn(ready_page: Page, screenshot, players: int) -> None:
    """RULINGS 20: placing the starting miniatures reveals nothing, so the first turn begins
    with every Borderland and the Centre face-down (the fog of war)."""
    page = ready_page
    start_game(page, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:players], seed=31)
    while current_view(page)["phase"] != "play":  # the setup picks, through the side list
        before = view_count(page)
        page.locator("#actions [data-action]:not(:disabled)").first.click()
        page.wait_for_function("n => Number(document.getElementById('map').dataset.viewCount) > n", arg=before)
    hexes = current_view(page)["map"]["hexes"]
    fog = [h for h in hexes if h["region"] in ("borderland", "centre")]
    assert fog and not any(h["face_up"] for h in fog)
    assert all(h["face_up"] for h in hexes if h["region"] == "homeland")
    screenshot(page, f"first-turn-{players}-players")


def test_keyboard_tab_and_enter_choose_a_hexagon(table_page: Page) -> None:
    table_page.focus("#guide-open")  # the bar's last button
    table_page.keyboard.press("Tab")  # onto the map: its first hexagon
    expect(table_page.locator("#map")).to_be_focused()
    table_page.keyboard.press("Tab")  # the second hexagon, still on the map
    expect(table_page.locator("#map")).to_be_focused()
    expect(table_page.locator("#map-focus")).not_to_be_empty()
    table_page.keyboard.press("Enter")
    table_page.wait_for_selector("#details[data-hex]", state="attached")
    title = table_page.locator("#details .details-title").inner_text()
    hex_id = table_page.locator("#details").get_attribute("data-hex")
    # the title starts with the id that action labels and the log use for this hexagon
    assert title.startswith(f"{hex_id} · ") and len(title) > len(f"{hex_id} · ")


# --- moving the map ------------------------------------------------------------------------------
def test_keyboard_pans_zooms_and_resets(table_page: Page) -> None:
    page = table_page
    page.focus("#map")
    hex_id = next(h["id"] for h in current_view(page)["map"]["hexes"] if h["capital"])
    home = hex_center(page, hex_id)
    pixels_before = page.evaluate("document.getElementById('map').toDataURL()")

    page.keyboard.press("ArrowLeft")  # the map moves right
    moved = hex_center(page, hex_id)
    assert moved["x"] > home["x"] + 10 and moved["y"] == pytest.approx(home["y"], abs=0.5)

    page.keyboard.press("0")
    assert hex_center(page, hex_id) == pytest.approx(home, abs=0.5)

    page.keyboard.press("+")  # zooming in pushes everything away from the middle of the map
    box = page.locator("#map").bounding_box()
    assert box is not None
    mid = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    zoomed = hex_center(page, hex_id)
    assert dist(zoomed, mid) > dist(home, mid) * 1.1
    page.wait_for_function("before => document.getElementById('map').toDataURL() !== before",
                           arg=pixels_before)

    page.keyboard.press("-")
    page.keyboard.press("-")
    assert dist(hex_center(page, hex_id), mid) < dist(home, mid)

    page.keyboard.press("0")
    assert hex_center(page, hex_id) == pytest.approx(home, abs=0.5)


def test_mouse_drag_pans_and_wheel_zooms(table_page: Page) -> None:
    page = table_page
    hex_id = next(h["id"] for h in current_view(page)["map"]["hexes"] if h["capital"])
    home = hex_center(page, hex_id)
    page.mouse.move(home["x"], home["y"])
    page.mouse.down()
    page.mouse.move(home["x"] + 40, home["y"] + 25, steps=5)
    page.mouse.up()
    dragged = hex_center(page, hex_id)
    assert dragged == pytest.approx({"x": home["x"] + 40, "y": home["y"] + 25}, abs=1)
    # A drag is not a click: nothing was chosen.
    assert page.locator("#details").get_attribute("data-hex") is None

    # Zooming in with the wheel keeps the point under the pointer still and spreads the rest.
    other = next(h["id"] for h in current_view(page)["map"]["hexes"] if h["id"] != hex_id)
    spread = dist(hex_center(page, other), dragged)
    page.mouse.wheel(0, -300)
    page.wait_for_function(
        """([id, other, x, y, spread]) => {
            const a = window.__hexrealms.hexCenter(id), b = window.__hexrealms.hexCenter(other);
            return Math.hypot(b.x - x, b.y - y) > spread * 1.2;
        }""", arg=[hex_id, other, dragged["x"], dragged["y"], spread])
    assert hex_center(page, hex_id) == pytest.approx(dragged, abs=1)


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
    for path in WEB.glob("*.js"):
        source = path.read_text()
        if path.name in ("engine.js", "worker.js", "bare.js"):
            continue
        assert "innerHTML" not in source and "outerHTML" not in source, path.name
        assert "insertAdjacentHTML" not in source, path.name
