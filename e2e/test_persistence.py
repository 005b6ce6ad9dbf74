"""Share and keep: save-state links in the URL, "Copy link", the replay control, bad links, the
autosave and a corrupt autosave (persistence.js, replay.js).

Reads the page through its DOM contract (persistence.js / replay.js headers) and drives the open
game through the page's own session (web/engine/session.js, imported in the page: the same module
instance app.js uses), so these tests do not depend on how the table lays out its actions.
Waits on page state only (selectors), never on time.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, Callable
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from conftest import open_until_loaded

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import Game, web_api  # noqa: E402

#: the tests here share one ready page (conftest.ready_page), each starting its own game
SHARE_READY_PAGE = True

AUTOSAVE_KEY = "hexrealms.autosave.v1"
SET_ASIDE_PREFIX = "hexrealms.autosave.v1.set-aside."

# The page's session module (an ES module is one instance per URL: the same object app.js has).
_SESSION = "(await import(new URL('engine/session.js', document.baseURI).href)).session"


# --- helpers ---------------------------------------------------------------------------------
def call(page: Page, fn: str, *args: Any) -> Any:
    """session.call(fn, ...args) in the page; returns the engine's result."""
    return page.evaluate(f"async ([fn, args]) => {_SESSION}.call(fn, ...args)", [fn, list(args)])


def live_hash(page: Page) -> str | None:
    """state_hash of the open (live) game as the page's session last saw it."""
    return page.evaluate(f"async () => {_SESSION}.view?.state_hash ?? null")


def play(page: Page, players: int = 3, seed: int = 5, moves: int = 12) -> dict[str, Any]:
    """Starts a seeded game and makes `moves` decisions (a fixed, varied choice each time);
    waits until the table shows the result and the autosave holds it. Returns the last view."""
    view = call(page, "new_game", {"ruleset": "hyperborea", "players": players, "seed": seed})
    page.evaluate("() => document.getElementById('new-game-screen')?.close()")
    for i in range(moves):
        actions = call(page, "legal_actions")
        if not actions:
            break
        view = call(page, "act", actions[(i * 7) % len(actions)]["id"])
    settle(page, view["state_hash"])
    wait_saved(page, view["state_hash"])
    return view


def settle(page: Page, state_hash: str) -> None:
    """Waits until the table shows the view `state_hash`, passing the device (hotseat screen)
    whenever the table asks for it."""
    while True:
        page.wait_for_selector(f"#actions[data-state-hash='{state_hash}'], #handoff[open]",
                               state="attached")
        if page.locator("#handoff[open]").count():
            page.click("#handoff-confirm")
            continue
        return


def wait_saved(page: Page, state_hash: str) -> None:
    page.wait_for_selector(f"#share[data-saved-hash='{state_hash}']", state="attached")


def reload_until_ready(page: Page) -> None:
    page.reload()
    page.wait_for_selector("body[data-engine=ready], body[data-engine=error]", state="attached",
                           timeout=90_000)
    assert page.locator("body").get_attribute("data-engine") == "ready"


