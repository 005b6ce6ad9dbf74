"""Bots at the table: a person against bots to the end, and a game of bots only watched,
paused, stepped and resumed. The bots think in the worker, so the page answers meanwhile."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, expect

from test_play import check_end
from ui_driver import choose, play, render_count, submit_new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms import Game  # noqa: E402
from hexrealms.core import link as link_codec  # noqa: E402

#: the tests here share one ready page, each starting its own game (conftest.ready_page)
SHARE_READY_PAGE = True

SESSION = "(await import(new URL('engine/session.js', document.baseURI).href)).session"


def decisions_in(token: str) -> int:
    """How many of a link's steps were decisions (the rest are chance outcomes)."""
    link = link_codec.decode(token)
    game = Game.from_link(token, upto=0)
    return sum(game.replay_step(link, n)[0] != "chance" for n in range(1, link.steps + 1))


# Records every state #bot-status goes through, and for each "thinking" spell whether a
# timer on the page's main thread fired before the bot's answer: it cannot if the bot's
# thinking blocked the page.
WATCH_BOTS = """() => {
  const status = document.getElementById('bot-status');
  const seen = window.__botStates = [];
  const spells = window.__thinkingSpells = [];
  new MutationObserver(() => {
    const state = status.dataset.state;
    if (seen[seen.length - 1] !== state) seen.push(state);
    if (state === 'thinking') {
      const spell = {timerFired: false, answered: false};
      spells.push(spell);
      setTimeout(() => { if (!spell.answered) spell.timerFired = true; }, 0);
    } else if (spells.length) {
      spells[spells.length - 1].answered = true;
    }
  }).observe(status, {attributes: true, attributeFilter: ['data-state']});
  const handoff = document.getElementById('handoff');
  const handoffs = window.__handoffs = [];
  new MutationObserver(() => {
    if (handoff.open) handoffs.push(document.getElementById('handoff-name').textContent);
  }).observe(handoff, {attributes: true, attributeFilter: ['open']});
}"""


def start_with_seats(page: Page, seats: list[tuple[str, str]], *, seed: int, pace: str) -> None:
    """The new-game screen with a name and "person" or a bot level per seat."""
    if not page.locator("#new-game-screen[open]").count():
        page.click("#new-game")
    page.wait_for_selector("#new-game-screen[open]")
    page.check("input[name=game][value=hyperborea]")  # the first screen offers every game
    page.select_option("#seat-count", str(len(seats)))
    for i, (name, who) in enumerate(seats):
        page.fill(f"#seat-{i}-name", name)
        page.select_option(f"#seat-{i}-who", who)
    page.check("input[name=length][value=short]")
    page.fill("#seed", str(seed))
    page.evaluate(WATCH_BOTS)
    submit_new_game(page)
    expect(page.locator("#new-game-screen")).not_to_be_visible()
    expect(page.locator("#bot-tools")).to_be_visible()
    page.select_option("#bot-speed", pace)


def view_count(page: Page) -> int:
    return int(page.locator("#table").get_attribute("data-view-count") or "0")


def test_a_person_against_two_bots_to_the_end(ready_page: Page, screenshot) -> None:
    page = ready_page
    t0 = time.monotonic()
    # adept, not master: master's whole game in the page took two minutes of the suite, and
    # its moves in the page are timed by the bench quick mode and advised in test_master_hint
    start_with_seats(page, [("Ann", "person"), ("Ada", "adept"), ("Nell", "novice")],
                     seed=23, pace="instant")
    rng = random.Random(23)
    mine = 0
    while True:
        # Wait for Ann's decisions or the end; bots play meanwhile on their own.
        page.wait_for_function("""() => document.getElementById('end-screen').open
            || window.__hexrealms.legalActions().length > 0""", timeout=120_000)
        # A single person never gets the hand-over screen.
        assert not page.locator("#handoff[open]").count()
        if page.locator("#end-screen[open]").count():
            break
        actions = page.evaluate("window.__hexrealms.legalActions()")
        assert {a["player"] for a in actions} == {0}, "the page offered a bot's decision to Ann"
        if mine == 40:
            screenshot(page, "ann-turn")
        play(page, choose(actions, rng), rng)
        mine += 1
        assert mine < 600, "the game did not end"
    screenshot(page, "end")
    check_end(page, 3)
    view = page.evaluate("window.__hexrealms.view()")
    states = page.evaluate("window.__botStates")
    spells = page.evaluate("window.__thinkingSpells")
    assert "thinking" in states and len(spells) > 50
    # The page kept running while bots thought: its timers fired during thinking spells.
    assert sum(s["timerFired"] for s in spells) > len(spells) // 2, spells[:10]
    assert view["log_length"] > 3 * mine // 2  # the bots decided too
    print(f"person vs 2 bots: {mine} of Ann's actions, {len(spells)} bot moves, "
          f"{time.monotonic() - t0:.1f} s")


