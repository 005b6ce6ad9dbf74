"""Fixtures for the browser tests: the built site, Debian's Chromium, and guarded pages.

Every page opened through these fixtures is guarded: a request to any host other than
127.0.0.1 is aborted and recorded, console errors and uncaught page errors are recorded, and the
test fails afterwards if any of them happened (listing them). A test that provokes errors on
purpose says which ones it expects with ``guard.allow_errors(...)``.

Needs ``dist/`` built first (``python serve.py --build-only``; ``run_tests.py`` does it).

Safe under pytest-xdist (``run_tests.py`` runs a whole file per worker): the session fixtures are
made once per worker — each worker serves dist/ on its own free port and launches its own
Chromium (Playwright gives each a temporary profile) — and every screenshot under e2e/artifacts/
is named after its test, so no two workers write the same file.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Route, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402  (the project root is not a package)

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LOCAL_HOST = "127.0.0.1"
# Cold start is ~5 s on a 2-core machine; allow for a loaded CI box, never for a hang.
READY_TIMEOUT_MS = 90_000
#: Playwright's own default, which a shared page is set back to before each test
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}

GUARDS = pytest.StashKey[list["PageGuard"]]()


@dataclass
class PageGuard:
    """What a guarded page did that a test must not silently allow."""

    off_host: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    allowed: list[re.Pattern[str]] = field(default_factory=list)
    pages: list[Page] = field(default_factory=list)

    def allow_errors(self, *patterns: str) -> None:
        """Expects console/page errors matching any of these regexes (searched, not matched)."""
        self.allowed.extend(re.compile(p) for p in patterns)

    def unexpected_errors(self) -> list[str]:
        """Console and page errors no allow_errors pattern covers."""
        errors = [f"console: {e}" for e in self.console_errors] + [f"page: {e}" for e in self.page_errors]
        return [e for e in errors if not any(p.search(e) for p in self.allowed)]

    def problems(self) -> list[str]:
        """Everything that makes the test fail: off-host requests and unexpected errors."""
        return [f"off-host request: {u}" for u in self.off_host] + self.unexpected_errors()

    # --- event handlers wired by guarded_page -----------------------------------------------
    def on_route(self, route: Route) -> None:
        url = route.request.url
        if urlsplit(url).hostname != LOCAL_HOST:
            self.off_host.append(url)
            route.abort("blockedbyclient")
        else:
            route.fallback()

    def on_request(self, request: object) -> None:
        self.requests.append(request.url)  # type: ignore[attr-defined]

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url", "") if message.location else ""
            self.console_errors.append(f"{message.text} ({where})" if where else message.text)

    def on_page_error(self, error: Exception) -> None:
        self.page_errors.append(str(error))


# --- the site ---------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """Base URL (ending in /) of dist/ served by serve.py's own server on a free local port."""
    if not (serve.DIST / "build.json").is_file():
        pytest.fail("dist/ is not built: run `python serve.py --build-only` (run_tests.py does)")
    with serve.serving(serve.DIST) as url:
        yield url


# --- the browser ------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Debian's Chromium, headless, with its background network chatter switched off."""
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium (run_tests.py does)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def guard(request: pytest.FixtureRequest) -> PageGuard:
    """The current test's guard; checked after the test body by pytest_runtest_call below."""
    g = PageGuard()
    request.node.stash.setdefault(GUARDS, []).append(g)
    return g


@pytest.fixture
def guarded_page(browser: Browser, guard: PageGuard) -> Iterator[Callable[..., Page]]:
    """Factory: ``guarded_page(**context_options)`` opens a page in a fresh guarded context.

    Service workers are blocked unless a test passes ``service_workers="allow"``: Playwright
    cannot route every request a service worker makes, and the guard must see them all.
    """
    contexts: list[BrowserContext] = []

    def open_page(**options: object) -> Page:
        options.setdefault("service_workers", "block")
        context = browser.new_context(**options)  # type: ignore[arg-type]
        contexts.append(context)
        # Context-level, so requests from the Web Worker pass through the guard too.
        context.route("**/*", guard.on_route)
        context.on("request", guard.on_request)
        page = context.new_page()
        guard.pages.append(page)
        page.on("console", guard.on_console)
        page.on("pageerror", guard.on_page_error)
        page.on("worker", lambda worker: watch_worker(worker, guard))
        return page

    yield open_page
    for context in contexts:
        context.close()


def watch_worker(worker: object, guard: PageGuard | GuardRelay) -> None:
    """Records a Web Worker's console errors too, where this Playwright version reports them."""
    try:
        worker.on("console", guard.on_console)  # type: ignore[attr-defined]
    except Exception:  # older Playwright: worker console goes to the page's console event
        pass


@pytest.fixture
def page(guarded_page: Callable[..., Page]) -> Page:
    """A guarded page in a fresh context (no cache or storage shared with other tests)."""
    return guarded_page()