def storage(page: Page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def bad_link_message(token: str) -> str:
    """What CPython's engine says about a bad token (the page must show the same)."""
    answer = json.loads(web_api.load_link(token))
    assert answer["ok"] is False
    return answer["error"]


# --- links -----------------------------------------------------------------------------------
def test_copy_link_round_trip_in_a_fresh_page(guarded_page: Callable[..., Page], site_url: str,
                                              screenshot) -> None:
    page = guarded_page(permissions=["clipboard-read", "clipboard-write"])
    open_until_loaded(page, site_url + "index.html")
    view = play(page, players=4, seed=11, moves=20)

    page.click("#share .persist-copy")
    expect(page.locator("#share .persist-status")).to_contain_text("Link copied")
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert page.url == copied, "the address bar holds the link that was copied"
    base, _, token = copied.partition("#g=")
    assert base == site_url + "index.html" and token
    # The link is the engine's: CPython replays it to the very same position.
    assert Game.from_link(token).state_hash() == view["state_hash"]
    screenshot(page, "copied")

    fresh = guarded_page()  # another context: no autosave, nothing shared
    assert open_until_loaded(fresh, copied) == "ready"
    assert live_hash(fresh) == view["state_hash"]
    expect(fresh.locator(".persist-notice")).to_have_count(0)


def test_link_in_the_address_bar_follows_the_game(ready_page: Page) -> None:
    """Without any Copy link, the address bar holds the game after every move (a reload or a
    bookmark keeps it), replaced rather than pushed so Back still leaves the page."""
    page = ready_page
    history = page.evaluate("() => history.length")
    play(page, moves=3)
    actions = call(page, "legal_actions")
    view = call(page, "act", actions[0]["id"])
    settle(page, view["state_hash"])
    wait_saved(page, view["state_hash"])
    token = urlsplit(page.url).fragment.removeprefix("g=")
    assert Game.from_link(token).state_hash() == view["state_hash"]
    assert page.evaluate("() => history.length") == history, "no history entry per move"


def test_replay_steps_through_the_game_read_only(ready_page: Page, screenshot) -> None:
    page = ready_page
    live = play(page, moves=40)
    replay = page.locator("#replay")
    expect(replay).to_have_attribute("data-replay", "off")

    page.click("#replay .replay-start")
    expect(page.locator("#replay .replay-by")).to_have_value("turn")
    page.select_option("#replay .replay-by", "step")
    expect(replay).to_have_attribute("data-replay", "on")
    expect(page.locator("body")).to_have_attribute("data-replay", "on")
    steps = int(replay.get_attribute("data-steps") or "0")
    assert steps == live["log_length"] > 2
    expect(page.locator("#replay .replay-banner")).to_have_text(f"Replay — step 0 of {steps}")
    assert replay.get_attribute("data-log-length") == "0"
    # Read-only: the live game's controls cannot be used while replaying.
    assert page.evaluate("() => document.getElementById('actions').inert") is True

    page.click("#replay .replay-next")
    expect(replay).to_have_attribute("data-step", "1")
    expect(page.locator("#replay .replay-banner")).to_have_text(f"Replay — step 1 of {steps}")
    assert replay.get_attribute("data-log-length") == "1"

    page.click("#replay .replay-last")
    expect(replay).to_have_attribute("data-step", str(steps))
    assert replay.get_attribute("data-log-length") == str(live["log_length"])
    assert replay.get_attribute("data-state-hash") == live["state_hash"]
    expect(page.locator("#replay .replay-next")).to_be_disabled()

    page.click("#replay .replay-prev")
    expect(replay).to_have_attribute("data-step", str(steps - 1))
    page.click("#replay .replay-first")
    expect(replay).to_have_attribute("data-step", "0")
    expect(page.locator("#replay .replay-prev")).to_be_disabled()

    page.locator("#replay .replay-slider").fill("2")
    expect(replay).to_have_attribute("data-step", "2")
    assert replay.get_attribute("data-log-length") == "2"

    # By turn and by round: Next goes to where the next one begins, as CPython counts them.
    marks = Game.milestones(call(page, "to_link"))
    assert len(marks["turns"]) >= 3 and marks["rounds"], marks
    page.select_option("#replay .replay-by", "turn")
    for start in marks["turns"][:3]:
        page.click("#replay .replay-next")
        expect(replay).to_have_attribute("data-step", str(start))
    page.click("#replay .replay-prev")
    expect(replay).to_have_attribute("data-step", str(marks["turns"][1]))
    page.select_option("#replay .replay-by", "round")
    page.click("#replay .replay-first")
    page.click("#replay .replay-next")
    expect(replay).to_have_attribute("data-step", str(marks["rounds"][0]))
    expect(page.locator("#replay .replay-where")).to_contain_text("Round 2")
    # The banner over the table sits above the boards, never over their top row.
    banner = page.locator(".replay-map-banner").bounding_box()
    boards = page.locator("#table-boards").bounding_box()
    assert banner and boards and banner["y"] + banner["height"] <= boards["y"] + 1
    screenshot(page, "replaying")

    # Replaying never touched the open game.
    assert call(page, "view")["state_hash"] == live["state_hash"]
    page.click("#replay .replay-exit")
    expect(replay).to_have_attribute("data-replay", "off")
    assert page.evaluate("() => document.getElementById('actions').inert") is False
    expect(page.locator("body")).not_to_have_attribute("data-replay", "on")
    assert live_hash(page) == live["state_hash"]


def test_a_live_move_ends_the_replay(ready_page: Page) -> None:
    page = ready_page
    play(page, moves=4)
    page.click("#replay .replay-start")
    expect(page.locator("#replay")).to_have_attribute("data-replay", "on")
    call(page, "act", call(page, "legal_actions")[0]["id"])
    expect(page.locator("#replay")).to_have_attribute("data-replay", "off")


def _bad_tokens() -> dict[str, str]:
    game = Game.new({"ruleset": "hyperborea", "players": 3, "seed": 2})
    for _ in range(10):
        game.act(game.legal_action_ids()[0])
    good = game.to_link()
    flip = "B" if good[len(good) // 2] != "B" else "C"
    return {
        "garbage": "not a game link at all!",
        "truncated": good[: len(good) * 2 // 3],
        "oversized": "A" * 150_000,
        "tampered": good[: len(good) // 2] + flip + good[len(good) // 2 + 1:],
        "empty": "",
    }


BAD = _bad_tokens()


def test_bad_links_show_a_message_and_keep_the_open_game(ready_page: Page) -> None:
    page = ready_page
    live = play(page, moves=6)
    for kind, token in BAD.items():
        page.evaluate("t => { location.hash = 'g=' + t; }", token)  # typed into the address bar

        notice = page.locator(".persist-notice[data-kind=bad-link]")
        expect(notice, kind).to_be_visible()
        expect(notice, kind).to_contain_text(bad_link_message(token))
        expect(notice, kind).to_contain_text("still here")
        # The engine's open game and the page's both stay as they were.
        assert call(page, "view")["state_hash"] == live["state_hash"], kind
        assert live_hash(page) == live["state_hash"], kind
        # A reload must not retry the bad link: the address bar holds the open game's link.
        expect(page).to_have_url(re.compile(re.escape("#g=" + call(page, "to_link")) + "$"), timeout=5_000)
        assert json.loads(storage(page)[AUTOSAVE_KEY])["state_hash"] == live["state_hash"], kind

        notice.locator(".persist-notice-dismiss").click()
        expect(notice, kind).to_have_count(0)


def test_a_bad_link_at_start_up_is_reported_and_the_autosave_resumes(ready_page: Page,
                                                                    site_url: str) -> None:
    page = ready_page
    live = play(page, moves=5)
    page.goto(site_url + "index.html#g=" + BAD["truncated"])  # same document: a hashchange
    expect(page.locator(".persist-notice[data-kind=bad-link]")).to_be_visible()
    # The page puts the open game's link back in the address bar after the notice shows; the bad
    # link of the next start-up goes in only after that, or the page would overwrite it.
    expect(page).to_have_url(re.compile(re.escape("#g=" + call(page, "to_link")) + "$"))
    page.evaluate("() => history.replaceState(null, '', location.pathname + '#g=garbage')")
    reload_until_ready(page)
    expect(page.locator(".persist-notice[data-kind=bad-link]")).to_contain_text(
        bad_link_message("garbage"))
    assert live_hash(page) == live["state_hash"]


# --- autosave --------------------------------------------------------------------------------
def test_reload_resumes_the_autosave(ready_page: Page) -> None:
    page = ready_page
    live = play(page, players=5, seed=3, moves=25)
    saved = json.loads(storage(page)[AUTOSAVE_KEY])
    assert saved["v"] == 1 and saved["state_hash"] == live["state_hash"]
    assert Game.from_link(saved["token"]).state_hash() == live["state_hash"]

    reload_until_ready(page)
    assert live_hash(page) == live["state_hash"]
    expect(page.locator(".persist-notice")).to_have_count(0)

    # Undo is a change of the game too: it is saved.
    if call(page, "view")["undo_refusal"] is None:
        undone = call(page, "undo")
        wait_saved(page, undone["state_hash"])


JUNK = ["{this is not json", json.dumps({"v": 1, "token": "AAAA-damaged", "state_hash": "x"})]


def test_a_corrupt_autosave_is_reported_and_set_aside(ready_page: Page, screenshot) -> None:
    """Not JSON, then a damaged token (one after the other, in one page): each is reported,
    set aside under its own key, and the page goes on with a new game, autosaved again."""
    page = ready_page
    play(page, moves=2)
    for n, junk in enumerate(JUNK, 1):
        # the open game's own autosave (made a moment after each change) is written first, so
        # it cannot land on top of the junk
        wait_saved(page, live_hash(page))
        page.evaluate("([key, junk]) => localStorage.setItem(key, junk)", [AUTOSAVE_KEY, junk])
        # Opened again without the game's link (the address bar holds it after every move).
        page.evaluate("() => history.replaceState(null, '', location.pathname)")
        reload_until_ready(page)

        notice = page.locator(".persist-notice[data-kind=corrupt-autosave]")
        expect(notice).to_be_visible()
        expect(notice).to_contain_text("could not be resumed")
        screenshot(page, f"corrupt-{n}")
        # On top of the new-game screen (a modal dialog), not hidden under it.
        assert page.evaluate("""() => {
            const notice = document.querySelector('.persist-notice[data-kind=corrupt-autosave]');
            const box = notice.getBoundingClientRect();
            return notice.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }""")
        kept = {k: v for k, v in storage(page).items() if k.startswith(SET_ASIDE_PREFIX)}
        assert sorted(kept.values()) == sorted(JUNK[:n]), kept
        newest = next(k for k, v in kept.items() if v == junk)
        expect(notice).to_contain_text(newest)
        assert storage(page).get(AUTOSAVE_KEY) != junk

        # The page goes on: a new game can be played and is autosaved again.
        view = play(page, moves=1)
        assert json.loads(storage(page)[AUTOSAVE_KEY])["state_hash"] == view["state_hash"]
        notice.locator(".persist-notice-dismiss").click()
        expect(notice).to_have_count(0)
    # Dismissed, the notice stays away, and the new game resumes from its autosave.
    reload_until_ready(page)
    expect(page.locator(".persist-notice")).to_have_count(0)
    assert live_hash(page) == view["state_hash"]
