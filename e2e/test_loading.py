"""The page loads the engine from dist/ alone, shows progress, and explains a failed load.

DOM contract (index.html): body[data-engine] = "loading" | "ready" | "error";
#load-progress has role=progressbar and aria-valuenow 0..100; #load-error shows the fatal message.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from conftest import PageGuard, open_until_loaded

DIST = Path(__file__).resolve().parents[1] / "dist"


def built_lock() -> dict:
    """The pyodide-lock.json serve.py wrote (our own, naming exactly the pinned wheels)."""
    return json.loads((DIST / "pyodide-lock.json").read_text())


def built_record() -> dict:
    """dist/build.json."""
    return json.loads((DIST / "build.json").read_text())


def test_page_loads_to_ready_from_local_files_only(ready_page: Page, guard: PageGuard,
                                                   screenshot) -> None:
    screenshot(ready_page, "ready")
    assert len(guard.off_host) == 0, guard.off_host
    expect(ready_page.locator("#load-progress")).to_have_attribute("aria-valuenow", "100")
    assert guard.unexpected_errors() == []

    paths = {urlsplit(u).path for u in guard.requests}
    # Packages resolve against our lock only, never the npm package's own lock file.
    assert "/pyodide-lock.json" in paths
    assert "/pyodide/pyodide-lock.json" not in paths
    requested_wheels = {p.rsplit("/", 1)[1] for p in paths if p.endswith(".whl")}
    lock = built_lock()["packages"]
    at_start = {lock[name]["file_name"] for name in built_record()["packages"]}
    assert requested_wheels == at_start | {built_record()["engine_wheel"]}
    # a wheel loaded on demand (the QR code's) is not fetched until it is first needed
    on_demand = {lock[name]["file_name"] for name in built_record()["on_demand"].values()}
    assert on_demand and not on_demand & requested_wheels


def test_progress_bar_starts_below_100(page: Page, site_url: str) -> None:
    # The bar is there from the first paint (not only once loaded) and ends at 100.
    response = page.goto(site_url + "index.html")
    assert response is not None and response.ok, "index.html is missing from dist/"
    bar = page.locator("#load-progress")
    expect(bar).to_have_attribute("role", "progressbar")
    assert 0 <= int(bar.get_attribute("aria-valuenow") or "-1") <= 100
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=90_000)
    expect(bar).to_have_attribute("aria-valuenow", "100")


def engine_wheel() -> str:
    return built_record()["engine_wheel"]


def pydantic_wheel() -> str:
    return built_lock()["packages"]["pydantic"]["file_name"]


@pytest.mark.parametrize("wheel", [engine_wheel, pydantic_wheel], ids=["engine-wheel", "pydantic-wheel"])
def test_missing_wheel_shows_an_error_not_a_blank_page(page: Page, guard: PageGuard, site_url: str,
                                                       screenshot, wheel) -> None:
    name = wheel()
    # The 404 itself and what Pyodide/the page log about it are the point of this test.
    guard.allow_errors(r"404", r"(?i)could not load|failed to|not found|did not install|engine")
    # Registered after the guard's route, so it is consulted first (worker requests included).
    page.context.route(f"**/wheels/{name}", lambda route: route.fulfill(status=404, body="gone"))

    assert open_until_loaded(page, site_url + "index.html") == "error"
    screenshot(page, "error")
    message = page.locator("#load-error")
    expect(message).to_be_visible()
    text = (message.text_content() or "").strip()
    assert text, "#load-error is empty"
    assert any(w in text for w in (name, name.split("-")[0])), text
    assert guard.off_host == []
