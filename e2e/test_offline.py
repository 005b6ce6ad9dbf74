"""Offline: after one visit the service worker (web/sw.js) has cached the whole build, and the
site loads and plays with the network off (ARCHITECTURE.md, "The browser side").

Service workers are allowed for these pages only (conftest blocks them by default). A page
opened later in the same context gets the guard's console and error handlers by hand.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from playwright.sync_api import Page, expect

from conftest import PageGuard, open_until_loaded

DIST = Path(__file__).resolve().parents[1] / "dist"
_SESSION = "(await import(new URL('engine/session.js', document.baseURI).href)).session"


def build_record() -> dict:
    return json.loads((DIST / "build.json").read_text())


def guarded_sibling(first: Page, guard: PageGuard) -> Page:
    """A new page in `first`'s context, watched by the same guard."""
    page = first.context.new_page()
    guard.pages.append(page)
    page.on("console", guard.on_console)
    page.on("pageerror", guard.on_page_error)
    return page


def settle(page: Page, state_hash: str) -> None:
    """Waits until the table shows `state_hash`, passing the device when it asks."""
    while True:
        page.wait_for_selector(f"#actions[data-state-hash='{state_hash}'], #handoff[open]",
                               state="attached")
        if not page.locator("#handoff[open]").count():
            return
        page.click("#handoff-confirm")


def test_a_visited_site_loads_and_plays_offline(guarded_page: Callable[..., Page], guard: PageGuard,
                                                site_url: str, screenshot) -> None:
    record = build_record()
    first = guarded_page(service_workers="allow")
    assert open_until_loaded(first, site_url + "index.html") == "ready"
    # The worker is active and has cached this build (the page says so once it has).
    expect(first.locator("#share")).to_have_attribute("data-offline", "ready", timeout=60_000)
    cached = first.evaluate("""async (name) => {
        const cache = await caches.open(name);
        return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
    }""", f"hexrealms-{record['build']}")
    assert set(record["files"]) | {"build.json", ""} <= set(cached)
    assert first.evaluate("async () => (await caches.keys()).filter(k => k.startsWith('hexrealms-'))") \
        == [f"hexrealms-{record['build']}"]

    first.context.set_offline(True)
    page = guarded_sibling(first, guard)
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    assert page.evaluate("() => navigator.onLine") is False
    assert page.evaluate("() => Boolean(navigator.serviceWorker.controller)") is True

    # Play a turn: a new game, then decisions until the first player's turn has moved on.
    view = page.evaluate(f"async () => {_SESSION}.call('new_game', "
                         "{ruleset: 'hyperborea', players: 2, seed: 8})")
    page.evaluate("() => document.getElementById('new-game-screen')?.close()")
    start_log = view["log_length"]
    for _ in range(6):
        settle(page, view["state_hash"])
        # The table's own control, as a player would press it.
        page.locator("#actions button[data-action]:not(:disabled)").first.click()
        page.wait_for_selector(f"#actions:not([data-state-hash='{view['state_hash']}']), "
                               "#handoff[open]", state="attached")
        view = page.evaluate(f"async () => {_SESSION}.view")
    assert view["log_length"] > start_log
    screenshot(page, "offline-played")


def test_the_site_installs_as_an_app(guarded_page: Callable[..., Page], site_url: str) -> None:
    """The web app manifest (web/manifest.webmanifest): name, icons, colours and a start URL
    that the service worker has cached, so the installed app starts offline; Chromium itself
    finds nothing that stops an install."""
    page = guarded_page(service_workers="allow")
    assert open_until_loaded(page, site_url + "index.html") == "ready"
    expect(page.locator("#share")).to_have_attribute("data-offline", "ready", timeout=60_000)
    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == site_url + "manifest.webmanifest"
    assert manifest["errors"] == []
    data = json.loads(manifest["data"])
    assert data["name"].startswith("hexrealms") and data["short_name"] == "hexrealms"
    assert data["display"] == "standalone"
    assert data["background_color"].startswith("#") and data["theme_color"].startswith("#")
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in data["icons"]:  # every icon is served with its declared type
        response = page.request.get(site_url + icon["src"])
        assert response.ok and response.headers["content-type"].startswith(icon["type"]), icon
    # Chromium's own installability check (a manifest, icons, a service worker with a fetch
    # handler). Playwright's browser contexts are always off the record, which Chromium reports
    # as "in-incognito": a fact of the test browser, not of the site, so it alone is set aside.
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
    start = page.evaluate("""async (url) => Boolean(await caches.match(new URL(url, document.baseURI).href))""",
                          data["start_url"])
    assert start, "the start URL is not cached for offline use"