class GuardRelay:
    """Passes a shared page's events to the guard of the test using the page now."""

    def __init__(self) -> None:
        self.current = PageGuard()

    def on_route(self, route: Route) -> None:
        self.current.on_route(route)

    def on_request(self, request: object) -> None:
        self.current.on_request(request)

    def on_console(self, message: ConsoleMessage) -> None:
        self.current.on_console(message)

    def on_page_error(self, error: Exception) -> None:
        self.current.on_page_error(error)


@pytest.fixture(scope="module")
def shared_page(browser: Browser) -> Iterator[tuple[Page, GuardRelay]]:
    """One guarded page for a whole test file that sets ``SHARE_READY_PAGE = True`` (its
    guard relayed to each test's own)."""
    relay = GuardRelay()
    context = browser.new_context(service_workers="block")
    context.route("**/*", relay.on_route)
    context.on("request", relay.on_request)
    page = context.new_page()
    page.on("console", relay.on_console)
    page.on("pageerror", relay.on_page_error)
    page.on("worker", lambda worker: watch_worker(worker, relay))
    yield page, relay
    context.close()


@pytest.fixture
def ready_page(request: pytest.FixtureRequest, guard: PageGuard, site_url: str) -> Page:
    """The app's index.html, loaded until the engine is ready (body[data-engine=ready]).

    A fresh page for each test, unless the test's file sets ``SHARE_READY_PAGE = True``:
    then its tests share one page, since loading the engine is most of a short browser test's
    time. Each of them finds it ready at the page's own address, at the default viewport,
    with no dialog open and nothing in its storage, and starts its own game (an earlier
    test's game may be on the table; the new-game screen asks to replace it)."""
    if getattr(request.module, "SHARE_READY_PAGE", False):
        page, relay = request.getfixturevalue("shared_page")
        relay.current = guard
        guard.pages.append(page)
        page.set_viewport_size(DEFAULT_VIEWPORT)
        home = site_url + "index.html"
        if page.url.startswith(home) and page.locator("body").get_attribute("data-engine") == "ready":
            page.evaluate("""() => {
                for (const d of document.querySelectorAll('dialog[open]')) d.close();
                localStorage.clear();
                sessionStorage.clear();
            }""")
            return page
    else:
        page = request.getfixturevalue("page")
    open_until_loaded(page, site_url + "index.html")
    state = page.locator("body").get_attribute("data-engine")
    if state != "ready":
        message = page.locator("#load-error").text_content() or "(no #load-error text)"
        pytest.fail(f"the engine did not load: body[data-engine={state}]: {message.strip()}")
    return page


def open_until_loaded(page: Page, url: str) -> str:
    """Opens ``url`` and waits until body[data-engine] is "ready" or "error"; returns which.

    Waits on the page's own state (a selector, which also works under the page's CSP),
    never on time.
    """
    response = page.goto(url)
    if response is None or not response.ok:
        status = response.status if response is not None else "no response"
        pytest.fail(f"{url}: HTTP {status} (is it in web/ and was dist/ rebuilt?)")
    page.wait_for_selector("body[data-engine=ready], body[data-engine=error]",
                           state="attached", timeout=READY_TIMEOUT_MS)
    return page.locator("body").get_attribute("data-engine") or ""


# --- artifacts --------------------------------------------------------------------------------
@pytest.fixture
def screenshot(request: pytest.FixtureRequest) -> Callable[[Page, str], Path]:
    """``screenshot(page, name)`` saves e2e/artifacts/<test>-<name>.png and prints its path."""
    def save(page: Page, name: str) -> Path:
        return save_screenshot(page, f"{request.node.name}-{name}")
    return save


def save_screenshot(page: Page, stem: str) -> Path:
    """Saves a full-page screenshot under e2e/artifacts/ and prints where."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / (re.sub(r"[^\w.-]+", "_", stem) + ".png")
    page.screenshot(path=str(path), full_page=True)
    print(f"screenshot: {path}")
    return path


# --- the after-test check ---------------------------------------------------------------------
@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Fails the test itself (not its teardown) when a guarded page misbehaved.

    On any failure the guarded pages are screenshotted into e2e/artifacts/ for diagnosis.
    """
    guards = item.stash.get(GUARDS, [])
    try:
        result = yield
        problems = [p for g in guards for p in g.problems()]
        if problems:
            raise AssertionError("guarded page problems:\n  " + "\n  ".join(problems))
    except BaseException as e:
        if not isinstance(e, (pytest.skip.Exception, KeyboardInterrupt)):
            screenshot_all(item.name, [page for g in guards for page in g.pages])
        raise
    return result


def screenshot_all(stem: str, pages: list[Page]) -> None:
    """Best-effort screenshots of a failed test's pages (a crashed page must not mask the error)."""
    for i, page in enumerate(pages):
        try:
            save_screenshot(page, f"{stem}-failure-{i}")
        except Exception as e:  # the page may be closed or crashed
            print(f"no screenshot of page {i}: {e}")