def test_watch_pause_step_and_resume_a_game_of_bots(ready_page: Page, screenshot) -> None:
    page = ready_page
    t0 = time.monotonic()
    # as the last game may leave it: the side panel scrolled down (then the bot controls
    # appearing above would scroll it further, to keep what was in view in place)
    side_top = "document.querySelector('.side').scrollTop"
    page.evaluate(f"{side_top} = 10_000")
    start_with_seats(page, [("Ada", "adept"), ("Max", "novice")], seed=31, pace="fast")
    assert page.evaluate(side_top) == 0  # a new game shows its decisions from the top
    status = page.locator("#bot-status")
    page.wait_for_function("() => window.__thinkingSpells.length >= 3")
    expect(status).to_contain_text("bot")
    screenshot(page, "watching")
    # The controls stay put while the bots play (a button that jumps is missed by a pointer).
    where = page.locator("#bot-pause").bounding_box()
    assert where is not None and where["y"] >= 0, where
    page.wait_for_function("() => window.__thinkingSpells.length >= 6")
    assert page.locator("#bot-pause").bounding_box() == where

    page.click("#bot-pause")
    expect(page.locator("#bot-pause")).to_have_attribute("aria-pressed", "true")
    expect(status).to_have_attribute("data-state", "paused")
    expect(status).to_contain_text("is next")
    before = view_count(page)
    hash_before = page.evaluate("window.__hexrealms.stateHash()")
    expect(page.locator("#bot-step")).to_be_enabled()
    expect(page.locator("#undo")).to_be_disabled()  # nobody's own move to take back
    expect(page.locator("#undo-why")).to_contain_text("(a bot) is to move")  # not "deciding": paused
    assert page.locator("#actions [data-action]").count() == 0  # a bot's choices are not offered
    screenshot(page, "paused")

    page.click("#bot-step")  # exactly one bot move, then paused again
    page.wait_for_function("n => Number(document.getElementById('table').dataset.viewCount) > n",
                           arg=before)
    expect(status).to_have_attribute("data-state", "paused")
    assert view_count(page) == before + 1
    assert page.evaluate("window.__hexrealms.stateHash()") != hash_before

    page.click("#bot-pause")  # resume, and watch at full speed to the end
    expect(page.locator("#bot-pause")).to_have_attribute("aria-pressed", "false")
    page.select_option("#bot-speed", "instant")
    page.wait_for_selector("#end-screen[open]", timeout=240_000)
    screenshot(page, "end")
    check_end(page, 2)
    expect(status).to_have_attribute("data-state", "idle")
    # the bots' moves are autosaved too: a reload resumes the finished game, not its start
    final = page.evaluate("window.__hexrealms.stateHash()")
    page.wait_for_selector(f"#share[data-saved-hash='{final}']", state="attached")
    # every bot decision was drawn
    token = page.evaluate(f"async () => {SESSION}.call('to_link')")
    decisions = decisions_in(token)
    assert render_count(page) >= decisions > 20
    # the log tells the story: a line for every decision, the bots' included, by round; the
    # page shows the view's window of it, line for line
    game = Game.from_link(token)
    told = [e for e in game.state.log if isinstance(e, str)]
    assert len(told) >= decisions
    shown = game.view()["log"]
    expect(page.locator("#log .log-line")).to_have_count(sum(isinstance(e, str) for e in shown))
    assert page.locator("#log .log-round").count() >= 1
    expect(page.locator("#log .log-line").last).to_have_text(next(e for e in reversed(shown) if isinstance(e, str)))
    print(f"bots-only game watched in {time.monotonic() - t0:.1f} s")


def test_the_device_passes_between_people_across_a_bots_turn_when_one_has_a_secret(ready_page: Page) -> None:
    """Ann, a bot, then Bo: when the decider changes from one person to the other, the
    hand-over screen names the next person exactly when one of the two holds a secret (a
    stored ruin token: view.secret_seats), and never for the bot; picks that hide nothing go
    on without it."""
    page = ready_page
    start_with_seats(page, [("Ann", "person"), ("Max", "adept"), ("Bo", "person")],
                     seed=8, pace="instant")
    rng = random.Random(8)
    last_person = None
    changes = across_bot = 0
    spells = 0
    handed_before = 0
    for _ in range(80):
        page.wait_for_function("""() => !document.getElementById('handoff').open
            && window.__hexrealms.legalActions().length > 0
            || document.getElementById('handoff').open""", timeout=60_000)
        if page.locator("#handoff[open]").count():
            expect(page.locator("#table-panels")).to_be_empty()  # nothing private while it passes
            page.click("#handoff-confirm")
            continue
        actions = page.evaluate("window.__hexrealms.legalActions()")
        person = actions[0]["player"]
        assert person in (0, 2), "a bot's decision was offered to a person"
        handed_to = page.evaluate("window.__handoffs")
        if last_person is not None and person != last_person:
            changes += 1
            secrets = set(page.evaluate("window.__hexrealms.view().secret_seats"))
            if secrets & {person, last_person}:
                assert len(handed_to) == handed_before + 1 and handed_to[-1] == ("Ann", None, "Bo")[person]
            else:
                assert len(handed_to) == handed_before, "a hand-over screen with nothing to hide"
            now_spells = page.evaluate("window.__thinkingSpells.length")
            across_bot += now_spells > spells  # the bot moved in between
        handed_before = len(handed_to)
        spells = page.evaluate("window.__thinkingSpells.length")
        last_person = person
        play(page, choose(actions, rng), rng)
        if changes >= 3 and across_bot:
            break
    assert changes >= 3 and across_bot
    assert set(page.evaluate("window.__handoffs")) <= {"Ann", "Bo"}
